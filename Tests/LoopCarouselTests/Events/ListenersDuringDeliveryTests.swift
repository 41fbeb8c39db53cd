import Testing

@testable import LoopCarousel

/// Listeners added, replaced or removed by a callback while the carousel tells them: every
/// other listener still hears its whole difference, and one that came hears what happened
/// before what is true, whichever listener's callback brought it.
@Suite("Listeners changed during a delivery")
struct ListenersDuringDeliveryTests {
  /// An object that owns an observation, and what it heard.
  final class Observer {
    var heard: [CarouselEvent] = []
    /// What it does as it hears an event.
    var onEvent: (CarouselEvent) -> Void = { _ in }

    func observe(_ carousel: Carousel) {
      carousel.observeEvents(by: ObjectIdentifier(self)) { [unowned self] event in
        guard event != .didScroll else { return }
        heard.append(event)
        onEvent(event)
      }
    }

    var appeared: Set<Int> {
      var items: Set<Int> = []
      for event in heard {
        if case .itemDidAppear(let item) = event { items.insert(item) }
        if case .itemDidDisappear(let item) = event { items.remove(item) }
      }
      return items
    }
  }

  /// A delegate that runs `onEvent` as it hears each event, and records them.
  final class ActingDelegate: CarouselDelegate {
    var heard: [CarouselEvent] = []
    var onEvent: (CarouselEvent) -> Void = { _ in }

    func carousel(_ carousel: Carousel, didReceive event: CarouselEvent) {
      guard event != .didScroll else { return }
      heard.append(event)
      onEvent(event)
    }
  }

  /// Five items, the neighbours peeking, so that three items are visible at rest.
  static func carousel() throws -> (Carousel, RecordingDataSource) {
    let carousel = Carousel(geometry: try CarouselGeometry(viewportLength: 100, itemLength: 80))
    let source = RecordingDataSource(count: 5)
    RecordingDataSource.register(in: carousel)
    carousel.dataSource = source
    try carousel.reloadData()
    return (carousel, source)
  }

  /// Expects the events of a scroll to item 1 in their documented order: its announcement,
  /// then the item told current once, just before the settle's end.
  static func expectScrollToOneBeforeItsItem(
    _ heard: [CarouselEvent], sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let announced = try #require(heard.firstIndex(of: .willSettleOnItem(1)))
    let current = try #require(heard.firstIndex(of: .didScrollToItem(1)))
    let settled = try #require(heard.firstIndex(of: .didSettleOnItem(1)))
    #expect(
      announced < current && current == settled - 1, "\(heard)", sourceLocation: sourceLocation)
    #expect(heard.filter { $0 == .didScrollToItem(1) }.count == 1, sourceLocation: sourceLocation)
  }

  @Test("a listener removed by another's callback leaves the rest of the list told")
  func removedBeforeTheOneTold() throws {
    let (carousel, source) = try Self.carousel()
    var first: Observer? = Observer()
    let second = Observer()
    first?.observe(carousel)
    second.observe(carousel)
    second.onEvent = { event in
      // The first one, told already, goes.
      if case .itemDidAppear = event, let observer = first {
        carousel.stopObserving(by: ObjectIdentifier(observer))
        first = nil
      }
    }
    carousel.advance(to: .milliseconds(16))
    #expect(first == nil)
    #expect(second.appeared == [4, 0, 1])
    _ = source
  }

  @Test("listeners added by a callback that then scrolls hear the scroll before what it made true")
  func addedThenScrolled() throws {
    let (carousel, source) = try Self.carousel()
    let delegate = ActingDelegate()
    let added = (Observer(), Observer())
    delegate.onEvent = { event in
      guard case .itemDidAppear(0) = event, added.0.heard.isEmpty else { return }
      added.0.observe(carousel)
      added.1.observe(carousel)
      try? carousel.scrollToItem(at: 1, animated: false, at: carousel.currentTime)
    }
    carousel.delegate = delegate
    carousel.advance(to: .milliseconds(16))
    #expect(carousel.currentIndex == 1)
    #expect(added.0.heard == added.1.heard)
    try Self.expectScrollToOneBeforeItsItem(added.0.heard)
    _ = source
  }

  @Test("a delegate set by a callback that then scrolls hears the scroll before what it made true")
  func delegateHandedOverThenScrolled() throws {
    let (carousel, source) = try Self.carousel()
    let first = ActingDelegate()
    let second = ActingDelegate()
    first.onEvent = { [unowned first, unowned second] event in
      guard case .itemDidAppear(0) = event, carousel.delegate === first else { return }
      carousel.delegate = second
      try? carousel.scrollToItem(at: 1, animated: false, at: carousel.currentTime)
    }
    carousel.delegate = first
    carousel.advance(to: .milliseconds(16))
    #expect(carousel.currentIndex == 1)
    try Self.expectScrollToOneBeforeItsItem(second.heard)
    _ = source
  }
}
