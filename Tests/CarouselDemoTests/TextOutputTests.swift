import Foundation
import Testing

@testable import CarouselDemoKit

@Suite("Text output")
struct TextOutputTests {
  @Test("a tiny script prints the header, the strip, the viewport and the events")
  func tinyScript() {
    let run = runDemo(["-e", "items 3; swipe 0.5; settle"])
    #expect(run.status == 0)
    #expect(run.errorOutput == "")
    #expect(
      run.output == """
          1  items 3                   t   0.000s  idle      current 0    ● ○ ○
             [ 2 ad#2           ][ 0 banner#1       ][ 1 text#3         ]
                                 └──────────────────┘
             events: didScrollToItem 0

          1  swipe 0.5                 t   0.100s  settling  current 0    ● ○ ○
             [ 2 ad#2           ][ 0 banner#1       ][ 1 text#3         ]
                                           └──────────────────┘
             events: willBeginDragging, didEndDragging, willSettle 1

          1  settle                    t   0.400s  idle      current 1    ○ ● ○
             [ 0 banner#1       ][ 1 text#3         ][ 2 ad#4           ]
                                 └──────────────────┘
             events: didScrollToItem 1, didSettle 1

        """)
  }

  @Test("an engine error prints as error: code: message, wrapped under 100 columns")
  func engineError() {
    let run = runDemo(["-e", "items 2\ngoto 5\nitems -3"])
    #expect(run.status == 0)
    #expect(
      run.output.contains(
        """
          2  goto 5                    t   0.000s  idle      current 0    ● ○
             [ 1 text#2         ][ 0 banner#1       ][ 1 text#3         ]
                                 └──────────────────┘
             error: indexOutOfRange: item 5 is outside 0..<2

        """))
    #expect(
      run.output.hasSuffix(
        """
             error: negativeItemCount: the data source reported -3 items; return 0 or more from
                    numberOfItems(in:)

        """))
  }

  @Test("empty slots are dotted, and many pages show as a window of dots around the current one")
  func emptySlotsAndManyPages() {
    let one = runDemo(["-e", "items 1"]).output
    #expect(one.contains("     ····················[ 0 banner#1       ]····················\n"))
    let many = runDemo(["-e", "items 1000000000; prev"]).output
    #expect(many.contains("current 0    ● ○ ○ ○ ○ ○ ○ ○ ◦ ·\n"))
    let middle = runDemo(["-e", "items 1000000000; goto 500 instant"]).output
    #expect(middle.contains("current 500  · ◦ ○ ○ ● ○ ○ ○ ◦ ·\n"))
    let end = runDemo(["-e", "items 1000000000; prev; settle"]).output
    #expect(end.contains("current 999999999  · ◦ ○ ○ ○ ○ ○ ○ ○ ●\n"))
  }

  @Test("the strip follows the viewport, mirrored in a right-to-left layout")
  func stripFollowsViewport() throws {
    let state = try #require(try reports("items 3; drag 0.25").last?.state)
    #expect(
      StripRenderer.lines(for: state)
        == (
          "[ 2 ad#2           ][ 0 banner#1       ][ 1 text#3         ]",
          String(repeating: " ", count: 25) + "└──────────────────┘"
        ))
    let mirrored = try #require(try reports("items 3; rtl; drag 0.25").last?.state)
    #expect(
      StripRenderer.lines(for: mirrored)
        == (
          "[ 1 text#3         ][ 0 banner#1       ][ 2 ad#2           ]",
          String(repeating: " ", count: 15) + "└──────────────────┘"
        ))
  }

  @Test("with leading alignment the viewport starts at the current item, mirrored in RTL")
  func stripLeadingAlignment() throws {
    // 240-point items in a 320-point viewport: the viewport is 26⅔ columns wide.
    let leading = try #require(try reports("items 3; item 240; align leading").last?.state)
    #expect(
      StripRenderer.lines(for: leading).viewport
        == String(repeating: " ", count: 20) + "└" + String(repeating: "─", count: 25) + "┘")
    let mirrored = try #require(
      try reports("items 3; item 240; rtl; align leading").last?.state)
    #expect(
      StripRenderer.lines(for: mirrored).viewport
        == String(repeating: " ", count: 13) + "└" + String(repeating: "─", count: 25) + "┘")
  }

  @Test("every line of the built-in scenario and of a stress script fits in 99 columns")
  func lineWidth() {
    let scripts = [
      [String](),
      [
        "-e",
        "items 9007199254740992; prev; settle; viewport 1e300; item 1e299 spacing 1e300; "
          + "autoplay 0.001; wait 3600; goto 99999999999999; wrap off; drag -1e15 60; "
          + "release 1e305; settle; item 1 spacing 5000",
      ],
    ]
    for arguments in scripts {
      let run = runDemo(arguments)
      #expect(run.status == 0)
      for line in run.output.split(separator: "\n") {
        #expect(line.count <= 99, "too long: \(line)")
      }
    }
  }

  @Test("with counts of many digits the header still fits, and never cuts a number")
  func headerNumbers() {
    let run = runDemo(["-e", "items 9007199254740992; goto 9007199254740990 instant"])
    let headers = run.output.split(separator: "\n").filter { $0.hasPrefix("  1  ") }
    #expect(headers.count == 2)
    #expect(headers[0].hasSuffix("current 0    ● ○ ○ ○ ○ ○ ○ ○ ◦ ·"))
    #expect(headers[1].hasSuffix("current 9007199254740990  · ◦ ○ ○ ○ ○ ○ ○ ● ○"))
    #expect(headers.allSatisfy { $0.count <= 99 })
  }

  @Test("the built-in run starts with a legend and prints a block per command")
  func builtInRun() throws {
    let run = runDemo([])
    #expect(run.status == 0)
    #expect(run.output.hasPrefix(CarouselDemo.legend))
    let steps = try ScriptParser.parse(BuiltInScenario.script)
    let blocks = run.output.dropFirst(CarouselDemo.legend.count).components(separatedBy: "\n\n")
    #expect(blocks.count == steps.count)
  }

  @Test("page dots mark the current page")
  func dots() throws {
    let state = try #require(try reports("items 4; goto 2 instant").last?.state)
    #expect(TextFormatter.dots(for: state) == "○ ○ ● ○")
  }
}
