import Testing

@testable import LoopCarousel

/// Autoplay that keeps time: resume with the time left, holds by drags and by being off
/// screen, per-item intervals, the progress a host draws, and rewinding next and previous.
@Suite("Autoplay keeps time")
struct AutoplayTimeTests {
  /// Whether a time is within a microsecond of another.
  static func near(_ time: Duration?, _ expected: Duration) -> Bool {
    guard let time else { return false }
    return abs((time - expected) / .microseconds(1)) < 1
  }

  /// Advances a harness frame by frame to `seconds`, checking the invariants.
  func run(_ h: Harness, to seconds: Double) {
    h.run(until: .seconds(seconds))
  }

  @Test("pauseAutoplay(at:) keeps the time left to the instant; resume goes on with it")
  func pauseAtAnInstant() throws {
    let h = Harness(count: 5)
    try h.carousel.startAutoplay(interval: .seconds(4), at: .zero)
    // At rest the host does not call in between steps: the pause says when it happened.
    try h.carousel.pauseAutoplay(at: .milliseconds(1500))
    #expect(h.carousel.autoplayTimeRemaining == .milliseconds(2500))
    #expect(h.carousel.autoplayProgress == 0.375)
    #expect(h.carousel.nextDeadline == nil && h.carousel.frameSchedule == .idle)
    #expect(h.carousel.isAutoplayRunning == false)
    h.carousel.advance(to: .seconds(60))
    #expect(h.carousel.currentIndex == 0 && h.carousel.phase == .idle)
    #expect(h.carousel.autoplayTimeRemaining == .milliseconds(2500))

    try h.carousel.resumeAutoplay(at: .seconds(70))
    #expect(h.carousel.nextDeadline == .milliseconds(72_500))
    #expect(h.carousel.autoplayProgress == 0.375)
    h.now = .seconds(70)
    run(h, to: 72.49)
    #expect(h.carousel.phase == .idle)
    run(h, to: 72.51)
    #expect(h.carousel.phase == .settling && h.carousel.targetIndex == 1)
    // The step to item 1 started item 1's whole countdown.
    #expect(h.carousel.nextDeadline == h.now)
    run(h, to: 73.5)
    #expect(h.carousel.currentIndex == 1 && h.carousel.nextDeadline == .milliseconds(76_500))

    // Resume without a pause, and a second pause, change nothing.
    try h.carousel.resumeAutoplay(at: .seconds(74))
    #expect(h.carousel.nextDeadline == .milliseconds(76_500))
    try h.carousel.pauseAutoplay(at: .seconds(75))
    try h.carousel.pauseAutoplay(at: .seconds(76))
    #expect(h.carousel.autoplayTimeRemaining == .milliseconds(1500))
  }

  @Test("a drag that settles back on its item goes on with the time the countdown had left")
  func dragBackKeepsTime() throws {
    let h = Harness(count: 5)
    try h.carousel.startAutoplay(interval: .seconds(4), at: .zero)
    run(h, to: 1)
    h.begin()
    #expect(h.carousel.autoplayTimeRemaining == .seconds(3))
    h.move(pages: 0.3, over: 0.2)
    #expect(h.carousel.autoplayTimeRemaining == .seconds(3), "held while the finger is down")
    h.release(velocity: 0)
    // Back to item 0 with no velocity: a 0.3 s settle, held too.
    run(h, to: 1.3)
    #expect(h.carousel.autoplayTimeRemaining == .seconds(3))
    run(h, to: 1.6)
    #expect(h.carousel.phase == .idle && h.carousel.currentIndex == 0)
    // Frames are 1/60 s apart: the release came at 1.2 s to within a nanosecond.
    #expect(Self.near(h.carousel.nextDeadline, .milliseconds(4500)))
  }

  @Test("a drag that lands on another item starts that item's whole countdown")
  func dragToAnotherItem() throws {
    let h = Harness(count: 5)
    try h.carousel.startAutoplay(interval: .seconds(4), at: .zero)
    run(h, to: 3)
    h.begin()
    h.move(pages: 0.6, over: 0.2)
    h.release(velocity: 0)
    run(h, to: 3.6)
    #expect(h.carousel.phase == .idle && h.carousel.currentIndex == 1)
    // The settle ended 0.3 s after the release at 3.2 s.
    #expect(Self.near(h.carousel.nextDeadline, .milliseconds(7500)))
    #expect(abs((h.carousel.autoplayProgress ?? 0) - 0.025) < 1e-9)
  }

  @Test("a drag that catches an overdue step and lands at once: no deadline before now, no step")
  func earlierTimeAfterCaughtStep() throws {
    // A 2 s autoplay scroll with a 1 s interval: item 1's countdown, started with the step at
    // 1 s, is overdue when the finger catches the scroll at 2.9 s; a free release with no
    // speed lands where it is, at once, inside endDragging.
    var physics = ScrollPhysics(scrollDuration: .seconds(2))
    physics.releaseBehavior = .free
    let h = Harness(count: 6, physics: physics)
    try h.carousel.startAutoplay(interval: .seconds(1), at: .zero)
    h.carousel.advance(to: .seconds(1))
    h.carousel.advance(to: .milliseconds(2900))
    #expect(h.carousel.phase == .settling)
    try h.carousel.beginDragging(at: .milliseconds(2900))
    try h.carousel.endDragging(at: .seconds(3), velocity: 0)
    #expect(h.carousel.phase == .idle && h.carousel.currentIndex == 1)
    #expect(h.carousel.currentTime == .seconds(3))
    let deadline = try #require(h.carousel.nextDeadline)
    #expect(deadline >= h.carousel.currentTime)
    #expect(h.carousel.frameSchedule == .wake(at: deadline))
    h.check()

    // A time earlier than one already given is ignored: it starts no step.
    _ = h.delegate.take()
    let position = h.carousel.pagePosition
    h.carousel.advance(to: .seconds(3) - .nanoseconds(1))
    #expect(h.carousel.phase == .idle && h.carousel.pagePosition == position)
    #expect(h.carousel.currentTime == .seconds(3) && h.carousel.nextDeadline == deadline)
    #expect(h.delegate.take().isEmpty)
    // At the deadline the overdue step starts.
    h.carousel.advance(to: deadline)
    #expect(h.carousel.phase == .settling && h.carousel.targetIndex == 2)
    h.check()
  }

  @Test("the progress runs from 0 to 1 over the item's interval; nil without autoplay")
  func progress() throws {
    let h = Harness(count: 5)
    #expect(h.carousel.autoplayProgress == nil && h.carousel.autoplayTimeRemaining == nil)
    try h.carousel.startAutoplay(interval: .seconds(2), at: .zero)
    #expect(h.carousel.autoplayProgress == 0)
    #expect(h.carousel.autoplayTimeRemaining == .seconds(2))
    h.carousel.advance(to: .milliseconds(500))
    #expect(h.carousel.autoplayProgress == 0.25)
    h.carousel.advance(to: .milliseconds(1999))
    #expect(h.carousel.autoplayTimeRemaining == .milliseconds(1))
    // The step begins at 2 s: the next item's countdown starts with it.
    h.carousel.advance(to: .seconds(2))
    #expect(h.carousel.phase == .settling && h.carousel.autoplayProgress == 0)
    h.carousel.advance(to: .seconds(3))
    #expect(h.carousel.autoplayProgress == 0.5)
    h.carousel.stopAutoplay()
    #expect(h.carousel.autoplayProgress == nil && h.carousel.autoplayTimeRemaining == nil)

    let single = Harness(count: 1)
    try single.carousel.startAutoplay(interval: .seconds(2), at: .zero)
    #expect(single.carousel.autoplayProgress == nil, "one item never autoplays")
  }

  @Test("at the end of a finite carousel that stops there, the progress stays full")
  func progressAtAStop() throws {
    let h = Harness(count: 2, wraps: false)
    try h.carousel.startAutoplay(interval: .seconds(1), endBehavior: .stop, at: .zero)
    run(h, to: 3)
    #expect(h.carousel.currentIndex == 1 && h.carousel.nextDeadline == nil)
    #expect(h.carousel.autoplayProgress == 1 && h.carousel.autoplayTimeRemaining == .zero)
  }

  @Test("off screen, a motion under way arrives at once, autoplay holds and asks for no frames")
  func offScreen() throws {
    let h = Harness(count: 5)
    h.delegate.recordsSettle = true
    try h.carousel.startAutoplay(interval: .seconds(3), at: .zero)
    run(h, to: 3.1)
    #expect(h.carousel.phase == .settling)
    _ = h.delegate.take()
    try h.carousel.setOnScreen(false, at: .milliseconds(3150))
    #expect(!h.carousel.isOnScreen)
    #expect(h.carousel.phase == .idle && h.carousel.currentIndex == 1)
    #expect(h.delegate.take() == [.didScrollToItem(1), .didSettleOnItem(1)])
    #expect(h.carousel.frameSchedule == .idle && h.carousel.nextDeadline == nil)
    #expect(h.carousel.isAutoplayRunning, "held, not paused")
    // The step to item 1 started at 3 s: 2.85 s are left, for as long as it is off screen.
    #expect(h.carousel.autoplayTimeRemaining == .milliseconds(2850))
    h.carousel.advance(to: .seconds(100))
    #expect(h.carousel.currentIndex == 1 && h.carousel.phase == .idle)

    // A scroll while off screen arrives at once too, and its item's countdown is held.
    try h.carousel.scrollToNextItem(at: .seconds(101))
    #expect(h.carousel.phase == .idle && h.carousel.currentIndex == 2)
    #expect(h.carousel.autoplayTimeRemaining == .seconds(3))

    try h.carousel.setOnScreen(true, at: .seconds(200))
    #expect(h.carousel.isOnScreen && h.carousel.nextDeadline == .seconds(203))
    try h.carousel.scrollToNextItem(at: .seconds(201))
    #expect(h.carousel.phase == .settling, "on screen, scrolls animate again")
    h.check()
  }

  @Test("setOnScreen(_:at:) with a time already passed throws and changes nothing")
  func offScreenBadTime() throws {
    let h = Harness(count: 5)
    try h.carousel.startAutoplay(interval: .seconds(3), at: .seconds(5))
    try h.carousel.scrollToNextItem(at: .seconds(5))
    let before = ObservableState(h.carousel)
    let error = #expect(throws: CarouselError.self) {
      try h.carousel.setOnScreen(false, at: .seconds(4))
    }
    #expect(error?.code == .timeWentBackwards)
    #expect(ObservableState(h.carousel) == before && h.carousel.isOnScreen)
    #expect(h.carousel.phase == .settling)
  }

  /// A data source whose items may have their own autoplay intervals, and that counts the
  /// questions.
  final class IntervalSource: CarouselDataSource {
    var intervals: [Int: Duration]
    private(set) var asked: [Int] = []

    init(_ intervals: [Int: Duration], on carousel: Carousel) {
      self.intervals = intervals
      carousel.register(CarouselCell.self, forReuseIdentifier: "cell")
      carousel.dataSource = self
    }

    func numberOfItems(in carousel: Carousel) -> Int { 5 }

    func carousel(_ carousel: Carousel, cellForItemAt index: Int, in slot: SlotPosition) throws
      -> CarouselCell
    {
      try carousel.dequeueReusableCell(withIdentifier: "cell")
    }

    func carousel(_ carousel: Carousel, autoplayIntervalForItemAt index: Int) -> Duration? {
      asked.append(index)
      // A call into the carousel from here is rejected.
      #expect(throws: CarouselError.self) { try carousel.scrollToNextItem(at: .zero) }
      return intervals[index]
    }
  }

  @Test("each item's own interval, asked once per countdown; an invalid one is reported")
  func perItemIntervals() throws {
    let carousel = Carousel()
    let source = IntervalSource([1: .seconds(1), 2: .zero, 3: .seconds(10)], on: carousel)
    let delegate = RecordingDelegate()
    carousel.delegate = delegate
    try carousel.reloadData()
    try carousel.startAutoplay(interval: .seconds(2), at: .zero)
    #expect(source.asked == [0] && carousel.nextDeadline == .seconds(2))
    // Item 1 stays 1 s, item 2's zero is refused (the carousel's 2 s), item 3 stays 10 s.
    var steps: [Duration] = []
    var time = Duration.zero
    while time < .seconds(16) {
      time += .milliseconds(10)
      let wasIdle = carousel.phase == .idle
      carousel.advance(to: time)
      if wasIdle, carousel.phase == .settling { steps.append(time) }
    }
    #expect(steps == [.seconds(2), .seconds(3), .seconds(5), .seconds(15)])
    #expect(source.asked == [0, 1, 2, 3, 4])
    let failures = delegate.events.compactMap(\.failureCode)
    #expect(failures == [.invalidInterval])
    #expect(carousel.invariantViolations().isEmpty)
  }

  @Test("a reload by index keeps the rhythm, and asks the new current item for its interval")
  func reloadKeepsRhythm() throws {
    let carousel = Carousel()
    let source = IntervalSource([:], on: carousel)
    try carousel.reloadData()
    try carousel.startAutoplay(interval: .seconds(2), at: .zero)
    try carousel.scrollToItem(at: 4, animated: false, at: .milliseconds(500))
    #expect(carousel.nextDeadline == .milliseconds(2500) && source.asked == [0, 4])
    source.intervals[4] = .seconds(3)
    carousel.advance(to: .seconds(1))
    try carousel.reloadData()
    #expect(source.asked == [0, 4], "the same item: nothing to ask")
    #expect(carousel.nextDeadline == .milliseconds(2500))
  }

  @Test(
    "a finite carousel that rewinds goes round at its ends, with one page of animation",
    arguments: [false, true])
  func rewinds(_ animated: Bool) throws {
    let h = Harness(count: 5, wraps: false)
    try h.carousel.scrollToItem(at: 4, animated: false, at: .zero)
    h.dataSource.resetLog()
    try h.carousel.scrollToNextItem(animated: animated, at: .seconds(1))
    #expect(h.carousel.phase == .idle && h.carousel.currentIndex == 4, "off by default")

    h.carousel.rewinds = true
    try h.carousel.scrollToNextItem(animated: animated, at: .seconds(1))
    if animated {
      #expect(h.carousel.targetIndex == 0)
      h.now = .seconds(1)
      h.carousel.advance(to: .seconds(1.1))
      // One page backward, from item 4 toward item 0 placed in the left slot.
      #expect(h.carousel.pagePosition < 0 && h.carousel.pagePosition > -1)
      run(h, to: 2)
    }
    #expect(h.carousel.currentIndex == 0)
    try h.carousel.scrollToPreviousItem(animated: animated, at: .seconds(3))
    h.now = .seconds(3)
    run(h, to: 4)
    #expect(h.carousel.currentIndex == 4)
    try h.carousel.accessibilityIncrement(at: .seconds(5))
    h.now = .seconds(5)
    run(h, to: 6)
    #expect(h.carousel.currentIndex == 0)
    h.check()
  }

  @Test("a carousel that wraps ignores rewinds")
  func rewindsWhileWrapping() throws {
    let h = Harness(count: 5)
    h.carousel.rewinds = true
    try h.carousel.scrollToPreviousItem(animated: false, at: .zero)
    #expect(h.carousel.currentIndex == 4)
    try h.carousel.scrollToNextItem(animated: false, at: .zero)
    #expect(h.carousel.currentIndex == 0)
  }
}
