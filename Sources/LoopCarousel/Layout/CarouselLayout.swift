/// How the package's views lay a carousel out in their viewport.
///
/// The settings a view's modifiers or properties give, turned into a ``CarouselGeometry`` for
/// its size. Shared by
/// `CarouselView` and the SwiftUI view, so that both make the same geometry from the same
/// settings; `package`, not part of the library's API.
package struct CarouselLayout: Hashable, Sendable {
  /// The item's share of the viewport along the scroll axis.
  package var itemFraction = 1.0
  /// The gap between items, in points.
  package var spacing = 0.0
  /// The scroll axis.
  package var orientation = CarouselOrientation.horizontal
  /// Where the current item rests.
  package var alignment = CarouselAlignment.center

  package init() {}

  /// The engine's geometry for a viewport.
  ///
  /// - Parameters:
  ///   - width: The viewport's width.
  ///   - height: The viewport's height.
  ///   - rightToLeft: Whether the next item lies to the left.
  /// - Returns: The geometry.
  /// - Throws: `CarouselError.Code.invalidGeometry` for a layout three items cannot fill.
  package func geometry(width: Double, height: Double, rightToLeft: Bool) throws(CarouselError)
    -> CarouselGeometry
  {
    let horizontal = orientation == .horizontal
    let (along, across) = horizontal ? (width, height) : (height, width)
    return try CarouselGeometry(
      viewportLength: along,
      itemLength: along * itemFraction,
      spacing: spacing,
      orientation: orientation,
      layoutDirection: rightToLeft && horizontal ? .rightToLeft : .leftToRight,
      alignment: alignment, crossLength: across)
  }
}
