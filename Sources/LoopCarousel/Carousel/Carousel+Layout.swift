extension Carousel {
  /// The layout of a slot: its frame along the axis, its progress, its visibility and its
  /// style transform; `nil` for an empty slot.
  ///
  /// - Parameter position: The slot.
  /// - Returns: The attributes to copy onto the slot's view.
  /// - Complexity: O(1); no allocation for the built-in styles.
  public func layoutAttributes(for position: SlotPosition) -> SlotAttributes? {
    guard let item = state.core.strip.items[position] else { return nil }
    let frame = state.core.frame(of: position)
    let progress = state.core.progress(of: position)
    return SlotAttributes(
      position: position, item: item, frameOrigin: frame.origin,
      frameLength: frame.length, progress: progress,
      isVisible: state.core.isOnScreen(position),
      transform: style.transform(forProgress: progress, in: state.core.geometry))
  }

  // MARK: - Page indicator

  /// The number of dots a page indicator shows: the number of items.
  public var numberOfPages: Int { state.core.count }

  /// The item nearest the viewport centre, for a page indicator.
  ///
  /// It changes at the midpoint of a drag, and is `nil` when there are no items.
  public var currentPage: Int? { state.core.nearestItem }

  /// Whether a page indicator should show: there are items, and not just one when
  /// ``hidesForSinglePage`` is on.
  public var showsPageIndicator: Bool {
    state.core.count > 1 || (state.core.count == 1 && !hidesForSinglePage)
  }

  // MARK: - Accessibility

  /// A summary for VoiceOver or TalkBack, such as "item 2 of 5"; `nil` with no items.
  public var accessibilityValue: String? {
    guard let page = currentPage else { return nil }
    return "item \(page + 1) of \(state.core.count)"
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
