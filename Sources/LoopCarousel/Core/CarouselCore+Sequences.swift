/// The sequences the core runs (``CarouselCore/Step``): each input that starts one returns
/// its first step; ``CarouselCore/resume(_:into:)`` goes on with the next.
extension CarouselCore {
  /// Hands `step` out: the sequence goes on at `next` once the owner answers it.
  mutating func handOut(_ step: Step, then next: PendingSequence) -> Step {
    sequence = next
    return step
  }

  /// A finger (or a trackpad) touched down at `time`, the time already advanced: the
  /// fast-drag fix if a side slot is nearer the centre, the neighbours the data source
  /// failed to make asked for again, then the drag.
  mutating func startDrag(at time: Duration, into events: inout EventQueue) -> Step {
    // The finger takes over the motion a target's cell was kept for.
    releaseHeldTarget(then: .dragStartAfterRelease(time)) ?? fixFastDrag(at: time, into: &events)
  }

  /// The shift to make before a drag begins, if a previous swipe is still settling with a
  /// side slot nearer the centre (the fast-drag fix); then the retries.
  mutating func fixFastDrag(at time: Duration, into events: inout EventQueue) -> Step {
    if count > 0, !isDragging, let shift = rebasingShift() {
      return handOut(.carryOut(shift), then: .dragStartAfterFastDragFix(time))
    }
    return retryNeighbours(at: time, into: &events)
  }

  /// The neighbours left missing asked for again, left then right, each worked out before
  /// either is carried out; then the drag.
  mutating func retryNeighbours(at time: Duration, into events: inout EventQueue) -> Step {
    let retries = neighbourRetries()
    if let left = retries.left {
      return handOut(.carryOut(left), then: .dragStartAfterRetry(time, right: retries.right))
    }
    return retryRight(retries.right, at: time, into: &events)
  }

  mutating func retryRight(
    _ right: SlotChange?, at time: Duration, into events: inout EventQueue
  ) -> Step {
    if let right {
      return handOut(.carryOut(right), then: .dragStartAfterRetry(time, right: nil))
    }
    beginDrag(at: time, into: &events)
    return .done
  }

  /// The finger (or the trackpad) let go: the settle it starts.
  mutating func release(
    at time: Duration, velocity: Double?, into events: inout EventQueue
  ) -> Step {
    followStart(endDrag(at: time, velocity: velocity, into: &events), into: &events)
  }

  /// Follows a settle that starts now (a fling's, a scroll's): one under way toward an item
  /// two pages away or more asks its identifier, which a reload during the settle finds it
  /// by (no slot may show it until the last page turn); one that arrived is followed.
  mutating func followStart(_ settling: Settling?, into events: inout EventQueue) -> Step {
    if case .animating = settling, let item = farHeadingItem {
      return handOut(.askIdentifier(ofItem: item), then: .farHeading(item))
    }
    return follow(settling, into: &events)
  }

  /// Follows what a motion came to: every shift due is made, then a motion that arrived
  /// lands.
  ///
  /// A failed shift stops the motion there, as at an end, and the motion that starts from
  /// there is followed instead. With no settling (`nil`) or an animation under way, there is
  /// nothing to do yet.
  mutating func follow(_ settling: Settling?, into events: inout EventQueue) -> Step {
    guard case .arrived(let origin)? = settling else { return .done }
    return shiftOrLand(arrived: origin, jumped: false, into: &events)
  }

  /// The content moved (a drag, a new geometry): every shift due is made.
  mutating func followShifts(into events: inout EventQueue) -> Step {
    shiftOrLand(arrived: nil, jumped: false, into: &events)
  }

  /// The next shift due, if any; then, past a jump, the position confined to the ends; then
  /// the landing of a motion that arrived.
  mutating func shiftOrLand(
    arrived origin: MotionOrigin?, jumped: Bool, into events: inout EventQueue
  ) -> Step {
    if let shift = nextShift() {
      if case .turn = shift.kind {
        return handOut(
          .carryOut(shift), then: .shifting(arrived: origin, jumped: jumped, whole: false))
      }
      // A refill for a jump is all or nothing.
      return startBatch(.shifting(arrived: origin, jumped: true, whole: true), into: &events)
    }
    if jumped { settleAfterJump() }
    guard let origin else { return .done }
    return startLanding(origin, into: &events)
  }

  /// The motion came to rest, its shifts made: the re-basing shift, the rest on the middle
  /// slot (restoring a side that shows a scroll-to target), the settled events and the
  /// countdown, then the cell kept for a scroll's target let go of.
  mutating func startLanding(_ origin: MotionOrigin, into events: inout EventQueue) -> Step {
    if let shift = rebasingShift() {
      return handOut(.carryOut(shift), then: .landingAfterRebase(origin))
    }
    return restAfterRebase(origin, into: &events)
  }

  mutating func restAfterRebase(
    _ origin: MotionOrigin, into events: inout EventQueue
  ) -> Step {
    if let change = restOnMiddleSlot(into: &events) {
      return handOut(.carryOut(change), then: .landingAfterRestore(origin))
    }
    finishLanding(origin: origin, into: &events)
    return releasingTargetCell()
  }

  /// The end of a sequence: the cell kept for a target, if any, is let go of.
  mutating func releasingTargetCell() -> Step {
    releaseHeldTarget(then: .targetCellReleased) ?? .done
  }

  /// The step that lets go of the cell kept for a scroll's target, `next` going on once the
  /// owner did; `nil` when no cell is kept.
  mutating func releaseHeldTarget(then next: PendingSequence) -> Step? {
    guard heldTarget != nil else { return nil }
    heldTarget = nil
    return handOut(.releaseTargetCell, then: next)
  }

  /// Scrolls to `target` with animation: the plan through the style
  /// (``scrollPlan(reaching:isDrawn:)``), its changes and its target's cell, all or nothing,
  /// then the animation, which lands at once under Reduce Motion or off screen.
  mutating func scroll(to target: Int, origin: MotionOrigin, onFailure: ScrollFailure) -> Step {
    handOut(
      .planScroll(toItem: target),
      then: .scrollPlanning(target: target, origin: origin, onFailure: onFailure))
  }

  /// The style said which slots it draws: the scroll's changes are handed out.
  mutating func scroll(
    to target: Int, drawn: Slots<Bool>, origin: MotionOrigin, onFailure: ScrollFailure,
    into events: inout EventQueue
  ) -> Step {
    let plan = scrollPlan(reaching: target) { _, slot in drawn[slot] ?? false }
    return startBatch(
      .scrolling(
        target: target, pages: plan.pages, probe: plan.probe?.item, origin: origin,
        onFailure: onFailure, drawn: drawn), into: &events)
  }

  // MARK: Batches: changes carried out together or not at all

  /// The batch of the sequence under way: the changes carried out together.
  ///
  /// A scroll's target's cell, then up to three changes in order, worked out afresh from
  /// the state, which changes only once they are committed.
  func batch() -> (TargetProbe?, SlotChange?, SlotChange?, SlotChange?) {
    switch sequence {
    case .shifting:
      return (nil, nextShift(), nil, nil)
    case .scrollingInstantly(let target):
      let changes = instantScrollChanges(to: target)
      return (nil, changes.first, changes.second, nil)
    case .scrolling(let target, _, _, _, _, let drawn):
      let plan = scrollPlan(reaching: target) { _, slot in drawn[slot] ?? false }
      return (plan.probe, plan.rebase, plan.restoring, plan.placement)
    case .reloading(let plan):
      return (nil, plan.refill, nil, nil)
    case .rewrapping(let wraps):
      return (nil, rewrap(wraps), nil, nil)
    default:
      return (nil, nil, nil, nil)
    }
  }

  /// Starts the batch of `sequence`, which goes on once the batch is committed.
  mutating func startBatch(_ sequence: PendingSequence, into events: inout EventQueue) -> Step {
    self.sequence = sequence
    batchStage = 0
    return nextBatchStep(into: &events)
  }

  /// The batch's next step from ``batchStage`` on: the target's cell (stage 0), the changes
  /// (1 to 3), then the commit (4); once it is committed, or when it is empty, the sequence
  /// goes on.
  mutating func nextBatchStep(into events: inout EventQueue) -> Step {
    if let stage = batchStage, stage < 5 {
      let (probe, first, second, third) = batch()
      for next in stage..<5 {
        batchStage = next + 1
        switch next {
        case 0: if let probe { return .requestTarget(probe) }
        case 1: if let first { return .request(first) }
        case 2: if let second { return .request(second) }
        case 3: if let third { return .request(third) }
        default:
          if probe != nil || first != nil || second != nil || third != nil { return .commit }
        }
      }
    }
    batchStage = nil
    guard let sequence = sequence.take() else {
      preconditionFailure("Internal inconsistency: a batch with no sequence under way")
    }
    return continueSequence(sequence, failures: Slots(), into: &events)
  }

  /// A scroll's cells cannot all be made: nothing changed, and the scroll ends as
  /// `onFailure` says.
  mutating func scrollFailed(
    _ error: CarouselError, _ onFailure: ScrollFailure, into events: inout EventQueue
  ) -> Step {
    switch onFailure {
    case .fails:
      return .failed
    case .isReported:
      events.append(.didFail(error))
      return .done
    case .settlesOnNearest(let animation):
      events.append(.didFail(error))
      return settleOnNearest(after: animation, into: &events)
    }
  }

  /// Reloads `count` items around the item nearest the centre (``reloadPlan(count:survivors:farHeading:)``):
  /// the refill, all or nothing; then the cell kept for a target is let go of (it was made
  /// from the old data), focus is found again, and the motion adapts (``reloaded(_:into:)``).
  mutating func reload(
    count: Int, survivors: Slots<Int>?, farHeading: Int?, into events: inout EventQueue
  ) -> Step {
    var plan = reloadPlan(count: count, survivors: survivors, farHeading: farHeading)
    plan.firstOwnEvent = events.posted
    return startBatch(.reloading(plan), into: &events)
  }

  /// Switches between looping and a finite carousel: the side slots that change, all or
  /// nothing, then the motion kept inside the new ends.
  mutating func setWraps(_ wraps: Bool, into events: inout EventQueue) -> Step {
    guard wraps != ring.wraps else { return .done }
    return startBatch(.rewrapping(wraps), into: &events)
  }

  /// After a reload's refill: focus stays on its item, found by its identifier (or by
  /// number without identities), or leaves the carousel when the item is gone.
  mutating func refocus(after plan: Reload, into events: inout EventQueue) -> Step {
    guard let focused = focusedItem else { return reloaded(plan, into: &events) }
    let byNumber = focused < count ? focused : nil
    guard let identifier = focusedIdentifier else {
      return focus(byNumber, after: plan, into: &events)
    }
    return handOut(
      .findFocusedItem(identifier: identifier, byNumber: byNumber), then: .reloadFocusing(plan))
  }

  mutating func focus(
    _ item: Int?, after plan: Reload, into events: inout EventQueue
  ) -> Step {
    // A focus change still waiting names the item by its number now.
    var plan = plan
    plan.focus = focusedItem.map { Reload.Renumbering(before: $0, after: item) }
    // Focus stays in or leaves: a hold that ends starts no motion, so nothing follows.
    _ = setFocus(item, identifier: focusedIdentifier, into: &events)
    return reloaded(plan, into: &events)
  }

  /// A countdown that started without its interval asks for it before anything goes on: in
  /// the time loop before time moves, as a call ends before the prefetches.
  mutating func askIntervalIfNeeded(endingCall: Bool) -> Step? {
    guard let item = autoplay.itemNeedingInterval, let interval = autoplay.interval else {
      return nil
    }
    return handOut(
      .askInterval(item: item, default: interval), then: .askingInterval(endingCall: endingCall))
  }

}
