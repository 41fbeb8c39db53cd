import Testing

@testable import LoopCarousel

@Suite("Programmatic scrolling")
struct ScrollingTests {
  struct Route: CustomTestStringConvertible, Sendable {
    var count: Int
    var from: Int
    var to: Int
    var direction: Int
    var testDescription: String {
      "\(from) → \(to) of \(count) goes \(direction > 0 ? "forward" : "backward")"
    }
  }

  @Test(
    "Scroll-to takes the shortest way round, ties forward, building no item in between",
    arguments: [
      Route(count: 10, from: 0, to: 3, direction: 1),
      Route(count: 10, from: 0, to: 7, direction: -1),
      Route(count: 10, from: 0, to: 5, direction: 1), Route(count: 6, from: 1, to: 4, direction: 1),
      Route(count: 10, from: 8, to: 1, direction: 1),
      Route(count: 10, from: 1, to: 8, direction: -1),
    ])
  func shortestWay(_ route: Route) throws {
    let h = Harness(count: route.count)
    try h.carousel.scrollToItem(at: route.from, animated: false, at: h.now)
    h.check()
    h.dataSource.resetLog()
    _ = h.delegate.take()
    try h.carousel.scrollToItem(at: route.to, at: h.now)
    h.check()
    let side: SlotPosition = route.direction > 0 ? .right : .left
    #expect(h.carousel.slot(side)?.item == route.to)
    #expect(h.carousel.phase == .settling)
    var previous = h.carousel.pagePosition
    while h.carousel.phase != .idle {
      h.wait(1.0 / 60)
      if h.carousel.currentIndex == route.from {
        #expect((h.carousel.pagePosition - previous) * Double(route.direction) >= 0)
        previous = h.carousel.pagePosition
      }
    }
    #expect(h.carousel.currentIndex == route.to)
    let n = route.count
    #expect(h.items == [(route.to + n - 1) % n, route.to, (route.to + 1) % n])
    #expect(h.dataSource.requests.count <= 3)
    let between = (1..<n).map { (route.from + route.direction * $0 + n) % n }
      .prefix { $0 != route.to }.dropFirst()
    for item in between where item != (route.to + n - 1) % n && item != (route.to + 1) % n {
      #expect(!h.dataSource.requests.contains { $0.item == item }, "item \(item) was built")
    }
    #expect(h.delegate.take() == [.didScrollToItem(route.to)])
  }

  @Test("Scroll-to without animation refills at once with at most three requests")
  func instant() throws {
    let h = Harness(count: 9)
    h.dataSource.resetLog()
    try h.carousel.scrollToItem(at: 6, animated: false, at: h.now)
    h.check()
    #expect(h.items == [5, 6, 7])
    #expect(h.carousel.phase == .idle)
    #expect(h.dataSource.requests.count == 3)
    #expect(h.delegate.take() == [.didScrollToItem(6)])
  }

  @Test("Scroll-to during a settle retargets from the current position and velocity")
  func retarget() throws {
    let h = Harness(count: 9)
    try h.carousel.scrollToItem(at: 1, at: h.now)
    h.wait(0.1)
    let position = h.carousel.pagePosition
    try h.carousel.scrollToItem(at: 2, at: h.now)
    h.check()
    #expect(h.carousel.pagePosition == position)
    h.settle()
    #expect(h.carousel.currentIndex == 2)
    #expect(h.delegate.take() == [.didScrollToItem(2)])
  }

  @Test("Scroll-to during a drag is rejected; next and previous step from the heading item")
  func duringDragAndNeighbours() throws {
    let h = Harness(count: 4)
    h.begin()
    let error = #expect(throws: CarouselError.self) {
      try h.carousel.scrollToItem(at: 2, at: h.now)
    }
    #expect(error?.code == .draggingInProgress)
    h.release()
    h.settle()
    try h.carousel.scrollToNextItem(at: h.now)
    try h.carousel.scrollToNextItem(at: h.now)
    h.check()
    h.settle()
    #expect(h.carousel.currentIndex == 2)
    try h.carousel.scrollToPreviousItem(animated: false, at: h.now)
    #expect(h.carousel.currentIndex == 1)
    let finite = Harness(count: 2, wraps: false)
    try finite.carousel.scrollToPreviousItem(at: finite.now)
    #expect(finite.carousel.phase == .idle)
  }

  @Test("A drag that catches a scroll-to before the shift keeps the target reachable")
  func dragCatchesJump() throws {
    let h = Harness(count: 10)
    try h.carousel.scrollToItem(at: 5, at: h.now)
    h.wait(0.05)
    h.begin()
    h.move(pages: -0.2)
    h.release(velocity: 0)
    h.settle()
    #expect(h.carousel.currentIndex == 0)
    #expect(h.items == [9, 0, 1])
  }

  @Test("Next during a settle back from past the midpoint steps from the item the settle heads to")
  func nextWhileSettlingBack() throws {
    let h = Harness(count: 5)
    h.begin()
    h.move(pages: 0.7)
    h.release(velocity: -2)
    try h.carousel.scrollToNextItem(at: h.now)
    h.check()
    h.settle()
    #expect(h.carousel.currentIndex == 1)
  }

  @Test("A drag that catches a scroll-to lands on the same item in one move as in many")
  func largeMoveAfterJump() throws {
    func run(steps: Int) throws -> Int? {
      let h = Harness(count: 10)
      try h.carousel.scrollToItem(at: 5, at: h.now)
      h.wait(0.05)
      h.begin()
      h.move(pages: 5.2, over: Double(steps) / 60)
      return h.carousel.currentIndex
    }
    #expect(try run(steps: 60) == run(steps: 1))
    #expect(try run(steps: 1) == 9)
  }

  @Test("A scroll-to from didScrollToItem posts didScroll on every frame that moves the content")
  func noLostDidScroll() throws {
    let h = Harness(count: 10)
    h.delegate.onScrollToItem = { carousel, index in
      if index == 1 { try? carousel.scrollToItem(at: 4, at: carousel.currentTime) }
    }
    h.swipe(pages: 0.6)
    var lost = 0
    var frames = 0
    while (h.carousel.phase != .idle || h.carousel.currentIndex != 4) && frames < 600 {
      let before = h.delegate.scrollCount
      let position = h.carousel.pagePosition
      h.wait(1.0 / 60)
      if h.carousel.pagePosition != position, h.delegate.scrollCount == before { lost += 1 }
      frames += 1
    }
    #expect(h.carousel.currentIndex == 4)
    #expect(lost == 0)
  }

  @Test(
    "A second next during a page turn leaves the picture as it is, with peeking or without",
    arguments: [false, true])
  func secondNextKeepsPicture(peeking: Bool) throws {
    let geometry =
      peeking ? try CarouselGeometry(viewportLength: 400, itemLength: 300, spacing: 20) : .standard
    let h = Harness(count: 5, geometry: geometry)
    try h.carousel.scrollToNextItem(at: h.now)
    h.wait(0.05)
    let before = h.picture
    try h.carousel.scrollToNextItem(at: h.now)
    h.check()
    #expect(h.picture == before)
    h.settle()
    #expect(h.carousel.currentIndex == 2)
  }

  @Test(
    "A far scroll-to with peeking neighbours leaves the picture in place, then lands on the item")
  func farScrollWithPeeking() throws {
    let geometry = try CarouselGeometry(viewportLength: 400, itemLength: 300, spacing: 20)
    let h = Harness(count: 10, geometry: geometry)
    let before = h.picture
    try h.carousel.scrollToItem(at: 3, at: h.now)
    h.check()
    #expect(h.picture == before)
    h.settle()
    #expect(h.carousel.currentIndex == 3)
  }

  // MARK: A scroll-to that fails

  /// What a host can see of a carousel.
  struct Seen: Equatable {
    var items: [Int?]
    var current: Int?
    var position: Double
    var phase: CarouselPhase
    var cells: [ObjectIdentifier?]

    init(_ h: Harness) {
      items = h.items
      current = h.carousel.currentIndex
      position = h.carousel.pagePosition
      phase = h.carousel.phase
      cells = SlotPosition.allCases.map { h.carousel.slot($0).map { ObjectIdentifier($0.cell) } }
    }
  }

  @Test("A failed animated scroll-to mid-settle does not re-base, restore or place anything")
  func failedScrollMidSettle() throws {
    let h = Harness(count: 20)
    h.begin()
    h.move(pages: 0.7)
    h.release(velocity: 0)
    // Settling toward item 1, 0.7 pages along: a scroll-to must first re-base on item 1.
    #expect(h.carousel.pagePosition > 0.5)
    _ = h.delegate.take()
    let before = Seen(h)
    h.dataSource.failingItems = [10]
    let error = #expect(throws: CarouselError.self) {
      try h.carousel.scrollToItem(at: 10, animated: true, at: h.now)
    }
    #expect(error?.code == .cellNotDequeued)
    #expect(Seen(h) == before)
    #expect(h.delegate.take().isEmpty)
    h.check()
  }

  @Test("A scroll-to at a later time that fails keeps the time it moved to, and tells it")
  func failedScrollAtALaterTime() throws {
    let h = Harness(count: 5)
    h.delegate.recordsSettle = true
    try h.carousel.scrollToItem(at: 1, animated: true, at: .zero)
    _ = h.delegate.take()
    h.dataSource.failingItems = [3]
    // By 0.4 s the settle toward item 1 has ended: the call brings the motion to its time,
    // as advance(to:) would, then fails to make item 3's cell.
    let error = #expect(throws: CarouselError.self) {
      try h.carousel.scrollToItem(at: 3, animated: true, at: .milliseconds(400))
    }
    #expect(error?.code == .cellNotDequeued)
    #expect(h.carousel.currentTime == .milliseconds(400))
    #expect(h.carousel.phase == .idle && h.carousel.currentIndex == 1)
    // What the time changed is told before the call returns.
    let heard = h.delegate.take()
    #expect(heard.contains(.didSettleOnItem(1)), "\(heard)")
    #expect(heard.contains(.didScrollToItem(1)), "\(heard)")
    h.check()
  }

  @Test(
    "An animated scroll-to whose target cannot be made throws with nothing changed at every distance",
    arguments: [2, -2, 3, -3, 5])
  func failedScrollAtEveryDistance(steps: Int) throws {
    let h = Harness(count: 20)
    let target = (20 + steps) % 20
    h.dataSource.failingItems = [target]
    _ = h.delegate.take()
    let before = Seen(h)
    let error = #expect(throws: CarouselError.self) {
      try h.carousel.scrollToItem(at: target, animated: true, at: h.now)
    }
    #expect(error?.code == .cellNotDequeued)
    #expect(Seen(h) == before)
    #expect(h.carousel.phase == .idle)
    #expect(h.delegate.take().isEmpty)
    h.check()
    // Healed, the same scroll goes through every item on the way, asking once each.
    h.dataSource.failingItems = []
    try h.carousel.scrollToItem(at: target, animated: true, at: h.now)
    h.settle()
    #expect(h.carousel.currentIndex == target)
    #expect(!h.delegate.take().contains { $0.isFailure })
  }

  @Test("A failed retarget from one far target to another leaves the first one on its way")
  func failedRetarget() throws {
    let h = Harness(count: 20)
    try h.carousel.scrollToItem(at: 7, animated: true, at: h.now)
    // At the same instant the right slot (showing 7) is still off screen, so a retarget
    // the other way would restore its neighbour first.
    #expect(h.items[2] == 7)
    let before = Seen(h)
    // Item 13 goes on the left; restoring the right side's neighbour (1) fails.
    h.dataSource.failingItems = [1]
    #expect(throws: CarouselError.self) {
      try h.carousel.scrollToItem(at: 13, animated: true, at: h.now)
    }
    #expect(Seen(h) == before)
    h.dataSource.failingItems = []
    h.settle()
    #expect(h.carousel.currentIndex == 7)
    #expect(h.items == [6, 7, 8])
  }

  @Test("A scroll-to without animation that fails leaves the item and the position as they were")
  func failedInstantScroll() throws {
    let h = Harness(count: 10)
    h.begin()
    h.move(pages: 0.7)
    h.release(velocity: 0)
    let current = h.carousel.currentIndex
    let position = h.carousel.pagePosition
    h.dataSource.override = { carousel, item, _ throws(CarouselError) in
      if item == 7 { throw CarouselError(.cellNotDequeued, "no") }
      return try carousel.dequeueReusableCell(withIdentifier: "banner")
    }
    #expect(throws: CarouselError.self) {
      try h.carousel.scrollToItem(at: 7, animated: false, at: h.now)
    }
    #expect(h.carousel.currentIndex == current)
    #expect(h.carousel.pagePosition == position)
  }
}
