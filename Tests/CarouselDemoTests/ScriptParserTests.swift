import LoopCarousel
import Testing

@testable import CarouselDemoKit

/// A script line and the command it must parse to.
struct ParseCase: CustomTestStringConvertible, Sendable {
  var text: String
  var command: ScriptCommand
  var testDescription: String { text }
}

/// A script that must not parse, and the exact message.
struct ParseErrorCase: CustomTestStringConvertible, Sendable {
  var script: String
  var message: String
  var testDescription: String {
    script.count > 60 ? String(script.prefix(60)).replacingNewlines + "…" : script.replacingNewlines
  }
}

extension String {
  fileprivate var replacingNewlines: String {
    split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "⏎")
  }
}

@Suite("Script parser")
struct ScriptParserTests {
  static let commands: [ParseCase] = [
    ParseCase(text: "items 5", command: .items(5)),
    ParseCase(text: "items -1", command: .items(-1)),
    ParseCase(text: "items 1e9", command: .items(1_000_000_000)),
    ParseCase(text: "reload", command: .reload(nil)),
    ParseCase(text: "reload 2", command: .reload(2)),
    ParseCase(text: "wrap on", command: .wrap(true)),
    ParseCase(text: "wrap off", command: .wrap(false)),
    ParseCase(text: "viewport 390", command: .viewport(390)),
    ParseCase(text: "resize 0.5", command: .viewport(0.5)),
    ParseCase(text: "item 300", command: .item(length: 300, spacing: 0)),
    ParseCase(text: "item 300 spacing 10", command: .item(length: 300, spacing: 10)),
    ParseCase(text: "vertical", command: .orientation(.vertical)),
    ParseCase(text: "horizontal", command: .orientation(.horizontal)),
    ParseCase(text: "rtl", command: .layoutDirection(.rightToLeft)),
    ParseCase(text: "ltr", command: .layoutDirection(.leftToRight)),
    ParseCase(text: "style plain", command: .style("plain")),
    ParseCase(text: "drag 0.3", command: .drag(pages: 0.3, seconds: 0.1)),
    ParseCase(text: "drag -2 0.5", command: .drag(pages: -2, seconds: 0.5)),
    ParseCase(text: "release", command: .release(pagesPerSecond: nil)),
    ParseCase(text: "release -4.5", command: .release(pagesPerSecond: -4.5)),
    ParseCase(text: "swipe 1", command: .swipe(pages: 1, seconds: 0.1)),
    ParseCase(text: "swipe -0.5 0", command: .swipe(pages: -0.5, seconds: 0)),
    ParseCase(text: "wait 1.5", command: .wait(seconds: 1.5)),
    ParseCase(text: "settle", command: .settle),
    ParseCase(text: "tap", command: .tap(pages: 0)),
    ParseCase(text: "tap -0.25", command: .tap(pages: -0.25)),
    ParseCase(text: "next", command: .next),
    ParseCase(text: "prev", command: .previous),
    ParseCase(text: "goto 3", command: .goto(3, animated: true)),
    ParseCase(text: "goto 3 instant", command: .goto(3, animated: false)),
    ParseCase(text: "autoplay 2", command: .autoplay(seconds: 2, backward: false)),
    ParseCase(text: "autoplay 2 backward", command: .autoplay(seconds: 2, backward: true)),
    ParseCase(text: "autoplay -1", command: .autoplay(seconds: -1, backward: false)),
    ParseCase(text: "autoplay off", command: .autoplayOff),
    ParseCase(text: "pause", command: .pause),
    ParseCase(text: "resume", command: .resume),
    ParseCase(text: "autoplay pause", command: .pause),
    ParseCase(text: "autoplay resume", command: .resume),
    ParseCase(text: "wheel 40", command: .wheel(points: 40)),
    ParseCase(text: "wheel -3.5", command: .wheel(points: -3.5)),
    ParseCase(text: "trackpad 200 0.25", command: .trackpad(points: 200, seconds: 0.25)),
    ParseCase(text: "key left", command: .key(.left)),
    ParseCase(text: "key pagedown", command: .key(.pageDown)),
    ParseCase(text: "key pageup", command: .key(.pageUp)),
    ParseCase(text: "key home", command: .key(.home)),
    ParseCase(text: "focus 3", command: .focus(3)),
    ParseCase(text: "focus none", command: .focus(nil)),
    ParseCase(text: "hover on", command: .hover(true)),
    ParseCase(text: "hover off", command: .hover(false)),
    ParseCase(text: "release free", command: .releaseBehavior(.free)),
    ParseCase(text: "release free-snap", command: .releaseBehavior(.freeThenSnap)),
    ParseCase(text: "release snap", command: .releaseBehavior(.snapToItem)),
    ParseCase(text: "release 2", command: .release(pagesPerSecond: 2)),
    ParseCase(text: "ticker 60", command: .ticker(pointsPerSecond: 60)),
    ParseCase(text: "ticker -20", command: .ticker(pointsPerSecond: -20)),
    ParseCase(text: "ticker off", command: .ticker(pointsPerSecond: nil)),
  ]

  @Test("the input commands' bad arguments are errors that name what was expected")
  func inputErrors() throws {
    for (script, message) in [
      (
        "key space",
        "line 1: key: expected \"left\" or \"right\" or \"up\" or \"down\" or \"home\" or "
          + "\"end\" or \"pageup\" or \"pagedown\", got 'space'"
      ),
      ("wheel", "line 1: wheel: expected a distance in points"),
      ("trackpad 10", "line 1: trackpad: expected a time in seconds"),
      ("focus all", "line 1: focus: expected an item index or \"none\", got 'all'"),
      ("hover maybe", "line 1: hover: expected \"on\" or \"off\", got 'maybe'"),
      (
        "release loose",
        "line 1: release: expected a velocity in pages per second, or \"snap\", \"free\" "
          + "or \"free-snap\", got 'loose'"
      ),
      (
        "ticker fast",
        "line 1: ticker: expected a speed in points per second or \"off\", got 'fast'"
      ),
    ] {
      #expect(throws: ScriptError.self) { try ScriptParser.parse(script) }
      do {
        _ = try ScriptParser.parse(script)
      } catch {
        #expect(error.description == message)
      }
    }
  }

  @Test("each command parses to its value", arguments: commands)
  func parsesCommand(_ testCase: ParseCase) throws {
    let steps = try ScriptParser.parse(testCase.text)
    #expect(steps == [ScriptStep(line: 1, text: testCase.text, command: testCase.command)])
  }

  @Test("comments, blank lines and semicolons keep their line numbers")
  func linesAndSeparators() throws {
    let script = """
      # a comment line

      items 5   # trailing comment
        swipe   0.5 ;settle;;  next
      \tgoto 2 instant\r
      ; # nothing here
      """
    let steps = try ScriptParser.parse(script)
    #expect(
      steps == [
        ScriptStep(
          line: 3, text: "items 5", command: .items(5),
          comments: ["a comment line", "trailing comment"]),
        ScriptStep(line: 4, text: "swipe 0.5", command: .swipe(pages: 0.5, seconds: 0.1)),
        ScriptStep(line: 4, text: "settle", command: .settle),
        ScriptStep(line: 4, text: "next", command: .next),
        ScriptStep(line: 5, text: "goto 2 instant", command: .goto(2, animated: false)),
      ])
  }

  @Test("each -e argument is one line")
  func inlineLines() throws {
    let steps = try ScriptParser.parse(lines: ["items 2; next", "settle"])
    #expect(steps.map(\.line) == [1, 1, 2])
    #expect(steps.map(\.text) == ["items 2", "next", "settle"])
  }

  @Test("an empty script has no commands, and the tool says so and exits 2")
  func emptyScript() throws {
    #expect(try ScriptParser.parse("").isEmpty)
    #expect(try ScriptParser.parse("# only a comment\n\n;;").isEmpty)
    for arguments in [["-e", ""], ["-e", "# only a comment"], ["--script", "-"]] {
      let run = runDemo(arguments, standardInput: "\n\n")
      #expect(run.status == 2)
      #expect(run.output.isEmpty)
      #expect(run.errorOutput.hasPrefix("carousel-demo: the script is empty: it has no commands"))
    }
  }

  @Test("CRLF and lone CR line endings separate lines like LF")
  func lineEndings() throws {
    for separator in ["\r\n", "\r", "\n"] {
      let steps = try ScriptParser.parse(
        ["items 3", "next # on", "settle"].joined(separator: separator))
      #expect(steps.map(\.line) == [1, 2, 3])
      #expect(steps.map(\.text) == ["items 3", "next", "settle"])
      #expect(steps[1].comments == ["on"])
    }
  }

  @Test("a byte-order mark at the start of a script is ignored; one anywhere else is an error")
  func byteOrderMark() throws {
    let steps = try ScriptParser.parse("\u{FEFF}items 3\nnext")
    #expect(steps.map(\.text) == ["items 3", "next"])
    let run = runDemo(["--script", "-"], standardInput: "\u{FEFF}items 3\nnext\n")
    #expect(run.status == 0)
    #expect(run.errorOutput.isEmpty)
    #expect(throws: ScriptError.self) { try ScriptParser.parse("items 3\n\u{FEFF}next") }
    // Shown as an escape in the message, not as an invisible character.
    #expect(ScriptParser.quoted("\u{FEFF}next\u{200B}") == "'\\u{FEFF}next\\u{200B}'")
    // The joiner inside an emoji sequence is part of what the user typed.
    #expect(ScriptParser.quoted("👨\u{200D}👩") == "'👨\u{200D}👩'")
  }

  @Test("motion reduced and motion full switch reducesMotion; anything else is an error")
  func motion() throws {
    let steps = try ScriptParser.parse("motion reduced; motion full")
    #expect(steps.map(\.command) == [.motion(reduced: true), .motion(reduced: false)])
    #expect(throws: ScriptError.self) { try ScriptParser.parse("motion slow") }
    let reports = try reports("items 3; motion reduced; next")
    #expect(reports[2].state.phase == .idle && reports[2].state.current == 1)
    #expect(reports[2].events == ["willSettle 1", "didScrollToItem 1", "didSettle 1"])
  }

  @Test("style names are case-insensitive and stored as the demo spells them")
  func styleCase() throws {
    let steps = try ScriptParser.parse("style COVERFLOW; style crossfade; style Plain")
    #expect(steps.map(\.command) == [.style("coverFlow"), .style("crossFade"), .style("plain")])
    #expect(throws: ScriptError.self) { try ScriptParser.parse("style cover-flow") }
  }

  @Test("the text output prints a step's comments above it, the JSON output does not")
  func commentsInOutput() throws {
    let script = "# set up\nitems 3 # three\nnext; settle # moves"
    let text = runDemo(["-e", script]).output
    #expect(text.hasPrefix("     # set up\n     # three\n  2  items 3 "))
    #expect(text.contains("\n\n     # moves\n  3  next "))
    #expect(!text.contains("# moves\n  3  settle"))
    #expect(!runDemo(["--json", "-e", script]).output.contains("set up"))
  }

  static let errors: [ParseErrorCase] = [
    ParseErrorCase(
      script: "items 5\njump 2",
      message: "line 2: unknown command 'jump'; run carousel-demo --help for the list"),
    ParseErrorCase(
      script: "Items 5",
      message: "line 1: unknown command 'Items'; run carousel-demo --help for the list"),
    ParseErrorCase(script: "items", message: "line 1: items: expected an item count"),
    ParseErrorCase(
      script: "items five", message: "line 1: items: expected an item count, got 'five'"),
    ParseErrorCase(
      script: "items 2.5",
      message: "line 1: items: expected an item count (a whole number), got '2.5'"),
    ParseErrorCase(
      script: "items 99999999999999999999",
      message: "line 1: items: the number '99999999999999999999' is too large "
        + "(at most 2^53 = 9007199254740992)"),
    ParseErrorCase(
      script: "goto 1e30",
      message: "line 1: goto: the number '1e30' is too large (at most 2^53 = 9007199254740992)"),
    ParseErrorCase(
      script: "goto -1e30",
      message:
        "line 1: goto: the number '-1e30' is too small (at least -2^53 = -9007199254740992)"),
    ParseErrorCase(
      script: "items " + String(repeating: "9", count: 5_000),
      message: "line 1: items: the number '" + String(repeating: "9", count: 80)
        + "…' is too large"),
    ParseErrorCase(
      script: String(repeating: "x", count: 2_000_000),
      message: "line 1: unknown command '" + String(repeating: "x", count: 80)
        + "…'; run carousel-demo --help for the list"),
    ParseErrorCase(
      script: "items 9007199254740993",
      message:
        "line 1: items: the count '9007199254740993' is too large (at most 2^53 = 9007199254740992)"
    ),
    ParseErrorCase(
      script: "\n\ndrag nan", message: "line 3: drag: expected a distance in pages, got 'nan'"),
    ParseErrorCase(
      script: "drag inf", message: "line 1: drag: expected a distance in pages, got 'inf'"),
    ParseErrorCase(
      script: "drag 1e400", message: "line 1: drag: the number '1e400' is too large"),
    ParseErrorCase(
      script: "drag 0x10", message: "line 1: drag: expected a distance in pages, got '0x10'"),
    ParseErrorCase(script: "drag 1 -0.1", message: "line 1: drag: the time '-0.1' is negative"),
    ParseErrorCase(
      script: "swipe 1 61", message: "line 1: swipe: the time '61' is too long (at most 60 seconds)"
    ),
    ParseErrorCase(script: "wait -1", message: "line 1: wait: the time '-1' is negative"),
    ParseErrorCase(
      script: "wait NaN", message: "line 1: wait: expected a time in seconds, got 'NaN'"),
    ParseErrorCase(
      script: "wait 3601",
      message: "line 1: wait: the time '3601' is too long (at most 3600 seconds)"),
    ParseErrorCase(script: "wait", message: "line 1: wait: expected a time in seconds"),
    ParseErrorCase(script: "settle 2", message: "line 1: settle: unexpected argument '2'"),
    ParseErrorCase(script: "wrap", message: "line 1: wrap: expected \"on\" or \"off\""),
    ParseErrorCase(
      script: "wrap yes", message: "line 1: wrap: expected \"on\" or \"off\", got 'yes'"),
    ParseErrorCase(
      script: "item 300 gap 4", message: "line 1: item: expected \"spacing\", got 'gap'"),
    ParseErrorCase(
      script: "item 300 spacing", message: "line 1: item: expected a spacing in points"),
    ParseErrorCase(
      script: "goto 1 now", message: "line 1: goto: expected \"instant\", got 'now'"),
    ParseErrorCase(
      script: "autoplay",
      message:
        "line 1: autoplay: expected an interval in seconds, \"off\", \"pause\" or \"resume\""),
    ParseErrorCase(
      script: "autoplay 1 sideways",
      message: "line 1: autoplay: expected \"forward\" or \"backward\", got 'sideways'"),
    ParseErrorCase(
      script: "style shiny",
      message: "line 1: style: unknown style 'shiny'; known styles: "
        + DemoStyles.names.joined(separator: ", ")),
    ParseErrorCase(
      script: "next; prev; bogus\u{7}",
      message: "line 1: unknown command 'bogus\\u{07}'; run carousel-demo --help for the list"),
  ]

  @Test("a script that cannot be parsed fails with the line and a message", arguments: errors)
  func parseError(_ testCase: ParseErrorCase) {
    #expect {
      try ScriptParser.parse(testCase.script)
    } throws: { error in
      (error as? ScriptError)?.description == testCase.message
    }
  }

  @Test("the first bad line is reported, not a later one")
  func firstError() {
    #expect(throws: ScriptError(line: 2, message: "wait: the time '-1' is negative")) {
      try ScriptParser.parse("items 1\nwait -1\nbogus")
    }
  }

  @Test("every command word in --help parses")
  func helpListsCommands() {
    for name in ScriptParser.commandNames {
      #expect(CarouselDemo.usage.contains(name), "\(name) is missing from --help")
    }
  }

  @Test("the built-in scenario parses, and ends with a tour of three steps per toured style")
  func builtInScenario() throws {
    let steps = try ScriptParser.parse(BuiltInScenario.script)
    // 47 steps, then `style NAME; next; settle` for each toured style.
    #expect(steps.count == 47 + 3 * BuiltInScenario.touredStyles.count)
    let styles = steps.compactMap { step -> String? in
      if case .style(let name) = step.command { name } else { nil }
    }
    #expect(Set(styles) == Set(BuiltInScenario.touredStyles.map(\.rawValue) + ["plain"]))
    // The six of the first built-in list: the scenario's output stays as it was.
    #expect(
      BuiltInScenario.touredStyles == [.zoom, .crossFade, .depth, .coverFlow, .cube, .wheel])
  }
}
