import LoopCarousel
import Testing

/// A style with a name for test output.
struct NamedStyle: CustomTestStringConvertible, Sendable {
  let name: String
  let style: any CarouselStyle

  var testDescription: String { name }

  init(_ name: String, _ style: any CarouselStyle) {
    self.name = name
    self.style = style
  }

  /// The styles that look the same on both sides of the centre.
  static let symmetric: [NamedStyle] = [
    NamedStyle(".plain", .plain),
    NamedStyle(".zoom", .zoom),
    NamedStyle(".zoom(0.5, 0.4)", .zoom(minimumScale: 0.5, scalePerPage: 0.4)),
    NamedStyle(".crossFade", .crossFade),
    NamedStyle(".coverFlow", .coverFlow),
    NamedStyle(".coverFlow(π/4, 0.25)", .coverFlow(maximumAngle: .pi / 4, spacingFactor: 0.25)),
    NamedStyle(".cube", .cube),
    NamedStyle(".wheel", .wheel),
    NamedStyle(".wheel(centered: true)", .wheel(centered: true)),
  ]

  /// Every built-in style, with the defaults, other parameters, and parameters out of range.
  static let all: [NamedStyle] =
    symmetric + [
      NamedStyle(".depth", .depth),
      NamedStyle(".depth(minimumScale: 0.5)", .depth(minimumScale: 0.5)),
      NamedStyle("ZoomStyle(NaN, ∞)", ZoomStyle(minimumScale: .nan, scalePerPage: .infinity)),
      NamedStyle("ZoomStyle(-5, 1e308)", ZoomStyle(minimumScale: -5, scalePerPage: 1e308)),
      NamedStyle("DepthStyle(-∞)", DepthStyle(minimumScale: -.infinity)),
      NamedStyle(
        "CoverFlowStyle(1e308, 1e300)", CoverFlowStyle(maximumAngle: 1e308, spacingFactor: 1e300)),
      NamedStyle(
        "WheelStyle(1e300, 1e300)",
        WheelStyle(centered: true, angularSpacing: 1e300, radiusFactor: 1e300)),
      NamedStyle("WheelStyle(NaN, -∞)", WheelStyle(angularSpacing: .nan, radiusFactor: -.infinity)),
    ]
}

/// A geometry with a name for test output.
struct NamedGeometry: CustomTestStringConvertible, Sendable {
  let name: String
  let viewportLength: Double
  let itemLength: Double
  let spacing: Double

  var testDescription: String { name }

  func make() throws -> CarouselGeometry {
    try CarouselGeometry(viewportLength: viewportLength, itemLength: itemLength, spacing: spacing)
  }

  static let all: [NamedGeometry] = [
    NamedGeometry(name: "full-width 320", viewportLength: 320, itemLength: 320, spacing: 0),
    NamedGeometry(
      name: "peeking 280 + 10 in 320", viewportLength: 320, itemLength: 280, spacing: 10),
    NamedGeometry(
      name: "the longest lengths a geometry accepts", viewportLength: 1e12, itemLength: 1e12,
      spacing: 1e12),
  ]
}

/// One row of the formula table: a style at a progress and the transform it must return.
struct StyleCase: CustomTestStringConvertible, Sendable {
  let name: String
  let style: any CarouselStyle
  let progress: Double
  let expected: SlotTransform

  var testDescription: String { "\(name) at progress \(progress)" }

  init(_ name: String, _ style: any CarouselStyle, _ progress: Double, _ expected: SlotTransform) {
    self.name = name
    self.style = style
    self.progress = progress
    self.expected = expected
  }

  /// The page length and spacing of ``StyleTests/geometry``.
  static let page = 290.0
  static let spacing = 10.0

  // Sines and cosines of the angles in the table, from half- and double-angle formulas over
  // exact square roots, so that the table does not use the engine's own trigonometry.
  static let cosQuarter = (0.5).squareRoot()  // cos π/4 = sin π/4
  static let cosEighth = ((1 + cosQuarter) / 2).squareRoot()  // cos π/8
  static let sinEighth = cosQuarter / (2 * cosEighth)  // sin π/8, as sin π/4 / (2 cos π/8)
  static let cosSixteenth = ((1 + cosEighth) / 2).squareRoot()  // cos π/16
  static let sinSixteenth = sinEighth / (2 * cosSixteenth)  // sin π/16

  static let plain: [StyleCase] = [
    StyleCase(".plain", .plain, -1, SlotTransform(zIndex: -1)),
    StyleCase(".plain", .plain, -0.5, SlotTransform(zIndex: -0.5)),
    StyleCase(".plain", .plain, 0, .identity),
    StyleCase(".plain", .plain, 0.5, SlotTransform(zIndex: -0.5)),
    StyleCase(".plain", .plain, 1, SlotTransform(zIndex: -1)),
  ]

  static let zoom: [StyleCase] = [
    StyleCase(".zoom", .zoom, -1, SlotTransform(scale: 0.85, zIndex: -1)),
    StyleCase(".zoom", .zoom, -0.5, SlotTransform(scale: 0.85, zIndex: -0.5)),
    StyleCase(".zoom", .zoom, 0, .identity),
    StyleCase(".zoom", .zoom, 0.1, SlotTransform(scale: 0.9, zIndex: -0.1)),
    StyleCase(".zoom", .zoom, 0.5, SlotTransform(scale: 0.85, zIndex: -0.5)),
    StyleCase(".zoom", .zoom, 1, SlotTransform(scale: 0.85, zIndex: -1)),
    StyleCase(
      ".zoom(0.5, 0.4)", .zoom(minimumScale: 0.5, scalePerPage: 0.4), -1,
      SlotTransform(scale: 0.6, zIndex: -1)),
    StyleCase(
      ".zoom(0.5, 0.4)", .zoom(minimumScale: 0.5, scalePerPage: 0.4), -0.5,
      SlotTransform(scale: 0.8, zIndex: -0.5)),
    StyleCase(".zoom(0.5, 0.4)", .zoom(minimumScale: 0.5, scalePerPage: 0.4), 0, .identity),
    StyleCase(
      ".zoom(0.5, 0.4)", .zoom(minimumScale: 0.5, scalePerPage: 0.4), 0.5,
      SlotTransform(scale: 0.8, zIndex: -0.5)),
    StyleCase(
      ".zoom(0.5, 0.4)", .zoom(minimumScale: 0.5, scalePerPage: 0.4), 1,
      SlotTransform(scale: 0.6, zIndex: -1)),
    StyleCase(
      ".zoom(0.5, 0.4)", .zoom(minimumScale: 0.5, scalePerPage: 0.4), 2,
      SlotTransform(scale: 0.5, zIndex: -2)),
  ]

  static let crossFade: [StyleCase] = [
    StyleCase(".crossFade", .crossFade, -2, SlotTransform(alpha: 0, translation: page, zIndex: -2)),
    StyleCase(".crossFade", .crossFade, -1, SlotTransform(alpha: 0, translation: page, zIndex: -1)),
    StyleCase(
      ".crossFade", .crossFade, -0.5,
      SlotTransform(alpha: 0.5, translation: page / 2, zIndex: -0.5)),
    StyleCase(".crossFade", .crossFade, 0, .identity),
    StyleCase(
      ".crossFade", .crossFade, 0.5,
      SlotTransform(alpha: 0.5, translation: -page / 2, zIndex: -0.5)),
    StyleCase(".crossFade", .crossFade, 1, SlotTransform(alpha: 0, translation: -page, zIndex: -1)),
    StyleCase(".crossFade", .crossFade, 2, SlotTransform(alpha: 0, translation: -page, zIndex: -2)),
  ]

  static let depth: [StyleCase] = [
    StyleCase(".depth", .depth, -2, .identity),
    StyleCase(".depth", .depth, -1, .identity),
    StyleCase(".depth", .depth, -0.5, .identity),
    StyleCase(".depth", .depth, 0, .identity),
    StyleCase(
      ".depth", .depth, 0.5,
      SlotTransform(scale: 0.875, alpha: 0.5, translation: -page / 2, zIndex: -1)),
    StyleCase(
      ".depth", .depth, 1,
      SlotTransform(scale: 0.75, alpha: 0, translation: -page, zIndex: -1)),
    StyleCase(
      ".depth", .depth, 2,
      SlotTransform(scale: 0.75, alpha: 0, translation: -page, zIndex: -1)),
    StyleCase(
      ".depth(0.5)", .depth(minimumScale: 0.5), 0.25,
      SlotTransform(scale: 0.875, alpha: 0.75, translation: -page / 4, zIndex: -1)),
  ]

  static let coverFlow: [StyleCase] = {
    let angle = 3 * Double.pi / 8  // 67.5°
    return [
      StyleCase(
        ".coverFlow", .coverFlow, -2,
        SlotTransform(rotation: angle, depth: -page / 2, zIndex: -2)),
      StyleCase(
        ".coverFlow", .coverFlow, -1,
        SlotTransform(rotation: angle, depth: -page / 2, zIndex: -1)),
      StyleCase(
        ".coverFlow", .coverFlow, -0.5,
        SlotTransform(rotation: angle * cosQuarter, depth: -page / 4, zIndex: -0.5)),
      StyleCase(".coverFlow", .coverFlow, 0, .identity),
      StyleCase(
        ".coverFlow", .coverFlow, 0.5,
        SlotTransform(rotation: -angle * cosQuarter, depth: -page / 4, zIndex: -0.5)),
      StyleCase(
        ".coverFlow", .coverFlow, 1,
        SlotTransform(rotation: -angle, depth: -page / 2, zIndex: -1)),
      StyleCase(
        ".coverFlow(π/4, 0.25)", .coverFlow(maximumAngle: .pi / 4, spacingFactor: 0.25), 1,
        SlotTransform(rotation: -.pi / 4, translation: -page / 4, depth: -page / 2, zIndex: -1)),
      StyleCase(
        ".coverFlow(π/4, 0.25)", .coverFlow(maximumAngle: .pi / 4, spacingFactor: 0.25),
        -2, SlotTransform(rotation: .pi / 4, translation: page / 2, depth: -page / 2, zIndex: -2)),
    ]
  }()

  static let cube: [StyleCase] = [
    StyleCase(
      ".cube", .cube, -1.5,
      SlotTransform(alpha: 0, rotation: -.pi / 2, translation: spacing, zIndex: -1.5, anchor: 1)),
    StyleCase(
      ".cube", .cube, -1,
      SlotTransform(rotation: -.pi / 2, translation: spacing, zIndex: -1, anchor: 1)),
    StyleCase(
      ".cube", .cube, -0.5,
      SlotTransform(rotation: -.pi / 4, translation: spacing / 2, zIndex: -0.5, anchor: 1)),
    StyleCase(".cube", .cube, 0, .identity),
    StyleCase(
      ".cube", .cube, 0.5,
      SlotTransform(rotation: .pi / 4, translation: -spacing / 2, zIndex: -0.5, anchor: 0)),
    StyleCase(
      ".cube", .cube, 1,
      SlotTransform(rotation: .pi / 2, translation: -spacing, zIndex: -1, anchor: 0)),
    StyleCase(
      ".cube", .cube, 1.5,
      SlotTransform(alpha: 0, rotation: .pi / 2, translation: -spacing, zIndex: -1.5, anchor: 0)),
  ]

  static let wheel: [StyleCase] = {
    let radius = 2.5 * page
    func onArc(_ p: Double, scale: Double, sin: Double, cos: Double) -> SlotTransform {
      SlotTransform(
        scale: scale, alpha: scale, rotation: p * .pi / 8, rotationAxis: .viewAxis,
        translation: radius * sin - p * page, crossTranslation: radius * (1 - cos), zIndex: -abs(p))
    }
    return [
      StyleCase(
        ".wheel", .wheel, -1,
        onArc(-1, scale: 0.75, sin: -sinEighth, cos: cosEighth)),
      StyleCase(
        ".wheel", .wheel, -0.5,
        onArc(-0.5, scale: 0.875, sin: -sinSixteenth, cos: cosSixteenth)),
      StyleCase(".wheel", .wheel, 0, SlotTransform(rotationAxis: .viewAxis)),
      StyleCase(
        ".wheel", .wheel, 0.5,
        onArc(0.5, scale: 0.875, sin: sinSixteenth, cos: cosSixteenth)),
      StyleCase(".wheel", .wheel, 1, onArc(1, scale: 0.75, sin: sinEighth, cos: cosEighth)),
      StyleCase(".wheel", .wheel, 2, onArc(2, scale: 0.6, sin: cosQuarter, cos: cosQuarter)),
      StyleCase(
        ".wheel(centered: true)", .wheel(centered: true), -1,
        onArc(-1, scale: 0.5, sin: -sinEighth, cos: cosEighth)),
      StyleCase(
        ".wheel(centered: true)", .wheel(centered: true), -0.5,
        onArc(-0.5, scale: 0.75, sin: -sinSixteenth, cos: cosSixteenth)),
      StyleCase(
        ".wheel(centered: true)", .wheel(centered: true), 0,
        SlotTransform(rotationAxis: .viewAxis)),
      StyleCase(
        ".wheel(centered: true)", .wheel(centered: true), 0.5,
        onArc(0.5, scale: 0.75, sin: sinSixteenth, cos: cosSixteenth)),
      StyleCase(
        ".wheel(centered: true)", .wheel(centered: true), 1,
        onArc(1, scale: 0.5, sin: sinEighth, cos: cosEighth)),
      StyleCase(
        ".wheel(centered: true)", .wheel(centered: true), 2,
        onArc(2, scale: 0.4, sin: cosQuarter, cos: cosQuarter)),
    ]
  }()

  static let all: [StyleCase] = plain + zoom + crossFade + depth + coverFlow + cube + wheel
}

/// A style written the way a host would write one: a parallax slide that fades past one page.
struct ParallaxStyle: CarouselStyle {
  var factor = 0.3

  func transform(forProgress progress: Double, in geometry: CarouselGeometry) -> SlotTransform {
    let p = min(max(progress, -2), 2)
    return SlotTransform(
      alpha: max(0, 1 - abs(p) / 2), translation: -p * factor * geometry.pageLength)
  }
}

@Suite struct StyleTests {
  /// A peeking geometry: page length 290, spacing 10.
  static func geometry() throws -> CarouselGeometry {
    try CarouselGeometry(viewportLength: 320, itemLength: 280, spacing: 10)
  }

  /// Progress values from -3 to 3 in steps of 0.01.
  static let sweep: [Double] = (-300...300).map { Double($0) / 100 }

  /// Whether two transforms agree within 1e-12 in every value.
  static func isClose(_ actual: SlotTransform, _ expected: SlotTransform) -> Bool {
    func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-12 }
    return close(actual.scale, expected.scale) && close(actual.alpha, expected.alpha)
      && close(actual.rotation, expected.rotation) && actual.rotationAxis == expected.rotationAxis
      && close(actual.translation, expected.translation)
      && close(actual.crossTranslation, expected.crossTranslation)
      && close(actual.depth, expected.depth) && close(actual.zIndex, expected.zIndex)
      && close(actual.anchor, expected.anchor)
  }

  /// Every value of a transform, for checks that apply to all of them.
  static func values(_ transform: SlotTransform) -> [Double] {
    [
      transform.scale, transform.alpha, transform.rotation, transform.translation,
      transform.crossTranslation, transform.depth, transform.zIndex, transform.anchor,
    ]
  }

  @Test("Each built-in style returns its documented formula", arguments: StyleCase.all)
  func formula(_ row: StyleCase) throws {
    let geometry = try Self.geometry()
    try #require(geometry.pageLength == StyleCase.page)
    let actual = row.style.transform(forProgress: row.progress, in: geometry)
    #expect(Self.isClose(actual, row.expected), "got \(actual)")
  }

  @Test("At the centre every built-in style draws the cell flat, opaque and full size")
  func centre() throws {
    let geometry = try Self.geometry()
    for named in NamedStyle.all {
      var actual = named.style.transform(forProgress: 0, in: geometry)
      actual.rotationAxis = .crossAxis  // the wheel names the view axis even at rest
      #expect(actual == .identity, "\(named.name)")
      #expect(Self.values(actual).allSatisfy { $0.sign == .plus }, "\(named.name): -0.0")
    }
  }

  @Test(
    "Symmetric styles mirror each other on the two sides of the centre",
    arguments: NamedStyle.symmetric)
  func symmetry(_ named: NamedStyle) throws {
    let geometry = try Self.geometry()
    for p in Self.sweep {
      let ahead = named.style.transform(forProgress: p, in: geometry)
      let behind = named.style.transform(forProgress: -p, in: geometry)
      #expect(behind.scale == ahead.scale, "scale at \(p)")
      #expect(behind.alpha == ahead.alpha, "alpha at \(p)")
      #expect(behind.rotation == -ahead.rotation, "rotation at \(p)")
      #expect(behind.rotationAxis == ahead.rotationAxis, "axis at \(p)")
      #expect(behind.translation == -ahead.translation, "translation at \(p)")
      #expect(behind.depth == ahead.depth, "depth at \(p)")
      #expect(behind.zIndex == ahead.zIndex, "zIndex at \(p)")
      #expect(behind.anchor == 1 - ahead.anchor, "anchor at \(p)")
    }
  }

  @Test("The depth style lets the previous card slide away and brings the next from behind")
  func depthIsAsymmetric() throws {
    let geometry = try Self.geometry()
    let previous = DepthStyle().transform(forProgress: -0.5, in: geometry)
    let next = DepthStyle().transform(forProgress: 0.5, in: geometry)
    #expect(previous == .identity)
    #expect(next.alpha == 0.5)
    #expect(next.zIndex < previous.zIndex)
    #expect(next.translation == -StyleCase.page / 2)
  }

  @Test(
    "Every built-in style returns finite values for any progress and geometry",
    arguments: NamedStyle.all, NamedGeometry.all)
  func finiteness(_ named: NamedStyle, _ namedGeometry: NamedGeometry) throws {
    let geometry = try namedGeometry.make()
    let extremes: [Double] = [
      1e300, -1e300, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .infinity, -.infinity,
      .nan, .leastNonzeroMagnitude,
    ]
    let failures = (Self.sweep + extremes).filter { p in
      !Self.values(named.style.transform(forProgress: p, in: geometry)).allSatisfy(\.isFinite)
    }
    #expect(failures.isEmpty)
  }

  @Test("Parameters out of range are clamped, and non-finite ones fall back to the defaults")
  func parameters() {
    #expect(ZoomStyle(minimumScale: .nan, scalePerPage: .infinity) == ZoomStyle())
    #expect(ZoomStyle(minimumScale: 2, scalePerPage: -1).minimumScale == 1)
    #expect(ZoomStyle(minimumScale: 2, scalePerPage: -1).scalePerPage == 0)
    #expect(DepthStyle(minimumScale: -1).minimumScale == 0)
    #expect(CoverFlowStyle(maximumAngle: .infinity, spacingFactor: .nan) == CoverFlowStyle())
    #expect(CoverFlowStyle(spacingFactor: 3).spacingFactor == 1)
    #expect(WheelStyle(angularSpacing: 10, radiusFactor: -1).angularSpacing == .pi)
    #expect(WheelStyle(angularSpacing: 10, radiusFactor: -1).radiusFactor == 0)
  }

  @Test("The static accessors make the same styles as the initializers")
  func accessors() {
    func style<S: CarouselStyle>(_ style: S) -> S { style }
    #expect(style(.plain) == PlainStyle())
    #expect(style(.zoom) == ZoomStyle())
    #expect(style(.zoom(minimumScale: 0.8)) == ZoomStyle(minimumScale: 0.8))
    #expect(style(.crossFade) == CrossFadeStyle())
    #expect(style(.depth) == DepthStyle())
    #expect(style(.depth(minimumScale: 0.6)) == DepthStyle(minimumScale: 0.6))
    #expect(style(.coverFlow) == CoverFlowStyle(maximumAngle: 3 * .pi / 8, spacingFactor: 0))
    #expect(style(.coverFlow(spacingFactor: 0.25)) == CoverFlowStyle(spacingFactor: 0.25))
    #expect(style(.cube) == CubeStyle())
    #expect(
      style(.wheel) == WheelStyle(centered: false, angularSpacing: .pi / 8, radiusFactor: 2.5))
    #expect(style(.wheel(centered: true)) == WheelStyle(centered: true))
  }

  @Test("A host can adopt CarouselStyle and use it wherever a built-in style goes")
  func customStyle() throws {
    let geometry = try Self.geometry()
    let styles: [any CarouselStyle] = [.plain, ParallaxStyle()]
    let custom = styles[1].transform(forProgress: 1, in: geometry)
    #expect(custom == SlotTransform(alpha: 0.5, translation: -0.3 * StyleCase.page))
    #expect(styles[1].transform(forProgress: 0, in: geometry) == .identity)
    #expect(styles[1].transform(forProgress: 5, in: geometry).alpha == 0)
  }

  @Test("layoutAttributes applies the style set, built-in (called directly) or the host's own")
  func carouselAppliesTheStyle() throws {
    let carousel = Carousel(geometry: try Self.geometry())
    let source = PlainCellSource(count: 5, on: carousel)
    try carousel.reloadData()
    try carousel.beginDragging(at: .zero)
    try carousel.updateDragging(translation: 0.3 * StyleCase.page, at: .milliseconds(10))
    let styles: [any CarouselStyle] = [
      .plain, .zoom(minimumScale: 0.5, scalePerPage: 0.7), .crossFade, .depth(minimumScale: 0.4),
      .coverFlow(maximumAngle: 1, spacingFactor: 0.3), .cube,
      .wheel(centered: true, angularSpacing: 0.5, radiusFactor: 3), ParallaxStyle(), .plain,
    ]
    for style in styles {
      carousel.style = style
      #expect(type(of: carousel.style) == type(of: style))
      for position in SlotPosition.allCases {
        let attributes = try #require(carousel.layoutAttributes(for: position))
        #expect(
          attributes.transform
            == style.transform(forProgress: attributes.progress, in: carousel.geometry),
          "\(type(of: style)) at \(position)")
      }
    }
    withExtendedLifetime(source) {}  // the carousel holds its data source weakly
  }
}
