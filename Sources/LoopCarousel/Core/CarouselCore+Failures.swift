extension CarouselCore {
  // MARK: - Requests that failed

  /// The error of the request that failed in a change carried out whole.
  func firstFailure(_ failures: Slots<CarouselError>) -> CarouselError? {
    failures.left ?? failures.middle ?? failures.right
  }

  /// The neighbours the data source failed to make, left to right (see
  /// ``neighbourFailed(_:into:)``).
  ///
  /// - Returns: What the motion came to when a settle turned to a new end, if it did.
  mutating func neighboursFailed(
    _ failures: Slots<CarouselError>, into events: inout EventQueue
  ) -> Settling? {
    var settling: Settling?
    for position in SlotPosition.allCases {
      guard let error = failures[position] else { continue }
      settling = neighbourFailed(error, into: &events) ?? settling
    }
    return settling
  }

  /// The data source failed to make the neighbour that a page turn or a restore brings in;
  /// the turn went ahead and that side slot is empty, a temporary end.
  ///
  /// The delegate hears of it; a settle heading past the new end turns to it, and a drag
  /// meets the rubber band there. A drag asks for the neighbour again when it begins
  /// (``neighbourRetries()``), an autoplay step or a scroll when they go toward it.
  ///
  /// - Returns: What the motion came to when a settle turned to the new end, or `nil` when
  ///   the motion goes on as it was.
  mutating func neighbourFailed(_ error: CarouselError, into events: inout EventQueue)
    -> Settling?
  {
    events.append(.didFail(error))
    content.neighbourFailed(at: now)
    let (back, forward) = edges
    if isDragging {
      // The finger may already be past the new end: the drag goes on from where the content
      // is, inside the rubber band's reach.
      let reach = rubberDimension * Self.reachAfterReload
      scroll.move(to: min(max(position, back - reach), forward + reach))
      reanchorDrag()
      return nil
    }
    // A step of time that carried the content past the new end stops it there, as a shift
    // that failed does.
    if position > forward || position < back { return stopShortOfFailedShift(into: &events) }
    guard case .settling(let animation) = motion, reachable(animation.to) != animation.to else {
      return nil
    }
    return redirectMotion(into: &events) { core, animation in
      (core.reachable(animation.to), animation.velocity(at: core.now))
    }
  }

  /// A shift that motion needed failed: the delegate hears of it, and the motion stops just
  /// inside the threshold on the side it was going to, as at an end; an animation turns back
  /// to the middle.
  mutating func shiftFailed(_ error: CarouselError, into events: inout EventQueue) -> Settling {
    events.append(.didFail(error))
    return stopShortOfFailedShift(into: &events)
  }

  /// Stops the position just inside the shift threshold on the side it was going, and
  /// turns the motion back to the middle slot.
  private mutating func stopShortOfFailedShift(into events: inout EventQueue) -> Settling {
    let limit = max(Self.halfPage, geometry.shiftThreshold - Self.insideThreshold)
    scroll.move(to: Direction(of: position).sign * limit)
    // A ticker that cannot go on stops for good, rather than failing again each time it
    // resumes; a settle that arrived at once (reduced motion, a step too short to animate)
    // turns back to the middle as an animation would, at once too when motion is reduced.
    let origin: MotionOrigin?
    switch motion {
    case .ticking:
      turnTickerOff()
      origin = .autoplay
    case .idle:
      origin = scroll.arrivalOrigin
    case .dragging, .settling:
      origin = nil
    }
    if let origin {
      return startSettle(
        to: 0, velocity: 0, duration: reducesMotion ? .zero : physics.settleDuration,
        origin: origin, into: &events)
    }
    return redirectMotion(into: &events) { _, _ in (0, 0) }
  }

  /// Adapts the motion to a moved position or moved ends: a drag goes on under the finger;
  /// an animation heads for the target and velocity `retarget` gives, if it gives one.
  mutating func redirectMotion(
    into events: inout EventQueue,
    retarget: (CarouselCore, SettleAnimation) -> (to: Double, velocity: Double)?
  ) -> Settling {
    let (back, forward) = edges
    let pastAnEnd = position < back || position > forward
    switch motion {
    case .idle:
      // A free rest the ends moved past (a new wrapping mode) settles inside them.
      guard pastAnEnd else { return .animating }
    case .dragging:
      reanchorDrag()
      return .animating
    case .ticking:
      guard pastAnEnd else {
        reanchorTick()
        return .animating
      }
      // An end the ticker is already past (a new wrapping mode): it stops for good, as at an
      // end it runs into, and the carousel settles inside the ends rather than resting past
      // one (a hold, such as going off screen, would stop it where it is).
      if count >= 2 { turnTickerOff() }
    case .settling(let animation):
      guard let (target, velocity) = retarget(self, animation) else { return .animating }
      return startSettle(
        to: target, velocity: velocity, duration: physics.settleDuration,
        origin: animation.origin, into: &events)
    }
    // At rest or ticking past an end: onto the nearest item inside the ends.
    let origin: MotionOrigin = motion == .idle ? .program : .autoplay
    return startSettle(
      to: reachable(position.rounded()), velocity: 0,
      duration: reducesMotion ? .zero : physics.settleDuration, origin: origin, into: &events)
  }
}
