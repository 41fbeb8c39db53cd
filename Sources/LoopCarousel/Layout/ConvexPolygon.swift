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

/// A convex polygon of at most 12 corners, in order, kept inline so that working with one
/// allocates nothing.
///
/// A cell's rectangle, cut at the viewer's eye and drawn through a projective matrix, is
/// convex, and so is each cut of it by a straight edge (Sutherland and Hodgman's clipping):
/// a rectangle cut by five lines has at most nine corners.
struct ConvexPolygon {
  private typealias Corners = (
    Point, Point, Point, Point, Point, Point, Point, Point, Point, Point, Point, Point
  )
  private static let origin = Point(x: 0, y: 0)
  /// The corners; those from ``count`` on mean nothing.
  ///
  /// A tuple rather than an array, so that nothing is allocated, read and written through
  /// ``subscript(_:)``: a `SIMD16` indexed by a variable cost three times as much.
  private var corners: Corners = (
    origin, origin, origin, origin, origin, origin, origin, origin, origin, origin, origin,
    origin
  )
  /// The number of corners.
  private(set) var count = 0

  /// A rectangle, its corners clockwise on screen: top left, top right, bottom right, bottom
  /// left.
  init(x: Double, y: Double, width: Double, height: Double) {
    append(Point(x: x, y: y))
    append(Point(x: x + width, y: y))
    append(Point(x: x + width, y: y + height))
    append(Point(x: x, y: y + height))
  }

  private init() {}

  /// The corner at `index`, in `0..<count`.
  subscript(index: Int) -> Point {
    get {
      switch index {
      case 0: corners.0
      case 1: corners.1
      case 2: corners.2
      case 3: corners.3
      case 4: corners.4
      case 5: corners.5
      case 6: corners.6
      case 7: corners.7
      case 8: corners.8
      case 9: corners.9
      case 10: corners.10
      case 11: corners.11
      default: preconditionFailure("Internal inconsistency: a polygon has no corner \(index)")
      }
    }
    set {
      switch index {
      case 0: corners.0 = newValue
      case 1: corners.1 = newValue
      case 2: corners.2 = newValue
      case 3: corners.3 = newValue
      case 4: corners.4 = newValue
      case 5: corners.5 = newValue
      case 6: corners.6 = newValue
      case 7: corners.7 = newValue
      case 8: corners.8 = newValue
      case 9: corners.9 = newValue
      case 10: corners.10 = newValue
      case 11: corners.11 = newValue
      default: preconditionFailure("Internal inconsistency: a polygon has no corner \(index)")
      }
    }
  }

  private mutating func append(_ point: Point) {
    self[count] = point
    count += 1
  }

  /// The area, positive when the corners run clockwise on screen (the front of a cell), negative
  /// when they run the other way (its back), zero for a polygon with no area.
  var signedArea: Double {
    guard count >= 3 else { return 0 }
    var twice = 0.0
    var a = self[count - 1]
    for index in 0..<count {
      let b = self[index]
      twice += a.x * b.y - b.x * a.y
      a = b
    }
    return twice / 2
  }

  /// The part where `distance` is not negative, for a `distance` that is a linear function of
  /// the point (the signed distance from a straight edge).
  func clipped(keeping distance: (Point) -> Double) -> ConvexPolygon {
    guard count > 0 else { return self }
    // Most cuts cut nothing: every corner is kept as it is.
    var cuts = false
    for index in 0..<count where distance(self[index]) < 0 { cuts = true }
    guard cuts else { return self }
    var result = ConvexPolygon()
    var a = self[count - 1]
    var da = distance(a)
    for index in 0..<count {
      let b = self[index]
      let db = distance(b)
      if (da < 0) != (db < 0) {
        // Where the edge from a to b crosses the line.
        let t = da / (da - db)
        result.append(Point(x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y)))
      }
      if db >= 0 { result.append(b) }
      (a, da) = (b, db)
    }
    return result
  }

  /// The area of the part inside the rectangle from the origin to `(width, height)`, for a
  /// polygon whose corners run clockwise on screen.
  ///
  /// Cut only by the rectangle's edges the polygon crosses: a cell wholly inside or wholly
  /// outside the viewport is not cut at all.
  func area(insideWidth width: Double, height: Double) -> Double {
    guard count >= 3 else { return 0 }
    var low = self[0]
    var high = low
    for index in 1..<count {
      let p = self[index]
      (low.x, low.y) = (min(low.x, p.x), min(low.y, p.y))
      (high.x, high.y) = (max(high.x, p.x), max(high.y, p.y))
    }
    guard low.x < width, high.x > 0, low.y < height, high.y > 0 else { return 0 }
    var inside = self
    if low.x < 0 { inside = inside.clipped { $0.x } }
    if high.x > width { inside = inside.clipped { width - $0.x } }
    if low.y < 0 { inside = inside.clipped { $0.y } }
    if high.y > height { inside = inside.clipped { height - $0.y } }
    return inside.signedArea
  }

  /// The polygon with each corner moved by `transform`.
  func mapped(_ transform: (Point) -> Point) -> ConvexPolygon {
    var result = ConvexPolygon()
    for index in 0..<count { result.append(transform(self[index])) }
    return result
  }

  /// Whether a point is inside or on the edge of a polygon whose corners run clockwise on
  /// screen.
  func contains(_ point: Point) -> Bool {
    guard count >= 3 else { return false }
    var a = self[count - 1]
    for index in 0..<count {
      let b = self[index]
      if Point.side(a, b, point) < 0 { return false }
      a = b
    }
    return true
  }
}
