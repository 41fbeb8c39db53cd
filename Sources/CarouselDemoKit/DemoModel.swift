import LoopCarousel

/// The demo's data source and delegate: a count of items of three kinds, and a log of the
/// delegate events delivered.
final class DemoModel: CarouselDataSource, CarouselDelegate {
  /// The number of items the next reload reads.
  var count = 0
  /// The events delivered since the log was last taken, in order, as the output shows them.
  private(set) var events: [String] = []
  /// Whether the log also lists `didScroll`, `willDisplay` and `didEndDisplaying`.
  let recordsAllEvents: Bool
  /// Called on every delegate call, logged or not: the interactive UI schedules a redraw.
  var didChange: (() -> Void)?

  private let banner: CellRegistration<BannerCell>
  private let text: CellRegistration<TextCell>
  private let ad: CellRegistration<AdCell>

  /// Creates a model and registers the cell classes with a carousel.
  ///
  /// - Parameters:
  ///   - carousel: The carousel the model serves; the caller sets it as data source and
  ///     delegate.
  ///   - recordsAllEvents: Whether to log the frequent events too.
  init(carousel: Carousel, recordsAllEvents: Bool = false) {
    self.recordsAllEvents = recordsAllEvents
    banner = carousel.register(BannerCell.self, forReuseIdentifier: CellKind.banner.rawValue)
    text = carousel.register(TextCell.self, forReuseIdentifier: CellKind.text.rawValue)
    ad = carousel.register(AdCell.self, forReuseIdentifier: CellKind.ad.rawValue)
  }

  /// Returns the logged events and clears the log.
  func takeEvents() -> [String] {
    defer { events.removeAll(keepingCapacity: true) }
    return events
  }

  // MARK: - CarouselDataSource

  func numberOfItems(in carousel: Carousel) -> Int { count }

  func carousel(_ carousel: Carousel, cellForItemAt index: Int, in slot: SlotPosition)
    throws(CarouselError) -> CarouselCell
  {
    let cell: DemoCell
    switch CellKind(item: index) {
    case .banner: cell = try carousel.dequeueReusableCell(banner)
    case .text: cell = try carousel.dequeueReusableCell(text)
    case .ad: cell = try carousel.dequeueReusableCell(ad)
    }
    if cell.serial == 0 { cell.serial = carousel.numberOfCellsCreated }
    return cell
  }

  // MARK: - CarouselDelegate

  func carouselWillBeginDragging(_ carousel: Carousel) {
    log("willBeginDragging")
  }

  func carouselDidEndDragging(_ carousel: Carousel, willSettle: Bool) {
    log("didEndDragging")
  }

  func carouselDidScroll(_ carousel: Carousel) {
    if recordsAllEvents { events.append("didScroll") }
    didChange?()
  }

  func carousel(_ carousel: Carousel, didScrollToItemAt index: Int) {
    log("didScrollToItem \(index)")
  }

  func carousel(_ carousel: Carousel, willSettleOnItemAt index: Int) {
    log("willSettle \(index)")
  }

  func carousel(_ carousel: Carousel, didSettleOnItemAt index: Int) {
    log("didSettle \(index)")
  }

  func carousel(_ carousel: Carousel, itemDidAppearAt index: Int) {
    if recordsAllEvents { log("appear \(index)") }
  }

  func carousel(_ carousel: Carousel, itemDidDisappearAt index: Int) {
    if recordsAllEvents { log("disappear \(index)") }
  }

  func carousel(_ carousel: Carousel, didSelectItemAt index: Int) {
    log("didSelectItem \(index)")
  }

  func carousel(
    _ carousel: Carousel, willDisplay cell: CarouselCell, forItemAt index: Int,
    in slot: SlotPosition
  ) {
    if recordsAllEvents { events.append("willDisplay \(index) \(slot) \(Self.name(of: cell))") }
  }

  func carousel(
    _ carousel: Carousel, didEndDisplaying cell: CarouselCell, forItemAt index: Int,
    in slot: SlotPosition
  ) {
    if recordsAllEvents {
      events.append("didEndDisplaying \(index) \(slot) \(Self.name(of: cell))")
    }
  }

  func carousel(_ carousel: Carousel, didFailWith error: CarouselError) {
    log("didFail \(error.code.name)")
  }

  private func log(_ event: String) {
    events.append(event)
    didChange?()
  }

  /// `kind#serial` for a demo cell, the reuse identifier for any other cell.
  static func name(of cell: CarouselCell) -> String {
    (cell as? DemoCell)?.name ?? cell.reuseIdentifier
  }
}
