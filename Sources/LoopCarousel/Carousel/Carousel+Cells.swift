extension Carousel {
  /// Asks the data source for the cell of an item in a slot, and checks what it returns.
  ///
  /// On success the cell is marked as shown (the caller puts it in a slot or gives it back
  /// with `giveBack(_:)`); every other cell dequeued during the request returns to the pool.
  ///
  /// - Throws: What the data source threw, or why the cell it returned cannot be shown.
  func requestCell(item: Int, slot: SlotPosition) throws(CarouselError) -> CarouselCell {
    guard let dataSource else {
      throw CarouselError(
        .cellNotDequeued, "the carousel has no data source to ask for item \(item)")
    }
    state.openRequest()
    let cell: CarouselCell
    do {
      cell = try asHostCode { try dataSource.carousel(self, cellForItemAt: item, in: slot) }
    } catch {
      state.failRequest()
      throw .fromDataSource(error, "for item \(item)")
    }
    let shown: CarouselCell
    do {
      shown = try state.closeRequest(returning: cell, item: item, owner: ObjectIdentifier(self))
    } catch {
      // A cell that cannot be shown may hold its last reference here: its `deinit` is host
      // code, so a call it makes back in is refused (or deferred) like one from the data
      // source.
      releaseAsHostCode(consume cell)
      throw error
    }
    let identifier = asHostCode { dataSource.carousel(self, identifierForItemAt: item) }
    // A cell updated in place (`reconfigureItems(at:)`) under another identifier shows
    // another item to the listeners. (One that goes into a slot changes the cells as it is
    // committed; one given back, by a call that fails, changes nothing.)
    if shown.itemIdentifier != identifier, displayedCell(ObjectIdentifier(shown)) != nil {
      state.cellsRevision &+= 1
    }
    shown.itemIdentifier = identifier
    shown.itemIdentity = identifier.map { identifierNumbers.identity(of: $0) }
    return shown
  }

  /// The data source's identifier of an item, if it gives identities.
  func identifier(ofItem index: Int) -> AnyHashable? {
    guard let dataSource else { return nil }
    return asHostCode { dataSource.carousel(self, identifierForItemAt: index) }
  }

  /// Returns requested cells that will not be shown after all to the pool, without any event.
  func giveBack(_ unshown: consuming Slots<CarouselCell>) {
    for position in SlotPosition.allCases {
      if let cell = unshown.take(position) { state.pool.push(cell) }
    }
  }

  /// Moves the cells of a slot change whose cells are in, and has the core record it, in one
  /// access to the state (`CarouselState.commit(_:cells:)`); then resets and pools the cells
  /// that left before the delegate heard they were shown.
  func commit(_ change: SlotChange, cells incoming: consuming Slots<CarouselCell>) {
    for cell in state.commit(change, cells: incoming) { resetAndPool(cell) }
  }

  /// Carries out a page turn or a neighbour's restore or retry that a sequence of the core's
  /// handed out, leaving empty each slot whose cell the data source failed to make: the
  /// carousel still reaches the item it turns onto, and the empty side is a temporary end
  /// (see `CarouselCore.neighbourFailed(_:into:)`), which the delegate hears of.
  ///
  /// - Returns: The errors of the requests that failed, by slot.
  func carryOutLeavingFailuresEmpty(_ change: SlotChange) -> Slots<CarouselError> {
    var change = change
    var cells = Slots<CarouselCell>()
    var failures = Slots<CarouselError>()
    var order = change.requests
    while let slot = order.next() {
      let position = slot.position
      guard let item = change.incoming[position] else { continue }
      // The target of a scroll two items away, asked for as the scroll began.
      if let held = heldCell(for: item, in: position) {
        cells[position] = held
        continue
      }
      do {
        cells[position] = try requestCell(item: item, slot: position)
      } catch {
        failures[position] = error
        change.incoming[position] = nil
      }
    }
    commit(change, cells: cells)
    return failures
  }

  /// Asks for the cells of a change of a batch and keeps them with it, uncommitted.
  ///
  /// - Returns: The error of the request that failed, in its slot; then every cell the
  ///   batch kept goes back to the pool.
  func keep(_ change: SlotChange, in kept: inout KeptChanges) -> Slots<CarouselError> {
    var cells = Slots<CarouselCell>()
    var failures = Slots<CarouselError>()
    var order = change.requests
    while let slot = order.next() {
      let position = slot.position
      guard let item = change.incoming[position] else { continue }
      do {
        cells[position] = try requestCell(item: item, slot: position)
      } catch {
        failures[position] = error
        // Given back in the order they were asked for: the target's first; the target kept
        // is forgotten.
        poolNewTarget(&kept)
        giveBack(cells)
        while let (_, cells) = kept.takeFirst() { giveBack(cells) }
        releaseAsHostCode(kept.target.take())
        return failures
      }
    }
    kept.append(change, cells)
    return failures
  }

  /// Asks now for the cell of a scroll's target that a page turn brings in later, unless the
  /// cell kept for it waits untouched in the pool.
  ///
  /// The cell goes to the pool when the batch's requests are done (`commit(_:)`), so that no
  /// other request of the batch is handed it; the turn takes it back without asking again if
  /// nothing took it since (`heldCell(for:in:)`), so that a move by two items asks for two
  /// cells.
  ///
  /// - Returns: The error of the request, in the target's slot.
  func keepTarget(
    _ probe: CarouselCore.TargetProbe, in kept: inout KeptChanges
  ) -> Slots<CarouselError> {
    var failures = Slots<CarouselError>()
    if let held = heldTarget, held.item == probe.item, held.slot == probe.slot,
      held.isUntouched
    {
      kept.target = held
      return failures
    }
    do {
      let cell = try requestCell(item: probe.item, slot: probe.slot)
      kept.target = HeldTargetCell(item: probe.item, slot: probe.slot, cell: cell)
      // It goes to the pool when the batch ends: no other request of the batch (a re-basing
      // shift, a restored neighbour) can be handed it.
      kept.newTarget = cell
    } catch {
      failures[probe.slot] = error
    }
    return failures
  }

  /// Commits the changes a batch kept, in order, and keeps a new target's cell for its
  /// turn.
  func commit(_ kept: inout KeptChanges) {
    poolNewTarget(&kept)
    while let (change, cells) = kept.takeFirst() { commit(change, cells: cells) }
    // A target's cell kept already is the one held, for the same item: the pool may have
    // handed the held cell to the request for a new target since.
    if let target = kept.target.take(),
      target.cell !== heldTarget?.cell || target.item != heldTarget?.item
    {
      // Its cell is made: a load of the target has served.
      state.served.items.append(
        target.cell.itemIdentity ?? .unnamed(load: state.loads, index: target.item))
      // The cell kept for an earlier target may go with it: a `deinit` is host code.
      let replaced = heldTarget.take()
      heldTarget = target
      releaseAsHostCode(consume replaced)
    }
  }

  /// Gives the pool the cell the batch made for its target, where it waits for the turn
  /// that brings the target in.
  private func poolNewTarget(_ kept: inout KeptChanges) {
    if let cell = kept.newTarget.take() { state.pool.push(cell) }
  }

  /// The cell in a slot that a `willDisplay` names, or `nil` when no slot holds it.
  ///
  /// The carousel always finds the cell of an event it delivers: a cell whose `willDisplay`
  /// is pending stays in the slots until it is delivered (one that leaves before takes its
  /// `willDisplay` out of the queue, see `CarouselState.commit(_:cells:)`). An event a host kept and
  /// passes on later may name a cell that has moved on.
  func displayedCell(_ cell: ObjectIdentifier) -> CarouselCell? {
    for position in SlotPosition.allCases {
      if let shown = state.cells[position], ObjectIdentifier(shown) == cell { return shown }
    }
    return nil
  }

  /// The leaving cell that a `didEndDisplaying` names, or `nil` when it is no longer
  /// leaving: it waits among the leaving cells until the carousel delivers the event.
  func leavingCell(_ cell: ObjectIdentifier) -> CarouselCell? {
    state.leaving.first { ObjectIdentifier($0) == cell }
  }

  /// Resets a cell that left the slots (its `prepareForReuse()` is host code, so a call it
  /// makes back is one from inside a callback) and returns it to the pool.
  func resetAndPool(_ cell: CarouselCell) {
    asHostCode { cell.prepareForReuse() }
    state.pool.push(cell)
  }
}

/// The changes of a batch whose cells are in, waiting to be committed together (at most
/// three), and the cell of a scroll's target kept for its turn.
struct KeptChanges {
  private var first: (SlotChange, Slots<CarouselCell>)?
  private var second: (SlotChange, Slots<CarouselCell>)?
  private var third: (SlotChange, Slots<CarouselCell>)?
  var target: HeldTargetCell?
  /// The cell made for ``target`` by this batch, until the batch ends and it goes to the pool.
  var newTarget: CarouselCell?

  mutating func append(_ change: SlotChange, _ cells: Slots<CarouselCell>) {
    if first == nil {
      first = (change, cells)
    } else if second == nil {
      second = (change, cells)
    } else {
      precondition(third == nil, "Internal inconsistency: a batch of more than three changes")
      third = (change, cells)
    }
  }

  /// Takes the change kept first, in the order they were kept.
  mutating func takeFirst() -> (SlotChange, Slots<CarouselCell>)? {
    defer { (first, second, third) = (second, third, nil) }
    return first
  }
}
