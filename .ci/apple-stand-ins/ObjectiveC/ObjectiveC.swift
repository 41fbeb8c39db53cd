// Stand-ins for the Objective-C runtime declarations the Apple-only products use, so that
// `.ci/typecheck-apple` can type-check them on Linux. Never shipped; bodies are empty.

/// Apple's declaration: <https://developer.apple.com/documentation/objectivec/nsobject-swift.class>.
@objc open class NSObject: Hashable {
  /// Apple's declaration: <https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()>.
  public init() {}

  /// Apple's declaration: <https://developer.apple.com/documentation/objectivec/nsobject-swift.class/hash>.
  open var hash: Int { 0 }

  /// Apple's declaration: <https://developer.apple.com/documentation/objectivec/nsobjectprotocol/isequal(_:)>.
  open func isEqual(_ object: Any?) -> Bool { false }

  /// As the SDK declares it (a stand-in: never shipped).
  public static func == (lhs: NSObject, rhs: NSObject) -> Bool { lhs.isEqual(rhs) }

  /// As the SDK declares it (a stand-in: never shipped).
  public func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}

/// Apple's declaration: <https://developer.apple.com/documentation/objectivec/selector>.
@frozen public struct Selector: Hashable, @unchecked Sendable {
  // The runtime's `SEL`, the one field the compiler expects of this type.
  var ptr: OpaquePointer
  /// Apple's declaration: <https://developer.apple.com/documentation/objectivec/selector/init(_:)>.
  public init(_ str: String) { fatalError() }
}
