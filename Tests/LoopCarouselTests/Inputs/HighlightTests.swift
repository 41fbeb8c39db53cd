import Testing

@testable import LoopCarousel

/// `touchDown(atX:y:at:)`: a finger resting on an item at rest highlights it, as a pressed
/// cell of a collection view, until it lifts, a drag begins, or anything moves the content.
@Suite("A finger highlighting the item it rests on")
struct HighlightTests {
  /// The middle of the viewport, where the current item is.
  private func middle(_ h: Harness) -> (x: Double, y: Double) {
    let size = h.carousel.geometry.viewportSize
    return (size.x / 2, size.y / 2)
  }

  /// A finger touching down on the middle of the viewport, now.
  private func press(_ h: Harness) throws {
    let (x, y) = middle(h)
    try h.carousel.touchDown(atX: x, y: y, at: h.now)
  }

  /// A delegate that lets no item be highlighted.
  private final class NoHighlights: CarouselDelegate {
    var asked: [Int] = []
    var heard: [CarouselEvent] = []
    func carousel(_ carousel: Carousel, shouldHighlightItemAt index: Int) -> Bool {
      asked.append(index)
      return false
    }
    func carousel(_ carousel: Carousel, didReceive event: CarouselEvent) { heard.append(event) }
  }

  @Test("a touch at rest highlights the item under it; lifting ends the highlight, then the tap")
  func touchAndLift() throws {
    let h = Harness(count: 5)
    let (x, y) = middle(h)
    try press(h)
    h.check()
    #expect(h.carousel.highlightedItem == 0)
    #expect(h.delegate.take() == [.didHighlightItem(0)])
    h.now += .milliseconds(80)
    try h.carousel.touchUp(at: h.now)
    #expect(h.carousel.highlightedItem == nil)
    #expect(try h.carousel.selectItem(atX: x, y: y, at: h.now) == 0)
    #expect(h.delegate.take() == [.didUnhighlightItem(0), .didSelectItem(0)])
  }

  @Test("a pan that begins ends the highlight; a touch that catches a motion highlights nothing")
  func panAndCaughtMotion() throws {
    let h = Harness(count: 5)
    try press(h)
    _ = h.delegate.take()
    h.begin()
    #expect(h.carousel.highlightedItem == nil)
    #expect(h.delegate.take() == [.willBeginDragging, .didUnhighlightItem(0)])
    h.move(pages: 0.3)
    h.release()
    _ = h.delegate.take()
    // Settling after the release: the next touch catches the motion and highlights nothing.
    try press(h)
    #expect(h.carousel.phase == .dragging && h.carousel.highlightedItem == nil)
    #expect(!h.delegate.take().contains(.didHighlightItem(0)))
  }

  @Test("a scroll or a reload while the finger rests ends the highlight")
  func motionAndReload() throws {
    let h = Harness(count: 5)
    try press(h)
    _ = h.delegate.take()
    try h.carousel.scrollToNextItem(animated: true, at: h.now)
    #expect(h.carousel.highlightedItem == nil)
    #expect(h.delegate.take().contains(.didUnhighlightItem(0)))
    h.settle()
    try h.carousel.touchUp(at: h.now)
    try press(h)
    #expect(h.carousel.highlightedItem == 1)
    _ = h.delegate.take()
    try h.carousel.reloadData()
    #expect(h.carousel.highlightedItem == nil)
    #expect(h.delegate.take().contains(.didUnhighlightItem(1)))
    h.check()
  }

  @Test("the delegate may decline; a gap, bad input or a second touch highlights nothing")
  func declinedAndBadInput() throws {
    let h = Harness(count: 5)
    let (x, y) = middle(h)
    let declining = NoHighlights()
    h.carousel.delegate = declining
    try press(h)
    #expect(declining.asked == [0] && h.carousel.highlightedItem == nil)
    #expect(!declining.heard.contains(.didHighlightItem(0)))
    try h.carousel.touchUp(at: h.now)
    h.carousel.delegate = h.delegate
    // Outside the viewport: no item, no highlight, and no error.
    try h.carousel.touchDown(atX: -5, y: y, at: h.now)
    #expect(h.carousel.highlightedItem == nil)
    try h.carousel.touchUp(at: h.now)
    let before = h.carousel.currentTime
    #expect(
      (#expect(throws: CarouselError.self) {
        try h.carousel.touchDown(atX: .nan, y: y, at: h.now + .seconds(1))
      })?.code == .nonFiniteInput)
    #expect(h.carousel.currentTime == before && h.carousel.highlightedItem == nil)
    // A second touch while one rests keeps the first highlight.
    try press(h)
    try h.carousel.touchDown(atX: x - 100, y: y, at: h.now)
    #expect(h.carousel.highlightedItem == 0)
  }

  @Test("a scroll that lands at once moves the content from under the finger: the highlight ends")
  func instantScroll() throws {
    let h = Harness(count: 10)
    try press(h)
    _ = h.delegate.take()
    try h.carousel.scrollToItem(at: 5, animated: false, at: h.now)
    h.check()
    #expect(h.carousel.highlightedItem == nil)
    #expect(h.delegate.take().contains(.didUnhighlightItem(0)))
  }

  @Test("a listener that arrives during a highlight hears neither it nor its end")
  func lateListener() throws {
    let h = Harness(count: 5)
    try press(h)
    #expect(h.delegate.take() == [.didHighlightItem(0)])
    let late = RecordingDelegate()
    h.carousel.delegate = late
    try h.carousel.touchUp(at: h.now)
    #expect(!late.take().contains(.didUnhighlightItem(0)))
    // The first delegate, set again, starts afresh: a new highlight and its end, once each.
    h.carousel.delegate = h.delegate
    try press(h)
    try h.carousel.touchUp(at: h.now)
    let heard = h.delegate.take().filter {
      $0 == .didHighlightItem(0) || $0 == .didUnhighlightItem(0)
    }
    #expect(heard == [.didHighlightItem(0), .didUnhighlightItem(0)])
  }

  @Test("a touch while a finger already rests highlights nothing, after a reload too")
  func secondTouch() throws {
    let h = Harness(count: 5)
    try h.carousel.touchDown(at: h.now)
    try press(h)
    #expect(h.carousel.highlightedItem == nil)
    try h.carousel.touchUp(at: h.now)
    try press(h)
    try h.carousel.reloadData()
    #expect(h.carousel.highlightedItem == nil)
    try press(h)
    #expect(h.carousel.highlightedItem == nil)
    h.check()
  }
}
