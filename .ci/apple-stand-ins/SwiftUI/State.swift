// Stand-ins for the SwiftUI state and environment declarations LoopCarouselSwiftUI and its
// usage files use. Never shipped.

// https://developer.apple.com/documentation/swiftui/dynamicproperty
public protocol DynamicProperty {}

// https://developer.apple.com/documentation/swiftui/state
@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
  // https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
  nonisolated public init(wrappedValue value: Value) {}
  // https://developer.apple.com/documentation/swiftui/state/wrappedvalue
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
  // https://developer.apple.com/documentation/swiftui/state/projectedvalue
  public var projectedValue: Binding<Value> { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/binding
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  // https://developer.apple.com/documentation/swiftui/binding/init(projectedvalue:)
  nonisolated public init(projectedValue: Binding<Value>) {}
  // https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
  // https://developer.apple.com/documentation/swiftui/binding/projectedvalue
  public var projectedValue: Binding<Value> { self }
  // https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    fatalError()
  }
}

// https://developer.apple.com/documentation/swiftui/binding (Sendable conformance)
extension Binding: @unchecked Sendable where Value: Sendable {}

// https://developer.apple.com/documentation/swiftui/gesturestate
@propertyWrapper @frozen public struct GestureState<Value>: DynamicProperty {
  // https://developer.apple.com/documentation/swiftui/gesturestate/init(wrappedvalue:)
  nonisolated public init(wrappedValue: Value) {}
  // https://developer.apple.com/documentation/swiftui/gesturestate/wrappedvalue
  public var wrappedValue: Value { fatalError() }
  // https://developer.apple.com/documentation/swiftui/gesturestate/projectedvalue
  public var projectedValue: GestureState<Value> { self }
}

// https://developer.apple.com/documentation/swiftui/focusstate
@frozen @propertyWrapper public struct FocusState<Value: Hashable>: DynamicProperty {
  // https://developer.apple.com/documentation/swiftui/focusstate/init()-4i6ec
  nonisolated public init() where Value == Bool {}
  // https://developer.apple.com/documentation/swiftui/focusstate/wrappedvalue
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
  // https://developer.apple.com/documentation/swiftui/focusstate/projectedvalue
  public var projectedValue: FocusState<Value>.Binding { fatalError() }

  // https://developer.apple.com/documentation/swiftui/focusstate/binding
  @frozen @propertyWrapper public struct Binding {
    let state: FocusState<Value>
    // https://developer.apple.com/documentation/swiftui/focusstate/binding/wrappedvalue
    public var wrappedValue: Value {
      get { fatalError() }
      nonmutating set {}
    }
    // https://developer.apple.com/documentation/swiftui/focusstate/binding/projectedvalue
    public var projectedValue: FocusState<Value>.Binding { self }
  }
}

// https://developer.apple.com/documentation/swiftui/environment
@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
  // https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf
  nonisolated public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
  // https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
  public var wrappedValue: Value { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/environmentkey
public protocol EnvironmentKey {
  // https://developer.apple.com/documentation/swiftui/environmentkey/value
  associatedtype Value
  // https://developer.apple.com/documentation/swiftui/environmentkey/defaultvalue
  static var defaultValue: Self.Value { get }
}

// https://developer.apple.com/documentation/swiftui/environmentvalues
public struct EnvironmentValues {
  // https://developer.apple.com/documentation/swiftui/environmentvalues/init()
  public init() {}

  // https://developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:)-1nxzh
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { fatalError() }
    set {}
  }

  // https://developer.apple.com/documentation/swiftui/environmentvalues/accessibilityreducemotion
  public var accessibilityReduceMotion: Bool { fatalError() }

  // https://developer.apple.com/documentation/swiftui/environmentvalues/layoutdirection
  public var layoutDirection: LayoutDirection {
    get { fatalError() }
    set {}
  }

  // https://developer.apple.com/documentation/swiftui/environmentvalues/scenephase
  public var scenePhase: ScenePhase {
    get { fatalError() }
    set {}
  }
}

// https://developer.apple.com/documentation/swiftui/layoutdirection
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
  // https://developer.apple.com/documentation/swiftui/layoutdirection/lefttoright
  case leftToRight
  // https://developer.apple.com/documentation/swiftui/layoutdirection/righttoleft
  case rightToLeft
}

// https://developer.apple.com/documentation/swiftui/scenephase
public enum ScenePhase: Comparable, Hashable, Sendable {
  // https://developer.apple.com/documentation/swiftui/scenephase/background
  case background
  // https://developer.apple.com/documentation/swiftui/scenephase/inactive
  case inactive
  // https://developer.apple.com/documentation/swiftui/scenephase/active
  case active
}
