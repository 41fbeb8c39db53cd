/// A 4×4 projective matrix, laid out element for element as Core Animation's `CATransform3D`
/// and as the sixteen arguments of CSS `matrix3d()`.
///
/// A point is a row vector multiplied on the left: `[x y z 1] · M = [X Y Z W]`, drawn at
/// `(X / W, Y / W)`. So `m41`, `m42`, `m43` hold the translation and `m34` the perspective
/// (`-1 / distance`), as in Core Animation. A UIKit host copies the sixteen values into a
/// `CATransform3D` one by one; a web page writes them, in order, into
/// `matrix3d(m11, m12, m13, m14, m21, …, m44)`.
public struct Transform3D: Hashable, Sendable {
  /// Row 1, column 1: the factor of the point's x in the drawn X.
  public var m11: Double
  /// Row 1, column 2: the factor of the point's x in the drawn Y.
  public var m12: Double
  /// Row 1, column 3: the factor of the point's x in the drawn Z.
  public var m13: Double
  /// Row 1, column 4: the factor of the point's x in the drawn W.
  public var m14: Double
  /// Row 2, column 1: the factor of the point's y in the drawn X.
  public var m21: Double
  /// Row 2, column 2: the factor of the point's y in the drawn Y.
  public var m22: Double
  /// Row 2, column 3: the factor of the point's y in the drawn Z.
  public var m23: Double
  /// Row 2, column 4: the factor of the point's y in the drawn W.
  public var m24: Double
  /// Row 3, column 1: the factor of the point's z in the drawn X.
  public var m31: Double
  /// Row 3, column 2: the factor of the point's z in the drawn Y.
  public var m32: Double
  /// Row 3, column 3: the factor of the point's z in the drawn Z.
  public var m33: Double
  /// Row 3, column 4: the factor of the point's z in the drawn W.
  public var m34: Double
  /// Row 4, column 1: the constant term of the drawn X.
  public var m41: Double
  /// Row 4, column 2: the constant term of the drawn Y.
  public var m42: Double
  /// Row 4, column 3: the constant term of the drawn Z.
  public var m43: Double
  /// Row 4, column 4: the constant term of the drawn W.
  public var m44: Double

  /// Creates a matrix from its sixteen elements, row by row.
  ///
  /// - Parameters:
  ///   - m11: Row 1, column 1 (and so on, as in `CATransform3D`).
  ///   - m12: Row 1, column 2.
  ///   - m13: Row 1, column 3.
  ///   - m14: Row 1, column 4.
  ///   - m21: Row 2, column 1.
  ///   - m22: Row 2, column 2.
  ///   - m23: Row 2, column 3.
  ///   - m24: Row 2, column 4.
  ///   - m31: Row 3, column 1.
  ///   - m32: Row 3, column 2.
  ///   - m33: Row 3, column 3.
  ///   - m34: Row 3, column 4: `-1 / distance` for a perspective.
  ///   - m41: Row 4, column 1: the translation along x.
  ///   - m42: Row 4, column 2: the translation along y.
  ///   - m43: Row 4, column 3: the translation along z.
  ///   - m44: Row 4, column 4.
  public init(
    m11: Double, m12: Double, m13: Double, m14: Double,
    m21: Double, m22: Double, m23: Double, m24: Double,
    m31: Double, m32: Double, m33: Double, m34: Double,
    m41: Double, m42: Double, m43: Double, m44: Double
  ) {
    (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
    (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
    (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
    (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
  }

  /// The matrix that changes nothing.
  public static let identity = translation(x: 0, y: 0)

  /// The sixteen elements in the order of `CATransform3D`'s fields and of CSS `matrix3d()`'s
  /// arguments.
  public var elements: [Double] {
    [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
  }

  /// The matrix that applies this one, then `other` (Core Animation's
  /// `CATransform3DConcat(self, other)`).
  ///
  /// - Parameter other: The matrix applied second.
  /// - Returns: The product `self · other`.
  public func concatenating(_ other: Transform3D) -> Transform3D {
    let (b1, b2, b3, b4) = other.rows
    func row(_ a: SIMD4<Double>) -> SIMD4<Double> { a.x * b1 + a.y * b2 + a.z * b3 + a.w * b4 }
    let (a1, a2, a3, a4) = rows
    return Transform3D(rows: row(a1), row(a2), row(a3), row(a4))
  }

  /// Where a point of the plane `z = 0` is drawn, or `nil` if it lies at or behind the
  /// viewer's eye (the homogeneous `W` is not positive), where nothing is drawn.
  ///
  /// - Parameters:
  ///   - x: The point's x, in the coordinates the matrix applies to.
  ///   - y: The point's y.
  /// - Returns: The drawn point `(X / W, Y / W)`.
  public func projecting(x: Double, y: Double) -> (x: Double, y: Double)? {
    let point = Point(x: x, y: y)
    guard w(at: point) > 0 else { return nil }
    let drawn = projected(point)
    return (drawn.x, drawn.y)
  }

  /// The homogeneous `W` of a point of the plane `z = 0`: at or below 0, it is at or behind
  /// the viewer's eye.
  func w(at point: Point) -> Double {
    point.x * m14 + point.y * m24 + m44
  }

  /// Where a point of the plane `z = 0` whose ``w(at:)`` is positive is drawn.
  func projected(_ point: Point) -> Point {
    let w = w(at: point)
    return Point(
      x: (point.x * m11 + point.y * m21 + m41) / w, y: (point.x * m12 + point.y * m22 + m42) / w)
  }

  /// A translation in the plane.
  static func translation(x: Double, y: Double) -> Transform3D {
    Transform3D(
      rows: SIMD4(1, 0, 0, 0), SIMD4(0, 1, 0, 0), SIMD4(0, 0, 1, 0), SIMD4(x, y, 0, 1))
  }

  /// The matrix whose rows are `r1` to `r4`: each row is what the point's x, y, z and the
  /// constant 1 add to the drawn `(X, Y, Z, W)`.
  init(rows r1: SIMD4<Double>, _ r2: SIMD4<Double>, _ r3: SIMD4<Double>, _ r4: SIMD4<Double>) {
    self.init(
      m11: r1.x, m12: r1.y, m13: r1.z, m14: r1.w,
      m21: r2.x, m22: r2.y, m23: r2.z, m24: r2.w,
      m31: r3.x, m32: r3.y, m33: r3.z, m34: r3.w,
      m41: r4.x, m42: r4.y, m43: r4.z, m44: r4.w)
  }

  /// The four rows, as ``init(rows:_:_:_:)`` takes them.
  var rows: (SIMD4<Double>, SIMD4<Double>, SIMD4<Double>, SIMD4<Double>) {
    (
      SIMD4(m11, m12, m13, m14), SIMD4(m21, m22, m23, m24), SIMD4(m31, m32, m33, m34),
      SIMD4(m41, m42, m43, m44)
    )
  }
}
