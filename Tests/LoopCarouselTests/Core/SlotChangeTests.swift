import Testing

@testable import LoopCarousel

@Suite("Slots: subscript, take and rotate")
struct SlotChangeSlotsTests {
  @Test("The subscript reads and writes exactly one place", arguments: SlotPosition.allCases)
  func subscriptWritesOnePlace(_ position: SlotPosition) {
    var slots = Slots<Int>()
    slots[position] = 7
    let expected = Slots(
      position == .left ? 7 : nil, position == .middle ? 7 : nil, position == .right ? 7 : nil)
    #expect(slots == expected)
    #expect(slots[position] == 7)
    slots[position] = nil
    #expect(slots == Slots(nil, nil, nil))
  }

  struct Take: CustomTestStringConvertible, Sendable {
    var position: SlotPosition
    var taken: Int
    var after: Slots<Int>
    var testDescription: String {
      "take(.\(position)) returns \(taken), leaving \(after.testDescription)"
    }
  }

  @Test(
    "take(_:) returns the element and empties only its place",
    arguments: [
      Take(position: .left, taken: 1, after: Slots(nil, 2, 3)),
      Take(position: .middle, taken: 2, after: Slots(1, nil, 3)),
      Take(position: .right, taken: 3, after: Slots(1, 2, nil)),
    ])
  func take(_ c: Take) {
    var slots = Slots(1, 2, 3)
    #expect(slots.take(c.position) == c.taken)
    #expect(slots == c.after)
    #expect(slots.take(c.position) == nil)
  }

  struct Rotate: CustomTestStringConvertible, Sendable {
    var before: Slots<Int>
    var direction: Direction
    var after: Slots<Int>
    var testDescription: String {
      "\(before.testDescription) rotated toward \(direction) is \(after.testDescription)"
    }
  }

  @Test(
    "rotate(toward:) moves every element one place against the direction",
    arguments: [
      Rotate(before: Slots(nil, 2, 3), direction: .forward, after: Slots(2, 3, nil)),
      Rotate(before: Slots(1, 2, nil), direction: .backward, after: Slots(nil, 1, 2)),
      Rotate(before: Slots(nil, 2, nil), direction: .forward, after: Slots(2, nil, nil)),
      Rotate(before: Slots(nil, nil, 3), direction: .forward, after: Slots(nil, 3, nil)),
      Rotate(before: Slots(1, nil, nil), direction: .backward, after: Slots(nil, 1, nil)),
      // An element left on the far side is overwritten, as the documentation warns.
      Rotate(before: Slots(1, 2, 3), direction: .forward, after: Slots(2, 3, nil)),
      Rotate(before: Slots(1, 2, 3), direction: .backward, after: Slots(nil, 1, 2)),
      // A count of steps points the way of its sign.
      Rotate(before: Slots(nil, 2, 3), direction: Direction(of: 5), after: Slots(2, 3, nil)),
      Rotate(before: Slots(1, 2, nil), direction: Direction(of: -3), after: Slots(nil, 1, 2)),
    ])
  func rotate(_ c: Rotate) {
    var slots = c.before
    slots.rotate(toward: c.direction)
    #expect(slots == c.after)
  }

  @Test("Slots compare by their three places")
  func equality() {
    #expect(Slots(1, 2, 3) == Slots(1, 2, 3))
    #expect(Slots(1, 2, 3) != Slots(1, 2, nil))
    #expect(Slots(1, 2, 3) != Slots(3, 2, 1))
    #expect(Slots<Int>() == Slots(nil, nil, nil))
  }
}

@Suite("SlotChange: moves, packed programs and the request order")
struct SlotChangeTests {
  typealias Move = SlotChange.Move

  struct Factory: CustomTestStringConvertible, Sendable {
    var name: String
    var move: Move
    var expected: Move
    var testDescription: String { "\(name) is .\(expected)" }
  }

  @Test(
    "recycle, fill and rotate name the right move",
    arguments: [
      Factory(name: "recycle(.left)", move: .recycle(.left), expected: .recycleLeft),
      Factory(name: "recycle(.middle)", move: .recycle(.middle), expected: .recycleMiddle),
      Factory(name: "recycle(.right)", move: .recycle(.right), expected: .recycleRight),
      Factory(name: "fill(.left)", move: .fill(.left), expected: .fillLeft),
      Factory(name: "fill(.middle)", move: .fill(.middle), expected: .fillMiddle),
      Factory(name: "fill(.right)", move: .fill(.right), expected: .fillRight),
      Factory(name: "rotate(.forward)", move: .rotate(.forward), expected: .rotateForward),
      Factory(name: "rotate(.backward)", move: .rotate(.backward), expected: .rotateBackward),
    ])
  func factories(_ c: Factory) {
    #expect(c.move == c.expected)
  }

  @Test("A request slot maps to its position and back", arguments: SlotPosition.allCases)
  func requestSlotRoundTrip(_ position: SlotPosition) {
    let slot = SlotChange.RequestSlot(position)
    #expect(slot.position == position)
    let expected: SlotChange.RequestSlot =
      switch position {
      case .left: .left
      case .middle: .middle
      case .right: .right
      }
    #expect(slot == expected)
  }

  struct Steps: CustomTestStringConvertible, Sendable {
    var name: String
    var steps: [Move]
    var testDescription: String { "\(name): \(steps.count) steps" }
  }

  static let programs: [Steps] = [
    Steps(name: "empty", steps: []),
    Steps(name: "one", steps: [.rotateBackward]),
    Steps(name: "a page turn", steps: [.recycleLeft, .rotateForward, .fillRight]),
    Steps(
      name: "a refill",
      steps: [.recycleLeft, .recycleMiddle, .recycleRight, .fillMiddle, .fillLeft, .fillRight]),
    Steps(
      name: "eight of the highest raw value", steps: Array(repeating: .rotateBackward, count: 8)),
    Steps(
      name: "every move, high to low",
      steps: [
        .rotateBackward, .rotateForward, .fillRight, .fillMiddle, .fillLeft, .recycleRight,
        .recycleMiddle, .recycleLeft,
      ]),
    Steps(
      name: "zeros around a high value",
      steps: [.recycleLeft, .recycleLeft, .rotateBackward, .recycleLeft, .recycleLeft]),
  ]

  static func program(_ steps: [Move]) -> SlotChange.Program<Move> {
    var program = SlotChange.Program<Move>()
    for step in steps { program.append(step) }
    return program
  }

  @Test("A program hands out its steps in the order they were appended", arguments: programs)
  func programOrder(_ c: Steps) {
    var program = Self.program(c.steps)
    #expect(program.isEmpty == c.steps.isEmpty)
    var taken: [Move] = []
    while let step = program.next() { taken.append(step) }
    #expect(taken == c.steps)
    #expect(program.isEmpty)
    #expect(program.next() == nil)
  }

  @Test("Iterating or searching a program copy leaves the program whole", arguments: programs)
  func programIsAValue(_ c: Steps) {
    let program = Self.program(c.steps)
    #expect(Array(program) == c.steps)
    for move in [Move.recycleLeft, .recycleMiddle, .recycleRight, .fillLeft, .fillMiddle] {
      #expect(program.contains(move) == c.steps.contains(move), "contains .\(move)")
    }
    for move in [Move.fillRight, .rotateForward, .rotateBackward] {
      #expect(program.contains(move) == c.steps.contains(move), "contains .\(move)")
    }
    #expect(Array(program) == c.steps)
    #expect(program.isEmpty == c.steps.isEmpty)
  }

  @Test("Taking a step shortens the program from the front")
  func programNextThenAppend() {
    var program = Self.program([.fillLeft, .fillRight])
    #expect(program.next() == .fillLeft)
    program.append(.rotateForward)
    #expect(Array(program) == [.fillRight, .rotateForward])
    #expect(!program.contains(.fillLeft))
  }

  struct Requests: CustomTestStringConvertible, Sendable {
    var name: String
    var requests: [Request]
    var order: [SlotPosition]
    var incoming: Slots<Int>
    var testDescription: String { "\(name): asks \(order.map(\.description))" }
  }

  struct Request: Sendable {
    var item: Int
    var slot: SlotPosition
  }

  @Test(
    "request(_:in:) records the item and appends its slot to the order",
    arguments: [
      Requests(name: "none", requests: [], order: [], incoming: Slots(nil, nil, nil)),
      Requests(
        name: "one side", requests: [Request(item: 4, slot: .right)], order: [.right],
        incoming: Slots(nil, nil, 4)),
      Requests(
        name: "right before left",
        requests: [Request(item: 7, slot: .right), Request(item: 5, slot: .left)],
        order: [.right, .left], incoming: Slots(5, nil, 7)),
      Requests(
        name: "middle, left, right",
        requests: [
          Request(item: 0, slot: .middle), Request(item: 9, slot: .left),
          Request(item: 1, slot: .right),
        ],
        order: [.middle, .left, .right], incoming: Slots(9, 0, 1)),
    ])
  func request(_ c: Requests) {
    var change = SlotChange(.turn(.forward))
    for request in c.requests { change.request(request.item, in: request.slot) }
    #expect(Array(change.requests).map(\.position) == c.order)
    #expect(change.requests.isEmpty == c.order.isEmpty)
    #expect(change.incoming == c.incoming)
    #expect(change.moves.isEmpty)
    #expect(change.kind == .turn(.forward))
  }
}
