/// The items of the three slots, and the two exceptions to "the side slots show the current
/// item's neighbours": a side slot that shows a far scroll-to target, and an empty side slot
/// whose neighbour the data source could not make (a temporary end).
///
/// Everything that depends on those exceptions lives here: where the ends are, what the
/// motion is heading to, how many pages away a target is, what a turn onto a side does, and
/// what the invariants expect.
struct SlotStrip: Equatable {
  /// The item of each slot; `nil` for an empty slot.
  var items = Slots<Int>()
  /// The side slot that shows a scroll-to target instead of the current item's neighbour.
  var targetSide: SlotPosition?

  /// The farthest positions, in pages, that have an item behind them: the ends of a finite
  /// carousel, infinite when it loops, and an empty side slot whose neighbour the data
  /// source failed to make (a temporary end).
  ///
  /// A side slot that holds a scroll-to target counts as one page away, however many items
  /// lie between, since that is where the shift puts it.
  func edges(around current: Int, in ring: ItemRing) -> (back: Double, forward: Double) {
    if ring.count == 0 { return (0, 0) }
    var back = ring.loops ? -Double.infinity : Double(-current)
    var forward = ring.loops ? Double.infinity : Double(ring.count - 1 - current)
    if !ring.loops, targetSide == .left, let left = items.left { back = Double(-1 - left) }
    if !ring.loops, targetSide == .right, let right = items.right {
      forward = Double(ring.count - right)
    }
    // A side whose neighbour the data source could not make is a temporary end.
    if items.left == nil { back = max(back, 0) }
    if items.right == nil { forward = min(forward, 0) }
    return (back, forward)
  }

  /// A page turn onto the side slot toward `direction`, which holds an item.
  ///
  /// Onto a neighbour, the far side's cell is recycled and the side toward `direction`
  /// receives the next neighbour; onto a far target, both of the target's neighbours are
  /// new.
  func turn(_ direction: Direction, in ring: ItemRing) -> SlotChange {
    let side = SlotPosition.side(direction)
    let far = SlotPosition.side(direction.reversed)
    guard let newCurrent = items[side], items.middle != nil else {
      preconditionFailure("Internal inconsistency: a page turn onto an empty slot")
    }
    var change = SlotChange(.turn(direction))
    if let item = ring.neighbor(of: newCurrent, direction) { change.request(item, in: side) }
    guard targetSide == side else {
      change.move(.recycle(far), .rotate(direction), .fill(side))
      return change
    }
    if let item = ring.neighbor(of: newCurrent, direction.reversed) {
      change.request(item, in: far)
    }
    change.move(.recycle(far), .recycleMiddle, .rotate(direction), .fill(far), .fill(side))
    return change
  }

  /// The change that gives a side slot the current item's neighbour back.
  func restoring(_ side: SlotPosition, around current: Int, in ring: ItemRing) -> SlotChange {
    var change = SlotChange(.restore(side))
    if let item = ring.neighbor(of: current, side.direction) { change.request(item, in: side) }
    change.move(.recycle(side), .fill(side))
    return change
  }

  /// The item `pages` whole pages from the middle slot, through the slots as they are shown.
  ///
  /// - Returns: `current` for `0`; otherwise counted on from the side slot toward `pages`,
  ///   or `current` when that slot is empty.
  func item(atPages pages: Int, current: Int, in ring: ItemRing) -> Int {
    guard pages != 0 else { return current }
    let direction = Direction(of: pages)
    let side = SlotPosition.side(direction)
    guard let sideItem = items[side] else { return current }
    return ring.item(abs(pages) - 1, from: sideItem, direction)
  }

  /// The pages from the middle slot to `target` through the slots as they are shown.
  ///
  /// - Parameters:
  ///   - target: The item to reach.
  ///   - steps: The shortest signed distance from the current item to `target`.
  ///   - ring: The items.
  /// - Returns: The signed pages, or `nil` when the side slot on the way is empty or a shown
  ///   target lies on a longer way round.
  func pages(to target: Int, steps: Int, in ring: ItemRing) -> Int? {
    let direction = Direction(of: steps)
    let side = SlotPosition.side(direction)
    guard let sideItem = items[side] else { return nil }
    if sideItem == target { return direction.step }
    guard targetSide == side else { return steps }
    guard let beyond = ring.steps(from: sideItem, to: target, direction), beyond <= abs(steps)
    else { return nil }
    return direction.step * (1 + beyond)
  }

  /// What a side slot should show, against what it shows, when it is not the target side.
  ///
  /// - Returns: A description of each mismatch; empty when both sides are right.
  func neighborMismatches(around current: Int, in ring: ItemRing) -> [String] {
    var problems: [String] = []
    for side in [SlotPosition.left, .right] {
      let expected = ring.neighbor(of: current, side.direction)
      let shown = items[side]
      // An empty side whose neighbour exists is one the data source failed to make.
      let missing = shown == nil && expected != nil && targetSide != side
      if shown != expected && !missing && !(targetSide == side && shown != nil) {
        problems.append(
          "\(side) shows \(String(describing: shown)), expected \(String(describing: expected))")
      }
    }
    return problems
  }
}
