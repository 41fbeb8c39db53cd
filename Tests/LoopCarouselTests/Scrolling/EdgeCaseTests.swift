import Testing

@testable import LoopCarousel

@Suite("Edge cases of counts, modes and whole-page drags")
struct EdgeCaseTests {
  @Test("Int.max items wrap without overflow and keep nothing per item")
  func hugeCount() throws {
    let h = Harness(count: Int.max)
    #expect(h.items == [Int.max - 1, 0, 1])
    h.swipe(pages: -0.7)
    h.settle()
    #expect(h.items == [Int.max - 2, Int.max - 1, 0])
    try h.carousel.scrollToItem(at: Int.max / 2, at: h.now)
    h.settle()
    #expect(h.carousel.currentIndex == Int.max / 2)
    try h.carousel.scrollToItem(at: 3, animated: false, at: h.now)
    h.begin()
    h.move(pages: -1e6)
    #expect(h.carousel.currentIndex == Int.max - 999_997)
  }

  @Test("A flick after dragging exactly one page turns one page, not two")
  func exactPageFlick() {
    let h = Harness(count: 5)
    h.swipe(pages: 1, over: 0.1)
    h.settle()
    #expect(h.carousel.currentIndex == 1)
    h.swipe(pages: -1, over: 0.1)
    h.settle()
    #expect(h.carousel.currentIndex == 0)
    // A flick with no movement still turns a page.
    h.begin()
    h.release(velocity: 3)
    h.settle()
    #expect(h.carousel.currentIndex == 1)
  }

  @Test("Switching the wrapping mode keeps the middle cell and asks only for changed sides")
  func wrapKeepsMiddle() throws {
    let h = Harness(count: 3)
    let middle = h.carousel.slot(.middle)?.cell
    h.dataSource.resetLog()
    try h.carousel.setWraps(false)
    h.check()
    #expect(h.carousel.slot(.middle)?.cell === middle)
    #expect(h.items == [nil, 0, 1])
    #expect(h.dataSource.requests.isEmpty)
    try h.carousel.setWraps(true)
    h.check()
    #expect(h.dataSource.requests == [.init(item: 2, slot: .left)])
  }

  @Test("Turning wrapping off during a settle toward a vanished item settles back")
  func wrapOffMidSettle() throws {
    let h = Harness(count: 4)
    h.swipe(pages: -0.3, velocity: -3)
    h.wait(0.05)
    try h.carousel.setWraps(false)
    h.check()
    h.settle()
    #expect(h.carousel.currentIndex == 0)
  }

  @Test("A finite carousel of Int.max items drags to its last item without a trap")
  func finiteIntMaxDrag() throws {
    let h = Harness(count: .max, wraps: false)
    try h.carousel.scrollToItem(at: .max - 20, animated: false, at: h.now)
    h.begin()
    // One move of 60 pages: a jump to the end, then the rubber band.
    h.move(pages: 60, over: 0.01)
    h.release()
    h.settle()
    #expect(h.carousel.currentIndex == .max - 1)
    #expect(h.items == [.max - 2, .max - 1, nil])
  }

  @Test(
    "Past 2^53 items a multi-page drag lands on the exact item, in both modes",
    arguments: [false, true])
  func pastTwoToTheFiftyThird(wraps: Bool) throws {
    // An odd item above 2⁵³, which a `Double` cannot hold.
    let start = (1 << 53) + 1
    let h = Harness(count: (1 << 53) + 100, wraps: wraps)
    try h.carousel.scrollToItem(at: start, animated: false, at: h.now)
    h.begin()
    // One move of six pages: a jump of four, then two page turns.
    h.move(pages: 6, over: 0.01)
    #expect(h.carousel.currentIndex == start + 6)
    #expect(h.items == [start + 5, start + 6, start + 7])
    #expect(abs(h.carousel.pagePosition) < 1e-9)
  }

  @Test("A peeking carousel of Int.max items scrolls to a far item exactly")
  func peekingFarScroll() throws {
    let geometry = try CarouselGeometry(viewportLength: 320, itemLength: 200, spacing: 20)
    let h = Harness(count: .max, geometry: geometry)
    for target in [(1 << 61) + 3, .max - (1 << 40) + 1, 12_345_678_901] {
      try h.carousel.scrollToItem(at: target, animated: true, at: h.now)
      h.settle()
      #expect(h.carousel.currentIndex == target)
      #expect(h.delegate.take().last == .didScrollToItem(target))
    }
  }

  @Test("A drag of an absurd length toward the end of 2^53 + 3 items stays in the strip")
  func absurdDragToTheEnd() throws {
    let h = Harness(count: (1 << 53) + 3, wraps: false)
    h.begin()
    h.now += .milliseconds(16)
    try h.carousel.updateDragging(translation: 1e300, at: h.now)
    h.check()
    #expect(h.carousel.currentIndex == (1 << 53) + 2)
    #expect(h.carousel.pagePosition > 0 && h.carousel.pagePosition <= 1)
    h.release()
    h.settle()
    #expect(h.carousel.currentIndex == (1 << 53) + 2)
  }

  @Test("After a move of an absurd length, the next moves of the same drag are exact")
  func absurdMoveThenSmallMoves() throws {
    let h = Harness(count: 7)
    h.begin()
    for translation in [1e300, 100] {
      h.now += .milliseconds(16)
      try h.carousel.updateDragging(translation: translation, at: h.now)
      h.check()
    }
    let current = h.carousel.currentIndex
    let position = h.carousel.pagePosition
    h.now += .milliseconds(16)
    try h.carousel.updateDragging(translation: 132, at: h.now)
    h.check()
    #expect(h.carousel.currentIndex == current)
    #expect(abs(h.carousel.pagePosition - (position + 32.0 / 320)) < 1e-9)
  }
}
