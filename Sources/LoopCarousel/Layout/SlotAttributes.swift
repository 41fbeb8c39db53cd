/// Where a slot is relative to the viewport, and what the style makes of it.
///
/// Lengths are in points along the scroll axis, measured from the viewport's leading edge
/// (left, or top for a vertical carousel), in screen terms: in a right-to-left layout the
/// next item's frame lies to the left.
public struct SlotAttributes: Hashable, Sendable {
  /// The slot described.
  public let position: SlotPosition
  /// The item the slot shows.
  public let item: Int
  /// The leading edge of the cell's frame, from the viewport's leading edge.
  public let frameOrigin: Double
  /// The cell's length along the axis (the item length).
  public let frameLength: Double
  /// The signed distance of the slot's centre from the viewport centre, in pages toward the
  /// next item: `0` centred, `1` one page on the next item's side.
  public let progress: Double
  /// Whether any part of the frame is inside the viewport.
  public let isVisible: Bool
  /// What the carousel's style makes of ``progress``.
  public let transform: SlotTransform

  /// The cell's centre, from the viewport's leading edge.
  public var frameCenter: Double { frameOrigin + frameLength / 2 }
}

/// A slot's frame along the axis, in screen terms.
struct AxisFrame {
  var origin: Double
  var length: Double

  /// Whether any part of the frame is inside a viewport of `length` points.
  func isOnScreen(in viewport: Double) -> Bool {
    origin < viewport && origin + length > 0
  }
}
