import Testing

@testable import LoopCarousel

@Suite("CarouselCore: a settle animates or arrives, runs with time, and lands")
struct CoreSettleTests {
  struct Settle: CustomTestStringConvertible, Sendable {
    var name: String
    var state: CoreState
    var target: Double
    var velocity: Double
    var duration: Duration = .milliseconds(300)
    var result: Settling
    /// The animation's start slope, or `nil` when the core comes to rest.
    var slope: Double?
    var position: Double
    /// A function, since an event is not `Sendable` (a cell event names its cell).
    var events: @Sendable () -> [CarouselEvent]
    var testDescription: String { "\(name): \(result)" }
  }

  @Test(
    "startSettle(to:...) arrives at once on the target, else animates",
    arguments: [
      Settle(
        name: "already there", state: CoreState(5, on: 0, Slots(4, 0, 1)), target: 0,
        velocity: 0, result: .arrived(.program), slope: nil, position: 0,
        events: { [.willSettleOnItem(0)] }),
      Settle(
        name: "already on a side slot", state: CoreState(5, on: 0, Slots(4, 0, 1), at: 1),
        target: 1, velocity: 3, result: .arrived(.program), slope: nil, position: 1,
        events: { [.willSettleOnItem(1)] }),
      Settle(
        name: "too short to animate", state: CoreState(5, on: 0, Slots(4, 0, 1)), target: 1,
        velocity: 0, duration: .nanoseconds(100), result: .arrived(.program), slope: nil,
        position: 1, events: { [.willSettleOnItem(1), .didScroll] }),
      Settle(
        name: "from rest", state: CoreState(5, on: 0, Slots(4, 0, 1), at: 0.25), target: 1,
        velocity: 0, result: .animating, slope: 0, position: 0.25,
        events: { [.willSettleOnItem(1)] }),
      Settle(
        name: "keeping the velocity", state: CoreState(5, on: 0, Slots(4, 0, 1)), target: 1,
        velocity: 2, result: .animating, slope: 0.6, position: 0, events: { [.willSettleOnItem(1)] }
      ),
      Settle(
        name: "dropping a velocity out past the end",
        state: CoreState(3, wraps: false, on: 2, Slots(1, 2, nil), at: 0.2), target: 0,
        velocity: 5, result: .animating, slope: 0, position: 0.2, events: { [.willSettleOnItem(2)] }
      ),
      Settle(
        name: "keeping a velocity back from past the end",
        state: CoreState(3, wraps: false, on: 2, Slots(1, 2, nil), at: 0.2), target: 0,
        velocity: -1, result: .animating, slope: 1.5, position: 0.2,
        events: { [.willSettleOnItem(2)] }),
    ])
  func startSettle(_ c: Settle) throws {
    var core = c.state.core(now: .milliseconds(40))
    let events = EventLog()
    let result = core.startSettle(
      to: c.target, velocity: c.velocity, duration: c.duration, origin: .program,
      into: &events.queue)
    #expect(result == c.result)
    #expect(core.position == c.position)
    #expect(events.drain() == c.events())
    if let slope = c.slope {
      guard case .settling(let animation) = core.motion else {
        Issue.record("the motion is \(core.motion), not settling")
        return
      }
      #expect(animation.from == c.state.position)
      #expect(animation.to == c.target)
      #expect(animation.start == .milliseconds(40))
      #expect(abs(animation.slope - slope) < 1e-12)
      #expect(animation.origin == .program)
    } else {
      #expect(core.motion == .idle)
    }
  }

  struct Frame: CustomTestStringConvertible, Sendable {
    var milliseconds: Int
    /// Whether the step hands out the page turn onto the next item (else it is done).
    var turns: Bool
    var position: Double
    var now: Duration
    /// A function, since an event is not `Sendable` (a cell event names its cell).
    var events: @Sendable () -> [CarouselEvent]
    var testDescription: String {
      "at \(milliseconds) ms: \(turns ? "turn" : "done") at \(position)"
    }
  }

  /// A settle from 0 to 1 over 300 ms with no velocity: the position is `3s² − 2s³`.
  @Test(
    "advance(to:into:) moves a settle, then arrives exactly at its end and hands out the turn",
    arguments: [
      Frame(milliseconds: 0, turns: false, position: 0, now: .zero, events: { [] }),
      Frame(
        milliseconds: 30, turns: false, position: 0.028, now: .milliseconds(30),
        events: { [.didScroll] }),
      Frame(
        milliseconds: 150, turns: false, position: 0.5, now: .milliseconds(150),
        events: { [.didScroll] }),
      Frame(
        milliseconds: 300, turns: true, position: 1, now: .milliseconds(300),
        events: { [.didScroll] }),
      Frame(
        milliseconds: 1000, turns: true, position: 1, now: .milliseconds(300),
        events: { [.didScroll] }),
    ])
  func advanceSettle(_ c: Frame) throws {
    let animation = try #require(
      SettleAnimation(
        from: 0, to: 1, velocity: 0, start: .zero, duration: .milliseconds(300),
        origin: .program))
    var core = CoreState(5, on: 0, Slots(4, 0, 1)).core(motion: .settling(animation))
    let events = EventLog()
    let turn = core.strip.turn(.forward, in: core.ring)
    let step = core.advance(to: .milliseconds(c.milliseconds), into: &events.queue)
    #expect(step == (c.turns ? .carryOut(turn) : .done))
    #expect(abs(core.position - c.position) < 1e-12)
    #expect(core.now == c.now)
    #expect(events.drain() == c.events())
    // The motion lands only once the owner carried out the turn.
    #expect(core.motion == .settling(animation))
  }

  // MARK: Landing

  @Test("finishLanding(origin:into:) announces a new item once, and ends every settle")
  func settled() {
    var core = CoreState(5, on: 3, Slots(2, 3, 4)).core(announcedTarget: 3, lastSettledItem: 2)
    let events = EventLog()
    core.finishLanding(origin: .gesture, into: &events.queue)
    // A new item after the user's swipe, with no autoplay rotating: announced for
    // assistive technologies too.
    // (The listeners hear the new current item from the value at the end of the call.)
    #expect(events.drain() == [.announce(CarouselAnnouncement(item: 3)), .didSettleOnItem(3)])
    #expect(core.announcedTarget == nil)
    core.report.announce(3, into: &events.queue)
    #expect(events.drain() == [.willSettleOnItem(3)])
    core.finishLanding(origin: .gesture, into: &events.queue)
    #expect(events.drain() == [.didSettleOnItem(3)])
    // A settle that ends elsewhere than announced (a failed shift turned it) is cancelled,
    // and the item it rests on announced, first.
    core.report.announce(4, into: &events.queue)
    #expect(events.drain() == [.willSettleOnItem(4)])
    core.finishLanding(origin: .gesture, into: &events.queue)
    #expect(
      events.drain() == [.didCancelSettlingOnItem(4), .willSettleOnItem(3), .didSettleOnItem(3)])
    #expect(core.lastSettledItem == 3)
  }

  @Test(
    "restOnMiddleSlot(into:) centres the middle slot and restores a target side",
    arguments: [SlotPosition.left, .right])
  func restOnMiddleSlot(_ side: SlotPosition) throws {
    var items = Slots(9, 0, 1)
    items[side] = 6
    var core = CoreState(10, on: 0, items, target: side, at: 1e-9).core
    let events = EventLog()
    let restore = core.restOnMiddleSlot(into: &events.queue)
    let change = try #require(restore)
    let neighbor = side == .left ? 9 : 1
    #expect(
      change
        == SlotChange(
          .restore(side), requesting: [(side, neighbor)], moving: [.recycle(side), .fill(side)]))
    #expect(core.position == 0)
    #expect(core.motion == .idle)
    #expect(events.drain() == [.didScroll])
    core.apply(change, into: &events.queue)
    #expect(core.strip.items == Slots(9, 0, 1))
    #expect(core.strip.targetSide == nil)
    #expect(events.drain() == [.didScroll])
    #expect(core.invariantViolations().isEmpty)
  }
}
