import Testing

@testable import LoopCarousel

/// `reducesMotion`: programmatic motion arrives at once, with the same requests and events.
@Suite("Reduced motion")
struct ReducedMotionTests {
  /// The events (settle and display ones included) and the cell requests of one action, run
  /// to rest: with reduced motion in the call itself, with animation over the frames after.
  private func run(
    count: Int = 10, reduced: Bool, _ action: (Harness) throws -> Void
  ) rethrows -> (events: [CarouselEvent], requests: [Int], framesToRest: Int, item: Int?) {
    let h = Harness(count: count)
    h.delegate.recordsSettle = true
    h.delegate.recordsDisplay = true
    h.carousel.reducesMotion = reduced
    _ = h.delegate.take()
    h.dataSource.resetLog()
    try action(h)
    h.check()
    var frames = 0
    while h.carousel.phase != .idle && frames < 600 {
      h.wait(1.0 / 60)
      frames += 1
    }
    return (h.delegate.take(), h.dataSource.requests.map(\.item), frames, h.carousel.currentIndex)
  }

  @Test(
    "next, previous, an animated scroll-to near or far: at once, with the animation's events and requests",
    arguments: [1, -1, 3, 7, 5])
  func sameAsAnimated(target: Int) throws {
    func action(_ h: Harness) throws {
      switch target {
      case 1: try h.carousel.scrollToNextItem(at: h.now)
      case -1: try h.carousel.scrollToPreviousItem(at: h.now)
      default: try h.carousel.scrollToItem(at: target, at: h.now)
      }
    }
    let animated = try run(reduced: false, action)
    let reduced = try run(reduced: true, action)
    #expect(animated.framesToRest > 10)
    #expect(reduced.framesToRest == 0)
    #expect(reduced.item == animated.item)
    #expect(reduced.events == animated.events)
    #expect(reduced.requests == animated.requests)
    if abs(target) == 1 { #expect(reduced.requests.count == 1) }
  }

  @Test("an autoplay step and accessibility increment and decrement arrive at once")
  func autoplayAndAccessibility() throws {
    let h = Harness(count: 5)
    h.delegate.recordsSettle = true
    h.carousel.reducesMotion = true
    try h.carousel.startAutoplay(interval: .seconds(2), at: h.now)
    h.now = .seconds(2)
    h.carousel.advance(to: h.now)
    #expect(h.carousel.phase == .idle && h.carousel.currentIndex == 1)
    #expect(h.delegate.take() == [.willSettleOnItem(1), .didScrollToItem(1), .didSettleOnItem(1)])
    h.carousel.stopAutoplay()
    try h.carousel.accessibilityIncrement(at: h.now)
    #expect(h.carousel.phase == .idle && h.carousel.currentIndex == 2)
    try h.carousel.accessibilityDecrement(at: h.now)
    try h.carousel.accessibilityDecrement(at: h.now)
    #expect(h.carousel.phase == .idle && h.carousel.currentIndex == 0)
    h.check()
  }

  @Test("drags still follow the finger and a release still settles; turning it off animates again")
  func gestures() throws {
    let h = Harness(count: 5)
    h.carousel.reducesMotion = true
    h.begin()
    h.move(pages: 0.3)
    #expect(abs(h.carousel.pagePosition - 0.3) < 1e-9)
    h.release(velocity: 3)
    #expect(h.carousel.phase == .settling)
    h.settle()
    h.carousel.reducesMotion = false
    try h.carousel.scrollToNextItem(at: h.now)
    #expect(h.carousel.phase == .settling)
    h.settle()
    #expect(h.carousel.currentIndex == 2)
  }

  @Test("a failing data source: one request and one didFail, as with the animation")
  func failingDataSource() throws {
    func run(reduced: Bool) throws -> (requests: [Int], events: [CarouselEvent]) {
      let h = Harness(count: 10)
      h.delegate.recordsSettle = true
      h.carousel.reducesMotion = reduced
      try h.carousel.scrollToItem(at: 0, animated: false, at: h.now)
      h.dataSource.failingItems = [2]  // the item after the next: its page turn fails
      _ = h.delegate.take()
      h.dataSource.resetLog()
      try h.carousel.scrollToNextItem(at: h.now)
      h.settle()
      h.check()
      return (h.dataSource.requests.map(\.item), h.delegate.take())
    }
    let animated = try run(reduced: false)
    let reduced = try run(reduced: true)
    #expect(reduced.requests == animated.requests)
    #expect(reduced.requests.count == 1)
    #expect(reduced.events == animated.events)
    #expect(reduced.events.filter(\.isFailure).count == 1)
  }
}
