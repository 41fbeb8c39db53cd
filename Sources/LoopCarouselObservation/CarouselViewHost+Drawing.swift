// What the SwiftUI view `LoopCarouselView` draws each frame, and the taps on it: the items by
// identity, the page dots, and when the items' own controls take touches. Tested on Linux.
package import LoopCarousel

/// One item a carousel view draws, and where.
package struct DrawnItem<ItemID: Hashable> {
  /// The identity of the item's view.
  package let key: DrawnItemKey<ItemID>
  /// Where the item is drawn: its frame, transform, opacity and order.
  package let placement: CellPlacement

  /// The item's identifier.
  package var identifier: ItemID { key.identifier }
}

/// The identity of an item's view: the item's identifier, so that the view's `@State` stays
/// with the item however the carousel's cells are reused.
///
/// An item is drawn twice only when a wrapping carousel has two items: the other item peeks
/// in on both sides. Its copy nearest the centre is copy 0, the one that keeps the item's
/// state; the other is copy 1. At rest, where both are as near, copy 0 is the next one.
package struct DrawnItemKey<ItemID: Hashable>: Hashable {
  /// The item's identifier.
  package let identifier: ItemID
  /// 0; 1 for the second copy of an item drawn twice.
  package let copy: Int

  package init(identifier: ItemID, copy: Int) {
    self.identifier = identifier
    self.copy = copy
  }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension CarouselViewHost {
  /// One frame: moves animations and autoplay on to now, then says what to draw.
  ///
  /// The frame's view calls it before it draws, so nothing changes after its `body` and
  /// one evaluation draws each frame.
  ///
  /// - Returns: At most three items.
  package func frame() -> [DrawnItem<ItemID>] {
    advance()
    return drawnItems()
  }

  /// The items drawn now, each with its key.
  ///
  /// The middle slot's item comes first, then the side the carousel moves toward (the next
  /// one at rest). A hidden placement is not drawn.
  ///
  /// - Returns: At most three items.
  package func drawnItems() -> [DrawnItem<ItemID>] {
    let sides: [SlotPosition] = carousel.pagePosition < 0 ? [.left, .right] : [.right, .left]
    var drawn: [DrawnItem<ItemID>] = []
    for position in [.middle] + sides {
      guard let placement = carousel.placement(for: position), !placement.isHidden,
        let identifier = (placement.cell as? IdentifiedCell<ItemID>)?.itemID
      else { continue }
      let copy = drawn.count { $0.identifier == identifier }
      drawn.append(
        DrawnItem(key: DrawnItemKey(identifier: identifier, copy: copy), placement: placement))
    }
    return drawn
  }

  /// Whether the items' own controls (a button in a card) take touches.
  ///
  /// They do at rest and while a ticker moves, not while the carousel drags or settles. Then
  /// a tap goes to ``tap(x:y:)``, which catches the motion and selects nothing, as a tap on a
  /// scroll view that is still moving does: no button fires that the user did not aim at.
  package var itemsTakeTouches: Bool {
    model.phase == .idle || model.phase == .ticking
  }

  /// A tap at a point of the view, by the engine's rule (`Carousel.selectItem(atX:y:at:)`):
  /// one during a settle catches it and selects nothing; one on a side item selects it and,
  /// as ``Carousel/centersSelectedItem`` is on, brings it to the centre.
  ///
  /// - Parameters:
  ///   - x: The distance from the view's left edge, in points; clamped to the view.
  ///   - y: The distance from the view's top edge, in points; clamped to the view.
  /// - Returns: The identifier of the item selected, or `nil`.
  package func tap(x: Double, y: Double) -> ItemID? {
    guard let viewport, x.isFinite, y.isFinite else { return nil }
    var selected: Int?
    perform {
      selected = try $0.selectItem(
        atX: min(max(x, 0), viewport.width), y: min(max(y, 0), viewport.height), at: now)
    }
    return selected.flatMap(source.identifier(at:))
  }

  /// The page dots to draw: a window of at most `maximumDots` around the current page, or
  /// `nil` when the carousel shows no page indicator (no items, or one item).
  ///
  /// - Parameter maximumDots: The most dots drawn.
  /// - Returns: The dots.
  package func pageDots(maximumDots: Int) -> PageIndicatorWindow? {
    // Read from the model, so that a view that draws the dots draws them again as they change.
    guard model.showsPageIndicator, let page = model.currentPage else { return nil }
    return PageIndicatorWindow(
      numberOfPages: model.numberOfPages, currentPage: page, maximumDots: maximumDots)
  }

  /// A tap on a page's dot: scrolls to that page, as a page control does.
  ///
  /// - Parameter page: The page.
  package func selectPage(_ page: Int) {
    guard page >= 0, page < carousel.numberOfItems, page != carousel.targetIndex,
      carousel.phase != .dragging
    else { return }
    perform { try $0.scrollToItem(at: page, animated: true, at: now) }
  }
}
