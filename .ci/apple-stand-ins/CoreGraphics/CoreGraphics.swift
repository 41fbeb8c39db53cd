// Stand-ins for the Core Graphics declarations the Apple-only products use. Never shipped.

// https://developer.apple.com/documentation/corefoundation/cgfloat
@frozen public struct CGFloat: Hashable, Sendable, Comparable {
  public var native: Double
  // https://developer.apple.com/documentation/corefoundation/cgfloat/init(_:)-6yblw
  public init(_ value: Double) { native = value }
  // https://developer.apple.com/documentation/corefoundation/cgfloat/init(_:)-1ahdt
  public init(_ value: Int) { native = Double(value) }
  public static func < (lhs: CGFloat, rhs: CGFloat) -> Bool { lhs.native < rhs.native }
  // https://developer.apple.com/documentation/corefoundation/cgfloat/-(_:_:)
  public static func - (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native - rhs.native) }
}

extension Double {
  // https://developer.apple.com/documentation/swift/double/init(_:)-5h7qy
  public init(_ other: CGFloat) { self = other.native }
}

// https://developer.apple.com/documentation/corefoundation/cgpoint
@frozen public struct CGPoint: Hashable, Sendable {
  public var x: CGFloat
  public var y: CGFloat
  // https://developer.apple.com/documentation/corefoundation/cgpoint/init(x:y:)-2axi8
  public init(x: Double, y: Double) { (self.x, self.y) = (CGFloat(x), CGFloat(y)) }
  // https://developer.apple.com/documentation/corefoundation/cgpoint/zero
  public static var zero: CGPoint { CGPoint(x: 0, y: 0) }
}

// https://developer.apple.com/documentation/corefoundation/cgsize
@frozen public struct CGSize: Hashable, Sendable {
  public var width: CGFloat
  public var height: CGFloat
  // https://developer.apple.com/documentation/corefoundation/cgsize/init(width:height:)-5ugsb
  public init(width: Double, height: Double) {
    (self.width, self.height) = (CGFloat(width), CGFloat(height))
  }
}

// https://developer.apple.com/documentation/corefoundation/cgrect
@frozen public struct CGRect: Hashable, Sendable {
  public var origin: CGPoint
  public var size: CGSize
  // https://developer.apple.com/documentation/corefoundation/cgrect/init(x:y:width:height:)-8ms2f
  public init(x: Double, y: Double, width: Double, height: Double) {
    origin = CGPoint(x: x, y: y)
    size = CGSize(width: width, height: height)
  }
  // https://developer.apple.com/documentation/corefoundation/cgrect/width
  public var width: CGFloat { size.width }
  // https://developer.apple.com/documentation/corefoundation/cgrect/height
  public var height: CGFloat { size.height }
}
