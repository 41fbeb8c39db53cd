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

  /// Posts an event for each item that `other` does not hold, in slot order, each item once
  /// (an item in two slots, with two items wrapping, only at its first slot).
  ///
  /// - Parameters:
  ///   - other: The visible items to compare with.
  ///   - appearing: Whether the events are `itemDidAppear` (else `itemDidDisappear`).
  ///   - events: The queue.
  func postItems(
    missingFrom other: VisibleItems, appearing: Bool, into events: inout EventQueue
  ) {
    func post(_ item: Int) {
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
/// position `offset ± radius` less the alignment shift, for the offsets -1, 0 and 1, where
/// the radius is how far a slot's centre may be from the viewport's.
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

  /// The edges for a geometry and a threshold (the fraction of a cell's length that must
  /// be in the viewport; 0 means any part).
  init(_ geometry: CarouselGeometry, threshold: Double) {
    let radius = Self.radius(geometry, threshold: threshold)
    let shift = geometry.alignmentShift
    leftNear = -1 - radius - shift
    leftFar = -1 + radius - shift
    middleNear = 0 - radius - shift
    middleFar = 0 + radius - shift
    rightNear = 1 - radius - shift
    rightFar = 1 + radius - shift
  }

  /// The items of `slots` whose cells show enough of themselves at `position` to count as
  /// visible, by slot.
  func visibleItems(of slots: Slots<Int>, at position: Double) -> VisibleItems {
    var visible = VisibleItems()
    if leftNear <= position, position <= leftFar {
      visible.left = slots.left ?? VisibleItems.none
    }
    if middleNear <= position, position <= middleFar {
      visible.middle = slots.middle ?? VisibleItems.none
    }
    if rightNear <= position, position <= rightFar {
      visible.right = slots.right ?? VisibleItems.none
    }
    return visible
  }

  /// The open range of positions around `position` in which no slot's visibility changes.
  ///
  /// A slot's visibility changes at its edges. The band runs from the nearest edge below the
  /// position to the nearest above. On an edge itself the band is empty (the edge's own
  /// answer may differ from both sides'), so that the next move works it out again.
  func band(around position: Double) -> (low: Double, high: Double) {
    var low = -Double.infinity
    var high = Double.infinity
    // A slot's two edges are both above the position, both below, or one on each side.
    func bound(_ near: Double, _ far: Double) {
      if position < near {
        if near < high { high = near }
      } else if far < position {
        if far > low { low = far }
      } else {
        if near > low { low = near }
        if far < high { high = far }
      }
    }
    bound(leftNear, leftFar)
    bound(middleNear, middleFar)
    bound(rightNear, rightFar)
    return low == position || high == position ? (position, position) : (low, high)
  }

  /// How far, in pages, a slot's centre may be from the viewport centre for its item to
  /// count as visible; never negative, since an item is never longer than the viewport.
  ///
  /// A cell of length `L` in a viewport of length `V`, its centre `c` points from the
  /// viewport's, shows `L` while `|c| ≤ (V − L)/2` and `(V + L)/2 − |c|` beyond, so it shows
  /// at least `t·L` while `|c| ≤ (V + L)/2 − t·L`.
  private static func radius(_ geometry: CarouselGeometry, threshold: Double) -> Double {
    let item = geometry.itemLength
    // Written as `((V − L) / 2 + (1 − t)·L) / page`, the same expression as the alignment
    // shift `((V − L) / 2) / page` at t = 1, so that a whole cell at the leading edge is
    // exactly at the radius, not one rounding outside it.
    let radius =
      ((geometry.viewportLength - item) / 2 + (1 - threshold) * item) / geometry.pageLength
    // "Any part" is strict (a cell that only touches an edge shows nothing): just inside the
    // radius, so that every test is inclusive.
    return threshold == 0 ? radius.nextDown : radius
  }
}
