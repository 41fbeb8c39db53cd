import Testing

@testable import LoopCarousel

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

  /// A carousel resting on item 1 with its right side empty: item 2 failed, and the data
  /// source has recovered since, past the retry back-off.
  static func restingBeforeRecoveredFailure() -> Harness {
    let h = Harness(count: 5)
    h.dataSource.failingItems = [2]
    h.swipe(pages: 0.8)
    h.settle()
    h.dataSource.failingItems = []
    h.now += CarouselCore.neighbourRetryDelay
    h.dataSource.resetLog()
    _ = h.delegate.take()
    return h
  }

  @Test("A wheel notch toward a temporary end is consumed and asks for the cell again")
  func notchRetriesTemporaryEnd() throws {
    let h = Self.restingBeforeRecoveredFailure()
    #expect(h.carousel.currentIndex == 1 && h.carousel.slot(.right) == nil)
    #expect(try h.carousel.scrollWheel(delta: 5, phase: .discrete, at: h.now))
    #expect(h.dataSource.requests.map(\.item).contains(2))
    h.settle()
    #expect(h.carousel.currentIndex == 2)
  }

  @Test("A trackpad scroll toward a temporary end is consumed and asks for the cell again")
  func trackpadRetriesTemporaryEnd() throws {
    let h = Self.restingBeforeRecoveredFailure()
    #expect(try h.carousel.scrollWheel(delta: 5, phase: .began, at: h.now))
    #expect(h.dataSource.requests.map(\.item) == [2])
    h.now += .milliseconds(16)
    #expect(try h.carousel.scrollWheel(delta: 200, phase: .changed, at: h.now))
    h.now += .milliseconds(16)
    #expect(try h.carousel.scrollWheel(delta: 0, phase: .ended, at: h.now))
    h.settle()
    #expect(h.carousel.currentIndex == 2)
  }

  @Test("At a real end of a finite carousel the wheel and the trackpad are still not consumed")
  func realEndPasses() throws {
    let h = Harness(count: 3, wraps: false)
    try h.carousel.scrollToItem(at: 2, animated: false, at: h.now)
    #expect(try !h.carousel.scrollWheel(delta: 5, phase: .discrete, at: h.now))
    #expect(try !h.carousel.scrollWheel(delta: 5, phase: .began, at: h.now))
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
    #expect(h.delegate.take().compactMap(\.failureCode).contains(.cellNotDequeued))
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
}

extension FailingNeighbourTests {
  @Test("A step of time that carries a settle past a failing neighbour stops it at that end")
  func bigStepPastFailure() throws {
    let h = Harness(count: 9, physics: ScrollPhysics(pagesPerFling: 2))
    // A fling two items on: the settle runs through item 1, whose neighbour 2 the data
    // source fails to make once it is under way.
    h.swipe(pages: 0.3, velocity: 20)
    #expect(h.carousel.targetIndex == 2)
    h.dataSource.failingItems = [2]
    h.now += .seconds(1)
    h.carousel.advance(to: h.now)
    h.check()
    #expect(h.carousel.currentIndex == 1)
    #expect(h.carousel.pagePosition <= 0.5)
    h.settle()
    #expect(h.carousel.currentIndex == 1)
    #expect(h.carousel.pagePosition == 0)
  }
}

extension FailingNeighbourTests {
  @Test("A second touch during a drag asks for nothing: the drag keeps its ends, with no jump")
  func secondTouchDuringDrag() throws {
    let h = Harness(count: 5)
    h.dataSource.failingItems = [2]
    h.swipe(pages: 0.8)
    h.settle()
    #expect(h.items == [0, 1, nil])
    // Within the back-off the drag asks for nothing and is held at the temporary end.
    h.begin()
    h.move(pages: 1.5)
    let held = h.carousel.pagePosition
    #expect(held > 0 && held < 1)
    // Healed and past the back-off, a second touch during the drag still asks for nothing.
    h.dataSource.failingItems = []
    h.now += CarouselCore.neighbourRetryDelay
    h.dataSource.resetLog()
    try h.carousel.beginDragging(at: h.now)
    #expect(h.dataSource.requests.isEmpty)
    h.move(pages: 0.01, from: 1.5)
    #expect(abs(h.carousel.pagePosition - held) < 0.05)
    #expect(h.carousel.currentIndex == 1)
  }
}
