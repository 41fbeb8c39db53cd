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
    var problems = core.invariantViolations()
    // Unless a recount is pending (a new delegate hears the items on screen at the end of
    // the next call), the items told visible are those on screen.
    let visibleNow = core.visibleItemsNow()
    let recountPending = core.visibleBand.low > core.visibleBand.high
    if !recountPending, visibleNow != core.visible {
      problems.append(
        "the items told visible, \(core.visible), are not those on screen, \(visibleNow)")
    }
    // The band of steady visibility, where it holds the position, is the one it would be
    // worked out again.
    let steady = core.steadyBand
    if steady.low < core.position, core.position < steady.high,
      !(steady == core.visibilityBand())
    {
      problems.append("the band of steady visibility \(steady) is stale at \(core.position)")
    }
    for position in SlotPosition.allCases
    where (core.strip.items[position] == nil) != (cells[position] == nil) {
      problems.append("the \(position) slot's item and cell are out of step")
    }
    var seen: [ObjectIdentifier] = []
    for position in SlotPosition.allCases {
      guard let cell = cells[position] else { continue }
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
    for registration in pool.registrations {
      for cell in registration.idle {
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
    if !requests.isSettled {
      problems.append("dequeued cells were left outstanding")
    }
    for cell in pool.retired where cell.location != .unowned {
      problems.append("a retired cell is marked \(cell.location)")
    }
    if !isDelivering, calloutDepth == 0, events.isEmpty, pool.hasRetiredCells {
      problems.append("\(pool.retired.count) retired cells outlived the events")
    }
    if pool.idleCount > ReusePool.totalCapacity {
      problems.append("\(pool.idleCount) idle cells, over \(ReusePool.totalCapacity)")
    }
    return problems
  }
}
