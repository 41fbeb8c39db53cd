import Testing

@testable import LoopCarousel

@Suite("CarouselCore: a refill asks for every slot around the new current item")
struct CoreRefillTests {
  struct Refill: CustomTestStringConvertible, Sendable {
    var count: Int
    var wraps: Bool
    var current: Int
    /// The slots asked for, in order, with the items they receive.
    var requests: [(SlotPosition, Int)]
    var testDescription: String {
      "\(count) \(wraps ? "wrapping" : "finite") items around \(current) ask "
        + requests.map { "\($0) \($1)" }.joined(separator: ", ")
    }
  }

  @Test(
    "refill(count:current:pages:) asks middle, left, right for the new count",
    arguments: [
      Refill(count: 7, wraps: true, current: 0, requests: [(.middle, 0), (.left, 6), (.right, 1)]),
      Refill(count: 7, wraps: false, current: 0, requests: [(.middle, 0), (.right, 1)]),
      Refill(count: 7, wraps: false, current: 6, requests: [(.middle, 6), (.left, 5)]),
      Refill(count: 7, wraps: true, current: 3, requests: [(.middle, 3), (.left, 2), (.right, 4)]),
      Refill(count: 2, wraps: true, current: 1, requests: [(.middle, 1), (.left, 0), (.right, 0)]),
      Refill(count: 1, wraps: true, current: 0, requests: [(.middle, 0)]),
      Refill(count: 0, wraps: true, current: 0, requests: []),
    ])
  func refill(_ c: Refill) {
    // The core's own count differs: the refill uses the count it is given, and its own mode.
    let core = CoreState(3, wraps: c.wraps, on: 1, Slots(0, 1, 2)).core
    #expect(
      core.refill(count: c.count, current: c.current, pages: 0.5)
        == .refill(count: c.count, current: c.current, pages: 0.5, requesting: c.requests))
  }

  @Test("Applying a refill to no items empties every slot")
  func refillToNothing() {
    var core = CoreState(5, on: 2, Slots(1, 2, 3)).core
    let events = EventLog()
    core.apply(core.refill(count: 0, current: 0, pages: 0), into: &events.queue)
    #expect(core.count == 0)
    #expect(core.current == 0)
    #expect(core.strip.items == Slots(nil, nil, nil))
    #expect(events.drain() == [.didScroll])
    #expect(core.invariantViolations().isEmpty)
  }
}

@Suite("CarouselCore: a new wrapping mode changes only the side slots whose neighbour differs")
struct CoreRewrapTests {
  struct Rewrap: CustomTestStringConvertible, Sendable {
    var name: String
    var state: CoreState
    var wraps: Bool
    var expected: SlotChange
    var testDescription: String { "\(name): \(state) to \(wraps ? "wrapping" : "finite")" }
  }

  @Test(
    "rewrap(_:) changes only the sides whose neighbour differs",
    arguments: [
      Rewrap(
        name: "the first item loses its left neighbour",
        state: CoreState(5, on: 0, Slots(4, 0, 1)), wraps: false,
        expected: SlotChange(.rewrap(false), requesting: [], moving: [.recycleLeft, .fillLeft])),
      Rewrap(
        name: "the first item gains its left neighbour",
        state: CoreState(5, wraps: false, on: 0, Slots(nil, 0, 1)), wraps: true,
        expected: SlotChange(
          .rewrap(true), requesting: [(.left, 4)], moving: [.recycleLeft, .fillLeft])),
      Rewrap(
        name: "an inner item keeps both",
        state: CoreState(5, on: 2, Slots(1, 2, 3)), wraps: false,
        expected: SlotChange(.rewrap(false), requesting: [], moving: [])),
      Rewrap(
        name: "the last item loses its right neighbour",
        state: CoreState(5, on: 4, Slots(3, 4, 0)), wraps: false,
        expected: SlotChange(.rewrap(false), requesting: [], moving: [.recycleRight, .fillRight])),
      Rewrap(
        name: "two items, wrapping off",
        state: CoreState(2, on: 0, Slots(1, 0, 1)), wraps: false,
        expected: SlotChange(.rewrap(false), requesting: [], moving: [.recycleLeft, .fillLeft])),
      Rewrap(
        name: "two items, wrapping on",
        state: CoreState(2, wraps: false, on: 1, Slots(0, 1, nil)), wraps: true,
        expected: SlotChange(
          .rewrap(true), requesting: [(.right, 0)], moving: [.recycleRight, .fillRight])),
      Rewrap(
        name: "one item has no neighbours either way",
        state: CoreState(1, on: 0, Slots(nil, 0, nil)), wraps: false,
        expected: SlotChange(.rewrap(false), requesting: [], moving: [])),
      Rewrap(
        name: "no items", state: CoreState(0, on: 0, Slots(nil, nil, nil)), wraps: false,
        expected: SlotChange(.rewrap(false), requesting: [], moving: [])),
      Rewrap(
        name: "a far target side gets its neighbour back, left first",
        state: CoreState(10, wraps: false, on: 0, Slots(nil, 0, 6), target: .right),
        wraps: true,
        expected: SlotChange(
          .rewrap(true), requesting: [(.left, 9), (.right, 1)],
          moving: [.recycleLeft, .fillLeft, .recycleRight, .fillRight])),
      Rewrap(
        name: "a target side is refilled even when it shows the neighbour",
        state: CoreState(10, on: 0, Slots(9, 0, 1), target: .right), wraps: true,
        expected: SlotChange(
          .rewrap(true), requesting: [(.right, 1)], moving: [.recycleRight, .fillRight])),
    ])
  func rewrap(_ c: Rewrap) {
    #expect(c.state.core.rewrap(c.wraps) == c.expected)
  }

  struct RewrapApplied: CustomTestStringConvertible, Sendable {
    var name: String
    var state: CoreState
    var wraps: Bool
    var items: Slots<Int>
    /// A function, since an event is not `Sendable` (a cell event names its cell).
    var events: @Sendable () -> [CarouselEvent]
    var testDescription: String { "\(name): \(items.testDescription), events \(events())" }
  }

  @Test(
    "Applying a rewrap sets the mode, clears a replaced target and posts a scroll",
    arguments: [
      RewrapApplied(
        name: "a side changes", state: CoreState(5, on: 0, Slots(4, 0, 1)), wraps: false,
        items: Slots(nil, 0, 1), events: { [.didScroll] }),
      RewrapApplied(
        name: "nothing changes", state: CoreState(5, on: 2, Slots(1, 2, 3)), wraps: false,
        items: Slots(1, 2, 3), events: { [] }),
      RewrapApplied(
        name: "the target side is replaced",
        state: CoreState(10, wraps: false, on: 0, Slots(nil, 0, 6), target: .right),
        wraps: true, items: Slots(9, 0, 1), events: { [.didScroll] }),
    ])
  func applyRewrap(_ c: RewrapApplied) {
    var core = c.state.core
    let events = EventLog()
    core.apply(core.rewrap(c.wraps), into: &events.queue)
    #expect(core.ring.wraps == c.wraps)
    #expect(core.strip.items == c.items)
    #expect(core.strip.targetSide == nil)
    #expect(core.current == c.state.current)
    #expect(events.drain() == c.events())
    #expect(core.invariantViolations().isEmpty)
  }
}
