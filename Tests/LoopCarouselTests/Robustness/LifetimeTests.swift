import Testing

@testable import LoopCarousel

@Suite("Lifetimes: nothing keeps anything alive")
struct LifetimeTests {
  @Test("Carousel, data source, delegate and cells are all freed after use")
  func everythingFreed() throws {
    weak var weakCarousel: Carousel?
    weak var weakSource: RecordingDataSource?
    weak var weakDelegate: RecordingDelegate?
    var weakCells: [() -> CarouselCell?] = []
    do {
      let h = Harness(count: 5)
      weakCarousel = h.carousel
      weakSource = h.dataSource
      weakDelegate = h.delegate
      try h.carousel.startAutoplay(interval: .seconds(1), at: h.now)
      h.swipe(pages: 0.7)
      h.wait(3)
      for slot in h.carousel.slots {
        weak let cell = slot.cell
        weakCells.append { cell }
      }
      #expect(weakCells.count == 3)
    }
    #expect(weakCarousel == nil)
    #expect(weakSource == nil)
    #expect(weakDelegate == nil)
    #expect(weakCells.allSatisfy { $0() == nil })
  }

  @Test("The carousel does not keep its data source or delegate alive")
  func weakReferences() throws {
    let carousel = Carousel()
    RecordingDataSource.register(in: carousel)
    do {
      let source = RecordingDataSource(count: 3)
      let delegate = RecordingDelegate()
      carousel.dataSource = source
      carousel.delegate = delegate
      try carousel.reloadData()
    }
    #expect(carousel.dataSource == nil)
    #expect(carousel.delegate == nil)
    // Without a data source the slots keep their cells, and a turn leaves the new side
    // empty, a temporary end.
    try carousel.beginDragging(at: .zero)
    try carousel.updateDragging(translation: 400, at: .milliseconds(10))
    #expect(carousel.currentIndex == 1)
    #expect(carousel.slot(.right) == nil)
    #expect(carousel.invariantViolations().isEmpty)
  }

  @Test("A driver with autoplay running does not keep the carousel alive")
  @MainActor
  func driverDoesNotRetain() async throws {
    let clock = ManualClock()
    weak var weakCarousel: Carousel?
    var driver: CarouselDriver<ManualClock>?
    do {
      let carousel = Carousel()
      let source = RecordingDataSource(count: 3)
      RecordingDataSource.register(in: carousel)
      carousel.dataSource = source
      try carousel.reloadData()
      try carousel.startAutoplay(interval: .seconds(2), at: .zero)
      driver = CarouselDriver(carousel: carousel, clock: clock)
      weakCarousel = carousel
    }
    #expect(weakCarousel == nil)
    // A driver whose carousel is gone returns at once.
    await driver?.run()
    weak let weakDriver = driver
    driver = nil
    #expect(weakDriver == nil)
  }
}

@Suite("Lifetimes: a callback that drops the carousel")
struct DroppedInCallbackTests {
  /// Holds the only strong reference to a carousel, and drops it from a delegate callback.
  final class Host: CarouselDelegate {
    var carousel: Carousel?
    var dropOn: CarouselEvent
    private(set) var received: [CarouselEvent] = []

    init(dropOn: CarouselEvent) {
      self.dropOn = dropOn
    }

    private func note(_ event: CarouselEvent) {
      received.append(event)
      if event == dropOn { carousel = nil }
    }

    func carouselDidScroll(_ carousel: Carousel) { note(.didScroll) }

    func carousel(
      _ carousel: Carousel, willDisplay cell: CarouselCell, forItemAt index: Int,
      in slot: SlotPosition
    ) {
      note(.willDisplay(cell: .anyCell, item: index, slot: slot))
    }

    func carousel(
      _ carousel: Carousel, didEndDisplaying cell: CarouselCell, forItemAt index: Int,
      in slot: SlotPosition
    ) {
      note(.didEndDisplaying(cell: .anyCell, item: index, slot: slot))
    }
  }

  /// The events of a drag by one page, in order: the scroll, then the left cell leaves and the
  /// new right cell arrives.
  static let pageTurnEvents: [CarouselEvent] = [
    .didScroll, .didEndDisplaying(cell: .anyCell, item: 4, slot: .left),
    .willDisplay(cell: .anyCell, item: 2, slot: .right),
  ]

  @Test(
    "The events queued after the callback are still delivered, and then the carousel is freed",
    arguments: pageTurnEvents)
  func dropMidDrain(_ dropOn: CarouselEvent) throws {
    let source = RecordingDataSource(count: 5)
    let host = Host(dropOn: dropOn)
    weak var weakCarousel: Carousel?
    do {
      let carousel = Carousel()
      RecordingDataSource.register(in: carousel)
      carousel.dataSource = source
      try carousel.reloadData()
      carousel.delegate = host
      host.carousel = carousel
      weakCarousel = carousel
    }
    try host.carousel?.beginDragging(at: .zero)
    let page = try #require(host.carousel?.geometry.pageLength)
    // One page: one shift. The callback drops the carousel while this call runs.
    try host.carousel?.updateDragging(translation: page, at: .milliseconds(10))
    #expect(host.carousel == nil)
    #expect(weakCarousel == nil)
    #expect(host.received == Self.pageTurnEvents)
  }
}
