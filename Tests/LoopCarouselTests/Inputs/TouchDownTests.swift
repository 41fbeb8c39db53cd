import Testing

@testable import LoopCarousel

/// `touchDown(at:)` and `touchUp(at:)`: a finger resting on the content catches a motion where
/// it is, as a finger on a scroll view stops its deceleration, and holds autoplay.
@Suite("A finger touching down")
struct TouchDownTests {
  /// A carousel of five items half way through an animated scroll to the next item.
  static func settlingHarness() throws -> Harness {
    let h = Harness(count: 5)
    h.delegate.recordsSettle = true
    try h.carousel.scrollToNextItem(animated: true, at: h.now)
    h.run(until: h.time(0.1))
    #expect(h.carousel.phase == .settling)
    _ = h.delegate.take()
    return h
  }

  @Test("a touch during a settle stops the content where it is, and tells no drag")
  func catchesASettle() throws {
    let h = try Self.settlingHarness()
    let caught = h.carousel.pagePosition
    #expect(caught > 0 && caught < 1)
    try h.carousel.touchDown(at: h.now)
    h.check()
    #expect(h.carousel.phase == .dragging)
    #expect(h.delegate.take() == [.didCancelSettlingOnItem(1)])
    // Time passes with the finger down: nothing moves, and no frame is asked for.
    h.run(until: h.time(1))
    #expect(h.carousel.pagePosition == caught)
    #expect(h.carousel.frameSchedule == .idle)
    #expect(h.delegate.take() == [])
  }

  @Test("lifting without a pan settles on the nearest item, with no drag events")
  func liftSettlesOnTheNearest() throws {
    let h = try Self.settlingHarness()
    let nearest = h.carousel.pagePosition.rounded() == 1 ? 1 : 0
    try h.carousel.touchDown(at: h.now)
    _ = h.delegate.take()
    h.now += .milliseconds(200)
    try h.carousel.touchUp(at: h.now)
    h.run(until: h.time(2))
    #expect(h.carousel.phase == .idle)
    #expect(h.carousel.currentIndex == nearest)
    let heard = h.delegate.take()
    #expect(heard.contains(.willSettleOnItem(nearest)))
    #expect(heard.contains(.didSettleOnItem(nearest)))
    #expect(!heard.contains(.willBeginDragging))
    #expect(!heard.contains { if case .didEndDragging = $0 { true } else { false } })
  }

  @Test("a pan after the touch drags on from where the touch holds the content")
  func panGoesOnFromTheHold() throws {
    let h = try Self.settlingHarness()
    let caught = h.carousel.pagePosition
    try h.carousel.touchDown(at: h.now)
    _ = h.delegate.take()
    h.now += .milliseconds(50)
    try h.carousel.beginDragging(at: h.now)
    #expect(h.delegate.take() == [.willBeginDragging])
    #expect(h.carousel.pagePosition == caught)
    // A quarter page further toward the next item.
    h.now += .milliseconds(50)
    try h.carousel.updateDragging(translation: h.pageLength / 4, at: h.now)
    #expect(abs(h.carousel.pagePosition - (caught + 0.25)) < 1e-9)
    // The touch ends as the pan takes over (a recognizer cancels the view's touches): the
    // drag goes on.
    try h.carousel.touchUp(at: h.now)
    #expect(h.carousel.phase == .dragging)
    h.release(velocity: 0)
    h.run(until: h.time(3))
    #expect(h.carousel.currentIndex == 1)
    #expect(h.delegate.take().filter { $0 == .willBeginDragging }.count == 0)
  }

  @Test("a finger resting on content at rest holds autoplay until it lifts")
  func holdsAutoplay() throws {
    let h = Harness(count: 5)
    try h.carousel.startAutoplay(interval: .seconds(1), at: h.now)
    h.run(until: h.time(0.5))
    try h.carousel.touchDown(at: h.now)
    #expect(h.carousel.phase == .idle)
    // Well past the interval: no step while the finger rests.
    h.run(until: h.time(5))
    #expect(h.carousel.currentIndex == 0)
    #expect(h.carousel.phase == .idle)
    try h.carousel.touchUp(at: h.now)
    // The countdown goes on with the half second it had left.
    h.run(until: h.time(5.4))
    #expect(h.carousel.phase == .idle)
    h.run(until: h.time(5.6))
    #expect(h.carousel.phase == .settling)
  }

  @Test("a finger on an autoplay step catches it, and the countdown waits for the lift")
  func catchesAnAutoplayStep() throws {
    let h = Harness(count: 5)
    try h.carousel.startAutoplay(interval: .seconds(1), at: h.now)
    h.run(until: h.time(1.1))
    #expect(h.carousel.phase == .settling)
    try h.carousel.touchDown(at: h.now)
    let caught = h.carousel.pagePosition
    h.run(until: h.time(4))
    #expect(h.carousel.pagePosition == caught)
    try h.carousel.touchUp(at: h.now)
    h.run(until: h.time(4.6))
    #expect(h.carousel.phase == .idle)
    #expect(h.carousel.currentIndex == (caught < 0.5 ? 0 : 1))
  }

  @Test("a tap while a touch holds a caught motion selects nothing")
  func tapOnAHoldSelectsNothing() throws {
    let h = try Self.settlingHarness()
    try h.carousel.touchDown(at: h.now)
    let width = h.carousel.geometry.viewportLength
    let selected = try h.carousel.selectItem(atX: width / 2, y: 1, at: h.now)
    #expect(selected == nil)
    #expect(!h.delegate.take().contains { if case .didSelectItem = $0 { true } else { false } })
  }

  @Test("a tap on content at rest with a finger down selects as usual")
  func tapAtRestSelects() throws {
    let h = Harness(count: 5)
    try h.carousel.touchDown(at: h.now)
    let width = h.carousel.geometry.viewportLength
    #expect(try h.carousel.selectItem(atX: width / 2, y: 1, at: h.now) == 0)
    try h.carousel.touchUp(at: h.now)
    #expect(h.carousel.phase == .idle)
  }

  @Test("no items, a drag under way, a second touch, or a lift with no touch: nothing happens")
  func documentedNoOps() throws {
    let empty = Harness(count: 0)
    try empty.carousel.touchDown(at: empty.now)
    #expect(empty.carousel.phase == .idle)
    try empty.carousel.touchUp(at: empty.now)

    let h = Harness(count: 5)
    try h.carousel.touchUp(at: h.now)
    #expect(h.delegate.take() == [])
    h.begin()
    h.move(pages: 0.2)
    let during = ObservableState(h.carousel)
    try h.carousel.touchDown(at: h.now)
    try h.carousel.touchUp(at: h.now)
    #expect(ObservableState(h.carousel) == during)
    #expect(h.carousel.phase == .dragging)

    let held = try Self.settlingHarness()
    try held.carousel.touchDown(at: held.now)
    let first = ObservableState(held.carousel)
    try held.carousel.touchDown(at: held.now)
    #expect(ObservableState(held.carousel) == first)
  }

  @Test("a reload to no items while a touch holds a motion ends it with no drag event")
  func reloadToNothingEndsTheHold() throws {
    let h = try Self.settlingHarness()
    try h.carousel.touchDown(at: h.now)
    _ = h.delegate.take()
    h.dataSource.count = 0
    try h.carousel.reloadData()
    #expect(h.carousel.phase == .idle)
    #expect(!h.delegate.take().contains { if case .didEndDragging = $0 { true } else { false } })
    // The next touch starts afresh.
    h.dataSource.count = 5
    try h.carousel.reloadData()
    try h.carousel.touchDown(at: h.now)
    try h.carousel.touchUp(at: h.now)
    #expect(h.carousel.phase == .idle)
  }

  @Test("a touch and its lift with a time earlier than one given throw, changing nothing")
  func timeWentBackwards() throws {
    let h = try Self.settlingHarness()
    let before = ObservableState(h.carousel)
    #expect(throws: CarouselError.self) { try h.carousel.touchDown(at: .zero) }
    #expect(ObservableState(h.carousel) == before)
    try h.carousel.touchDown(at: h.now)
    let holding = ObservableState(h.carousel)
    #expect(throws: CarouselError.self) { try h.carousel.touchUp(at: .zero) }
    #expect(ObservableState(h.carousel) == holding)
  }
}
