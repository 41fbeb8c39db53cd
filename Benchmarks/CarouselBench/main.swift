// carousel-bench: what LoopCarousel costs per drag event, frame, page turn, swipe, scroll-to
// and reload, with a trivial data source and cells and a delegate attached. See
// Benchmarks/README.md; Benchmarks/count.sh runs the `--count` mode under valgrind.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The operations a `--count` run performs before the ones it counts, so that the pool, the
/// event queue and the runtime's caches are warm.
let warmUpOperations = 200

/// Prints a message on standard error, so that it never mixes with the figures, and exits.
func fail(_ message: String, status: Int32) -> Never {
  var text = "carousel-bench: \(message)\n"
  text.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
  exit(status)
}

let options: Options
do {
  options = try Options(Array(CommandLine.arguments.dropFirst()))
} catch {
  fail(error.message + " (see --help)", status: 64)
}

do {
  switch options.mode {
  case .help:
    print(Options.usage)
  case .time(let quick, let cases):
    for line in try Report.time(cases, items: options.items, quick: quick) { print(line) }
  case .stats:
    for line in try Report.stats(items: options.items) { print(line) }
  case .prefetch:
    for line in try PrefetchRun.report() { print(line) }
  case .count(let benchCase, let operations):
    var fixture = try Fixture(benchCase, items: options.items)
    try fixture.run(warmUpOperations)
    try fixture.run(operations)
    if let mismatch = fixture.mismatch() { throw BenchFailure(mismatch) }
  }
} catch {
  fail("\(error)", status: 1)
}
