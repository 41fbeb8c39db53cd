import LoopCarouselObservation
import Observation
import Testing

@testable import LoopCarousel

/// `CarouselModel`: the carousel's state through the Observation framework.
@Suite("The observable model")
struct CarouselModelTests {
  @Test("the model follows every change of the carousel")
  func mirrorsTheCarousel() throws {
    let h = Harness(count: 5)
    let model = CarouselModel(h.carousel)
    func expectMirrored(_ comment: Comment) {
      #expect(model.currentIndex == h.carousel.currentIndex, comment)
      #expect(model.targetIndex == h.carousel.targetIndex, comment)
      #expect(model.phase == h.carousel.phase, comment)
      #expect(model.pagePosition == h.carousel.pagePosition, comment)
      #expect(model.currentPage == h.carousel.currentPage, comment)
      #expect(model.numberOfPages == h.carousel.numberOfPages, comment)
      #expect(model.showsPageIndicator == h.carousel.showsPageIndicator, comment)
      #expect(model.placementRevision == h.carousel.placementRevision, comment)
    }
    expectMirrored("at first")
    h.begin()
    h.move(pages: 0.7)
    expectMirrored("dragging")
    h.release()
    h.wait(0.1)
    expectMirrored("settling")
    h.settle()
    expectMirrored("settled")
    h.dataSource.count = 1
    try h.carousel.reloadData()
    expectMirrored("one item")
    h.carousel.style = .cube
    expectMirrored("a new style")
  }

  @Test("an observer hears each real change once, and nothing on a still frame")
  func countedChanges() throws {
    let h = Harness(count: 5)
    let model = CarouselModel(h.carousel)
    // Observation tells one change per tracking, so a property is tracked again after each
    // change it told: `turns` counts the changes of the page indicator's dot, `positions`
    // those of the position.
    let counts = Locked((turns: 0, positions: 0, retrackPage: false, retrackPosition: false))
    var turns: Int { counts.withLock { $0.turns } }
    var positions: Int { counts.withLock { $0.positions } }
    func trackPage() {
      withObservationTracking {
        _ = model.currentPage
      } onChange: {
        counts.withLock {
          $0.turns += 1; $0.retrackPage = true
        }
      }
    }
    func trackPosition() {
      withObservationTracking {
        _ = model.pagePosition
      } onChange: {
        counts.withLock {
          $0.positions += 1; $0.retrackPosition = true
        }
      }
    }
    trackPage()
    trackPosition()
    func track() {
      if counts.withLock({ $0.retrackPage }) {
        counts.withLock { $0.retrackPage = false }
        trackPage()
      }
      if counts.withLock({ $0.retrackPosition }) {
        counts.withLock { $0.retrackPosition = false }
        trackPosition()
      }
    }
    track()
    try h.carousel.beginDragging(at: h.now)
    track()
    // A drag of 0.6 pages in ten moves: the page indicator moves to item 1 once, past half way.
    for step in 1...10 {
      h.now += .milliseconds(16)
      try h.carousel.updateDragging(
        translation: 0.06 * Double(step) * h.pageLength, at: h.now)
      track()
    }
    #expect(turns == 1)
    #expect(positions == 10)
    h.release()
    h.settle()
    track()
    // At rest, frames change nothing: the observers hear nothing.
    let (before, beforePositions) = (turns, positions)
    for _ in 0..<5 {
      h.now += .milliseconds(16)
      h.carousel.advance(to: h.now)
    }
    #expect(turns == before && positions == beforePositions)
  }

  @Test("a freed model stops observing; the carousel lives on")
  func modelLifetime() {
    let h = Harness(count: 5)
    var model: CarouselModel? = CarouselModel(h.carousel)
    #expect(h.carousel.changeObservers.count == 1)
    weak let weakModel = model
    model = nil
    #expect(weakModel == nil)
    #expect(h.carousel.changeObservers.isEmpty)
  }
}
