import Testing

@testable import LoopCarousel

@Suite("Ticker")
struct TickerTests {
  @Test(
    "the speed is constant to the point, toward the next item whatever the layout, with one cell request per page",
    arguments: [47.0, 333.3, -120],
    layouts)
  func constantSpeed(
    _ speed: Double, _ layout: (CarouselOrientation, CarouselLayoutDirection)
  ) throws {
    let geometry = try layoutGeometry(layout.0, layout.1)
    let harness = Harness(count: 50, geometry: geometry)
    harness.dataSource.resetLog()
    try harness.carousel.startTicker(speed: speed, at: .seconds(1))
    #expect(harness.carousel.tickerSpeed == speed)
    #expect(harness.carousel.nextDeadline == .seconds(1))
    harness.now = .seconds(1)
    for frame in 1...600 {
      // Uneven frames: the position is a function of time alone.
      harness.now = .seconds(1) + .milliseconds(frame * 16 + frame % 3)
      harness.carousel.advance(to: harness.now)
      harness.check()
      #expect(harness.carousel.phase == .ticking)
      #expect(harness.carousel.frameSchedule == .everyFrame)
      let elapsed = Double((frame * 16 + frame % 3)) / 1000
      // The pages passed (one cell request each) and the position, in points.
      let pages = Double(harness.dataSource.requests.count) * (speed > 0 ? 1 : -1)
      let travelled = (pages + harness.carousel.pagePosition) * harness.pageLength
      #expect(abs(travelled - speed * elapsed) < 1e-6)
    }
  }

  @Test("a drag holds it; it moves again resumeDelay after the release settles")
  func dragHolds() throws {
    let harness = Harness(count: 20)
    try harness.carousel.startTicker(speed: 100, resumeDelay: .seconds(2), at: .zero)
    harness.wait(0.5)
    harness.begin()
    #expect(harness.carousel.phase == .dragging)
    harness.move(pages: 0.1)
    harness.release()
    harness.settle()
    // It landed during the last frame; the ticker is due two seconds after that.
    let settledAt = harness.now
    let due = try #require(harness.carousel.nextDeadline)
    #expect(due > settledAt + .seconds(2) - Harness.frame && due <= settledAt + .seconds(2))
    #expect(harness.carousel.frameSchedule == .wake(at: due))
    harness.wait(1.9)
    #expect(harness.carousel.phase == .idle)
    harness.wait(0.2)
    #expect(harness.carousel.phase == .ticking)
  }

  @Test("hover, focus and going off screen stop it in place, between items")
  func holdsStopInPlace() throws {
    let harness = Harness(count: 20)
    harness.delegate.recordsSettle = true
    try harness.carousel.startTicker(speed: 100, resumeDelay: .seconds(1), at: .zero)
    harness.wait(1)
    let position = harness.carousel.pagePosition
    #expect(abs(position - 100.0 / 320) < 1e-9)
    try harness.carousel.setPointerInside(true, at: harness.now)
    #expect(harness.carousel.phase == .idle)
    #expect(harness.carousel.pagePosition == position)
    #expect(harness.carousel.nextDeadline == nil)
    #expect(harness.delegate.take().suffix(1) == [.didSettleOnItem(0)])
    harness.wait(5)
    #expect(harness.carousel.pagePosition == position)
    try harness.carousel.setPointerInside(false, at: harness.now)
    #expect(harness.carousel.nextDeadline == harness.now + .seconds(1))
    harness.wait(1.5)
    #expect(abs(harness.carousel.pagePosition - position - 50.0 / 320) < 1e-9)
    try harness.carousel.setOnScreen(false, at: harness.now)
    #expect(harness.carousel.phase == .idle)
    #expect(harness.carousel.frameSchedule == .idle)
  }

  @Test("it stops, and turns off, at the end of a finite carousel", arguments: [200.0, -200.0])
  func stopsAtEnd(_ speed: Double) throws {
    let harness = Harness(count: 4, wraps: false)
    harness.delegate.recordsSettle = true
    if speed < 0 { try harness.carousel.scrollToItem(at: 3, animated: false, at: .zero) }
    _ = harness.delegate.take()
    try harness.carousel.startTicker(speed: speed, at: .zero)
    harness.wait(10)
    let end = speed > 0 ? 3 : 0
    // The pages it passed are not settles: only the stop at the end is.
    #expect(
      harness.delegate.take() == [
        .willSettleOnItem(end), .didScrollToItem(end), .didSettleOnItem(end),
      ])
    #expect(harness.carousel.currentIndex == (speed > 0 ? 3 : 0))
    #expect(harness.carousel.pagePosition == 0)
    #expect(harness.carousel.tickerSpeed == nil)
    #expect(harness.carousel.phase == .idle)
    #expect(harness.carousel.nextDeadline == nil)
  }

  @Test(
    "made finite while it runs past the new end, it stops for good and settles inside the ends",
    arguments: [-90.0, 90.0])
  func madeFinitePastAnEnd(_ speed: Double) throws {
    let harness = Harness(count: 5)
    // Backward from the first item, or forward from the last: past the end it will have.
    if speed > 0 { try harness.carousel.scrollToItem(at: 4, animated: false, at: .zero) }
    try harness.carousel.startTicker(speed: speed, at: .zero)
    harness.now = .milliseconds(8)
    harness.carousel.advance(to: harness.now)
    #expect(harness.carousel.phase == .ticking && harness.carousel.pagePosition != 0)
    try harness.carousel.setWraps(false)
    harness.check()
    #expect(harness.carousel.tickerSpeed == nil)
    #expect(harness.carousel.phase == .settling)
    // Going off screen, a hold that would stop a ticker where it is, leaves nothing past
    // the end (it rested there before, and the random runner found it at seed 300091).
    try harness.carousel.setOnScreen(false, at: harness.now)
    harness.check()
    harness.wait(2)
    #expect(harness.carousel.phase == .idle && harness.carousel.pagePosition == 0)
    #expect(harness.carousel.currentIndex == (speed > 0 ? 4 : 0))
  }

  @Test("it never moves under Reduce Motion, and stops at the next frame when it comes on")
  func reduceMotion() throws {
    let harness = Harness(count: 10)
    harness.carousel.reducesMotion = true
    try harness.carousel.startTicker(speed: 100, at: .zero)
    #expect(harness.carousel.nextDeadline == nil)
    harness.wait(2)
    #expect(harness.carousel.pagePosition == 0)
    harness.carousel.reducesMotion = false
    harness.carousel.advance(to: harness.now)
    #expect(harness.carousel.phase == .ticking)
    harness.wait(0.5)
    harness.carousel.reducesMotion = true
    let position = harness.carousel.pagePosition
    harness.wait(1)
    #expect(harness.carousel.phase == .idle)
    #expect(harness.carousel.pagePosition == position, "it stopped where the last frame left it")
  }

  @Test("stopTicker rests on the nearest item, or in place with free physics; autoplay goes on")
  func stop() throws {
    let harness = Harness(count: 10)
    try harness.carousel.startAutoplay(interval: .seconds(3), at: .zero)
    try harness.carousel.startTicker(speed: 100, at: .zero)
    harness.wait(2)
    #expect(harness.carousel.currentIndex == 0, "autoplay holds while the ticker is on")
    try harness.carousel.stopTicker()
    #expect(harness.carousel.tickerSpeed == nil)
    harness.settle()
    #expect(harness.carousel.currentIndex == 1)
    #expect(harness.carousel.pagePosition == 0)
    #expect(harness.carousel.autoplayTimeRemaining != nil)

    let free = Harness(count: 10, physics: ScrollPhysics(releaseBehavior: .free))
    try free.carousel.startTicker(speed: 100, at: .zero)
    free.wait(1)
    try free.carousel.stopTicker()
    #expect(free.carousel.phase == .idle)
    #expect(abs(free.carousel.pagePosition - 100.0 / 320) < 1e-9)
  }

  @Test("stopTicker(at:) stops where the ticker has moved by that time; an earlier one is refused")
  func stopAtTime() throws {
    let free = Harness(count: 10, physics: ScrollPhysics(releaseBehavior: .free))
    try free.carousel.startTicker(speed: 100, at: .zero)
    free.wait(1)
    let before = free.carousel.pagePosition
    #expect(
      (#expect(throws: CarouselError.self) {
        try free.carousel.stopTicker(at: free.now - .milliseconds(500))
      })?.code == .timeWentBackwards)
    #expect(free.carousel.tickerSpeed == 100 && free.carousel.pagePosition == before)
    // Half a second after the last frame: 50 points further, then at rest there.
    try free.carousel.stopTicker(at: free.now + .milliseconds(500))
    #expect(free.carousel.tickerSpeed == nil && free.carousel.phase == .idle)
    #expect(abs(free.carousel.pagePosition - before - 50.0 / 320) < 1e-9)
  }

  @Test("bad speeds and delays are refused and change nothing")
  func badInput() throws {
    let harness = Harness(count: 5)
    for (speed, code) in [
      (0.0, CarouselError.Code.invalidSpeed), (.nan, .nonFiniteInput),
      (-.infinity, .nonFiniteInput),
    ] {
      #expect(
        (#expect(throws: CarouselError.self) {
          try harness.carousel.startTicker(speed: speed, at: .seconds(1))
        })?.code == code)
    }
    #expect(
      (#expect(throws: CarouselError.self) {
        try harness.carousel.startTicker(speed: 5, resumeDelay: .seconds(-1), at: .seconds(1))
      })?.code == .invalidInterval)
    #expect(harness.carousel.tickerSpeed == nil)
    #expect(harness.carousel.currentTime == .zero)
  }

  @Test("stopTicker while a hold stopped it between items leaves it on an item")
  func stopWhileHeld() throws {
    let harness = Harness(count: 5)
    try harness.carousel.startTicker(speed: 100, at: .zero)
    harness.wait(1)
    try harness.carousel.setPointerInside(true, at: harness.now)
    #expect(harness.carousel.pagePosition != 0)
    try harness.carousel.stopTicker()
    harness.settle()
    #expect(harness.carousel.pagePosition == 0)
  }

  @Test("a reload to one item while the ticker runs keeps it on, to move again with items")
  func tickerSurvivesOneItem() throws {
    let harness = Harness(count: 5)
    try harness.carousel.startTicker(speed: 100, resumeDelay: .zero, at: .zero)
    harness.wait(0.5)
    harness.dataSource.count = 1
    try harness.carousel.reloadData()
    harness.wait(0.5)
    #expect(harness.carousel.tickerSpeed == 100)
    harness.dataSource.count = 5
    try harness.carousel.reloadData()
    harness.wait(0.5)
    #expect(harness.carousel.phase == .ticking)
  }
}
