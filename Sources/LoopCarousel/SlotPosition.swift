/// One of the three places a carousel shows items in.
public enum SlotPosition: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// The previous item's place (the next item's, in a right-to-left layout, is on screen left).
  case left = -1
  /// The current item's place, centred when the carousel is at rest.
  case middle = 0
  /// The next item's place.
  case right = 1

  /// The slot's distance from the middle slot, in pages, toward the next item.
  public var pageOffset: Int { rawValue }

  /// The side slot that lies in a direction (`+1`: toward the next item, `-1`: the previous).
  static func side(_ direction: Int) -> SlotPosition { direction > 0 ? .right : .left }

  /// The slot's name: `left`, `middle` or `right`.
  public var description: String {
    switch self {
    case .left: "left"
    case .middle: "middle"
    case .right: "right"
    }
  }
}

/// What one slot shows: an item and the cell the data source gave for it.
public struct CarouselSlot {
  /// The slot this content is in.
  public let position: SlotPosition
  /// The item's index in the data source.
  public let item: Int
  /// The cell that shows the item.
  public let cell: CarouselCell
}

/// The content of the three slots, as the engine keeps it.
struct SlotContents {
  struct Entry {
    var item: Int
    var cell: CarouselCell

    /// Ends the entry and hands over its cell, without a retain and a release.
    consuming func takeCell() -> CarouselCell {
      cell
    }
  }

  var left: Entry?
  var middle: Entry?
  var right: Entry?

  /// Moves every entry one slot against `direction`, puts `incoming` into the slot on the
  /// side of `direction`, and returns the entry that fell off the other side.
  ///
  /// With `+1` the right entry becomes the middle one, the middle one the left one, and
  /// `incoming` the right one. The entries are moved, not copied, so no cell is retained or
  /// released (nor is the emptied slot's `nil` released when `incoming` goes in).
  mutating func rotate(toward direction: Int, bringingIn incoming: consuming Entry?) -> Entry? {
    if direction > 0 {
      let fallen = left.take()
      left = middle.take()
      middle = right.take()
      right = incoming
      return fallen
    } else {
      let fallen = right.take()
      right = middle.take()
      middle = left.take()
      left = incoming
      return fallen
    }
  }

  /// Empties a slot and returns what it held, moving it out.
  mutating func take(_ position: SlotPosition) -> Entry? {
    switch position {
    case .left: left.take()
    case .middle: middle.take()
    case .right: right.take()
    }
  }

  subscript(position: SlotPosition) -> Entry? {
    get {
      switch position {
      case .left: left
      case .middle: middle
      case .right: right
      }
    }
    set {
      switch position {
      case .left: left = newValue
      case .middle: middle = newValue
      case .right: right = newValue
      }
    }
  }
}
