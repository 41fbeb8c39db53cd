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
    let o = Self.origin
    corners = (
      Point(x: x, y: y), Point(x: x + width, y: y), Point(x: x + width, y: y + height),
      Point(x: x, y: y + height), o, o, o, o, o, o, o, o
    )
    count = 4
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

  /// Calls `body` with each corner in order until it returns `false`.
  ///
  /// The corners are read where they are stored, one after the other, rather than through
  /// ``subscript(_:)``: for the passes that only read (the areas, the hit test, the check
  /// before a cut), the jump through the subscript's `switch` for each cost more than the rest
  /// of the work. A pass that builds another polygon (``clip(keeping:)``) goes through the
  /// subscript instead: a closure that captures the new polygon made the compiler copy the
  /// whole of this one first (`Benchmarks/count.sh --profile drag`).
  private func forEachCorner(_ body: (Point) -> Bool) {
    _ =
      count > 0 && body(corners.0) && count > 1 && body(corners.1) && count > 2
      && body(corners.2) && count > 3 && body(corners.3) && count > 4 && body(corners.4)
      && count > 5 && body(corners.5) && count > 6 && body(corners.6) && count > 7
      && body(corners.7) && count > 8 && body(corners.8) && count > 9 && body(corners.9)
      && count > 10 && body(corners.10) && count > 11 && body(corners.11)
  }

  /// The area, positive when the corners run clockwise on screen (the front of a cell), negative
  /// when they run the other way (its back), zero for a polygon with no area.
  var signedArea: Double {
    guard count >= 3 else { return 0 }
    var twice = 0.0
    var a = self[count - 1]
    forEachCorner { b in
      twice += a.x * b.y - b.x * a.y
      a = b
      return true
    }
    return twice / 2
  }

  /// The signed area (``signedArea``), and the area of the part inside the rectangle from the
  /// origin to `(width, height)` for a polygon whose corners run clockwise on screen (0 for
  /// one with no area or whose corners run the other way, where nothing is drawn).
  ///
  /// One pass over the corners finds the area and the bounding box together. The polygon is
  /// cut only by the rectangle's edges it crosses: one wholly inside the rectangle is not cut
  /// at all (the part inside is the whole, its area the one already found), and one wholly
  /// outside is not cut either.
  func areas(insideWidth width: Double, height: Double) -> (signed: Double, inside: Double) {
    guard count >= 3 else { return (0, 0) }
    var twice = 0.0
    var a = self[count - 1]
    var low = corners.0
    var high = low
    forEachCorner { b in
      twice += a.x * b.y - b.x * a.y
      (low.x, low.y) = (min(low.x, b.x), min(low.y, b.y))
      (high.x, high.y) = (max(high.x, b.x), max(high.y, b.y))
      a = b
      return true
    }
    let signed = twice / 2
    guard signed > 0, low.x < width, high.x > 0, low.y < height, high.y > 0 else {
      return (signed, 0)
    }
    guard low.x < 0 || high.x > width || low.y < 0 || high.y > height else {
      return (signed, signed)
    }
    var inside = self
    if low.x < 0 { inside.clip { $0.x } }
    if high.x > width { inside.clip { width - $0.x } }
    if low.y < 0 { inside.clip { $0.y } }
    if high.y > height { inside.clip { height - $0.y } }
    return (signed, inside.signedArea)
  }

  /// Keeps the part where `distance` is not negative, for a `distance` that is a linear
  /// function of the point (the signed distance from a straight edge).
  ///
  /// Sutherland and Hodgman's step: the corners kept and the points where the edges cross the
  /// line, in order, starting with the crossing of the edge into the first corner.
  mutating func clip(keeping distance: (Point) -> Double) {
    // Most cuts cut nothing: every corner is kept as it is.
    var cuts = false
    forEachCorner { p in
      cuts = distance(p) < 0
      return !cuts
    }
    guard cuts else { return }
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
    self = result
  }

  /// Moves each corner by `transform`, where it is stored.
  mutating func map(_ transform: (Point) -> Point) {
    let n = count
    if n > 0 { corners.0 = transform(corners.0) }
    if n > 1 { corners.1 = transform(corners.1) }
    if n > 2 { corners.2 = transform(corners.2) }
    if n > 3 { corners.3 = transform(corners.3) }
    if n > 4 { corners.4 = transform(corners.4) }
    if n > 5 { corners.5 = transform(corners.5) }
    if n > 6 { corners.6 = transform(corners.6) }
    if n > 7 { corners.7 = transform(corners.7) }
    if n > 8 { corners.8 = transform(corners.8) }
    if n > 9 { corners.9 = transform(corners.9) }
    if n > 10 { corners.10 = transform(corners.10) }
    if n > 11 { corners.11 = transform(corners.11) }
  }

  /// Whether a point is inside or on the edge of a polygon whose corners run clockwise on
  /// screen.
  func contains(_ point: Point) -> Bool {
    guard count >= 3 else { return false }
    var a = self[count - 1]
    var inside = true
    forEachCorner { b in
      inside = Point.side(a, b, point) >= 0
      a = b
      return inside
    }
    return inside
  }
}
