/// What a carousel is doing with its content.
public enum CarouselPhase: String, Hashable, Sendable, CaseIterable {
  /// At rest on the middle slot.
  case idle
  /// Following the user's finger.
  case dragging
  /// Animating toward a slot, after a release, a programmatic scroll or an autoplay step.
  case settling
}

/// The motion part of a carousel's state.
enum Motion {
  /// At rest; the position is exactly `0`.
  case idle
  /// Following a finger.
  case dragging(Drag)
  /// Animating toward a whole page.
  case settling(SettleAnimation)

  var phase: CarouselPhase {
    switch self {
    case .idle: .idle
    case .dragging: .dragging
    case .settling: .settling
    }
  }
}

/// A drag in progress.
struct Drag {
  /// The position, in pages, that a zero translation maps to (before rubber-banding).
  var anchor: Double
  /// The latest translation, in points toward the next item.
  var translation: Double
  /// The position where the drag began, moved along with the shifts.
  var start: Double
}

/// The whole mutable state of a carousel in one value, so that the hot paths touch one
/// stored property of the class.
struct CarouselState {
  var geometry: CarouselGeometry
  var wraps: Bool
  var physics: ScrollPhysics
  /// The number of items read at the last reload.
  var count = 0
  /// The current item; meaningful only when `count > 0`.
  var current = 0
  var slots = SlotContents()
  /// The viewport centre's distance from the middle slot, in pages toward the next item.
  var position: Double = 0
  var motion: Motion = .idle
  /// The recent samples of the drag in progress, for the release velocity.
  ///
  /// Kept out of ``Drag`` so that a move updates it in place instead of copying it out of the
  /// enum and back (about 200 bytes each way).
  var tracker = VelocityTracker()
  /// The side slot that shows a scroll-to target instead of the current item's neighbour.
  var jumpSide: SlotPosition?
  /// The latest time the host gave.
  var now: Duration = .zero
  /// The item last reported with `didScrollToItem`, or the one a reload settled on.
  var lastSettledItem: Int?
  var autoplay = AutoplaySchedule()

  /// The item `direction` pages away from `item` (`direction` is `-1` or `1`), if it exists.
  @inline(__always) func neighbor(of item: Int, _ direction: Int) -> Int? {
    guard count > 1 else { return nil }
    if wraps { return Self.wrapped(item, plus: direction, count: count) }
    let next = item + direction
    return next >= 0 && next < count ? next : nil
  }

  /// `(item + offset) mod count`, for `item` in `0..<count` and `offset` in
  /// `-count...count`, without overflow however large `count` is.
  static func wrapped(_ item: Int, plus offset: Int, count: Int) -> Int {
    if offset >= 0 {
      return offset >= count - item ? offset - (count - item) : item + offset
    }
    return -offset > item ? count - (-offset - item) : item + offset
  }

  /// The farthest positions, in pages, that have an item behind them: the ends of a finite
  /// carousel, infinite when wrapping.
  ///
  /// A side slot that holds a scroll-to target counts as one page away, however many items
  /// lie between, since that is where the shift puts it.
  @inline(__always) var edges: (back: Double, forward: Double) {
    if count == 0 { return (0, 0) }
    if wraps && count > 1 { return (-.infinity, .infinity) }
    var back = Double(-current)
    var forward = Double(count - 1 - current)
    if jumpSide == .left, let left = slots.left?.item { back = Double(-1 - left) }
    if jumpSide == .right, let right = slots.right?.item { forward = Double(count - right) }
    return (back, forward)
  }

  /// Whether the position can run past an end: a finite carousel, or fewer than two items.
  ///
  /// When it cannot, ``resisted(_:)`` and ``unresisted(_:)`` return their argument.
  var hasEnds: Bool { !(wraps && count > 1) }

  /// The rubber band's dimension in pages: the viewport, but never more than a page, so
  /// that the offset stays inside the three-page strip.
  @inline(__always) var rubberDimension: Double {
    min(geometry.viewportLength, geometry.pageLength) / geometry.pageLength
  }

  /// Applies the rubber band to a raw position past the ends.
  @inline(__always) func resisted(_ raw: Double) -> Double {
    let (back, forward) = edges
    if raw > forward {
      return forward + RubberBand.resisted(raw - forward, dimension: rubberDimension)
    }
    if raw < back { return back + RubberBand.resisted(raw - back, dimension: rubberDimension) }
    return raw
  }

  /// The raw position that ``resisted(_:)`` maps to `position`.
  @inline(__always) func unresisted(_ position: Double) -> Double {
    let (back, forward) = edges
    if position > forward {
      return forward + RubberBand.inverse(position - forward, dimension: rubberDimension)
    }
    if position < back {
      return back + RubberBand.inverse(position - back, dimension: rubberDimension)
    }
    return position
  }

  /// The item nearest the viewport centre.
  @inline(__always) var nearestItem: Int? {
    guard count > 0 else { return nil }
    if position > 0.5, let right = slots.right { return right.item }
    if position < -0.5, let left = slots.left { return left.item }
    return current
  }
}
