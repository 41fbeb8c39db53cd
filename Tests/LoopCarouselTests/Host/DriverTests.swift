import Testing

@testable import LoopCarousel

@Suite("Driving from a clock")
struct DriverTests {
  /// Lets the driver's task run until it sleeps on the clock again.
  @MainActor
  func untilSleeping(_ clock: ManualClock) async {
    for _ in 0..<1000 {
      if clock.sleeperCount > 0 { return }
      await Task.yield()
    }
  }

  /// Lets the driver run `count` frames of 16 ms on the clock, then sleep again.
  @MainActor
  func frames(_ count: Int, on clock: ManualClock) async {
    for _ in 0..<count {
      await untilSleeping(clock)
      clock.advance(by: .milliseconds(16))
    }
    await untilSleeping(clock)
  }

  @Test("The driver advances frames and autoplay from a clock, and frees the carousel")
  @MainActor
  func driver() async throws {
    let clock = ManualClock()
    var carousel: Carousel? = Carousel()
    weak let weakCarousel = carousel
    let source = RecordingDataSource(count: 4)
    try #require(carousel).dataSource = source
    RecordingDataSource.register(in: try #require(carousel))
    try carousel?.reloadData()
    let driver = CarouselDriver(carousel: try #require(carousel), clock: clock)
    try carousel?.startAutoplay(interval: .seconds(3), at: driver.now)
    let task = Task { @MainActor in await driver.run() }
    await untilSleeping(clock)
    clock.advance(by: .seconds(3))
    await frames(30, on: clock)
    #expect(carousel?.currentIndex == 1)
    #expect(carousel?.phase == .idle)
    #expect(carousel?.nextDeadline == .seconds(6))
    carousel = nil
    #expect(weakCarousel == nil)
    await task.value
  }

  /// A carousel with four items and its data source, kept together.
  struct Fixture {
    let carousel = Carousel()
    let source = RecordingDataSource(count: 4)

    init() throws {
      RecordingDataSource.register(in: carousel)
      carousel.dataSource = source
      try carousel.reloadData()
    }
  }

  @Test("A driver attached to a carousel that has already seen time goes on from its time")
  @MainActor
  func driverAfterTime() async throws {
    let fixture = try Fixture()
    let carousel = fixture.carousel
    // Getting Started's first example: the host drove the carousel to 500 ms itself.
    try carousel.beginDragging(at: .zero)
    try carousel.updateDragging(translation: 120, at: .milliseconds(16))
    try carousel.endDragging(at: .milliseconds(32))
    carousel.advance(to: .milliseconds(500))
    let clock = ManualClock()
    let driver = CarouselDriver(carousel: carousel, clock: clock)
    #expect(driver.now == .milliseconds(500))
    #expect(throws: Never.self) { try carousel.beginDragging(at: driver.now) }
    clock.advance(by: .milliseconds(40))
    #expect(driver.now == .milliseconds(540))
    #expect(throws: Never.self) {
      try carousel.updateDragging(translation: -200, at: driver.now)
      try carousel.endDragging(at: driver.now)
    }
    let task = Task { @MainActor in await driver.run() }
    await frames(40, on: clock)
    #expect(carousel.phase == .idle)
    #expect(carousel.currentTime > .milliseconds(540))
    task.cancel()
    await task.value
  }

  @Test("A driver cancelled mid-settle and a new one: the settle ends and autoplay goes on")
  @MainActor
  func driverTakeOver() async throws {
    let fixture = try Fixture()
    let carousel = fixture.carousel
    let clock = ManualClock()
    let first = CarouselDriver(carousel: carousel, clock: clock)
    try carousel.startAutoplay(interval: .seconds(2), at: first.now)
    let firstTask = Task { @MainActor in await first.run() }
    await untilSleeping(clock)
    clock.advance(by: .seconds(2))
    await frames(5, on: clock)
    #expect(carousel.phase == .settling)
    // The view goes away mid-settle: its driver stops.
    firstTask.cancel()
    await firstTask.value
    clock.advance(by: .seconds(5))
    // It comes back with a new driver on a clock that started later.
    let laterClock = ManualClock()
    let second = CarouselDriver(carousel: carousel, clock: laterClock)
    #expect(second.now == carousel.currentTime)
    let secondTask = Task { @MainActor in await second.run() }
    await frames(40, on: laterClock)
    #expect(carousel.phase == .idle)
    #expect(carousel.currentIndex == 1)
    // Autoplay goes on: the next step comes one interval after the landing.
    laterClock.advance(by: .seconds(2))
    await frames(40, on: laterClock)
    #expect(carousel.currentIndex == 2)
    secondTask.cancel()
    await secondTask.value
  }
}

// The driver: no frames without motion, one driver at a time, a clock out of range, the frame
// interval.
extension DriverTests {
  /// A driver for `carousel` on `clock`, and the task that runs it.
  @MainActor
  func driving(_ carousel: Carousel, on clock: ManualClock)
    -> (CarouselDriver<ManualClock>, Task<Void, Never>)
  {
    let driver = CarouselDriver(carousel: carousel, clock: clock)
    return (driver, Task { @MainActor in await driver.run() })
  }

  @Test("A drag costs the driver no wake-ups; the release starts frames")
  @MainActor
  func noFramesDuringDrag() async throws {
    let fixture = try Fixture()
    let carousel = fixture.carousel
    let clock = ManualClock()
    let (driver, task) = driving(carousel, on: clock)
    await untilSleeping(clock)
    let sleepsAtRest = clock.sleepCount
    try carousel.beginDragging(at: driver.now)
    for step in 1...30 {
      clock.advance(by: .milliseconds(16))
      try carousel.updateDragging(translation: Double(step) * 4, at: driver.now)
      await Task.yield()
    }
    #expect(clock.sleepCount == sleepsAtRest)
    try carousel.endDragging(at: driver.now)
    await frames(40, on: clock)
    #expect(clock.sleepCount > sleepsAtRest)
    #expect(carousel.phase == .idle)
    task.cancel()
    await task.value
  }

  @Test("At rest with nothing pending the driver asks its clock for no sleep at all")
  @MainActor
  func noTimerAtRest() async throws {
    let fixture = try Fixture()
    let clock = ManualClock()
    let (driver, task) = driving(fixture.carousel, on: clock)
    for _ in 0..<100 { await Task.yield() }
    #expect(clock.sleepCount == 0)
    // A scroll wakes it: frames on the clock, then no sleep again once at rest.
    try fixture.carousel.scrollToNextItem(at: driver.now)
    await frames(40, on: clock)
    let afterSettle = clock.sleepCount
    #expect(afterSettle > 0)
    #expect(fixture.carousel.phase == .idle)
    clock.advance(by: .seconds(3600))
    for _ in 0..<100 { await Task.yield() }
    #expect(clock.sleepCount == afterSettle)
    task.cancel()
    await task.value
  }

  @Test("A second driver, made and dropped, hands the carousel back to the first")
  @MainActor
  func secondDriverHandsBack() async throws {
    let fixture = try Fixture()
    let carousel = fixture.carousel
    let clock = ManualClock()
    let (first, task) = driving(carousel, on: clock)
    await untilSleeping(clock)
    do {
      _ = CarouselDriver(carousel: carousel, clock: clock)
    }
    // The first driver still wakes for the next scroll.
    try carousel.scrollToNextItem(at: first.now)
    await frames(40, on: clock)
    #expect(carousel.phase == .idle)
    #expect(carousel.currentIndex == 1)
    task.cancel()
    await task.value
  }

  @Test("A clock past Carousel.latestTime stops the driver with timeOutOfRange")
  @MainActor
  func clockOutOfRange() async throws {
    let fixture = try Fixture()
    let carousel = fixture.carousel
    let clock = ManualClock()
    let driver = CarouselDriver(carousel: carousel, clock: clock)
    try carousel.startAutoplay(interval: .seconds(1), at: driver.now)
    clock.advance(by: Carousel.latestTime + .seconds(1))
    await driver.run()
    #expect(driver.error?.code == .timeOutOfRange)
    #expect(clock.sleepCount == 0)
  }

  @Test("A driver's frame interval out of 0 < interval <= 1 s falls back to 1/60 s")
  func driverFrameInterval() {
    let carousel = Carousel()
    for interval: Duration in [.seconds(Int64.max), .seconds(2), .zero, .seconds(-1)] {
      let driver = CarouselDriver(
        carousel: carousel, clock: ContinuousClock(), frameInterval: interval)
      #expect(driver.frameInterval == .nanoseconds(16_666_667))
    }
    let driver = CarouselDriver(
      carousel: carousel, clock: ContinuousClock(), frameInterval: .seconds(1))
    #expect(driver.frameInterval == .seconds(1))
  }
}
