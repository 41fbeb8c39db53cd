public import LoopCarousel
public import Observation

/// A carousel's state as an observable model, for SwiftUI views and anything else that uses
/// the Observation framework.
///
/// A view that reads ``currentIndex`` or ``placementRevision`` in its body is drawn again
/// when they change, with no counter kept by hand:
///
/// ```swift
/// struct Dots: View {
///   let model: CarouselModel
///   var body: some View {
///     Text("\((model.currentPage ?? 0) + 1) of \(model.numberOfPages)")
///   }
/// }
/// ```
///
/// The model reads the carousel at the end of every call that changes it (a gesture, a
/// frame, a reload, a scroll) and when one of its settings is set (``Carousel/style``,
/// ``Carousel/hidesForSinglePage``, ``Carousel/reducesMotion``, the texts…), and assigns only
/// the properties whose values changed, so an observer hears only real changes. Use it where
/// the carousel is used: on one thread or actor.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@Observable
public final class CarouselModel {
  /// The carousel the model reads.
  @ObservationIgnored public let carousel: Carousel

  /// ``Carousel/numberOfItems``: the item count.
  public private(set) var numberOfItems: Int
  /// ``Carousel/currentIndex``: the item of the middle slot, `nil` with no items.
  public private(set) var currentIndex: Int?
  /// ``Carousel/targetIndex``: the item the carousel rests on or is heading to.
  public private(set) var targetIndex: Int?
  /// ``Carousel/phase``: at rest, dragging, settling or ticking.
  public private(set) var phase: CarouselPhase
  /// ``Carousel/frameSchedule``: every frame, a wake-up time, or nothing; a SwiftUI view
  /// runs a `TimelineView` only while it asks for frames.
  public private(set) var frameSchedule: CarouselFrameSchedule
  /// ``Carousel/pagePosition``: the offset from the middle slot, in pages.
  public private(set) var pagePosition: Double
  /// ``Carousel/numberOfPages``: the dots of a page indicator.
  public private(set) var numberOfPages: Int
  /// ``Carousel/currentPage``: the page indicator's dot, the item nearest the centre.
  public private(set) var currentPage: Int?
  /// ``Carousel/showsPageIndicator``: whether a page indicator shows.
  public private(set) var showsPageIndicator: Bool
  /// ``Carousel/placementRevision``: changes whenever a placement may have changed; a view
  /// that draws the cells reads it.
  public private(set) var placementRevision: Int
  /// ``Carousel/wraps``: whether the last item is followed by the first.
  public private(set) var wraps: Bool
  /// ``Carousel/rewinds``: whether next and previous go round at the ends.
  public private(set) var rewinds: Bool
  /// ``Carousel/reducesMotion``: whether programmatic motion arrives at once.
  public private(set) var reducesMotion: Bool
  /// ``Carousel/hidesForSinglePage``: whether one item shows no page indicator.
  public private(set) var hidesForSinglePage: Bool
  /// ``Carousel/isAutoplayRunning``: whether autoplay is on and nothing holds it.
  public private(set) var isAutoplayRunning: Bool
  /// ``Carousel/autoplayProgress``: how far the autoplay countdown has gone, for a progress
  /// ring.
  public private(set) var autoplayProgress: Double?
  /// ``Carousel/isRotating``: whether autoplay rotates, for the rotation control.
  public private(set) var isRotating: Bool
  /// ``Carousel/rotationControlLabel``: the rotation control's label.
  public private(set) var rotationControlLabel: String
  /// ``Carousel/tickerSpeed``: the ticker's speed, `nil` when it is off.
  public private(set) var tickerSpeed: Double?
  /// ``Carousel/isOnScreen``: whether the host said the carousel is on screen.
  public private(set) var isOnScreen: Bool
  /// ``Carousel/focusedItem``: the item that has focus.
  public private(set) var focusedItem: Int?
  /// ``Carousel/isPointerInside``: whether the pointer hovers over the carousel.
  public private(set) var isPointerInside: Bool
  /// ``Carousel/accessibilityValue``: what assistive technologies read as the value.
  public private(set) var accessibilityValue: String?

  /// Creates a model of a carousel, and keeps it up to date for as long as the model lives.
  ///
  /// - Parameter carousel: The carousel.
  public init(_ carousel: Carousel) {
    self.carousel = carousel
    numberOfItems = carousel.numberOfItems
    currentIndex = carousel.currentIndex
    targetIndex = carousel.targetIndex
    phase = carousel.phase
    frameSchedule = carousel.frameSchedule
    pagePosition = carousel.pagePosition
    numberOfPages = carousel.numberOfPages
    currentPage = carousel.currentPage
    showsPageIndicator = carousel.showsPageIndicator
    placementRevision = carousel.placementRevision
    wraps = carousel.wraps
    rewinds = carousel.rewinds
    reducesMotion = carousel.reducesMotion
    hidesForSinglePage = carousel.hidesForSinglePage
    isAutoplayRunning = carousel.isAutoplayRunning
    autoplayProgress = carousel.autoplayProgress
    isRotating = carousel.isRotating
    rotationControlLabel = carousel.rotationControlLabel
    tickerSpeed = carousel.tickerSpeed
    isOnScreen = carousel.isOnScreen
    focusedItem = carousel.focusedItem
    isPointerInside = carousel.isPointerInside
    accessibilityValue = carousel.accessibilityValue
    carousel.observeChanges(by: ObjectIdentifier(self)) { [weak self] in self?.refresh() }
  }

  deinit {
    carousel.stopObservingChanges(by: ObjectIdentifier(self))
  }

  /// Reads the carousel again, assigning only what changed.
  private func refresh() {
    func update<Value: Equatable>(
      _ path: ReferenceWritableKeyPath<CarouselModel, Value>, _ value: Value
    ) {
      if self[keyPath: path] != value { self[keyPath: path] = value }
    }
    update(\.numberOfItems, carousel.numberOfItems)
    update(\.currentIndex, carousel.currentIndex)
    update(\.targetIndex, carousel.targetIndex)
    update(\.phase, carousel.phase)
    update(\.frameSchedule, carousel.frameSchedule)
    update(\.pagePosition, carousel.pagePosition)
    update(\.numberOfPages, carousel.numberOfPages)
    update(\.currentPage, carousel.currentPage)
    update(\.showsPageIndicator, carousel.showsPageIndicator)
    update(\.placementRevision, carousel.placementRevision)
    update(\.wraps, carousel.wraps)
    update(\.rewinds, carousel.rewinds)
    update(\.reducesMotion, carousel.reducesMotion)
    update(\.hidesForSinglePage, carousel.hidesForSinglePage)
    update(\.isAutoplayRunning, carousel.isAutoplayRunning)
    update(\.autoplayProgress, carousel.autoplayProgress)
    update(\.isRotating, carousel.isRotating)
    update(\.rotationControlLabel, carousel.rotationControlLabel)
    update(\.tickerSpeed, carousel.tickerSpeed)
    update(\.isOnScreen, carousel.isOnScreen)
    update(\.focusedItem, carousel.focusedItem)
    update(\.isPointerInside, carousel.isPointerInside)
    update(\.accessibilityValue, carousel.accessibilityValue)
  }
}
