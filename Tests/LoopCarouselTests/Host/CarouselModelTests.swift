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
      Self.expectMirrored(model, h.carousel, comment)
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

  /// Every property of the model against the carousel's.
  static func expectMirrored(
    _ model: CarouselModel, _ carousel: Carousel, _ comment: Comment,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    func same<Value: Equatable>(_ name: String, _ a: Value, _ b: Value) {
      #expect(a == b, "\(name): \(comment)", sourceLocation: sourceLocation)
    }
    same("numberOfItems", model.numberOfItems, carousel.numberOfItems)
    same("currentIndex", model.currentIndex, carousel.currentIndex)
    same("targetIndex", model.targetIndex, carousel.targetIndex)
    same("phase", model.phase, carousel.phase)
    same("frameSchedule", model.frameSchedule, carousel.frameSchedule)
    same("pagePosition", model.pagePosition, carousel.pagePosition)
    same("numberOfPages", model.numberOfPages, carousel.numberOfPages)
    same("currentPage", model.currentPage, carousel.currentPage)
    same("showsPageIndicator", model.showsPageIndicator, carousel.showsPageIndicator)
    same("placementRevision", model.placementRevision, carousel.placementRevision)
    same("wraps", model.wraps, carousel.wraps)
    same("rewinds", model.rewinds, carousel.rewinds)
    same("reducesMotion", model.reducesMotion, carousel.reducesMotion)
    same("hidesForSinglePage", model.hidesForSinglePage, carousel.hidesForSinglePage)
    same("isAutoplayRunning", model.isAutoplayRunning, carousel.isAutoplayRunning)
    same("autoplayProgress", model.autoplayProgress, carousel.autoplayProgress)
    same("isRotating", model.isRotating, carousel.isRotating)
    same("rotationControlLabel", model.rotationControlLabel, carousel.rotationControlLabel)
    same("tickerSpeed", model.tickerSpeed, carousel.tickerSpeed)
    same("isOnScreen", model.isOnScreen, carousel.isOnScreen)
    same("focusedItem", model.focusedItem, carousel.focusedItem)
    same("isPointerInside", model.isPointerInside, carousel.isPointerInside)
    same("accessibilityValue", model.accessibilityValue, carousel.accessibilityValue)
  }

  @Test(
    "the model follows the settings and the inputs beside touch at once, with no call after them")
  func mirrorsSettings() throws {
    let h = Harness(count: 1)
    let model = CarouselModel(h.carousel)
    Self.expectMirrored(model, h.carousel, "one item")
    h.carousel.hidesForSinglePage = false
    Self.expectMirrored(model, h.carousel, "hidesForSinglePage off")
    #expect(model.showsPageIndicator)
    h.carousel.reducesMotion = true
    Self.expectMirrored(model, h.carousel, "reducesMotion")
    h.carousel.rewinds = true
    Self.expectMirrored(model, h.carousel, "rewinds")
    h.carousel.accessibilityValueText = { item, count in "Banner \(item + 1)/\(count)" }
    Self.expectMirrored(model, h.carousel, "accessibilityValueText")
    h.carousel.rotationControlLabelText = { $0 ? "Stop" : "Go" }
    Self.expectMirrored(model, h.carousel, "rotationControlLabelText")
    h.dataSource.count = 6
    try h.carousel.reloadData()
    try h.carousel.startAutoplay(interval: .seconds(3), at: h.now)
    h.wait(1)
    Self.expectMirrored(model, h.carousel, "autoplay")
    // The calls that take no time notify the model too.
    h.carousel.pauseAutoplay()
    Self.expectMirrored(model, h.carousel, "pauseAutoplay()")
    #expect(!model.isAutoplayRunning)
    try h.carousel.resumeAutoplay(at: h.now)
    h.carousel.stopAutoplay()
    Self.expectMirrored(model, h.carousel, "stopAutoplay()")
    #expect(!model.isAutoplayRunning && model.autoplayProgress == nil)
    try h.carousel.startAutoplay(interval: .seconds(3), at: h.now)
    try h.carousel.setPointerInside(true, at: h.now)
    Self.expectMirrored(model, h.carousel, "hover")
    try h.carousel.setFocusedItem(2, at: h.now)
    Self.expectMirrored(model, h.carousel, "focus")
    try h.carousel.setOnScreen(false, at: h.now)
    Self.expectMirrored(model, h.carousel, "off screen")
    try h.carousel.startTicker(speed: 120, at: h.now)
    Self.expectMirrored(model, h.carousel, "ticker")
    try h.carousel.setWraps(false)
    Self.expectMirrored(model, h.carousel, "finite")
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
