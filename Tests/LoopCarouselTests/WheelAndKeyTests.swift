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
        .willSettle(target), .didScrollToItem(target), .didSettle(target),
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
}

@Suite("Keys")
struct KeyTests {
  @Test(
    "the arrows of the scroll axis step one item, mirrored right to left; the others pass",
    arguments: layouts)
  func arrows(_ orientation: CarouselOrientation, _ direction: CarouselLayoutDirection) throws {
    let harness = Harness(count: 5, geometry: try layoutGeometry(orientation, direction))
    harness.delegate.recordsSettle = true
    let vertical = orientation == .vertical
    let mirrored = !vertical && direction == .rightToLeft
    let (forward, backward): (CarouselKey, CarouselKey) =
      vertical ? (.down, .up) : mirrored ? (.left, .right) : (.right, .left)
    let across: [CarouselKey] = vertical ? [.left, .right] : [.up, .down]
    for key in across { #expect(try !harness.carousel.handleKey(key, at: .seconds(1))) }
    #expect(harness.delegate.take().isEmpty)
    #expect(try harness.carousel.handleKey(forward, at: .seconds(1)))
    harness.now = .seconds(1)
    harness.settle()
    #expect(harness.delegate.take() == [.willSettle(1), .didScrollToItem(1), .didSettle(1)])
    #expect(try harness.carousel.handleKey(backward, at: harness.now))
    #expect(try harness.carousel.handleKey(backward, at: harness.now + .milliseconds(400)))
    harness.settle()
    #expect(harness.carousel.currentIndex == 4)
  }

  @Test("Home and End go to the ends of a finite carousel, pass when it wraps or is there")
  func homeAndEnd() throws {
    let finite = Harness(count: 6, wraps: false)
    #expect(try !finite.carousel.handleKey(.home, at: .seconds(1)), "already at the first item")
    #expect(try finite.carousel.handleKey(.end, at: .seconds(1)))
    finite.now = .seconds(1)
    finite.settle()
    #expect(finite.carousel.currentIndex == 5)
    #expect(try !finite.carousel.handleKey(.end, at: finite.now))
    #expect(try !finite.carousel.handleKey(.right, at: finite.now), "nothing past the end")
    #expect(try finite.carousel.handleKey(.home, at: finite.now))
    finite.settle()
    #expect(finite.carousel.currentIndex == 0)
    let wrapping = Harness(count: 6)
    #expect(try !wrapping.carousel.handleKey(.home, at: .seconds(1)))
    #expect(try !wrapping.carousel.handleKey(.end, at: .seconds(1)))
  }

  @Test(
    "Page Up and Down step pagesPerFling items, 3 without a limit",
    arguments: [(1, 1), (2, 2), (nil, 3)] as [(Int?, Int)])
  func pageKeys(_ pagesPerFling: Int?, _ items: Int) throws {
    let harness = Harness(count: 20, physics: ScrollPhysics(pagesPerFling: pagesPerFling))
    #expect(try harness.carousel.handleKey(.pageDown, at: .seconds(1)))
    harness.now = .seconds(1)
    harness.settle()
    #expect(harness.carousel.currentIndex == items)
    #expect(try harness.carousel.handleKey(.pageUp, at: harness.now))
    #expect(try harness.carousel.handleKey(.pageUp, at: harness.now + .seconds(1)))
    harness.now += .seconds(1)
    harness.settle()
    #expect(harness.carousel.currentIndex == 20 - items)
  }

  @Test("a key held down moves at the pace of its steps and stops within a step of its release")
  func heldKeyHasNoBacklog() throws {
    let harness = Harness(count: 100)
    // Key repeats every 30 ms for 1.5 s: 50 presses, with 0.3-second steps.
    var nearestAtLastKey = 0
    for press in 0..<50 {
      harness.now = .seconds(1) + .milliseconds(30 * press)
      harness.carousel.advance(to: harness.now)
      harness.check()
      #expect(try harness.carousel.handleKey(.right, at: harness.now))
      nearestAtLastKey = harness.carousel.currentIndex ?? -1
    }
    harness.settle()
    let final = harness.carousel.currentIndex ?? -1
    #expect(final > 3, "it kept moving while the key was down")
    #expect(final < 50, "it did not queue a step per press")
    #expect(final - nearestAtLastKey <= 1, "it stopped within a step of the release")
  }

  @Test("focus follows a key to its target")
  func focusFollows() throws {
    let harness = Harness(count: 5)
    try harness.carousel.setFocusedItem(0, at: .seconds(1))
    #expect(harness.delegate.take() == [.focus(0)])
    #expect(try harness.carousel.handleKey(.right, at: .seconds(1)))
    #expect(harness.carousel.focusedItem == 1)
    #expect(harness.delegate.take().contains(.focus(1)))
  }

  @Test("during a drag a key is consumed and does nothing")
  func keyDuringDrag() throws {
    let harness = Harness(count: 5)
    harness.begin()
    harness.move(pages: 0.2)
    let before = ObservableState(harness.carousel)
    #expect(try harness.carousel.handleKey(.right, at: harness.now))
    #expect(ObservableState(harness.carousel) == before)
  }
}

/// The defects an adversarial review found, each pinned.
@Suite("Inputs: review regressions")
struct InputReviewTests {
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

  @Test(
    "a trackpad drag that began at an earlier event holds autoplay from its first move (seed 5057)")
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

  @Test("a key or a notch reversed before the step passes the middle goes back")
  func quickReversal() throws {
    let keys = Harness(count: 5)
    try keys.carousel.handleKey(.right, at: .seconds(1))
    #expect(try keys.carousel.handleKey(.left, at: .seconds(1.03)))
    keys.now = .seconds(1.03)
    keys.settle()
    #expect(keys.carousel.currentIndex == 0)
    let wheel = Harness(count: 20, physics: ScrollPhysics(pagesPerFling: 3))
    for (step, delta) in [1.0, 1, -1].enumerated() {
      try wheel.carousel.scrollWheel(
        delta: delta, phase: .discrete, at: .seconds(1) + .milliseconds(20 * step))
    }
    wheel.now = .seconds(1.04)
    wheel.settle()
    #expect(wheel.carousel.currentIndex == 1)
  }

  @Test("with two items, both directions step", arguments: [CarouselKey.left, .right])
  func twoItems(_ key: CarouselKey) throws {
    let harness = Harness(count: 2)
    #expect(try harness.carousel.handleKey(key, at: .seconds(1)))
    harness.now = .seconds(1)
    harness.settle()
    #expect(harness.carousel.currentIndex == 1)
  }

  @Test("a free rest is centred by focusing its item, Home, or a notch toward the end")
  func centresAFreeRest() throws {
    for action in ["focus", "home", "notch"] {
      let harness = Harness(
        count: 5, wraps: false, physics: ScrollPhysics(releaseBehavior: .free))
      harness.begin()
      harness.move(pages: 0.4)
      harness.release(velocity: 0)
      harness.settle()
      #expect(abs(harness.carousel.pagePosition - 0.4) < 1e-9)
      let carousel = harness.carousel
      switch action {
      case "focus": try carousel.setFocusedItem(0, at: harness.now)
      case "home": #expect(try carousel.handleKey(.home, at: harness.now))
      default: #expect(try carousel.scrollWheel(delta: -5, phase: .discrete, at: harness.now))
      }
      harness.settle()
      #expect(carousel.pagePosition == 0, "\(action) centres the item")
      #expect(carousel.currentIndex == 0)
    }
  }

  @Test("setWraps(false) settles a free rest the new end left outside")
  func freeRestInsideNewEnds() throws {
    let harness = Harness(count: 5, physics: ScrollPhysics(releaseBehavior: .free))
    harness.begin()
    harness.move(pages: -0.3)
    harness.release(velocity: 0)
    harness.settle()
    #expect(harness.carousel.pagePosition < 0)
    try harness.carousel.setWraps(false)
    harness.settle()
    #expect(harness.carousel.pagePosition == 0)
    #expect(harness.carousel.currentIndex == 0)
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

  @Test("focus stays on its number when the data source stops giving identifiers")
  func focusAfterIdentityOff() throws {
    let harness = Harness(count: 8)
    harness.dataSource.setIdentity(true)
    try harness.carousel.reloadData()
    try harness.carousel.setFocusedItem(3, at: .seconds(1))
    harness.dataSource.setIdentity(false)
    try harness.carousel.reloadData()
    #expect(harness.carousel.focusedItem == 3)
  }
}
