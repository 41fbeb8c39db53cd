import Testing

@testable import LoopCarousel

/// The polygon behind the drawn cells: its area, its cuts and its hit test, on shapes whose
/// results are exact in binary floating point.
@Suite("Convex polygon")
struct ConvexPolygonTests {
  /// The corners of a polygon, in order.
  static func corners(of polygon: ConvexPolygon) -> [(x: Double, y: Double)] {
    (0..<polygon.count).map { (polygon[$0].x, polygon[$0].y) }
  }

  /// Whether two lists of corners are the same, in the same order.
  static func same(_ a: [(x: Double, y: Double)], _ b: [(x: Double, y: Double)]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { $0.x == $1.x && $0.y == $1.y }
  }

  @Test("a rectangle runs clockwise on screen from its top-left corner, its area positive")
  func rectangle() {
    let square = ConvexPolygon(x: 1, y: 2, width: 4, height: 3)
    #expect(Self.same(Self.corners(of: square), [(1, 2), (5, 2), (5, 5), (1, 5)]))
    #expect(square.signedArea == 12)
  }

  @Test("corners running the other way (a cell's back) give a negative area and nothing inside")
  func backFacing() {
    var back = ConvexPolygon(x: 0, y: 0, width: 4, height: 2)
    back.map { Point(x: 10 - $0.x, y: $0.y) }
    #expect(back.signedArea == -8)
    let areas = back.areas(insideWidth: 100, height: 100)
    #expect(areas.signed == -8)
    #expect(areas.inside == 0)
  }

  @Test("a rectangle wholly inside is not cut: the part inside is the whole")
  func whollyInside() {
    let cell = ConvexPolygon(x: 10, y: 10, width: 20, height: 30)
    let areas = cell.areas(insideWidth: 100, height: 100)
    #expect(areas.signed == 600)
    #expect(areas.inside == 600)
  }

  @Test("a rectangle wholly outside, or touching only an edge, has nothing inside")
  func whollyOutside() {
    for (x, y) in [(-50.0, 10.0), (100, 10), (10, -50), (10, 100), (150, 150)] {
      let areas = ConvexPolygon(x: x, y: y, width: 50, height: 50)
        .areas(insideWidth: 100, height: 100)
      #expect(areas.signed == 2_500)
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
    let areas = ConvexPolygon(x: x, y: y, width: 20, height: 20)
      .areas(insideWidth: 100, height: 100)
    #expect(areas.signed == 400)
    #expect(areas.inside == inside)
  }

  @Test("a rectangle larger than the viewport counts the viewport")
  func coversTheViewport() {
    let areas = ConvexPolygon(x: -10, y: -20, width: 200, height: 300)
      .areas(insideWidth: 100, height: 50)
    #expect(areas.signed == 60_000)
    #expect(areas.inside == 5_000)
  }

  @Test("a cut that cuts nothing leaves the corners as they were")
  func cutNothing() {
    var cell = ConvexPolygon(x: 0, y: 0, width: 4, height: 4)
    cell.clip { 10 - $0.x }
    #expect(Self.same(Self.corners(of: cell), [(0, 0), (4, 0), (4, 4), (0, 4)]))
  }

  @Test("a cut through two edges keeps the corners on its side and the two crossings, in order")
  func cutThrough() {
    var cell = ConvexPolygon(x: 0, y: 0, width: 4, height: 4)
    // Keeps x ≤ 1: the crossing into the first corner comes first.
    cell.clip { 1 - $0.x }
    #expect(Self.same(Self.corners(of: cell), [(0, 0), (1, 0), (1, 4), (0, 4)]))
    #expect(cell.signedArea == 4)
    // Keeps x + y ≥ 1 (cuts the top-left corner off): five corners.
    var corner = ConvexPolygon(x: 0, y: 0, width: 4, height: 4)
    corner.clip { $0.x + $0.y - 1 }
    #expect(Self.same(Self.corners(of: corner), [(0, 1), (1, 0), (4, 0), (4, 4), (0, 4)]))
    #expect(corner.signedArea == 15.5)
  }

  @Test("a cut that keeps nothing leaves no corners, no area and no hit")
  func cutEverything() {
    var cell = ConvexPolygon(x: 0, y: 0, width: 4, height: 4)
    cell.clip { -1 - $0.x }
    #expect(cell.count == 0)
    #expect(cell.signedArea == 0)
    let areas = cell.areas(insideWidth: 100, height: 100)
    #expect(areas.signed == 0)
    #expect(areas.inside == 0)
    #expect(!cell.contains(Point(x: 0, y: 0)))
  }

  @Test("the hit test takes the inside and the edges, not the outside")
  func contains() {
    let cell = ConvexPolygon(x: 0, y: 0, width: 4, height: 2)
    #expect(cell.contains(Point(x: 2, y: 1)))
    #expect(cell.contains(Point(x: 0, y: 0)))
    #expect(cell.contains(Point(x: 4, y: 1)))
    #expect(!cell.contains(Point(x: 4.5, y: 1)))
    #expect(!cell.contains(Point(x: 2, y: -0.5)))
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
