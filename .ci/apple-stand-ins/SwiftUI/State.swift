// Stand-ins for the SwiftUI state and environment declarations LoopCarouselSwiftUI and its
// usage files use. Never shipped.

/// Apple's declaration: <https://developer.apple.com/documentation/swiftui/dynamicproperty>.
public protocol DynamicProperty {}

/// Apple's declaration: <https://developer.apple.com/documentation/swiftui/state>.
@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)>.
  nonisolated public init(wrappedValue value: Value) {}
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/state/wrappedvalue>.
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/state/projectedvalue>.
  public var projectedValue: Binding<Value> { fatalError() }
}

/// Apple's declaration: <https://developer.apple.com/documentation/swiftui/binding>.
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/binding/init(projectedvalue:)>.
  nonisolated public init(projectedValue: Binding<Value>) {}
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/binding/wrappedvalue>.
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/binding/projectedvalue>.
  public var projectedValue: Binding<Value> { self }
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)>.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    fatalError()
  }
}

// https://developer.apple.com/documentation/swiftui/binding (Sendable conformance)
extension Binding: @unchecked Sendable where Value: Sendable {}

/// Apple's declaration: <https://developer.apple.com/documentation/swiftui/gesturestate>.
@propertyWrapper @frozen public struct GestureState<Value>: DynamicProperty {
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/gesturestate/init(wrappedvalue:)>.
  nonisolated public init(wrappedValue: Value) {}
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/gesturestate/wrappedvalue>.
  public var wrappedValue: Value { fatalError() }
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/gesturestate/projectedvalue>.
  public var projectedValue: GestureState<Value> { self }
}

/// Apple's declaration: <https://developer.apple.com/documentation/swiftui/focusstate>.
@frozen @propertyWrapper public struct FocusState<Value: Hashable>: DynamicProperty {
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/focusstate/init()-4i6ec>.
  nonisolated public init() where Value == Bool {}
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/focusstate/wrappedvalue>.
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/focusstate/projectedvalue>.
  public var projectedValue: FocusState<Value>.Binding { fatalError() }

  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/focusstate/binding>.
  @frozen @propertyWrapper public struct Binding {
    let state: FocusState<Value>
    /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/focusstate/binding/wrappedvalue>.
    public var wrappedValue: Value {
      get { fatalError() }
      nonmutating set {}
    }
    /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/focusstate/binding/projectedvalue>.
    public var projectedValue: FocusState<Value>.Binding { self }
  }
}

/// Apple's declaration: <https://developer.apple.com/documentation/swiftui/environment>.
@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf>.
  nonisolated public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/environment/wrappedvalue>.
  public var wrappedValue: Value { fatalError() }
}

/// Apple's declaration: <https://developer.apple.com/documentation/swiftui/environmentkey>.
public protocol EnvironmentKey {
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/environmentkey/value>.
  associatedtype Value
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/environmentkey/defaultvalue>.
  static var defaultValue: Self.Value { get }
}

/// Apple's declaration: <https://developer.apple.com/documentation/swiftui/environmentvalues>.
public struct EnvironmentValues {
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/environmentvalues/init()>.
  public init() {}

  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:)-1nxzh>.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { fatalError() }
    set {}
  }

  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/environmentvalues/accessibilityreducemotion>.
  public var accessibilityReduceMotion: Bool { fatalError() }

  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/environmentvalues/layoutdirection>.
  public var layoutDirection: LayoutDirection {
    get { fatalError() }
    set {}
  }

  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/environmentvalues/scenephase>.
  public var scenePhase: ScenePhase {
    get { fatalError() }
    set {}
  }
}

/// Apple's declaration: <https://developer.apple.com/documentation/swiftui/layoutdirection>.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/layoutdirection/lefttoright>.
  case leftToRight
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/layoutdirection/righttoleft>.
  case rightToLeft
}

/// Apple's declaration: <https://developer.apple.com/documentation/swiftui/scenephase>.
public enum ScenePhase: Comparable, Hashable, Sendable {
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/scenephase/background>.
  case background
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/scenephase/inactive>.
  case inactive
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/scenephase/active>.
  case active
}
