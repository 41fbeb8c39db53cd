extension Carousel {
  /// Runs a public call: the prologue and epilogue every mutating entry point shares.
  ///
  /// The prologue rejects a call from inside host code the carousel is running (a
  /// data-source request, a cell's `init()` or `prepareForReuse()`, where a change is half
  /// carried out) and a time earlier than one already given, before anything changes. The
  /// epilogue runs a deferred reload and delivers the queued events.
  ///
  /// - Parameters:
  ///   - name: The call, for the reentrancy error.
  ///   - time: The time the call passes, if any.
  ///   - body: The call's work.
  @inline(__always)
  func operation<Result>(
    _ name: StaticString, at time: Duration? = nil,
    _ body: () throws(CarouselError) -> Result
  ) throws(CarouselError) -> Result {
    guard calloutDepth == 0 else { throw .reentrant(name) }
    if let time { try checkTime(time) }
    defer { finishOperation() }
    return try body()
  }

  /// Checks a time passed in by the host.
  @inline(__always)
  func checkTime(_ time: Duration) throws(CarouselError) {
    guard !time.isBefore(core.now) else { throw .backwards(time, latest: core.now) }
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
    if let scheduleObserver, core.nextDeadline != nil { scheduleObserver() }
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
