import Testing

@testable import LoopCarousel

/// A delegate that answers every `didSettleOnItemAt` with another scroll.
private final class Rescroller: CarouselDelegate {
  enum Answer { case current, next }
  let answer: Answer
  var settles = 0
  var refusals: [CarouselError.Code] = []

  init(_ answer: Answer) { self.answer = answer }

  func carousel(_ carousel: Carousel, didSettleOnItemAt index: Int) {
    settles += 1
    do {
      switch answer {
      case .current: try carousel.scrollToItem(at: index, at: carousel.currentTime)
      case .next: try carousel.scrollToNextItem(at: carousel.currentTime)
      }
    } catch {
      refusals.append(error.code)
    }
  }
}

@Suite("Callbacks that keep calling back: the outer call still returns")
struct CallbackLoopTests {
  @Test(
    "A scroll from didSettle that settles at once is refused after 100 calls in one delivery",
    arguments: [false, true])
  func settleLoop(reducedMotionNext: Bool) throws {
    let h = Harness(count: 5)
    let delegate = Rescroller(reducedMotionNext ? .next : .current)
    h.carousel.delegate = delegate
    h.carousel.reducesMotion = reducedMotionNext
    if reducedMotionNext {
      try h.carousel.scrollToNextItem(at: h.now)
    } else {
      try h.carousel.scrollToItem(at: 0, at: h.now)
    }
    // The outer call returned: one settle of its own, then one per call the callbacks made.
    #expect(delegate.settles == Carousel.callsPerDelivery + 1)
    #expect(delegate.refusals == [.reentrantCall])
    if reducedMotionNext {
      #expect(h.carousel.currentIndex == (1 + Carousel.callsPerDelivery) % 5)
    }
    h.check()
    // The count starts again with the next delivery.
    try h.carousel.scrollToItem(at: 2, animated: false, at: h.now)
    #expect(delegate.refusals == [.reentrantCall, .reentrantCall])
    #expect(delegate.settles == 2 * (Carousel.callsPerDelivery + 1))
  }

  @Test("A few calls from callbacks are not counted against the next delivery")
  func fewCallsAreFine() throws {
    let h = Harness(count: 5)
    h.delegate.onScrollToItem = { carousel, index in
      if index == 1 { try? carousel.scrollToItem(at: 3, animated: false, at: carousel.currentTime) }
    }
    for _ in 0..<300 {
      try h.carousel.scrollToItem(at: 1, animated: false, at: h.now)
      #expect(h.carousel.currentIndex == 3)
    }
    h.check()
  }

  @Test("A reload asked for on every reload stops after eight, with a didFail, and returns")
  func endlessDeferredReload() throws {
    let h = Harness(count: 5)
    h.dataSource.onRequest = { carousel, _ in try? carousel.reloadData() }
    let queries = h.dataSource.countQueries
    h.swipe(pages: 1)
    let pending = h.carousel.needsDeferredReload
    #expect(!pending)
    #expect(h.dataSource.countQueries == queries + 8)
    #expect(h.delegate.take().compactMap(\.failureCode) == [.reentrantCall])
  }

  /// A data source whose identifiers change on every reload, and that asks for a reload
  /// each time one is asked for.
  private final class ChurningSource: CarouselDataSource {
    var reloads = 0
    func numberOfItems(in carousel: Carousel) -> Int {
      reloads += 1
      return 5
    }
    func carousel(_ carousel: Carousel, cellForItemAt index: Int, in slot: SlotPosition)
      throws(CarouselError) -> CarouselCell
    {
      try carousel.dequeueReusableCell(withIdentifier: "cell")
    }
    func carousel(_ carousel: Carousel, identifierForItemAt index: Int) -> AnyHashable? {
      try? carousel.reloadData()
      return "\(index) of reload \(reloads)"
    }
  }

  /// A delegate that sets a property (which counts toward no limit) on every appearance.
  private final class Toggler: CarouselDelegate {
    var sets = 0
    /// A safety stop, far past the limit, so that a regression fails instead of hanging.
    let stop = 10_000
    func carousel(_ carousel: Carousel, itemDidAppearAt index: Int) {
      guard sets < stop else { return }
      sets += 1
      carousel.prefetchDistance = carousel.prefetchDistance == 1 ? 2 : 1
    }
  }

  @Test("Deferred reloads that a callback's property setter runs count toward the outer call's")
  func deferredReloadsFromSetters() throws {
    let carousel = Carousel()
    carousel.register(CarouselCell.self, forReuseIdentifier: "cell")
    let source = ChurningSource()
    let delegate = Toggler()
    carousel.dataSource = source
    carousel.delegate = delegate
    try carousel.reloadData()
    // Each reload replaces every item: they appear, and the delegate sets the distance,
    // which ran the reload asked for meanwhile. The outer call's eight end it.
    #expect(source.reloads <= 1 + Carousel.deferredReloadsInARow)
    #expect(delegate.sets < delegate.stop)
    #expect(carousel.invariantViolations().isEmpty)
  }

  /// A delegate that hands over to another as soon as it is told an item appeared.
  private final class HandOver: CarouselDelegate {
    /// Held by the test: the two name each other.
    weak var other: HandOver?
    var appearances = 0
    /// A safety stop, far past the limit, so that a regression fails instead of hanging.
    let stop = 10_000
    func carousel(_ carousel: Carousel, itemDidAppearAt index: Int) {
      appearances += 1
      guard appearances < stop else { return }
      carousel.delegate = other
    }
  }

  @Test("Two delegates that hand over to each other as they are told what is on screen")
  func delegatesHandingOver() throws {
    let h = Harness(count: 5)
    let a = HandOver()
    let b = HandOver()
    a.other = b
    b.other = a
    h.carousel.delegate = a
    // Each, a new listener, is told what is on screen, and hands over: past the limit, the
    // delegate set last is told at the end of the next call.
    try h.carousel.scrollToItem(at: 2, animated: false, at: h.now)
    #expect(a.appearances + b.appearances == Carousel.callsPerDelivery + 1)
    let last = h.carousel.delegate as? HandOver
    let heard = last?.appearances
    try h.carousel.scrollToItem(at: 3, animated: false, at: h.now)
    #expect(last?.appearances ?? 0 > heard ?? 0, "told at the end of the next call")
    #expect(a.appearances + b.appearances == 2 * (Carousel.callsPerDelivery + 1))
    h.check()
  }

  /// A delegate that sets a style that hides the neighbours when one appears, and one that
  /// shows them when one disappears.
  private final class StyleFlipper: CarouselDelegate {
    var flips = 0
    /// A safety stop, far past the limit, so that a regression fails instead of hanging.
    let stop = 10_000
    func carousel(_ carousel: Carousel, itemDidAppearAt index: Int) {
      guard flips < stop, index != carousel.currentIndex else { return }
      flips += 1
      carousel.style = .crossFade
    }
    func carousel(_ carousel: Carousel, itemDidDisappearAt index: Int) {
      guard flips < stop else { return }
      flips += 1
      carousel.style = .zoom
    }
  }

  @Test("A style set back and forth from the visibility it changes: the call returns")
  func stylesBackAndForth() throws {
    let f = try EventsFromStateTests.Fixture(["a", "b", "c", "d"], viewport: 120, itemLength: 80)
    let delegate = StyleFlipper()
    f.carousel.style = .zoom
    f.carousel.delegate = delegate
    f.carousel.advance(to: .milliseconds(1))
    // Past the limit, the style still changes; what it hides is told by the next call.
    #expect(delegate.flips == Carousel.callsPerDelivery + 1)
    #expect(f.carousel.style is CrossFadeStyle)
    f.carousel.delegate = nil
    f.carousel.advance(to: .milliseconds(2))
    #expect(f.carousel.invariantViolations().isEmpty)
  }

  /// A delegate that runs `setting` on every event and scrolls to the next item from each
  /// `didSettleOnItemAt`, `scrolls` times, noting each settle whose item it was not told as
  /// current first.
  final class ChainedScroller: CarouselDelegate {
    let setting: (Carousel) -> Void
    var scrolls: Int
    var current: Int?
    var untold: [Int] = []
    init(scrolls: Int, setting: @escaping (Carousel) -> Void) {
      self.scrolls = scrolls
      self.setting = setting
    }
    func carousel(_ carousel: Carousel, didReceive event: CarouselEvent) {
      setting(carousel)
      if case .didScrollToItem(let item) = event { current = item }
      guard case .didSettleOnItem(let item) = event else { return }
      if current != item { untold.append(item) }
      guard scrolls > 0 else { return }
      scrolls -= 1
      try? carousel.scrollToNextItem(animated: false, at: carousel.currentTime)
    }
  }

  @Test("A setting that changes nothing, made from every callback, does not count toward the limit")
  func unchangedSettingsDoNotCount() throws {
    let f = try EventsFromStateTests.Fixture((0..<30).map { "i\($0)" })
    // A host that applies its configuration each time it is told something.
    let delegate = ChainedScroller(scrolls: 20) { carousel in
      carousel.prefetchDistance = carousel.prefetchDistance
      carousel.style = .plain
    }
    f.carousel.delegate = delegate
    try f.carousel.scrollToItem(at: 0, animated: false, at: .zero)
    #expect(delegate.scrolls == 0 && f.carousel.currentIndex == 20)
    #expect(delegate.current == f.carousel.currentIndex)
    #expect(delegate.untold.isEmpty, "didSettleOnItem without its didScrollToItem")
  }

  @Test("Past the limit of settings, each settle's item is still told before its end")
  func settleItemPastTheSettingsLimit() throws {
    let f = try EventsFromStateTests.Fixture(
      (0..<30).map { "i\($0)" }, viewport: 120, itemLength: 80)
    var flips = 0
    // Styles that show and hide the neighbours in turn: past the limit.
    let delegate = ChainedScroller(scrolls: 10) { carousel in
      guard flips < 1_000 else { return }
      flips += 1
      carousel.style = flips.isMultiple(of: 2) ? .zoom : .crossFade
    }
    f.carousel.delegate = delegate
    try f.carousel.scrollToItem(at: 0, animated: false, at: .zero)
    #expect(flips > Carousel.callsPerDelivery && flips < 1_000)
    #expect(delegate.untold.isEmpty, "didSettleOnItem without its didScrollToItem")
  }
}
