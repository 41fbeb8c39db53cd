import Foundation
import LoopCarousel
import Testing

@testable import CarouselDemoKit

/// Renders `carousel-demo --html` pages in headless Chromium and checks the screenshot's
/// pixels against what the engine said: the host contract (`layoutAttributes(for:)` and the
/// style transforms) drawn by a real renderer.
///
/// Each check runs a script whose last frame is the moment to look at, opens the page on that
/// frame (`#frame=N`) and reads colours inside the viewport. Card colours are flat
/// (``ItemPalette``), so away from edges and the label a pixel is its item's colour exactly;
/// the tolerances below cover antialiasing at most, and were set from what Chromium draws.
@Suite(
  "The HTML page in a browser",
  .serialized,
  .enabled(
    if: Chromium.executable != nil || Chromium.isRequired,
    "Chromium is not installed (apt-get install chromium); CI installs it and fails without it"))
struct BrowserTests {
  /// The page's viewport background, where no card is.
  static let background = PNGImage.Color(43, 43, 51)
  /// How far a flat fill may be from its colour: Chromium draws them exactly; 4 leaves room
  /// for a renderer that dithers.
  static let flat = 4

  @Test("at rest the middle item fills the viewport; its neighbours are off screen")
  func atRest() throws {
    let shot = try Screenshot(script: "items 5; swipe 0.5; settle")
    #expect(shot.runner.carousel.currentIndex == 1)
    for fraction in [0.03, 0.5, 0.97] {
      #expect(shot.color(along: fraction).distance(to: shot.item(1)) <= Self.flat)
    }
  }

  @Test("peeking neighbours and the gaps between cards are where layoutAttributes puts them")
  func peeking() throws {
    let shot = try Screenshot(script: "items 5; item 240 spacing 16")
    let carousel = shot.runner.carousel
    let length = carousel.geometry.viewportLength
    var edges: [Double] = []
    for position in SlotPosition.allCases {
      let attributes = try #require(carousel.layoutAttributes(for: position))
      let start = max(attributes.frameOrigin, 0)
      let end = min(attributes.frameOrigin + attributes.frameLength, length)
      edges += [attributes.frameOrigin, attributes.frameOrigin + attributes.frameLength]
      guard end - start > 8 else { continue }
      let color = shot.color(along: (start + end) / 2 / length)
      #expect(
        color.distance(to: shot.item(attributes.item)) <= Self.flat,
        "\(position) slot, item \(attributes.item), points \(start)...\(end)")
    }
    // The 16-point gaps: between the left card's end and the middle's start, and after it.
    for (end, start) in [(edges[1], edges[2]), (edges[3], edges[4])] {
      #expect(shot.color(along: (end + start) / 2 / length).distance(to: Self.background) <= 2)
    }
    #expect(edges == [-216, 24, 40, 280, 296, 536])
  }

  @Test("mid-swipe the two cards share the viewport in proportion to the offset")
  func midSwipe() throws {
    let shot = try Screenshot(script: "items 5; drag 0.3")
    #expect(abs(shot.runner.carousel.pagePosition - 0.3) < 1e-9)
    let current = shot.fraction(of: shot.item(0))
    let next = shot.fraction(of: shot.item(1))
    #expect(abs(current - 0.7) <= 0.01, "item 0 covers \(current) of the row")
    #expect(abs(next - 0.3) <= 0.01, "item 1 covers \(next) of the row")
  }

  @Test("crossFade mixes the two colours by their alphas")
  func crossFade() throws {
    let shot = try Screenshot(script: "items 5; style crossFade; drag 0.5")
    let seen = shot.color(along: 0.5)
    // Both cards are at alpha 0.5 over the background, one over the other.
    func over(_ top: PNGImage.Color, _ bottom: PNGImage.Color) -> PNGImage.Color {
      func mix(_ t: Int, _ b: Int, _ g: Int) -> Int {
        Int((0.5 * Double(t) + 0.25 * Double(b) + 0.25 * Double(g)).rounded())
      }
      let g = Self.background
      return PNGImage.Color(
        mix(top.red, bottom.red, g.red), mix(top.green, bottom.green, g.green),
        mix(top.blue, bottom.blue, g.blue))
    }
    let expected = [over(shot.item(0), shot.item(1)), over(shot.item(1), shot.item(0))]
    #expect(
      expected.contains { seen.distance(to: $0) <= 3 }, "saw \(seen), expected one of \(expected)")
    #expect(seen.distance(to: shot.item(0)) > 40 && seen.distance(to: shot.item(1)) > 40)
  }

  @Test(
    "cover flow and cube turn the side faces, which draw narrower than the middle card",
    arguments: ["style coverFlow", "style cube; drag 0.5"])
  func turnedFaces(_ commands: String) throws {
    // 200-point cards in a 400-point viewport: flat, the neighbours show 100 points each.
    let shot = try Screenshot(script: "items 5; viewport 400; item 200; \(commands)")
    if commands.contains("cube") {
      // Halfway through a cube turn: two faces, each turned by 45° about their shared edge,
      // fill the view; flat, each would be 200 points wide.
      let faces = try [0, 1].map { try #require(shot.box(of: shot.item($0))) }
      #expect(faces.allSatisfy { $0.width > 40 && $0.width < 180 }, "faces \(faces)")
      #expect(faces[0].maxX < faces[1].minX + 4, "item 0 \(faces[0]), item 1 \(faces[1])")
    } else {
      let boxes = try [4, 0, 1].map { try #require(shot.box(of: shot.item($0))) }
      #expect(abs(boxes[1].width - 200) <= 2, "the middle card is flat: \(boxes[1])")
      #expect(
        boxes[0].width < 75 && boxes[2].width < 75 && boxes[0].width > 5,
        "the side cards show less than their flat 100 points: \(boxes)")
    }
  }

  @Test("the wheel moves the side cards off the axis, down its arc")
  func wheel() throws {
    let shot = try Screenshot(script: "items 5; viewport 400; item 200; style wheel")
    // The side cards are drawn at their alpha (0.75) over the background.
    let boxes = try SlotPosition.allCases.map { position in
      let attributes = try #require(shot.runner.carousel.layoutAttributes(for: position))
      let color = shot.item(attributes.item, alpha: attributes.transform.alpha)
      return try #require(shot.box(of: color), "no \(color) for the \(position) slot")
    }
    #expect(boxes[0].midY > boxes[1].midY + 5 && boxes[2].midY > boxes[1].midY + 5, "\(boxes)")
    #expect(abs(boxes[0].midY - boxes[2].midY) <= 2, "the arc is symmetric: \(boxes)")
  }

  @Test(
    "item(atX:y:) names the card Chromium draws at each point of a 3D frame",
    arguments: [
      "items 5; item 240 spacing 16; style coverFlow; drag 0.3",
      "items 5; viewport 400; item 200; style cube; drag 0.6",
      "vertical; items 5; item 260 spacing 10; style coverFlow; drag -0.35",
    ])
  func hitTestMatchesPixels(_ script: String) throws {
    let shot = try Screenshot(script: script)
    let carousel = shot.runner.carousel
    // The colours a point can show away from edges and labels: a card's or the background.
    let known: [(item: Int?, color: PNGImage.Color)] =
      [(nil, Self.background)] + (0..<5).map { ($0, shot.item($0)) }
    var checked = 0
    var wrong: [String] = []
    for py in stride(from: Int(shot.viewport.minY), through: Int(shot.viewport.maxY), by: 3) {
      for px in stride(from: Int(shot.viewport.minX), through: Int(shot.viewport.maxX), by: 3) {
        // The pixel's centre, in the viewport's points (the page draws at scale 1).
        let x = Double(px) - shot.viewport.minX + 0.5
        let y = Double(py) - shot.viewport.minY + 0.5
        let item = carousel.item(atX: x, y: y)
        // Near an edge, a rounded corner or antialiasing decides: no verdict.
        let around = [(-12.0, 0.0), (12, 0), (0, -12), (0, 12)].map {
          carousel.item(atX: x + $0.0, y: y + $0.1)
        }
        guard around.allSatisfy({ $0 == item }) else { continue }
        // A label (dark text over the card) shows no known colour: no verdict.
        let color = shot.image[px, py]
        guard let seen = known.first(where: { color.distance(to: $0.color) <= Self.flat })
        else { continue }
        checked += 1
        if seen.item != item {
          let hit = item.map(String.init) ?? "nothing"
          wrong.append("(\(x), \(y)): hit \(hit), drawn \(seen.item.map(String.init) ?? "nothing")")
        }
      }
    }
    #expect(wrong.isEmpty, "\(wrong.count) of \(checked) points differ: \(wrong.prefix(5))")
    #expect(checked > 1_000, "only \(checked) points had a verdict")
  }

  /// The script of the docs' picture: a cover-flow turn with peeking neighbours.
  ///
  /// It is its own script, apart from the built-in scenario, so that a change to the demo's
  /// tour (a new built-in style) leaves the picture as it is.
  static let pictureScript = """
    items 5
    item 240 spacing 16
    goto 3 instant
    style coverFlow
    next
    settle
    """

  /// The docs' picture: half way through a cover-flow turn, from item 3 to item 4.
  ///
  /// The picture in the docs must be this very screenshot, pixel for pixel, so that it never
  /// shows an older build. `LOOPCAROUSEL_SCREENSHOT=PATH` saves it instead of comparing (see
  /// the `--html` section of Examples/CarouselDemo/README.md).
  @Test("the docs' picture is what this build draws: a cover-flow turn between two covers")
  func tour() throws {
    let shot = try Screenshot(script: Self.pictureScript, title: "a cover-flow turn") {
      recorder in
      let coverFlow = recorder.styles.firstIndex(of: "coverFlow")
      let turning = recorder.records.indices.filter { index in
        let fields = recorder.records[index].split(separator: ",", maxSplits: 5)
        return Int(fields[3]) == coverFlow && fields[4] == #""settling""#
      }
      return turning[turning.count / 2]
    }
    // Half way from item 3 to item 4: both covers are in the viewport, turned.
    #expect(shot.box(of: shot.item(3)) != nil && shot.box(of: shot.item(4)) != nil)
    if let path = ProcessInfo.processInfo.environment["LOOPCAROUSEL_SCREENSHOT"] {
      try shot.png.write(to: URL(fileURLWithPath: path))
      return
    }
    let published = try PNGImage(bytes: Array(Data(contentsOf: Self.readmePicture)))
    #expect(published.width == shot.image.width && published.height == shot.image.height)
    guard published.width == shot.image.width, published.height == shot.image.height else {
      return
    }
    var differing = 0
    for y in 0..<published.height {
      for x in 0..<published.width where published[x, y] != shot.image[x, y] {
        differing += 1
      }
    }
    #expect(
      differing == 0,
      """
      the docs' picture is not what this build draws (\(differing) pixels differ); make it \
      again: LOOPCAROUSEL_SCREENSHOT=\(Self.readmePicture.path) swift test --filter tour
      """)
  }

  /// The picture the demo's README and the DocC articles show.
  static let readmePicture = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/LoopCarousel/LoopCarousel.docc/Resources")
    .appendingPathComponent("carousel-demo-html.png")

  @Test("vertical puts the next item below; right to left puts it on the left")
  func directions() throws {
    let vertical = try Screenshot(script: "vertical; items 5; drag 0.3")
    let top = try #require(vertical.box(of: vertical.item(0)))
    let below = try #require(vertical.box(of: vertical.item(1)))
    #expect(below.minY > top.maxY, "item 1 \(below) is below item 0 \(top)")
    #expect(abs(top.height / vertical.viewport.height - 0.7) <= 0.01)

    let mirrored = try Screenshot(script: "rtl; items 5; drag 0.3")
    let current = try #require(mirrored.box(of: mirrored.item(0)))
    let next = try #require(mirrored.box(of: mirrored.item(1)))
    #expect(next.maxX < current.minX, "item 1 \(next) is left of item 0 \(current)")
    #expect(abs(current.width / mirrored.viewport.width - 0.7) <= 0.01)
  }
}

/// A page rendered on its last frame, and where its viewport is in the screenshot.
struct Screenshot: CustomStringConvertible {
  /// A rectangle of pixels.
  struct Box: CustomStringConvertible {
    var minX: Double
    var minY: Double
    var maxX: Double
    var maxY: Double
    var width: Double { maxX - minX + 1 }
    var height: Double { maxY - minY + 1 }
    var midY: Double { (minY + maxY) / 2 }
    var description: String { "x \(minX)...\(maxX), y \(minY)...\(maxY)" }
  }

  let runner: DemoRunner
  let image: PNGImage
  var description: String { "a \(image.width)×\(image.height) screenshot, viewport \(viewport)" }
  /// The inside of the page's viewport, in screenshot pixels.
  let viewport: Box

  /// The screenshot as Chromium wrote it.
  let png: Data

  /// Runs a script, writes its page and screenshots it on a frame.
  ///
  /// - Parameters:
  ///   - script: The script.
  ///   - title: The page's title.
  ///   - frame: Picks the frame to show from the records; the last one by default.
  /// - Throws: A script that does not parse, a file that cannot be written or read, a browser
  ///   that fails, or a screenshot with no viewport in it.
  init(
    script: String, title: String = "test",
    frame: (PlaybackRecorder) -> Int = { $0.records.count - 1 }
  ) throws {
    runner = DemoRunner()
    let recorder = PlaybackRecorder()
    runner.recorder = recorder
    for step in try ScriptParser.parse(script) { _ = runner.perform(step) }
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("loopcarousel-browser-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let page = directory.appendingPathComponent("page.html")
    try PlaybackPage.html(for: recorder, title: title).write(
      to: page, atomically: true, encoding: .utf8)
    let png = directory.appendingPathComponent("shot.png")
    try Chromium.screenshot(of: "file://\(page.path)#frame=\(frame(recorder))", to: png.path)
    self.png = try Data(contentsOf: png)
    image = try PNGImage(bytes: Array(self.png))
    viewport = try Self.findViewport(in: image)
  }

  /// The colour of an item's card.
  func item(_ index: Int) -> PNGImage.Color {
    let color = ItemPalette.color(ofItem: index)
    return PNGImage.Color(color.red, color.green, color.blue)
  }

  /// An item's colour drawn at an opacity over the viewport's background.
  func item(_ index: Int, alpha: Double) -> PNGImage.Color {
    let color = item(index)
    let g = BrowserTests.background
    func mix(_ c: Int, _ b: Int) -> Int {
      Int((alpha * Double(c) + (1 - alpha) * Double(b)).rounded())
    }
    return PNGImage.Color(mix(color.red, g.red), mix(color.green, g.green), mix(color.blue, g.blue))
  }

  /// The row the checks read: across the axis, above the cards' labels.
  private var rowY: Int { Int(viewport.minY + viewport.height * 0.35) }

  /// The colour at a fraction of the viewport's length along the scroll axis, on ``rowY``.
  func color(along fraction: Double) -> PNGImage.Color {
    image[Int(viewport.minX + fraction * (viewport.width - 1)), rowY]
  }

  /// The fraction of the viewport's row that is a colour.
  func fraction(of color: PNGImage.Color) -> Double {
    let xs = Int(viewport.minX)...Int(viewport.maxX)
    let count = xs.filter { image[$0, rowY].distance(to: color) <= BrowserTests.flat }.count
    return Double(count) / viewport.width
  }

  /// The bounding box of a colour inside the viewport, or `nil` when it is not there.
  func box(of color: PNGImage.Color) -> Box? {
    var found: Box?
    for y in Int(viewport.minY)...Int(viewport.maxY) {
      for x in Int(viewport.minX)...Int(viewport.maxX)
      where image[x, y].distance(to: color) <= BrowserTests.flat {
        let (px, py) = (Double(x), Double(y))
        if var box = found {
          box.minX = min(box.minX, px)
          box.maxX = max(box.maxX, px)
          box.minY = min(box.minY, py)
          box.maxY = max(box.maxY, py)
          found = box
        } else {
          found = Box(minX: px, minY: py, maxX: px, maxY: py)
        }
      }
    }
    return found
  }

  /// The viewport's 2-pixel outline is the only long straight run of its colour on the page.
  static func findViewport(in image: PNGImage) throws -> Box {
    let outline = PNGImage.Color(138, 138, 150)
    func longestRun(_ count: Int, _ color: (Int) -> PNGImage.Color) -> Int {
      var best = 0
      var run = 0
      for index in 0..<count {
        run = color(index) == outline ? run + 1 : 0
        best = max(best, run)
      }
      return best
    }
    let rows = (0..<image.height).filter { y in longestRun(image.width) { image[$0, y] } >= 60 }
    let columns = (0..<image.width).filter { x in
      longestRun(image.height) { image[x, $0] } >= 60
    }
    guard let top = rows.first, let bottom = rows.last, let left = columns.first,
      let right = columns.last
    else {
      throw PNGImage.DecodingError(description: "no viewport outline in the screenshot")
    }
    // The outline is drawn outside the viewport's box, 2 pixels wide.
    return Box(
      minX: Double(left + 2), minY: Double(top + 2), maxX: Double(right - 2),
      maxY: Double(bottom - 2))
  }
}

/// Headless Chromium, found on the `PATH` (or at `$CHROMIUM`).
enum Chromium {
  static let executable: String? = {
    let environment = ProcessInfo.processInfo.environment
    if let path = environment["CHROMIUM"], FileManager.default.isExecutableFile(atPath: path) {
      return path
    }
    let directories = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
      for directory in directories {
        let path = "\(directory)/\(name)"
        if FileManager.default.isExecutableFile(atPath: path) { return path }
      }
    }
    return nil
  }()

  /// Whether a missing browser is a failure: in CI (`CI` is set), where `.ci/run` installs it.
  static let isRequired = ProcessInfo.processInfo.environment["CI"] != nil

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Writes a PNG of a page at a fixed window size.
  static func screenshot(of url: String, to path: String) throws {
    guard let executable else {
      throw Failure(
        description: "Chromium is not installed: install it (apt-get install chromium) or set "
          + "CHROMIUM to its path")
    }
    let home = FileManager.default.temporaryDirectory.path
    let result = Spawn.run(
      [
        executable, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
        "--force-device-scale-factor=1", "--window-size=900,560", "--screenshot=\(path)", url,
      ],
      environment: ["HOME=\(home)", "PATH=/usr/local/bin:/usr/bin:/bin", "LANG=C.UTF-8"])
    guard let result, result.status == 0, FileManager.default.fileExists(atPath: path) else {
      throw Failure(
        description: "Chromium could not take a screenshot (status \(result?.status ?? -1)): "
          + (result?.errorOutput.suffix(600) ?? "it did not start"))
    }
  }
}
