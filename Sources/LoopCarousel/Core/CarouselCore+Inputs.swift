extension CarouselCore {
  // MARK: - Wheel, keys and the ticker: the questions

  /// What a wheel event or a key leads to, kept until the sequence it started is done.
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
  /// or last item (or with fewer than two items), where a scroll that way belongs to the
  /// enclosing view.
  ///
  /// A temporary end (a side whose neighbour the data source failed to make) is no end: a
  /// notch or a trackpad scroll toward it is the carousel's, and asks for the neighbour
  /// again, as a drag, a key and autoplay do.
  func restsAtEnd(toward direction: Direction) -> Bool {
    guard case .idle = motion else { return false }
    let (back, forward) = edges
    let atEdge = direction == .forward ? position >= forward : position <= back
    return atEdge && ring.neighbor(of: current, direction) == nil
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
      let steps = ring.steps(from: base, to: target, direction) ?? 0
      // A run that goes on only takes the carousel further than it heads already.
      if run?.direction == direction, steps <= ring.steps(from: base, to: heading, direction) ?? 0 {
        return .absorb
      }
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

  // MARK: - Wheel events and keys

  /// A wheel or trackpad event: the core decides what it does, and does it.
  ///
  /// A trackpad drag begins, moves or is released; a notch scrolls. The gesture it leads to
  /// (and the step run of a notch that scrolls) takes effect once that is done: an event
  /// whose scroll fails changes nothing.
  ///
  /// - Returns: The first step of what it does; `passed` when the event is not consumed.
  mutating func wheelEvent(
    _ phase: ScrollWheelPhase, delta: Double, crossDelta: Double, at time: Duration,
    into events: inout EventQueue
  ) -> Step {
    let (action, gesture) = wheelAction(phase, delta: delta, crossDelta: crossDelta, at: time)
    inputs.stage(wheel: gesture)
    let step: Step
    switch action {
    case .pass, .absorb:
      inputs.carriedOut()
      return action == .pass ? .passed : .done
    case .beginDrag(let total, let since):
      then = .moveWheelDrag(total: total, at: time)
      return afterSequence(startDrag(at: since, into: &events), into: &events)
    case .moveDrag(let total):
      step = moveDrag(translation: total, at: time, into: &events)
    case .release:
      step = release(at: time, velocity: nil, into: &events)
    case .step(let direction):
      let (decision, origin) = notchDecision(direction)
      guard case .scroll(let target) = decision else {
        inputs.carriedOut()
        return decision == .pass ? .passed : .done
      }
      inputs.stage(
        wheel: gesture,
        step: StepRun(source: .wheel, origin: origin, target: target, direction: direction))
      step = scroll(to: target, origin: .gesture, onFailure: .fails)
    }
    then = .carryOutInput(focusing: nil)
    return afterSequence(step, into: &events)
  }

  /// A key: the core reads it for the axis and the layout direction, and scrolls for it.
  ///
  /// Focus follows to the target when an item has it. The step run of a key that scrolls
  /// takes effect once the scroll is under way.
  ///
  /// - Returns: The first step of the scroll; `passed` when the key is not consumed.
  mutating func keyPressed(_ key: CarouselKey, into events: inout EventQueue) -> Step {
    inputs.stage(step: nil)
    guard
      let command = KeyCommand(
        key, orientation: geometry.orientation, mirrored: geometry.isMirrored,
        pagesPerFling: physics.pagesPerFling)
    else { return .passed }
    switch keyDecision(command) {
    case .pass: return .passed
    case .absorb: return .done
    case .scroll(let target):
      let direction: Direction
      switch command {
      case .step(let way, _), .end(let way): direction = way
      }
      inputs.stage(
        step: StepRun(source: .key, origin: target, target: target, direction: direction))
      then = .carryOutInput(focusing: focusedItem == nil ? nil : target)
      return scroll(to: target, origin: .gesture, onFailure: .fails)
    }
  }

  // MARK: - Focus, hover and being on screen: what holds autoplay and the ticker

  /// The host moves focus to `item`, or out of the carousel (`nil`): the item is scrolled to
  /// the centre unless it is there or heading there (a free rest or a ticker on it centres
  /// it), then focus moves.
  ///
  /// - Returns: The first step of the scroll, or of the focus change.
  mutating func focus(on item: Int?, into events: inout EventQueue) -> Step {
    let onIt = item == headingItem && (isCentred || motion.phase == .settling)
    if let item, !onIt, !isDragging {
      then = .moveFocus(to: item)
      return scroll(to: item, origin: .gesture, onFailure: .fails)
    }
    return moveFocus(to: item, into: &events)
  }

  /// Moves focus to `item`, asking for its identifier first, or out of the carousel.
  mutating func moveFocus(to item: Int?, into events: inout EventQueue) -> Step {
    guard item != focusedItem else { return .done }
    guard let item else { return setFocus(nil, identifier: nil, into: &events) }
    return handOut(.identify(item), then: .identifyingFocus(item))
  }

  /// Focus moved to `item`, with its identifier if the data source gives one, or left the
  /// carousel (`nil`): the delegate hears of it, and autoplay and the ticker hold while it
  /// is in.
  ///
  /// - Returns: The landing of a ticker that ran and stopped in place, if one did.
  mutating func setFocus(
    _ item: Int?, identifier: AnyHashable?, into events: inout EventQueue
  ) -> Step {
    guard inputs.focus(item, identifier: identifier) else { return .done }
    events.append(.didUpdateFocusedItem(item))
    return follow(setHold(\.focused, item != nil), into: &events)
  }

  /// The pointer came over the carousel or left it: autoplay and the ticker hold while it
  /// is over it.
  ///
  /// - Returns: The landing of a ticker that ran and stopped in place, if one did.
  mutating func setPointerInside(_ inside: Bool, into events: inout EventQueue) -> Step {
    follow(setHold(\.hovering, inside), into: &events)
  }

  /// Whether the host said the carousel is on screen.
  var isOnScreen: Bool { !autoplay.holds.offScreen }

  /// The carousel went off screen or came back, now: autoplay and the ticker hold while it
  /// is off, and a settle under way arrives at once (no one sees it move).
  ///
  /// - Returns: The landing of a ticker that ran and stopped in place, or of the settle, if
  ///   any.
  mutating func setOnScreen(_ onScreen: Bool, into events: inout EventQueue) -> Step {
    let step = follow(setHold(\.offScreen, !onScreen), into: &events)
    guard case .done = step, !onScreen else { return step }
    return finishSettleNow(into: &events)
  }

  /// Holds autoplay and the ticker for `reason`, or lets them go on: autoplay with the time
  /// it had left, the ticker ``Ticker/resumeDelay`` after the last hold ended.
  private mutating func setHold(
    _ reason: WritableKeyPath<AutoplaySchedule.Holds, Bool>, _ holds: Bool
  ) -> Settling? {
    guard autoplay.holds[keyPath: reason] != holds else { return nil }
    if holds {
      autoplay.hold(reason, now: now)
      guard case .ticking = motion else { return nil }
      scroll.halt()
      return .arrived(.autoplay)
    }
    autoplay.release(reason, now: now)
    if !autoplay.holds.holdsTicker { inputs.tickerMayResume(after: now) }
    return nil
  }

  // MARK: - The ticker

  /// Turns the ticker on at `pointsPerSecond`, from now.
  ///
  /// A ticker already running takes the new speed at once. Autoplay holds while a ticker is
  /// on.
  mutating func startTicker(pointsPerSecond: Double, resumeDelay: Duration) {
    inputs.startTicker(
      Ticker(pointsPerSecond: pointsPerSecond, resumeDelay: resumeDelay, resumesAt: now))
    autoplay.hold(\.ticking, now: now)
    reanchorTick()
  }

  /// Turns the ticker off: a ticker that runs comes to rest, in place with
  /// ``ReleaseBehavior/free`` physics, else on the nearest item.
  ///
  /// - Returns: The first step of the rest it comes to, if any.
  mutating func stopTicker(into events: inout EventQueue) -> Step {
    guard ticker != nil else { return .done }
    turnTickerOff()
    // A ticker that runs, or that a hold stopped between items, leaves the carousel on an
    // item (where it is, with free physics).
    var speed = 0.0
    switch motion {
    case .ticking where physics.releaseBehavior == .free:
      scroll.halt()
      return follow(.arrived(.autoplay), into: &events)
    case .ticking(let tick):
      speed = tick.pagesPerSecond
    case .idle where position != 0 && physics.releaseBehavior != .free:
      break
    default:
      return .done
    }
    let target = reachable(position.rounded())
    let ahead = (target - position) * speed > 0
    let settling = startSettle(
      to: target, velocity: ahead ? speed : 0,
      duration: reducesMotion ? .zero : physics.settleDuration, origin: .autoplay, into: &events)
    return follow(settling, into: &events)
  }

  /// Turns the ticker off; autoplay goes on.
  mutating func turnTickerOff() {
    inputs.stopTicker()
    autoplay.release(\.ticking, now: now)
  }
}
