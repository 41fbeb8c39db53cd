/// The engine's whole state and every decision it makes, as a value.
///
/// The core is a state machine in the shape of swift-async-algorithms'
/// `DebounceStateMachine`: each input (a drag, a release, time, a tap, a scroll-to, a reload,
/// a new geometry, an autoplay change, a cell change that came in or failed) is a `mutating
/// func` that changes the state and returns what its owner must do next, most often a
/// ``SlotChange`` whose cells only the owner can get. Events for the delegate go into the
/// queue the owner passes in. The core holds no cell, pool, data source or delegate, so
/// tests drive it with plain values.
///
/// ``Carousel`` owns one core and carries out what it returns. The decisions it asks for
/// while the carousel holds the core (``nextShift()``, ``rebasingShift()`` and the like) are
/// `mutating` even where they change nothing: a call of a non-mutating method on a class's
/// stored struct copies the whole struct first, and the core is large.
struct CarouselCore {
  var geometry: CarouselGeometry {
    didSet { updateVisibilityEdges() }
  }
  var physics: ScrollPhysics
  /// The item count and the wrapping mode.
  var ring: ItemRing
  /// The current item; meaningful only when `ring.count > 0`.
  var current = 0
  /// The items of the slots, with the scroll-to exception.
  var strip = SlotStrip()
  /// The viewport centre's distance from the middle slot, in pages toward the next item.
  var position: Double = 0
  var motion: Motion = .idle
  /// The recent samples of the drag in progress, for the release velocity.
  ///
  /// Kept out of ``Drag`` so that a move updates it in place instead of copying it out of the
  /// enum and back.
  var tracker = VelocityTracker()
  /// The translation the drag's anchor is measured from.
  ///
  /// Zero, until a move of more than 2³¹ pages re-bases the drag on the finger's translation
  /// then, so that later moves keep their precision. Kept out of ``Drag`` for the same
  /// reason as `tracker`.
  var dragOrigin = 0.0
  /// The latest time the host gave.
  var now: Duration = .zero
  /// The item last reported with `didScrollToItem`, or the one a reload settled on.
  var lastSettledItem: Int?
  /// The item the last `willSettle` announced, until that settle ends or a drag interrupts
  /// it.
  var announcedTarget: Int?
  /// Whether programmatic motion moves at once instead of animating (Reduce Motion).
  var reducesMotion = false
  /// The number of settles that came to rest, so that the owner can tell whether a landing
  /// already happened while it carried out a shift.
  var landings = 0
  /// The origin of a settle that arrived at once and has not landed yet.
  var arrivalOrigin: MotionOrigin?
  /// The fraction of a cell's length that must be in the viewport for its item to count as
  /// visible; 0 means any part.
  var visibilityThreshold = 0.0 {
    didSet { updateVisibilityEdges() }
  }
  /// Where each slot's cell counts as visible, from the geometry and the threshold.
  private(set) var visibilityEdges: VisibilityEdges
  /// The items the delegate was last told are visible, by slot.
  var visible = VisibleItems()
  /// The open range of positions around the last one checked in which the visible items
  /// stay the same; empty when the slots' items changed since.
  var visibleBand: (low: Double, high: Double) = (.infinity, -.infinity)
  /// The open range of positions around the last one checked in which no slot's visibility
  /// changes, whatever items the slots hold: ``visibleBand`` before the slots changed.
  var steadyBand: (low: Double, high: Double) = (.infinity, -.infinity)

  private mutating func updateVisibilityEdges() {
    visibilityEdges = VisibilityEdges(geometry, threshold: visibilityThreshold)
    visibleBand = (.infinity, -.infinity)
    steadyBand = (.infinity, -.infinity)
  }
  var autoplay = AutoplaySchedule()

  init(geometry: CarouselGeometry, wraps: Bool, physics: ScrollPhysics) {
    self.geometry = geometry
    self.physics = physics
    ring = ItemRing(count: 0, wraps: wraps)
    visibilityEdges = VisibilityEdges(geometry, threshold: 0)
  }

  // MARK: - Settings

  /// Whether programmatic motion arrives at once from the next scroll on (Reduce Motion).
  mutating func setReducesMotion(_ reduces: Bool) {
    reducesMotion = reduces
  }

  /// New physics settings; a running animation keeps its old timing.
  mutating func setPhysics(_ physics: ScrollPhysics) {
    self.physics = physics
  }

  /// A new visibility threshold: the visible items are worked out again at the end of the
  /// call.
  mutating func setVisibilityThreshold(_ fraction: Double) {
    visibilityThreshold = fraction
  }

  /// Makes the visible items be worked out again at the end of the call (a new delegate may
  /// need to hear them), keeping what the delegate was told.
  mutating func forgetVisibleBand() {
    visibleBand = (.infinity, -.infinity)
  }

  /// Forgets what the delegate was told is visible: a new delegate hears every item on
  /// screen appear at the end of the call.
  mutating func forgetVisibleItems() {
    visible = VisibleItems()
    visibleBand = (.infinity, -.infinity)
  }

  // MARK: - Autoplay

  /// Turns autoplay on from now.
  mutating func startAutoplay(
    interval: Duration, direction: AutoplayDirection, endBehavior: AutoplayEndBehavior
  ) {
    autoplay.start(interval: interval, direction: direction, endBehavior: endBehavior, now: now)
  }

  /// Turns autoplay off; a step already animating finishes.
  mutating func stopAutoplay() {
    autoplay.stop()
  }

  /// Holds autoplay.
  mutating func pauseAutoplay() {
    autoplay.pause()
  }

  /// Lets autoplay go on, one full interval from now.
  mutating func resumeAutoplay() {
    autoplay.resume(now: now)
  }

  // MARK: - Readings

  var count: Int { ring.count }

  var isDragging: Bool {
    if case .dragging = motion { return true }
    return false
  }

  /// The item nearest the viewport centre.
  var nearestItem: Int? {
    guard count > 0 else { return nil }
    if position > 0.5, let right = strip.items.right { return right }
    if position < -0.5, let left = strip.items.left { return left }
    return current
  }

  /// The item the carousel is on, or heading to while it settles.
  var headingItem: Int? {
    guard count > 0 else { return nil }
    guard case .settling(let animation) = motion else { return nearestItem }
    return strip.item(atPages: Int(animation.to.rounded()), current: current, in: ring)
  }

  /// The side toward the side slot nearer the centre than the middle one, if that slot holds
  /// an item: where a shift that keeps the picture goes.
  var nearerSide: Int? {
    guard abs(position) > 0.5 else { return nil }
    let direction = position > 0 ? 1 : -1
    return strip.items[.side(direction)] != nil ? direction : nil
  }

  /// The farthest positions, in pages, that have an item behind them.
  var edges: (back: Double, forward: Double) { strip.edges(around: current, in: ring) }

  /// Whether the position can run past an end: a finite carousel, or fewer than two items.
  var hasEnds: Bool { !ring.loops }

  /// The rubber band's dimension in pages: the viewport, but never more than a page, so
  /// that the offset stays inside the three-page strip.
  var rubberDimension: Double {
    min(geometry.viewportLength, geometry.pageLength) / geometry.pageLength
  }

  /// Applies the rubber band to a raw position past the ends.
  func resisted(_ raw: Double) -> Double {
    let (back, forward) = edges
    if raw > forward {
      return forward + RubberBand.resisted(raw - forward, dimension: rubberDimension)
    }
    if raw < back { return back + RubberBand.resisted(raw - back, dimension: rubberDimension) }
    return raw
  }

  /// The raw position that ``resisted(_:)`` maps to `position`.
  func unresisted(_ position: Double) -> Double {
    let (back, forward) = edges
    if position > forward {
      return forward + RubberBand.inverse(position - forward, dimension: rubberDimension)
    }
    if position < back {
      return back + RubberBand.inverse(position - back, dimension: rubberDimension)
    }
    return position
  }

  /// The instant of the next autoplay step, if one can happen.
  var autoplayDueTime: Duration? {
    guard count >= 2, let due = autoplay.dueTime else { return nil }
    if !ring.wraps, autoplay.endBehavior == .stop,
      ring.neighbor(of: current, autoplay.direction.step) == nil
    {
      return nil
    }
    return due
  }

  /// When the host must advance time next: the latest time while animating, the next
  /// autoplay step at rest, `nil` otherwise.
  var nextDeadline: Duration? {
    switch motion {
    case .settling: now
    case .dragging: nil
    case .idle: autoplayDueTime
    }
  }

  // MARK: - Shifts

  /// The shift that keeps the viewport within the three cells, if one is due (the design's
  /// third rule): a page turn, or, four pages or more away, a jump that skips the middle items
  /// with one refill and leaves the last two pages to page turns.
  ///
  /// It changes nothing (see the type's note on `mutating`).
  mutating func nextShift() -> Shift? {
    isShiftDue ? dueShift() : nil
  }

  /// The shift that is due; only when ``isShiftDue``.
  mutating func dueShift() -> Shift {
    let direction = position > 0 ? 1 : -1
    if abs(position) >= 4, strip.targetSide != .side(direction) {
      let moved = ring.moving(current, by: Double(direction) * (abs(position).rounded(.down) - 2))
      return .change(refill(count: count, current: moved.item, pages: moved.pages))
    }
    return turn(direction)
  }

  /// Whether ``nextShift()`` has a shift.
  ///
  /// One is due when the position is past the shift threshold (and more than half a page)
  /// toward a side slot that holds an item. Past an end of a finite carousel the rubber band
  /// keeps the position within a page, so none is due there.
  var isShiftDue: Bool {
    let position = self.position
    guard abs(position) >= geometry.shiftThreshold, abs(position) > 0.5 else { return false }
    return (position > 0 ? strip.items.right : strip.items.left) != nil
  }

  /// A page turn onto the side slot toward `direction`, which holds an item.
  mutating func turn(_ direction: Int) -> Shift {
    strip.turn(direction, in: ring)
  }

  /// Every slot refilled around `current` for `count` items: requested middle, left, right;
  /// the old cells recycled left to right, then the new ones placed middle, left, right.
  func refill(count: Int, current: Int, pages: Double) -> SlotChange {
    var change = SlotChange(.refill(count: count, current: current, pages: pages))
    if count > 0 {
      let ring = ItemRing(count: count, wraps: self.ring.wraps)
      change.request(current, in: .middle)
      if let left = ring.neighbor(of: current, -1) { change.request(left, in: .left) }
      if let right = ring.neighbor(of: current, 1) { change.request(right, in: .right) }
    }
    change.moves.append(.recycleLeft)
    change.moves.append(.recycleMiddle)
    change.moves.append(.recycleRight)
    change.moves.append(.fillMiddle)
    change.moves.append(.fillLeft)
    change.moves.append(.fillRight)
    return change
  }

  /// The shift onto the slot nearer the centre than the middle one, if any: the fast-drag
  /// fix, and the re-basing before a scroll-to.
  mutating func rebasingShift() -> Shift? {
    guard let direction = nearerSide else { return nil }
    return turn(direction)
  }

  /// Records a shift whose cells the owner has put in place.
  mutating func apply(_ shift: Shift, into events: inout EventQueue) {
    switch shift {
    case .turn(let turn): apply(turn, into: &events)
    case .change(let change): apply(change, into: &events)
    }
  }

  /// Records a page turn whose cells the owner has put in place.
  mutating func apply(_ turn: PageTurn, into events: inout EventQueue) {
    visibleBand = (.infinity, -.infinity)
    strip.items.rotate(toward: turn.direction)
    strip.items[turn.side] = turn.incoming
    turned(turn.direction, into: &events)
  }

  /// Records that the side slot toward `direction` has rotated into the middle.
  private mutating func turned(_ direction: Int, into events: inout EventQueue) {
    guard let middle = strip.items.middle else {
      preconditionFailure("Internal inconsistency: a page turn left the middle slot empty")
    }
    current = middle
    strip.clearExceptions()
    translate(by: Double(direction), into: &events)
  }

  /// Records a slot change whose cells the owner has put in place, running its moves on the
  /// items.
  mutating func apply(_ change: SlotChange, into events: inout EventQueue) {
    visibleBand = (.infinity, -.infinity)
    var moves = change.moves
    while let move = moves.next() {
      switch move {
      case .recycleLeft: strip.items.left = nil
      case .recycleMiddle: strip.items.middle = nil
      case .recycleRight: strip.items.right = nil
      case .fillLeft: strip.items.left = change.incoming.left
      case .fillMiddle: strip.items.middle = change.incoming.middle
      case .fillRight: strip.items.right = change.incoming.right
      case .rotateForward: strip.items.rotate(toward: 1)
      case .rotateBackward: strip.items.rotate(toward: -1)
      }
    }
    switch change.kind {
    case .turnOntoTarget(let direction):
      turned(direction, into: &events)
    case .refill(let count, let current, let pages):
      ring.count = count
      self.current = count > 0 ? current : 0
      strip.clearExceptions()
      events.appendScroll()
      translate(by: pages, into: &events)
    case .rewrap(let wraps):
      ring.wraps = wraps
      if let side = strip.targetSide, change.moves.contains(.recycle(side)) {
        strip.targetSide = nil
      }
      for side in [SlotPosition.left, .right] where change.moves.contains(.recycle(side)) {
        strip.setStale(side, false)
      }
      if !change.moves.isEmpty { events.appendScroll() }
    case .restore(let side):
      if strip.targetSide == side { strip.targetSide = nil }
      strip.setStale(side, false)
      if change.incoming[side] != nil { events.appendScroll() }
    case .placeTarget(let side, let isFar):
      strip.targetSide = isFar ? side : nil
      strip.setStale(side, false)
      events.appendScroll()
    }
  }

  /// Moves the position, and the motion that produces it, back by `pages` after the slots
  /// moved forward by that many items.
  mutating func translate(by pages: Double, into events: inout EventQueue) {
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
    }
    events.appendScroll()
  }

  /// After shifts that included a jump (a move of four pages or more): the position back
  /// within the rubber band's reach of the ends, and a drag re-based if the jump was far.
  mutating func settleAfterJump() {
    confineToEnds()
    rebaseFarDrag()
  }

  /// Keeps the position within the rubber band's reach of the ends after shifts.
  ///
  /// Past 2⁵³ pages a `Double` cannot hold a page's fraction, so a drag that far toward an
  /// end can round to more than the rubber band allows; once the shifts have reached the
  /// end, the position is brought back within it (and a drag goes on from there).
  mutating func confineToEnds() {
    guard hasEnds, count > 0 else { return }
    let (back, forward) = edges
    let confined = min(max(position, back - rubberDimension), forward + rubberDimension)
    guard confined != position else { return }
    position = confined
    reanchorDrag()
  }

  /// Re-bases a drag whose anchor the shifts moved more than 2³¹ pages: the anchor becomes
  /// the position and the origin the finger's translation, so that the next moves, measured
  /// from there, keep their precision after a move of an absurd length.
  mutating func rebaseFarDrag() {
    guard case .dragging(var drag) = motion, abs(drag.anchor) > 0x1p31 else { return }
    drag.anchor = unresisted(position)
    dragOrigin = drag.translation
    motion = .dragging(drag)
  }

  /// Makes the drag in progress, if any, go on from the current position: the finger's
  /// translation so far now maps to where the content is.
  mutating func reanchorDrag() {
    guard case .dragging(var drag) = motion else { return }
    drag.anchor = unresisted(position) - (drag.translation - dragOrigin) / geometry.pageLength
    motion = .dragging(drag)
  }

  /// The restore of a side slot that held a scroll-to target failed as the motion came to
  /// rest: the delegate hears of it, and the side counts as stale, so that the neighbour is
  /// asked for again before the motion turns onto it.
  mutating func restoreFailed(_ error: CarouselError, into events: inout EventQueue) {
    events.append(.didFail(error))
    if let side = strip.targetSide {
      strip.targetSide = nil
      strip.setStale(side, true)
    }
  }

  /// A request of the owner's failed: the delegate hears of it.
  mutating func requestFailed(_ error: CarouselError, into events: inout EventQueue) {
    events.append(.didFail(error))
  }

  /// A shift that motion needed failed: the delegate hears of it, and the motion stops just
  /// inside the threshold on the side it was going to, as at an end; an animation turns back
  /// to the middle.
  mutating func shiftFailed(_ error: CarouselError, into events: inout EventQueue) -> Settling {
    events.append(.didFail(error))
    let direction = position > 0 ? 1 : -1
    let threshold = geometry.shiftThreshold
    let limit = threshold > 0.5 ? max(0.5, threshold - 1e-9) : 0.5
    position = Double(direction) * limit
    if case .idle = motion, let origin = arrivalOrigin {
      // A settle that arrived at once (reduced motion, a step too short to animate) turns
      // back to the middle as an animation would, at once too when motion is reduced.
      return startSettle(
        to: 0, velocity: 0, duration: reducesMotion ? .zero : physics.settleDuration,
        origin: origin, into: &events)
    }
    return redirectMotion(into: &events) { _, _ in (0, 0) }
  }

  /// Adapts the motion to a moved position or moved ends: a drag goes on under the finger;
  /// an animation heads for the target and velocity `retarget` gives, if it gives one.
  mutating func redirectMotion(
    into events: inout EventQueue,
    retarget: (CarouselCore, SettleAnimation) -> (to: Double, velocity: Double)?
  ) -> Settling {
    switch motion {
    case .idle:
      return .animating
    case .dragging:
      reanchorDrag()
      return .animating
    case .settling(let animation):
      guard let (target, velocity) = retarget(self, animation) else { return .animating }
      return startSettle(
        to: target, velocity: velocity, duration: physics.settleDuration,
        origin: animation.origin, into: &events)
    }
  }
}
