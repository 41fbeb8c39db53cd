// Stand-ins for the SwiftUI gesture, keyboard, focus and hover declarations LoopCarouselSwiftUI
// uses. Never shipped.
public import Foundation

/// Apple's declaration: <https://developer.apple.com/documentation/swiftui/gesture>.
@MainActor @preconcurrency public protocol Gesture<Value> {
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/gesture/value>.
  associatedtype Value
}

/// Apple's declaration: <https://developer.apple.com/documentation/swiftui/transaction>.
@frozen public struct Transaction {}

/// Apple's declaration: <https://developer.apple.com/documentation/swiftui/gesturemask>.
@frozen public struct GestureMask: OptionSet, Sendable {
  /// As the SDK declares it (a stand-in: never shipped).
  public let rawValue: UInt32
  /// As the SDK declares it (a stand-in: never shipped).
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/gesturemask/all>.
  public static let all = GestureMask(rawValue: 3)
}

/// Apple's declaration: <https://developer.apple.com/documentation/swiftui/draggesture> (not on tvOS).
@available(iOS 13.0, macOS 10.15, watchOS 6.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@frozen public struct DragGesture: Gesture {
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/draggesture/init(minimumdistance:coordinatespace:)>.
  nonisolated public init() {}

  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/draggesture/value>.
  public struct Value: Equatable, Sendable {
    /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/draggesture/value/translation>.
    public var translation: CGSize { fatalError() }
    /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/draggesture/value/velocity>.
    @available(iOS 17.0, macOS 14.0, watchOS 10.0, visionOS 1.0, *)
    public var velocity: CGSize { fatalError() }
  }
}

/// Apple's declaration: <https://developer.apple.com/documentation/swiftui/coordinatespace>.
public enum CoordinateSpace: Hashable, Sendable {
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/coordinatespace/local>.
  case local
}

/// Apple's declaration: <https://developer.apple.com/documentation/swiftui/spatialtapgesture> (not on tvOS).
@available(iOS 16.0, macOS 13.0, watchOS 9.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@frozen public struct SpatialTapGesture: Gesture {
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/spatialtapgesture/init(count:coordinatespace:)-5y4ng>.
  nonisolated public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {}

  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/spatialtapgesture/value>.
  public struct Value: Equatable, Sendable {
    /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/spatialtapgesture/value/location>.
    public var location: CGPoint { fatalError() }
  }
}

/// Apple's declaration: <https://developer.apple.com/documentation/swiftui/gesturestategesture>.
@frozen public struct GestureStateGesture<Base: Gesture, State>: Gesture {
  /// As the SDK declares it (a stand-in: never shipped).
  public typealias Value = Base.Value
}

/// What `onChanged(_:)` returns.
@frozen public struct _ChangedGesture<Content: Gesture>: Gesture {
  /// As the SDK declares it (a stand-in: never shipped).
  public typealias Value = Content.Value
}

/// What `onEnded(_:)` returns.
@frozen public struct _EndedGesture<Content: Gesture>: Gesture {
  /// As the SDK declares it (a stand-in: never shipped).
  public typealias Value = Content.Value
}

extension Gesture {
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/gesture/updating(_:body:)>.
  public func updating<State>(
    _ state: GestureState<State>,
    body: @escaping (Self.Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> { fatalError() }

  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/gesture/onended(_:)>.
  public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> {
    fatalError()
  }
}

extension Gesture where Value: Equatable {
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/gesture/onchanged(_:)>.
  public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> {
    fatalError()
  }
}

/// Apple's declaration: <https://developer.apple.com/documentation/swiftui/keyequivalent> (not on watchOS).
@available(iOS 14.0, macOS 11.0, tvOS 17.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@frozen public struct KeyEquivalent: Hashable, Sendable {
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/keyequivalent/character>.
  public var character: Character
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/keyequivalent/init(_:)>.
  public init(_ character: Character) { self.character = character }
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/keyequivalent/leftarrow>.
  public static let leftArrow = KeyEquivalent("\u{F702}")
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/keyequivalent/rightarrow>.
  public static let rightArrow = KeyEquivalent("\u{F703}")
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/keyequivalent/uparrow>.
  public static let upArrow = KeyEquivalent("\u{F700}")
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/keyequivalent/downarrow>.
  public static let downArrow = KeyEquivalent("\u{F701}")
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/keyequivalent/home>.
  public static let home = KeyEquivalent("\u{F729}")
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/keyequivalent/end>.
  public static let end = KeyEquivalent("\u{F72B}")
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/keyequivalent/pageup>.
  public static let pageUp = KeyEquivalent("\u{F72C}")
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/keyequivalent/pagedown>.
  public static let pageDown = KeyEquivalent("\u{F72D}")
}

/// Apple's declaration: <https://developer.apple.com/documentation/swiftui/keypress> (not on watchOS).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public struct KeyPress: Sendable {
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/keypress/key>.
  public let key: KeyEquivalent

  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/keypress/phases>.
  public struct Phases: OptionSet, Sendable {
    /// As the SDK declares it (a stand-in: never shipped).
    public let rawValue: Int
    /// As the SDK declares it (a stand-in: never shipped).
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/keypress/phases/down>.
    public static let down = Phases(rawValue: 1)
    /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/keypress/phases/repeat>.
    public static let `repeat` = Phases(rawValue: 2)
  }

  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/keypress/result>.
  public enum Result: Sendable {
    /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/keypress/result/handled>.
    case handled
    /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/keypress/result/ignored>.
    case ignored
  }
}

extension View {
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/view/gesture(_:including:)>.
  nonisolated public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
    -> some View
  { self }

  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/view/simultaneousgesture(_:including:)>.
  nonisolated public func simultaneousGesture<T: Gesture>(
    _ gesture: T, including mask: GestureMask = .all
  ) -> some View { self }

  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/view/ontapgesture(count:perform:)>.
  @available(iOS 13.0, macOS 10.15, tvOS 16.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void)
    -> some View
  { self }

  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/view/allowshittesting(_:)>.
  nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { self }

  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/view/onkeypress(keys:phases:action:)>.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
  @available(watchOS, unavailable)
  nonisolated public func onKeyPress(
    keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View { self }

  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/view/focusable(_:)>.
  @available(iOS 17.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  nonisolated public func focusable(_ isFocusable: Bool = true) -> some View { self }

  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/view/focused(_:)>.
  nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }

  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/view/onhover(perform:)>.
  ///
  /// Not on tvOS or watchOS.
  @available(iOS 13.4, macOS 10.15, visionOS 1.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }
}
