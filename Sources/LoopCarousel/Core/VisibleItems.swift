/// The items whose cells count as visible, by slot.
///
/// Plain integers, with ``none`` for a slot that shows no visible item. The listeners are
/// told them by identity (``VisibleReferences``).
struct VisibleItems: Equatable, Sendable {
  /// What a slot holds when it shows no visible item (items are never negative).
  static let none = -1

  var left = none
  var middle = none
  var right = none
}

extension VisibleItems: CustomStringConvertible {
  var description: String {
    func text(_ item: Int) -> String { item == Self.none ? "-" : String(item) }
    return "(\(text(left)), \(text(middle)), \(text(right)))"
  }
}
