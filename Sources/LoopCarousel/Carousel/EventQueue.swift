/// Something the delegate is told, queued while the carousel changes its state.
///
/// The cell events name their cell without retaining it: a page turn would otherwise pay a
/// retain and a release for each. That is safe because the carousel
/// never lets go of a cell while an event is pending: a cell is in a slot, idle in the pool,
/// handed to the data source during a request (`firstOutstanding` and `outstanding`), or
/// retired by the pool, and retired cells are released only once the queue is empty (see
/// `releaseRetiredCells()`).
enum CarouselEvent {
  /// `carouselDidScroll(_:)`; the queue holds at most one, apart from the others.
  case didScroll
  case willBeginDragging
  case didEndDragging(willSettle: Bool)
  case didScrollToItem(Int)
  case willSettle(Int)
  case didSettle(Int)
  case didSelectItem(Int)
  case itemDidAppear(Int)
  case itemDidDisappear(Int)
  case willDisplay(Unmanaged<CarouselCell>, item: Int, slot: SlotPosition)
  case didEndDisplaying(Unmanaged<CarouselCell>, item: Int, slot: SlotPosition)
  /// Boxed, so that every other event, moved in and out of the queue, is three words.
  indirect case didFail(CarouselError)
}

extension CarouselEvent {
  /// Tells the delegate.
  ///
  /// - Parameters:
  ///   - delegate: The carousel's delegate.
  ///   - carousel: The carousel the event happened in.
  consuming func deliver(to delegate: any CarouselDelegate, from carousel: Carousel) {
    switch consume self {
    case .didScroll:
      delegate.carouselDidScroll(carousel)
    case .willBeginDragging:
      delegate.carouselWillBeginDragging(carousel)
    case .didEndDragging(let willSettle):
      delegate.carouselDidEndDragging(carousel, willSettle: willSettle)
    case .didScrollToItem(let index):
      delegate.carousel(carousel, didScrollToItemAt: index)
    case .willSettle(let index):
      delegate.carousel(carousel, willSettleOnItemAt: index)
    case .didSettle(let index):
      delegate.carousel(carousel, didSettleOnItemAt: index)
    case .didSelectItem(let index):
      delegate.carousel(carousel, didSelectItemAt: index)
    case .itemDidAppear(let index):
      delegate.carousel(carousel, itemDidAppearAt: index)
    case .itemDidDisappear(let index):
      delegate.carousel(carousel, itemDidDisappearAt: index)
    case .willDisplay(let cell, let item, let slot):
      delegate.carousel(
        carousel, willDisplay: cell.takeUnretainedValue(), forItemAt: item, in: slot)
    case .didEndDisplaying(let cell, let item, let slot):
      delegate.carousel(
        carousel, didEndDisplaying: cell.takeUnretainedValue(), forItemAt: item, in: slot)
    case .didFail(let error):
      delegate.carousel(carousel, didFailWith: error)
    }
  }
}

/// The events waiting for the delegate, first in, first out, with at most one `didScroll`.
///
/// The pending events are `storage[head...]`; the storage is emptied, keeping its capacity,
/// whenever the last one is taken, so it allocates only when more events are pending than
/// ever before.
///
/// The pending `didScroll` is not stored with the others: ``scrollMark`` says before which
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

  /// Whether a `didScroll` and nothing else is pending.
  var isOnlyScroll: Bool { head == storage.count && scrollMark != nil }

  /// Queues an event after the pending ones.
  ///
  /// - Complexity: O(1) amortized; no allocation unless more events are pending than ever.
  mutating func append(_ event: CarouselEvent) {
    storage.append(event)
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
    head += 1
    emptyIfDone()
    return event
  }

  /// Empties the storage, keeping its capacity, once every event has been taken.
  private mutating func emptyIfDone() {
    guard head == storage.count, scrollMark == nil else { return }
    storage.removeAll(keepingCapacity: true)
    head = 0
  }

  /// Drops the pending `didScroll` when it is all that is pending (``isOnlyScroll``).
  mutating func removeScroll() {
    scrollMark = nil
    emptyIfDone()
  }

  /// Drops the pending `itemDidAppear` and `itemDidDisappear` events, keeping the others in
  /// order: they were worked out for a delegate that has just been replaced.
  ///
  /// - Complexity: O(pending events); a delegate is rarely replaced while events wait.
  mutating func removeVisibilityEvents() {
    var kept: [CarouselEvent] = []
    var mark: Int?
    for index in head..<storage.count {
      if index == scrollMark { mark = kept.count }
      switch storage[index] {
      case .itemDidAppear, .itemDidDisappear: continue
      case let event: kept.append(event)
      }
    }
    if scrollMark == storage.count { mark = kept.count }
    storage.removeAll(keepingCapacity: true)
    storage.append(contentsOf: kept)
    head = 0
    scrollMark = mark
  }

  /// Drops everything pending.
  mutating func removeAll() {
    storage.removeAll(keepingCapacity: true)
    head = 0
    scrollMark = nil
  }
}
