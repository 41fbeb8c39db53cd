/// What the delegate was told is on screen, and when that was last worked out: the items
/// told visible, the position they were worked out at, and the revision of the placements.
///
/// A small machine of the core: the core tells it when something that decides what is drawn
/// changed (``invalidate()``) and hands it what is visible at the end of a call
/// (``report(_:at:into:)``), which posts what left the view and what came into it.
struct VisibilityReport {
  /// The items the delegate was last told are visible, by slot.
  private(set) var told = VisibleItems()
  /// The position at which ``told`` was last worked out; `nil` when the slots' items, the
  /// style, the geometry or the threshold changed since, or a new delegate must hear what is
  /// on screen.
  private(set) var checkedAt: Double?
  /// What was kept of each slot's drawing at the last report (what of the cell showed, where
  /// it stacked); read while it is current, so that a slot is not cut by the viewport twice
  /// for one position (placements, layout attributes, hit tests).
  private(set) var summaries = Slots<SlotDrawing.Summary>()
  /// Changes whenever a placement may have changed: at each report (the end of a call that
  /// moved the position or changed what the slots show, the geometry or the style), when the
  /// style is set, and when a cell is replaced in place.
  private(set) var placementRevision = 0

  /// Whether nothing on screen can have changed since the last report at `position`.
  func isCurrent(at position: Double) -> Bool {
    checkedAt == position
  }

  /// Whether a slot's cell is drawn in the viewport at `position`, as the last report worked
  /// it out, or `nil` when that report is not current there.
  func drawn(_ slot: SlotPosition, at position: Double) -> Bool? {
    isCurrent(at: position) ? summaries[slot].map { !$0.isHidden } ?? false : nil
  }

  /// What was kept of the slots' drawings at `position` by the last report, or `nil` when
  /// that report is not current there.
  func summaries(at position: Double) -> Slots<SlotDrawing.Summary>? {
    isCurrent(at: position) ? summaries : nil
  }

  /// Something that decides what is drawn changed: the visible items are worked out again
  /// at the end of the call.
  mutating func invalidate() {
    checkedAt = nil
  }

  /// A placement changed without a report: a new style, a cell replaced in place.
  mutating func placementsChanged() {
    placementRevision &+= 1
  }

  /// Takes `told` as what the delegate was told (another delegate took over: what that one
  /// heard), so that it hears the difference from what is on screen at the next report.
  mutating func takeAsTold(_ told: VisibleItems) {
    self.told = told
    checkedAt = nil
  }

  /// What is on screen now, at `position`: the delegate hears the items that left the view,
  /// then those that came into it, each in slot order.
  mutating func report(
    _ reading: ScreenReading, at position: Double, into events: inout EventQueue
  ) {
    checkedAt = position
    placementRevision &+= 1
    summaries = reading.summaries
    let now = reading.visible
    guard now != told else { return }
    told.postItems(missingFrom: now, appearing: false, into: &events)
    now.postItems(missingFrom: told, appearing: true, into: &events)
    told = now
  }
}
