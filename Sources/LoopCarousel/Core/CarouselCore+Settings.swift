extension CarouselCore {
  // MARK: - Settings

  /// Whether programmatic motion arrives at once from the next scroll on (Reduce Motion).
  mutating func setReducesMotion(_ reduces: Bool) {
    settings.reducesMotion = reduces
  }

  /// Whether next and previous go round from one end of a finite carousel to the other.
  mutating func setRewinds(_ rewinds: Bool) {
    settings.rewinds = rewinds
  }

  /// New physics settings; a running animation keeps its old timing.
  mutating func setPhysics(_ physics: ScrollPhysics) {
    settings.physics = physics
  }

  /// A new visibility threshold: the visible items are worked out again at the end of the
  /// call.
  mutating func setVisibilityThreshold(_ fraction: Double) {
    settings.visibilityThreshold = fraction
    visibility.invalidate()
  }

  /// The items past each side slot the host prefetches, within
  /// `0...PrefetchWindow.maximumDistance`.
  mutating func setPrefetchDistance(_ distance: Int) {
    prefetch.setDistance(distance)
  }

  // MARK: - Autoplay

  /// Turns autoplay on from now.
  mutating func startAutoplay(
    interval: Duration, direction: AutoplayDirection, endBehavior: AutoplayEndBehavior
  ) {
    autoplay.start(
      interval: interval, direction: direction, endBehavior: endBehavior, item: current, now: now)
  }

  /// Turns autoplay off; a step already animating finishes.
  mutating func stopAutoplay() {
    autoplay.stop()
  }

  /// Holds autoplay from now.
  mutating func pauseAutoplay() {
    autoplay.hold(\.paused, now: now)
  }

  /// Lets autoplay go on from now, with the time it had left.
  mutating func resumeAutoplay() {
    autoplay.release(\.paused, now: now)
  }

  /// Starts an autoplay step now.
  ///
  /// - Returns: The item to scroll to, with the paging animation.
  mutating func autoplayStep() -> Int {
    let direction = autoplay.direction.direction
    let target = ring.neighbor(of: current, direction) ?? (direction == .forward ? 0 : count - 1)
    autoplay.restartCountdown(for: target, from: now)
    return target
  }
}
