#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(WASILibc)
  import WASILibc
#elseif canImport(ucrt)
  import ucrt
#else
  #error("LoopCarousel needs the platform's C math library for sin and cos")
#endif

// The built-in styles. In every formula `p` is the slot's progress and `page` the geometry's
// page length. So that every value they return is finite, the built-in styles clamp `p` to
// ±1e6 pages (reading NaN as 0) before using it (a geometry's lengths are at most
// `CarouselGeometry.longestLength`), take parameters that are not finite as their defaults,
// and never return a negative zero.

/// Cells laid out flat, one page apart, as in a plain paging scroll view.
///
/// The identity transform, except `zIndex = -|p|`, so that the cell nearest the centre draws
/// on top.
public struct PlainStyle: CarouselStyle, Hashable {
  /// Creates the plain style.
  public init() {}

  /// Returns the identity transform, ordered by distance from the centre.
  ///
  /// - Parameters:
  ///   - progress: The signed distance of the slot's centre from the viewport centre, in pages.
  ///   - geometry: The lengths of the carousel (unused).
  /// - Returns: The identity with `zIndex = -|p|`.
  public func transform(forProgress progress: Double, in geometry: CarouselGeometry)
    -> SlotTransform
  {
    let p = Bounded.progress(progress)
    return SlotTransform(zIndex: -abs(p)).withoutNegativeZeros
  }
}

/// Cells that shrink as they leave the centre, down to a floor.
///
/// `scale = max(minimumScale, 1 - scalePerPage·|p|)`, `alpha = 1`, `zIndex = -|p|`. With the
/// defaults this is the shrinking of FSPagerView's zoom-out transformer (`max(0.85, 1 - |p|)`),
/// without its fade and its shift toward the centre, which ``ZoomOutStyle`` adds; with a
/// `minimumScale` of 0.8 and peeking neighbours it is BSLooperView's scaled "3D" card look.
public struct ZoomStyle: CarouselStyle, Hashable {
  /// The smallest scale a cell shrinks to, in `0...1`.
  public let minimumScale: Double
  /// How much the scale drops for each page of distance from the centre; not negative.
  public let scalePerPage: Double

  /// Creates a zoom style.
  ///
  /// - Parameters:
  ///   - minimumScale: The smallest scale a cell shrinks to; clamped to `0...1`, and 0.85 if
  ///     not finite.
  ///   - scalePerPage: How much the scale drops per page of distance; 0 if negative, and 1 if
  ///     not finite.
  public init(minimumScale: Double = 0.85, scalePerPage: Double = 1) {
    self.minimumScale = Bounded.parameter(minimumScale, 0...1, else: 0.85)
    self.scalePerPage = Bounded.parameter(scalePerPage, 0...Double.greatestFiniteMagnitude, else: 1)
  }

  /// Returns the cell's scale for its distance from the centre.
  ///
  /// - Parameters:
  ///   - progress: The signed distance of the slot's centre from the viewport centre, in pages.
  ///   - geometry: The lengths of the carousel (unused).
  /// - Returns: `scale = max(minimumScale, 1 - scalePerPage·|p|)` and `zIndex = -|p|`.
  public func transform(forProgress progress: Double, in geometry: CarouselGeometry)
    -> SlotTransform
  {
    let distance = abs(Bounded.progress(progress))
    // An overflow to -infinity in the product is absorbed by the `max`.
    let scale = max(minimumScale, 1 - scalePerPage * distance)
    return SlotTransform(scale: scale, zIndex: -distance).withoutNegativeZeros
  }
}

/// Cells that stay in the middle of the viewport and cross-fade instead of sliding.
///
/// FSPagerView's cross-fading transformer: with `q = clamp(p, -1, 1)`,
/// `alpha = max(0, 1 - |p|)`, `translation = -q·page` (which holds the cell over the centre
/// while it fades), `zIndex = -|p|`. Beyond one page the cell is invisible and stays one page
/// back toward the centre.
public struct CrossFadeStyle: CarouselStyle, Hashable {
  /// Creates the cross-fade style.
  public init() {}

  /// Returns the cell's opacity and the shift that holds it over the centre.
  ///
  /// - Parameters:
  ///   - progress: The signed distance of the slot's centre from the viewport centre, in pages.
  ///   - geometry: The lengths of the carousel; the page length sets the shift.
  /// - Returns: `alpha = max(0, 1 - |p|)`, `translation = -clamp(p, -1, 1)·page` and
  ///   `zIndex = -|p|`.
  public func transform(forProgress progress: Double, in geometry: CarouselGeometry)
    -> SlotTransform
  {
    let p = Bounded.progress(progress)
    let q = min(max(p, -1), 1)
    let page = geometry.pageLength
    return SlotTransform(alpha: max(0, 1 - abs(p)), translation: -q * page, zIndex: -abs(p))
      .withoutNegativeZeros
  }
}

/// The previous card slides away while the next one rises from behind the current one.
///
/// FSPagerView's depth transformer (whose `minimumScale` is 0.5: `DepthStyle(minimumScale:
/// 0.5)`), asymmetric on purpose:
/// - `p <= 0` (the current card and those toward the previous item): the identity, `zIndex = 0`;
/// - `0 < p <= 1`: `alpha = 1 - p`, `scale = minimumScale + (1 - minimumScale)·(1 - p)`,
///   `translation = -p·page` (the card stays behind the centre while it grows),
///   `zIndex = -1`;
/// - `p > 1`: `alpha = 0`, `scale = minimumScale`, `translation = -page`, `zIndex = -1`.
public struct DepthStyle: CarouselStyle, Hashable {
  /// The scale of the next card when it is one page away, in `0...1`.
  public let minimumScale: Double

  /// Creates a depth style.
  ///
  /// - Parameter minimumScale: The scale of the next card when it is one page away; clamped
  ///   to `0...1`, and 0.75 if not finite.
  public init(minimumScale: Double = 0.75) {
    self.minimumScale = Bounded.parameter(minimumScale, 0...1, else: 0.75)
  }

  /// Returns the identity for a card on the previous side, and a card behind the centre on the
  /// next side.
  ///
  /// - Parameters:
  ///   - progress: The signed distance of the slot's centre from the viewport centre, in pages.
  ///   - geometry: The lengths of the carousel; the page length sets the shift.
  /// - Returns: The transform of the piecewise formula in the type's description.
  public func transform(forProgress progress: Double, in geometry: CarouselGeometry)
    -> SlotTransform
  {
    let p = Bounded.progress(progress)
    guard p > 0 else { return .identity }
    let q = min(p, 1)
    return SlotTransform(
      scale: minimumScale + (1 - minimumScale) * (1 - q),
      alpha: 1 - q,
      translation: -q * geometry.pageLength,
      zIndex: -1
    ).withoutNegativeZeros
  }
}

/// Cells that turn to face the centre as they move aside, like album covers.
///
/// FSPagerView's cover-flow transformer: with `q = clamp(-p, -1, 1)`,
/// `rotation = sin(q·π/2)·maximumAngle` about the cross axis (so a cell on the next side turns
/// its trailing edge toward the viewer), `depth = -|q|·page·0.5` (a turned cell sits back by up
/// to half a page), `translation = -p·spacingFactor·page` (neighbours drawn toward the
/// centre), `scale = 1`, `alpha = 1`, `zIndex = -|p|`.
public struct CoverFlowStyle: CarouselStyle, Hashable {
  /// The angle, in radians, of a cell one page or more from the centre.
  public let maximumAngle: Double
  /// The fraction of a page, in `0...1`, by which each page of distance draws cells toward the
  /// centre; 0 leaves them a page apart.
  public let spacingFactor: Double

  /// Creates a cover-flow style.
  ///
  /// - Parameters:
  ///   - maximumAngle: The angle, in radians, of a cell one page or more from the centre;
  ///     3π/8 (67.5°) if not finite.
  ///   - spacingFactor: The fraction of a page by which each page of distance draws cells
  ///     toward the centre, so that turned covers overlap; clamped to `0...1`, and 0 if not
  ///     finite.
  public init(maximumAngle: Double = .pi / 4 * 1.5, spacingFactor: Double = 0) {
    self.maximumAngle = maximumAngle.isFinite ? maximumAngle : .pi / 4 * 1.5
    self.spacingFactor = Bounded.parameter(spacingFactor, 0...1, else: 0)
  }

  /// Returns the cell's turn, its distance back from the viewer and its pull toward the centre.
  ///
  /// - Parameters:
  ///   - progress: The signed distance of the slot's centre from the viewport centre, in pages.
  ///   - geometry: The lengths of the carousel; the page length sets the depth and the pull.
  /// - Returns: The transform of the formula in the type's description.
  public func transform(forProgress progress: Double, in geometry: CarouselGeometry)
    -> SlotTransform
  {
    let p = Bounded.progress(progress)
    let q = min(max(-p, -1), 1)
    let page = geometry.pageLength
    return SlotTransform(
      rotation: sin(q * .pi / 2) * maximumAngle,
      rotationAxis: .crossAxis,
      translation: -p * spacingFactor * page,
      depth: -abs(q) * page * 0.5,
      zIndex: -abs(p)
    ).withoutNegativeZeros
  }
}

/// Cells on the faces of a turning cube, seen from outside.
///
/// FSPagerView's cubic transformer: with `q = clamp(p, -1, 1)`, `rotation = q·π/2` about the
/// cross axis, hinged on the edge the cell shares with the centre cell: `anchor = 0` (leading
/// edge) for `p > 0`, `anchor = 1` (trailing edge) for `p < 0`, 0.5 at the centre. By the sign
/// convention of ``SlotTransform/RotationAxis/crossAxis`` both faces turn away from the viewer
/// around the shared edge, as the outside of a cube does. `translation = -q·spacing` closes
/// the gap between cells so that the hinges meet. `alpha = 1` for `|p| <= 1` and 0 beyond;
/// `scale = 1`; `zIndex = -|p|`.
public struct CubeStyle: CarouselStyle, Hashable {
  /// Creates the cube style.
  public init() {}

  /// Returns the cell's turn about the edge it shares with the centre cell.
  ///
  /// - Parameters:
  ///   - progress: The signed distance of the slot's centre from the viewport centre, in pages.
  ///   - geometry: The lengths of the carousel; the spacing sets the shift that closes the gap.
  /// - Returns: The transform of the formula in the type's description.
  public func transform(forProgress progress: Double, in geometry: CarouselGeometry)
    -> SlotTransform
  {
    let p = Bounded.progress(progress)
    let q = min(max(p, -1), 1)
    let anchor: Double = p > 0 ? 0 : p < 0 ? 1 : 0.5
    return SlotTransform(
      alpha: abs(p) <= 1 ? 1 : 0,
      rotation: q * .pi / 2,
      rotationAxis: .crossAxis,
      translation: -q * geometry.spacing,
      zIndex: -abs(p),
      anchor: anchor
    ).withoutNegativeZeros
  }
}

/// Cells on an arc that shrink, fade and tilt as they move aside, like a dial.
///
/// After AWCollectionViewDialLayout. With `angle = p·angularSpacing` and
/// `radius = radiusFactor·page`:
/// - `scale = max(0.6, 1 - |p|·0.25)`, the dial's left-aligned variant (the default), or
///   `max(0.4, 1 - |p|·0.5)`, its centred variant, which shrinks neighbours faster;
/// - `alpha = scale`;
/// - `rotation = angle` about the view axis, so each cell lies along its radius;
/// - `translation = radius·sin(angle) - p·page`, which moves the cell from its flat place to
///   its place on the arc;
/// - `crossTranslation = radius·(1 - cos(angle))`, so the arc bends across the scroll axis,
///   in the plane, as a dial does;
/// - `zIndex = -|p|`.
public struct WheelStyle: CarouselStyle, Hashable {
  /// Whether the scale follows the dial's centred variant rather than its left-aligned one.
  public let centered: Bool
  /// The angle, in radians, between neighbouring cells on the arc, in `-π...π`.
  public let angularSpacing: Double
  /// The radius of the arc in pages, in `0...1e6`.
  public let radiusFactor: Double

  /// Creates a wheel style.
  ///
  /// - Parameters:
  ///   - centered: `false` for the dial's left-aligned scale `max(0.6, 1 - |p|·0.25)`, `true`
  ///     for its centred scale `max(0.4, 1 - |p|·0.5)`.
  ///   - angularSpacing: The angle, in radians, between neighbouring cells; clamped to
  ///     `-π...π`, and π/8 if not finite.
  ///   - radiusFactor: The radius of the arc in pages; clamped to `0...1e6`, and 2.5 if not
  ///     finite.
  public init(centered: Bool = false, angularSpacing: Double = .pi / 8, radiusFactor: Double = 2.5)
  {
    self.centered = centered
    self.angularSpacing = Bounded.parameter(angularSpacing, -Double.pi...Double.pi, else: .pi / 8)
    self.radiusFactor = Bounded.parameter(radiusFactor, 0...1e6, else: 2.5)
  }

  /// Returns the cell's scale, opacity, tilt and place on the arc.
  ///
  /// - Parameters:
  ///   - progress: The signed distance of the slot's centre from the viewport centre, in pages.
  ///   - geometry: The lengths of the carousel; the page length sets the radius.
  /// - Returns: The transform of the formula in the type's description.
  public func transform(forProgress progress: Double, in geometry: CarouselGeometry)
    -> SlotTransform
  {
    let p = Bounded.progress(progress)
    let distance = abs(p)
    let scale = centered ? max(0.4, 1 - distance * 0.5) : max(0.6, 1 - distance * 0.25)
    let page = geometry.pageLength
    let angle = p * angularSpacing
    let radius = radiusFactor * page
    return SlotTransform(
      scale: scale,
      alpha: scale,
      rotation: angle,
      rotationAxis: .viewAxis,
      translation: radius * sin(angle) - p * page,
      crossTranslation: radius * (1 - cos(angle)),
      zIndex: -distance
    ).withoutNegativeZeros
  }
}

/// FSPagerView's ferris-wheel transformers: cells ride a wheel of fourteen, turning with it,
/// below the centre (the ferris wheel) or above it (the inverted one).
///
/// With `θ = 2π/14`, the radius `R = 14·page/2π` and `σ = 1` (`-1` inverted):
/// `rotation = σ·p·θ` about the view axis, `translation = R·sin(p·θ) - p·page`,
/// `crossTranslation = σ·R·(1 - cos(p·θ))`, `alpha = 1` within half a page of the centre
/// and `minimumAlpha` beyond, `zIndex = -|p|`. FSPagerView gives it a spacing of
/// `-0.15·itemLength` (``proposedSpacing(itemLength:)``).
public struct FerrisWheelStyle: CarouselStyle, Hashable {
  /// Whether the wheel turns above the centre rather than below it.
  public let inverted: Bool
  /// The opacity of a cell more than half a page from the centre, in `0...1`.
  public let minimumAlpha: Double

  /// Creates a ferris-wheel style; the default opacity is FSPagerView's.
  ///
  /// - Parameters:
  ///   - inverted: `true` for the wheel above the centre.
  ///   - minimumAlpha: The opacity away from the centre; clamped to `0...1`, and 0.6 if not
  ///     finite.
  public init(inverted: Bool = false, minimumAlpha: Double = 0.6) {
    self.inverted = inverted
    self.minimumAlpha = Bounded.parameter(minimumAlpha, 0...1, else: 0.6)
  }

  /// FSPagerView's spacing for the wheel: `-0.15·itemLength`.
  ///
  /// - Parameter itemLength: The cells' length along the scroll axis.
  /// - Returns: The spacing to give ``CarouselGeometry``.
  public func proposedSpacing(itemLength: Double) -> Double {
    -0.15 * itemLength
  }

  /// Returns the cell's place and turn on the wheel.
  ///
  /// - Parameters:
  ///   - progress: The signed distance of the slot's centre from the viewport centre, in pages.
  ///   - geometry: The lengths of the carousel; the page sets the radius.
  /// - Returns: The transform of the formula in the type's description.
  public func transform(forProgress progress: Double, in geometry: CarouselGeometry)
    -> SlotTransform
  {
    let p = Bounded.progress(progress)
    let page = geometry.pageLength
    let step = 2 * Double.pi / 14
    let radius = page / step
    let sign: Double = inverted ? -1 : 1
    let angle = p * step
    return SlotTransform(
      alpha: abs(p) < 0.5 ? 1 : minimumAlpha,
      rotation: sign * angle,
      rotationAxis: .viewAxis,
      translation: radius * sin(angle) - p * page,
      crossTranslation: sign * radius * (1 - cos(angle)),
      zIndex: -abs(p)
    ).withoutNegativeZeros
  }
}

extension CarouselStyle where Self == PlainStyle {
  /// Cells laid out flat, one page apart.
  public static var plain: PlainStyle { PlainStyle() }
}

extension CarouselStyle where Self == ZoomStyle {
  /// Cells that shrink to 0.85 as they leave the centre (the shrinking of FSPagerView's
  /// zoom-out; ``ZoomOutStyle`` is the whole of it).
  public static var zoom: ZoomStyle { ZoomStyle() }

  /// Cells that shrink as they leave the centre, down to a floor.
  ///
  /// - Parameters:
  ///   - minimumScale: The smallest scale a cell shrinks to, in `0...1`.
  ///   - scalePerPage: How much the scale drops per page of distance from the centre.
  /// - Returns: A zoom style with these parameters.
  public static func zoom(minimumScale: Double = 0.85, scalePerPage: Double = 1) -> ZoomStyle {
    ZoomStyle(minimumScale: minimumScale, scalePerPage: scalePerPage)
  }
}

extension CarouselStyle where Self == CrossFadeStyle {
  /// Cells that stay over the centre and cross-fade.
  public static var crossFade: CrossFadeStyle { CrossFadeStyle() }
}

extension CarouselStyle where Self == DepthStyle {
  /// The previous card slides away while the next rises from behind at scale 0.75.
  public static var depth: DepthStyle { DepthStyle() }

  /// The previous card slides away while the next rises from behind.
  ///
  /// - Parameter minimumScale: The scale of the next card when it is one page away.
  /// - Returns: A depth style with this scale.
  public static func depth(minimumScale: Double = 0.75) -> DepthStyle {
    DepthStyle(minimumScale: minimumScale)
  }
}

extension CarouselStyle where Self == CoverFlowStyle {
  /// Cells that turn up to 67.5° to face the centre, like album covers.
  public static var coverFlow: CoverFlowStyle { CoverFlowStyle() }

  /// Cells that turn to face the centre, like album covers.
  ///
  /// - Parameters:
  ///   - maximumAngle: The angle, in radians, of a cell one page or more from the centre.
  ///   - spacingFactor: The fraction of a page by which each page of distance draws cells
  ///     toward the centre.
  /// - Returns: A cover-flow style with these parameters.
  public static func coverFlow(maximumAngle: Double = .pi / 4 * 1.5, spacingFactor: Double = 0)
    -> CoverFlowStyle
  {
    CoverFlowStyle(maximumAngle: maximumAngle, spacingFactor: spacingFactor)
  }
}

extension CarouselStyle where Self == CubeStyle {
  /// Cells on the faces of a turning cube.
  public static var cube: CubeStyle { CubeStyle() }
}

extension CarouselStyle where Self == WheelStyle {
  /// Cells on a dial's arc, with the left-aligned dial's scale `max(0.6, 1 - |p|·0.25)`.
  public static var wheel: WheelStyle { WheelStyle() }

  /// Cells on a dial's arc.
  ///
  /// - Parameters:
  ///   - centered: Whether to use the centred dial's scale `max(0.4, 1 - |p|·0.5)` rather than
  ///     the left-aligned `max(0.6, 1 - |p|·0.25)`.
  ///   - angularSpacing: The angle, in radians, between neighbouring cells.
  ///   - radiusFactor: The radius of the arc in pages.
  /// - Returns: A wheel style with these parameters.
  public static func wheel(
    centered: Bool = false, angularSpacing: Double = .pi / 8, radiusFactor: Double = 2.5
  ) -> WheelStyle {
    WheelStyle(centered: centered, angularSpacing: angularSpacing, radiusFactor: radiusFactor)
  }
}

extension CarouselStyle where Self == FerrisWheelStyle {
  /// FSPagerView's ferris wheel: cells ride a wheel below the centre.
  public static var ferrisWheel: FerrisWheelStyle { FerrisWheelStyle() }
  /// FSPagerView's inverted ferris wheel: cells ride a wheel above the centre.
  public static var invertedFerrisWheel: FerrisWheelStyle { FerrisWheelStyle(inverted: true) }
}

/// Bounds the inputs of the built-in styles, so that every value they return is finite.
enum Bounded {
  /// The largest progress a style sees, in pages: far past any slot on screen, small enough
  /// that products with the styles' factors stay finite.
  static let largestProgress = 1e6

  /// `progress` clamped to ±``largestProgress``, with NaN read as 0.
  static func progress(_ progress: Double) -> Double {
    progress.isNaN ? 0 : min(max(progress, -largestProgress), largestProgress)
  }

  /// A style parameter clamped to `range`, or `fallback` if it is not finite.
  static func parameter(_ value: Double, _ range: ClosedRange<Double>, else fallback: Double)
    -> Double
  {
    value.isFinite ? min(max(value, range.lowerBound), range.upperBound) : fallback
  }
}

extension Double {
  /// The sine and the cosine of this angle, in radians, from the platform's C library: for
  /// `SlotDrawing`'s turns, so that this file alone imports it.
  var sineAndCosine: (sine: Double, cosine: Double) { (sin(self), cos(self)) }
}

extension SlotTransform {
  /// The same transform with every `-0.0` replaced by `0.0`, so that printed values are stable.
  var withoutNegativeZeros: SlotTransform {
    // `x + 0` is `x`, except that `-0.0 + 0` is `+0.0`.
    SlotTransform(
      scale: scale + 0,
      alpha: alpha + 0,
      rotation: rotation + 0,
      rotationAxis: rotationAxis,
      translation: translation + 0,
      crossTranslation: crossTranslation + 0,
      depth: depth + 0,
      zIndex: zIndex + 0,
      anchor: anchor + 0
    )
  }
}
