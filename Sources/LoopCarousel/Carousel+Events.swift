/// Something the delegate is told, queued while the carousel changes its state.
///
/// The cell events name their cell without retaining it: a page turn would otherwise pay a
/// retain and a release for each (about 100 instructions). That is safe because the carousel
/// never lets go of a cell while an event is pending: a cell is in a slot, idle in the pool,
/// handed to the data source during a request (`firstOutstanding` and `outstanding`), or
/// retired by the pool, and retired cells are released only once the queue is empty (see
/// `releaseRetiredCells()`).
enum CarouselEvent {
  case willBeginDragging
  case didEndDragging(willSettle: Bool)
  case didScrollToItem(Int)
  case didSelectItem(Int)
  case willDisplay(Unmanaged<CarouselCell>, item: Int, slot: SlotPosition)
  case didEndDisplaying(Unmanaged<CarouselCell>, item: Int, slot: SlotPosition)
  case didFail(CarouselError)
}

extension Carousel {
  /// Fails when called from inside host code the carousel is running (a data-source request,
  /// a cell's `init()` or `prepareForReuse()`), where the state is half changed.
  @inline(__always)
  func checkNotReentrant(_ name: StaticString) throws(CarouselError) {
    guard calloutDepth == 0 else { throw .reentrant(name) }
  }

  /// Ends a public call: runs a deferred reload, then delivers the queued events.
  ///
  /// Inlined into every public call, with the rare work out of line, so that a drag move or
  /// a frame pays for a few tests rather than a call that saves six registers.
  @inline(__always)
  func finishOperation() {
    guard calloutDepth == 0 else { return }
    if needsDeferredReload { performDeferredReload() }
    drainEvents()
    if pool.hasRetiredCells { releaseRetiredCells() }
    if scheduleObserver != nil { notifyScheduleObserver() }
  }

  /// Lets go of the cells the pool retired, once no pending event can name them.
  @inline(never)
  func releaseRetiredCells() {
    guard calloutDepth == 0, !isDraining, events.isEmpty else { return }
    // Moved out first, so that the cells' `deinit`s run after the access to `pool` ended.
    let cells = pool.takeRetiredCells()
    _ = consume cells
  }

  /// Runs the `reloadData()` asked for from inside host code.
  @inline(never)
  private func performDeferredReload() {
    needsDeferredReload = false
    do {
      try reloadNow()
    } catch {
      events.append(.didFail(error))
    }
  }

  /// Tells the driver, if one watches, that something is pending.
  @inline(never)
  private func notifyScheduleObserver() {
    if let scheduleObserver, nextDeadline != nil { scheduleObserver() }
  }

  func post(_ event: consuming CarouselEvent) {
    events.append(event)
  }

  /// Notes that the offset or the slots changed; one `didScroll` per call.
  ///
  /// While it is pending, further scrolls (from this call or from calls the delegate makes
  /// before it is delivered) join it.
  ///
  /// - Complexity: O(1).
  func noteScrolled() {
    events.appendScroll()
  }

  /// Delivers the queued events, including those the delegate's callbacks queue.
  ///
  /// `self` stays alive throughout even if a callback drops the host's last reference to the
  /// carousel: a method's caller guarantees its receiver for the whole call.
  private func drainEvents() {
    guard !isDraining, !events.isEmpty else { return }
    isDraining = true
    if events.isOnlyScroll {
      // The usual drag move or frame: a `didScroll` and nothing else. Taken apart from the
      // loop below, it costs a frame about 27 instructions less.
      events.removeAll()
      if let target = delegate { target.carouselDidScroll(self) }
    }
    // One weak load per run of events, not per event (the delegate's retain and release are
    // slow: being weakly referenced gives it a side table); loaded again only if a callback
    // replaced it.
    while !events.isEmpty, let target = delegate {
      deliverEvents(to: target)
    }
    events.removeAll()
    isDraining = false
  }

  /// Delivers the queued events in order until the queue is empty or a callback replaces
  /// the delegate.
  private func deliverEvents(to target: any CarouselDelegate) {
    let changes = delegateChanges
    while delegateChanges == changes, let next = events.next() {
      switch consume next {
      case .scroll: target.carouselDidScroll(self)
      case .event(let event): deliver(event, to: target)
      }
    }
  }

  private func deliver(_ event: consuming CarouselEvent, to delegate: any CarouselDelegate) {
    switch consume event {
    case .willBeginDragging:
      delegate.carouselWillBeginDragging(self)
    case .didEndDragging(let willSettle):
      delegate.carouselDidEndDragging(self, willSettle: willSettle)
    case .didScrollToItem(let index):
      delegate.carousel(self, didScrollToItemAt: index)
    case .didSelectItem(let index):
      delegate.carousel(self, didSelectItemAt: index)
    case .willDisplay(let cell, let item, let slot):
      cell._withUnsafeGuaranteedRef {
        delegate.carousel(self, willDisplay: $0, forItemAt: item, in: slot)
      }
    case .didEndDisplaying(let cell, let item, let slot):
      cell._withUnsafeGuaranteedRef {
        delegate.carousel(self, didEndDisplaying: $0, forItemAt: item, in: slot)
      }
    case .didFail(let error):
      delegate.carousel(self, didFailWith: error)
    }
  }
}
