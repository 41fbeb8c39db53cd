import Testing

@testable import LoopCarousel

@Suite("Autoplay schedule: when the next step is due")
struct AutoplayScheduleTests {
  /// One event the carousel reports to its schedule.
  enum Step: Sendable, CustomStringConvertible {
    case start(interval: Duration, at: Duration)
    case stop
    case pause
    case resume(at: Duration)
    case restart(at: Duration)
    case drag
    case settle(at: Duration, MotionOrigin)
    case step(at: Duration)

    var description: String {
      switch self {
      case .start(let interval, let time): "start(\(interval)) at \(time)"
      case .stop: "stop"
      case .pause: "pause"
      case .resume(let time): "resume at \(time)"
      case .restart(let time): "restartCountdown at \(time)"
      case .drag: "dragBegan"
      case .settle(let time, let origin): "\(origin) settled at \(time)"
      case .step(let time): "step started at \(time)"
      }
    }

    func apply(to schedule: inout AutoplaySchedule) {
      switch self {
      case .start(let interval, let time):
        schedule.start(interval: interval, direction: .forward, endBehavior: .rewind, now: time)
      case .stop: schedule.stop()
      case .pause: schedule.pause()
      case .resume(let time): schedule.resume(now: time)
      case .restart(let time): schedule.restartCountdown(from: time)
      case .drag: schedule.dragBegan()
      case .settle(let time, let origin): schedule.motionSettled(at: time, origin: origin)
      case .step(let time): schedule.stepStarted(at: time)
      }
    }
  }

  /// A step and the due time expected right after it.
  struct Moment: Sendable {
    var step: Step
    var due: Duration?
  }

  struct Timeline: CustomTestStringConvertible, Sendable {
    var name: String
    var moments: [Moment]
    var testDescription: String { name }
  }

  static let timelines: [Timeline] = [
    Timeline(
      name: "the first step is due one interval after the start",
      moments: [Moment(step: .start(interval: .seconds(3), at: .seconds(1)), due: .seconds(4))]),
    Timeline(
      name: "a step restarts the countdown from its start; its own settle keeps it",
      moments: [
        Moment(step: .start(interval: .seconds(3), at: .zero), due: .seconds(3)),
        Moment(step: .step(at: .seconds(3)), due: .seconds(6)),
        Moment(step: .settle(at: .milliseconds(3300), .autoplay), due: .seconds(6)),
      ]),
    Timeline(
      name: "a drag clears the deadline; the release's settle restarts it from that instant",
      moments: [
        Moment(step: .start(interval: .seconds(3), at: .zero), due: .seconds(3)),
        Moment(step: .drag, due: nil),
        Moment(step: .settle(at: .milliseconds(1500), .gesture), due: .milliseconds(4500)),
      ]),
    Timeline(
      name: "a drag during a step: even the autoplay settle then restarts the countdown",
      moments: [
        Moment(step: .start(interval: .seconds(3), at: .zero), due: .seconds(3)),
        Moment(step: .step(at: .seconds(3)), due: .seconds(6)),
        Moment(step: .drag, due: nil),
        Moment(step: .settle(at: .milliseconds(3400), .autoplay), due: .milliseconds(6400)),
      ]),
    Timeline(
      name: "settles of programmatic scrolls and releases restart the countdown each time",
      moments: [
        Moment(step: .start(interval: .seconds(3), at: .zero), due: .seconds(3)),
        Moment(step: .settle(at: .seconds(2), .program), due: .seconds(5)),
        Moment(step: .settle(at: .milliseconds(4500), .gesture), due: .milliseconds(7500)),
      ]),
    Timeline(
      name: "pause hides the step; resume waits a full interval from its instant",
      moments: [
        Moment(step: .start(interval: .seconds(3), at: .zero), due: .seconds(3)),
        Moment(step: .pause, due: nil),
        Moment(step: .resume(at: .seconds(10)), due: .seconds(13)),
      ]),
    Timeline(
      name: "a settle while paused is not due until resume, which counts from its own instant",
      moments: [
        Moment(step: .start(interval: .seconds(3), at: .zero), due: .seconds(3)),
        Moment(step: .pause, due: nil),
        Moment(step: .settle(at: .seconds(4), .gesture), due: nil),
        Moment(step: .resume(at: .seconds(5)), due: .seconds(8)),
      ]),
    Timeline(
      name: "stop clears the deadline and nothing brings it back but a start",
      moments: [
        Moment(step: .start(interval: .seconds(3), at: .zero), due: .seconds(3)),
        Moment(step: .stop, due: nil),
        Moment(step: .settle(at: .seconds(4), .gesture), due: nil),
        Moment(step: .restart(at: .seconds(5)), due: nil),
        Moment(step: .step(at: .seconds(6)), due: nil),
        Moment(step: .resume(at: .seconds(7)), due: nil),
        Moment(step: .start(interval: .seconds(2), at: .seconds(8)), due: .seconds(10)),
      ]),
    Timeline(
      name: "a pause outlasts a start until resume",
      moments: [
        Moment(step: .pause, due: nil),
        Moment(step: .start(interval: .seconds(2), at: .seconds(1)), due: nil),
        Moment(step: .resume(at: .seconds(4)), due: .seconds(6)),
      ]),
    Timeline(
      name: "starting again replaces the interval and the deadline",
      moments: [
        Moment(step: .start(interval: .seconds(3), at: .zero), due: .seconds(3)),
        Moment(step: .start(interval: .seconds(5), at: .seconds(1)), due: .seconds(6)),
        Moment(step: .step(at: .seconds(6)), due: .seconds(11)),
      ]),
    Timeline(
      name: "restartCountdown counts one interval from the instant it is given",
      moments: [
        Moment(step: .start(interval: .milliseconds(2500), at: .zero), due: .milliseconds(2500)),
        Moment(step: .restart(at: .seconds(7)), due: .milliseconds(9500)),
      ]),
  ]

  @Test("The due time follows the carousel's events", arguments: timelines)
  func timeline(_ c: Timeline) {
    var schedule = AutoplaySchedule()
    #expect(schedule.dueTime == nil)
    for (number, moment) in c.moments.enumerated() {
      moment.step.apply(to: &schedule)
      #expect(schedule.dueTime == moment.due, "after step \(number): \(moment.step)")
    }
  }

  struct Settle: CustomTestStringConvertible, Sendable {
    var origin: MotionOrigin
    var afterDrag: Bool
    var due: Duration
    var testDescription: String {
      "\(origin) settles at 2 s \(afterDrag ? "after a drag" : "with a deadline set"): due \(due)"
    }
  }

  @Test(
    "A settle restarts the countdown unless autoplay started it and a deadline is set",
    arguments: [
      Settle(origin: .gesture, afterDrag: false, due: .seconds(5)),
      Settle(origin: .program, afterDrag: false, due: .seconds(5)),
      Settle(origin: .autoplay, afterDrag: false, due: .seconds(3)),
      Settle(origin: .gesture, afterDrag: true, due: .seconds(5)),
      Settle(origin: .program, afterDrag: true, due: .seconds(5)),
      Settle(origin: .autoplay, afterDrag: true, due: .seconds(5)),
    ])
  func settleRestarts(_ c: Settle) {
    var schedule = AutoplaySchedule()
    schedule.start(interval: .seconds(3), direction: .forward, endBehavior: .rewind, now: .zero)
    if c.afterDrag { schedule.dragBegan() }
    schedule.motionSettled(at: .seconds(2), origin: c.origin)
    #expect(schedule.dueTime == c.due)
  }

  struct Settings: CustomTestStringConvertible, Sendable {
    var direction: AutoplayDirection
    var endBehavior: AutoplayEndBehavior
    var step: Direction
    var testDescription: String { "\(direction), \(endBehavior)" }
  }

  @Test(
    "Start keeps the direction and end behaviour; running means on and not paused",
    arguments: [
      Settings(direction: .forward, endBehavior: .rewind, step: .forward),
      Settings(direction: .backward, endBehavior: .stop, step: .backward),
      Settings(direction: .backward, endBehavior: .rewind, step: .backward),
    ])
  func settings(_ c: Settings) {
    var schedule = AutoplaySchedule()
    #expect(!schedule.isRunning)
    schedule.start(
      interval: .seconds(2), direction: c.direction, endBehavior: c.endBehavior, now: .zero)
    #expect(schedule.direction == c.direction)
    #expect(schedule.endBehavior == c.endBehavior)
    #expect(schedule.direction.direction == c.step)
    #expect(schedule.interval == .seconds(2))
    #expect(schedule.isRunning)
    schedule.pause()
    #expect(!schedule.isRunning)
    // The deadline stays while paused; only the due time hides it.
    #expect(schedule.deadline == .seconds(2))
    #expect(schedule.dueTime == nil)
    schedule.resume(now: .seconds(1))
    #expect(schedule.isRunning)
    schedule.stop()
    #expect(!schedule.isRunning)
    #expect(schedule.interval == nil)
    #expect(schedule.deadline == nil)
  }
}
