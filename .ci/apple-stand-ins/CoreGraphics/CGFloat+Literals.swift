// Stand-ins for CGFloat's literal conformances, which SwiftUI code leans on
// (`.frame(height: 200)`). Never shipped.

// https://developer.apple.com/documentation/corefoundation/cgfloat (ExpressibleByIntegerLiteral)
extension CGFloat: ExpressibleByIntegerLiteral {
  /// Apple's declaration: <https://developer.apple.com/documentation/corefoundation/cgfloat/init(integerliteral:)>.
  public init(integerLiteral value: Int) { self.init(Double(value)) }
}

// https://developer.apple.com/documentation/corefoundation/cgfloat (ExpressibleByFloatLiteral)
extension CGFloat: ExpressibleByFloatLiteral {
  /// Apple's declaration: <https://developer.apple.com/documentation/corefoundation/cgfloat/init(floatliteral:)>.
  public init(floatLiteral value: Double) { self.init(value) }
}
