/// Which way autoplay moves.
public enum AutoplayDirection: String, Hashable, Sendable, CaseIterable {
  /// Toward the next item.
  case forward
  /// Toward the previous item.
  case backward

  /// The way through the items a step goes.
  var direction: Direction {
    switch self {
    case .forward: .forward
    case .backward: .backward
    }
  }
}

/// What autoplay does at the last item of a finite (non-wrapping) carousel.
public enum AutoplayEndBehavior: String, Hashable, Sendable, CaseIterable {
  /// Scroll back to the first item (the last, when moving backward).
  case rewind
  /// Stop stepping until the user moves away from the end.
  case stop
}

/// When autoplay steps: a pure schedule driven by events from its carousel.
///
/// The interval runs from one step to the next. A drag clears the deadline; when a motion
/// that autoplay did not start settles, the countdown starts again from that instant.
/// Pausing keeps the schedule; resuming starts a fresh countdown.
struct AutoplaySchedule: Equatable {
  /// The time between steps; `nil` when autoplay is off.
  var interval: Duration?
  var direction: AutoplayDirection = .forward
  var endBehavior: AutoplayEndBehavior = .rewind
  var isPaused = false
  /// The instant of the next step; `nil` while a drag or a motion of the user runs.
  var deadline: Duration?

  var isRunning: Bool { interval != nil && !isPaused }

  mutating func start(
    interval: Duration, direction: AutoplayDirection, endBehavior: AutoplayEndBehavior,
    now: Duration
  ) {
    self.interval = interval
    self.direction = direction
    self.endBehavior = endBehavior
    deadline = now + interval
  }

  mutating func stop() {
    interval = nil
    deadline = nil
  }

  mutating func pause() {
    isPaused = true
  }

  mutating func resume(now: Duration) {
    isPaused = false
    restartCountdown(from: now)
  }

  mutating func restartCountdown(from now: Duration) {
    deadline = interval.map { now + $0 }
  }

  mutating func dragBegan() {
    deadline = nil
  }

  /// A motion came to rest at `time`.
  mutating func motionSettled(at time: Duration, origin: MotionOrigin) {
    if origin != .autoplay || deadline == nil {
      restartCountdown(from: time)
    }
  }

  /// A step started at `time`.
  mutating func stepStarted(at time: Duration) {
    restartCountdown(from: time)
  }

  /// The instant the next step is due, if autoplay is running and has one.
  var dueTime: Duration? {
    isRunning ? deadline : nil
  }
}
