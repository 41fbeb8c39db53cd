import LoopCarousel

/// One delegate callback as a test records it: which callback, with the values that matter to
/// a test (the carousel argument and the cells are left out, so that events recorded from two
/// carousels compare equal).
///
/// The description reads like the callback, so that a failed comparison shows the events as
/// `[willBeginDragging, didEndDragging(willSettle: true), willSettle 1]`.
enum DelegateEvent: Equatable, Sendable, CustomStringConvertible {
  /// `carouselDidScroll(_:)`.
  case didScroll
  /// `carouselWillBeginDragging(_:)`.
  case willBeginDragging
  /// `carouselDidEndDragging(_:willSettle:)`.
  case didEndDragging(willSettle: Bool)
  /// `carousel(_:didScrollToItemAt:)`: the carousel came to rest on another item.
  case didScrollToItem(Int)
  /// `carousel(_:willSettleOnItemAt:)`: a settle toward the item began.
  case willSettle(Int)
  /// `carousel(_:didSettleOnItemAt:)`: a settle ended on the item.
  case didSettle(Int)
  /// `carousel(_:didSelectItemAt:)`.
  case didSelectItem(Int)
  /// `carousel(_:itemDidAppearAt:)`.
  case appear(Int)
  /// `carousel(_:itemDidDisappearAt:)`.
  case disappear(Int)
  /// `carousel(_:willDisplay:forItemAt:in:)`.
  case willDisplay(item: Int, slot: SlotPosition)
  /// `carousel(_:didEndDisplaying:forItemAt:in:)`.
  case didEndDisplaying(item: Int, slot: SlotPosition)
  /// `carousel(_:didFailWith:)`, with the error's code.
  case didFail(CarouselError.Code)
  /// `carousel(_:prefetchItemAt:)`.
  case prefetch(Int)
  /// `carousel(_:cancelPrefetchingItemAt:)`.
  case cancelPrefetch(Int)
  /// `carousel(_:didUpdateFocusedItem:)`.
  case focus(Int?)

  var description: String {
    switch self {
    case .didScroll: "didScroll"
    case .willBeginDragging: "willBeginDragging"
    case .didEndDragging(let willSettle): "didEndDragging(willSettle: \(willSettle))"
    case .didScrollToItem(let item): "didScrollToItem \(item)"
    case .willSettle(let item): "willSettle \(item)"
    case .didSettle(let item): "didSettle \(item)"
    case .didSelectItem(let item): "didSelectItem \(item)"
    case .appear(let item): "appear \(item)"
    case .disappear(let item): "disappear \(item)"
    case .willDisplay(let item, let slot): "willDisplay \(item) \(slot)"
    case .didEndDisplaying(let item, let slot): "didEndDisplaying \(item) \(slot)"
    case .didFail(let code): "didFail \(code)"
    case .prefetch(let item): "prefetch \(item)"
    case .cancelPrefetch(let item): "cancelPrefetch \(item)"
    case .focus(let item): "focus \(item.map(String.init) ?? "none")"
    }
  }

  /// Whether this is a `didScrollToItem`, whatever the item.
  var isScrollToItem: Bool {
    if case .didScrollToItem = self { true } else { false }
  }

  /// Whether this is a `willSettle` or a `didSettle`, whatever the item.
  var isSettle: Bool {
    switch self {
    case .willSettle, .didSettle: true
    default: false
    }
  }

  /// Whether this is a `didSettle`, whatever the item.
  var isDidSettle: Bool {
    if case .didSettle = self { true } else { false }
  }

  /// Whether this is a `didSelectItem`, whatever the item.
  var isSelection: Bool {
    if case .didSelectItem = self { true } else { false }
  }

  /// Whether this is a `didFail`, whatever the code.
  var isFailure: Bool {
    if case .didFail = self { true } else { false }
  }

  /// Whether this is an `appear` or a `disappear`, whatever the item.
  var isVisibility: Bool {
    switch self {
    case .appear, .disappear: true
    default: false
    }
  }
}
