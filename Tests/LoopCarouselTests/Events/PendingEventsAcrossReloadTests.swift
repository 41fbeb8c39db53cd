import Testing

@testable import LoopCarousel

/// Events still waiting when a callback reloads name their items by the numbers the reload
/// gave them; each settle's item is told as current before its end while a slot shows it.
@Suite("Events waiting across a reload from a callback")
struct PendingEventsAcrossReloadTests {
  typealias Fixture = EventsFromStateTests.Fixture

  /// A delegate that records every event but the scrolls and announcements, and runs a hook.
  final class Log: CarouselDelegate {
    var events: [CarouselEvent] = []
    var hook: ((Carousel, CarouselEvent) -> Void)?

    func carousel(_ carousel: Carousel, didReceive event: CarouselEvent) {
      switch event {
      case .didScroll, .announce: break
      default: events.append(event.withAnyCell)
      }
      hook?(carousel, event)
    }

    /// The settle events and the current items heard.
    var settle: [CarouselEvent] { EventsFromStateTests.settleEvents(events) }
  }

  /// A carousel of `names` whose delegate is a `Log`, told what is on screen already.
  static func logged(_ names: [String], on start: Int = 0) throws -> (Fixture, Log) {
    let f = try Fixture(names, on: start)
    let log = Log()
    f.carousel.delegate = log
    try f.carousel.scrollToItem(at: start, animated: false, at: .zero)
    log.events.removeAll()
    return (f, log)
  }

  @Test("a settle's end posted before a callback's reload names its item's index after it")
  func settleEndAfterReloadFromCallback() throws {
    let (f, log) = try Self.logged(["a", "b", "c", "d"])
    // Told the settle began, the delegate inserts an item before "c".
    log.hook = { _, event in
      guard case .willSettleOnItem = event else { return }
      log.hook = nil
      try? f.source.apply(["x", "a", "b", "c", "d"])
    }
    try f.carousel.scrollToItem(at: 2, animated: false, at: .zero)
    #expect(f.carousel.currentIndex == 3)
    #expect(log.settle.last == .didSettleOnItem(3), "\(log.settle)")
  }

  @Test("a reload from the didScrollToItem told before a settle's end renames that end")
  func reloadFromTheCurrentItemBeforeTheEnd() throws {
    let (f, log) = try Self.logged(["a", "b", "c", "d"])
    // Told "c" is current, just before the settle's end, the delegate inserts an item before
    // it: the end names "c" by its new index, told as current again first.
    log.hook = { _, event in
      guard case .didScrollToItem(2) = event else { return }
      log.hook = nil
      try? f.source.apply(["x", "a", "b", "c", "d"])
    }
    try f.carousel.scrollToItem(at: 2, animated: false, at: .zero)
    #expect(f.carousel.currentIndex == 3)
    #expect(
      log.settle.suffix(3) == [.didScrollToItem(2), .didScrollToItem(3), .didSettleOnItem(3)],
      "\(log.settle)")
  }

  @Test("an announcement waiting across a callback's reload names its item's new index")
  func announcementAfterReloadFromCallback() throws {
    let (f, log) = try Self.logged(["a", "b", "c", "d"])
    var announced: [Int] = []
    log.hook = { _, event in
      switch event {
      case .willSettleOnItem:
        try? f.source.apply(["x", "a", "b", "c", "d"])
      case .announce(let announcement):
        announced.append(announcement.item)
      default: break
      }
    }
    try f.carousel.scrollToItem(at: 2, animated: false, at: .zero)
    log.hook = nil
    // "c" is item 3 after the insert: its announcement says so, and reads its position.
    #expect(announced == [3])
    #expect(f.carousel.currentIndex == 3)
  }

  @Test("a focus change waiting across a callback's reload names its item's new index")
  func focusAfterReloadFromCallback() throws {
    let (f, log) = try Self.logged(["a", "b", "c", "d"])
    var focused: [Int?] = []
    log.hook = { _, event in
      switch event {
      case .willSettleOnItem:
        try? f.source.apply(["x", "a", "b", "c", "d"])
      case .didUpdateFocusedItem(let item):
        focused.append(item)
      default: break
      }
    }
    try f.carousel.setFocusedItem(2, at: .zero)
    log.hook = nil
    // The change names "c" by its index after the insert; the reload's own report that the
    // focused item has a new index follows (never "b", which is item 2 now).
    #expect(focused == [3, 3])
    #expect(f.carousel.focusedItem == 3)
  }

  @Test("a settle's item renamed by a reload from its didScrollToItem is told anew, not the next")
  func renamedEarlierSettleIsToldAnew() throws {
    let (f, log) = try Self.logged(["a", "b", "c", "d"])
    try f.carousel.startAutoplay(interval: .seconds(1), at: .zero)
    try f.carousel.scrollToItem(at: 1, animated: true, at: .zero)
    log.events.removeAll()
    // One call ends the scroll on "b" and the autoplay step on "c". Told "b" is current,
    // before its end, the delegate inserts an item at the front: "b" is item 2, still in a
    // slot, and is told so before its end (not "c", current by then).
    log.hook = { _, event in
      guard case .didScrollToItem(1) = event else { return }
      log.hook = nil
      try? f.source.apply(["x", "a", "b", "c", "d"])
    }
    f.carousel.advance(to: .seconds(2))
    #expect(
      Array(log.settle.prefix(3)) == [
        .didScrollToItem(1), .didScrollToItem(2), .didSettleOnItem(2),
      ], "\(log.settle)")
  }

  @Test("a settle's end whose item a callback's reload removed names its last index")
  func removedItemKeepsLastIndex() throws {
    let (f, log) = try Self.logged(["a", "b", "c", "d"])
    log.hook = { _, event in
      guard case .didScrollToItem(3) = event else { return }
      log.hook = nil
      try? f.source.apply(["a", "b"])
    }
    try f.carousel.scrollToItem(at: 3, animated: false, at: .zero)
    // "d", removed, is named as it was last; the current item told last is the one now.
    #expect(log.settle.last == .didSettleOnItem(3), "\(log.settle)")
    #expect(
      log.settle.last(where: \.isScrollToItem)
        == .didScrollToItem(f.carousel.currentIndex ?? -1), "\(log.settle)")
  }

  @Test("an item a delegate's reload removes while another reload's events are delivered")
  func removalDuringAnotherReloadsDelivery() throws {
    // Items peek, so that all three are visible: "b", "c", "a" at rest on "c".
    let f = try Fixture(["a", "b", "c"], on: 2, viewport: 390, itemLength: 300)
    let log = Log()
    f.carousel.delegate = log
    try f.carousel.scrollToItem(at: 2, animated: false, at: .zero)
    log.events.removeAll()
    // Told the first cell of the swap ended its display, the delegate removes "a", item 1
    // after the first reload (item 0 before it).
    log.hook = { _, event in
      guard case .didEndDisplaying = event else { return }
      log.hook = nil
      try? f.source.apply(["b", "c"])
    }
    try f.source.apply(["b", "a", "c"])
    #expect(
      log.events.filter(\.isVisibility) == [.itemDidDisappear(1)],
      "\(log.events)")
    #expect(f.carousel.slots.map(\.item) == [0, 1, 0])
  }

  @Test("an item a reload took out of the slots, then a delegate's reload removed, keeps its index")
  func removalOfAnItemAReloadMovedAway() throws {
    // "b", "c", "d" visible at rest on "c".
    let f = try Fixture(["a", "b", "c", "d", "e"], on: 2, viewport: 390, itemLength: 300)
    let log = Log()
    f.carousel.delegate = log
    try f.carousel.scrollToItem(at: 2, animated: false, at: .zero)
    log.events.removeAll()
    // The first reload keeps "b" as item 0, out of the slots; told "c" is item 3 now, the
    // delegate removes "b" before anyone was told it moved.
    log.hook = { _, event in
      guard case .didScrollToItem(3) = event else { return }
      log.hook = nil
      try? f.source.apply(["x", "y", "c", "d", "e"])
    }
    try f.source.apply(["b", "x", "y", "c", "d", "e"])
    #expect(
      log.events.filter(\.isVisibility) == [.itemDidDisappear(0), .itemDidAppear(1)],
      "\(log.events)")
  }

  @Test("a prefetch a reload moved out of the window, then a delegate's reload removed")
  func cancelOfAPrefetchAReloadMovedAway() throws {
    let names = (0..<10).map { "p\($0)" }
    let f = try Fixture(names, prefetchDistance: 1)
    let log = Log()
    f.carousel.delegate = log
    try f.carousel.scrollToItem(at: 0, animated: false, at: .zero)
    #expect(log.events.filter(\.isPrefetch) == [.prefetchItem(2), .prefetchItem(8)])
    log.events.removeAll()
    // The first reload moves p2 to item 5, out of the window, and puts a new item on the
    // right; told that slot's cell ended its display, the delegate removes p2.
    var moved = names
    moved.remove(at: 2)
    moved.insert("p2", at: 5)
    moved[1] = "x"
    log.hook = { _, event in
      guard case .didEndDisplaying = event else { return }
      log.hook = nil
      try? f.source.apply(moved.filter { $0 != "p2" })
    }
    try f.source.apply(moved)
    let cancels = log.events.filter { if case .cancelPrefetchingItem = $0 { true } else { false } }
    #expect(cancels == [.cancelPrefetchingItem(5)], "\(log.events)")
  }

  @Test("a settle announced before a callback's reload and heard after it names the new index")
  func pendingAnnouncementAfterReload() throws {
    let (f, log) = try Self.logged(["a", "b", "c", "d", "e"], on: 2)
    // Told the drag ended, the delegate inserts an item at the front: the settle's
    // announcement, posted with the release, waits.
    log.hook = { _, event in
      guard case .didEndDragging = event else { return }
      log.hook = nil
      try? f.source.apply(["x", "a", "b", "c", "d", "e"])
    }
    try f.carousel.beginDragging(at: .milliseconds(1))
    try f.carousel.updateDragging(translation: -200, at: .milliseconds(16))
    try f.carousel.endDragging(at: .milliseconds(17), velocity: 0)
    f.carousel.advance(to: .seconds(2))
    let announced = log.settle.compactMap { event -> Int? in
      if case .willSettleOnItem(let item) = event { item } else { nil }
    }
    let ended = log.settle.compactMap { event -> Int? in
      if case .didSettleOnItem(let item) = event { item } else { nil }
    }
    #expect(announced == ended, "\(log.settle)")
  }

  @Test("a settle's item that a callback scrolled away is not told current before its end")
  func scrolledAwayBeforeSettleEnd() throws {
    let f = try Fixture(["a", "b", "c", "d", "e", "f", "g", "h"])
    f.delegate.onEvent = { carousel, name in
      guard name == "willSettleOnItem" else { return }
      f.delegate.onEvent = nil
      try? carousel.scrollToItem(at: 5, animated: false, at: .zero)
    }
    try f.carousel.scrollToItem(at: 1, animated: false, at: .zero)
    let heard = EventsFromStateTests.settleEvents(f.delegate.take())
    let end = try #require(heard.firstIndex(of: .didSettleOnItem(1)))
    // The current item told last before that end is not 5, which came after.
    #expect(heard[..<end].last(where: \.isScrollToItem) != .didScrollToItem(5), "\(heard)")
    #expect(heard.last == .didSettleOnItem(5))
  }

  @Test("a scroll from the didScrollToItem told before a settle's end comes after that end")
  func scrollFromTheCurrentItemBeforeTheEnd() throws {
    let (f, log) = try Self.logged(["a", "b", "c", "d", "e"])
    var streamHeard: [CarouselEvent] = []
    f.carousel.observeEvents(by: ObjectIdentifier(log)) { streamHeard.append($0) }
    // Told "c" is current, just before the settle's end, the delegate moves to "b" at once:
    // every listener hears "c" settled on first, then "b" as the current item.
    log.hook = { carousel, event in
      guard case .didScrollToItem(2) = event else { return }
      log.hook = nil
      try? carousel.scrollToItem(at: 1, animated: false, at: .zero)
    }
    try f.carousel.scrollToItem(at: 2, animated: false, at: .zero)
    #expect(f.carousel.currentIndex == 1)
    let expected: [CarouselEvent] = [
      .willSettleOnItem(2), .didScrollToItem(2), .didSettleOnItem(2), .willSettleOnItem(1),
      .didScrollToItem(1), .didSettleOnItem(1),
    ]
    #expect(log.settle == expected, "\(log.settle)")
    #expect(EventsFromStateTests.settleEvents(streamHeard) == expected, "\(streamHeard)")
  }

  @Test("a reload from a willDisplay renames the settle events a jump posted after it")
  func reloadFromWillDisplayOfAJump() throws {
    let (f, log) = try Self.logged(["a", "b", "c", "d", "e", "f", "g"])
    log.hook = { _, event in
      guard case .willDisplay = event else { return }
      log.hook = nil
      try? f.source.apply(["y", "z", "a", "b", "c", "d", "e", "f", "g"])
    }
    try f.carousel.scrollToItem(at: 4, animated: false, at: .zero)
    #expect(f.carousel.currentIndex == 6)
    #expect(
      log.settle == [.willSettleOnItem(6), .didScrollToItem(6), .didSettleOnItem(6)],
      "\(log.settle)")
  }

  @Test("listeners a callback sets after its scroll are not told the item of the settle before")
  func listenersSetAfterTheScroll() throws {
    let (f, log) = try Self.logged(["a", "b", "c", "d", "e"])
    let second = Log()
    var observed: [CarouselEvent] = []
    // Told "c" is current, just before its settle's end, the delegate moves to "b", then
    // hands over to a new delegate and adds an observer: neither hears the end of the settle
    // on "c", so neither is told "c" as current, only "b".
    log.hook = { carousel, event in
      guard case .didScrollToItem(2) = event else { return }
      log.hook = nil
      try? carousel.scrollToItem(at: 1, animated: false, at: .zero)
      carousel.delegate = second
      carousel.observeEvents(by: ObjectIdentifier(second)) { observed.append($0) }
    }
    try f.carousel.scrollToItem(at: 2, animated: false, at: .zero)
    #expect(second.settle == [.didScrollToItem(1)], "\(second.settle)")
    #expect(EventsFromStateTests.settleEvents(observed) == [.didScrollToItem(1)], "\(observed)")
  }

  @Test("a settle renumbered, then its item removed, is cancelled by its last index")
  func renumberThenRemove() throws {
    let f = try Fixture(["a", "b", "c", "d", "e", "f"])
    try f.carousel.scrollToItem(at: 1, animated: true, at: .zero)
    f.carousel.advance(to: .milliseconds(50))
    #expect(EventsFromStateTests.settleEvents(f.delegate.take()) == [.willSettleOnItem(1)])
    try f.source.apply(["x", "y", "a", "b", "c", "d", "e", "f"])
    #expect(f.carousel.targetIndex == 3)
    try f.source.apply(["x", "y", "a", "c", "d", "e", "f"])
    let heard = EventsFromStateTests.settleEvents(f.delegate.take())
    #expect(heard.contains(.didCancelSettlingOnItem(3)), "\(heard)")
  }

  @Test(
    "a settle whose target one reload removed and a callback's reload renumbers is cancelled by its last index",
    arguments: [(["x", "c", "d", "e"], [1]), (["d"], [1, 2])])
  func removedTargetThenCallbackReload(_ second: [String], cancelled: [Int]) throws {
    let (f, log) = try Self.logged(["a", "b", "c", "d", "e"])
    try f.carousel.scrollToNextItem(animated: true, at: .zero)
    f.carousel.advance(to: .milliseconds(16))
    log.events.removeAll()
    log.hook = { _, _ in
      log.hook = nil
      try? f.source.apply(second)
    }
    // "a" (current) and "b" (the target, item 1) are removed; the first event's callback
    // reloads again, before the cancel is delivered: another item is item 1 by then. (The
    // second reload may remove the new target, "e", item 2, too.)
    try f.source.apply(["c", "d", "e"])
    let cancels = log.events.filter {
      if case .didCancelSettlingOnItem = $0 { true } else { false }
    }
    #expect(cancels == cancelled.map { .didCancelSettlingOnItem($0) }, "\(log.settle)")
    // The cells the first reload took out name their items' last indexes ("a", "b"), or
    // the index it gave the item ("e", item 2 after it; one the second reload does not know).
    let ends = log.events.compactMap { event -> String? in
      guard case .didEndDisplaying(_, let item, let slot) = event else { return nil }
      return "\(item) \(slot)"
    }
    #expect(ends.starts(with: ["2 left", "0 middle", "1 right"]), "\(log.events)")
  }

  @Test("a focus change waiting across a callback's reload is named in the data after it")
  func focusOutsideTheSlotsAcrossCallbackReload() throws {
    let (f, log) = try Self.logged(["a", "b", "c", "d", "e", "f"])
    try f.carousel.beginDragging(at: .zero)
    try f.carousel.setFocusedItem(4, at: .milliseconds(1))
    var focused: [Int?] = []
    var reloaded = false
    log.hook = { _, event in
      switch event {
      case .didEndDisplaying where !reloaded:
        reloaded = true
        try? f.source.apply(["a", "e", "f"])
      case .didUpdateFocusedItem(let item):
        focused.append(item)
      default: break
      }
    }
    // "b" (the right slot) is removed, "e" (focused, in no slot) goes from 4 to 3; the
    // callback's reload then moves "e" to 1, before the focus change is delivered.
    try f.source.apply(["a", "c", "d", "e", "f"])
    #expect(f.carousel.focusedItem == 1)
    #expect(focused.allSatisfy { $0 == 1 }, "\(focused)")
    #expect(!focused.isEmpty)
  }
}
