import Testing

@testable import LoopCarousel

/// Regressions found by an independent review of the engine.
@Suite("Review regressions")
struct ReviewRegressionTests {
  @Test("Next during a settle back from past the midpoint counts from the item it heads to")
  func nextWhileSettlingBack() throws {
    let h = Harness(count: 5)
    h.begin()
    h.move(pages: 0.7)
    h.release(velocity: -2)
    try h.carousel.scrollToNextItem(at: h.now)
    h.check()
    h.settle()
    #expect(h.carousel.currentIndex == 1)
  }

  @Test("A reload during a settle back keeps the settle's destination")
  func reloadWhileSettlingBack() throws {
    let h = Harness(count: 5)
    h.begin()
    h.move(pages: 0.7)
    h.release(velocity: -2)
    try h.carousel.reloadData()
    h.check()
    h.settle()
    #expect(h.carousel.currentIndex == 0)
  }

  @Test("One large move after catching a scroll-to lands where many small moves do")
  func largeMoveAfterJump() throws {
    func run(steps: Int) throws -> Int? {
      let h = Harness(count: 10)
      try h.carousel.scrollToItem(at: 5, at: h.now)
      h.wait(0.05)
      h.begin()
      h.move(pages: 5.2, over: Double(steps) / 60)
      return h.carousel.currentIndex
    }
    #expect(try run(steps: 60) == run(steps: 1))
    #expect(try run(steps: 1) == 9)
  }

  @Test("A delegate that scrolls from a callback does not swallow the next didScroll")
  func noLostDidScroll() throws {
    let h = Harness(count: 10)
    h.delegate.onScrollToItem = { carousel, index in
      if index == 1 { try? carousel.scrollToItem(at: 4, at: carousel.currentTime) }
    }
    h.swipe(pages: 0.6)
    var lost = 0
    var frames = 0
    while (h.carousel.phase != .idle || h.carousel.currentIndex != 4) && frames < 600 {
      let before = h.delegate.scrollCount
      let position = h.carousel.pagePosition
      h.wait(1.0 / 60)
      if h.carousel.pagePosition != position, h.delegate.scrollCount == before { lost += 1 }
      frames += 1
    }
    #expect(h.carousel.currentIndex == 4)
    #expect(lost == 0)
  }

  @Test("A second next during a page turn changes nothing on screen", arguments: [false, true])
  func secondNextKeepsPicture(peeking: Bool) throws {
    let geometry =
      peeking ? try CarouselGeometry(viewportLength: 400, itemLength: 300, spacing: 20) : .standard
    let h = Harness(count: 5, geometry: geometry)
    try h.carousel.scrollToNextItem(at: h.now)
    h.wait(0.05)
    let before = h.picture
    try h.carousel.scrollToNextItem(at: h.now)
    h.check()
    #expect(h.picture == before)
    h.settle()
    #expect(h.carousel.currentIndex == 2)
  }

  @Test("A far scroll-to with peeking neighbours runs through the items between")
  func farScrollWithPeeking() throws {
    let geometry = try CarouselGeometry(viewportLength: 400, itemLength: 300, spacing: 20)
    let h = Harness(count: 10, geometry: geometry)
    let before = h.picture
    try h.carousel.scrollToItem(at: 3, at: h.now)
    h.check()
    #expect(h.picture == before)
    h.settle()
    #expect(h.carousel.currentIndex == 3)
  }

  @Test("A failed instant scroll-to leaves the state untouched")
  func failedInstantScroll() throws {
    let h = Harness(count: 10)
    h.begin()
    h.move(pages: 0.7)
    h.release(velocity: 0)
    let current = h.carousel.currentIndex
    let position = h.carousel.pagePosition
    h.dataSource.override = { carousel, item, _ throws(CarouselError) in
      if item == 7 { throw CarouselError(.cellNotDequeued, "no") }
      return try carousel.dequeueReusableCell(withIdentifier: "banner")
    }
    #expect(throws: CarouselError.self) {
      try h.carousel.scrollToItem(at: 7, animated: false, at: h.now)
    }
    #expect(h.carousel.currentIndex == current)
    #expect(h.carousel.pagePosition == position)
  }

  @Test("Reloading at rest keeps the autoplay rhythm")
  func reloadKeepsAutoplayRhythm() throws {
    let h = Harness(count: 5)
    try h.carousel.startAutoplay(interval: .seconds(3), at: .zero)
    for _ in 0..<5 {
      h.wait(1)
      try h.carousel.reloadData()
    }
    #expect(h.carousel.currentIndex == 1)
  }
}
