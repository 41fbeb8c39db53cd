/// What the delegate was told about settles, and the rule that pairs them: every
/// `willSettleOnItemAt` is followed by exactly one `didSettleOnItemAt` or
/// `didCancelSettlingOnItemAt` before the next one, and `didScrollToItemAt` fires once for
/// every change of the item the carousel rests on.
///
/// A small machine of the core: its state is its own, and each input posts the events it
/// implies into the queue it is given. The core says when (a settle starts, a motion lands,
/// a reload comes to rest); the report says what the delegate hears.
struct SettleReport {
  /// The item the last `willSettleOnItemAt` announced, until that settle ends or something
  /// ends it unannounced.
  private(set) var announcedTarget: Int?
  /// The item last reported with `didScrollToItemAt`, or the one a reload rested on.
  private(set) var lastSettledItem: Int?

  /// A settle heads for `item`: the delegate hears `willSettleOnItemAt`, after the
  /// cancellation of the settle announced before if that one headed elsewhere; a settle
  /// toward the item already announced goes on unannounced.
  mutating func announce(_ item: Int, into events: inout EventQueue) {
    guard item != announcedTarget else { return }
    settleCancelled(into: &events)
    events.append(.willSettleOnItem(item))
    announcedTarget = item
  }

  /// The settle announced last, if one is open, ended without resting on its item.
  ///
  /// A finger caught it, a ticker's run took over, the items went, or the settle now heads
  /// for another item: the delegate hears `didCancelSettlingOnItemAt`, by the target's last
  /// index if a reload `removed` it (later reloads leave that index as it is).
  mutating func settleCancelled(into events: inout EventQueue, removed: Bool = false) {
    guard let target = announcedTarget else { return }
    events.append(.didCancelSettlingOnItem(target), keepingIndex: removed)
    announcedTarget = nil
  }

  /// A motion came to rest on `item`: announced first if the settle was turned elsewhere
  /// than announced, then the arrival if the item changed, then `didSettleOnItemAt`.
  ///
  /// The listeners hear that the current item changed from the value at the end of the
  /// call, before `didSettleOnItemAt`.
  ///
  /// - Parameters:
  ///   - item: The item the carousel rests on.
  ///   - arrival: The event posted when the item changed, if any: the announcement for
  ///     assistive technologies, which the core decides.
  ///   - events: The queue.
  mutating func landed(
    on item: Int, arrival: CarouselEvent?, into events: inout EventQueue
  ) {
    announce(item, into: &events)
    if lastSettledItem != item, let arrival { events.append(arrival) }
    lastSettledItem = item
    events.append(.didSettleOnItem(item))
    announcedTarget = nil
  }

  /// A reload renumbered the items during a settle: the settle announced toward `before`
  /// goes on toward the same item as `after`, unannounced, or is cancelled by its last
  /// number when the reload removed its item (`after` is `nil`); the motion then announces
  /// where it heads.
  mutating func renumberTarget(_ before: Int, to after: Int?, into events: inout EventQueue) {
    guard announcedTarget == before else { return }
    if let after {
      announcedTarget = after
    } else {
      settleCancelled(into: &events, removed: true)
    }
  }

  /// A reload kept the carousel at rest on `item` (`nil`: moving, it rests on an item when
  /// the motion ends); the listeners hear from the value whether it is another item.
  mutating func reloaded(restingOn item: Int?) {
    lastSettledItem = item
  }
}
