import Testing

@testable import LoopCarousel

/// Visibility over delegate hand-overs.
///
/// Whatever the interleaving of delegates set, reset and cleared between and inside calls,
/// each delegate is told an item appeared only while it was not visible to it, and
/// disappeared only after it appeared, and ends told exactly what is on screen while it is
/// the delegate. A delegate set again is a new listener, which starts from nothing.
@Suite("Visibility is exact for each delegate over every hand-over")
struct DelegateHandOverVisibilityTests {
  /// The items on screen now, from the placements (threshold 0: any part shown).
  static func onScreen(_ carousel: Carousel) -> Set<Int> {
    Set(
      SlotPosition.allCases.compactMap { carousel.placement(for: $0) }
        .filter { !$0.isHidden }.map(\.item))
  }

  /// A step of the script: a move, or the delegate set to one of three (or none).
  enum Step: CustomStringConvertible {
    case swipe(Double)
    case frames(Int)
    case set(Int?)
    case setInside(String, Int?)
    var description: String {
      switch self {
      case .swipe(let pages): "swipe \(pages)"
      case .frames(let count): "frames \(count)"
      case .set(let which): "set \(which.map(String.init) ?? "nil")"
      case .setInside(let event, let which):
        "set \(which.map(String.init) ?? "nil") inside the next \(event)"
      }
    }
  }

  /// A delegate that, once armed, sets the carousel's delegate at its next event of a kind.
  final class Switcher: CarouselDelegate {
    let recorder = RecordingDelegate()
    var armed: (event: String, action: () -> Void)?
    func carousel(_ carousel: Carousel, didReceive event: CarouselEvent) {
      recorder.carousel(carousel, didReceive: event)
      if let armed, event.caseName == armed.event {
        self.armed = nil
        armed.action()
      }
    }
  }

  /// Makes `switcher` the delegate: one that was not is a new listener, which starts from
  /// nothing (its recorder too).
  static func assign(_ switcher: Switcher?, to carousel: Carousel) {
    if let switcher, carousel.delegate !== switcher { switcher.recorder.startAfresh() }
    carousel.delegate = switcher
  }

  static let events = [
    "didScroll", "itemDidAppear", "itemDidDisappear", "willDisplay", "didEndDisplaying",
    "willSettleOnItem", "didSettleOnItem", "willBeginDragging",
  ]

  @Test("random hand-overs between and inside calls keep every delegate's visibility exact")
  func randomHandOvers() throws {
    var generator = SplitMix64(seed: 35_011)
    for _ in 0..<400 {
      let h = Harness(count: 7)
      let delegates = [Switcher(), Switcher(), Switcher()]
      // An armed action refers to the delegates: disarmed at the end, so none is leaked.
      defer { for delegate in delegates { delegate.armed = nil } }
      h.carousel.delegate = delegates[0]
      var log: [Step] = []
      for _ in 0..<40 {
        let step: Step
        switch Int.random(in: 0..<5, using: &generator) {
        case 0: step = .swipe([0.3, 0.6, -0.6, 1.4, -2.2].randomElement(using: &generator)!)
        case 1: step = .frames(Int.random(in: 1...20, using: &generator))
        case 2: step = .set([0, 1, 2, nil].randomElement(using: &generator)!)
        default:
          step = .setInside(
            Self.events.randomElement(using: &generator)!,
            [0, 1, 2, nil].randomElement(using: &generator)!)
        }
        log.append(step)
        switch step {
        case .swipe(let pages): h.swipe(pages: pages)
        case .frames(let count): h.wait(Double(count) / 60)
        case .set(let which): Self.assign(which.map { delegates[$0] }, to: h.carousel)
        case .setInside(let event, let which):
          let carousel = h.carousel
          for delegate in delegates {
            delegate.armed = (
              event,
              { [unowned carousel] in Self.assign(which.map { delegates[$0] }, to: carousel) }
            )
          }
        }
        for (index, delegate) in delegates.enumerated() {
          #expect(
            delegate.recorder.visibilityProblems.isEmpty,
            "delegate \(index): \(delegate.recorder.visibilityProblems) after \(log)")
        }
        // The delegate of the moment has been told what is on screen, once a call ended for
        // it (a delegate set between calls hears it at the end of the next call).
        if case .set = step { continue }
        if let current = h.carousel.delegate as? Switcher, !h.carousel.listenersBehind,
          h.carousel.state.core.visibilityCheckedAt != nil
        {
          #expect(
            current.recorder.visibleItems == Self.onScreen(h.carousel),
            "told \(current.recorder.visibleItems.sorted()), on screen \(Self.onScreen(h.carousel).sorted()) after \(log)"
          )
        }
        if !delegates.allSatisfy({ $0.recorder.visibilityProblems.isEmpty }) { return }
      }
    }
  }

  @Test(
    "a call from a new delegate's callback that fails but runs a deferred reload tells it only what it was told"
  )
  func failedCallWithDeferredReload() throws {
    let h = Harness(count: 5)
    #expect(h.delegate.visibleItems == [0])
    let next = RecordingDelegate()
    // The old delegate hands over at the first didScroll of the next call, while the call's
    // events are delivered: the new one hears the rest of them.
    h.delegate.onEvent = { [unowned h] carousel, name in
      guard name == "didScroll" else { return }
      h.delegate.onEvent = nil
      carousel.delegate = next
    }
    // At the first event the new delegate hears, it asks for a reload whose first cell
    // request empties the items (a reload asked for from inside the data source, which waits
    // for the call's end) and then fails: that call throws, and the reload it deferred runs as
    // it ends, with the old delegate's view of the screen still the carousel's.
    next.onEvent = { [unowned h] carousel, _ in
      next.onEvent = nil
      h.dataSource.failingItems = Set(0..<5)
      h.dataSource.onRequest = { carousel, _ in
        h.dataSource.onRequest = nil
        h.dataSource.count = 0
        try? carousel.reloadData()
      }
      #expect(throws: CarouselError.self) { try carousel.reloadData() }
    }
    try h.carousel.scrollToItem(at: 1, animated: false, at: h.now)
    #expect(h.carousel.numberOfItems == 0 && h.carousel.delegate === next)
    // The new delegate was never told item 1 appeared: it hears nothing of it leaving.
    #expect(next.visibilityProblems.isEmpty, "\(next.visibilityProblems)")
    #expect(next.visibleItems.isEmpty)
    #expect(h.delegate.visibilityProblems.isEmpty)
  }

  /// A delegate that sets itself as the carousel's delegate as it is freed.
  final class SelfSettingDelegate: CarouselDelegate {
    weak var carousel: Carousel?
    deinit { carousel?.delegate = self }
  }

  @Test("a delegate set as it is freed is stored as nil: no change when the delegate is nil")
  func delegateSetInItsDeinit() {
    let h = Harness(count: 5)
    h.carousel.delegate = nil
    h.carousel.advance(to: .milliseconds(1))
    #expect(!h.carousel.listenersBehind)
    do {
      let freed = SelfSettingDelegate()
      freed.carousel = h.carousel
    }
    #expect(h.carousel.delegate == nil)
    #expect(!h.carousel.listenersBehind)
  }
}
