extension Carousel {
  /// Starts stepping one item every `interval` while at rest, with the paging animation.
  ///
  /// The first step comes one interval after `time`. A drag holds the countdown; it starts
  /// again when the motion that follows settles, so a step never comes during or right after
  /// the user's swipe. With fewer than two items autoplay stays inert.
  ///
  /// - Parameters:
  ///   - interval: The time from one step to the next; more than zero.
  ///   - direction: Forward (the default) or backward.
  ///   - endBehavior: At the end of a finite carousel, rewind (the default) or stop.
  ///   - time: The current time.
  /// - Throws: ``CarouselError/Code/invalidInterval`` or
  ///   ``CarouselError/Code/timeWentBackwards``, leaving autoplay as it was.
  public func startAutoplay(
    interval: Duration, direction: AutoplayDirection = .forward,
    endBehavior: AutoplayEndBehavior = .rewind, at time: Duration
  ) throws(CarouselError) {
    guard interval > .zero else {
      throw CarouselError(
        .invalidInterval, "the autoplay interval must be more than zero, got \(interval)")
    }
    try checkTime(time)
    if calloutDepth == 0 { advanceTime(to: time) }
    defer { finishOperation() }
    state.autoplay.endBehavior = endBehavior
    state.autoplay.start(interval: interval, direction: direction, now: state.now)
  }

  /// Turns autoplay off; a step already animating finishes.
  public func stopAutoplay() {
    state.autoplay.stop()
  }

  /// Holds autoplay, for example while the carousel is off screen or the app is in the
  /// background.
  public func pauseAutoplay() {
    state.autoplay.pause()
  }

  /// Lets autoplay go on after ``pauseAutoplay()``, one full interval after `time`.
  ///
  /// It never jumps back to the first item.
  ///
  /// - Parameter time: The current time.
  /// - Throws: ``CarouselError/Code/timeWentBackwards``, leaving autoplay paused.
  public func resumeAutoplay(at time: Duration) throws(CarouselError) {
    try checkTime(time)
    if calloutDepth == 0 { advanceTime(to: time) }
    defer { finishOperation() }
    state.autoplay.resume(now: state.now)
  }

  /// The autoplay interval, or `nil` when autoplay is off.
  public var autoplayInterval: Duration? { state.autoplay.interval }

  /// Whether autoplay is on and not paused.
  public var isAutoplayRunning: Bool { state.autoplay.isRunning }

  /// The instant of the next autoplay step, if one can happen.
  var autoplayDueTime: Duration? {
    guard state.count >= 2, let due = state.autoplay.dueTime else { return nil }
    if !state.wraps, state.autoplay.endBehavior == .stop,
      state.neighbor(of: state.current, state.autoplay.direction.step) == nil
    {
      return nil
    }
    return due
  }

  /// Starts one autoplay step at the current time.
  func performAutoplayStep() {
    let direction = state.autoplay.direction.step
    state.autoplay.stepStarted(at: state.now)
    let target =
      state.neighbor(of: state.current, direction) ?? (direction > 0 ? 0 : state.count - 1)
    do {
      try scroll(toItem: target, animated: true, origin: .autoplay)
    } catch {
      post(.didFail(error))
    }
  }
}
