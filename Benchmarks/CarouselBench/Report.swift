import LoopCarousel

/// The timing table and the counter table.
enum Report {
  /// The length of a 120 Hz frame.
  static let frameBudget: Duration = .nanoseconds(8_333_333)

  /// Times every case and prints one row per case.
  ///
  /// Each case first doubles its batch size until one batch takes `minimumBatch` (which also
  /// warms it up), then times `batches` batches of that size with `ContinuousClock`; a row
  /// shows the median batch divided by its size.
  static func time(
    _ cases: [BenchCase], items: Int, quick: Bool
  ) throws -> [String] {
    let batches = quick ? 7 : 41
    let minimumBatch: Duration = quick ? .milliseconds(2) : .milliseconds(10)
    var lines = [
      "carousel-bench: median time per operation over \(batches) batches of at least "
        + "\(formatTime(minimumBatch.nanoseconds)) each, \(items) items"
        + (quick ? " (--quick)" : ""),
      row("case", "median/op", "of 8.33 ms", "ops/batch", "operation"),
    ]
    for benchCase in cases {
      var fixture = try Fixture(benchCase, items: items)
      let (perOperation, size) = try median(
        &fixture, batches: batches, minimumBatch: minimumBatch)
      if let mismatch = fixture.mismatch() { throw BenchFailure(mismatch) }
      let nanoseconds = perOperation.nanoseconds
      lines.append(
        row(
          benchCase.rawValue, formatTime(nanoseconds),
          significant(100 * nanoseconds / frameBudget.nanoseconds) + " %", String(size),
          benchCase.summary))
    }
    return lines
  }

  /// The median time per operation and the batch size it was measured with.
  static func median(
    _ fixture: inout Fixture, batches: Int, minimumBatch: Duration
  ) throws(CarouselError) -> (Duration, Int) {
    let clock = ContinuousClock()
    var size = 1
    while true {
      let start = clock.now
      try fixture.run(size)
      if start.duration(to: clock.now) >= minimumBatch { break }
      size *= 2
    }
    var times: [Duration] = []
    times.reserveCapacity(batches)
    for _ in 0..<batches {
      let start = clock.now
      try fixture.run(size)
      times.append(start.duration(to: clock.now) / size)
    }
    times.sort()
    return (times[times.count / 2], size)
  }

  /// Runs every case and prints the data-source calls per operation and the cells created,
  /// read from the engine's own counters.
  static func stats(items: Int) throws -> [String] {
    var lines = [
      "carousel-bench: data-source calls and cells created, \(items) items",
      statsRow("case", "operations", "data-source calls/op", "cells created", "cells idle"),
    ]
    // The model cases run no carousel.
    for benchCase in BenchCase.measured where benchCase.model == nil {
      var fixture = try Fixture(benchCase, items: items)
      let operations = benchCase == .turn ? 100_000 : 1_000
      let requestsBefore = fixture.carousel.cellRequestCount
      try fixture.run(operations)
      if let mismatch = fixture.mismatch() { throw BenchFailure(mismatch) }
      let requests = fixture.carousel.cellRequestCount - requestsBefore
      lines.append(
        statsRow(
          benchCase.rawValue, String(operations),
          fixed(Double(requests) / Double(operations), decimals: 3),
          String(fixture.carousel.numberOfCellsCreated),
          String(fixture.carousel.numberOfIdleCells)))
    }
    lines.append(
      "cells created counts every cell since the carousel was made, the first reload's included")
    return lines
  }

  // MARK: - Formatting

  static func row(
    _ name: String, _ time: String, _ share: String, _ size: String, _ summary: String
  ) -> String {
    pad(name, 20) + pad(time, 11, right: true) + "  " + pad(share, 12, right: true) + "  "
      + pad(size, 10, right: true) + "  " + summary
  }

  static func statsRow(
    _ name: String, _ operations: String, _ requests: String, _ created: String,
    _ idle: String
  ) -> String {
    pad(name, 20) + pad(operations, 10, right: true) + pad(requests, 22, right: true)
      + pad(created, 15, right: true) + pad(idle, 12, right: true)
  }

  static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return right ? padding + text : text + padding
  }

  /// A time in nanoseconds with a readable unit.
  static func formatTime(_ nanoseconds: Double) -> String {
    if nanoseconds < 1_000 { return fixed(nanoseconds, decimals: 1) + " ns" }
    if nanoseconds < 1_000_000 { return fixed(nanoseconds / 1_000, decimals: 2) + " µs" }
    return fixed(nanoseconds / 1_000_000, decimals: 3) + " ms"
  }

  /// A value with three significant digits, and at least two decimals.
  static func significant(_ value: Double) -> String {
    var decimals = 0
    var scaled = abs(value)
    while scaled < 100, decimals < 8 {
      scaled *= 10
      decimals += 1
    }
    return fixed(value, decimals: max(decimals, 2))
  }

  /// A value with a fixed number of decimals, without Foundation.
  static func fixed(_ value: Double, decimals: Int) -> String {
    var scale = 1
    for _ in 0..<decimals { scale *= 10 }
    let scaled = Int((abs(value) * Double(scale)).rounded())
    let whole = String(scaled / scale)
    let sign = value < 0 && scaled != 0 ? "-" : ""
    guard decimals > 0 else { return sign + whole }
    let fraction = String(scaled % scale)
    return sign + whole + "." + String(repeating: "0", count: decimals - fraction.count)
      + fraction
  }
}

extension Duration {
  /// The duration in nanoseconds, as a `Double`.
  var nanoseconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) * 1e9 + Double(attoseconds) * 1e-9
  }
}

/// A case that did not leave the carousel in the state its operations should have.
struct BenchFailure: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
