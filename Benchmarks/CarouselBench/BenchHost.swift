import LoopCarousel

/// A cell that holds nothing but the item it shows, so that the figures are the engine's own.
final class BenchCell: CarouselCell {
  /// The item the cell was last configured for.
  var item = 0
}

/// A data source with a fixed item count that dequeues through a registration, or by its
/// identifier.
///
/// It keeps nothing per item, so 3 items and 10⁹ items cost the same.
final class BenchDataSource: CarouselDataSource {
  let count: Int
  let registration: CellRegistration<BenchCell>
  /// Whether it dequeues with `dequeueReusableCell(withIdentifier:as:)`.
  let byIdentifier: Bool

  init(count: Int, registration: CellRegistration<BenchCell>, byIdentifier: Bool = false) {
    self.count = count
    self.registration = registration
    self.byIdentifier = byIdentifier
  }

  func numberOfItems(in carousel: Carousel) -> Int { count }

  func carousel(
    _ carousel: Carousel, cellForItemAt index: Int, in slot: SlotPosition
  ) throws(CarouselError) -> CarouselCell {
    let cell =
      byIdentifier
      ? try carousel.dequeueReusableCell(withIdentifier: "bench", as: BenchCell.self)
      : try carousel.dequeueReusableCell(registration)
    cell.item = index
    return cell
  }
}

/// A delegate that receives every event and does nothing with it, so that the cost of
/// delivering events is part of each figure but no host work is.
final class BenchDelegate: CarouselDelegate {
  func carouselWillBeginDragging(_ carousel: Carousel) {}

  func carouselDidEndDragging(_ carousel: Carousel, willSettle: Bool) {}

  func carouselDidScroll(_ carousel: Carousel) {}

  func carousel(_ carousel: Carousel, didScrollToItemAt index: Int) {}

  func carousel(_ carousel: Carousel, willSettleOnItemAt index: Int) {}

  func carousel(_ carousel: Carousel, didSettleOnItemAt index: Int) {}

  func carousel(_ carousel: Carousel, shouldSelectItemAt index: Int) -> Bool { true }

  func carousel(_ carousel: Carousel, didSelectItemAt index: Int) {}

  func carousel(_ carousel: Carousel, itemDidAppearAt index: Int) {}

  func carousel(_ carousel: Carousel, itemDidDisappearAt index: Int) {}

  func carousel(
    _ carousel: Carousel, willDisplay cell: CarouselCell, forItemAt index: Int,
    in slot: SlotPosition
  ) {}

  func carousel(
    _ carousel: Carousel, didEndDisplaying cell: CarouselCell, forItemAt index: Int,
    in slot: SlotPosition
  ) {}

  func carousel(_ carousel: Carousel, didFailWith error: CarouselError) {}

  func carousel(_ carousel: Carousel, announce announcement: CarouselAnnouncement) {}

  func carousel(_ carousel: Carousel, prefetchItemAt index: Int) {}

  func carousel(_ carousel: Carousel, cancelPrefetchingItemAt index: Int) {}

  func carousel(_ carousel: Carousel, didUpdateFocusedItem index: Int?) {}
}
