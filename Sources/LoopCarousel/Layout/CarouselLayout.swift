/// How the package's views lay a carousel out in their viewport.
///
/// The settings a view's modifiers or properties give, turned into a ``CarouselGeometry`` for
/// its size. Shared by
/// `CarouselView` and the SwiftUI view, so that both make the same geometry from the same
/// settings; `package`, not part of the library's API.
package struct CarouselLayout: Hashable, Sendable {
  /// The item's share of the viewport along the scroll axis, when no ``itemSize`` is given.
  package var itemFraction = 1.0
  /// The item's size in points, width and height, whatever the viewport's (FSPagerView's
  /// `itemSize`); `nil` for ``itemFraction`` of the viewport along the axis and all of it
  /// across.
  package var itemSize: ItemSize?

  /// An item's size in points.
  package struct ItemSize: Hashable, Sendable {
    package var width: Double
    package var height: Double

    package init(width: Double, height: Double) {
      self.width = width
      self.height = height
    }
  }
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
    let item = itemSize.map { horizontal ? ($0.width, $0.height) : ($0.height, $0.width) }
    return try CarouselGeometry(
      viewportLength: along,
      itemLength: item?.0 ?? along * itemFraction,
      spacing: spacing,
      orientation: orientation,
      layoutDirection: rightToLeft && horizontal ? .rightToLeft : .leftToRight,
      alignment: alignment, crossLength: across, itemCrossLength: item?.1)
  }
}
