import Testing

@testable import LoopCarousel

// MARK: - Support

/// A core state built by hand: items, current item, slot contents and position.
struct CoreState: CustomStringConvertible, Sendable {
  var count: Int
  var wraps = true
  var current: Int
  var items: SlotTriple
  var target: SlotPosition?
  var position: Double = 0
  var geometry: CarouselGeometry = .standard

  init(
    _ count: Int, wraps: Bool = true, on current: Int, _ items: SlotTriple,
    target: SlotPosition? = nil, at position: Double = 0, geometry: CarouselGeometry = .standard
  ) {
    self.count = count
    self.wraps = wraps
    self.current = current
    self.items = items
    self.target = target
    self.position = position
    self.geometry = geometry
  }

  var core: CarouselCore {
    var core = CarouselCore(geometry: geometry, wraps: wraps, physics: ScrollPhysics())
    core.ring.count = count
    core.current = current
    core.strip.items = items.slots
    core.strip.targetSide = target
    core.position = position
    return core
  }

  var description: String {
    let target = self.target.map { ", target \($0)" } ?? ""
    return
      "\(count) \(wraps ? "wrapping" : "finite") on \(current) \(items)\(target) at \(position)"
  }
}

/// An event queue for the core to post into, read back as readable names.
///
/// A class, so that `#expect` can read it without an `inout` of a noncopyable queue.
final class CoreEventLog {
  var queue = EventQueue(capacity: 8)

  /// Everything pending, in delivery order; empties the queue.
  func drain() -> [String] {
    var names: [String] = []
    while let next = queue.next() {
      names.append(Self.name(next))
    }
    return names
  }

  /// A readable name of one delivery.
  static func name(_ next: CarouselEvent) -> String {
    switch next {
    case .didScroll: "scroll"
    case .willBeginDragging: "willBeginDragging"
    case .didEndDragging(let willSettle): "didEndDragging(willSettle: \(willSettle))"
    case .didScrollToItem(let item): "didScrollToItem(\(item))"
    case .willSettle(let item): "willSettle(\(item))"
    case .didSettle(let item): "didSettle(\(item))"
    case .didSelectItem(let item): "didSelectItem(\(item))"
    case .itemDidAppear(let item): "itemDidAppear(\(item))"
    case .itemDidDisappear(let item): "itemDidDisappear(\(item))"
    case .willDisplay(_, let item, let slot): "willDisplay(\(item), \(slot))"
    case .didEndDisplaying(_, let item, let slot): "didEndDisplaying(\(item), \(slot))"
    case .didFail(let error): "didFail(\(error.code))"
    }
  }
}

/// One request of a slot change: the slot asked for, and the item it receives.
struct CoreRequest: Equatable, CustomStringConvertible, Sendable {
  var slot: SlotPosition
  var item: Int?

  static func left(_ item: Int) -> CoreRequest { CoreRequest(slot: .left, item: item) }
  static func middle(_ item: Int) -> CoreRequest { CoreRequest(slot: .middle, item: item) }
  static func right(_ item: Int) -> CoreRequest { CoreRequest(slot: .right, item: item) }

  var description: String { "\(slot) \(item.map(String.init) ?? "nil")" }
}

/// What a shift or a slot change is: a plain page turn toward a direction, or a slot
/// change's kind.
enum ShiftKind: Equatable, CustomStringConvertible, Sendable {
  case turn(Int)
  case change(SlotChange.Kind)

  static func turnOntoTarget(_ direction: Int) -> ShiftKind { .change(.turnOntoTarget(direction)) }
  static func refill(count: Int, current: Int, pages: Double) -> ShiftKind {
    .change(.refill(count: count, current: current, pages: pages))
  }
  static func rewrap(_ wraps: Bool) -> ShiftKind { .change(.rewrap(wraps)) }
  static func restore(_ side: SlotPosition) -> ShiftKind { .change(.restore(side)) }
  static func placeTarget(_ side: SlotPosition, isFar: Bool) -> ShiftKind {
    .change(.placeTarget(side, isFar: isFar))
  }

  var description: String {
    switch self {
    case .turn(let direction): "turn(\(direction))"
    case .change(let kind): "\(kind)"
    }
  }
}

/// A slot change as plain values: its kind, its requests in order, what each slot receives,
/// and its moves in order.
///
/// A page turn's moves are the ones ``PageTurn`` documents.
struct ChangeSummary: Equatable, CustomStringConvertible, Sendable {
  var kind: ShiftKind
  var requests: [CoreRequest]
  var incoming: SlotTriple
  var moves: [SlotChange.Move]

  init(_ kind: ShiftKind, _ requests: [CoreRequest], _ moves: [SlotChange.Move]) {
    self.kind = kind
    self.requests = requests
    var incoming = SlotTriple(nil, nil, nil).slots
    for request in requests { incoming[request.slot] = request.item }
    self.incoming = SlotTriple(incoming)
    self.moves = moves
  }

  init(_ shift: Shift) {
    switch shift {
    case .turn(let turn):
      self.init(
        .turn(turn.direction), turn.incoming.map { [CoreRequest(slot: turn.side, item: $0)] } ?? [],
        [.recycle(turn.far), .rotate(turn.direction), .fill(turn.side)])
    case .change(let change):
      self.init(change)
    }
  }

  init(_ change: SlotChange) {
    kind = .change(change.kind)
    requests = Array(change.requests).map {
      CoreRequest(slot: $0.position, item: change.incoming[$0.position])
    }
    incoming = SlotTriple(change.incoming)
    moves = Array(change.moves)
  }

  var description: String { "\(kind) asking \(requests) moving \(moves)" }

  static let turnForward: [SlotChange.Move] = [.recycleLeft, .rotateForward, .fillRight]
  static let turnBackward: [SlotChange.Move] = [.recycleRight, .rotateBackward, .fillLeft]
  static let refillMoves: [SlotChange.Move] = [
    .recycleLeft, .recycleMiddle, .recycleRight, .fillMiddle, .fillLeft, .fillRight,
  ]
}

extension CoreState {
  /// A peeking layout: 200-point items 20 points apart in a 320-point viewport; the side slots
  /// are partly on screen and the shift threshold is 160 / 220 pages.
  static let peeking: CarouselGeometry = {
    do {
      return try CarouselGeometry(viewportLength: 320, itemLength: 200, spacing: 20)
    } catch {
      preconditionFailure("\(error)")
    }
  }()

  /// A layout whose shift threshold is clamped to half a page.
  static let halfPage: CarouselGeometry = {
    do {
      return try CarouselGeometry(viewportLength: 420, itemLength: 200, spacing: 20)
    } catch {
      preconditionFailure("\(error)")
    }
  }()

  static let rightToLeft: CarouselGeometry = {
    do {
      return try CarouselGeometry(viewportLength: 320, layoutDirection: .rightToLeft)
    } catch {
      preconditionFailure("\(error)")
    }
  }()
}

// MARK: - Shifts

@Suite("CarouselCore: the shift decision and how a change is recorded")
struct CarouselCoreShiftTests {
  struct Shift: CustomTestStringConvertible, Sendable {
    var name: String
    var state: CoreState
    var expected: ChangeSummary?
    var testDescription: String { "\(name): \(state)" }
  }

  static let shifts: [Shift] = [
    Shift(name: "at rest", state: CoreState(5, on: 2, SlotTriple(1, 2, 3)), expected: nil),
    Shift(
      name: "just inside the threshold", state: CoreState(5, on: 2, SlotTriple(1, 2, 3), at: 0.99),
      expected: nil),
    Shift(
      name: "just inside the threshold, backward",
      state: CoreState(5, on: 2, SlotTriple(1, 2, 3), at: -0.99), expected: nil),
    Shift(
      name: "past a finite end",
      state: CoreState(5, wraps: false, on: 4, SlotTriple(3, 4, nil), at: 1.2), expected: nil),
    Shift(
      name: "a turn forward", state: CoreState(5, on: 2, SlotTriple(1, 2, 3), at: 1),
      expected: ChangeSummary(.turn(1), [.right(4)], ChangeSummary.turnForward)),
    Shift(
      name: "a turn backward", state: CoreState(5, on: 2, SlotTriple(1, 2, 3), at: -1),
      expected: ChangeSummary(.turn(-1), [.left(0)], ChangeSummary.turnBackward)),
    Shift(
      name: "a turn forward past the last item",
      state: CoreState(5, on: 4, SlotTriple(3, 4, 0), at: 1.3),
      expected: ChangeSummary(.turn(1), [.right(1)], ChangeSummary.turnForward)),
    Shift(
      name: "a turn backward past the first item, under four pages",
      state: CoreState(5, on: 0, SlotTriple(4, 0, 1), at: -3.9),
      expected: ChangeSummary(.turn(-1), [.left(3)], ChangeSummary.turnBackward)),
    Shift(
      name: "a turn onto the last item of a finite carousel asks for nothing",
      state: CoreState(5, wraps: false, on: 3, SlotTriple(2, 3, 4), at: 1),
      expected: ChangeSummary(.turn(1), [], ChangeSummary.turnForward)),
    Shift(
      name: "two items", state: CoreState(2, on: 0, SlotTriple(1, 0, 1), at: 1),
      expected: ChangeSummary(.turn(1), [.right(0)], ChangeSummary.turnForward)),
    Shift(
      name: "a turn onto a far target on the right",
      state: CoreState(10, on: 0, SlotTriple(9, 0, 6), target: .right, at: 1),
      expected: ChangeSummary(
        .turnOntoTarget(1), [.right(7), .left(5)],
        [.recycleLeft, .recycleMiddle, .rotateForward, .fillLeft, .fillRight])),
    Shift(
      name: "a turn onto a far target on the left",
      state: CoreState(10, on: 0, SlotTriple(4, 0, 1), target: .left, at: -1),
      expected: ChangeSummary(
        .turnOntoTarget(-1), [.left(3), .right(5)],
        [.recycleRight, .recycleMiddle, .rotateBackward, .fillRight, .fillLeft])),
    Shift(
      name: "a turn away from a far target is a plain turn",
      state: CoreState(10, on: 0, SlotTriple(9, 0, 6), target: .right, at: -1),
      expected: ChangeSummary(.turn(-1), [.left(8)], ChangeSummary.turnBackward)),
    Shift(
      name: "four pages toward a far target still turn onto it",
      state: CoreState(10, on: 0, SlotTriple(9, 0, 6), target: .right, at: 4.5),
      expected: ChangeSummary(
        .turnOntoTarget(1), [.right(7), .left(5)],
        [.recycleLeft, .recycleMiddle, .rotateForward, .fillLeft, .fillRight])),
    Shift(
      name: "a jump at four pages", state: CoreState(100, on: 10, SlotTriple(9, 10, 11), at: 4),
      expected: ChangeSummary(
        .refill(count: 100, current: 12, pages: 2), [.middle(12), .left(11), .right(13)],
        ChangeSummary.refillMoves)),
    Shift(
      name: "a jump backward leaves under three pages",
      state: CoreState(100, on: 10, SlotTriple(9, 10, 11), at: -6.7),
      expected: ChangeSummary(
        .refill(count: 100, current: 6, pages: -4), [.middle(6), .left(5), .right(7)],
        ChangeSummary.refillMoves)),
    Shift(
      name: "a jump backward past the first item",
      state: CoreState(100, on: 1, SlotTriple(0, 1, 2), at: -5.2),
      expected: ChangeSummary(
        .refill(count: 100, current: 98, pages: -3), [.middle(98), .left(97), .right(99)],
        ChangeSummary.refillMoves)),
    Shift(
      name: "a finite jump",
      state: CoreState(10, wraps: false, on: 2, SlotTriple(1, 2, 3), at: 5),
      expected: ChangeSummary(
        .refill(count: 10, current: 5, pages: 3), [.middle(5), .left(4), .right(6)],
        ChangeSummary.refillMoves)),
    Shift(
      name: "a finite jump stops at the last item",
      state: CoreState(10, wraps: false, on: 8, SlotTriple(7, 8, 9), at: 4.2),
      expected: ChangeSummary(
        .refill(count: 10, current: 9, pages: 1), [.middle(9), .left(8)],
        ChangeSummary.refillMoves)),
    Shift(
      name: "a jump past Int.max",
      state: CoreState(.max, on: .max - 1, SlotTriple(.max - 2, .max - 1, 0), at: 4),
      expected: ChangeSummary(
        .refill(count: .max, current: 1, pages: 2), [.middle(1), .left(0), .right(2)],
        ChangeSummary.refillMoves)),
    Shift(
      name: "peeking, just inside its threshold",
      state: CoreState(5, on: 2, SlotTriple(1, 2, 3), at: 0.72, geometry: CoreState.peeking),
      expected: nil),
    Shift(
      name: "peeking, at its threshold",
      state: CoreState(5, on: 2, SlotTriple(1, 2, 3), at: -0.73, geometry: CoreState.peeking),
      expected: ChangeSummary(.turn(-1), [.left(0)], ChangeSummary.turnBackward)),
    Shift(
      name: "a half-page threshold needs more than half a page",
      state: CoreState(5, on: 2, SlotTriple(1, 2, 3), at: 0.5, geometry: CoreState.halfPage),
      expected: nil),
    Shift(
      name: "a half-page threshold, just past it",
      state: CoreState(5, on: 2, SlotTriple(1, 2, 3), at: 0.51, geometry: CoreState.halfPage),
      expected: ChangeSummary(.turn(1), [.right(4)], ChangeSummary.turnForward)),
  ]

  @Test("nextShift() turns a page past the threshold and jumps at four pages", arguments: shifts)
  func nextShift(_ c: Shift) {
    var core = c.state.core
    let shift = core.nextShift().map { ChangeSummary($0) }
    #expect(shift == c.expected)
    // Deciding changes nothing.
    #expect(core.position == c.state.position)
    #expect(core.current == c.state.current)
    #expect(SlotTriple(core.strip.items) == c.state.items)
    #expect(core.strip.targetSide == c.state.target)
  }

  @Test("The shift threshold of the test layouts is as computed by hand")
  func thresholds() {
    #expect(CarouselGeometry.standard.shiftThreshold == 1)
    #expect(abs(CoreState.peeking.shiftThreshold - 160.0 / 220.0) < 1e-12)
    #expect(CoreState.halfPage.shiftThreshold == 0.5)
  }

  struct Applied: CustomTestStringConvertible, Sendable {
    var name: String
    var state: CoreState
    var current: Int
    var items: SlotTriple
    var position: Double
    var count: Int
    var testDescription: String { "\(name): \(state) becomes \(current) \(items) at \(position)" }
  }

  @Test(
    "apply(_:into:) records a shift: the items move and the position goes back",
    arguments: [
      Applied(
        name: "a turn forward", state: CoreState(5, on: 2, SlotTriple(1, 2, 3), at: 1.25),
        current: 3, items: SlotTriple(2, 3, 4), position: 0.25, count: 5),
      Applied(
        name: "a turn backward", state: CoreState(5, on: 2, SlotTriple(1, 2, 3), at: -1),
        current: 1, items: SlotTriple(0, 1, 2), position: 0, count: 5),
      Applied(
        name: "a turn past the last item", state: CoreState(5, on: 4, SlotTriple(3, 4, 0), at: 1),
        current: 0, items: SlotTriple(4, 0, 1), position: 0, count: 5),
      Applied(
        name: "a turn onto the last item of a finite carousel",
        state: CoreState(5, wraps: false, on: 3, SlotTriple(2, 3, 4), at: 1.5),
        current: 4, items: SlotTriple(3, 4, nil), position: 0.5, count: 5),
      Applied(
        name: "a turn onto a far target",
        state: CoreState(10, on: 0, SlotTriple(9, 0, 6), target: .right, at: 1),
        current: 6, items: SlotTriple(5, 6, 7), position: 0, count: 10),
      Applied(
        name: "a turn onto a far target backward",
        state: CoreState(10, on: 0, SlotTriple(4, 0, 1), target: .left, at: -1.25),
        current: 4, items: SlotTriple(3, 4, 5), position: -0.25, count: 10),
      Applied(
        name: "a jump", state: CoreState(100, on: 10, SlotTriple(9, 10, 11), at: 4),
        current: 12, items: SlotTriple(11, 12, 13), position: 2, count: 100),
      Applied(
        name: "a jump backward", state: CoreState(100, on: 1, SlotTriple(0, 1, 2), at: -5.5),
        current: 98, items: SlotTriple(97, 98, 99), position: -2.5, count: 100),
    ])
  func applyShift(_ c: Applied) throws {
    var core = c.state.core
    let shift = core.nextShift()
    let change = try #require(shift)
    let events = CoreEventLog()
    core.apply(change, into: &events.queue)
    #expect(core.current == c.current)
    #expect(SlotTriple(core.strip.items) == c.items)
    #expect(core.position == c.position)
    #expect(core.count == c.count)
    #expect(core.strip.targetSide == nil)
    #expect(events.drain() == ["scroll"])
    #expect(core.strip.neighborMismatches(around: core.current, in: core.ring).isEmpty)
  }

  @Test(
    "A page turn moves the drag's anchor and start back with the position",
    arguments: [
      1, -1,
    ])
  func turnMovesDrag(_ direction: Int) throws {
    var core = CoreState(5, on: 2, SlotTriple(1, 2, 3), at: 1.25 * Double(direction)).core
    core.motion = .dragging(Drag(anchor: 0.5, translation: 240 * Double(direction), start: 0.25))
    let shift = core.nextShift()
    let change = try #require(shift)
    let events = CoreEventLog()
    core.apply(change, into: &events.queue)
    let step = Double(direction)
    #expect(core.position == 0.25 * step)
    #expect(
      core.motion
        == .dragging(Drag(anchor: 0.5 - step, translation: 240 * step, start: 0.25 - step)))
    #expect(core.current == 2 + direction)
  }

  @Test("A page turn moves a settle animation back with the position", arguments: [1, -1])
  func turnMovesAnimation(_ direction: Int) throws {
    let step = Double(direction)
    var core = CoreState(5, on: 2, SlotTriple(1, 2, 3), at: step).core
    let animation = try #require(
      SettleAnimation(
        from: 0.5 * step, to: 2 * step, velocity: 0, start: .zero, duration: .seconds(1),
        origin: .program))
    core.motion = .settling(animation)
    let shift = core.nextShift()
    let change = try #require(shift)
    let events = CoreEventLog()
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

  // MARK: Refill

  struct Refill: CustomTestStringConvertible, Sendable {
    var count: Int
    var wraps: Bool
    var current: Int
    var requests: [CoreRequest]
    var testDescription: String {
      "\(count) \(wraps ? "wrapping" : "finite") items around \(current) ask \(requests)"
    }
  }

  @Test(
    "refill(count:current:pages:) asks middle, left, right for the new count",
    arguments: [
      Refill(count: 7, wraps: true, current: 0, requests: [.middle(0), .left(6), .right(1)]),
      Refill(count: 7, wraps: false, current: 0, requests: [.middle(0), .right(1)]),
      Refill(count: 7, wraps: false, current: 6, requests: [.middle(6), .left(5)]),
      Refill(count: 7, wraps: true, current: 3, requests: [.middle(3), .left(2), .right(4)]),
      Refill(count: 2, wraps: true, current: 1, requests: [.middle(1), .left(0), .right(0)]),
      Refill(count: 1, wraps: true, current: 0, requests: [.middle(0)]),
      Refill(count: 0, wraps: true, current: 0, requests: []),
    ])
  func refill(_ c: Refill) {
    // The core's own count differs: the refill uses the count it is given, and its own mode.
    let core = CoreState(3, wraps: c.wraps, on: 1, SlotTriple(0, 1, 2)).core
    let change = core.refill(count: c.count, current: c.current, pages: 0.5)
    #expect(
      ChangeSummary(change)
        == ChangeSummary(
          .refill(count: c.count, current: c.current, pages: 0.5), c.requests,
          ChangeSummary.refillMoves))
  }

  @Test("Applying a refill to no items empties every slot")
  func refillToNothing() {
    var core = CoreState(5, on: 2, SlotTriple(1, 2, 3)).core
    let events = CoreEventLog()
    core.apply(core.refill(count: 0, current: 0, pages: 0), into: &events.queue)
    #expect(core.count == 0)
    #expect(core.current == 0)
    #expect(SlotTriple(core.strip.items) == SlotTriple(nil, nil, nil))
    #expect(events.drain() == ["scroll"])
    #expect(core.invariantViolations().isEmpty)
  }

  // MARK: Rewrap

  struct Rewrap: CustomTestStringConvertible, Sendable {
    var name: String
    var state: CoreState
    var wraps: Bool
    var expected: ChangeSummary
    var testDescription: String { "\(name): \(state) to \(wraps ? "wrapping" : "finite")" }
  }

  @Test(
    "rewrap(_:) changes only the sides whose neighbour differs",
    arguments: [
      Rewrap(
        name: "the first item loses its left neighbour",
        state: CoreState(5, on: 0, SlotTriple(4, 0, 1)), wraps: false,
        expected: ChangeSummary(.rewrap(false), [], [.recycleLeft, .fillLeft])),
      Rewrap(
        name: "the first item gains its left neighbour",
        state: CoreState(5, wraps: false, on: 0, SlotTriple(nil, 0, 1)), wraps: true,
        expected: ChangeSummary(.rewrap(true), [.left(4)], [.recycleLeft, .fillLeft])),
      Rewrap(
        name: "an inner item keeps both",
        state: CoreState(5, on: 2, SlotTriple(1, 2, 3)), wraps: false,
        expected: ChangeSummary(.rewrap(false), [], [])),
      Rewrap(
        name: "the last item loses its right neighbour",
        state: CoreState(5, on: 4, SlotTriple(3, 4, 0)), wraps: false,
        expected: ChangeSummary(.rewrap(false), [], [.recycleRight, .fillRight])),
      Rewrap(
        name: "two items, wrapping off",
        state: CoreState(2, on: 0, SlotTriple(1, 0, 1)), wraps: false,
        expected: ChangeSummary(.rewrap(false), [], [.recycleLeft, .fillLeft])),
      Rewrap(
        name: "two items, wrapping on",
        state: CoreState(2, wraps: false, on: 1, SlotTriple(0, 1, nil)), wraps: true,
        expected: ChangeSummary(.rewrap(true), [.right(0)], [.recycleRight, .fillRight])),
      Rewrap(
        name: "one item has no neighbours either way",
        state: CoreState(1, on: 0, SlotTriple(nil, 0, nil)), wraps: false,
        expected: ChangeSummary(.rewrap(false), [], [])),
      Rewrap(
        name: "no items", state: CoreState(0, on: 0, SlotTriple(nil, nil, nil)), wraps: false,
        expected: ChangeSummary(.rewrap(false), [], [])),
      Rewrap(
        name: "a far target side gets its neighbour back, left first",
        state: CoreState(10, wraps: false, on: 0, SlotTriple(nil, 0, 6), target: .right),
        wraps: true,
        expected: ChangeSummary(
          .rewrap(true), [.left(9), .right(1)],
          [.recycleLeft, .fillLeft, .recycleRight, .fillRight])),
      Rewrap(
        name: "a target side is refilled even when it shows the neighbour",
        state: CoreState(10, on: 0, SlotTriple(9, 0, 1), target: .right), wraps: true,
        expected: ChangeSummary(.rewrap(true), [.right(1)], [.recycleRight, .fillRight])),
    ])
  func rewrap(_ c: Rewrap) {
    #expect(ChangeSummary(c.state.core.rewrap(c.wraps)) == c.expected)
  }

  struct RewrapApplied: CustomTestStringConvertible, Sendable {
    var name: String
    var state: CoreState
    var wraps: Bool
    var items: SlotTriple
    var events: [String]
    var testDescription: String { "\(name): \(items), events \(events)" }
  }

  @Test(
    "Applying a rewrap sets the mode, clears a replaced target and posts a scroll",
    arguments: [
      RewrapApplied(
        name: "a side changes", state: CoreState(5, on: 0, SlotTriple(4, 0, 1)), wraps: false,
        items: SlotTriple(nil, 0, 1), events: ["scroll"]),
      RewrapApplied(
        name: "nothing changes", state: CoreState(5, on: 2, SlotTriple(1, 2, 3)), wraps: false,
        items: SlotTriple(1, 2, 3), events: []),
      RewrapApplied(
        name: "the target side is replaced",
        state: CoreState(10, wraps: false, on: 0, SlotTriple(nil, 0, 6), target: .right),
        wraps: true, items: SlotTriple(9, 0, 1), events: ["scroll"]),
    ])
  func applyRewrap(_ c: RewrapApplied) {
    var core = c.state.core
    let events = CoreEventLog()
    core.apply(core.rewrap(c.wraps), into: &events.queue)
    #expect(core.ring.wraps == c.wraps)
    #expect(SlotTriple(core.strip.items) == c.items)
    #expect(core.strip.targetSide == nil)
    #expect(core.current == c.state.current)
    #expect(events.drain() == c.events)
    #expect(core.invariantViolations().isEmpty)
  }
}

// MARK: - Scrolling to an item

@Suite("CarouselCore: how a scroll-to reaches its target")
struct CarouselCoreScrollPlanTests {
  /// A scroll plan as plain values.
  enum Plan: Equatable, CustomStringConvertible, Sendable {
    case settle(Int)
    case place(restoring: ChangeSummary?, target: ChangeSummary, direction: Int)
    case jump(ChangeSummary, pages: Int)

    init(_ plan: CarouselCore.ScrollPlan) {
      guard let placement = plan.placement else {
        self = .settle(plan.pages)
        return
      }
      if case .refill = placement.kind, plan.restoring == nil {
        self = .jump(ChangeSummary(placement), pages: plan.pages)
        return
      }
      self = .place(
        restoring: plan.restoring.map(ChangeSummary.init), target: ChangeSummary(placement),
        direction: plan.pages)
    }

    var description: String {
      switch self {
      case .settle(let pages): "settle \(pages) pages"
      case .jump(let refill, let pages): "jump \(refill), then settle \(pages) pages"
      case .place(let restoring, let target, let direction):
        "place \(target) toward \(direction)" + (restoring.map { " after \($0)" } ?? "")
      }
    }

    /// Placing `item` as a far target in the side slot toward `direction`.
    static func far(_ item: Int, _ direction: Int, restoring: ChangeSummary? = nil) -> Plan {
      let side = SlotPosition.side(direction)
      return .place(
        restoring: restoring,
        target: ChangeSummary(
          .placeTarget(side, isFar: true), [CoreRequest(slot: side, item: item)],
          [.recycle(side), .fill(side)]),
        direction: direction)
    }
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var state: CoreState
    var target: Int
    var expected: Plan
    var testDescription: String { "\(name): to \(target), \(expected)" }
  }

  @Test(
    "scrollPlan(to:) settles on neighbours and places far targets in a side slot",
    arguments: [
      Case(
        name: "the current item", state: CoreState(10, on: 3, SlotTriple(2, 3, 4)), target: 3,
        expected: .settle(0)),
      Case(
        name: "the next item", state: CoreState(5, on: 0, SlotTriple(4, 0, 1)), target: 1,
        expected: .settle(1)),
      Case(
        name: "the previous item, round the end", state: CoreState(5, on: 0, SlotTriple(4, 0, 1)),
        target: 4, expected: .settle(-1)),
      Case(
        name: "a far item ahead", state: CoreState(10, on: 0, SlotTriple(9, 0, 1)), target: 3,
        expected: .far(3, 1)),
      Case(
        name: "a far item behind, the short way round",
        state: CoreState(10, on: 0, SlotTriple(9, 0, 1)), target: 7, expected: .far(7, -1)),
      Case(
        name: "four back beats six ahead", state: CoreState(10, on: 0, SlotTriple(9, 0, 1)),
        target: 6, expected: .far(6, -1)),
      Case(
        name: "a tie goes forward", state: CoreState(10, on: 0, SlotTriple(9, 0, 1)), target: 5,
        expected: .far(5, 1)),
      Case(
        name: "a tie goes forward from an inner item",
        state: CoreState(10, on: 7, SlotTriple(6, 7, 8)), target: 2, expected: .far(2, 1)),
      Case(
        name: "finite: no way round the end",
        state: CoreState(10, wraps: false, on: 0, SlotTriple(nil, 0, 1)), target: 9,
        expected: .far(9, 1)),
      Case(
        name: "finite: backward from the last",
        state: CoreState(10, wraps: false, on: 9, SlotTriple(8, 9, nil)), target: 2,
        expected: .far(2, -1)),
      Case(
        name: "the target already waits in its side slot",
        state: CoreState(10, on: 0, SlotTriple(9, 0, 4), target: .right), target: 4,
        expected: .settle(1)),
      Case(
        name: "a new target replaces an earlier one on its side",
        state: CoreState(20, on: 0, SlotTriple(19, 0, 4), target: .right), target: 6,
        expected: .far(6, 1)),
      Case(
        name: "peeking: past an earlier target through the slots",
        state: CoreState(
          20, on: 0, SlotTriple(19, 0, 4), target: .right, geometry: CoreState.peeking),
        target: 6, expected: .settle(3)),
      Case(
        name: "an earlier target on the other side is restored first",
        state: CoreState(10, on: 0, SlotTriple(7, 0, 1), target: .left), target: 3,
        expected: .far(
          3, 1,
          restoring: ChangeSummary(.restore(.left), [.left(9)], [.recycleLeft, .fillLeft]))),
      Case(
        name: "a neighbour behind a far target on its side is placed, not far",
        state: CoreState(10, on: 0, SlotTriple(9, 0, 6), target: .right), target: 1,
        expected: .place(
          restoring: nil,
          target: ChangeSummary(
            .placeTarget(.right, isFar: false), [.right(1)], [.recycleRight, .fillRight]),
          direction: 1)),
      Case(
        name: "peeking: a far item runs through the slots",
        state: CoreState(10, on: 0, SlotTriple(9, 0, 1), geometry: CoreState.peeking), target: 3,
        expected: .settle(3)),
      Case(
        name: "peeking: backward through the slots",
        state: CoreState(10, on: 0, SlotTriple(9, 0, 1), geometry: CoreState.peeking), target: 6,
        expected: .settle(-4)),
      Case(
        name: "peeking: the longest scroll still runs through the slots",
        state: CoreState(.max, on: 0, SlotTriple(.max - 1, 0, 1), geometry: CoreState.peeking),
        target: 1 << 20, expected: .settle(1 << 20)),
      Case(
        name: "peeking: farther, a jump to two pages short, then two pages",
        state: CoreState(.max, on: 0, SlotTriple(.max - 1, 0, 1), geometry: CoreState.peeking),
        target: (1 << 62) - 10,
        expected: .jump(
          ChangeSummary(
            .refill(count: .max, current: (1 << 62) - 12, pages: 0),
            [.middle((1 << 62) - 12), .left((1 << 62) - 13), .right((1 << 62) - 11)],
            ChangeSummary.refillMoves), pages: 2)),
      Case(
        name: "peeking: backward across the wrap, farther than the longest scroll",
        state: CoreState(.max, on: 5, SlotTriple(4, 5, 6), geometry: CoreState.peeking),
        target: .max - (1 << 40),
        expected: .jump(
          ChangeSummary(
            .refill(count: .max, current: .max - (1 << 40) + 2, pages: 0),
            [
              .middle(.max - (1 << 40) + 2), .left(.max - (1 << 40) + 1),
              .right(.max - (1 << 40) + 3),
            ], ChangeSummary.refillMoves), pages: -2)),
    ])
  func scrollPlan(_ c: Case) {
    var core = c.state.core
    #expect(Plan(core.scrollPlan(to: c.target)) == c.expected)
    // Planning changes nothing.
    #expect(core.current == c.state.current)
    #expect(SlotTriple(core.strip.items) == c.state.items)
    #expect(core.strip.targetSide == c.state.target)
  }

  @Test("The side slots of the test layouts are on screen only when peeking")
  func onScreen() {
    let standard = CoreState(10, on: 0, SlotTriple(9, 0, 1)).core
    #expect(!standard.isOnScreen(.left))
    #expect(!standard.isOnScreen(.right))
    #expect(standard.isOnScreen(.middle))
    let peeking = CoreState(10, on: 0, SlotTriple(9, 0, 1), geometry: CoreState.peeking).core
    #expect(peeking.isOnScreen(.left))
    #expect(peeking.isOnScreen(.right))
  }
}

// MARK: - Settling, time and release

@Suite("CarouselCore: settling, advancing time and releasing a drag")
struct CarouselCoreMotionTests {
  struct Settle: CustomTestStringConvertible, Sendable {
    var name: String
    var state: CoreState
    var target: Double
    var velocity: Double
    var duration: Duration = .milliseconds(300)
    var result: Settling
    /// The animation's start slope, or `nil` when the core comes to rest.
    var slope: Double?
    var position: Double
    var events: [String]
    var testDescription: String { "\(name): \(result)" }
  }

  @Test(
    "startSettle(to:...) arrives at once on the target, else animates",
    arguments: [
      Settle(
        name: "already there", state: CoreState(5, on: 0, SlotTriple(4, 0, 1)), target: 0,
        velocity: 0, result: .arrived(.program), slope: nil, position: 0,
        events: ["willSettle(0)"]),
      Settle(
        name: "already on a side slot", state: CoreState(5, on: 0, SlotTriple(4, 0, 1), at: 1),
        target: 1, velocity: 3, result: .arrived(.program), slope: nil, position: 1,
        events: ["willSettle(1)"]),
      Settle(
        name: "too short to animate", state: CoreState(5, on: 0, SlotTriple(4, 0, 1)), target: 1,
        velocity: 0, duration: .nanoseconds(100), result: .arrived(.program), slope: nil,
        position: 1, events: ["willSettle(1)", "scroll"]),
      Settle(
        name: "from rest", state: CoreState(5, on: 0, SlotTriple(4, 0, 1), at: 0.25), target: 1,
        velocity: 0, result: .animating, slope: 0, position: 0.25, events: ["willSettle(1)"]),
      Settle(
        name: "keeping the velocity", state: CoreState(5, on: 0, SlotTriple(4, 0, 1)), target: 1,
        velocity: 2, result: .animating, slope: 0.6, position: 0, events: ["willSettle(1)"]),
      Settle(
        name: "dropping a velocity out past the end",
        state: CoreState(3, wraps: false, on: 2, SlotTriple(1, 2, nil), at: 0.2), target: 0,
        velocity: 5, result: .animating, slope: 0, position: 0.2, events: ["willSettle(2)"]),
      Settle(
        name: "keeping a velocity back from past the end",
        state: CoreState(3, wraps: false, on: 2, SlotTriple(1, 2, nil), at: 0.2), target: 0,
        velocity: -1, result: .animating, slope: 1.5, position: 0.2, events: ["willSettle(2)"]),
    ])
  func startSettle(_ c: Settle) throws {
    var core = c.state.core
    core.now = .milliseconds(40)
    let events = CoreEventLog()
    let result = core.startSettle(
      to: c.target, velocity: c.velocity, duration: c.duration, origin: .program,
      into: &events.queue)
    #expect(result == c.result)
    #expect(core.position == c.position)
    #expect(events.drain() == c.events)
    if let slope = c.slope {
      guard case .settling(let animation) = core.motion else {
        Issue.record("the motion is \(core.motion), not settling")
        return
      }
      #expect(animation.from == c.state.position)
      #expect(animation.to == c.target)
      #expect(animation.start == .milliseconds(40))
      #expect(abs(animation.slope - slope) < 1e-12)
      #expect(animation.origin == .program)
    } else {
      #expect(core.motion == .idle)
    }
  }

  struct Frame: CustomTestStringConvertible, Sendable {
    var milliseconds: Int
    var step: String
    var position: Double
    var now: Duration
    var events: [String]
    var testDescription: String { "at \(milliseconds) ms: \(step) at \(position)" }
  }

  /// A settle from 0 to 1 over 300 ms with no velocity: the position is `3s² − 2s³`.
  @Test(
    "advance(to:into:) moves a settle, then arrives exactly at its end",
    arguments: [
      Frame(milliseconds: 0, step: "done", position: 0, now: .zero, events: []),
      Frame(
        milliseconds: 30, step: "moved", position: 0.028, now: .milliseconds(30),
        events: [
          "scroll"
        ]),
      Frame(
        milliseconds: 150, step: "moved", position: 0.5, now: .milliseconds(150),
        events: [
          "scroll"
        ]),
      Frame(
        milliseconds: 300, step: "arrived", position: 1, now: .milliseconds(300),
        events: [
          "scroll"
        ]),
      Frame(
        milliseconds: 1000, step: "arrived", position: 1, now: .milliseconds(300),
        events: [
          "scroll"
        ]),
    ])
  func advanceSettle(_ c: Frame) throws {
    var core = CoreState(5, on: 0, SlotTriple(4, 0, 1)).core
    let animation = try #require(
      SettleAnimation(
        from: 0, to: 1, velocity: 0, start: .zero, duration: .milliseconds(300),
        origin: .program))
    core.motion = .settling(animation)
    let events = CoreEventLog()
    let step = core.advance(to: .milliseconds(c.milliseconds), into: &events.queue)
    let name =
      switch step {
      case .done: "done"
      case .moved: "moved"
      case .arrived: "arrived"
      case .autoplayStep: "autoplayStep"
      }
    #expect(name == c.step)
    if case .arrived(let start, let origin) = step {
      #expect(start == .zero)
      #expect(origin == .program)
    }
    #expect(abs(core.position - c.position) < 1e-12)
    #expect(core.now == c.now)
    #expect(events.drain() == c.events)
    // The motion itself ends only when the owner lands.
    #expect(core.motion == .settling(animation))
  }

  struct Idle: CustomTestStringConvertible, Sendable {
    var name: String
    var state: CoreState
    var interval: Duration?
    var direction: AutoplayDirection = .forward
    var endBehavior: AutoplayEndBehavior = .rewind
    var paused = false
    var time: Duration
    var autoplayStep: Bool
    var now: Duration
    var testDescription: String { "\(name): \(autoplayStep ? "autoplay step" : "done")" }
  }

  @Test(
    "advance(to:into:) at rest steps autoplay when it is due, else is done",
    arguments: [
      Idle(
        name: "no autoplay", state: CoreState(5, on: 0, SlotTriple(4, 0, 1)), interval: nil,
        time: .seconds(10), autoplayStep: false, now: .seconds(10)),
      Idle(
        name: "before the step", state: CoreState(5, on: 0, SlotTriple(4, 0, 1)),
        interval: .seconds(3), time: .milliseconds(2999), autoplayStep: false,
        now: .milliseconds(2999)),
      Idle(
        name: "at the step", state: CoreState(5, on: 0, SlotTriple(4, 0, 1)),
        interval: .seconds(3), time: .seconds(3), autoplayStep: true, now: .seconds(3)),
      Idle(
        name: "past the step by less than an interval, time stops at it",
        state: CoreState(5, on: 0, SlotTriple(4, 0, 1)), interval: .seconds(3),
        time: .milliseconds(5999), autoplayStep: true, now: .seconds(3)),
      Idle(
        name: "past two steps, the missed ones are dropped and the step starts at the time",
        state: CoreState(5, on: 0, SlotTriple(4, 0, 1)), interval: .seconds(3),
        time: .seconds(6), autoplayStep: true, now: .seconds(6)),
      Idle(
        name: "paused", state: CoreState(5, on: 0, SlotTriple(4, 0, 1)), interval: .seconds(3),
        paused: true, time: .seconds(10), autoplayStep: false, now: .seconds(10)),
      Idle(
        name: "one item", state: CoreState(1, on: 0, SlotTriple(nil, 0, nil)),
        interval: .seconds(3), time: .seconds(10), autoplayStep: false, now: .seconds(10)),
      Idle(
        name: "stopped at the last item",
        state: CoreState(5, wraps: false, on: 4, SlotTriple(3, 4, nil)), interval: .seconds(3),
        endBehavior: .stop, time: .seconds(10), autoplayStep: false, now: .seconds(10)),
      Idle(
        name: "rewinding from the last item",
        state: CoreState(5, wraps: false, on: 4, SlotTriple(3, 4, nil)), interval: .seconds(3),
        time: .seconds(5), autoplayStep: true, now: .seconds(3)),
      Idle(
        name: "stopping only toward the end",
        state: CoreState(5, wraps: false, on: 4, SlotTriple(3, 4, nil)), interval: .seconds(3),
        direction: .backward, endBehavior: .stop, time: .seconds(10), autoplayStep: true,
        now: .seconds(10)),
    ])
  func advanceIdle(_ c: Idle) {
    var core = c.state.core
    if let interval = c.interval {
      core.autoplay.start(
        interval: interval, direction: c.direction, endBehavior: c.endBehavior, now: .zero)
    }
    core.autoplay.isPaused = c.paused
    let events = CoreEventLog()
    let step = core.advance(to: c.time, into: &events.queue)
    #expect(step == (c.autoplayStep ? .autoplayStep : .done))
    #expect(core.now == c.now)
    #expect(core.motion == .idle)
    #expect(events.drain().isEmpty)
  }

  struct AutoplayTarget: CustomTestStringConvertible, Sendable {
    var state: CoreState
    var direction: AutoplayDirection
    var expected: Int
    var testDescription: String { "\(state) \(direction): \(expected)" }
  }

  @Test(
    "autoplayStep() goes to the neighbour, or rewinds from a finite end",
    arguments: [
      AutoplayTarget(
        state: CoreState(5, on: 4, SlotTriple(3, 4, 0)), direction: .forward, expected: 0),
      AutoplayTarget(
        state: CoreState(5, on: 2, SlotTriple(1, 2, 3)), direction: .backward, expected: 1),
      AutoplayTarget(
        state: CoreState(5, wraps: false, on: 4, SlotTriple(3, 4, nil)), direction: .forward,
        expected: 0),
      AutoplayTarget(
        state: CoreState(5, wraps: false, on: 0, SlotTriple(nil, 0, 1)), direction: .backward,
        expected: 4),
    ])
  func autoplayStep(_ c: AutoplayTarget) {
    var core = c.state.core
    core.autoplay.start(
      interval: .seconds(2), direction: c.direction, endBehavior: .rewind, now: .zero)
    core.now = .seconds(2)
    #expect(core.autoplayStep() == c.expected)
    #expect(core.autoplay.deadline == .seconds(4))
  }

  @Test("advance(to:into:) during a drag only moves time forward")
  func advanceWhileDragging() {
    var core = CoreState(5, on: 0, SlotTriple(4, 0, 1), at: 0.3).core
    core.motion = .dragging(Drag(anchor: 0, translation: 96, start: 0))
    core.now = .seconds(2)
    let events = CoreEventLog()
    let first = core.advance(to: .seconds(5), into: &events.queue)
    #expect(first == .done)
    #expect(core.now == .seconds(5))
    let second = core.advance(to: .seconds(1), into: &events.queue)
    #expect(second == .done)
    #expect(core.now == .seconds(5))
    #expect(core.position == 0.3)
    #expect(events.drain().isEmpty)
  }

  // MARK: Drags

  @Test("beginDrag(at:into:) starts a drag from the position, and posts willBeginDragging")
  func beginDrag() {
    var core = CoreState(5, on: 0, SlotTriple(4, 0, 1), at: 0.25).core
    core.autoplay.start(
      interval: .seconds(3), direction: .forward, endBehavior: .rewind, now: .zero)
    let events = CoreEventLog()
    core.beginDrag(at: .seconds(1), into: &events.queue)
    #expect(core.motion == .dragging(Drag(anchor: 0.25, translation: 0, start: 0.25)))
    #expect(core.autoplay.deadline == nil)
    #expect(events.drain() == ["willBeginDragging"])
    // A second touch while dragging does nothing.
    core.beginDrag(at: .seconds(2), into: &events.queue)
    #expect(events.drain().isEmpty)
  }

  @Test("moveDrag(translation:at:into:) moves a page per page length, resisted past an end")
  func moveDrag() {
    var core = CoreState(5, wraps: false, on: 4, SlotTriple(3, 4, nil)).core
    let events = CoreEventLog()
    core.beginDrag(at: .zero, into: &events.queue)
    _ = events.drain()
    let moved = core.moveDrag(translation: -80, at: .milliseconds(10), into: &events.queue)
    #expect(moved)
    #expect(core.position == -0.25)
    #expect(events.drain() == ["scroll"])
    let resisted = core.moveDrag(translation: 160, at: .milliseconds(20), into: &events.queue)
    #expect(resisted)
    #expect(core.position > 0)
    #expect(core.position < 0.5)
    let unchanged = core.moveDrag(translation: 160, at: .milliseconds(30), into: &events.queue)
    #expect(!unchanged)
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
        name: "a flick forward", state: CoreState(5, on: 0, SlotTriple(4, 0, 1), at: 0.1),
        velocity: 400, target: 1),
      Release(
        name: "a flick backward", state: CoreState(5, on: 0, SlotTriple(4, 0, 1), at: -0.1),
        velocity: -400, target: -1),
      Release(
        name: "a slow release near the middle",
        state: CoreState(5, on: 0, SlotTriple(4, 0, 1), at: 0.1),
        velocity: 100, target: 0),
      Release(
        name: "a slow release past half a page",
        state: CoreState(5, on: 0, SlotTriple(4, 0, 1), at: 0.6), velocity: 0, target: 1),
      Release(
        name: "a slow release past half a page backward",
        state: CoreState(5, on: 0, SlotTriple(4, 0, 1), at: -0.6), velocity: -100, target: -1),
      Release(
        name: "just under the flick speed",
        state: CoreState(5, on: 0, SlotTriple(4, 0, 1), at: 0.4), velocity: 299, target: 0),
      Release(
        name: "a flick against the drag goes back",
        state: CoreState(5, on: 0, SlotTriple(4, 0, 1), at: 0.6), velocity: -400, target: 0),
      Release(
        name: "a flick past the last item stays",
        state: CoreState(5, wraps: false, on: 4, SlotTriple(3, 4, nil), at: 0.2), velocity: 400,
        target: 0),
      Release(
        name: "a flick before the first item stays",
        state: CoreState(5, wraps: false, on: 0, SlotTriple(nil, 0, 1), at: -0.3),
        velocity: -1000, target: 0),
      Release(
        name: "right to left: a flick to the left is forward",
        state: CoreState(5, on: 0, SlotTriple(4, 0, 1), at: 0.1, geometry: CoreState.rightToLeft),
        velocity: -400, target: 1),
    ])
  func endDrag(_ c: Release) throws {
    var core = c.state.core
    core.motion = .dragging(Drag(anchor: 0, translation: c.state.position * 320, start: 0))
    let events = CoreEventLog()
    let result = core.endDrag(at: .milliseconds(500), velocity: c.velocity, into: &events.queue)
    #expect(result == .animating)
    // The settle heads for the slot the table gives at the target page.
    let item = c.target == 0 ? core.current : core.strip.items[.side(Int(c.target))]
    #expect(
      events.drain() == [
        "didEndDragging(willSettle: \(c.willSettle))",
        "willSettle(\(item.map(String.init) ?? "-"))",
      ])
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
    var core = CoreState(5, on: 0, SlotTriple(4, 0, 1)).core
    let events = CoreEventLog()
    let withoutDrag = core.endDrag(at: .zero, velocity: 1000, into: &events.queue)
    #expect(withoutDrag == nil)
    #expect(events.drain().isEmpty)
    core.motion = .dragging(Drag(anchor: 0, translation: 0, start: 0))
    let onTarget = core.endDrag(at: .zero, velocity: 0, into: &events.queue)
    #expect(onTarget == .arrived(.gesture))
    #expect(core.motion == .idle)
    #expect(events.drain() == ["didEndDragging(willSettle: false)", "willSettle(0)"])
  }

  // MARK: Landing

  @Test("settled(origin:into:) reports a new item once, and the end of every settle")
  func settled() {
    var core = CoreState(5, on: 3, SlotTriple(2, 3, 4)).core
    core.lastSettledItem = 2
    core.announcedTarget = 3
    let events = CoreEventLog()
    core.settled(origin: .gesture, into: &events.queue)
    #expect(events.drain() == ["didScrollToItem(3)", "didSettle(3)"])
    #expect(core.announcedTarget == nil)
    core.announcedTarget = 3
    core.settled(origin: .gesture, into: &events.queue)
    #expect(events.drain() == ["didSettle(3)"])
    // A settle that ends elsewhere than announced (a failed shift turned it) is announced
    // again first.
    core.announcedTarget = 4
    core.settled(origin: .gesture, into: &events.queue)
    #expect(events.drain() == ["willSettle(3)", "didSettle(3)"])
    #expect(core.lastSettledItem == 3)
  }

  @Test(
    "comeToRest(into:) centres the middle slot and restores a target side",
    arguments: [
      SlotPosition.left, .right,
    ])
  func comeToRest(_ side: SlotPosition) throws {
    var items = SlotTriple(9, 0, 1)
    if side == .left { items.left = 6 } else { items.right = 6 }
    var core = CoreState(10, on: 0, items, target: side, at: 1e-9).core
    let events = CoreEventLog()
    let restore = core.comeToRest(into: &events.queue)
    let change = try #require(restore)
    let neighbor = side == .left ? 9 : 1
    #expect(
      ChangeSummary(change)
        == ChangeSummary(
          .restore(side), [CoreRequest(slot: side, item: neighbor)], [.recycle(side), .fill(side)]))
    #expect(core.position == 0)
    #expect(core.motion == .idle)
    #expect(events.drain() == ["scroll"])
    core.apply(change, into: &events.queue)
    #expect(SlotTriple(core.strip.items) == SlotTriple(9, 0, 1))
    #expect(core.strip.targetSide == nil)
    #expect(events.drain() == ["scroll"])
    #expect(core.invariantViolations().isEmpty)
  }
}

// MARK: - Reload

@Suite("CarouselCore: reloading keeps the item in view")
struct CarouselCoreReloadTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var state: CoreState
    var newCount: Int
    var current: Int
    var pages: Double
    var requests: [CoreRequest]
    var testDescription: String { "\(name): \(state) reloaded to \(newCount) keeps \(current)" }
  }

  @Test(
    "reload(count:) keeps the current item, clamps it, and re-bases past half a page",
    arguments: [
      Case(
        name: "more items", state: CoreState(10, on: 4, SlotTriple(3, 4, 5)), newCount: 20,
        current: 4, pages: 0, requests: [.middle(4), .left(3), .right(5)]),
      Case(
        name: "fewer items, the current one gone", state: CoreState(10, on: 8, SlotTriple(7, 8, 9)),
        newCount: 5, current: 4, pages: 0, requests: [.middle(4), .left(3), .right(0)]),
      Case(
        name: "fewer items, finite", state: CoreState(10, wraps: false, on: 8, SlotTriple(7, 8, 9)),
        newCount: 5, current: 4, pages: 0, requests: [.middle(4), .left(3)]),
      Case(
        name: "past half a page forward",
        state: CoreState(10, on: 4, SlotTriple(3, 4, 5), at: 0.6), newCount: 20, current: 5,
        pages: 1, requests: [.middle(5), .left(4), .right(6)]),
      Case(
        name: "past half a page backward",
        state: CoreState(10, on: 4, SlotTriple(3, 4, 5), at: -0.7), newCount: 20, current: 3,
        pages: -1, requests: [.middle(3), .left(2), .right(4)]),
      Case(
        name: "exactly half a page", state: CoreState(10, on: 4, SlotTriple(3, 4, 5), at: 0.5),
        newCount: 20, current: 4, pages: 0, requests: [.middle(4), .left(3), .right(5)]),
      Case(
        name: "past half a page onto the target side",
        state: CoreState(10, on: 0, SlotTriple(9, 0, 6), target: .right, at: 0.8), newCount: 10,
        current: 6, pages: 1, requests: [.middle(6), .left(5), .right(7)]),
      Case(
        name: "past a finite end, no side slot",
        state: CoreState(10, wraps: false, on: 9, SlotTriple(8, 9, nil), at: 0.6), newCount: 10,
        current: 9, pages: 0, requests: [.middle(9), .left(8)]),
      Case(
        name: "re-based, then clamped to the last item",
        state: CoreState(10, on: 4, SlotTriple(3, 4, 5), at: 0.6), newCount: 5, current: 4,
        pages: 1, requests: [.middle(4), .left(3), .right(0)]),
      Case(
        name: "from no items", state: CoreState(0, on: 0, SlotTriple(nil, nil, nil)), newCount: 3,
        current: 0, pages: 0, requests: [.middle(0), .left(2), .right(1)]),
      Case(
        name: "to no items", state: CoreState(10, on: 4, SlotTriple(3, 4, 5), at: 0.7),
        newCount: 0, current: 0, pages: 1, requests: []),
    ])
  func reload(_ c: Case) {
    let reload = c.state.core.reload(count: c.newCount)
    #expect(
      ChangeSummary(reload.refill)
        == ChangeSummary(
          .refill(count: c.newCount, current: c.current, pages: c.pages), c.requests,
          ChangeSummary.refillMoves))
    #expect(reload.autoplayWasInert == (c.state.count < 2))
  }

  @Test("reload(count:) remembers where a settle was heading")
  func heading() throws {
    var core = CoreState(10, on: 4, SlotTriple(3, 4, 5), at: 0.2).core
    core.motion = .settling(
      try #require(
        SettleAnimation(
          from: 0.2, to: 1, velocity: 0, start: .zero, duration: .seconds(1), origin: .gesture)))
    #expect(core.reload(count: 3).heading == 5)
    core.motion = .idle
    #expect(core.reload(count: 3).heading == 4)
    #expect(CoreState(0, on: 0, SlotTriple(nil, nil, nil)).core.reload(count: 3).heading == nil)
  }

  struct Reloaded: CustomTestStringConvertible, Sendable {
    var name: String
    var state: CoreState
    var dragging: Bool
    var lastSettled: Int?
    var newCount: Int
    var current: Int
    var events: [String]
    var testDescription: String { "\(name): \(events)" }
  }

  @Test(
    "reloaded(_:into:) at rest or with no items ends the motion and reports",
    arguments: [
      Reloaded(
        name: "at rest, the item changed", state: CoreState(10, on: 8, SlotTriple(7, 8, 9)),
        dragging: false, lastSettled: 8, newCount: 5, current: 4,
        events: ["scroll", "didScrollToItem(4)"]),
      Reloaded(
        name: "at rest, the same item", state: CoreState(10, on: 3, SlotTriple(2, 3, 4)),
        dragging: false, lastSettled: 3, newCount: 5, current: 3, events: ["scroll"]),
      Reloaded(
        name: "dragging onto no items", state: CoreState(10, on: 3, SlotTriple(2, 3, 4), at: 0.2),
        dragging: true, lastSettled: 3, newCount: 0, current: 0,
        events: ["scroll", "didEndDragging(willSettle: false)"]),
    ])
  func reloaded(_ c: Reloaded) {
    var core = c.state.core
    core.lastSettledItem = c.lastSettled
    if c.dragging {
      core.motion = .dragging(Drag(anchor: c.state.position, translation: 0, start: 0))
    }
    let reload = core.reload(count: c.newCount)
    let events = CoreEventLog()
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
    #expect(events.drain() == c.events)
    #expect(core.invariantViolations().isEmpty)
  }
}
