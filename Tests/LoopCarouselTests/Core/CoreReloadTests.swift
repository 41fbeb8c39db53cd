import Testing

@testable import LoopCarousel

@Suite("CarouselCore: reloading keeps the item in view")
struct CoreReloadTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var state: CoreState
    var newCount: Int
    var current: Int
    var pages: Double
    /// The slots asked for, in order, with the items they receive.
    var requests: [(SlotPosition, Int)]
    var testDescription: String { "\(name): \(state) reloaded to \(newCount) keeps \(current)" }
  }

  @Test(
    "reload(count:) keeps the current item, clamps it, and re-bases past half a page",
    arguments: [
      Case(
        name: "more items", state: CoreState(10, on: 4, Slots(3, 4, 5)), newCount: 20,
        current: 4, pages: 0, requests: [(.middle, 4), (.left, 3), (.right, 5)]),
      Case(
        name: "fewer items, the current one gone", state: CoreState(10, on: 8, Slots(7, 8, 9)),
        newCount: 5, current: 4, pages: 0, requests: [(.middle, 4), (.left, 3), (.right, 0)]),
      Case(
        name: "fewer items, finite", state: CoreState(10, wraps: false, on: 8, Slots(7, 8, 9)),
        newCount: 5, current: 4, pages: 0, requests: [(.middle, 4), (.left, 3)]),
      Case(
        name: "past half a page forward",
        state: CoreState(10, on: 4, Slots(3, 4, 5), at: 0.6), newCount: 20, current: 5,
        pages: 1, requests: [(.middle, 5), (.left, 4), (.right, 6)]),
      Case(
        name: "past half a page backward",
        state: CoreState(10, on: 4, Slots(3, 4, 5), at: -0.7), newCount: 20, current: 3,
        pages: -1, requests: [(.middle, 3), (.left, 2), (.right, 4)]),
      Case(
        name: "exactly half a page", state: CoreState(10, on: 4, Slots(3, 4, 5), at: 0.5),
        newCount: 20, current: 4, pages: 0, requests: [(.middle, 4), (.left, 3), (.right, 5)]),
      Case(
        name: "past half a page onto the target side",
        state: CoreState(10, on: 0, Slots(9, 0, 6), target: .right, at: 0.8), newCount: 10,
        current: 6, pages: 1, requests: [(.middle, 6), (.left, 5), (.right, 7)]),
      Case(
        name: "past a finite end, no side slot",
        state: CoreState(10, wraps: false, on: 9, Slots(8, 9, nil), at: 0.6), newCount: 10,
        current: 9, pages: 0, requests: [(.middle, 9), (.left, 8)]),
      Case(
        name: "re-based, then clamped to the last item",
        state: CoreState(10, on: 4, Slots(3, 4, 5), at: 0.6), newCount: 5, current: 4,
        pages: 1, requests: [(.middle, 4), (.left, 3), (.right, 0)]),
      Case(
        name: "from no items", state: CoreState(0, on: 0, Slots(nil, nil, nil)), newCount: 3,
        current: 0, pages: 0, requests: [(.middle, 0), (.left, 2), (.right, 1)]),
      Case(
        name: "to no items", state: CoreState(10, on: 4, Slots(3, 4, 5), at: 0.7),
        newCount: 0, current: 0, pages: 1, requests: []),
    ])
  func reload(_ c: Case) {
    let reload = c.state.core.reloadPlan(count: c.newCount)
    #expect(
      reload.refill
        == .refill(count: c.newCount, current: c.current, pages: c.pages, requesting: c.requests))
    #expect(reload.autoplayWasInert == (c.state.ring.count < 2))
  }

  @Test("reload(count:) remembers where a settle was heading")
  func heading() throws {
    let state = CoreState(10, on: 4, Slots(3, 4, 5), at: 0.2)
    let animation = try #require(
      SettleAnimation(
        from: 0.2, to: 1, velocity: 0, start: .zero, duration: .seconds(1), origin: .gesture))
    #expect(state.core(motion: .settling(animation)).reloadPlan(count: 3).heading == 5)
    #expect(state.core.reloadPlan(count: 3).heading == 4)
    #expect(CoreState(0, on: 0, Slots(nil, nil, nil)).core.reloadPlan(count: 3).heading == nil)
  }

  struct Reloaded: CustomTestStringConvertible, Sendable {
    var name: String
    var state: CoreState
    var dragging: Bool
    var lastSettled: Int?
    var newCount: Int
    var current: Int
    /// A function, since an event is not `Sendable` (a cell event names its cell).
    var events: @Sendable () -> [CarouselEvent]
    var testDescription: String { "\(name): \(events())" }
  }

  @Test(
    "reloaded(_:into:) at rest or with no items ends the motion and reports",
    arguments: [
      Reloaded(
        name: "at rest, the item changed", state: CoreState(10, on: 8, Slots(7, 8, 9)),
        dragging: false, lastSettled: 8, newCount: 5, current: 4,
        events: { [.didScroll] }),
      Reloaded(
        name: "at rest, the same item", state: CoreState(10, on: 3, Slots(2, 3, 4)),
        dragging: false, lastSettled: 3, newCount: 5, current: 3, events: { [.didScroll] }),
      Reloaded(
        name: "dragging onto no items", state: CoreState(10, on: 3, Slots(2, 3, 4), at: 0.2),
        dragging: true, lastSettled: 3, newCount: 0, current: 0,
        events: { [.didScroll, .didEndDragging(willSettle: false)] }),
    ])
  func reloaded(_ c: Reloaded) {
    let motion: Motion =
      c.dragging ? .dragging(Drag(anchor: c.state.position, translation: 0, start: 0)) : .idle
    var core = c.state.core(motion: motion, lastSettledItem: c.lastSettled)
    let reload = core.reloadPlan(count: c.newCount)
    let events = EventLog()
    core.apply(reload.refill, into: &events.queue)
    let after = core.reloaded(reload, into: &events.queue)
    guard case .done = after else {
      Issue.record("reloaded to \(after), not done")
      return
    }
    #expect(core.current == c.current)
    #expect(core.count == c.newCount)
    #expect(core.position == 0)
    #expect(core.motion == .idle)
    #expect(events.drain() == c.events())
    #expect(core.invariantViolations().isEmpty)
  }
}
