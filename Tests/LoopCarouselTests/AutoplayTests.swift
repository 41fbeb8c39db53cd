import Testing

@testable import LoopCarousel

@Suite("Autoplay")
struct AutoplayTests {
  /// Advances in 60 Hz frames to an instant given in milliseconds.
  func run(_ h: Harness, to milliseconds: Int) {
    h.run(until: .milliseconds(milliseconds))
  }

  @Test("Steps start at 3 s and 6 s; a drag at 7 s holds it; the next comes 3 s after the settle")
  func timeline() throws {
    let h = Harness(count: 5)
    try h.carousel.startAutoplay(interval: .seconds(3), at: .zero)
    #expect(h.carousel.nextDeadline == .seconds(3))
    run(h, to: 2999)
    #expect(h.carousel.phase == .idle)
    h.carousel.advance(to: .milliseconds(3001))
    h.now = .milliseconds(3001)
    #expect(h.carousel.phase == .settling)
    #expect(h.carousel.nextDeadline == h.now)
    run(h, to: 5999)
    #expect(h.carousel.currentIndex == 1)
    #expect(h.carousel.nextDeadline == .seconds(6))
    run(h, to: 6500)
    #expect(h.carousel.currentIndex == 2)
    #expect(h.delegate.take() == [.didScrollToItem(1), .didScrollToItem(2)])

    h.now = .seconds(7)
    h.begin()
    #expect(h.carousel.nextDeadline == nil)
    h.move(pages: 0.6, over: 0.1)
    h.now = .milliseconds(7100)
    h.release(velocity: 0)
    // The release is 0.4 pages from the target with no velocity: a full 0.3 s settle.
    run(h, to: 7400)
    #expect(h.carousel.phase == .idle)
    #expect(h.carousel.nextDeadline == .milliseconds(10_400))
    run(h, to: 10_399)
    #expect(h.carousel.phase == .idle)
    h.now = .milliseconds(10_400)
    h.carousel.advance(to: h.now)
    #expect(h.carousel.phase == .settling)
    run(h, to: 11_000)
    #expect(h.carousel.currentIndex == 4)
  }

  @Test(
    "Positions during autoplay do not depend on the frame rate; a step over several intervals drops the missed steps"
  )
  func stepStartsAtItsInstant() throws {
    let a = Harness(count: 5)
    let b = Harness(count: 5)
    try a.carousel.startAutoplay(interval: .seconds(2), at: .zero)
    try b.carousel.startAutoplay(interval: .seconds(2), at: .zero)
    a.carousel.advance(to: .milliseconds(2150))
    run(b, to: 2150)
    #expect(abs(a.carousel.pagePosition - b.carousel.pagePosition) < 1e-9)
    // Frames step at 4, 6 and 8 s; one call from 2.15 to 9 s crosses those three instants,
    // so it drops them and takes one step, at 9 s.
    a.carousel.advance(to: .seconds(9))
    run(b, to: 9000)
    #expect(b.carousel.currentIndex == 4)
    #expect(a.carousel.phase == .settling)
    a.settle()
    #expect(a.carousel.currentIndex == 2)
  }

  @Test("Pause holds autoplay; resume goes on with the time left and never jumps to item 0")
  func pauseResume() throws {
    let h = Harness(count: 5)
    try h.carousel.startAutoplay(interval: .seconds(3), at: .zero)
    run(h, to: 4000)
    #expect(h.carousel.currentIndex == 1)
    // The step to item 1 began at 3 s: paused at 4 s, its countdown has 2 s left.
    h.carousel.pauseAutoplay()
    #expect(h.carousel.nextDeadline == nil)
    #expect(h.carousel.autoplayTimeRemaining == .seconds(2))
    run(h, to: 8000)
    #expect(h.carousel.currentIndex == 1)
    #expect(h.carousel.autoplayTimeRemaining == .seconds(2))
    try h.carousel.resumeAutoplay(at: h.now)
    #expect(h.carousel.nextDeadline == .seconds(10))
    run(h, to: 10_500)
    #expect(h.carousel.currentIndex == 2)
    h.carousel.stopAutoplay()
    run(h, to: 20_000)
    #expect(h.carousel.currentIndex == 2)
    #expect(h.carousel.nextDeadline == nil)
  }

  @Test("One item never autoplays, and a zero interval is rejected")
  func inert() throws {
    let h = Harness(count: 1)
    try h.carousel.startAutoplay(interval: .seconds(1), at: .zero)
    #expect(h.carousel.nextDeadline == nil)
    h.carousel.advance(to: .seconds(100))
    #expect(h.delegate.take() == [])
    let error = #expect(throws: CarouselError.self) {
      try h.carousel.startAutoplay(interval: .zero, at: h.now)
    }
    #expect(error?.code == .invalidInterval)
  }

  @Test("At the end of a finite carousel autoplay rewinds, or stops", arguments: [true, false])
  func finiteEnd(rewinds: Bool) throws {
    let h = Harness(count: 3, wraps: false)
    try h.carousel.startAutoplay(
      interval: .seconds(1), endBehavior: rewinds ? .rewind : .stop, at: .zero)
    run(h, to: 2500)
    #expect(h.carousel.currentIndex == 2)
    run(h, to: 3500)
    #expect(h.carousel.currentIndex == (rewinds ? 0 : 2))
    #expect((h.carousel.nextDeadline == nil) == !rewinds)
  }

  @Test("Autoplay backward steps to the previous item")
  func backward() throws {
    let h = Harness(count: 4)
    try h.carousel.startAutoplay(interval: .seconds(1), direction: .backward, at: .zero)
    run(h, to: 1500)
    #expect(h.carousel.currentIndex == 3)
  }

  @Test("Reloading at rest every second keeps the autoplay rhythm: one step in five seconds")
  func reloadKeepsAutoplayRhythm() throws {
    let h = Harness(count: 5)
    try h.carousel.startAutoplay(interval: .seconds(3), at: .zero)
    for _ in 0..<5 {
      h.wait(1)
      try h.carousel.reloadData()
    }
    #expect(h.carousel.currentIndex == 1)
  }
}

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
    // The README's first example: the host drove the carousel to 500 ms itself.
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

@Suite("Autoplay's deadline after its end comes back")
struct AutoplayEndComesBackTests {
  /// A finite carousel of three items whose autoplay stopped at the last one, at 10 s.
  static func stoppedAtEnd() throws -> Harness {
    let h = Harness(count: 3, wraps: false)
    try h.carousel.startAutoplay(interval: .seconds(1), endBehavior: .stop, at: h.now)
    h.wait(10)
    #expect(h.carousel.currentIndex == 2)
    #expect(h.carousel.nextDeadline == nil)
    return h
  }

  @Test(
    "A reload or wrapping that lets autoplay step again counts a whole interval from now",
    arguments: ["reload", "wrap"])
  func deadlineFromNow(change: String) throws {
    let h = try Self.stoppedAtEnd()
    if change == "reload" {
      h.dataSource.count = 5
      try h.carousel.reloadData()
    } else {
      try h.carousel.setWraps(true)
    }
    #expect(h.carousel.nextDeadline == h.now + .seconds(1))
    // An earlier time never starts a step nor moves time back.
    let now = h.carousel.currentTime
    h.carousel.advance(to: .seconds(1))
    #expect(h.carousel.currentTime == now)
    #expect(h.carousel.phase == .idle)
    h.wait(1.5)
    #expect(h.carousel.currentIndex != 2)
  }
}

// The driver: no frames without motion, one driver at a time, a clock out of range.
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
}

@Suite("The frame schedule a host follows")
struct FrameScheduleTests {
  @Test("every frame while settling, a wake-up at rest with autoplay, idle while dragging or still")
  func schedule() throws {
    let h = Harness(count: 5)
    #expect(h.carousel.frameSchedule == .idle)
    try h.carousel.startAutoplay(interval: .seconds(3), at: h.now)
    #expect(h.carousel.frameSchedule == .wake(at: h.now + .seconds(3)))
    h.begin()
    #expect(h.carousel.frameSchedule == .idle)
    h.move(pages: 0.4)
    h.release()
    #expect(h.carousel.frameSchedule == .everyFrame)
    h.settle()
    #expect(h.carousel.frameSchedule == .wake(at: try #require(h.carousel.nextDeadline)))
    h.carousel.stopAutoplay()
    #expect(h.carousel.frameSchedule == .idle)
  }
}
