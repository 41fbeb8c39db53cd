extension Carousel {
  /// Scrolls the carousel by a mouse wheel or a trackpad, and says whether it consumed the
  /// event.
  ///
  /// - A trackpad's two-finger scroll (`.began`, `.changed`, `.ended`) follows like a drag,
  ///   and when the fingers lift settles like a release with the velocity of its last moves,
  ///   catching a settle the way a touch does. The system's `.momentum` events after it are
  ///   consumed and move nothing: the carousel runs its own deceleration.
  /// - A mouse wheel's notch (`.discrete`) steps one page, animated. Notches that come faster
  ///   than the steps coalesce: one run of them moves at most
  ///   ``ScrollPhysics/pagesPerFling`` pages (3 when it has no limit) and stops when the wheel
  ///   stops.
  /// - Not consumed, so that the host hands the event to the enclosing scroll view: a mostly
  ///   cross-axis scroll (`abs(crossDelta) > abs(delta)`, decided at `.began`, or at the first
  ///   move of a gesture that began still, and at each notch), the rest of that gesture, and a
  ///   scroll past the end of a finite carousel resting at that end.
  ///
  /// Autoplay and the ticker hold during a trackpad scroll, as during a drag.
  ///
  /// - Parameters:
  ///   - delta: The scroll along the axis, in points, positive toward the next item in a
  ///     left-to-right or vertical carousel, as for a drag; the carousel mirrors it for right to
  ///     left. For AppKit: `-event.scrollingDeltaX` (or `Y`).
  ///   - crossDelta: The scroll across the axis, in points.
  ///   - phase: Where the event stands in its gesture.
  ///   - time: The event's time.
  /// - Returns: Whether the carousel consumed the event.
  /// - Throws: ``CarouselError/Code/nonFiniteInput`` for a NaN or infinite delta,
  ///   ``CarouselError/Code/timeWentBackwards``, ``CarouselError/Code/timeOutOfRange``,
  ///   ``CarouselError/Code/reentrantCall``, or the data source's error for the item a notch
  ///   steps to; the carousel is then as it was, but for the time, which has moved to
  ///   `time` (with any animation), as for a scroll-to.
  @discardableResult
  public func scrollWheel(
    delta: Double, crossDelta: Double = 0, phase: ScrollWheelPhase, at time: Duration
  ) throws(CarouselError) -> Bool {
    guard delta.isFinite else { throw .nonFinite("the wheel's delta", delta) }
    guard crossDelta.isFinite else { throw .nonFinite("the wheel's cross delta", crossDelta) }
    return try input("scrollWheel(delta:crossDelta:phase:at:)", at: time, throwing: true) {
      $0.wheelEvent(phase, delta: delta, crossDelta: crossDelta, at: time, into: &$1)
    }
  }
}
