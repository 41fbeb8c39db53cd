import Testing

@testable import LoopCarousel

/// Three optional items, left to right, for building and comparing ``Slots``.
struct SlotTriple: Equatable, CustomStringConvertible, Sendable {
  var left: Int?
  var middle: Int?
  var right: Int?

  init(_ left: Int?, _ middle: Int?, _ right: Int?) {
    self.left = left
    self.middle = middle
    self.right = right
  }

  init(_ slots: Slots<Int>) {
    self.init(slots.left, slots.middle, slots.right)
  }

  var slots: Slots<Int> {
    var slots = Slots<Int>()
    slots.left = left
    slots.middle = middle
    slots.right = right
    return slots
  }

  var description: String {
    let names = [left, middle, right].map { $0.map(String.init) ?? "-" }
    return "(\(names.joined(separator: ", ")))"
  }
}

@Suite("Slots: subscript, take and rotate")
struct SlotChangeSlotsTests {
  @Test("The subscript reads and writes exactly one place", arguments: SlotPosition.allCases)
  func subscriptWritesOnePlace(_ position: SlotPosition) {
    var slots = Slots<Int>()
    slots[position] = 7
    let expected = SlotTriple(
      position == .left ? 7 : nil, position == .middle ? 7 : nil, position == .right ? 7 : nil)
    #expect(SlotTriple(slots) == expected)
    #expect(slots[position] == 7)
    slots[position] = nil
    #expect(SlotTriple(slots) == SlotTriple(nil, nil, nil))
  }

  struct Take: CustomTestStringConvertible, Sendable {
    var position: SlotPosition
    var taken: Int
    var after: SlotTriple
    var testDescription: String { "take(.\(position)) returns \(taken), leaving \(after)" }
  }

  @Test(
    "take(_:) returns the element and empties only its place",
    arguments: [
      Take(position: .left, taken: 1, after: SlotTriple(nil, 2, 3)),
      Take(position: .middle, taken: 2, after: SlotTriple(1, nil, 3)),
      Take(position: .right, taken: 3, after: SlotTriple(1, 2, nil)),
    ])
  func take(_ c: Take) {
    var slots = SlotTriple(1, 2, 3).slots
    #expect(slots.take(c.position) == c.taken)
    #expect(SlotTriple(slots) == c.after)
    #expect(slots.take(c.position) == nil)
  }

  struct Rotate: CustomTestStringConvertible, Sendable {
    var before: SlotTriple
    var direction: Int
    var after: SlotTriple
    var testDescription: String { "\(before) rotated toward \(direction) is \(after)" }
  }

  @Test(
    "rotate(toward:) moves every element one place against the direction",
    arguments: [
      Rotate(before: SlotTriple(nil, 2, 3), direction: 1, after: SlotTriple(2, 3, nil)),
      Rotate(before: SlotTriple(1, 2, nil), direction: -1, after: SlotTriple(nil, 1, 2)),
      Rotate(before: SlotTriple(nil, 2, nil), direction: 1, after: SlotTriple(2, nil, nil)),
      Rotate(before: SlotTriple(nil, nil, 3), direction: 1, after: SlotTriple(nil, 3, nil)),
      Rotate(before: SlotTriple(1, nil, nil), direction: -1, after: SlotTriple(nil, 1, nil)),
      // An element left on the far side is overwritten, as the documentation warns.
      Rotate(before: SlotTriple(1, 2, 3), direction: 1, after: SlotTriple(2, 3, nil)),
      Rotate(before: SlotTriple(1, 2, 3), direction: -1, after: SlotTriple(nil, 1, 2)),
      Rotate(before: SlotTriple(nil, 2, 3), direction: 5, after: SlotTriple(2, 3, nil)),
      Rotate(before: SlotTriple(1, 2, nil), direction: -3, after: SlotTriple(nil, 1, 2)),
    ])
  func rotate(_ c: Rotate) {
    var slots = c.before.slots
    slots.rotate(toward: c.direction)
    #expect(SlotTriple(slots) == c.after)
  }

  @Test("Slots compare by their three places")
  func equality() {
    #expect(SlotTriple(1, 2, 3).slots == SlotTriple(1, 2, 3).slots)
    #expect(SlotTriple(1, 2, 3).slots != SlotTriple(1, 2, nil).slots)
    #expect(SlotTriple(1, 2, 3).slots != SlotTriple(3, 2, 1).slots)
    #expect(Slots<Int>() == SlotTriple(nil, nil, nil).slots)
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
      Factory(name: "rotate(1)", move: .rotate(1), expected: .rotateForward),
      Factory(name: "rotate(-1)", move: .rotate(-1), expected: .rotateBackward),
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
    var incoming: SlotTriple
    var testDescription: String { "\(name): asks \(order.map(\.description))" }
  }

  struct Request: Sendable {
    var item: Int
    var slot: SlotPosition
  }

  @Test(
    "request(_:in:) records the item and appends its slot to the order",
    arguments: [
      Requests(name: "none", requests: [], order: [], incoming: SlotTriple(nil, nil, nil)),
      Requests(
        name: "one side", requests: [Request(item: 4, slot: .right)], order: [.right],
        incoming: SlotTriple(nil, nil, 4)),
      Requests(
        name: "right before left",
        requests: [Request(item: 7, slot: .right), Request(item: 5, slot: .left)],
        order: [.right, .left], incoming: SlotTriple(5, nil, 7)),
      Requests(
        name: "middle, left, right",
        requests: [
          Request(item: 0, slot: .middle), Request(item: 9, slot: .left),
          Request(item: 1, slot: .right),
        ],
        order: [.middle, .left, .right], incoming: SlotTriple(9, 0, 1)),
    ])
  func request(_ c: Requests) {
    var change = SlotChange(.turnOntoTarget(1))
    for request in c.requests { change.request(request.item, in: request.slot) }
    #expect(Array(change.requests).map(\.position) == c.order)
    #expect(change.requests.isEmpty == c.order.isEmpty)
    #expect(SlotTriple(change.incoming) == c.incoming)
    #expect(change.moves.isEmpty)
    #expect(change.kind == .turnOntoTarget(1))
  }
}
