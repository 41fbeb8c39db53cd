extension CarouselCore {
  /// A reload: the refill for the new count, and what the motion does once it is in.
  struct Reload {
    /// Every slot refilled around the item nearest the centre (or the last item, when that
    /// one no longer exists).
    var refill: SlotChange
    /// The item the motion was heading to before the reload.
    var heading: Int?
    /// Whether autoplay had too few items to run before the reload.
    var autoplayWasInert: Bool
  }

  /// What the motion does after a reload.
  enum AfterReload {
    /// Nothing more.
    case done
    /// What a settle came to.
    case settle(Settling)
    /// Go on toward the item the settle was heading to, with the animation's origin; if that
    /// fails, ``settleOnNearest(after:into:)``.
    case scroll(to: Int, after: SettleAnimation)
  }

  /// Plans a reload for `count` items (not negative), re-basing on the item nearest the
  /// centre, as a shift would, so that the picture is kept.
  func reload(count: Int) -> Reload {
    var keep = self.count > 0 ? current : 0
    var rebase = 0.0
    if self.count > 0 {
      if position > 0.5, let right = strip.items.right {
        keep = right
        rebase = 1
      } else if position < -0.5, let left = strip.items.left {
        keep = left
        rebase = -1
      }
    }
    let newCurrent = count == 0 ? 0 : min(keep, count - 1)
    return Reload(
      refill: refill(count: count, current: newCurrent, pages: rebase), heading: headingItem,
      autoplayWasInert: self.count < 2)
  }

  /// Adapts the motion to the content a reload put in.
  mutating func reloaded(_ reload: Reload, into events: inout EventQueue) -> AfterReload {
    if count == 0 {
      if isDragging { events.append(.didEndDragging(willSettle: false)) }
      motion = .idle
      position = 0
      return .done
    }
    switch motion {
    case .idle:
      position = 0
      if let last = lastSettledItem, last != current { events.append(.didScrollToItem(current)) }
      lastSettledItem = current
      // A feed that reloads often keeps its autoplay rhythm; one that had too few items to
      // autoplay starts a fresh countdown.
      if reload.autoplayWasInert || autoplay.deadline == nil {
        autoplay.restartCountdown(from: now)
      }
      return .done
    case .dragging:
      let (back, forward) = edges
      let reach = rubberDimension * 0.9
      position = min(max(position, back - reach), forward + reach)
      reanchorDrag()
      return .done
    case .settling(let animation):
      if let heading = reload.heading, heading < count, heading != current {
        return .scroll(to: heading, after: animation)
      }
      return .settle(settleOnNearest(after: animation, into: &events))
    }
  }

  /// Settles on the nearest slot inside the ends, keeping an animation's velocity.
  mutating func settleOnNearest(
    after animation: SettleAnimation, into events: inout EventQueue
  ) -> Settling {
    let (back, forward) = edges
    return startSettle(
      to: min(max(0, back), forward), velocity: animation.velocity(at: now),
      duration: physics.settleDuration, origin: animation.origin, into: &events)
  }

  /// The side slots that change when the wrapping mode becomes `wraps`; the middle cell is
  /// kept.
  func rewrap(_ wraps: Bool) -> SlotChange {
    var change = SlotChange(.rewrap(wraps))
    guard count > 0 else { return change }
    let ring = ItemRing(count: count, wraps: wraps)
    for side in [SlotPosition.left, .right] {
      let wanted = ring.neighbor(of: current, side.pageOffset)
      guard wanted != strip.items[side] || strip.targetSide == side || strip.isStale(side)
      else { continue }
      if let wanted { change.request(wanted, in: side) }
      change.moves.append(.recycle(side))
      change.moves.append(.fill(side))
    }
    return change
  }

  /// Keeps the motion inside the ends after they moved (a new wrapping mode).
  mutating func adaptToEnds(into events: inout EventQueue) -> Settling {
    redirectMotion(into: &events) { core, animation in
      let (back, forward) = core.edges
      let target = min(max(animation.to, back), forward)
      return target != animation.to ? (target, animation.velocity(at: core.now)) : nil
    }
  }

  /// Takes new lengths, keeping the current item and the fractional position.
  ///
  /// - Returns: Whether the geometry changed; then the owner runs the shifts.
  mutating func setGeometry(_ geometry: CarouselGeometry, into events: inout EventQueue) -> Bool {
    guard geometry != self.geometry else { return false }
    let wasMirrored = isMirrored
    self.geometry = geometry
    if isMirrored != wasMirrored, case .dragging(var drag) = motion {
      // The finger's translation so far, and its samples, now point the other way.
      drag.translation = -drag.translation
      motion = .dragging(drag)
      dragOrigin = -dragOrigin
      tracker.mirror()
    }
    reanchorDrag()
    events.appendScroll()
    return true
  }
}
