/// The items whose cells count as visible, by slot: what the delegate was last told, and what
/// is on screen now.
///
/// Plain integers, with ``none`` for a slot that shows no visible item, so that comparing two
/// sets at the end of a page turn is a handful of integer comparisons.
struct VisibleItems: Equatable, Sendable {
  /// What a slot holds when it shows no visible item (items are never negative).
  static let none = -1

  var left = none
  var middle = none
  var right = none

  /// Whether `item`, an item or ``none``, is visible in some slot.
  func contains(_ item: Int) -> Bool {
    left == item || middle == item || right == item
  }

  /// Adds an item a listener was told appeared, in the first free slot (the slots of a
  /// record of what was told mean nothing; at most three items are ever visible).
  mutating func insert(_ item: Int) {
    guard !contains(item) else { return }
    if left == Self.none {
      left = item
    } else if middle == Self.none {
      middle = item
    } else if right == Self.none {
      right = item
    }
  }

  /// Removes an item a listener was told disappeared.
  mutating func remove(_ item: Int) {
    if left == item { left = Self.none }
    if middle == item { middle = Self.none }
    if right == item { right = Self.none }
  }

}

extension VisibleItems: CustomStringConvertible {
  var description: String {
    func text(_ item: Int) -> String { item == Self.none ? "-" : String(item) }
    return "(\(text(left)), \(text(middle)), \(text(right)))"
  }
}
