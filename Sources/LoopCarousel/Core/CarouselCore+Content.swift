extension CarouselCore {
  /// The content of the items `indexes` changed (``Carousel/reconfigureItems(at:)``): the
  /// slots that show one of them are filled anew in place, then a cell kept for a scroll's
  /// target among them is let go of.
  ///
  /// - Returns: The first step.
  mutating func reconfigure(_ indexes: [Int]) -> Step {
    var slots = Slots<Int>()
    for slot in SlotPosition.allCases {
      if let item = strip.items[slot], indexes.contains(item) { slots[slot] = item }
    }
    let releasesTarget = heldTarget.map(indexes.contains) ?? false
    return handOut(.reconfigure(slots), then: .reconfiguring(releasesTarget: releasesTarget))
  }

  /// A reload: the refill for the new count, and what the motion does once it is in.
  struct Reload: Equatable {
    /// Every slot refilled around the item nearest the centre (or the last item, when that
    /// one no longer exists).
    var refill: SlotChange
    /// The item the motion heads to after the reload: found by identity, or the same index
    /// without identifiers.
    var heading: Int?
    /// Whether autoplay had too few items to run before the reload.
    var autoplayWasInert: Bool
    /// The item a settle headed to, by its number before the reload and after it: the same
    /// item under its new number, or `nil` when the reload removed it (with identifiers, a
    /// reload that keeps no item on screen removed them all).
    var target: Renumbering?
    /// With identifiers, the items in the slots before the reload, and their numbers after it
    /// (`nil` where the reload removed one); the events still waiting name them so.
    var slots: SlotRenumbering?
    /// The serial of the first event the reload posts (``EventQueue/posted`` as it began).
    var firstOwnEvent = 0
    /// The focused item, by its number before the reload and after it (`nil`: gone).
    var focus: Renumbering?

    /// The number an item had before the reload, and its number after it: `nil` when the
    /// reload removed it.
    struct Renumbering: Equatable {
      var before: Int
      var after: Int?
    }

    /// The items of the slots before a reload, and their numbers after it (`nil` where the
    /// reload removed one).
    struct SlotRenumbering: Equatable {
      var before: Slots<Int>
      var after: Slots<Int>
    }

    /// The number after the reload of the item whose cell it took out of `slot`, by the
    /// cell's identifier (`nil` without one, or when the reload removed the item).
    func renumberedCell(_ item: Int, in slot: SlotPosition) -> Int? {
      guard let slots, slots.before[slot] == item else { return nil }
      return slots.after[slot]
    }

    /// The number after the reload of the item a focus change names: the focused item's,
    /// found by its identifier, else as ``renumbered(_:)`` says.
    func renumberedFocus(_ item: Int) -> Int? {
      if let focus, focus.before == item { return focus.after }
      return renumbered(item)
    }

    /// An item's number after the reload, if the reload renumbered an item it knows of
    /// (the slots' items and the settle's target); `nil` for any other.
    func renumbered(_ item: Int) -> Int? {
      if let target, target.before == item, let after = target.after { return after }
      guard let slots else { return nil }
      for slot in SlotPosition.allCases where slots.before[slot] == item {
        if let after = slots.after[slot] { return after }
      }
      return nil
    }
  }

  /// Plans a reload for `count` items (not negative), re-basing on the item nearest the
  /// centre, as a shift would, so that the picture is kept.
  ///
  /// With `survivors` the reload keeps the item nearest the centre by identity rather than by
  /// number (the nearest survivor when it was removed), and each slot whose item is still the
  /// one it needs keeps its cell. Without it, items are kept by number.
  ///
  /// - Parameters:
  ///   - count: The new number of items.
  ///   - survivors: With item identity, the new number of each slot's item in the reloaded
  ///     data, `nil` for one that was removed (or a slot without an identifier).
  ///   - farHeading: With item identity, the new number of the item a settle heads to
  ///     beyond the slots (``farHeadingIdentifier``), if it survived.
  /// - Returns: The refill and what the motion does after it.
  func reloadPlan(count: Int, survivors: Slots<Int>? = nil, farHeading: Int? = nil) -> Reload {
    // The slot nearest the centre, as a shift would pick it (with no items, every slot is
    // empty: the middle one).
    let keepSlot = nearerSide.map { SlotPosition.side($0) } ?? .middle
    let heading = headingItem
    if count > 0, let survivors,
      let (anchor, newCurrent) = nearestSurvivor(to: keepSlot, in: survivors)
    {
      // Re-based as a shift would, when the item kept is the one nearest the centre; on
      // another survivor (the item nearest the centre was removed), it lands there.
      let rebase = anchor == keepSlot ? Double(anchor.pageOffset) : 0
      // The slot a settle heads to (with two items both sides show the other one), else any
      // slot with the item.
      var newHeading: Int?
      if let slot = headingSlot, strip.items[slot] == heading { newHeading = survivors[slot] }
      if newHeading == nil, let heading {
        for position in SlotPosition.allCases where strip.items[position] == heading {
          newHeading = newHeading ?? survivors[position]
        }
      }
      // Beyond the slots, the item found by the identifier noted when the settle began.
      if newHeading == nil, let farHeading, farHeading < count { newHeading = farHeading }
      return Reload(
        refill: refill(
          count: count, current: newCurrent, pages: rebase, keeping: survivors),
        heading: newHeading, autoplayWasInert: self.count < 2,
        target: settleTarget(heading, after: newHeading),
        slots: Reload.SlotRenumbering(before: strip.items, after: survivors))
    }
    let keep = self.count > 0 ? (strip.items[keepSlot] ?? current) : 0
    let newCurrent = count == 0 ? 0 : min(keep, count - 1)
    return Reload(
      refill: refill(count: count, current: newCurrent, pages: Double(keepSlot.pageOffset)),
      heading: heading, autoplayWasInert: self.count < 2,
      target: settleTarget(heading, after: survivors == nil ? heading : nil))
  }

  /// The settle's target, by its number before a reload and after it, while a settle is
  /// under way.
  private func settleTarget(_ before: Int?, after: Int?) -> Reload.Renumbering? {
    guard case .settling = motion, let before else { return nil }
    return Reload.Renumbering(before: before, after: after)
  }

  /// The item a settle heads to beyond the three slots (two pages or more away), if any.
  var farHeadingItem: Int? {
    guard case .settling(let animation) = motion, abs(animation.to.rounded()) >= 2 else {
      return nil
    }
    return headingItem
  }

  /// The identifier of the item a settle heads to beyond the slots, noted when the settle
  /// began, while it still heads there.
  var farHeadingIdentifier: AnyHashable? {
    guard let far = content.farHeading, far.item == farHeadingItem else { return nil }
    return far.identifier
  }

  /// The slot a settle heads to, when it heads to one of the three.
  var headingSlot: SlotPosition? {
    guard case .settling(let animation) = motion else { return nil }
    switch animation.to.rounded() {
    case -1: return .left
    case 0: return .middle
    case 1: return .right
    default: return nil
    }
  }

  /// The slot nearest `slot` whose item survived a reload, with its new number: `slot`
  /// itself, then the middle, then the side toward the motion.
  private func nearestSurvivor(to slot: SlotPosition, in survivors: Slots<Int>)
    -> (SlotPosition, Int)?
  {
    let toward = SlotPosition.side(Direction(of: position == 0 ? 1 : position))
    let away: SlotPosition = toward == .right ? .left : .right
    for candidate in [slot, .middle, toward, away] {
      if let item = survivors[candidate] { return (candidate, item) }
    }
    return nil
  }

  /// Every slot refilled around `current` for `count` items, re-based by `pages` (the
  /// position moves back by them once it is in: a jump's pages, or the slot nearest the
  /// centre's): requested middle, left, right; the old cells recycled left to right, then the
  /// new ones placed middle, left, right.
  ///
  /// With `survivors` (a reload by identity: the new numbers of the items of the slots as
  /// they were) each slot whose item survived and is the one the slot needs keeps its cell;
  /// with `pages` of `±1` the side slot that way then becomes the middle one, as in a page
  /// turn. Without them every cell goes, and `pages` moves only the position.
  func refill(
    count: Int, current: Int, pages: Double, keeping survivors: Slots<Int>? = nil
  ) -> SlotChange {
    var change = SlotChange(.refill(count: count, current: current, pages: pages))
    change.servesPrefetches = survivors == nil
    // Where each slot's item sits once the slot `pages` away is the middle one: the slots
    // move one place, as in a page turn, and the far side's cell goes.
    var moved = survivors ?? Slots()
    var rotation: Direction?
    if survivors != nil, pages != 0 {
      let direction = Direction(of: pages)
      moved[.side(direction.reversed)] = nil
      moved.rotate(toward: direction)
      rotation = direction
    }
    var wanted = Slots<Int>()
    if count > 0 {
      let ring = ItemRing(count: count, wraps: self.ring.wraps)
      wanted.middle = current
      wanted.left = ring.neighbor(of: current, .backward)
      wanted.right = ring.neighbor(of: current, .forward)
    }
    for position in [SlotPosition.middle, .left, .right] {
      if let item = wanted[position], moved[position] == item {
        change.renumbered[position] = item
      } else if let item = wanted[position] {
        change.request(item, in: position)
      }
    }
    // Cells are recycled where they are before the slots move, so that each is told with the
    // item its slot holds: every slot whose content is not kept, and the far side.
    for position in [SlotPosition.left, .middle, .right] {
      let destination = rotation.map { position.moved(toward: $0) } ?? position
      if destination.map({ change.renumbered[$0] == nil }) ?? true {
        change.moves.append(.recycle(position))
      }
    }
    if let rotation { change.moves.append(.rotate(rotation)) }
    for position in [SlotPosition.middle, .left, .right] where change.renumbered[position] == nil {
      change.moves.append(.fill(position))
    }
    return change
  }

  /// The side slots that change when the wrapping mode becomes `wraps`; the middle cell is
  /// kept.
  func rewrap(_ wraps: Bool) -> SlotChange {
    var change = SlotChange(.rewrap(wraps))
    guard count > 0 else { return change }
    let ring = ItemRing(count: count, wraps: wraps)
    for side in [SlotPosition.left, .right] {
      let wanted = ring.neighbor(of: current, side.direction)
      guard wanted != strip.items[side] || strip.targetSide == side
      else { continue }
      if let wanted { change.request(wanted, in: side) }
      change.moves.append(.recycle(side))
      change.moves.append(.fill(side))
    }
    return change
  }

  // MARK: - Content and geometry: the rules

  /// Adapts the motion to the content a reload put in: a settle goes on toward the item it
  /// was heading to (if that scroll fails, the delegate hears of it and the settle turns to
  /// the nearest slot), or settles on the nearest slot.
  mutating func reloaded(_ reload: Reload, into events: inout EventQueue) -> Step {
    // The events still waiting from before the reload name its items by their new numbers.
    events.renumberPending(after: reload)
    // A highlight names its item by an index the reload may have given another.
    if let item = highlighted {
      highlighted = nil
      events.append(.didUnhighlightItem(item))
    }
    // The window is worked out afresh at the end of the call; each listener hears what it
    // differs by, by identity.
    prefetch.reset()
    inputs.endStepRun()
    content.forgetFarHeading()
    report.reloaded(restingOn: count > 0 && motion == .idle ? current : nil)
    if count == 0 {
      if isDragging, touch != .holding { events.append(.didEndDragging(willSettle: false)) }
      touch = nil
      // A settle under way has no item to rest on.
      report.settleCancelled(into: &events, removed: true)
      scroll.rest()
      scroll.move(to: 0)
      autoplay.release(\.interacting, now: now)
      return .done
    }
    switch motion {
    case .idle:
      scroll.move(to: 0)
      // A feed that reloads often keeps its autoplay rhythm; one that had too few items to
      // autoplay starts a fresh countdown.
      if reload.autoplayWasInert || autoplay.countdown == nil {
        autoplay.restartCountdown(for: current, from: now)
      } else {
        autoplay.itemChanged(to: current)
      }
      restartStaleAutoplayCountdown()
    case .dragging:
      let (back, forward) = edges
      let reach = rubberDimension * Self.reachAfterReload
      scroll.move(to: min(max(position, back - reach), forward + reach))
      reanchorDrag()
    case .ticking:
      let (back, forward) = edges
      scroll.move(to: min(max(position, back), forward))
      reanchorTick()
    case .settling(let animation):
      if let target = reload.target {
        report.renumberTarget(target.before, to: target.after, into: &events)
      }
      if let heading = reload.heading, heading < count, heading != current {
        return scroll(
          to: heading, origin: animation.origin, onFailure: .settlesOnNearest(after: animation))
      }
      return settleOnNearest(after: animation, into: &events)
    }
    return .done
  }

  /// Settles on the nearest slot inside the ends, keeping an animation's velocity.
  mutating func settleOnNearest(
    after animation: SettleAnimation, into events: inout EventQueue
  ) -> Step {
    let (back, forward) = edges
    let settling = startSettle(
      to: min(max(0, back), forward), velocity: animation.velocity(at: now),
      duration: physics.settleDuration, origin: animation.origin, into: &events)
    return follow(settling, into: &events)
  }

  /// Keeps the motion inside the ends after they moved (a new wrapping mode).
  mutating func adaptToEnds(into events: inout EventQueue) -> Step {
    let settling = redirectMotion(into: &events) { core, animation in
      let (back, forward) = core.edges
      let target = min(max(animation.to, back), forward)
      return target != animation.to ? (target, animation.velocity(at: core.now)) : nil
    }
    return follow(settling, into: &events)
  }

  /// Takes new lengths, keeping the current item and the fractional position.
  ///
  /// - Returns: The first shift the new lengths make due, if any.
  mutating func setGeometry(_ geometry: CarouselGeometry, into events: inout EventQueue) -> Step {
    guard geometry != self.geometry else { return .done }
    let flips = geometry.isMirrored != self.geometry.isMirrored
    settings.geometry = geometry
    visibility.invalidate()
    // The finger's translation so far, and its samples, now point the other way.
    if flips { scroll.mirrorDrag() }
    reanchorDrag()
    reanchorTick()
    events.appendScroll()
    return followShifts(into: &events)
  }
}
