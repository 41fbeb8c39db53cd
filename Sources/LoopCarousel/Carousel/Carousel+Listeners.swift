extension Carousel {
  /// A listener beside the delegate, and what it was told.
  struct Listener {
    /// Where what a listener is told goes.
    enum Sink {
      /// An ``events(bufferingNewest:)`` stream: every event.
      case stream(AsyncStream<CarouselEvent>.Continuation)
      /// A package observer of events (`observeEvents(by:_:)`): every event, at once.
      case events(owner: ObjectIdentifier, (CarouselEvent) -> Void)
      /// A listener by identity (``CarouselItemSource``, `observeItems(by:_:)`): each
      /// difference of what is true, with the identifier of the item it is about (`nil` for
      /// an item without one); no event posted as it happened.
      case items(owner: ObjectIdentifier, (Difference, AnyHashable?) -> Void)

      /// Hands `event` to a stream or an event observer (whose function is host code); an
      /// item observer hears differences only, never an event.
      ///
      /// - Returns: `false` for a stream that ended.
      func hear(_ event: CarouselEvent) -> Bool {
        switch self {
        case .stream(let continuation):
          if case .terminated = continuation.yield(event) { return false }
        case .events(_, let handle):
          handle(event)
        case .items:
          break
        }
        return true
      }
    }

    var sink: Sink
    var told: ToldState

    /// The object that observes, for an observer.
    var owner: ObjectIdentifier? {
      switch sink {
      case .stream: nil
      case .events(let owner, _), .items(let owner, _): owner
      }
    }

    /// Its kind's turn: the streams are told first, then the event observers, then the item
    /// observers (last: `publish(_:serial:)` stops at the first, which hears no event).
    var rank: Int {
      switch sink {
      case .stream: 0
      case .events: 1
      case .items: 2
      }
    }

    /// Where it is told among the others, in increasing order: by ``rank``, then in the order
    /// they came.
    var place: (Int, Int) { (rank, told.listener) }
  }

  /// Adds a listener (``newListener()``), replacing an observer of the same kind and owner.
  func addListener(_ sink: Listener.Sink) {
    let listener = Listener(sink: sink, told: newListener())
    if let owner = listener.owner {
      listeners.removeAll { $0.owner == owner && $0.rank == listener.rank }
    }
    listeners.insert(listener, at: listenerIndex(from: listener.place))
  }

  /// Where a loop over the listeners goes on after host code ran, which may have added or
  /// removed some.
  ///
  /// - Parameters:
  ///   - place: The ``Listener/place`` of the listener the loop was at.
  ///   - past: Whether to go on with the next one in any case.
  /// - Returns: The index of the listener at `place` (unless `past`), or of the first after
  ///   it.
  func listenerIndex(from place: (Int, Int), past: Bool = false) -> Int {
    listeners.firstIndex { past ? $0.place > place : $0.place >= place } ?? listeners.count
  }

  /// Ends the watch of `owner` (`observeEvents(by:_:)`, `observeItems(by:_:)`).
  package func stopObserving(by owner: ObjectIdentifier) {
    listeners.removeAll { $0.owner == owner }
  }

  /// The record of a listener that comes now (a delegate set, a stream, an observer): told
  /// nothing, it hears the events posted from now on and what is true at the end of the
  /// call, in the next round if it came while the others were told.
  ///
  /// Come during a delivery, it counts toward the settings that tell the listeners at once
  /// (``settingsDuringDelivery``): a callback that adds a listener each time it hears
  /// anything still lets the call return.
  func newListener() -> ToldState {
    defer { listenersAdded += 1 }
    listenersBehind = true
    if isDelivering { settingsDuringDelivery += 1 }
    return ToldState(since: state.events.posted, listener: listenersAdded)
  }

  /// Makes `notify` run after every call that may have changed the carousel, and when its
  /// style is set, until `owner` stops observing; for `CarouselModel`.
  package func observeChanges(by owner: ObjectIdentifier, _ notify: @escaping () -> Void) {
    changeObservers.removeAll { $0.owner == owner }
    changeObservers.append((owner, notify))
  }

  /// Ends the watch `observeChanges(by:_:)` started.
  package func stopObservingChanges(by owner: ObjectIdentifier) {
    changeObservers.removeAll { $0.owner == owner }
  }

  /// Sets a property whose change the listeners hear at once (``style``,
  /// ``prefetchDistance``): what it shows, hides or prefetches is reported now, as at the end
  /// of a call (from inside a callback, when the outer call ends), and one set during a
  /// delivery that changed what the listeners are told counts toward
  /// ``settingsDuringDelivery``.
  func setTellingListeners(_ change: () -> Void) {
    let told = isDelivering ? snapshotKey : nil
    change()
    finishOperation(setting: true)
    if let told, told != snapshotKey { settingsDuringDelivery += 1 }
  }

  /// Tells the change observers that the carousel may have changed.
  func notifyChangeObservers() {
    for observer in changeObservers { observer.notify() }
  }
}

extension Carousel {
  // MARK: - What is true, and what each listener is told of it

  /// What is true now, each item named by its identity.
  func snapshot() -> CarouselSnapshot {
    var value = CarouselSnapshot()
    let facts = state.core.facts
    guard facts.count > 0 else { return value }
    // A settle event that waits to be delivered (posted by a callback's call while the
    // listeners are told) tells a listener new to the settle that hears it, in order: told
    // the target from here first, it would then hear the end of a settle it was never told.
    value.settleTarget = facts.settleTarget
    value.pendingSettleEvent = state.events.latestPendingSettleEvent
    value.shown.insert(shownReference(facts.items.left, in: .left))
    value.shown.insert(shownReference(facts.items.middle, in: .middle))
    value.shown.insert(shownReference(facts.items.right, in: .right))
    value.visible.insert(value.shownItem(at: facts.visible.left))
    value.visible.insert(value.shownItem(at: facts.visible.middle))
    value.visible.insert(value.shownItem(at: facts.visible.right))
    if let settled = facts.settled {
      value.current =
        value.shownItem(at: settled)
        ?? lastSnapshot.current.flatMap { $0.index == settled && $0.load == state.loads ? $0 : nil }
        ?? ItemReference(
          identity: .unnamed(load: state.loads, index: settled), index: settled,
          load: state.loads)
    } else if let kept = lastSnapshot.current {
      // Moving since a reload: the item last told stays current until the carousel rests,
      // at its index now if a slot shows it; one the reload may have removed is no current
      // item any more (the carousel tells the one it rests on).
      value.current =
        value.shown.first { $0.identity == kept.identity }
        ?? (kept.load == state.loads ? kept : nil)
    }
    return value
  }

  /// Names the visible or prefetched item `reference` identifies as it does, for every
  /// listener told of it (after a reload).
  func renumberWhatListenersWereTold(as reference: ItemReference) {
    delegateRecord.renumber(as: reference)
    for index in listeners.indices { listeners[index].told.renumber(as: reference) }
  }

  /// After a reload, names every item a listener was told of by its number in this load
  /// (``ItemReference/load``): the one a slot or the prefetch window gives it, or the data
  /// source by its identifier; an item no longer there keeps the one it had.
  ///
  /// A callback's reload before the listeners are told then names an item it removes by its
  /// index in the data of this reload, not by one from before. Each item is asked for once
  /// per reload, for every listener, outside any access to what they were told (the data
  /// source is host code); an item asked for is not asked for again as it is told.
  func renumberWhatListenersWereTold(inLoad load: Int) {
    let shown = snapshot().shown
    func renumber(_ item: ItemReference) {
      let now =
        shown.first { $0.identity == item.identity }?.index
        ?? prefetch.items.first { $0.identity == item.identity }?.index
        ?? lookUpIndex(of: item) ?? item.index
      renumberWhatListenersWereTold(
        as: ItemReference(identity: item.identity, index: now, load: load))
    }
    // (The record of a delegate that was freed is not read, as nothing more is told it.)
    while delegate != nil, let item = delegateRecord.firstItem(outside: load) { renumber(item) }
    // Each listener in turn, found again after every look-up (host code).
    var index = 0
    while index < listeners.count {
      guard let item = listeners[index].told.firstItem(outside: load) else {
        index += 1
        continue
      }
      let place = listeners[index].place
      renumber(item)
      index = listenerIndex(from: place)
    }
  }

  /// The item a slot shows, by its identity: the identifier its cell was made with, or its
  /// index in the data loaded last.
  private func shownReference(_ item: Int?, in position: SlotPosition) -> ItemReference? {
    guard let item else { return nil }
    let identity = state.cells[position]?.itemIdentity ?? .unnamed(load: state.loads, index: item)
    return ItemReference(identity: identity, index: item, load: state.loads)
  }

  /// Tells every listener, one event at a time, the difference between what it was told and
  /// what is true at that moment.
  ///
  /// A listener replaced by a callback hears nothing more; one set by a callback starts
  /// from nothing, and is told in the next round of the delivery, after the events waiting.
  ///
  /// - Parameters:
  ///   - value: What is true when it starts.
  ///   - settleEnd: The serial of the settle's end before which only the current item is
  ///     told (``ToldState/next(toward:prefetch:served:before:)``).
  func tellListeners(from value: CarouselSnapshot, before settleEnd: Int? = nil) {
    // What is true, with the prefetch window and the items served: worked out again only
    // after a callback changed the carousel.
    var value = value
    var prefetch = prefetch
    var served = state.served
    var changes = changesDuringDelivery
    let loads = state.loads
    // `nil` to stop: past the limit of settings, the next call tells them
    // (`callsPerDelivery`). A settle's item is told before its end as it is, whatever a
    // callback changes (what the callback did comes after the end), but not past a reload
    // from a callback: the end, renamed, is told anew (`deliverPostedEvents`).
    func now() -> CarouselSnapshot? {
      if settleEnd != nil { return state.loads == loads ? value : nil }
      guard settingsDuringDelivery <= Self.callsPerDelivery else { return nil }
      if changes != changesDuringDelivery {
        changes = changesDuringDelivery
        value = snapshot()
        prefetch = self.prefetch
        served = state.served
      }
      return value
    }
    // A listener that comes while they are told (set by a callback) is told in the next
    // round, after the events posted before it: here it would hear what is true first.
    let firstNew = listenersAdded
    while let target = delegate, delegateRecord.listener < firstNew {
      guard let value = now() else { return }
      guard
        let told = delegateRecord.next(
          toward: value, prefetch: prefetch, served: served, before: settleEnd)
      else { break }
      guard let event = event(for: told) else { continue }
      target.carousel(self, didReceive: event)
    }
    var index = 0
    while index < listeners.count {
      let place = listeners[index].place
      guard let value = now() else { return }
      guard listeners[index].told.listener < firstNew,
        let told = listeners[index].told.next(
          toward: value, prefetch: prefetch, served: served, before: settleEnd)
      else {
        index += 1
        continue
      }
      switch listeners[index].sink {
      case .items(_, let handle):
        handle(told, told.item.flatMap { identifierNumbers.identifier(of: $0.identity) })
      case let sink:
        // Named first, outside any access to the listeners (it may ask the data source).
        if let event = event(for: told), !sink.hear(event) {
          listeners.removeAll { $0.place == place }
        }
      }
      index = listenerIndex(from: place)
    }
  }

  /// The event a difference tells: an item that left the view or the prefetch window is
  /// named by its index now (its last one, if it was removed).
  private func event(for difference: Difference) -> CarouselEvent? {
    switch difference {
    case .currentItem(let item): .didScrollToItem(item.index)
    case .disappeared(let item): .itemDidDisappear(indexNow(of: item))
    case .appeared(let item): .itemDidAppear(item.index)
    case .prefetchCancelled(let item): .cancelPrefetchingItem(indexNow(of: item))
    case .prefetchStarted(let item): .prefetchItem(item.index)
    case .settleAnnounced(let target): .willSettleOnItem(target)
    case .prefetchServed: nil
    }
  }

  /// The index of an item now: the one it was told with if no reload came since, else the
  /// one the data source gives its identifier; an item no longer there keeps its last one.
  private func indexNow(of item: ItemReference) -> Int {
    guard item.load != state.loads else { return item.index }
    return lookUpIndex(of: item) ?? item.index
  }

  /// The index the data source gives an item's identifier now, if it has one and the item
  /// is there.
  private func lookUpIndex(of item: ItemReference) -> Int? {
    guard let dataSource, let identifier = identifierNumbers.identifier(of: item.identity)
    else { return nil }
    let found = asHostCode { dataSource.carousel(self, indexForItemIdentifier: identifier) }
    guard let found, found >= 0, found < numberOfItems else { return nil }
    return found
  }
}
