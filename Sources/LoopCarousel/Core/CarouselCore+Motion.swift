extension CarouselCore {
  /// What one step of ``advance(to:into:)`` asks of the owner.
  enum TimeStep: Equatable {
    /// Nothing more: time has reached the instant asked for.
    case done
    /// The animation moved the position: run the shifts (``nextShift()``), then stop.
    case moved
    /// The animation reached its end: run the shifts, then, if
    /// ``isSettling(startedAt:)`` still holds, land (``landingShift()``,
    /// ``comeToRest(into:)``, ``settled(origin:into:)``); then step again.
    case arrived(start: Duration, origin: MotionOrigin)
    /// An autoplay step is due now: scroll to ``autoplayStep()``'s target; then step again.
    case autoplayStep
  }

  // MARK: - Dragging

  /// The shift to make before a drag begins, if a previous swipe is still settling with a
  /// side slot nearer the centre: the fast-drag fix.
  mutating func fastDragShift() -> Shift? {
    guard count > 0, !isDragging else { return nil }
    return rebasingShift()
  }

  /// The finger touched down; with no items or while a drag runs this does nothing.
  mutating func beginDrag(at time: Duration, into events: inout EventQueue) {
    guard count > 0, !isDragging else { return }
    tracker = VelocityTracker()
    tracker.add(time: time, translation: 0)
    dragOrigin = 0
    motion = .dragging(Drag(anchor: unresisted(position), translation: 0, start: position))
    announcedTarget = nil  // a settle the finger caught ends unannounced; the release starts one
    autoplay.dragBegan()
    events.append(.willBeginDragging)
  }

  /// The finger moved to `translation` points (in screen terms) from where it touched down.
  ///
  /// - Returns: Whether the position changed; then the owner runs the shifts.
  mutating func moveDrag(
    translation: Double, at time: Duration, into events: inout EventQueue
  ) -> Bool {
    guard case .dragging(var drag) = motion else { return false }
    now = time
    let signed = mirrored(translation)
    drag.translation = signed
    tracker.add(time: time, translation: signed)
    motion = .dragging(drag)
    let raw = drag.anchor + (signed - dragOrigin) / geometry.pageLength
    let position = hasEnds ? resisted(raw) : raw
    guard position != self.position, position.isFinite else { return false }
    self.position = position
    events.appendScroll()
    return true
  }

  /// The finger lifted; settles on the slot nearest where a fling at this velocity ends.
  ///
  /// - Parameters:
  ///   - time: The time of the release.
  ///   - velocity: Points per second in screen terms; `nil` to use the measured one.
  ///   - events: The queue for the delegate's events.
  /// - Returns: `nil` when no drag was in progress, else what the settle came to.
  mutating func endDrag(
    at time: Duration, velocity: Double?, into events: inout EventQueue
  ) -> Settling? {
    guard case .dragging(let drag) = motion else { return nil }
    now = time
    let pageLength = geometry.pageLength
    let points =
      velocity.map(mirrored) ?? tracker.velocity(at: time, window: physics.velocityWindow)
    let pagesPerSecond = points / pageLength
    let target = reachable(
      physics.releaseTarget(
        position: position, velocity: pagesPerSecond, pageLength: pageLength,
        dragStart: drag.start))
    events.append(.didEndDragging(willSettle: target != position))
    return startSettle(
      to: target, velocity: pagesPerSecond, duration: physics.settleDuration, origin: .gesture,
      into: &events)
  }

  // MARK: - Settling

  /// A settle's target in pages kept where items are: within the ends (and ±1e15), and on
  /// the middle slot when the side toward it is empty.
  func reachable(_ target: Double) -> Double {
    let (back, forward) = edges
    let target = min(max(target, back, -1e15), forward, 1e15)
    if target > 0, strip.items.right == nil { return 0 }
    if target < 0, strip.items.left == nil { return 0 }
    return target
  }

  /// Starts a settle from the current position toward `target` pages.
  ///
  /// Past an end of a finite carousel, a velocity that points further out is dropped, so the
  /// curve never carries the content beyond the rubber band.
  mutating func startSettle(
    to target: Double, velocity: Double, duration: Duration, origin: MotionOrigin,
    into events: inout EventQueue
  ) -> Settling {
    if count > 0 {
      announce(
        strip.item(atPages: Int(target.rounded()), current: current, in: ring), into: &events)
    }
    var velocity = velocity
    let (back, forward) = edges
    if (position > forward && velocity > 0) || (position < back && velocity < 0) {
      velocity = 0
    }
    if let animation = SettleAnimation(
      from: position, to: target, velocity: velocity, start: now, duration: duration,
      origin: origin)
    {
      motion = .settling(animation)
      arrivalOrigin = nil
      return .animating
    }
    motion = .idle
    arrivalOrigin = origin
    if position != target {
      position = target
      events.appendScroll()
    }
    return .arrived(origin)
  }

  /// Tells the delegate where a settle is heading.
  mutating func announce(_ item: Int, into events: inout EventQueue) {
    events.append(.willSettle(item))
    announcedTarget = item
  }

  /// Announces the target again when a shift, new content or a new geometry during a settle
  /// moved another item to the page the animation heads for (see `reportChanges(into:)`).
  mutating func reannounceTarget(into events: inout EventQueue) {
    guard case .settling = motion, let heading = headingItem, heading != announcedTarget
    else { return }
    announce(heading, into: &events)
  }

  /// Whether the settle that started at `start` is still the one running (a failed shift
  /// may have replaced it).
  func isSettling(startedAt start: Duration) -> Bool {
    if case .settling(let animation) = motion { return animation.start == start }
    return false
  }

  /// The first step of landing: the shift onto the side slot the motion ended on, if any.
  mutating func landingShift() -> Shift? {
    rebasingShift()
  }

  /// The second step of landing: at rest on the middle slot.
  ///
  /// - Returns: The refill of a side slot that still shows a scroll-to target, if any.
  mutating func comeToRest(into events: inout EventQueue) -> SlotChange? {
    if position != 0 {
      position = 0
      events.appendScroll()
    }
    motion = .idle
    return strip.restoringTarget(around: current, in: ring)
  }

  /// The last step of landing: the settled events and the autoplay countdown.
  mutating func settled(origin: MotionOrigin, into events: inout EventQueue) {
    landings &+= 1
    arrivalOrigin = nil
    if count > 0 {
      // A settle that a failed shift or a change of content turned elsewhere than announced
      // is announced again before it ends.
      if announcedTarget != current { announce(current, into: &events) }
      if lastSettledItem != current { events.append(.didScrollToItem(current)) }
      lastSettledItem = current
      events.append(.didSettle(current))
    }
    announcedTarget = nil
    autoplay.motionSettled(at: now, origin: origin)
  }

  // MARK: - Time

  /// Moves time toward `time` by one step: to the end of an animation, to an autoplay
  /// instant, or all the way.
  ///
  /// A time before ``now`` moves no time.
  mutating func advance(to time: Duration, into events: inout EventQueue) -> TimeStep {
    switch motion {
    case .dragging:
      now = max(now, time)
      return .done
    case .settling(let animation):
      let end = animation.end
      if time < end {
        // No time passed: nothing moves (the position a shift translated may differ from
        // the curve's in the last bit, and must not change by it).
        guard now < time else { return .done }
        now = time
        let position = animation.position(at: time)
        guard position != self.position else { return .done }
        self.position = position
        events.appendScroll()
        return .moved
      }
      if now < end { now = end }
      if position != animation.to {
        position = animation.to
        events.appendScroll()
      }
      return .arrived(start: animation.start, origin: animation.origin)
    case .idle:
      if let due = autoplayDueTime, due <= time {
        // After a gap of more than one interval (a host that slept), the missed steps are
        // dropped and one step starts at `time`, so one call does bounded work.
        let missedSeveral = autoplay.interval.map { time - due >= $0 } ?? false
        now = missedSeveral ? time : max(due, now)
        return .autoplayStep
      }
      now = max(now, time)
      return .done
    }
  }

  /// Starts an autoplay step now.
  ///
  /// - Returns: The item to scroll to, with the paging animation.
  mutating func autoplayStep() -> Int {
    let direction = autoplay.direction.step
    autoplay.stepStarted(at: now)
    return ring.neighbor(of: current, direction) ?? (direction > 0 ? 0 : count - 1)
  }
}
