import Foundation
import Testing

@testable import CarouselDemoKit

@Suite("JSON lines")
struct JSONOutputTests {
  @Test("a swipe toward the next item settles on item 1 and reports it")
  func swipeAndSettle() {
    #expect(
      jsonLines("items 5; swipe 0.5; settle") == [
        #"{"line": 1, "command": "items 5", "t": 0.0, "phase": "idle", "current": 0, "offset": 1.0, "page": 0, "slots": {"left": {"item": 4, "cell": "text#2"}, "middle": {"item": 0, "cell": "banner#1"}, "right": {"item": 1, "cell": "text#3"}}, "events": ["didScrollToItem 0"]}"#,
        #"{"line": 1, "command": "swipe 0.5", "t": 0.1, "phase": "settling", "current": 0, "offset": 1.5, "page": 0, "slots": {"left": {"item": 4, "cell": "text#2"}, "middle": {"item": 0, "cell": "banner#1"}, "right": {"item": 1, "cell": "text#3"}}, "events": ["willBeginDragging", "didEndDragging", "willSettle 1"]}"#,
        #"{"line": 1, "command": "settle", "t": 0.4, "phase": "idle", "current": 1, "offset": 1.0, "page": 1, "slots": {"left": {"item": 0, "cell": "banner#1"}, "middle": {"item": 1, "cell": "text#3"}, "right": {"item": 2, "cell": "ad#4"}}, "events": ["didScrollToItem 1", "didSettle 1"]}"#,
      ])
  }

  @Test("the engine's errors add an error key after the events, and the script goes on")
  func engineErrors() {
    let unchanged =
      #""t": 0.0, "phase": "idle", "current": 0, "offset": 1.0, "page": 0, "slots": {"left": {"item": 2, "cell": "ad#2"}, "middle": {"item": 0, "cell": "banner#1"}, "right": {"item": 1, "cell": "text#3"}}"#
    #expect(
      jsonLines("items 3; goto 7; items -1; tap; tap 0.6") == [
        #"{"line": 1, "command": "items 3", "# + unchanged + #", "events": ["didScrollToItem 0"]}"#,
        #"{"line": 1, "command": "goto 7", "# + unchanged
          + #", "events": [], "error": "indexOutOfRange: item 7 is outside 0..<3"}"#,
        #"{"line": 1, "command": "items -1", "# + unchanged
          + #", "events": [], "error": "negativeItemCount: the data source reported -1 items; return 0 or more from numberOfItems(in:)"}"#,
        #"{"line": 1, "command": "tap", "# + unchanged + #", "events": ["didSelectItem 0"]}"#,
        #"{"line": 1, "command": "tap 0.6", "# + unchanged
          + #", "events": [], "error": "tapOutsideViewport: the tap at 352.0 is outside the viewport 0...320.0"}"#,
      ])
  }

  @Test("an empty carousel shows null for the current item, the page and every slot")
  func emptyCarousel() {
    #expect(
      jsonLines("items 0; swipe 1; settle") == [
        #"{"line": 1, "command": "items 0", "t": 0.0, "phase": "idle", "current": null, "offset": 1.0, "page": null, "slots": {"left": null, "middle": null, "right": null}, "events": []}"#,
        #"{"line": 1, "command": "swipe 1", "t": 0.1, "phase": "idle", "current": null, "offset": 1.0, "page": null, "slots": {"left": null, "middle": null, "right": null}, "events": []}"#,
        #"{"line": 1, "command": "settle", "t": 0.1, "phase": "idle", "current": null, "offset": 1.0, "page": null, "slots": {"left": null, "middle": null, "right": null}, "events": []}"#,
      ])
  }

  @Test("two items fill both side slots with two cells; one item leaves them empty")
  func twoItemsAndOne() {
    let lines = jsonLines("items 2\nreload 1")
    #expect(lines.count == 2)
    #expect(
      lines.first?.contains(
        #""slots": {"left": {"item": 1, "cell": "text#2"}, "middle": {"item": 0, "cell": "banner#1"}, "right": {"item": 1, "cell": "text#3"}}"#
      ) == true)
    #expect(
      lines.last?.contains(#""slots": {"left": null, "middle": {"item": 0, "cell": "banner#"#)
        == true)
    #expect(lines.last?.contains(#""right": null}"#) == true)
  }

  @Test("times and offsets have six decimals at most and no exponent")
  func numberFormat() {
    let lines = jsonLines("items 5; autoplay 1; wait 1.25; wait 0.016")
    #expect(
      lines[2].contains(
        #""t": 1.25, "phase": "settling", "current": 0, "offset": 1.925926, "page": 1"#))
    #expect(lines[3].contains(#""t": 1.266667, "#))
  }

  @Test("lines are one per command, in order, with the line of the script")
  func lineNumbers() {
    let lines = runDemo(["--json", "-e", "items 2; next", "-e", "# comment", "-e", "settle"])
      .output.split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines.map { $0.hasPrefix(#"{"line": 1, "#) } == [true, true, false])
    #expect(lines.last?.hasPrefix(#"{"line": 3, "command": "settle", "#) == true)
  }

  @Test("--all-events lists every event: didScroll, display, prefetch and visibility too")
  func allEvents() {
    let lines = runDemo(["--json", "--all-events", "-e", "items 5"]).output
    #expect(
      lines.contains(
        #""events": ["willDisplay 0 middle banner#1", "willDisplay 4 left text#2", "willDisplay 1 right text#3", "didScroll", "didScrollToItem 0", "appear 0", "prefetchItem 2", "prefetchItem 3"]"#
      ))
  }

  @Test("every line of the built-in scenario is valid JSON with the keys in the documented order")
  func builtInScenarioIsValidJSON() throws {
    let run = runDemo(["--json"])
    #expect(run.status == 0)
    let lines = run.output.split(separator: "\n")
    #expect(lines.count == (try ScriptParser.parse(BuiltInScenario.script)).count)
    let keys = ["line", "command", "t", "phase", "current", "offset", "page", "slots", "events"]
    for line in lines {
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      #expect(Set(object.keys).subtracting(["error"]) == Set(keys))
      var position = line.startIndex
      for key in keys {
        let range = try #require(line.range(of: "\"\(key)\": ", range: position..<line.endIndex))
        position = range.upperBound
      }
      let slots = try #require(object["slots"] as? [String: Any])
      #expect(Set(slots.keys) == ["left", "middle", "right"])
      #expect(["idle", "dragging", "settling"].contains(object["phase"] as? String))
    }
  }

  @Test("JSON strings escape quotes, backslashes and control characters")
  func stringEscaping() {
    #expect(JSONLineFormatter.string("a\"b\\c\n\t\u{1}é") == #""a\"b\\c\n\t\u0001é""#)
  }
}
