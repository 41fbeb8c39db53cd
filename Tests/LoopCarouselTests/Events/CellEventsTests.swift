import Testing

@testable import LoopCarousel

@Suite("Cell events: willDisplay and didEndDisplaying pair up while the cell holds its item")
struct CellEventsTests {
  /// A drag across 2.2 pages of a 390-point viewport in one move: two page turns in one call.
  @Test("A fast drag over two pages ends each cell's display before it is reset or reused")
  func fastDragOverTwoPages() throws {
    let h = Harness(count: 5, geometry: .validated(viewportLength: 390))
    h.delegate.recordsDisplay = true
    let before = h.carousel.slots.compactMap { $0.cell as? TestCell }
    h.begin()
    h.now += .milliseconds(10)
    try h.carousel.updateDragging(translation: 858, at: h.now)
    h.check()
    #expect(h.delegate.displayProblems.isEmpty, "\(h.delegate.displayProblems)")
    #expect(h.carousel.currentIndex == 2)
    #expect(
      h.delegate.take() == [
        .willBeginDragging,
        .didEndDisplaying(cell: .anyCell, item: 4, slot: .left),
        .willDisplay(cell: .anyCell, item: 2, slot: .right),
        .didEndDisplaying(cell: .anyCell, item: 0, slot: .left),
        .willDisplay(cell: .anyCell, item: 3, slot: .right),
      ])
    // The two cells that left were reset once each, after their didEndDisplaying.
    #expect(before.map(\.resets) == [1, 1, 0])
    #expect(before.map(\.item) == [nil, nil, 1])
  }

  @Test(
    "Every path that changes the slots pairs the display events of each cell",
    arguments: [
      "reload", "instant scroll far", "animated scroll far", "autoplay", "fling",
    ])
  func everyPath(path: String) throws {
    let h = Harness(count: 9)
    h.delegate.recordsDisplay = true
    switch path {
    case "reload":
      h.dataSource.count = 7
      try h.carousel.reloadData()
    case "instant scroll far":
      try h.carousel.scrollToItem(at: 5, animated: false, at: h.now)
    case "animated scroll far":
      try h.carousel.scrollToItem(at: 5, animated: true, at: h.now)
      h.settle()
    case "autoplay":
      try h.carousel.startAutoplay(interval: .seconds(1), at: h.now)
      for _ in 0..<5 {
        h.now += .seconds(1)
        h.carousel.advance(to: h.now)
      }
    default:
      h.swipe(pages: 2.4, velocity: 9)
      h.settle()
    }
    h.check()
    #expect(h.delegate.displayProblems.isEmpty, "\(h.delegate.displayProblems)")
  }
}
