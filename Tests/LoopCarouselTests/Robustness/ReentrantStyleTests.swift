import Testing

@testable import LoopCarousel

/// A style that, once armed, calls back into the carousel it draws from every transform it
/// is asked for: a scroll and a move of the drag, which a pure style never makes.
private final class ReentrantStyle: CarouselStyle, @unchecked Sendable {
  weak var carousel: Carousel?
  var armed = false
  var refusals: [CarouselError.Code] = []
  var obeyed = 0

  func transform(forProgress progress: Double, in geometry: CarouselGeometry) -> SlotTransform {
    if armed, let carousel {
      let time = carousel.currentTime
      do {
        try carousel.scrollToItem(at: 3, animated: false, at: time)
        obeyed += 1
      } catch {
        refusals.append(error.code)
      }
      do {
        try carousel.updateDragging(translation: 250, at: time)
        obeyed += 1
      } catch {
        refusals.append(error.code)
      }
    }
    return SlotTransform(scale: 1 - 0.1 * min(abs(progress), 1))
  }
}

@Suite("A style that calls back into the carousel")
struct ReentrantStyleTests {
  /// Where the carousel asks the style.
  enum Asking: String, CaseIterable, CustomTestStringConvertible {
    case endOfDragMove, frame, placement, layoutAttributes, hitTest, selection
    case animatedScroll

    var testDescription: String { rawValue }
  }

  @Test(
    "every call a style makes from its transform is refused with reentrantCall, the slots right",
    arguments: Asking.allCases)
  func refused(_ asking: Asking) throws {
    let h = Harness(
      count: 6, geometry: try CarouselGeometry(viewportLength: 390, itemLength: 300, spacing: 10))
    let style = ReentrantStyle()
    style.carousel = h.carousel
    h.carousel.style = style
    let dragging = asking == .endOfDragMove || asking == .frame
    if dragging {
      h.begin()
      h.move(pages: 0.2)
    }
    let before = ObservableState(h.carousel)
    style.armed = true
    switch asking {
    case .endOfDragMove:
      h.now += .milliseconds(16)
      try h.carousel.updateDragging(translation: -0.3 * h.pageLength, at: h.now)
    case .frame:
      try h.carousel.endDragging(at: h.now, velocity: 0)
      h.now += .milliseconds(16)
      h.carousel.advance(to: h.now)
    case .placement:
      for position in SlotPosition.allCases { _ = h.carousel.placement(for: position) }
    case .layoutAttributes:
      for position in SlotPosition.allCases { _ = h.carousel.layoutAttributes(for: position) }
    case .hitTest:
      _ = h.carousel.item(atPoint: 200)
    case .selection:
      _ = try h.carousel.selectItem(atPoint: 200, at: h.now)
    case .animatedScroll:
      // Three items away: the plan asks the style whether the side slot is drawn.
      try h.carousel.scrollToItem(at: 3, animated: true, at: h.now)
    }
    style.armed = false
    #expect(style.obeyed == 0, "a call from the style was carried out")
    #expect(!style.refusals.isEmpty && style.refusals.allSatisfy { $0 == .reentrantCall })
    h.check()
    // The slots are the current item's and its neighbours'.
    let current = try #require(h.carousel.currentIndex)
    if h.carousel.phase != .settling {
      #expect(h.items == [(current + 5) % 6, current, (current + 1) % 6])
    }
    switch asking {
    case .placement, .layoutAttributes, .hitTest:
      #expect(ObservableState(h.carousel) == before, "a read changed the carousel")
    case .endOfDragMove:
      #expect(h.carousel.phase == .dragging && current == 0)
    case .frame, .selection:
      #expect(current == 0)
    case .animatedScroll:
      #expect(h.carousel.targetIndex == 3)
    }
    if h.carousel.phase == .dragging { h.release(velocity: 0) }
    h.settle()
    #expect(h.carousel.currentIndex == (asking == .animatedScroll ? 3 : 0))
    h.check()
  }
}
