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
    guard state.calloutDepth == 0, time.isInCarouselRange else { return }
    defer { finishOperation() }
    advanceTime(to: time)
  }

  /// When the host must call ``advance(to:)`` next, or `nil` when nothing is pending.
  ///
  /// While an animation runs it is the latest time given (so: at the next frame); at rest it
  /// is the next autoplay step; during a drag, with autoplay off or paused, and with fewer
  /// than two items it is `nil`. A loop that calls ``advance(to:)`` must move time on by a
  /// frame while animating: advancing to the deadline itself would pass the same time again.
  public var nextDeadline: Duration? { state.core.nextDeadline }

  /// Moves time forward, finishing animations at their exact end and starting autoplay
  /// steps at their exact instants.
  ///
  /// A frame inlines only its own work; the end of a settle and an autoplay step are out of
  /// line, so that the frame's code saves no registers for them.
  @inline(__always)
  func advanceTime(to time: Duration) {
    while true {
      switch state.core.advance(to: time, into: &state.events) {
      case .done:
        return
      case .moved:
        shiftAsNeeded()
        // A failed shift may have ended the motion; then time goes on (a step may be due).
        guard state.core.motion.phase == .idle else { return }
      case .arrived(let start, let origin):
        arrive(start: start, origin: origin)
      case .autoplayStep:
        stepAutoplay()
      }
    }
  }

  /// The settle that started at `start` reached its end: the shifts, then the landing.
  @inline(never)
  private func arrive(start: Duration, origin: MotionOrigin) {
    shiftAsNeeded()
    // A failed shift may have replaced the animation; then time goes on with that one.
    if state.core.isSettling(startedAt: start) { land(origin) }
  }

  /// An autoplay step is due: scroll to the next item.
  @inline(never)
  private func stepAutoplay() {
    scrollReportingFailure(toItem: state.core.autoplayStep(), origin: .autoplay)
  }

  /// Shifts until the viewport centre is within the shift threshold of the middle slot; a
  /// failed shift stops the motion there, as at an end.
  ///
  /// The test for a due shift is inlined into every frame and drag move; the shifts are not.
  @inline(__always)
  func shiftAsNeeded() {
    if state.core.isShiftDue { runShifts() }
  }

  /// Runs the shifts that are due, the first one included.
  @inline(never)
  private func runShifts() {
    var jumped = false
    repeat {
      do {
        // Switched here rather than in carryOut(_: Shift), which would copy the shift.
        switch state.core.dueShift() {
        case .turn(let turn):
          try carryOut(turn)
        case .change(let change):
          jumped = true
          try carryOut(change)
        }
      } catch {
        follow(state.core.shiftFailed(error, into: &state.events))
        return
      }
    } while state.core.isShiftDue
    if jumped { state.core.settleAfterJump() }
  }

  /// Finishes a settle that arrived at once; an animation goes on with the host's time.
  func follow(_ settling: Settling) {
    guard case .arrived(let origin) = settling else { return }
    let landings = state.core.landings
    shiftAsNeeded()
    // A failed shift turns the settle back, and may have landed it already.
    guard state.core.landings == landings, state.core.motion.phase == .idle else { return }
    land(origin)
  }

  /// Comes to rest on the middle slot: the landing shift, a side slot's neighbour back, the
  /// settled events.
  func land(_ origin: MotionOrigin) {
    if let shift = state.core.landingShift() { carryOutReportingFailure(shift) }
    if let change = state.core.comeToRest(into: &state.events) {
      do {
        try carryOut(change)
      } catch {
        state.core.restoreFailed(error, into: &state.events)
      }
    }
    state.core.settled(origin: origin, into: &state.events)
  }
}
