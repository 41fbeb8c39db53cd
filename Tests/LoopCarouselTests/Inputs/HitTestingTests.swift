import Testing

@testable import LoopCarousel

/// `item(atPoint:)`, `shouldSelectItemAt`, and taps on moving content.
@Suite("Hit testing and selection")
struct HitTestingTests {
  @Test(
    "item(atPoint:) names the item under a point, nil for gaps, empty slots and bad points",
    arguments: [
      (0.0, 0), (160, 0), (320, 0), (-0.001, nil), (320.001, nil), (.nan, nil),
      (.infinity, nil),
    ] as [(Double, Int?)])
  func itemAtPoint(point: Double, item: Int?) {
    let h = Harness(count: 5)
    #expect(h.carousel.item(atPoint: point) == item)
  }

  @Test("item(atPoint:) follows the layout: peeking neighbours, gaps, a drag, no items")
  func itemAtPointLayouts() throws {
    let h = Harness(
      count: 5, geometry: try CarouselGeometry(viewportLength: 320, itemLength: 240, spacing: 16))
    // Frames: left -216...24, middle 40...280, right 296...536.
    #expect(h.carousel.item(atPoint: 10) == 4)
    #expect(h.carousel.item(atPoint: 30) == nil)
    #expect(h.carousel.item(atPoint: 160) == 0)
    #expect(h.carousel.item(atPoint: 300) == 1)
    h.begin()
    h.move(pages: 0.5)  // everything 128 points to the left
    #expect(h.carousel.item(atPoint: 10) == 0)
    #expect(h.carousel.item(atPoint: 160) == nil)  // 152...168 is the gap
    #expect(h.carousel.item(atPoint: 200) == 1)
    let before = ObservableState(h.carousel)
    _ = h.delegate.take()
    _ = h.carousel.item(atPoint: 200)
    #expect(ObservableState(h.carousel) == before)
    #expect(h.delegate.take().isEmpty)
    let empty = Harness(count: 0)
    #expect(empty.carousel.item(atPoint: 160) == nil)
  }

  /// A delegate that answers `shouldSelectItemAt` from a set, and records what it is asked.
  final class Gatekeeper: CarouselDelegate {
    var allowed: Set<Int> = []
    var asked: [Int] = []
    var selected: [Int] = []
    var callBack: ((Carousel) -> Void)?

    func carousel(_ carousel: Carousel, shouldSelectItemAt index: Int) -> Bool {
      asked.append(index)
      callBack?(carousel)
      return allowed.contains(index)
    }

    func carousel(_ carousel: Carousel, didSelectItemAt index: Int) {
      selected.append(index)
    }
  }

  @Test("shouldSelectItemAt is asked first; a refusal selects nothing and returns nil")
  func shouldSelect() throws {
    let h = Harness(count: 5)
    let gate = Gatekeeper()
    h.carousel.delegate = gate
    gate.allowed = [0]
    #expect(try h.carousel.selectItem(atPoint: 160, at: h.now) == 0)
    #expect(gate.asked == [0] && gate.selected == [0])
    gate.allowed = []
    #expect(try h.carousel.selectItem(atPoint: 160, at: h.now) == nil)
    #expect(gate.asked == [0, 0] && gate.selected == [0])
    // A refused side item does not scroll to the centre either.
    h.carousel.centersSelectedItem = true
    h.begin()
    h.move(pages: 0.5)
    try h.carousel.endDragging(at: h.now, velocity: 0)
    h.settle()
    gate.allowed = []
    let item = try h.carousel.selectItem(atPoint: 300, at: h.now)
    #expect(item == nil)
    #expect(h.carousel.phase == .idle)
  }

  @Test("a carousel call from shouldSelectItemAt is rejected as reentrant, and changes nothing")
  func shouldSelectReentrant() throws {
    let h = Harness(count: 5)
    let gate = Gatekeeper()
    h.carousel.delegate = gate
    gate.allowed = [0]
    var error: CarouselError?
    gate.callBack = { carousel in
      do throws(CarouselError) {
        try carousel.scrollToNextItem(at: .zero)
      } catch let caught {
        error = caught
      }
    }
    #expect(try h.carousel.selectItem(atPoint: 160, at: h.now) == 0)
    #expect(error?.code == .reentrantCall)
    #expect(h.carousel.phase == .idle && h.carousel.currentIndex == 0)
    h.check()
  }

  /// Every changing call that can throw, as a callback would make it.
  static let changingCalls = [
    "scrollToNextItem", "scrollToItem", "startAutoplay", "resumeAutoplay", "setPhysics",
    "setWraps", "setGeometry", "setVisibilityThreshold", "beginDragging", "selectItem",
    "accessibilityIncrement",
  ]

  static func make(_ call: String, on carousel: Carousel) throws(CarouselError) {
    let time = Duration.milliseconds(1)
    switch call {
    case "scrollToNextItem": try carousel.scrollToNextItem(at: time)
    case "scrollToItem": try carousel.scrollToItem(at: 3, animated: false, at: time)
    case "startAutoplay": try carousel.startAutoplay(interval: .seconds(1), at: time)
    case "resumeAutoplay": try carousel.resumeAutoplay(at: time)
    case "setPhysics": try carousel.setPhysics(ScrollPhysics(pagesPerFling: 3))
    case "setWraps": try carousel.setWraps(false)
    case "setGeometry": try carousel.setGeometry(CarouselGeometry(viewportLength: 200))
    case "setVisibilityThreshold": try carousel.setVisibilityThreshold(0.5)
    case "beginDragging": try carousel.beginDragging(at: time)
    case "selectItem": _ = try carousel.selectItem(atPoint: 10, at: time)
    default: try carousel.accessibilityIncrement(at: time)
    }
  }

  @Test(
    "every changing call from shouldSelectItemAt throws reentrantCall and changes nothing",
    arguments: changingCalls)
  func everyCallRejectedInShouldSelect(name: String) throws {
    let h = Harness(count: 5)
    let gate = Gatekeeper()
    h.carousel.delegate = gate
    var error: CarouselError?
    var before: ObservableState?
    gate.callBack = { carousel in
      before = ObservableState(carousel)
      do throws(CarouselError) {
        try Self.make(name, on: carousel)
      } catch let caught {
        error = caught
      }
      #expect(ObservableState(carousel) == before, "\(name) changed the state")
    }
    _ = try h.carousel.selectItem(atPoint: 160, at: h.now)
    #expect(error?.code == .reentrantCall, "\(name)")
    #expect(h.carousel.autoplayInterval == nil)
    #expect(h.carousel.physics == ScrollPhysics())
    h.check()
  }

  @Test("a tap on settling content catches it: nothing selected, it settles on the nearest slot")
  func tapCatchesMotion() throws {
    let h = Harness(count: 5)
    h.delegate.recordsSettle = true
    try h.carousel.startAutoplay(interval: .seconds(2), at: h.now)
    h.wait(2.1)  // an autoplay step toward item 1, under way
    #expect(h.carousel.phase == .settling)
    let position = h.carousel.pagePosition
    _ = h.delegate.take()
    let tapped = try h.carousel.selectItem(atPoint: 160, at: h.now)
    #expect(tapped == nil)
    let nearest = position > 0.5 ? 1 : 0
    // The autoplay step's settle toward item 1 is cancelled if it turns elsewhere; toward
    // the same item it goes on, unannounced.
    let expected: [CarouselEvent] =
      nearest == 1 ? [] : [.didCancelSettlingOnItem(1), .willSettleOnItem(nearest)]
    #expect(h.delegate.take() == expected)
    #expect(h.carousel.targetIndex == nearest)
    h.settle()
    #expect(h.carousel.currentIndex == nearest)
    #expect(!h.delegate.take().contains { $0.isSelection })
    h.check()
  }

  @Test("a tap on settling content asks nothing of shouldSelectItemAt")
  func tapCatchesWithoutAsking() throws {
    let h = Harness(count: 5)
    let gate = Gatekeeper()
    h.carousel.delegate = gate
    gate.allowed = [0, 1]
    try h.carousel.scrollToNextItem(at: h.now)
    h.wait(0.2)
    #expect(try h.carousel.selectItem(atPoint: 160, at: h.now) == nil)
    #expect(gate.asked.isEmpty && gate.selected.isEmpty)
  }
}

@Suite("Points are measured from the viewport's left edge in every layout direction")
struct PointSpaceTests {
  @Test("Right to left: the next item lies at the left, where its frame says; a tap hits it")
  func rightToLeft() throws {
    let geometry = try CarouselGeometry(
      viewportLength: 320, itemLength: 240, spacing: 16, layoutDirection: .rightToLeft)
    let h = Harness(count: 5, geometry: geometry)
    let next = try #require(h.carousel.layoutAttributes(for: .right))
    #expect(next.item == 1)
    #expect(next.frameOrigin < 0)
    #expect(h.carousel.item(atPoint: 10) == 1)
    #expect(h.carousel.item(atPoint: 310) == 4)
    #expect(h.carousel.item(atPoint: next.frameOrigin + next.frameLength - 1) == 1)
  }
}
