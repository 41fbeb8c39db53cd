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

}
