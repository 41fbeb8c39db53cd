/// The scroll model's machine: where the content is, what moves it (a finger, a settle, the
/// ticker, or nothing) and the time the host gave last.
///
/// It owns its writes: the core decides where the content goes and hands the result to one of
/// these transitions, which keep the motion and what it is measured from in step (a drag's
/// anchor with its origin, a shift with every anchor it moves). It knows nothing of items,
/// ends or events.
struct ScrollMotion {
  /// The viewport centre's distance from the middle slot, in pages toward the next item.
  private(set) var position: Double
  /// At rest, following a finger, animating, or ticking.
  private(set) var motion: Motion
  /// The recent samples of the drag in progress, for the release velocity.
  ///
  /// Kept out of ``Drag`` so that a move updates it in place instead of copying it out of the
  /// enum and back (a copy of its array would allocate on every move).
  private(set) var tracker = VelocityTracker()
  /// The translation the drag's anchor is measured from.
  ///
  /// Zero, until a move of more than ``CarouselCore/farDragPages`` re-bases the drag on the
  /// finger's translation then, so that later moves keep their precision.
  private(set) var dragOrigin = 0.0
  /// The latest time the host gave.
  private(set) var now: Duration
  /// The origin of a settle that arrived at once and has not landed yet.
  private(set) var arrivalOrigin: MotionOrigin?
  /// Whether the motion under way, or the rest it came to, may stop between items: a free
  /// release (``ReleaseBehavior/free``), or a ticker that stopped.
  private(set) var restsFree = false

  init(position: Double = 0, motion: Motion = .idle, now: Duration = .zero) {
    self.position = position
    self.motion = motion
    self.now = now
  }

  // MARK: - Position and time

  /// Puts the content at `position`.
  ///
  /// - Returns: Whether it moved (the owner then posts a scroll).
  @discardableResult
  mutating func move(to position: Double) -> Bool {
    guard position != self.position else { return false }
    self.position = position
    return true
  }

  /// Takes `time` as the latest time.
  mutating func setNow(_ time: Duration) {
    now = time
  }

  /// Moves the position, and the motion that produces it, back by `pages` after the slots
  /// moved forward by that many items.
  mutating func translate(by pages: Double) {
    position -= pages
    switch motion {
    case .idle:
      break
    case .dragging(var drag):
      drag.anchor -= pages
      drag.start -= pages
      motion = .dragging(drag)
    case .settling(var animation):
      animation.translate(by: pages)
      motion = .settling(animation)
    case .ticking(var tick):
      tick.anchor -= pages
      motion = .ticking(tick)
    }
  }

  // MARK: - Dragging

  /// A drag from where the content is, its translation counted from zero at `time`.
  ///
  /// - Parameters:
  ///   - time: When the finger touched down.
  ///   - anchor: The position before rubber-banding that the content is at.
  mutating func startDrag(at time: Duration, anchor: Double) {
    tracker = VelocityTracker()
    tracker.add(time: time, translation: 0)
    dragOrigin = 0
    motion = .dragging(Drag(anchor: anchor, translation: 0, start: position))
  }

  /// The finger moved to `translation` points toward the next item, at `time`.
  ///
  /// - Returns: The position before rubber-banding that the finger points at, or `nil` when
  ///   no drag is under way (nothing changed then).
  mutating func follow(
    translation: Double, at time: Duration, pageLength: Double
  ) -> Double? {
    guard case .dragging(var drag) = motion else { return nil }
    now = time
    drag.translation = translation
    tracker.add(time: time, translation: translation)
    motion = .dragging(drag)
    return drag.anchor + (translation - dragOrigin) / pageLength
  }

  /// Makes the drag in progress, if any, go on from where the content is: the finger's
  /// translation so far now maps to `unresisted`, the position before rubber-banding.
  ///
  /// The next moves are measured from that translation, so that a translation of an absurd
  /// length before (10³⁰⁰ points) cannot cost them their precision.
  mutating func reanchorDrag(at unresisted: Double) {
    guard case .dragging(var drag) = motion else { return }
    drag.anchor = unresisted
    dragOrigin = drag.translation
    motion = .dragging(drag)
  }

  /// The screen's direction flipped during a drag: the finger's translation so far, and its
  /// samples, now point the other way.
  mutating func mirrorDrag() {
    guard case .dragging(var drag) = motion else { return }
    drag.translation = -drag.translation
    motion = .dragging(drag)
    dragOrigin = -dragOrigin
    tracker.mirror()
  }

  // MARK: - Settling, ticking and rest

  /// A settle toward a target starts, free to rest between items or not.
  mutating func settle(_ animation: SettleAnimation, free: Bool) {
    motion = .settling(animation)
    restsFree = free
    arrivalOrigin = nil
  }

  /// A settle arrived at once, at `target`, free to rest between items or not: the owner
  /// lands it.
  ///
  /// - Returns: Whether the position moved.
  mutating func arrive(at target: Double, origin: MotionOrigin, free: Bool) -> Bool {
    motion = .idle
    restsFree = free
    arrivalOrigin = origin
    return move(to: target)
  }

  /// Stops the motion where it is: the carousel rests there, between items if so, and the
  /// owner lands it as the ticker's (`.arrived(.autoplay)`).
  mutating func halt() {
    motion = .idle
    restsFree = true
    arrivalOrigin = .autoplay
  }

  /// The content comes to rest where it is.
  mutating func rest() {
    motion = .idle
  }

  /// A landing finished: no settle is waiting to land.
  mutating func landed() {
    arrivalOrigin = nil
  }

  /// The ticker runs: `tick` from now on.
  ///
  /// - Parameters:
  ///   - tick: The run.
  ///   - startsFromRest: Whether the run starts from rest, which then may stop between
  ///     items.
  mutating func tick(_ tick: Tick, startsFromRest: Bool = false) {
    motion = .ticking(tick)
    if startsFromRest { restsFree = true }
  }
}
