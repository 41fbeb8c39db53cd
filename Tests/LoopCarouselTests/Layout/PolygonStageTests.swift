import Testing

@testable import LoopCarousel

/// The stages behind the drawn cells: areas, cuts and the hit test, on shapes whose results
/// are exact in binary floating point.
@Suite("Polygon stages")
struct PolygonStageTests {
  /// The end of a chain that keeps the corners it is handed, in order.
  struct Corners: PolygonStage {
    var list: [(x: Double, y: Double)] = []
    var closed = false
    mutating func add(_ corner: Point) { list.append((corner.x, corner.y)) }
    mutating func close() { closed = true }
  }

  /// Whether two lists of corners are the same, in the same order.
  static func same(_ a: [(x: Double, y: Double)], _ b: [(x: Double, y: Double)]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { $0.x == $1.x && $0.y == $1.y }
  }

  /// A stage that has taken a rectangle.
  static func rectangle<Stage: PolygonStage>(
    _ x: Double, _ y: Double, _ width: Double, _ height: Double, into stage: Stage
  ) -> Stage {
    var stage = stage
    stage.addRectangle(x: x, y: y, width: width, height: height)
    return stage
  }

  /// The area of a rectangle, and of its part inside a 100 × 100 viewport (or `viewport`).
  static func areas(
    _ x: Double, _ y: Double, _ width: Double, _ height: Double,
    viewport: Point = Point(x: 100, y: 100)
  ) -> (whole: Double, inside: Double) {
    let fork = rectangle(
      x, y, width, height, into: PolygonFork(first: PolygonArea(), second: ViewportArea(viewport)))
    return (fork.first.signed, fork.second.signed)
  }

  /// The line `x + y = 1`, keeping `x + y ≥ 1`: `W` of a matrix whose `W` is `x + y`.
  static let diagonal = CutLine.eye(
    Transform3D(
      m11: 1, m12: 0, m13: 0, m14: 1, m21: 0, m22: 1, m23: 0, m24: 1,
      m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 0),
    nearest: 1)

  @Test("a rectangle runs clockwise on screen from its top-left corner, its area positive")
  func rectangle() {
    let corners = Self.rectangle(1, 2, 4, 3, into: Corners())
    #expect(Self.same(corners.list, [(1, 2), (5, 2), (5, 5), (1, 5)]))
    #expect(corners.closed)
    #expect(Self.rectangle(1, 2, 4, 3, into: PolygonArea()).signed == 12)
  }

  @Test("corners running the other way (a cell's back) give a negative area, inside too")
  func backFacing() {
    var back = PolygonFork(first: PolygonArea(), second: ViewportArea(Point(x: 100, y: 100)))
    for (x, y) in [(10.0, 0.0), (6, 0), (6, 2), (10, 2)] { back.add(Point(x: x, y: y)) }
    back.close()
    #expect(back.first.signed == -8)
    #expect(back.second.signed == -8)
  }

  @Test("a rectangle wholly inside is not cut: the part inside is the whole")
  func whollyInside() {
    let areas = Self.areas(10, 10, 20, 30)
    #expect(areas.whole == 600)
    #expect(areas.inside == 600)
  }

  @Test("a rectangle wholly outside, or touching only an edge, has nothing inside")
  func whollyOutside() {
    for (x, y) in [(-50.0, 10.0), (100, 10), (10, -50), (10, 100), (150, 150)] {
      let areas = Self.areas(x, y, 50, 50)
      #expect(areas.whole == 2_500)
      #expect(areas.inside == 0)
    }
  }

  @Test(
    "a rectangle crossing one edge of the viewport counts only the part inside",
    arguments: [
      (-10.0, 20.0, 200.0), (90, 20, 200), (20, -10, 200), (20, 90, 200),
      (-10, -10, 100), (90, 90, 100),
    ])
  func crossing(x: Double, y: Double, inside: Double) {
    let areas = Self.areas(x, y, 20, 20)
    #expect(areas.whole == 400)
    #expect(areas.inside == inside)
  }

  @Test("a rectangle larger than the viewport counts the viewport")
  func coversTheViewport() {
    let areas = Self.areas(-10, -20, 200, 300, viewport: Point(x: 100, y: 50))
    #expect(areas.whole == 60_000)
    #expect(areas.inside == 5_000)
  }

  @Test("a cut that cuts nothing hands on the corners as they were")
  func cutNothing() {
    let cut = Self.rectangle(0, 0, 4, 4, into: PolygonCut(.right(width: 10), then: Corners()))
    #expect(Self.same(cut.next.list, [(0, 0), (4, 0), (4, 4), (0, 4)]))
    #expect(cut.next.closed)
  }

  @Test("a cut through two edges keeps the corners on its side and the two crossings, in order")
  func cutThrough() {
    // Keeps x ≤ 1: each corner kept, and each crossing where its edge comes.
    let cut = Self.rectangle(0, 0, 4, 4, into: PolygonCut(.right(width: 1), then: Corners()))
    #expect(Self.same(cut.next.list, [(0, 0), (1, 0), (1, 4), (0, 4)]))
    #expect(
      Self.rectangle(0, 0, 4, 4, into: PolygonCut(.right(width: 1), then: PolygonArea()))
        .next.signed == 4)
    // Keeps x + y ≥ 1 (cuts the top-left corner off): five corners.
    let corner = Self.rectangle(0, 0, 4, 4, into: PolygonCut(Self.diagonal, then: Corners()))
    #expect(Self.same(corner.next.list, [(1, 0), (4, 0), (4, 4), (0, 4), (0, 1)]))
    #expect(
      Self.rectangle(0, 0, 4, 4, into: PolygonCut(Self.diagonal, then: PolygonArea()))
        .next.signed == 15.5)
  }

  @Test("a cut that keeps nothing hands on no corners: no area and no hit")
  func cutEverything() {
    let cut = Self.rectangle(0, 0, 4, 4, into: PolygonCut(.right(width: -1), then: Corners()))
    #expect(cut.next.list.isEmpty)
    let area = Self.rectangle(0, 0, 4, 4, into: PolygonCut(.right(width: -1), then: PolygonArea()))
    #expect(area.next.signed == 0)
    let hit = Self.rectangle(
      0, 0, 4, 4, into: PolygonCut(.right(width: -1), then: PolygonHit(Point(x: 0, y: 0))))
    #expect(!hit.next.contains)
  }

  @Test("the hit test takes the inside and the edges, not the outside")
  func contains() {
    func hits(_ x: Double, _ y: Double) -> Bool {
      Self.rectangle(0, 0, 4, 2, into: PolygonHit(Point(x: x, y: y))).contains
    }
    #expect(hits(2, 1))
    #expect(hits(0, 0))
    #expect(hits(4, 1))
    #expect(!hits(4.5, 1))
    #expect(!hits(2, -0.5))
  }

  @Test("a projection draws each corner through the matrix about the centre")
  func projection() {
    // Twice the size, then 10 points right of the centre (5, 5).
    let matrix = Transform3D(
      m11: 2, m12: 0, m13: 0, m14: 0, m21: 0, m22: 2, m23: 0, m24: 0,
      m31: 0, m32: 0, m33: 1, m34: 0, m41: 10, m42: 0, m43: 0, m44: 1)
    let drawn = Self.rectangle(
      -1, -1, 2, 2,
      into: PolygonProjection(matrix: matrix, center: Point(x: 5, y: 5), next: Corners()))
    #expect(Self.same(drawn.next.list, [(13, 3), (17, 3), (17, 7), (13, 7)]))
  }
}

/// How a slot is drawn at the edges of what a matrix can do: cut at the viewer's eye, turned
/// away, and partly off screen.
@Suite("Slot drawing")
struct SlotDrawingTests {
  /// A style that draws every slot with the same values.
  struct FixedStyle: CarouselStyle {
    let values: SlotTransform
    func transform(forProgress progress: Double, in geometry: CarouselGeometry) -> SlotTransform {
      values
    }
  }

  static func geometry() throws -> CarouselGeometry {
    try CarouselGeometry(viewportLength: 400, crossLength: 300)
  }

  @Test("a flat cell half off screen shows half of itself, and is hit only where drawn")
  func halfOffScreen() throws {
    let drawing = SlotDrawing(.middle, in: try Self.geometry(), at: 0.5, style: PlainStyle())
    #expect(drawing.frame == CarouselRect(x: -200, y: 0, width: 400, height: 300))
    #expect(!drawing.isHidden)
    #expect(drawing.visibleFraction == 0.5)
    #expect(drawing.contains(x: 100, y: 150))
    #expect(drawing.contains(x: 200, y: 150))
    #expect(!drawing.contains(x: 201, y: 150))
  }

  @Test("a cell turned its back to the viewer is hidden and not hit")
  func turnedAway() throws {
    let style = FixedStyle(values: SlotTransform(rotation: .pi))
    let drawing = SlotDrawing(.middle, in: try Self.geometry(), at: 0, style: style)
    #expect(drawing.isHidden)
    #expect(drawing.visibleFraction == 0)
    #expect(!drawing.contains(x: 200, y: 150))
  }

  @Test("a cell brought past the viewer's eye is cut there and drawn only in front of it")
  func cutAtTheEye() throws {
    // Moved 790 points toward an eye 800 points away and turned a quarter: its near half
    // reaches behind the eye and is cut off, the rest covers the viewport.
    let style = FixedStyle(values: SlotTransform(rotation: .pi / 4, depth: 790))
    let drawing = SlotDrawing(.middle, in: try Self.geometry(), at: 0, style: style)
    #expect(!drawing.isHidden)
    #expect(drawing.visibleFraction > 0)
    #expect(drawing.visibleFraction < 1)
    #expect(drawing.contains(x: 200, y: 150))
  }

  @Test("an unturned cell's matrix holds the zeros sin and cos give, their signs included")
  func unturnedMatrix() throws {
    let drawing = SlotDrawing(.middle, in: try Self.geometry(), at: 0, style: PlainStyle())
    let expected = Transform3D(
      m11: 1, m12: 0, m13: -0.0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
      m31: 0, m32: 0, m33: 1, m34: -1.0 / 800, m41: 0, m42: 0, m43: 0, m44: 1)
    #expect(drawing.transform.elements.map(\.bitPattern) == expected.elements.map(\.bitPattern))
  }
}
