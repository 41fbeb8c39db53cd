/// Something the delegate is told, queued while the carousel changes its state.
///
/// The cell events name their cell without retaining it: a page turn would otherwise pay a
/// retain and a release for each. That is safe because the carousel
/// never lets go of a cell while an event is pending: a cell is in a slot, idle in the pool,
/// handed to the data source during a request (`firstOutstanding` and `outstanding`), or
/// retired by the pool, and retired cells are released only once the queue is empty (see
/// `releaseRetiredCells()`).
enum QueuedEvent {
  /// `carouselDidScroll(_:)`; the queue holds at most one, apart from the others.
  case didScroll
  case willBeginDragging
  case didEndDragging(willSettle: Bool)
  case didScrollToItem(Int)
  case willSettle(Int)
  case didSettle(Int)
  case didSelectItem(Int)
  case itemDidAppear(Int)
  case itemDidDisappear(Int)
  case willDisplay(Unmanaged<CarouselCell>, item: Int, slot: SlotPosition)
  case didEndDisplaying(Unmanaged<CarouselCell>, item: Int, slot: SlotPosition)
  /// `carousel(_:announce:)` of the text for this item, made when it is delivered (the label
  /// comes from the data source, host code that may not run while the state changes).
  case announce(Int)
  /// `carousel(_:prefetchItemAt:)`.
  case prefetch(Int)
  /// `carousel(_:cancelPrefetchingItemAt:)`.
  case cancelPrefetch(Int)
  /// `carousel(_:didUpdateFocusedItem:)`.
  case focus(Int?)
  /// Boxed, so that every other event, moved in and out of the queue, is three words.
  indirect case didFail(CarouselError)
}

extension QueuedEvent {
  /// Tells the delegate.
  ///
  /// - Parameters:
  ///   - delegate: The carousel's delegate.
  ///   - carousel: The carousel the event happened in.
  consuming func deliver(to delegate: any CarouselDelegate, from carousel: Carousel) {
    switch consume self {
    case .didScroll:
      delegate.carouselDidScroll(carousel)
    case .willBeginDragging:
      delegate.carouselWillBeginDragging(carousel)
    case .didEndDragging(let willSettle):
      delegate.carouselDidEndDragging(carousel, willSettle: willSettle)
    case .didScrollToItem(let index):
      delegate.carousel(carousel, didScrollToItemAt: index)
    case .willSettle(let index):
      delegate.carousel(carousel, willSettleOnItemAt: index)
    case .didSettle(let index):
      delegate.carousel(carousel, didSettleOnItemAt: index)
    case .didSelectItem(let index):
      delegate.carousel(carousel, didSelectItemAt: index)
    case .itemDidAppear(let index):
      delegate.carousel(carousel, itemDidAppearAt: index)
    case .itemDidDisappear(let index):
      delegate.carousel(carousel, itemDidDisappearAt: index)
    case .willDisplay(let cell, let item, let slot):
      delegate.carousel(
        carousel, willDisplay: cell.takeUnretainedValue(), forItemAt: item, in: slot)
    case .didEndDisplaying(let cell, let item, let slot):
      delegate.carousel(
        carousel, didEndDisplaying: cell.takeUnretainedValue(), forItemAt: item, in: slot)
    case .didFail(let error):
      delegate.carousel(carousel, didFailWith: error)
    case .announce(let item):
      delegate.carousel(carousel, announce: carousel.accessibilityText(forItem: item))
    case .prefetch(let item):
      delegate.carousel(carousel, prefetchItemAt: item)
    case .cancelPrefetch(let item):
      delegate.carousel(carousel, cancelPrefetchingItemAt: item)
    case .focus(let item):
      delegate.carousel(carousel, didUpdateFocusedItem: item)
    }
  }
}
