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

  @Test("After a week's gap autoplay takes one step, not one per missed interval")
  func autoplayAfterAGap() throws {
    let h = Harness(count: 5)
    try h.carousel.startAutoplay(interval: .seconds(3), at: h.now)
    h.dataSource.resetLog()
    h.now = .seconds(7 * 86_400)
    h.carousel.advance(to: h.now)
    h.check()
    #expect(h.dataSource.requests.count <= 3)
    h.settle()
    #expect(h.carousel.currentIndex == 1)
    #expect(h.delegate.take().filter(\.isScrollToItem) == [.didScrollToItem(1)])
    // The countdown goes on from the step: the next step comes one interval after it.
    h.wait(3.5)
    #expect(h.carousel.currentIndex == 2)
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
