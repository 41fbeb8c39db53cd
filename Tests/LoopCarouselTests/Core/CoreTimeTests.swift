import Testing

@testable import LoopCarousel

@Suite("CarouselCore: time at rest steps autoplay; time during a drag only passes")
struct CoreTimeTests {
  struct Idle: CustomTestStringConvertible, Sendable {
    var name: String
    var state: CoreState
    var interval: Duration?
    var direction: AutoplayDirection = .forward
    var endBehavior: AutoplayEndBehavior = .rewind
    var paused = false
    var time: Duration
    /// The item an autoplay step scrolls to, or `nil` when none starts.
    var autoplayStep: Int?
    var now: Duration
    var testDescription: String {
      "\(name): \(autoplayStep.map { "autoplay step to \($0)" } ?? "done")"
    }
  }

  @Test(
    "advance(to:into:) at rest steps autoplay when it is due, else is done",
    arguments: [
      Idle(
        name: "no autoplay", state: CoreState(5, on: 0, Slots(4, 0, 1)), interval: nil,
        time: .seconds(10), autoplayStep: nil, now: .seconds(10)),
      Idle(
        name: "before the step", state: CoreState(5, on: 0, Slots(4, 0, 1)),
        interval: .seconds(3), time: .milliseconds(2999), autoplayStep: nil,
        now: .milliseconds(2999)),
      Idle(
        name: "at the step", state: CoreState(5, on: 0, Slots(4, 0, 1)),
        interval: .seconds(3), time: .seconds(3), autoplayStep: 1, now: .seconds(3)),
      Idle(
        name: "past the step by less than an interval, time stops at it",
        state: CoreState(5, on: 0, Slots(4, 0, 1)), interval: .seconds(3),
        time: .milliseconds(5999), autoplayStep: 1, now: .seconds(3)),
      Idle(
        name: "past two steps, the missed ones are dropped and the step starts at the time",
        state: CoreState(5, on: 0, Slots(4, 0, 1)), interval: .seconds(3),
        time: .seconds(6), autoplayStep: 1, now: .seconds(6)),
      Idle(
        name: "paused", state: CoreState(5, on: 0, Slots(4, 0, 1)), interval: .seconds(3),
        paused: true, time: .seconds(10), autoplayStep: nil, now: .seconds(10)),
      Idle(
        name: "one item", state: CoreState(1, on: 0, Slots(nil, 0, nil)),
        interval: .seconds(3), time: .seconds(10), autoplayStep: nil, now: .seconds(10)),
      Idle(
        name: "stopped at the last item",
        state: CoreState(5, wraps: false, on: 4, Slots(3, 4, nil)), interval: .seconds(3),
        endBehavior: .stop, time: .seconds(10), autoplayStep: nil, now: .seconds(10)),
      Idle(
        name: "rewinding from the last item",
        state: CoreState(5, wraps: false, on: 4, Slots(3, 4, nil)), interval: .seconds(3),
        time: .seconds(5), autoplayStep: 0, now: .seconds(3)),
      Idle(
        name: "stopping only toward the end",
        state: CoreState(5, wraps: false, on: 4, Slots(3, 4, nil)), interval: .seconds(3),
        direction: .backward, endBehavior: .stop, time: .seconds(10), autoplayStep: 3,
        now: .seconds(10)),
    ])
  func advanceIdle(_ c: Idle) {
    var core = c.state.core
    if let interval = c.interval {
      core.startAutoplay(interval: interval, direction: c.direction, endBehavior: c.endBehavior)
      // The owner answers the interval question at the end of the call that started it.
      core.autoplay.setCountdownLength(interval)
    }
    if c.paused { core.pauseAutoplay() }
    let events = EventLog()
    let step = core.advance(to: c.time, into: &events.queue)
    #expect(step == (c.autoplayStep.map { .planScroll(toItem: $0) } ?? .done))
    #expect(core.now == c.now)
    #expect(core.motion == .idle)
    #expect(events.drain().isEmpty)
  }

  struct AutoplayTarget: CustomTestStringConvertible, Sendable {
    var state: CoreState
    var direction: AutoplayDirection
    var expected: Int
    var testDescription: String { "\(state) \(direction): \(expected)" }
  }

  @Test(
    "autoplayStep() goes to the neighbour, or rewinds from a finite end",
    arguments: [
      AutoplayTarget(
        state: CoreState(5, on: 4, Slots(3, 4, 0)), direction: .forward, expected: 0),
      AutoplayTarget(
        state: CoreState(5, on: 2, Slots(1, 2, 3)), direction: .backward, expected: 1),
      AutoplayTarget(
        state: CoreState(5, wraps: false, on: 4, Slots(3, 4, nil)), direction: .forward,
        expected: 0),
      AutoplayTarget(
        state: CoreState(5, wraps: false, on: 0, Slots(nil, 0, 1)), direction: .backward,
        expected: 4),
    ])
  func autoplayStep(_ c: AutoplayTarget) {
    var schedule = AutoplaySchedule()
    schedule.start(
      interval: .seconds(2), direction: c.direction, endBehavior: .rewind, item: 0, now: .zero)
    var core = c.state.core(now: .seconds(2), autoplay: schedule)
    #expect(core.autoplayStep() == c.expected)
    #expect(core.autoplay.deadline == .seconds(4))
    // The new countdown is the target's, whose own interval the owner asks for next.
    #expect(core.autoplay.itemNeedingInterval == c.expected)
  }

  @Test("advance(to:into:) during a drag only moves time forward")
  func advanceWhileDragging() {
    var core = CoreState(5, on: 0, Slots(4, 0, 1), at: 0.3).core(
      motion: .dragging(Drag(anchor: 0, translation: 96, start: 0)), now: .seconds(2))
    let events = EventLog()
    let first = core.advance(to: .seconds(5), into: &events.queue)
    #expect(first == .done)
    #expect(core.now == .seconds(5))
    let second = core.advance(to: .seconds(1), into: &events.queue)
    #expect(second == .done)
    #expect(core.now == .seconds(5))
    #expect(core.position == 0.3)
    #expect(events.drain().isEmpty)
  }
}
