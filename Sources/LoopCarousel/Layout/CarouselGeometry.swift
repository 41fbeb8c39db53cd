/// The axis along which a carousel scrolls.
public enum CarouselOrientation: String, Hashable, Sendable, CaseIterable {
  /// Items side by side; the scroll axis is x.
  case horizontal
  /// Items stacked; the scroll axis is y.
  case vertical
}

/// The order in which items are laid out along a horizontal axis.
public enum CarouselLayoutDirection: String, Hashable, Sendable, CaseIterable {
  /// The next item sits to the right (or below) of the current one.
  case leftToRight
  /// The next item sits to the left of the current one; frames and drag signs are mirrored.
  case rightToLeft
}

/// Where the current item sits in the viewport at rest.
public enum CarouselAlignment: String, Hashable, Sendable, CaseIterable {
  /// In the middle, with the neighbours peeking in on both sides (the default).
  case center
  /// At the leading edge (left, top, or right in a right-to-left layout), with only the next
  /// item peeking in after it, as an App Store shelf does.
  case leading
}

/// The lengths that place three slots in a carousel's viewport, in points: along the scroll
/// axis, and across it.
///
/// A page is one item plus the gap after it: `pageLength = itemLength + spacing`. The viewport
/// may be longer than an item, so that neighbours peek in at the sides, but never so long
/// that three cells could not fill it: `viewportLength <= pageLength + itemLength`.
public struct CarouselGeometry: Hashable, Sendable {
  /// The visible length along the scroll axis.
  public let viewportLength: Double
  /// The length of one cell along the scroll axis.
  public let itemLength: Double
  /// The gap between two cells.
  public let spacing: Double
  /// The axis the carousel scrolls along.
  public let orientation: CarouselOrientation
  /// Whether the next item sits after (left to right) or before the current one.
  public let layoutDirection: CarouselLayoutDirection
  /// Where the current item sits in the viewport at rest.
  public let alignment: CarouselAlignment
  /// The viewport's size across the scroll axis: its height for a horizontal carousel, its
  /// width for a vertical one.
  public let crossLength: Double
  /// The cells' size across the scroll axis, centred in the viewport; as long as
  /// ``crossLength`` unless told otherwise.
  public let itemCrossLength: Double

  /// The distance between the centres of two neighbouring cells.
  public let pageLength: Double

  /// How far, in pages, the viewport centre may move from the middle slot before the slots
  /// must shift so that no gap shows (the design's third shift rule).
  ///
  /// `(pageLength + itemLength / 2 - viewportLength / 2) / pageLength`: one page when the
  /// item fills the viewport, less when neighbours peek in, never below half a page.
  /// Stored, not computed, because every drag move and frame reads it.
  let shiftThreshold: Double

  /// The middle slot's origin at rest, in screen terms: stored, because every frame and
  /// `layoutAttributes(for:)` reads it.
  let restingOrigin: Double

  /// Creates a geometry, checking that three slots can lay it out.
  ///
  /// - Parameters:
  ///   - viewportLength: The visible length along the scroll axis; finite and positive.
  ///   - itemLength: The length of one cell; finite, positive, at most `viewportLength`.
  ///     `nil` makes it the viewport length.
  ///   - spacing: The gap between cells; finite. Negative, the cells overlap (FSPagerView's
  ///     linear, overlap, cover-flow and ferris-wheel looks), down to just above minus the
  ///     item length: a page (`itemLength + spacing`) stays positive, and three slots must
  ///     still fill the viewport.
  ///   - orientation: The scroll axis.
  ///   - layoutDirection: Which way the next item lies.
  ///   - alignment: Where the current item sits at rest: centred, or at the leading edge.
  ///   - crossLength: The viewport's size across the scroll axis (its height, or its width
  ///     for a vertical carousel); finite and positive. `nil` makes it the item length, as for
  ///     square cells. Hit tests, the visible fraction and the perspective of 3D styles use it.
  ///   - itemCrossLength: The cells' size across the scroll axis, centred in the viewport;
  ///     finite, positive, at most `crossLength`. `nil` makes the cells fill the viewport.
  /// - Throws: ``CarouselError/Code/invalidGeometry`` for a zero, negative, non-finite or
  ///   too long (over ``longestLength``) length, an item longer than the viewport (along or
  ///   across the scroll axis), a cell of no more than 10⁻⁶ square points (`itemLength ×
  ///   itemCrossLength`: below that a cell counts as hidden, so nothing could ever show), or a
  ///   viewport that would need more than three cells to fill (`viewportLength >
  ///   pageLength + itemLength`; with `.leading`, `viewportLength > itemLength +
  ///   pageLength / 2`, since only the next item can fill the rest).
  public init(
    viewportLength: Double,
    itemLength: Double? = nil,
    spacing: Double = 0,
    orientation: CarouselOrientation = .horizontal,
    layoutDirection: CarouselLayoutDirection = .leftToRight,
    alignment: CarouselAlignment = .center,
    crossLength: Double? = nil,
    itemCrossLength: Double? = nil
  ) throws(CarouselError) {
    let item = itemLength ?? viewportLength
    try Self.checkPositive("viewport length", viewportLength)
    try Self.checkPositive("item length", item)
    try Self.require(
      spacing.isFinite && item + spacing > 0,
      "the spacing must be finite and greater than minus the item length (cells may overlap, "
        + "but a page, itemLength + spacing, must be positive), got \(number: spacing) for "
        + "items of \(number: item)")
    let cross = crossLength ?? item
    let itemCross = itemCrossLength ?? cross
    for (name, length) in [("cross length", cross), ("item cross length", itemCross)] {
      try Self.checkPositive(name, length)
      try Self.checkLength(name, length)
    }
    try Self.require(
      itemCross <= cross,
      "the item cross length \(number: itemCross) is longer than the viewport's cross "
        + "length \(number: cross); make the cells at most as wide across as the viewport")
    try Self.checkLength("viewport length", viewportLength)
    try Self.checkLength("item length", item)
    try Self.checkLength("spacing", abs(spacing))
    try Self.require(
      item <= viewportLength,
      "the item length \(number: item) is longer than the viewport \(number: viewportLength); "
        + "a carousel pages whole items, so make the item at most as long as the viewport")
    try Self.require(
      viewportLength <= item + spacing + item,
      "a viewport of \(number: viewportLength) would show more than three cells of "
        + "\(number: item) with spacing \(number: spacing); LoopCarousel keeps three slots, so "
        + "the viewport may be at most pageLength + itemLength = "
        + "\(number: item + spacing + item)")
    try Self.require(
      alignment == .center || viewportLength <= item + (item + spacing) / 2,
      "with the current item at the leading edge, a viewport of \(number: viewportLength) "
        + "would show a gap after the next item as soon as the content moves; with items of "
        + "\(number: item) and spacing \(number: spacing) it may be at most itemLength + "
        + "pageLength / 2 = \(number: item + (item + spacing) / 2)")
    // A cell this small is hidden wherever it is (`SlotDrawing.isHidden`): a carousel that
    // could never show, hit or report anything.
    try Self.require(
      item * itemCross > SlotDrawing.leastShownArea,
      "a cell of \(number: item) × \(number: itemCross) points covers "
        + "\(item * itemCross) square points, not more than the \(SlotDrawing.leastShownArea) "
        + "square points (a millionth of a square point) under which a cell is never drawn, "
        + "hit or visible; make the item longer or wider across")
    self.viewportLength = viewportLength
    self.itemLength = item
    self.spacing = spacing
    self.orientation = orientation
    self.layoutDirection = layoutDirection
    self.alignment = alignment
    self.crossLength = cross
    self.itemCrossLength = itemCross
    pageLength = item + spacing
    restingOrigin = Self.restingOrigin(
      viewport: viewportLength, item: item, alignment: alignment,
      mirrored: orientation == .horizontal && layoutDirection == .rightToLeft)
    // At least half a page by the checks above; the `max` guards against rounding. With the
    // current item at the leading edge, a gap would open after the next item sooner: when
    // the viewport's trailing edge passes the next item's, `pageLength + item - viewport`
    // points on.
    let room =
      alignment == .center
      ? pageLength + item / 2 - viewportLength / 2
      : pageLength + item - viewportLength
    shiftThreshold = max(room / pageLength, 0.5)
  }

  /// The longest viewport, item or spacing a geometry accepts: 10¹² points, so that every
  /// frame and offset stays finite and precise to well under a point.
  public static let longestLength: Double = 1e12

  /// Refuses the geometry with `message` unless `condition` holds.
  private static func require(
    _ condition: Bool, _ message: @autoclosure () -> String
  ) throws(CarouselError) {
    guard condition else { throw CarouselError(.invalidGeometry, message()) }
  }

  private static func checkPositive(_ name: String, _ length: Double) throws(CarouselError) {
    try require(
      length.isFinite && length > 0,
      "the \(name) must be finite and positive, got \(number: length)")
  }

  private static func checkLength(_ name: String, _ length: Double) throws(CarouselError) {
    try require(
      length <= longestLength,
      "the \(name) \(number: length) is longer than CarouselGeometry.longestLength "
        + "(\(number: longestLength)), beyond which positions lose their precision")
  }

  /// The default geometry: a 320-point horizontal viewport filled by one item.
  public static let standard: CarouselGeometry = .validated(viewportLength: 320)

  static func validated(viewportLength: Double) -> CarouselGeometry {
    do {
      return try CarouselGeometry(viewportLength: viewportLength)
    } catch {
      preconditionFailure("Internal inconsistency: \(error)")
    }
  }
}
