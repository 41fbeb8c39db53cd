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
  @inline(__always)
  func contains(_ item: Int) -> Bool {
    left == item || middle == item || right == item
  }

  /// Calls `body` with each item that `other` does not hold, in slot order, each item once
  /// (an item in two slots, with two items wrapping, only at its first slot).
  @inline(__always)
  func forEachItem(missingFrom other: VisibleItems, _ body: (Int) -> Void) {
    let none = Self.none
    if left != none, !other.contains(left) { body(left) }
    if middle != none, middle != left, !other.contains(middle) { body(middle) }
    if right != none, right != left, right != middle, !other.contains(right) { body(right) }
  }
}

extension VisibleItems: CustomStringConvertible {
  var description: String {
    func text(_ item: Int) -> String { item == Self.none ? "-" : String(item) }
    return "(\(text(left)), \(text(middle)), \(text(right)))"
  }
}
