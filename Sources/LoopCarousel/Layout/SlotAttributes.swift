/// Where a slot is relative to the viewport, and what the style makes of it.
///
/// Lengths are in points along the scroll axis, measured from the viewport's left edge (top
/// edge for a vertical carousel) in every layout direction, as a view's bounds are: in a
/// right-to-left layout the next item's frame lies to the left. Taps and hit tests take
/// points in the same space.
public struct SlotAttributes: Hashable, Sendable {
  /// The slot described.
  public let position: SlotPosition
  /// The item the slot shows.
  public let item: Int
  /// The left (top) edge of the cell's frame, from the viewport's left (top) edge.
  public let frameOrigin: Double
  /// The cell's length along the axis (the item length).
  public let frameLength: Double
  /// The signed distance of the slot's centre from the viewport centre, in pages toward the
  /// next item: `0` centred, `1` one page on the next item's side.
  public let progress: Double
  /// Whether any part of the cell is drawn inside the viewport, as the style draws it: the
  /// opposite of ``CellPlacement/isHidden``.
  public let isVisible: Bool
  /// What the carousel's style makes of ``progress``.
  public let transform: SlotTransform

  /// The cell's centre, from the viewport's left (top) edge.
  public var frameCenter: Double { frameOrigin + frameLength / 2 }
}

/// A slot's frame along the axis, in screen terms.
struct AxisFrame {
  var origin: Double
  var length: Double
}
