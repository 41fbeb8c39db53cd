/// A point of the viewport, or a size.
struct Point {
  var x: Double
  var y: Double

  /// Which side of the line from `a` to `b` the point `p` is on: positive on the right of
  /// the direction of travel as the screen shows it (y down), which is the inside of a
  /// polygon whose corners run clockwise on screen; zero on the line.
  static func side(_ a: Point, _ b: Point, _ p: Point) -> Double {
    (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
  }
}

/// One stage of a convex polygon handed on corner by corner, in order.
///
/// A cell's rectangle, cut at the viewer's eye and drawn through a projective matrix, is
/// convex, and so is each cut of it by a straight line. Sutherland and Hodgman's clipping
/// cuts a polygon one line at a time; run as a chain of stages, each corner passes through
/// every cut as it comes, and no polygon is ever stored.
protocol PolygonStage {
  /// Takes the next corner.
  mutating func add(_ corner: Point)
  /// Takes the end of the polygon: its last corner joins its first.
  mutating func close()
}

extension PolygonStage {
  /// Hands on the corners of a rectangle, clockwise on screen (top left, top right, bottom
  /// right, bottom left), and closes it.
  mutating func addRectangle(x: Double, y: Double, width: Double, height: Double) {
    add(Point(x: x, y: y))
    add(Point(x: x + width, y: y))
    add(Point(x: x + width, y: y + height))
    add(Point(x: x, y: y + height))
    close()
  }
}

/// A line that cuts a polygon: the points where `a·x + b·y + c − d` is not negative are kept.
///
/// Every cut of a drawn cell is such a line: an edge of the viewport, or where the matrix's
/// `W` falls to its nearest (`c − d` is kept as two terms so that the distance is the very
/// `W` minus the nearest).
struct CutLine {
  var a: Double
  var b: Double
  var c: Double
  var d = 0.0

  /// Keeps `x ≥ 0`.
  static let left = CutLine(a: 1, b: 0, c: 0)
  /// Keeps `y ≥ 0`.
  static let top = CutLine(a: 0, b: 1, c: 0)

  /// Keeps `x ≤ width`.
  static func right(width: Double) -> CutLine { CutLine(a: -1, b: 0, c: width) }

  /// Keeps `y ≤ height`.
  static func bottom(height: Double) -> CutLine { CutLine(a: 0, b: -1, c: height) }

  /// Keeps the points whose `W` through `matrix` is at least `nearest`: in front of the
  /// viewer's eye.
  static func eye(_ matrix: Transform3D, nearest: Double) -> CutLine {
    CutLine(a: matrix.m14, b: matrix.m24, c: matrix.m44, d: nearest)
  }

  /// How far inside the kept part `point` is (negative outside), in the line's own unit.
  func distance(to point: Point) -> Double {
    a * point.x + b * point.y + c - d
  }
}

/// Cuts the polygon along a line and hands on the part kept.
///
/// The corners kept and the points where an edge crosses the line go on in order; a polygon
/// the line does not cut goes on as it came.
struct PolygonCut<Next: PolygonStage>: PolygonStage {
  let line: CutLine
  var next: Next
  /// Whether a corner came.
  private var started = false
  /// The first corner and its distance, joined again at the end.
  private var first = Point(x: 0, y: 0)
  private var firstDistance = 0.0
  /// The corner before, and its distance.
  private var last = Point(x: 0, y: 0)
  private var lastDistance = 0.0

  init(_ line: CutLine, then next: Next) {
    self.line = line
    self.next = next
  }

  mutating func add(_ corner: Point) {
    let distance = line.distance(to: corner)
    if started {
      handOnCrossing(from: last, lastDistance, to: corner, distance)
    } else {
      (started, first, firstDistance) = (true, corner, distance)
    }
    if distance >= 0 { next.add(corner) }
    (last, lastDistance) = (corner, distance)
  }

  mutating func close() {
    if started { handOnCrossing(from: last, lastDistance, to: first, firstDistance) }
    next.close()
  }

  /// Hands on where the edge from `a` to `b` crosses the line, if it does.
  private mutating func handOnCrossing(
    from a: Point, _ aDistance: Double, to b: Point, _ bDistance: Double
  ) {
    guard (aDistance < 0) != (bDistance < 0) else { return }
    let t = aDistance / (aDistance - bDistance)
    next.add(Point(x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y)))
  }
}

/// Draws each corner through a matrix about a centre, and hands it on.
struct PolygonProjection<Next: PolygonStage>: PolygonStage {
  let matrix: Transform3D
  let center: Point
  var next: Next

  mutating func add(_ corner: Point) {
    let offset = matrix.projected(corner)
    next.add(Point(x: center.x + offset.x, y: center.y + offset.y))
  }

  mutating func close() { next.close() }
}

/// Hands each corner to two stages.
struct PolygonFork<First: PolygonStage, Second: PolygonStage>: PolygonStage {
  var first: First
  var second: Second

  mutating func add(_ corner: Point) {
    first.add(corner)
    second.add(corner)
  }

  mutating func close() {
    first.close()
    second.close()
  }
}

/// The end of a chain: the polygon's signed area, positive when its corners run clockwise on
/// screen (the shoelace formula); 0 for fewer than three corners.
struct PolygonArea: PolygonStage {
  private var first: Point?
  private var last: Point?
  private var twice = 0.0

  var signed: Double { twice / 2 }

  mutating func add(_ corner: Point) {
    if let last {
      twice += last.x * corner.y - corner.x * last.y
    } else {
      first = corner
    }
    last = corner
  }

  mutating func close() {
    if let last, let first { twice += last.x * first.y - first.x * last.y }
  }
}

/// The end of a chain: whether a point is inside the polygon or on its edges (a polygon of
/// fewer than three corners holds none).
struct PolygonHit: PolygonStage {
  let point: Point
  private var first: Point?
  private var last: Point?
  private var corners = 0
  private var inside = true

  init(_ point: Point) {
    self.point = point
  }

  var contains: Bool { corners >= 3 && inside }

  mutating func add(_ corner: Point) {
    if let last {
      inside = inside && Point.side(last, corner, point) >= 0
    } else {
      first = corner
    }
    last = corner
    corners += 1
  }

  mutating func close() {
    if let last, let first { inside = inside && Point.side(last, first, point) >= 0 }
  }
}

/// The end of a chain: the signed area of the part of a polygon inside a viewport, cut by its
/// four edges (positive when its corners run clockwise on screen, as ``PolygonArea``'s).
struct ViewportArea: PolygonStage {
  private var cuts: PolygonCut<PolygonCut<PolygonCut<PolygonCut<PolygonArea>>>>

  /// A viewport of `viewport.x` by `viewport.y` points, from the origin.
  init(_ viewport: Point) {
    cuts = PolygonCut(
      .left,
      then: PolygonCut(
        .right(width: viewport.x),
        then: PolygonCut(.top, then: PolygonCut(.bottom(height: viewport.y), then: PolygonArea()))
      ))
  }

  /// The area inside.
  var signed: Double { cuts.next.next.next.next.signed }

  mutating func add(_ corner: Point) { cuts.add(corner) }
  mutating func close() { cuts.close() }
}
