import Testing

@testable import LoopCarousel

/// The speed of the content after the finger lifts, frame by frame at 60 Hz: a flick starts
/// at the release speed and only slows down, as UIScrollView's deceleration does.
@Suite("Release speed: a flick decelerates from the release speed, monotonically")
struct ReleaseSpeedTests {
  struct Release: CustomTestStringConvertible, Sendable {
    var name: String
    var count = 20
    var wraps = true
    var pagesPerFling: Int? = 1
    /// Where the drag starts, as a scroll-to before it.
    var start = 0
    /// The drag, in points, over 0.1 s.
    var drag: Double
    /// The release velocity, in points per second (positive toward the next item).
    var velocity: Double
    var testDescription: String { name }
  }

  static let releases: [Release] = [
    Release(name: "short: a third of a page, flicked", drag: 130, velocity: 1_000),
    Release(name: "short and slow: just over the flick threshold", drag: 40, velocity: 320),
    Release(
      name: "long and uncapped: 600 points at 6,000", pagesPerFling: nil, drag: 600,
      velocity: 6_000),
    Release(name: "uncapped, backward", pagesPerFling: nil, drag: -300, velocity: -4_000),
    Release(name: "capped at three pages", pagesPerFling: 3, drag: 200, velocity: 8_000),
    Release(name: "fast flick of one page", drag: 100, velocity: 5_000),
    Release(
      name: "toward the end of a finite carousel", count: 6, wraps: false, pagesPerFling: nil,
      start: 3, drag: 150, velocity: 7_000),
  ]

  @Test(
    "Speed per frame never rises after the release and starts at most at the release speed",
    arguments: releases)
  func profile(_ release: Release) throws {
    let physics = ScrollPhysics(pagesPerFling: release.pagesPerFling)
    let h = Harness(count: release.count, wraps: release.wraps, physics: physics)
    try h.carousel.scrollToItem(at: release.start, animated: false, at: h.now)
    h.begin()
    h.move(pages: release.drag / h.pageLength, over: 0.1)
    h.release(velocity: release.velocity / h.pageLength)
    #expect(h.carousel.phase == .settling)
    // The position in pages counted on through page turns: each turn moves the current
    // item by one and the position back by one page.
    var turns = 0
    var current = h.carousel.currentIndex ?? 0
    var distance = h.carousel.pagePosition
    var speeds: [Double] = []
    while h.carousel.phase == .settling {
      h.wait(1.0 / 60)
      var step = (h.carousel.currentIndex ?? 0) - current
      if step > release.count / 2 { step -= release.count }
      if step < -release.count / 2 { step += release.count }
      turns += step
      current = h.carousel.currentIndex ?? 0
      let now = Double(turns) + h.carousel.pagePosition
      speeds.append(abs(now - distance) * 60 * h.pageLength)
      distance = now
    }
    #expect(speeds.count > 1)
    let releaseSpeed = abs(release.velocity)
    #expect(speeds[0] <= releaseSpeed * 1.000_001, "first frame \(speeds[0]) over \(releaseSpeed)")
    for (earlier, later) in zip(speeds, speeds.dropFirst()) {
      #expect(later <= earlier * 1.000_001 + 1e-6, "speeds \(speeds)")
    }
  }
}
