@testable import LoopCarousel

/// A data source with heterogeneous cells (banner, text, ad by index modulo 3) that records
/// every request, so tests can count calls and check each slot's cell came from it.
final class RecordingDataSource: CarouselDataSource {
  struct Request: Equatable {
    var item: Int
    var slot: SlotPosition
  }

  var count: Int
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

  /// Runs at each answer to `numberOfItems(in:)`, with the count given.
  var onNumberOfItems: ((Int) -> Void)?

  func numberOfItems(in carousel: Carousel) -> Int {
    countQueries += 1
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
    (cell as? TestCell)?.item = index
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

  func resetLog() {
    requests.removeAll()
  }
}
