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
        .didEndDisplaying(item: 4, slot: .left), .willDisplay(item: 2, slot: .right),
        .didEndDisplaying(item: 0, slot: .left), .willDisplay(item: 3, slot: .right),
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

@Suite("A move by one or two items costs one request per item, whatever the path")
struct MoveCostTests {
  @Test(
    "Scroll-tos one or two items away ask for one cell per item and make no extra cells",
    arguments: [(1, false), (2, false), (-1, false), (-2, false), (1, true), (2, true), (-2, true)])
  func nearScroll(steps: Int, animated: Bool) throws {
    let h = Harness(count: 9)
    h.delegate.recordsDisplay = true
    try h.carousel.scrollToItem(at: 4, animated: false, at: h.now)
    h.settle()
    let created = h.carousel.numberOfCellsCreated
    h.dataSource.resetLog()
    _ = h.delegate.take()
    try h.carousel.scrollToItem(at: 4 + steps, animated: animated, at: h.now)
    h.settle()
    #expect(h.carousel.currentIndex == 4 + steps)
    #expect(h.items == [3 + steps, 4 + steps, 5 + steps])
    #expect(h.dataSource.requests.count == abs(steps))
    let ended = h.delegate.take().filter {
      if case .didEndDisplaying = $0 { true } else { false }
    }
    #expect(ended.count == abs(steps))
    #expect(h.carousel.numberOfCellsCreated <= created + 1)
    #expect(h.delegate.displayProblems.isEmpty)
  }

  @Test("An instant scroll-to a neighbour moves the cells it keeps, from 0 to 1 of 5")
  func instantNeighbour() throws {
    let h = Harness(count: 5)
    let kept = [h.carousel.slot(.middle)?.cell, h.carousel.slot(.right)?.cell]
    h.dataSource.resetLog()
    try h.carousel.scrollToItem(at: 1, animated: false, at: h.now)
    h.check()
    #expect(h.dataSource.requests.map(\.item) == [2])
    #expect(h.carousel.slot(.left)?.cell === kept[0])
    #expect(h.carousel.slot(.middle)?.cell === kept[1])
    #expect(h.carousel.pagePosition == 0)
  }
}

@Suite(
  "A failing cell never traps the user: the turn goes ahead, the side beyond is a temporary end"
)
struct FailingNeighbourTests {
  /// 5 items, item 2 failing, autoplay every second from item 0.
  static func autoplaying(stranger: Bool) throws -> Harness {
    let h = Harness(count: 5)
    if stranger {
      let outsider = BannerCell()
      h.dataSource.override = { carousel, index, _ throws(CarouselError) in
        guard index == 2 else {
          return try carousel.dequeueReusableCell(withIdentifier: "banner")
        }
        return outsider
      }
    } else {
      h.dataSource.failingItems = [2]
    }
    try h.carousel.startAutoplay(interval: .seconds(1), at: h.now)
    _ = h.delegate.take()
    return h
  }

  @Test(
    "Autoplay lands on the healthy item before a failing one, asks once per step, never bounces",
    arguments: [false, true])
  func autoplayPastFailure(stranger: Bool) throws {
    let h = try Self.autoplaying(stranger: stranger)
    h.wait(1.5)
    #expect(h.carousel.currentIndex == 1)
    #expect(h.carousel.phase == .idle)
    #expect(h.carousel.slot(.right) == nil)
    let failures = h.delegate.take().filter(\.isFailure)
    #expect(failures.count == 1)
    // Each later step asks for item 2 once, reports it, and does not move.
    for _ in 0..<3 {
      h.dataSource.resetLog()
      var farthest = 0.0
      for _ in 0..<60 {
        h.wait(1.0 / 60)
        farthest = max(farthest, h.carousel.pagePosition)
      }
      #expect(h.carousel.currentIndex == 1)
      #expect(farthest == 0)
      #expect(h.dataSource.requests.map(\.item) == [2])
      #expect(h.delegate.take().filter(\.isFailure).count == 1)
    }
    // Healed, the next step goes on to item 2, and then 3.
    h.dataSource.failingItems = []
    h.dataSource.override = nil
    h.wait(2)
    #expect(h.carousel.currentIndex == 3)
  }

  @Test("A drag meets the rubber band at the failed side and asks again once as it begins")
  func dragAtTemporaryEnd() throws {
    let h = Harness(count: 5)
    h.dataSource.failingItems = [2]
    h.swipe(pages: 0.8)
    h.settle()
    #expect(h.carousel.currentIndex == 1)
    #expect(h.delegate.take().filter(\.isFailure).count == 1)
    // Within the back-off, a new drag does not ask; it is held by the rubber band.
    h.dataSource.resetLog()
    h.begin()
    h.move(pages: 1.5)
    #expect(h.dataSource.requests.isEmpty)
    #expect(h.carousel.pagePosition > 0 && h.carousel.pagePosition < 1)
    #expect(h.carousel.currentIndex == 1)
    h.release(velocity: 0)
    h.settle()
    #expect(h.carousel.currentIndex == 1)
    // After it, the next drag asks once, however far it goes.
    h.now += CarouselCore.neighbourRetryDelay
    h.begin()
    h.move(pages: 1.5)
    #expect(h.dataSource.requests.map(\.item) == [2])
    h.release(velocity: 0)
    h.settle()
    #expect(h.delegate.take().filter(\.isFailure).count == 1)
    // Healed: the drag that begins next brings item 2 in and reaches it.
    h.dataSource.failingItems = []
    h.now += CarouselCore.neighbourRetryDelay
    h.swipe(pages: 0.8)
    h.settle()
    #expect(h.carousel.currentIndex == 2)
    #expect(h.items == [1, 2, 3])
  }

  @Test("The other way stays open: a drag back from the temporary end turns normally")
  func otherWayOpen() throws {
    let h = Harness(count: 5)
    h.dataSource.failingItems = [2]
    h.swipe(pages: 0.8)
    h.settle()
    h.swipe(pages: -0.8)
    h.settle()
    #expect(h.carousel.currentIndex == 0)
    #expect(h.items == [4, 0, 1])
  }
}
