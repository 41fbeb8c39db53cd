import Testing

@testable import LoopCarousel

// Short ways to write the core's own values in tables, and to read them in failures.

extension Slots where Element == Int {
  /// Three places holding `left`, `middle` and `right`.
  init(_ left: Int?, _ middle: Int?, _ right: Int?) {
    self.init()
    self.left = left
    self.middle = middle
    self.right = right
  }
}

extension Slots: CustomTestStringConvertible where Element == Int {
  /// `(left, middle, right)`, with `-` for an empty place.
  var testDescription: String {
    let names = [left, middle, right].map { $0.map(String.init) ?? "-" }
    return "(\(names.joined(separator: ", ")))"
  }
}

extension SlotStrip: CustomTestStringConvertible {
  /// A strip showing `items`, with `target` the side that shows a scroll-to target.
  init(_ items: Slots<Int>, target: SlotPosition? = nil) {
    self.init()
    self.items = items
    targetSide = target
  }

  /// A strip showing `left`, `middle` and `right`, with `target` the side that shows a
  /// scroll-to target.
  init(_ left: Int?, _ middle: Int?, _ right: Int?, target: SlotPosition? = nil) {
    self.init(Slots(left, middle, right), target: target)
  }

  var testDescription: String {
    var text = items.testDescription
    if let targetSide { text += ", target \(targetSide)" }
    return text
  }
}

extension SlotChange: CustomTestStringConvertible {
  /// A change of `kind` that asks for `requests` in that order, then runs `moves`.
  init(_ kind: Kind, requesting requests: [(SlotPosition, Int)], moving moves: [Move]) {
    self.init(kind)
    for (slot, item) in requests { request(item, in: slot) }
    for move in moves { self.moves.append(move) }
  }

  /// A page turn onto the neighbour toward `direction`, asking for `item` (the next
  /// neighbour; `nil` past a finite end) in the side slot toward `direction`.
  static func turn(_ direction: Direction, requesting item: Int?) -> SlotChange {
    switch direction {
    case .forward:
      SlotChange(
        .turn(.forward), requesting: item.map { [(.right, $0)] } ?? [],
        moving: [.recycleLeft, .rotateForward, .fillRight])
    case .backward:
      SlotChange(
        .turn(.backward), requesting: item.map { [(.left, $0)] } ?? [],
        moving: [.recycleRight, .rotateBackward, .fillLeft])
    }
  }

  /// A page turn onto a far scroll-to target toward `direction`: both of the target's
  /// neighbours are new, `ahead` (toward `direction`) asked for first, then `behind`.
  static func turnOntoTarget(_ direction: Direction, ahead: Int?, behind: Int?) -> SlotChange {
    switch direction {
    case .forward:
      SlotChange(
        .turn(.forward),
        requesting: [ahead.map { (.right, $0) }, behind.map { (.left, $0) }].compactMap { $0 },
        moving: [.recycleLeft, .recycleMiddle, .rotateForward, .fillLeft, .fillRight])
    case .backward:
      SlotChange(
        .turn(.backward),
        requesting: [ahead.map { (.left, $0) }, behind.map { (.right, $0) }].compactMap { $0 },
        moving: [.recycleRight, .recycleMiddle, .rotateBackward, .fillRight, .fillLeft])
    }
  }

  /// Every slot refilled: `requests` asked for in that order, the old cells recycled left to
  /// right, the new ones placed middle, left, right.
  static func refill(
    count: Int, current: Int, pages: Double, requesting requests: [(SlotPosition, Int)]
  ) -> SlotChange {
    SlotChange(
      .refill(count: count, current: current, pages: pages), requesting: requests,
      moving: [.recycleLeft, .recycleMiddle, .recycleRight, .fillMiddle, .fillLeft, .fillRight])
  }

  /// `turn(forward), asking for [right 4], moving [recycleLeft, rotateForward, fillRight]`.
  var testDescription: String {
    let kind =
      switch kind {
      case .turn(let direction): "turn(\(direction))"
      case .refill(let count, let current, let pages):
        "refill(count: \(count), current: \(current), pages: \(pages))"
      case .rewrap(let wraps): "rewrap(\(wraps))"
      case .restore(let side): "restore(\(side))"
      case .placeTarget(let side, let isFar): "placeTarget(\(side), isFar: \(isFar))"
      case .replace: "replace"
      }
    let asked = requests.map { "\($0.position) \(incoming[$0.position].map(String.init) ?? "-")" }
    let moved = moves.map { "\($0)" }
    return "\(kind), asking for [\(asked.joined(separator: ", "))], "
      + "moving [\(moved.joined(separator: ", "))]"
  }
}

extension CarouselCore.ScrollPlan: Equatable, CustomTestStringConvertible {
  /// Placing `item` as a far target in the side slot toward `direction`, after `restoring`,
  /// then one page toward it.
  static func far(
    _ item: Int, _ direction: Direction, restoring: SlotChange? = nil
  ) -> CarouselCore.ScrollPlan {
    let side: SlotPosition = direction == .forward ? .right : .left
    let placement = SlotChange(
      .placeTarget(side, isFar: true), requesting: [(side, item)],
      moving: [.recycle(side), .fill(side)])
    return CarouselCore.ScrollPlan(
      restoring: restoring, placement: placement, pages: direction.step)
  }

  static func == (lhs: CarouselCore.ScrollPlan, rhs: CarouselCore.ScrollPlan) -> Bool {
    lhs.rebase == rhs.rebase && lhs.restoring == rhs.restoring
      && lhs.placement == rhs.placement && lhs.pages == rhs.pages
  }

  var testDescription: String {
    let changes = [("rebase", rebase), ("restoring", restoring), ("placement", placement)]
      .compactMap { name, change in change.map { "\(name) \($0.testDescription); " } }
    return changes.joined() + "\(pages) pages"
  }
}
