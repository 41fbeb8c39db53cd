// Stand-ins for the SwiftUI gesture, keyboard, focus and hover declarations LoopCarouselSwiftUI
// uses. Never shipped.
public import Foundation

// https://developer.apple.com/documentation/swiftui/gesture
@MainActor @preconcurrency public protocol Gesture<Value> {
  // https://developer.apple.com/documentation/swiftui/gesture/value
  associatedtype Value
}

// https://developer.apple.com/documentation/swiftui/transaction
@frozen public struct Transaction {}

// https://developer.apple.com/documentation/swiftui/gesturemask
@frozen public struct GestureMask: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  // https://developer.apple.com/documentation/swiftui/gesturemask/all
  public static let all = GestureMask(rawValue: 3)
}

// https://developer.apple.com/documentation/swiftui/draggesture (not on tvOS)
@available(tvOS, unavailable)
@frozen public struct DragGesture: Gesture {
  // https://developer.apple.com/documentation/swiftui/draggesture/init(minimumdistance:coordinatespace:)
  nonisolated public init() {}

  // https://developer.apple.com/documentation/swiftui/draggesture/value
  public struct Value: Equatable, Sendable {
    // https://developer.apple.com/documentation/swiftui/draggesture/value/translation
    public var translation: CGSize { fatalError() }
    // https://developer.apple.com/documentation/swiftui/draggesture/value/velocity
    public var velocity: CGSize { fatalError() }
  }
}

// https://developer.apple.com/documentation/swiftui/gesturestategesture
@frozen public struct GestureStateGesture<Base: Gesture, State>: Gesture {
  public typealias Value = Base.Value
}

// What `onChanged(_:)` returns.
@frozen public struct _ChangedGesture<Content: Gesture>: Gesture {
  public typealias Value = Content.Value
}

// What `onEnded(_:)` returns.
@frozen public struct _EndedGesture<Content: Gesture>: Gesture {
  public typealias Value = Content.Value
}

extension Gesture {
  // https://developer.apple.com/documentation/swiftui/gesture/updating(_:body:)
  public func updating<State>(
    _ state: GestureState<State>,
    body: @escaping (Self.Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> { fatalError() }

  // https://developer.apple.com/documentation/swiftui/gesture/onended(_:)
  public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> {
    fatalError()
  }
}

extension Gesture where Value: Equatable {
  // https://developer.apple.com/documentation/swiftui/gesture/onchanged(_:)
  public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> {
    fatalError()
  }
}

// https://developer.apple.com/documentation/swiftui/keyequivalent
@frozen public struct KeyEquivalent: Hashable, Sendable {
  // https://developer.apple.com/documentation/swiftui/keyequivalent/character
  public var character: Character
  // https://developer.apple.com/documentation/swiftui/keyequivalent/init(_:)
  public init(_ character: Character) { self.character = character }
  // https://developer.apple.com/documentation/swiftui/keyequivalent/leftarrow
  public static let leftArrow = KeyEquivalent("\u{F702}")
  // https://developer.apple.com/documentation/swiftui/keyequivalent/rightarrow
  public static let rightArrow = KeyEquivalent("\u{F703}")
  // https://developer.apple.com/documentation/swiftui/keyequivalent/uparrow
  public static let upArrow = KeyEquivalent("\u{F700}")
  // https://developer.apple.com/documentation/swiftui/keyequivalent/downarrow
  public static let downArrow = KeyEquivalent("\u{F701}")
  // https://developer.apple.com/documentation/swiftui/keyequivalent/home
  public static let home = KeyEquivalent("\u{F729}")
  // https://developer.apple.com/documentation/swiftui/keyequivalent/end
  public static let end = KeyEquivalent("\u{F72B}")
  // https://developer.apple.com/documentation/swiftui/keyequivalent/pageup
  public static let pageUp = KeyEquivalent("\u{F72C}")
  // https://developer.apple.com/documentation/swiftui/keyequivalent/pagedown
  public static let pageDown = KeyEquivalent("\u{F72D}")
}

// https://developer.apple.com/documentation/swiftui/keypress (not on watchOS)
@available(watchOS, unavailable)
public struct KeyPress: Sendable {
  // https://developer.apple.com/documentation/swiftui/keypress/key
  public let key: KeyEquivalent

  // https://developer.apple.com/documentation/swiftui/keypress/phases
  public struct Phases: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    // https://developer.apple.com/documentation/swiftui/keypress/phases/down
    public static let down = Phases(rawValue: 1)
    // https://developer.apple.com/documentation/swiftui/keypress/phases/repeat
    public static let `repeat` = Phases(rawValue: 2)
  }

  // https://developer.apple.com/documentation/swiftui/keypress/result
  public enum Result: Sendable {
    // https://developer.apple.com/documentation/swiftui/keypress/result/handled
    case handled
    // https://developer.apple.com/documentation/swiftui/keypress/result/ignored
    case ignored
  }
}

extension View {
  // https://developer.apple.com/documentation/swiftui/view/gesture(_:including:)
  nonisolated public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
    -> some View
  { self }

  // https://developer.apple.com/documentation/swiftui/view/onkeypress(keys:phases:action:)
  @available(watchOS, unavailable)
  nonisolated public func onKeyPress(
    keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View { self }

  // https://developer.apple.com/documentation/swiftui/view/focusable(_:)
  nonisolated public func focusable(_ isFocusable: Bool = true) -> some View { self }

  // https://developer.apple.com/documentation/swiftui/view/focused(_:)
  nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }

  // https://developer.apple.com/documentation/swiftui/view/onhover(perform:) (not on tvOS or
  // watchOS)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }
}
