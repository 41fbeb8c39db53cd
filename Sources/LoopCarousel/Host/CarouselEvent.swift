/// A delegate event as a value, for ``Carousel/events(bufferingNewest:)``.
///
/// Each case is one ``CarouselDelegate`` method, with its arguments. A cell is named by its
/// `ObjectIdentifier`, the key a host that keeps one view per cell uses, so that an event can
/// cross to any task.
public enum CarouselEvent: Hashable, Sendable {
  /// ``CarouselDelegate/carouselDidScroll(_:)``.
  case didScroll
  /// ``CarouselDelegate/carouselWillBeginDragging(_:)``.
  case willBeginDragging
  /// ``CarouselDelegate/carouselDidEndDragging(_:willSettle:)``.
  case didEndDragging(willSettle: Bool)
  /// ``CarouselDelegate/carousel(_:didScrollToItemAt:)``.
  case didScrollToItem(Int)
  /// ``CarouselDelegate/carousel(_:willSettleOnItemAt:)``.
  case willSettleOnItem(Int)
  /// ``CarouselDelegate/carousel(_:didSettleOnItemAt:)``.
  case didSettleOnItem(Int)
  /// ``CarouselDelegate/carousel(_:didSelectItemAt:)``.
  case didSelectItem(Int)
  /// ``CarouselDelegate/carousel(_:itemDidAppearAt:)``.
  case itemDidAppear(Int)
  /// ``CarouselDelegate/carousel(_:itemDidDisappearAt:)``.
  case itemDidDisappear(Int)
  /// ``CarouselDelegate/carousel(_:willDisplay:forItemAt:in:)``.
  case willDisplay(cell: ObjectIdentifier, item: Int, slot: SlotPosition)
  /// ``CarouselDelegate/carousel(_:didEndDisplaying:forItemAt:in:)``.
  case didEndDisplaying(cell: ObjectIdentifier, item: Int, slot: SlotPosition)
  /// ``CarouselDelegate/carousel(_:didFailWith:)``.
  case didFail(CarouselError)
  /// ``CarouselDelegate/carousel(_:announce:)``, with the text to post.
  case announce(String)
  /// ``CarouselDelegate/carousel(_:prefetchItemAt:)``.
  case prefetchItem(Int)
  /// ``CarouselDelegate/carousel(_:cancelPrefetchingItemAt:)``.
  case cancelPrefetchingItem(Int)
  /// ``CarouselDelegate/carousel(_:didUpdateFocusedItem:)``.
  case didUpdateFocusedItem(Int?)
}

extension QueuedEvent {
  /// The event as a value that any task may hold.
  ///
  /// - Parameter carousel: The carousel, which makes an announcement's text.
  /// - Returns: The public value of the event.
  func published(by carousel: Carousel) -> CarouselEvent {
    switch self {
    case .didScroll: .didScroll
    case .willBeginDragging: .willBeginDragging
    case .didEndDragging(let willSettle): .didEndDragging(willSettle: willSettle)
    case .didScrollToItem(let item): .didScrollToItem(item)
    case .willSettle(let item): .willSettleOnItem(item)
    case .didSettle(let item): .didSettleOnItem(item)
    case .didSelectItem(let item): .didSelectItem(item)
    case .itemDidAppear(let item): .itemDidAppear(item)
    case .itemDidDisappear(let item): .itemDidDisappear(item)
    case .willDisplay(let cell, let item, let slot):
      .willDisplay(cell: ObjectIdentifier(cell.takeUnretainedValue()), item: item, slot: slot)
    case .didEndDisplaying(let cell, let item, let slot):
      .didEndDisplaying(
        cell: ObjectIdentifier(cell.takeUnretainedValue()), item: item, slot: slot)
    case .didFail(let error): .didFail(error)
    case .announce(let item): .announce(carousel.accessibilityText(forItem: item))
    case .prefetch(let item): .prefetchItem(item)
    case .cancelPrefetch(let item): .cancelPrefetchingItem(item)
    case .focus(let item): .didUpdateFocusedItem(item)
    }
  }
}
