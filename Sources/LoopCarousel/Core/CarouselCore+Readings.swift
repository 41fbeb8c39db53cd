extension CarouselCore {
  // MARK: - Readings of the machines

  /// The lengths of the viewport, the cells and the gaps.
  var geometry: CarouselGeometry { settings.geometry }
  /// How releases turn into motion.
  var physics: ScrollPhysics { settings.physics }
  /// Whether programmatic motion moves at once instead of animating (Reduce Motion).
  var reducesMotion: Bool { settings.reducesMotion }
  /// Whether next and previous go round from one end of a finite carousel to the other.
  var rewinds: Bool { settings.rewinds }
  /// The fraction of a drawn cell's area that must be in the viewport for its item to count
  /// as visible; 0 means any part.
  var visibilityThreshold: Double { settings.visibilityThreshold }
  /// The item count and the wrapping mode.
  var ring: ItemRing { content.ring }
  /// The current item; meaningful only when `ring.count > 0`.
  var current: Int { content.current }
  /// The items of the slots, with the scroll-to exception.
  var strip: SlotStrip { content.strip }
  /// The viewport centre's distance from the middle slot, in pages toward the next item.
  var position: Double { scroll.position }
  /// At rest, following a finger, animating, or ticking.
  var motion: Motion { scroll.motion }
  /// The latest time the host gave.
  var now: Duration { scroll.now }
  /// The trackpad gesture under way, if any.
  var wheel: WheelGesture { inputs.wheel }
  /// The last run of steps keys or wheel notches started, while its settle may run.
  var stepRun: StepRun? { inputs.stepRun }
  /// The item that has focus, or `nil` when focus is not in the carousel.
  var focusedItem: Int? { inputs.focusedItem }
  /// The data source's identifier of the focused item, when it gives identities.
  var focusedIdentifier: AnyHashable? { inputs.focusedIdentifier }
  /// The ticker, while one is on.
  var ticker: Ticker? { inputs.ticker }
  /// The item the last `willSettle` announced, until that settle ends or a drag interrupts
  /// it.
  var announcedTarget: Int? { report.announcedTarget }
  /// The item last reported with `didScrollToItem`, or the one a reload settled on.
  var lastSettledItem: Int? { report.lastSettledItem }
  /// The position at which ``VisibilityReport/visible`` was last worked out; `nil` when the
  /// slots' items, the style, the geometry or the threshold changed since, or a new delegate
  /// must hear what is on screen.
  var visibilityCheckedAt: Double? { visibility.checkedAt }
  /// Changes whenever a placement may have changed (see
  /// ``VisibilityReport/placementRevision``).
  var placementRevision: Int { visibility.placementRevision }

  // MARK: - What the listeners are told

  /// What is true at the end of a call, by index: the items in the slots and those visible,
  /// the item the carousel rests on and the settle under way.
  ///
  /// The executor names each of these items by its identity (``Carousel/snapshot()``) and
  /// tells the listeners the difference; the same facts, the same value, so a call that
  /// changed none of them (a drag move, a frame) works out nothing for the listeners.
  struct Facts: Equatable {
    var count = 0
    var items = Slots<Int>()
    var visible = VisibleItems()
    var settled: Int?
    var settleTarget: Int?
  }

  var facts: Facts {
    Facts(
      count: count, items: strip.items, visible: visibility.visible, settled: lastSettledItem,
      settleTarget: announcedTarget)
  }

  // MARK: - Tuning

  /// Half a page, in pages: the viewport centre is nearer a side slot than the middle one
  /// past it, and a free rest stays within it of the middle slot.
  static let halfPage = 0.5

  /// How far inside the shift threshold a failed shift stops the position: a billionth of a
  /// page, so that the next frame does not ask for the same shift again.
  static let insideThreshold = 1e-9
  /// How far a drag's anchor may move, in pages, before the drag is re-based on the
  /// finger's translation: 2³¹, where a `Double` still holds a page's fraction to about 10⁻⁶.
  static let farDragPages = 0x1p31
  /// How far past an end a drag may stay after a reload moved the end, as a fraction of the
  /// rubber band's reach: inside it, so that the finger keeps some travel before the limit.
  static let reachAfterReload = 0.9
  /// How long after a neighbour failed a drag may ask for it again: half a second, so
  /// that the next deliberate swipe toward it asks, and a finger tapping at the temporary
  /// end does not flood a failing data source.
  static let neighbourRetryDelay: Duration = .milliseconds(500)

  // MARK: - Readings

  var count: Int { ring.count }

  var isDragging: Bool { motion.phase == .dragging }

  /// The item nearest the viewport centre.
  var nearestItem: Int? {
    guard count > 0 else { return nil }
    return nearerSide.flatMap { strip.items[.side($0)] } ?? current
  }

  /// The item the carousel is on, or heading to while it settles.
  var headingItem: Int? {
    guard count > 0 else { return nil }
    guard case .settling(let animation) = motion else { return nearestItem }
    return strip.item(atPages: Int(animation.to.rounded()), current: current, in: ring)
  }

  /// The direction of the side slot nearer the centre than the middle one, if that slot
  /// holds an item: where a shift that keeps the picture goes.
  var nearerSide: Direction? {
    guard abs(position) > Self.halfPage else { return nil }
    let direction = Direction(of: position)
    return strip.items[.side(direction)] != nil ? direction : nil
  }

  /// The farthest positions, in pages, that have an item behind them.
  var edges: (back: Double, forward: Double) { strip.edges(around: current, in: ring) }

  /// Whether the position can run past an end: a finite carousel, fewer than two items, or
  /// a side slot whose neighbour the data source failed to make.
  var hasEnds: Bool { !ring.loops || strip.items.left == nil || strip.items.right == nil }

  /// The rubber band's dimension in pages: the viewport, but never more than a page, so
  /// that the offset stays inside the three-page strip.
  var rubberDimension: Double {
    min(geometry.viewportLength, geometry.pageLength) / geometry.pageLength
  }

  /// Applies the rubber band to a raw position past the ends.
  func resisted(_ raw: Double) -> Double { pastEnds(raw, RubberBand.resisted) }

  /// The raw position that ``resisted(_:)`` maps to `position`.
  func unresisted(_ position: Double) -> Double { pastEnds(position, RubberBand.inverse) }

  /// `value` with its distance past the end it is beyond, if any, mapped by `band` (a
  /// ``RubberBand`` function of the distance and ``rubberDimension``).
  private func pastEnds(_ value: Double, _ band: (Double, Double) -> Double) -> Double {
    let (back, forward) = edges
    if value > forward { return forward + band(value - forward, rubberDimension) }
    if value < back { return back + band(value - back, rubberDimension) }
    return value
  }

  /// The instant of the next autoplay step, if one can happen.
  var autoplayDueTime: Duration? {
    // At the end of a finite carousel, autoplay that stops there has no step to make.
    guard count >= 2, let due = autoplay.deadline,
      ring.wraps || autoplay.endBehavior != .stop
        || ring.neighbor(of: current, autoplay.direction.direction) != nil
    else { return nil }
    return due
  }

  /// When the host must advance time next: the latest time while animating, the next
  /// autoplay step at rest, `nil` otherwise; never before ``now`` (a step already overdue,
  /// such as one whose countdown ran out during a scroll a drag caught, is due now).
  var nextDeadline: Duration? {
    switch motion {
    case .settling, .ticking: now
    case .dragging: nil
    case .idle:
      switch (autoplayDueTime, tickerDueTime) {
      case (let autoplay?, let ticker?): max(min(autoplay, ticker), now)
      case (let autoplay, let ticker): (autoplay ?? ticker).map { max($0, now) }
      }
    }
  }

  // MARK: - Shifts

  /// How far from the middle slot, in pages, a due shift jumps instead of turning one page:
  /// past the three slots and a page of reach, a drag or a scroll-to could only get there by
  /// many turns whose cells are never seen.
  static let jumpDistance = 4.0
  /// How many pages short of the position a jump lands, so that the last pages are turned
  /// one by one and show their items.
  static let pagesLeftAfterJump = 2.0

  /// The shift that keeps the viewport within the three cells, if one is due (the design's
  /// third rule): a page turn, or, ``jumpDistance`` pages or more away, a jump that skips the
  /// middle items with one refill and leaves the last ``pagesLeftAfterJump`` pages to page
  /// turns.
  func nextShift() -> SlotChange? {
    guard isShiftDue else { return nil }
    let direction = Direction(of: position)
    if abs(position) >= Self.jumpDistance, strip.targetSide != .side(direction) {
      let pages = abs(position).rounded(.down) - Self.pagesLeftAfterJump
      let moved = ring.moving(current, by: direction.sign * pages)
      return refill(count: count, current: moved.item, pages: moved.pages)
    }
    return strip.turn(direction, in: ring)
  }

  /// Whether ``nextShift()`` has a shift: the answer a drag move returns, so that the
  /// executor goes into its shift loop only when one is due.
  ///
  /// One is due when the position is past the shift threshold (and more than half a page)
  /// toward a side slot that holds an item. Past an end of a finite carousel the rubber band
  /// keeps the position within a page, so none is due there.
  var isShiftDue: Bool {
    guard abs(position) >= geometry.shiftThreshold, abs(position) > Self.halfPage else {
      return false
    }
    return strip.items[.side(Direction(of: position))] != nil
  }

  /// Whether a side slot is empty because the data source failed to make the neighbour
  /// there (a temporary end).
  func isMissing(_ side: SlotPosition) -> Bool {
    count > 0 && strip.items[side] == nil && ring.neighbor(of: current, side.direction) != nil
  }

  /// The changes that ask again for the neighbours left missing, when a drag begins (not
  /// during one) and ``CarouselCore/neighbourRetryDelay`` has passed since one last failed.
  func neighbourRetries() -> (left: SlotChange?, right: SlotChange?) {
    // A second touch during a drag begins nothing: the drag goes on with the ends it has.
    guard !isDragging else { return (nil, nil) }
    if let failed = content.neighbourFailedAt, now < failed + Self.neighbourRetryDelay {
      return (nil, nil)
    }
    func retry(_ side: SlotPosition) -> SlotChange? {
      isMissing(side) ? strip.restoring(side, around: current, in: ring) : nil
    }
    return (retry(.left), retry(.right))
  }

  /// The shift onto the slot nearer the centre than the middle one, if any: the fast-drag
  /// fix, the re-basing before a scroll-to, and the first step of landing.
  func rebasingShift() -> SlotChange? {
    nearerSide.map { strip.turn($0, in: ring) }
  }
}
