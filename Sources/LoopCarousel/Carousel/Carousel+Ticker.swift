extension Carousel {
  /// The ticker's speed in points per second, or `nil` when no ticker is on.
  public var tickerSpeed: Double? { state.core.ticker?.pointsPerSecond }

  /// Turns on a ticker: continuous motion at a constant speed, for news and logo strips
  /// (iCarousel's `autoscroll`, Embla's AutoScroll).
  ///
  /// The ticker moves from rest, from `time` on; one already on takes the new speed at once.
  /// Each page it passes asks the data source for one cell, as a swipe does.
  /// ``nextDeadline`` and ``frameSchedule`` ask for frames only while it moves.
  ///
  /// - A drag, a wheel scroll, a key or a scroll-to replaces its motion; it moves again
  ///   `resumeDelay` after that motion settles.
  /// - Focus (``setFocusedItem(_:at:)``), hover (``setPointerInside(_:at:)``) and going off
  ///   screen (``setOnScreen(_:at:)``) stop it where it is, between items if so; it moves again
  ///   `resumeDelay` after the last of them ends.
  /// - It never moves while ``reducesMotion`` is on (turned on while it moves, it stops at the
  ///   next frame).
  /// - At an end of a finite carousel, or an end the data source's failure left, it stops,
  ///   and turns off (``tickerSpeed`` becomes `nil`); already past the end that
  ///   ``setWraps(_:)`` makes, it turns off and settles back inside.
  /// - Autoplay holds while a ticker is on, and goes on with the time it had left when the
  ///   ticker turns off.
  ///
  /// While it moves, ``phase`` is ``CarouselPhase/ticking``. The items it passes are not
  /// settles: ``CarouselDelegate/carousel(_:didScrollToItemAt:)`` and the settle events name
  /// the item nearest the centre when it stops; a caption or a page indicator reads
  /// ``currentPage`` each frame (``placementRevision`` says when anything moved).
  ///
  /// ``isRotating`` and ``rotationControlLabel`` describe autoplay only. A ticker that moves
  /// longer than five seconds needs its own way to stop it (WCAG 2.2.2): a button that calls
  /// ``stopTicker(at:)``, or hover and focus, which hold it.
  ///
  /// - Parameters:
  ///   - speed: Points per second; positive toward the next item, negative toward the
  ///     previous one.
  ///   - resumeDelay: How long after an interaction settles, or a hold ends, it moves again;
  ///     1 second by default.
  ///   - time: The current time.
  /// - Throws: ``CarouselError/Code/nonFiniteInput`` for a NaN or infinite speed,
  ///   ``CarouselError/Code/invalidSpeed`` for zero, ``CarouselError/Code/invalidInterval`` for
  ///   a negative resume delay or one longer than ``longestInterval``,
  ///   ``CarouselError/Code/timeWentBackwards``, ``CarouselError/Code/timeOutOfRange`` or
  ///   ``CarouselError/Code/reentrantCall``, with nothing changed.
  public func startTicker(
    speed: Double, resumeDelay: Duration = .seconds(1), at time: Duration
  ) throws(CarouselError) {
    guard speed.isFinite else { throw .nonFinite("the ticker's speed", speed) }
    guard speed != 0 else {
      throw CarouselError(
        .invalidSpeed, "a ticker's speed must not be 0; call stopTicker() to stop it")
    }
    if resumeDelay != .zero { try CarouselError.checkInterval("resumeDelay", resumeDelay) }
    try scheduleChange("startTicker(speed:resumeDelay:at:)", at: time) {
      $0.startTicker(pointsPerSecond: speed, resumeDelay: resumeDelay)
    }
  }

  /// Turns the ticker off where it has moved by a time.
  ///
  /// If it was moving, the carousel comes to rest: where it is with ``ReleaseBehavior/free``
  /// physics, else on the nearest item (animated, unless ``reducesMotion``). Autoplay goes on.
  ///
  /// - Parameter time: The current time.
  /// - Throws: ``CarouselError/Code/timeWentBackwards``,
  ///   ``CarouselError/Code/timeOutOfRange`` or ``CarouselError/Code/reentrantCall``, with
  ///   nothing changed.
  public func stopTicker(at time: Duration) throws(CarouselError) {
    try input("stopTicker(at:)", at: time) { $0.stopTicker(into: &$1) }
  }

  /// Turns the ticker off where the latest time the carousel was given left it; as
  /// ``stopTicker(at:)`` otherwise.
  ///
  /// - Throws: ``CarouselError/Code/reentrantCall``, with nothing changed.
  public func stopTicker() throws(CarouselError) {
    try input("stopTicker()") { $0.stopTicker(into: &$1) }
  }
}
