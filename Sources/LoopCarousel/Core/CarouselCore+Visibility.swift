extension CarouselCore {
  /// How far, in pages, a slot's centre may be from the viewport centre for its item to
  /// count as visible.
  ///
  /// A cell of length `L` in a viewport of length `V`, its centre `c` points from the
  /// viewport's, shows `L` while `|c| ≤ (V − L)/2` and `(V + L)/2 − |c|` beyond, so it shows
  /// at least `t·L` while `|c| ≤ (V + L)/2 − t·L`. Kept up to date with the geometry and the
  /// threshold, so that a frame's test is three subtractions and comparisons.
  static func visibilityRadius(_ geometry: CarouselGeometry, threshold: Double) -> Double {
    let item = geometry.itemLength
    // Written as `((V − L) / 2 + (1 − t)·L) / page`, the same expression as the alignment
    // shift `((V − L) / 2) / page` at t = 1, so that a whole cell at the leading edge is
    // exactly at the radius, not one rounding outside it.
    let radius =
      ((geometry.viewportLength - item) / 2 + (1 - threshold) * item) / geometry.pageLength
    // "Any part" is strict (a cell that only touches an edge shows nothing): just inside the
    // radius, so that every test is `distance <= radius`.
    return threshold == 0 ? radius.nextDown : radius
  }

  /// The items whose cells show at least ``visibilityThreshold`` of their length inside the
  /// viewport (any part, for a threshold of 0), by slot.
  @inline(__always)
  func visibleItemsNow() -> Slots<Int> {
    var visible = Slots<Int>()
    // The viewport centre, in pages from the middle slot's centre.
    let centre = position + geometry.alignmentShift
    if abs(centre + 1) <= visibilityRadius { visible.left = strip.items.left }
    if abs(centre) <= visibilityRadius { visible.middle = strip.items.middle }
    if abs(centre - 1) <= visibilityRadius { visible.right = strip.items.right }
    return visible
  }

  /// Reports, at the end of every operation, what a change of the slots' items or of the
  /// position implies: the settle's target again if another item now holds its page, then
  /// the items that came into view and those that left it.
  ///
  /// A frame inside ``visibleBand`` (no slot's visibility can have changed, and the slots
  /// hold the same items: every change of them empties the band) pays for two comparisons.
  @inline(__always)
  mutating func reportChanges(into events: inout EventQueue) {
    guard !(visibleBand.low < position && position < visibleBand.high) else { return }
    reportChangesOutsideBand(into: &events)
  }

  @inline(never)
  private mutating func reportChangesOutsideBand(into events: inout EventQueue) {
    reannounceTarget(into: &events)
    recomputeVisibility(into: &events)
  }

  /// Works out the visible items and the band of positions around this one where they stay
  /// the same, and posts the changes: first the items that left, then those that came, each
  /// in slot order, each item once.
  @inline(__always)
  private mutating func recomputeVisibility(into events: inout EventQueue) {
    let now = visibleItemsNow()
    // A slot's visibility changes where its distance from the position crosses the radius:
    // at `offset ± radius` for the offsets -1, 0 and 1.
    var low = -Double.infinity
    var high = Double.infinity
    // On an edge itself the band is empty (the edge's own answer may differ from both
    // sides'), so that the next move works it out again.
    func note(_ edge: Double) {
      if edge <= position { low = max(low, edge) }
      if edge >= position { high = min(high, edge) }
    }
    let shift = geometry.alignmentShift
    for offset in -1...1 {
      note(Double(offset) - visibilityRadius - shift)
      note(Double(offset) + visibilityRadius - shift)
    }
    visibleBand = (low, high)
    guard !now.holdsSame(as: visible) else { return }
    postVisibilityChanges(to: now, into: &events)
  }

  @inline(never)
  private mutating func postVisibilityChanges(to now: Slots<Int>, into events: inout EventQueue) {
    let before = visible
    func holds(_ slots: Slots<Int>, _ item: Int) -> Bool {
      slots.left == item || slots.middle == item || slots.right == item
    }
    // An item in two slots (two items, wrapping) is told once: only at its first slot.
    if let item = before.left, !holds(now, item) {
      events.append(.itemDidDisappear(item))
    }
    if let item = before.middle, item != before.left, !holds(now, item) {
      events.append(.itemDidDisappear(item))
    }
    if let item = before.right, item != before.left, item != before.middle, !holds(now, item) {
      events.append(.itemDidDisappear(item))
    }
    if let item = now.left, !holds(before, item) {
      events.append(.itemDidAppear(item))
    }
    if let item = now.middle, item != now.left, !holds(before, item) {
      events.append(.itemDidAppear(item))
    }
    if let item = now.right, item != now.left, item != now.middle, !holds(before, item) {
      events.append(.itemDidAppear(item))
    }
    visible = now
  }
}
