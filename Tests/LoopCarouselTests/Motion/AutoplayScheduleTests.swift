import Testing

@testable import LoopCarousel

@Suite("Autoplay schedule: when the next step is due")
struct AutoplayScheduleTests {
  /// One event the carousel reports to its schedule.
  enum Step: Sendable, CustomStringConvertible {
    case start(interval: Duration, at: Duration)
    case stop
    case pause(at: Duration)
    case resume(at: Duration)
    case offScreen(at: Duration)
    case onScreen(at: Duration)
    case restart(at: Duration)
    case drag(at: Duration)
    case cancelDrag(at: Duration)
    case settle(at: Duration, MotionOrigin, on: Int)
    case step(at: Duration, to: Int)
    /// The owner's answer: the countdown's item has this interval.
    case length(Duration)

    var description: String {
      switch self {
      case .start(let interval, let time): "start(\(interval)) at \(time)"
      case .stop: "stop"
      case .pause(let time): "pause at \(time)"
      case .resume(let time): "resume at \(time)"
      case .offScreen(let time): "off screen at \(time)"
      case .onScreen(let time): "on screen at \(time)"
      case .restart(let time): "restartCountdown at \(time)"
      case .drag(let time): "drag began at \(time)"
      case .cancelDrag(let time): "drag cancelled at \(time)"
      case .settle(let time, let origin, let item): "\(origin) settled on \(item) at \(time)"
      case .step(let time, let item): "step to \(item) started at \(time)"
      case .length(let length): "the item's interval is \(length)"
      }
    }

    func apply(to schedule: inout AutoplaySchedule) {
      switch self {
      case .start(let interval, let time):
        schedule.start(
          interval: interval, direction: .forward, endBehavior: .rewind, item: 0, now: time)
      case .stop: schedule.stop()
      case .pause(let time): schedule.hold(\.paused, now: time)
      case .resume(let time): schedule.release(\.paused, now: time)
      case .offScreen(let time): schedule.hold(\.offScreen, now: time)
      case .onScreen(let time): schedule.release(\.offScreen, now: time)
      case .restart(let time): schedule.restartCountdown(for: 0, from: time)
      case .drag(let time): schedule.hold(\.interacting, now: time)
      case .cancelDrag(let time): schedule.release(\.interacting, now: time)
      case .settle(let time, let origin, let item):
        schedule.motionSettled(on: item, at: time, origin: origin)
      case .step(let time, let item): schedule.restartCountdown(for: item, from: time)
      case .length(let length): schedule.setCountdownLength(length)
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
        Moment(step: .step(at: .seconds(3), to: 1), due: .seconds(6)),
        Moment(step: .settle(at: .milliseconds(3300), .autoplay, on: 1), due: .seconds(6)),
      ]),
    Timeline(
      name: "a drag holds the countdown; back on the same item it goes on with the time left",
      moments: [
        Moment(step: .start(interval: .seconds(3), at: .zero), due: .seconds(3)),
        Moment(step: .drag(at: .seconds(1)), due: nil),
        Moment(step: .settle(at: .milliseconds(1500), .gesture, on: 0), due: .milliseconds(3500)),
      ]),
    Timeline(
      name: "a drag that lands on another item starts that item's whole countdown",
      moments: [
        Moment(step: .start(interval: .seconds(3), at: .zero), due: .seconds(3)),
        Moment(step: .drag(at: .seconds(1)), due: nil),
        Moment(step: .settle(at: .milliseconds(1500), .gesture, on: 1), due: .milliseconds(4500)),
      ]),
    Timeline(
      name: "a drag during a step: the step's target keeps the time its countdown had left",
      moments: [
        Moment(step: .start(interval: .seconds(3), at: .zero), due: .seconds(3)),
        Moment(step: .step(at: .seconds(3), to: 1), due: .seconds(6)),
        Moment(step: .drag(at: .milliseconds(3200)), due: nil),
        Moment(step: .settle(at: .milliseconds(3400), .gesture, on: 1), due: .milliseconds(6200)),
      ]),
    Timeline(
      name: "a drag during a step that pulls back to the item it left: a whole countdown there",
      moments: [
        Moment(step: .start(interval: .seconds(3), at: .zero), due: .seconds(3)),
        Moment(step: .step(at: .seconds(3), to: 1), due: .seconds(6)),
        Moment(step: .drag(at: .milliseconds(3200)), due: nil),
        Moment(step: .settle(at: .milliseconds(3400), .gesture, on: 0), due: .milliseconds(6400)),
      ]),
    Timeline(
      name: "settles of programmatic scrolls and taps restart the countdown each time",
      moments: [
        Moment(step: .start(interval: .seconds(3), at: .zero), due: .seconds(3)),
        Moment(step: .settle(at: .seconds(2), .program, on: 3), due: .seconds(5)),
        Moment(step: .settle(at: .milliseconds(4500), .gesture, on: 3), due: .milliseconds(7500)),
      ]),
    Timeline(
      name: "pause holds the countdown; resume goes on with the time it had left",
      moments: [
        Moment(step: .start(interval: .seconds(3), at: .zero), due: .seconds(3)),
        Moment(step: .pause(at: .seconds(1)), due: nil),
        Moment(step: .resume(at: .seconds(10)), due: .seconds(12)),
      ]),
    Timeline(
      name: "a settle while paused starts a countdown that stays held until resume",
      moments: [
        Moment(step: .start(interval: .seconds(3), at: .zero), due: .seconds(3)),
        Moment(step: .pause(at: .seconds(1)), due: nil),
        Moment(step: .settle(at: .seconds(4), .gesture, on: 2), due: nil),
        Moment(step: .resume(at: .seconds(5)), due: .seconds(8)),
      ]),
    Timeline(
      name: "holds add up: the countdown runs again only when the last one ends",
      moments: [
        Moment(step: .start(interval: .seconds(4), at: .zero), due: .seconds(4)),
        Moment(step: .pause(at: .seconds(1)), due: nil),
        Moment(step: .offScreen(at: .seconds(2)), due: nil),
        Moment(step: .resume(at: .seconds(3)), due: nil),
        Moment(step: .onScreen(at: .seconds(5)), due: .seconds(8)),
        Moment(step: .onScreen(at: .seconds(6)), due: .seconds(8)),
        Moment(step: .resume(at: .seconds(7)), due: .seconds(8)),
      ]),
    Timeline(
      name: "the item's own interval replaces the carousel's, countdown by countdown",
      moments: [
        Moment(step: .start(interval: .seconds(3), at: .zero), due: .seconds(3)),
        Moment(step: .length(.seconds(5)), due: .seconds(5)),
        Moment(step: .step(at: .seconds(5), to: 1), due: .seconds(8)),
        Moment(step: .length(.seconds(1)), due: .seconds(6)),
      ]),
    Timeline(
      name: "a drag that ends with nothing to settle (no items left) lets go of its hold",
      moments: [
        Moment(step: .start(interval: .seconds(3), at: .zero), due: .seconds(3)),
        Moment(step: .drag(at: .seconds(1)), due: nil),
        Moment(step: .cancelDrag(at: .seconds(2)), due: .seconds(4)),
      ]),
    Timeline(
      name: "stop clears the deadline and nothing brings it back but a start",
      moments: [
        Moment(step: .start(interval: .seconds(3), at: .zero), due: .seconds(3)),
        Moment(step: .stop, due: nil),
        Moment(step: .settle(at: .seconds(4), .gesture, on: 1), due: nil),
        Moment(step: .restart(at: .seconds(5)), due: nil),
        Moment(step: .step(at: .seconds(6), to: 2), due: nil),
        Moment(step: .resume(at: .seconds(7)), due: nil),
        Moment(step: .start(interval: .seconds(2), at: .seconds(8)), due: .seconds(10)),
      ]),
    Timeline(
      name: "a pause outlasts a start, whose countdown begins at resume",
      moments: [
        Moment(step: .pause(at: .zero), due: nil),
        Moment(step: .start(interval: .seconds(2), at: .seconds(1)), due: nil),
        Moment(step: .resume(at: .seconds(4)), due: .seconds(6)),
      ]),
    Timeline(
      name: "starting again replaces the interval and the deadline",
      moments: [
        Moment(step: .start(interval: .seconds(3), at: .zero), due: .seconds(3)),
        Moment(step: .start(interval: .seconds(5), at: .seconds(1)), due: .seconds(6)),
        Moment(step: .step(at: .seconds(6), to: 1), due: .seconds(11)),
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
    #expect(schedule.deadline == nil)
    for (number, moment) in c.moments.enumerated() {
      moment.step.apply(to: &schedule)
      #expect(schedule.deadline == moment.due, "after step \(number): \(moment.step)")
    }
  }

  struct Settle: CustomTestStringConvertible, Sendable {
    var origin: MotionOrigin
    var afterDrag: Bool
    var item: Int
    var due: Duration
    var testDescription: String {
      "\(origin) settles on \(item) at 2 s \(afterDrag ? "after a drag at 1 s" : "with a deadline set"): due \(due)"
    }
  }

  @Test(
    "A settle restarts the countdown unless autoplay started it, or a drag ended on its item",
    arguments: [
      Settle(origin: .gesture, afterDrag: false, item: 0, due: .seconds(5)),
      Settle(origin: .program, afterDrag: false, item: 0, due: .seconds(5)),
      Settle(origin: .autoplay, afterDrag: false, item: 1, due: .seconds(3)),
      Settle(origin: .gesture, afterDrag: true, item: 0, due: .seconds(4)),
      Settle(origin: .program, afterDrag: true, item: 0, due: .seconds(4)),
      Settle(origin: .autoplay, afterDrag: true, item: 0, due: .seconds(4)),
      Settle(origin: .gesture, afterDrag: true, item: 1, due: .seconds(5)),
      Settle(origin: .program, afterDrag: true, item: 1, due: .seconds(5)),
      Settle(origin: .autoplay, afterDrag: true, item: 1, due: .seconds(5)),
    ])
  func settleRestarts(_ c: Settle) {
    var schedule = AutoplaySchedule()
    schedule.start(
      interval: .seconds(3), direction: .forward, endBehavior: .rewind, item: 0, now: .zero)
    if c.afterDrag { schedule.hold(\.interacting, now: .seconds(1)) }
    schedule.motionSettled(on: c.item, at: .seconds(2), origin: c.origin)
    #expect(schedule.deadline == c.due)
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
      interval: .seconds(2), direction: c.direction, endBehavior: c.endBehavior, item: 0,
      now: .zero)
    #expect(schedule.direction == c.direction)
    #expect(schedule.endBehavior == c.endBehavior)
    #expect(schedule.direction.direction == c.step)
    #expect(schedule.interval == .seconds(2))
    #expect(schedule.isRunning)
    schedule.hold(\.paused, now: .milliseconds(500))
    #expect(!schedule.isRunning)
    // Held, the countdown has no deadline and keeps the time it had left.
    #expect(schedule.deadline == nil)
    #expect(schedule.countdown?.elapsed(at: .seconds(9)) == .milliseconds(500))
    schedule.release(\.paused, now: .seconds(1))
    #expect(schedule.isRunning)
    #expect(schedule.deadline == .milliseconds(2500))
    // A drag or being off screen holds a running autoplay without pausing it.
    schedule.hold(\.interacting, now: .seconds(1))
    schedule.hold(\.offScreen, now: .seconds(1))
    #expect(schedule.isRunning && schedule.deadline == nil)
    schedule.stop()
    #expect(!schedule.isRunning)
    #expect(schedule.interval == nil)
    #expect(schedule.deadline == nil)
  }
}
