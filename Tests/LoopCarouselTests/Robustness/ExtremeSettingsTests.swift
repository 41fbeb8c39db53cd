import Testing

@testable import LoopCarousel

/// Every setting the API accepts is safe at its extremes (issue 35, item 3): no trap, no
/// hang, and the invariants hold.
@Suite("Settings at their extremes: no trap, bounded work")
struct ExtremeSettingsTests {
  @Test("after a drag of 10^300 points and a reload, the next moves keep page precision")
  func absurdDragThenReload() throws {
    let h = Harness(count: 5)
    try h.carousel.beginDragging(at: h.now)
    try h.carousel.updateDragging(translation: -1e300, at: h.now)
    // The reload makes the drag go on from where the content is.
    try h.carousel.reloadData()
    try h.carousel.updateDragging(translation: -3 * h.pageLength, at: h.now)
    let requests = h.dataSource.requests.count
    let before = h.picture
    // Half a page further: the content moves half a page, with one page turn at most.
    try h.carousel.updateDragging(translation: -3.5 * h.pageLength, at: h.now)
    #expect(h.dataSource.requests.count - requests <= 1)
    #expect(before != h.picture)
    #expect(h.carousel.invariantViolations().isEmpty)
  }

  @Test("Page Down with no practical fling limit goes to the last item of a finite carousel")
  func pageDownWithHugeFlingLimit() throws {
    var physics = ScrollPhysics()
    physics.pagesPerFling = .max
    let harness = Harness(count: 10, wraps: false, physics: physics)
    try harness.carousel.scrollToItem(at: 3, animated: false, at: harness.now)
    #expect(try harness.carousel.handleKey(.pageDown, at: harness.now))
    harness.settle()
    #expect(harness.carousel.currentIndex == 9)
    #expect(try harness.carousel.handleKey(.pageUp, at: harness.now))
    harness.settle()
    #expect(harness.carousel.currentIndex == 0)
  }

  @Test(
    "A ticker at the largest speeds survives a frame gap of years",
    arguments: [1e308, -1e308, 1e300, 1e9])
  func hugeTickerSpeedOverYears(speed: Double) throws {
    for wraps in [true, false] {
      let harness = Harness(count: 7, wraps: wraps)
      try harness.carousel.startTicker(speed: speed, resumeDelay: .seconds(1), at: harness.now)
      harness.wait(0.1)
      harness.now += .seconds(100 * 365 * 24 * 3600)
      harness.carousel.advance(to: harness.now)
      harness.check()
      harness.wait(0.1)
      #expect(harness.carousel.contentOffset.isFinite)
    }
  }

  @Test("A settle, autoplay and a ticker each survive a frame at the latest time")
  func frameAtTheLatestTime() throws {
    let settling = Harness(count: 5)
    settling.swipe(pages: 0.6)
    settling.carousel.advance(to: Carousel.latestTime)
    settling.check()
    #expect(settling.carousel.phase == .idle)

    let autoplaying = Harness(count: 5)
    try autoplaying.carousel.startAutoplay(interval: .seconds(1), at: .zero)
    autoplaying.carousel.advance(to: Carousel.latestTime)
    autoplaying.check()
    #expect(autoplaying.carousel.currentTime == Carousel.latestTime)

    let ticking = Harness(count: 5)
    try ticking.carousel.startTicker(speed: 60, at: .zero)
    ticking.carousel.advance(to: .milliseconds(16))
    ticking.carousel.advance(to: Carousel.latestTime)
    ticking.check()
  }
}
