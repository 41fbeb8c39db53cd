extension Carousel {
  /// The design's invariants that the carousel can check about itself; empty when all hold.
  ///
  /// Checks the empty state, the slot contents around the current item (with the scroll-to
  /// exception), that no cell is in two places, that the slot cells are marked as shown, the
  /// bound on cells created, and that the offset is finite, inside the strip, and centred at
  /// rest. Test suites and the fuzzer run it after every call.
  package func invariantViolations() -> [String] {
    var problems = state.core.invariantViolations()
    for position in SlotPosition.allCases
    where (state.core.strip.items[position] == nil) != (state.cells[position] == nil) {
      problems.append("the \(position) slot's item and cell are out of step")
    }
    if state.incoming.left != nil || state.incoming.middle != nil || state.incoming.right != nil {
      problems.append("requested cells were left outside the slots")
    }
    var seen: [ObjectIdentifier] = []
    for position in SlotPosition.allCases {
      guard let cell = state.cells[position] else { continue }
      let id = ObjectIdentifier(cell)
      if seen.contains(id) { problems.append("a cell is in two slots") }
      seen.append(id)
      if cell.location != .inSlot {
        problems.append("the \(position) cell is marked \(cell.location), not in a slot")
      }
      if cell.owner != ObjectIdentifier(self) {
        problems.append("the \(position) cell was not made by this carousel")
      }
    }
    for registration in state.pool.registrations {
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
        state.pool.registrations.count * ReusePool.capacityPerIdentifier <= ReusePool.totalCapacity
      if poolNeverFull, registration.created > bound {
        problems.append(
          "\(registration.created) cells of \"\(registration.identifier)\" created, over \(bound)")
      }
    }
    if state.firstOutstanding != nil || !state.outstanding.isEmpty {
      problems.append("dequeued cells were left outstanding")
    }
    for cell in state.pool.retired where cell.location != .unowned {
      problems.append("a retired cell is marked \(cell.location)")
    }
    if !state.isDraining, state.calloutDepth == 0, state.events.isEmpty, state.pool.hasRetiredCells
    {
      problems.append("\(state.pool.retired.count) retired cells outlived the events")
    }
    if state.pool.idleCount > ReusePool.totalCapacity {
      problems.append("\(state.pool.idleCount) idle cells, over \(ReusePool.totalCapacity)")
    }
    return problems
  }
}
