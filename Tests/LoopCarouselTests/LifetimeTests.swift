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
    // Without a data source the slots keep their cells, and a shift fails softly.
    try carousel.beginDragging(at: .zero)
    try carousel.updateDragging(translation: 400, at: .milliseconds(10))
    #expect(carousel.currentIndex == 0)
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
