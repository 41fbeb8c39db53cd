import Testing

@testable import LoopCarousel

@Suite("CarouselCore: how a scroll-to reaches its target")
struct CoreScrollPlanTests {
  typealias Plan = CarouselCore.ScrollPlan

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var state: CoreState
    var target: Int
    var expected: Plan
    var testDescription: String { "\(name): to \(target), \(expected.testDescription)" }
  }

  @Test(
    "scrollPlan(to:) settles on neighbours and places far targets in a side slot",
    arguments: [
      Case(
        name: "the current item", state: CoreState(10, on: 3, Slots(2, 3, 4)), target: 3,
        expected: Plan(pages: 0)),
      Case(
        name: "the next item", state: CoreState(5, on: 0, Slots(4, 0, 1)), target: 1,
        expected: Plan(pages: 1)),
      Case(
        name: "the previous item, round the end", state: CoreState(5, on: 0, Slots(4, 0, 1)),
        target: 4, expected: Plan(pages: -1)),
      Case(
        name: "a far item ahead", state: CoreState(10, on: 0, Slots(9, 0, 1)), target: 3,
        expected: .far(3, .forward)),
      Case(
        name: "a far item behind, the short way round",
        state: CoreState(10, on: 0, Slots(9, 0, 1)), target: 7, expected: .far(7, .backward)),
      Case(
        name: "four back beats six ahead", state: CoreState(10, on: 0, Slots(9, 0, 1)),
        target: 6, expected: .far(6, .backward)),
      Case(
        name: "a tie goes forward", state: CoreState(10, on: 0, Slots(9, 0, 1)), target: 5,
        expected: .far(5, .forward)),
      Case(
        name: "a tie goes forward from an inner item",
        state: CoreState(10, on: 7, Slots(6, 7, 8)), target: 2, expected: .far(2, .forward)),
      Case(
        name: "finite: no way round the end",
        state: CoreState(10, wraps: false, on: 0, Slots(nil, 0, 1)), target: 9,
        expected: .far(9, .forward)),
      Case(
        name: "finite: backward from the last",
        state: CoreState(10, wraps: false, on: 9, Slots(8, 9, nil)), target: 2,
        expected: .far(2, .backward)),
      Case(
        name: "the target already waits in its side slot",
        state: CoreState(10, on: 0, Slots(9, 0, 4), target: .right), target: 4,
        expected: Plan(pages: 1)),
      Case(
        name: "a new target replaces an earlier one on its side",
        state: CoreState(20, on: 0, Slots(19, 0, 4), target: .right), target: 6,
        expected: .far(6, .forward)),
      Case(
        name: "peeking: past an earlier target through the slots",
        state: CoreState(20, on: 0, Slots(19, 0, 4), target: .right, geometry: .peeking),
        target: 6, expected: Plan(pages: 3)),
      Case(
        name: "an earlier target on the other side is restored first",
        state: CoreState(10, on: 0, Slots(7, 0, 1), target: .left), target: 3,
        expected: .far(
          3, .forward,
          restoring: SlotChange(
            .restore(.left), requesting: [(.left, 9)], moving: [.recycleLeft, .fillLeft]))),
      Case(
        name: "a neighbour behind a far target on its side is placed, not far",
        state: CoreState(10, on: 0, Slots(9, 0, 6), target: .right), target: 1,
        expected: Plan(
          placement: SlotChange(
            .placeTarget(.right, isFar: false), requesting: [(.right, 1)],
            moving: [.recycleRight, .fillRight]),
          pages: 1)),
      Case(
        name: "peeking: a far item runs through the slots",
        state: CoreState(10, on: 0, Slots(9, 0, 1), geometry: .peeking), target: 3,
        expected: Plan(pages: 3)),
      Case(
        name: "peeking: backward through the slots",
        state: CoreState(10, on: 0, Slots(9, 0, 1), geometry: .peeking), target: 6,
        expected: Plan(pages: -4)),
      Case(
        name: "peeking: the longest scroll still runs through the slots",
        state: CoreState(.max, on: 0, Slots(.max - 1, 0, 1), geometry: .peeking),
        target: 1 << 20, expected: Plan(pages: 1 << 20)),
      Case(
        name: "peeking: farther, a jump to two pages short, then two pages",
        state: CoreState(.max, on: 0, Slots(.max - 1, 0, 1), geometry: .peeking),
        target: (1 << 62) - 10,
        expected: Plan(
          placement: .refill(
            count: .max, current: (1 << 62) - 12, pages: 0,
            requesting: [
              (.middle, (1 << 62) - 12), (.left, (1 << 62) - 13), (.right, (1 << 62) - 11),
            ]),
          pages: 2)),
      Case(
        name: "peeking: backward across the wrap, farther than the longest scroll",
        state: CoreState(.max, on: 5, Slots(4, 5, 6), geometry: .peeking),
        target: .max - (1 << 40),
        expected: Plan(
          placement: .refill(
            count: .max, current: .max - (1 << 40) + 2, pages: 0,
            requesting: [
              (.middle, .max - (1 << 40) + 2), (.left, .max - (1 << 40) + 1),
              (.right, .max - (1 << 40) + 3),
            ]),
          pages: -2)),
    ])
  func scrollPlan(_ c: Case) {
    let core = c.state.core
    #expect(core.scrollPlan(to: c.target) { $0.isDrawn($1) } == c.expected)
    // At rest on the middle slot there is nothing to re-base: reaching plans the same.
    #expect(core.scrollPlan(reaching: c.target) { $0.isDrawn($1) } == c.expected)
    // Planning changes nothing.
    #expect(core.current == c.state.current)
    #expect(core.strip == c.state.strip)
  }

  struct Reaching: CustomTestStringConvertible, Sendable {
    var name: String
    var state: CoreState
    var target: Int
    var expected: Plan
    var testDescription: String { "\(name): to \(target), \(expected.testDescription)" }
  }

  @Test(
    "scrollPlan(reaching:) first re-bases on a side slot nearer the centre, then plans from it",
    arguments: [
      Reaching(
        name: "past half a page forward, to the next item",
        state: CoreState(10, on: 0, Slots(9, 0, 1), at: 0.6), target: 1,
        expected: Plan(rebase: .turn(.forward, requesting: 2), pages: 0)),
      Reaching(
        name: "past half a page forward, a far item from the new current one",
        state: CoreState(10, on: 0, Slots(9, 0, 1), at: 0.6), target: 4,
        expected: Plan(
          rebase: .turn(.forward, requesting: 2),
          placement: SlotChange(
            .placeTarget(.right, isFar: true), requesting: [(.right, 4)],
            moving: [.recycleRight, .fillRight]),
          pages: 1)),
      Reaching(
        name: "past half a page backward, back to the item it left",
        state: CoreState(10, on: 5, Slots(4, 5, 6), at: -0.7), target: 5,
        expected: Plan(rebase: .turn(.backward, requesting: 3), pages: 1)),
      Reaching(
        name: "past half a page onto a far target, which becomes current",
        state: CoreState(10, on: 0, Slots(9, 0, 6), target: .right, at: 0.8), target: 6,
        expected: Plan(rebase: .turnOntoTarget(.forward, ahead: 7, behind: 5), pages: 0)),
      Reaching(
        name: "half a page exactly: no re-basing",
        state: CoreState(10, on: 0, Slots(9, 0, 1), at: 0.5), target: 1,
        expected: Plan(pages: 1)),
      Reaching(
        name: "past a finite end, no side slot to re-base on",
        state: CoreState(10, wraps: false, on: 9, Slots(8, 9, nil), at: 0.6), target: 8,
        expected: Plan(pages: -1)),
    ])
  func scrollPlanReaching(_ c: Reaching) {
    let core = c.state.core
    #expect(core.rebasingShift() == c.expected.rebase)
    #expect(core.scrollPlan(reaching: c.target) { $0.isDrawn($1) } == c.expected)
  }

  @Test("The side slots of the test layouts are drawn on screen only when peeking")
  func onScreen() {
    let standard = CoreState(10, on: 0, Slots(9, 0, 1)).core
    #expect(!standard.isDrawn(.left))
    #expect(!standard.isDrawn(.right))
    #expect(standard.isDrawn(.middle))
    let peeking = CoreState(10, on: 0, Slots(9, 0, 1), geometry: .peeking).core
    #expect(peeking.isDrawn(.left))
    #expect(peeking.isDrawn(.right))
  }
}
