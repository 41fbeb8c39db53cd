import Foundation
import Testing

@testable import LoopCarousel

/// FSPagerView's transformers as built-in styles, each checked against FSPagerView's own
/// formulas (`FSPagerViewTransformer.applyTransform(to:for:)`) at positions across and past a
/// page; and the negative spacing they are made for.
@Suite("FSPagerView's transformers")
struct FSPagerViewStyleTests {
  /// A pager of 300-point items in a 390-point view, 180 points high.
  static func geometry(spacing: Double) throws -> CarouselGeometry {
    try CarouselGeometry(
      viewportLength: 390, itemLength: 300, spacing: spacing, crossLength: 200,
      itemCrossLength: 180)
  }

  static let positions: [Double] = [-2, -1.2, -1, -0.75, -0.5, -0.25, 0, 0.3, 0.5, 0.9, 1, 1.5, 3]

  /// Whether two numbers agree to rounding.
  static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 * max(1, abs(b)) }

  @Test("zoom-out: FSPagerView's scale, fade and shift toward the centre")
  func zoomOut() throws {
    let geometry = try Self.geometry(spacing: 0)
    let (minimumScale, minimumAlpha) = (0.85, 0.6)
    let itemSpan = geometry.pageLength
    let height = geometry.itemCrossLength
    for position in Self.positions {
      let t = ZoomOutStyle().transform(forProgress: position, in: geometry)
      guard abs(position) <= 1 else {
        #expect(t.alpha == 0, "at \(position)")
        #expect(t.scale == 1 && t.translation == 0, "at \(position)")
        continue
      }
      // FSPagerView's lines, restated.
      let scaleFactor = max(minimumScale, 1 - abs(position))
      let vertMargin = height * (1 - scaleFactor) / 2
      let horzMargin = itemSpan * (1 - scaleFactor) / 2
      let tx = position < 0 ? (horzMargin - vertMargin * 2) : (-horzMargin + vertMargin * 2)
      let alpha =
        minimumAlpha + (scaleFactor - minimumScale) / (1 - minimumScale) * (1 - minimumAlpha)
      #expect(Self.close(t.scale, scaleFactor), "scale at \(position)")
      #expect(Self.close(t.translation, tx), "translation at \(position)")
      #expect(Self.close(t.alpha, alpha), "alpha at \(position)")
    }
  }

  @Test("linear and overlap: FSPagerView's scale, fade and order, and its spacings")
  func linear() throws {
    let style = LinearStyle()
    #expect(style.linearSpacing(itemLength: 300) == -300 * 0.65 * 0.2)
    #expect(style.overlapSpacing(itemLength: 300) == -300 * 0.65 * 0.6)
    let geometry = try Self.geometry(spacing: style.overlapSpacing(itemLength: 300))
    var lastZ = Double.infinity
    for position in Self.positions where position >= 0 {
      let t = style.transform(forProgress: position, in: geometry)
      let scale = max(1 - (1 - 0.65) * abs(position), 0.65)
      let alpha = 0.6 + (1 - abs(position)) * (1 - 0.6)
      #expect(Self.close(t.scale, scale), "scale at \(position)")
      #expect(Self.close(t.alpha, min(1, max(0, alpha))), "alpha at \(position)")
      // Nearer the centre is drawn over, as FSPagerView's `(1 - |p|)·10`.
      #expect(t.zIndex < lastZ)
      lastZ = t.zIndex
    }
  }

  @Test(
    "ferris wheels: FSPagerView's turn and place on a wheel of fourteen", arguments: [false, true])
  func ferrisWheel(inverted: Bool) throws {
    let style = FerrisWheelStyle(inverted: inverted)
    #expect(style.proposedSpacing(itemLength: 300) == -45)
    let geometry = try Self.geometry(spacing: style.proposedSpacing(itemLength: 300))
    for position in Self.positions {
      let t = style.transform(forProgress: position, in: geometry)
      // FSPagerView: translate(-p·s, ty), rotate(p·θ), translate(0, -ty), with s the page.
      let itemSpacing = geometry.pageLength
      let radius = itemSpacing * 14 / (2 * .pi)
      let ty = radius * (inverted ? -1 : 1)
      let rotation = position * (2 * .pi / 14) * (inverted ? -1 : 1)
      // Where that affine transform takes the cell's centre, from its place.
      let centreX = -position * itemSpacing + ty * sin(rotation)
      let centreY = ty - ty * cos(rotation)
      #expect(Self.close(t.rotation, rotation), "rotation at \(position)")
      #expect(t.rotationAxis == .viewAxis)
      #expect(Self.close(t.translation, centreX), "translation at \(position)")
      #expect(Self.close(t.crossTranslation, centreY), "cross translation at \(position)")
      #expect(t.alpha == (abs(position) < 0.5 ? 1 : 0.6), "alpha at \(position)")
    }
  }

  @Test("the built-in list names them, and the names give the styles")
  func builtIn() {
    #expect(BuiltInStyle.zoomOut.style is ZoomOutStyle)
    #expect(BuiltInStyle.linear.style is LinearStyle)
    #expect((BuiltInStyle.ferrisWheel.style as? FerrisWheelStyle)?.inverted == false)
    #expect((BuiltInStyle.invertedFerrisWheel.style as? FerrisWheelStyle)?.inverted == true)
  }

  @Test("a negative spacing overlaps the cells; a page must stay positive and three fill the view")
  func negativeSpacing() throws {
    let geometry = try Self.geometry(spacing: -117)
    #expect(geometry.pageLength == 183)
    #expect(throws: CarouselError.self) { try Self.geometry(spacing: -300) }
    #expect(throws: CarouselError.self) { try Self.geometry(spacing: -.infinity) }
    // 300 + 300 - 250 = 350 < 390: three cells no longer fill the view.
    #expect(throws: CarouselError.self) { try Self.geometry(spacing: -250) }
  }

  @Test("overlapping cells turn, wrap and hit the topmost cell", arguments: BuiltInStyle.allCases)
  func overlappingCarousel(style: BuiltInStyle) throws {
    let h = Harness(count: 5, geometry: try Self.geometry(spacing: -117))
    h.carousel.style = style.style
    for _ in 0..<7 {
      h.swipe(pages: 0.6, velocity: 2)
      h.settle()
    }
    #expect(h.carousel.currentIndex == 2)
    #expect(h.carousel.phase == .idle)
    // At rest the middle cell is drawn over its neighbours where they overlap (a style that
    // draws it elsewhere, as the ferris wheels' neighbours, still puts it on top).
    let hit = h.carousel.item(atX: 195, y: 100)
    #expect(hit == 2)
    h.check()
  }
}
