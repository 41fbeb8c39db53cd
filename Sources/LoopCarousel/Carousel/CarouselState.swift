/// Everything a ``Carousel`` changes but its settings and its call flags, in one value: the
/// core, and what only the executor holds (the slot cells, the pool, the cell-request ledger,
/// the event queue).
///
/// The carousel keeps it in one stored property, so that a step of a call that does not run
/// host code is one access to it, checked for exclusivity like any other. Host code (the data
/// source, a cell's `init()`, `prepareForReuse()` or `deinit`, the delegate, an error's
/// `deinit`) runs only between such steps: a step never releases the last reference to a
/// host object (the queue clears what it hands out, and what it drops is dropped by the
/// caller).
struct CarouselState {
  /// The engine's state and decisions.
  var core: CarouselCore
  /// The cells of the three slots, in step with `core.strip`.
  var cells = Slots<CarouselCell>()
  var pool = ReusePool()
  /// The events that happened, waiting to be delivered to the listeners, in order.
  var events = EventQueue(capacity: 32)
  /// The reloads so far: an item of a data source that gives no identifiers is the item at
  /// its index in one load.
  var loads = 0
  /// The items whose cells were made since the listeners were last told: a prefetch of one
  /// has served, and ends with no cancel even if the cell left the slots since.
  var served = ServedItems()
  /// A number that changes whenever a slot's cell, or the identifier a cell shows its item
  /// under, does.
  var cellsRevision = 0
  /// The cells that left their slots, waiting for their `didEndDisplaying`.
  ///
  /// Each is prepared for reuse and pooled once that event is delivered (to every listener,
  /// or to none), so that a listener is never told about a cell that already shows another
  /// item. Rarely more than three.
  private(set) var leaving: [CarouselCell] = []
  /// The most cells that were ever leaving at once: a call that changes the slots several
  /// times before its events are delivered needs that many more cells.
  private(set) var mostLeaving = 0
  /// The cells dequeued during the data-source request in progress.
  var requests = CellRequestLedger()
  /// The number of cell requests made to the data source, for tests and benchmarks.
  var cellRequestCount = 0

  init(core: CarouselCore) {
    self.core = core
  }

  /// Sends an input to the core with the event queue it posts into.
  ///
  /// - Parameter input: A call of one of the core's inputs.
  /// - Returns: What the input returns.
  /// - Throws: What the input throws.
  mutating func send<Result, Failure: Error>(
    _ input: (inout CarouselCore, inout EventQueue) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try input(&core, &events)
  }

  /// What decides the visible items, unless they are current (nothing that decides them
  /// changed since the last report, ``VisibilityReport/isCurrent(at:)``); taken in place, so
  /// that the style runs outside the access.
  mutating func staleDrawingInputs() -> DrawingInputs? {
    core.visibility.isCurrent(at: core.position) ? nil : core.drawingInputs
  }

  /// Checks a time passed in by the host against the latest time the carousel was given.
  ///
  /// - Throws: ``CarouselError/Code/timeWentBackwards`` for a time before `latest`,
  ///   ``CarouselError/Code/timeOutOfRange`` for one after ``Carousel/latestTime``.
  static func checkTime(_ time: Duration, latest: Duration) throws(CarouselError) {
    guard time >= latest, time.isInCarouselRange else {
      throw time < latest ? .backwards(time, latest: latest) : .outOfRange(time)
    }
  }

  /// Opens a data-source request for a cell: cells may be dequeued until it closes.
  mutating func openRequest() {
    requests.isOpen = true
    cellRequestCount &+= 1
  }

  /// Takes a cell of a registration for the request in progress: the one showing the item
  /// while it is reconfigured, else an idle one; checked against `Cell`, the class the
  /// caller asks for.
  ///
  /// - Parameters:
  ///   - index: The registration's index in the pool.
  ///   - cellClass: The class the caller asks for.
  ///   - registration: The reuse identifier of a `CellRegistration` the caller passed, whose
  ///     index is checked; `nil` for an index the pool looked up.
  /// - Returns: The cell: idle in the pool, or the one already showing the item
  ///   (``Carousel/reconfigureItems(at:)``); `nil` when none is idle and the carousel makes
  ///   one of the registration's class (``recordMade(_:registration:)``).
  /// - Throws: ``CarouselError/Code/dequeueOutsideDataSource`` outside a request or for
  ///   another carousel's registration, or
  ///   ``CarouselError/Code/cellTypeMismatch`` when the registration makes another class.
  mutating func dequeue<Cell: CarouselCell>(
    _ index: Int, as cellClass: Cell.Type, registration: String?
  ) throws(CarouselError) -> CarouselCell? {
    if let registration, index >= pool.registrationCount {
      // A registration of a freed carousel whose address this carousel now has (an
      // `ObjectIdentifier` can be reused).
      throw Self.foreignRegistration(registration)
    }
    try pool.checkClass(at: index, as: Cell.self)
    guard requests.isOpen else {
      throw CarouselError(
        .dequeueOutsideDataSource,
        "dequeue cells only inside carousel(_:cellForItemAt:in:), where the carousel asks for them"
      )
    }
    // (Only while it is still of the registered class: an identifier registered again
    // with another class makes new cells.)
    if let shown = requests.shown, !requests.handedOutShown,
      shown.registrationIndex == index,
      ObjectIdentifier(type(of: shown)) == ObjectIdentifier(pool.cellType(at: index))
    {
      // reconfigureItems(at:): the cell already showing the item, to update in place.
      requests.handedOutShown = true
      requests.record(shown)
      return shown
    }
    guard let cell = pool.popIdle(index) else { return nil }
    requests.record(cell)
    return cell
  }

  /// Why a registration of another carousel is refused.
  static func foreignRegistration(_ reuseIdentifier: String) -> CarouselError {
    CarouselError(
      .dequeueOutsideDataSource,
      "the registration for \"\(reuseIdentifier)\" belongs to another carousel")
  }

  /// Records a cell the carousel made for a dequeue, once its `init()` (host code) ran.
  mutating func recordMade(_ cell: CarouselCell, registration index: Int) {
    cell.reuseIdentifier = pool.identifier(at: index)
    cell.registrationIndex = index
    pool.noteCreated(index)
    requests.record(cell)
  }

  /// Ends a data-source request that failed: the cells dequeued during it go back to the
  /// pool.
  mutating func failRequest() {
    requests.fail(returningCellsTo: &pool)
  }

  /// Ends a data-source request that returned `cell`, checking it (see
  /// `CellRequestLedger.close(returning:item:owner:pool:)`).
  mutating func closeRequest(
    returning cell: CarouselCell, item: Int, owner: ObjectIdentifier
  ) throws(CarouselError) -> CarouselCell {
    try requests.close(returning: cell, item: item, owner: owner, pool: &pool)
  }

  /// Carries out a slot change whose cells are in: runs its moves on the cells, taking new
  /// ones from `incoming`, then has the core run them on its items
  /// (`CarouselCore.apply(_:into:)`).
  ///
  /// A cell that leaves its slot waits in ``leaving``, still showing its item, until its
  /// `didEndDisplaying` is delivered. One whose `willDisplay` was not delivered yet (it came
  /// and went within one call, or while callbacks ran) was never shown to the delegate: both
  /// events are dropped, and it is returned for the caller to reset and pool after the
  /// access (its `prepareForReuse()` is host code), so a loop of reloads from callbacks makes
  /// no cells.
  ///
  /// - Returns: The cells never shown that left, in the order they left (most often none:
  ///   an empty array allocates nothing).
  mutating func commit(
    _ change: SlotChange, cells incoming: consuming Slots<CarouselCell>
  ) -> [CarouselCell] {
    cellsRevision &+= 1
    var incoming = incoming
    var unshown: [CarouselCell] = []
    func empty(_ slot: SlotPosition) {
      // Moved out, not copied and cleared: no retain and release of the cell.
      guard let cell = cells.take(slot) else { return }
      guard let item = core.strip.items[slot] else {
        preconditionFailure("Internal inconsistency: the \(slot) slot has a cell and no item")
      }
      if events.removeWillDisplay(of: cell) {
        unshown.append(cell)
        return
      }
      events.append(.didEndDisplaying(cell: ObjectIdentifier(cell), item: item, slot: slot))
      leave(cell)
    }
    func fill(_ slot: SlotPosition, with item: Int?) {
      guard let item, let cell = incoming.take(slot) else { return }
      events.append(.willDisplay(cell: ObjectIdentifier(cell), item: item, slot: slot))
      // The item's cell is made: a load of it has served, whatever comes next.
      served.items.append(
        cell.itemIdentity ?? .unnamed(load: loads, index: item))
      cells[slot] = cell
    }
    var moves = change.moves
    while let move = moves.next() {
      switch move {
      case .recycleLeft: empty(.left)
      case .recycleMiddle: empty(.middle)
      case .recycleRight: empty(.right)
      case .fillLeft: fill(.left, with: change.incoming.left)
      case .fillMiddle: fill(.middle, with: change.incoming.middle)
      case .fillRight: fill(.right, with: change.incoming.right)
      case .rotateForward: cells.rotate(toward: .forward)
      case .rotateBackward: cells.rotate(toward: .backward)
      }
    }
    core.apply(change, into: &events)
    return unshown
  }

  /// Puts a cell that left its slot into ``leaving``.
  mutating func leave(_ cell: CarouselCell) {
    cell.location = .leaving
    leaving.append(cell)
    mostLeaving = max(mostLeaving, leaving.count)
  }

  /// Takes a leaving cell out of ``leaving``, or returns `nil` when it is not there.
  mutating func takeLeaving(_ cell: ObjectIdentifier) -> CarouselCell? {
    guard let index = leaving.firstIndex(where: { ObjectIdentifier($0) == cell }) else {
      return nil
    }
    return leaving.remove(at: index)
  }
}

/// What decides the value the listeners are told: the core's facts, the loads and cells
/// that name its items, and the prefetch window by identity.
struct SnapshotKey: Equatable {
  var facts = CarouselCore.Facts()
  var loads = 0
  var cells = 0
  var prefetch = 0
}
