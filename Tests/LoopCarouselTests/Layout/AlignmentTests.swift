import Testing

@testable import LoopCarousel

/// `CarouselAlignment.leading`: the current item at the leading edge, only the next peeking.
@Suite("Leading alignment")
struct AlignmentTests {
  static func geometry(
    _ direction: CarouselLayoutDirection = .leftToRight, alignment: CarouselAlignment = .leading
  ) throws -> CarouselGeometry {
    try CarouselGeometry(
      viewportLength: 320, itemLength: 240, spacing: 16, layoutDirection: direction,
      alignment: alignment)
  }

  /// The frames of the three slots, left to right by slot.
  private func frames(_ h: Harness) -> [ClosedRange<Double>] {
    SlotPosition.allCases.compactMap { h.carousel.layoutAttributes(for: $0) }.map {
      $0.frameOrigin...($0.frameOrigin + $0.frameLength)
    }
  }

  @Test("left to right: the current item at the left edge, the next peeking, the previous off")
  func leftToRight() throws {
    let h = Harness(count: 5, geometry: try Self.geometry())
    h.delegate.recordsVisibility = true
    #expect(frames(h) == [-256...(-16), 0...240, 256...496])
    #expect(h.picture == [0: 0, 1: 256])
    #expect(h.carousel.item(atPoint: 100) == 0)
    #expect(h.carousel.item(atPoint: 248) == nil)
    #expect(h.carousel.item(atPoint: 300) == 1)
    #expect(h.delegate.visibleItems == [0, 1])
    #expect(h.carousel.layoutAttributes(for: .right)?.progress == 1)
  }

  @Test("right to left: the current item at the right edge, the next peeking on the left")
  func rightToLeft() throws {
    let h = Harness(count: 5, geometry: try Self.geometry(.rightToLeft))
    #expect(frames(h) == [336...576, 80...320, -176...64])
    #expect(h.picture == [0: 80, 1: -176])
    #expect(h.carousel.item(atPoint: 30) == 1)
    #expect(h.carousel.item(atPoint: 200) == 0)
  }

  @Test("the shift comes before a gap could open after the next item; no gap on the way")
  func shiftThreshold() throws {
    let h = Harness(count: 5, geometry: try Self.geometry())
    // (pageLength + item − viewport) / pageLength = (256 + 240 − 320) / 256
    #expect(h.carousel.geometry.shiftThreshold == 176.0 / 256)
    h.begin()
    for step in 1...40 {
      h.move(pages: 0.05, over: 0, from: Double(step - 1) * 0.05)
      let covered = frames(h)
      #expect(covered.map(\.lowerBound).min()! <= 0 && covered.map(\.upperBound).max()! >= 320)
    }
    #expect(h.carousel.currentIndex == 2)
    h.release(velocity: 0)
    h.settle()
    #expect(frames(h)[1] == 0...240)
  }

  @Test("a viewport the next item cannot fill is refused for leading, fine for centred")
  func validation() throws {
    // itemLength + pageLength / 2 = 240 + 128 = 368.
    #expect(throws: CarouselError.self) {
      try CarouselGeometry(viewportLength: 369, itemLength: 240, spacing: 16, alignment: .leading)
    }
    _ = try CarouselGeometry(viewportLength: 368, itemLength: 240, spacing: 16, alignment: .leading)
    _ = try CarouselGeometry(viewportLength: 369, itemLength: 240, spacing: 16)
    let full = try CarouselGeometry(viewportLength: 320, alignment: .leading)
    #expect(full.shiftThreshold == 1)
  }

  @Test("switching alignment at rest moves the picture, keeps the item, and reports visibility")
  func switching() throws {
    let h = Harness(count: 5, geometry: try Self.geometry(alignment: .center))
    h.delegate.recordsVisibility = true
    #expect(h.delegate.visibleItems == [4, 0, 1])
    try h.carousel.setGeometry(try Self.geometry())
    #expect(h.carousel.currentIndex == 0)
    #expect(h.delegate.take() == [.itemDidDisappear(4)])
    #expect(h.carousel.geometry.alignment == .leading)
  }
}
