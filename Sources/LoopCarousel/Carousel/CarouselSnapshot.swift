/// Who an item is: the data source's identifier for it, or, from a data source that gives
/// none, its index in one load of the data (a reload replaces every such item).
enum ItemIdentity: Hashable {
  /// The identifier from ``CarouselDataSource/carousel(_:identifierForItemAt:)``.
  case identifier(AnyHashable)
  /// The item at `index` in the data loaded by reload number `load`.
  case unnamed(load: Int, index: Int)
}

/// An item as a listener is told of it: who it is, and its index when it was told.
struct ItemReference: Equatable {
  var identity: ItemIdentity
  var index: Int
}

/// The items that count as visible, each named once, in the order ``VisibleItems`` keeps them.
struct VisibleReferences: Equatable {
  private(set) var items = Slots<ItemReference>()

  /// Adds an item, unless one with its identity is there already.
  mutating func insert(_ item: ItemReference) {
    guard !contains(item.identity) else { return }
    if items.left == nil {
      items.left = item
    } else if items.middle == nil {
      items.middle = item
    } else if items.right == nil {
      items.right = item
    }
  }

  func contains(_ identity: ItemIdentity) -> Bool {
    items.left?.identity == identity || items.middle?.identity == identity
      || items.right?.identity == identity
  }

  /// Calls `body` with each item, in order.
  func forEach(_ body: (ItemReference) -> Void) {
    if let item = items.left { body(item) }
    if let item = items.middle { body(item) }
    if let item = items.right { body(item) }
  }

  /// The index of the item with `identity`, if it is here.
  func index(of identity: ItemIdentity) -> Int? {
    if let item = items.left, item.identity == identity { return item.index }
    if let item = items.middle, item.identity == identity { return item.index }
    if let item = items.right, item.identity == identity { return item.index }
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
  /// The items that count as visible.
  var visible = VisibleReferences()
  /// The item a settle under way heads to.
  var settleTarget: Int?
}

/// What one listener was told: the part of the last ``CarouselSnapshot`` it heard, and
/// whether it heard a settle announced that has not ended.
struct ToldState {
  var current: ItemReference?
  var visible = VisibleReferences()
  /// Whether the listener heard a `willSettleOnItem` whose settle has not ended for it.
  var hearsSettle = false

  /// Whether an event posted as it happened reaches this listener, and what it learns.
  ///
  /// A settle's end reaches only a listener that heard the settle announced.
  mutating func accepts(_ event: CarouselEvent) -> Bool {
    switch event {
    case .willSettleOnItem:
      hearsSettle = true
    case .didSettleOnItem, .didCancelSettlingOnItem:
      guard hearsSettle else { return false }
      hearsSettle = false
    default:
      break
    }
    return true
  }

  /// Brings the current item up to `value`'s, appending the event that says so.
  mutating func tellCurrent(_ value: CarouselSnapshot, into events: inout [CarouselEvent]) {
    guard value.current != current else { return }
    if let now = value.current { events.append(.didScrollToItem(now.index)) }
    current = value.current
  }

  /// Brings everything to `value`, appending the events that say what changed, in their
  /// documented order: the current item, the items that left the view, those that came
  /// into it, then a settle under way this listener has not heard of.
  mutating func tell(_ value: CarouselSnapshot, into events: inout [CarouselEvent]) {
    tellCurrent(value, into: &events)
    if value.visible != visible {
      visible.forEach { item in
        guard !value.visible.contains(item.identity) else { return }
        events.append(.itemDidDisappear(value.index(of: item.identity) ?? item.index))
      }
      value.visible.forEach { item in
        guard !visible.contains(item.identity) else { return }
        events.append(.itemDidAppear(item.index))
      }
      visible = value.visible
    }
    if !hearsSettle, let target = value.settleTarget {
      events.append(.willSettleOnItem(target))
      hearsSettle = true
    }
  }
}

extension CarouselSnapshot {
  /// The index an item has in this value, if it is in it.
  func index(of identity: ItemIdentity) -> Int? {
    if let current, current.identity == identity { return current.index }
    return visible.index(of: identity)
  }
}
