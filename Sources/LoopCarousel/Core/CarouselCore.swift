/// The engine's whole state and every decision it makes, as a value.
///
/// Each input (a drag, a release, time, a tap, a scroll-to, a reload, a new geometry, an
/// autoplay change) is a `mutating func` that changes the state and returns what its owner
/// must do next: a ``Step`` of a sequence the core runs (this file), which the owner answers
/// and resumes (``resume(_:into:)``) until it is done. Events for the delegate go into the
/// queue the owner passes in. The core holds no cell, pool, data source or delegate, so tests
/// drive it with plain values.
///
/// It is composed of small machines, each a struct in its own file whose state is
/// `private(set)`; its rules are in the extensions by input (`+Motion`, `+Inputs`,
/// `+Scrolling`, `+Content`, `+Failures`, `+Settings`, `+Visibility`, `+Shifts`), its
/// questions in `+Readings` and at the top of each extension.
struct CarouselCore {
  // MARK: - The machines

  /// What the host set, but the style.
  var settings: CoreSettings
  /// The style that says how each slot's cell is drawn, and so what of it shows.
  private(set) var style: any CarouselStyle = PlainStyle()
  /// The items, the current one and what the slots hold.
  var content: SlotContent
  /// The position, the motion under way and the time.
  var scroll = ScrollMotion()
  /// The trackpad gesture, the step runs of keys and notches, focus and the ticker.
  var inputs = InputsBesideTouch()
  /// When autoplay steps, and what holds it.
  var autoplay = AutoplaySchedule()
  /// What the delegate was told about settles: the target announced last, the item it last
  /// settled on.
  var report = SettleReport()
  /// What the delegate was told is on screen, and when that was worked out.
  var visibility = VisibilityReport()
  /// The items beyond the slots the host loads ahead of time.
  var prefetch = PrefetchWindow()
  /// The sequence under way, between the owner's answer to one step and its resuming (see
  /// ``Step``); `nil` otherwise. Only the sequences set it.
  var sequence: PendingSequence?
  /// What comes once the sequence under way ends (time going on, an input taking effect);
  /// `nil` when nothing does. Only the inputs that start a sequence set it.
  var then: Then?
  /// How far the batch of the sequence under way is handed out (see `nextBatchStep(into:)`);
  /// `nil` when no batch is.
  private(set) var batchStage: Int?
  /// The item whose cell the owner keeps in the pool for the page turn that brings it in (an
  /// animated scroll's target two items away, asked for as the scroll began): its cell is
  /// made, so no prefetch of it starts.
  private(set) var heldTarget: Int?
  /// A finger resting on the content before any drag (``Carousel/touchDown(at:)``).
  var touch: Touch?
  /// The item a resting touch highlights (``Carousel/highlightedItem``).
  var highlighted: Int?
  /// The current item and the position when the highlight began: a scroll that lands at
  /// once, with no motion, moves the content from under the finger too.
  var highlightedAt: (current: Int, position: Double) = (0, 0)

  init(geometry: CarouselGeometry, wraps: Bool, physics: ScrollPhysics) {
    settings = CoreSettings(geometry: geometry, physics: physics)
    content = SlotContent(ring: ItemRing(count: 0, wraps: wraps))
  }

  /// A new style: the visible items are worked out again at the end of the next call.
  ///
  /// - Returns: The style it replaces, for the caller to let go of after its access to the
  ///   carousel's state: a style may be a class whose `deinit` is host code.
  mutating func setStyle(_ style: any CarouselStyle) -> any CarouselStyle {
    let replaced = self.style
    self.style = style
    visibility.invalidate()
    visibility.placementsChanged()
    return replaced
  }

  // MARK: - Sequences the core runs (its steps in `CarouselCore.Step.swift`)

  /// A finger (or a trackpad) touched down at `time`, the time already advanced: the
  /// fast-drag fix if a side slot is nearer the centre, the neighbours the data source
  /// failed to make asked for again, then the drag.
  mutating func startDrag(at time: Duration, into events: inout EventQueue) -> Step {
    // The finger takes over the motion a target's cell was kept for.
    if heldTarget != nil {
      heldTarget = nil
      sequence = .dragStartAfterRelease(time)
      return .releaseTargetCell
    }
    return fixFastDrag(at: time, into: &events)
  }

  private mutating func fixFastDrag(at time: Duration, into events: inout EventQueue) -> Step {
    if let shift = fastDragShift() {
      sequence = .dragStartAfterFastDragFix(time)
      return .carryOut(shift)
    }
    return retryNeighbours(at: time, into: &events)
  }

  /// The neighbours left missing asked for again, left then right, each worked out before
  /// either is carried out; then the drag.
  private mutating func retryNeighbours(at time: Duration, into events: inout EventQueue) -> Step {
    let retries = neighbourRetries()
    if let left = retries.left {
      sequence = .dragStartAfterLeftRetry(time, right: retries.right)
      return .carryOut(left)
    }
    return retryRight(retries.right, at: time, into: &events)
  }

  private mutating func retryRight(
    _ right: SlotChange?, at time: Duration, into events: inout EventQueue
  ) -> Step {
    if let right {
      sequence = .dragStartAfterRightRetry(time)
      return .carryOut(right)
    }
    sequence = nil
    beginDrag(at: time, into: &events)
    return .done
  }

  /// The finger (or the trackpad) let go: the settle it starts, and for a fling toward an
  /// item beyond the slots, its identifier, so that a reload during the settle finds it
  /// again.
  mutating func release(
    at time: Duration, velocity: Double?, into events: inout EventQueue
  ) -> Step {
    let settling = endDrag(at: time, velocity: velocity, into: &events)
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
  private mutating func shiftOrLand(
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

  private mutating func restAfterRebase(
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
  private mutating func releasingTargetCell() -> Step {
    guard heldTarget != nil else {
      sequence = nil
      return .done
    }
    heldTarget = nil
    sequence = .targetCellReleased
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
  private mutating func scroll(
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
  private func batch() -> (TargetProbe?, SlotChange?, SlotChange?, SlotChange?) {
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

  private mutating func startBatch(into events: inout EventQueue) -> Step {
    batchStage = 0
    return nextBatchStep(into: &events)
  }

  /// The batch's next step from ``batchStage`` on: the target's cell (stage 0), the changes
  /// (1 to 3), then the commit (4); once it is committed, or when it is empty, the sequence
  /// goes on.
  private mutating func nextBatchStep(into events: inout EventQueue) -> Step {
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
  private mutating func scrollFailed(
    _ error: CarouselError, _ onFailure: ScrollFailure, into events: inout EventQueue
  ) -> Step {
    sequence = nil
    switch onFailure {
    case .fails:
      return .failed
    case .isReported:
      requestFailed(error, into: &events)
      return .done
    case .settlesOnNearest(let animation):
      requestFailed(error, into: &events)
      return settleOnNearest(after: animation, into: &events)
    }
  }

  /// Reloads `count` items around the item nearest the centre (``reloadPlan(count:survivors:farHeading:)``):
  /// the refill, all or nothing; then the cell kept for a target is let go of (it was made
  /// from the old data), focus is found again, and the motion adapts (``reloaded(_:into:)``).
  mutating func reload(
    count: Int, survivors: Slots<Int>?, farHeading: Int?, into events: inout EventQueue
  ) -> Step {
    sequence = .reloading(reloadPlan(count: count, survivors: survivors, farHeading: farHeading))
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
  private mutating func refocus(after plan: Reload, into events: inout EventQueue) -> Step {
    guard let focused = focusedItem else {
      sequence = nil
      return reloaded(plan, into: &events)
    }
    let byNumber = focused < count ? focused : nil
    guard focusedIdentifier != nil else { return focus(byNumber, after: plan, into: &events) }
    sequence = .reloadFocusing(plan)
    return .findFocusedItem(byNumber: byNumber)
  }

  private mutating func focus(
    _ item: Int?, after plan: Reload, into events: inout EventQueue
  ) -> Step {
    sequence = nil
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
    sequence = endingCall ? .endingCall : .askingInterval
    return .askInterval(item: item, default: interval)
  }

  /// What comes once a sequence ends (``then``): time goes on, an input takes effect, focus
  /// moves. A step that does not end the sequence is returned as it is.
  mutating func afterSequence(_ step: Step, into events: inout EventQueue) -> Step {
    guard !step.resumes, let then else { return step }
    self.then = nil
    guard case .done = step else { return step }
    switch then {
    case .goOnWithTime(let time):
      return advance(to: time, into: &events)
    case .moveWheelDrag(let total, let time):
      self.then = .carryOutInput(focusing: nil)
      return afterSequence(moveDrag(translation: total, at: time, into: &events), into: &events)
    case .carryOutInput(let focusing):
      inputs.carriedOut()
      guard let focusing else { return .done }
      return moveFocus(to: focusing, into: &events)
    case .moveFocus(let item):
      return moveFocus(to: item, into: &events)
    case .stopAutoplay:
      stopAutoplay()
      return .done
    }
  }

  /// The changes of an animated scroll are in: the turn that brings its target in keeps
  /// the target's cell, whose identifier a reload during the settle finds it by; or the cell
  /// kept for an earlier target is let go of.
  private mutating func startScrolling(
    pages: Int, probe: Int?, origin: MotionOrigin, into events: inout EventQueue
  ) -> Step {
    if let probe {
      heldTarget = probe
      sequence = .scrollStarting(pages: pages, probe: probe, origin: origin)
      return .askIdentifier(ofItem: probe)
    }
    if heldTarget != nil {
      heldTarget = nil
      sequence = .scrollStarting(pages: pages, probe: nil, origin: origin)
      return .releaseTargetCell
    }
    sequence = nil
    return startScroll(pages: pages, origin: origin, into: &events)
  }

  /// Moves time to `time`: animations finish at their exact end, their shifts and landings
  /// are made, and autoplay steps start at their exact instants.
  ///
  /// A time before ``now`` moves no time. The loop stops for what only the owner can do (a
  /// change to carry out, an autoplay interval to ask for, an autoplay step's scroll plan),
  /// and goes on when the owner resumes it and the sequence that step began ends.
  mutating func advance(to time: Duration, into events: inout EventQueue) -> Step {
    while true {
      guard let step = stepTime(to: time, into: &events) else { continue }
      then = step.resumes ? .goOnWithTime(time) : nil
      return step
    }
  }

  /// The owner answered the last step: the sequence goes on, then time if it is the loop's.
  mutating func resume(_ answer: Answer, into events: inout EventQueue) -> Step {
    let step: Step
    switch (answer, sequence) {
    case (.carriedOut(let failures), _) where batchStage != nil:
      // A batch goes on until a request fails; then the sequence hears of it.
      guard firstFailure(failures) == nil else {
        batchStage = nil
        step = continueSequence(failures: failures, into: &events)
        break
      }
      step = nextBatchStep(into: &events)
    case (.carriedOut(let failures), _):
      step = continueSequence(failures: failures, into: &events)
    case (.identifier(let identifier), .farHeading(let item)):
      sequence = nil
      noteFarHeading(item, identifier: identifier)
      step = .done
    case (.identifier(let identifier), .scrollStarting(let pages, let probe?, let origin)):
      sequence = nil
      noteFarHeading(probe, identifier: identifier)
      step = startScroll(pages: pages, origin: origin, into: &events)
    case (.drawn(let drawn), .scrollPlanning(let target, let origin, let onFailure)):
      step = scroll(
        to: target, drawn: drawn, origin: origin, onFailure: onFailure, into: &events)
    case (.index(let index), .reloadFocusing(let plan)):
      let item = index.flatMap { (0..<count).contains($0) ? $0 : nil }
      step = focus(item, after: plan, into: &events)
    case (.identifier(let identifier), .identifyingFocus(let item)):
      sequence = nil
      step = setFocus(item, identifier: identifier, into: &events)
    case (.index(let item), .highlighting):
      sequence = nil
      if let item { highlight(item, into: &events) }
      step = .done
    case (.interval(let length), let asking):
      sequence = nil
      setAutoplayCountdownLength(length)
      step = asking == .endingCall ? endCall(into: &events) : .done
    default:
      preconditionFailure(
        "Internal inconsistency: \(answer) answers no step of \(String(describing: sequence))")
    }
    return afterSequence(step, into: &events)
  }

  private mutating func continueSequence(
    failures: Slots<CarouselError>, into events: inout EventQueue
  ) -> Step {
    guard let sequence else {
      preconditionFailure("Internal inconsistency: resumed with no sequence under way")
    }
    switch sequence {
    case .shifting(let origin, let jumped, let whole):
      // A shift that failed stops the motion short of it, and what the motion came to is
      // followed instead.
      let settling =
        whole
        ? firstFailure(failures).map { shiftFailed($0, into: &events) }
        : neighboursFailed(failures, into: &events)
      if let settling {
        self.sequence = nil
        return follow(settling, into: &events)
      }
      return shiftOrLand(arrived: origin, jumped: jumped, into: &events)
    case .dragStartAfterRelease(let time):
      return fixFastDrag(at: time, into: &events)
    // A neighbour that cannot be made leaves its side empty, a temporary end; the drag or
    // the landing goes on.
    case .dragStartAfterFastDragFix(let time):
      _ = neighboursFailed(failures, into: &events)
      return retryNeighbours(at: time, into: &events)
    case .dragStartAfterLeftRetry(let time, let right):
      _ = neighboursFailed(failures, into: &events)
      return retryRight(right, at: time, into: &events)
    case .dragStartAfterRightRetry(let time):
      _ = neighboursFailed(failures, into: &events)
      self.sequence = nil
      beginDrag(at: time, into: &events)
      return .done
    case .landingAfterRebase(let origin):
      _ = neighboursFailed(failures, into: &events)
      return restAfterRebase(origin, into: &events)
    case .landingAfterRestore(let origin):
      _ = neighboursFailed(failures, into: &events)
      finishLanding(origin: origin, into: &events)
      return releasingTargetCell()
    // A scroll whose cells cannot all be made fails with nothing changed.
    case .scrollingInstantly(let target):
      if let error = firstFailure(failures) { return scrollFailed(error, .fails, into: &events) }
      scrolledWithoutAnimation(to: target, into: &events)
      return releasingTargetCell()
    case .scrolling(_, let pages, let probe, let origin, let onFailure, _):
      if let error = firstFailure(failures) {
        return scrollFailed(error, onFailure, into: &events)
      }
      return startScrolling(pages: pages, probe: probe, origin: origin, into: &events)
    case .scrollStarting(let pages, _, let origin):
      self.sequence = nil
      return startScroll(pages: pages, origin: origin, into: &events)
    case .reloading(let plan):
      if firstFailure(failures) != nil {
        self.sequence = nil
        return .failed
      }
      guard heldTarget == nil else {
        heldTarget = nil
        self.sequence = .reloadRefocusing(plan)
        return .releaseTargetCell
      }
      return refocus(after: plan, into: &events)
    case .reloadRefocusing(let plan):
      return refocus(after: plan, into: &events)
    case .rewrapping:
      self.sequence = nil
      return firstFailure(failures) == nil ? adaptToEnds(into: &events) : .failed
    case .targetCellReleased, .farHeading, .scrollPlanning, .reloadFocusing, .askingInterval,
      .endingCall, .identifyingFocus, .highlighting:
      self.sequence = nil
      return .done
    }
  }

  /// The owner placed the held target's cell, or gave it back unshown: the item is
  /// prefetched again if the window wants it.
  mutating func forgetHeldTarget() {
    heldTarget = nil
  }
}
