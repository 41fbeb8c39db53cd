import LoopCarouselTesting
import Testing

@testable import LoopCarousel

/// `CarouselTestHost`: the host users' own tests drive a carousel with.
@Suite("The test host")
struct TestHostTests {
  /// A carousel with `count` items, reloaded; the data source is kept weakly, so the caller
  /// keeps it.
  static func loaded(count: Int) throws -> (Carousel, RecordingDataSource) {
    let carousel = Carousel()
    let dataSource = RecordingDataSource(count: count)
    RecordingDataSource.register(in: carousel)
    carousel.dataSource = dataSource
    try carousel.reloadData()
    return (carousel, dataSource)
  }

  @Test("a drag, the frames until rest and a tap, with every event recorded in order")
  func drivesAndRecords() throws {
    let (carousel, dataSource) = try Self.loaded(count: 5)
    defer { withExtendedLifetime(dataSource) {} }
    let host = CarouselTestHost(carousel)
    try host.drag(by: -200)
    #expect(carousel.phase == .settling)
    #expect(host.runUntilIdle())
    #expect(carousel.currentIndex == 1)
    let events = host.takeEvents()
    #expect(events.first == .willBeginDragging)
    #expect(events.contains(.didEndDragging(willSettle: true)))
    #expect(events.contains(.willSettleOnItem(1)))
    #expect(
      Array(events.suffix(3)) == [
        .announce(CarouselAnnouncement(item: 1, numberOfItems: 5)), .didScrollToItem(1),
        .didSettleOnItem(1),
      ])
    #expect(host.events.isEmpty)
    #expect(try host.tap(atX: 160, y: 160) == 1)
    #expect(host.takeEvents() == [.didSelectItem(1)])
  }

  @Test("time moves frame by frame: autoplay steps at its interval, with no sleep")
  func advancesTime() throws {
    let (carousel, dataSource) = try Self.loaded(count: 3)
    defer { withExtendedLifetime(dataSource) {} }
    let host = try CarouselTestHost(carousel, framesPerSecond: 120)
    try carousel.startAutoplay(interval: .seconds(2), at: host.now)
    host.advance(by: .seconds(10))
    #expect(host.now == .seconds(10))
    #expect(carousel.currentIndex == 5 % 3 || carousel.currentIndex == 4 % 3)
    let steps = host.events.filter { if case .didScrollToItem = $0 { true } else { false } }
    #expect(steps.count >= 4)
  }

  @Test("a freed host stops recording; the carousel and its delegate go on")
  func lifetime() throws {
    let carousel = Carousel()
    var host: CarouselTestHost? = CarouselTestHost(carousel)
    #expect(carousel.listeners.count == 1)
    weak let weakHost = host
    host = nil
    #expect(weakHost == nil && carousel.listeners.isEmpty)
  }

  @Test(
    "a frame rate outside 1...100,000 is refused with a typed error, one whose interval is zero included",
    arguments: [0, -1, 100_001, Int.max])
  func refusesFrameRates(rate: Int) {
    #expect(throws: CarouselError.self) { try CarouselTestHost(Carousel(), framesPerSecond: rate) }
  }

  @Test("the fastest frame rate accepted still ends advance(by:)")
  func fastestFrameRate() throws {
    let (carousel, dataSource) = try Self.loaded(count: 3)
    defer { withExtendedLifetime(dataSource) {} }
    let host = try CarouselTestHost(
      carousel, framesPerSecond: CarouselTestHost.frameRates.upperBound)
    host.advance(by: .milliseconds(10))
    #expect(host.now == .milliseconds(10))
  }

  /// A ticker moving (frames ran since it was turned on) and one just turned on at rest,
  /// which starts at the next frame, so that ``Carousel/phase`` is still idle.
  @Test(
    "runUntilIdle runs a ticker's frames, moving or just turned on, until it stops at an end",
    arguments: [Duration.milliseconds(100), .zero])
  func runUntilIdleWithTicker(framesFirst: Duration) throws {
    let phaseFirst: CarouselPhase = framesFirst == .zero ? .idle : .ticking
    let (carousel, dataSource) = try Self.loaded(count: 3)
    defer { withExtendedLifetime(dataSource) {} }
    try carousel.setWraps(false)
    let host = CarouselTestHost(carousel)
    try carousel.startTicker(speed: 600, at: host.now)
    host.advance(by: framesFirst)
    #expect(carousel.phase == phaseFirst)
    #expect(host.runUntilIdle())
    #expect(carousel.currentIndex == 2)
    #expect(carousel.tickerSpeed == nil)

    let (looping, loopingSource) = try Self.loaded(count: 3)
    defer { withExtendedLifetime(loopingSource) {} }
    let loopingHost = CarouselTestHost(looping)
    try looping.startTicker(speed: 600, at: loopingHost.now)
    loopingHost.advance(by: framesFirst)
    #expect(looping.phase == phaseFirst)
    // A looping ticker never rests: the whole limit runs, frame by frame.
    #expect(!loopingHost.runUntilIdle(limit: .seconds(2)))
    let end = framesFirst + .seconds(2)
    #expect(loopingHost.now >= end && loopingHost.now < end + loopingHost.frameInterval)
    #expect(looping.phase == .ticking)
  }

  @Test("runUntilIdle does not wait out a held ticker or an autoplay countdown")
  func runUntilIdleWithAHeldTicker() throws {
    let (carousel, dataSource) = try Self.loaded(count: 3)
    defer { withExtendedLifetime(dataSource) {} }
    let host = CarouselTestHost(carousel)
    try carousel.startAutoplay(interval: .seconds(3), at: host.now)
    #expect(host.runUntilIdle())
    #expect(host.now == .zero)
    try carousel.startTicker(speed: 600, at: host.now)
    try carousel.setOnScreen(false, at: host.now)
    #expect(host.runUntilIdle())
    #expect(host.now == .zero)
    #expect(carousel.tickerSpeed == 600)
  }
}
