// Stand-ins for the Foundation declarations the Apple-only products use. Never shipped.
// Foundation on Apple platforms re-exports the Objective-C runtime and Core Graphics' types.
@_exported import CoreGraphics
@_exported import ObjectiveC

/// Apple's declaration: <https://developer.apple.com/documentation/foundation/timeinterval>.
public typealias TimeInterval = Double

/// Apple's declaration: <https://developer.apple.com/documentation/foundation/nscoder>.
open class NSCoder: NSObject {}

/// Apple's declaration: <https://developer.apple.com/documentation/foundation/nsnumber>.
open class NSNumber: NSObject {
  /// Apple's declaration: <https://developer.apple.com/documentation/foundation/nsnumber/init(value:)-6o3s5>.
  public init(value: Int) {}
}

/// Apple's declaration: <https://developer.apple.com/documentation/foundation/nsnotification>.
open class NSNotification: NSObject {
  /// Apple's declaration: <https://developer.apple.com/documentation/foundation/nsnotification/name-swift.struct>.
  public struct Name: RawRepresentable, Hashable, Sendable {
    /// As the SDK declares it (a stand-in: never shipped).
    public var rawValue: String
    /// As the SDK declares it (a stand-in: never shipped).
    public init(rawValue: String) { self.rawValue = rawValue }
  }
}

/// Apple's declaration: <https://developer.apple.com/documentation/foundation/notificationcenter>.
open class NotificationCenter: NSObject {
  /// Apple's declaration: <https://developer.apple.com/documentation/foundation/notificationcenter/default>.
  open class var `default`: NotificationCenter { fatalError() }

  /// Apple's declaration: <https://developer.apple.com/documentation/foundation/notificationcenter/addobserver(_:selector:name:object:)>.
  open func addObserver(
    _ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?,
    object anObject: Any?
  ) {}
}

/// Apple's declaration: <https://developer.apple.com/documentation/foundation/runloop>.
open class RunLoop: NSObject {
  /// Apple's declaration: <https://developer.apple.com/documentation/foundation/runloop/main>.
  open class var main: RunLoop { fatalError() }

  /// Apple's declaration: <https://developer.apple.com/documentation/foundation/runloop/add(_:formode:)-8omnx>.
  open func add(_ timer: Timer, forMode mode: RunLoop.Mode) {}

  /// Apple's declaration: <https://developer.apple.com/documentation/foundation/runloop/mode>.
  public struct Mode: RawRepresentable, Hashable, Sendable {
    /// As the SDK declares it (a stand-in: never shipped).
    public var rawValue: String
    /// As the SDK declares it (a stand-in: never shipped).
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Apple's declaration: <https://developer.apple.com/documentation/foundation/runloop/mode/common>.
    public static let common = Mode(rawValue: "kCFRunLoopCommonModes")
  }
}

/// Apple's declaration: <https://developer.apple.com/documentation/foundation/timer>.
open class Timer: NSObject {
  /// Apple's declaration: <https://developer.apple.com/documentation/foundation/timer/init(timeinterval:repeats:block:)>.
  public init(
    timeInterval interval: TimeInterval, repeats: Bool,
    block: @escaping @Sendable (Timer) -> Void
  ) {}

  /// Apple's declaration: <https://developer.apple.com/documentation/foundation/timer/invalidate()>.
  open func invalidate() {}

  /// Apple's declaration: <https://developer.apple.com/documentation/foundation/timer/isvalid>.
  open var isValid: Bool { false }

  /// Apple's declaration: <https://developer.apple.com/documentation/foundation/timer/tolerance>.
  open var tolerance: TimeInterval {
    get { fatalError() }
    set {}
  }
}

/// Apple's declaration: <https://developer.apple.com/documentation/foundation/bundle>.
open class Bundle: NSObject, @unchecked Sendable {
  /// Apple's declaration: <https://developer.apple.com/documentation/foundation/bundle/main>.
  open class var main: Bundle { fatalError() }
}
