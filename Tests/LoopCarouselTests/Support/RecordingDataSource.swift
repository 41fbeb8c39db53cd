@testable import LoopCarousel

/// A data source with heterogeneous cells (banner, text, ad by index modulo 3) that records
/// every request, so tests can count calls and check each slot's cell came from it.
final class RecordingDataSource: CarouselDataSource {
  struct Request: Equatable {
    var item: Int
    var slot: SlotPosition
  }

  var count: Int {
    didSet { if identities != nil { resizeIdentities() } }
  }
  /// With identity: the identifier of each item (`count` of them), and where each is.
  private(set) var identities: [Int]?
  private(set) var indexOfIdentity: [Int: Int] = [:]
  private var nextIdentity = 0
  /// The identifiers of the last 64 data the carousel read (at each `numberOfItems`), newest
  /// last.
  private var answered: [[Int]] = []
  /// The identifier of the item each cell was last handed out for, with identity.
  private(set) var identityOfCell: [ObjectIdentifier: Int] = [:]
  /// Every cell request, in order.
  private(set) var requests: [Request] = []
  /// The item each cell was last handed out for.
  private(set) var itemOfCell: [ObjectIdentifier: Int] = [:]
  private(set) var countQueries = 0
  /// Runs inside every cell request, before dequeuing (for reentrancy tests).
  var onRequest: ((Carousel, Int) -> Void)?
  /// Given to the next cell handed out, to run at its next `prepareForReuse()`.
  var onNextCellReset: (() -> Void)?
  /// Items whose requests throw `cellNotDequeued` (recorded in `requests` all the same).
  var failingItems: Set<Int> = []
  /// Replaces the normal cell for a request, to misbehave.
  var override: ((Carousel, Int, SlotPosition) throws(CarouselError) -> CarouselCell)?

  init(count: Int) {
    self.count = count
  }

  static let identifiers = ["banner", "text", "ad"]

  static func register(in carousel: Carousel) {
    carousel.register(BannerCell.self, forReuseIdentifier: "banner")
    carousel.register(TextCell.self, forReuseIdentifier: "text")
    carousel.register(AdCell.self, forReuseIdentifier: "ad")
  }

  /// Runs when a cell request returns a cell it dequeued, with the item.
  var onCellRequest: ((Int) -> Void)?
  /// Runs at each answer to `numberOfItems(in:)`, with the count given.
  var onNumberOfItems: ((Int) -> Void)?

  func numberOfItems(in carousel: Carousel) -> Int {
    countQueries += 1
    if let identities {
      // The data a reload reads: the carousel shows this, or data read before it if the
      // reload fails.
      answered.append(identities)
      if answered.count > 64 { answered.removeFirst() }
    }
    onNumberOfItems?(count)
    return count
  }

  func carousel(_ carousel: Carousel, cellForItemAt index: Int, in slot: SlotPosition)
    throws(CarouselError) -> CarouselCell
  {
    requests.append(Request(item: index, slot: slot))
    onRequest?(carousel, index)
    if failingItems.contains(index) {
      throw CarouselError(.cellNotDequeued, "the test data source fails item \(index)")
    }
    let cell: CarouselCell
    if let override {
      // A misbehaving source: its cells are not recorded as handed out for the item.
      return try override(carousel, index, slot)
    } else {
      cell = try carousel.dequeueReusableCell(
        withIdentifier: Self.identifiers[index % Self.identifiers.count])
    }
    itemOfCell[ObjectIdentifier(cell)] = index
    onCellRequest?(index)
    if let identities, index < identities.count {
      identityOfCell[ObjectIdentifier(cell)] = identities[index]
    } else {
      identityOfCell[ObjectIdentifier(cell)] = nil
    }
    (cell as? TestCell)?.item = index
    (cell as? TestCell)?.identity = identityOfCell[ObjectIdentifier(cell)]
    if let hook = onNextCellReset, let cell = cell as? TestCell {
      onNextCellReset = nil
      cell.onNextReset = hook
    }
    return cell
  }

  /// The autoplay interval of each item, if the source gives them.
  var autoplayIntervals: ((Int) -> Duration?)?

  func carousel(_ carousel: Carousel, autoplayIntervalForItemAt index: Int) -> Duration? {
    autoplayIntervals?(index)
  }

  /// Turns item identity on (every item gets a fresh identifier, never used before) or off.
  ///
  /// What cells were handed out for is kept: a cell a reload by identity renumbered is still
  /// checked by its identifier.
  func setIdentity(_ on: Bool) {
    guard on != (identities != nil) else { return }
    identities = on ? [] : nil
    indexOfIdentity = [:]
    if on { resizeIdentities() }
  }

  /// Inserts `amount` new items at `index`, with identity.
  func insert(_ amount: Int, at index: Int) {
    guard var ids = identities else { return }
    let at = min(max(index, 0), ids.count)
    ids.insert(contentsOf: (0..<amount).map { nextIdentity + $0 }, at: at)
    nextIdentity += amount
    setIdentities(ids)
  }

  /// Removes up to `amount` items from `index`, with identity.
  func remove(_ amount: Int, at index: Int) {
    guard var ids = identities, !ids.isEmpty else { return }
    let from = min(max(index, 0), ids.count - 1)
    ids.removeSubrange(from..<min(ids.count, from + amount))
    setIdentities(ids)
  }

  private func setIdentities(_ ids: [Int]) {
    identities = ids
    indexOfIdentity = Dictionary(uniqueKeysWithValues: ids.enumerated().map { ($1, $0) })
    if count != ids.count { count = ids.count }
  }

  /// New identifiers for items added at the end, the last ones dropped for items removed.
  private func resizeIdentities() {
    guard var ids = identities, ids.count != count else { return }
    // A huge count (the random runner's billions of items) has no array of identifiers:
    // identity goes off.
    guard count <= 10_000 else { return setIdentity(false) }
    if ids.count < count {
      ids += (0..<(count - ids.count)).map { nextIdentity + $0 }
      nextIdentity += count - ids.count
      nextIdentity = max(nextIdentity, (ids.max() ?? -1) + 1)
    } else {
      ids.removeLast(ids.count - count)
    }
    setIdentities(ids)
  }

  func carousel(_ carousel: Carousel, identifierForItemAt index: Int) -> AnyHashable? {
    guard let identities, index < identities.count else { return nil }
    return identities[index]
  }

  func carousel(_ carousel: Carousel, indexForItemIdentifier identifier: AnyHashable) -> Int? {
    (identifier as? Int).flatMap { indexOfIdentity[$0] }
  }

  /// Whether a cell shows the item it is in a slot for: the item it was handed out for, or,
  /// with identity, the item with its identifier now (a reload renumbers the cells it keeps;
  /// the number alone still holds while a reload the carousel refused leaves it on the old
  /// data).
  func handedOut(_ cell: CarouselCell, for item: Int) -> Bool {
    let key = ObjectIdentifier(cell)
    if itemOfCell[key] == item { return true }
    guard let identity = identityOfCell[key] else { return false }
    return ([identities ?? []] + answered).contains { item < $0.count && $0[item] == identity }
  }

  func resetLog() {
    requests.removeAll()
  }
}
