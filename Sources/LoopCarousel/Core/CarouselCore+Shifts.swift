extension CarouselCore {
  // MARK: - Shifts

  /// Records a slot change whose cells the owner has put in place: the items move with the
  /// cells (``SlotContent/apply(_:)``), and the position, the prefetches and what the
  /// delegate hears follow.
  mutating func apply(_ change: SlotChange, into events: inout EventQueue) {
    visibility.invalidate()
    // The prefetches of the items whose cells came in have served.
    if change.servesPrefetches {
      if let item = change.incoming.left { prefetch.served(item) }
      if let item = change.incoming.middle { prefetch.served(item) }
      if let item = change.incoming.right { prefetch.served(item) }
    }
    switch content.apply(change) {
    case .moved(let pages, let changed):
      // The position, and the motion that produces it, move back by the pages the slots
      // moved forward.
      if pages != 0 { scroll.translate(by: pages) }
      if pages != 0 || changed { events.appendScroll() }
    case .rewrapped(let scrolled):
      restartStaleAutoplayCountdown()
      if scrolled { events.appendScroll() }
    case .replaced:
      visibility.placementsChanged()
    }
  }

  /// Starts the autoplay countdown afresh if its instant passed while autoplay could not
  /// step (stopped at the end of a finite carousel): new content or wrapping that lets it
  /// step again counts from now, not from an instant in the past.
  mutating func restartStaleAutoplayCountdown() {
    if let deadline = autoplay.deadline, deadline < now {
      autoplay.restartCountdown(for: current, from: now)
    }
  }

  /// After shifts that included a jump (a move of four pages or more): the position back
  /// within the rubber band's reach of the ends, and a drag re-based if that moved it or the
  /// jump was far: moves measured from an anchor ``farDragPages`` away would lose their
  /// precision.
  ///
  /// Past 2⁵³ pages a `Double` cannot hold a page's fraction, so a drag that far toward an
  /// end can round to more than the rubber band allows; once the shifts have reached the
  /// end, the position is brought back within it (and a drag goes on from there).
  mutating func settleAfterJump() {
    var confined = false
    if hasEnds, count > 0 {
      let (back, forward) = edges
      confined = scroll.move(
        to: min(max(position, back - rubberDimension), forward + rubberDimension))
    }
    guard case .dragging(let drag) = motion, confined || abs(drag.anchor) > Self.farDragPages
    else { return }
    scroll.reanchorDrag(at: unresisted(position))
  }

  /// Makes the drag in progress, if any, go on from the current position: the finger's
  /// translation so far now maps to where the content is.
  mutating func reanchorDrag() {
    guard isDragging else { return }
    scroll.reanchorDrag(at: unresisted(position))
  }

  /// Makes the ticker's run, if one runs, go on from the current position and time at its
  /// speed in the current page length.
  mutating func reanchorTick() {
    guard case .ticking = motion, let ticker else { return }
    scroll.tick(ticker.run(from: position, at: now, pageLength: geometry.pageLength))
  }
}
