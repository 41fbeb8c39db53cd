extension CarouselCore {
  // MARK: - Wheel, keys and the ticker: the questions

  /// What the owner does with a wheel or trackpad event.
  enum WheelStep: Equatable {
    /// Not consumed: the host hands the event on.
    case pass
    /// Consumed, and nothing moves.
    case absorb
    /// A trackpad drag begins at `since` (its gesture's first event) and moves to `total`.
    case beginDrag(total: Double, since: Duration)
    /// The trackpad drag moves to `total`.
    case moveDrag(total: Double)
    /// The trackpad's fingers lifted: the drag is released.
    case release
    /// A notch scrolls to this item, animated.
    case scroll(to: Int)
  }

  /// What the owner does with a key.
  enum KeyStep: Equatable {
    /// Not consumed: the host hands the key on.
    case pass
    /// Consumed, and nothing moves.
    case absorb
    /// Scroll to this item, animated; with `movesFocus`, focus follows it.
    case scroll(to: Int, movesFocus: Bool)
  }

  /// What a wheel event or a key leads to, kept until the owner has carried it out.
  struct PendingInput: Equatable {
    /// The wheel gesture the event leads to.
    var wheel: WheelGesture?
    /// The step run a notch or a key started.
    var step: StepRun?
  }

  /// What a key, a wheel notch or a focus change asks the carousel to do.
  enum StepDecision: Equatable {
    /// Not consumed: the host hands the event on.
    case pass
    /// Consumed, and nothing moves.
    case absorb
    /// Scroll to this item, animated.
    case scroll(to: Int)
  }

  /// Whether the carousel rests at its end toward `direction`: a finite carousel at its first
  /// or last item (or with no items), where a scroll that way belongs to the enclosing view.
  func restsAtEnd(toward direction: Direction) -> Bool {
    guard case .idle = motion else { return false }
    let (back, forward) = edges
    return direction == .forward ? position >= forward : position <= back
  }

  /// The step run a new step of `source` continues: the last run, while the settle it started
  /// still heads for its target.
  private func runningStep(of source: StepRun.Source) -> StepRun? {
    guard let stepRun, stepRun.source == source, case .settling = motion,
      headingItem == stepRun.target
    else { return nil }
    return stepRun
  }

  /// Whether a scroll to `target`, which goes the shortest way from the current item, goes
  /// the way a step meant: `steps` from `base` (in a small wrapping carousel the shortest
  /// way may go round the other way).
  private func scrollGoes(to target: Int, steps: Int, from base: Int) -> Bool {
    // With two items both sides hold the other one: either way reaches it.
    guard ring.wraps, count > 2 else { return true }
    return ring.distance(from: current, to: target) == ring.distance(from: current, to: base)
      + steps
  }

  /// Whether the carousel rests exactly on its current item.
  var isCentred: Bool { motion == .idle && position == 0 }

  /// What `command` asks for now.
  ///
  /// A step goes from the item the carousel heads to. While a step of an earlier key in the
  /// same direction still runs, it goes from the item nearest the centre instead, and only
  /// if that takes it further: a key held down moves the carousel as fast as its steps, and
  /// it stops at most one step after the key is let go.
  func keyDecision(_ command: KeyCommand) -> StepDecision {
    guard count > 0, let heading = headingItem else { return .pass }
    // Home and End mean nothing to a wrapping carousel, whatever it is doing.
    if case .end = command, ring.wraps { return .pass }
    guard !isDragging else { return .absorb }
    let isResting = motion == .idle
    switch command {
    case .end(let direction):
      let target = direction == .forward ? count - 1 : 0
      if target == heading {
        // At a free rest on it, the key centres it.
        return isCentred ? .pass : isResting ? .scroll(to: target) : .absorb
      }
      return .scroll(to: target)
    case .step(let direction, let items):
      // In a wrapping carousel a step never reaches round past half the ring.
      let items = ring.wraps ? min(items, max(1, (count - 1) / 2)) : items
      let run = runningStep(of: .key)
      let base = run?.direction == direction ? (nearestItem ?? heading) : heading
      let target = ring.item(items, from: base, direction)
      guard target != base else {
        return isCentred ? .pass : isResting ? .scroll(to: base) : .absorb
      }
      if run?.direction == direction {
        let toHeading = ring.steps(from: base, to: heading, direction) ?? 0
        let toTarget = ring.steps(from: base, to: target, direction) ?? 0
        guard toTarget > toHeading else { return .absorb }
      }
      let steps = ring.steps(from: base, to: target, direction) ?? 0
      return scrollGoes(to: target, steps: steps * direction.step, from: base)
        ? .scroll(to: target) : .absorb
    }
  }

  /// What a wheel's notch toward `direction` asks for now: one page on from the item the
  /// carousel heads to, at most ``ScrollPhysics/pagesPerFling`` pages (3 when it has no
  /// limit) from where a fast spin's run began, so that notches that come faster than the
  /// steps never leave a backlog.
  func notchDecision(_ direction: Direction) -> (StepDecision, origin: Int) {
    guard count > 0, let heading = headingItem else { return (.pass, 0) }
    guard !isDragging else { return (.absorb, heading) }
    let origin = runningStep(of: .wheel)?.origin ?? heading
    guard let target = ring.neighbor(of: heading, direction) else {
      if restsAtEnd(toward: direction) { return (.pass, origin) }
      // At a free rest short of the end, the notch centres the end item.
      return (motion == .idle ? .scroll(to: heading) : .absorb, origin)
    }
    let limit = physics.pagesPerFling ?? KeyCommand.pageItemsWithoutLimit
    let steps = abs(ring.distance(from: origin, to: target))
    guard steps <= limit, scrollGoes(to: target, steps: direction.step, from: heading) else {
      return (.absorb, origin)
    }
    return (.scroll(to: target), origin)
  }

  /// What a wheel or trackpad event means now, and the gesture after it.
  ///
  /// - Parameters:
  ///   - phase: The event's phase.
  ///   - delta: Its scroll along the axis, in screen terms.
  ///   - crossDelta: Its scroll across the axis.
  ///   - time: Its time.
  /// - Returns: What to do, and the gesture after the event.
  func wheelAction(
    _ phase: ScrollWheelPhase, delta: Double, crossDelta: Double, at time: Duration
  ) -> (WheelGesture.Action, WheelGesture) {
    wheel.next(
      phase, delta: delta, crossDelta: crossDelta, at: time, forward: mirrored,
      restsAtEnd: restsAtEnd(toward:), isDragging: isDragging)
  }

  /// Whether the drag in progress is a trackpad gesture's.
  var wheelDrags: Bool {
    guard isDragging, case .following = wheel.state else { return false }
    return true
  }

  /// When the ticker moves next: from rest, while nothing holds it and Reduce Motion is off.
  var tickerDueTime: Duration? {
    guard let ticker, count >= 2, !reducesMotion, !autoplay.holds.holdsTicker,
      case .idle = motion
    else { return nil }
    return ticker.resumesAt
  }
}
