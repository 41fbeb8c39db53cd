extension CarouselCore {
  /// The items whose cells show at least ``visibilityThreshold`` of their length inside the
  /// viewport (any part, for a threshold of 0), by slot.
  func visibleItemsNow() -> VisibleItems {
    let position = self.position
    let edges = visibilityEdges
    var visible = VisibleItems()
    if edges.leftNear <= position, position <= edges.leftFar {
      visible.left = strip.items.left ?? VisibleItems.none
    }
    if edges.middleNear <= position, position <= edges.middleFar {
      visible.middle = strip.items.middle ?? VisibleItems.none
    }
    if edges.rightNear <= position, position <= edges.rightFar {
      visible.right = strip.items.right ?? VisibleItems.none
    }
    return visible
  }

  /// Whether nothing on screen can have changed since the last report.
  ///
  /// True while the position is inside ``visibleBand``: no slot's visibility can have
  /// changed, and the slots hold the same items (every change of them empties the band).
  /// The test at the end of every operation: two comparisons.
  @inline(__always)
  var isInsideVisibleBand: Bool {
    visibleBand.low < position && position < visibleBand.high
  }

  /// The open range of positions around this one in which no slot's visibility changes.
  ///
  /// A slot's visibility changes at its ``visibilityEdges``. The band runs from the
  /// nearest edge below the position to the nearest above. On an edge itself the band is
  /// empty (the edge's own answer may differ from both sides'), so that the next move works
  /// it out again.
  func visibilityBand() -> (low: Double, high: Double) {
    let position = self.position
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
    let edges = visibilityEdges
    bound(edges.leftNear, edges.leftFar)
    bound(edges.middleNear, edges.middleFar)
    bound(edges.rightNear, edges.rightFar)
    return low == position || high == position ? (position, position) : (low, high)
  }

}
