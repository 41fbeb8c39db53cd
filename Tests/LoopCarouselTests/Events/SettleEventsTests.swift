import Testing

@testable import LoopCarousel

/// `targetIndex`, `willSettleOnItemAt` and `didSettleOnItemAt`: where the carousel is going,
/// and when it got there, on every path that settles.
@Suite("Settle events and the target index")
struct SettleEventsTests {
  /// A harness of five items whose delegate lists the settle events.
  private func harness(count: Int = 5) -> Harness {
    let h = Harness(count: count)
    h.delegate.recordsSettle = true
    return h
  }

  @Test("a flick announces its target at release and ends with didScrollToItem, then didSettle")
  func release() {
    let h = harness()
    #expect(h.carousel.targetIndex == 0)
    h.begin()
    h.move(pages: 0.3)
    #expect(h.carousel.targetIndex == nil)
    h.release(velocity: 3)
    #expect(
      h.delegate.take() == [
        .willBeginDragging, .didEndDragging(willSettle: true), .willSettleOnItem(1),
      ])
    #expect(h.carousel.phase == .settling)
    #expect(h.carousel.targetIndex == 1)
    #expect(h.carousel.currentIndex == 0)
    h.settle()
    #expect(h.delegate.take() == [.didScrollToItem(1), .didSettleOnItem(1)])
    #expect(h.carousel.targetIndex == 1)
    #expect(h.delegate.settleProblems.isEmpty)
  }

  @Test("a release without a move says a settle follows, and it does, at once")
  func releaseWithoutMove() {
    let h = harness()
    h.swipe(pages: 0, velocity: 0)
    #expect(
      h.delegate.take() == [
        .willBeginDragging, .didEndDragging(willSettle: true), .willSettleOnItem(0),
        .didSettleOnItem(0),
      ])
    #expect(h.carousel.phase == .idle)
  }

  @Test("a snap back announces and ends on the current item, with no didScrollToItem")
  func snapBack() {
    let h = harness()
    h.swipe(pages: 0.2, over: 0.5, velocity: 0)
    #expect(
      h.delegate.take() == [
        .willBeginDragging, .didEndDragging(willSettle: true), .willSettleOnItem(0),
      ])
    #expect(h.carousel.targetIndex == 0)
    h.settle()
    #expect(h.delegate.take() == [.didSettleOnItem(0)])
  }

  @Test("an animated scroll-to, next and previous announce their target and settle once")
  func programmatic() throws {
    let h = harness()
    try h.carousel.scrollToItem(at: 3, at: h.now)
    #expect(h.delegate.take() == [.willSettleOnItem(3)])
    #expect(h.carousel.targetIndex == 3)
    h.settle()
    #expect(h.delegate.take() == [.didScrollToItem(3), .didSettleOnItem(3)])
    try h.carousel.scrollToNextItem(at: h.now)
    try h.carousel.scrollToNextItem(at: h.now)  // counted from the target: two items on
    #expect(
      h.delegate.take() == [
        .willSettleOnItem(4), .didCancelSettlingOnItem(4), .willSettleOnItem(0),
      ])
    #expect(h.carousel.targetIndex == 0)
    h.settle()
    #expect(h.delegate.take() == [.didScrollToItem(0), .didSettleOnItem(0)])
    try h.carousel.scrollToPreviousItem(at: h.now)
    h.settle()
    #expect(h.delegate.take() == [.willSettleOnItem(4), .didScrollToItem(4), .didSettleOnItem(4)])
  }

  @Test("a scroll-to without animation, or to the current item, still announces and settles")
  func instantAndCurrent() throws {
    let h = harness()
    try h.carousel.scrollToItem(at: 2, animated: false, at: h.now)
    #expect(h.delegate.take() == [.willSettleOnItem(2), .didScrollToItem(2), .didSettleOnItem(2)])
    try h.carousel.scrollToItem(at: 2, at: h.now)
    h.settle()
    #expect(h.delegate.take() == [.willSettleOnItem(2), .didSettleOnItem(2)])
    try h.carousel.scrollToItem(at: 2, animated: false, at: h.now)
    #expect(h.delegate.take() == [.willSettleOnItem(2), .didSettleOnItem(2)])
  }

  @Test("a settle retargeted mid-way is announced again and ends once, on the new target")
  func retarget() throws {
    let h = harness()
    try h.carousel.scrollToItem(at: 2, at: h.now)
    h.wait(0.1)
    try h.carousel.scrollToItem(at: 4, at: h.now)
    #expect(h.carousel.targetIndex == 4)
    h.settle()
    let events = h.delegate.take()
    #expect(events.first == .willSettleOnItem(2))
    #expect(events.contains(.willSettleOnItem(4)))
    #expect(events.filter(\.isDidSettle) == [.didSettleOnItem(4)])
    #expect(events.last == .didSettleOnItem(4))
    #expect(h.delegate.settleProblems.isEmpty)
  }

  @Test("an autoplay step announces its item and settles on it")
  func autoplay() throws {
    let h = harness()
    try h.carousel.startAutoplay(interval: .seconds(2), at: h.now)
    h.wait(2.05)
    #expect(h.delegate.take() == [.willSettleOnItem(1)])
    #expect(h.carousel.targetIndex == 1)
    h.settle()
    #expect(h.delegate.take() == [.didScrollToItem(1), .didSettleOnItem(1)])
  }

  @Test("a finger that catches a settle cancels it; its release starts the next one")
  func fastDrag() {
    let h = harness()
    h.swipe(pages: 0.5, velocity: 3)
    h.wait(0.05)
    _ = h.delegate.take()
    h.begin()
    #expect(h.carousel.targetIndex == nil)
    h.release(velocity: 0)
    h.settle()
    let events = h.delegate.take()
    #expect(events.filter(\.isDidSettle).count == 1)
    #expect(Array(events.prefix(2)) == [.didCancelSettlingOnItem(1), .willBeginDragging])
    #expect(h.delegate.settleProblems.isEmpty)
    #expect(h.delegate.settleCount == 1)
  }

  @Test("a trackpad that catches a settle cancels it; its release starts the next one")
  func trackpadCatches() throws {
    let h = harness()
    try h.carousel.scrollToItem(at: 2, at: h.now)
    h.wait(0.05)
    _ = h.delegate.take()
    #expect(try h.carousel.scrollWheel(delta: 10, phase: .began, at: h.now))
    #expect(h.delegate.take() == [.didCancelSettlingOnItem(2), .willBeginDragging])
    h.now += .milliseconds(16)
    _ = try h.carousel.scrollWheel(delta: 0, phase: .ended, at: h.now)
    h.settle()
    #expect(h.delegate.settleProblems.isEmpty)
  }

  @Test("a reload to no items during a settle cancels it, so a host paused for motion resumes")
  func reloadToNothingCancels() throws {
    let h = harness()
    try h.carousel.scrollToItem(at: 3, at: h.now)
    h.wait(0.05)
    #expect(h.delegate.take() == [.willSettleOnItem(3)])
    h.dataSource.count = 0
    try h.carousel.reloadData()
    #expect(h.delegate.take() == [.didCancelSettlingOnItem(3)])
    #expect(h.delegate.settleProblems.isEmpty)
    #expect(h.carousel.phase == .idle)
  }

  @Test("with no items there is no target and nothing settles")
  func empty() throws {
    let h = harness(count: 0)
    #expect(h.carousel.targetIndex == nil)
    h.swipe(pages: 0.5)
    h.settle()
    #expect(h.delegate.take().filter(\.isSettle).isEmpty)
    #expect(throws: CarouselError.self) { try h.carousel.scrollToItem(at: 0, at: h.now) }
  }
}
