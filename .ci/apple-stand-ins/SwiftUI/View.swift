// Stand-ins for the SwiftUI declarations LoopCarouselSwiftUI and its usage files use, so that
// `.ci/typecheck-apple` can type-check them on Linux. Never shipped; bodies are empty or trap.
// Each declaration is as Apple's documentation gives it, with the page above it; SwiftUI's
// private view types (`_ConditionalContent`, `_ViewModifier_Content`) as its interface names
// them.

// SwiftUI re-exports Foundation, and with it Core Graphics: an app that imports SwiftUI alone
// writes `Date`, `CGFloat` and `.frame(height: 200)`.
@_exported public import Foundation

/// Apple's declaration: <https://developer.apple.com/documentation/swiftui/view>.
@MainActor @preconcurrency public protocol View {
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype>.
  associatedtype Body: View
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/view/body-8kl5o>.
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// https://developer.apple.com/documentation/swift/never (SwiftUI's primitive views' body)
extension Never: View {
  /// As the SDK declares it (a stand-in: never shipped).
  public var body: Never { fatalError() }
}

/// Apple's declaration: <https://developer.apple.com/documentation/swiftui/viewbuilder>.
@resultBuilder public struct ViewBuilder {
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/viewbuilder/buildexpression(_:)>.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock()>.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)>.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-96kd1>.
  public static func buildBlock<each Content: View>(_ content: repeat each Content)
    -> TupleView<(repeat each Content)>
  {
    TupleView((repeat each content))
  }

  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)>.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)>.
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    fatalError()
  }

  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)>.
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    fatalError()
  }
}

/// Apple's declaration: <https://developer.apple.com/documentation/swiftui/emptyview>.
@frozen public struct EmptyView: View {
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/emptyview/init()>.
  nonisolated public init() {}
  /// As the SDK declares it (a stand-in: never shipped).
  public var body: Never { fatalError() }
}

/// Apple's declaration: <https://developer.apple.com/documentation/swiftui/tupleview>.
@frozen public struct TupleView<T>: View {
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/tupleview/value>.
  public var value: T { fatalError() }
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/tupleview/init(_:)>.
  nonisolated public init(_ value: T) {}
  /// As the SDK declares it (a stand-in: never shipped).
  public var body: Never { fatalError() }
}

/// What `ViewBuilder.buildEither` returns: one of two views.
@frozen public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  /// As the SDK declares it (a stand-in: never shipped).
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swift/optional (Optional: View)
extension Optional: View where Wrapped: View {
  /// As the SDK declares it (a stand-in: never shipped).
  public var body: Never { fatalError() }
}

/// Apple's declaration: <https://developer.apple.com/documentation/swiftui/viewmodifier>.
@MainActor @preconcurrency public protocol ViewModifier {
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/viewmodifier/body-swift.associatedtype>.
  associatedtype Body: View
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/viewmodifier/content>.
  typealias Content = _ViewModifier_Content<Self>
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/viewmodifier/body(content:)>.
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// The view a modifier's `body(content:)` receives.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  /// As the SDK declares it (a stand-in: never shipped).
  public var body: Never { fatalError() }
}

/// Apple's declaration: <https://developer.apple.com/documentation/swiftui/modifiedcontent>.
@frozen public struct ModifiedContent<Content, Modifier> {
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/modifiedcontent/content>.
  public var content: Content { fatalError() }
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/modifiedcontent/modifier>.
  public var modifier: Modifier { fatalError() }
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/modifiedcontent/init(content:modifier:)>.
  nonisolated public init(content: Content, modifier: Modifier) {}
}

// https://developer.apple.com/documentation/swiftui/modifiedcontent (View conformance)
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  /// As the SDK declares it (a stand-in: never shipped).
  public var body: Never { fatalError() }
}

extension View {
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/view/modifier(_:)>.
  nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}
