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

/// A convex polygon of at most 16 corners, in order, kept inline so that working with one
/// allocates nothing.
///
/// A cell's rectangle, cut at the viewer's eye and drawn through a projective matrix, is
/// convex, and so is each cut of it by a straight edge (Sutherland and Hodgman's clipping):
/// a rectangle cut by five lines has at most nine corners.
struct ConvexPolygon {
  private var xs = SIMD16<Double>()
  private var ys = SIMD16<Double>()
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

  /// The corner at `index`.
  subscript(index: Int) -> Point {
    Point(x: xs[index], y: ys[index])
  }

  private mutating func append(_ point: Point) {
    precondition(count < 16, "Internal inconsistency: a clipped cell has more than 16 corners")
    xs[count] = point.x
    ys[count] = point.y
    count += 1
  }

  /// The area, positive when the corners run clockwise on screen (the front of a cell), negative
  /// when they run the other way (its back), zero for a polygon with no area.
  var signedArea: Double {
    var twice = 0.0
    for index in 0..<count {
      let (a, b) = (self[index], self[(index + 1) % count])
      twice += a.x * b.y - b.x * a.y
    }
    return twice / 2
  }

  /// The part where `distance` is not negative, for a `distance` that is a linear function of
  /// the point (the signed distance from a straight edge).
  func clipped(keeping distance: (Point) -> Double) -> ConvexPolygon {
    var result = ConvexPolygon()
    for index in 0..<count {
      let (a, b) = (self[index], self[(index + 1) % count])
      let (da, db) = (distance(a), distance(b))
      if da >= 0 { result.append(a) }
      if (da < 0) != (db < 0) {
        // Where the edge from a to b crosses the line.
        let t = da / (da - db)
        result.append(Point(x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y)))
      }
    }
    return result
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
    for index in 0..<count where Point.side(self[index], self[(index + 1) % count], point) < 0 {
      return false
    }
    return true
  }
}
