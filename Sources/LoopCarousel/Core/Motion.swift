/// What a carousel is doing with its content.
public enum CarouselPhase: String, Hashable, Sendable, CaseIterable {
  /// At rest on the middle slot.
  case idle
  /// Following the user's finger.
  case dragging
  /// Animating toward a slot, after a release, a programmatic scroll or an autoplay step.
  case settling
  /// Moving at the ticker's constant speed (``Carousel/startTicker(speed:resumeDelay:at:)``).
  case ticking
}

/// The motion part of a carousel's state.
enum Motion: Equatable {
  /// At rest; the position is exactly `0`, or within half a page of it after a free rest.
  case idle
  /// Following a finger.
  case dragging(Drag)
  /// Animating toward a whole page, or toward a free rest.
  case settling(SettleAnimation)
  /// Moving at a ticker's constant speed.
  case ticking(Tick)

  var phase: CarouselPhase {
    switch self {
    case .idle: .idle
    case .dragging: .dragging
    case .settling: .settling
    case .ticking: .ticking
    }
  }
}

/// A finger resting on the content before any pan (``Carousel/touchDown(at:)``).
enum Touch: Equatable {
  /// It touched content at rest: autoplay waits.
  case resting
  /// It caught a motion, which it holds as a drag that has not moved (and is not told as
  /// one) until a pan begins or it lifts.
  case holding
}

/// A drag in progress.
struct Drag: Equatable {
  /// The position, in pages, that the translation ``ScrollMotion/dragOrigin`` maps to
  /// (before rubber-banding).
  var anchor: Double
  /// The latest translation, in points toward the next item.
  var translation: Double
  /// The position where the drag began, moved along with the shifts.
  var start: Double
}

/// What a decision to settle came to.
enum Settling: Equatable {
  /// An animation runs; the host advances time to see it through.
  case animating
  /// The target was reached at once: the shifts due and the landing follow
  /// (``CarouselCore/follow(_:into:)``), for a motion of this origin.
  case arrived(MotionOrigin)
}
