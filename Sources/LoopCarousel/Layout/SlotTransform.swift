/// How a style changes the drawing of one slot's cell from its flat place on the scroll axis.
///
/// The values are given in the carousel's logical frame, that of a horizontal left-to-right
/// carousel: along the scroll axis, positive points toward the next item; a positive
/// ``RotationAxis/crossAxis`` turn moves the cell's trailing side (the side toward the next
/// item) away from the viewer; a positive ``RotationAxis/viewAxis`` turn is clockwise as the
/// viewer sees it. ``Carousel/placement(for:)`` maps the same values onto the screen's axes:
/// mirrored for right to left, and with the axes swapped for a vertical carousel, so that a
/// view-axis turn shows counter-clockwise in both. Lengths are in points.
public struct SlotTransform: Hashable, Sendable {
  /// The axis a ``SlotTransform/rotation`` turns the cell about.
  public enum RotationAxis: Hashable, Sendable {
    /// The axis in the view plane perpendicular to scrolling (y for a horizontal carousel).
    ///
    /// A 3D turn, as in cover flow and cube: a positive angle moves the cell's trailing side
    /// away from the viewer and its leading side toward the viewer.
    case crossAxis
    /// The axis that points at the viewer.
    ///
    /// A 2D turn in the view plane, as on a wheel: a positive angle is clockwise.
    case viewAxis
  }

  /// The factor the cell is scaled by about its anchor; 1 is its full size.
  public var scale: Double
  /// The cell's opacity, from 0 (invisible) to 1 (opaque).
  public var alpha: Double
  /// The angle, in radians, that the cell turns by about its anchor.
  public var rotation: Double
  /// The axis that ``rotation`` turns about, which also fixes the meaning of its sign.
  public var rotationAxis: RotationAxis
  /// The distance along the scroll axis added to the slot's position; positive is toward the
  /// next item.
  public var translation: Double
  /// The distance across the scroll axis added to the slot's position (down for a horizontal
  /// carousel, right for a vertical one), for layouts such as a dial that curve in the plane.
  public var crossTranslation: Double
  /// The distance the cell moves toward the viewer; negative is farther away.
  public var depth: Double
  /// The drawing order: a cell with a higher value draws on top of one with a lower value.
  public var zIndex: Double
  /// The point the cell scales and turns about, as a fraction of its length along the scroll
  /// axis: 0 is its leading edge (toward the previous item), 0.5 its centre, 1 its trailing
  /// edge (toward the next item).
  public var anchor: Double

  /// Creates a transform; every value left out leaves the cell as it is.
  ///
  /// - Parameters:
  ///   - scale: The factor the cell is scaled by about its anchor; 1 is its full size.
  ///   - alpha: The cell's opacity, from 0 (invisible) to 1 (opaque).
  ///   - rotation: The angle, in radians, that the cell turns by about its anchor.
  ///   - rotationAxis: The axis that `rotation` turns about.
  ///   - translation: The distance along the scroll axis added to the slot's position;
  ///     positive is toward the next item.
  ///   - crossTranslation: The distance across the scroll axis added to the slot's position.
  ///   - depth: The distance the cell moves toward the viewer; negative is farther away.
  ///   - zIndex: The drawing order; higher draws on top.
  ///   - anchor: The point the cell scales and turns about, as a fraction of its length along
  ///     the scroll axis from its leading edge (0) to its trailing edge (1).
  public init(
    scale: Double = 1,
    alpha: Double = 1,
    rotation: Double = 0,
    rotationAxis: RotationAxis = .crossAxis,
    translation: Double = 0,
    crossTranslation: Double = 0,
    depth: Double = 0,
    zIndex: Double = 0,
    anchor: Double = 0.5
  ) {
    self.scale = scale
    self.alpha = alpha
    self.rotation = rotation
    self.rotationAxis = rotationAxis
    self.translation = translation
    self.crossTranslation = crossTranslation
    self.depth = depth
    self.zIndex = zIndex
    self.anchor = anchor
  }

  /// The transform that draws a cell flat, opaque and at full size in its slot's place.
  public static let identity: SlotTransform = SlotTransform()
}
