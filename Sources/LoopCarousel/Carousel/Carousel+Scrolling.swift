extension Carousel {
  /// Scrolls to an item the shortest way round the loop (ties go forward).
  ///
  /// An item that is not a neighbour is placed in the neighbour slot on that side and
  /// reached with one one-page animation; the items in between are never built. An item one
  /// or two away is reached through the neighbours, with one cell request per item, animated
  /// or not. Otherwise, without animation, the slots are refilled at once (at most three
  /// cell requests). During a settle
  /// the animation retargets from the current position and velocity. During a drag the call
  /// is rejected: the finger wins.
  ///
  /// - Parameters:
  ///   - index: The item, in `0..<numberOfItems`.
  ///   - animated: Whether to animate over ``ScrollPhysics/scrollDuration``.
  ///   - time: The current time.
  /// - Throws: ``CarouselError/Code/indexOutOfRange``, ``CarouselError/Code/draggingInProgress``,
  ///   ``CarouselError/Code/timeWentBackwards``, ``CarouselError/Code/timeOutOfRange``,
  ///   ``CarouselError/Code/reentrantCall``, or the error of a failed cell request. Every
  ///   cell the scroll needs is asked for before anything changes, so on any error the
  ///   slots, the position and the motion are as they were (time has moved to `time`, as
  ///   with ``advance(to:)``, when a cell request fails).
  public func scrollToItem(at index: Int, animated: Bool = true, at time: Duration)
    throws(CarouselError)
  {
    try checkItem(index, toBe: "scroll to")
    try scrollOperation(
      "scrollToItem(at:animated:at:)", " to item \(index)", to: index, animated, at: time)
  }

  /// Scrolls to the next item; at the last item of a finite carousel it goes to the first if
  /// the carousel ``rewinds``, and does nothing otherwise, as with fewer than two items.
  ///
  /// - Parameters:
  ///   - animated: Whether to animate.
  ///   - time: The current time.
  /// - Throws: The errors of ``scrollToItem(at:animated:at:)`` but `indexOutOfRange`.
  public func scrollToNextItem(animated: Bool = true, at time: Duration) throws(CarouselError) {
    try scrollToNeighbor(.forward, animated: animated, at: time)
  }

  /// Scrolls to the previous item; at the first item of a finite carousel it goes to the last
  /// if the carousel ``rewinds``, and does nothing otherwise, as with fewer than two items.
  ///
  /// - Parameters:
  ///   - animated: Whether to animate.
  ///   - time: The current time.
  /// - Throws: The errors of ``scrollToItem(at:animated:at:)`` but `indexOutOfRange`.
  public func scrollToPreviousItem(animated: Bool = true, at time: Duration) throws(CarouselError) {
    try scrollToNeighbor(.backward, animated: animated, at: time)
  }

  func scrollToNeighbor(
    _ direction: Direction, animated: Bool, at time: Duration,
    origin: MotionOrigin = .program
  ) throws(CarouselError) {
    let name: StaticString =
      switch (direction, origin) {
      case (.forward, .assistiveTechnology): "accessibilityIncrement"
      case (.backward, .assistiveTechnology): "accessibilityDecrement"
      case (.forward, _): "scrollToNextItem"
      case (.backward, _): "scrollToPreviousItem"
      }
    try scrollOperation(
      name, "", to: nil, orNeighbor: direction, animated, at: time, origin: origin)
  }

  /// A public scroll, rejected during a drag (the error names the target as `toWhat`).
  ///
  /// Otherwise time moves to `time` and the core scrolls to `target`, or to the neighbour
  /// toward `direction` then, if there is one. Every cell the scroll needs is asked for
  /// before anything changes.
  ///
  /// - Throws: ``CarouselError/Code/draggingInProgress``, or the error of a failed cell
  ///   request, with nothing changed.
  private func scrollOperation(
    _ name: StaticString, _ toWhat: @autoclosure () -> String, to target: Int?,
    orNeighbor direction: Direction = .forward, _ animated: Bool, at time: Duration,
    origin: MotionOrigin = .program
  ) throws(CarouselError) {
    try operation(name, at: time) { () throws(CarouselError) in
      guard phase != .dragging else {
        throw CarouselError(
          .draggingInProgress, "cannot scroll\(toWhat()) while the user is dragging")
      }
      advanceTime(to: time)
      let step = state.send {
        $0.scroll(
          to: target, orNeighbor: direction, animated: animated, origin: origin, into: &$1)
      }
      if let error = run(step) { throw error }
    }
  }

  /// The held target's cell, taken out of the pool for a change that asks for `item` in
  /// `slot`; `nil` when none is held for them, or when the data source was handed it since
  /// (then the change asks for the item as usual).
  func heldCell(for item: Int, in slot: SlotPosition) -> CarouselCell? {
    guard let held = heldTarget, held.item == item, held.slot == slot else { return nil }
    releaseHeldTarget()
    guard held.isUntouched, let cell = state.pool.takeIdle(held.cell) else {
      releaseAsHostCode(consume held)
      return nil
    }
    cell.location = .inSlot
    return cell
  }

  /// Forgets the held target, whose motion ended (it landed, or another scroll replaced it)
  /// or whose items changed.
  ///
  /// Its cell stays in the pool, an idle cell like any.
  func releaseHeldTarget() {
    guard let held = heldTarget.take() else { return }
    state.send { core, _ in core.forgetHeldTarget() }
    // Its cell may go with it: a `deinit` is host code.
    releaseAsHostCode(consume held)
  }
}

/// The cell of an animated scroll's target two items away, asked for as the scroll began and
/// given back to the pool, for the page turn that brings the target into `slot`.
struct HeldTargetCell {
  /// The target.
  let item: Int
  /// The side slot the turn fills with it.
  let slot: SlotPosition
  /// Its cell, as the data source returned it.
  let cell: CarouselCell
  /// How many times the data source had been handed the cell when it returned it.
  let dequeues: Int

  init(item: Int, slot: SlotPosition, cell: CarouselCell) {
    self.item = item
    self.slot = slot
    self.cell = cell
    dequeues = cell.dequeues
  }

  /// Whether the cell waits in the pool as the data source made it for the target: not
  /// handed out since, dropped or retired.
  var isUntouched: Bool { cell.location == .idle && cell.dequeues == dequeues }
}
