import Testing

@testable import LoopCarousel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The drawing model of the HTML page before placements existed, from the CSS specification.
///
/// Each card at its frame, `transform-origin` at the style's anchor,
/// `translate3d(…) rotate…(…) scale(…)`, under a `perspective` on the viewport (about its
/// centre). Matrices are CSS `matrix3d()` arguments, which are ``Transform3D``'s elements in
/// order; a list of transforms applies from the right, so in row-vector order it is
/// concatenated from the left.
enum CSSModel {
  static func translate(_ x: Double, _ y: Double, _ z: Double) -> Transform3D {
    Transform3D(
      m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
      m31: 0, m32: 0, m33: 1, m34: 0, m41: x, m42: y, m43: z, m44: 1)
  }
  static func scale(_ s: Double) -> Transform3D {
    Transform3D(
      m11: s, m12: 0, m13: 0, m14: 0, m21: 0, m22: s, m23: 0, m24: 0,
      m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
  }
  /// `rotateX(a)`: `matrix3d(1,0,0,0, 0,cos,sin,0, 0,-sin,cos,0, 0,0,0,1)`.
  static func rotateX(_ a: Double) -> Transform3D {
    Transform3D(
      m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: cos(a), m23: sin(a), m24: 0,
      m31: 0, m32: -sin(a), m33: cos(a), m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
  }
  /// `rotateY(a)`: `matrix3d(cos,0,-sin,0, 0,1,0,0, sin,0,cos,0, 0,0,0,1)`.
  static func rotateY(_ a: Double) -> Transform3D {
    Transform3D(
      m11: cos(a), m12: 0, m13: -sin(a), m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
      m31: sin(a), m32: 0, m33: cos(a), m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
  }
  /// `rotateZ(a)`: `matrix3d(cos,sin,0,0, -sin,cos,0,0, 0,0,1,0, 0,0,0,1)`.
  static func rotateZ(_ a: Double) -> Transform3D {
    Transform3D(
      m11: cos(a), m12: sin(a), m13: 0, m14: 0, m21: -sin(a), m22: cos(a), m23: 0, m24: 0,
      m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
  }
  /// `perspective(d)`.
  static func perspective(_ d: Double) -> Transform3D {
    Transform3D(
      m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
      m31: 0, m32: 0, m33: 1, m34: -1 / d, m41: 0, m42: 0, m43: 0, m44: 1)
  }

  /// Where the page drew a slot's four corners (top-left, top-right, bottom-right,
  /// bottom-left of the card), from its layout attributes; `nil` behind the viewer.
  static func corners(
    of a: SlotAttributes, in g: CarouselGeometry, perspective d: Double = 800
  ) -> [(x: Double, y: Double)]? {
    let t = a.transform
    let vertical = g.orientation == .vertical
    let mirrored = !vertical && g.layoutDirection == .rightToLeft
    let sign: Double = mirrored ? -1 : 1
    let crossOrigin = (g.crossLength - g.itemCrossLength) / 2
    let (left, top, width, height) =
      vertical
      ? (crossOrigin, a.frameOrigin, g.itemCrossLength, a.frameLength)
      : (a.frameOrigin, crossOrigin, a.frameLength, g.itemCrossLength)
    let anchor = mirrored ? 1 - t.anchor : t.anchor
    let origin = vertical ? (width / 2, anchor * height) : (anchor * width, height / 2)
    let move =
      vertical
      ? translate(t.crossTranslation, t.translation, t.depth)
      : translate(sign * t.translation, t.crossTranslation, t.depth)
    let turn =
      switch (t.rotationAxis, vertical) {
      case (.crossAxis, false): rotateY(sign * t.rotation)
      case (.crossAxis, true): rotateX(-t.rotation)
      case (.viewAxis, false): rotateZ(sign * t.rotation)
      case (.viewAxis, true): rotateZ(-t.rotation)
      }
    let (vx, vy) =
      vertical
      ? (g.crossLength / 2, g.viewportLength / 2) : (g.viewportLength / 2, g.crossLength / 2)
    let m = translate(-origin.0, -origin.1, 0)
      .concatenating(scale(t.scale)).concatenating(turn).concatenating(move)
      .concatenating(translate(origin.0 + left, origin.1 + top, 0))
      .concatenating(translate(-vx, -vy, 0)).concatenating(perspective(d))
      .concatenating(translate(vx, vy, 0))
    var result: [(x: Double, y: Double)] = []
    for (x, y) in [(0, 0), (width, 0), (width, height), (0, height)] {
      guard let point = m.projecting(x: x, y: y) else { return nil }
      result.append(point)
    }
    return result
  }

  /// Where the placement puts the same corners: the frame's centre plus the matrix applied
  /// to the corner's offset from it.
  static func corners(of p: CellPlacement) -> [(x: Double, y: Double)]? {
    let (w, h) = (p.frame.width / 2, p.frame.height / 2)
    var result: [(x: Double, y: Double)] = []
    for (x, y) in [(-w, -h), (w, -h), (w, h), (-w, h)] {
      guard let point = p.transform.projecting(x: x, y: y) else { return nil }
      result.append((p.frame.midX + point.x, p.frame.midY + point.y))
    }
    return result
  }
}

/// One layout to check placements in.
struct PlacementCase: CustomTestStringConvertible, Sendable {
  var style: String
  var orientation: CarouselOrientation
  var direction: CarouselLayoutDirection
  var alignment: CarouselAlignment
  var testDescription: String { "\(style) \(orientation) \(direction) \(alignment)" }

  static let styles: [String: any CarouselStyle] = [
    "plain": .plain, "zoom": .zoom, "crossFade": .crossFade, "depth": .depth,
    "coverFlow": .coverFlow(spacingFactor: 0.3), "cube": .cube, "wheel": .wheel,
  ]

  static let all: [PlacementCase] = styles.keys.sorted().flatMap { style in
    CarouselOrientation.allCases.flatMap { orientation in
      CarouselLayoutDirection.allCases.flatMap { direction in
        CarouselAlignment.allCases.map {
          PlacementCase(style: style, orientation: orientation, direction: direction, alignment: $0)
        }
      }
    }
  }

  /// A carousel of this case: 390-point viewport, 300-point items 10 apart, 200 across with
  /// 160-point cells.
  func harness() throws -> Harness {
    let h = Harness(
      count: 5,
      geometry: try CarouselGeometry(
        viewportLength: 390, itemLength: 300, spacing: 10, orientation: orientation,
        layoutDirection: direction, alignment: alignment, crossLength: 200, itemCrossLength: 160))
    h.carousel.style = try #require(Self.styles[style])
    return h
  }
}

@Suite("Placements, hit tests and visibility follow the drawn cells")
struct PlacementTests {
  /// The positions each case is checked at: at rest, part way either way, nearly a page.
  static let drags: [Double] = [0, 0.3, -0.45, 0.8]

  @Test(
    "each placement maps the cell's corners where the CSS model of its layout attributes draws them",
    arguments: PlacementCase.all)
  func matchesLayoutAttributes(_ layout: PlacementCase) throws {
    for pages in Self.drags {
      let h = try layout.harness()
      h.begin()
      if pages != 0 { h.move(pages: pages) }
      let geometry = h.carousel.geometry
      for position in SlotPosition.allCases {
        let attributes = try #require(h.carousel.layoutAttributes(for: position))
        let placement = try #require(h.carousel.placement(for: position))
        #expect(placement.item == attributes.item && placement.position == position)
        #expect(placement.cell === h.carousel.slot(position)?.cell)
        #expect(placement.alpha == attributes.transform.alpha)
        #expect(placement.zIndex == attributes.transform.zIndex)
        #expect(placement.isHidden == !attributes.isVisible)
        let along = geometry.orientation == .vertical ? placement.frame.y : placement.frame.x
        #expect(along == attributes.frameOrigin)
        let expected = try #require(CSSModel.corners(of: attributes, in: geometry))
        let drawn = try #require(CSSModel.corners(of: placement))
        for (e, d) in zip(expected, drawn) {
          #expect(
            abs(e.x - d.x) < 1e-6 && abs(e.y - d.y) < 1e-6,
            "\(position) at \(pages) pages: CSS \(e), placement \(d)")
        }
      }
    }
  }

  @Test(
    "item(atX:y:) is the topmost drawn cell under the point, for every built-in style",
    arguments: PlacementCase.all.filter { $0.alignment == .center })
  func hitTestFollowsDrawnShapes(_ layout: PlacementCase) throws {
    for pages in Self.drags {
      let h = try layout.harness()
      h.begin()
      if pages != 0 { h.move(pages: pages) }
      let geometry = h.carousel.geometry
      let shapes = try SlotPosition.allCases.map { position in
        let a = try #require(h.carousel.layoutAttributes(for: position))
        return (a, CSSModel.corners(of: a, in: geometry))
      }
      let size = geometry.orientation == .vertical ? (200.0, 390.0) : (390.0, 200.0)
      var checked = 0
      for i in 0...38 {
        for j in 0...19 {
          let (x, y) = (Double(i) * size.0 / 38, Double(j) * size.1 / 19)
          // The reference: the shapes that hold the point, by drawing order (zIndex, then
          // middle, left, right); a point within half a point of an edge gets no verdict.
          var hit: (item: Int, z: Double, tie: Int)?
          var nearEdge = false
          for (a, corners) in shapes {
            guard a.transform.alpha >= 0.01, let corners else { continue }
            let inside = Self.side(of: (x, y), corners)
            if abs(inside) < 0.5 { nearEdge = true }
            guard inside > 0 else { continue }
            let tie = [SlotPosition.middle: 2, .left: 1, .right: 0][a.position] ?? 0
            if let best = hit,
              best.z > a.transform.zIndex
                || (best.z == a.transform.zIndex && best.tie > tie)
            {
              continue
            }
            hit = (a.item, a.transform.zIndex, tie)
          }
          guard !nearEdge else { continue }
          checked += 1
          #expect(
            h.carousel.item(atX: x, y: y) == hit?.item,
            "(\(x), \(y)) at \(pages) pages: expected \(hit.map { String($0.item) } ?? "nothing")")
        }
      }
      #expect(checked > 400)
    }
  }

  /// How far inside a convex quadrilateral a point is (the least distance to an edge line,
  /// positive inside, negative outside), for corners in either order; 0 for no area.
  static func side(of p: (Double, Double), _ c: [(x: Double, y: Double)]) -> Double {
    var least = Double.infinity
    var area = 0.0
    for k in 0..<4 {
      let (a, b) = (c[k], c[(k + 1) % 4])
      area += a.x * b.y - a.y * b.x
    }
    guard abs(area) > 1e-6 else { return -.infinity }
    for k in 0..<4 {
      let (a, b) = (c[k], c[(k + 1) % 4])
      let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
      guard length > 0 else { continue }
      let cross = (b.x - a.x) * (p.1 - a.y) - (b.y - a.y) * (p.0 - a.x)
      least = min(least, (area > 0 ? cross : -cross) / length)
    }
    return least
  }

  @Test("crossFade: the faded side cells are hidden, never hit, and never appear")
  func crossFadeSidesHidden() throws {
    let h = Harness(
      count: 5, geometry: try CarouselGeometry(viewportLength: 390, itemLength: 300, spacing: 10))
    h.delegate.recordsVisibility = true
    // Flat, the neighbours peek in 45 points on each side.
    #expect(h.carousel.item(atPoint: 20) == 4)
    #expect(h.carousel.item(atPoint: 385) == 1)
    #expect(h.delegate.visibleItems == [4, 0, 1])
    h.carousel.style = .crossFade
    #expect(h.carousel.item(atPoint: 20) == nil)
    #expect(h.carousel.item(atPoint: 385) == nil)
    #expect(h.carousel.item(atPoint: 195) == 0)
    for position in [SlotPosition.left, .right] {
      let placement = try #require(h.carousel.placement(for: position))
      #expect(placement.isHidden && placement.visibleFraction == 0 && placement.alpha == 0)
    }
    // The delegate hears what the new style hides before the setter returns.
    #expect(h.delegate.visibleItems == [0])
    // Half way, both cards are drawn over the centre at alpha 0.5; the middle one is on top
    // of an equal zIndex.
    h.begin()
    h.move(pages: 0.5)
    #expect(h.delegate.visibleItems == [0, 1])
    #expect(h.carousel.item(atPoint: 195) == 0)
  }

  @Test("depth: a card at alpha 0 behind the centre is not hit; the previous card still is")
  func depthHiddenCard() throws {
    let h = Harness(
      count: 5, geometry: try CarouselGeometry(viewportLength: 390, itemLength: 300, spacing: 10))
    h.carousel.style = .depth
    h.carousel.advance(to: h.now)
    #expect(h.carousel.item(atPoint: 385) == nil)
    #expect(h.carousel.item(atPoint: 20) == 4)
    #expect(h.carousel.placement(for: .right)?.isHidden == true)
    #expect(h.delegate.visibleItems == [4, 0])
  }

  @Test("a hit test takes x and y: cells narrower across than the viewport leave bands")
  func crossBands() throws {
    for orientation in CarouselOrientation.allCases {
      let h = Harness(
        count: 5,
        geometry: try CarouselGeometry(
          viewportLength: 320, orientation: orientation, crossLength: 200, itemCrossLength: 160))
      let vertical = orientation == .vertical
      func item(along: Double, across: Double) -> Int? {
        vertical
          ? h.carousel.item(atX: across, y: along) : h.carousel.item(atX: along, y: across)
      }
      #expect(item(along: 160, across: 100) == 0)
      #expect(item(along: 160, across: 20) == 0)
      #expect(item(along: 160, across: 19.9) == nil)
      #expect(item(along: 160, across: 180.1) == nil)
      #expect(item(along: 160, across: 200.1) == nil)
      #expect(item(along: 160, across: -0.1) == nil)
      #expect(item(along: .nan, across: 100) == nil)
      // The one-number call is at the middle across.
      #expect(h.carousel.item(atPoint: 160) == 0)
      let frame = try #require(h.carousel.placement(for: .middle)?.frame)
      #expect(
        frame
          == (vertical
            ? CarouselRect(x: 20, y: 0, width: 160, height: 320)
            : CarouselRect(x: 0, y: 20, width: 320, height: 160)))
    }
  }

  @Test("without a cross length the viewport is as long across as an item, and cells fill it")
  func defaultCrossLength() throws {
    let geometry = try CarouselGeometry(viewportLength: 390, itemLength: 300)
    #expect(geometry.crossLength == 300 && geometry.itemCrossLength == 300)
    let narrow = try CarouselGeometry(viewportLength: 390, crossLength: 120)
    #expect(narrow.crossLength == 120 && narrow.itemCrossLength == 120)
  }

  @Test(
    "bad cross lengths are rejected with invalidGeometry",
    arguments: [
      (Double.nan, nil), (0, nil), (-1, nil), (.infinity, nil), (2e12, nil), (100, 101),
      (100, 0), (100, .nan),
    ] as [(Double, Double?)])
  func badCrossLengths(cross: Double, itemCross: Double?) {
    #expect(throws: CarouselError.self) {
      try CarouselGeometry(viewportLength: 320, crossLength: cross, itemCrossLength: itemCross)
    }
    do {
      _ = try CarouselGeometry(viewportLength: 320, crossLength: cross, itemCrossLength: itemCross)
    } catch {
      #expect(error.code == .invalidGeometry)
    }
  }

  @Test("the visible fraction is measured on the drawn cell: a scaled-down neighbour shows less")
  func visibleFractionOnDrawnShape() throws {
    let geometry = try CarouselGeometry(viewportLength: 390, itemLength: 300, spacing: 10)
    let flat = Harness(count: 5, geometry: geometry)
    // The right card's frame is 355...655: 35 of its 300 points show.
    let right = try #require(flat.carousel.placement(for: .right))
    #expect(abs(right.visibleFraction - 35.0 / 300) < 1e-12)
    #expect(flat.carousel.placement(for: .middle)?.visibleFraction == 1)

    let zoomed = Harness(count: 5, geometry: geometry)
    zoomed.delegate.recordsVisibility = true
    zoomed.carousel.style = .zoom
    try zoomed.carousel.setVisibilityThreshold(0.1)
    // Scaled by 0.85 about its centre (505), it is drawn over 377.5...632.5: 12.5 of 255.
    let scaled = try #require(zoomed.carousel.placement(for: .right))
    #expect(abs(scaled.visibleFraction - 12.5 / 255) < 1e-12)
    #expect(zoomed.delegate.visibleItems == [0])
    try flat.carousel.setVisibilityThreshold(0.1)
    #expect(flat.delegate.visibleItems == [4, 0, 1])
  }

  /// A style of fixed values, for the edge cases of what counts as drawn.
  struct FixedStyle: CarouselStyle {
    var side: SlotTransform
    var perspective: Double = 800
    func transform(forProgress progress: Double, in geometry: CarouselGeometry) -> SlotTransform {
      progress == 0 ? .identity : side
    }
  }

  @Test(
    "a side cell is hidden below alpha 0.01, turned edge-on, or at the viewer's eye",
    arguments: [
      (SlotTransform(alpha: 0.0099), 800, true),
      (SlotTransform(alpha: 0.01), 800, false),
      // Without perspective a quarter turn shows the card edge-on; with it, the viewer sees
      // the back of the turned card, like a cube's inner wall: nothing is drawn either way.
      (SlotTransform(rotation: .pi / 2, anchor: 0), .infinity, true),
      (SlotTransform(rotation: .pi / 2 - 0.01, anchor: 0), .infinity, false),
      (SlotTransform(rotation: .pi / 2, anchor: 0), 800, true),
      (SlotTransform(rotation: .pi / 3, anchor: 0), 800, false),
      (SlotTransform(depth: 800), 800, true),
      (SlotTransform(depth: -800), 800, false),
      (SlotTransform(depth: 5000), .infinity, false),
      (SlotTransform(scale: 0), 800, true),
    ] as [(SlotTransform, Double, Bool)])
  func hiddenCells(side: SlotTransform, perspective: Double, hidden: Bool) throws {
    let h = Harness(
      count: 5, geometry: try CarouselGeometry(viewportLength: 390, itemLength: 300, spacing: 10))
    h.delegate.recordsVisibility = true
    h.carousel.style = FixedStyle(side: side, perspective: perspective)
    h.carousel.advance(to: h.now)
    let placement = try #require(h.carousel.placement(for: .right))
    #expect(placement.isHidden == hidden)
    #expect((placement.visibleFraction == 0) == hidden)
    #expect(h.delegate.visibleItems.contains(1) == !hidden)
    #expect(h.carousel.layoutAttributes(for: .right)?.isVisible == !hidden)
  }

  @Test("where drawn cells overlap, the higher zIndex is hit; on a tie, the middle slot")
  func zOrder() throws {
    let geometry = try CarouselGeometry(viewportLength: 390, itemLength: 300, spacing: 10)
    // The right card moved over the middle one, 200 points back toward the centre.
    for (zIndex, expected) in [(1.0, 1), (0, 0), (-1, 0)] {
      let h = Harness(count: 5, geometry: geometry)
      h.carousel.style = FixedStyle(side: SlotTransform(translation: -200, zIndex: zIndex))
      #expect(h.carousel.item(atPoint: 300) == expected, "zIndex \(zIndex)")
      #expect(h.carousel.item(atPoint: 380) == 1)
      // The stack hit tests follow (both sides share a zIndex): on a tie the middle slot, then
      // the left one, then the right one.
      let orders = SlotPosition.allCases.map { h.carousel.placement(for: $0)?.drawingOrder }
      let expectedOrders: [Int?] = zIndex > 0 ? [2, 0, 1] : [1, 2, 0]
      #expect(orders == expectedOrders, "zIndex \(zIndex)")
    }
    // Plain cells that touch: the shared edge belongs to the middle one.
    let touching = Harness(count: 5)
    #expect(touching.carousel.item(atPoint: 320) == 0)
  }

  @Test("selectItem(atX:y:at:) rejects points outside the viewport and not finite ones")
  func selectRejectsBadPoints() throws {
    let h = Harness(
      count: 5, geometry: try CarouselGeometry(viewportLength: 320, crossLength: 100))
    for (x, y) in [(10.0, 100.1), (10, -1), (320.5, 10), (.nan, 10), (10, .infinity)] {
      let before = ObservableState(h.carousel)
      #expect(throws: CarouselError.self) { try h.carousel.selectItem(atX: x, y: y, at: h.now) }
      #expect(ObservableState(h.carousel) == before)
    }
    #expect(try h.carousel.selectItem(atX: 10, y: 100, at: h.now) == 0)
  }

  /// Cover flow on a 390 × 200 viewport with 300-point items 10 apart, dragged 0.3 pages.
  static func coverFlowTurning() throws -> Harness {
    let h = Harness(
      count: 5,
      geometry: try CarouselGeometry(
        viewportLength: 390, itemLength: 300, spacing: 10, crossLength: 200))
    h.carousel.style = .coverFlow
    h.begin()
    h.move(pages: 0.3)
    return h
  }

  @Test("transformFromTopLeft draws the corners where transform does, measured from the corner")
  func transformFromTopLeft() throws {
    let h = try Self.coverFlowTurning()
    for position in SlotPosition.allCases {
      let p = try #require(h.carousel.placement(for: position))
      let fromCenter = try #require(CSSModel.corners(of: p))
      let (w, h) = (p.frame.width, p.frame.height)
      for ((x, y), expected) in zip([(0.0, 0.0), (w, 0), (w, h), (0, h)], fromCenter) {
        let drawn = try #require(p.transformFromTopLeft.projecting(x: x, y: y))
        #expect(abs(p.frame.x + drawn.x - expected.x) < 1e-9)
        #expect(abs(p.frame.y + drawn.y - expected.y) < 1e-9)
      }
    }
  }

  /// A style that reads the carousel it draws, as a host's style might (its phase).
  final class CarouselReadingStyle: CarouselStyle, @unchecked Sendable {
    weak var carousel: Carousel?
    var reads = 0
    func transform(forProgress progress: Double, in geometry: CarouselGeometry) -> SlotTransform {
      if let carousel, carousel.phase == .dragging, carousel.currentIndex != nil { reads += 1 }
      return SlotTransform(scale: 1 - 0.1 * min(abs(progress), 1))
    }
  }

  @Test("a style may read the carousel while it is asked: at the end of calls, in hit tests")
  func styleReadsCarousel() throws {
    let h = Harness(
      count: 5, geometry: try CarouselGeometry(viewportLength: 390, itemLength: 300, spacing: 10))
    let style = CarouselReadingStyle()
    style.carousel = h.carousel
    h.carousel.style = style
    h.begin()
    h.move(pages: 0.7)
    #expect(try h.carousel.selectItem(atPoint: 200, at: h.now) != nil)
    h.release()
    h.settle()
    try h.carousel.scrollToItem(at: 3, animated: true, at: h.now)
    h.settle()
    #expect(style.reads > 0)
  }

  @Test("a cube's side faces at rest show their backs: hidden, not hit, never visible")
  func cubeBacks() throws {
    let h = Harness(count: 5)
    h.delegate.recordsVisibility = true
    h.carousel.style = .cube
    for position in [SlotPosition.left, .right] {
      #expect(h.carousel.placement(for: position)?.isHidden == true)
    }
    #expect(h.delegate.visibleItems == [0])
    // Half way through a turn both faces show their fronts.
    h.begin()
    h.move(pages: 0.5)
    #expect(h.delegate.visibleItems == [0, 1])
    #expect(h.carousel.item(atPoint: 100) == 0 && h.carousel.item(atPoint: 220) == 1)
  }

  @Test("a cell whose bounding box reaches the viewport but whose shape does not is hidden")
  func shapeNotBoundingBox() throws {
    let h = Harness(
      count: 5,
      geometry: try CarouselGeometry(
        viewportLength: 390, itemLength: 300, spacing: 10, crossLength: 100))
    h.delegate.recordsVisibility = true
    h.carousel.style = .wheel
    try h.carousel.beginDragging(at: h.now)
    try h.carousel.updateDragging(translation: -15.5, at: h.now + .milliseconds(16))
    let right = try #require(h.carousel.placement(for: .right))
    #expect(right.isHidden && right.visibleFraction == 0)
    #expect(!h.delegate.visibleItems.contains(right.item))
  }

  @Test("a cell that reaches the viewer's eye is cut there, not hidden")
  func cutAtTheEye() throws {
    let h = Harness(
      count: 5, geometry: try CarouselGeometry(viewportLength: 8000, crossLength: 400))
    h.delegate.recordsVisibility = true
    h.carousel.style = .coverFlow
    h.begin()
    h.move(pages: 0.5)
    for position in [SlotPosition.middle, .right] {
      let placement = try #require(h.carousel.placement(for: position))
      #expect(!placement.isHidden, "\(position)")
      #expect(placement.visibleFraction > 0 && placement.visibleFraction < 1)
    }
    #expect(h.delegate.visibleItems.isSuperset(of: [0, 1]))
    #expect(h.carousel.item(atX: 2000, y: 200) == 0)
    #expect(h.carousel.item(atX: 6000, y: 200) == 1)
  }

  @Test("a perspective too small or not finite is clamped or ignored, never a broken matrix")
  func extremePerspectives() throws {
    for perspective in [
      Double.leastNonzeroMagnitude, 1e-300, 0.5, -3, .nan, .infinity, .greatestFiniteMagnitude,
    ] {
      let h = Harness(count: 5)
      h.carousel.style = FixedStyle(side: SlotTransform(depth: -100), perspective: perspective)
      let middle = try #require(h.carousel.placement(for: .middle))
      #expect(middle.transform.elements.allSatisfy { $0.isFinite }, "\(perspective)")
      #expect(!middle.isHidden && middle.visibleFraction == 1, "\(perspective)")
      #expect(h.carousel.item(atPoint: 160) == 0, "\(perspective)")
    }
  }

  @Test("a far scroll does not swap the item of a side cell the style draws on screen")
  func scrollKeepsDrawnSides() throws {
    // Flat, the neighbours are off screen; cover flow at 0.5 draws them half a page in.
    let h = Harness(count: 9)
    h.delegate.recordsVisibility = true
    h.carousel.style = .coverFlow(spacingFactor: 0.5)
    #expect(h.carousel.placement(for: .right)?.isHidden == false)
    #expect(h.delegate.visibleItems == [8, 0, 1])
    _ = h.delegate.take()
    try h.carousel.scrollToItem(at: 4, animated: true, at: h.now)
    // Nothing on screen changed its item in place: no item left the view as the scroll began.
    #expect(h.carousel.slot(.right)?.item == 1)
    #expect(!h.delegate.take().contains(.itemDidDisappear(1)))
    h.settle()
    #expect(h.carousel.currentIndex == 4)
  }

  @Test("the visible fraction of a turned cover is the part of its drawn area in the viewport")
  func fractionOfTurnedCover() throws {
    let h = try Self.coverFlowTurning()
    for position in SlotPosition.allCases {
      let placement = try #require(h.carousel.placement(for: position))
      let a = try #require(h.carousel.layoutAttributes(for: position))
      let corners = try #require(CSSModel.corners(of: a, in: h.carousel.geometry))
      // Sample the drawn quadrilateral's bounding box on a fine grid.
      let xs = corners.map(\.x)
      let ys = corners.map(\.y)
      let (x0, x1, y0, y1) = (xs.min()!, xs.max()!, ys.min()!, ys.max()!)
      var inside = 0
      var shown = 0
      for i in 0..<400 {
        for j in 0..<200 {
          let x = x0 + (Double(i) + 0.5) * (x1 - x0) / 400
          let y = y0 + (Double(j) + 0.5) * (y1 - y0) / 200
          guard Self.side(of: (x, y), corners) > 0 else { continue }
          inside += 1
          if x >= 0, x <= 390, y >= 0, y <= 200 { shown += 1 }
        }
      }
      let sampled = Double(shown) / Double(inside)
      #expect(
        abs(placement.visibleFraction - sampled) < 0.01,
        "\(position): \(placement.visibleFraction), sampled \(sampled)")
    }
  }

  /// What a host draws of every slot, as comparable values.
  static func drawn(_ carousel: Carousel) -> [String] {
    SlotPosition.allCases.map { position in
      guard let p = carousel.placement(for: position) else { return "empty" }
      return "\(p.item) \(ObjectIdentifier(p.cell)) \(p.frame) \(p.transform) \(p.alpha) "
        + "\(p.zIndex) \(p.isHidden)"
    }
  }

  @Test("placementRevision changes whenever a placement changes, and not on a still frame")
  func placementRevision() throws {
    let h = Harness(
      count: 5, geometry: try CarouselGeometry(viewportLength: 390, itemLength: 300, spacing: 10))
    var drawn = Self.drawn(h.carousel)
    var revision = h.carousel.placementRevision
    var changes = 0
    func step(_ name: String, _ body: () throws -> Void) throws {
      try body()
      let now = Self.drawn(h.carousel)
      if now != drawn {
        changes += 1
        #expect(h.carousel.placementRevision != revision, "\(name) moved a cell")
      }
      drawn = now
      revision = h.carousel.placementRevision
    }
    try step("style") { h.carousel.style = .coverFlow }
    try step("still frame") {
      h.now += .milliseconds(16)
      h.carousel.advance(to: h.now)
      #expect(h.carousel.placementRevision == revision)
    }
    try step("drag") {
      h.begin(); h.move(pages: 0.4)
    }
    try step("release") { h.release() }
    for index in 0..<40 {
      try step("frame \(index)") {
        h.now += .milliseconds(16)
        h.carousel.advance(to: h.now)
      }
    }
    try step("reload") {
      h.dataSource.count = 3
      try h.carousel.reloadData()
    }
    try step("geometry") {
      try h.carousel.setGeometry(CarouselGeometry(viewportLength: 390, crossLength: 200))
    }
    try step("scroll") { try h.carousel.scrollToItem(at: 2, animated: false, at: h.now) }
    try step("still frame") {
      h.now += .milliseconds(16)
      h.carousel.advance(to: h.now)
      #expect(h.carousel.placementRevision == revision)
    }
    #expect(changes >= 20)
  }

  @Test("Transform3D multiplies as CATransform3DConcat, and projects nothing behind the eye")
  func transformArithmetic() throws {
    let move = CSSModel.translate(10, 20, 30)
    #expect(move.concatenating(.identity) == move)
    #expect(Transform3D.identity.concatenating(move) == move)
    // Scale, then move: a point at (1, 1) lands at (12, 22).
    let both = CSSModel.scale(2).concatenating(move)
    #expect(both.projecting(x: 1, y: 1)! == (12, 22))
    // Move, then scale: (22, 42).
    #expect(move.concatenating(CSSModel.scale(2)).projecting(x: 1, y: 1)! == (22, 42))
    // 800 points of perspective: a point 400 toward the viewer is drawn twice as far out;
    // one at the eye is not drawn.
    let near = CSSModel.translate(0, 0, 400).concatenating(CSSModel.perspective(800))
    #expect(near.projecting(x: 5, y: -3)! == (10, -6))
    let atEye = CSSModel.translate(0, 0, 800).concatenating(CSSModel.perspective(800))
    #expect(atEye.projecting(x: 5, y: -3) == nil)
    #expect(move.elements == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 10, 20, 30, 1])
  }
}
