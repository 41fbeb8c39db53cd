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

  /// The side slot that lies in a direction.
  static func side(_ direction: Direction) -> SlotPosition {
    switch direction {
    case .forward: .right
    case .backward: .left
    }
  }

  /// Where the slot's content goes when the slots move one place against `direction`, as
  /// in a page turn that way (`Slots.rotate(toward:)`); `nil` for the slot whose content
  /// leaves.
  func moved(toward direction: Direction) -> SlotPosition? {
    switch (self, direction) {
    case (.left, .forward), (.right, .backward): nil
    case (.middle, .forward): .left
    case (.middle, .backward): .right
    case (.right, .forward), (.left, .backward): .middle
    }
  }

  /// The direction a side slot lies in from the middle one.
  var direction: Direction {
    switch self {
    case .left: .backward
    case .right: .forward
    case .middle: preconditionFailure("Internal inconsistency: the middle slot has no direction")
    }
  }

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
