// Stand-ins for the SwiftUI views and containers LoopCarouselSwiftUI and its usage files use.
// Never shipped.
public import Foundation

/// Apple's declaration: <https://developer.apple.com/documentation/swiftui/alignment>.
@frozen public struct Alignment: Equatable, Sendable {
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/alignment/center>.
  public static let center = Alignment()
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/alignment/topleading>.
  public static let topLeading = Alignment()
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/alignment/bottom>.
  public static let bottom = Alignment()
}

/// Apple's declaration: <https://developer.apple.com/documentation/swiftui/verticalalignment>.
@frozen public struct VerticalAlignment: Equatable, Sendable {
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/verticalalignment/center>.
  public static let center = VerticalAlignment()
}

/// Apple's declaration: <https://developer.apple.com/documentation/swiftui/horizontalalignment>.
@frozen public struct HorizontalAlignment: Equatable, Sendable {
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/horizontalalignment/center>.
  public static let center = HorizontalAlignment()
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/horizontalalignment/leading>.
  public static let leading = HorizontalAlignment()
}

/// Apple's declaration: <https://developer.apple.com/documentation/swiftui/zstack>.
@frozen public struct ZStack<Content: View>: View {
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/zstack/init(alignment:content:)>.
  nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
  /// As the SDK declares it (a stand-in: never shipped).
  public var body: Never { fatalError() }
}

/// Apple's declaration: <https://developer.apple.com/documentation/swiftui/hstack>.
@frozen public struct HStack<Content: View>: View {
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/hstack/init(alignment:spacing:content:)>.
  nonisolated public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {}
  /// As the SDK declares it (a stand-in: never shipped).
  public var body: Never { fatalError() }
}

/// Apple's declaration: <https://developer.apple.com/documentation/swiftui/vstack>.
@frozen public struct VStack<Content: View>: View {
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)>.
  nonisolated public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {}
  /// As the SDK declares it (a stand-in: never shipped).
  public var body: Never { fatalError() }
}

/// Apple's declaration: <https://developer.apple.com/documentation/swiftui/foreach>.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/foreach/data>.
  public var data: Data { fatalError() }
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/foreach/content>.
  public var content: (Data.Element) -> Content { fatalError() }
}

extension ForEach: View where Content: View {
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)>.
  nonisolated public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {}
  /// As the SDK declares it (a stand-in: never shipped).
  public var body: Never { fatalError() }
}

/// Apple's declaration: <https://developer.apple.com/documentation/swiftui/geometryreader>.
@frozen public struct GeometryReader<Content: View>: View {
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/geometryreader/content>.
  public var content: (GeometryProxy) -> Content { fatalError() }
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/geometryreader/init(content:)>.
  nonisolated public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {}
  /// As the SDK declares it (a stand-in: never shipped).
  public var body: Never { fatalError() }
}

/// Apple's declaration: <https://developer.apple.com/documentation/swiftui/geometryproxy>.
public struct GeometryProxy {
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/geometryproxy/size>.
  public var size: CGSize { fatalError() }
}

/// Apple's declaration: <https://developer.apple.com/documentation/swiftui/text>.
@frozen public struct Text: Equatable, Sendable, View {
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4>.
  nonisolated public init<S: StringProtocol>(_ content: S) {}
  /// As the SDK declares it (a stand-in: never shipped).
  public var body: Never { fatalError() }
}

/// Apple's declaration: <https://developer.apple.com/documentation/swiftui/path>.
@frozen public struct Path: Equatable, Sendable {}

/// Apple's declaration: <https://developer.apple.com/documentation/swiftui/shape>.
///
/// Sendable, Animatable and View too; the carousel passes one to `contentShape(_:eoFill:)`
/// and fills one.
public protocol Shape: Sendable {
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/shape/path(in:)>.
  nonisolated func path(in rect: CGRect) -> Path
}

/// Apple's declaration: <https://developer.apple.com/documentation/swiftui/fillstyle>.
@frozen public struct FillStyle: Equatable, Sendable {
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/fillstyle/init(eofill:antialiased:)>.
  public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

/// Apple's declaration: <https://developer.apple.com/documentation/swiftui/shapestyle>.
public protocol ShapeStyle: Sendable {}

extension Shape {
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/shape/fill(_:style:)>.
  nonisolated public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle())
    -> some View
  { EmptyView() }
}

/// Apple's declaration: <https://developer.apple.com/documentation/swiftui/circle>.
@frozen public struct Circle: Shape {
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/circle/init()>.
  nonisolated public init() {}
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/circle/path(in:)>.
  nonisolated public func path(in rect: CGRect) -> Path { Path() }
}

/// Apple's declaration: <https://developer.apple.com/documentation/swiftui/color>.
@frozen public struct Color: Hashable, Sendable, ShapeStyle, View {
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/color/white>.
  public static let white = Color()
  /// As the SDK declares it (a stand-in: never shipped).
  public var body: Never { fatalError() }
}

/// Apple's declaration: <https://developer.apple.com/documentation/swiftui/rectangle>.
@frozen public struct Rectangle: Shape {
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/rectangle/init()>.
  nonisolated public init() {}
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/rectangle/path(in:)>.
  nonisolated public func path(in rect: CGRect) -> Path { Path() }
}

// MARK: - TimelineView

/// Apple's declaration: <https://developer.apple.com/documentation/swiftui/timelineschedulemode>.
public enum TimelineScheduleMode: Sendable {
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/timelineschedulemode/normal>.
  case normal
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/timelineschedulemode/lowfrequency>.
  case lowFrequency
}

/// Apple's declaration: <https://developer.apple.com/documentation/swiftui/timelineschedule>.
public protocol TimelineSchedule {
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/timelineschedule/entries-swift.associatedtype>.
  associatedtype Entries: Sequence where Entries.Element == Date
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/timelineschedule/entries(from:mode:)>.
  func entries(from startDate: Date, mode: TimelineScheduleMode) -> Self.Entries
}

/// Apple's declaration: <https://developer.apple.com/documentation/swiftui/animationtimelineschedule>.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/animationtimelineschedule/init(minimuminterval:paused:)>.
  public init(minimumInterval: Double? = nil, paused: Bool = false) {}

  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/animationtimelineschedule/entries(from:mode:)>.
  public func entries(from start: Date, mode: TimelineScheduleMode)
    -> AnimationTimelineSchedule.Entries
  {
    Entries()
  }

  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/animationtimelineschedule/entries>.
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    /// As the SDK declares it (a stand-in: never shipped).
    public mutating func next() -> Date? { nil }
  }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/timelineschedule/animation(minimuminterval:paused:)>.
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false)
    -> AnimationTimelineSchedule
  {
    AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
  }
}

/// Apple's declaration: <https://developer.apple.com/documentation/swiftui/everyminutetimelineschedule>.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/everyminutetimelineschedule/entries(from:mode:)>.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] { [] }
}

/// Apple's declaration: <https://developer.apple.com/documentation/swiftui/timelineview>.
public struct TimelineView<Schedule: TimelineSchedule, Content> {
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/timelineview/context>.
  public struct Context {
    /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/timelineview/context/date>.
    public let date: Date
  }
}

/// Apple's declaration: <https://developer.apple.com/documentation/swiftui/timelineviewdefaultcontext>.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>
  .Context

extension TimelineView: View where Content: View {
  /// Apple's declaration: <https://developer.apple.com/documentation/swiftui/timelineview/init(_:content:)-1mlmj>.
  /// (the page writes the builder `@ContentBuilder`; for views it is the view builder)
  nonisolated public init(
    _ schedule: Schedule,
    @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content
  ) {}
  /// As the SDK declares it (a stand-in: never shipped).
  public var body: Never { fatalError() }
}
