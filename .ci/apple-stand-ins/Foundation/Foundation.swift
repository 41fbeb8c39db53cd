// Stand-ins for the Foundation declarations the Apple-only products use. Never shipped.
// Foundation on Apple platforms re-exports the Objective-C runtime and Core Graphics' types.
@_exported import CoreGraphics
@_exported import ObjectiveC

// https://developer.apple.com/documentation/foundation/timeinterval
public typealias TimeInterval = Double

// https://developer.apple.com/documentation/foundation/nscoder
open class NSCoder: NSObject {}

// https://developer.apple.com/documentation/foundation/nsnumber
open class NSNumber: NSObject {}

// https://developer.apple.com/documentation/foundation/nsnotification
open class NSNotification: NSObject {
  // https://developer.apple.com/documentation/foundation/nsnotification/name-swift.struct
  public struct Name: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
  }
}

// https://developer.apple.com/documentation/foundation/notificationcenter
open class NotificationCenter: NSObject {
  // https://developer.apple.com/documentation/foundation/notificationcenter/default
  open class var `default`: NotificationCenter { fatalError() }

  // https://developer.apple.com/documentation/foundation/notificationcenter/addobserver(_:selector:name:object:)
  open func addObserver(
    _ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?,
    object anObject: Any?
  ) {}
}

// https://developer.apple.com/documentation/foundation/runloop
open class RunLoop: NSObject {
  // https://developer.apple.com/documentation/foundation/runloop/main
  open class var main: RunLoop { fatalError() }

  // https://developer.apple.com/documentation/foundation/runloop/add(_:formode:)-8omnx
  open func add(_ timer: Timer, forMode mode: RunLoop.Mode) {}

  // https://developer.apple.com/documentation/foundation/runloop/mode
  public struct Mode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    // https://developer.apple.com/documentation/foundation/runloop/mode/common
    public static let common = Mode(rawValue: "kCFRunLoopCommonModes")
  }
}

// https://developer.apple.com/documentation/foundation/timer
open class Timer: NSObject {
  // https://developer.apple.com/documentation/foundation/timer/init(timeinterval:repeats:block:)
  public init(
    timeInterval interval: TimeInterval, repeats: Bool,
    block: @escaping @Sendable (Timer) -> Void
  ) {}

  // https://developer.apple.com/documentation/foundation/timer/invalidate()
  open func invalidate() {}

  // https://developer.apple.com/documentation/foundation/timer/isvalid
  open var isValid: Bool { false }
}
