import Testing

@testable import LoopCarousel

@Suite("Wheel and trackpad")
struct WheelTests {
  @Test(
    "a two-finger scroll is a drag: the same events and state as the drag calls, then the momentum moves nothing",
    arguments: layouts)
  func trackpadIsADrag(_ orientation: CarouselOrientation, _ direction: CarouselLayoutDirection)
    throws
  {
    let geometry = try layoutGeometry(orientation, direction)
    let wheel = Harness(count: 5, geometry: geometry)
    let hand = Harness(count: 5, geometry: geometry)
    for harness in [wheel, hand] {
      harness.delegate.recordsDisplay = true
      harness.delegate.recordsSettle = true
    }
    // 40 points a frame for five frames: 200 points, then the fingers lift.
    #expect(try wheel.carousel.scrollWheel(delta: 0, phase: .began, at: .seconds(1)))
    try hand.carousel.beginDragging(at: .seconds(1))
    for step in 1...5 {
      let time = Duration.seconds(1) + .milliseconds(16 * step)
      #expect(try wheel.carousel.scrollWheel(delta: 40, crossDelta: 3, phase: .changed, at: time))
      try hand.carousel.updateDragging(translation: 40 * Double(step), at: time)
    }
    #expect(try wheel.carousel.scrollWheel(delta: 0, phase: .ended, at: .seconds(1.1)))
    try hand.carousel.endDragging(at: .seconds(1.1))
    wheel.check()
    #expect(ObservableState(wheel.carousel).position == ObservableState(hand.carousel).position)
    #expect(wheel.carousel.phase == .settling)
    // The system's momentum: consumed, and nothing moves twice: the settle goes on as in
    // the twin that only hears time.
    for step in 1...10 {
      let time = Duration.seconds(1.1) + .milliseconds(step)
      #expect(try wheel.carousel.scrollWheel(delta: 30, phase: .momentum, at: time))
      hand.carousel.advance(to: time)
      #expect(wheel.carousel.pagePosition == hand.carousel.pagePosition)
    }
    for harness in [wheel, hand] {
      harness.now = .seconds(3)
      harness.run(until: .seconds(4))
    }
    var (a, b) = (ObservableState(wheel.carousel), ObservableState(hand.carousel))
    (a.cells, b.cells) = ([], [])
    #expect(a == b)
    #expect(wheel.delegate.events == hand.delegate.events)
    // 200 points at 2,400 points a second flicks one page toward the next item, in screen
    // terms: right to left that is the previous item.
    let mirrored = orientation == .horizontal && direction == .rightToLeft
    #expect(wheel.carousel.currentIndex == (mirrored ? 4 : 1))
  }

  @Test("a mostly cross-axis scroll is left to the enclosing view, to its last momentum event")
  func crossAxisPasses() throws {
    let harness = Harness(count: 5)
    let before = ObservableState(harness.carousel)
    #expect(
      try !harness.carousel.scrollWheel(delta: 3, crossDelta: 10, phase: .began, at: .seconds(1)))
    #expect(try !harness.carousel.scrollWheel(delta: 60, phase: .changed, at: .seconds(1.02)))
    #expect(try !harness.carousel.scrollWheel(delta: 0, phase: .ended, at: .seconds(1.03)))
    #expect(try !harness.carousel.scrollWheel(delta: 30, phase: .momentum, at: .seconds(1.04)))
    #expect(
      try !harness.carousel.scrollWheel(
        delta: 1, crossDelta: -2, phase: .discrete, at: .seconds(1.05)))
    var after = ObservableState(harness.carousel)
    after.time = before.time
    #expect(after == before)
    #expect(harness.delegate.take().isEmpty)
    // A gesture that began still is decided by its first move.
    #expect(try harness.carousel.scrollWheel(delta: 0, phase: .began, at: .seconds(2)))
    #expect(harness.carousel.phase == .idle)
    #expect(
      try harness.carousel.scrollWheel(
        delta: 12, crossDelta: 2, phase: .changed, at: .seconds(2.02)))
    #expect(harness.carousel.phase == .dragging)
    harness.check()
  }

  @Test(
    "at rest at an end of a finite carousel, a scroll past it is not consumed; one back is",
    arguments: layouts)
  func endsPass(_ orientation: CarouselOrientation, _ direction: CarouselLayoutDirection) throws {
    let harness = Harness(
      count: 3, wraps: false, geometry: try layoutGeometry(orientation, direction))
    let mirror = orientation == .horizontal && direction == .rightToLeft ? -1.0 : 1.0
    // At the first item: toward the previous item passes, in both kinds of scroll.
    #expect(
      try !harness.carousel.scrollWheel(delta: -5 * mirror, phase: .discrete, at: .seconds(1)))
    #expect(try !harness.carousel.scrollWheel(delta: -5 * mirror, phase: .began, at: .seconds(1.1)))
    #expect(
      try !harness.carousel.scrollWheel(delta: -5 * mirror, phase: .changed, at: .seconds(1.12)))
    #expect(try !harness.carousel.scrollWheel(delta: 0, phase: .ended, at: .seconds(1.13)))
    #expect(harness.carousel.pagePosition == 0)
    try harness.carousel.scrollToItem(at: 2, animated: false, at: .seconds(2))
    #expect(
      try !harness.carousel.scrollWheel(delta: 5 * mirror, phase: .discrete, at: .seconds(2.1)))
    #expect(
      try harness.carousel.scrollWheel(delta: -5 * mirror, phase: .discrete, at: .seconds(2.2)))
    harness.now = .seconds(2.2)
    harness.settle()
    #expect(harness.carousel.currentIndex == 1)
  }

  @Test(
    "a notch steps one page, animated, toward the next item in screen terms", arguments: layouts)
  func notchSteps(_ orientation: CarouselOrientation, _ direction: CarouselLayoutDirection) throws {
    let harness = Harness(count: 5, geometry: try layoutGeometry(orientation, direction))
    harness.delegate.recordsSettle = true
    harness.dataSource.resetLog()
    #expect(try harness.carousel.scrollWheel(delta: 4, phase: .discrete, at: .seconds(1)))
    #expect(harness.carousel.phase == .settling)
    harness.now = .seconds(1)
    harness.settle()
    let mirrored = orientation == .horizontal && direction == .rightToLeft
    let target = mirrored ? 4 : 1
    #expect(harness.carousel.currentIndex == target)
    #expect(
      harness.delegate.take() == [
        .willSettleOnItem(target), .didScrollToItem(target), .didSettleOnItem(target),
      ])
    #expect(harness.dataSource.requests.count == 1, "one cell for the one page")
  }

  @Test(
    "a fast spin coalesces: at most pagesPerFling pages a run, and nothing after the wheel stops",
    arguments: [(1, 1), (2, 2), (nil, 3)] as [(Int?, Int)])
  func spinCoalesces(_ pagesPerFling: Int?, _ pages: Int) throws {
    let harness = Harness(count: 20, physics: ScrollPhysics(pagesPerFling: pagesPerFling))
    // Twenty notches in 0.2 seconds, faster than any step.
    for notch in 0..<20 {
      harness.now = .seconds(1) + .milliseconds(10 * notch)
      harness.carousel.advance(to: harness.now)
      #expect(try harness.carousel.scrollWheel(delta: 1, phase: .discrete, at: harness.now))
      harness.check()
    }
    harness.settle()
    #expect(harness.carousel.currentIndex == pages)
    // A notch after the run has settled starts a new run.
    harness.now += .milliseconds(50)
    #expect(try harness.carousel.scrollWheel(delta: 1, phase: .discrete, at: harness.now))
    harness.settle()
    #expect(harness.carousel.currentIndex == pages + 1)
  }

  @Test("a trackpad scroll catches a settle as a touch does, and holds autoplay")
  func catchesSettle() throws {
    let harness = Harness(count: 5)
    try harness.carousel.startAutoplay(interval: .seconds(2), at: .zero)
    harness.run(until: .seconds(2.1))
    #expect(harness.carousel.phase == .settling)
    let position = harness.carousel.pagePosition
    #expect(try harness.carousel.scrollWheel(delta: 0, phase: .began, at: harness.now))
    #expect(try harness.carousel.scrollWheel(delta: 1, phase: .changed, at: harness.now))
    #expect(harness.carousel.phase == .dragging)
    #expect(abs(harness.carousel.pagePosition - position - 1 / 320) < 1e-9)
    harness.wait(5)
    #expect(harness.carousel.phase == .dragging, "autoplay holds while the fingers are down")
    #expect(try harness.carousel.scrollWheel(delta: 0, phase: .ended, at: harness.now))
    harness.settle()
    harness.check()
  }

  @Test("bad numbers are refused and change nothing")
  func badNumbers() throws {
    let harness = Harness(count: 5)
    let before = ObservableState(harness.carousel)
    for (delta, cross) in [(Double.nan, 0.0), (.infinity, 0), (0, -.infinity)] {
      #expect(
        (#expect(throws: CarouselError.self) {
          try harness.carousel.scrollWheel(
            delta: delta, crossDelta: cross, phase: .changed, at: .seconds(1))
        })?.code == .nonFiniteInput)
    }
    #expect(ObservableState(harness.carousel) == before)
  }

  @Test("a notch or a second began during a trackpad scroll never leaves the drag running")
  func noStuckDrag() throws {
    for interruption in [ScrollWheelPhase.discrete, .began] {
      let harness = Harness(count: 5)
      let carousel = harness.carousel
      try carousel.scrollWheel(delta: 0, phase: .began, at: .seconds(1))
      try carousel.scrollWheel(delta: 30, phase: .changed, at: .seconds(1.016))
      #expect(try carousel.scrollWheel(delta: 1, phase: interruption, at: .seconds(1.03)))
      try carousel.scrollWheel(delta: 0, phase: .ended, at: .seconds(1.05))
      harness.now = .seconds(1.05)
      harness.settle()
      #expect(carousel.phase == .idle, "after a \(interruption)")
    }
  }

  /// Seed 5057 of a random run of five million operations showed the countdown starting in
  /// the future when it was measured from the gesture's first event.
  @Test("a trackpad drag that began at an earlier event holds autoplay from its first move")
  func holdFromFirstMove() throws {
    let harness = Harness(count: 5)
    let carousel = harness.carousel
    try carousel.startAutoplay(interval: .seconds(3), at: .zero)
    try carousel.scrollWheel(delta: 0, phase: .began, at: .seconds(1))
    // The countdown starts again after the gesture began, before its first move.
    try carousel.startAutoplay(interval: .seconds(3), at: .seconds(1.5))
    try carousel.scrollWheel(delta: 1, phase: .changed, at: .seconds(2))
    try carousel.scrollWheel(delta: 0, phase: .ended, at: .seconds(2.1))
    harness.now = .seconds(2.1)
    harness.settle()
    let left = try #require(carousel.autoplayTimeRemaining)
    #expect(carousel.nextDeadline == carousel.currentTime + left)
    #expect(left < .seconds(3), "the time before the drag counted")
  }

  @Test("a finger that touches down during a trackpad scroll takes the drag over")
  func fingerWins() throws {
    let harness = Harness(count: 5)
    let carousel = harness.carousel
    try carousel.scrollWheel(delta: 0, phase: .began, at: .seconds(1))
    try carousel.scrollWheel(delta: 30, phase: .changed, at: .seconds(1.016))
    let position = carousel.pagePosition
    try carousel.beginDragging(at: .seconds(1.02))
    try carousel.updateDragging(translation: -20, at: .seconds(1.03))
    #expect(abs(carousel.pagePosition - (position - 20.0 / 320)) < 1e-12, "no jump")
    try carousel.scrollWheel(delta: 50, phase: .changed, at: .seconds(1.04))
    try carousel.scrollWheel(delta: 0, phase: .ended, at: .seconds(1.05))
    #expect(carousel.phase == .dragging, "the trackpad's end does not lift the finger")
    #expect(abs(carousel.pagePosition - (position - 20.0 / 320)) < 1e-12)
    harness.check()
  }
}
