import LoopCarousel
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A built-in style's formula as its documentation states it, with the style's parameters.
///
/// Each expectation is written from the DocC comments in `CarouselStyle+BuiltIn.swift`, not
/// from the code: `p` is the progress, `page = itemLength + spacing` (``CarouselGeometry``), and
/// sines and cosines come from the C library, not from the engine's own trigonometry. A
/// component a style's documentation does not mention is expected to keep the value of a
/// component left out of ``SlotTransform``'s initializer ("Writing Your Own Style": scale 1,
/// alpha 1, no turn, no offset, zIndex 0, anchor 0.5; the initializer's axis, the cross
/// axis); ``unstated`` lists those components.
enum DocumentedFormula: Sendable {
  case plain
  case zoom(minimumScale: Double, scalePerPage: Double)
  case crossFade
  case depth(minimumScale: Double)
  case coverFlow(maximumAngle: Double, spacingFactor: Double)
  case cube
  case wheel(centered: Bool, angularSpacing: Double, radiusFactor: Double)

  /// The style's name, the same for every parameter.
  var kind: String {
    switch self {
    case .plain: "plain"
    case .zoom: "zoom"
    case .crossFade: "crossFade"
    case .depth: "depth"
    case .coverFlow: "coverFlow"
    case .cube: "cube"
    case .wheel: "wheel"
    }
  }

  /// The components whose value the documentation does not state, which keep the left-out
  /// value.
  var unstated: [String] {
    switch self {
    case .plain: []  // "the identity transform, except zIndex = -|p|"
    case .zoom: ["rotation", "rotationAxis", "translation", "crossTranslation", "depth", "anchor"]
    case .crossFade: ["scale", "rotation", "rotationAxis", "crossTranslation", "depth", "anchor"]
    case .depth: ["rotation", "rotationAxis", "crossTranslation", "depth", "anchor"]  // for p > 0
    case .coverFlow: ["crossTranslation", "anchor"]
    case .cube: ["crossTranslation", "depth"]
    case .wheel: ["depth", "anchor"]
    }
  }

  /// The transform the documentation gives at progress `p` for a page length and spacing.
  func expected(atProgress p: Double, page: Double, spacing: Double) -> SlotTransform {
    // Every component spelled out, starting from the values of a component left out.
    var scale = 1.0
    var alpha = 1.0
    var rotation = 0.0
    var rotationAxis = SlotTransform.RotationAxis.crossAxis
    var translation = 0.0
    var crossTranslation = 0.0
    var depth = 0.0
    var zIndex = 0.0
    var anchor = 0.5
    func clamped(_ x: Double) -> Double { x < -1 ? -1 : x > 1 ? 1 : x }
    switch self {
    case .plain:
      // The identity transform, except `zIndex = -|p|`.
      zIndex = -abs(p)
    case .zoom(let minimumScale, let scalePerPage):
      // `scale = max(minimumScale, 1 - scalePerPage·|p|)`, `alpha = 1`, `zIndex = -|p|`.
      scale = max(minimumScale, 1 - scalePerPage * abs(p))
      alpha = 1
      zIndex = -abs(p)
    case .crossFade:
      // With `q = clamp(p, -1, 1)`: `alpha = max(0, 1 - |p|)`, `translation = -q·page`,
      // `zIndex = -|p|`.
      let q = clamped(p)
      alpha = max(0, 1 - abs(p))
      translation = -q * page
      zIndex = -abs(p)
    case .depth(let minimumScale):
      if p <= 0 {
        // The identity, `zIndex = 0`.
        zIndex = 0
      } else if p <= 1 {
        // `alpha = 1 - p`, `scale = minimumScale + (1 - minimumScale)·(1 - p)`,
        // `translation = -p·page`, `zIndex = -1`.
        alpha = 1 - p
        scale = minimumScale + (1 - minimumScale) * (1 - p)
        translation = -p * page
        zIndex = -1
      } else {
        // `alpha = 0`, `scale = minimumScale`, `translation = -page`, `zIndex = -1`.
        alpha = 0
        scale = minimumScale
        translation = -page
        zIndex = -1
      }
    case .coverFlow(let maximumAngle, let spacingFactor):
      // With `q = clamp(-p, -1, 1)`: `rotation = sin(q·π/2)·maximumAngle` about the cross axis,
      // `depth = -|q|·page·0.5`, `translation = -p·spacingFactor·page`, `scale = 1`,
      // `alpha = 1`, `zIndex = -|p|`.
      let q = clamped(-p)
      rotation = sin(q * Double.pi / 2) * maximumAngle
      rotationAxis = .crossAxis
      depth = -abs(q) * page * 0.5
      translation = -p * spacingFactor * page
      scale = 1
      alpha = 1
      zIndex = -abs(p)
    case .cube:
      // With `q = clamp(p, -1, 1)`: `rotation = q·π/2` about the cross axis, `anchor = 0` for
      // `p > 0`, 1 for `p < 0`, 0.5 at the centre, `translation = -q·spacing`, `alpha = 1` for
      // `|p| <= 1` and 0 beyond, `scale = 1`, `zIndex = -|p|`.
      let q = clamped(p)
      rotation = q * Double.pi / 2
      rotationAxis = .crossAxis
      anchor = p > 0 ? 0 : p < 0 ? 1 : 0.5
      translation = -q * spacing
      alpha = abs(p) <= 1 ? 1 : 0
      scale = 1
      zIndex = -abs(p)
    case .wheel(let centered, let angularSpacing, let radiusFactor):
      // With `angle = p·angularSpacing` and `radius = radiusFactor·page`: `scale` the left-aligned
      // `max(0.6, 1 - |p|·0.25)` or the centred `max(0.4, 1 - |p|·0.5)`, `alpha = scale`,
      // `rotation = angle` about the view axis, `translation = radius·sin(angle) - p·page`,
      // `crossTranslation = radius·(1 - cos(angle))`, `zIndex = -|p|`.
      let angle = p * angularSpacing
      let radius = radiusFactor * page
      scale = centered ? max(0.4, 1 - abs(p) * 0.5) : max(0.6, 1 - abs(p) * 0.25)
      alpha = scale
      rotation = angle
      rotationAxis = .viewAxis
      translation = radius * sin(angle) - p * page
      crossTranslation = radius * (1 - cos(angle))
      zIndex = -abs(p)
    }
    return SlotTransform(
      scale: scale, alpha: alpha, rotation: rotation, rotationAxis: rotationAxis,
      translation: translation, crossTranslation: crossTranslation, depth: depth, zIndex: zIndex,
      anchor: anchor)
  }
}

/// A geometry with a name for test output.
struct FormulaGeometry: Sendable {
  let name: String
  let viewportLength: Double
  let itemLength: Double
  let spacing: Double

  /// The page length as ``CarouselGeometry`` documents it: `itemLength + spacing`.
  var page: Double { itemLength + spacing }

  func make() throws -> CarouselGeometry {
    try CarouselGeometry(viewportLength: viewportLength, itemLength: itemLength, spacing: spacing)
  }

  static let all: [FormulaGeometry] = [
    FormulaGeometry(name: "full-width 320", viewportLength: 320, itemLength: 320, spacing: 0),
    FormulaGeometry(
      name: "full-width 320 + 20 gap", viewportLength: 320, itemLength: 320, spacing: 20),
    FormulaGeometry(
      name: "peeking 300 + 10 in 390", viewportLength: 390, itemLength: 300, spacing: 10),
  ]
}

/// One row of the table: a built-in style in a geometry at a progress, with its formula.
struct FormulaCase: CustomTestStringConvertible, Sendable {
  let name: String
  let style: any CarouselStyle
  let formula: DocumentedFormula
  let geometry: FormulaGeometry
  let progress: Double

  var testDescription: String { "\(name) in \(geometry.name) at progress \(progress)" }

  /// Every built-in style, as its shorthand, with the parameters its documentation gives.
  static let styles: [(name: String, style: any CarouselStyle, formula: DocumentedFormula)] = [
    (".plain", .plain, .plain),
    // "Cells that shrink to 0.85"; "with the defaults ... `max(0.85, 1 - |p|)`".
    (".zoom", .zoom, .zoom(minimumScale: 0.85, scalePerPage: 1)),
    (
      ".zoom(minimumScale: 0.8, scalePerPage: 0.25)", .zoom(minimumScale: 0.8, scalePerPage: 0.25),
      .zoom(minimumScale: 0.8, scalePerPage: 0.25)
    ),
    (".crossFade", .crossFade, .crossFade),
    // "The next rises from behind at scale 0.75".
    (".depth", .depth, .depth(minimumScale: 0.75)),
    (".depth(minimumScale: 0.5)", .depth(minimumScale: 0.5), .depth(minimumScale: 0.5)),
    // "Cells that turn up to 67.5°"; a spacing factor of "0 leaves them a page apart".
    (".coverFlow", .coverFlow, .coverFlow(maximumAngle: 67.5 / 180 * Double.pi, spacingFactor: 0)),
    (
      ".coverFlow(maximumAngle: π/4, spacingFactor: 0.25)",
      .coverFlow(maximumAngle: .pi / 4, spacingFactor: 0.25),
      .coverFlow(maximumAngle: Double.pi / 4, spacingFactor: 0.25)
    ),
    (".cube", .cube, .cube),
    // The defaults of `wheel(centered:angularSpacing:radiusFactor:)`: left-aligned, π/8, 2.5.
    (".wheel", .wheel, .wheel(centered: false, angularSpacing: Double.pi / 8, radiusFactor: 2.5)),
    (
      ".wheel(centered: true)", .wheel(centered: true),
      .wheel(centered: true, angularSpacing: Double.pi / 8, radiusFactor: 2.5)
    ),
    (
      ".wheel(angularSpacing: -π/6, radiusFactor: 1.5)",
      .wheel(angularSpacing: -.pi / 6, radiusFactor: 1.5),
      .wheel(centered: false, angularSpacing: -Double.pi / 6, radiusFactor: 1.5)
    ),
  ]

  /// The progress values at which every component is checked.
  static let progresses: [Double] = [-1, -0.5, 0, 0.5, 1]

  /// Progress values beyond one page, where the clamped formulas take over.
  static let beyondOnePage: [Double] = [-2, -1.5, 1.5, 2]

  /// Every style in every geometry at every one of `progresses`.
  static func table(_ progresses: [Double]) -> [FormulaCase] {
    styles.flatMap { row in
      FormulaGeometry.all.flatMap { geometry in
        progresses.map { progress in
          FormulaCase(
            name: row.name, style: row.style, formula: row.formula, geometry: geometry,
            progress: progress)
        }
      }
    }
  }
}

@Suite struct StyleFormulaTests {
  /// The largest difference allowed between a component and its documented value, relative to
  /// the larger of 1 and the component's size: the page length for the lengths (translation,
  /// crossTranslation, depth), 1 for the others.
  ///
  /// The styles and these formulas both call the platform C library's `sin` and `cos`, but in
  /// different orders of operations; through a radius of up to 2.5 pages and the subtractions
  /// of the wheel's formulas the rounding stays below 1e-15 of a page. 1e-13 leaves a
  /// hundredfold margin while a real departure from a formula, even of 1e-10 point, still
  /// fails.
  static let tolerance = 1e-13

  /// Checks every component of the style's transform against its documented formula.
  static func check(_ row: FormulaCase) throws {
    let geometry = try row.geometry.make()
    let actual = row.style.transform(forProgress: row.progress, in: geometry)
    let expected = row.formula.expected(
      atProgress: row.progress, page: row.geometry.page, spacing: row.geometry.spacing)
    let page = max(1, row.geometry.page)
    let components: [(name: String, actual: Double, expected: Double, size: Double)] = [
      ("scale", actual.scale, expected.scale, 1),
      ("alpha", actual.alpha, expected.alpha, 1),
      ("rotation", actual.rotation, expected.rotation, 1),
      ("translation", actual.translation, expected.translation, page),
      ("crossTranslation", actual.crossTranslation, expected.crossTranslation, page),
      ("depth", actual.depth, expected.depth, page),
      ("zIndex", actual.zIndex, expected.zIndex, 1),
      ("anchor", actual.anchor, expected.anchor, 1),
    ]
    let unstated = row.formula.unstated
    func source(_ name: String) -> String {
      unstated.contains(name) ? "left out (not in the docs)" : "documented"
    }
    for component in components {
      #expect(
        abs(component.actual - component.expected) <= tolerance * component.size,
        """
        \(component.name): \(source(component.name)) \(component.expected), \
        got \(component.actual)
        """)
      // "The built-in styles ... never return a negative zero."
      #expect(
        component.actual != 0 || component.actual.sign == .plus,
        "\(component.name) is -0.0")
    }
    #expect(
      actual.rotationAxis == expected.rotationAxis,
      """
      rotationAxis: \(source("rotationAxis")) \(expected.rotationAxis), \
      got \(actual.rotationAxis)
      """)
  }

  @Test(
    "Every component of every built-in style follows its documented formula",
    arguments: FormulaCase.table(FormulaCase.progresses))
  func formula(_ row: FormulaCase) throws {
    try Self.check(row)
  }

  @Test(
    "Beyond one page every built-in style follows its documented clamped formula",
    arguments: FormulaCase.table(FormulaCase.beyondOnePage))
  func formulaBeyondOnePage(_ row: FormulaCase) throws {
    try Self.check(row)
  }

  @Test("The table covers every built-in style at every progress in every geometry")
  func coverage() throws {
    let table = FormulaCase.table(FormulaCase.progresses)
    let kinds = Set(table.map(\.formula.kind))
    #expect(kinds == ["plain", "zoom", "crossFade", "depth", "coverFlow", "cube", "wheel"])
    #expect(table.count == FormulaCase.styles.count * FormulaGeometry.all.count * 5)
    #expect(Set(table.map(\.progress)) == [-1, -0.5, 0, 0.5, 1])
    for geometry in FormulaGeometry.all {
      #expect(try geometry.make().pageLength == geometry.page, "\(geometry.name)")
    }
    // The peeking geometry makes the page differ from the viewport, and one geometry has a gap.
    #expect(FormulaGeometry.all.contains { $0.viewportLength > $0.itemLength })
    #expect(FormulaGeometry.all.contains { $0.spacing > 0 })
  }
}
