extension Carousel {
  /// An open ``events(bufferingNewest:)`` stream, and what it was told.
  struct StreamListener {
    var continuation: AsyncStream<CarouselEvent>.Continuation
    var told = ToldState()
  }

  /// A package observer of events (`observeEvents(by:_:)`), and what it was told.
  struct EventObserver {
    var owner: ObjectIdentifier
    var handle: (CarouselEvent) -> Void
    var told = ToldState()
  }

  /// A listener that hears the differences by identity (``CarouselItemSource``), and what it
  /// was told.
  struct ItemObserver {
    var owner: ObjectIdentifier
    /// Called with what changed, and the identifier of the item it is about.
    var handle: (Difference, AnyHashable?) -> Void
    var told = ToldState()
  }

  /// What a listener set now was told: nothing, and it hears the events posted from now on.
  var newRecord: ToldState {
    ToldState(since: state.events.posted)
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

  /// Tells the change observers that the carousel may have changed.
  func notifyChangeObservers() {
    for observer in changeObservers { observer.notify() }
  }
}
