/// What the core hands its owner: the one answer of every input that needs the owner's help.
///
/// The core runs its sequences itself (a drag's start, the shifts a motion makes due and its
/// landing, the time loop): an input starts one and returns its first ``CarouselCore/Step``;
/// the owner does what the step asks and resumes the core
/// (``CarouselCore/resume(failures:into:)`` after a change), until the core says `done` or
/// asks what only the time loop's caller answers. The order of the steps lives in the core,
/// not in the owner.
extension CarouselCore {
  /// What the owner does next.
  enum Step: Equatable {
    /// Carry out this change, leaving empty each slot whose cell the data source failed to
    /// make (a temporary end), then resume with the errors.
    case carryOut(SlotChange)
    /// Carry out this change whole, or not at all when a cell request fails, then resume
    /// with the error.
    case carryOutWhole(SlotChange)
    /// Let go of the cell kept for a scroll's target (the motion it was kept for has
    /// landed), then resume.
    case releaseTargetCell
    /// Give the data source's identifier of `item`, an item a settle heads to beyond the
    /// slots, so that a reload during the settle finds it again (`nil` without identities),
    /// then resume with it (``CarouselCore/resume(identifier:into:)``).
    case askIdentifier(ofItem: Int)
    /// Ask the data source for the autoplay interval of `item` (the carousel's is
    /// `default`) and set it (``CarouselCore/setAutoplayCountdownLength(_:)``), then give
    /// time again.
    case askInterval(item: Int, default: Duration)
    /// An autoplay step is due: scroll to `toItem`, then give time again.
    case autoplayStep(toItem: Int)
    /// The work is done.
    case done

    /// Whether the step belongs to a sequence under way: the owner resumes it.
    var resumes: Bool {
      switch self {
      case .carryOut, .carryOutWhole, .releaseTargetCell, .askIdentifier: true
      case .askInterval, .autoplayStep, .done: false
      }
    }
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
    /// A motion landed: the cell kept for its target was let go of.
    case landed
    /// A release flung the content toward `item` beyond the slots: its identifier was asked
    /// for.
    case farHeading(Int)
  }
}
