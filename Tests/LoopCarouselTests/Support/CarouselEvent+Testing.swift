import LoopCarousel

extension ObjectIdentifier {
  /// The cell a recorder writes into the display events it lists, so that events recorded
  /// from two carousels compare equal: `.willDisplay(cell: .anyCell, item: 2, slot: .right)`.
  static let anyCell = ObjectIdentifier(AnyCell.self)
}

/// The type whose identity stands for any cell.
private enum AnyCell {}

/// What tests ask of the carousel's events, whatever the case: none of it needs a line for a
/// new event.
extension CarouselEvent {
  /// The event with its cell, if it names one, as ``anyCell``.
  var withAnyCell: CarouselEvent {
    switch self {
    case .willDisplay(_, let item, let slot): .willDisplay(cell: .anyCell, item: item, slot: slot)
    case .didEndDisplaying(_, let item, let slot):
      .didEndDisplaying(cell: .anyCell, item: item, slot: slot)
    default: self
    }
  }

  /// The name of the event's case: `"willSettleOnItem"` for `.willSettleOnItem(2)`.
  var caseName: String {
    String(description.prefix { $0 != " " })
  }

  /// The code of a `didFail`'s error, or `nil` for any other event.
  var failureCode: CarouselError.Code? {
    if case .didFail(let error) = self { error.code } else { nil }
  }

  /// Whether this is a `didScrollToItem`, whatever the item.
  var isScrollToItem: Bool {
    if case .didScrollToItem = self { true } else { false }
  }

  /// Whether this is a `willSettleOnItem` or a `didSettleOnItem`, whatever the item.
  var isSettle: Bool {
    switch self {
    case .willSettleOnItem, .didSettleOnItem: true
    default: false
    }
  }

  /// Whether this is a `didSettleOnItem`, whatever the item.
  var isDidSettle: Bool {
    if case .didSettleOnItem = self { true } else { false }
  }

  /// Whether this is a `didSelectItem`, whatever the item.
  var isSelection: Bool {
    if case .didSelectItem = self { true } else { false }
  }

  /// Whether this is a `didFail`, whatever the error.
  var isFailure: Bool {
    if case .didFail = self { true } else { false }
  }

  /// Whether this is a `prefetchItem` or a `cancelPrefetchingItem`, whatever the item.
  var isPrefetch: Bool {
    switch self {
    case .prefetchItem, .cancelPrefetchingItem: true
    default: false
    }
  }

  /// Whether this is an `itemDidAppear` or an `itemDidDisappear`, whatever the item.
  var isVisibility: Bool {
    switch self {
    case .itemDidAppear, .itemDidDisappear: true
    default: false
    }
  }
}
