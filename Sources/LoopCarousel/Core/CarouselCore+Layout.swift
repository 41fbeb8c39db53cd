extension CarouselCore {
  /// Turns a screen-direction value into one toward the next item.
  func mirrored(_ value: Double) -> Double {
    geometry.isMirrored ? -value : value
  }
}

// The layout arithmetic lives on the geometry, so that the core's own decisions read it
// without a call on the whole core (which would copy it; see `CarouselCore`).
extension CarouselGeometry {
  /// Whether screen coordinates run against the item order.
  var isMirrored: Bool { orientation == .horizontal && layoutDirection == .rightToLeft }

  /// A slot's frame in screen terms when the viewport centre is `position` pages from the
  /// middle slot.
  func frame(of slot: SlotPosition, at position: Double) -> AxisFrame {
    var offset = (Double(slot.pageOffset) - position) * pageLength
    if isMirrored { offset = -offset }
    return AxisFrame(origin: restingOrigin + offset, length: itemLength)
  }

  /// The middle slot's origin at rest: centred, or at the leading edge (the right edge of a
  /// mirrored viewport).
  static func restingOrigin(
    viewport: Double, item: Double, alignment: CarouselAlignment, mirrored: Bool
  ) -> Double {
    switch alignment {
    case .center: (viewport - item) / 2
    case .leading: mirrored ? viewport - item : 0
    }
  }
}
