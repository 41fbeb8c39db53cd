import Testing

@testable import LoopCarousel

/// `itemDidAppearAt` / `itemDidDisappearAt` and the visibility threshold.
@Suite("Visibility events")
struct VisibilityTests {
  /// A delegate that records the visibility events too.
  private func visibilityRecorder() -> RecordingDelegate {
    let delegate = RecordingDelegate()
    delegate.recordsVisibility = true
    return delegate
  }

  private func harness(count: Int = 5, geometry: CarouselGeometry = .standard) -> Harness {
    let h = Harness(count: count, geometry: geometry)
    h.delegate.recordsVisibility = true
    return h
  }

  @Test("a swipe shows the next item as soon as any part of it is in view, and hides the old one")
  func swipe() {
    let h = harness()
    // The first reload showed item 0 (the harness's reload ran before recording began).
    #expect(h.delegate.visibleItems == [0])
    h.begin()
    h.move(pages: 0.01, over: 0)
    #expect(h.delegate.take() == [.willBeginDragging, .itemDidAppear(1)])
    h.move(pages: 0.5, over: 0.1, from: 0.01)
    #expect(h.delegate.take().isEmpty)
    h.release(velocity: 3)
    h.settle()
    // Visibility changes come at the end of the call that made them.
    #expect(
      h.delegate.take() == [
        .didEndDragging(willSettle: true), .didScrollToItem(1), .itemDidDisappear(0),
      ])
    #expect(h.delegate.visibleItems == [1])
    #expect(h.delegate.visibilityProblems.isEmpty)
  }

  @Test(
    "a threshold of half or all of the cell delays the appearance until that much shows",
    arguments: [(0.5, 0.49, 0.5), (1.0, 0.99, 1.0), (0.25, 0.24, 0.25)])
  func threshold(fraction: Double, below: Double, at: Double) throws {
    let h = harness()
    try h.carousel.setVisibilityThreshold(fraction)
    #expect(h.carousel.visibilityThreshold == fraction)
    _ = h.delegate.take()
    h.begin()
    h.move(pages: below, over: 0)
    #expect(!h.delegate.visibleItems.contains(1))
    h.move(pages: at - below, over: 0, from: below)
    #expect(h.delegate.visibleItems.contains(1))
    // The current item leaves once less than the threshold of it shows.
    #expect(h.delegate.visibleItems.contains(0) == (1 - at >= fraction))
  }

  @Test("peeking neighbours are visible at rest; two items showing the same one count once")
  func peekingAndTwoItems() throws {
    let geometry = try CarouselGeometry(viewportLength: 320, itemLength: 240, spacing: 16)
    let peeking = harness(geometry: geometry)
    #expect(peeking.delegate.visibleItems == [4, 0, 1])
    let two = harness(count: 2, geometry: geometry)
    #expect(two.delegate.visibleItems == [0, 1])
    try two.carousel.scrollToItem(at: 1, animated: false, at: two.now)
    // Both items stay in view (item 0 moves to a side): no visibility event.
    #expect(two.delegate.take() == [.didScrollToItem(1)])
    #expect(two.delegate.visibleItems == [0, 1])
    #expect(two.delegate.visibilityProblems.isEmpty)
  }

  @Test("a reload to no items hides everything; raising the threshold reports at once")
  func reloadAndThreshold() throws {
    let geometry = try CarouselGeometry(viewportLength: 320, itemLength: 240, spacing: 16)
    let h = harness(geometry: geometry)
    _ = h.delegate.take()
    try h.carousel.setVisibilityThreshold(0.5)
    #expect(h.delegate.take() == [.itemDidDisappear(4), .itemDidDisappear(1)])
    h.dataSource.count = 0
    try h.carousel.reloadData()
    #expect(h.delegate.take() == [.itemDidDisappear(0)])
    #expect(h.delegate.visibleItems.isEmpty)
  }

  @Test(
    "a threshold that is not a fraction is refused, and nothing changes",
    arguments: [-0.1, 1.0001, .nan, .infinity, -.infinity])
  func badThreshold(fraction: Double) throws {
    let h = harness()
    try h.carousel.setVisibilityThreshold(0.5)
    let before = ObservableState(h.carousel)
    let error = #expect(throws: CarouselError.self) {
      try h.carousel.setVisibilityThreshold(fraction)
    }
    #expect(
      error?.code == (fraction.isFinite ? .invalidVisibilityThreshold : .nonFiniteInput))
    #expect(h.carousel.visibilityThreshold == 0.5)
    #expect(ObservableState(h.carousel) == before)
  }

  @Test("a new geometry redraws where visibility changes: a small drag and back reports both ways")
  func newGeometryNewEdges() throws {
    // Peeking neighbours: a drag of 0.05 pages changes nothing that is visible.
    let peeking = try CarouselGeometry(viewportLength: 320, itemLength: 240, spacing: 16)
    let h = harness(geometry: peeking)
    #expect(h.delegate.visibleItems == [4, 0, 1])
    // One item fills the viewport: the same drag now brings the next item into view.
    try h.carousel.setGeometry(.standard)
    #expect(h.delegate.take() == [.itemDidDisappear(4), .itemDidDisappear(1)])
    h.begin()
    h.move(pages: 0.05, over: 0)
    #expect(h.delegate.take() == [.willBeginDragging, .itemDidAppear(1)])
    h.move(pages: -0.05, over: 0, from: 0.05)
    #expect(h.delegate.take() == [.itemDidDisappear(1)])
    #expect(h.delegate.visibilityProblems.isEmpty)
    h.check()
  }

  @Test("a neighbour that only touches the edge is not visible, and a drag keeps the count right")
  func touchingNeighbour() throws {
    // At rest the left cell ends exactly at the leading edge; with these lengths the
    // distances in pages round so that a test on the distance and one on the band's edges
    // used to disagree.
    let geometry = try CarouselGeometry(
      viewportLength: 333.3, itemLength: 333.3 * 0.75, spacing: 0, alignment: .leading)
    let h = harness(geometry: geometry)
    #expect(h.carousel.layoutAttributes(for: .left)?.isVisible == false)
    #expect(h.delegate.visibleItems == [0, 1])
    h.begin()
    h.move(pages: 0.3, over: 0.1)
    #expect(h.delegate.visibleItems == [0, 1])
    #expect(h.delegate.visibilityProblems.isEmpty)
    h.check()
  }

  @Test("leading alignment with a threshold of 1: the resting item, wholly in view, is visible")
  func leadingWholeCell() throws {
    for (viewport, item, spacing) in [(100.1, 70.3, 0.7), (484.2, 483.9, 26.8), (320, 240, 16)] {
      for direction in CarouselLayoutDirection.allCases {
        let geometry = try CarouselGeometry(
          viewportLength: viewport, itemLength: item, spacing: spacing,
          layoutDirection: direction, alignment: .leading)
        let h = harness(geometry: geometry)
        try h.carousel.setVisibilityThreshold(1)
        #expect(h.delegate.visibleItems.contains(0), "\(viewport), \(item), \(spacing)")
        h.check()
      }
    }
  }

  @Test("a delegate set after the reload hears the visible items appear before they disappear")
  func lateDelegate() throws {
    let h = Harness(count: 5)
    let late = visibilityRecorder()
    h.carousel.delegate = late
    try h.carousel.scrollToNextItem(at: h.now)
    h.settle()
    // A new listener starts from nothing: the item it starts on, and what is on screen.
    #expect(
      late.take() == [
        .didScrollToItem(0), .itemDidAppear(0), .itemDidAppear(1), .didScrollToItem(1),
        .itemDidDisappear(0),
      ])
    #expect(late.visibilityProblems.isEmpty)
  }

  @Test("a delegate replaced during the delivery never hears the old one's visibility events")
  func delegateReplacedWhileDelivering() throws {
    let h = Harness(count: 5)
    let old = visibilityRecorder()
    h.carousel.delegate = old
    h.carousel.advance(to: h.now)
    #expect(old.take() == [.didScrollToItem(0), .itemDidAppear(0)])
    // The old delegate hands over from the first event of the next call: it hears nothing
    // more (0 leaving, 1 coming were its difference).
    let new = visibilityRecorder()
    old.onScrollToItem = { carousel, _ in carousel.delegate = new }
    try h.carousel.scrollToNextItem(animated: false, at: h.now)
    #expect(old.take() == [.didScrollToItem(1)])
    // The new delegate hears the current item and what is on screen before the call
    // returns, once.
    #expect(new.take() == [.didScrollToItem(1), .itemDidAppear(1)])
    h.carousel.advance(to: h.now + .milliseconds(16))
    #expect(new.take().isEmpty)
    #expect(new.visibilityProblems.isEmpty)
    h.check()
  }

  @Test("the same delegate again changes nothing; nil and back is a new listener, told afresh")
  func sameDelegateAgain() throws {
    let h = harness()
    h.carousel.advance(to: h.now)
    _ = h.delegate.take()
    h.carousel.delegate = h.delegate
    h.carousel.advance(to: h.now + .milliseconds(16))
    #expect(h.delegate.take().isEmpty)
    // Nil and back, or another object and back: the delegate was replaced, and comes back
    // as a new listener, which starts from nothing and hears what is on screen once.
    for other in [nil, RecordingDelegate()] as [RecordingDelegate?] {
      h.carousel.delegate = other
      h.delegate.startAfresh()
      h.carousel.delegate = h.delegate
      h.carousel.advance(to: h.now + .milliseconds(32))
      #expect(h.delegate.take() == [.didScrollToItem(0), .itemDidAppear(0)])
      h.carousel.advance(to: h.now + .milliseconds(48))
      #expect(h.delegate.take().isEmpty)
    }
    #expect(h.delegate.visibilityProblems.isEmpty)
    h.check()
  }

  @Test("a delegate that sets nil and itself back inside a callback starts afresh, paired")
  func nilAndBackInsideCallback() throws {
    let h = Harness(count: 5)
    let a = visibilityRecorder()
    h.carousel.delegate = a
    h.carousel.advance(to: h.now)
    #expect(a.take() == [.didScrollToItem(0), .itemDidAppear(0)])
    var once = true
    a.onScrollToItem = { [unowned a] carousel, _ in
      guard once else { return }
      once = false
      carousel.delegate = nil
      a.startAfresh()
      carousel.delegate = a
    }
    try h.carousel.scrollToNextItem(animated: false, at: h.now)
    // Replaced in its callback, it hears nothing more as the old listener; set again, it is
    // a new one, told what is true before the call returns.
    #expect(a.take() == [.didScrollToItem(1), .didScrollToItem(1), .itemDidAppear(1)])
    h.carousel.advance(to: h.now + .milliseconds(16))
    #expect(a.take().isEmpty)
    #expect(a.visibleItems == [1])
    #expect(a.visibilityProblems.isEmpty)
    h.check()
  }

  @Test("a delegate left out while events were delivered starts afresh when set again")
  func leftOutHearsTheDifference() throws {
    let h = harness()
    h.carousel.advance(to: h.now)
    _ = h.delegate.take()
    h.carousel.delegate = nil
    // Delivered to nobody. Set again, the delegate is a new listener: it hears what is true
    // now, not what it missed.
    try h.carousel.scrollToNextItem(animated: false, at: h.now)
    h.delegate.startAfresh()
    h.carousel.delegate = h.delegate
    h.carousel.advance(to: h.now + .milliseconds(16))
    #expect(h.delegate.take() == [.didScrollToItem(1), .itemDidAppear(1)])
    #expect(h.delegate.visibleItems == [1])
    #expect(h.delegate.visibilityProblems.isEmpty)
    h.check()
  }
}

@Suite("A call that throws and changed nothing delivers nothing, even to a delegate just set")
struct FailedCallDeliversNothingTests {
  static let failures = [
    "negative reload", "failing reload", "next during a drag", "failed scroll",
  ]

  @Test(
    "The new delegate hears the items on screen at the next call that succeeds",
    arguments: failures)
  func failedCall(kind: String) throws {
    let h = Harness(count: 9)
    if kind == "next during a drag" { h.begin() }
    let fresh = RecordingDelegate()
    fresh.recordsVisibility = true
    fresh.recordsDisplay = true
    fresh.recordsSettle = true
    h.carousel.delegate = fresh
    let error = #expect(throws: CarouselError.self) {
      switch kind {
      case "negative reload":
        h.dataSource.count = -1
        try h.carousel.reloadData()
      case "failing reload":
        h.dataSource.failingItems = [0]
        try h.carousel.reloadData()
      case "next during a drag":
        try h.carousel.scrollToNextItem(at: h.now)
      default:
        h.dataSource.failingItems = [4]
        try h.carousel.scrollToItem(at: 4, at: h.now)
      }
    }
    #expect(error != nil)
    #expect(fresh.take() == [], "\(kind)")
    #expect(fresh.scrollCount == 0)
    h.dataSource.count = 9
    h.dataSource.failingItems = []
    h.carousel.advance(to: h.now)
    #expect(fresh.take() == [.didScrollToItem(0), .itemDidAppear(0)])
  }

  @Test(
    "Every kind of failed scroll, focus or reconfigure that moved nothing tells nothing",
    arguments: 0..<8)
  func failedCallMovingNothing(kind: Int) throws {
    let peeking = try CarouselGeometry(viewportLength: 390, itemLength: 300, spacing: 10)
    let h = Harness(count: 8, geometry: kind == 4 || kind == 5 ? peeking : .standard)
    h.carousel.prefetchDistance = 2
    try h.carousel.scrollToItem(at: 0, animated: false, at: .zero)
    let fresh = RecordingDelegate()
    fresh.recordsVisibility = true
    fresh.recordsSettle = true
    fresh.recordsPrefetch = true
    fresh.recordsDisplay = true
    h.carousel.delegate = fresh
    h.dataSource.failingItems = [2, 3, 6]
    if kind == 7 {
      try h.carousel.startAutoplay(interval: .seconds(5), at: .zero)
      // Told at the end of that call: a new listener again.
      _ = fresh.take()
      fresh.startAfresh()
      h.carousel.delegate = nil
      h.carousel.delegate = fresh
    }
    #expect(throws: CarouselError.self) {
      switch kind {
      case 0: try h.carousel.scrollToItem(at: 3, at: .zero)
      case 1: try h.carousel.scrollToItem(at: 2, animated: false, at: .zero)
      case 2: try h.carousel.setFocusedItem(2, at: .zero)
      // At rest, at a later time; with autoplay counting down, not yet due.
      case 3: try h.carousel.scrollToItem(at: 3, at: .seconds(3))
      case 7: try h.carousel.scrollToItem(at: 3, at: .seconds(2))
      case 4: try h.carousel.scrollToItem(at: 2, at: .zero)
      case 5:
        // The target is made, then its neighbour fails.
        h.dataSource.failingItems = [5]
        try h.carousel.scrollToItem(at: 4, animated: false, at: .zero)
      default:
        h.dataSource.failingItems = [0]
        try h.carousel.reconfigureItems(at: [0])
      }
    }
    #expect(fresh.take().isEmpty, "kind \(kind)")
    h.dataSource.failingItems = []
    h.carousel.advance(to: h.carousel.currentTime)
    #expect(!fresh.take().isEmpty)
    h.check()
  }

  @Test("A failed call that dequeued an idle cell last made for another item tells nothing")
  func failedCallDequeuingAnotherItemsCell() throws {
    let h = Harness(count: 8)
    h.dataSource.setIdentity(true)
    try h.carousel.reloadData()
    // Cells made for items 1 to 3 go back to the pool, still named by those items.
    try h.carousel.scrollToItem(at: 2, animated: false, at: .zero)
    try h.carousel.scrollToItem(at: 0, animated: false, at: .zero)
    #expect(h.carousel.numberOfIdleCells > 0)
    let fresh = RecordingDelegate()
    fresh.recordsVisibility = true
    h.carousel.delegate = fresh
    // The refill around 5 dequeues an idle cell for one item, then another fails.
    h.dataSource.failingItems = [6]
    #expect(throws: CarouselError.self) {
      try h.carousel.scrollToItem(at: 5, animated: false, at: .zero)
    }
    #expect(h.dataSource.requests.count > 1)
    #expect(fresh.take().isEmpty)
    h.dataSource.failingItems = []
    h.carousel.advance(to: h.carousel.currentTime)
    #expect(!fresh.take().isEmpty)
    h.check()
  }
}

@Suite("Visibility per listener: each delegate's told items match the screen when a call returns")
struct VisibilityHandOverTests {
  @Test("A hands over to B in willSettle, B back to A in didScrollToItem: A hears 0 go and 1 come")
  func handOverAndBack() throws {
    let h = Harness(count: 5)
    let a = h.delegate
    let b = RecordingDelegate()
    h.carousel.advance(to: h.now)
    #expect(a.visibleItems == [0])
    var handedOver = false
    var handedBack = false
    // Captured unowned: each delegate keeps the other's hook, which would make a cycle.
    h.delegate.onEvent = { [unowned b] carousel, event in
      guard event == "willSettleOnItem", !handedOver else { return }
      handedOver = true
      carousel.delegate = b
    }
    b.onScrollToItem = { [unowned a] carousel, _ in
      guard !handedBack else { return }
      handedBack = true
      a.startAfresh()
      carousel.delegate = a
    }
    try h.carousel.scrollToItem(at: 1, animated: false, at: h.now)
    #expect(handedOver && handedBack)
    #expect(a.visibleItems == [1])
    #expect(a.visibilityProblems.isEmpty)
    #expect(b.visibilityProblems.isEmpty)
  }

  @Test("A set back after a call in which B was the delegate starts afresh, and so does B")
  func setBackAfterCall() throws {
    let h = Harness(count: 5)
    let a = h.delegate
    h.carousel.advance(to: h.now)
    #expect(a.visibleItems == [0])
    let b = RecordingDelegate()
    h.carousel.delegate = b
    try h.carousel.scrollToItem(at: 1, animated: false, at: h.now)
    #expect(b.visibleItems == [1])
    a.startAfresh()
    h.carousel.delegate = a
    h.carousel.advance(to: h.now)
    #expect(a.visibleItems == [1])
    #expect(a.visibilityProblems.isEmpty)
    // And back to B: a new listener again, told what is on screen once.
    b.startAfresh()
    h.carousel.delegate = b
    h.carousel.advance(to: h.now)
    #expect(b.visibleItems == [1])
    #expect(b.visibilityProblems.isEmpty)
  }

  /// A recording delegate that hands every event to a hook too.
  final class Hooked: CarouselDelegate {
    let recorder = RecordingDelegate()
    var hook: ((Carousel, CarouselEvent) -> Void)?
    init() { recorder.recordsVisibility = true }
    func carousel(_ carousel: Carousel, didReceive event: CarouselEvent) {
      recorder.carousel(carousel, didReceive: event)
      hook?(carousel, event)
    }
  }

  @Test("visibility a callback changes and another callback changes back is told at the end")
  func changedAndChangedBackInOneDelivery() throws {
    let f = try EventsFromStateTests.Fixture(
      ["a", "b", "c", "d"], viewport: 120, itemLength: 80)
    f.carousel.style = .crossFade
    let delegate = Hooked()
    f.carousel.delegate = delegate
    var step = 0
    delegate.hook = { carousel, event in
      switch (step, event) {
      case (0, .didScrollToItem):
        // The neighbours peek in: they appear.
        step = 1
        carousel.style = .zoom
      case (1, .itemDidAppear(1)):
        step = 2
        try? carousel.scrollToItem(at: 0, animated: true, at: carousel.currentTime)
      case (2, .willSettleOnItem):
        // Hidden again, within the same delivery.
        step = 3
        carousel.style = .crossFade
      default: break
      }
    }
    f.carousel.advance(to: .milliseconds(1))
    #expect(step == 3)
    #expect(delegate.recorder.visibleItems == DelegateHandOverVisibilityTests.onScreen(f.carousel))
    #expect(delegate.recorder.visibilityProblems.isEmpty)
  }
}
