extension Carousel {
  /// The delegate's events as an asynchronous sequence of values, for a host that would
  /// rather loop over them than implement ``CarouselDelegate``, such as a SwiftUI view's
  /// `.task { for await event in carousel.events() { … } }`.
  ///
  /// Each event that happens (a drag, a cell, a settle) comes in the order the delegate hears
  /// it, at the moment it is delivered (if there is no delegate, at the moment it would be).
  /// A stream is a listener of its own, as a delegate is: it hears every event that happens
  /// after it was opened, and starts from nothing, so at the end of the next call that
  /// succeeds it hears the current item, the items on screen, the items to prefetch and a
  /// settle under way, then what changes, as its own difference: where a delegate's callback
  /// changes the carousel before the stream is told, the stream hears the difference from
  /// what is true then (a prefetch the callback's reload put back is never cancelled for
  /// it). A new delegate changes nothing for it. Several streams may be open at once.
  ///
  /// The stream's consumer runs as its task is scheduled, not inside the call: to check
  /// events in a test, end the stream (free the carousel) and collect them, or use
  /// ``CarouselDelegate/carousel(_:didReceive:)``, which hears each one during the call.
  ///
  /// A stream ends when the task iterating it is cancelled, or when the carousel is freed (a
  /// ``CarouselItemSource`` or a `CarouselModel` holds it, like its owner).
  /// Nothing is buffered without bound: a consumer slower than the carousel finds at most
  /// `limit` events waiting, the latest ones; older ones are dropped. The carousel holds a
  /// stream's continuation until it next delivers an event after the stream ended.
  ///
  /// - Parameter limit: The most events kept for a slow consumer; at least 1.
  /// - Returns: The stream.
  public func events(bufferingNewest limit: Int = 256) -> AsyncStream<CarouselEvent> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: CarouselEvent.self, bufferingPolicy: .bufferingNewest(max(1, limit)))
    addListener(.stream(continuation))
    return stream
  }

  /// Hands an event being delivered to the open streams, letting go of those that ended,
  /// and to the event observers.
  ///
  /// An announcement must be complete (``announcement(of:)``, in `deliverPostedEvents()`).
  func publish(_ value: CarouselEvent, serial: Int) {
    var index = 0
    while index < listeners.count {
      let (sink, place) = (listeners[index].sink, listeners[index].place)
      // An item observer hears differences only, and the item observers come last
      // (``Listener/rank``).
      if case .items = sink { return }
      // A stream that ended is let go of (only a stream's `hear` says so, and it runs no
      // host code, so the stream is still at `index`).
      if listeners[index].told.accepts(value, serial: serial), !sink.hear(value) {
        listeners.remove(at: index)
      }
      // An observer's function is host code, which may have added or removed listeners.
      index = listenerIndex(from: place, past: true)
    }
  }

  /// Makes `handle` hear every event as it is delivered, at once, until `owner` stops
  /// observing (``stopObserving(by:)``); for `CarouselTestHost`.
  package func observeEvents(
    by owner: ObjectIdentifier, _ handle: @escaping (CarouselEvent) -> Void
  ) {
    addListener(.events(owner: owner, handle))
  }

  /// Makes `handle` hear what changes, by identity, as a listener of its own, until `owner`
  /// stops observing (``stopObserving(by:)``); for ``CarouselItemSource``.
  ///
  /// It is called with each difference and the identifier of the item it is about (`nil`
  /// for an item without one).
  func observeItems(
    by owner: ObjectIdentifier, _ handle: @escaping (Difference, AnyHashable?) -> Void
  ) {
    addListener(.items(owner: owner, handle))
  }
}
