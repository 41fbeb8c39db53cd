import Testing

@testable import LoopCarousel

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
