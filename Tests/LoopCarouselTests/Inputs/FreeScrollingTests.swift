import Testing

@testable import LoopCarousel

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
    #expect(events.last == .didSettleOnItem(expected))
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

  @Test("a free rest is centred by focusing its item, Home, or a notch toward the end")
  func centresAFreeRest() throws {
    for action in ["focus", "home", "notch"] {
      let harness = Harness(
        count: 5, wraps: false, physics: ScrollPhysics(releaseBehavior: .free))
      harness.begin()
      harness.move(pages: 0.4)
      harness.release(velocity: 0)
      harness.settle()
      #expect(abs(harness.carousel.pagePosition - 0.4) < 1e-9)
      let carousel = harness.carousel
      switch action {
      case "focus": try carousel.setFocusedItem(0, at: harness.now)
      case "home": #expect(try carousel.handleKey(.home, at: harness.now))
      default: #expect(try carousel.scrollWheel(delta: -5, phase: .discrete, at: harness.now))
      }
      harness.settle()
      #expect(carousel.pagePosition == 0, "\(action) centres the item")
      #expect(carousel.currentIndex == 0)
    }
  }

  @Test("setWraps(false) settles a free rest the new end left outside")
  func freeRestInsideNewEnds() throws {
    let harness = Harness(count: 5, physics: ScrollPhysics(releaseBehavior: .free))
    harness.begin()
    harness.move(pages: -0.3)
    harness.release(velocity: 0)
    harness.settle()
    #expect(harness.carousel.pagePosition < 0)
    try harness.carousel.setWraps(false)
    harness.settle()
    #expect(harness.carousel.pagePosition == 0)
    #expect(harness.carousel.currentIndex == 0)
  }

  @Test("contentOffset at a rest between items is within half a page of pageLength, as documented")
  func offsetAtFreeRest() throws {
    var physics = ScrollPhysics()
    physics.releaseBehavior = .free
    let h = Harness(count: 9, physics: physics)
    h.swipe(pages: 0.3, velocity: 0)
    h.settle()
    let offset = h.carousel.contentOffset
    #expect(offset != h.pageLength)
    #expect(abs(offset - h.pageLength) <= h.pageLength / 2)
    #expect(abs(h.carousel.pagePosition) <= 0.5)

    let ticking = Harness(count: 9)
    try ticking.carousel.startTicker(speed: 37, at: ticking.now)
    ticking.wait(1.3)
    try ticking.carousel.setPointerInside(true, at: ticking.now)  // a hover stops it in place
    #expect(ticking.carousel.phase == .idle)
    #expect(abs(ticking.carousel.contentOffset - ticking.pageLength) <= ticking.pageLength / 2)
  }
}
