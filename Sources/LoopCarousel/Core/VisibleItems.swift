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

  /// Posts an event for each item that `other` does not hold, in slot order, each item once
  /// (an item in two slots, with two items wrapping, only at its first slot).
  ///
  /// - Parameters:
  ///   - other: The visible items to compare with.
  ///   - appearing: Whether the events are `itemDidAppear` (else `itemDidDisappear`).
  ///   - events: The queue.
  @inline(__always)
  func postItems(
    missingFrom other: VisibleItems, appearing: Bool, into events: inout EventQueue
  ) {
    @inline(__always) func post(_ item: Int) {
      events.append(appearing ? .itemDidAppear(item) : .itemDidDisappear(item))
    }
    let none = Self.none
    if left != none, !other.contains(left) { post(left) }
    if middle != none, middle != left, !other.contains(middle) { post(middle) }
    if right != none, right != left, right != middle, !other.contains(right) { post(right) }
  }
}

extension VisibleItems: CustomStringConvertible {
  var description: String {
    func text(_ item: Int) -> String { item == Self.none ? "-" : String(item) }
    return "(\(text(left)), \(text(middle)), \(text(right)))"
  }
}

/// The positions between which each slot's cell counts as visible: `near...far`, the
/// position `offset ± radius` less the alignment shift, for the offsets -1, 0 and 1.
///
/// Worked out once per geometry and threshold. The visibility test and the band of steady
/// visibility both read these numbers, so that they agree to the last bit.
struct VisibilityEdges: Equatable, Sendable {
  var leftNear: Double
  var leftFar: Double
  var middleNear: Double
  var middleFar: Double
  var rightNear: Double
  var rightFar: Double

  /// The edges for a radius (never negative: an item is never longer than the viewport) and
  /// an alignment shift, in pages.
  init(radius: Double, shift: Double) {
    leftNear = -1 - radius - shift
    leftFar = -1 + radius - shift
    middleNear = 0 - radius - shift
    middleFar = 0 + radius - shift
    rightNear = 1 - radius - shift
    rightFar = 1 + radius - shift
  }
}
