import LoopCarousel
import Testing

@testable import CarouselDemoKit

@Suite("Demo runner")
struct DemoRunnerTests {
  @Test("a drag that begins during a settle past the midpoint makes the fast-drag fix")
  func fastDragFix() throws {
    let states = try reports("items 5; swipe 0.5; wait 0.1; drag 0.2").map(\.state)
    #expect(states[2].current == 0)
    #expect(states[2].pagePosition > 0.5)
    #expect(states[3].current == 1)
    #expect(states[3].phase == .dragging)
    #expect(abs(states[3].pagePosition - (states[2].pagePosition - 1 + 0.2)) < 1e-9)
  }

  @Test("a count of a billion items works, across the wrap both ways")
  func billionItems() throws {
    let last = try #require(try reports("items 1000000000; prev; settle; swipe 0.5; settle").last)
    #expect(last.state.current == 0)
    let back = try #require(try reports("items 1000000000; goto 999999998; settle").last)
    #expect(back.state.current == 999_999_998)
    #expect(back.state.left?.item == 999_999_997)
    #expect(back.state.right?.item == 999_999_999)
  }

  @Test("a long drag travels many pages without hitting a wall")
  func longDrag() throws {
    let states = try reports("items 7; drag 23.5 1; release 0; settle").map(\.state)
    #expect(states[1].current == 2)  // 23 pages on from 0 is item 23 mod 7 = 2 (then half way)
    #expect(states[3].current == 3)
    #expect(states[3].phase == .idle)
  }

  @Test("drags, releases and taps are mirrored in a right-to-left layout")
  func rightToLeft() throws {
    let drag = try #require(try reports("items 3; rtl; drag 0.3").last)
    #expect(abs(drag.state.pagePosition - 0.3) < 1e-9)
    let tap = try #require(
      try reports("items 3; rtl; item 200 spacing 20; tap 0.6; tap -0.6").suffix(2).first)
    #expect(tap.events == ["didSelectItem 1"])
    let left = try #require(try reports("items 3; item 200 spacing 20; tap -0.6").last)
    #expect(left.events == ["didSelectItem 2"])
  }

  @Test("input commands report whether the carousel consumed them, in the JSON line too")
  func consumed() throws {
    let steps = try reports(
      "items 4; wrap off; wheel -40; key up; key left; key right; settle; trackpad 150 0.1; settle; "
        + "key end; settle; key end; trackpad 90 0.1")
    #expect(
      steps.map(\.consumed) == [
        nil, nil, false, false, false, true, nil, true, nil, true, nil, false, false,
      ])
    #expect(steps[7].events.prefix(2) == ["willBeginDragging", "didEndDragging"])
    #expect(steps[8].state.current == 2)
    #expect(steps[10].state.current == 3)
    let json = JSONLineFormatter.line(for: steps[2])
    #expect(json.hasSuffix("\"events\": [], \"consumed\": false}"))
    #expect(!JSONLineFormatter.line(for: steps[0]).contains("consumed"))
  }

  @Test("focus, hover, release behaviours and the ticker, as a script plays them")
  func focusHoverTicker() throws {
    let steps = try reports(
      "items 8; item 200; focus 3; settle; hover on; focus none; ticker 100; wait 1; hover off; "
        + "wait 2; release free; swipe 0.3; settle; ticker off; settle")
    #expect(steps[2].events.contains("focus 3"))
    #expect(steps[3].state.current == 3)
    #expect(steps[5].events == ["focus none"])
    // Hover holds the ticker; it starts a second after the pointer leaves.
    #expect(steps[7].state.phase == .idle)
    #expect(steps[9].state.phase == .ticking)
    #expect(abs(steps[9].state.pagePosition - 100.0 / 200) < 1e-9 || steps[9].state.current != 3)
    // A free release during the ticker rests between items; the ticker goes on after it.
    #expect(steps[13].state.phase == .settling || steps[13].state.phase == .idle)
    #expect(steps[14].state.phase == .idle)
  }

  @Test("settle does nothing while the finger is down")
  func settleWhileDragging() throws {
    let last = try #require(try reports("items 3; drag 0.3; settle").last)
    #expect(last.state.phase == .dragging)
    #expect(last.state.frame == 6)
  }

  @Test("release uses the measured velocity, zero after the finger rested")
  func measuredVelocity() throws {
    let flick = try #require(try reports("items 3; drag 0.3; release; settle").last)
    #expect(flick.state.current == 1)
    let rested = try #require(try reports("items 3; drag 0.3; wait 0.2; release; settle").last)
    #expect(rested.state.current == 0)
  }

  @Test("with identity on, inserts and deletes keep the current item and its cell")
  func identityEdits() throws {
    let states = try reports(
      "items 6; goto 3 instant; identity on; insert 0 2; delete 4; delete 0 3; identity off; insert 0"
    ).map(\.state)
    let kept = try #require(states[2].middle)
    #expect(kept.item == 3 && kept.identifier == 3)
    // Two items before it: it is item 5 now, in the same cell; its neighbours keep theirs.
    #expect(states[3].current == 5 && states[3].middle?.cell == kept.cell)
    #expect(states[3].left?.identifier == 2 && states[3].right?.identifier == 4)
    // Its left neighbour removed: item 4, same cell, a new left neighbour.
    #expect(states[4].current == 4 && states[4].middle?.cell == kept.cell)
    #expect(states[4].left?.identifier == 1)
    #expect(states[5].current == 1 && states[5].middle?.identifier == 3)
    // Without identity the reload keeps the number: item 1 is now the new item.
    #expect(states[6].middle?.identifier == nil)
    #expect(states[7].current == 1 && states[7].middle?.cell != kept.cell)
  }

  @Test("insert and delete outside the items are the engine's index errors; nothing changes")
  func badEdits() throws {
    let last = try #require(try reports("items 3; identity on; delete 3; insert 4 2").last)
    #expect(last.error?.hasPrefix("indexOutOfRange") == true)
    #expect(last.state.numberOfPages == 3)
    #expect(throws: ScriptError.self) { try ScriptParser.parse("insert") }
    #expect(throws: ScriptError.self) { try ScriptParser.parse("identity maybe") }
    #expect(throws: ScriptError.self) { try ScriptParser.parse("delete 1 -2") }
    #expect(throws: ScriptError.self) { try ScriptParser.parse("insert -1") }
    let huge = try #require(try reports("items 3; insert 0 9007199254740992").last)
    #expect(huge.error?.hasPrefix("indexOutOfRange") == true && huge.state.numberOfPages == 3)
  }

  @Test("autoplay steps at its interval during waits, and pause and resume hold it")
  func autoplay() throws {
    let states = try reports(
      "items 5; autoplay 0.5; wait 10; settle; pause; wait 5; resume; wait 0.9; settle"
    ).map(\.state)
    #expect(states[2].current == 4)  // 19 steps have settled by 10 s; the 20th has begun
    #expect(states[2].phase == .settling)
    #expect(states[3].current == 0)
    #expect(states[5].current == 0)
    // Paused with 0.2 s of the countdown left (the step began at 10 s, settled by 10.3 s), it
    // steps 0.2 s after resume, and again 0.5 s later: two steps in 0.9 s.
    #expect(states[8].current == 2)
  }

  @Test("skipping frames where nothing moves gives the states of stepping every frame")
  func skippingIdleFramesChangesNothing() throws {
    let script = "items 6; autoplay 0.7; wait 5; swipe -0.5; wait 2.2"
    let skipped = try #require(try reports(script).last)

    let carousel = Carousel(geometry: try GeometrySettings().geometry())
    let model = DemoModel(carousel: carousel)
    carousel.dataSource = model
    carousel.delegate = model
    model.count = 6
    try carousel.reloadData()
    try carousel.startAutoplay(interval: .milliseconds(700), at: .zero)
    var frame = 0
    func step(_ count: Int) {
      for _ in 0..<count {
        frame += 1
        carousel.advance(to: FrameClock.time(ofFrame: frame))
      }
    }
    step(300)
    try carousel.beginDragging(at: FrameClock.time(ofFrame: frame))
    for index in 1...6 {
      frame += 1
      try carousel.updateDragging(
        translation: -0.5 * 320 * Double(index) / 6, at: FrameClock.time(ofFrame: frame))
    }
    try carousel.endDragging(at: FrameClock.time(ofFrame: frame))
    step(132)
    let stepped = CarouselSnapshot(carousel: carousel, frame: frame)
    #expect(skipped.state == stepped)
  }

  @Test("a failed reload keeps the old count for the next reload")
  func failedReloadKeepsCount() throws {
    let states = try reports("items 4; items -1; reload").map(\.state)
    #expect(states[2].numberOfPages == 4)
  }

  @Test("geometry commands keep the other lengths, and a bad geometry changes nothing")
  func geometry() throws {
    let runner = DemoRunner()
    for step in try ScriptParser.parse("items 3; item 200 spacing 20; viewport 400; resize 500") {
      _ = runner.perform(step)
    }
    #expect(runner.carousel.geometry.viewportLength == 400)
    #expect(runner.carousel.geometry.itemLength == 200)
    #expect(runner.carousel.geometry.spacing == 20)
  }

  @Test("numbers too big for the engine come back as its errors, never a trap")
  func hugeNumbers() throws {
    let errors = try reports(
      "items 3; drag 1e308; release 1e308; tap 1e308; goto -9223372036854775808; viewport 1e308"
    ).map(\.error)
    #expect(errors[1]?.hasPrefix("nonFiniteInput: ") == true)
    #expect(errors[2]?.hasPrefix("nonFiniteInput: ") == true)
    #expect(errors[3]?.hasPrefix("nonFiniteInput: ") == true)
    #expect(errors[4]?.hasPrefix("indexOutOfRange: ") == true)
    #expect(errors[5]?.hasPrefix("invalidGeometry: ") == true)
  }

  @Test(
    "every distance, speed and interval reaches the engine as written: it decides, the parser does not",
    arguments: [
      "wheel 1e300", "wheel -1e300", "ticker 1e308", "ticker -1e308", "trackpad 1e300 1",
      "trackpad -1e300 0.1", "autoplay 1e300", "autoplay -1e300", "swipe 1e300", "drag 1e15",
    ])
  func numbersGoToTheEngine(command: String) throws {
    let script = "items 5; \(command); wait 2; settle"
    #expect(throws: Never.self) { try ScriptParser.parse(script) }
    let reports = try reports(script)
    #expect(reports.count == 4)
    // The engine refuses an interval it cannot take with its own typed error.
    if command.hasPrefix("autoplay") {
      #expect(reports[1].error?.hasPrefix("invalidInterval: ") == true)
    } else {
      #expect(reports[1].error == nil)
    }
  }

  @Test(
    "after an insert or a delete, a huge or negative item count is the engine's to refuse, never a trap",
    arguments: [
      "items 5; insert 0; items 1099511627776", "items 5; delete 0; items -1",
      "items 5; insert 0; items -1; items 3", "items 5; identity on; delete 1; items 2000000",
    ])
  func itemsAfterEdits(script: String) throws {
    let reports = try reports(script + "; swipe 0.6; settle")
    #expect(reports.last?.state.phase == .idle)
    for report in reports where report.step.text.hasPrefix("items -") {
      #expect(report.error?.hasPrefix("negativeItemCount: ") == true)
    }
  }

  @Test("a release with no finger down says that it does nothing")
  func releaseWithoutAFinger() throws {
    let reports = try reports("items 5; release; drag 0.2; release; release 2")
    #expect(reports[1].note == "no finger is down: release does nothing")
    #expect(reports[3].note == nil)
    #expect(reports[4].note == "no finger is down: release does nothing")
    #expect(
      JSONLineFormatter.line(for: reports[1]).contains(
        #""note": "no finger is down: release does nothing""#))
    #expect(
      TextFormatter.lines(for: reports[1]).contains {
        $0.contains("note: no finger is down: release does nothing")
      })
  }

  @Test("cells are numbered in order of creation and reused, so turning pages makes few")
  func serialNumbers() throws {
    let last = try #require(
      try reports(
        "items 9; " + Array(repeating: "swipe 0.5; settle", count: 30).joined(separator: "; ")
      ).last)
    let serials = [last.state.left, last.state.middle, last.state.right].compactMap {
      $0.flatMap { Int($0.cell.split(separator: "#")[1]) }
    }
    #expect(serials.allSatisfy { $0 <= 12 })
  }

  /// A script with a name for test output.
  struct FuzzInput: CustomTestStringConvertible, Sendable {
    var name: String
    var text: String
    var testDescription: String { name }
  }

  /// The fuzzer's seed inputs (`Tests/Fuzz/corpus`) and every input it ever crashed on.
  static let fuzzInputs: [FuzzInput] = [
    FuzzInput(name: "corpus/swipe", text: "items 5\nswipe 1\nsettle\n"),
    FuzzInput(
      name: "corpus/fastdrag",
      text: "items 5; drag 0.3 0.1; release 4; wait 0.05; drag 0.2; release; settle\n"),
    FuzzInput(
      name: "corpus/autoplay",
      text: "items 7\nautoplay 1\nwait 3.5\ngoto 3\ntap 0.4\nreload 2\nreload 1\nreload 0\n"),
    FuzzInput(
      name: "corpus/finite",
      text:
        "items 4\nwrap off\nviewport 375\nitem 300 spacing 12\ndrag -2 0.3\nrelease\nsettle\n"
        + "resize 500\nnext\nprev\n"),
  ]

  /// Runs each script with the invariant checker after every command, exactly as
  /// `Tests/Fuzz/FuzzScript.swift` does.
  @Test("Each input runs with every invariant intact", arguments: fuzzInputs)
  func fuzzInputsKeepInvariants(_ input: FuzzInput) throws {
    let steps = try ScriptParser.parse(input.text)
    let runner = DemoRunner()
    for step in steps.prefix(64) {
      _ = runner.perform(step)
      #expect(runner.carousel.invariantViolations() == [], "after line \(step.line)")
    }
  }
}
