/// Something the delegate is told, queued while the carousel changes its state.
enum CarouselEvent {
  case willBeginDragging
  case didEndDragging(willSettle: Bool)
  case didScrollToItem(Int)
  case didSelectItem(Int)
  case willDisplay(CarouselCell, item: Int, slot: SlotPosition)
  case didEndDisplaying(CarouselCell, item: Int, slot: SlotPosition)
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
  func finishOperation() {
    guard calloutDepth == 0 else { return }
    if needsDeferredReload {
      needsDeferredReload = false
      do {
        try reloadNow()
      } catch {
        events.append(.didFail(error))
      }
    }
    drainEvents()
    if let scheduleObserver, nextDeadline != nil { scheduleObserver() }
  }

  func post(_ event: CarouselEvent) {
    events.append(event)
  }

  /// Notes that the offset or the slots changed; one `didScroll` per call.
  ///
  /// The event is not stored in `events`: `scrollEventIndex` says where in the queue it goes,
  /// so that a drag move or a frame, whose only event it is, touches no array. While it is
  /// pending, further scrolls (from this call or from calls the delegate makes before it is
  /// delivered) join it.
  ///
  /// - Complexity: O(1).
  func noteScrolled() {
    if scrollEventIndex == nil { scrollEventIndex = events.count }
  }

  private func drainEvents() {
    guard !isDraining, !events.isEmpty || scrollEventIndex != nil else { return }
    isDraining = true
    withExtendedLifetime(self) {
      var index = 0
      if events.isEmpty {
        // The usual drag move or frame: a `didScroll` and nothing else.
        scrollEventIndex = nil
        if let target = delegate { target.carouselDidScroll(self) }
      }
      // One weak load per run of events, not per event (the delegate's retain and release
      // are slow: being weakly referenced gives it a side table); loaded again only if a
      // callback replaced it.
      while index < events.count || scrollEventIndex != nil, let target = delegate {
        index = deliverEvents(from: index, to: target)
      }
      // Not `removeAll(keepingCapacity:)`: its generic `replaceSubrange` costs about 120
      // instructions for the two events of a page turn.
      while !events.isEmpty { events.removeLast() }
      scrollEventIndex = nil
    }
    isDraining = false
  }

  /// Delivers the queued events from `start` on, each pending `didScroll` at its place, until
  /// the queue ends or a callback replaces the delegate; returns the index to go on from.
  private func deliverEvents(from start: Int, to target: any CarouselDelegate) -> Int {
    let changes = delegateChanges
    var index = start
    while delegateChanges == changes {
      if scrollEventIndex == index {
        // Delivered: a call the delegate makes from now on may queue its own.
        scrollEventIndex = nil
        target.carouselDidScroll(self)
      } else if index < events.count {
        let event = events[index]
        index += 1
        deliver(event, to: target)
      } else {
        break
      }
    }
    return index
  }

  private func deliver(_ event: CarouselEvent, to delegate: any CarouselDelegate) {
    switch event {
    case .willBeginDragging:
      delegate.carouselWillBeginDragging(self)
    case .didEndDragging(let willSettle):
      delegate.carouselDidEndDragging(self, willSettle: willSettle)
    case .didScrollToItem(let index):
      delegate.carousel(self, didScrollToItemAt: index)
    case .didSelectItem(let index):
      delegate.carousel(self, didSelectItemAt: index)
    case .willDisplay(let cell, let item, let slot):
      delegate.carousel(self, willDisplay: cell, forItemAt: item, in: slot)
    case .didEndDisplaying(let cell, let item, let slot):
      delegate.carousel(self, didEndDisplaying: cell, forItemAt: item, in: slot)
    case .didFail(let error):
      delegate.carousel(self, didFailWith: error)
    }
  }
}
