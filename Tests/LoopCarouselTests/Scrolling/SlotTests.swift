import Testing

@testable import LoopCarousel

@Suite("Slots, shifts and the reuse pool")
struct SlotTests {
  @Test("Five items start with the last on the left, 0 in the middle, 1 on the right")
  func initialState() {
    let h = Harness(count: 5)
    #expect(h.items == [4, 0, 1])
    #expect(h.carousel.currentIndex == 0)
    #expect(h.carousel.phase == .idle)
    #expect(h.carousel.contentOffset == h.pageLength)
    #expect(h.dataSource.requests.count == 3)
    #expect(h.dataSource.countQueries == 1)
    #expect(h.delegate.take() == [])
    #expect(h.carousel.slot(.left)?.cell is TextCell)
    #expect(h.carousel.slot(.middle)?.cell is BannerCell)
    #expect(h.carousel.slot(.right)?.cell is TextCell)
    #expect(h.carousel.slot(.left)?.cell !== h.carousel.slot(.right)?.cell)
  }

  @Test("A swipe forward across the wrap point turns one page with one request")
  func swipeForwardAcrossWrap() {
    let h = Harness(count: 5)
    try? h.carousel.scrollToItem(at: 4, animated: false, at: h.now)
    #expect(h.items == [3, 4, 0])
    _ = h.delegate.take()
    h.dataSource.resetLog()
    h.swipe(pages: 0.6)
    h.settle()
    #expect(h.items == [4, 0, 1])
    #expect(h.carousel.currentIndex == 0)
    #expect(h.carousel.contentOffset == h.pageLength)
    #expect(h.dataSource.requests == [.init(item: 1, slot: .right)])
    #expect(
      h.delegate.take() == [
        .willBeginDragging, .didEndDragging(willSettle: true), .didScrollToItem(0),
      ])
  }

  @Test("A swipe backward across the wrap point turns one page with one request")
  func swipeBackwardAcrossWrap() {
    let h = Harness(count: 5)
    h.dataSource.resetLog()
    h.swipe(pages: -0.6)
    h.settle()
    #expect(h.items == [3, 4, 0])
    #expect(h.carousel.currentIndex == 4)
    #expect(h.dataSource.requests == [.init(item: 3, slot: .left)])
    #expect(
      h.delegate.take() == [
        .willBeginDragging, .didEndDragging(willSettle: true), .didScrollToItem(4),
      ])
    h.swipe(pages: 0.6)
    h.settle()
    #expect(h.items == [4, 0, 1])
    #expect(
      h.delegate.take() == [
        .willBeginDragging, .didEndDragging(willSettle: true), .didScrollToItem(0),
      ])
  }

  @Test("A full lap of n swipes comes back to item 0 and creates a bounded number of cells")
  func fullLap() {
    let h = Harness(count: 5)
    for lap in 0..<4 {
      for step in 1...5 {
        h.swipe(pages: 0.7)
        h.settle()
        #expect(h.carousel.currentIndex == step % 5, "lap \(lap)")
      }
    }
    #expect(h.items == [4, 0, 1])
    #expect(h.carousel.numberOfCellsCreated <= 3 * 4)
    let created = h.carousel.numberOfCellsCreated
    for _ in 0..<10 {
      h.swipe(pages: -0.7)
      h.settle()
    }
    #expect(h.carousel.numberOfCellsCreated == created)
    #expect(h.dataSource.requests.count == 3 + 20 + 10)
  }

  @Test("One drag of seven pages makes seven shifts and seven requests")
  func longDrag() {
    let h = Harness(count: 5)
    h.dataSource.resetLog()
    h.begin()
    h.move(pages: 7, over: 1)
    #expect(h.carousel.currentIndex == 2)
    #expect(h.dataSource.requests.count == 7)
    h.release(velocity: 0)
    h.settle()
    #expect(h.carousel.currentIndex == 2)
    #expect(h.items == [1, 2, 3])
    #expect(h.dataSource.requests.count == 7)
    #expect(
      h.delegate.take() == [
        .willBeginDragging, .didEndDragging(willSettle: true), .didScrollToItem(2),
      ])
  }

  @Test("A single move of a thousand pages lands on the right item with few requests")
  func hugeMove() {
    let h = Harness(count: 7)
    h.dataSource.resetLog()
    h.begin()
    h.now += .milliseconds(10)
    #expect(throws: Never.self) {
      try h.carousel.updateDragging(translation: 1000.25 * h.pageLength, at: h.now)
    }
    h.check()
    #expect(h.carousel.currentIndex == 1000 % 7)
    #expect(abs(h.carousel.pagePosition - 0.25) < 1e-9)
    #expect(h.dataSource.requests.count <= 5)
  }

  @Test("Cells go back to the pool after prepareForReuse and come out again")
  func reuse() {
    let h = Harness(count: 6)
    let leftCell = h.carousel.slot(.left)?.cell as? TestCell
    h.swipe(pages: 0.7)
    h.settle()
    #expect(leftCell?.resets == 1)
    #expect(h.carousel.numberOfIdleCells == 1)
    #expect(h.carousel.numberOfCellsCreated == 4)
    // Each kind (banner, text, ad) ends up with one spare; after that nothing is created.
    for _ in 0..<30 {
      h.swipe(pages: 0.7)
      h.settle()
    }
    #expect(h.carousel.numberOfIdleCells == 3)
    #expect(h.carousel.numberOfCellsCreated == 6)
    #expect(leftCell?.resets == 6)
  }

  @Test("Two items show the other item on both sides, in two distinct cells")
  func twoItems() {
    let h = Harness(count: 2)
    #expect(h.items == [1, 0, 1])
    #expect(h.carousel.slot(.left)?.cell !== h.carousel.slot(.right)?.cell)
    h.swipe(pages: 0.7)
    h.settle()
    #expect(h.items == [0, 1, 0])
    h.swipe(pages: 0.7)
    h.settle()
    #expect(h.items == [1, 0, 1])
    h.swipe(pages: -0.7)
    h.settle()
    #expect(h.items == [0, 1, 0])
    #expect(
      h.delegate.take().filter(\.isScrollToItem) == [
        .didScrollToItem(1), .didScrollToItem(0), .didScrollToItem(1),
      ])
  }

  @Test("One item has empty side slots and a drag only stretches and snaps back")
  func oneItem() {
    let h = Harness(count: 1)
    #expect(h.items == [nil, 0, nil])
    h.begin()
    h.move(pages: 2)
    #expect(h.carousel.pagePosition > 0 && h.carousel.pagePosition < 1)
    #expect(h.carousel.currentIndex == 0)
    h.release(velocity: 5)
    h.settle()
    #expect(h.items == [nil, 0, nil])
    #expect(h.carousel.contentOffset == h.pageLength)
    #expect(h.delegate.take() == [.willBeginDragging, .didEndDragging(willSettle: true)])
  }

  @Test("No items: every slot empty, centred, idle, and gestures do nothing")
  func noItems() throws {
    let h = Harness(count: 0)
    #expect(h.items == [nil, nil, nil])
    #expect(h.carousel.currentIndex == nil)
    #expect(h.carousel.currentPage == nil)
    h.swipe(pages: 1)
    h.settle()
    #expect(h.carousel.contentOffset == h.pageLength)
    #expect(h.delegate.take() == [])
    #expect(throws: CarouselError.self) { try h.carousel.scrollToItem(at: 0, at: h.now) }
    try h.carousel.startAutoplay(interval: .seconds(1), at: h.now)
    #expect(h.carousel.nextDeadline == nil)
    #expect(h.dataSource.requests.isEmpty)
  }

  @Test("Finite mode has no left slot at the first item and no right slot at the last")
  func finiteEnds() {
    let h = Harness(count: 3, wraps: false)
    #expect(h.items == [nil, 0, 1])
    h.swipe(pages: -0.8, velocity: -3)
    h.settle()
    #expect(h.carousel.currentIndex == 0)
    #expect(h.delegate.take() == [.willBeginDragging, .didEndDragging(willSettle: true)])
    h.swipe(pages: 0.7)
    h.settle()
    h.swipe(pages: 0.7)
    h.settle()
    #expect(h.items == [1, 2, nil])
    h.begin()
    h.move(pages: 3)
    #expect(h.carousel.currentIndex == 2)
    #expect(h.carousel.pagePosition > 0 && h.carousel.pagePosition < 1)
    h.release()
    h.settle()
    #expect(h.items == [1, 2, nil])
    #expect(h.carousel.contentOffset == h.pageLength)
  }

  @Test("Switching to finite mode and back refills the side slots")
  func switchWrapping() throws {
    let h = Harness(count: 4)
    try h.carousel.setWraps(false)
    h.check()
    #expect(h.items == [nil, 0, 1])
    try h.carousel.setWraps(true)
    h.check()
    #expect(h.items == [3, 0, 1])
  }
}
