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
  /// The sequence under way, between the owner's answer to one step and its resuming.
  ///
  /// See ``Step``; `nil` between sequences. Only the sequences set it.
  var sequence: PendingSequence?
  /// What comes once the sequence under way ends: time going on, an input taking effect.
  ///
  /// `nil` when nothing does. Only the inputs that start a sequence set it.
  var then: Then?
  /// How far the batch of the sequence under way is handed out (see `nextBatchStep(into:)`);
  /// `nil` when no batch is.
  var batchStage: Int?
  /// The item whose cell the owner keeps in the pool for the page turn that brings it in (an
  /// animated scroll's target two items away, asked for as the scroll began): its cell is
  /// made, so no prefetch of it starts.
  var heldTarget: Int?
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

  // MARK: - The loop: time, and the owner's answers (the sequences are in `+Sequences`)

  /// What comes once a sequence ends (``then``): time goes on, an input takes effect.
  ///
  /// A step that does not end the sequence is returned as it is.
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
  ///
  /// The sequence is taken as it goes on (but within a batch): each stage sets the next one,
  /// if any.
  mutating func resume(_ answer: Answer, into events: inout EventQueue) -> Step {
    // A batch goes on until a request fails; then the sequence hears of it.
    if case .carriedOut(let failures) = answer, batchStage != nil, firstFailure(failures) == nil {
      return afterSequence(nextBatchStep(into: &events), into: &events)
    }
    batchStage = nil
    let step: Step
    switch (answer, sequence.take()) {
    case (.carriedOut(let failures), let sequence?):
      step = continueSequence(sequence, failures: failures, into: &events)
    case (.identifier(let identifier), .farHeading(let item)):
      content.headFar(to: item, identifier: identifier)
      step = .done
    case (.drawn(let drawn), .scrollPlanning(let target, let origin, let onFailure)):
      step = scroll(
        to: target, drawn: drawn, origin: origin, onFailure: onFailure, into: &events)
    case (.index(let index), .reloadFocusing(let plan)):
      let item = index.flatMap { (0..<count).contains($0) ? $0 : nil }
      step = focus(item, after: plan, into: &events)
    case (.identifier(let identifier), .identifyingFocus(let item)):
      step = setFocus(item, identifier: identifier, into: &events)
    case (.selection(let hit, let centres), .selecting):
      step = hit.map { select($0.item, on: $0.slot, centres: centres, into: &events) } ?? .done
    case (.index(let item), .highlighting):
      if let item { highlight(item, into: &events) }
      step = .done
    case (.interval(let length), .askingInterval(let endingCall)):
      autoplay.setCountdownLength(length)
      step = endingCall ? endCall(into: &events) : .done
    case (_, let sequence):
      preconditionFailure(
        "Internal inconsistency: \(answer) answers no step of \(String(describing: sequence))")
    }
    return afterSequence(step, into: &events)
  }

  /// The change handed out last, or the batch, was carried out: the sequence taken from
  /// ``sequence`` goes on.
  mutating func continueSequence(
    _ sequence: PendingSequence, failures: Slots<CarouselError>, into events: inout EventQueue
  ) -> Step {
    switch sequence {
    case .shifting(let origin, let jumped, let whole):
      // A shift that failed stops the motion short of it, and what the motion came to is
      // followed instead.
      let settling =
        whole
        ? firstFailure(failures).map { shiftFailed($0, into: &events) }
        : neighboursFailed(failures, into: &events)
      if let settling { return follow(settling, into: &events) }
      return shiftOrLand(arrived: origin, jumped: jumped, into: &events)
    case .reconfiguring(let releasesTarget):
      guard firstFailure(failures) == nil else { return .failed }
      return releasesTarget ? releasingTargetCell() : .done
    case .tapping(let x, let y):
      return catchOrSelect(atX: x, y: y, into: &events)
    case .dragStartAfterRelease(let time):
      return fixFastDrag(at: time, into: &events)
    // A neighbour that cannot be made leaves its side empty, a temporary end; the drag or
    // the landing goes on.
    case .dragStartAfterFastDragFix(let time):
      _ = neighboursFailed(failures, into: &events)
      return retryNeighbours(at: time, into: &events)
    case .dragStartAfterRetry(let time, let right):
      _ = neighboursFailed(failures, into: &events)
      return retryRight(right, at: time, into: &events)
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
      // The turn that brings the target in keeps its cell; else the cell kept for an earlier
      // target is let go of first (its answer comes back here, with no cell kept).
      if let probe {
        heldTarget = probe
      } else if let step = releaseHeldTarget(then: sequence) {
        return step
      }
      return startScroll(pages: pages, origin: origin, into: &events)
    case .reloading(let plan):
      guard firstFailure(failures) == nil else { return .failed }
      // The refill's answer, or the held target's release's (which fails nothing).
      return releaseHeldTarget(then: .reloading(plan)) ?? refocus(after: plan, into: &events)
    case .rewrapping:
      return firstFailure(failures) == nil ? adaptToEnds(into: &events) : .failed
    case .targetCellReleased, .farHeading, .scrollPlanning, .reloadFocusing, .askingInterval,
      .identifyingFocus, .highlighting, .selecting:
      return .done
    }
  }

  /// The owner placed the held target's cell, or gave it back unshown: the item is
  /// prefetched again if the window wants it.
  mutating func forgetHeldTarget() {
    heldTarget = nil
  }
}
