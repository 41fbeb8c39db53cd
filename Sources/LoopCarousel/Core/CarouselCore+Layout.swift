extension CarouselCore {
  /// Whether screen coordinates run against the item order.
  @inline(__always)
  var isMirrored: Bool {
    geometry.orientation == .horizontal && geometry.layoutDirection == .rightToLeft
  }

  /// Turns a screen-direction value into one toward the next item.
  @inline(__always)
  func mirrored(_ value: Double) -> Double {
    isMirrored ? -value : value
  }

  /// A slot's frame in screen terms, whether or not it holds an item.
  @inline(__always)
  func frame(of position: SlotPosition) -> AxisFrame {
    var center = (Double(position.pageOffset) - self.position) * geometry.pageLength
    if isMirrored { center = -center }
    let origin = geometry.viewportLength / 2 + center - geometry.itemLength / 2
    return AxisFrame(origin: origin, length: geometry.itemLength)
  }

  /// Whether any part of a slot's frame is inside the viewport.
  func isOnScreen(_ position: SlotPosition) -> Bool {
    let frame = frame(of: position)
    return frame.origin < geometry.viewportLength && frame.origin + frame.length > 0
  }

  /// A slot's signed distance from the viewport centre, in pages toward the next item.
  func progress(of position: SlotPosition) -> Double {
    Double(position.pageOffset) - self.position
  }
}
