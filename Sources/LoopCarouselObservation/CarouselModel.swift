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
/// frame, a reload, a scroll) and when its ``Carousel/style`` is set, and assigns only the
/// properties whose values changed, so an observer hears only real changes. Use it where
/// the carousel is used: on one thread or actor.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@Observable
public final class CarouselModel {
  /// The carousel the model reads.
  @ObservationIgnored public let carousel: Carousel

  /// ``Carousel/currentIndex``: the item of the middle slot, `nil` with no items.
  public private(set) var currentIndex: Int?
  /// ``Carousel/targetIndex``: the item the carousel rests on or is heading to.
  public private(set) var targetIndex: Int?
  /// ``Carousel/phase``: at rest, dragging or settling.
  public private(set) var phase: CarouselPhase
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

  /// Creates a model of a carousel, and keeps it up to date for as long as the model lives.
  ///
  /// - Parameter carousel: The carousel.
  public init(_ carousel: Carousel) {
    self.carousel = carousel
    currentIndex = carousel.currentIndex
    targetIndex = carousel.targetIndex
    phase = carousel.phase
    pagePosition = carousel.pagePosition
    numberOfPages = carousel.numberOfPages
    currentPage = carousel.currentPage
    showsPageIndicator = carousel.showsPageIndicator
    placementRevision = carousel.placementRevision
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
    update(\.currentIndex, carousel.currentIndex)
    update(\.targetIndex, carousel.targetIndex)
    update(\.phase, carousel.phase)
    update(\.pagePosition, carousel.pagePosition)
    update(\.numberOfPages, carousel.numberOfPages)
    update(\.currentPage, carousel.currentPage)
    update(\.showsPageIndicator, carousel.showsPageIndicator)
    update(\.placementRevision, carousel.placementRevision)
  }
}
