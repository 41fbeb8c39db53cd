import Testing

@testable import LoopCarousel

@Suite("CarouselCore: the shift due past the threshold, and how a shift is recorded")
struct CoreShiftTests {
  struct Shift: CustomTestStringConvertible, Sendable {
    var name: String
    var state: CoreState
    var expected: SlotChange?
    var testDescription: String { "\(name): \(state)" }
  }

  static let shifts: [Shift] = [
    Shift(name: "at rest", state: CoreState(5, on: 2, Slots(1, 2, 3)), expected: nil),
    Shift(
      name: "just inside the threshold", state: CoreState(5, on: 2, Slots(1, 2, 3), at: 0.99),
      expected: nil),
    Shift(
      name: "just inside the threshold, backward",
      state: CoreState(5, on: 2, Slots(1, 2, 3), at: -0.99), expected: nil),
    Shift(
      name: "past a finite end",
      state: CoreState(5, wraps: false, on: 4, Slots(3, 4, nil), at: 1.2), expected: nil),
    Shift(
      name: "a turn forward", state: CoreState(5, on: 2, Slots(1, 2, 3), at: 1),
      expected: .turn(.forward, requesting: 4)),
    Shift(
      name: "a turn backward", state: CoreState(5, on: 2, Slots(1, 2, 3), at: -1),
      expected: .turn(.backward, requesting: 0)),
    Shift(
      name: "a turn forward past the last item",
      state: CoreState(5, on: 4, Slots(3, 4, 0), at: 1.3),
      expected: .turn(.forward, requesting: 1)),
    Shift(
      name: "a turn backward past the first item, under four pages",
      state: CoreState(5, on: 0, Slots(4, 0, 1), at: -3.9),
      expected: .turn(.backward, requesting: 3)),
    Shift(
      name: "a turn onto the last item of a finite carousel asks for nothing",
      state: CoreState(5, wraps: false, on: 3, Slots(2, 3, 4), at: 1),
      expected: .turn(.forward, requesting: nil)),
    Shift(
      name: "two items", state: CoreState(2, on: 0, Slots(1, 0, 1), at: 1),
      expected: .turn(.forward, requesting: 0)),
    Shift(
      name: "a turn onto a far target on the right",
      state: CoreState(10, on: 0, Slots(9, 0, 6), target: .right, at: 1),
      expected: .turnOntoTarget(.forward, ahead: 7, behind: 5)),
    Shift(
      name: "a turn onto a far target on the left",
      state: CoreState(10, on: 0, Slots(4, 0, 1), target: .left, at: -1),
      expected: .turnOntoTarget(.backward, ahead: 3, behind: 5)),
    Shift(
      name: "a turn away from a far target is a plain turn",
      state: CoreState(10, on: 0, Slots(9, 0, 6), target: .right, at: -1),
      expected: .turn(.backward, requesting: 8)),
    Shift(
      name: "four pages toward a far target still turn onto it",
      state: CoreState(10, on: 0, Slots(9, 0, 6), target: .right, at: 4.5),
      expected: .turnOntoTarget(.forward, ahead: 7, behind: 5)),
    Shift(
      name: "a jump at four pages", state: CoreState(100, on: 10, Slots(9, 10, 11), at: 4),
      expected: .refill(
        count: 100, current: 12, pages: 2, requesting: [(.middle, 12), (.left, 11), (.right, 13)])
    ),
    Shift(
      name: "a jump backward leaves under three pages",
      state: CoreState(100, on: 10, Slots(9, 10, 11), at: -6.7),
      expected: .refill(
        count: 100, current: 6, pages: -4, requesting: [(.middle, 6), (.left, 5), (.right, 7)])),
    Shift(
      name: "a jump backward past the first item",
      state: CoreState(100, on: 1, Slots(0, 1, 2), at: -5.2),
      expected: .refill(
        count: 100, current: 98, pages: -3,
        requesting: [(.middle, 98), (.left, 97), (.right, 99)])),
    Shift(
      name: "a finite jump",
      state: CoreState(10, wraps: false, on: 2, Slots(1, 2, 3), at: 5),
      expected: .refill(
        count: 10, current: 5, pages: 3, requesting: [(.middle, 5), (.left, 4), (.right, 6)])),
    Shift(
      name: "a finite jump stops at the last item",
      state: CoreState(10, wraps: false, on: 8, Slots(7, 8, 9), at: 4.2),
      expected: .refill(count: 10, current: 9, pages: 1, requesting: [(.middle, 9), (.left, 8)])),
    Shift(
      name: "a jump past Int.max",
      state: CoreState(.max, on: .max - 1, Slots(.max - 2, .max - 1, 0), at: 4),
      expected: .refill(
        count: .max, current: 1, pages: 2, requesting: [(.middle, 1), (.left, 0), (.right, 2)])),
    Shift(
      name: "peeking, just inside its threshold",
      state: CoreState(5, on: 2, Slots(1, 2, 3), at: 0.72, geometry: .peeking), expected: nil),
    Shift(
      name: "peeking, at its threshold",
      state: CoreState(5, on: 2, Slots(1, 2, 3), at: -0.73, geometry: .peeking),
      expected: .turn(.backward, requesting: 0)),
    Shift(
      name: "a half-page threshold needs more than half a page",
      state: CoreState(5, on: 2, Slots(1, 2, 3), at: 0.5, geometry: .halfPage), expected: nil),
    Shift(
      name: "a half-page threshold, just past it",
      state: CoreState(5, on: 2, Slots(1, 2, 3), at: 0.51, geometry: .halfPage),
      expected: .turn(.forward, requesting: 4)),
  ]

  @Test("nextShift() turns a page past the threshold and jumps at four pages", arguments: shifts)
  func nextShift(_ c: Shift) {
    let core = c.state.core
    #expect(core.nextShift() == c.expected)
    #expect(core.isShiftDue == (c.expected != nil))
    // Deciding changes nothing.
    #expect(core.position == c.state.position)
    #expect(core.current == c.state.current)
    #expect(core.strip == c.state.strip)
  }

  @Test("The shift threshold of the test layouts is as computed by hand")
  func thresholds() {
    #expect(CarouselGeometry.standard.shiftThreshold == 1)
    #expect(abs(CarouselGeometry.peeking.shiftThreshold - 160.0 / 220.0) < 1e-12)
    #expect(CarouselGeometry.halfPage.shiftThreshold == 0.5)
  }

  struct Applied: CustomTestStringConvertible, Sendable {
    var name: String
    var state: CoreState
    var current: Int
    var items: Slots<Int>
    var position: Double
    var count: Int
    var testDescription: String {
      "\(name): \(state) becomes \(current) \(items.testDescription) at \(position)"
    }
  }

  @Test(
    "apply(_:into:) records a shift: the items move and the position goes back",
    arguments: [
      Applied(
        name: "a turn forward", state: CoreState(5, on: 2, Slots(1, 2, 3), at: 1.25),
        current: 3, items: Slots(2, 3, 4), position: 0.25, count: 5),
      Applied(
        name: "a turn backward", state: CoreState(5, on: 2, Slots(1, 2, 3), at: -1),
        current: 1, items: Slots(0, 1, 2), position: 0, count: 5),
      Applied(
        name: "a turn past the last item", state: CoreState(5, on: 4, Slots(3, 4, 0), at: 1),
        current: 0, items: Slots(4, 0, 1), position: 0, count: 5),
      Applied(
        name: "a turn onto the last item of a finite carousel",
        state: CoreState(5, wraps: false, on: 3, Slots(2, 3, 4), at: 1.5),
        current: 4, items: Slots(3, 4, nil), position: 0.5, count: 5),
      Applied(
        name: "a turn onto a far target",
        state: CoreState(10, on: 0, Slots(9, 0, 6), target: .right, at: 1),
        current: 6, items: Slots(5, 6, 7), position: 0, count: 10),
      Applied(
        name: "a turn onto a far target backward",
        state: CoreState(10, on: 0, Slots(4, 0, 1), target: .left, at: -1.25),
        current: 4, items: Slots(3, 4, 5), position: -0.25, count: 10),
      Applied(
        name: "a jump", state: CoreState(100, on: 10, Slots(9, 10, 11), at: 4),
        current: 12, items: Slots(11, 12, 13), position: 2, count: 100),
      Applied(
        name: "a jump backward", state: CoreState(100, on: 1, Slots(0, 1, 2), at: -5.5),
        current: 98, items: Slots(97, 98, 99), position: -2.5, count: 100),
    ])
  func applyShift(_ c: Applied) throws {
    var core = c.state.core
    let change = try #require(core.nextShift())
    let events = EventLog()
    core.apply(change, into: &events.queue)
    #expect(core.current == c.current)
    #expect(core.strip.items == c.items)
    #expect(core.position == c.position)
    #expect(core.count == c.count)
    #expect(core.strip.targetSide == nil)
    #expect(events.drain() == [.didScroll])
    #expect(core.strip.neighborMismatches(around: core.current, in: core.ring).isEmpty)
  }

  @Test(
    "A page turn moves the drag's anchor and start back with the position",
    arguments: [Direction.forward, .backward])
  func turnMovesDrag(_ direction: Direction) throws {
    let step = direction.sign
    var core = CoreState(5, on: 2, Slots(1, 2, 3), at: 1.25 * step).core(
      motion: .dragging(Drag(anchor: 0.5, translation: 240 * step, start: 0.25)))
    let change = try #require(core.nextShift())
    let events = EventLog()
    core.apply(change, into: &events.queue)
    #expect(core.position == 0.25 * step)
    #expect(
      core.motion
        == .dragging(Drag(anchor: 0.5 - step, translation: 240 * step, start: 0.25 - step)))
    #expect(core.current == 2 + direction.step)
  }

  @Test(
    "A page turn moves a settle animation back with the position",
    arguments: [Direction.forward, .backward])
  func turnMovesAnimation(_ direction: Direction) throws {
    let step = direction.sign
    let animation = try #require(
      SettleAnimation(
        from: 0.5 * step, to: 2 * step, velocity: 0, start: .zero, duration: .seconds(1),
        origin: .program))
    var core = CoreState(5, on: 2, Slots(1, 2, 3), at: step).core(motion: .settling(animation))
    let change = try #require(core.nextShift())
    let events = EventLog()
    core.apply(change, into: &events.queue)
    guard case .settling(let moved) = core.motion else {
      Issue.record("the motion is \(core.motion), not settling")
      return
    }
    #expect(moved.from == -0.5 * step)
    #expect(moved.to == step)
    #expect(moved.start == .zero)
    #expect(moved.slope == animation.slope)
    #expect(core.position == 0)
  }
}
