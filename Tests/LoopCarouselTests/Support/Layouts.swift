@testable import LoopCarousel

/// The three layouts a scroll direction can meet: the next item to the right, to the left,
/// and below.
let layouts: [(CarouselOrientation, CarouselLayoutDirection)] = [
  (.horizontal, .leftToRight), (.horizontal, .rightToLeft), (.vertical, .leftToRight),
]

/// A 320-point viewport in a layout.
func layoutGeometry(
  _ orientation: CarouselOrientation, _ direction: CarouselLayoutDirection
) throws -> CarouselGeometry {
  try CarouselGeometry(viewportLength: 320, orientation: orientation, layoutDirection: direction)
}
