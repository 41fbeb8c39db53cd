import Testing

@testable import CarouselDemoKit

@Suite("Formatting")
struct FormattingTests {
  @Test("six-decimal numbers never use exponents and keep one decimal")
  func sixDecimals() {
    #expect(DecimalText.sixDecimals(1) == "1.0")
    #expect(DecimalText.sixDecimals(0) == "0.0")
    #expect(DecimalText.sixDecimals(-0.0000001) == "0.0")
    #expect(DecimalText.sixDecimals(0.45) == "0.45")
    #expect(DecimalText.sixDecimals(-1.5) == "-1.5")
    #expect(DecimalText.sixDecimals(1e-7) == "0.0")
    #expect(DecimalText.sixDecimals(2.0 / 3) == "0.666667")
    #expect(DecimalText.sixDecimals(1e20) == "100000000000000000000.0")
    #expect(DecimalText.sixDecimals(-0x1p70) == "-1180591620717411303424.0")
    #expect(DecimalText.sixDecimals(.greatestFiniteMagnitude)?.count == 311)
    #expect(
      DecimalText.fixed(1e300, digits: 3).hasPrefix(
        "100000000000000005250476025520442024870446858110815915491585"))
    #expect(DecimalText.fixed(1e300, digits: 3).count == 301)
    #expect(DecimalText.sixDecimals(.nan) == nil)
    #expect(DecimalText.sixDecimals(.infinity) == nil)
  }

  @Test("frame times are exact sixtieths of a second")
  func frameTimes() {
    #expect(FrameClock.secondsText(ofFrame: 0) == "0.0")
    #expect(FrameClock.secondsText(ofFrame: 1) == "0.016667")
    #expect(FrameClock.secondsText(ofFrame: 27) == "0.45")
    #expect(FrameClock.secondsText(ofFrame: 60 * 3600) == "3600.0")
    #expect(FrameClock.millisecondsText(ofFrame: 1) == "0.017")
    #expect(FrameClock.time(ofFrame: 60) == .seconds(1))
    #expect(FrameClock.time(ofFrame: 90) == .milliseconds(1500))
    #expect(FrameClock.frames(inSeconds: 0.45) == 27)
    #expect(FrameClock.frames(inSeconds: 0.005) == 0)
  }

  @Test("the first frame at or after an instant")
  func firstFrame() {
    #expect(FrameClock.firstFrame(atOrAfter: .zero) == 0)
    #expect(FrameClock.firstFrame(atOrAfter: .seconds(1)) == 60)
    #expect(FrameClock.firstFrame(atOrAfter: .milliseconds(1001)) == 61)
    #expect(FrameClock.firstFrame(atOrAfter: FrameClock.time(ofFrame: 7)) == 7)
    #expect(FrameClock.firstFrame(atOrAfter: FrameClock.time(ofFrame: 7) + .nanoseconds(1)) == 8)
  }

  @Test("text wraps at spaces under the width")
  func wrapping() {
    let words = Array(repeating: "didScrollToItem 12", count: 10).joined(separator: ", ")
    let lines = TextFormatter.wrap(words, first: "     events: ")
    #expect(lines.count == 3)
    #expect(lines.allSatisfy { $0.count <= TextFormatter.width })
    #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("             did") })
  }

  @Test("terminal input turns into keys")
  func keys() {
    let input = Array("\u{1B}[C\u{1B}[D\u{1B}[1;2C\u{1B}[1;2D\u{1B}OC t\u{1B}[5~rxq\u{3}".utf8)
    #expect(
      Key.parse(input) == [
        .right, .left, .shiftRight, .shiftLeft, .right, .space, .tap, .reload, .quit, .interrupt,
      ])
  }

  @Test("the terminal's mouse reports turn into wheel notches and clicks; the rest is skipped")
  func mouseReports() {
    // SGR reports: wheel down and up, wheel right, a press and its release, a right button
    // press, then the legacy form of a press at column 10, row 5, then a key.
    let input = Array(
      ("\u{1B}[<65;20;5M\u{1B}[<64;20;5M\u{1B}[<67;1;1M\u{1B}[<0;12;4M\u{1B}[<0;12;4m"
        + "\u{1B}[<2;3;3M\u{1B}[M *%l").utf8)
    #expect(
      Key.parse(input) == [
        .wheel(1), .wheel(-1), .wheel(1), .click(column: 12, row: 4), .click(column: 10, row: 5),
        .right,
      ])
    // A report cut short is skipped like any unknown sequence, never read past the input.
    #expect(Key.parse(Array("\u{1B}[<65;20".utf8)) == [])
    #expect(Key.parse(Array("\u{1B}[M".utf8)) == [])
  }
}
