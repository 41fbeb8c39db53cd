import Testing

@testable import LoopCarousel

@Suite("Layout attributes, direction, resizing and the page indicator")
struct LayoutTests {
  @Test("At rest the middle slot is centred and the side slots sit one page away")
  func restingFrames() throws {
    let geometry = try CarouselGeometry(viewportLength: 400, itemLength: 300, spacing: 20)
    let h = Harness(count: 5, geometry: geometry)
    let left = try #require(h.carousel.layoutAttributes(for: .left))
    let middle = try #require(h.carousel.layoutAttributes(for: .middle))
    let right = try #require(h.carousel.layoutAttributes(for: .right))
    #expect(middle.frameOrigin == 50)
    #expect(middle.frameLength == 300)
    #expect(left.frameOrigin == 50 - 320)
    #expect(right.frameOrigin == 50 + 320)
    #expect([left.progress, middle.progress, right.progress] == [-1, 0, 1])
    #expect(left.isVisible && middle.isVisible && right.isVisible)
    let full = Harness(count: 5)
    #expect(full.carousel.layoutAttributes(for: .left)?.isVisible == false)
    #expect(full.carousel.layoutAttributes(for: .right)?.isVisible == false)
  }

  @Test("Progress follows a drag, in pages toward the next item")
  func progressDuringDrag() throws {
    let h = Harness(count: 5)
    h.begin()
    h.move(pages: 0.25)
    let middle = try #require(h.carousel.layoutAttributes(for: .middle))
    let right = try #require(h.carousel.layoutAttributes(for: .right))
    #expect(abs(middle.progress + 0.25) < 1e-12)
    #expect(abs(right.progress - 0.75) < 1e-12)
    #expect(abs(middle.frameOrigin + 0.25 * 320) < 1e-9)
  }

  @Test("Right-to-left mirrors frames and drag signs, not the data")
  func rightToLeft() throws {
    let geometry = try CarouselGeometry(viewportLength: 320, layoutDirection: .rightToLeft)
    let h = Harness(count: 5, geometry: geometry)
    let right = try #require(h.carousel.layoutAttributes(for: .right))
    #expect(right.item == 1)
    #expect(right.frameOrigin == -320)
    // A finger moving right (positive screen translation, negated by the host) is a
    // negative value; in right-to-left it moves toward the next item.
    h.begin()
    h.move(pages: -0.3)
    #expect(h.carousel.pagePosition > 0)
    h.release(velocity: -2)
    h.settle()
    #expect(h.carousel.currentIndex == 1)
    #expect(try h.carousel.selectItem(atPoint: 10, at: h.now) == 1)
  }

  @Test("A vertical carousel behaves as a horizontal one on the other axis")
  func vertical() throws {
    let horizontal = Harness(count: 5)
    let geometry = try CarouselGeometry(viewportLength: 320, orientation: .vertical)
    let vertical = Harness(count: 5, geometry: geometry)
    for h in [horizontal, vertical] {
      h.swipe(pages: 0.3, velocity: 3)
      h.wait(0.1)
    }
    #expect(horizontal.carousel.pagePosition == vertical.carousel.pagePosition)
    #expect(
      horizontal.carousel.layoutAttributes(for: .middle)
        == vertical.carousel.layoutAttributes(for: .middle))
  }

  @Test("Resizing mid-settle keeps the item and the fractional position and asks for nothing")
  func resizeMidSettle() throws {
    let h = Harness(count: 5)
    h.swipe(pages: 0.3, velocity: 3)
    h.wait(0.1)
    let position = h.carousel.pagePosition
    let item = h.carousel.currentIndex
    h.dataSource.resetLog()
    try h.carousel.setGeometry(try CarouselGeometry(viewportLength: 568))
    h.check()
    #expect(h.carousel.pagePosition == position)
    #expect(h.carousel.currentIndex == item)
    #expect(h.carousel.contentOffset == (1 + position) * 568)
    #expect(h.dataSource.requests.isEmpty)
    h.settle()
    #expect(h.carousel.currentIndex == 1)
    #expect(h.carousel.contentOffset == 568)
  }

  @Test("Resizing mid-drag keeps the content under the finger")
  func resizeMidDrag() throws {
    let h = Harness(count: 5)
    h.begin()
    h.move(pages: 0.4)
    try h.carousel.setGeometry(try CarouselGeometry(viewportLength: 200))
    h.check()
    #expect(abs(h.carousel.pagePosition - 0.4) < 1e-12)
    h.now += .milliseconds(16)
    try h.carousel.updateDragging(translation: 0.4 * 320 + 20, at: h.now)
    #expect(abs(h.carousel.pagePosition - 0.5) < 1e-12)
  }

  @Test("The page indicator changes at the midpoint of a drag and across the wrap")
  func pageIndicator() throws {
    let h = Harness(count: 5)
    #expect(h.carousel.numberOfPages == 5)
    #expect(h.carousel.currentPage == 0)
    h.begin()
    h.move(pages: -0.49)
    #expect(h.carousel.currentPage == 0)
    h.move(pages: -0.02, from: -0.49)
    #expect(h.carousel.currentPage == 4)
    #expect(h.carousel.currentIndex == 0)
    h.release()
    h.settle()
    #expect(h.carousel.currentPage == 4)
    h.dataSource.count = 3
    try h.carousel.reloadData()
    #expect(h.carousel.currentPage == 2)
    #expect(h.carousel.numberOfPages == 3)
    #expect(h.carousel.accessibilityValue == "item 3 of 3")
    h.dataSource.count = 1
    try h.carousel.reloadData()
    #expect(!h.carousel.showsPageIndicator)
    h.carousel.hidesForSinglePage = false
    #expect(h.carousel.showsPageIndicator)
  }

  @Test("Accessibility increment and decrement scroll to the neighbours")
  func accessibility() throws {
    let h = Harness(count: 4)
    #expect(h.carousel.accessibilityValue == "item 1 of 4")
    try h.carousel.accessibilityIncrement(at: h.now)
    // Read right after the action, as VoiceOver does: the item the scroll is heading to.
    #expect(h.carousel.phase == .settling && h.carousel.currentPage == 0)
    #expect(h.carousel.accessibilityValue == "item 2 of 4")
    h.settle()
    #expect(h.carousel.accessibilityValue == "item 2 of 4")
    try h.carousel.accessibilityDecrement(at: h.now)
    try h.carousel.accessibilityDecrement(at: h.now)
    h.settle()
    #expect(h.carousel.currentIndex == 3)
  }

  @Test("The accessibility value can be the host's own text, from the item and the count")
  func localizedAccessibilityValue() throws {
    let h = Harness(count: 4)
    var asked: [[Int]] = []
    h.carousel.accessibilityValueText = { item, count in
      asked.append([item, count])
      return "Banner \(item + 1) von \(count)"
    }
    #expect(h.carousel.accessibilityValue == "Banner 1 von 4")
    try h.carousel.scrollToItem(at: 2, animated: false, at: h.now)
    #expect(h.carousel.accessibilityValue == "Banner 3 von 4")
    // Item 2 is asked for twice: for the scroll's announcement, then for the value.
    #expect(asked == [[0, 4], [2, 4], [2, 4]])
    h.carousel.accessibilityValueText = nil
    #expect(h.carousel.accessibilityValue == "item 3 of 4")
    let empty = Harness(count: 0)
    empty.carousel.accessibilityValueText = { _, _ in "never" }
    #expect(empty.carousel.accessibilityValue == nil)
  }

  @Test("A tap on a peeking side slot selects it, and centres it when asked to")
  func tapPeeking() throws {
    let geometry = try CarouselGeometry(viewportLength: 400, itemLength: 300, spacing: 20)
    let h = Harness(count: 5, geometry: geometry)
    #expect(try h.carousel.selectItem(atPoint: 10, at: h.now) == 4)
    #expect(try h.carousel.selectItem(atPoint: 45, at: h.now) == nil)
    #expect(h.carousel.phase == .idle)
    h.carousel.centersSelectedItem = true
    #expect(try h.carousel.selectItem(atPoint: 390, at: h.now) == 1)
    #expect(h.carousel.phase == .settling)
    h.settle()
    #expect(h.carousel.currentIndex == 1)
    #expect(h.delegate.take() == [.didSelectItem(4), .didSelectItem(1), .didScrollToItem(1)])
  }

  @Test("Flipping the layout direction during a drag keeps the content under the finger")
  func flipDuringDrag() throws {
    let h = Harness(count: 10)
    h.begin()
    h.move(pages: 0.3)
    let before = h.carousel.pagePosition
    let rtl = try CarouselGeometry(viewportLength: 320, layoutDirection: .rightToLeft)
    try h.carousel.setGeometry(rtl)
    #expect(h.carousel.pagePosition == before)
    // Ten more points of the same finger: in a right-to-left layout, toward the previous item.
    h.now += .milliseconds(16)
    try h.carousel.updateDragging(translation: 0.3 * 320 + 10, at: h.now)
    h.check()
    #expect(abs(h.carousel.pagePosition - (before - 10.0 / 320)) < 1e-9)
    h.release(velocity: 0)
    h.settle()
    #expect(h.carousel.currentIndex == 0)
  }
}
