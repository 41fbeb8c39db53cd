extension Carousel {
  /// Scrolls to an item the shortest way round the loop (ties go forward).
  ///
  /// An item that is not a neighbour is placed in the neighbour slot on that side and
  /// reached with one one-page animation; the items in between are never built. Without
  /// animation the slots are refilled at once (at most three cell requests). During a settle
  /// the animation retargets from the current position and velocity. During a drag the call
  /// is rejected: the finger wins.
  ///
  /// - Parameters:
  ///   - index: The item, in `0..<numberOfItems`.
  ///   - animated: Whether to animate over ``ScrollPhysics/scrollDuration``.
  ///   - time: The current time.
  /// - Throws: ``CarouselError/Code/indexOutOfRange``, ``CarouselError/Code/draggingInProgress``,
  ///   ``CarouselError/Code/timeWentBackwards``, ``CarouselError/Code/reentrantCall``, or the
  ///   error of a failed cell request; on any error the state is untouched.
  public func scrollToItem(at index: Int, animated: Bool = true, at time: Duration)
    throws(CarouselError)
  {
    try checkNotReentrant("scrollToItem(at:animated:at:)")
    guard index >= 0, index < state.count else {
      throw CarouselError(
        .indexOutOfRange,
        state.count == 0
          ? "there are no items to scroll to (item \(index)); reload with items first"
          : "item \(index) is outside 0..<\(state.count)")
    }
    try checkTime(time)
    guard !isDragging else {
      throw CarouselError(
        .draggingInProgress, "cannot scroll to item \(index) while the user is dragging")
    }
    defer { finishOperation() }
    advanceTime(to: time)
    try scroll(toItem: index, animated: animated, origin: .program)
  }

  /// Scrolls to the next item; at the last item of a finite carousel, or with fewer than two
  /// items, does nothing.
  ///
  /// - Parameters:
  ///   - animated: Whether to animate.
  ///   - time: The current time.
  /// - Throws: The errors of ``scrollToItem(at:animated:at:)`` but `indexOutOfRange`.
  public func scrollToNextItem(animated: Bool = true, at time: Duration) throws(CarouselError) {
    try scrollToNeighbor(1, animated: animated, at: time)
  }

  /// Scrolls to the previous item; at the first item of a finite carousel, or with fewer
  /// than two items, does nothing.
  ///
  /// - Parameters:
  ///   - animated: Whether to animate.
  ///   - time: The current time.
  /// - Throws: The errors of ``scrollToItem(at:animated:at:)`` but `indexOutOfRange`.
  public func scrollToPreviousItem(animated: Bool = true, at time: Duration) throws(CarouselError) {
    try scrollToNeighbor(-1, animated: animated, at: time)
  }

  private func scrollToNeighbor(_ direction: Int, animated: Bool, at time: Duration)
    throws(CarouselError)
  {
    try checkNotReentrant("scrollToNextItem / scrollToPreviousItem")
    try checkTime(time)
    guard !isDragging else {
      throw CarouselError(.draggingInProgress, "cannot scroll while the user is dragging")
    }
    defer { finishOperation() }
    advanceTime(to: time)
    // Count from where the motion is heading, so repeated taps on "next" add up.
    let base = headingItem
    guard let base, let target = state.neighbor(of: base, direction) else { return }
    try scroll(toItem: target, animated: animated, origin: .program)
  }

  /// The item the carousel is on or heading to.
  var headingItem: Int? {
    guard state.count > 0 else { return nil }
    guard case .settling(let animation) = state.motion else { return state.nearestItem }
    let pages = Int(animation.to.rounded())
    guard pages != 0 else { return state.current }
    let direction = pages > 0 ? 1 : -1
    guard let sideItem = state.slots[.side(direction)]?.item else { return state.current }
    return item(abs(pages) - 1, stepsFrom: sideItem, direction)
  }

  /// The item `steps` items from `item` in `direction`, wrapping or stopping at the ends.
  func item(_ steps: Int, stepsFrom item: Int, _ direction: Int) -> Int {
    let count = state.count
    if state.wraps {
      return CarouselState.wrapped(item, plus: (steps % count) * direction, count: count)
    }
    return min(max(item + steps * direction, 0), count - 1)
  }

  /// The signed distance from `current` to `target`: the shortest way round when wrapping
  /// (ties forward), the plain difference otherwise.
  func distance(from current: Int, to target: Int) -> Int {
    let count = state.count
    guard state.wraps, count > 0 else { return target - current }
    let difference = target - current
    let forward = difference >= 0 ? difference : difference + count
    let backward = forward - count
    return forward <= -backward ? forward : backward
  }

  /// The number of items from `item` to `target` going only in `direction`, or `nil` when
  /// `target` lies the other way (in a finite carousel).
  func stepsAlong(from item: Int, to target: Int, _ direction: Int) -> Int? {
    let count = state.count
    let steps = (target - item) * direction
    if state.wraps { return steps >= 0 ? steps : steps + count }
    return steps >= 0 ? steps : nil
  }

  func scroll(toItem target: Int, animated: Bool, origin: MotionOrigin) throws(CarouselError) {
    if !animated {
      if case .failure(let error) = refill(count: state.count, current: target) { throw error }
      state.motion = .idle
      state.position = 0
      if state.lastSettledItem != target { post(.didScrollToItem(target)) }
      state.lastSettledItem = target
      state.autoplay.restartCountdown(from: state.now)
      return
    }
    // Re-base on the item nearest the centre, keeping the picture.
    if abs(state.position) > 0.5 {
      let direction = state.position > 0 ? 1 : -1
      if state.slots[.side(direction)] != nil { shift(direction) }
    }
    var velocity = 0.0
    if case .settling(let animation) = state.motion {
      velocity = animation.velocity(at: state.now)
    }
    let duration = state.physics.scrollDuration
    let steps = distance(from: state.current, to: target)
    guard steps != 0 else {
      // A side slot holding another target gets its neighbour back once at rest.
      startSettle(to: 0, velocity: velocity, duration: duration, origin: origin)
      return
    }
    let direction = steps > 0 ? 1 : -1
    let side = SlotPosition.side(direction)
    let other = SlotPosition.side(-direction)

    // The pages to the target through the slots as they are shown.
    var pages: Int?
    if let sideItem = state.slots[side]?.item {
      if sideItem == target {
        pages = direction
      } else if state.jumpSide == side {
        pages = stepsAlong(from: sideItem, to: target, direction).map { direction * (1 + $0) }
        if let route = pages, abs(route) > abs(steps) + 1 { pages = nil }
      } else {
        pages = steps
      }
    }
    if let pages, abs(pages) == 1 {
      startSettle(to: Double(pages), velocity: velocity, duration: duration, origin: origin)
      return
    }
    // A target that is not a neighbour goes into the side slot, unless that would change
    // what is on screen: then the animation runs through the items in between.
    let staleOtherOnScreen = state.jumpSide == other && isOnScreen(other)
    if let pages, isOnScreen(side) || staleOtherOnScreen {
      startSettle(to: Double(pages), velocity: velocity, duration: duration, origin: origin)
      return
    }
    if state.jumpSide == other { restoreNeighbor(other) }
    let cell = try requestCell(item: target, slot: side)
    empty(side)
    install(cell, item: target, in: side)
    state.jumpSide = abs(steps) == 1 ? nil : side
    noteScrolled()
    startSettle(to: Double(direction), velocity: velocity, duration: duration, origin: origin)
  }
}
