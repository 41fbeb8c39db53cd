// Stand-ins for the Core Graphics declarations the Apple-only products use. Never shipped.

/// Apple's declaration: <https://developer.apple.com/documentation/corefoundation/cgfloat>.
@frozen public struct CGFloat: Hashable, Sendable, Comparable {
  /// As the SDK declares it (a stand-in: never shipped).
  public var native: Double
  /// Apple's declaration: <https://developer.apple.com/documentation/corefoundation/cgfloat/init(_:)-6yblw>.
  public init(_ value: Double) { native = value }
  /// Apple's declaration: <https://developer.apple.com/documentation/corefoundation/cgfloat/init(_:)-1ahdt>.
  public init(_ value: Int) { native = Double(value) }
  /// As the SDK declares it (a stand-in: never shipped).
  public static func < (lhs: CGFloat, rhs: CGFloat) -> Bool { lhs.native < rhs.native }
  /// Apple's declaration: <https://developer.apple.com/documentation/corefoundation/cgfloat/-(_:_:)>.
  public static func - (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native - rhs.native) }
}

extension Double {
  /// Apple's declaration: <https://developer.apple.com/documentation/swift/double/init(_:)-5h7qy>.
  public init(_ other: CGFloat) { self = other.native }
}

/// Apple's declaration: <https://developer.apple.com/documentation/corefoundation/cgpoint>.
@frozen public struct CGPoint: Hashable, Sendable {
  /// As the SDK declares it (a stand-in: never shipped).
  public var x: CGFloat
  /// As the SDK declares it (a stand-in: never shipped).
  public var y: CGFloat
  /// Apple's declaration: <https://developer.apple.com/documentation/corefoundation/cgpoint/init(x:y:)-2axi8>.
  public init(x: Double, y: Double) { (self.x, self.y) = (CGFloat(x), CGFloat(y)) }
  /// Apple's declaration: <https://developer.apple.com/documentation/corefoundation/cgpoint/zero>.
  public static var zero: CGPoint { CGPoint(x: 0, y: 0) }
}

/// Apple's declaration: <https://developer.apple.com/documentation/corefoundation/cgsize>.
@frozen public struct CGSize: Hashable, Sendable {
  /// As the SDK declares it (a stand-in: never shipped).
  public var width: CGFloat
  /// As the SDK declares it (a stand-in: never shipped).
  public var height: CGFloat
  /// Apple's declaration: <https://developer.apple.com/documentation/corefoundation/cgsize/init(width:height:)-5ugsb>.
  public init(width: Double, height: Double) {
    (self.width, self.height) = (CGFloat(width), CGFloat(height))
  }
}

/// Apple's declaration: <https://developer.apple.com/documentation/corefoundation/cgrect>.
@frozen public struct CGRect: Hashable, Sendable {
  /// As the SDK declares it (a stand-in: never shipped).
  public var origin: CGPoint
  /// As the SDK declares it (a stand-in: never shipped).
  public var size: CGSize
  /// Apple's declaration: <https://developer.apple.com/documentation/corefoundation/cgrect/zero>.
  public static var zero: CGRect { CGRect(x: 0, y: 0, width: 0, height: 0) }
  /// Apple's declaration: <https://developer.apple.com/documentation/corefoundation/cgrect/init(x:y:width:height:)-8ms2f>.
  public init(x: Double, y: Double, width: Double, height: Double) {
    origin = CGPoint(x: x, y: y)
    size = CGSize(width: width, height: height)
  }
  /// Apple's declaration: <https://developer.apple.com/documentation/corefoundation/cgrect/width>.
  public var width: CGFloat { size.width }
  /// Apple's declaration: <https://developer.apple.com/documentation/corefoundation/cgrect/height>.
  public var height: CGFloat { size.height }
}

/// Apple's declaration: <https://developer.apple.com/documentation/coregraphics/cgcolor>.
public final class CGColor: @unchecked Sendable {}
