import LoopCarousel
import Testing

@testable import CarouselDemoKit

/// The fuzzer's seed inputs and every input it ever crashed on, replayed with the invariant
/// checker after each command, exactly as `Tests/Fuzz/FuzzScript.swift` does.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
  struct Input: CustomTestStringConvertible, Sendable {
    var name: String
    var text: String
    var testDescription: String { name }
  }

  static let inputs: [Input] = [
    Input(name: "corpus/swipe", text: "items 5\nswipe 1\nsettle\n"),
    Input(
      name: "corpus/fastdrag",
      text: "items 5; drag 0.3 0.1; release 4; wait 0.05; drag 0.2; release; settle\n"),
    Input(
      name: "corpus/autoplay",
      text: "items 7\nautoplay 1\nwait 3.5\ngoto 3\ntap 0.4\nreload 2\nreload 1\nreload 0\n"),
    Input(
      name: "corpus/finite",
      text:
        "items 4\nwrap off\nviewport 375\nitem 300 spacing 12\ndrag -2 0.3\nrelease\nsettle\n"
        + "resize 500\nnext\nprev\n"),
  ]

  @Test("Each input runs with every invariant intact", arguments: inputs)
  func replay(_ input: Input) throws {
    let steps = try ScriptParser.parse(input.text)
    let runner = DemoRunner()
    for step in steps.prefix(64) {
      _ = runner.perform(step)
      #expect(runner.carousel.invariantViolations() == [], "after line \(step.line)")
    }
  }
}
