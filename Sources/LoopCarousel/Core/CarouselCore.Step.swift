/// What the core hands its owner: the one answer of every input that needs the owner's help.
///
/// The core runs its sequences itself (a drag's start, the shifts a motion makes due and its
/// landing, the time loop): an input starts one and returns its first ``CarouselCore/Step``;
/// the owner does what the step asks and resumes the core
/// (``CarouselCore/resume(_:into:)`` after a change), until the core says `done` or
/// asks what only the time loop's caller answers. The order of the steps lives in the core,
/// not in the owner.
extension CarouselCore {
  /// What the owner does next.
  enum Step: Equatable {
    /// Carry out this change, leaving empty each slot whose cell the data source failed to
    /// make (a temporary end), then resume with the errors.
    case carryOut(SlotChange)
    /// Carry out these changes together, in order, or none of them when a cell request
    /// fails: first the cell of a scroll's target that a later page turn brings in
    /// (`probe`, kept for that turn), then every cell of every change; then resume with the
    /// error.
    case carryOutWhole(
      SlotChange?, SlotChange? = nil, SlotChange? = nil, probe: TargetProbe? = nil)
    /// Let go of the cell kept for a scroll's target (the motion it was kept for has
    /// landed), then resume.
    case releaseTargetCell
    /// Give the data source's identifier of `item`, an item a settle heads to beyond the
    /// slots, so that a reload during the settle finds it again (`nil` without identities),
    /// then resume with it (``CarouselCore/resume(_:into:)``).
    case askIdentifier(ofItem: Int)
    /// Ask the data source for the autoplay interval of `item` (the carousel's is
    /// `default`), then resume with it (``CarouselCore/resume(_:into:)``).
    case askInterval(item: Int, default: Duration)
    /// Plan the scroll to `toItem` through the style (``CarouselCore/scrollPlan(reaching:)``
    /// on the core as it is, outside any access to it: the style is host code), then
    /// resume with the plan (``CarouselCore/resume(_:into:)``).
    case planScroll(toItem: Int)
    /// After a reload, find the focused item by its `identifier` while the data source gives
    /// identities, or when the item by number (`byNumber`) is gone; then resume with its
    /// index (``CarouselCore/resume(_:into:)``).
    case findFocusedItem(identifier: AnyHashable, byNumber: Int?)
    /// The call fails with this error, with nothing changed: a cell that a scroll needs
    /// could not be made.
    case failed(CarouselError)
    /// The work is done.
    case done

    /// Whether the step belongs to a sequence under way: the owner resumes it.
    var resumes: Bool {
      switch self {
      case .carryOut, .carryOutWhole, .releaseTargetCell, .askIdentifier, .planScroll,
        .findFocusedItem, .askInterval:
        true
      case .failed, .done: false
      }
    }
  }

  /// What the owner answers a step of a sequence with (``CarouselCore/resume(_:into:)``).
  enum Answer {
    /// The change was carried out, or the cell let go of: the errors of the cell requests
    /// that failed, by slot (none for a cell let go of).
    case carriedOut(failures: Slots<CarouselError>)
    /// The identifier ``Step/askIdentifier(ofItem:)`` asked for.
    case identifier(AnyHashable?)
    /// The plan ``Step/planScroll(toItem:)`` asked for.
    case plan(ScrollPlan)
    /// The index ``Step/findFocusedItem(identifier:byNumber:)`` asked for.
    case index(Int?)
    /// The interval ``Step/askInterval(item:default:)`` asked for.
    case interval(Duration)
  }

  /// A sequence under way, between two of its steps.
  enum PendingSequence: Equatable {
    /// A drag is starting at a time: the fast-drag fix was handed out, and the retries of
    /// the missing neighbours come next.
    case dragStartAfterFastDragFix(Duration)
    /// A drag is starting: the left neighbour's retry was handed out; the right one's, worked
    /// out with it, comes next.
    case dragStartAfterLeftRetry(Duration, right: SlotChange?)
    /// A drag is starting: the last retry was handed out; the drag begins next.
    case dragStartAfterRightRetry(Duration)
    /// A motion moved the content: a shift was handed out (`whole` when it was not a page
    /// turn); the next shift due comes next, then the landing of a motion that `arrived`.
    /// `jumped` when a refill was among the shifts.
    case shifting(arrived: MotionOrigin?, jumped: Bool, whole: Bool)
    /// A motion is landing: the re-basing shift was handed out; the rest on the middle slot
    /// comes next.
    case landingAfterRebase(MotionOrigin)
    /// A motion is landing: the restore of a side slot was handed out; the settled events
    /// come next.
    case landingAfterRestore(MotionOrigin)
    /// A motion landed, or a scroll without animation arrived: the cell kept for a target
    /// was let go of.
    case targetCellReleased
    /// A scroll without animation to `target`: its changes were handed out.
    case scrollingInstantly(target: Int)
    /// An animated scroll to `target`: its plan was asked for.
    case scrollPlanning(target: Int, origin: MotionOrigin, onFailure: ScrollFailure)
    /// An animated scroll of `pages` pages: its changes (and its target's cell, `probe`)
    /// were handed out; the animation starts next.
    case scrolling(pages: Int, probe: Int?, origin: MotionOrigin, onFailure: ScrollFailure)
    /// An animated scroll is starting: the cell kept for an earlier target was let go of, or
    /// the identifier of its target `probe` was asked for.
    case scrollStarting(pages: Int, probe: Int?, origin: MotionOrigin)
    /// A reload: its refill was handed out; then the held target's cell is let go of.
    case reloading(Reload)
    /// A reload: the held target's cell was let go of; focus is found again next.
    case reloadRefocusing(Reload)
    /// A reload: the focused item was looked for by its identifier; the motion adapts next.
    case reloadFocusing(Reload)
    /// A release flung the content toward `item` beyond the slots: its identifier was asked
    /// for.
    case farHeading(Int)
    /// Time stepped onto a countdown without its interval, which was asked for.
    case askingInterval
    /// A call is ending: the interval of a countdown that lacks one was asked for.
    case endingCall
  }

  /// How a scroll whose cells cannot be made ends.
  enum ScrollFailure: Equatable {
    /// The call fails with the error: the user asked for the scroll by this call.
    case fails
    /// The delegate hears of it: an autoplay step, a centred selection.
    case isReported
    /// The delegate hears of it, and the settle a reload interrupted turns to the nearest
    /// slot.
    case settlesOnNearest(after: SettleAnimation)
  }
}
