/// Who an item is: the data source's identifier for it, or, from a data source that gives
/// none, its index in one load of the data (a reload replaces every such item).
///
/// An identifier is named by its number in ``IdentifierNumbers``, so that an identity is a
/// plain value that the listeners keep and compare at the cost of two integers.
enum ItemIdentity: Hashable {
  /// The identifier from ``CarouselDataSource/carousel(_:identifierForItemAt:)``, by its
  /// number.
  case identifier(number: Int)
  /// The item at `index` in the data loaded by reload number `load`.
  case unnamed(load: Int, index: Int)
}

/// The data source's identifiers the carousel names items by, each numbered once.
///
/// A number stays with its identifier as long as anything names the item by it; past
/// ``sweepThreshold`` numbers, those nothing names any more are let go, so the table holds
/// about as many identifiers as the listeners know of, however many items pass.
struct IdentifierNumbers {
  private var numbers: [AnyHashable: Int] = [:]
  private var identifiers: [Int: AnyHashable] = [:]
  private var nextNumber = 0
  /// The numbers no longer named, gathered during a sweep (kept for its capacity).
  private var unnamed: [Int] = []
  /// The table's size past which a sweep lets go of the numbers nothing names.
  private(set) var sweepThreshold = 64

  /// The identity of the item `identifier` names: its number, given now if it has none.
  ///
  /// The number names the value given last: an identifier equal to an earlier one by its
  /// `==` may carry other data (a model equal by its `id`), and the listeners hear it as
  /// the data source gives it now.
  mutating func identity(of identifier: AnyHashable) -> ItemIdentity {
    if let number = numbers[identifier] {
      identifiers[number] = identifier
      return .identifier(number: number)
    }
    let number = nextNumber
    nextNumber &+= 1
    numbers[identifier] = number
    identifiers[number] = identifier
    return .identifier(number: number)
  }

  /// The identifier an identity names, if it names one.
  func identifier(of identity: ItemIdentity) -> AnyHashable? {
    guard case .identifier(let number) = identity else { return nil }
    return identifiers[number]
  }

  /// The identifiers numbered now.
  var count: Int { identifiers.count }
  /// The identifiers that can be looked up by value now (as many as ``count``, once a sweep
  /// dropped any that are not equal to themselves).
  var namedCount: Int { numbers.count }

  /// Whether the table has grown past ``sweepThreshold``.
  var needsSweep: Bool { identifiers.count > sweepThreshold }

  /// Lets go of every number `isNamed` says nothing names any more.
  mutating func sweep(keeping isNamed: (ItemIdentity) -> Bool) {
    unnamed.removeAll(keepingCapacity: true)
    for number in identifiers.keys where !isNamed(.identifier(number: number)) {
      unnamed.append(number)
    }
    for number in unnamed {
      if let identifier = identifiers.removeValue(forKey: number) {
        numbers.removeValue(forKey: identifier)
      }
    }
    // An identifier not equal to itself (a NaN) cannot be found to be removed: the numbers
    // are made again from those kept.
    if numbers.count != identifiers.count {
      numbers = Dictionary(identifiers.map { ($0.value, $0.key) }) { first, _ in first }
    }
    // Many listeners may each name their own items: the next sweep waits for as many again.
    sweepThreshold = max(64, 2 * identifiers.count)
  }
}

/// An item as a listener is told of it: who it is, and its index in the data of one load.
struct ItemReference: Equatable {
  var identity: ItemIdentity
  var index: Int
  /// The reload after which `index` was its index (``CarouselState/loads``).
  var load: Int
}

/// The items the host prefetches, by identity, and a number that changes with them.
struct PrefetchReferences {
  private(set) var items: [ItemReference] = []
  private(set) var revision = 0

  init() {
    items.reserveCapacity(3 * PrefetchWindow.maximumDistance)
  }

  /// Takes `items` as the window, if it differs, handing back the storage of the one before.
  mutating func update(_ items: inout [ItemReference]) {
    guard items != self.items else { return }
    swap(&self.items, &items)
    revision &+= 1
  }
}

/// The items whose cells were made during one delivery's calls: the loads of them served.
struct ServedItems {
  /// The delivery, counted from the carousel's first.
  var delivery = 0
  var items: [ItemIdentity] = []
}

/// One thing a listener is told, with the item it is about.
enum Difference: Equatable {
  /// Another current item: `didScrollToItem`.
  case currentItem(ItemReference)
  /// An item that left the view: `itemDidDisappear`, named by its index at delivery (its last
  /// one if it was removed).
  case disappeared(ItemReference)
  /// An item that came into view: `itemDidAppear`.
  case appeared(ItemReference)
  /// A prefetch cancelled: `cancelPrefetchingItem`, named as `disappeared` is.
  case prefetchCancelled(ItemReference)
  /// A prefetch started: `prefetchItem`.
  case prefetchStarted(ItemReference)
  /// A prefetch that served: its item's cell was made, and no event says so.
  case prefetchServed(ItemReference)
  /// A settle under way the listener never heard announced: `willSettleOnItem`.
  case settleAnnounced(Int)

  /// The item it is about, if it is about one.
  var item: ItemReference? {
    switch self {
    case .currentItem(let item), .disappeared(let item), .appeared(let item),
      .prefetchCancelled(let item), .prefetchStarted(let item), .prefetchServed(let item):
      item
    case .settleAnnounced: nil
    }
  }
}

/// The items that count as visible, each named once, in the order ``VisibleItems`` keeps them.
struct VisibleReferences: Equatable {
  private var items = Slots<ItemReference>()

  /// Adds an item, unless one with its identity is there already.
  mutating func insert(_ item: ItemReference?) {
    guard let item, !contains(item.identity) else { return }
    if items.left == nil {
      items.left = item
    } else if items.middle == nil {
      items.middle = item
    } else if items.right == nil {
      items.right = item
    }
  }

  /// Takes `reference` for the item it names by identity, if it is here.
  mutating func renumber(as reference: ItemReference) {
    for slot in SlotPosition.allCases where items[slot]?.identity == reference.identity {
      items[slot] = reference
    }
  }

  /// Removes the item with `identity`, if it is here.
  mutating func remove(_ identity: ItemIdentity) {
    if items.left?.identity == identity { items.left = nil }
    if items.middle?.identity == identity { items.middle = nil }
    if items.right?.identity == identity { items.right = nil }
  }

  func contains(_ identity: ItemIdentity) -> Bool {
    first { $0.identity == identity } != nil
  }

  /// The first item, in order, that satisfies `predicate`.
  func first(where predicate: (ItemReference) -> Bool) -> ItemReference? {
    if let item = items.left, predicate(item) { return item }
    if let item = items.middle, predicate(item) { return item }
    if let item = items.right, predicate(item) { return item }
    return nil
  }
}

/// What is true at the end of a call, each item named by its identity: the one value whose
/// differences every listener (the delegate, each event stream, each observer) hears.
///
/// | part | told as | when it differs from what the listener was told |
/// |---|---|---|
/// | `current` | `didScrollToItem` | another item, or the same item at another index |
/// | `visible` | `itemDidDisappear`, then `itemDidAppear` | by identity: a renumbered item neither disappears nor appears |
/// | `settleTarget` | `willSettleOnItem` | a settle under way that the listener never heard announced |
struct CarouselSnapshot: Equatable {
  /// The item the carousel last came to rest on.
  var current: ItemReference?
  /// The items the slots show, each once.
  var shown = VisibleReferences()
  /// The items that count as visible, among those shown.
  var visible = VisibleReferences()
  /// The item a settle under way heads to.
  var settleTarget: Int?
  /// The serial of the latest settle event waiting to be delivered
  /// (``EventQueue/latestPendingSettleEvent``): a listener new to the settle that will hear
  /// it is told the settle by the queue, in order, not from ``settleTarget``. (Read only as
  /// the listeners are told: the copy kept as ``Carousel/lastSnapshot`` is not.)
  var pendingSettleEvent: Int?

  /// The item a slot shows at `index`, if any (``VisibleItems/none`` is no item).
  func shownItem(at index: Int) -> ItemReference? {
    shown.first { $0.index == index }
  }

  /// Whether it names an item by `identity`.
  func names(_ identity: ItemIdentity) -> Bool {
    current?.identity == identity || shown.contains(identity)
  }
}

/// What one listener was told: the part of the last ``CarouselSnapshot`` it heard, and
/// whether it heard a settle announced that has not ended.
struct ToldState {
  /// The serial of the first event posted after the listener was set
  /// (``EventQueue/posted``): it hears no event posted before.
  var since = 0
  /// The listener's number, in the order the listeners came, the delegates included
  /// (``Carousel/listenersAdded``): one that came while the others were told is told in the
  /// next round.
  var listener = 0
  var current: ItemReference?
  var visible = VisibleReferences()
  /// Whether the listener heard a `willSettleOnItem` whose settle has not ended for it.
  var hearsSettle = false
  /// Whether the listener heard the highlight under way (`didHighlightItem`).
  var hearsHighlight = false
  /// The items it was told to prefetch, and not told to cancel, nor shown.
  private(set) var prefetched: [ItemReference] = []
  /// The ``PrefetchReferences/revision`` it was last brought to.
  private var prefetchRevision: Int?
  /// The delivery whose made cells it took as serving its prefetches, and how many of them:
  /// a cell a callback makes later in that delivery serves too. (The deliveries count from
  /// 0: none was seen yet.)
  private var servedSeen = (delivery: -1, count: 0)

  /// A record of nothing told, for listener number `listener`, set when `since` events had
  /// been posted.
  init(since: Int = 0, listener: Int = 0) {
    self.since = since
    self.listener = listener
  }

  /// Whether this listener knows of an item by `identity`.
  func names(_ identity: ItemIdentity) -> Bool {
    current?.identity == identity || visible.contains(identity)
      || prefetched.contains { $0.identity == identity }
  }

  /// The first visible or prefetched item it was told of by its number in a load other than
  /// `load`.
  func firstItem(outside load: Int) -> ItemReference? {
    visible.first { $0.load != load } ?? prefetched.first { $0.load != load }
  }

  /// Takes `reference` for the visible or prefetched item it names by identity: after a
  /// reload, so that an item a later reload removes is named by its last index. (The current
  /// item is not renumbered here: a new index is told.)
  mutating func renumber(as reference: ItemReference) {
    visible.renumber(as: reference)
    for index in prefetched.indices where prefetched[index].identity == reference.identity {
      prefetched[index] = reference
    }
  }

  /// Whether a listener told `old` as the current item need not hear of `new`.
  ///
  /// It must for another index, or another identifier. An item without an identifier at the
  /// same index is told as the same item (a reload without identifiers cannot say whether it
  /// changed, and a host that shows the page number learns nothing new), so that a delegate
  /// may reload from `didScrollToItemAt` without hearing it again.
  static func isSameCurrentItem(_ new: ItemReference?, _ old: ItemReference?) -> Bool {
    guard let new, let old else { return new == nil && old == nil }
    guard new.index == old.index else { return false }
    if case .identifier = new.identity, case .identifier = old.identity {
      return new.identity == old.identity
    }
    return true
  }

  /// Whether an event posted as it happened reaches this listener, and what it learns.
  ///
  /// A settle's end reaches only a listener that heard the settle announced, and a
  /// highlight's end only one that heard the highlight; no event posted before the listener
  /// was set reaches it.
  ///
  /// - Parameters:
  ///   - event: The event.
  ///   - serial: Its serial (``EventQueue/takenSerial``).
  /// - Returns: Whether the listener hears it.
  mutating func accepts(_ event: CarouselEvent, serial: Int) -> Bool {
    guard serial >= since else { return false }
    switch event {
    case .willSettleOnItem:
      hearsSettle = true
    case .didSettleOnItem, .didCancelSettlingOnItem:
      guard hearsSettle else { return false }
      hearsSettle = false
    case .didHighlightItem:
      hearsHighlight = true
    case .didUnhighlightItem:
      guard hearsHighlight else { return false }
      hearsHighlight = false
    default:
      break
    }
    return true
  }

  /// The next thing that brings this listener toward `value`, taken as told; `nil` when it
  /// knows everything `value` holds.
  ///
  /// One at a time, each worked out from the value of the moment, so that a callback that
  /// changes the carousel never leaves the rest of a difference naming old indexes. The order
  /// is the documented one: the current item, the items that left the view, those that came
  /// into it, the prefetches cancelled, those started, then a settle under way this listener
  /// never heard announced.
  ///
  /// - Parameters:
  ///   - value: What is true now.
  ///   - prefetch: The items prefetched now.
  ///   - served: The items whose cells were made since the listeners were last told.
  ///   - settleEnd: The serial of the settle's end before which only the current item is
  ///     told, and only to a listener that will hear that end (set before it was posted).
  /// - Returns: What to tell, or `nil` when there is nothing.
  mutating func next(
    toward value: CarouselSnapshot, prefetch: PrefetchReferences,
    served: ServedItems = ServedItems(), before settleEnd: Int? = nil
  ) -> Difference? {
    if let settleEnd, settleEnd < since { return nil }
    if value.current != current {
      let changed = !Self.isSameCurrentItem(value.current, current)
      current = value.current
      if changed, let now = value.current { return .currentItem(now) }
    }
    guard settleEnd == nil else { return nil }
    if value.visible != visible {
      if let gone = visible.first(where: { !value.visible.contains($0.identity) }) {
        visible.remove(gone.identity)
        // Its index now while a slot shows it.
        return .disappeared(value.shown.first { $0.identity == gone.identity } ?? gone)
      }
      if let new = value.visible.first(where: { !visible.contains($0.identity) }) {
        visible.insert(new)
        return .appeared(new)
      }
      // The same items, renumbered: nothing to tell.
      visible = value.visible
    }
    let seen = servedSeen.delivery == served.delivery ? servedSeen.count : 0
    if seen < served.items.count {
      // A load whose item's cell was made has served, even if the item is still (or again)
      // in the window: a later prefetch of it is a new load.
      let made = served.items[seen...]
      if let index = prefetched.firstIndex(where: { made.contains($0.identity) }) {
        prefetchRevision = nil
        return .prefetchServed(prefetched.remove(at: index))
      }
      servedSeen = (served.delivery, served.items.count)
    }
    if prefetchRevision != prefetch.revision, let told = nextPrefetch(toward: prefetch, value) {
      return told
    }
    if !hearsSettle, let target = value.settleTarget,
      (value.pendingSettleEvent ?? .min) < since
    {
      hearsSettle = true
      return .settleAnnounced(target)
    }
    return nil
  }

  /// The next prefetch cancelled or started; once none is left, the window is taken as told.
  private mutating func nextPrefetch(
    toward prefetch: PrefetchReferences, _ value: CarouselSnapshot
  ) -> Difference? {
    if let index = prefetched.firstIndex(where: { told in
      !prefetch.items.contains { $0.identity == told.identity }
    }) {
      let gone = prefetched.remove(at: index)
      // An item shown now: its cell was made, the load served, with no cancel.
      return value.shown.contains(gone.identity) ? .prefetchServed(gone) : .prefetchCancelled(gone)
    }
    if let new = prefetch.items.first(where: { item in
      !prefetched.contains { $0.identity == item.identity }
    }) {
      prefetched.append(new)
      return .prefetchStarted(new)
    }
    // The same items, perhaps renumbered: nothing to tell.
    prefetched.removeAll(keepingCapacity: true)
    prefetched.append(contentsOf: prefetch.items)
    prefetchRevision = prefetch.revision
    return nil
  }
}
