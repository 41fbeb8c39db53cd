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
  /// What the style made of the slot's progress.
  let values: SlotTransform
  /// The fraction of the drawn cell's area inside the viewport; 0 when hidden.
  let visibleFraction: Double
  /// Whether nothing of the cell is drawn inside the viewport.
  let isHidden: Bool

  /// What the visibility report keeps of a drawing, for the position it was worked out at:
  /// what of the cell shows inside the viewport (the costly part, the cell cut by the
  /// viewport's edges) and where it stacks, so that the placements read there neither cut
  /// it again nor ask the style for the other slots' `zIndex`.
  struct Summary: Equatable {
    /// ``SlotDrawing/visibleFraction``.
    let visibleFraction: Double
    /// ``SlotDrawing/isHidden``.
    let isHidden: Bool
    /// The style's `zIndex` for the slot.
    let zIndex: Double
  }

  /// What the visibility report keeps of the drawing.
  var summary: Summary {
    Summary(visibleFraction: visibleFraction, isHidden: isHidden, zIndex: values.zIndex)
  }

  /// The opacity below which a cell counts as hidden: neither hit nor visible.
  ///
  /// UIKit's hit testing ignores views below the same opacity.
  static let minimumAlpha = 0.01
  /// The least area inside the viewport, in square points, for a cell to count as drawn: a
  /// millionth of a square point, far below anything a screen shows, far above the rounding
  /// of a phone-sized cell turned edge-on (about 10⁻¹¹).
  static let leastShownArea = 1e-6
  /// The least homogeneous `W` of a point that is drawn: nearer the viewer's eye (where `W`
  /// falls to 0) the cell is cut, so that no point is drawn more than a million times
  /// farther from the viewport's centre than it is.
  static let nearestW = 1e-6

  /// Works out how a slot's cell is drawn.
  ///
  /// - Parameters:
  ///   - slot: The slot.
  ///   - geometry: The carousel's lengths.
  ///   - position: The viewport centre's distance from the middle slot, in pages.
  ///   - style: The style that turns the slot's progress into a transform.
  ///   - known: What the visibility report kept of the drawing with these same inputs,
  ///     while it is current: what of the cell shows is taken from it rather than worked out.
  init(
    _ slot: SlotPosition, in geometry: CarouselGeometry, at position: Double,
    style: some CarouselStyle, summary known: Summary? = nil
  ) {
    let along = geometry.frame(of: slot, at: position)
    let crossOrigin = (geometry.crossLength - geometry.itemCrossLength) / 2
    frame =
      geometry.orientation == .vertical
      ? CarouselRect(
        x: crossOrigin, y: along.origin, width: geometry.itemCrossLength, height: along.length)
      : CarouselRect(
        x: along.origin, y: crossOrigin, width: along.length, height: geometry.itemCrossLength)
    values = style.transform(forProgress: Double(slot.pageOffset) - position, in: geometry)
    let viewport = geometry.viewportSize
    transform = Self.matrix(
      of: values, frame: frame, geometry: geometry, perspective: style.perspective,
      offset: Point(x: frame.midX - viewport.x / 2, y: frame.midY - viewport.y / 2))
    if let known {
      visibleFraction = known.visibleFraction
      isHidden = known.isHidden
      return
    }
    // Its back (corners running the other way) or no area: nothing is drawn, as with
    // `isDoubleSided = false` in Core Animation and `backface-visibility: hidden` in CSS.
    let areas = Self.draw(
      frame, through: transform,
      into: PolygonFork(first: PolygonArea(), second: ViewportArea(viewport)))
    let (area, shown) = (areas.first.signed, areas.second.signed)
    let isDrawn = values.alpha >= Self.minimumAlpha && shown > Self.leastShownArea
    visibleFraction = isDrawn ? min(1, shown / area) : 0
    isHidden = !isDrawn
  }

  /// Whether a point of the viewport falls on the drawn cell (edges included).
  ///
  /// The shape is drawn again from the frame and the matrix rather than kept: hit tests are
  /// rare, and every drag move, frame and page turn draws the three slots.
  func contains(x: Double, y: Double) -> Bool {
    !isHidden && Self.draw(frame, through: transform, into: PolygonHit(Point(x: x, y: y))).contains
  }

  /// Hands the drawn cell to `stage`, in viewport coordinates, its corners clockwise on
  /// screen (its front): the frame, from its centre, cut where it would reach the viewer's
  /// eye (where `W` falls to ``nearestW``), then drawn through the matrix.
  ///
  /// - Returns: `stage`, having taken the cell.
  private static func draw<Stage: PolygonStage>(
    _ frame: CarouselRect, through matrix: Transform3D, into stage: Stage
  ) -> Stage {
    var chain = PolygonCut(
      .eye(matrix, nearest: nearestW),
      then: PolygonProjection(
        matrix: matrix, center: Point(x: frame.midX, y: frame.midY), next: stage))
    chain.addRectangle(
      x: -frame.width / 2, y: -frame.height / 2, width: frame.width, height: frame.height)
    return chain.next.next
  }

  /// The matrix about the frame's centre: the style's transform about its anchor, then the
  /// perspective about the viewport's centre (`perspective` points from the viewer's eye, at
  /// least 1; none when it is not finite or not positive).
  ///
  /// The style's values are logical (a horizontal, left-to-right carousel); they are mapped
  /// onto the screen's axes here: a vertical carousel moves along y and across x, and its
  /// cross-axis turn is about x; a right-to-left one mirrors the translation, the anchor and
  /// the turns.
  private static func matrix(
    of style: SlotTransform, frame: CarouselRect, geometry: CarouselGeometry,
    perspective: Double, offset: Point
  ) -> Transform3D {
    let vertical = geometry.orientation == .vertical
    let mirrored = geometry.isMirrored
    let sign: Double = mirrored ? -1 : 1
    let anchor = mirrored ? 1 - style.anchor : style.anchor
    // The anchor and the move, from the frame's centre, in screen axes (z toward the viewer).
    let pivot =
      vertical
      ? SIMD3(0, (anchor - 0.5) * frame.height, 0) : SIMD3((anchor - 0.5) * frame.width, 0, 0)
    let move =
      vertical
      ? SIMD3(style.crossTranslation, style.translation, style.depth)
      : SIMD3(sign * style.translation, style.crossTranslation, style.depth)
    // The turn as CSS names it: rotateY or rotateX for the cross axis, rotateZ for the view
    // axis, each with the angle the screen's axes give it. Rows are what x, y and z become.
    let angle = vertical ? -style.rotation : sign * style.rotation
    let (sine, cosine) = angle.sineAndCosine
    var (x, y, z): (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)
    switch (style.rotationAxis, vertical) {
    case (.crossAxis, false):
      (x, y, z) = (SIMD3(cosine, 0, -sine), SIMD3(0, 1, 0), SIMD3(sine, 0, cosine))
    case (.crossAxis, true):
      (x, y, z) = (SIMD3(1, 0, 0), SIMD3(0, cosine, sine), SIMD3(0, -sine, cosine))
    case (.viewAxis, _):
      (x, y, z) = (SIMD3(cosine, sine, 0), SIMD3(-sine, cosine, 0), SIMD3(0, 0, 1))
    }
    // The scale comes first, in the plane: it multiplies what x and y become.
    x *= style.scale
    y *= style.scale
    // p ↦ (p − pivot)·rows + pivot + move.
    let shift = pivot + move - (pivot.x * x + pivot.y * y + pivot.z * z)
    // The perspective about the viewport's centre, seen from the frame's centre: a point
    // moved z toward the viewer is drawn at (x + offset·z/d, y + offset·z/d) / (1 − z/d),
    // which is this affine map followed by translate(offset)·perspective(d)·translate(−offset).
    let k = perspective.isFinite && perspective > 0 ? 1 / max(perspective, 1) : 0
    func row(_ r: SIMD3<Double>, _ w: Double) -> SIMD4<Double> {
      SIMD4(r.x + r.z * offset.x * k, r.y + r.z * offset.y * k, r.z, w - r.z * k)
    }
    return Transform3D(rows: row(x, 0), row(y, 0), row(z, 0), row(shift, 1))
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
}
