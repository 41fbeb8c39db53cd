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
  public static let identity = Transform3D(
    m11: 1, m12: 0, m13: 0, m14: 0,
    m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)

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
    let a = self
    let b = other
    func row(_ x: Double, _ y: Double, _ z: Double, _ w: Double)
      -> (Double, Double, Double, Double)
    {
      (
        x * b.m11 + y * b.m21 + z * b.m31 + w * b.m41,
        x * b.m12 + y * b.m22 + z * b.m32 + w * b.m42,
        x * b.m13 + y * b.m23 + z * b.m33 + w * b.m43,
        x * b.m14 + y * b.m24 + z * b.m34 + w * b.m44
      )
    }
    let r1 = row(a.m11, a.m12, a.m13, a.m14)
    let r2 = row(a.m21, a.m22, a.m23, a.m24)
    let r3 = row(a.m31, a.m32, a.m33, a.m34)
    let r4 = row(a.m41, a.m42, a.m43, a.m44)
    return Transform3D(
      m11: r1.0, m12: r1.1, m13: r1.2, m14: r1.3,
      m21: r2.0, m22: r2.1, m23: r2.2, m24: r2.3,
      m31: r3.0, m32: r3.1, m33: r3.2, m34: r3.3,
      m41: r4.0, m42: r4.1, m43: r4.2, m44: r4.3)
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

  /// A translation.
  static func translation(x: Double, y: Double, z: Double = 0) -> Transform3D {
    Transform3D(
      m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
      m31: 0, m32: 0, m33: 1, m34: 0, m41: x, m42: y, m43: z, m44: 1)
  }
}
