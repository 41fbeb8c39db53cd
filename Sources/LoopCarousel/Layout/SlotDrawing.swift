#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(WASILibc)
  import WASILibc
#elseif canImport(ucrt)
  import ucrt
#else
  #error("LoopCarousel needs the platform's C math library for sin and cos")
#endif

/// How one slot's cell is drawn: its frame in the viewport, the style's transform as a matrix
/// about the frame's centre with the perspective folded in, and what of it shows.
///
/// The one computation behind ``Carousel/placement(for:)``, the hit tests and the visibility
/// events, so that what is hit, what counts as visible and what a host draws always agree.
struct SlotDrawing {
  /// The cell's frame in viewport coordinates, before the transform.
  let frame: CarouselRect
  /// The style's transform about the frame's centre, with the perspective folded in.
  let transform: Transform3D
  /// The style's opacity.
  let alpha: Double
  /// The style's drawing order.
  let zIndex: Double
  /// The fraction of the drawn shape's bounding box inside the viewport; 0 when hidden.
  let visibleFraction: Double
  /// Whether nothing of the cell is drawn inside the viewport.
  let isHidden: Bool
  /// The drawn corners in viewport coordinates, in order around the cell (all four are
  /// meaningful only when the cell is not hidden).
  private let corners: (Point, Point, Point, Point)

  /// The opacity below which a cell counts as hidden: neither hit nor visible.
  ///
  /// UIKit's hit testing ignores views below the same opacity.
  static let minimumAlpha = 0.01
  /// The drawn area, as a fraction of the flat one, below which a cell is edge-on and counts
  /// as hidden: far below anything a screen shows, far above the rounding of a right angle.
  static let edgeOnArea = 1e-9

  /// Works out how a slot's cell is drawn.
  ///
  /// - Parameters:
  ///   - slot: The slot.
  ///   - geometry: The carousel's lengths.
  ///   - position: The viewport centre's distance from the middle slot, in pages.
  ///   - style: The style that turns the slot's progress into a transform.
  init(
    _ slot: SlotPosition, in geometry: CarouselGeometry, at position: Double,
    style: any CarouselStyle
  ) {
    let along = geometry.frame(of: slot, at: position)
    let crossOrigin = (geometry.crossLength - geometry.itemCrossLength) / 2
    let vertical = geometry.orientation == .vertical
    frame =
      vertical
      ? CarouselRect(
        x: crossOrigin, y: along.origin, width: geometry.itemCrossLength, height: along.length)
      : CarouselRect(
        x: along.origin, y: crossOrigin, width: along.length, height: geometry.itemCrossLength)
    let perspective = geometry.perspective(of: style)
    let values = style.transform(forProgress: Double(slot.pageOffset) - position, in: geometry)
    alpha = values.alpha
    zIndex = values.zIndex
    let viewport = geometry.viewportSize
    let matrix = Self.matrix(
      of: values, frame: frame, geometry: geometry, perspective: perspective,
      offset: Point(x: frame.midX - viewport.x / 2, y: frame.midY - viewport.y / 2))
    transform = matrix
    // The corners, from the frame's centre, drawn through the matrix.
    let half = Point(x: frame.width / 2, y: frame.height / 2)
    let center = Point(x: frame.midX, y: frame.midY)
    func corner(_ x: Double, _ y: Double) -> Point? {
      matrix.projecting(x: x, y: y).map { Point(x: center.x + $0.x, y: center.y + $0.y) }
    }
    if let a = corner(-half.x, -half.y), let b = corner(half.x, -half.y),
      let c = corner(half.x, half.y), let d = corner(-half.x, half.y)
    {
      corners = (a, b, c, d)
      let twiceArea = Point.cross(a, b) + Point.cross(b, c) + Point.cross(c, d) + Point.cross(d, a)
      let edgeOn = !(abs(twiceArea) / 2 > Self.edgeOnArea * frame.width * frame.height)
      let shown = Self.fractionInside(viewport, a, b, c, d)
      let drawn = values.alpha >= Self.minimumAlpha && !edgeOn && shown > 0
      visibleFraction = drawn ? shown : 0
      isHidden = !drawn
    } else {
      // A corner at or behind the viewer's eye: nothing sensible is drawn.
      corners = (center, center, center, center)
      visibleFraction = 0
      isHidden = true
    }
  }

  /// Whether a point of the viewport falls on the drawn cell (edges included).
  func contains(x: Double, y: Double) -> Bool {
    guard !isHidden else { return false }
    let p = Point(x: x, y: y)
    let (a, b, c, d) = corners
    // Inside a convex quadrilateral, the point is on the same side of all four edges, in
    // whichever order they run (a turn past 90° shows the back of the cell, mirrored).
    let sides = (Point.side(a, b, p), Point.side(b, c, p), Point.side(c, d, p), Point.side(d, a, p))
    let noneNegative = sides.0 >= 0 && sides.1 >= 0 && sides.2 >= 0 && sides.3 >= 0
    let nonePositive = sides.0 <= 0 && sides.1 <= 0 && sides.2 <= 0 && sides.3 <= 0
    return noneNegative || nonePositive
  }

  /// The matrix about the frame's centre: the style's transform about its anchor, then the
  /// perspective about the viewport's centre.
  ///
  /// The style's values are logical (a horizontal, left-to-right carousel); they are mapped
  /// onto the screen's axes here: a vertical carousel moves along y and across x, and its
  /// cross-axis turn is about x; a right-to-left one mirrors the translation, the anchor and
  /// the turns.
  private static func matrix(
    of style: SlotTransform, frame: CarouselRect, geometry: CarouselGeometry,
    perspective: Double?, offset: Point
  ) -> Transform3D {
    let vertical = geometry.orientation == .vertical
    let sign: Double = geometry.isMirrored ? -1 : 1
    let anchor = geometry.isMirrored ? 1 - style.anchor : style.anchor
    // The anchor and the move, from the frame's centre, in screen axes (z toward the viewer).
    let pivot =
      vertical
      ? (0, (anchor - 0.5) * frame.height, 0.0) : ((anchor - 0.5) * frame.width, 0, 0.0)
    let move =
      vertical
      ? (style.crossTranslation, style.translation, style.depth)
      : (sign * style.translation, style.crossTranslation, style.depth)
    // The turn as CSS names it: rotateY or rotateX for the cross axis, rotateZ for the view
    // axis, each with the angle the screen's axes give it. Rows are what x, y and z become.
    let angle =
      switch (style.rotationAxis, vertical) {
      case (.crossAxis, false), (.viewAxis, false): sign * style.rotation
      case (.crossAxis, true), (.viewAxis, true): -style.rotation
      }
    let (sine, cosine) = (sin(angle), cos(angle))
    var rows: ((Double, Double, Double), (Double, Double, Double), (Double, Double, Double))
    switch (style.rotationAxis, vertical) {
    case (.crossAxis, false):
      rows = ((cosine, 0, -sine), (0, 1, 0), (sine, 0, cosine))
    case (.crossAxis, true):
      rows = ((1, 0, 0), (0, cosine, sine), (0, -sine, cosine))
    case (.viewAxis, _):
      rows = ((cosine, sine, 0), (-sine, cosine, 0), (0, 0, 1))
    }
    // The scale comes first, in the plane: it multiplies what x and y become.
    let s = style.scale
    rows.0 = (s * rows.0.0, s * rows.0.1, s * rows.0.2)
    rows.1 = (s * rows.1.0, s * rows.1.1, s * rows.1.2)
    // p ↦ (p − pivot)·rows + pivot + move.
    let shift = (
      pivot.0 + move.0 - (pivot.0 * rows.0.0 + pivot.1 * rows.1.0 + pivot.2 * rows.2.0),
      pivot.1 + move.1 - (pivot.0 * rows.0.1 + pivot.1 * rows.1.1 + pivot.2 * rows.2.1),
      pivot.2 + move.2 - (pivot.0 * rows.0.2 + pivot.1 * rows.1.2 + pivot.2 * rows.2.2)
    )
    // The perspective about the viewport's centre, seen from the frame's centre: a point
    // moved z toward the viewer is drawn at (x + offset·z/d, y + offset·z/d) / (1 − z/d),
    // which is this affine map followed by translate(offset)·perspective(d)·translate(−offset).
    let k = perspective.map { 1 / $0 } ?? 0
    func row(_ r: (Double, Double, Double), _ w: Double) -> (Double, Double, Double, Double) {
      (r.0 + r.2 * offset.x * k, r.1 + r.2 * offset.y * k, r.2, w - r.2 * k)
    }
    let r1 = row(rows.0, 0)
    let r2 = row(rows.1, 0)
    let r3 = row(rows.2, 0)
    let r4 = row(shift, 1)
    return Transform3D(
      m11: r1.0, m12: r1.1, m13: r1.2, m14: r1.3,
      m21: r2.0, m22: r2.1, m23: r2.2, m24: r2.3,
      m31: r3.0, m32: r3.1, m33: r3.2, m34: r3.3,
      m41: r4.0, m42: r4.1, m43: r4.2, m44: r4.3)
  }

  /// The fraction of the bounding box of four points that lies inside a viewport of `size`
  /// (the rule of the web's `IntersectionObserver`, which Embla's `inViewThreshold` uses);
  /// 0 for a box with no area.
  private static func fractionInside(_ size: Point, _ a: Point, _ b: Point, _ c: Point, _ d: Point)
    -> Double
  {
    let low = Point(x: min(a.x, b.x, c.x, d.x), y: min(a.y, b.y, c.y, d.y))
    let high = Point(x: max(a.x, b.x, c.x, d.x), y: max(a.y, b.y, c.y, d.y))
    let width = high.x - low.x
    let height = high.y - low.y
    guard width > 0, height > 0 else { return 0 }
    let shownWidth = max(0, min(high.x, size.x) - max(low.x, 0))
    let shownHeight = max(0, min(high.y, size.y) - max(low.y, 0))
    return (shownWidth / width) * (shownHeight / height)
  }
}

/// A point of the viewport, or a size.
struct Point {
  var x: Double
  var y: Double

  /// `a.x·b.y − a.y·b.x`: twice the signed area of the triangle (origin, a, b).
  static func cross(_ a: Point, _ b: Point) -> Double {
    a.x * b.y - a.y * b.x
  }

  /// Which side of the line from `a` to `b` the point `p` is on: positive on the left,
  /// negative on the right, zero on the line.
  static func side(_ a: Point, _ b: Point, _ p: Point) -> Double {
    (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
  }
}

extension CarouselGeometry {
  /// The viewport's width and height on screen.
  var viewportSize: Point {
    orientation == .vertical
      ? Point(x: crossLength, y: viewportLength) : Point(x: viewportLength, y: crossLength)
  }

  /// The point of the viewport `point` points along the scroll axis, at the middle across it.
  func viewportPoint(atAxisPoint point: Double) -> (x: Double, y: Double) {
    orientation == .vertical ? (crossLength / 2, point) : (point, crossLength / 2)
  }

  /// The perspective distance a style asks for, or `nil` for none (not finite or not
  /// positive).
  func perspective(of style: any CarouselStyle) -> Double? {
    let distance = style.perspective
    return distance.isFinite && distance > 0 ? distance : nil
  }
}
