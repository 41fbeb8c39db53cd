import Foundation
import Testing

@testable import CarouselDemoKit

/// Runs the built `carousel-demo` as a subprocess and compares its exact output and status.
@Suite(
  "Built binary", .enabled(if: BuiltBinary.path != nil, "the carousel-demo binary was not built"))
struct BinaryTests {
  static let swipeJSON = """
    {"line": 1, "command": "items 5", "t": 0.0, "phase": "idle", "current": 0, "offset": 1.0, "page": 0, "slots": {"left": {"item": 4, "cell": "text#2"}, "middle": {"item": 0, "cell": "banner#1"}, "right": {"item": 1, "cell": "text#3"}}, "events": ["didScrollToItem 0"]}
    {"line": 2, "command": "swipe 0.5", "t": 0.1, "phase": "settling", "current": 0, "offset": 1.5, "page": 0, "slots": {"left": {"item": 4, "cell": "text#2"}, "middle": {"item": 0, "cell": "banner#1"}, "right": {"item": 1, "cell": "text#3"}}, "events": ["willBeginDragging", "didEndDragging", "willSettle 1"]}
    {"line": 3, "command": "settle", "t": 0.4, "phase": "idle", "current": 1, "offset": 1.0, "page": 1, "slots": {"left": {"item": 0, "cell": "banner#1"}, "middle": {"item": 1, "cell": "text#3"}, "right": {"item": 2, "cell": "ad#4"}}, "events": ["didScrollToItem 1", "didSettle 1"]}

    """

  @Test("-e runs a script and prints JSON lines, exit status 0")
  func inlineJSON() throws {
    let result = try BuiltBinary.run(["--json", "-e", "items 5", "-e", "swipe 0.5", "-e", "settle"])
    #expect(result == Spawn.Result(status: 0, output: Self.swipeJSON, errorOutput: ""))
  }

  @Test("--script - reads the script from standard input")
  func standardInput() throws {
    let result = try BuiltBinary.run(
      ["--script", "-", "--json"], standardInput: "items 5\nswipe 0.5   # flick\nsettle\n")
    #expect(result == Spawn.Result(status: 0, output: Self.swipeJSON, errorOutput: ""))
  }

  @Test("--script FILE reads a file")
  func scriptFile() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("carousel-demo-\(UUID().uuidString).txt")
    try "items 5\nswipe 0.5\nsettle".write(to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    let result = try BuiltBinary.run(["--json", "--script", url.path])
    #expect(result == Spawn.Result(status: 0, output: Self.swipeJSON, errorOutput: ""))
  }

  @Test("a script that cannot be parsed prints line N: message on stderr and exits 2")
  func parseError() throws {
    let result = try BuiltBinary.run(["-e", "items 5; swipe 1", "-e", "wait nan; settle"])
    #expect(
      result
        == Spawn.Result(
          status: 2, output: "",
          errorOutput: "line 2: wait: expected a time in seconds, got 'nan'\n"))
  }

  @Test("an unknown command in a file names its line")
  func unknownCommand() throws {
    let result = try BuiltBinary.run(
      ["--script", "-"], standardInput: "# demo\nitems 3\n\nfling 2\n")
    #expect(
      result
        == Spawn.Result(
          status: 2, output: "",
          errorOutput: "line 4: unknown command 'fling'; run carousel-demo --help for the list\n"))
  }

  @Test("the engine's errors print and the script goes on, exit status 0")
  func engineErrors() throws {
    let result = try BuiltBinary.run(["--json", "-e", "items 3; goto 99; items -1; next"])
    #expect(result.status == 0)
    #expect(result.errorOutput == "")
    let lines = result.output.split(separator: "\n")
    #expect(lines.count == 4)
    #expect(
      lines[1].hasSuffix(#""events": [], "error": "indexOutOfRange: item 99 is outside 0..<3"}"#))
    #expect(lines[2].contains(#""error": "negativeItemCount: "#))
    #expect(lines[3].contains(#""phase": "settling""#))
  }

  @Test("a file that cannot be read exits 1 with a message")
  func missingFile() throws {
    let result = try BuiltBinary.run(["--script", "/nonexistent/carousel.txt"])
    #expect(
      result
        == Spawn.Result(
          status: 1, output: "",
          errorOutput:
            "carousel-demo: cannot read /nonexistent/carousel.txt: No such file or directory\n"))
  }

  @Test(
    "a bad command line exits 2 and points to --help",
    arguments: [
      (["--bogus"], "unknown option '--bogus'"),
      (["-e"], "-e needs a value"),
      (["stray"], "unexpected argument 'stray'; pass a script with --script FILE or -e 'commands'"),
      (["--script", "a", "-e", "items 1"], "use either --script or -e, not both"),
      (["--interactive", "--json"], "--interactive takes no script and no output options"),
    ])
  func usageErrors(arguments: [String], message: String) throws {
    let result = try BuiltBinary.run(arguments)
    #expect(
      result
        == Spawn.Result(
          status: 2, output: "",
          errorOutput: "carousel-demo: \(message)\nRun 'carousel-demo --help' for usage.\n"))
  }

  @Test("--help prints the usage and exits 0")
  func help() throws {
    let result = try BuiltBinary.run(["--help"])
    #expect(result == Spawn.Result(status: 0, output: CarouselDemo.usage, errorOutput: ""))
    #expect(result.output.split(separator: "\n").allSatisfy { $0.count < 100 })
  }

  @Test("--print-scenario prints the built-in script, which runs the same from a file")
  func printScenario() throws {
    let script = try BuiltBinary.run(["--print-scenario"])
    #expect(script.status == 0)
    #expect(script.output == BuiltInScenario.script + "\n")
    let fromFile = try BuiltBinary.run(["--json", "--script", "-"], standardInput: script.output)
    let builtIn = try BuiltBinary.run(["--json"])
    #expect(fromFile == builtIn)
  }

  @Test("the default run plays the built-in scenario exactly as the library does in process")
  func defaultRun() throws {
    let result = try BuiltBinary.run([])
    let inProcess = runDemo([])
    #expect(result.status == 0)
    #expect(result.errorOutput == "")
    #expect(result.output == inProcess.output)
    #expect(result.output.contains("events: didSelectItem 0"))
    #expect(result.output.contains("current 4    ○ ○ ○ ○ ●"))
  }

  @Test("--interactive without a terminal exits 1 with a message")
  func interactiveWithoutTerminal() throws {
    let result = try BuiltBinary.run(["--interactive"])
    #expect(
      result
        == Spawn.Result(
          status: 1, output: "",
          errorOutput:
            "carousel-demo: --interactive needs a terminal on standard input and output\n"))
  }
}
