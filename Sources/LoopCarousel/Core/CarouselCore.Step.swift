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
    /// Ask for every cell of this change and keep them with it, uncommitted: one of a batch
    /// carried out together or not at all. A failed request gives back every cell kept;
    /// resume with the error.
    case request(SlotChange)
    /// Ask now for the cell of a scroll's target that a page turn brings in later, first in
    /// its batch, and keep it for that turn; resume with the error, if any.
    case requestTarget(TargetProbe)
    /// Commit the changes kept, in order, then resume.
    case commit
    /// Ask the data source again for the items these slots show, in place: the cell showing
    /// each may be handed out again. A slot's cell is replaced only when another kind comes
    /// back, once every request succeeded; resume with the error, if any.
    case reconfigure(Slots<Int>)
    /// Let go of the cell kept for a scroll's target (the motion it was kept for has
    /// landed), then resume.
    case releaseTargetCell
    /// Give the data source's identifier of `item`, an item a settle heads to beyond the
    /// slots, so that a reload during the settle finds it again (`nil` without identities),
    /// then resume with it.
    case askIdentifier(ofItem: Int)
    /// Ask the data source for the autoplay interval of `item` (the carousel's is
    /// `default`), then resume with it.
    case askInterval(item: Int, default: Duration)
    /// Plan the scroll to `toItem` through the style
    /// (``CarouselCore/scrollPlan(reaching:isDrawn:)`` on the core as it is, outside any
    /// access to it: the style is host code), then resume with whether each slot the plan
    /// asked about is drawn.
    case planScroll(toItem: Int)
    /// After a reload, find the focused item by its `identifier` while the data source
    /// gives identities, or when the item by number (`byNumber`) is gone; then resume with
    /// its index.
    case findFocusedItem(identifier: AnyHashable, byNumber: Int?)
    /// Give the data source's identifier of `item`, which focus moves to (`nil` without
    /// identities), then resume with it.
    case identify(Int)
    /// Find the item under the point through the style, ask the delegate whether it
    /// highlights, then resume with it (`nil` when none does).
    case askHighlight(atX: Double, y: Double)
    /// Find the item under the point through the style, ask the delegate whether it is
    /// selected, then resume with it, its slot (`nil` when none is) and whether a selected
    /// item is centred (``Carousel/centersSelectedItem``).
    case askSelection(atX: Double, y: Double)
    /// The call fails with the error of the request that failed, with nothing changed.
    case failed
    /// The input is not the carousel's (a key or a wheel event it does not consume): the
    /// host hands it on. Nothing changed but what the input's time did.
    case passed
    /// The work is done.
    case done

    /// Whether the step belongs to a sequence under way: the owner resumes it.
    var resumes: Bool {
      switch self {
      case .failed, .done, .passed: false
      default: true
      }
    }
  }

  /// What the owner answers a step of a sequence with (``CarouselCore/resume(_:into:)``).
  enum Answer {
    /// The change was carried out, kept or committed, or the cell let go of: the errors of
    /// the cell requests that failed, by slot.
    case carriedOut(failures: Slots<CarouselError>)
    /// The identifier ``Step/askIdentifier(ofItem:)`` or ``Step/identify(_:)`` asked for.
    case identifier(AnyHashable?)
    /// Whether each slot ``Step/planScroll(toItem:)``'s plan asked about is drawn.
    case drawn(Slots<Bool>)
    /// The index ``Step/findFocusedItem(identifier:byNumber:)`` or
    /// ``Step/askHighlight(atX:y:)`` asked for.
    case index(Int?)
    /// The item ``Step/askSelection(atX:y:)`` asked for and its slot, and whether it is
    /// centred.
    case selection((item: Int, slot: SlotPosition)?, centres: Bool)
    /// The interval ``Step/askInterval(item:default:)`` asked for.
    case interval(Duration)
  }

  /// A sequence under way, between two of its steps.
  enum PendingSequence: Equatable {
    /// A drag is starting at a time: the cell kept for a scroll's target was let go of (the
    /// finger takes over its motion); the fast-drag fix comes next.
    case dragStartAfterRelease(Duration)
    /// A drag is starting at a time: the fast-drag fix was handed out, and the retries of
    /// the missing neighbours come next.
    case dragStartAfterFastDragFix(Duration)
    /// A drag is starting: a neighbour's retry was handed out; the right one's, worked out
    /// with the left one's (`right`), comes next if there is one, else the drag begins.
    case dragStartAfterRetry(Duration, right: SlotChange?)
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
    /// An animated scroll to `target`, `pages` pages: its changes (and its target's cell,
    /// `probe`), planned with the slots the style draws (`drawn`), are handed out, or after
    /// them the cell kept for an earlier target was let go of; the animation starts next.
    case scrolling(
      target: Int, pages: Int, probe: Int?, origin: MotionOrigin, onFailure: ScrollFailure,
      drawn: Slots<Bool>)
    /// A change of the wrapping mode: the side slots that change were handed out; the motion
    /// is kept inside the new ends next.
    case rewrapping(Bool)
    /// A reload: its refill, or after it the release of the held target's cell, was handed
    /// out; the release comes next while the cell is kept, then focus is found again.
    case reloading(Reload)
    /// A reload: the focused item was looked for by its identifier; the motion adapts next.
    case reloadFocusing(Reload)
    /// A fling or a scroll heads toward `item` beyond the slots: its identifier was asked
    /// for.
    case farHeading(Int)
    /// Time stepped onto a countdown without its interval, or a call is ending with one (then
    /// `endingCall`): the interval was asked for.
    case askingInterval(endingCall: Bool)
    /// Focus moves to `item`: its identifier was asked for.
    case identifyingFocus(Int)
    /// A resting touch highlights the item under it: the item was asked for.
    case highlighting
    /// A tap at a point let go of the cell kept for a scroll's target; the settle it catches,
    /// or the selection, comes next.
    case tapping(atX: Double, y: Double)
    /// A tap selects the item under it: the item was asked for.
    case selecting
    /// The slots that show items whose content changed were filled anew; the cell kept for a
    /// scroll's target is let go of next when `releasesTarget` (it shows the old content).
    case reconfiguring(releasesTarget: Bool)
  }

  /// What comes once the sequence under way ends with `done` (after `failed` or `passed`,
  /// nothing does).
  enum Then: Equatable {
    /// Time goes on to this instant: the sequence came from the time loop.
    case goOnWithTime(Duration)
    /// A trackpad drag that began moves to `total` at `time`; then the wheel event takes
    /// effect.
    case moveWheelDrag(total: Double, at: Duration)
    /// The wheel event or key that began the sequence takes effect
    /// (``InputsBesideTouch/carriedOut()``), and focus follows to `focusing`, if any.
    case carryOutInput(focusing: Int?)
    /// Focus moves to `item`, or leaves the carousel (`nil`).
    case moveFocus(to: Int?)
    /// Autoplay stops for good: an assistive technology's scroll is under way.
    case stopAutoplay
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
