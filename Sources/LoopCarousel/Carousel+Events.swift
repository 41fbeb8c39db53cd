/// Something the delegate is told, queued while the carousel changes its state.
enum CarouselEvent {
  case willBeginDragging
  case didEndDragging(willSettle: Bool)
  case didScroll
  case didScrollToItem(Int)
  case didSelectItem(Int)
  case willDisplay(CarouselCell, item: Int, slot: SlotPosition)
  case didEndDisplaying(CarouselCell, item: Int, slot: SlotPosition)
  case didFail(CarouselError)
}

extension Carousel {
  /// Fails when called from inside host code the carousel is running (a data-source request,
  /// a cell's `init()` or `prepareForReuse()`), where the state is half changed.
  func checkNotReentrant(_ name: String) throws(CarouselError) {
    guard calloutDepth == 0 else {
      throw CarouselError(
        .reentrantCall,
        "\(name) cannot run inside a data-source or cell callback; call it from the delegate "
          + "or after the callback returns")
    }
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
  func noteScrolled() {
    guard !hasQueuedDidScroll else { return }
    hasQueuedDidScroll = true
    events.append(.didScroll)
  }

  private func drainEvents() {
    guard !isDraining else { return }
    isDraining = true
    withExtendedLifetime(self) {
      var index = 0
      while index < events.count {
        let event = events[index]
        index += 1
        // A call made from this delegate method may queue a `didScroll` of its own.
        if case .didScroll = event { hasQueuedDidScroll = false }
        deliver(event)
      }
      events.removeAll(keepingCapacity: true)
      hasQueuedDidScroll = false
    }
    isDraining = false
  }

  private func deliver(_ event: CarouselEvent) {
    guard let delegate else { return }
    switch event {
    case .willBeginDragging:
      delegate.carouselWillBeginDragging(self)
    case .didEndDragging(let willSettle):
      delegate.carouselDidEndDragging(self, willSettle: willSettle)
    case .didScroll:
      delegate.carouselDidScroll(self)
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
