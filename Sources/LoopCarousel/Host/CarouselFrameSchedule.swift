/// What a host's frame loop does next, from ``Carousel/frameSchedule``.
public enum CarouselFrameSchedule: Hashable, Sendable {
  /// Motion is under way: call ``Carousel/advance(to:)`` on every frame.
  case everyFrame
  /// At rest until an autoplay step: sleep, and call ``Carousel/advance(to:)`` at this time
  /// (or at the first frame after it).
  case wake(at: Duration)
  /// Nothing is pending (at rest with no autoplay, or a finger is down): stop the frame
  /// loop until the next gesture or call.
  case idle
}
