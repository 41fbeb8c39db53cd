/// The sequences of slot changes the core runs itself: the owner starts one with an input,
/// carries out each change it hands back, and resumes it (``CarouselCore/resume(into:)``),
/// until it is done. The order of the steps lives in the core, not in the owner.
extension CarouselCore {
  /// What the owner does next in a sequence the core runs.
  enum Step: Equatable {
    /// Carry out this change (leaving empty each slot whose cell the data source failed to
    /// make), then resume the sequence.
    case carryOut(SlotChange)
    /// The sequence is over.
    case done
  }

  /// A sequence under way, between two of its changes.
  enum PendingSequence: Equatable {
    /// A drag is starting at a time: the fast-drag fix was handed out, and the retries of
    /// the missing neighbours come next.
    case dragStartAfterFastDragFix(Duration)
    /// A drag is starting: the left neighbour's retry was handed out; the right one's, worked
    /// out with it, comes next.
    case dragStartAfterLeftRetry(Duration, right: SlotChange?)
    /// A drag is starting: the last retry was handed out; the drag begins next.
    case dragStartAfterRightRetry(Duration)
    /// A motion is landing: the re-basing shift was handed out; the rest on the middle slot
    /// comes next.
    case landingAfterRebase(MotionOrigin)
    /// A motion is landing: the restore of a side slot was handed out; the settled events
    /// come next.
    case landingAfterRestore(MotionOrigin)
  }
}
