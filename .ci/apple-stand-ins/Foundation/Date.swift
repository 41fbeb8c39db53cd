// Stand-in for Foundation's `Date`, which SwiftUI's timelines pass. Never shipped.

/// Apple's declaration: <https://developer.apple.com/documentation/foundation/date>.
public struct Date: Hashable, Comparable, Sendable {
  /// As the SDK declares it (a stand-in: never shipped).
  public static func < (lhs: Date, rhs: Date) -> Bool { false }
}
