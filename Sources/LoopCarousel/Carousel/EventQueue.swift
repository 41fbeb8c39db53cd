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
///
/// Each event has a serial, its number in the order events were posted: a listener set while
/// events wait hears only those posted from then on (``posted``, ``takenSerial``).
struct EventQueue {
  private var storage: [CarouselEvent] = []
  /// The serial of each event in `storage`.
  private var serials: [Int] = []
  /// The index in `storage` of the oldest pending event.
  private var head = 0
  /// The index in `storage` of the event the pending `didScroll` goes before
  /// (`storage.count` when it is the last), or `nil` when none is pending.
  private var scrollMark: Int?
  /// The serial of the pending `didScroll`: that of the latest scroll it stands for.
  private var scrollSerial = 0
  /// The serial of the next event posted: how many were posted so far.
  ///
  /// A listener set now hears the events from this serial on.
  private(set) var posted = 0
  /// The serial of the event ``next()`` took last.
  private(set) var takenSerial = 0
  /// The serials of the waiting events that name their item by its number before a reload.
  ///
  /// Those are the events the reload did not renumber (it removed the item, or did not know
  /// it), and a settle it cancelled as it removed the target. Later reloads leave their index
  /// as it is, and a settle's end among them may name another item now (``nextSettleEnd``).
  private var keptIndexes: [Int] = []

  /// Makes an empty queue with room for `capacity` events.
  init(capacity: Int) {
    storage.reserveCapacity(capacity)
    serials.reserveCapacity(capacity)
    keptIndexes.reserveCapacity(4)
  }

  /// Whether nothing is pending, not even a `didScroll`.
  var isEmpty: Bool { head == storage.count && scrollMark == nil }

  /// Queues an event after the pending ones; `keepingIndex` for one that names an item a
  /// reload removed by its last index, which later reloads leave as it is.
  ///
  /// - Complexity: O(1) amortized; no allocation unless more events are pending than ever.
  mutating func append(_ event: CarouselEvent, keepingIndex: Bool = false) {
    if keepingIndex { keptIndexes.append(posted) }
    storage.append(event)
    serials.append(posted)
    posted &+= 1
  }

  /// The serial of the latest event of a settle (its announcement, its end or its cancel)
  /// that waits to be delivered, if one does.
  var latestPendingSettleEvent: Int? {
    for index in (head..<storage.count).reversed() {
      switch storage[index] {
      case .willSettleOnItem, .didSettleOnItem, .didCancelSettlingOnItem: return serials[index]
      default: continue
      }
    }
    return nil
  }

  /// Renames the items of the events waiting from before `reload` that it renumbered, and
  /// of the cells it took out of the slots.
  ///
  /// An announcement is renamed before its position and label are worked out, as it is
  /// delivered. A highlight keeps its number: the reload ends it, naming it as it was
  /// highlighted. The reload's own events name its numbers, but for its `didEndDisplaying`s,
  /// posted with the numbers the slots held before it: each is renamed by its cell's
  /// identifier. An event whose item the reload did not renumber keeps its index from then
  /// on.
  mutating func renumberPending(after reload: CarouselCore.Reload) {
    var kept = false
    func named(_ now: Int?, else item: Int) -> Int {
      if let now { return now }
      kept = true
      return item
    }
    func new(_ item: Int) -> Int { named(reload.renumbered(item), else: item) }
    for index in head..<storage.count where !keptIndexes.contains(serials[index]) {
      kept = false
      if serials[index] >= reload.firstOwnEvent {
        guard case .didEndDisplaying(let cell, let item, let slot) = storage[index] else {
          continue
        }
        let now = named(reload.renumberedCell(item, in: slot), else: item)
        storage[index] = .didEndDisplaying(cell: cell, item: now, slot: slot)
        if kept { keptIndexes.append(serials[index]) }
        continue
      }
      switch storage[index] {
      case .willSettleOnItem(let item): storage[index] = .willSettleOnItem(new(item))
      case .didSettleOnItem(let item): storage[index] = .didSettleOnItem(new(item))
      case .didCancelSettlingOnItem(let item):
        storage[index] = .didCancelSettlingOnItem(new(item))
      case .didSelectItem(let item): storage[index] = .didSelectItem(new(item))
      case .willDisplay(let cell, let item, let slot):
        storage[index] = .willDisplay(cell: cell, item: new(item), slot: slot)
      case .didEndDisplaying(let cell, let item, let slot):
        storage[index] = .didEndDisplaying(cell: cell, item: new(item), slot: slot)
      case .announce(let announcement):
        storage[index] = .announce(CarouselAnnouncement(item: new(announcement.item)))
      case .didUpdateFocusedItem(let item?):
        storage[index] = .didUpdateFocusedItem(named(reload.renumberedFocus(item), else: item))
      default: continue
      }
      if kept { keptIndexes.append(serials[index]) }
    }
  }

  /// Queues a `didScroll` after the pending events, unless one is pending already (which
  /// then stands for both, with the serial of this one).
  mutating func appendScroll() {
    if scrollMark == nil { scrollMark = storage.count }
    scrollSerial = posted
    posted &+= 1
  }

  /// The item of the next event to deliver and its serial, if that event is a settle's end
  /// (`didSettleOnItem`); its item is `nil` when a reload since did not renumber it, so that
  /// its index may name another item now.
  var nextSettleEnd: (item: Int?, serial: Int)? {
    guard scrollMark != head, head < storage.count,
      case .didSettleOnItem(let item) = storage[head]
    else { return nil }
    let serial = serials[head]
    return (keptIndexes.contains(serial) ? nil : item, serial)
  }

  /// Takes the next event to deliver, or returns `nil` when nothing is pending.
  mutating func next() -> CarouselEvent? {
    if scrollMark == head {
      scrollMark = nil
      takenSerial = scrollSerial
      emptyIfDone()
      return .didScroll
    }
    guard head < storage.count else { return nil }
    let event = storage[head]
    takenSerial = serials[head]
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
    serials.removeAll(keepingCapacity: true)
    keptIndexes.removeAll(keepingCapacity: true)
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
      serials.remove(at: index)
      if let mark = scrollMark, mark > index { scrollMark = mark - 1 }
      emptyIfDone()
      return true
    }
    return false
  }
}
