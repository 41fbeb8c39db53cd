import LoopCarousel

/// A cell that counts its resets, the base of the test cell kinds.
class TestCell: CarouselCell {
  var resets = 0
  var kind: String { "cell" }

  override func prepareForReuse() {
    resets += 1
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
