extension Carousel {
  /// Reads the item count again and refills the three slots, with at most three cell requests.
  ///
  /// The current item is kept if it still exists, else the last item becomes current. A drag
  /// in progress goes on from where the finger is; a settle animation goes on toward the item
  /// it was heading to if that still exists, else to the nearest slot. Autoplay keeps its
  /// countdown, unless it had too few items to run before the reload. With no items every slot is empty and
  /// the carousel is at rest. Called from inside a data-source or cell callback, the reload is
  /// deferred until the carousel's own call returns.
  ///
  /// - Throws: ``CarouselError/Code/negativeItemCount``, or the error of a failed cell request;
  ///   on any error the carousel is left exactly as it was.
  public func reloadData() throws(CarouselError) {
    guard calloutDepth == 0 else {
      needsDeferredReload = true
      return
    }
    defer { finishOperation() }
    try reloadNow()
  }

  /// Switches between looping and a finite carousel, refilling only the side slots that change.
  ///
  /// - Parameter wraps: `true` to loop past the last item to the first.
  /// - Throws: ``CarouselError/Code/reentrantCall``, or the error of a failed cell request,
  ///   leaving the carousel as it was.
  public func setWraps(_ wraps: Bool) throws(CarouselError) {
    try checkNotReentrant("setWraps(_:)")
    defer { finishOperation() }
    guard wraps != state.wraps else { return }
    state.wraps = wraps
    if case .failure(let error) = refillSides() {
      state.wraps = !wraps
      throw error
    }
    switch state.motion {
    case .idle:
      break
    case .dragging:
      reanchorDrag()
    case .settling(let animation):
      let (back, forward) = state.edges
      let target = min(max(animation.to, back), forward)
      if target != animation.to {
        startSettle(
          to: target, velocity: animation.velocity(at: state.now),
          duration: state.physics.settleDuration, origin: animation.origin)
      }
    }
  }

  /// Refills only the side slots whose item changed (after a change of the wrapping mode),
  /// keeping the middle cell; either both change or, when the data source fails, neither.
  func refillSides() -> Result<Void, CarouselError> {
    guard state.count > 0 else { return .success(()) }
    var fresh: [(SlotPosition, Int?, CarouselCell?)] = []
    for side in [SlotPosition.left, .right] {
      let wanted = state.neighbor(of: state.current, side.pageOffset)
      guard wanted != state.slots[side]?.item || state.jumpSide == side else { continue }
      guard let item = wanted else {
        fresh.append((side, nil, nil))
        continue
      }
      do {
        fresh.append((side, item, try requestCell(item: item, slot: side)))
      } catch {
        for case (_, _, let cell?) in fresh { giveBack(cell) }
        return .failure(error)
      }
    }
    for (side, item, cell) in fresh {
      empty(side)
      if let item, let cell { install(cell, item: item, in: side) }
      if state.jumpSide == side { state.jumpSide = nil }
    }
    if !fresh.isEmpty { noteScrolled() }
    return .success(())
  }

  /// Changes the lengths along the scroll axis (a rotation or a resize), keeping the current
  /// item and the fractional position, with no cell request in the usual case.
  ///
  /// A drag goes on under the finger and an animation keeps its timing. Only when the new
  /// geometry shows more of the neighbours than the position allows does a shift happen, so
  /// that no gap shows.
  ///
  /// - Parameter geometry: The new geometry.
  /// - Throws: ``CarouselError/Code/reentrantCall`` inside a data-source or cell callback.
  public func setGeometry(_ geometry: CarouselGeometry) throws(CarouselError) {
    try checkNotReentrant("setGeometry(_:)")
    defer { finishOperation() }
    guard geometry != state.geometry else { return }
    state.geometry = geometry
    reanchorDrag()
    noteScrolled()
    normalizePosition()
  }

  /// Replaces the physics settings.
  ///
  /// - Parameter physics: The new settings; a running animation keeps its old timing.
  /// - Throws: The error of ``ScrollPhysics/validate()``, leaving the old settings.
  public func setPhysics(_ physics: ScrollPhysics) throws(CarouselError) {
    try physics.validate()
    state.physics = physics
  }

  func reloadNow() throws(CarouselError) {
    calloutDepth += 1
    let count = dataSource?.numberOfItems(in: self) ?? 0
    calloutDepth -= 1
    guard count >= 0 else {
      throw CarouselError(
        .negativeItemCount,
        "the data source reported \(count) items; return 0 or more from numberOfItems(in:)")
    }
    try rebuild(count: count)
  }

  /// Refills the slots for `count` items around the item nearest the centre, and adapts the
  /// motion to the new content.
  func rebuild(count: Int) throws(CarouselError) {
    let heading = headingItem
    let autoplayWasInert = state.count < 2
    // Re-base on the item nearest the centre, as a shift would, so the picture is kept.
    var keep = state.count > 0 ? state.current : 0
    var rebase = 0.0
    if state.count > 0 {
      if state.position > 0.5, let right = state.slots.right {
        keep = right.item
        rebase = 1
      } else if state.position < -0.5, let left = state.slots.left {
        keep = left.item
        rebase = -1
      }
    }
    let newCurrent = count == 0 ? 0 : min(keep, count - 1)
    if case .failure(let error) = refill(count: count, current: newCurrent) {
      throw error
    }
    translate(by: rebase)

    if count == 0 {
      if case .dragging = state.motion { post(.didEndDragging(willSettle: false)) }
      state.motion = .idle
      state.position = 0
      return
    }
    switch state.motion {
    case .idle:
      state.position = 0
      if let last = state.lastSettledItem, last != newCurrent {
        post(.didScrollToItem(newCurrent))
      }
      state.lastSettledItem = newCurrent
      // A feed that reloads often keeps its autoplay rhythm; one that had too few items to
      // autoplay starts a fresh countdown.
      if autoplayWasInert || state.autoplay.deadline == nil {
        state.autoplay.restartCountdown(from: state.now)
      }
    case .dragging:
      let (back, forward) = state.edges
      let reach = state.rubberDimension * 0.9
      state.position = min(max(state.position, back - reach), forward + reach)
      reanchorDrag()
    case .settling(let animation):
      // Go on toward the item the motion was heading to, if it still exists.
      if let heading, heading < count, heading != newCurrent,
        (try? scroll(toItem: heading, animated: true, origin: animation.origin)) != nil
      {
        return
      }
      let velocity = animation.velocity(at: state.now)
      let (back, forward) = state.edges
      let target = min(max(0, back), forward)
      startSettle(
        to: target, velocity: velocity, duration: state.physics.settleDuration,
        origin: animation.origin)
    }
  }
}
