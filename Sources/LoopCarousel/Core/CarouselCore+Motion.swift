extension CarouselCore {
  /// What one step of ``advance(to:into:)`` asks of the owner.
  enum TimeStep: Equatable {
    /// Nothing more: time has reached the instant asked for.
    case done
    /// The animation moved the position: run the shifts that are due, then stop.
    case moved
    /// The animation reached its end: run the shifts, then, unless one failed (the core
    /// then started another motion), land (the sequence ``startLanding(_:into:)`` starts);
    /// then step again.
    case arrived(MotionOrigin)
    /// An autoplay step is due now: scroll to ``autoplayStep()``'s target; then step again.
    case autoplayStep
    /// The ticker began to move: step again.
    case tickerStarted
  }

  // MARK: - Dragging

  /// The shift to make before a drag begins, if a previous swipe is still settling with a
  /// side slot nearer the centre: the fast-drag fix.
  func fastDragShift() -> SlotChange? {
    guard count > 0, !isDragging else { return nil }
    return rebasingShift()
  }

  // MARK: - Settling

  /// The farthest a settle heads, in pages: far past any fling, and small enough that a
  /// `Double` position still counts whole pages exactly.
  static let farthestTarget = 1e15

  /// A settle's target in pages kept where items are: within the ends (and
  /// ±``farthestTarget``), and on
  /// the middle slot when the side toward it is empty.
  func reachable(_ target: Double) -> Double {
    let (back, forward) = edges
    let target = min(max(target, back, -Self.farthestTarget), forward, Self.farthestTarget)
    if target > 0, strip.items.right == nil { return 0 }
    if target < 0, strip.items.left == nil { return 0 }
    return target
  }

}
