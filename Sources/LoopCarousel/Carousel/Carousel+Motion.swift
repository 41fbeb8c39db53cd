extension Carousel {
  /// Lets animations and autoplay progress to an instant; call it from the host's frame loop.
  ///
  /// Positions are a function of time: advancing at 30, 60 or 120 frames a second, or in one
  /// step, gives the same state at the same instant (a step that skips autoplay steps is the
  /// exception: see ``startAutoplay(interval:direction:endBehavior:at:)``). A time earlier
  /// than one already given or later than ``latestTime``, or a call from inside a
  /// data-source or cell callback, is ignored.
  ///
  /// - Parameter time: The current time, on the same clock as every other call.
  /// - Complexity: O(1) per call, no allocation, however long the step: one that crosses
  ///   several autoplay instants takes one step.
  public func advance(to time: Duration) {
    // A time earlier than the latest is left to the core, which moves nothing for it.
    guard calloutDepth == 0, time.isInCarouselRange else { return }
    defer { finishOperation() }
    advanceTime(to: time)
  }

  /// When the host must call ``advance(to:)`` next, or `nil` when nothing is pending.
  ///
  /// While an animation runs it is the latest time given (so: at the next frame); at rest it
  /// is the next autoplay step; during a drag, with autoplay off or paused, and with fewer
  /// than two items it is `nil`. A loop that calls ``advance(to:)`` must move time on by a
  /// frame while animating: advancing to the deadline itself would pass the same time again.
  public var nextDeadline: Duration? { core.nextDeadline }

  /// Moves time forward, finishing animations at their exact end and starting autoplay
  /// steps at their exact instants.
  ///
  /// A frame inlines only its own work; the end of a settle and an autoplay step are out of
  /// line, so that the frame's code saves no registers for them.
  func advanceTime(to time: Duration) {
    while true {
      switch core.advance(to: time, into: &events) {
      case .done:
        return
      case .moved:
        shiftAsNeeded()
        // A failed shift may have ended the motion; then time goes on (a step may be due).
        guard core.motion.phase == .idle else { return }
      case .arrived(let start, let origin):
        arrive(start: start, origin: origin)
      case .autoplayStep:
        stepAutoplay()
      }
    }
  }

  /// The settle that started at `start` reached its end: the shifts, then the landing.
  private func arrive(start: Duration, origin: MotionOrigin) {
    shiftAsNeeded()
    // A failed shift may have replaced the animation; then time goes on with that one.
    if core.isSettling(startedAt: start) { land(origin) }
  }

  /// An autoplay step is due: scroll to the next item.
  private func stepAutoplay() {
    scrollReportingFailure(toItem: core.autoplayStep(), origin: .autoplay)
  }

  /// Shifts until the viewport centre is within the shift threshold of the middle slot; a
  /// failed shift stops the motion there, as at an end.
  ///
  /// The test for a due shift is inlined into every frame and drag move; the shifts are not.
  func shiftAsNeeded() {
    if core.isShiftDue { runShifts() }
  }

  /// Runs the shifts that are due, the first one included.
  private func runShifts() {
    var jumped = false
    repeat {
      do {
        // Switched here rather than in carryOut(_: Shift), which would copy the shift.
        switch core.dueShift() {
        case .turn(let turn):
          try carryOut(turn)
        case .change(let change):
          jumped = true
          try carryOut(change)
        }
      } catch {
        follow(core.shiftFailed(error, into: &events))
        return
      }
    } while core.isShiftDue
    if jumped { core.settleAfterJump() }
  }

  /// Finishes a settle that arrived at once; an animation goes on with the host's time.
  func follow(_ settling: Settling) {
    guard case .arrived(let origin) = settling else { return }
    let landings = core.landings
    shiftAsNeeded()
    // A failed shift turns the settle back, and may have landed it already.
    guard core.landings == landings, core.motion.phase == .idle else { return }
    land(origin)
  }

  /// Comes to rest on the middle slot: the landing shift, a side slot's neighbour back, the
  /// settled events.
  func land(_ origin: MotionOrigin) {
    if let shift = core.landingShift() { carryOutReportingFailure(shift) }
    if let change = core.comeToRest(into: &events) {
      do {
        try carryOut(change)
      } catch {
        core.restoreFailed(error, into: &events)
      }
    }
    core.settled(origin: origin, into: &events)
  }
}
