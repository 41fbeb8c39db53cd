extension Carousel {
  /// Lets animations and autoplay progress to an instant; call it from the host's frame loop.
  ///
  /// Positions are a function of time: advancing at 30, 60 or 120 frames a second, or in one
  /// step, gives the same state at the same instant (a step that skips autoplay steps is the
  /// exception: see ``startAutoplay(interval:direction:endBehavior:at:)``). A time earlier
  /// than one already given moves nothing, but the call ends as any other does (a listener
  /// set since the last call is told what is true); a time later than ``latestTime``, or a
  /// call from inside a data-source or cell callback, is ignored altogether.
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
  /// steps at their exact instants: the core runs the time loop, and stops for what only the
  /// carousel can do.
  func advanceTime(to time: Duration) {
    run(state.send { $0.advance(to: time, into: &$1) })
  }

  /// Does what the core asks, resuming it after each step of a sequence, until it is done.
  ///
  /// - Returns: The error of the call, when the core says it fails (a scroll or a reload
  ///   whose cells cannot be made, with nothing changed).
  @discardableResult
  func run(_ first: CarouselCore.Step) -> CarouselError? {
    // Most calls move nothing that the core needs help with.
    guard first.resumes else { return nil }
    var step = first
    var kept = KeptChanges()
    var failure: CarouselError?
    while step.resumes {
      let answer = answer(to: step, keeping: &kept)
      if case .carriedOut(let failures) = answer {
        failure = failures.left ?? failures.middle ?? failures.right ?? failure
      }
      step = state.send { $0.resume(answer, into: &$1) }
    }
    guard case .failed = step else { return nil }
    return failure
  }

  /// Does what a step of a sequence asks; the changes of a batch wait in `kept` until the
  /// core says to commit them.
  private func answer(
    to step: CarouselCore.Step, keeping kept: inout KeptChanges
  ) -> CarouselCore.Answer {
    switch step {
    case .carryOut(let change):
      return .carriedOut(failures: carryOutLeavingFailuresEmpty(change))
    case .request(let change):
      return .carriedOut(failures: keep(change, in: &kept))
    case .requestTarget(let probe):
      return .carriedOut(failures: keepTarget(probe, in: &kept))
    case .reconfigure(let slots):
      return .carriedOut(failures: reconfigure(slots))
    case .commit:
      commit(&kept)
      return .carriedOut(failures: Slots())
    case .releaseTargetCell:
      // Its cell may go with it: a `deinit` is host code.
      releaseAsHostCode(heldTarget.take())
      return .carriedOut(failures: Slots())
    case .askIdentifier(let item):
      return .identifier(identifierOfHeading(item))
    case .planScroll(let target):
      // The plan asks the style whether a side slot is drawn: outside any access.
      let core = state.core
      var drawn = Slots<Bool>()
      _ = asHostCode {
        core.scrollPlan(reaching: target) { core, slot in
          let isDrawn = core.isDrawn(slot)
          drawn[slot] = isDrawn
          return isDrawn
        }
      }
      return .drawn(drawn)
    case .identify(let item):
      return .identifier(identifier(ofItem: item))
    case .askHighlight(let x, let y):
      guard let item = item(atX: x, y: y),
        delegateAllows({ $0.carousel(self, shouldHighlightItemAt: item) })
      else { return .index(nil) }
      return .index(item)
    case .askSelection(let x, let y):
      guard let hit = drawing({ $0.item(atX: x, y: y) }),
        delegateAllows({ $0.carousel(self, shouldSelectItemAt: hit.item) })
      else { return .selection(nil, centres: false) }
      selectedByTap = hit.item
      return .selection(hit, centres: centersSelectedItem)
    case .findFocusedItem(let identifier, let byNumber):
      return .index(indexOfFocusedItem(identifier, byNumber: byNumber))
    case .askInterval(let item, let interval):
      return .interval(askForAutoplayInterval(of: item, default: interval))
    case .failed, .done, .passed:
      preconditionFailure("Internal inconsistency: \(step) asks nothing")
    }
  }

  /// The identifier of an item a settle heads to beyond the slots, with identities: from
  /// its cell when it has one (kept for a scroll's page turn, or shown by a slot after a
  /// fling over a few items), else from the data source (its cell is made on the way).
  private func identifierOfHeading(_ item: Int) -> AnyHashable? {
    if let held = heldTarget, held.item == item { return held.cell.itemIdentifier }
    guard state.cells.middle?.itemIdentifier != nil else { return nil }
    // A slot's cell knows its item's identifier since it was made.
    let shown = SlotPosition.allCases.lazy.compactMap { self.slot($0) }.first { $0.item == item }
    return shown?.cell.itemIdentifier ?? identifier(ofItem: item)
  }
}
