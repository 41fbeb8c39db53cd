extension CarouselCore {
  /// How an animated scroll-to reaches its target, after the re-basing shift: up to two slot
  /// changes, carried out in order, then an animation of `pages` pages.
  ///
  /// - Through the slots as they are: no change.
  /// - A target put into a side slot: `restoring` gives the other side slot its neighbour
  ///   back if it held an earlier target, `placement` puts the target in, and the animation
  ///   is one page toward it.
  /// - A target more than ``CarouselCore/longestScroll`` pages away through on-screen
  ///   slots: `placement` refills every slot around the item two pages short of it (the
  ///   position stays), and the animation covers those two pages. An animation of more pages
  ///   could not land exactly, since positions are `Double`s.
  struct ScrollPlan {
    var restoring: SlotChange?
    var placement: SlotChange?
    var pages: Int
  }

  /// The most pages a scroll-to animates through the slots as they are.
  static let longestScroll = 1 << 20

  /// How to reach `target` with one animation, the shortest way round (ties forward).
  ///
  /// A target that is not a neighbour goes into the side slot toward it, so that the
  /// animation is one page long and the items in between are never built; unless that slot
  /// is on screen (a peeking layout), or a slot still showing an earlier target is: then the
  /// animation runs through the slots as they are.
  mutating func scrollPlan(to target: Int) -> ScrollPlan {
    let steps = ring.distance(from: current, to: target)
    guard steps != 0 else { return ScrollPlan(pages: 0) }
    let direction = steps > 0 ? 1 : -1
    let side = SlotPosition.side(direction)
    let other = SlotPosition.side(-direction)
    let pages = strip.pages(to: target, steps: steps, in: ring)
    if let pages, abs(pages) == 1 { return ScrollPlan(pages: pages) }
    let staleOtherOnScreen = strip.targetSide == other && geometry.isOnScreen(other, at: position)
    if let pages, geometry.isOnScreen(side, at: position) || staleOtherOnScreen {
      guard abs(pages) > Self.longestScroll else { return ScrollPlan(pages: pages) }
      let near = ring.item(2, from: target, -direction)
      return ScrollPlan(
        placement: refill(count: count, current: near, pages: 0), pages: 2 * direction)
    }
    var placement = SlotChange(.placeTarget(side, isFar: abs(steps) != 1))
    placement.request(target, in: side)
    placement.moves.append(.recycle(side))
    placement.moves.append(.fill(side))
    return ScrollPlan(
      restoring: strip.targetSide == other ? strip.restoringTarget(around: current, in: ring) : nil,
      placement: placement, pages: direction)
  }

  /// Starts the animation of a scroll-to, `pages` pages from the middle slot, from the
  /// current position and velocity; with ``reducesMotion`` it arrives at once, and the owner
  /// lands it with the same shifts and events.
  mutating func startScroll(
    pages: Int, origin: MotionOrigin, into events: inout EventQueue
  ) -> Settling {
    var velocity = 0.0
    if case .settling(let animation) = motion { velocity = animation.velocity(at: now) }
    return startSettle(
      to: Double(pages), velocity: velocity,
      duration: reducesMotion ? .zero : physics.scrollDuration, origin: origin,
      into: &events)
  }

  /// A scroll-to without animation arrived: every slot was refilled around `target`.
  mutating func arrive(at target: Int, into events: inout EventQueue) {
    motion = .idle
    position = 0
    announce(target, into: &events)
    if lastSettledItem != target { events.append(.didScrollToItem(target)) }
    lastSettledItem = target
    events.append(.didSettle(target))
    announcedTarget = nil
    autoplay.restartCountdown(from: now)
  }

  /// The item "next" or "previous" scrolls to: counted from where the motion is heading, so
  /// that repeated taps add up; `nil` at an end of a finite carousel or with one item.
  func neighborTarget(_ direction: Int) -> Int? {
    headingItem.flatMap { ring.neighbor(of: $0, direction) }
  }

  /// The item under a point, with its slot.
  ///
  /// `point` is in points from the viewport's leading edge. The result is `nil` for a gap
  /// between cells or an empty slot; on an edge two cells share, it is the middle one.
  func item(atPoint point: Double) -> (item: Int, slot: SlotPosition)? {
    for position in [SlotPosition.middle, .left, .right] {
      guard let item = strip.items[position] else { continue }
      let frame = geometry.frame(of: position, at: self.position)
      if point >= frame.origin, point <= frame.origin + frame.length {
        return (item, position)
      }
    }
    return nil
  }

  /// A tap selected an item: the delegate hears of it.
  mutating func select(_ item: Int, into events: inout EventQueue) {
    events.append(.didSelectItem(item))
  }

  /// A tap on content that is settling catches it, as in a scroll view: the motion turns to
  /// the slot nearest the centre (or stays on it), from rest.
  ///
  /// - Returns: What the new settle came to, or `nil` when nothing was settling.
  mutating func catchMotion(into events: inout EventQueue) -> Settling? {
    guard case .settling = motion else { return nil }
    return startSettle(
      to: reachable(position.rounded()), velocity: 0, duration: physics.settleDuration,
      origin: .gesture,
      into: &events)
  }
}
