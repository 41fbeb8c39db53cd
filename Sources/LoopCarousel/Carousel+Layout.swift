extension Carousel {
  /// The layout of a slot: its frame along the axis, its progress, its visibility and its
  /// style transform; `nil` for an empty slot.
  ///
  /// - Parameter position: The slot.
  /// - Returns: The attributes to copy onto the slot's view.
  /// - Complexity: O(1); no allocation for the built-in styles.
  public func layoutAttributes(for position: SlotPosition) -> SlotAttributes? {
    guard let entry = state.slots[position] else { return nil }
    let frame = frame(of: position)
    let progress = Double(position.pageOffset) - state.position
    return SlotAttributes(
      position: position, item: entry.item, frameOrigin: frame.origin,
      frameLength: frame.length, progress: progress,
      isVisible: isOnScreen(position),
      transform: style.transform(forProgress: progress, in: state.geometry))
  }

  /// Whether any part of a slot's frame is inside the viewport.
  func isOnScreen(_ position: SlotPosition) -> Bool {
    let frame = frame(of: position)
    return frame.origin < state.geometry.viewportLength && frame.origin + frame.length > 0
  }

  /// A slot's frame in screen terms, whether or not it holds a cell.
  func frame(of position: SlotPosition) -> AxisFrame {
    let geometry = state.geometry
    var center = (Double(position.pageOffset) - state.position) * geometry.pageLength
    if isMirrored { center = -center }
    let origin = geometry.viewportLength / 2 + center - geometry.itemLength / 2
    return AxisFrame(origin: origin, length: geometry.itemLength)
  }

  // MARK: - Page indicator

  /// The number of dots a page indicator shows: the number of items.
  public var numberOfPages: Int { state.count }

  /// The item nearest the viewport centre, for a page indicator.
  ///
  /// It changes at the midpoint of a drag, and is `nil` when there are no items.
  public var currentPage: Int? { state.nearestItem }

  /// Whether a page indicator should show: there are items, and not just one when
  /// ``hidesForSinglePage`` is on.
  public var showsPageIndicator: Bool {
    state.count > 1 || (state.count == 1 && !hidesForSinglePage)
  }

  // MARK: - Accessibility

  /// A summary for VoiceOver or TalkBack, such as "item 2 of 5"; `nil` with no items.
  public var accessibilityValue: String? {
    guard let page = currentPage else { return nil }
    return "item \(page + 1) of \(state.count)"
  }

  /// The accessibility increment action: scrolls to the next item.
  ///
  /// - Parameter time: The current time.
  /// - Throws: The errors of ``scrollToNextItem(animated:at:)``.
  public func accessibilityIncrement(at time: Duration) throws(CarouselError) {
    try scrollToNextItem(animated: true, at: time)
  }

  /// The accessibility decrement action: scrolls to the previous item.
  ///
  /// - Parameter time: The current time.
  /// - Throws: The errors of ``scrollToPreviousItem(animated:at:)``.
  public func accessibilityDecrement(at time: Duration) throws(CarouselError) {
    try scrollToPreviousItem(animated: true, at: time)
  }
}
