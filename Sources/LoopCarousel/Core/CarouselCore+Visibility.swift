extension CarouselCore {
  /// The items whose cells show at least ``visibilityThreshold`` of their length inside the
  /// viewport (any part, for a threshold of 0), by slot.
  func visibleItemsNow() -> VisibleItems {
    visibilityEdges.visibleItems(of: strip.items, at: position)
  }

  /// Whether nothing on screen can have changed since the last report.
  ///
  /// True while the position is inside ``visibleBand``: no slot's visibility can have
  /// changed, and the slots hold the same items (every change of them empties the band).
  /// The test at the end of every operation: two comparisons.
  var isInsideVisibleBand: Bool {
    visibleBand.low < position && position < visibleBand.high
  }

  /// The open range of positions around this one in which no slot's visibility changes.
  func visibilityBand() -> (low: Double, high: Double) {
    visibilityEdges.band(around: position)
  }

}
