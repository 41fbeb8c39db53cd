import Foundation
import LoopCarousel
import Testing

@testable import CarouselDemoKit

/// The placements' matrices against the drawing path they replaced, pixel for pixel.
///
/// Before ``CellPlacement`` existed, the HTML page drew each card from
/// `layoutAttributes(for:)` with CSS's own transform functions: a `perspective` on the
/// viewport, `transform-origin` at the style's anchor, then `translate3d`, `rotateY`
/// (`rotateX` vertical, `rotateZ` about the view axis) and `scale`, mirrored by hand for right
/// to left. This suite keeps that path as its reference: for one frame it writes two pages —
/// the reference, and the placements' path (`left`, `top`, `width`, `height` and
/// `matrix3d(…)`, nothing else) — screenshots both in Chromium and compares them.
///
/// The two paths reach the same pixels by different arithmetic, so edges may be antialiased a
/// little differently: a pixel may differ only if its colour in each drawing is a mix of the
/// colours within one pixel of it in the other. Anything else is a card drawn somewhere else.
@Suite(
  "The placements' matrices draw what CSS's transform functions drew",
  .serialized,
  .enabled(
    if: Chromium.executable != nil || Chromium.isRequired,
    "Chromium is not installed (apt-get install chromium); CI installs it and fails without it"))
struct DrawingPathTests {
  @Test(
    "one frame, drawn both ways",
    arguments: [
      "items 5; viewport 400; item 200; style coverFlow",
      "items 5; item 240 spacing 16; style coverFlow; drag 0.3",
      "rtl; items 5; item 240 spacing 16; style coverFlow; drag 0.3",
      "items 5; viewport 400; item 200; style cube; drag 0.5",
      "items 5; viewport 400; item 200; style cube; drag 0.3",
      "vertical; items 5; item 260 spacing 10; style cube; drag -0.35",
      "items 5; viewport 400; item 200; style wheel; drag 0.2",
      "items 5; viewport 400; item 200; style depth; drag 0.4",
    ])
  func bothPaths(_ script: String) throws {
    let runner = DemoRunner()
    for step in try ScriptParser.parse(script) { _ = runner.perform(step) }
    let carousel = runner.carousel
    let drawn = try Self.screenshot(Self.page(placementsOf: carousel))
    let reference = try Self.screenshot(Self.page(cssFunctionsOf: carousel, runner: runner))
    #expect(drawn.width == reference.width && drawn.height == reference.height)

    var differing = 0
    var unexplained: [String] = []
    var coloured = 0
    for y in 0..<drawn.height {
      for x in 0..<drawn.width {
        let (a, b) = (drawn[x, y], reference[x, y])
        if a != Self.background { coloured += 1 }
        guard a.distance(to: b) > 0 else { continue }
        differing += 1
        // Antialiasing: each drawing's colour mixes the other's within one pixel.
        guard
          !(Self.mixesNeighbours(a, x, y, in: reference)
            && Self.mixesNeighbours(b, x, y, in: drawn))
        else { continue }
        unexplained.append("(\(x), \(y)): \(a) drawn, \(b) in the reference")
      }
    }
    #expect(
      unexplained.isEmpty,
      "\(unexplained.count) of \(differing) differing pixels are not antialiasing: \(unexplained.prefix(5))"
    )
    // The frame drew something: a blank page on both sides would pass the comparison.
    #expect(coloured > 10_000, "only \(coloured) pixels show a card")
  }

  /// The pages' background, where no card is.
  static let background = PNGImage.Color(43, 43, 51)

  /// Whether `color` is a mix of the colours within one pixel of `(x, y)` in `image`: each
  /// channel between their least and greatest, 8 levels either side.
  static func mixesNeighbours(_ color: PNGImage.Color, _ x: Int, _ y: Int, in image: PNGImage)
    -> Bool
  {
    var low = (red: 255, green: 255, blue: 255)
    var high = (red: 0, green: 0, blue: 0)
    for ny in max(0, y - 1)...min(image.height - 1, y + 1) {
      for nx in max(0, x - 1)...min(image.width - 1, x + 1) {
        let c = image[nx, ny]
        low = (min(low.red, c.red), min(low.green, c.green), min(low.blue, c.blue))
        high = (max(high.red, c.red), max(high.green, c.green), max(high.blue, c.blue))
      }
    }
    return (low.red - 8...high.red + 8).contains(color.red)
      && (low.green - 8...high.green + 8).contains(color.green)
      && (low.blue - 8...high.blue + 8).contains(color.blue)
  }

  /// The placements' path: what a host writes, one assignment per property.
  static func page(placementsOf carousel: Carousel) -> String {
    let cards = SlotPosition.allCases.compactMap { carousel.placement(for: $0) }
      .filter { !$0.isHidden }
      .map { p in
        let matrix = p.transform.elements.map { "\($0)" }.joined(separator: ",")
        return card(
          item: p.item,
          style: """
            left: \(p.frame.x)px; top: \(p.frame.y)px; width: \(p.frame.width)px; \
            height: \(p.frame.height)px; transform: matrix3d(\(matrix)); opacity: \(p.alpha); \
            z-index: \(p.drawingOrder);
            """)
      }
    return document(carousel, perspective: nil, cards: cards)
  }

  /// The previous path: the style's raw values as CSS transform functions about the anchor.
  static func page(cssFunctionsOf carousel: Carousel, runner: DemoRunner) -> String {
    let geometry = carousel.geometry
    let vertical = carousel.geometry.orientation == .vertical
    let sign = carousel.geometry.layoutDirection == .rightToLeft && !vertical ? -1.0 : 1.0
    let inset = (geometry.crossLength - geometry.itemCrossLength) / 2
    let cards = SlotPosition.allCases.compactMap { carousel.layoutAttributes(for: $0) }
      .filter(\.isVisible)
      .map { a in
        let t = a.transform
        let anchor = sign < 0 ? 1 - t.anchor : t.anchor
        let box: String
        let move: String
        let turn: String
        if vertical {
          box = """
            left: \(inset)px; top: \(a.frameOrigin)px; width: \(geometry.itemCrossLength)px; \
            height: \(a.frameLength)px; transform-origin: 50% \(anchor * 100)%;
            """
          move = "translate3d(\(t.crossTranslation)px, \(t.translation)px, \(t.depth)px)"
          turn =
            t.rotationAxis == .viewAxis ? "rotateZ(\(t.rotation)rad)" : "rotateX(\(-t.rotation)rad)"
        } else {
          box = """
            left: \(a.frameOrigin)px; top: \(inset)px; width: \(a.frameLength)px; \
            height: \(geometry.itemCrossLength)px; transform-origin: \(anchor * 100)% 50%;
            """
          move = "translate3d(\(sign * t.translation)px, \(t.crossTranslation)px, \(t.depth)px)"
          turn =
            t.rotationAxis == .viewAxis
            ? "rotateZ(\(sign * t.rotation)rad)" : "rotateY(\(sign * t.rotation)rad)"
        }
        // Ties in zIndex: the middle slot, then the left, then the right, as the hit test.
        let tie = [SlotPosition.middle: 2, .left: 1, .right: 0][a.position] ?? 0
        return card(
          item: a.item,
          style: """
            \(box) transform: \(move) \(turn) scale(\(t.scale)); opacity: \(t.alpha); \
            z-index: \(Int((t.zIndex * 1000).rounded()) * 3 + tie + 100_000);
            """)
      }
    return document(carousel, perspective: carousel.style.perspective, cards: cards)
  }

  static func card(item: Int, style: String) -> String {
    let color = ItemPalette.color(ofItem: item)
    return """
      <div class="card" style="\(style) background: rgb(\(color.red),\(color.green),\(color.blue));"></div>
      """
  }

  static func document(_ carousel: Carousel, perspective: Double?, cards: [String]) -> String {
    let geometry = carousel.geometry
    let vertical = carousel.geometry.orientation == .vertical
    let (width, height) =
      vertical
      ? (geometry.crossLength, geometry.viewportLength)
      : (geometry.viewportLength, geometry.crossLength)
    let depth = perspective.map { "perspective: \($0)px;" } ?? ""
    return """
      <!doctype html>
      <html><head><style>
      body { margin: 0; background: rgb(43,43,51); }
      #viewport { position: absolute; left: 20px; top: 20px; width: \(width)px; height: \(height)px;
        overflow: hidden; background: rgb(43,43,51); \(depth) }
      .card { position: absolute; box-sizing: border-box; backface-visibility: hidden; }
      </style></head><body><div id="viewport">
      \(cards.joined(separator: "\n"))
      </div></body></html>
      """
  }

  /// Screenshots a page written to a temporary file.
  static func screenshot(_ html: String) throws -> PNGImage {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("loopcarousel-paths-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let page = directory.appendingPathComponent("page.html")
    try html.write(to: page, atomically: true, encoding: .utf8)
    let png = directory.appendingPathComponent("shot.png")
    try Chromium.screenshot(of: "file://\(page.path)", to: png.path)
    return try PNGImage(bytes: Array(Data(contentsOf: png)))
  }
}
