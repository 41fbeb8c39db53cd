/// Everything a host needs to draw one slot's cell: which cell, where, and how.
///
/// A UIKit host writes `view.center` (``frame``'s middle), `view.bounds` (its size),
/// `view.layer.transform` (``transform``), `view.alpha`, `view.layer.zPosition` (``zIndex``)
/// and `view.isHidden`, and nothing else: right to left and vertical are already inside the
/// numbers. A SwiftUI host uses `.position`, `.frame`, `.projectionEffect`, `.opacity` and
/// `.zIndex`; a web page `left`, `top`, `width`, `height`, `transform: matrix3d(…)`,
/// `opacity` and `z-index`.
///
/// What is hit (``Carousel/item(atX:y:)``) and what counts as visible (the delegate's
/// ``CarouselDelegate/carousel(_:itemDidAppearAt:)``) follow the same numbers: see
/// <doc:Behavior#What-is-hit-and-what-is-visible>.
public struct CellPlacement: Equatable {
  /// The slot.
  public let position: SlotPosition
  /// The item the slot shows.
  public let item: Int
  /// The cell that shows the item.
  public let cell: CarouselCell
  /// The cell's frame in viewport coordinates, from the viewport's top-left corner, before
  /// the transform.
  public let frame: CarouselRect
  /// The style's transform about the frame's centre, with the style's perspective folded in.
  public let transform: Transform3D
  /// The cell's opacity, from 0 to 1.
  public let alpha: Double
  /// The style's drawing order: a cell with a higher value draws on top.
  public let zIndex: Double
  /// The cell's place in the stack of the slots that hold cells, from 0 at the bottom: by
  /// ``zIndex``, and on a tie the middle slot above the left one above the right one.
  ///
  /// The order hit tests follow. A host sets it as `layer.zPosition`, SwiftUI's `.zIndex`
  /// or CSS `z-index`, so that equal ``zIndex`` values stack the same way everywhere.
  public let drawingOrder: Int
  /// Whether nothing of the cell is drawn in the viewport: its opacity is below 0.01, the
  /// viewer sees its back (or its edge), or it shows less than a millionth of a square point
  /// inside the viewport.
  public let isHidden: Bool
  /// The fraction of the drawn cell's area that lies inside the viewport.
  ///
  /// From 0 to 1; 0 when ``isHidden``. A cell that reaches the viewer's eye is drawn cut
  /// there, and its fraction is measured on what is drawn. The delegate's visibility events compare it with
  /// ``Carousel/visibilityThreshold``.
  public let visibleFraction: Double
  /// The signed distance of the slot's centre from the viewport centre, in pages toward the
  /// next item, as the style saw it.
  public let progress: Double

  /// ``transform`` about the frame's top-left corner instead of its centre, for renderers
  /// whose transforms apply there: SwiftUI's `projectionEffect`, a CSS `transform-origin` of
  /// `0 0`.
  ///
  /// - Complexity: O(1), two matrix products.
  public var transformFromTopLeft: Transform3D {
    let (x, y) = (frame.width / 2, frame.height / 2)
    return Transform3D.translation(x: -x, y: -y).concatenating(transform)
      .concatenating(.translation(x: x, y: y))
  }

  init(_ slot: CarouselSlot, _ drawing: SlotDrawing, progress: Double, drawingOrder: Int) {
    position = slot.position
    item = slot.item
    cell = slot.cell
    frame = drawing.frame
    transform = drawing.transform
    alpha = drawing.values.alpha
    zIndex = drawing.values.zIndex
    self.drawingOrder = drawingOrder
    isHidden = drawing.isHidden
    visibleFraction = drawing.visibleFraction
    self.progress = progress
  }
}

/// A rectangle in viewport coordinates, in points from the viewport's top-left corner.
public struct CarouselRect: Hashable, Sendable {
  /// The left edge.
  public var x: Double
  /// The top edge.
  public var y: Double
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// Creates a rectangle.
  ///
  /// - Parameters:
  ///   - x: The left edge.
  ///   - y: The top edge.
  ///   - width: The width.
  ///   - height: The height.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The horizontal centre: where a UIKit host puts `view.center.x`.
  public var midX: Double { x + width / 2 }
  /// The vertical centre: where a UIKit host puts `view.center.y`.
  public var midY: Double { y + height / 2 }
  /// The right edge.
  public var maxX: Double { x + width }
  /// The bottom edge.
  public var maxY: Double { y + height }
}

extension CellPlacement {
  /// Whether two placements are the same, the cells compared by identity.
  ///
  /// - Parameters:
  ///   - lhs: A placement.
  ///   - rhs: Another placement.
  /// - Returns: Whether every value is equal and the cell is the same object.
  public static func == (lhs: CellPlacement, rhs: CellPlacement) -> Bool {
    lhs.position == rhs.position && lhs.item == rhs.item && lhs.cell === rhs.cell
      && lhs.frame == rhs.frame && lhs.transform == rhs.transform && lhs.alpha == rhs.alpha
      && lhs.zIndex == rhs.zIndex && lhs.drawingOrder == rhs.drawingOrder
      && lhs.isHidden == rhs.isHidden && lhs.visibleFraction == rhs.visibleFraction
      && lhs.progress == rhs.progress
  }
}
