import Testing

@testable import LoopCarousel

@Suite("CarouselCore: the sequences it runs itself, a change at a time")
struct CoreSequenceTests {
  @Test("a drag that starts on the middle slot hands out no change and begins at once")
  func dragStartAtRest() {
    var core = CoreState(5, on: 0, Slots(4, 0, 1)).core
    let events = EventLog()
    #expect(core.startDrag(at: .seconds(1), into: &events.queue) == .done)
    #expect(core.isDragging)
    #expect(core.sequence == nil)
    #expect(events.drain() == [.willBeginDragging])
  }

  @Test("a drag that starts nearer a side slot hands out the fast-drag fix, then begins")
  func dragStartWithTheFastDragFix() throws {
    var core = CoreState(5, on: 0, Slots(4, 0, 1), at: 0.7).core
    let events = EventLog()
    let expected = try #require(core.rebasingShift())
    let step = core.startDrag(at: .seconds(1), into: &events.queue)
    #expect(step == .carryOut(expected))
    #expect(!core.isDragging, "the drag begins after the shift")
    // The owner carries the change out and the core records it, then resumes.
    core.apply(expected, into: &events.queue)
    #expect(core.resume(.carriedOut(failures: Slots()), into: &events.queue) == .done)
    #expect(core.current == 1)
    #expect(core.isDragging)
    #expect(core.sequence == nil)
    #expect(events.drain().last == .willBeginDragging)
  }

  @Test("a landing on the middle slot hands out no change and settles at once")
  func landingAtRest() {
    var core = CoreState(5, on: 2, Slots(1, 2, 3)).core(lastSettledItem: 1)
    let events = EventLog()
    #expect(core.startLanding(.gesture, into: &events.queue) == .done)
    #expect(core.sequence == nil)
    #expect(
      events.drain() == [
        .willSettleOnItem(2), .announce(CarouselAnnouncement(item: 2)), .didSettleOnItem(2),
      ])
  }

  @Test("a landing nearer a side slot hands out the re-basing shift, then settles on its item")
  func landingWithARebase() throws {
    var core = CoreState(5, on: 2, Slots(1, 2, 3), at: -0.8).core(lastSettledItem: 2)
    let events = EventLog()
    let expected = try #require(core.rebasingShift())
    #expect(core.startLanding(.autoplay, into: &events.queue) == .carryOut(expected))
    core.apply(expected, into: &events.queue)
    _ = events.drain()
    #expect(core.resume(.carriedOut(failures: Slots()), into: &events.queue) == .done)
    #expect(core.current == 1)
    #expect(core.position == 0)
    #expect(core.sequence == nil)
    // An autoplay step's landing is not announced for assistive technologies.
    #expect(
      events.drain() == [
        .didScroll, .willSettleOnItem(1), .didSettleOnItem(1),
      ])
  }

  @Test("time that brings a settle to its end hands out the turn, then lands and goes on")
  func timeLoopAcrossATurn() throws {
    let animation = try #require(
      SettleAnimation(
        from: 0, to: 1, velocity: 0, start: .zero, duration: .milliseconds(300),
        origin: .program))
    var core = CoreState(5, on: 0, Slots(4, 0, 1)).core(motion: .settling(animation))
    let events = EventLog()
    let turn = core.strip.turn(.forward, in: core.ring)
    #expect(core.advance(to: .seconds(1), into: &events.queue) == .carryOut(turn))
    #expect(core.now == .milliseconds(300), "time stops at the animation's end")
    core.apply(turn, into: &events.queue)
    _ = events.drain()
    // Carried out: the motion lands on item 1, and time goes on to the instant asked for.
    #expect(core.resume(.carriedOut(failures: Slots()), into: &events.queue) == .done)
    #expect(core.current == 1)
    #expect(core.motion == .idle)
    #expect(core.now == .seconds(1))
    #expect(core.sequence == nil)
    #expect(core.then == nil)
    #expect(
      events.drain() == [
        .willSettleOnItem(1), .announce(CarouselAnnouncement(item: 1)), .didSettleOnItem(1),
      ])
  }

  @Test("a jump is one refill, carried out whole; when it fails the drag stops short of it")
  func failedJump() throws {
    var core = CoreState(100, on: 0, Slots(99, 0, 1)).core
    let events = EventLog()
    core.beginDrag(at: .zero, into: &events.queue)
    let fivePages = core.geometry.pageLength * 5
    let step = core.moveDrag(translation: fivePages, at: .milliseconds(10), into: &events.queue)
    guard case .request(let refill) = step, case .refill = refill.kind else {
      Issue.record("expected the refill's cells asked for, got \(step)")
      return
    }
    _ = events.drain()
    var failures = Slots<CarouselError>()
    failures.middle = CarouselError(.cellNotDequeued, "no cell")
    #expect(core.resume(.carriedOut(failures: failures), into: &events.queue) == .done)
    #expect(core.current == 0, "nothing moved to the refill's items")
    #expect(core.position < core.geometry.shiftThreshold)
    #expect(core.isDragging)
    #expect(core.sequence == nil)
    #expect(core.batchStage == nil)
    #expect(events.drain().first == .didFail(failures.middle!))
  }

  @Test("a jump's refill is asked for, then committed, then the shifts go on from it")
  func jump() throws {
    var core = CoreState(100, on: 0, Slots(99, 0, 1)).core
    let events = EventLog()
    core.beginDrag(at: .zero, into: &events.queue)
    let fivePages = core.geometry.pageLength * 5
    let step = core.moveDrag(translation: fivePages, at: .milliseconds(10), into: &events.queue)
    guard case .request(let refill) = step else {
      Issue.record("expected the refill's cells asked for, got \(step)")
      return
    }
    // The cells are in: the core asks for the commit, and nothing has moved yet.
    #expect(core.resume(.carriedOut(failures: Slots()), into: &events.queue) == .commit)
    #expect(core.current == 0)
    core.apply(refill, into: &events.queue)
    // Committed: the page turns that the refill leaves follow.
    let next = core.resume(.carriedOut(failures: Slots()), into: &events.queue)
    #expect(next == .carryOut(core.strip.turn(.forward, in: core.ring)))
    #expect(core.batchStage == nil)
    #expect(core.current != 0)
  }
}
