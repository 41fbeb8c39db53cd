extension CarouselCore {
  // MARK: - Settling

  /// The farthest a settle heads, in pages: far past any fling, and small enough that a
  /// `Double` position still counts whole pages exactly.
  static let farthestTarget = 1e15

  /// A settle's target in pages kept where items are: within the ends (and
  /// ±``farthestTarget``), and on
  /// the middle slot when the side toward it is empty.
  func reachable(_ target: Double) -> Double {
    let (back, forward) = edges
    let target = min(max(target, back, -Self.farthestTarget), forward, Self.farthestTarget)
    if target > 0, strip.items.right == nil { return 0 }
    if target < 0, strip.items.left == nil { return 0 }
    return target
  }

  // MARK: - Dragging: the rules

  /// The finger touched down; with no items or while a drag runs this does nothing.
  ///
  /// A touch that caught a motion (``touchDown(at:highlightingAt:into:)``) holds it as a drag that has not moved
  /// and is not announced: `willBeginDragging` waits for the pan.
  mutating func beginDrag(at time: Duration, into events: inout EventQueue) {
    guard count > 0, !isDragging else { return }
    startDragMotion(at: time)
    // A settle the finger caught is cancelled; the release starts one.
    report.settleCancelled(into: &events)
    // A trackpad's drag begins at its gesture's first event, which may be earlier than the
    // time already given: autoplay holds from now.
    autoplay.hold(\.interacting, now: max(time, now))
    if touch != .holding { events.append(.willBeginDragging) }
  }

  /// A finger touched the content before any pan: a motion (a settle, an autoplay step, the
  /// ticker) is caught where it is, as a scroll view's touch catches its deceleration, and
  /// autoplay waits while the finger rests.
  ///
  /// With no items, while a drag runs or while a finger already rests, nothing happens.
  ///
  /// - Parameters:
  ///   - time: The time of the touch.
  ///   - point: Where the finger touched, to highlight the item under it on content at rest
  ///     (``Carousel/touchDown(atX:y:at:)``); `nil` highlights nothing.
  ///   - events: The queue for the delegate's events.
  /// - Returns: The first step of the drag that holds a caught motion, or of the highlight.
  mutating func touchDown(
    at time: Duration, highlightingAt point: (x: Double, y: Double)?, into events: inout EventQueue
  ) -> Step {
    // A touch already resting stays; one left holding a motion that ended is replaced.
    guard count > 0, !isDragging, touch != .resting else { return .done }
    switch motion {
    case .settling, .ticking:
      // The drag that holds it tells no `willBeginDragging`.
      touch = .holding
      return startDrag(at: time, into: &events)
    case .idle, .dragging:
      // At rest: no drag gets past the guard.
      touch = .resting
      autoplay.hold(\.interacting, now: time)
      guard let point else { return .done }
      return handOut(.askHighlight(atX: point.x, y: point.y), then: .highlighting)
    }
  }

  /// A pan began (``Carousel/beginDragging(at:)``): a drag a touch holds goes on, now told
  /// as one; else the finger takes over a trackpad's drag, or a drag starts.
  ///
  /// - Returns: The first step of the drag's start.
  mutating func beginDragging(at time: Duration, into events: inout EventQueue) -> Step {
    // A drag that a touch holds goes on from where it holds the content; a resting touch
    // gives way to the drag.
    if touch.take() == .holding, isDragging {
      startDragMotion(at: time)
      events.append(.willBeginDragging)
      return .done
    }
    // A finger touched down while a trackpad gesture drags: the drag is the finger's from now
    // on, measured from where the content is, and the rest of the gesture is absorbed.
    if wheelDrags {
      inputs.handWheelToFinger()
      startDragMotion(at: time)
    }
    return startDrag(at: time, into: &events)
  }

  /// Whether a touch holds a motion it caught, as a drag that has not moved.
  var holdsCaughtMotion: Bool { touch == .holding && isDragging }

  /// A resting touch highlights `item` (``Carousel/touchDown(atX:y:at:)``), unless one is
  /// highlighted already or the touch caught a motion.
  mutating func highlight(_ item: Int, into events: inout EventQueue) {
    guard touch == .resting, motion == .idle, highlighted == nil else { return }
    highlighted = item
    highlightedAt = (current, position)
    events.append(.didHighlightItem(item))
  }

  /// Ends the highlight once its touch has lifted or given way to a drag, or anything moves
  /// the content (a scroll, animated or not, an autoplay step, a reload).
  mutating func endStaleHighlight(into events: inout EventQueue) {
    guard let item = highlighted,
      touch != .resting || motion != .idle || current != highlightedAt.current
        || position != highlightedAt.position
    else { return }
    highlighted = nil
    events.append(.didUnhighlightItem(item))
  }

  /// The finger of ``touchDown(at:highlightingAt:into:)`` lifted with no pan: a motion it caught settles on the
  /// nearest item, and autoplay goes on.
  ///
  /// - Returns: The first step of the settle's shifts and landing, if any.
  mutating func touchUp(at time: Duration, into events: inout EventQueue) -> Step {
    switch touch {
    case .holding?:
      // The hold ends, with its drag if the motion it caught did not end already.
      let settling = endDrag(at: time, velocity: 0, into: &events)
      touch = nil
      return follow(settling, into: &events)
    case .resting?:
      touch = nil
      autoplay.release(\.interacting, now: time)
      return .done
    case nil:
      return .done
    }
  }

  /// A drag from where the content is, its translation counted from zero at `time`.
  mutating func startDragMotion(at time: Duration) {
    scroll.startDrag(at: time, anchor: unresisted(position))
  }

  /// The finger moved to `translation` points (in screen terms) from where it touched down.
  ///
  /// - Returns: The first shift the move makes due, if any (`done` when none is, or nothing
  ///   moved).
  mutating func moveDrag(
    translation: Double, at time: Duration, into events: inout EventQueue
  ) -> Step {
    guard
      let raw = scroll.follow(
        translation: mirrored(translation), at: time, pageLength: geometry.pageLength)
    else { return .done }
    let position = hasEnds ? resisted(raw) : raw
    guard position.isFinite, scroll.move(to: position) else { return .done }
    events.appendScroll()
    return followShifts(into: &events)
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
    // A touch's hold ends as a drag that never moved, and was never told as one.
    let announced = touch != .holding
    touch = nil
    scroll.setNow(time)
    let pageLength = geometry.pageLength
    let points =
      velocity.map(mirrored) ?? scroll.tracker.velocity(at: time, window: physics.velocityWindow)
    let pagesPerSecond = points / pageLength
    let target = reachable(
      physics.releaseTarget(
        position: position, velocity: pagesPerSecond, pageLength: pageLength,
        dragStart: drag.start))
    // Every release settles, at once when the content already rests on the target: the
    // settle events follow either way.
    if announced { events.append(.didEndDragging(willSettle: true)) }
    // A flick only slows down from the finger's speed, as a scroll view's deceleration does.
    // A free rest is as far as the speed carries, so any speed is a flick there; a snap to an
    // item (the nearest one, after free then snap) from below the flick threshold is a
    // paging settle: slowing down from a crawl to an item up to half a page ahead would creep
    // for seconds.
    let isFree = physics.releaseBehavior == .free
    let isFlick = points != 0 && (isFree || abs(points) >= physics.flickVelocityThreshold)
    return startSettle(
      to: target, velocity: pagesPerSecond, duration: physics.settleDuration, origin: .gesture,
      decelerates: isFlick, free: isFree, into: &events)
  }

  // MARK: - Settling and landing: the rules

  /// Starts a settle from the current position toward `target` pages.
  ///
  /// Past an end of a finite carousel, a velocity that points further out is dropped, so the
  /// curve never carries the content beyond the rubber band.
  ///
  /// A `free` settle may head between items, and rests there.
  mutating func startSettle(
    to target: Double, velocity: Double, duration: Duration, origin: MotionOrigin,
    decelerates: Bool = false, free: Bool = false, into events: inout EventQueue
  ) -> Settling {
    if count > 0 {
      report.announce(
        strip.item(atPages: Int(target.rounded()), current: current, in: ring), into: &events)
    }
    var velocity = velocity
    let (back, forward) = edges
    if (position > forward && velocity > 0) || (position < back && velocity < 0) {
      velocity = 0
    }
    // Off screen no one sees a motion: it arrives at once, and asks for no frames.
    if isOnScreen,
      let animation = SettleAnimation(
        from: position, to: target, velocity: velocity, start: now, duration: duration,
        origin: origin, decelerates: decelerates)
    {
      scroll.settle(animation, free: free)
      return .animating
    }
    if scroll.arrive(at: target, origin: origin, free: free) { events.appendScroll() }
    return .arrived(origin)
  }

  /// Ends a settle at once at its target, as if its time had run out: the carousel went off
  /// screen.
  ///
  /// - Returns: The first step of its shifts and landing, if any.
  mutating func finishSettleNow(into events: inout EventQueue) -> Step {
    guard case .settling(let animation) = motion else { return .done }
    if scroll.move(to: animation.to) { events.appendScroll() }
    return follow(.arrived(animation.origin), into: &events)
  }

  /// The announcement for assistive technologies of the item a motion came to rest on, or
  /// `nil` after an autoplay step or an assistive technology's own action, or while autoplay
  /// rotates (the W3C carousel pattern's live region is off while it does).
  func arrivalAnnouncement(_ item: Int, after origin: MotionOrigin) -> CarouselEvent? {
    switch origin {
    case .gesture, .program:
      autoplay.isRunning ? nil : .announce(CarouselAnnouncement(item: item))
    case .autoplay, .assistiveTechnology:
      nil
    }
  }

  /// The second step of landing: at rest on the middle slot.
  ///
  /// - Returns: The refill of a side slot that still shows a scroll-to target, if any.
  mutating func restOnMiddleSlot(into events: inout EventQueue) -> SlotChange? {
    // A free rest stays where it stopped, on the middle slot's side of half a page.
    if position != 0, !scroll.restsFree || abs(position) > Self.halfPage {
      scroll.move(to: 0)
      events.appendScroll()
    }
    scroll.rest()
    return strip.targetSide.map { strip.restoring($0, around: current, in: ring) }
  }

  /// The last step of landing: the settled events and the autoplay countdown.
  mutating func finishLanding(origin: MotionOrigin, into events: inout EventQueue) {
    scroll.landed()
    if count > 0 {
      // A settle that a failed shift or a change of content turned elsewhere than announced
      // is announced again before it ends.
      report.landed(
        on: current, arrival: arrivalAnnouncement(current, after: origin), into: &events)
    } else {
      report.settleCancelled(into: &events)
    }
    autoplay.motionSettled(on: current, at: now, origin: origin)
    inputs.tickerMayResume(after: now)
  }

  // MARK: - Time

  /// One step of time toward `time`: to the end of an animation, to an autoplay instant, or
  /// all the way; `nil` when time steps again.
  mutating func stepTime(to time: Duration, into events: inout EventQueue) -> Step? {
    // A countdown that started in the last step learns its item's interval before time
    // reaches its end.
    if let question = askIntervalIfNeeded(endingCall: false) { return question }
    switch motion {
    case .dragging:
      scroll.setNow(max(now, time))
      return .done
    case .settling(let animation):
      let end = animation.end
      if time < end {
        // No time passed: nothing moves (the position a shift translated may differ from
        // the curve's in the last bit, and must not change by it).
        guard now < time else { return .done }
        scroll.setNow(time)
        guard scroll.move(to: animation.position(at: time)) else { return .done }
        events.appendScroll()
        return orNil(followShifts(into: &events))
      }
      if now < end { scroll.setNow(end) }
      if scroll.move(to: animation.to) { events.appendScroll() }
      return orNil(follow(.arrived(animation.origin), into: &events))
    case .ticking(let tick):
      guard now < time else { return .done }
      scroll.setNow(time)
      // Reduce Motion, turned on while it ran, stops it in place.
      if !reducesMotion {
        let (back, forward) = edges
        let raw = tick.position(at: time)
        let reached = min(max(raw, back), forward)
        if scroll.move(to: reached) { events.appendScroll() }
        guard reached != raw else { return orNil(followShifts(into: &events)) }
        // An end of a finite carousel, or a temporary one: the ticker stops there for good.
        // (With fewer than two items there is nowhere to go: it waits, on, for items.)
        if count >= 2 { turnTickerOff() }
      }
      scroll.halt()
      return orNil(follow(.arrived(.autoplay), into: &events))
    case .idle:
      // A time before `now` starts nothing, not even a step already overdue (a drag that
      // caught an autoplay scroll keeps its countdown's overdue time): it is due at `now`.
      guard now <= time else { return .done }
      if let due = tickerDueTime, due <= time, let ticker {
        scroll.setNow(max(due, now))
        scroll.tick(
          ticker.run(from: position, at: now, pageLength: geometry.pageLength),
          startsFromRest: true)
        // A ticker's run is no settle (any open one is cancelled): its stop announces the
        // item it rests on.
        report.settleCancelled(into: &events)
        return nil
      }
      if let due = autoplayDueTime, due <= time {
        // After a gap of more than one interval (a host that slept), the missed steps are
        // dropped and one step starts at `time`, so one call does bounded work.
        let missedSeveral = autoplay.countdown.map { time - due >= $0.length } ?? false
        scroll.setNow(missedSeveral ? max(time, now) : max(due, now))
        return scroll(to: autoplayStep(), origin: .autoplay, onFailure: .isReported)
      }
      scroll.setNow(max(now, time))
      return .done
    }
  }

  /// A step the time loop hands out, or `nil` when the work it started is done and time
  /// steps again (after a move, the next step finds nothing more to do).
  private func orNil(_ step: Step) -> Step? {
    if case .done = step { return nil }
    return step
  }
}
