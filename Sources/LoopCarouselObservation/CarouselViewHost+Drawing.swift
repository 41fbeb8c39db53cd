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
/// in on both sides. Its two copies then lie a lap apart on the endless strip the carousel
/// turns along, and `copy` is the lap's parity: a copy keeps its key as it moves to the
/// centre and back, so no view is made again as the carousel turns.
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
  /// One frame: moves animations and autoplay on to now, once per frame, then says what to
  /// draw.
  ///
  /// The frame's view calls it before it draws, so nothing changes after its `body`. SwiftUI
  /// may evaluate a frame's view again in the same frame (when a view around it read
  /// something the frame changed, such as the page): the same `stamp` then moves nothing,
  /// so the engine takes one step per frame.
  ///
  /// - Parameter stamp: What tells one frame from the next: the timeline's date.
  /// - Returns: At most three items.
  package func frame(stamp: AnyHashable) -> [DrawnItem<ItemID>] {
    if stamp != lastFrameStamp {
      lastFrameStamp = stamp
      advance()
    }
    return drawnItems()
  }

  /// The items drawn now, each with its key, left to right; a hidden placement is not
  /// drawn.
  ///
  /// - Returns: At most three items.
  package func drawnItems() -> [DrawnItem<ItemID>] {
    followStrip()
    let count = carousel.numberOfItems
    var drawn: [DrawnItem<ItemID>] = []
    for (offset, position) in SlotPosition.allCases.enumerated() {
      guard let placement = carousel.placement(for: position), !placement.isHidden,
        let identifier = (placement.cell as? IdentifiedCell<ItemID>)?.itemID
      else { continue }
      // Only two items ever show one item twice: its copies are a lap apart.
      let lap = Int((Double(stripIndex + offset - 1) / Double(max(count, 1))).rounded(.down))
      let copy = count == 2 ? lap & 1 : 0
      drawn.append(
        DrawnItem(key: DrawnItemKey(identifier: identifier, copy: copy), placement: placement))
    }
    return drawn
  }

  /// Moves ``stripIndex`` along with the turns: a turn to the next item puts the right slot's
  /// cell in the middle, a turn back the left one's; any other change of the middle cell (a
  /// jump, a reload) starts the strip again at the current item.
  private func followStrip() {
    let cells = SlotPosition.allCases.map { carousel.slot($0).map { ObjectIdentifier($0.cell) } }
    defer { stripCells = cells }
    guard cells[1] != stripCells[1] else { return }
    if cells[1] != nil, cells[1] == stripCells[2] {
      stripIndex += 1
    } else if cells[1] != nil, cells[1] == stripCells[0] {
      stripIndex -= 1
    } else {
      stripIndex = carousel.currentIndex ?? 0
    }
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
  ///   - x: The distance from the view's left edge, in points; clamped to the viewport.
  ///   - y: The distance from the view's top edge, in points; clamped to the viewport.
  /// - Returns: The identifier of the item selected, or `nil` (also before the view was laid
  ///   out with a size).
  package func tap(x: Double, y: Double) -> ItemID? {
    // The engine's viewport: the view's size once it was laid out with it.
    guard isLaidOut, x.isFinite, y.isFinite else { return nil }
    let geometry = carousel.geometry
    let (width, height) =
      geometry.orientation == .horizontal
      ? (geometry.viewportLength, geometry.crossLength)
      : (geometry.crossLength, geometry.viewportLength)
    var selected: Int?
    perform {
      selected = try $0.selectItem(
        atX: min(max(x, 0), width), y: min(max(y, 0), height), at: now)
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
