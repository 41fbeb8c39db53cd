import LoopCarousel

/// A delegate that records its events as ``DelegateEvent`` values and checks that they pair up.
///
/// `events` always lists the drags, item changes, selections and failures; `didScroll` is only
/// counted, and the settle, visibility and display events are listed when asked for.
final class RecordingDelegate: CarouselDelegate {
  private(set) var events: [DelegateEvent] = []
  /// The number of callbacks the carousel made, of every kind.
  private(set) var deliveredCount = 0
  /// Every event delivered, as the carousel's stream gives it: shared with a delegate that
  /// forwards to this one, so that each event is logged once, in delivery order.
  var log: DeliveryLog?

  /// Logs an event; one that a forwarding delegate passes on is logged by the one it reaches.
  private func record(_ event: CarouselEvent, forwarded: Bool) {
    if !forwarded || owner == nil { log?.events.append(event) }
  }

  func carousel(_ carousel: Carousel, announce announcement: CarouselAnnouncement) {
    deliveredCount += 1
    record(.announce(announcement), forwarded: true)
    owner?.carousel(carousel, announce: announcement)
  }

  /// The number of `didScroll` events.
  private(set) var scrollCount = 0
  /// Whether `events` lists `willDisplay` and `didEndDisplaying` too.
  var recordsDisplay = false
  /// Whether `events` lists `willSettle` and `didSettle` too.
  var recordsSettle = false
  /// Whether `events` lists `appear` and `disappear` too.
  var recordsVisibility = false
  /// The items told visible and not yet told invisible.
  private(set) var visibleItems: Set<Int> = []
  /// What was wrong with the visibility events: an item told twice.
  private(set) var visibilityProblems: [String] = []
  /// The item the latest `willSettle` announced, until the settle ends.
  private(set) var announcedTarget: Int?
  /// What was wrong with the settle events: a settle that ended on another item than the
  /// one announced last, or ended without being announced.
  private(set) var settleProblems: [String] = []
  /// The number of `didSettle` events.
  private(set) var settleCount = 0
  /// The cells told `willDisplay` and not yet `didEndDisplaying`.
  private(set) var displayed: Set<ObjectIdentifier> = []
  /// What was wrong with the display events: a cell displayed twice, ended unseen, or
  /// reported for an item it no longer holds (a ``TestCell`` knows its item until it is
  /// reset).
  private(set) var displayProblems: [String] = []
  var onScrollToItem: ((Carousel, Int) -> Void)?
  /// Runs at each `willSettle`, `didSettle`, `didScroll`, `willDisplay` and
  /// `didEndDisplaying`, with the event's name.
  var onEvent: ((Carousel, String) -> Void)?

  /// The reloads to no items so far, counted by the test's data source: each ends the
  /// settle under way without didSettle (documented).
  var reloadsToZero = 0
  /// ``reloadsToZero`` when the operation in progress began (a `willSettle` delivered in
  /// it may have been posted before a reload to no items that it also made).
  var reloadsToZeroBeforeOperation = 0
  /// ``reloadsToZeroBeforeOperation`` when the latest `willSettle` arrived.
  private(set) var reloadsToZeroAtAnnouncement = 0

  /// Forgets the settle announced last: a reload to no items ended it without didSettle.
  func forgetAnnouncedTarget() {
    announcedTarget = nil
  }

  var onWillBeginDragging: ((Carousel) -> Void)?

  func carouselWillBeginDragging(_ carousel: Carousel) {
    deliveredCount += 1
    record(.willBeginDragging, forwarded: true)
    if let owner {
      onEvent?(carousel, "willBeginDragging")
      return owner.carouselWillBeginDragging(carousel)
    }
    events.append(.willBeginDragging)
    onWillBeginDragging?(carousel)
  }

  func carouselDidEndDragging(_ carousel: Carousel, willSettle: Bool) {
    deliveredCount += 1
    record(.didEndDragging(willSettle: willSettle), forwarded: true)
    if let owner {
      onEvent?(carousel, "didEndDragging")
      return owner.carouselDidEndDragging(carousel, willSettle: willSettle)
    }
    events.append(.didEndDragging(willSettle: willSettle))
  }

  func carouselDidScroll(_ carousel: Carousel) {
    deliveredCount += 1
    record(.didScroll, forwarded: true)
    if let owner {
      onEvent?(carousel, "didScroll")
      return owner.carouselDidScroll(carousel)
    }
    scrollCount += 1
    onEvent?(carousel, "didScroll")
  }

  func carousel(_ carousel: Carousel, didScrollToItemAt index: Int) {
    deliveredCount += 1
    record(.didScrollToItem(index), forwarded: true)
    if let owner {
      onEvent?(carousel, "didScrollToItem")
      return owner.carousel(carousel, didScrollToItemAt: index)
    }
    events.append(.didScrollToItem(index))
    onScrollToItem?(carousel, index)
  }

  func carousel(_ carousel: Carousel, willSettleOnItemAt index: Int) {
    deliveredCount += 1
    record(.willSettleOnItem(index), forwarded: true)
    if let owner {
      onEvent?(carousel, "willSettle")
      return owner.carousel(carousel, willSettleOnItemAt: index)
    }
    if recordsSettle { events.append(.willSettle(index)) }
    announcedTarget = index
    reloadsToZeroAtAnnouncement = reloadsToZeroBeforeOperation
    onEvent?(carousel, "willSettle")
  }

  func carousel(_ carousel: Carousel, didSettleOnItemAt index: Int) {
    deliveredCount += 1
    record(.didSettleOnItem(index), forwarded: true)
    if let owner {
      onEvent?(carousel, "didSettle")
      return owner.carousel(carousel, didSettleOnItemAt: index)
    }
    if recordsSettle { events.append(.didSettle(index)) }
    if announcedTarget != index {
      settleProblems.append(
        "didSettle \(index) ended a settle announced as \(announcedTarget.map(String.init) ?? "none")"
      )
    }
    announcedTarget = nil
    settleCount += 1
    onEvent?(carousel, "didSettle")
  }

  /// Whether `events` lists prefetches and cancels too.
  var recordsPrefetch = false
  /// The items told to prefetch and not yet cancelled or displayed.
  private(set) var prefetched: Set<Int> = []
  /// What was wrong with the prefetch events: an item prefetched twice, or cancelled
  /// without a prefetch.
  private(set) var prefetchProblems: [String] = []

  /// Items whose cells the data source made since they were last prefetched: their
  /// prefetch may have served (when the cell came in), so a new prefetch is no repeat.
  private(set) var requested: Set<Int> = []

  /// The data source made an item's cell.
  func cellRequested(_ index: Int) {
    requested.insert(index)
  }

  /// Forgets the prefetches that served: the carousel no longer counts them.
  func forgetServed(keeping prefetching: Set<Int>) {
    prefetched.formIntersection(prefetching)
    requested.removeAll()
  }

  func carousel(_ carousel: Carousel, prefetchItemAt index: Int) {
    deliveredCount += 1
    record(.prefetchItem(index), forwarded: false)
    if recordsPrefetch { events.append(.prefetch(index)) }
    if !prefetched.insert(index).inserted, !requested.contains(index) {
      prefetchProblems.append("prefetch \(index) twice")
    }
    requested.remove(index)
  }

  func carousel(_ carousel: Carousel, cancelPrefetchingItemAt index: Int) {
    deliveredCount += 1
    record(.cancelPrefetchingItem(index), forwarded: false)
    if recordsPrefetch { events.append(.cancelPrefetch(index)) }
    if prefetched.remove(index) == nil {
      prefetchProblems.append("cancelPrefetch \(index) without a prefetch")
    }
  }

  func carousel(_ carousel: Carousel, didUpdateFocusedItem index: Int?) {
    deliveredCount += 1
    record(.didUpdateFocusedItem(index), forwarded: false)
    events.append(.focus(index))
  }

  func carousel(_ carousel: Carousel, itemDidAppearAt index: Int) {
    deliveredCount += 1
    record(.itemDidAppear(index), forwarded: false)
    if recordsVisibility { events.append(.appear(index)) }
    if !visibleItems.insert(index).inserted { visibilityProblems.append("appear \(index) twice") }
  }

  func carousel(_ carousel: Carousel, itemDidDisappearAt index: Int) {
    deliveredCount += 1
    record(.itemDidDisappear(index), forwarded: false)
    if recordsVisibility { events.append(.disappear(index)) }
    if visibleItems.remove(index) == nil {
      visibilityProblems.append("disappear \(index) without appear")
    }
  }

  func carousel(_ carousel: Carousel, didSelectItemAt index: Int) {
    deliveredCount += 1
    record(.didSelectItem(index), forwarded: true)
    if let owner {
      onEvent?(carousel, "didSelectItem")
      return owner.carousel(carousel, didSelectItemAt: index)
    }
    events.append(.didSelectItem(index))
  }

  /// A delegate that manages the same views and state: this one hands it every event but
  /// the visibility ones, which each delegate hears for itself (a host that passes the
  /// delegate role between two objects keeps one set of views); its own ``onEvent`` runs.
  weak var owner: RecordingDelegate?

  func carousel(
    _ carousel: Carousel, willDisplay cell: CarouselCell, forItemAt index: Int,
    in slot: SlotPosition
  ) {
    deliveredCount += 1
    record(.willDisplay(cell: ObjectIdentifier(cell), item: index, slot: slot), forwarded: true)
    if let owner {
      onEvent?(carousel, "willDisplay")
      return owner.carousel(carousel, willDisplay: cell, forItemAt: index, in: slot)
    }
    if recordsDisplay { events.append(.willDisplay(item: index, slot: slot)) }

    if displayed.insert(ObjectIdentifier(cell)).inserted == false {
      displayProblems.append("willDisplay \(index) \(slot) for a cell already displayed")
    }
    checkHolds(cell, index, "willDisplay \(index) \(slot)")
    onEvent?(carousel, "willDisplay")
  }

  func carousel(
    _ carousel: Carousel, didEndDisplaying cell: CarouselCell, forItemAt index: Int,
    in slot: SlotPosition
  ) {
    deliveredCount += 1
    record(
      .didEndDisplaying(cell: ObjectIdentifier(cell), item: index, slot: slot), forwarded: true)
    if let owner {
      onEvent?(carousel, "didEndDisplaying")
      return owner.carousel(carousel, didEndDisplaying: cell, forItemAt: index, in: slot)
    }
    if recordsDisplay { events.append(.didEndDisplaying(item: index, slot: slot)) }
    if displayed.remove(ObjectIdentifier(cell)) == nil {
      displayProblems.append("didEndDisplaying \(index) \(slot) for a cell not displayed")
    }
    checkHolds(cell, index, "didEndDisplaying \(index) \(slot)")
    onEvent?(carousel, "didEndDisplaying")
  }

  /// Notes a display event for a test cell that does not hold the item it names (it was
  /// reset, or handed out for another item).
  private func checkHolds(_ cell: CarouselCell, _ index: Int, _ event: String) {
    // A cell with an identifier may have been renumbered by a reload that kept it; the slot
    // checks compare its identifier instead.
    guard let cell = cell as? TestCell, cell.identity == nil, cell.item != index else { return }
    displayProblems.append(
      "\(event) for a cell that holds \(cell.item.map(String.init) ?? "nothing (it was reset)")")
  }

  func carousel(_ carousel: Carousel, didFailWith error: CarouselError) {
    deliveredCount += 1
    record(.didFail(error), forwarded: true)
    if let owner {
      onEvent?(carousel, "didFail")
      return owner.carousel(carousel, didFailWith: error)
    }
    events.append(.didFail(error.code))
  }

  /// Returns the events recorded since the last call, and forgets them.
  func take() -> [DelegateEvent] {
    defer { events.removeAll() }
    return events
  }
}

/// The events delivered to one or more delegates, in order.
final class DeliveryLog {
  var events: [CarouselEvent] = []
}
