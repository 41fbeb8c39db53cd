/// Three places, one per ``SlotPosition``: the core keeps the items of its slots in one, the
/// carousel the cells in another, and the two change by the same ``SlotChange/Move``s.
struct Slots<Element> {
  var left: Element?
  var middle: Element?
  var right: Element?

  /// Three empty places.
  init() {}

  subscript(position: SlotPosition) -> Element? {
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

  /// Empties a place and returns what it held, moved out rather than copied.
  mutating func take(_ position: SlotPosition) -> Element? {
    switch position {
    case .left: left.take()
    case .middle: middle.take()
    case .right: right.take()
    }
  }

  /// Moves every element one place against `direction`, leaving the place on the side of
  /// `direction` empty; the element on the other side must have been taken out first.
  ///
  /// With `+1` the right element becomes the middle one and the middle one the left one.
  mutating func rotate(toward direction: Direction) {
    if direction == .forward {
      left = middle.take()
      middle = right.take()
    } else {
      right = middle.take()
      middle = left.take()
    }
  }
}

extension Slots: Equatable where Element: Equatable {}
extension Slots: Sendable where Element: Sendable {}
