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
      cell._withUnsafeGuaranteedRef {
        delegate.carousel(carousel, willDisplay: $0, forItemAt: item, in: slot)
      }
    case .didEndDisplaying(let cell, let item, let slot):
      cell._withUnsafeGuaranteedRef {
        delegate.carousel(carousel, didEndDisplaying: $0, forItemAt: item, in: slot)
      }
    case .didFail(let error):
      delegate.carousel(carousel, didFailWith: error)
    }
  }
}

/// The events waiting for the delegate, first in, first out, with at most one `didScroll`.
///
/// The storage is allocated once, when the carousel is made, and grows only when more events
/// are pending than ever before. An event is moved in when posted and moved out when
/// delivered, so a cell an event carries is retained once and released once, and no array
/// checks its uniqueness on the way (a `[CarouselEvent]` read by subscript and emptied with
/// `removeLast()` made a page turn markedly dearer; see Benchmarks/README.md).
///
/// The pending `didScroll` is not stored with the others: ``scrollMark`` says before which
/// event it goes, so that a drag move or a frame, whose only event it usually is, touches no
/// storage.
struct EventQueue: ~Copyable {
  private var storage: UnsafeMutablePointer<CarouselEvent>
  private var capacity: Int
  /// The storage index of the oldest pending event; `head..<tail` is initialized.
  private var head = 0
  /// One past the storage index of the newest pending event.
  private var tail = 0
  /// The storage index of the event the pending `didScroll` goes before (`tail` when it is
  /// the last), or ``noScroll`` when none is pending.
  private var scrollMark = noScroll
  /// The ``scrollMark`` when no `didScroll` is pending: below every index, a plain integer
  /// so that each step of the delivery compares two words.
  private static let noScroll = -1

  /// Makes an empty queue with room for `capacity` events.
  init(capacity: Int) {
    self.capacity = max(capacity, 1)
    storage = .allocate(capacity: self.capacity)
  }

  deinit {
    (storage + head).deinitialize(count: tail - head)
    storage.deallocate()
  }

  /// Whether nothing is pending, not even a `didScroll`.
  var isEmpty: Bool { head == tail && scrollMark == Self.noScroll }

  /// Whether a `didScroll` and nothing else is pending.
  var isOnlyScroll: Bool { head == tail && scrollMark != Self.noScroll }

  /// Queues an event after the pending ones.
  ///
  /// - Complexity: O(1) amortized; no allocation unless more events are pending than ever.
  mutating func append(_ event: consuming CarouselEvent) {
    if tail == capacity { makeRoom() }
    (storage + tail).initialize(to: event)
    tail &+= 1
  }

  /// Queues a `didScroll` after the pending events, unless one is pending already (which
  /// then stands for both).
  mutating func appendScroll() {
    if scrollMark == Self.noScroll { scrollMark = tail }
  }

  /// Takes the next event to deliver, or returns `nil` when nothing is pending.
  mutating func next() -> CarouselEvent? {
    if scrollMark == head {
      scrollMark = Self.noScroll
      if head == tail { head = 0; tail = 0 }
      return .didScroll
    }
    guard head < tail else { return nil }
    let event = (storage + head).move()
    head &+= 1
    if head == tail, scrollMark == Self.noScroll { head = 0; tail = 0 }
    return event
  }

  /// What ``rollBack(to:)`` restores: whether a `didScroll` was pending.
  struct Checkpoint {
    fileprivate let tail: Int
    fileprivate let scrollMark: Int
  }

  /// The queue as it is, for a trial that may note a `didScroll` and nothing else.
  var checkpoint: Checkpoint { Checkpoint(tail: tail, scrollMark: scrollMark) }

  /// Drops the `didScroll` noted since `checkpoint`; no other event may have been queued.
  mutating func rollBack(to checkpoint: Checkpoint) {
    precondition(
      tail == checkpoint.tail, "Internal inconsistency: an event was queued during a trial")
    scrollMark = checkpoint.scrollMark
  }

  /// Drops the pending `didScroll` when it is all that is pending (``isOnlyScroll``).
  mutating func removeScroll() {
    scrollMark = Self.noScroll
  }

  /// Drops the pending `itemDidAppear` and `itemDidDisappear` events, keeping the others in
  /// order: they were worked out for a delegate that has just been replaced.
  ///
  /// - Complexity: O(pending events); a delegate is rarely replaced while events wait.
  mutating func removeVisibilityEvents() {
    var kept = head
    var mark = Self.noScroll
    for index in head..<tail {
      if index == scrollMark { mark = kept }
      switch (storage + index).move() {
      case .itemDidAppear, .itemDidDisappear:
        continue
      case let event:
        (storage + kept).initialize(to: event)
        kept &+= 1
      }
    }
    if scrollMark == tail { mark = kept }
    tail = kept
    scrollMark = mark
    if head == tail, scrollMark == Self.noScroll { head = 0; tail = 0 }
  }

  /// Drops everything pending.
  mutating func removeAll() {
    if tail > head { (storage + head).deinitialize(count: tail - head) }
    head = 0
    tail = 0
    scrollMark = Self.noScroll
  }

  /// Moves the pending events to the front of the storage, doubling it if they fill it.
  private mutating func makeRoom() {
    let pending = tail - head
    let target: UnsafeMutablePointer<CarouselEvent>
    if pending * 2 <= capacity {
      target = storage
    } else {
      capacity *= 2
      target = .allocate(capacity: capacity)
    }
    if head > 0 || target != storage {
      target.moveInitialize(from: storage + head, count: pending)
    }
    if target != storage { storage.deallocate() }
    storage = target
    if scrollMark != Self.noScroll { scrollMark -= head }
    head = 0
    tail = pending
  }
}
