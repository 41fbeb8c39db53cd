/// What the command line asked for.
struct Options {
  /// The things the benchmark can do.
  enum Mode: Equatable {
    /// Time every selected case and print the medians.
    case time(quick: Bool, cases: [BenchCase])
    /// Perform `operations` operations of one case after a warm-up, and print nothing: the
    /// count script runs this under valgrind for N and 10·N operations.
    case count(BenchCase, operations: Int)
    /// Print the data-source calls per operation and the cells created, from the engine's
    /// own counters.
    case stats
    /// Print the prefetch table: frames that show loading content, per prefetch distance.
    case prefetch
    /// Print the usage.
    case help
  }

  var mode: Mode = .time(quick: false, cases: BenchCase.measured)
  /// The number of items of every carousel.
  var items = 1_000

  static let usage = """
    usage: carousel-bench [--quick] [--items K] [--case NAME]...
           carousel-bench --count CASE N [--items K]
           carousel-bench --stats [--items K]
           carousel-bench --prefetch

      (no mode)     time each case: the median time per operation over repeated batches,
                    and its share of a 120 Hz frame (8.33 ms); about five seconds
      --quick       the same, with few short batches (well under a second), for CI
      --case NAME   time only this case (repeatable)
      --count CASE N
                    warm up, then perform N operations of CASE and print nothing; the
                    count script runs it under valgrind for N and 10·N operations
      --stats       data-source calls per operation and cells created, for 10⁵ page turns
                    and 10³ operations of every other case
      --prefetch    frames at 60 Hz in which a visible card shows content still loading,
                    for prefetch distances 0, 1, 2 and 4 (loads take 80 ms)
      --items K     the number of items, 2 or more (default 1000)

    cases: \(BenchCase.allCases.map(\.rawValue).joined(separator: ", "))
    """

  /// Parses the arguments after the program name.
  ///
  /// - Throws: A ``UsageError`` that says what was wrong.
  init(_ arguments: [String]) throws(UsageError) {
    var quick = false
    var cases: [BenchCase] = []
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--quick":
        quick = true
      case "--case":
        cases.append(try Self.benchCase(rest.popFirst()))
      case "--count":
        let benchCase = try Self.benchCase(rest.popFirst())
        let operations = try Self.number(rest.popFirst(), for: "--count CASE N", minimum: 1)
        mode = .count(benchCase, operations: operations)
      case "--stats":
        mode = .stats
      case "--prefetch":
        mode = .prefetch
      case "--items":
        items = try Self.number(rest.popFirst(), for: "--items", minimum: 2)
      case "--help", "-h":
        mode = .help
      default:
        throw UsageError("unknown argument \"\(argument)\"")
      }
    }
    if case .time = mode {
      mode = .time(quick: quick, cases: cases.isEmpty ? BenchCase.measured : cases)
    } else if quick || !cases.isEmpty {
      throw UsageError("--quick and --case apply to timing only")
    }
  }

  private static func benchCase(_ name: String?) throws(UsageError) -> BenchCase {
    guard let name else { throw UsageError("a case name is missing") }
    guard let benchCase = BenchCase(rawValue: name) else {
      throw UsageError("unknown case \"\(name)\"")
    }
    return benchCase
  }

  private static func number(_ text: String?, for option: String, minimum: Int)
    throws(UsageError) -> Int
  {
    guard let text, let value = Int(text), value >= minimum else {
      throw UsageError("\(option) needs a whole number of at least \(minimum)")
    }
    return value
  }
}

/// A command line the benchmark cannot run.
struct UsageError: Error {
  let message: String

  init(_ message: String) {
    self.message = message
  }
}
