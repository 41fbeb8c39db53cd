extension Carousel {
  /// The design's invariants that the carousel can check about itself; empty when all hold.
  ///
  /// Test suites and the fuzzer run it after every call.
  ///
  /// Checks the empty state, the slot contents around the current item (with the scroll-to
  /// exception), that no cell is in two places, that the slot cells are marked as shown, the
  /// bound on cells created, that the offset is finite, inside the strip, and centred at
  /// rest.
  ///
  /// - Returns: A description of each violation.
  package func invariantViolations() -> [String] {
    let owner = ObjectIdentifier(self)
    let visibleNow = drawing { $0.reading().visible }
    var cells = Slots<Bool>()
    for position in SlotPosition.allCases { cells[position] = state.cells[position] != nil }
    var problems = state.core.invariantViolations(
      visibleNow: visibleNow, cells: cells, held: heldTarget?.item)
    var seen: [ObjectIdentifier] = []
    for position in SlotPosition.allCases {
      guard let cell = state.cells[position] else { continue }
      let id = ObjectIdentifier(cell)
      if seen.contains(id) { problems.append("a cell is in two slots") }
      seen.append(id)
      if cell.location != .inSlot {
        problems.append("the \(position) cell is marked \(cell.location), not in a slot")
      }
      if cell.owner != owner {
        problems.append("the \(position) cell was not made by this carousel")
      }
    }
    for registration in state.pool.registrations {
      for cell in registration.idle {
        if seen.contains(ObjectIdentifier(cell)) {
          problems.append("a cell is in a slot and the pool")
        }
        if cell.location != .idle { problems.append("a pooled cell is marked \(cell.location)") }
        if type(of: cell) != registration.cellType {
          problems.append("a pooled \(type(of: cell)) waits under \(registration.cellType)")
        }
      }
      // The cells made and not let go of: three in slots, a full pool, and the cells that
      // waited for their didEndDisplaying while the slots were filled again. (A cell that
      // comes back to a full pool is let go of, and one may be made again later.)
      let bound = 3 + ReusePool.capacityPerIdentifier + state.mostLeaving
      let poolNeverFull =
        state.pool.registrations.count * ReusePool.capacityPerIdentifier <= ReusePool.totalCapacity
      let kept = registration.created - registration.dropped
      if poolNeverFull, kept > bound {
        problems.append(
          "\(kept) cells of \"\(registration.identifier)\" made and kept, over \(bound)")
      }
    }
    for cell in state.leaving {
      if seen.contains(ObjectIdentifier(cell)) {
        problems.append("a cell is in a slot and leaving")
      }
      if cell.location != .leaving { problems.append("a leaving cell is marked \(cell.location)") }
    }
    if !isDelivering, calloutDepth == 0, !state.leaving.isEmpty {
      problems.append("\(state.leaving.count) cells left their slots and were never reused")
    }
    if heldTarget != nil, phase == .idle {
      problems.append("a target's cell is still held at rest")
    }
    if !state.requests.isSettled {
      problems.append("dequeued cells were left outstanding")
    }
    for cell in state.pool.retired where cell.location != .unowned {
      problems.append("a retired cell is marked \(cell.location)")
    }
    if !isDelivering, calloutDepth == 0, state.events.isEmpty,
      state.pool.hasRetiredCells
    {
      problems.append("\(state.pool.retired.count) retired cells outlived the events")
    }
    if state.pool.idleCount > ReusePool.totalCapacity {
      problems.append("\(state.pool.idleCount) idle cells, over \(ReusePool.totalCapacity)")
    }
    return problems
  }
}
