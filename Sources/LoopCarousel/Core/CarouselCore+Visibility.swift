extension CarouselCore {
  /// What decides how each slot's cell is drawn, and so what shows, taken out of the core in
  /// one read so that the style (host code) runs outside any access to the carousel's state.
  var drawingInputs: DrawingInputs {
    DrawingInputs(
      geometry: geometry, position: position, style: style, items: strip.items,
      threshold: visibilityThreshold, known: visibility.summaries(at: position))
  }

  /// Whether a slot's cell is drawn in the viewport now, as the style draws it (whatever the
  /// slot holds).
  func isDrawn(_ slot: SlotPosition) -> Bool {
    !SlotDrawing(slot, in: geometry, at: position, style: style).isHidden
  }

  /// Whether a slot's cell draws above another's.
  ///
  /// A higher `zIndex` draws above; on a tie the middle slot is above the left one, which is
  /// above the right one. The one rule of ``DrawingInputs/drawingOrder(of:zIndex:)`` and
  /// ``DrawingInputs/item(atX:y:)``.
  static func drawsAbove(
    _ slot: SlotPosition, _ zIndex: Double, _ other: SlotPosition, _ otherZ: Double
  ) -> Bool {
    func tieRank(_ slot: SlotPosition) -> Int {
      switch slot {
      case .middle: 2
      case .left: 1
      case .right: 0
      }
    }
    return zIndex != otherZ ? zIndex > otherZ : tieRank(slot) > tieRank(other)
  }
}

/// What decides how each slot is drawn, and so which items are visible and which is under a
/// point: the lengths, the position, the style, the slots' items and the threshold, with
/// what the last report kept of the drawings when it is current.
///
/// Taken out of the core in one read (``CarouselCore/drawingInputs``), so that every question
/// to the style (host code) runs outside any access to the carousel's state and without a
/// copy of the core.
struct DrawingInputs {
  let geometry: CarouselGeometry
  let position: Double
  let style: any CarouselStyle
  let items: Slots<Int>
  let threshold: Double
  /// What the last report kept of the slots' drawings, while it is current at `position`:
  /// a host frame then asks the style once per slot.
  let known: Slots<SlotDrawing.Summary>?

  /// Whether a slot's cell is drawn in the viewport, as the last report worked it out while
  /// it is current (it kept every slot that holds an item), else as the style draws it now.
  func isDrawn(_ slot: SlotPosition) -> Bool {
    known?[slot].map { !$0.isHidden }
      ?? !SlotDrawing(slot, in: geometry, at: position, style: style).isHidden
  }

  /// The item under a point of the viewport, with its slot: the topmost drawn cell whose
  /// shape holds the point (the highest `zIndex`; on a tie the middle slot, then the left
  /// one, then the right one); `nil` for a gap, an empty slot or a hidden cell.
  func item(atX x: Double, y: Double) -> (item: Int, slot: SlotPosition)? {
    var best: (item: Int, slot: SlotPosition, zIndex: Double)?
    for slot in SlotPosition.allCases {
      guard let item = items[slot] else { continue }
      let drawing = SlotDrawing(
        slot, in: geometry, at: position, style: style, summary: known?[slot])
      guard drawing.contains(x: x, y: y) else { continue }
      let zIndex = drawing.values.zIndex
      if let best, !CarouselCore.drawsAbove(slot, zIndex, best.slot, best.zIndex) { continue }
      best = (item, slot, zIndex)
    }
    return best.map { ($0.item, $0.slot) }
  }

  /// A slot's place in the stack of the slots that hold items, from 0 at the bottom.
  ///
  /// By the style's `zIndex`, and on a tie the middle slot above the left one above the
  /// right one, the order ``item(atX:y:)`` follows. The other slots' `zIndex` is read from
  /// ``known`` while it is current, rather than asked of the style.
  ///
  /// - Parameters:
  ///   - slot: The slot.
  ///   - zIndex: Its `zIndex`.
  /// - Returns: The number of slots holding items that draw below it.
  func drawingOrder(of slot: SlotPosition, zIndex: Double) -> Int {
    var below = 0
    for other in SlotPosition.allCases where other != slot && items[other] != nil {
      let otherZ =
        known?[other]?.zIndex
        ?? style.transform(forProgress: Double(other.pageOffset) - position, in: geometry).zIndex
      if CarouselCore.drawsAbove(slot, zIndex, other, otherZ) { below += 1 }
    }
    return below
  }

  /// The slots drawn once: the items whose drawn cells show at least `threshold` of
  /// themselves inside the viewport (any part, for a threshold of 0), and whether each
  /// slot's cell is drawn at all, by slot (`false` for an empty slot).
  func reading() -> ScreenReading {
    var reading = ScreenReading()
    func check(_ slot: SlotPosition) -> Int {
      guard let item = items[slot] else { return VisibleItems.none }
      let drawing = SlotDrawing(slot, in: geometry, at: position, style: style)
      reading.summaries[slot] = drawing.summary
      let shows = !drawing.isHidden && drawing.visibleFraction >= threshold
      return shows ? item : VisibleItems.none
    }
    reading.visible.left = check(.left)
    reading.visible.middle = check(.middle)
    reading.visible.right = check(.right)
    return reading
  }
}

/// What drawing the slots once says: the visible items, and what is kept of each slot's
/// drawing.
struct ScreenReading {
  /// The items that count as visible, by slot.
  var visible = VisibleItems()
  /// What of each slot's cell shows in the viewport, and where it stacks; no value for an
  /// empty slot.
  var summaries = Slots<SlotDrawing.Summary>()
}

extension CarouselCore {
  // MARK: - What is on screen, and what is loaded ahead: the rules

  /// Reports, at the end of an operation that moved the position or changed what the slots
  /// show, what that implies: the settle's target again if another item now holds its page,
  /// then the items that left the view and those that came into it.
  ///
  /// - Parameters:
  ///   - reading: What drawing the slots said, worked out by the caller
  ///     (``DrawingInputs/reading()``).
  ///   - events: The queue.
  mutating func reportChangesOnScreen(_ reading: ScreenReading, into events: inout EventQueue) {
    // A shift, new content or a new geometry during a settle may have moved another item to
    // the page the animation heads for.
    if case .settling = motion, let heading = headingItem {
      report.announce(heading, into: &events)
    }
    visibility.report(reading, at: position)
  }

  /// The end of a call's work: a highlight the content moved from under ends; a countdown
  /// that started without its interval asks for it; the prefetched items follow the slots
  /// and the motion.
  mutating func endCall(into events: inout EventQueue) -> Step {
    if highlighted != nil { endStaleHighlight(into: &events) }
    if let question = askIntervalIfNeeded(endingCall: true) { return question }
    updatePrefetch()
    return .done
  }

  /// Brings the prefetched items up to date with the slots and the motion: at the end of a
  /// call.
  mutating func updatePrefetch() {
    // Which way the motion goes, and where it will land: a settle of several pages (a
    // fling) passes the items on its way, and so does the fling a fast drag would make if
    // the finger lifted now.
    let direction: Direction?
    var landing = 0.0
    switch motion {
    case .idle:
      direction = nil
    case .dragging(let drag):
      // The way the finger has gone since it touched down (the position, measured from the
      // middle slot, changes sign at each shift).
      let moved = position - drag.start
      direction = moved == 0 ? nil : Direction(of: moved)
      // (A fling of one page at most, the default, passes nothing past the side slot.)
      if prefetch.distance > 0, physics.pagesPerFling != 1 {
        let velocity = scroll.tracker.velocity(at: now, window: physics.velocityWindow)
        landing = physics.releaseTarget(
          position: position, velocity: velocity / geometry.pageLength,
          pageLength: geometry.pageLength, dragStart: drag.start)
      }
    case .settling(let animation):
      // A settle back onto the current item is as at rest, so that a release that springs
      // back does not cancel and prefetch again.
      direction = animation.to == 0 ? nil : Direction(of: animation.to)
      if strip.targetSide == nil { landing = animation.to }
    case .ticking(let tick):
      direction = tick.direction
    }
    let passing =
      direction != nil && landing.rounded() != 0 && Direction(of: landing) == direction
      ? Int(min(abs(landing).rounded(), 64)) - 1 : 0
    prefetch.update(
      current: current, ring: ring, slots: strip.items, motion: direction, passing: passing)
    // A held target's cell is made: its load has served, and none starts while it is held.
    if let heldTarget { prefetch.served(heldTarget) }
  }
}
