/// Which way autoplay moves.
public enum AutoplayDirection: String, Hashable, Sendable, CaseIterable {
  /// Toward the next item.
  case forward
  /// Toward the previous item.
  case backward

  /// The way through the items a step goes.
  var direction: Direction { self == .forward ? .forward : .backward }
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
/// A countdown belongs to one item: it starts when the item comes to rest (or when a step
/// toward it starts) and lasts the item's interval. Holds — the host's pause, the user's
/// interaction, the carousel being off screen — freeze it, and it goes on with the time it
/// had left when the last hold ends. An interaction that ends on another item starts that
/// item's countdown afresh instead.
///
/// The length of a countdown is the carousel's interval until the owner has asked the data
/// source for the item's own (``itemNeedingInterval``, then ``setCountdownLength(_:)``).
struct AutoplaySchedule: Equatable {
  /// The carousel's time between steps; `nil` when autoplay is off.
  private(set) var interval: Duration?
  var direction: AutoplayDirection = .forward
  var endBehavior: AutoplayEndBehavior = .rewind
  /// What holds the countdown now.
  private(set) var holds = Holds()
  /// The countdown toward the next step; `nil` when autoplay is off.
  private(set) var countdown: Countdown?

  /// The reasons a countdown is frozen; it runs only while there is none.
  struct Holds: Equatable {
    /// The host paused autoplay.
    var paused = false
    /// A drag, and the settle that follows it.
    var interacting = false
    /// The carousel is off screen.
    var offScreen = false
    /// Focus is on one of its items (the W3C carousel pattern).
    var focused = false
    /// The pointer hovers over it (the W3C carousel pattern).
    var hovering = false
    /// A ticker is on: the two would fight over the position.
    var ticking = false

    var isEmpty: Bool { !paused && !interacting && !offScreen && !focused && !hovering && !ticking }

    /// Whether a ticker must stand still: every hold but the host's pause of autoplay and the
    /// ticker's own.
    var holdsTicker: Bool { interacting || offScreen || focused || hovering }
  }

  /// One item's countdown.
  struct Countdown: Equatable {
    /// The item shown while it counts.
    var item: Int
    /// When it started, moved on by the time it spent held: the time counted so far is
    /// `(heldAt ?? now) - start`.
    var start: Duration
    /// Its length: the item's interval.
    var length: Duration
    /// When the hold in progress began.
    var heldAt: Duration?
    /// Whether the owner has yet to ask for the item's own interval.
    var needsLength: Bool

    /// The time counted by `now`, never more than the length.
    func elapsed(at now: Duration) -> Duration {
      min(length, max(.zero, (heldAt ?? now) - start))
    }
  }

  /// On and not paused by the host (a drag or being off screen holds it, but it still runs).
  var isRunning: Bool { interval != nil && !holds.paused }

  mutating func start(
    interval: Duration, direction: AutoplayDirection, endBehavior: AutoplayEndBehavior,
    item: Int, now: Duration
  ) {
    self.interval = interval
    self.direction = direction
    self.endBehavior = endBehavior
    restartCountdown(for: item, from: now)
  }

  mutating func stop() {
    interval = nil
    countdown = nil
  }

  /// Starts `item`'s countdown at `now`, held from the start if anything holds autoplay.
  mutating func restartCountdown(for item: Int, from now: Duration) {
    guard let interval else { return }
    countdown = Countdown(
      item: item, start: now, length: interval, heldAt: holds.isEmpty ? nil : now,
      needsLength: true)
  }

  /// Holds the countdown for `reason`, from `now`.
  mutating func hold(_ reason: WritableKeyPath<Holds, Bool>, now: Duration) {
    guard !holds[keyPath: reason] else { return }
    if holds.isEmpty { countdown?.heldAt = now }
    holds[keyPath: reason] = true
  }

  /// Lets go of the hold for `reason` at `now`; the countdown goes on with the time it had
  /// left once nothing holds it.
  mutating func release(_ reason: WritableKeyPath<Holds, Bool>, now: Duration) {
    guard holds[keyPath: reason] else { return }
    holds[keyPath: reason] = false
    guard holds.isEmpty, let heldAt = countdown?.heldAt else { return }
    countdown?.start += max(.zero, now - heldAt)
    countdown?.heldAt = nil
  }

  /// A motion came to rest on `item` at `time`.
  ///
  /// After an interaction, the countdown goes on with the time it had left if it rests on
  /// the countdown's item, and starts afresh on another. Any other motion but an autoplay
  /// step starts it afresh.
  mutating func motionSettled(on item: Int, at time: Duration, origin: MotionOrigin) {
    if holds.interacting, countdown?.item == item {
      release(\.interacting, now: time)
    } else if holds.interacting || origin != .autoplay || countdown == nil {
      holds.interacting = false
      restartCountdown(for: item, from: time)
    }
  }

  /// The item shown changed without a motion (a reload by index): the countdown is now its,
  /// at the same rhythm, and its interval is asked for again.
  mutating func itemChanged(to item: Int) {
    guard countdown?.item != item else { return }
    countdown?.item = item
    countdown?.needsLength = true
  }

  /// The item whose interval the owner must ask the data source for, if any.
  var itemNeedingInterval: Int? {
    guard let countdown, countdown.needsLength else { return nil }
    return countdown.item
  }

  /// Sets the length of the countdown to the item's interval the data source gave (or the
  /// carousel's).
  mutating func setCountdownLength(_ length: Duration) {
    countdown?.length = length
    countdown?.needsLength = false
  }

  /// The instant the countdown ends, and so the next step is due, unless it is held; `nil`
  /// when autoplay is off.
  ///
  /// A countdown is held (``Countdown/heldAt``) exactly while ``holds`` is not empty:
  /// ``hold(_:now:)`` and ``release(_:now:)`` keep the two in step, and a countdown starts
  /// held when anything holds autoplay (`CarouselCore.invariantViolations` checks it after
  /// every call of the random-operations suite).
  var deadline: Duration? {
    guard interval != nil, let countdown, countdown.heldAt == nil else { return nil }
    return countdown.start + countdown.length
  }
}
