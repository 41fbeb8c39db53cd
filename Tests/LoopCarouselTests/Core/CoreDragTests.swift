import Testing

@testable import LoopCarousel

@Suite("CarouselCore: a drag follows the finger and its release settles")
struct CoreDragTests {
  @Test("beginDrag(at:into:) starts a drag from the position, and posts willBeginDragging")
  func beginDrag() {
    var core = CoreState(5, on: 0, Slots(4, 0, 1), at: 0.25).core
    core.startAutoplay(interval: .seconds(3), direction: .forward, endBehavior: .rewind)
    let events = EventLog()
    core.beginDrag(at: .seconds(1), into: &events.queue)
    #expect(core.motion == .dragging(Drag(anchor: 0.25, translation: 0, start: 0.25)))
    #expect(core.autoplay.deadline == nil)
    #expect(events.drain() == [.willBeginDragging])
    // A second touch while dragging does nothing.
    core.beginDrag(at: .seconds(2), into: &events.queue)
    #expect(events.drain().isEmpty)
  }

  @Test("moveDrag(translation:at:into:) moves a page per page length, resisted past an end")
  func moveDrag() {
    var core = CoreState(5, wraps: false, on: 4, Slots(3, 4, nil)).core
    let events = EventLog()
    core.beginDrag(at: .zero, into: &events.queue)
    _ = events.drain()
    // Inside the shift threshold: no shift is due.
    #expect(core.moveDrag(translation: -80, at: .milliseconds(10), into: &events.queue) == .done)
    #expect(core.position == -0.25)
    #expect(events.drain() == [.didScroll])
    #expect(core.moveDrag(translation: 160, at: .milliseconds(20), into: &events.queue) == .done)
    #expect(core.position > 0)
    #expect(core.position < 0.5)
    #expect(events.drain() == [.didScroll])
    // The same translation again moves nothing and posts nothing.
    let position = core.position
    #expect(core.moveDrag(translation: 160, at: .milliseconds(30), into: &events.queue) == .done)
    #expect(core.position == position)
    #expect(events.drain().isEmpty)
    #expect(core.sequence == nil)
  }

  @Test("moveDrag(translation:at:into:) past the shift threshold hands out the page turn")
  func moveDragPastTheThreshold() {
    var core = CoreState(5, on: 0, Slots(4, 0, 1)).core
    let events = EventLog()
    core.beginDrag(at: .zero, into: &events.queue)
    _ = events.drain()
    // The standard geometry shifts once a side slot is centred.
    let pastAPage = core.geometry.pageLength * 1.01
    let step = core.moveDrag(translation: pastAPage, at: .milliseconds(10), into: &events.queue)
    #expect(step == .carryOut(core.strip.turn(.forward, in: core.ring)))
    #expect(core.sequence == .shifting(arrived: nil, jumped: false, whole: false))
    // The owner carries the turn out; no other shift is due, and the drag goes on.
    if case .carryOut(let turn) = step { core.apply(turn, into: &events.queue) }
    #expect(core.resume(.carriedOut(failures: Slots()), into: &events.queue) == .done)
    #expect(core.current == 1)
    #expect(core.isDragging)
    #expect(core.sequence == nil)
  }

  struct Release: CustomTestStringConvertible, Sendable {
    var name: String
    var state: CoreState
    /// Points per second, in screen terms.
    var velocity: Double
    var target: Double
    var willSettle: Bool = true
    var testDescription: String { "\(name): \(velocity) pt/s from \(state.position) to \(target)" }
  }

  @Test(
    "endDrag(at:velocity:into:) flicks a page, or settles on the nearest slot",
    arguments: [
      Release(
        name: "a flick forward", state: CoreState(5, on: 0, Slots(4, 0, 1), at: 0.1),
        velocity: 400, target: 1),
      Release(
        name: "a flick backward", state: CoreState(5, on: 0, Slots(4, 0, 1), at: -0.1),
        velocity: -400, target: -1),
      Release(
        name: "a slow release near the middle",
        state: CoreState(5, on: 0, Slots(4, 0, 1), at: 0.1), velocity: 100, target: 0),
      Release(
        name: "a slow release past half a page",
        state: CoreState(5, on: 0, Slots(4, 0, 1), at: 0.6), velocity: 0, target: 1),
      Release(
        name: "a slow release past half a page backward",
        state: CoreState(5, on: 0, Slots(4, 0, 1), at: -0.6), velocity: -100, target: -1),
      Release(
        name: "just under the flick speed",
        state: CoreState(5, on: 0, Slots(4, 0, 1), at: 0.4), velocity: 299, target: 0),
      Release(
        name: "a flick against the drag goes back",
        state: CoreState(5, on: 0, Slots(4, 0, 1), at: 0.6), velocity: -400, target: 0),
      Release(
        name: "a flick past the last item stays",
        state: CoreState(5, wraps: false, on: 4, Slots(3, 4, nil), at: 0.2), velocity: 400,
        target: 0),
      Release(
        name: "a flick before the first item stays",
        state: CoreState(5, wraps: false, on: 0, Slots(nil, 0, 1), at: -0.3),
        velocity: -1000, target: 0),
      Release(
        name: "right to left: a flick to the left is forward",
        state: CoreState(5, on: 0, Slots(4, 0, 1), at: 0.1, geometry: .rightToLeft),
        velocity: -400, target: 1),
    ])
  func endDrag(_ c: Release) throws {
    var core = c.state.core(
      motion: .dragging(Drag(anchor: 0, translation: c.state.position * 320, start: 0)))
    let events = EventLog()
    let result = core.endDrag(at: .milliseconds(500), velocity: c.velocity, into: &events.queue)
    #expect(result == .animating)
    // The settle heads for the slot the table gives at the target page.
    let item = try #require(
      c.target == 0 ? core.current : core.strip.items[.side(Direction(of: c.target))])
    #expect(events.drain() == [.didEndDragging(willSettle: c.willSettle), .willSettleOnItem(item)])
    guard case .settling(let animation) = core.motion else {
      Issue.record("the motion is \(core.motion), not settling")
      return
    }
    #expect(animation.to == c.target)
    #expect(animation.from == c.state.position)
    #expect(animation.start == .milliseconds(500))
    #expect(animation.origin == .gesture)
    #expect(core.now == .milliseconds(500))
  }

  @Test("endDrag(at:velocity:into:) on the target arrives at once; without a drag does nothing")
  func endDragAtTarget() {
    var core = CoreState(5, on: 0, Slots(4, 0, 1)).core
    let events = EventLog()
    let withoutDrag = core.endDrag(at: .zero, velocity: 1000, into: &events.queue)
    #expect(withoutDrag == nil)
    #expect(events.drain().isEmpty)
    core.beginDrag(at: .zero, into: &events.queue)
    #expect(core.motion == .dragging(Drag(anchor: 0, translation: 0, start: 0)))
    #expect(events.drain() == [.willBeginDragging])
    let onTarget = core.endDrag(at: .zero, velocity: 0, into: &events.queue)
    #expect(onTarget == .arrived(.gesture))
    #expect(core.motion == .idle)
    #expect(events.drain() == [.didEndDragging(willSettle: true), .willSettleOnItem(0)])
  }
}
