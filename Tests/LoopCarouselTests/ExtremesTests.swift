import Testing

@testable import LoopCarousel

/// The classes of issue 17 that an outside stress driver found.
///
/// Huge counts, durations and lengths at the ends of their ranges, autoplay after a long gap,
/// nested deferred reloads and a layout flip during a drag. Each test failed before its fix.
@Suite("Extremes: no trap, no hang, nothing lost at the ends of every range")
struct ExtremesTests {
  // MARK: Huge counts

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

  // MARK: Durations and times

  @Test("A time later than Carousel.latestTime is refused with nothing changed")
  func timeOutOfRange() {
    let h = Harness(count: 5)
    let late = Carousel.latestTime + .nanoseconds(1)
    let error = #expect(throws: CarouselError.self) { try h.carousel.beginDragging(at: late) }
    #expect(error?.code == .timeOutOfRange)
    #expect(h.carousel.phase == .idle)
    #expect(h.carousel.currentTime == .zero)
    h.carousel.advance(to: .seconds(Int64.max))
    #expect(h.carousel.currentTime == .zero)
    h.carousel.advance(to: Carousel.latestTime)
    #expect(h.carousel.currentTime == Carousel.latestTime)
    h.check()
  }

  @Test("Durations beyond Carousel.longestInterval are refused: autoplay and physics")
  func longDurations() {
    let h = Harness(count: 5)
    let tooLong = Carousel.longestInterval + .nanoseconds(1)
    let autoplay = #expect(throws: CarouselError.self) {
      try h.carousel.startAutoplay(interval: tooLong, at: h.now)
    }
    #expect(autoplay?.code == .invalidInterval)
    #expect(h.carousel.autoplayInterval == nil)
    for physics in [
      ScrollPhysics(settleDuration: .seconds(Int64.max)),
      ScrollPhysics(scrollDuration: tooLong), ScrollPhysics(velocityWindow: tooLong),
    ] {
      let error = #expect(throws: CarouselError.self) { try h.carousel.setPhysics(physics) }
      #expect(error?.code == .invalidInterval)
    }
    #expect(h.carousel.physics == ScrollPhysics())
    #expect(throws: Never.self) {
      try h.carousel.startAutoplay(interval: Carousel.longestInterval, at: h.now)
    }
  }

  @Test("A driver's frame interval out of 0 < interval <= 1 s falls back to 1/60 s")
  func driverFrameInterval() {
    let carousel = Carousel()
    for interval: Duration in [.seconds(Int64.max), .seconds(2), .zero, .seconds(-1)] {
      let driver = CarouselDriver(
        carousel: carousel, clock: ContinuousClock(), frameInterval: interval)
      #expect(driver.frameInterval == .nanoseconds(16_666_667))
    }
    let driver = CarouselDriver(
      carousel: carousel, clock: ContinuousClock(), frameInterval: .seconds(1))
    #expect(driver.frameInterval == .seconds(1))
  }

  @Test("After a week's gap autoplay takes one step, not one per missed interval")
  func autoplayAfterAGap() throws {
    let h = Harness(count: 5)
    try h.carousel.startAutoplay(interval: .seconds(3), at: h.now)
    h.dataSource.resetLog()
    h.now = .seconds(7 * 86_400)
    h.carousel.advance(to: h.now)
    h.check()
    #expect(h.dataSource.requests.count <= 3)
    h.settle()
    #expect(h.carousel.currentIndex == 1)
    #expect(h.delegate.take().filter(\.isScrollToItem) == [.didScrollToItem(1)])
    // The countdown goes on from the step: the next step comes one interval after it.
    h.wait(3.5)
    #expect(h.carousel.currentIndex == 2)
  }

  // MARK: Lengths

  @Test(
    "Lengths beyond CarouselGeometry.longestLength are refused",
    arguments: [1e13, 1e300, Double.greatestFiniteMagnitude])
  func hugeLengths(_ length: Double) {
    let viewport = #expect(throws: CarouselError.self) {
      _ = try CarouselGeometry(viewportLength: length)
    }
    #expect(viewport?.code == .invalidGeometry)
    let spacing = #expect(throws: CarouselError.self) {
      _ = try CarouselGeometry(viewportLength: 320, itemLength: 200, spacing: length)
    }
    #expect(spacing?.code == .invalidGeometry)
    #expect(throws: Never.self) {
      _ = try CarouselGeometry(viewportLength: CarouselGeometry.longestLength)
    }
  }

  // MARK: Nested calls

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

  @Test("A reload asked for on every reload stops after eight, with a didFail, and returns")
  func endlessDeferredReload() throws {
    let h = Harness(count: 5)
    h.dataSource.onRequest = { carousel, _ in try? carousel.reloadData() }
    let queries = h.dataSource.countQueries
    h.swipe(pages: 1)
    let pending = h.carousel.needsDeferredReload
    #expect(!pending)
    #expect(h.dataSource.countQueries == queries + 8)
    #expect(h.delegate.take().filter(\.isFailure) == [.didFail(.reentrantCall)])
  }

  @Test("Flipping the layout direction during a drag keeps the content under the finger")
  func flipDuringDrag() throws {
    let h = Harness(count: 10)
    h.begin()
    h.move(pages: 0.3)
    let before = h.carousel.pagePosition
    let rtl = try CarouselGeometry(viewportLength: 320, layoutDirection: .rightToLeft)
    try h.carousel.setGeometry(rtl)
    #expect(h.carousel.pagePosition == before)
    // Ten more points of the same finger: in a right-to-left layout, toward the previous item.
    h.now += .milliseconds(16)
    try h.carousel.updateDragging(translation: 0.3 * 320 + 10, at: h.now)
    h.check()
    #expect(abs(h.carousel.pagePosition - (before - 10.0 / 320)) < 1e-9)
    h.release(velocity: 0)
    h.settle()
    #expect(h.carousel.currentIndex == 0)
  }
}

@Suite("Extremes: a failed call changes nothing; a neighbour that could not be made is retried")
struct FailedCallTests {
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

  @Test("A neighbour that could not be restored at rest leaves its side empty, asked again later")
  func unrestoredSideIsRetried() throws {
    let h = Harness(count: 20)
    // Toward item 7, placed in the right slot; then back to item 0 before it got there.
    try h.carousel.scrollToItem(at: 7, animated: true, at: h.now)
    h.wait(0.05)
    h.dataSource.failingItems = [1]
    try h.carousel.scrollToItem(at: 0, animated: true, at: h.now)
    h.settle()
    // At rest on item 0 the right slot is empty, not 7: its neighbour 1 could not be made.
    #expect(h.carousel.currentIndex == 0)
    #expect(h.items == [19, 0, nil])
    #expect(h.delegate.take().contains(.didFail(.cellNotDequeued)))
    // While item 1 still fails, a drag toward it meets the rubber band, as at an end.
    h.now += CarouselCore.neighbourRetryDelay
    h.swipe(pages: 1.2)
    h.settle()
    #expect(h.carousel.currentIndex == 0)
    // Once the data source recovers, the next drag asks for 1 as it begins and lands on it.
    h.dataSource.failingItems = []
    h.now += CarouselCore.neighbourRetryDelay
    h.swipe(pages: 1)
    h.settle()
    #expect(h.carousel.currentIndex == 1)
    #expect(h.items == [0, 1, 2])
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

/// Problems an outside stress driver found after the fixes above; each test failed before.
@Suite("Extremes: two empty sides, a failed shift that ends motion, a cell calling back as freed")
struct EmptySidesAndFailedShiftsTests {
  @Test("Both sides can be left empty at once: each neighbour is asked for again later")
  func twoEmptySides() throws {
    let geometry = try CarouselGeometry(viewportLength: 400)
    let h = Harness(count: 9, wraps: false, geometry: geometry)
    try h.carousel.scrollToItem(at: 4, animated: false, at: h.now)
    h.dataSource.failingItems = [3, 5]
    // Toward 1 (placed in the left slot), then back to 4: the left slot cannot get its
    // neighbour 3 back.
    try h.carousel.scrollToItem(at: 1, animated: true, at: h.now)
    h.now += .milliseconds(50)
    try h.carousel.scrollToItem(at: 4, animated: true, at: h.now)
    h.settle()
    // Toward 7, then back to 4: the right slot cannot get its neighbour 5 back.
    try h.carousel.scrollToItem(at: 7, animated: true, at: h.now)
    h.now += .milliseconds(50)
    try h.carousel.scrollToItem(at: 4, animated: true, at: h.now)
    h.settle()
    #expect(h.items == [nil, 4, nil])
    // A drag of 2.57 pages toward item 3 asks for it again and meets the rubber band.
    h.dataSource.resetLog()
    h.now += CarouselCore.neighbourRetryDelay
    h.begin()
    h.move(pages: -2.57, over: 0.01)
    #expect(h.dataSource.requests.map(\.item).contains(3))
    #expect(h.carousel.currentIndex == 4)
    h.release(velocity: 0)
    h.settle()
    // Once the data source recovers, the drag lands on 3.
    h.dataSource.failingItems = []
    h.now += CarouselCore.neighbourRetryDelay
    h.swipe(pages: -1)
    h.settle()
    #expect(h.carousel.currentIndex == 3)
    #expect(h.items == [2, 3, 4])
  }

  @Test("A failed shift that ends the motion within a frame lets time go on to a due step")
  func failedShiftThenDueStep() throws {
    let geometry = try CarouselGeometry(viewportLength: 400, itemLength: 300, spacing: 40)
    let h = Harness(count: 5, geometry: geometry)
    try h.carousel.setPhysics(
      ScrollPhysics(settleDuration: Duration(secondsComponent: 0, attosecondsComponent: 1)))
    try h.carousel.startAutoplay(interval: .milliseconds(10), at: .zero)
    h.dataSource.failingItems = Set(0..<5)
    h.carousel.advance(to: .milliseconds(20))
    h.carousel.advance(to: .milliseconds(300))
    h.check()
    // Everything due by 300 ms has happened: the deadline is not in the past, and the same
    // time again changes nothing.
    let deadline = try #require(h.carousel.nextDeadline)
    #expect(deadline >= h.carousel.currentTime)
    let phase = h.carousel.phase
    let position = h.carousel.pagePosition
    h.carousel.advance(to: .milliseconds(300))
    #expect(h.carousel.phase == phase)
    #expect(h.carousel.pagePosition == position)
  }

  /// A cell whose `deinit` calls back into its carousel.
  final class CallingBackCell: CarouselCell {
    var onDeinit: (() -> Void)?
    deinit { onDeinit?() }
  }

  final class CallingBackSource: CarouselDataSource {
    var deinits = 0
    func numberOfItems(in carousel: Carousel) -> Int { 5 }
    func carousel(_ carousel: Carousel, cellForItemAt index: Int, in slot: SlotPosition)
      throws(CarouselError) -> CarouselCell
    {
      let cell = try carousel.dequeueReusableCell(withIdentifier: "a", as: CallingBackCell.self)
      cell.onDeinit = { [weak self, weak carousel] in
        self?.deinits += 1
        guard let carousel else { return }
        carousel.advance(to: carousel.currentTime)
        try? carousel.reloadData()
      }
      return cell
    }
  }

  @Test("A cell whose deinit calls the carousel is freed once (this crashed in release)")
  func cellDeinitCallsBack() throws {
    let carousel = Carousel()
    let source = CallingBackSource()
    carousel.register(CallingBackCell.self, forReuseIdentifier: "a")
    carousel.dataSource = source
    try carousel.reloadData()
    try carousel.reloadData()
    #expect(carousel.numberOfIdleCells == 3)
    // Registering another class retires the idle cells and frees them at once.
    final class OtherCell: CarouselCell {}
    carousel.register(OtherCell.self, forReuseIdentifier: "a")
    #expect(source.deinits == 3)
    #expect(carousel.invariantViolations().isEmpty)
  }
}
