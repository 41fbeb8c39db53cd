extension Carousel {
  /// Starts stepping one item every `interval` while at rest, with the paging animation.
  ///
  /// The first step comes one interval after `time`. A drag holds the countdown; it starts
  /// again when the motion that follows settles, so a step never comes during or right after
  /// the user's swipe. With fewer than two items autoplay stays inert.
  ///
  /// When time jumps past two or more steps at once (a host that slept, then calls
  /// ``advance(to:)`` with the time of waking), the missed steps are dropped: one step starts
  /// at the new time and the countdown goes on from there. So one call does bounded work
  /// however long the gap, and a data source that keeps failing is asked once per call.
  ///
  /// - Parameters:
  ///   - interval: The time from one step to the next; more than zero and at most
  ///     ``longestInterval``.
  ///   - direction: Forward (the default) or backward.
  ///   - endBehavior: At the end of a finite carousel, rewind (the default) or stop.
  ///   - time: The current time.
  /// - Throws: ``CarouselError/Code/invalidInterval``,
  ///   ``CarouselError/Code/timeWentBackwards``, ``CarouselError/Code/timeOutOfRange``, or
  ///   ``CarouselError/Code/reentrantCall`` inside a data-source or cell callback or
  ///   `shouldSelectItemAt`, leaving autoplay as it was.
  public func startAutoplay(
    interval: Duration, direction: AutoplayDirection = .forward,
    endBehavior: AutoplayEndBehavior = .rewind, at time: Duration
  ) throws(CarouselError) {
    try CarouselError.checkInterval("the autoplay interval", interval)
    try scheduleChange("startAutoplay(interval:direction:endBehavior:at:)", at: time) {
      $0.startAutoplay(interval: interval, direction: direction, endBehavior: endBehavior)
    }
  }

  /// Turns autoplay off; a step already animating finishes.
  public func stopAutoplay() {
    state.core.stopAutoplay()
  }

  /// Holds autoplay, for example while the carousel is off screen or the app is in the
  /// background.
  public func pauseAutoplay() {
    state.core.pauseAutoplay()
  }

  /// Lets autoplay go on after ``pauseAutoplay()``, one full interval after `time`.
  ///
  /// It never jumps back to the first item.
  ///
  /// - Parameter time: The current time.
  /// - Throws: ``CarouselError/Code/timeWentBackwards``, ``CarouselError/Code/timeOutOfRange``
  ///   or ``CarouselError/Code/reentrantCall`` (inside a data-source or cell callback or
  ///   `shouldSelectItemAt`), leaving autoplay paused.
  public func resumeAutoplay(at time: Duration) throws(CarouselError) {
    try scheduleChange("resumeAutoplay(at:)", at: time) { $0.resumeAutoplay() }
  }

  /// The autoplay interval, or `nil` when autoplay is off.
  public var autoplayInterval: Duration? { state.core.autoplay.interval }

  /// Whether autoplay is on and not paused.
  public var isAutoplayRunning: Bool { state.core.autoplay.isRunning }

  /// Changes the autoplay schedule at `time`, through the core, as a public call: inside
  /// host code the carousel is running it throws ``CarouselError/Code/reentrantCall``.
  private func scheduleChange(
    _ name: StaticString, at time: Duration, _ change: (inout CarouselCore) -> Void
  ) throws(CarouselError) {
    try operation(name, at: time) {
      advanceTime(to: time)
      change(&state.core)
    }
  }
}
