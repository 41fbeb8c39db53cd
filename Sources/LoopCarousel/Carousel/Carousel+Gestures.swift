extension Carousel {
  /// Starts a drag: the finger touched down.
  ///
  /// A running animation stops where it is at `time`. If the slot nearest the centre is a
  /// side slot (a previous swipe is still settling), the carousel shifts at once, without
  /// any visual jump: the fast-drag fix. Autoplay holds its countdown until the motion that
  /// follows settles. With no items, or while a drag is already in progress, this does nothing.
  ///
  /// After ``touchDown(at:)`` caught a motion, the drag goes on from where the touch holds
  /// the content, and the delegate hears `willBeginDragging` now.
  ///
  /// - Parameter time: The time of the touch.
  /// - Throws: ``CarouselError/Code/timeWentBackwards``,
  ///   ``CarouselError/Code/timeOutOfRange`` or ``CarouselError/Code/reentrantCall``, leaving the state untouched.
  public func beginDragging(at time: Duration) throws(CarouselError) {
    try input("beginDragging(at:)", at: time) { $0.beginDragging(at: time, into: &$1) }
  }

  /// A finger touched the content, before any pan: it catches a motion where it is, as a
  /// finger on a scroll view stops its deceleration, and autoplay waits while it rests.
  ///
  /// Call it as the touch begins (`touchesBegan`, or a long-press recognizer with no
  /// delay), before the pan recognizer decides; then ``beginDragging(at:)`` if a pan begins,
  /// and ``touchUp(at:)`` when the finger lifts or the touch is cancelled. A settle, an
  /// autoplay step or the ticker stops at once: the delegate hears `didCancelSettlingOnItemAt`
  /// for a settle, the ``phase`` is ``CarouselPhase/dragging`` (a drag that has not moved),
  /// and no `willBeginDragging` is told until a pan begins. On content at rest only autoplay
  /// waits. With no items, while a drag is in progress or while a touch already rests, it
  /// does nothing. A tap (``selectItem(atX:y:at:)``) while a touch holds a caught motion
  /// selects nothing, as a tap during motion.
  ///
  /// - Parameter time: The time of the touch.
  /// - Throws: ``CarouselError/Code/timeWentBackwards``,
  ///   ``CarouselError/Code/timeOutOfRange`` or ``CarouselError/Code/reentrantCall``, leaving
  ///   the state untouched.
  public func touchDown(at time: Duration) throws(CarouselError) {
    try input("touchDown(at:)", at: time) {
      $0.touchDown(at: time, highlightingAt: nil, into: &$1)
    }
  }

  /// A finger touched the content at a point: ``touchDown(at:)``, and on content at rest it
  /// also highlights the item under the finger, as a scroll view's cell is pressed.
  ///
  /// The delegate is asked ``CarouselDelegate/carousel(_:shouldHighlightItemAt:)``, then
  /// hears ``CarouselDelegate/carousel(_:didHighlightItemAt:)``; ``highlightedItem`` names
  /// the item. The highlight ends, with
  /// ``CarouselDelegate/carousel(_:didUnhighlightItemAt:)``, when the finger lifts
  /// (``touchUp(at:)``; a tap's selection comes after), when a pan begins, or when anything
  /// moves the content or reloads it. A touch that catches a motion highlights nothing; a
  /// point on a gap, an empty slot, a hidden cell or outside the viewport highlights nothing.
  ///
  /// - Parameters:
  ///   - x: The touch's distance from the viewport's left edge, in points.
  ///   - y: The touch's distance from the viewport's top edge, in points.
  ///   - time: The time of the touch.
  /// - Throws: ``CarouselError/Code/nonFiniteInput``, ``CarouselError/Code/timeWentBackwards``,
  ///   ``CarouselError/Code/timeOutOfRange`` or ``CarouselError/Code/reentrantCall``, leaving
  ///   the state untouched.
  public func touchDown(atX x: Double, y: Double, at time: Duration) throws(CarouselError) {
    guard x.isFinite else { throw .nonFinite("the touch's x", x) }
    guard y.isFinite else { throw .nonFinite("the touch's y", y) }
    try input("touchDown(atX:y:at:)", at: time) {
      $0.touchDown(at: time, highlightingAt: (x, y), into: &$1)
    }
  }

  /// The item a finger resting on the content highlights (``touchDown(atX:y:at:)``), or
  /// `nil`.
  public var highlightedItem: Int? { state.core.highlighted }

  /// The finger of ``touchDown(at:)`` lifted, or its touch was cancelled, with no pan: a
  /// motion it caught settles on the nearest item, and autoplay goes on.
  ///
  /// After a pan began (``beginDragging(at:)``) the drag owns the motion and this does
  /// nothing: ``endDragging(at:velocity:)`` ends it. Without a touch it does nothing.
  ///
  /// - Parameter time: The time the finger lifted.
  /// - Throws: ``CarouselError/Code/timeWentBackwards``,
  ///   ``CarouselError/Code/timeOutOfRange`` or ``CarouselError/Code/reentrantCall``, leaving
  ///   the state untouched.
  public func touchUp(at time: Duration) throws(CarouselError) {
    try input("touchUp(at:)", at: time) { $0.touchUp(at: time, into: &$1) }
  }

  /// Moves the drag: the finger is `translation` points from where it touched down.
  ///
  /// The value is the negated on-screen translation along the axis (`-translation.x` of a
  /// pan, `-translation.y` when vertical), in every layout direction. In a left-to-right or
  /// vertical carousel positive values move toward the next item, as a finger swiping left
  /// (or up) does. In a right-to-left layout the carousel mirrors the sign itself: the next
  /// item lies to the left there, so positive values move toward the previous item. A drag
  /// may travel any number of pages; past the ends of a finite carousel it meets rubber-band
  /// resistance. Without a drag in progress this does nothing.
  ///
  /// - Parameters:
  ///   - translation: The total translation since ``beginDragging(at:)``, in points.
  ///   - time: The time of the move.
  /// - Throws: ``CarouselError/Code/nonFiniteInput``, ``CarouselError/Code/timeWentBackwards``,
  ///   ``CarouselError/Code/timeOutOfRange`` or ``CarouselError/Code/reentrantCall``, leaving the state untouched.
  /// - Complexity: O(1) per page travelled, no allocation.
  public func updateDragging(translation: Double, at time: Duration) throws(CarouselError) {
    guard translation.isFinite else { throw .nonFinite("the drag translation", translation) }
    try operation("updateDragging(translation:at:)", at: time) {
      moveDrag(to: translation, at: time)
    }
  }

  /// Moves the drag in progress to `translation`, and makes the shifts that are due (for a
  /// finger and a trackpad alike).
  func moveDrag(to translation: Double, at time: Duration) {
    run(state.send { $0.moveDrag(translation: translation, at: time, into: &$1) })
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
  /// - Throws: ``CarouselError/Code/nonFiniteInput``, ``CarouselError/Code/timeWentBackwards``,
  ///   ``CarouselError/Code/timeOutOfRange`` or ``CarouselError/Code/reentrantCall``, leaving the state untouched.
  public func endDragging(at time: Duration, velocity: Double? = nil) throws(CarouselError) {
    if let velocity, !velocity.isFinite { throw .nonFinite("the release velocity", velocity) }
    try operation("endDragging(at:velocity:)", at: time) {
      releaseDrag(at: time, velocity: velocity)
    }
  }

  /// Releases the drag in progress, if any (for a finger and a trackpad alike).
  func releaseDrag(at time: Duration, velocity: Double?) {
    run(state.send { $0.release(at: time, velocity: velocity, into: &$1) })
  }

  /// Selects the item under a point of the viewport: a tap.
  ///
  /// The item is the one ``item(atX:y:)`` finds: the topmost cell drawn under the point, as
  /// the style draws it; a cell the style hides is never selected. The delegate is asked
  /// ``CarouselDelegate/carousel(_:shouldSelectItemAt:)`` (`true` by default), then hears
  /// ``CarouselDelegate/carousel(_:didSelectItemAt:)``; with ``centersSelectedItem`` on, a
  /// side item also scrolls to the centre (if its cell cannot be made, the delegate hears
  /// ``CarouselDelegate/carousel(_:didFailWith:)``).
  ///
  /// As in a scroll view, a tap on content that is settling (after a release, a scroll or an
  /// autoplay step) selects nothing: it catches the motion, which turns to the slot nearest
  /// the centre and settles there (``CarouselDelegate/carousel(_:willSettleOnItemAt:)``
  /// tells which), and the call returns `nil`. So a tap during an autoplay step never opens
  /// an item the user did not aim at.
  ///
  /// - Parameters:
  ///   - x: The tap's distance from the viewport's left edge, in `0...width`.
  ///   - y: The tap's distance from the viewport's top edge, in `0...height` (the viewport is
  ///     ``CarouselGeometry/viewportLength`` along the scroll axis and
  ///     ``CarouselGeometry/crossLength`` across it).
  ///   - time: The time of the tap.
  /// - Returns: The item selected; `nil` for a gap between cells, an empty slot or a hidden
  ///   cell, a tap that caught moving content, or an item the delegate declined.
  /// - Throws: ``CarouselError/Code/tapOutsideViewport``,
  ///   ``CarouselError/Code/nonFiniteInput``, ``CarouselError/Code/timeWentBackwards``,
  ///   ``CarouselError/Code/timeOutOfRange`` or ``CarouselError/Code/reentrantCall``,
  ///   leaving the state untouched.
  @discardableResult
  public func selectItem(atX x: Double, y: Double, at time: Duration) throws(CarouselError)
    -> Int?
  {
    try select(x: x, y: y, at: time, name: "selectItem(atX:y:at:)")
  }

  /// A tap at a point of the viewport, for both `selectItem` calls; `name` is the one the
  /// host called, for the reentrancy error.
  private func select(x: Double, y: Double, at time: Duration, name: StaticString)
    throws(CarouselError) -> Int?
  {
    guard x.isFinite else { throw .nonFinite("the tap's x", x) }
    guard y.isFinite else { throw .nonFinite("the tap's y", y) }
    let size = geometry.viewportSize
    guard (0...size.x).contains(x), (0...size.y).contains(y) else {
      throw CarouselError(
        .tapOutsideViewport,
        "the tap at (\(number: x), \(number: y)) is outside the viewport "
          + "0...\(number: size.x) × 0...\(number: size.y); its size across the scroll axis is "
          + "CarouselGeometry's crossLength, the item length unless you give it")
    }
    return try operation(name, at: time) {
      advanceTime(to: time)
      run(state.send { $0.tap(atX: x, y: y, into: &$1) })
      return selectedByTap.take()
    }
  }

  /// Selects the item under a point on the scroll axis, at the middle of the cross axis: a
  /// tap, for a host that tracks only the scroll axis.
  ///
  /// The same as ``selectItem(atX:y:at:)`` with the other coordinate at the viewport's
  /// middle across the scroll axis.
  ///
  /// - Parameters:
  ///   - point: The tap's distance from the viewport's left edge (top edge, vertical) along
  ///     the scroll axis, in points, in `0...viewportLength`: the same in every layout
  ///     direction.
  ///   - time: The time of the tap.
  /// - Returns: The item selected, as ``selectItem(atX:y:at:)`` returns it.
  /// - Throws: The errors of ``selectItem(atX:y:at:)``.
  @discardableResult
  public func selectItem(atPoint point: Double, at time: Duration) throws(CarouselError) -> Int? {
    guard point.isFinite else { throw .nonFinite("the tap point", point) }
    let viewport = geometry.viewportLength
    guard point >= 0, point <= viewport else {
      throw CarouselError(
        .tapOutsideViewport,
        "the tap at \(number: point) is outside the viewport 0...\(number: viewport)")
    }
    let (x, y) = geometry.viewportPoint(atAxisPoint: point)
    return try select(x: x, y: y, at: time, name: "selectItem(atPoint:at:)")
  }

  /// The item under a point of the viewport, without selecting it: for a long press, a
  /// context menu, or drag and drop (iCarousel's `itemViewAtPoint:`).
  ///
  /// It follows each cell as the style draws it (``placement(for:)``: frame, transform,
  /// perspective): the topmost drawn cell under the point wins, by ``CellPlacement/zIndex``
  /// (on a tie, the middle slot, then the left one). A cell whose placement is hidden (an
  /// opacity below 0.01, turned edge-on) is never hit.
  ///
  /// - Parameters:
  ///   - x: The distance from the viewport's left edge, in points.
  ///   - y: The distance from the viewport's top edge, in points.
  /// - Returns: The item, or `nil` for a point outside the viewport or not finite, a gap
  ///   between cells, an empty slot, a hidden cell, or no items.
  /// - Complexity: O(1), no allocation; it changes nothing and calls nothing but the style.
  public func item(atX x: Double, y: Double) -> Int? {
    return drawing { inputs in
      let size = inputs.geometry.viewportSize
      guard (0...size.x).contains(x), (0...size.y).contains(y) else { return nil }
      return inputs.item(atX: x, y: y)?.item
    }
  }

  /// The item under a point on the scroll axis, at the middle of the cross axis.
  ///
  /// The same as ``item(atX:y:)`` with the other coordinate at the viewport's middle across
  /// the scroll axis.
  ///
  /// - Parameter point: The distance from the viewport's left edge (top edge, vertical) along
  ///   the scroll axis, in points: the same in every layout direction.
  /// - Returns: The item, as ``item(atX:y:)`` returns it.
  /// - Complexity: O(1), no allocation.
  public func item(atPoint point: Double) -> Int? {
    guard point.isFinite else { return nil }
    let (x, y) = geometry.viewportPoint(atAxisPoint: point)
    return item(atX: x, y: y)
  }

  /// Asks the delegate a yes-or-no question (may a tap select an item, may a finger
  /// highlight it); `true` without a delegate.
  ///
  /// Asked at once, not queued: the answer decides the call's result. A carousel call from
  /// inside the answer is rejected as reentrant.
  func delegateAllows(_ question: (any CarouselDelegate) -> Bool) -> Bool {
    guard let delegate else { return true }
    return asHostCode { question(delegate) }
  }
}
