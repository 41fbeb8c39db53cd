extension Carousel {
  /// Starts a drag: the finger touched down.
  ///
  /// A running animation stops where it is at `time`. If the slot nearest the centre is a
  /// side slot (a previous swipe is still settling), the carousel shifts at once, without
  /// any visual jump: the fast-drag fix. Autoplay holds its countdown until the motion that
  /// follows settles. With no items, or while a drag is already in progress, this does nothing.
  ///
  /// - Parameter time: The time of the touch.
  /// - Throws: ``CarouselError/Code/timeWentBackwards`` or
  ///   ``CarouselError/Code/reentrantCall``, leaving the state untouched.
  public func beginDragging(at time: Duration) throws(CarouselError) {
    try checkNotReentrant("beginDragging(at:)")
    try checkTime(time)
    defer { finishOperation() }
    advanceTime(to: time)
    guard state.count > 0 else { return }
    if case .dragging = state.motion { return }
    if abs(state.position) > 0.5 {
      let direction = state.position > 0 ? 1 : -1
      if state.slots[.side(direction)] != nil { shift(direction) }
    }
    state.tracker = VelocityTracker()
    state.tracker.add(time: time, translation: 0)
    state.motion = .dragging(
      Drag(anchor: state.unresisted(state.position), translation: 0, start: state.position))
    state.autoplay.dragBegan()
    post(.willBeginDragging)
  }

  /// Moves the drag: the finger is `translation` points from where it touched down.
  ///
  /// Positive values move toward the next item, as a finger swiping left does in a
  /// left-to-right horizontal carousel: pass the negated pan translation. In a right-to-left
  /// layout the carousel mirrors the sign itself. A drag may travel any number of pages; past
  /// the ends of a finite carousel it meets rubber-band resistance. Without a drag in
  /// progress this does nothing.
  ///
  /// - Parameters:
  ///   - translation: The total translation since ``beginDragging(at:)``, in points.
  ///   - time: The time of the move.
  /// - Throws: ``CarouselError/Code/nonFiniteInput``, ``CarouselError/Code/timeWentBackwards``
  ///   or ``CarouselError/Code/reentrantCall``, leaving the state untouched.
  /// - Complexity: O(1) per page travelled, no allocation.
  public func updateDragging(translation: Double, at time: Duration) throws(CarouselError) {
    try checkNotReentrant("updateDragging(translation:at:)")
    guard translation.isFinite else { throw .nonFinite("the drag translation", translation) }
    try checkTime(time)
    defer { finishOperation() }
    guard case .dragging(var drag) = state.motion else { return }
    state.now = time
    let signed = mirrored(translation)
    drag.translation = signed
    state.tracker.add(time: time, translation: signed)
    state.motion = .dragging(drag)
    let raw = drag.anchor + signed / state.geometry.pageLength
    // Tested here, not inside `resisted`: calling it copies the whole state (450 bytes).
    let position = state.hasEnds ? state.resisted(raw) : raw
    guard position != state.position, position.isFinite else { return }
    state.position = position
    noteScrolled()
    normalizePosition()
  }

  /// Ends the drag: the finger lifted.
  ///
  /// The carousel settles on the slot nearest where a fling at this velocity would end
  /// (``ScrollPhysics``); a release slower than the flick threshold settles on the nearest
  /// slot. Without a drag in progress this does nothing.
  ///
  /// - Parameters:
  ///   - time: The time of the release.
  ///   - velocity: The release velocity in points per second, with the sign convention of
  ///     ``updateDragging(translation:at:)``; `nil` to estimate it from the moves of the last
  ///     ``ScrollPhysics/velocityWindow``.
  /// - Throws: ``CarouselError/Code/nonFiniteInput``, ``CarouselError/Code/timeWentBackwards``
  ///   or ``CarouselError/Code/reentrantCall``, leaving the state untouched.
  public func endDragging(at time: Duration, velocity: Double? = nil) throws(CarouselError) {
    try checkNotReentrant("endDragging(at:velocity:)")
    if let velocity, !velocity.isFinite { throw .nonFinite("the release velocity", velocity) }
    try checkTime(time)
    defer { finishOperation() }
    guard case .dragging(let drag) = state.motion else { return }
    state.now = time
    let pageLength = state.geometry.pageLength
    let points =
      velocity.map(mirrored)
      ?? state.tracker.velocity(at: time, window: state.physics.velocityWindow)
    let pagesPerSecond = points / pageLength
    var target = state.physics.releaseTarget(
      position: state.position, velocity: pagesPerSecond, pageLength: pageLength,
      dragStart: drag.start)
    let (back, forward) = state.edges
    target = min(max(target, back, -1e15), forward, 1e15)
    if target > 0, state.slots.right == nil { target = 0 }
    if target < 0, state.slots.left == nil { target = 0 }
    post(.didEndDragging(willSettle: target != state.position))
    startSettle(
      to: target, velocity: pagesPerSecond, duration: state.physics.settleDuration,
      origin: .gesture)
  }

  /// Selects the item under a point: a tap.
  ///
  /// The delegate hears ``CarouselDelegate/carousel(_:didSelectItemAt:)``; with
  /// ``centersSelectedItem`` on, a side item also scrolls to the centre.
  ///
  /// - Parameters:
  ///   - point: The tap's distance from the viewport's leading (left or top) edge along the
  ///     scroll axis, in points, in `0...viewportLength`.
  ///   - time: The time of the tap.
  /// - Returns: The item tapped, or `nil` for a gap between cells or an empty slot.
  /// - Throws: ``CarouselError/Code/tapOutsideViewport``,
  ///   ``CarouselError/Code/nonFiniteInput``, ``CarouselError/Code/timeWentBackwards`` or
  ///   ``CarouselError/Code/reentrantCall``, leaving the state untouched.
  @discardableResult
  public func selectItem(atPoint point: Double, at time: Duration) throws(CarouselError) -> Int? {
    try checkNotReentrant("selectItem(atPoint:at:)")
    guard point.isFinite else { throw .nonFinite("the tap point", point) }
    let viewport = state.geometry.viewportLength
    guard point >= 0, point <= viewport else {
      throw CarouselError(
        .tapOutsideViewport, "the tap at \(point) is outside the viewport 0...\(viewport)")
    }
    try checkTime(time)
    defer { finishOperation() }
    advanceTime(to: time)
    for position in SlotPosition.allCases {
      guard let entry = state.slots[position] else { continue }
      let frame = frame(of: position)
      if point >= frame.origin, point <= frame.origin + frame.length {
        post(.didSelectItem(entry.item))
        if centersSelectedItem, position != .middle, !isDragging {
          try? scroll(toItem: entry.item, animated: true, origin: .program)
        }
        return entry.item
      }
    }
    return nil
  }

  var isDragging: Bool {
    if case .dragging = state.motion { return true }
    return false
  }

  /// Turns a screen-direction value into one toward the next item.
  func mirrored(_ value: Double) -> Double {
    isMirrored ? -value : value
  }

  /// Whether screen coordinates run against the item order.
  var isMirrored: Bool {
    state.geometry.orientation == .horizontal && state.geometry.layoutDirection == .rightToLeft
  }
}
