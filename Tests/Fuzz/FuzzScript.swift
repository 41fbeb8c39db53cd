// The libFuzzer target: arbitrary bytes go to the demo's script parser, and every script
// that parses runs on a carousel with the invariant checker after each command. Built by
// `Tests/Fuzz/run-fuzzer.sh` as one module with the engine and the demo's sources.

/// Runs one input; traps (a crash libFuzzer reports) when an invariant breaks.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScript(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  guard let steps = try? ScriptParser.parse(text) else { return 0 }
  let runner = DemoRunner()
  for step in steps.prefix(64) {
    _ = runner.perform(step)
    let problems = runner.carousel.invariantViolations()
    if !problems.isEmpty {
      fatalError("invariant broken after line \(step.line) (\(step.command)): \(problems)")
    }
  }
  return 0
}
