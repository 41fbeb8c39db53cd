import Testing

@testable import LoopCarousel

@Suite("CarouselCore: keys, wheel events, focus, taps and reconfigures run as its sequences")
struct CoreInputSequenceTests {
  /// Answers a scroll's plan with no side slot drawn, and commits an empty batch.
  private func planned(_ core: inout CarouselCore, _ events: EventLog) -> CarouselCore.Step {
    core.resume(.drawn(Slots()), into: &events.queue)
  }

  @Test("a key's scroll is the core's; its step run takes effect once the scroll is under way")
  func keyScrolls() {
    var core = CoreState(5, on: 0, Slots(4, 0, 1)).core
    let events = EventLog()
    #expect(core.keyPressed(.right, into: &events.queue) == .planScroll(toItem: 1))
    #expect(core.stepRun == nil, "nothing takes effect before the scroll is under way")
    #expect(planned(&core, events) == .done)
    #expect(core.stepRun?.target == 1)
    #expect(core.motion.phase == .settling)
    #expect(core.then == nil)
  }

  @Test("with focus in the carousel, focus follows the key: its identifier is asked for last")
  func keyMovesFocus() {
    var core = CoreState(5, on: 0, Slots(4, 0, 1)).core
    let events = EventLog()
    _ = core.setFocus(0, identifier: "a", into: &events.queue)
    _ = events.drain()
    #expect(core.keyPressed(.right, into: &events.queue) == .planScroll(toItem: 1))
    #expect(planned(&core, events) == .identify(1))
    #expect(core.focusedItem == 0, "focus moves once its identifier is in")
    #expect(core.resume(.identifier("b"), into: &events.queue) == .done)
    #expect(core.focusedItem == 1)
    #expect(core.focusedIdentifier == AnyHashable("b"))
    #expect(events.drain().contains(.didUpdateFocusedItem(1)))
  }

  @Test("a key across the axis is passed on, and nothing is staged")
  func keyPassed() {
    var core = CoreState(5, on: 0, Slots(4, 0, 1)).core
    let events = EventLog()
    #expect(core.keyPressed(.up, into: &events.queue) == .passed)
    #expect(core.sequence == nil)
    #expect(core.then == nil)
    #expect(events.drain().isEmpty)
  }

  @Test("a key whose target's cell cannot be made fails with nothing changed")
  func keyFails() throws {
    var items = Slots<Int>()
    items.middle = 0
    items.right = 1
    var core = CoreState(5, wraps: false, on: 0, items).core
    let events = EventLog()
    #expect(core.keyPressed(.end, into: &events.queue) == .planScroll(toItem: 4))
    let step = planned(&core, events)
    guard case .request = step else {
      Issue.record("expected the cells of the jump asked for, got \(step)")
      return
    }
    var failures = Slots<CarouselError>()
    failures.middle = CarouselError(.cellNotDequeued, "no cell")
    #expect(core.resume(.carriedOut(failures: failures), into: &events.queue) == .failed)
    #expect(core.stepRun == nil)
    #expect(core.then == nil)
    #expect(core.motion == .idle)
    #expect(core.current == 0)
  }

  @Test("a mostly cross-axis trackpad scroll is passed on; its gesture takes effect")
  func wheelPassed() {
    var core = CoreState(5, on: 0, Slots(4, 0, 1)).core
    let events = EventLog()
    let step = core.wheelEvent(.began, delta: 1, crossDelta: 10, at: .zero, into: &events.queue)
    #expect(step == .passed)
    #expect(core.wheel != WheelGesture(), "the gesture passes on for the rest of its events")
    #expect(core.then == nil)
  }

  @Test("a trackpad drag begins and moves in one input, then its gesture takes effect")
  func wheelDrags() {
    var core = CoreState(5, on: 0, Slots(4, 0, 1)).core
    let events = EventLog()
    _ = core.wheelEvent(.began, delta: 0, crossDelta: 0, at: .zero, into: &events.queue)
    let step = core.wheelEvent(
      .changed, delta: 20, crossDelta: 0, at: .milliseconds(10), into: &events.queue)
    #expect(step == .done)
    #expect(core.isDragging)
    #expect(core.wheelDrags)
    #expect(core.position > 0)
    #expect(events.drain().first == .willBeginDragging)
  }

  @Test("a tap asks for the item under it; a selected side item is centred when asked")
  func tapSelects() {
    var core = CoreState(5, on: 0, Slots(4, 0, 1)).core
    let events = EventLog()
    #expect(core.tap(atX: 300, y: 50, into: &events.queue) == .askSelection(atX: 300, y: 50))
    let hit = (item: 1, slot: SlotPosition.right)
    #expect(
      core.resume(.selection(hit, centres: true), into: &events.queue) == .planScroll(toItem: 1))
    #expect(events.drain() == [.didSelectItem(1)])

    var still = CoreState(5, on: 0, Slots(4, 0, 1)).core
    #expect(still.tap(atX: 300, y: 50, into: &events.queue) == .askSelection(atX: 300, y: 50))
    #expect(still.resume(.selection(hit, centres: false), into: &events.queue) == .done)
    _ = still.tap(atX: 300, y: 50, into: &events.queue)
    #expect(still.resume(.selection(nil, centres: true), into: &events.queue) == .done)
    #expect(events.drain() == [.didSelectItem(1)], "a tap on nothing selects nothing")
  }

  @Test("a tap on a settle catches it and selects nothing")
  func tapCatches() throws {
    let animation = try #require(
      SettleAnimation(
        from: 0.2, to: 1, velocity: 0, start: .zero, duration: .milliseconds(300),
        origin: .program))
    var core = CoreState(5, on: 0, Slots(4, 0, 1), at: 0.2).core(motion: .settling(animation))
    let events = EventLog()
    let step = core.tap(atX: 300, y: 50, into: &events.queue)
    #expect(step != .askSelection(atX: 300, y: 50))
    #expect(core.headingItem == 0, "the settle turns to the nearest slot")
  }

  @Test("reconfigure asks again for the slots showing the items, and fails as a whole")
  func reconfigure() {
    var core = CoreState(5, on: 0, Slots(4, 0, 1)).core
    var expected = Slots<Int>()
    expected.right = 1
    expected.left = 4
    #expect(core.reconfigure([1, 4, 2]) == .reconfigure(expected))
    var failures = Slots<CarouselError>()
    failures.right = CarouselError(.cellNotDequeued, "no cell")
    let events = EventLog()
    #expect(core.resume(.carriedOut(failures: failures), into: &events.queue) == .failed)
    #expect(core.sequence == nil)
    #expect(core.reconfigure([2]) == .reconfigure(Slots()))
  }

  @Test("focus on an item off centre scrolls to it first, then moves, identifier asked for")
  func focusScrolls() {
    var core = CoreState(5, on: 0, Slots(4, 0, 1)).core
    let events = EventLog()
    #expect(core.focus(on: 1, into: &events.queue) == .planScroll(toItem: 1))
    #expect(planned(&core, events) == .identify(1))
    #expect(core.resume(.identifier(nil), into: &events.queue) == .done)
    #expect(core.focusedItem == 1)
    #expect(core.focus(on: nil, into: &events.queue) == .done)
    #expect(core.focusedItem == nil)
  }
}
