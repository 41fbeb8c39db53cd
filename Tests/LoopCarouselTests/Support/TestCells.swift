import LoopCarousel

/// A cell that counts its resets, the base of the test cell kinds.
class TestCell: CarouselCell {
  var resets = 0
  /// The item the test data source configured the cell for; `nil` once it was reset.
  var item: Int?
  /// The identifier of that item, when the data source gave identifiers.
  var identity: Int?
  var kind: String { "cell" }
  /// Runs once, at the cell's next `prepareForReuse()` (for reentrancy tests).
  var onNextReset: (() -> Void)?

  override func prepareForReuse() {
    resets += 1
    item = nil
    identity = nil
    if let hook = onNextReset {
      onNextReset = nil
      hook()
    }
  }
}

final class BannerCell: TestCell {
  override var kind: String { "banner" }
}

final class TextCell: TestCell {
  override var kind: String { "text" }
}

final class AdCell: TestCell {
  override var kind: String { "ad" }
}
