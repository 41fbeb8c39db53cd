// Stand-in for Foundation's `Date`, which SwiftUI's timelines pass. Never shipped.

// https://developer.apple.com/documentation/foundation/date
public struct Date: Hashable, Comparable, Sendable {
  public static func < (lhs: Date, rhs: Date) -> Bool { false }
}
