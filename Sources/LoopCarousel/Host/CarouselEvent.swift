/// A delegate event as a value: what ``Carousel/events(bufferingNewest:)`` yields, and what
/// the carousel queues until it delivers it.
///
/// Each case is one ``CarouselDelegate`` method, with its arguments. A cell is named by its
/// `ObjectIdentifier`, the key a host that keeps one view per cell uses, so that an event can
/// cross to any task.
///
/// A new event is a case here, its line in `deliver(to:from:)`, its requirement (with a
/// default) in ``CarouselDelegate``, and the line that posts it.
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
  /// ``CarouselDelegate/carousel(_:didCancelSettlingOnItemAt:)``.
  case didCancelSettlingOnItem(Int)
  /// ``CarouselDelegate/carousel(_:didSelectItemAt:)``.
  case didSelectItem(Int)
  /// ``CarouselDelegate/carousel(_:didHighlightItemAt:)``.
  case didHighlightItem(Int)
  /// ``CarouselDelegate/carousel(_:didUnhighlightItemAt:)``.
  case didUnhighlightItem(Int)
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
  /// ``CarouselDelegate/carousel(_:announce:)-(Carousel,CarouselAnnouncement)``, with what to announce.
  case announce(CarouselAnnouncement)
  /// ``CarouselDelegate/carousel(_:prefetchItemAt:)``.
  case prefetchItem(Int)
  /// ``CarouselDelegate/carousel(_:cancelPrefetchingItemAt:)``.
  case cancelPrefetchingItem(Int)
  /// ``CarouselDelegate/carousel(_:didUpdateFocusedItem:)``.
  case didUpdateFocusedItem(Int?)
}

extension CarouselEvent {
  /// Tells the delegate, with the cell a display event names.
  ///
  /// A display event whose cell no longer shows its item (an event kept and passed on after
  /// the carousel moved on) reaches no method.
  ///
  /// - Parameters:
  ///   - delegate: The carousel's delegate.
  ///   - carousel: The carousel the event happened in, which holds the cells the display
  ///     events name until they are delivered.
  func deliver(to delegate: any CarouselDelegate, from carousel: Carousel) {
    switch self {
    case .didScroll:
      delegate.carouselDidScroll(carousel)
    case .willBeginDragging:
      delegate.carouselWillBeginDragging(carousel)
    case .didEndDragging(let willSettle):
      delegate.carouselDidEndDragging(carousel, willSettle: willSettle)
    case .didScrollToItem(let index):
      delegate.carousel(carousel, didScrollToItemAt: index)
    case .willSettleOnItem(let index):
      delegate.carousel(carousel, willSettleOnItemAt: index)
    case .didSettleOnItem(let index):
      delegate.carousel(carousel, didSettleOnItemAt: index)
    case .didCancelSettlingOnItem(let index):
      delegate.carousel(carousel, didCancelSettlingOnItemAt: index)
    case .didSelectItem(let index):
      delegate.carousel(carousel, didSelectItemAt: index)
    case .didHighlightItem(let index):
      delegate.carousel(carousel, didHighlightItemAt: index)
    case .didUnhighlightItem(let index):
      delegate.carousel(carousel, didUnhighlightItemAt: index)
    case .itemDidAppear(let index):
      delegate.carousel(carousel, itemDidAppearAt: index)
    case .itemDidDisappear(let index):
      delegate.carousel(carousel, itemDidDisappearAt: index)
    case .willDisplay(let cell, let item, let slot):
      // An event passed on after its cell moved on reaches no method.
      guard let shown = carousel.displayedCell(cell) else { return }
      delegate.carousel(carousel, willDisplay: shown, forItemAt: item, in: slot)
    case .didEndDisplaying(let cell, let item, let slot):
      guard let leaving = carousel.leavingCell(cell) else { return }
      delegate.carousel(carousel, didEndDisplaying: leaving, forItemAt: item, in: slot)
    case .didFail(let error):
      delegate.carousel(carousel, didFailWith: error)
    case .announce(let announcement):
      delegate.carousel(carousel, announce: announcement)
    case .prefetchItem(let item):
      delegate.carousel(carousel, prefetchItemAt: item)
    case .cancelPrefetchingItem(let item):
      delegate.carousel(carousel, cancelPrefetchingItemAt: item)
    case .didUpdateFocusedItem(let item):
      delegate.carousel(carousel, didUpdateFocusedItem: item)
    }
  }
}

extension CarouselEvent: CustomStringConvertible {
  /// The event's name and arguments, for logs: `didScrollToItem 3`, `willDisplay 2 right`
  /// (a display event leaves its cell out), `didFail indexOutOfRange`.
  public var description: String {
    switch self {
    case .didScroll: "didScroll"
    case .willBeginDragging: "willBeginDragging"
    case .didEndDragging(let willSettle): "didEndDragging willSettle: \(willSettle)"
    case .didScrollToItem(let index): "didScrollToItem \(index)"
    case .willSettleOnItem(let index): "willSettleOnItem \(index)"
    case .didSettleOnItem(let index): "didSettleOnItem \(index)"
    case .didCancelSettlingOnItem(let index): "didCancelSettlingOnItem \(index)"
    case .didSelectItem(let index): "didSelectItem \(index)"
    case .didHighlightItem(let index): "didHighlightItem \(index)"
    case .didUnhighlightItem(let index): "didUnhighlightItem \(index)"
    case .itemDidAppear(let index): "itemDidAppear \(index)"
    case .itemDidDisappear(let index): "itemDidDisappear \(index)"
    case .willDisplay(_, let item, let slot): "willDisplay \(item) \(slot)"
    case .didEndDisplaying(_, let item, let slot): "didEndDisplaying \(item) \(slot)"
    case .didFail(let error): "didFail \(error.code)"
    case .announce(let announcement): "announce \(announcement.item)"
    case .prefetchItem(let index): "prefetchItem \(index)"
    case .cancelPrefetchingItem(let index): "cancelPrefetchingItem \(index)"
    case .didUpdateFocusedItem(let index):
      "didUpdateFocusedItem \(index.map(String.init) ?? "none")"
    }
  }
}
