import Testing

@testable import LoopCarousel

@Suite("Focus and hover")
struct FocusHoverTests {
  @Test("focusing an item scrolls it to the centre; nil means focus left")
  func focusScrolls() throws {
    let harness = Harness(count: 8)
    harness.delegate.recordsSettle = true
    try harness.carousel.setFocusedItem(3, at: .seconds(1))
    #expect(harness.carousel.focusedItem == 3)
    harness.now = .seconds(1)
    harness.settle()
    #expect(harness.carousel.currentIndex == 3)
    #expect(
      harness.delegate.take() == [.willSettle(3), .focus(3), .didScrollToItem(3), .didSettle(3)])
    try harness.carousel.setFocusedItem(3, at: harness.now)
    #expect(harness.delegate.take().isEmpty, "the same item again changes nothing")
    try harness.carousel.setFocusedItem(nil, at: harness.now)
    #expect(harness.delegate.take() == [.focus(nil)])
    #expect(harness.carousel.focusedItem == nil)
  }

  @Test("an item outside the items is refused and changes nothing")
  func badFocus() throws {
    let harness = Harness(count: 4)
    try harness.carousel.setFocusedItem(1, at: .seconds(1))
    _ = harness.delegate.take()
    let before = ObservableState(harness.carousel)
    for bad in [-1, 4, Int.max] {
      #expect(
        (#expect(throws: CarouselError.self) {
          try harness.carousel.setFocusedItem(bad, at: .seconds(2))
        })?.code == .indexOutOfRange)
    }
    #expect(ObservableState(harness.carousel) == before)
    #expect(harness.carousel.focusedItem == 1)
    #expect(harness.delegate.take().isEmpty)
  }

  @Test("autoplay holds while focus is in or the pointer hovers, and goes on with the time left")
  func holdsAutoplay() throws {
    for hold in ["focus", "hover"] {
      let harness = Harness(count: 5)
      try harness.carousel.startAutoplay(interval: .seconds(3), at: .zero)
      harness.run(until: .seconds(1))
      func set(_ on: Bool) throws {
        if hold == "focus" {
          try harness.carousel.setFocusedItem(on ? 0 : nil, at: harness.now)
        } else {
          try harness.carousel.setPointerInside(on, at: harness.now)
        }
      }
      try set(true)
      #expect(harness.carousel.nextDeadline == nil)
      harness.wait(10)
      #expect(harness.carousel.currentIndex == 0, "\(hold) holds autoplay")
      #expect(harness.carousel.autoplayTimeRemaining == .seconds(2))
      try set(false)
      #expect(harness.carousel.nextDeadline == harness.now + .seconds(2), "\(hold): the time left")
      harness.wait(2.5)
      #expect(harness.carousel.currentIndex == 1)
    }
  }

  @Test("focus survives a reload while its item exists: by number, or by identity")
  func focusSurvivesReload() throws {
    let harness = Harness(count: 8)
    try harness.carousel.setFocusedItem(2, at: .seconds(1))
    harness.now = .seconds(1)
    harness.settle()
    _ = harness.delegate.take()
    harness.dataSource.count = 6
    try harness.carousel.reloadData()
    #expect(harness.carousel.focusedItem == 2)
    harness.dataSource.count = 2
    try harness.carousel.reloadData()
    #expect(harness.carousel.focusedItem == nil)
    #expect(harness.delegate.take().contains(.focus(nil)))
    harness.check()

    let identity = Harness(count: 8)
    identity.dataSource.setIdentity(true)
    try identity.carousel.reloadData()
    try identity.carousel.setFocusedItem(2, at: .seconds(1))
    _ = identity.delegate.take()
    identity.dataSource.insert(3, at: 0)
    try identity.carousel.reloadData()
    #expect(identity.carousel.focusedItem == 5, "the same item, three further on")
    #expect(identity.delegate.take().contains(.focus(5)))
    identity.dataSource.remove(1, at: 5)
    try identity.carousel.reloadData()
    #expect(identity.carousel.focusedItem == nil, "its item was removed")
    identity.check()
  }
}

@Suite("Free scrolling")
struct FreeScrollingTests {
  @Test(
    "a free release rests where its deceleration ends, between items; the settle events name the nearest item",
    arguments: [1.0, -1.0],
    layouts)
  func freeRests(
    _ screenSign: Double, _ layout: (CarouselOrientation, CarouselLayoutDirection)
  ) throws {
    let geometry = try layoutGeometry(layout.0, layout.1)
    // The finger moves in screen terms; right to left, that is toward the previous item.
    let sign = layout.0 == .horizontal && layout.1 == .rightToLeft ? -screenSign : screenSign
    let harness = Harness(
      count: 9, geometry: geometry, physics: ScrollPhysics(releaseBehavior: .free))
    harness.delegate.recordsSettle = true
    harness.begin()
    harness.move(pages: 0.3 * screenSign)
    // 1.3 pages a second: UIScrollView's deceleration goes 1.3 · 0.998 / 0.002 / 1000 on.
    harness.release(velocity: 1.3 * screenSign)
    harness.settle()
    let travel = 0.3 + 1.3 * 0.998 / 0.002 / 1000
    let expected = sign > 0 ? 1 : 8
    #expect(harness.carousel.currentIndex == expected)
    #expect(abs(harness.carousel.pagePosition - sign * (travel - 1)) < 1e-9)
    #expect(harness.carousel.phase == .idle)
    let events = harness.delegate.take()
    #expect(events.last == .didSettle(expected))
    #expect(events.contains(.didScrollToItem(expected)))
    // A drag from there goes on from where it rests.
    let resting = harness.carousel.pagePosition
    harness.begin()
    harness.move(pages: 0.1 * screenSign)
    #expect(abs(harness.carousel.pagePosition - resting - 0.1 * sign) < 1e-9)
    harness.check()
  }

  @Test("free-snap rests on the item nearest where the deceleration ends")
  func freeThenSnap() throws {
    let harness = Harness(count: 9, physics: ScrollPhysics(releaseBehavior: .freeThenSnap))
    harness.begin()
    harness.move(pages: 0.3)
    harness.release(velocity: 4)  // travels 0.3 + 1.996 pages: nearest is item 2
    harness.settle()
    #expect(harness.carousel.currentIndex == 2)
    #expect(harness.carousel.pagePosition == 0)
  }

  @Test("a finite carousel's ends still rubber-band and hold a free release")
  func freeEnds() throws {
    let harness = Harness(count: 3, wraps: false, physics: ScrollPhysics(releaseBehavior: .free))
    harness.begin()
    harness.move(pages: -0.4)
    #expect(harness.carousel.pagePosition > -0.4, "resisted past the end")
    harness.release(velocity: -3)
    harness.settle()
    #expect(harness.carousel.currentIndex == 0)
    #expect(harness.carousel.pagePosition == 0)
    harness.begin()
    harness.move(pages: 3)
    harness.release(velocity: 10)
    harness.settle()
    #expect(harness.carousel.currentIndex == 2)
    #expect(harness.carousel.pagePosition == 0)
  }
}

@Suite("Ticker")
struct TickerTests {
  @Test(
    "the speed is constant to the point, toward the next item whatever the layout, with one cell request per page",
    arguments: [47.0, 333.3, -120],
    layouts)
  func constantSpeed(
    _ speed: Double, _ layout: (CarouselOrientation, CarouselLayoutDirection)
  ) throws {
    let geometry = try layoutGeometry(layout.0, layout.1)
    let harness = Harness(count: 50, geometry: geometry)
    harness.dataSource.resetLog()
    try harness.carousel.startTicker(speed: speed, at: .seconds(1))
    #expect(harness.carousel.tickerSpeed == speed)
    #expect(harness.carousel.nextDeadline == .seconds(1))
    harness.now = .seconds(1)
    for frame in 1...600 {
      // Uneven frames: the position is a function of time alone.
      harness.now = .seconds(1) + .milliseconds(frame * 16 + frame % 3)
      harness.carousel.advance(to: harness.now)
      harness.check()
      #expect(harness.carousel.phase == .ticking)
      #expect(harness.carousel.frameSchedule == .everyFrame)
      let elapsed = Double((frame * 16 + frame % 3)) / 1000
      // The pages passed (one cell request each) and the position, in points.
      let pages = Double(harness.dataSource.requests.count) * (speed > 0 ? 1 : -1)
      let travelled = (pages + harness.carousel.pagePosition) * harness.pageLength
      #expect(abs(travelled - speed * elapsed) < 1e-6)
    }
  }

  @Test("a drag holds it; it moves again resumeDelay after the release settles")
  func dragHolds() throws {
    let harness = Harness(count: 20)
    try harness.carousel.startTicker(speed: 100, resumeDelay: .seconds(2), at: .zero)
    harness.wait(0.5)
    harness.begin()
    #expect(harness.carousel.phase == .dragging)
    harness.move(pages: 0.1)
    harness.release()
    harness.settle()
    // It landed during the last frame; the ticker is due two seconds after that.
    let settledAt = harness.now
    let due = try #require(harness.carousel.nextDeadline)
    #expect(due > settledAt + .seconds(2) - Harness.frame && due <= settledAt + .seconds(2))
    #expect(harness.carousel.frameSchedule == .wake(at: due))
    harness.wait(1.9)
    #expect(harness.carousel.phase == .idle)
    harness.wait(0.2)
    #expect(harness.carousel.phase == .ticking)
  }

  @Test("hover, focus and going off screen stop it in place, between items")
  func holdsStopInPlace() throws {
    let harness = Harness(count: 20)
    harness.delegate.recordsSettle = true
    try harness.carousel.startTicker(speed: 100, resumeDelay: .seconds(1), at: .zero)
    harness.wait(1)
    let position = harness.carousel.pagePosition
    #expect(abs(position - 100.0 / 320) < 1e-9)
    try harness.carousel.setPointerInside(true, at: harness.now)
    #expect(harness.carousel.phase == .idle)
    #expect(harness.carousel.pagePosition == position)
    #expect(harness.carousel.nextDeadline == nil)
    #expect(harness.delegate.take().suffix(1) == [.didSettle(0)])
    harness.wait(5)
    #expect(harness.carousel.pagePosition == position)
    try harness.carousel.setPointerInside(false, at: harness.now)
    #expect(harness.carousel.nextDeadline == harness.now + .seconds(1))
    harness.wait(1.5)
    #expect(abs(harness.carousel.pagePosition - position - 50.0 / 320) < 1e-9)
    try harness.carousel.setOnScreen(false, at: harness.now)
    #expect(harness.carousel.phase == .idle)
    #expect(harness.carousel.frameSchedule == .idle)
  }

  @Test("it stops, and turns off, at the end of a finite carousel", arguments: [200.0, -200.0])
  func stopsAtEnd(_ speed: Double) throws {
    let harness = Harness(count: 4, wraps: false)
    harness.delegate.recordsSettle = true
    if speed < 0 { try harness.carousel.scrollToItem(at: 3, animated: false, at: .zero) }
    _ = harness.delegate.take()
    try harness.carousel.startTicker(speed: speed, at: .zero)
    harness.wait(10)
    let end = speed > 0 ? 3 : 0
    // The pages it passed are not settles: only the stop at the end is.
    #expect(harness.delegate.take() == [.willSettle(end), .didScrollToItem(end), .didSettle(end)])
    #expect(harness.carousel.currentIndex == (speed > 0 ? 3 : 0))
    #expect(harness.carousel.pagePosition == 0)
    #expect(harness.carousel.tickerSpeed == nil)
    #expect(harness.carousel.phase == .idle)
    #expect(harness.carousel.nextDeadline == nil)
  }

  @Test("it never moves under Reduce Motion, and stops at the next frame when it comes on")
  func reduceMotion() throws {
    let harness = Harness(count: 10)
    harness.carousel.reducesMotion = true
    try harness.carousel.startTicker(speed: 100, at: .zero)
    #expect(harness.carousel.nextDeadline == nil)
    harness.wait(2)
    #expect(harness.carousel.pagePosition == 0)
    harness.carousel.reducesMotion = false
    harness.carousel.advance(to: harness.now)
    #expect(harness.carousel.phase == .ticking)
    harness.wait(0.5)
    harness.carousel.reducesMotion = true
    let position = harness.carousel.pagePosition
    harness.wait(1)
    #expect(harness.carousel.phase == .idle)
    #expect(harness.carousel.pagePosition == position, "it stopped where the last frame left it")
  }

  @Test("stopTicker rests on the nearest item, or in place with free physics; autoplay goes on")
  func stop() throws {
    let harness = Harness(count: 10)
    try harness.carousel.startAutoplay(interval: .seconds(3), at: .zero)
    try harness.carousel.startTicker(speed: 100, at: .zero)
    harness.wait(2)
    #expect(harness.carousel.currentIndex == 0, "autoplay holds while the ticker is on")
    try harness.carousel.stopTicker()
    #expect(harness.carousel.tickerSpeed == nil)
    harness.settle()
    #expect(harness.carousel.currentIndex == 1)
    #expect(harness.carousel.pagePosition == 0)
    #expect(harness.carousel.autoplayTimeRemaining != nil)

    let free = Harness(count: 10, physics: ScrollPhysics(releaseBehavior: .free))
    try free.carousel.startTicker(speed: 100, at: .zero)
    free.wait(1)
    try free.carousel.stopTicker()
    #expect(free.carousel.phase == .idle)
    #expect(abs(free.carousel.pagePosition - 100.0 / 320) < 1e-9)
  }

  @Test("bad speeds and delays are refused and change nothing")
  func badInput() throws {
    let harness = Harness(count: 5)
    for (speed, code) in [
      (0.0, CarouselError.Code.invalidSpeed), (.nan, .nonFiniteInput),
      (-.infinity, .nonFiniteInput),
    ] {
      #expect(
        (#expect(throws: CarouselError.self) {
          try harness.carousel.startTicker(speed: speed, at: .seconds(1))
        })?.code == code)
    }
    #expect(
      (#expect(throws: CarouselError.self) {
        try harness.carousel.startTicker(speed: 5, resumeDelay: .seconds(-1), at: .seconds(1))
      })?.code == .invalidInterval)
    #expect(harness.carousel.tickerSpeed == nil)
    #expect(harness.carousel.currentTime == .zero)
  }
}
