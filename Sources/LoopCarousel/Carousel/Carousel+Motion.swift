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
    // Past `callsPerDelivery` calls from callbacks, ignored like a call from inside one.
    guard (try? countCallFromDelivery("advance(to:)")) != nil else { return }
    defer { finishOperation() }
    advanceTime(to: time)
  }

  /// When the host must call ``advance(to:)`` next, or `nil` when nothing is pending.
  ///
  /// While an animation or a ticker runs it is the latest time given (so: at the next
  /// frame), whatever the item count (a single item springs back after a drag, too). At rest
  /// it is the sooner of the next autoplay step and the time a ticker that is on moves again
  /// (the latest time given, for one just turned on: it starts at the next frame); with
  /// neither (autoplay off, paused, held or inert with fewer than two items; no ticker, or
  /// one held, stilled by ``reducesMotion`` or waiting for a second item) and during a drag it
  /// is `nil`. It is never earlier than ``currentTime``: a step already due (a drag that
  /// caught an autoplay scroll and rested at once can leave its countdown overdue) is due at
  /// ``currentTime``, and starts at the next call of ``advance(to:)`` with that time or a later
  /// one, never with an earlier one. A loop that calls ``advance(to:)`` must move time on by a frame while
  /// animating: advancing to the deadline itself would pass the same time again.
  public var nextDeadline: Duration? { state.core.nextDeadline }

  /// What a host's frame loop does next: run every frame, sleep until a time, or stop.
  ///
  /// Read it after every call. A UIKit host unpauses its display link for
  /// ``CarouselFrameSchedule/everyFrame``, pauses it and sets a one-shot timer for
  /// ``CarouselFrameSchedule/wake(at:)``, and pauses it for ``CarouselFrameSchedule/idle``;
  /// ``CarouselDriver`` follows the same schedule on any `Clock`.
  public var frameSchedule: CarouselFrameSchedule {
    switch (phase, nextDeadline) {
    case (.settling, _), (.ticking, _): .everyFrame
    case (.idle, let deadline?): .wake(at: deadline)
    // During a drag the host's moves move the content; no frame is needed.
    case (.idle, nil), (.dragging, _): .idle
    }
  }

  /// Moves time forward, finishing animations at their exact end and starting autoplay
  /// steps at their exact instants.
  func advanceTime(to time: Duration) {
    while true {
      let step: CarouselCore.TimeStep
      let firstShift: SlotChange?
      switch state.advance(to: time) {
      case .interval(let item, let interval):
        // A countdown that started in the last step learns its item's interval before time
        // reaches its end.
        let length = askForAutoplayInterval(of: item, default: interval)
        state.setCountdownLength(length, updatingPrefetch: false)
        continue
      case .step(let next, let shift):
        (step, firstShift) = (next, shift)
      }
      switch step {
      case .done:
        return
      case .moved:
        // A failed shift started another motion or ended this one: step again, so that an
        // autoplay step due now is not missed.
        if shiftAsNeeded(startingWith: firstShift) { return }
      case .arrived(let origin):
        // A failed shift replaced the animation; time goes on with that one.
        if shiftAsNeeded(startingWith: firstShift) { land(origin) }
      case .autoplayStep:
        stepAutoplay()
      case .tickerStarted:
        continue
      }
    }
  }

  /// An autoplay step is due: scroll to the next item.
  private func stepAutoplay() {
    scrollReportingFailure(
      toItem: state.send({ core, _ in core.autoplayStep() }), origin: .autoplay)
  }

  /// Shifts until the viewport centre is within the shift threshold of the middle slot; a
  /// failed shift stops the motion there, as at an end, and the motion the core starts from
  /// there is followed.
  ///
  /// - Returns: `false` when a shift failed.
  @discardableResult
  func shiftAsNeeded() -> Bool {
    shiftAsNeeded(startingWith: state.nextShift())
  }

  /// ``shiftAsNeeded()`` from the first shift due, which the caller asked for in the access
  /// that moved the content (`nil` when none is due).
  @discardableResult
  func shiftAsNeeded(startingWith first: SlotChange?) -> Bool {
    var jumped = false
    var due = first
    while let shift = due {
      if case .turn = shift.kind {
        // A neighbour that cannot be made leaves a temporary end: the turn still happens.
        if let settling = carryOutLeavingFailuresEmpty(shift) {
          landIfArrived(settling)
          return false
        }
      } else {
        if case .refill = shift.kind { jumped = true }
        do {
          try carryOut(shift)
        } catch {
          landIfArrived(state.send { $0.shiftFailed(error, into: &$1) })
          return false
        }
      }
      due = state.nextShift()
    }
    if jumped { state.send { core, _ in core.settleAfterJump() } }
    return true
  }

  /// Lands a settle that arrived at once; an animation goes on with the host's time.
  func landIfArrived(_ settling: Settling) {
    guard case .arrived(let origin) = settling else { return }
    // A failed shift turned the settle back, and followed that.
    if shiftAsNeeded() { land(origin) }
  }

  /// Comes to rest on the middle slot: the core runs the re-basing shift, brings a side
  /// slot's neighbour back (one that cannot be made leaves its side empty, a temporary end,
  /// rather than showing an earlier target there), then posts the settled events.
  func land(_ origin: MotionOrigin) {
    carryOut(steps: state.send { $0.startLanding(origin, into: &$1) })
    // A target cell kept for a turn that did not come (a drag or a tap turned the motion).
    releaseHeldTarget()
  }

  /// Carries out the changes of a sequence the core runs, resuming it after each one, until
  /// it is done.
  func carryOut(steps first: CarouselCore.Step) {
    var step = first
    while case .carryOut(let change) = step {
      carryOutLeavingFailuresEmpty(change)
      step = state.send { $0.resume(into: &$1) }
    }
  }
}
