@testable import LoopCarousel

/// A delegate that records its events as ``CarouselEvent`` values, the carousel's own, and
/// checks that they pair up.
///
/// It takes every event through ``carousel(_:didReceive:)``, so a new event needs nothing here:
/// it is listed in `events` like the drags. `events` always lists the drags, item changes,
/// selections, focus and failures; `didScroll` is only counted; the settle, visibility,
/// display and prefetch events are listed when asked for (display events with their cell as
/// `ObjectIdentifier.anyCell`, so that events recorded from two carousels compare equal).
final class RecordingDelegate: CarouselDelegate {
  private(set) var events: [CarouselEvent] = []
  /// The number of callbacks the carousel made, of every kind.
  private(set) var deliveredCount = 0
  /// Every event delivered, as the carousel's stream gives it: shared with a delegate that
  /// forwards to this one, so that each event is logged once, in delivery order.
  var log: DeliveryLog?

  /// The number of `didScroll` events.
  private(set) var scrollCount = 0
  /// Whether `events` lists `willDisplay` and `didEndDisplaying` too.
  var recordsDisplay = false
  /// Whether `events` lists `willSettleOnItem` and `didSettleOnItem` too.
  var recordsSettle = false
  /// Whether `events` lists `itemDidAppear` and `itemDidDisappear` too.
  var recordsVisibility = false
  /// Whether `events` lists prefetches and cancels too.
  var recordsPrefetch = false
  /// The item the latest `didScrollToItem` named.
  private(set) var reportedItem: Int?
  /// The items told visible and not yet told invisible, by index; with ``identityOf``, only
  /// those without an identity.
  private(set) var visibleItems: Set<Int> = []
  /// The items told visible and not yet told invisible, by identity (``identityOf``).
  var visibleIdentities: Set<Int> { Set(toldIndexOfIdentity.keys) }
  /// The items told visible by identity, each with the index it was told with.
  private var toldIndexOfIdentity: [Int: Int] = [:]
  /// The identity of the item at an index now, if the data source gives identities: the
  /// visibility events name items by their index at delivery (a removed one by its last
  /// index), and a renumbering tells nothing, so they are followed by identity.
  var identityOf: ((Int) -> Int?)?
  /// Whether items with identities were told visible since this recorder last started
  /// afresh: its visibility checks are then loose.
  private(set) var followsIdentities = false
  /// Whether an identity still names an item.
  var identityExists: ((Int) -> Bool)?
  /// What was wrong with the visibility events: an item told twice.
  private(set) var visibilityProblems: [String] = []
  /// The item the latest `willSettle` announced, until the settle ends.
  private(set) var announcedTarget: Int?
  /// The identity of ``announcedTarget`` when it was announced (``identityOf``): a reload
  /// that renumbers the item a settle heads to lets it go on, and its end names the item's
  /// new index.
  private var announcedIdentity: Int?
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
  /// The items told to prefetch and not yet cancelled or displayed.
  private(set) var prefetched: Set<Int> = []
  /// What was wrong with the prefetch events: an item prefetched twice, or cancelled
  /// without a prefetch.
  private(set) var prefetchProblems: [String] = []
  /// Items whose cells the data source made since they were last prefetched: their
  /// prefetch may have served (when the cell came in), so a new prefetch is no repeat.
  private(set) var requested: Set<Int> = []

  var onScrollToItem: ((Carousel, Int) -> Void)?
  var onWillBeginDragging: ((Carousel) -> Void)?
  /// Runs at each event this delegate takes, with the name of the event's case
  /// (`"willSettleOnItem"`, `"didScroll"`, …); for a delegate that forwards to an
  /// ``owner``, at each event it forwards.
  var onEvent: ((Carousel, String) -> Void)?

  /// A delegate that manages the same views and state: this one hands it every event but
  /// the visibility, prefetch and focus ones, which each delegate hears for itself (a host
  /// that passes the delegate role between two objects keeps one set of views); its own
  /// ``onEvent`` runs.
  weak var owner: RecordingDelegate?

  /// The reloads to no items so far, counted by the test's data source: each ends the
  /// settle under way without didSettle (documented).
  var reloadsToZero = 0
  /// ``reloadsToZero`` when the operation in progress began (a `willSettle` delivered in
  /// it may have been posted before a reload to no items that it also made).
  var reloadsToZeroBeforeOperation = 0
  /// ``reloadsToZeroBeforeOperation`` when the latest `willSettle` arrived.
  private(set) var reloadsToZeroAtAnnouncement = 0

  /// Whether a delegate was set during the call: the events posted before it reach no
  /// delegate, so the cells this recorder was told displayed may miss some, until
  /// ``resyncDisplayed(to:)``.
  var missesCellEvents = false

  /// Takes `cells` as the ones displayed, after a call that set a delegate.
  func resyncDisplayed(to cells: Set<ObjectIdentifier>) {
    displayed = cells
    missesCellEvents = false
  }

  /// Forgets what it was told, as the carousel does when it becomes the delegate again: a
  /// new delegate starts from nothing.
  func startAfresh() {
    visibleItems = []
    toldIndexOfIdentity = [:]
    followsIdentities = false
    announcedTarget = nil
    reportedItem = nil
  }

  /// Forgets the settle announced last: a reload to no items ended it without didSettle.
  func forgetAnnouncedTarget() {
    announcedTarget = nil
  }

  /// The data source made an item's cell.
  func cellRequested(_ index: Int) {
    requested.insert(index)
  }

  /// Whether a reload by identity may have renumbered the prefetches without telling
  /// (documented): the numbers heard since then are not checked against those heard before,
  /// until ``renumberPrefetches(to:)``.
  var prefetchesRenumbered = false

  /// Takes the carousel's numbers of the prefetches after a reload by identity renumbered them.
  func renumberPrefetches(to prefetching: Set<Int>) {
    prefetched = prefetching
    prefetchesRenumbered = false
  }

  /// Forgets the prefetches that served: the carousel no longer counts them.
  ///
  /// A cell made for an item the carousel still prefetches (the target of a scroll two items
  /// away, asked for as the scroll begins and shown by a later page turn) serves it later.
  func forgetServed(keeping prefetching: Set<Int>) {
    prefetched.formIntersection(prefetching)
    requested.formIntersection(prefetching)
  }

  /// Notes again the identity of the item announced, while its number is the carousel's
  /// target: the recorder may have heard the announcement before the item had an identity.
  func renoteAnnouncedIdentity() {
    announcedIdentity = announcedTarget.flatMap(settleIdentity(of:))
  }

  /// The identity of the item at an index now, as the data source gives it: the data's
  /// identity of an item whose cell was made without one (``dataIdentityOf``).
  var dataIdentityOf: ((Int) -> Int?)?

  /// The identity a settle's target is followed by: its cell's, else the data's.
  private func settleIdentity(of index: Int) -> Int? {
    identityOf?(index) ?? dataIdentityOf?(index)
  }

  /// Takes `index` as the announced target's: a reload renumbered it.
  func followRenumberedTarget(to index: Int) {
    announcedTarget = index
  }

  /// Whether the item at `index` now is the one announced under another number.
  func isAnnouncedItem(renumberedTo index: Int) -> Bool {
    guard announcedTarget != nil, let announcedIdentity else { return false }
    if settleIdentity(of: index) == announcedIdentity { return true }
    // An item a reload removed is named by its last index, which may name none or another
    // item now: the settle toward it is closed all the same.
    return identityExists?(announcedIdentity) == false
  }

  /// Returns the events recorded since the last call, and forgets them.
  func take() -> [CarouselEvent] {
    defer { events.removeAll() }
    return events
  }

  func carousel(_ carousel: Carousel, didReceive event: CarouselEvent) {
    deliveredCount += 1
    let forwarded = !event.isHeardByEachDelegate
    if !forwarded || owner == nil { log?.events.append(event) }
    if forwarded, let owner {
      onEvent?(carousel, event.caseName)
      return owner.carousel(carousel, didReceive: event)
    }
    check(event, in: carousel)
    if event.isListed(by: self) { events.append(event.withAnyCell) }
    switch event {
    case .willBeginDragging: onWillBeginDragging?(carousel)
    case .didScrollToItem(let index): onScrollToItem?(carousel, index)
    default: break
    }
    if event.callsOnEvent { onEvent?(carousel, event.caseName) }
  }

  /// Checks that the events pair up, and keeps what the checks need.
  private func check(_ event: CarouselEvent, in carousel: Carousel) {
    switch event {
    case .didScroll:
      scrollCount += 1
    case .didScrollToItem(let index):
      reportedItem = index
    case .willSettleOnItem(let index):
      if let open = announcedTarget {
        settleProblems.append("willSettle \(index) while the settle to \(open) is open")
      }
      announcedTarget = index
      announcedIdentity = settleIdentity(of: index)
      reloadsToZeroAtAnnouncement = reloadsToZeroBeforeOperation
    case .didSettleOnItem(let index):
      if announcedTarget != index, !isAnnouncedItem(renumberedTo: index) {
        settleProblems.append(
          "didSettle \(index) ended a settle announced as "
            + (announcedTarget.map(String.init) ?? "none"))
      }
      announcedTarget = nil
      settleCount += 1
    case .didCancelSettlingOnItem(let index):
      if announcedTarget != index, !isAnnouncedItem(renumberedTo: index) {
        settleProblems.append(
          "didCancelSettling \(index) ended a settle announced as "
            + (announcedTarget.map(String.init) ?? "none"))
      }
      announcedTarget = nil
    case .prefetchItem(let index):
      if !prefetched.insert(index).inserted, !requested.contains(index), !prefetchesRenumbered {
        prefetchProblems.append("prefetch \(index) twice")
      }
      requested.remove(index)
    case .cancelPrefetchingItem(let index):
      if prefetched.remove(index) == nil, !prefetchesRenumbered {
        prefetchProblems.append("cancelPrefetch \(index) without a prefetch")
      }
    case .itemDidAppear(let index):
      let identity = identityOf?(index)
      if identity != nil { followsIdentities = true }
      let inserted =
        identity.map { toldIndexOfIdentity.updateValue(index, forKey: $0) == nil }
        ?? visibleItems.insert(index).inserted
      // Once items had identities, an index may name another item than this recorder
      // thinks (a renumbering is told without a word): the carousel's own record is checked.
      if !inserted, !followsIdentities { visibilityProblems.append("appear \(index) twice") }
    case .itemDidDisappear(let index):
      // An item that left is named by its index now while a slot shows it, else by the index
      // it was last told with: a removed one told with this index, the one a slot shows at
      // this index, one told with this index that no slot shows, one without an identity,
      // then any the data no longer has.
      let shown = Set(carousel.slots.compactMap { $0.cell.itemIdentifier as? Int })
      let atIndexNow = carousel.slots.first { $0.item == index }?.cell.itemIdentifier as? Int
      let removedHere = toldIndexOfIdentity.first {
        $0.value == index && identityExists?($0.key) == false
      }?.key
      if let gone = removedHere
        ?? atIndexNow.flatMap({ toldIndexOfIdentity[$0] == nil ? nil : $0 })
        ?? toldIndexOfIdentity.first(where: { $0.value == index && !shown.contains($0.key) })?.key
      {
        toldIndexOfIdentity.removeValue(forKey: gone)
      } else if visibleItems.remove(index) != nil {
        break
      } else if let removed = toldIndexOfIdentity.keys.first(where: { identityExists?($0) == false }
      ) {
        toldIndexOfIdentity.removeValue(forKey: removed)
      } else if !followsIdentities {
        visibilityProblems.append("disappear \(index) without appear")
      }
    // Else an item renumbered without a word and removed since, named by an index this
    // recorder never heard: the random runner checks the carousel's own record instead.
    case .willDisplay(let id, let index, let slot):
      if displayed.insert(id).inserted == false, !missesCellEvents {
        displayProblems.append("willDisplay \(index) \(slot) for a cell already displayed")
      }
      // The carousel's own lookup, which its default delivery uses: as it delivers, the cell
      // must be in a slot.
      guard let cell = carousel.displayedCell(id) else {
        displayProblems.append("willDisplay \(index) \(slot) for a cell in no slot")
        return
      }
      checkHolds(cell, index, "willDisplay \(index) \(slot)")
    case .didEndDisplaying(let id, let index, let slot):
      if displayed.remove(id) == nil, !missesCellEvents {
        displayProblems.append("didEndDisplaying \(index) \(slot) for a cell not displayed")
      }
      guard let cell = carousel.leavingCell(id) else {
        displayProblems.append("didEndDisplaying \(index) \(slot) for a cell not leaving")
        return
      }
      checkHolds(cell, index, "didEndDisplaying \(index) \(slot)")
    default:
      break
    }
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
}

extension CarouselEvent {
  /// Whether each delegate hears this event for itself, even one that forwards to an
  /// ``RecordingDelegate/owner``: what is visible, prefetched and focused is told to each.
  fileprivate var isHeardByEachDelegate: Bool {
    switch self {
    case .itemDidAppear, .itemDidDisappear, .prefetchItem, .cancelPrefetchingItem,
      .didUpdateFocusedItem, .didScrollToItem, .willSettleOnItem, .didSettleOnItem,
      .didCancelSettlingOnItem:
      true
    default: false
    }
  }

  /// Whether a recorder lists this event in its `events`.
  fileprivate func isListed(by recorder: RecordingDelegate) -> Bool {
    switch self {
    case .didScroll, .announce: false
    case .willSettleOnItem, .didSettleOnItem, .didCancelSettlingOnItem: recorder.recordsSettle
    case .willDisplay, .didEndDisplaying: recorder.recordsDisplay
    case .itemDidAppear, .itemDidDisappear: recorder.recordsVisibility
    case .prefetchItem, .cancelPrefetchingItem: recorder.recordsPrefetch
    default: true
    }
  }

  /// Whether a recorder that handles the event itself runs its `onEvent` for it.
  fileprivate var callsOnEvent: Bool {
    switch self {
    case .willSettleOnItem, .didSettleOnItem, .didCancelSettlingOnItem, .didScroll, .willDisplay,
      .didEndDisplaying, .itemDidAppear, .itemDidDisappear:
      true
    default: false
    }
  }
}

/// The events delivered to one or more delegates, in order.
final class DeliveryLog {
  var events: [CarouselEvent] = []
}
