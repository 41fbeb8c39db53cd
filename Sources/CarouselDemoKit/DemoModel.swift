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
  /// Whether the log lists every event, the frequent ones too (`didScroll`, display,
  /// visibility, prefetch, announcements).
  let recordsAllEvents: Bool
  /// The name (`kind#serial`) of each cell the model made, for the display events, which
  /// name their cell by identifier.
  private var cellNames: [ObjectIdentifier: String] = [:]
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
    if cell.serial == 0 {
      cell.serial = carousel.numberOfCellsCreated
      cellNames[ObjectIdentifier(cell)] = cell.name
    }
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

  /// Logs every event through the one method that hears them all: a new event shows up with
  /// no change here, under its own name (``CarouselEvent/description``).
  func carousel(_ carousel: Carousel, didReceive event: CarouselEvent) {
    if let line = Self.line(for: event, listingAll: recordsAllEvents, cellNames: cellNames) {
      events.append(line)
    }
    didChange?()
  }

  /// How the demo lists an event, or `nil` when it is left out.
  ///
  /// The frequent ones (`didScroll`, display, visibility, prefetch, announcements) are listed
  /// only with `--all-events`. The names of the script language's first events are kept; any
  /// other event is listed as the engine names it.
  static func line(
    for event: CarouselEvent, listingAll: Bool, cellNames: [ObjectIdentifier: String]
  ) -> String? {
    switch event {
    case .didScroll, .itemDidAppear, .itemDidDisappear, .willDisplay, .didEndDisplaying,
      .prefetchItem, .cancelPrefetchingItem, .announce:
      guard listingAll else { return nil }
    default:
      break
    }
    switch event {
    case .didEndDragging: return "didEndDragging"
    case .willSettleOnItem(let index): return "willSettle \(index)"
    case .didSettleOnItem(let index): return "didSettle \(index)"
    case .didCancelSettlingOnItem(let index): return "cancelSettle \(index)"
    case .itemDidAppear(let index): return "appear \(index)"
    case .itemDidDisappear(let index): return "disappear \(index)"
    case .willDisplay(let cell, let index, let slot):
      return "willDisplay \(index) \(slot) \(cellNames[cell] ?? "?")"
    case .didEndDisplaying(let cell, let index, let slot):
      return "didEndDisplaying \(index) \(slot) \(cellNames[cell] ?? "?")"
    case .didUpdateFocusedItem(let index): return "focus \(index.map(String.init) ?? "none")"
    case .didFail(let error): return "didFail \(error.code.name)"
    default: return event.description
    }
  }

  /// `kind#serial` for a demo cell, the reuse identifier for any other cell.
  static func name(of cell: CarouselCell) -> String {
    (cell as? DemoCell)?.name ?? cell.reuseIdentifier
  }
}
