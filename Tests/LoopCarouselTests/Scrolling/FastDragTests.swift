import Testing

@testable import LoopCarousel

@Suite("The fast-drag fix")
struct FastDragTests {
  /// Where each visible item is, relative to the viewport centre, in points.
  func visiblePositions(_ carousel: Carousel) -> [Int: Double] {
    var result: [Int: Double] = [:]
    for position in SlotPosition.allCases {
      guard let attributes = carousel.layoutAttributes(for: position), attributes.isVisible
      else { continue }
      result[attributes.item] = attributes.frameCenter - carousel.geometry.viewportLength / 2
    }
    return result
  }

  @Test("A drag that catches a settle nearest a side slot shifts without any visual jump")
  func shiftsWithoutJump() throws {
    let geometry = try CarouselGeometry(viewportLength: 300, itemLength: 300, spacing: 20)
    let h = Harness(count: 5, geometry: geometry)
    h.swipe(pages: 0.3, velocity: 4)
    h.now += .milliseconds(120)
    h.carousel.advance(to: h.now)
    h.check()
    #expect(h.carousel.phase == .settling)
    #expect(h.carousel.pagePosition > 0.5)
    #expect(h.carousel.currentIndex == 0)
    let before = visiblePositions(h.carousel)
    h.dataSource.resetLog()
    _ = h.delegate.take()
    h.begin()
    let after = visiblePositions(h.carousel)
    #expect(h.carousel.currentIndex == 1)
    #expect(h.items == [0, 1, 2])
    #expect(h.carousel.phase == .dragging)
    #expect(h.dataSource.requests == [.init(item: 2, slot: .right)])
    #expect(before.keys.sorted() == after.keys.sorted())
    for (item, place) in before {
      #expect(abs((after[item] ?? .nan) - place) < 1e-9, "item \(item) moved")
    }
    // The finger then carries on from exactly where the content was.
    h.move(pages: 0.01)
    let moved = visiblePositions(h.carousel)
    for (item, place) in after {
      #expect(abs((moved[item] ?? .nan) - (place - 0.01 * h.pageLength)) < 1e-6)
    }
    h.release(velocity: 0)
    h.settle()
    #expect(h.carousel.currentIndex == 1)
    #expect(
      h.delegate.take() == [
        .willBeginDragging, .didEndDragging(willSettle: true), .didScrollToItem(1),
      ])
  }

  @Test("A drag that catches a settle nearest the middle slot does not shift")
  func noShiftNearMiddle() {
    let h = Harness(count: 5)
    h.swipe(pages: 0.2, velocity: 4)
    h.now += .milliseconds(10)
    h.carousel.advance(to: h.now)
    #expect(h.carousel.pagePosition < 0.5)
    h.dataSource.resetLog()
    h.begin()
    #expect(h.carousel.currentIndex == 0)
    #expect(h.dataSource.requests.isEmpty)
  }
}
