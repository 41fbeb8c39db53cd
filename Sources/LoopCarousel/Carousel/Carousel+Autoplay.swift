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
  ///
  /// Unlike ``pauseAutoplay(at:)``, it takes no time: nothing it does depends on one. The
  /// countdown is dropped wherever it stands, and a step under way moves on with the times
  /// ``advance(to:)`` gives.
  public func stopAutoplay() {
    state.send { core, _ in core.stopAutoplay() }
    notifyChangeObservers()
  }

  /// Holds autoplay at ``currentTime``, the latest time the carousel was given.
  ///
  /// The countdown keeps the time it had left, and ``resumeAutoplay(at:)`` goes on with it.
  /// A carousel at rest is not told the time between autoplay steps: to hold at the exact
  /// instant, use ``pauseAutoplay(at:)``.
  public func pauseAutoplay() {
    state.send { core, _ in core.pauseAutoplay() }
    notifyChangeObservers()
  }

  /// Holds autoplay at `time`, keeping the time its countdown had left: a user's pause
  /// button, or a screen the carousel is not on.
  ///
  /// A step already animating finishes. For a carousel that scrolled out of view or an app
  /// in the background, ``setOnScreen(_:at:)`` also holds autoplay, and animations too.
  ///
  /// - Parameter time: The current time.
  /// - Throws: ``CarouselError/Code/timeWentBackwards``, ``CarouselError/Code/timeOutOfRange``
  ///   or ``CarouselError/Code/reentrantCall`` (inside a data-source or cell callback or
  ///   `shouldSelectItemAt`), leaving autoplay as it was.
  public func pauseAutoplay(at time: Duration) throws(CarouselError) {
    try scheduleChange("pauseAutoplay(at:)", at: time) { $0.pauseAutoplay() }
  }

  /// Lets autoplay go on after ``pauseAutoplay(at:)``, with the time its countdown had left
  /// when it was paused.
  ///
  /// Paused 1 second into a 4-second interval, it steps 3 seconds after `time`. It never
  /// jumps back to the first item. Without a pause this does nothing.
  ///
  /// - Parameter time: The current time.
  /// - Throws: ``CarouselError/Code/timeWentBackwards``, ``CarouselError/Code/timeOutOfRange``
  ///   or ``CarouselError/Code/reentrantCall`` (inside a data-source or cell callback or
  ///   `shouldSelectItemAt`), leaving autoplay paused.
  public func resumeAutoplay(at time: Duration) throws(CarouselError) {
    try scheduleChange("resumeAutoplay(at:)", at: time) { $0.resumeAutoplay() }
  }

  /// The carousel's autoplay interval, or `nil` when autoplay is off.
  ///
  /// An item may have its own: ``CarouselDataSource/carousel(_:autoplayIntervalForItemAt:)``.
  public var autoplayInterval: Duration? { state.core.autoplay.interval }

  /// Whether autoplay is on and not paused.
  ///
  /// A drag, or a carousel off screen, holds a running autoplay without pausing it: it stays
  /// `true`.
  public var isAutoplayRunning: Bool { state.core.autoplay.isRunning }

  /// The time left before the next autoplay step, at ``currentTime``; `nil` with autoplay off
  /// or fewer than two items.
  ///
  /// It counts down while autoplay runs and stands still while it is held (paused, dragged,
  /// off screen); at the end of a finite carousel that stops there it stays at zero. Time is
  /// the host's, so the value is exact at any frame rate: for a progress bar, read it after
  /// each call, or animate the bar from ``autoplayProgress`` to 1 over this time.
  public var autoplayTimeRemaining: Duration? {
    guard let countdown = autoplayCountdown else { return nil }
    return countdown.length - countdown.elapsed(at: currentTime)
  }

  /// How far the countdown to the next autoplay step is, at ``currentTime``: 0 when the item's
  /// interval starts, 1 when the step begins; `nil` with autoplay off or fewer than two items.
  public var autoplayProgress: Double? {
    guard let countdown = autoplayCountdown else { return nil }
    return min(1, max(0, countdown.elapsed(at: currentTime) / countdown.length))
  }

  /// The running countdown, when autoplay can step at all.
  private var autoplayCountdown: AutoplaySchedule.Countdown? {
    guard numberOfItems >= 2, autoplayInterval != nil else { return nil }
    return state.core.autoplay.countdown
  }

  /// Whether the host says the carousel is on screen; `true` until ``setOnScreen(_:at:)``
  /// says otherwise.
  public var isOnScreen: Bool { state.core.isOnScreen }

  /// Tells the carousel whether it is on screen: `false` when it scrolls out of view or the
  /// app goes to the background, `true` when it is back.
  ///
  /// While it is off screen, no one sees it move:
  /// - autoplay holds, and goes on with the time it had left when the carousel is back;
  /// - an animation under way arrives at once, with its events, and so does every scroll or
  ///   release until the carousel is back: nothing asks for frames (``frameSchedule`` is
  ///   ``CarouselFrameSchedule/idle`` at rest).
  ///
  /// Drags, taps and scrolls still work, and the carousel keeps its item.
  ///
  /// - Parameters:
  ///   - onScreen: Whether the carousel can be seen.
  ///   - time: The current time.
  /// - Throws: ``CarouselError/Code/timeWentBackwards``, ``CarouselError/Code/timeOutOfRange``
  ///   or ``CarouselError/Code/reentrantCall`` (inside a data-source or cell callback or
  ///   `shouldSelectItemAt`), with nothing changed.
  public func setOnScreen(_ onScreen: Bool, at time: Duration) throws(CarouselError) {
    try input("setOnScreen(_:at:)", at: time) { $0.setOnScreen(onScreen, into: &$1) }
  }

  /// Asks the data source for the interval of the item whose autoplay countdown just started;
  /// an invalid answer is told to the delegate and the carousel's interval used.
  ///
  /// - Parameters:
  ///   - item: The item.
  ///   - interval: The carousel's interval, used when the data source gives none.
  /// - Returns: The countdown's length.
  func askForAutoplayInterval(of item: Int, default interval: Duration) -> Duration {
    guard let dataSource, item < numberOfItems,
      let answer = asHostCode({ dataSource.carousel(self, autoplayIntervalForItemAt: item) })
    else { return interval }
    if CarouselError.isValidInterval(answer) { return answer }
    let error = CarouselError.invalidInterval("the autoplay interval of item \(item)", answer)
    state.events.append(.didFail(error))
    return interval
  }

  /// Changes the autoplay schedule or the ticker at `time`, through the core, as a public
  /// call: inside host code the carousel is running it throws
  /// ``CarouselError/Code/reentrantCall``.
  func scheduleChange(
    _ name: StaticString, at time: Duration, _ change: (inout CarouselCore) -> Void
  ) throws(CarouselError) {
    try operation(name, at: time) {
      advanceTime(to: time)
      state.send { core, _ in change(&core) }
    }
  }
}
