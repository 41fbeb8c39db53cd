import LoopCarousel

/// The base of the demo's cells: a kind and a serial number that makes reuse visible.
///
/// The serial is the cell's place in the order of creation, `1` for the first cell the
/// carousel made. The data source sets it the first time it sees the cell, right after the
/// carousel created it, from ``Carousel/numberOfCellsCreated``; counting per carousel, not
/// in a global, keeps the numbers the same when several demos run at once (as tests do).
class DemoCell: CarouselCell {
  /// The kind of the cell, as the output names it.
  class var kind: CellKind { .banner }

  /// The cell's number in the order of creation; `0` until the data source first sees it.
  final var serial = 0

  /// `kind#serial`, as the output shows the cell.
  final var name: String { "\(type(of: self).kind.rawValue)#\(serial)" }
}

/// A cell for a banner item.
final class BannerCell: DemoCell {
  override class var kind: CellKind { .banner }
}

/// A cell for a text item.
final class TextCell: DemoCell {
  override class var kind: CellKind { .text }
}

/// A cell for an advertisement item.
final class AdCell: DemoCell {
  override class var kind: CellKind { .ad }
}

/// The kinds of item the demo shows; item `i` has kind `allCases[i % 3]`.
enum CellKind: String, CaseIterable, Sendable {
  case banner
  case text
  case ad

  /// The kind of an item.
  ///
  /// - Parameter item: The item index, `0` or more.
  init(item: Int) {
    self = Self.allCases[item % Self.allCases.count]
  }
}
