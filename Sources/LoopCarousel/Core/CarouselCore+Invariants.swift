extension CarouselCore {
  /// The design's invariants about items and motion; empty when all hold.
  ///
  /// Checks the empty state, the slot items around the current item (with the scroll-to
  /// exception), and that the position is finite, inside the strip, and exactly centred at
  /// rest; with the owner's view of things, that the visible items told are those on screen,
  /// and that the slots' cells and the held target's cell are in step with the core. The
  /// owner adds the checks about the cells themselves.
  ///
  /// - Parameters:
  ///   - visibleNow: The items on screen, as the style draws them now; `nil` skips the check.
  ///   - cells: Which slots hold a cell.
  ///   - held: The item whose cell the owner keeps for a scroll's target.
  /// - Returns: A description of each violation.
  func invariantViolations(
    visibleNow: VisibleItems? = nil, cells: Slots<Bool>? = nil, held: Int? = nil
  ) -> [String] {
    var problems: [String] = []
    // Unless a recount is pending (a new delegate hears the items on screen at the end of
    // the next call), the items told visible are those on screen.
    if let visibleNow, visibilityCheckedAt != nil, visibleNow != visibility.visible {
      problems.append(
        "the items told visible, \(visibility.visible), are not those on screen, \(visibleNow)")
    }
    if let cells {
      for position in SlotPosition.allCases
      where (strip.items[position] != nil) != (cells[position] ?? false) {
        problems.append("the \(position) slot's item and cell are out of step")
      }
      if held != heldTarget {
        problems.append(
          "the cell held for item \(held as Int?) is not the core's held target, "
            + "\(heldTarget as Int?)")
      }
    }
    let offset = (1 + position) * geometry.pageLength
    let pageLength = geometry.pageLength
    // A billionth of a point of rounding is allowed at the ends of the strip.
    let rounding = 1e-9
    if !offset.isFinite || offset < -rounding || offset > 2 * pageLength + rounding {
      problems.append("offset \(offset) is outside the strip 0...\(2 * pageLength)")
    }
    if let highlighted,
      touch != .resting || motion != .idle || highlighted >= count
        || current != highlightedAt.current || position != highlightedAt.position
    {
      problems.append("item \(highlighted) is highlighted with no finger resting on it")
    }
    if case .idle = motion, position != 0, !scroll.restsFree || abs(position) > Self.halfPage {
      problems.append(
        "at rest the position is \(position), not exactly 0 (nor within half a page, free)")
    }
    if case .idle = motion, count > 0 {
      let (back, forward) = edges
      if position < back - 1e-9 || position > forward + 1e-9 {
        problems.append("at rest the position \(position) is past the ends \(back)...\(forward)")
      }
    }
    if let sequence {
      problems.append("a sequence is left under way between calls: \(sequence)")
    }
    if case .ticking = motion, ticker == nil {
      problems.append("ticking with no ticker on")
    }
    if let focusedItem, focusedItem < 0 || focusedItem >= count {
      problems.append("the focused item \(focusedItem) is outside 0..<\(count)")
    }
    if case .idle = motion, let side = strip.targetSide {
      problems.append("at rest the \(side) slot still counts as a scroll-to target")
    }
    let items = strip.items
    let prefetched = prefetch.prefetched
    if Set(prefetched).count != prefetched.count
      || prefetched.count > 3 * PrefetchWindow.maximumDistance
    {
      problems.append("prefetched \(prefetched) with a distance of \(prefetch.distance)")
    }
    for item in prefetched
    where item < 0 || item >= count || items.left == item || items.middle == item
      || items.right == item
    {
      problems.append("item \(item) is prefetched, but it is shown or does not exist")
    }
    // `AutoplaySchedule.deadline` is the next step's instant on this rule.
    if let countdown = autoplay.countdown, (countdown.heldAt == nil) != autoplay.holds.isEmpty {
      problems.append("the autoplay countdown is held at \(String(describing: countdown.heldAt))")
    }
    if count == 0 {
      if items.left != nil || items.middle != nil || items.right != nil {
        problems.append("no items, but a slot is filled")
      }
      if position != 0 { problems.append("no items, but the position is \(position)") }
      if motion.phase != .idle { problems.append("no items, but the phase is \(motion.phase)") }
      if autoplayDueTime != nil { problems.append("no items, but autoplay is due") }
      return problems
    }
    if current < 0 || current >= count {
      problems.append("current \(current) is outside 0..<\(count)")
    }
    if items.middle != current {
      problems.append("middle shows \(String(describing: items.middle)), not \(current)")
    }
    problems += strip.neighborMismatches(around: current, in: ring)
    if count == 1, position != 0, motion.phase == .idle {
      problems.append("one item, but the carousel is not centred at rest")
    }
    for position in SlotPosition.allCases {
      if let item = items[position], item < 0 || item >= count {
        problems.append("the \(position) slot shows item \(item) of \(count)")
      }
    }
    return problems
  }
}
