extension Carousel {
  /// The layout of a slot: its frame along the axis, its progress, its visibility and its
  /// style transform; `nil` for an empty slot.
  ///
  /// - Parameter position: The slot.
  /// - Returns: The attributes to copy onto the slot's view.
  /// - Complexity: O(1), no allocation beyond what the style's own transform does.
  public func layoutAttributes(for position: SlotPosition) -> SlotAttributes? {
    drawing { inputs in
      guard let item = inputs.items[position] else { return nil }
      let frame = inputs.geometry.frame(of: position, at: inputs.position)
      let progress = Double(position.pageOffset) - inputs.position
      // Whether the cell is drawn comes from the drawing the end of the last call made, while
      // nothing moved since: a host frame draws each slot once.
      return SlotAttributes(
        position: position, item: item, frameOrigin: frame.origin,
        frameLength: frame.length, progress: progress, isVisible: inputs.isDrawn(position),
        transform: inputs.style.transform(forProgress: progress, in: inputs.geometry))
    }
  }

  /// Runs host code (the style, the data source, a cell, the delegate's questions) counted as
  /// such: a call it makes back into the carousel (a scroll, a move of the drag) is refused
  /// with ``CarouselError/Code/reentrantCall``, and a reload is deferred, so that host code
  /// cannot change the state a step is being worked out from.
  func asHostCode<Result, Failure: Error>(
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    calloutDepth &+= 1
    defer { calloutDepth &-= 1 }
    return try body()
  }

  /// Answers a question about how the slots are drawn through the style, on what decides
  /// the drawings now (``CarouselCore/drawingInputs``), as host code (``asHostCode(_:)``).
  func drawing<Result>(_ question: (DrawingInputs) -> Result) -> Result {
    let inputs = state.core.drawingInputs
    return asHostCode { question(inputs) }
  }

  /// Everything a host needs to draw a slot's cell: the cell, its frame in the viewport, the
  /// style's transform as a matrix with the perspective folded in, its opacity, drawing order
  /// and whether anything of it shows; `nil` for an empty slot.
  ///
  /// A host copies it onto a view and does no other arithmetic: right to left and vertical
  /// are already inside the frame and the matrix. See ``CellPlacement``.
  ///
  /// Read while nothing moved since the last call ended (a host's frame), what of the cell
  /// shows and where the other slots stack come from the drawing that call's end made for
  /// the visibility events, so that a frame asks the style once per slot; this relies on the
  /// style being pure, as ``CarouselStyle`` requires.
  ///
  /// - Parameter position: The slot.
  /// - Returns: The placement.
  /// - Complexity: O(1), no allocation beyond what the style's own transform does.
  public func placement(for position: SlotPosition) -> CellPlacement? {
    guard let slot = slot(position) else { return nil }
    // What of the cell shows and where the others stack come from the report the end of the
    // last call made, while nothing moved since: a host frame cuts each slot by the viewport
    // once, and asks the style once per slot.
    return drawing { inputs in
      let drawing = SlotDrawing(
        position, in: inputs.geometry, at: inputs.position, style: inputs.style,
        summary: inputs.known?[position])
      return CellPlacement(
        slot, drawing, progress: Double(position.pageOffset) - inputs.position,
        drawingOrder: inputs.drawingOrder(of: position, zIndex: drawing.values.zIndex))
    }
  }

  /// A number that changes whenever any ``placement(for:)`` may have changed, so that a host
  /// skips drawing a frame where nothing moved.
  ///
  /// Equal values mean every placement is as it was. It changes at the end of a call that
  /// moved the content, changed what the slots show, the geometry or the visibility
  /// threshold, or set another delegate, and when ``style`` is set; it may change when
  /// nothing visible did, never the other way round.
  public var placementRevision: Int { state.core.placementRevision }

  // MARK: - Page indicator

  /// The number of dots a page indicator shows: the number of items.
  public var numberOfPages: Int { numberOfItems }

  /// The item nearest the viewport centre, for a page indicator.
  ///
  /// It changes at the midpoint of a drag, and is `nil` when there are no items.
  public var currentPage: Int? { state.core.nearestItem }

  /// Whether a page indicator should show: there are items, and not just one when
  /// ``hidesForSinglePage`` is on.
  public var showsPageIndicator: Bool {
    numberOfItems > 1 || (numberOfItems == 1 && !hidesForSinglePage)
  }

  /// The page indicator's window of dots, or `nil` when ``showsPageIndicator`` is false.
  ///
  /// - Parameter maximumDots: The most dots to show; values below 1 count as 1.
  /// - Returns: The window around ``currentPage``.
  public func pageIndicatorWindow(maximumDots: Int = 7) -> PageIndicatorWindow? {
    guard showsPageIndicator, let page = currentPage else { return nil }
    return PageIndicatorWindow(
      numberOfPages: numberOfPages, currentPage: page, maximumDots: maximumDots)
  }

  // MARK: - Visibility

  /// The fraction of a drawn cell's area that must be inside the viewport for
  /// ``CarouselDelegate/carousel(_:itemDidAppearAt:)`` (``CellPlacement/visibleFraction``);
  /// 0 (the default) means any part.
  public var visibilityThreshold: Double { state.core.visibilityThreshold }

  /// Sets the fraction of a drawn cell's area that must be inside the viewport for its item
  /// to count as visible.
  ///
  /// Embla's `inViewThreshold`: 0 for any part, 0.5 for half, 1 for the whole cell, measured
  /// on the cell as the style draws it (``CellPlacement/visibleFraction``); a hidden cell is
  /// never visible. Items that change sides of the new threshold are reported at once.
  ///
  /// - Parameter fraction: A fraction in `0...1`.
  /// - Throws: ``CarouselError/Code/nonFiniteInput`` for NaN or an infinity, or
  ///   ``CarouselError/Code/invalidVisibilityThreshold`` outside `0...1`, leaving the old one;
  ///   ``CarouselError/Code/reentrantCall`` inside a data-source or cell callback.
  public func setVisibilityThreshold(_ fraction: Double) throws(CarouselError) {
    guard fraction.isFinite else { throw .nonFinite("the visibility threshold", fraction) }
    guard (0...1).contains(fraction) else {
      throw CarouselError(
        .invalidVisibilityThreshold,
        "the visibility threshold \(number: fraction) is outside 0...1 (a fraction of the cell)")
    }
    try operation("setVisibilityThreshold(_:)") {
      state.send { core, _ in core.setVisibilityThreshold(fraction) }
    }
  }

  // MARK: - Accessibility

  /// A summary for VoiceOver or TalkBack, "item 2 of 5" in English or what
  /// ``accessibilityValueText`` makes of the item and the count, then the item's label from
  /// ``CarouselDataSource/carousel(_:accessibilityLabelForItemAt:)`` if it gives one
  /// ("item 2 of 5, Summer sale"); `nil` with no items.
  ///
  /// The item is the one the carousel is heading to (``targetIndex``): right after an
  /// increment, an assistive technology reads the new item, not the one the animation is
  /// leaving. During a drag it is the page indicator's (``currentPage``), the one nearest the
  /// centre.
  public var accessibilityValue: String? {
    guard let item = targetIndex ?? currentPage else { return nil }
    return announcement(of: item).text
  }

  /// The announcement of an item, with the position and the label the host gives now.
  func announcement(of item: Int) -> CarouselAnnouncement {
    let count = numberOfItems
    let position = accessibilityValueText?(item, count)
    let label = asHostCode { dataSource?.carousel(self, accessibilityLabelForItemAt: item) }
    return CarouselAnnouncement(item: item, numberOfItems: count, position: position, label: label)
  }

  /// The accessibility increment action: stops autoplay for good, as the W3C carousel
  /// pattern asks once an assistive-technology user interacts, then scrolls to the next item.
  ///
  /// No ``CarouselDelegate/carousel(_:announce:)-(Carousel,CarouselAnnouncement)`` follows: the assistive technology speaks
  /// the new value itself.
  ///
  /// - Parameter time: The current time.
  /// - Throws: The errors of ``scrollToNextItem(animated:at:)``, leaving autoplay as it was.
  public func accessibilityIncrement(at time: Duration) throws(CarouselError) {
    try scrollToNeighbor(.forward, animated: true, at: time, origin: .assistiveTechnology)
  }

  /// The accessibility decrement action: stops autoplay for good, then scrolls to the
  /// previous item.
  ///
  /// - Parameter time: The current time.
  /// - Throws: The errors of ``scrollToPreviousItem(animated:at:)``, leaving autoplay as it
  ///   was.
  public func accessibilityDecrement(at time: Duration) throws(CarouselError) {
    try scrollToNeighbor(.backward, animated: true, at: time, origin: .assistiveTechnology)
  }

  /// Whether autoplay is rotating the items now: on, and not paused.
  ///
  /// The W3C carousel pattern's rotation state: while it is `true`, nothing is announced, and
  /// a host shows a rotation control labelled ``rotationControlLabel``.
  public var isRotating: Bool { isAutoplayRunning }

  /// The label of a button that starts or stops the rotation: "Stop automatic slide show"
  /// while ``isRotating``, else "Start automatic slide show" (the W3C pattern's labels), or
  /// what ``rotationControlLabelText`` makes of ``isRotating``.
  public var rotationControlLabel: String {
    if let text = rotationControlLabelText { return text(isRotating) }
    return isRotating ? "Stop automatic slide show" : "Start automatic slide show"
  }
}
