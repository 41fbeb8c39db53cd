/// The cells the data source dequeues during one cell request, and the checks on the cell it
/// returns.
///
/// A request is open while the carousel waits in ``CarouselDataSource/carousel(_:cellForItemAt:in:)``;
/// only then may the data source dequeue. When the request ends, the returned cell must be
/// one it dequeued during the call, and every other dequeued cell goes back to the pool.
struct CellRequestLedger {
  /// Whether a data-source cell request is in progress (dequeuing is allowed only then).
  var isOpen = false
  /// The first cell dequeued during the request (usually the only one, kept out of
  /// `others` so that the usual request adds to no array).
  private(set) var first: CarouselCell?
  /// The further cells dequeued during the request.
  private(set) var others: [CarouselCell] = []
  /// During ``Carousel/reconfigureItems(at:)``: the cell showing the item asked for, which
  /// the first dequeue of its registration hands back, and which stays in its slot whatever
  /// the request comes to.
  var shown: CarouselCell?
  /// Whether ``shown`` was handed out during the request.
  var handedOutShown = false

  init() {
    others.reserveCapacity(4)
  }

  /// Whether no dequeued cell is waiting for the request to end.
  var isSettled: Bool { first == nil && others.isEmpty }

  /// Notes a cell handed to the data source.
  mutating func record(_ cell: CarouselCell) {
    cell.location = .dequeued
    cell.dequeues &+= 1
    if first == nil { first = cell } else { others.append(cell) }
  }

  /// Ends the request with the cell the data source returned: marks it as shown, and gives
  /// every other dequeued cell back to the pool.
  ///
  /// - Returns: The cell, passed through so that its reference moves rather than copies.
  /// - Throws: ``CarouselError/Code/cellAlreadyInUse`` or
  ///   ``CarouselError/Code/cellNotDequeued`` when the cell is not one it dequeued during
  ///   the call; then every dequeued cell is back in the pool.
  mutating func close(
    returning cell: consuming CarouselCell, item: Int, owner: ObjectIdentifier,
    pool: inout ReusePool
  ) throws(CarouselError) -> CarouselCell {
    isOpen = false
    if cell === first {
      first = nil
    } else if let index = others.firstIndex(where: { $0 === cell }) {
      others.remove(at: index)
    } else {
      giveBack(to: &pool)
      if cell.owner == owner, cell.location != .unowned {
        throw CarouselError(
          .cellAlreadyInUse,
          "the data source returned, for item \(item), a cell that is already "
            + (cell.location == .idle ? "idle in the pool" : "shown in a slot")
            + "; dequeue a cell for every item")
      }
      throw CarouselError(
        .cellNotDequeued,
        "the data source returned, for item \(item), a cell it did not dequeue from this "
          + "carousel during the call; return the cell dequeueReusableCell gave")
    }
    giveBack(to: &pool)
    cell.location = .inSlot
    return cell
  }

  /// Ends a request that failed: every dequeued cell goes back to the pool.
  mutating func fail(returningCellsTo pool: inout ReusePool) {
    isOpen = false
    giveBack(to: &pool)
  }

  private mutating func giveBack(to pool: inout ReusePool) {
    if let spare = first.take() { giveBack(spare, to: &pool) }
    while let spare = others.popLast() { giveBack(spare, to: &pool) }
  }

  /// Returns a dequeued cell that is not shown to the pool; the shown cell being
  /// reconfigured goes back to its slot.
  private func giveBack(_ spare: CarouselCell, to pool: inout ReusePool) {
    if spare === shown {
      spare.location = .inSlot
    } else {
      pool.push(spare)
    }
  }
}
