// Stand-ins for the Core Animation declarations the Apple-only products use. Never shipped.
public import Foundation

/// Apple's declaration: <https://developer.apple.com/documentation/corefoundation/cftimeinterval>.
public typealias CFTimeInterval = Double

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Apple's declaration: <https://developer.apple.com/documentation/quartzcore/1395996-cacurrentmediatime>.
public func CACurrentMediaTime() -> CFTimeInterval { 0 }

/// Apple's declaration: <https://developer.apple.com/documentation/quartzcore/catransform3d>.
@frozen public struct CATransform3D {
  public var m11, m12, m13, m14: CGFloat
  public var m21, m22, m23, m24: CGFloat
  public var m31, m32, m33, m34: CGFloat
  public var m41, m42, m43, m44: CGFloat

  /// Apple's declaration: <https://developer.apple.com/documentation/quartzcore/catransform3d/init(m11:m12:m13:m14:m21:m22:m23:m24:m31:m32:m33:m34:m41:m42:m43:m44:)>.
  public init(
    m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat,
    m23: CGFloat, m24: CGFloat, m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
    m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
  ) {
    (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
    (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
    (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
    (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
  }
}

/// Apple's declaration: <https://developer.apple.com/documentation/quartzcore/calayer>.
open class CALayer: NSObject {
  /// Apple's declaration: <https://developer.apple.com/documentation/quartzcore/calayer/transform>.
  open var transform: CATransform3D {
    get { fatalError() }
    set {}
  }
  /// Apple's declaration: <https://developer.apple.com/documentation/quartzcore/calayer/zposition>.
  open var zPosition: CGFloat {
    get { fatalError() }
    set {}
  }
  /// Apple's declaration: <https://developer.apple.com/documentation/quartzcore/calayer/shadowcolor>.
  open var shadowColor: CGColor? {
    get { fatalError() }
    set {}
  }
  /// Apple's declaration: <https://developer.apple.com/documentation/quartzcore/calayer/shadowopacity>.
  open var shadowOpacity: Float {
    get { fatalError() }
    set {}
  }
  /// Apple's declaration: <https://developer.apple.com/documentation/quartzcore/calayer/shadowradius>.
  open var shadowRadius: CGFloat {
    get { fatalError() }
    set {}
  }
  /// Apple's declaration: <https://developer.apple.com/documentation/quartzcore/calayer/shadowoffset>.
  open var shadowOffset: CGSize {
    get { fatalError() }
    set {}
  }
}

/// Apple's declaration: <https://developer.apple.com/documentation/quartzcore/cadisplaylink>.
open class CADisplayLink: NSObject {
  /// Apple's declaration: <https://developer.apple.com/documentation/quartzcore/cadisplaylink/init(target:selector:)>.
  public init(target: Any, selector sel: Selector) {}

  /// Apple's declaration: <https://developer.apple.com/documentation/quartzcore/cadisplaylink/add(to:formode:)>.
  open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {}

  /// Apple's declaration: <https://developer.apple.com/documentation/quartzcore/cadisplaylink/invalidate()>.
  open func invalidate() {}

  /// Apple's declaration: <https://developer.apple.com/documentation/quartzcore/cadisplaylink/ispaused>.
  open var isPaused: Bool {
    get { fatalError() }
    set {}
  }

  /// Apple's declaration: <https://developer.apple.com/documentation/quartzcore/cadisplaylink/targettimestamp>.
  open var targetTimestamp: CFTimeInterval { fatalError() }

  /// Apple's declaration: <https://developer.apple.com/documentation/quartzcore/cadisplaylink/preferredframeraterange>.
  @available(iOS 15.0, tvOS 15.0, macCatalyst 15.0, visionOS 1.0, *)
  open var preferredFrameRateRange: CAFrameRateRange {
    get { fatalError() }
    set {}
  }
}

/// Apple's declaration: <https://developer.apple.com/documentation/quartzcore/caframeraterange>.
@available(iOS 15.0, tvOS 15.0, macCatalyst 15.0, visionOS 1.0, *)
public struct CAFrameRateRange {
  /// Apple's declaration: <https://developer.apple.com/documentation/quartzcore/caframeraterange/init(minimum:maximum:preferred:)>.
  public init(minimum: Float, maximum: Float, preferred: Float?) {}
}
