import Testing

@testable import LoopCarousel

/// `pan(_:translationX:translationY:velocityX:velocityY:at:)` against the drag calls it stands
/// for: the same inputs, as a recognizer gives them, must leave a twin carousel driven by hand
/// in the very same state, with the very same events.
@Suite("Pan gestures in view coordinates")
struct PanGestureTests {
  /// Two carousels with the same geometry: one fed pans, one fed drag calls.
  struct Twins {
    let panned: Harness
    let dragged: Harness

    init(_ geometry: CarouselGeometry = .standard) {
      panned = Harness(count: 5, geometry: geometry)
      dragged = Harness(count: 5, geometry: geometry)
      for harness in [panned, dragged] {
        harness.delegate.recordsDisplay = true
        harness.delegate.recordsSettle = true
      }
    }

    /// Runs both to rest, then compares everything a host can see.
    func expectSame(sourceLocation: SourceLocation = #_sourceLocation) {
      for harness in [panned, dragged] {
        harness.now += .seconds(2)
        harness.carousel.advance(to: harness.now)
        harness.check(sourceLocation: sourceLocation)
      }
      // The cells are different objects in the two carousels; everything else is the same.
      var (a, b) = (ObservableState(panned.carousel), ObservableState(dragged.carousel))
      (a.cells, b.cells) = ([], [])
      #expect(a == b, sourceLocation: sourceLocation)
      #expect(panned.delegate.events == dragged.delegate.events, sourceLocation: sourceLocation)
    }
  }

  @Test(
    "a finger moving left (up when vertical) drags toward the next item, from where the pan began",
    arguments: [
      (CarouselOrientation.horizontal, CarouselLayoutDirection.leftToRight),
      (.horizontal, .rightToLeft), (.vertical, .leftToRight),
    ])
  func followsTheFinger(_ orientation: CarouselOrientation, _ direction: CarouselLayoutDirection)
    throws
  {
    let geometry = try CarouselGeometry(
      viewportLength: 320, orientation: orientation, layoutDirection: direction)
    let twins = Twins(geometry)
    let vertical = geometry.orientation == .vertical
    // The recognizer began 12 points from the touch; the finger then moves 150 more.
    func report(_ phase: PanGesturePhase, along: Double, velocity: Double? = nil, at t: Double)
      throws
    {
      // The other axis's numbers must be ignored: give them something large.
      try twins.panned.carousel.pan(
        phase, translationX: vertical ? 999 : along, translationY: vertical ? along : -999,
        velocityX: vertical ? 5_000 : velocity, velocityY: vertical ? velocity : -5_000,
        at: .seconds(t))
    }
    try report(.began, along: -12, at: 1)
    #expect(twins.panned.carousel.pagePosition == 0, "no jump when the pan begins")
    try report(.changed, along: -62, at: 1.05)
    // 50 points past where the pan began, toward the next item (the previous, mirrored).
    let mirrored = geometry.layoutDirection == .rightToLeft && !vertical
    #expect(abs(twins.panned.carousel.pagePosition - (mirrored ? -50 : 50) / 320) < 1e-12)
    try report(.changed, along: -162, at: 1.1)
    try report(.ended, along: -170, velocity: -900, at: 1.12)

    let hand = twins.dragged.carousel
    try hand.beginDragging(at: .seconds(1))
    try hand.updateDragging(translation: 50, at: .seconds(1.05))
    try hand.updateDragging(translation: 150, at: .seconds(1.1))
    try hand.updateDragging(translation: 158, at: .seconds(1.12))
    try hand.endDragging(at: .seconds(1.12), velocity: 900)
    twins.expectSame()
    // Right to left, the same finger goes to the previous item: the carousel mirrors it.
    #expect(twins.panned.carousel.currentIndex == (mirrored ? 4 : 1))
  }

  @Test("an end without a velocity lets the carousel estimate one from the moves")
  func estimatedVelocity() throws {
    let twins = Twins()
    let pan = twins.panned.carousel
    try pan.pan(.began, translationX: 0, translationY: 0, at: .seconds(1))
    for step in 1...5 {
      let t = 1 + Double(step) * 0.016
      try pan.pan(.changed, translationX: -Double(step) * 20, translationY: 0, at: .seconds(t))
    }
    try pan.pan(.ended, translationX: -100, translationY: 0, at: .seconds(1.08))

    let hand = twins.dragged.carousel
    try hand.beginDragging(at: .seconds(1))
    for step in 1...5 {
      let t = 1 + Double(step) * 0.016
      try hand.updateDragging(translation: Double(step) * 20, at: .seconds(t))
    }
    try hand.updateDragging(translation: 100, at: .seconds(1.08))
    try hand.endDragging(at: .seconds(1.08))
    twins.expectSame()
    #expect(twins.panned.carousel.currentIndex == 1, "a 1,250 points/s flick turns the page")
  }

  @Test("a cancelled pan settles on the nearest item without a fling")
  func cancelled() throws {
    let twins = Twins()
    let pan = twins.panned.carousel
    try pan.pan(.began, translationX: 0, translationY: 0, at: .seconds(1))
    try pan.pan(.changed, translationX: -100, translationY: 0, at: .seconds(1.02))
    try pan.pan(.cancelled, translationX: -100, translationY: 0, at: .seconds(1.03))

    let hand = twins.dragged.carousel
    try hand.beginDragging(at: .seconds(1))
    try hand.updateDragging(translation: 100, at: .seconds(1.02))
    try hand.endDragging(at: .seconds(1.03), velocity: 0)
    twins.expectSame()
    #expect(twins.panned.carousel.currentIndex == 0, "a third of a page, no fling: back")
  }

  @Test("moves and ends without a pan in progress do nothing")
  func withoutBegin() throws {
    let harness = Harness(count: 5)
    let before = ObservableState(harness.carousel)
    for phase in [PanGesturePhase.changed, .ended, .cancelled] {
      try harness.carousel.pan(
        phase, translationX: -120, translationY: 0, velocityX: -2_000, at: .seconds(1))
    }
    #expect(ObservableState(harness.carousel) == before)
    #expect(harness.delegate.events.isEmpty)
  }

  @Test(
    "a translation or velocity that is not finite throws and changes nothing",
    arguments: [
      (Double.nan, 0.0, 0.0, 0.0), (0, .infinity, 0, 0), (0, 0, -.infinity, 0), (0, 0, 0, .nan),
    ])
  func nonFinite(_ values: (Double, Double, Double, Double)) throws {
    let harness = Harness(count: 5)
    try harness.carousel.pan(.began, translationX: 0, translationY: 0, at: .seconds(1))
    try harness.carousel.pan(.changed, translationX: -40, translationY: 0, at: .seconds(1.01))
    let before = ObservableState(harness.carousel)
    let eventCount = harness.delegate.events.count
    for phase in PanGesturePhase.allCases {
      let error = #expect(throws: CarouselError.self) {
        try harness.carousel.pan(
          phase, translationX: values.0, translationY: values.1, velocityX: values.2,
          velocityY: values.3, at: .seconds(1.02))
      }
      #expect(error?.code == .nonFiniteInput)
    }
    #expect(ObservableState(harness.carousel) == before)
    #expect(harness.delegate.events.count == eventCount)
    harness.check()
  }

  @Test("a recognizer's state maps by its raw value, shared by UIKit and AppKit")
  func recognizerStates() {
    let phases = (-1...7).map { PanGesturePhase(recognizerState: $0) }
    #expect(phases == [nil, nil, .began, .changed, .ended, .cancelled, .cancelled, nil, nil])
  }

  @Test("a second began during a pan changes nothing: moves still count from the first")
  func secondBegan() throws {
    let h = Harness(count: 5)
    try h.carousel.pan(.began, translationX: -10, translationY: 0, at: .seconds(1))
    try h.carousel.pan(.changed, translationX: -42, translationY: 0, at: .seconds(1.01))
    try h.carousel.pan(.began, translationX: -42, translationY: 0, at: .seconds(1.02))
    try h.carousel.pan(.changed, translationX: -74, translationY: 0, at: .seconds(1.03))
    #expect(abs(h.carousel.pagePosition - 64.0 / 320) < 1e-12)
    h.check()
  }

  /// A delegate that, at the first `didScroll`, uses up all but `spare` of the calls a
  /// delivery allows with moves of the pan, then ends it.
  final class PanEnder: CarouselDelegate {
    let spare: Int
    var ended: Result<Void, CarouselError>?
    var before: (position: Double, phase: CarouselPhase)?
    var after: (position: Double, phase: CarouselPhase)?

    init(spare: Int) { self.spare = spare }

    func carouselDidScroll(_ carousel: Carousel) {
      guard ended == nil else { return }
      let time = carousel.currentTime
      for step in 0..<(Carousel.callsPerDelivery - spare) {
        try? carousel.pan(
          .changed, translationX: -Double(step % 7), translationY: 0, at: time)
      }
      before = (carousel.pagePosition, carousel.phase)
      do {
        try carousel.pan(.ended, translationX: -120, translationY: 0, velocityX: 0, at: time)
        ended = .success(())
      } catch {
        ended = .failure(error)
      }
      after = (carousel.pagePosition, carousel.phase)
    }
  }

  @Test(
    "pan(.ended) from a callback is all or nothing at the call limit: its move is refused with its release",
    arguments: [0, 1, 2])
  func endedIsOneCall(spare: Int) throws {
    let harness = Harness(count: 5)
    let ender = PanEnder(spare: spare)
    try harness.carousel.pan(.began, translationX: 0, translationY: 0, at: harness.now)
    harness.carousel.delegate = ender
    try harness.carousel.pan(.changed, translationX: -10, translationY: 0, at: harness.now)
    let (before, after) = try #require(ender.before.flatMap { b in ender.after.map { (b, $0) } })
    switch try #require(ender.ended) {
    case .success:
      #expect(after.phase != .dragging)
    case .failure(let error):
      #expect(error.code == .reentrantCall)
      #expect(after.position == before.position && after.phase == before.phase)
    }
    // With a call to spare, the pan ends.
    #expect((try? ender.ended?.get()) != nil || spare == 0)
    harness.check()
  }
}
