/// The sequences the core runs (``CarouselCore/Step``): each input that starts one returns
/// its first step; ``CarouselCore/resume(_:into:)`` goes on with the next.
extension CarouselCore {
  /// A finger (or a trackpad) touched down at `time`, the time already advanced: the
  /// fast-drag fix if a side slot is nearer the centre, the neighbours the data source
  /// failed to make asked for again, then the drag.
  mutating func startDrag(at time: Duration, into events: inout EventQueue) -> Step {
    // The finger takes over the motion a target's cell was kept for.
    if let step = releaseHeldTarget(then: .dragStartAfterRelease(time)) { return step }
    return fixFastDrag(at: time, into: &events)
  }

  /// The shift to make before a drag begins, if a previous swipe is still settling with a
  /// side slot nearer the centre (the fast-drag fix); then the retries.
  mutating func fixFastDrag(at time: Duration, into events: inout EventQueue) -> Step {
    if count > 0, !isDragging, let shift = rebasingShift() {
      sequence = .dragStartAfterFastDragFix(time)
      return .carryOut(shift)
    }
    return retryNeighbours(at: time, into: &events)
  }

  /// The neighbours left missing asked for again, left then right, each worked out before
  /// either is carried out; then the drag.
  mutating func retryNeighbours(at time: Duration, into events: inout EventQueue) -> Step {
    let retries = neighbourRetries()
    if let left = retries.left {
      sequence = .dragStartAfterRetry(time, right: retries.right)
      return .carryOut(left)
    }
    return retryRight(retries.right, at: time, into: &events)
  }

  mutating func retryRight(
    _ right: SlotChange?, at time: Duration, into events: inout EventQueue
  ) -> Step {
    if let right {
      sequence = .dragStartAfterRetry(time, right: nil)
      return .carryOut(right)
    }
    sequence = nil
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
      sequence = .farHeading(item)
      return .askIdentifier(ofItem: item)
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
        sequence = .shifting(arrived: origin, jumped: jumped, whole: false)
        return .carryOut(shift)
      }
      // A refill for a jump is all or nothing.
      sequence = .shifting(arrived: origin, jumped: true, whole: true)
      return startBatch(into: &events)
    }
    sequence = nil
    if jumped { settleAfterJump() }
    guard let origin else { return .done }
    return startLanding(origin, into: &events)
  }

  /// The motion came to rest, its shifts made: the re-basing shift, the rest on the middle
  /// slot (restoring a side that shows a scroll-to target), the settled events and the
  /// countdown, then the cell kept for a scroll's target let go of.
  mutating func startLanding(_ origin: MotionOrigin, into events: inout EventQueue) -> Step {
    if let shift = rebasingShift() {
      sequence = .landingAfterRebase(origin)
      return .carryOut(shift)
    }
    return restAfterRebase(origin, into: &events)
  }

  mutating func restAfterRebase(
    _ origin: MotionOrigin, into events: inout EventQueue
  ) -> Step {
    if let change = restOnMiddleSlot(into: &events) {
      sequence = .landingAfterRestore(origin)
      return .carryOut(change)
    }
    finishLanding(origin: origin, into: &events)
    return releasingTargetCell()
  }

  /// The end of a sequence: the cell kept for a target, if any, is let go of.
  mutating func releasingTargetCell() -> Step {
    if let step = releaseHeldTarget(then: .targetCellReleased) { return step }
    sequence = nil
    return .done
  }

  /// The step that lets go of the cell kept for a scroll's target, `next` going on once the
  /// owner did; `nil` when no cell is kept.
  mutating func releaseHeldTarget(then next: PendingSequence) -> Step? {
    guard heldTarget != nil else { return nil }
    heldTarget = nil
    sequence = next
    return .releaseTargetCell
  }

  /// Scrolls to `target` without animation: a page turn per item one or two items away,
  /// else a refill, all or nothing; then the settled events.
  mutating func scrollInstantly(to target: Int, into events: inout EventQueue) -> Step {
    sequence = .scrollingInstantly(target: target)
    return startBatch(into: &events)
  }

  /// Scrolls to `target` with animation: the plan through the style
  /// (``scrollPlan(reaching:isDrawn:)``), its changes and its target's cell, all or nothing,
  /// then the animation, which lands at once under Reduce Motion or off screen.
  mutating func scroll(to target: Int, origin: MotionOrigin, onFailure: ScrollFailure) -> Step {
    sequence = .scrollPlanning(target: target, origin: origin, onFailure: onFailure)
    return .planScroll(toItem: target)
  }

  /// The style said which slots it draws: the scroll's changes are handed out.
  mutating func scroll(
    to target: Int, drawn: Slots<Bool>, origin: MotionOrigin, onFailure: ScrollFailure,
    into events: inout EventQueue
  ) -> Step {
    let plan = scrollPlan(reaching: target) { _, slot in drawn[slot] ?? false }
    sequence = .scrolling(
      target: target, pages: plan.pages, probe: plan.probe?.item, origin: origin,
      onFailure: onFailure, drawn: drawn)
    return startBatch(into: &events)
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

  mutating func startBatch(into events: inout EventQueue) -> Step {
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
    return continueSequence(failures: Slots(), into: &events)
  }

  /// A scroll's cells cannot all be made: nothing changed, and the scroll ends as
  /// `onFailure` says.
  mutating func scrollFailed(
    _ error: CarouselError, _ onFailure: ScrollFailure, into events: inout EventQueue
  ) -> Step {
    sequence = nil
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
    sequence = .reloading(plan)
    return startBatch(into: &events)
  }

  /// Switches between looping and a finite carousel: the side slots that change, all or
  /// nothing, then the motion kept inside the new ends.
  mutating func setWraps(_ wraps: Bool, into events: inout EventQueue) -> Step {
    guard wraps != ring.wraps else { return .done }
    sequence = .rewrapping(wraps)
    return startBatch(into: &events)
  }

  /// After a reload's refill: focus stays on its item, found by its identifier (or by
  /// number without identities), or leaves the carousel when the item is gone.
  mutating func refocus(after plan: Reload, into events: inout EventQueue) -> Step {
    guard let focused = focusedItem else {
      sequence = nil
      return reloaded(plan, into: &events)
    }
    let byNumber = focused < count ? focused : nil
    guard let identifier = focusedIdentifier else {
      return focus(byNumber, after: plan, into: &events)
    }
    sequence = .reloadFocusing(plan)
    return .findFocusedItem(identifier: identifier, byNumber: byNumber)
  }

  mutating func focus(
    _ item: Int?, after plan: Reload, into events: inout EventQueue
  ) -> Step {
    sequence = nil
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
    sequence = .askingInterval(endingCall: endingCall)
    return .askInterval(item: item, default: interval)
  }

  /// The changes of an animated scroll are in: the turn that brings its target in keeps
  /// the target's cell (`probe`), or the cell kept for an earlier target is let go of.
  mutating func startScrolling(
    pages: Int, probe: Int?, origin: MotionOrigin, into events: inout EventQueue
  ) -> Step {
    if let probe {
      heldTarget = probe
    } else if let step = releaseHeldTarget(then: .scrollStarting(pages: pages, origin: origin)) {
      return step
    }
    sequence = nil
    return startScroll(pages: pages, origin: origin, into: &events)
  }

}
