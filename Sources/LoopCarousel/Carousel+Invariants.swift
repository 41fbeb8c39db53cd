extension Carousel {
  /// The design's invariants that the carousel can check about itself; empty when all hold.
  ///
  /// Checks the empty state, the slot contents around the current item (with the scroll-to
  /// exception), that no cell is in two places, that the slot cells are marked as shown, the
  /// bound on cells created, and that the offset is finite, inside the strip, and centred at
  /// rest. Test suites and the fuzzer run it after every call.
  package func invariantViolations() -> [String] {
    var problems: [String] = []
    let slots = state.slots
    let offset = contentOffset
    let pageLength = state.geometry.pageLength
    if !offset.isFinite || offset < -1e-9 || offset > 2 * pageLength + 1e-9 {
      problems.append("offset \(offset) is outside the strip 0...\(2 * pageLength)")
    }
    if case .idle = state.motion, state.position != 0 {
      problems.append("at rest the position is \(state.position), not exactly 0")
    }
    if state.count == 0 {
      if slots.left != nil || slots.middle != nil || slots.right != nil {
        problems.append("no items, but a slot is filled")
      }
      if state.position != 0 { problems.append("no items, but the position is \(state.position)") }
      if state.motion.phase != .idle { problems.append("no items, but the phase is \(phase)") }
      if autoplayDueTime != nil { problems.append("no items, but autoplay is due") }
      return problems
    }
    if state.current < 0 || state.current >= state.count {
      problems.append("current \(state.current) is outside 0..<\(state.count)")
    }
    if slots.middle?.item != state.current {
      problems.append(
        "middle shows \(String(describing: slots.middle?.item)), not \(state.current)")
    }
    for side in [SlotPosition.left, .right] {
      let expected = state.neighbor(of: state.current, side.pageOffset)
      let shown = slots[side]?.item
      if shown != expected && !(state.jumpSide == side && shown != nil) {
        problems.append(
          "\(side) shows \(String(describing: shown)), expected \(String(describing: expected))")
      }
    }
    if state.count == 1, state.position != 0, state.motion.phase == .idle {
      problems.append("one item, but the carousel is not centred at rest")
    }
    var seen: [ObjectIdentifier] = []
    for position in SlotPosition.allCases {
      guard let entry = slots[position] else { continue }
      let id = ObjectIdentifier(entry.cell)
      if seen.contains(id) { problems.append("a cell is in two slots") }
      seen.append(id)
      if entry.cell.location != .inSlot {
        problems.append("the \(position) cell is marked \(entry.cell.location), not in a slot")
      }
      if entry.cell.owner != ObjectIdentifier(self) {
        problems.append("the \(position) cell was not made by this carousel")
      }
      if entry.item < 0 || entry.item >= state.count {
        problems.append("the \(position) slot shows item \(entry.item) of \(state.count)")
      }
    }
    for registration in pool.registrations {
      for cell in registration.idle.all {
        if seen.contains(ObjectIdentifier(cell)) {
          problems.append("a cell is in a slot and the pool")
        }
        if cell.location != .idle { problems.append("a pooled cell is marked \(cell.location)") }
        if type(of: cell) != registration.cellType {
          problems.append("a pooled \(type(of: cell)) waits under \(registration.cellType)")
        }
      }
      let bound = 3 + ReusePool.capacityPerIdentifier
      let poolNeverFull =
        pool.registrations.count * ReusePool.capacityPerIdentifier <= ReusePool.totalCapacity
      if poolNeverFull, registration.created > bound {
        problems.append(
          "\(registration.created) cells of \"\(registration.identifier)\" created, over \(bound)")
      }
    }
    if firstOutstanding != nil || !outstanding.isEmpty {
      problems.append("dequeued cells were left outstanding")
    }
    for cell in pool.retired where cell.location != .unowned {
      problems.append("a retired cell is marked \(cell.location)")
    }
    if !isDraining, calloutDepth == 0, events.isEmpty, pool.hasRetiredCells {
      problems.append("\(pool.retired.count) retired cells outlived the events")
    }
    if pool.idleCount > ReusePool.totalCapacity {
      problems.append("\(pool.idleCount) idle cells, over \(ReusePool.totalCapacity)")
    }
    return problems
  }
}
