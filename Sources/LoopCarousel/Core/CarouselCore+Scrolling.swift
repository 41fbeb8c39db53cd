extension CarouselCore {
  /// How an animated scroll-to reaches its target: up to three slot changes, carried out in
  /// order, then an animation of `pages` pages.
  ///
  /// - First `rebase`, the shift onto a side slot nearer the centre than the middle one, if
  ///   any (as a drag's fast-drag fix), so that the plan starts from the middle slot.
  /// - Through the slots as they are: no other change. So is a target one or two items away
  ///   when the side slots show the current item's neighbours: the animation turns a page
  ///   per item, with one request each. A target two items away comes in with the first
  ///   turn, during the animation: its cell is asked for first (`probe`), so that a target
  ///   that cannot be made throws before anything changes, as at any other distance; the
  ///   owner gives it back to the pool and that turn takes it back (``heldTarget``), unless
  ///   the data source was handed it since.
  /// - A target put into a side slot: `restoring` gives the other side slot its neighbour
  ///   back if it held an earlier target, `placement` puts the target in, and the animation
  ///   is one page toward it.
  /// - A target more than ``CarouselCore/longestScroll`` pages away through on-screen
  ///   slots: `placement` refills every slot around the item two pages short of it (the
  ///   position stays), and the animation covers those two pages. An animation of more pages
  ///   could not land exactly, since positions are `Double`s.
  struct ScrollPlan {
    var rebase: SlotChange?
    var restoring: SlotChange?
    var placement: SlotChange?
    /// The target two pages away through the neighbours, and the slot its cell will be asked
    /// for in.
    var probe: TargetProbe?
    var pages: Int
  }

  /// The target of an animated scroll two items away, whose cell the page turn that brings
  /// it in takes: asked for as the scroll begins, so that a target that cannot be made fails
  /// the scroll before anything changes.
  struct TargetProbe: Equatable {
    var item: Int
    /// The side slot the turn fills with it.
    var slot: SlotPosition
  }

  /// How a scroll-to without animation brings `target` into the middle slot: a page turn per
  /// item when it is one or two items away and the side slots show the current item's
  /// neighbours (a request per item, as a drag makes), else a refill of every slot (up to
  /// three requests).
  ///
  /// - Returns: The changes to carry out in order; the second turn is planned on the slots
  ///   the first leaves.
  func instantScrollChanges(to target: Int) -> (first: SlotChange, second: SlotChange?) {
    let steps = ring.distance(from: current, to: target)
    let direction = Direction(of: steps)
    guard (1...2).contains(abs(steps)), strip.targetSide == nil,
      strip.items[.side(direction)] != nil
    else {
      return (refill(count: count, current: target, pages: 0), nil)
    }
    let first = strip.turn(direction, in: ring)
    guard abs(steps) == 2 else { return (first, nil) }
    var turned = self
    var ignoredEvents = EventQueue(capacity: 0)
    turned.apply(first, into: &ignoredEvents)
    return (first, turned.strip.turn(direction, in: turned.ring))
  }

  /// The most pages a scroll-to animates through the slots as they are: 2²⁰, far below
  /// the 2⁵³ at which a `Double` position stops counting whole pages exactly.
  static let longestScroll = 1 << 20

  /// How to reach `target` with one animation from where the carousel is: the re-basing
  /// shift, if one is due, then ``scrollPlan(to:isDrawn:)`` from the slots as that shift
  /// leaves them.
  ///
  /// `isDrawn` says whether a slot of the core it is given is drawn on screen: as the style
  /// draws it (``isDrawn(_:)``), or as the style said it does.
  func scrollPlan(reaching target: Int, isDrawn: (CarouselCore, SlotPosition) -> Bool)
    -> ScrollPlan
  {
    guard let rebase = rebasingShift() else { return scrollPlan(to: target, isDrawn: isDrawn) }
    var rebased = self
    var ignoredEvents = EventQueue(capacity: 0)
    rebased.apply(rebase, into: &ignoredEvents)
    var plan = rebased.scrollPlan(to: target, isDrawn: isDrawn)
    plan.rebase = rebase
    return plan
  }

  /// How to reach `target` with one animation, the shortest way round (ties forward).
  ///
  /// A target that is not a neighbour goes into the side slot toward it, so that the
  /// animation is one page long and the items in between are never built; unless that slot
  /// is drawn on screen (a peeking layout, a style that draws neighbours toward the centre),
  /// or a slot still showing an earlier target is: then the animation runs through the slots
  /// as they are, so that nothing visible changes its item in place.
  func scrollPlan(to target: Int, isDrawn: (CarouselCore, SlotPosition) -> Bool) -> ScrollPlan {
    let steps = ring.distance(from: current, to: target)
    guard steps != 0 else { return ScrollPlan(pages: 0) }
    let direction = Direction(of: steps)
    let side = SlotPosition.side(direction)
    let other = SlotPosition.side(direction.reversed)
    let pages = strip.pages(to: target, steps: steps, in: ring)
    // One or two items away, through the neighbours: a turn, and one request, per item.
    if let pages, abs(pages) <= 2, strip.targetSide == nil {
      return ScrollPlan(
        probe: abs(pages) == 2 ? TargetProbe(item: target, slot: side) : nil, pages: pages)
    }
    if let pages, abs(pages) == 1 { return ScrollPlan(pages: pages) }
    let earlierTargetOnScreen = strip.targetSide == other && isDrawn(self, other)
    if let pages, isDrawn(self, side) || earlierTargetOnScreen {
      guard abs(pages) > Self.longestScroll else { return ScrollPlan(pages: pages) }
      let near = ring.item(2, from: target, direction.reversed)
      return ScrollPlan(
        placement: refill(count: count, current: near, pages: 0), pages: 2 * direction.step)
    }
    var placement = SlotChange(.placeTarget(side, isFar: abs(steps) != 1))
    placement.request(target, in: side)
    placement.move(.recycle(side), .fill(side))
    return ScrollPlan(
      restoring: strip.targetSide == other
        ? strip.restoring(other, around: current, in: ring) : nil,
      placement: placement, pages: direction.step)
  }

  /// A scroll the host asked for, the time already moved on: to `target`, or, without one,
  /// to the neighbour toward `direction` of the item the motion heads to
  /// (``neighborTarget(_:)``), if there is one; animated or not.
  ///
  /// An assistive technology's scroll stops autoplay for good (the W3C carousel pattern),
  /// once the scroll is under way or when there is none to make.
  ///
  /// - Returns: The first step of the scroll; `done` when there is none to make.
  mutating func scroll(
    to target: Int?, orNeighbor direction: Direction = .forward, animated: Bool,
    origin: MotionOrigin, into events: inout EventQueue
  ) -> Step {
    then = origin == .assistiveTechnology ? .stopAutoplay : nil
    guard let target = target ?? neighborTarget(direction) else {
      return afterSequence(.done, into: &events)
    }
    let step =
      animated
      ? scroll(to: target, origin: origin, onFailure: .fails)
      : startBatch(.scrollingInstantly(target: target), into: &events)
    return afterSequence(step, into: &events)
  }

  /// The item "next" or "previous" scrolls to, counted from where the motion is heading.
  ///
  /// Counting from the heading makes repeated taps add up. At an end of a finite carousel it
  /// is the other end when the carousel rewinds, `nil` otherwise; `nil` with one item.
  func neighborTarget(_ direction: Direction) -> Int? {
    guard let heading = headingItem else { return nil }
    if let neighbor = ring.neighbor(of: heading, direction) { return neighbor }
    guard rewinds, count >= 2 else { return nil }
    return direction == .forward ? 0 : count - 1
  }

  // MARK: - Scrolling and taps: the rules

  /// Starts the animation of a scroll-to, `pages` pages from the middle slot, from the
  /// current position and velocity; with ``reducesMotion`` it arrives at once, and lands
  /// with the same shifts and events.
  mutating func startScroll(
    pages: Int, origin: MotionOrigin, into events: inout EventQueue
  ) -> Step {
    var velocity = 0.0
    if case .settling(let animation) = motion { velocity = animation.velocity(at: now) }
    let settling = startSettle(
      to: Double(pages), velocity: velocity,
      duration: reducesMotion ? .zero : physics.scrollDuration, origin: origin,
      into: &events)
    return followStart(settling, into: &events)
  }

  /// A scroll-to without animation arrived: every slot was refilled around `target`.
  mutating func scrolledWithoutAnimation(to target: Int, into events: inout EventQueue) {
    scroll.rest()
    scroll.move(to: 0)
    report.landed(
      on: target, arrival: arrivalAnnouncement(target, after: .program), into: &events)
    autoplay.restartCountdown(for: target, from: now)
    inputs.tickerMayResume(after: now)
  }

  /// A tap at a point (``Carousel/selectItem(atX:y:at:)``), the time already moved on.
  ///
  /// One that lifts a touch holding a caught motion selects nothing. The cell kept for a
  /// scroll's target is let go of: a motion the tap catches turns to the nearest slot, and
  /// one is kept only while a scroll settles. A tap on content that is settling catches it,
  /// as in a scroll view, and selects nothing. Otherwise the item under the point is
  /// selected if the delegate agrees (``Step/askSelection(atX:y:)``), and scrolled to the
  /// centre when the host asks for that and it shows on a side slot.
  ///
  /// - Returns: The first step of what the tap does.
  mutating func tap(atX x: Double, y: Double, into events: inout EventQueue) -> Step {
    guard !holdsCaughtMotion else { return .done }
    return releaseHeldTarget(then: .tapping(atX: x, y: y))
      ?? catchOrSelect(atX: x, y: y, into: &events)
  }

  /// A tap catches a settle, or asks for the item under it.
  mutating func catchOrSelect(
    atX x: Double, y: Double, into events: inout EventQueue
  ) -> Step {
    guard case .settling = motion else {
      return handOut(.askSelection(atX: x, y: y), then: .selecting)
    }
    let settling = startSettle(
      to: reachable(position.rounded()), velocity: 0, duration: physics.settleDuration,
      origin: .gesture, into: &events)
    return follow(settling, into: &events)
  }

  /// A tap selected `item`, shown on `slot`: the delegate hears of it, and a side item is
  /// centred when `centres`.
  mutating func select(
    _ item: Int, on slot: SlotPosition, centres: Bool, into events: inout EventQueue
  ) -> Step {
    events.append(.didSelectItem(item))
    guard centres, slot != .middle, !isDragging else { return .done }
    return scroll(to: item, origin: .program, onFailure: .isReported)
  }
}
