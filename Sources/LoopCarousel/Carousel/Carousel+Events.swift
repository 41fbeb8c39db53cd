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
    // A call from inside host code the carousel is running is refused, and one from a
    // delegate callback counts toward `callsPerDelivery`.
    guard calloutDepth == 0 else { throw .reentrant(name) }
    try countCallFromDelivery(name)
    if let time { try CarouselState.checkTime(time, latest: currentTime) }
    // The epilogue, told whether the work threw.
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

  /// Runs a public call that moves time to `time`, if it passes one, then gives the core its
  /// input (`send`) and does what the step it returns asks (``run(_:)``).
  ///
  /// `throwing` for an input whose sequence can end with `.failed`, nothing changed (a
  /// scroll it asks for, a reconfiguration, a change of wrapping): the call throws the
  /// error. The others (a drag's start, a touch, a hold, a new geometry) never end so: a
  /// neighbour that cannot be made leaves a temporary end, and the delegate hears of it.
  ///
  /// - Returns: `false` when the core passed the input on (a key or a wheel event it does
  ///   not handle).
  @discardableResult
  func input(
    _ name: StaticString, at time: Duration? = nil, throwing: Bool = false,
    _ send: (inout CarouselCore, inout EventQueue) -> CarouselCore.Step
  ) throws(CarouselError) -> Bool {
    try operation(name, at: time) { () throws(CarouselError) -> Bool in
      if let time { advanceTime(to: time) }
      let step = state.send(send)
      if let error = run(step), throwing { throw error }
      return step != .passed
    }
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
  ///
  /// A call counts once its arguments passed their own checks (an index out of range, a
  /// value that is not finite, physics out of range throw first and do not count): one that
  /// then throws for another reason (an earlier time) or changes nothing (an
  /// ``advance(to:)`` to a time already given) counts too. Readings (``currentIndex``,
  /// ``slots``, ``placement(for:)``) and setting a property (``delegate``, ``style``,
  /// ``prefetchDistance``, ``reducesMotion``, ``rewinds``) never count; neither does an
  /// ``advance(to:)`` with a time outside the carousel's range, which is ignored first.
  ///
  /// Setting ``delegate``, ``style`` or ``prefetchDistance``, or adding a listener (a stream,
  /// a ``CarouselItemSource``), tells the listeners what it changed at once, so those have a
  /// limit of their own, as many per delivery: one counts when it changed what the listeners
  /// are told (another delegate or a new listener; a style or a distance that changed what is
  /// visible or prefetched). Past it they still take effect;
  /// the listeners are still told each settle's item before its end, and the rest of what is
  /// true at the end of the next call that succeeds (a delegate that sets one style when an
  /// item appears and another when one disappears, or two delegates that set each other when
  /// told what is on screen, would otherwise never let the call return).
  public static let callsPerDelivery = 100

  /// Counts a changing call from a delegate callback.
  ///
  /// - Throws: ``CarouselError/Code/reentrantCall`` past ``callsPerDelivery``.
  func countCallFromDelivery(_ name: StaticString) throws(CarouselError) {
    guard isDelivering else { return }
    guard callsDuringDelivery < Self.callsPerDelivery else {
      throw CarouselError(
        .reentrantCall,
        "\(name) is refused: delegate callbacks made \(Self.callsPerDelivery) calls during one "
          + "delivery of events, each posting events that called back again (such as a scroll "
          + "to the current item from didSettleOnItemAt); scroll only to another item, or "
          + "after the delivery")
    }
    callsDuringDelivery += 1
  }

  /// Checks that `item` is one of the items, for a call that would `verb` it.
  ///
  /// Not inside host code the carousel is running (a data-source request, in the middle of a
  /// reload, say), where the count may be about to change: the call throws
  /// ``CarouselError/Code/reentrantCall`` there, whatever the index.
  ///
  /// - Throws: ``CarouselError/Code/indexOutOfRange``, whose message names the range.
  func checkItem(_ item: Int, toBe verb: String) throws(CarouselError) {
    guard calloutDepth == 0 else { return }
    let count = numberOfItems
    guard item < 0 || item >= count else { return }
    throw CarouselError(
      .indexOutOfRange,
      count == 0
        ? "there are no items to \(verb) (item \(item)); reload with items first"
        : "item \(item) is outside 0..<\(count)")
  }

  /// Ends a public call: runs a deferred reload, works out what is now true, tells every
  /// listener what happened and what changed for it, and lets go of the cells the pool
  /// retired.
  ///
  /// - Parameters:
  ///   - afterFailure: Whether the call threw. What failed changed nothing, so it tells
  ///     nothing (a listener set since the last call hears what is on screen at the end of
  ///     the next call that succeeds), unless what came before the failure changed the
  ///     carousel: a deferred reload it asked for ran (from its data source, say), or the
  ///     time it passed moved a motion under way on. Those changes are told as those of a
  ///     call that succeeded.
  ///   - setting: Whether a property was set (``style``, ``prefetchDistance``): from a
  ///     callback, its deferred reloads count toward the outer call's, as a setting counts
  ///     toward no other limit; a changing call's have their own.
  func finishOperation(afterFailure: Bool = false, setting: Bool = false) {
    guard calloutDepth == 0 else { return }
    // A call counts its own deferred reloads (inside a delivery, apart from the outer call's,
    // which it gives back); a setting from a callback adds to the outer call's.
    let outerReloads = deferredReloads
    if !isDelivering || !setting { deferredReloads = 0 }
    if needsDeferredReload { performDeferredReload() }
    endWork()
    if isDelivering {
      // The delivery goes on with what this call changed.
      changesDuringDelivery &+= 1
      if !setting { deferredReloads = outerReloads }
      return
    }
    guard !afterFailure || deferredReloads > 0 || !state.events.isEmpty || snapshotKey != toldKey
    else { return }
    deliver()
    if state.pool.hasRetiredCells { releaseRetiredCells() }
    // The driver, if one watches, is told that something is pending.
    if let observer = scheduleObserver, nextDeadline != nil { observer() }
    notifyChangeObservers()
  }

  /// The end of a call's work: the interval of an autoplay countdown that started without
  /// one asked for, the prefetches brought up to date, and the visible items worked out
  /// again if the position or what decides them changed.
  ///
  /// The visible items are worked out outside any access to the state: the style that
  /// decides them is host code, which may read the carousel.
  private func endWork() {
    run(state.send { $0.endCall(into: &$1) })
    if let inputs = state.staleDrawingInputs() {
      let screen = asHostCode { inputs.reading() }
      state.send { core, events in core.reportChangesOnScreen(screen, into: &events) }
    }
    updatePrefetchReferences()
    if toldLoad != state.loads {
      toldLoad = state.loads
      renumberWhatListenersWereTold(inLoad: toldLoad)
    }
  }

  /// Names the items of the prefetch window by identity, when it or the data changed (since
  /// ``toldLoad``, which the caller then updates): an item kept from the window before keeps
  /// its identity; a new one is asked for it.
  private func updatePrefetchReferences() {
    let revision = state.core.prefetch.revision
    let load = state.loads
    guard revision != prefetchWindowRevision || load != toldLoad else { return }
    prefetchWindowRevision = revision
    let window = state.core.prefetch.prefetched
    prefetchBuffer.removeAll(keepingCapacity: true)
    for item in window {
      if load == toldLoad, let known = prefetch.items.first(where: { $0.index == item }) {
        prefetchBuffer.append(known)
      } else {
        let identity = identifier(ofItem: item).map { identifierNumbers.identity(of: $0) }
        prefetchBuffer.append(
          ItemReference(
            identity: identity ?? .unnamed(load: load, index: item), index: item, load: load))
      }
    }
    prefetch.update(&prefetchBuffer)
  }

  /// Tells every listener the events posted as they happened, then the difference between
  /// what it was told and what is now true, round after round until the callbacks change
  /// nothing more.
  private func deliver() {
    isDelivering = true
    callsDuringDelivery = 0
    settingsDuringDelivery = 0
    repeat {
      let changes = changesDuringDelivery
      deliverPostedEvents()
      // What the listeners are told changes only with its key: a drag move or a frame that
      // changed none of it tells nothing more.
      let key = snapshotKey
      if key != toldKey || listenersBehind {
        toldKey = key
        listenersBehind = false
        lastSnapshot = snapshot()
        let changesBeforeTelling = changesDuringDelivery
        tellListeners(from: lastSnapshot)
        // A callback changed the carousel while they were told: the value told last may not
        // be the one of `toldKey`, and a change back to it must be told too.
        if changesBeforeTelling != changesDuringDelivery { listenersBehind = true }
      }
      // No callback changed the carousel: nothing more to tell.
      if changes == changesDuringDelivery, !needsDeferredReload, state.events.isEmpty,
        !listenersBehind
      {
        break
      }
      if needsDeferredReload { performDeferredReload() }
      endWork()
    } while !state.events.isEmpty || listenersBehind || snapshotKey != toldKey
    // Past the limit of settings, the listeners are told what is true at the end of the next
    // call.
    if settingsDuringDelivery > Self.callsPerDelivery { listenersBehind = true }
    state.served.items.removeAll(keepingCapacity: true)
    state.served.delivery &+= 1
    isDelivering = false
    if identifierNumbers.needsSweep { sweepIdentifierNumbers() }
  }

  /// Lets go of the identifier numbers nothing names any more: not the listeners, the
  /// prefetch window, the cells in the slots nor the cell kept for a turn.
  private func sweepIdentifierNumbers() {
    identifierNumbers.sweep { identity in
      lastSnapshot.names(identity) || delegateRecord.names(identity)
        || listeners.contains { $0.told.names(identity) }
        || prefetch.items.contains { $0.identity == identity }
        || SlotPosition.allCases.contains { state.cells[$0]?.itemIdentity == identity }
        || heldTarget?.cell.itemIdentity == identity
    }
  }

  /// What decides the value the listeners are told, the prefetch window by identity
  /// included.
  var snapshotKey: SnapshotKey {
    SnapshotKey(
      facts: state.core.facts, loads: state.loads, cells: state.cellsRevision,
      prefetch: prefetch.revision)
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

  /// The most deferred reloads one call runs in a row, those that properties its callbacks
  /// set ran included: 8, far more than a data source that reloads once per real change of
  /// its data asks for, and few enough that a loop of reloads costs little before it is
  /// refused.
  static let deferredReloadsInARow = 8

  /// Runs the `reloadData()` asked for from inside host code.
  ///
  /// It runs again for each one asked for during that reload (a cell's `prepareForReuse()`
  /// may ask), so that none is left pending when the call returns. One past
  /// ``deferredReloadsInARow`` is refused with `didFail` (``CarouselError/Code/reentrantCall``):
  /// host code that asks for a reload on every reload would otherwise never let the call
  /// return, nor would a property a callback sets on every reload, which counts toward no
  /// other limit.
  private func performDeferredReload() {
    while needsDeferredReload {
      needsDeferredReload = false
      guard deferredReloads < Self.deferredReloadsInARow else {
        state.events.append(
          .didFail(
            CarouselError(
              .reentrantCall,
              "reloadData() was asked for again during each of \(Self.deferredReloadsInARow) "
                + "deferred reloads in a row; "
                + "the last request was dropped (ask for a reload only when the data changed)")))
        return
      }
      deferredReloads += 1
      // First the end of the work before it, so that what the listeners were told is named
      // by the numbers of the data so far: this reload may remove what the one before moved.
      endWork()
      do {
        try reloadNow()
      } catch {
        state.events.append(.didFail(error))
      }
    }
  }

  /// Delivers the events posted as they happened, in order, to every listener that takes
  /// them: the delegate, each stream, each observer.
  ///
  /// A settle's end goes only to a listener that heard its announcement, after the current
  /// item is told; a leaving cell is reset and pooled once its `didEndDisplaying` was
  /// delivered.
  private func deliverPostedEvents() {
    // The settle's end whose item was told as current, and the reloads made by then.
    var toldSettleEnd: (serial: Int, loads: Int)?
    while true {
      // Told while the end still waits in the queue, so that a reload from the callbacks
      // renames its item too; told again after such a reload.
      if let end = state.events.nextSettleEnd,
        toldSettleEnd?.serial != end.serial || toldSettleEnd?.loads != state.loads
      {
        toldSettleEnd = (end.serial, state.loads)
        // Every listener that will hear the end is told its item as the current one first: a
        // call that covers several settles (a scroll and an autoplay step, a callback's
        // scroll) tells each settle's item before its `didSettleOnItem` while a slot still
        // shows it, and the value's after. The item is named by the slot that shows it (with
        // no item, a reload since did not renumber it, and its index may name another item:
        // then the current item now); one no slot shows any more is not told early, nor is
        // the item current now, which comes after.
        var value = snapshot()
        if let item = end.item, value.current?.index != item {
          guard let shown = value.shownItem(at: item) else { continue }
          value.current = shown
        }
        tellListeners(from: value, before: end.serial)
        continue
      }
      guard var event = state.events.next() else { return }
      // An announcement gets its position and label from the host now (the label is the data
      // source's, host code that may not run while the state changes).
      if case .announce(let queued) = event { event = .announce(announcement(of: queued.item)) }
      let serial = state.events.takenSerial
      if !listeners.isEmpty { publish(event, serial: serial) }
      if let target = delegate, delegateRecord.accepts(event, serial: serial) {
        target.carousel(self, didReceive: event)
      }
      // A leaving cell whose `didEndDisplaying` was delivered is reset and pooled.
      if case .didEndDisplaying(let cell, _, _) = event, let left = state.takeLeaving(cell) {
        resetAndPool(left)
      }
    }
  }
}
