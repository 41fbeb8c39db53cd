/// What is on screen, and when that was last worked out: the visible items, the position
/// they were worked out at, and the revision of the placements.
///
/// A small machine of the core: the core tells it when something that decides what is drawn
/// changed (``invalidate()``) and hands it what is visible at the end of a call
/// (``report(_:at:)``). The listeners hear the difference from what they were told.
struct VisibilityReport {
  /// The items that count as visible, by slot.
  private(set) var visible = VisibleItems()
  /// The position at which ``visible`` was last worked out; `nil` when the slots' items, the
  /// style, the geometry or the threshold changed since.
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

  /// What is on screen now, at `position`.
  mutating func report(_ reading: ScreenReading, at position: Double) {
    checkedAt = position
    placementRevision &+= 1
    summaries = reading.summaries
    visible = reading.visible
  }
}
