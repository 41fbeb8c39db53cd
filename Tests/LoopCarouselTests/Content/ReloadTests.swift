import Testing

@testable import LoopCarousel

@Suite("Reloading and item counts")
struct ReloadTests {
  @Test("A reload keeps the current item, or clamps it to the last one")
  func keepsOrClamps() throws {
    let h = Harness(count: 5)
    try h.carousel.scrollToItem(at: 3, animated: false, at: h.now)
    _ = h.delegate.take()
    h.dataSource.count = 8
    h.dataSource.resetLog()
    try h.carousel.reloadData()
    h.check()
    #expect(h.items == [2, 3, 4])
    #expect(h.dataSource.requests.count == 3)
    #expect(h.delegate.take() == [])
    h.dataSource.count = 2
    try h.carousel.reloadData()
    h.check()
    #expect(h.items == [0, 1, 0])
    #expect(h.delegate.take() == [.didScrollToItem(1)])
  }

  @Test("A reload that shrinks five items to two while dragging keeps the drag going")
  func shrinkWhileDragging() throws {
    let h = Harness(count: 5)
    try h.carousel.scrollToItem(at: 4, animated: false, at: h.now)
    h.begin()
    h.move(pages: 0.3)
    h.dataSource.count = 2
    try h.carousel.reloadData()
    h.check()
    #expect(h.carousel.phase == .dragging)
    #expect(h.carousel.currentIndex == 1)
    #expect(h.items == [0, 1, 0])
    #expect(abs(h.carousel.pagePosition - 0.3) < 1e-9)
    h.move(pages: 0.4, from: 0.3)
    h.release(velocity: 0)
    h.settle()
    #expect(h.carousel.currentIndex == 0)
    #expect(h.items == [1, 0, 1])
  }

  @Test("A reload that shrinks five items to two while settling lands on a slot")
  func shrinkWhileSettling() throws {
    let h = Harness(count: 5)
    try h.carousel.scrollToItem(at: 3, animated: false, at: h.now)
    h.swipe(pages: 0.6)
    h.now += .milliseconds(50)
    h.carousel.advance(to: h.now)
    #expect(h.carousel.phase == .settling)
    h.dataSource.count = 2
    try h.carousel.reloadData()
    h.check()
    #expect(h.carousel.phase == .settling)
    h.settle()
    #expect(h.carousel.currentIndex == 1)
    #expect(h.items == [0, 1, 0])
    #expect(h.carousel.contentOffset == h.pageLength)
  }

  @Test("A reload to no items while dragging ends the drag and empties the slots")
  func emptyWhileDragging() throws {
    let h = Harness(count: 5)
    h.begin()
    h.move(pages: 0.3)
    _ = h.delegate.take()
    h.dataSource.count = 0
    try h.carousel.reloadData()
    h.check()
    #expect(h.items == [nil, nil, nil])
    #expect(h.carousel.phase == .idle)
    #expect(h.delegate.take() == [.didEndDragging(willSettle: false)])
    h.move(pages: 0.3)
    h.release()
    #expect(h.carousel.phase == .idle)
  }

  @Test("A delegate may reload from inside didScrollToItem")
  func reloadFromDelegate() {
    let h = Harness(count: 5)
    h.delegate.onScrollToItem = { [dataSource = h.dataSource] carousel, _ in
      dataSource.count = 3
      #expect(throws: Never.self) { try carousel.reloadData() }
    }
    h.swipe(pages: -0.7)
    h.settle()
    h.check()
    #expect(h.carousel.numberOfItems == 3)
    #expect(h.carousel.currentIndex == 2)
    #expect(h.items == [1, 2, 0])
  }

  @Test("A data source may ask for a reload from inside a cell request; it runs afterwards")
  func reloadFromDataSource() {
    let h = Harness(count: 5)
    var asked = false
    h.dataSource.onRequest = { [weak dataSource = h.dataSource] carousel, _ in
      guard !asked else { return }
      asked = true
      dataSource?.count = 4
      #expect(throws: Never.self) { try carousel.reloadData() }
      #expect(throws: CarouselError.self) { try carousel.scrollToItem(at: 1, at: .zero) }
    }
    h.swipe(pages: 0.7)
    h.settle()
    #expect(asked)
    #expect(h.carousel.numberOfItems == 4)
    #expect(h.carousel.currentIndex == 1)
    #expect(h.items == [0, 1, 2])
  }

  @Test(
    "A changing call from inside a reload's data-source request throws reentrantCall, whatever the index",
    arguments: [0, 3])
  func reentrantCallDuringReload(from count: Int) throws {
    let h = Harness(count: count)
    var codes: [CarouselError.Code] = []
    h.dataSource.onRequest = { carousel, _ in
      do throws(CarouselError) {
        try carousel.scrollToItem(at: 0, at: carousel.currentTime)
      } catch {
        codes.append(error.code)
      }
    }
    // From no items, index 0 was out of range for the count before the reload.
    h.dataSource.count = 4
    try h.carousel.reloadData()
    #expect(!codes.isEmpty)
    #expect(codes.allSatisfy { $0 == .reentrantCall }, "\(codes)")
    h.check()
  }

  @Test("Each call a delegate makes from a callback runs its own deferred reloads")
  func deferredReloadsOfCallsFromCallbacks() throws {
    let h = Harness(count: 20)
    var scrolls = 0
    // The data grows once per page the delegate scrolls to: the data source notices it in a
    // cell request and asks for a reload (deferred), once per change: twelve in one call.
    h.dataSource.onRequest = { [weak dataSource = h.dataSource] carousel, _ in
      guard let dataSource, dataSource.count < 20 + scrolls else { return }
      dataSource.count += 1
      try? carousel.reloadData()
    }
    h.delegate.onEvent = { carousel, name in
      guard name == "didSettleOnItem", scrolls < 12 else { return }
      scrolls += 1
      try? carousel.scrollToNextItem(animated: false, at: carousel.currentTime)
    }
    h.delegate.recordsSettle = true
    try h.carousel.scrollToItem(at: 5, animated: false, at: .zero)
    #expect(scrolls == 12)
    #expect(h.carousel.numberOfItems == h.dataSource.count)
    #expect(!h.delegate.take().contains { $0.failureCode != nil })
  }

  @Test("A delegate may release the carousel from inside a callback")
  func releaseFromDelegate() {
    weak var weakCarousel: Carousel?
    do {
      var h: Harness? = Harness(count: 3)
      weakCarousel = h?.carousel
      let delegate = h?.delegate
      let source = h?.dataSource
      delegate?.onWillBeginDragging = { _ in h = nil }
      try? weakCarousel?.beginDragging(at: .zero)
      #expect(h == nil)
      _ = source
    }
    #expect(weakCarousel == nil)
  }

  @Test("A reload during a settle back keeps the settle's destination")
  func reloadWhileSettlingBack() throws {
    let h = Harness(count: 5)
    h.begin()
    h.move(pages: 0.7)
    h.release(velocity: -2)
    try h.carousel.reloadData()
    h.check()
    h.settle()
    #expect(h.carousel.currentIndex == 0)
  }

  @Test("A reload asked for during a deferred reload runs before the outer call returns")
  func nestedDeferredReload() throws {
    let h = Harness(count: 5)
    var asks = 2
    h.dataSource.onRequest = { carousel, _ in
      guard asks > 0 else { return }
      asks -= 1
      try? carousel.reloadData()
    }
    let queries = h.dataSource.countQueries
    h.begin()
    // One move of a page: a page turn asks for a cell, whose request asks for a reload; that
    // reload's requests ask for another. Both run before updateDragging returns.
    h.move(pages: 1, over: 0.01)
    #expect(asks == 0)
    #expect(h.dataSource.countQueries == queries + 2)
    let pending = h.carousel.needsDeferredReload
    #expect(!pending)
    h.release()
    h.settle()
    #expect(!h.delegate.take().contains { $0.isFailure })
  }

  @Test("A reload asked for from a cell's prepareForReuse during a deferred reload runs too")
  func reloadFromPrepareForReuse() throws {
    let h = Harness(count: 5)
    // The data source asks for a reload during a page turn's request; that reload recycles
    // every cell, and the one that comes in next asks for yet another reload when recycled.
    var asked = false
    let dataSource = h.dataSource
    // Captured unowned: a cell keeps its hook, and the carousel keeps the cell.
    dataSource.onRequest = { [unowned dataSource] carousel, _ in
      guard !asked else { return }
      asked = true
      dataSource.count = 6
      try? carousel.reloadData()
    }
    h.begin()
    dataSource.onNextCellReset = { [unowned dataSource, unowned carousel = h.carousel] in
      dataSource.count = 7
      try? carousel.reloadData()
    }
    let queries = h.dataSource.countQueries
    h.move(pages: 1, over: 0.01)
    let pending = h.carousel.needsDeferredReload
    #expect(!pending)
    // Both reloads ran before the move returned: the data source's, then the cell's.
    #expect(h.dataSource.countQueries == queries + 2)
    #expect(h.carousel.numberOfItems == 7)
    h.release()
    h.settle()
  }
}
