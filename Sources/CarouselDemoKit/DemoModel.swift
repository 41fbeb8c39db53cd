import LoopCarousel

/// The demo's data source and delegate: a count of items of three kinds, and a log of the
/// delegate events delivered.
final class DemoModel: CarouselDataSource, CarouselDelegate {
  /// The number of items the next reload reads.
  var count = 0 {
    didSet { resizeIdentifiers() }
  }
  /// Whether the data source gives the carousel identifiers (`identity on`).
  var givesIdentity = false
  /// Each item's identifier, once an `insert` or a `delete` made them differ from the index;
  /// `nil` while item `i` is identifier `i`.
  private(set) var identifiers: [Int]?
  /// Where each identifier is, while `identifiers` is set.
  private var indexOfIdentifier: [Int: Int] = [:]
  /// The identifier the next new item gets.
  private var nextIdentifier = 0
  /// The most items `insert` and `delete` can edit: their identifiers are kept in an array.
  static let largestEditableCount = 1_000_000
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

  /// The identifier of an item.
  func identifier(of item: Int) -> Int {
    identifiers.map { item < $0.count ? $0[item] : item } ?? item
  }

  /// Inserts `amount` new items at `index` (`0...count`), with new identifiers.
  func insert(_ amount: Int, at index: Int) {
    var ids = materializedIdentifiers()
    ids.insert(contentsOf: (0..<amount).map { nextIdentifier + $0 }, at: index)
    nextIdentifier += amount
    setIdentifiers(ids)
  }

  /// Removes up to `amount` items from `index` (`0..<count`).
  func delete(_ amount: Int, at index: Int) {
    var ids = materializedIdentifiers()
    ids.removeSubrange(index..<min(ids.count, index + amount))
    setIdentifiers(ids)
  }

  /// The data as it is, to put back after a reload the carousel refused.
  var saved: (count: Int, identifiers: [Int]?, next: Int) {
    (count, identifiers, nextIdentifier)
  }

  /// Puts back data that `saved` returned.
  func restore(_ data: (count: Int, identifiers: [Int]?, next: Int)) {
    nextIdentifier = data.next
    if let ids = data.identifiers { setIdentifiers(ids) } else { identifiers = nil }
    count = data.count
  }

  private func materializedIdentifiers() -> [Int] {
    if let identifiers { return identifiers }
    nextIdentifier = max(nextIdentifier, count)
    return Array(0..<count)
  }

  private func setIdentifiers(_ ids: [Int]) {
    identifiers = ids
    indexOfIdentifier = Dictionary(uniqueKeysWithValues: ids.enumerated().map { ($1, $0) })
    if count != ids.count { count = ids.count }
  }

  /// New identifiers for items added at the end by `items` or `reload`, none for those cut.
  ///
  /// A negative count (which the engine refuses) leaves them as they are. Past
  /// ``largestEditableCount`` items there is no keeping one identifier each: the edits'
  /// identifiers are forgotten, and each item is identified by its index again.
  private func resizeIdentifiers() {
    guard var ids = identifiers, ids.count != count, count >= 0 else { return }
    guard count <= Self.largestEditableCount else {
      identifiers = nil
      indexOfIdentifier = [:]
      return
    }
    if ids.count > count {
      ids.removeLast(ids.count - count)
    } else {
      let added = count - ids.count
      ids += (0..<added).map { nextIdentifier + $0 }
      nextIdentifier += added
    }
    setIdentifiers(ids)
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
    // The kind follows the item, wherever inserts and deletes move it.
    switch CellKind(item: identifier(of: index)) {
    case .banner: cell = try carousel.dequeueReusableCell(banner)
    case .text: cell = try carousel.dequeueReusableCell(text)
    case .ad: cell = try carousel.dequeueReusableCell(ad)
    }
    if cell.serial == 0 { cell.serial = carousel.numberOfCellsCreated }
    return cell
  }

  func carousel(_ carousel: Carousel, identifierForItemAt index: Int) -> AnyHashable? {
    givesIdentity ? identifier(of: index) : nil
  }

  func carousel(_ carousel: Carousel, indexForItemIdentifier identifier: AnyHashable) -> Int? {
    guard givesIdentity, let identifier = identifier as? Int else { return nil }
    if identifiers != nil { return indexOfIdentifier[identifier] }
    return identifier < count ? identifier : nil
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

  func carousel(_ carousel: Carousel, didCancelSettlingOnItemAt index: Int) {
    log("cancelSettle \(index)")
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

  func carousel(_ carousel: Carousel, didUpdateFocusedItem index: Int?) {
    log("focus \(index.map(String.init) ?? "none")")
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
