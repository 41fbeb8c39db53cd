@testable import LoopCarousel

/// Events compare by case and payload; a cell event's cell by identity.
///
/// For tests only: the engine never compares events. Exhaustive on the left-hand side, so
/// that a new case of the engine's must be added here.
extension QueuedEvent: Equatable {
  static func == (lhs: QueuedEvent, rhs: QueuedEvent) -> Bool {
    switch lhs {
    case .didScroll:
      if case .didScroll = rhs { return true }
    case .willBeginDragging:
      if case .willBeginDragging = rhs { return true }
    case .didEndDragging(let willSettle):
      if case .didEndDragging(let other) = rhs { return willSettle == other }
    case .didScrollToItem(let item):
      if case .didScrollToItem(let other) = rhs { return item == other }
    case .willSettle(let item):
      if case .willSettle(let other) = rhs { return item == other }
    case .didSettle(let item):
      if case .didSettle(let other) = rhs { return item == other }
    case .didSelectItem(let item):
      if case .didSelectItem(let other) = rhs { return item == other }
    case .itemDidAppear(let item):
      if case .itemDidAppear(let other) = rhs { return item == other }
    case .itemDidDisappear(let item):
      if case .itemDidDisappear(let other) = rhs { return item == other }
    case .willDisplay(let cell, let item, let slot):
      if case .willDisplay(let otherCell, let otherItem, let otherSlot) = rhs {
        return cell.toOpaque() == otherCell.toOpaque() && item == otherItem && slot == otherSlot
      }
    case .didEndDisplaying(let cell, let item, let slot):
      if case .didEndDisplaying(let otherCell, let otherItem, let otherSlot) = rhs {
        return cell.toOpaque() == otherCell.toOpaque() && item == otherItem && slot == otherSlot
      }
    case .didFail(let error):
      if case .didFail(let other) = rhs { return error == other }
    case .announce(let item):
      if case .announce(let other) = rhs { return item == other }
    case .prefetch(let item):
      if case .prefetch(let other) = rhs { return item == other }
    case .cancelPrefetch(let item):
      if case .cancelPrefetch(let other) = rhs { return item == other }
    case .focus(let item):
      if case .focus(let other) = rhs { return item == other }
    }
    return false
  }
}
