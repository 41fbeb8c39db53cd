// Stand-ins for the SwiftUI view modifiers LoopCarouselSwiftUI and its usage files use.
// Never shipped. SwiftUI declares them `nonisolated` in `extension View`; their closures are
// not `@Sendable`, so they run where they were written: on the main actor.
public import Foundation

/// Apple's declaration: <https://developer.apple.com/documentation/swiftui/projectiontransform>.
@frozen public struct ProjectionTransform {
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/projectiontransform/m11>.
  public var m11: CGFloat = CGFloat(1.0)
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/projectiontransform/m12>.
  public var m12: CGFloat = CGFloat(0.0)
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/projectiontransform/m13>.
  public var m13: CGFloat = CGFloat(0.0)
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/projectiontransform/m21>.
  public var m21: CGFloat = CGFloat(0.0)
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/projectiontransform/m22>.
  public var m22: CGFloat = CGFloat(1.0)
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/projectiontransform/m23>.
  public var m23: CGFloat = CGFloat(0.0)
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/projectiontransform/m31>.
  public var m31: CGFloat = CGFloat(0.0)
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/projectiontransform/m32>.
  public var m32: CGFloat = CGFloat(0.0)
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/projectiontransform/m33>.
  public var m33: CGFloat = CGFloat(1.0)
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/projectiontransform/init()>.
  public init() {}
}

/// Apple's declaration: <https://developer.apple.com/documentation/swiftui/accessibilityattachmentmodifier>.
nonisolated public struct AccessibilityAttachmentModifier: ViewModifier {
  /// As the SDK declares it (a stand-in: never shipped).
  public func body(content: Content) -> Never { fatalError() }
}

/// Apple's declaration: <https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior>.
public struct AccessibilityChildBehavior: Hashable, Sendable {
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/ignore>.
  public static let ignore = AccessibilityChildBehavior()
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/combine>.
  public static let combine = AccessibilityChildBehavior()
}

/// Apple's declaration: <https://developer.apple.com/documentation/swiftui/accessibilityadjustmentdirection>.
public enum AccessibilityAdjustmentDirection: Sendable {
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/accessibilityadjustmentdirection/increment>.
  case increment
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/accessibilityadjustmentdirection/decrement>.
  case decrement
}

extension View {
  // MARK: Layout and drawing

  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)>.
  nonisolated public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View { self }

  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/view/position(x:y:)>.
  nonisolated public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }

  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/view/projectioneffect(_:)>.
  nonisolated public func projectionEffect(_ transform: ProjectionTransform) -> some View { self }

  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/view/opacity(_:)>.
  nonisolated public func opacity(_ opacity: Double) -> some View { self }

  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/view/zindex(_:)>.
  nonisolated public func zIndex(_ value: Double) -> some View { self }

  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/view/padding(_:)-68shk>.
  nonisolated public func padding(_ length: CGFloat) -> some View { self }

  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:)>.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func overlay<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View { self }

  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/view/clipped(antialiased:)>.
  nonisolated public func clipped(antialiased: Bool = false) -> some View { self }

  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/view/contentshape(_:eofill:)>.
  nonisolated public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
    self
  }

  // MARK: Environment

  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/view/environment(_:_:)>.
  nonisolated public func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  ) -> some View { self }

  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/view/transformenvironment(_:transform:)>.
  nonisolated public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View { self }

  // MARK: Life cycle

  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg>.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  nonisolated public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View { self }

  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)>.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  nonisolated public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some View { self }

  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/view/onappear(perform:)>.
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }

  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)>.
  nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }

  // MARK: Accessibility

  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/view/accessibilityelement(children:)>.
  nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore)
    -> some View
  { self }

  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/view/accessibilityvalue(_:)>.
  ///
  /// The overload for a `StringProtocol` value; the page lists it beside those for `Text` and
  /// `LocalizedStringResource`.
  nonisolated public func accessibilityValue<S: StringProtocol>(_ value: S)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    fatalError()
  }

  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/view/accessibilityhidden(_:)>.
  nonisolated public func accessibilityHidden(_ hidden: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    fatalError()
  }

  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/view/accessibilityadjustableaction(_:)>.
  nonisolated public func accessibilityAdjustableAction(
    _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    fatalError()
  }
}
