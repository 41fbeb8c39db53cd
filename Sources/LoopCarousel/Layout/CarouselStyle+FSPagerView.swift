// FSPagerView's transformers that the other built-in styles do not already draw, with its
// numbers: the zoom-out with its fade, and the linear and overlap looks. Its ferris wheels,
// which need sin and cos, stand with the wheel in CarouselStyle+BuiltIn.swift.

/// FSPagerView's zoom-out transformer: cells shrink, fade and draw toward the centre as they
/// leave it.
///
/// With `s = max(minimumScale, 1 - |p|)` within a page of the centre:
/// `scale = s`, `alpha = minimumAlpha + (s - minimumScale) / (1 - minimumScale)·(1 - minimumAlpha)`,
/// `translation = ∓(page·(1 - s)/2 - itemCrossLength·(1 - s))` (toward the centre by the
/// margin the shrinking leaves along the axis, less twice the one across it), `zIndex = -|p|`.
/// Past a page, `alpha = 0`. ``ZoomStyle`` is the shrinking alone.
public struct ZoomOutStyle: CarouselStyle, Hashable {
  /// The scale of a cell a page or more from the centre, in `0..<1`.
  public let minimumScale: Double
  /// The opacity of a cell at ``minimumScale``, in `0...1`.
  public let minimumAlpha: Double

  /// Creates a zoom-out style; the defaults are FSPagerView's.
  ///
  /// - Parameters:
  ///   - minimumScale: The scale a page from the centre; clamped to `0...0.999`, and 0.85 if
  ///     not finite.
  ///   - minimumAlpha: The opacity at that scale; clamped to `0...1`, and 0.6 if not finite.
  public init(minimumScale: Double = 0.85, minimumAlpha: Double = 0.6) {
    self.minimumScale = Bounded.parameter(minimumScale, 0...0.999, else: 0.85)
    self.minimumAlpha = Bounded.parameter(minimumAlpha, 0...1, else: 0.6)
  }

  /// Returns the cell's scale, opacity and shift toward the centre.
  ///
  /// - Parameters:
  ///   - progress: The signed distance of the slot's centre from the viewport centre, in pages.
  ///   - geometry: The lengths of the carousel: the page and the item's cross length set the
  ///     shift.
  /// - Returns: The transform of the formula in the type's description.
  public func transform(forProgress progress: Double, in geometry: CarouselGeometry)
    -> SlotTransform
  {
    let p = Bounded.progress(progress)
    let distance = abs(p)
    guard distance <= 1 else { return SlotTransform(alpha: 0, zIndex: -distance) }
    let scale = max(minimumScale, 1 - distance)
    let alongMargin = geometry.pageLength * (1 - scale) / 2
    let acrossMargin = geometry.itemCrossLength * (1 - scale) / 2
    let shift = alongMargin - 2 * acrossMargin
    return SlotTransform(
      scale: scale,
      alpha: minimumAlpha + (scale - minimumScale) / (1 - minimumScale) * (1 - minimumAlpha),
      translation: p < 0 ? shift : -shift,
      zIndex: -distance
    ).withoutNegativeZeros
  }
}

/// FSPagerView's linear and overlap transformers: cells shrink and fade evenly with their
/// distance from the centre, drawn over each other with a negative spacing.
///
/// `scale = max(1 - (1 - minimumScale)·|p|, minimumScale)`,
/// `alpha = clamp(minimumAlpha + (1 - |p|)·(1 - minimumAlpha), 0, 1)`, `zIndex = -|p|`. The
/// two looks differ only in their spacing, which the geometry holds:
/// ``linearSpacing(itemLength:)`` and ``overlapSpacing(itemLength:)`` give FSPagerView's.
public struct LinearStyle: CarouselStyle, Hashable {
  /// The smallest scale, in `0...1`.
  public let minimumScale: Double
  /// The opacity a page from the centre, in `0...1`.
  public let minimumAlpha: Double

  /// Creates a linear style; the defaults are FSPagerView's.
  ///
  /// - Parameters:
  ///   - minimumScale: The smallest scale; clamped to `0...1`, and 0.65 if not finite.
  ///   - minimumAlpha: The opacity a page from the centre; clamped to `0...1`, and 0.6 if not
  ///     finite.
  public init(minimumScale: Double = 0.65, minimumAlpha: Double = 0.6) {
    self.minimumScale = Bounded.parameter(minimumScale, 0...1, else: 0.65)
    self.minimumAlpha = Bounded.parameter(minimumAlpha, 0...1, else: 0.6)
  }

  /// FSPagerView's spacing for its linear look: `-itemLength·minimumScale·0.2`.
  ///
  /// - Parameter itemLength: The cells' length along the scroll axis.
  /// - Returns: The spacing to give ``CarouselGeometry``.
  public func linearSpacing(itemLength: Double) -> Double {
    -itemLength * minimumScale * 0.2
  }

  /// FSPagerView's spacing for its overlap look: `-itemLength·minimumScale·0.6`.
  ///
  /// - Parameter itemLength: The cells' length along the scroll axis.
  /// - Returns: The spacing to give ``CarouselGeometry``.
  public func overlapSpacing(itemLength: Double) -> Double {
    -itemLength * minimumScale * 0.6
  }

  /// Returns the cell's scale and opacity for its distance from the centre.
  ///
  /// - Parameters:
  ///   - progress: The signed distance of the slot's centre from the viewport centre, in pages.
  ///   - geometry: The lengths of the carousel (unused).
  /// - Returns: The transform of the formula in the type's description.
  public func transform(forProgress progress: Double, in geometry: CarouselGeometry)
    -> SlotTransform
  {
    let distance = abs(Bounded.progress(progress))
    return SlotTransform(
      scale: max(1 - (1 - minimumScale) * distance, minimumScale),
      alpha: min(1, max(0, minimumAlpha + (1 - distance) * (1 - minimumAlpha))),
      zIndex: -distance
    ).withoutNegativeZeros
  }
}

extension CarouselStyle where Self == ZoomOutStyle {
  /// FSPagerView's zoom-out: cells shrink to 0.85, fade to 0.6 and draw toward the centre.
  public static var zoomOut: ZoomOutStyle { ZoomOutStyle() }
}

extension CarouselStyle where Self == LinearStyle {
  /// FSPagerView's linear and overlap looks: cells shrink to 0.65 and fade to 0.6 (give the
  /// geometry a negative spacing, `LinearStyle().overlapSpacing(itemLength:)` say).
  public static var linear: LinearStyle { LinearStyle() }
}
