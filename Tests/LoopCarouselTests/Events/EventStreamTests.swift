import Testing

@testable import LoopCarousel

/// `events(bufferingNewest:)`: the delegate's events as values.
@Suite("Events as a stream")
struct EventStreamTests {
  /// The first `count` values of a stream.
  static func first(_ count: Int, of stream: AsyncStream<CarouselEvent>) async -> [CarouselEvent] {
    var values: [CarouselEvent] = []
    var iterator = stream.makeAsyncIterator()
    while values.count < count, let value = await iterator.next() { values.append(value) }
    return values
  }

  /// A delegate that logs every event as the stream's value.
  final class Log: CarouselDelegate {
    var events: [CarouselEvent] = []
    func carouselDidScroll(_ carousel: Carousel) { events.append(.didScroll) }
    func carouselWillBeginDragging(_ carousel: Carousel) { events.append(.willBeginDragging) }
    func carouselDidEndDragging(_ carousel: Carousel, willSettle: Bool) {
      events.append(.didEndDragging(willSettle: willSettle))
    }
    func carousel(_ carousel: Carousel, didScrollToItemAt index: Int) {
      events.append(.didScrollToItem(index))
    }
    func carousel(_ carousel: Carousel, willSettleOnItemAt index: Int) {
      events.append(.willSettleOnItem(index))
    }
    func carousel(_ carousel: Carousel, didSettleOnItemAt index: Int) {
      events.append(.didSettleOnItem(index))
    }
    func carousel(_ carousel: Carousel, didSelectItemAt index: Int) {
      events.append(.didSelectItem(index))
    }
    func carousel(_ carousel: Carousel, itemDidAppearAt index: Int) {
      events.append(.itemDidAppear(index))
    }
    func carousel(_ carousel: Carousel, itemDidDisappearAt index: Int) {
      events.append(.itemDidDisappear(index))
    }
    func carousel(
      _ carousel: Carousel, willDisplay cell: CarouselCell, forItemAt index: Int,
      in slot: SlotPosition
    ) {
      events.append(.willDisplay(cell: ObjectIdentifier(cell), item: index, slot: slot))
    }
    func carousel(
      _ carousel: Carousel, didEndDisplaying cell: CarouselCell, forItemAt index: Int,
      in slot: SlotPosition
    ) {
      events.append(.didEndDisplaying(cell: ObjectIdentifier(cell), item: index, slot: slot))
    }
    func carousel(_ carousel: Carousel, didFailWith error: CarouselError) {
      events.append(.didFail(error))
    }
    func carousel(_ carousel: Carousel, prefetchItemAt index: Int) {
      events.append(.prefetchItem(index))
    }
    func carousel(_ carousel: Carousel, cancelPrefetchingItemAt index: Int) {
      events.append(.cancelPrefetchingItem(index))
    }
    func carousel(_ carousel: Carousel, announce announcement: CarouselAnnouncement) {
      events.append(.announce(announcement))
    }
  }

  /// A run that posts every kind of event: reload, drag, fling, tap, scroll, a failure.
  static func exercise(_ h: Harness) throws {
    h.begin()
    h.move(pages: 0.6)
    h.release(velocity: 3000)
    h.settle()
    try h.carousel.selectItem(atPoint: 10, at: h.now)
    // A drag past the next item asks for the one after it, which fails: didFail.
    let current = try #require(h.carousel.currentIndex)
    h.dataSource.failingItems = [(current + 2) % 6]
    h.begin()
    h.move(pages: 1.2)
    h.release()
    h.settle()
    h.dataSource.failingItems = []
    try h.carousel.scrollToItem(at: current, animated: true, at: h.now)
    h.settle()
  }

  @Test("a stream gets every event the delegate hears, in the same order")
  func sameOrder() async throws {
    let h = Harness(count: 6)
    let log = Log()
    h.carousel.delegate = log
    let stream = h.carousel.events(bufferingNewest: 10_000)
    let second = h.carousel.events(bufferingNewest: 10_000)
    try Self.exercise(h)
    #expect(log.events.count > 30)
    #expect(log.events.contains { if case .didSelectItem = $0 { true } else { false } })
    #expect(log.events.contains { if case .didFail = $0 { true } else { false } })
    #expect(await Self.first(log.events.count, of: stream) == log.events)
    #expect(await Self.first(log.events.count, of: second) == log.events)
  }

  /// A delegate that takes every event in one place, and would log any call of an event's
  /// own method.
  final class OnePlace: CarouselDelegate {
    var received: [CarouselEvent] = []
    var ownMethodsCalled = 0
    func carousel(_ carousel: Carousel, didReceive event: CarouselEvent) { received.append(event) }
    func carouselDidScroll(_ carousel: Carousel) { ownMethodsCalled += 1 }
    func carousel(_ carousel: Carousel, didSettleOnItemAt index: Int) { ownMethodsCalled += 1 }
  }

  @Test(
    "a delegate that takes events in carousel(_:didReceive:) gets each one there, as the method-by-method delegate hears it"
  )
  func onePlace() throws {
    let methods = Harness(count: 6)
    let log = Log()
    methods.carousel.delegate = log
    try Self.exercise(methods)

    let one = Harness(count: 6)
    let onePlace = OnePlace()
    one.carousel.delegate = onePlace
    try Self.exercise(one)
    #expect(onePlace.ownMethodsCalled == 0, "the default dispatch is replaced, not added to")
    // The cells are other objects in the second carousel: compare without them.
    #expect(onePlace.received.map(\.withAnyCell) == log.events.map(\.withAnyCell))
    #expect(onePlace.received.count > 30)
  }

  @Test("without a delegate, a stream gets the events a delegate would have heard")
  func withoutDelegate() async throws {
    let logged = Harness(count: 6)
    let log = Log()
    logged.carousel.delegate = log
    try Self.exercise(logged)

    var bare: Harness? = Harness(count: 6)
    bare?.carousel.delegate = nil
    let stream = try #require(bare).carousel.events(bufferingNewest: 10_000)
    try Self.exercise(try #require(bare))
    // Freeing the carousel ends the stream.
    bare = nil
    var seen: [CarouselEvent] = []
    for await event in stream { seen.append(event) }
    // The cells are other objects in the second carousel: compare without them.
    func withoutCells(_ events: [CarouselEvent]) -> [String] {
      events.map {
        switch $0 {
        case .willDisplay(_, let item, let slot): "willDisplay \(item) \(slot)"
        case .didEndDisplaying(_, let item, let slot): "didEndDisplaying \(item) \(slot)"
        case let other: "\(other)"
        }
      }
    }
    // The delegate set after the first carousel's reload heard what was on screen, and what
    // was prefetched, then: compare the rest.
    func heardLater(_ event: String) -> Bool {
      !event.hasPrefix("item") && !event.hasPrefix("prefetch")
        && !event.hasPrefix("cancelPrefetching")
    }
    #expect(withoutCells(seen).filter(heardLater) == withoutCells(log.events).filter(heardLater))
  }

  @Test("a slow consumer finds the latest events, at most the limit")
  func boundedBuffer() async throws {
    let h = Harness(count: 6)
    let log = Log()
    h.carousel.delegate = log
    let stream = h.carousel.events(bufferingNewest: 5)
    try Self.exercise(h)
    // Only the latest five waited; the stream is still open for more.
    let seen = await Self.first(5, of: stream)
    #expect(seen == Array(log.events.suffix(5)))
  }

  @Test("a stream ends when the carousel is freed, and a cancelled one is let go")
  func endings() async throws {
    var carousel: Carousel? = Carousel()
    let stream = try #require(carousel).events()
    let cancelled = try #require(carousel).events()
    let task = Task {
      var count = 0
      for await _ in cancelled { count += 1 }
      return count
    }
    task.cancel()
    #expect(await task.value == 0)
    #expect(carousel?.listeners.count == 2)
    // The next event lets the ended stream go.
    try carousel?.setVisibilityThreshold(0.5)
    let dataSource = RecordingDataSource(count: 3)
    if let carousel {
      RecordingDataSource.register(in: carousel)
      carousel.dataSource = dataSource
      try carousel.reloadData()
    }
    #expect(carousel?.listeners.count == 1)
    carousel = nil
    var remaining = 0
    for await _ in stream { remaining += 1 }
    #expect(remaining > 0)
  }
}
