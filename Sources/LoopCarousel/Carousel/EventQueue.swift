/// The events that happened, waiting for the listeners, first in, first out, with at most one
/// `didScroll`.
///
/// What is true (the current item, the visible items, the prefetches) is not queued: each
/// listener hears its difference from the value at the end of the call (``ToldState``).
///
/// The pending events are `storage[head...]`; a taken event's place is cleared (so that the
/// queue never frees a host object), and the storage is emptied, keeping its capacity,
/// whenever the last one is taken, so it allocates only when more events have been queued
/// since it was last empty than ever before.
///
/// The pending `didScroll` is not stored with the others: `scrollMark` says before which
/// event it goes, so that a drag move or a frame, whose only event it usually is, touches no
/// storage.
struct EventQueue {
  private var storage: [CarouselEvent] = []
  /// The index in `storage` of the oldest pending event.
  private var head = 0
  /// The index in `storage` of the event the pending `didScroll` goes before
  /// (`storage.count` when it is the last), or `nil` when none is pending.
  private var scrollMark: Int?

  /// Makes an empty queue with room for `capacity` events.
  init(capacity: Int) {
    storage.reserveCapacity(capacity)
  }

  /// Whether nothing is pending, not even a `didScroll`.
  var isEmpty: Bool { head == storage.count && scrollMark == nil }

  /// Queues an event after the pending ones.
  ///
  /// - Complexity: O(1) amortized; no allocation unless more events are pending than ever.
  mutating func append(_ event: CarouselEvent) {
    storage.append(event)
  }

  /// Whether an event of a settle (its announcement, its end or its cancel) waits to be
  /// delivered.
  var holdsSettleEvent: Bool {
    storage[head...].contains { event in
      switch event {
      case .willSettleOnItem, .didSettleOnItem, .didCancelSettlingOnItem: true
      default: false
      }
    }
  }

  /// Queues a `didScroll` after the pending events, unless one is pending already (which
  /// then stands for both).
  mutating func appendScroll() {
    if scrollMark == nil { scrollMark = storage.count }
  }

  /// Takes the next event to deliver, or returns `nil` when nothing is pending.
  mutating func next() -> CarouselEvent? {
    if scrollMark == head {
      scrollMark = nil
      emptyIfDone()
      return .didScroll
    }
    guard head < storage.count else { return nil }
    let event = storage[head]
    // The queue keeps no reference to a taken event: an error it carries is freed by the
    // caller, outside any access to the queue (its `deinit` may read the carousel).
    storage[head] = .didScroll
    head += 1
    emptyIfDone()
    return event
  }

  /// Empties the storage, keeping its capacity, once every event has been taken.
  private mutating func emptyIfDone() {
    guard head > 0, head == storage.count, scrollMark == nil else { return }
    storage.removeAll(keepingCapacity: true)
    head = 0
  }

  /// Drops the pending `willDisplay` of a cell, if there is one.
  ///
  /// - Returns: Whether there was one: the delegate has not been told the cell shows an
  ///   item.
  /// - Complexity: O(pending events).
  mutating func removeWillDisplay(of cell: CarouselCell) -> Bool {
    for index in head..<storage.count {
      guard case .willDisplay(let shown, _, _) = storage[index], shown == ObjectIdentifier(cell)
      else { continue }
      storage.remove(at: index)
      if let mark = scrollMark, mark > index { scrollMark = mark - 1 }
      emptyIfDone()
      return true
    }
    return false
  }
}
