// Stand-ins for the Objective-C runtime declarations the Apple-only products use, so that
// `.ci/typecheck-apple` can type-check them on Linux. Never shipped; bodies are empty.

// https://developer.apple.com/documentation/objectivec/nsobject-swift.class
@objc open class NSObject: Hashable {
  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
  public init() {}

  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/hash
  open var hash: Int { 0 }

  // https://developer.apple.com/documentation/objectivec/nsobjectprotocol/isequal(_:)
  open func isEqual(_ object: Any?) -> Bool { false }

  public static func == (lhs: NSObject, rhs: NSObject) -> Bool { lhs.isEqual(rhs) }

  public func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}

// https://developer.apple.com/documentation/objectivec/selector
@frozen public struct Selector: Hashable, @unchecked Sendable {
  // The runtime's `SEL`, the one field the compiler expects of this type.
  var ptr: OpaquePointer
  // https://developer.apple.com/documentation/objectivec/selector/init(_:)
  public init(_ str: String) { fatalError() }
}
