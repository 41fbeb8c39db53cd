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
  /// - Returns: What `body` returns.
  /// - Throws: ``CarouselError/Code/reentrantCall``, ``CarouselError/Code/timeWentBackwards``,
  ///   or what `body` throws.
  func operation<Result>(
    _ name: StaticString, at time: Duration? = nil,
    _ body: () throws(CarouselError) -> Result
  ) throws(CarouselError) -> Result {
    try enter(name)
    if let time { try checkTime(time) }
    return try finishing(body)
  }

  /// Runs a public call whose first step is one access to the state that also checks the
  /// time: ``operation(_:at:_:)`` with its time check moved into that access, so that the
  /// call touches the state once before its work where it touched it twice.
  ///
  /// A time the check refuses throws before anything changed, and the call ends there, as
  /// when the prologue refuses it.
  ///
  /// - Parameters:
  ///   - name: The call, for the reentrancy error.
  ///   - time: The time the call passes.
  ///   - first: The call's first step, in the access that checks the time.
  ///   - rest: The rest of the call's work, given what `first` returned.
  /// - Returns: What `rest` returns.
  /// - Throws: ``CarouselError/Code/reentrantCall``, ``CarouselError/Code/timeWentBackwards``,
  ///   ``CarouselError/Code/timeOutOfRange``, or what `rest` throws.
  func operation<First, Result>(
    _ name: StaticString, checkingTime time: Duration,
    first: (inout CarouselState) -> First,
    then rest: (First) throws(CarouselError) -> Result
  ) throws(CarouselError) -> Result {
    try enter(name)
    let firstResult = try state.checkingTime(time, first)
    return try finishing { () throws(CarouselError) -> Result in try rest(firstResult) }
  }

  /// The start of both prologues: a call from inside host code the carousel is running is
  /// refused, and one from a delegate callback counts toward ``callsPerDelivery``.
  ///
  /// Always inlined: called, it costs every public call about 20 instructions (drag move
  /// 5,540 inlined against 5,560; `Benchmarks/README.md`, "Where @inline pays").
  @inline(__always)
  private func enter(_ name: StaticString) throws(CarouselError) {
    guard calloutDepth == 0 else { throw .reentrant(name) }
    try countCallFromDelivery(name)
  }

  /// Runs the work of a public call, then its epilogue: ``finishOperation(afterFailure:)``,
  /// told whether the work threw.
  func finishing<Result>(_ body: () throws(CarouselError) -> Result) throws(CarouselError)
    -> Result
  {
    let result: Result
    do {
      result = try body()
    } catch {
      finishOperation(afterFailure: true)
      throw error
    }
    finishOperation()
    return result
  }

  /// The most changing calls the delegate's callbacks may make during one delivery of
  /// events: 100.
  ///
  /// The events of a call are delivered when it ends, in one loop that also delivers the
  /// events of the calls the callbacks make. A delegate that answers an event with a call
  /// that posts it again (a scroll to the current item from `didSettleOnItemAt`, a reload
  /// from `willSettleOnItemAt` during a scroll, `updateDragging` from `didScroll`,
  /// `advance(to:)` with autoplay on) would keep the outer call from ever returning. So
  /// every changing call from a callback counts, and past this many the callbacks' calls
  /// throw ``CarouselError/Code/reentrantCall`` (``advance(to:)``, which cannot throw, is
  /// ignored) until the delivery ends: one outer call always returns, with bounded work.
  public static let callsPerDelivery = 100

  /// Counts a changing call from a delegate callback.
  ///
  /// - Throws: ``CarouselError/Code/reentrantCall`` past ``callsPerDelivery``.
  func countCallFromDelivery(_ name: StaticString) throws(CarouselError) {
    guard isDelivering else { return }
    guard callsDuringDelivery < Self.callsPerDelivery else { throw callLimitError(name) }
    callsDuringDelivery += 1
  }

  /// Why a call past ``callsPerDelivery`` is refused.
  private func callLimitError(_ name: StaticString) -> CarouselError {
    CarouselError(
      .reentrantCall,
      "\(name) is refused: delegate callbacks made \(Self.callsPerDelivery) calls during one "
        + "delivery of events, each posting events that called back again (such as a scroll "
        + "to the current item from didSettleOnItemAt); scroll only to another item, or after "
        + "the delivery")
  }

  /// Checks a time passed in by the host: not before the latest one, not after
  /// ``latestTime``.
  func checkTime(_ time: Duration) throws(CarouselError) {
    try CarouselState.checkTime(time, latest: state.core.now)
  }

  /// Ends a public call: runs a deferred reload, reports what changed on screen, delivers
  /// the queued events, and lets go of the cells the pool retired.
  ///
  /// - Parameter afterFailure: Whether the call threw. It changed nothing, so a delegate set
  ///   since the last call is not told about the items on screen yet (the next call that
  ///   succeeds tells it): a call that throws delivers no event of its own, unless a
  ///   deferred reload it asked for ran (from its data source, say), whose changes are
  ///   reported as those of a call that succeeded.
  func finishOperation(afterFailure: Bool = false) {
    guard calloutDepth == 0 else { return }
    var reloads = 0
    if needsDeferredReload { performDeferredReload(counting: &reloads) }
    var (staleVisibility, listenerUnchecked) = endWork()
    // A deferred reload that ran above changed the carousel: what it changed is reported.
    let reporting = !afterFailure || reloads > 0
    // Worked out for the delegate of now: one set since the visible items were last told
    // (from a callback) hears the difference from what it was told, never the old one's.
    if reporting, listenerUnchecked {
      checkVisibilityListener()
      staleVisibility = state.staleVisibilityInputs()
    }
    var pending = state.finishCall(
      takingLoneScroll: !isDelivering,
      visibleNow: reporting ? askingStyle { staleVisibility?.reading() } : nil)
    var delivered = false
    if pending.loneScroll {
      startDelivery()
      publish(CarouselEvent.didScroll)
      if let target = delegate { target.carousel(self, didReceive: .didScroll) }
      isDelivering = false
      delivered = true
      // The callback may have queued more, or set another delegate.
      pending = finishCall(takingLoneScroll: false)
    }
    while !isDelivering {
      // A delegate set by a callback hears what changed for it before the call returns
      // (after a failure too, once events were delivered: a deferred reload's).
      if !afterFailure || delivered, pending.listenerUnchecked {
        checkVisibilityListener()
        pending = finishCall(takingLoneScroll: false)
      }
      guard pending.events else { break }
      drainQueue()
      delivered = true
      // A cell's `prepareForReuse()`, which runs as its `didEndDisplaying` is delivered, may
      // ask for a reload; it runs here, and its events are delivered in turn.
      if needsDeferredReload { performDeferredReload(counting: &reloads) }
      let staleVisibility = endWork().staleVisibility
      pending = state.finishCall(
        takingLoneScroll: false, visibleNow: askingStyle { staleVisibility?.reading() })
    }
    if pending.retiredCells { releaseRetiredCells() }
    guard isObserved else { return }
    if scheduleObserver != nil { notifyScheduleObserver() }
    if !changeObservers.isEmpty { notifyChangeObservers() }
  }

  /// The state's part of the end of a call (`CarouselState.finishCall`).
  ///
  /// The visible items are worked out first, outside any access to the state: the style
  /// that decides them is host code, which may read the carousel. One access when they are
  /// current.
  private func finishCall(takingLoneScroll: Bool) -> CarouselState.Pending {
    switch state.finishCallIfCurrent(takingLoneScroll: takingLoneScroll) {
    case .finished(let pending):
      return pending
    case .stale(let inputs):
      return state.finishCall(
        takingLoneScroll: takingLoneScroll, visibleNow: askingStyle { inputs.reading() })
    }
  }

  /// The end of a call's work (`CarouselState.endWork()`): the interval of an autoplay
  /// countdown that started without one asked for, and the prefetches brought up to date.
  ///
  /// - Returns: What decides the visible items, unless they are current, and whether the
  ///   delegate may have changed since it was last compared with the one they are for.
  private func endWork() -> (staleVisibility: VisibilityInputs?, listenerUnchecked: Bool) {
    switch state.endWork() {
    case .interval(let item, let interval):
      let length = askForAutoplayInterval(of: item, default: interval)
      state.setCountdownLength(length, updatingPrefetch: true)
      return (state.staleVisibilityInputs(), state.isListenerUnchecked)
    case .done(let staleVisibility, let listenerUnchecked):
      return (staleVisibility, listenerUnchecked)
    }
  }

  /// Makes the visibility events start afresh if the delegate is another object than the
  /// one they were worked out for: the waiting ones are dropped, and it hears the difference
  /// between what it was told (nothing, for a delegate new to the carousel) and what is on
  /// screen.
  private func checkVisibilityListener() {
    state.listenerChecked()
    let delegate = delegate
    guard delegate !== state.visibilityListener else { return }
    state.events.removeVisibilityEvents()
    let told = state.toldVisibleItems(of: delegate)
    state.send { core, _ in core.setToldVisibleItems(told) }
    state.visibilityListener = delegate
  }

  /// Lets go of the cells the pool retired, once no pending event can name them.
  func releaseRetiredCells() {
    guard calloutDepth == 0, !isDelivering, state.events.isEmpty else { return }
    // Moved out first, so that the cells' `deinit`s run after the access to `pool` ended;
    // a `deinit` is host code, like a cell's `init()` and `prepareForReuse()`, so a call it
    // makes back into the carousel is treated as one from inside a callback.
    releaseAsHostCode(state.pool.takeRetiredCells())
  }

  /// Lets go of host objects the carousel took out of its state (retired cells, a replaced
  /// style) after the access, with their `deinit`s counted as host code: a call one makes
  /// back into the carousel is treated as one from inside a callback.
  func releaseAsHostCode<Value>(_ value: consuming Value) {
    calloutDepth &+= 1
    Self.release(value)
    calloutDepth &-= 1
  }

  /// Lets go of a value, in a call of its own, so that the `deinit`s it runs run there.
  static func release<Value>(_ value: consuming Value) {
    _ = consume value
  }

  /// The most deferred reloads one call runs in a row: 8, far more than a data source that
  /// reloads once per real change of its data asks for, and few enough that a loop of
  /// reloads costs little before it is refused.
  static let deferredReloadsInARow = 8

  /// Runs the `reloadData()` asked for from inside host code.
  ///
  /// It runs again for each one asked for during that reload (a cell's `prepareForReuse()`
  /// may ask), so that none is left pending when the call returns. One past
  /// ``deferredReloadsInARow`` is refused with `didFail` (``CarouselError/Code/reentrantCall``):
  /// host code that asks for a reload on every reload would otherwise never let the call
  /// return.
  ///
  /// - Parameter reloads: The deferred reloads the call has run so far.
  private func performDeferredReload(counting reloads: inout Int) {
    while needsDeferredReload {
      needsDeferredReload = false
      guard reloads < Self.deferredReloadsInARow else {
        state.events.append(
          .didFail(
            CarouselError(
              .reentrantCall,
              "reloadData() was asked for again during each of \(Self.deferredReloadsInARow) "
                + "deferred reloads in a row; "
                + "the last request was dropped (ask for a reload only when the data changed)")))
        return
      }
      reloads += 1
      do {
        try reloadNow()
      } catch {
        state.events.append(.didFail(error))
      }
    }
  }

  /// Tells the driver, if one watches, that something is pending.
  private func notifyScheduleObserver() {
    if let observer = scheduleObserver, state.core.nextDeadline != nil {
      observer()
    }
  }

  /// Delivers the queued events, one weak load of the delegate per run of events rather than
  /// per event (the delegate's retain and release are slow: being weakly referenced gives it
  /// a side table); loaded again only if a callback replaced it.
  private func drainQueue() {
    startDelivery()
    while !state.events.isEmpty {
      guard let target = delegate else {
        // Published in order to the open streams, then dropped after the access ends:
        // freeing an error may run host code.
        while var event = state.events.next() {
          tellPrefetchReceiver(event)
          guard isPublishing else { continue }
          complete(&event)
          publish(event)
        }
        reuseLeavingCells()
        // Visibility events went to nobody: whoever comes next starts afresh.
        state.visibilityListener = nil
        break
      }
      // A delegate set inside a callback: the waiting visibility events are for another one.
      if state.isListenerUnchecked, target !== state.visibilityListener {
        state.events.removeVisibilityEvents()
        // What the core counts as told went to nobody: the next check starts from what
        // the delegate of then was told.
        state.visibilityListener = nil
      }
      deliverEvents(to: target)
    }
    isDelivering = false
  }

  /// Tells the data source, if it pairs the prefetches by identifier
  /// (``CarouselItemSource``), that the window changed or that a cell is shown.
  private func tellPrefetchReceiver(_ event: CarouselEvent) {
    switch event {
    case .prefetchItem, .cancelPrefetchingItem:
      prefetchReceiver?.prefetchWindowChanged()
    case .willDisplay(let cell, _, _):
      guard let receiver = prefetchReceiver, let shown = displayedCell(cell) else { break }
      receiver.cellShown(forItem: shown.itemIdentifier)
    default: break
    }
  }

  /// Marks a delivery of events as started, with no call from a callback counted yet.
  private func startDelivery() {
    isDelivering = true
    callsDuringDelivery = 0
  }

  /// Delivers the queued events in order until the queue is empty or a callback replaces
  /// the delegate.
  private func deliverEvents(to target: any CarouselDelegate) {
    // One access to the state per event: what the last one left is recorded as the next
    // is taken.
    let changes = state.delegateChanges
    var delivered = CarouselState.Delivered.nothing
    while var event = state.nextEvent(after: delivered, to: target, changes: changes) {
      complete(&event)
      publish(event)
      tellPrefetchReceiver(event)
      target.carousel(self, didReceive: event)
      switch event {
      case .itemDidAppear(let item): delivered = .visibility(item: item, appeared: true)
      case .itemDidDisappear(let item): delivered = .visibility(item: item, appeared: false)
      // Only now may the cell be reset and handed out again.
      case .didEndDisplaying(let cell, _, _):
        delivered = state.takeLeaving(cell).map { .reset(reset($0)) } ?? .nothing
      default: delivered = .nothing
      }
    }
  }

}
