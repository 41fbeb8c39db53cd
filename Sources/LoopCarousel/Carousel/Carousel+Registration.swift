// Registering cell classes (or closures that make cells) and dequeuing cells for the data
// source.
extension Carousel {
  /// Registers a cell class for a reuse identifier, replacing any class registered before.
  ///
  /// When the identifier had another class, its idle cells are dropped: a dequeue never
  /// hands out a cell of the old class again, and cells of it on screen leave as their
  /// slots recycle. A ``CellRegistration`` made for the old class then throws
  /// ``CarouselError/Code/cellTypeMismatch``, unless the new class is a subclass of it.
  ///
  /// - Parameters:
  ///   - cellClass: The class the pool makes with `init()` when it has no idle cell.
  ///   - identifier: The reuse identifier.
  /// - Returns: A registration for ``dequeueReusableCell(_:)``, the fastest way to dequeue.
  @discardableResult
  public func register<Cell: CarouselCell>(
    _ cellClass: Cell.Type, forReuseIdentifier identifier: String
  ) -> CellRegistration<Cell> {
    register(cellClass, identifier: identifier, make: nil)
  }

  /// Registers a closure that makes the cells of a reuse identifier, replacing what was
  /// registered before: for a cell that needs more than `init()`, such as one whose views
  /// come from a nib or are made on the main actor.
  ///
  /// The pool calls `make` when it has no idle cell, during the data source's
  /// ``dequeueReusableCell(_:)``. It must return a new cell of exactly `cellClass`: another
  /// class makes the dequeue throw ``CarouselError/Code/cellTypeMismatch``, and a cell a
  /// carousel already made, ``CarouselError/Code/cellAlreadyInUse``; an error `make` throws
  /// is the dequeue's. A call into the carousel from `make` is refused as reentrant, a dequeue
  /// included (a reload is deferred until the call ends). The idle cells registered before
  /// are dropped, as for a new class.
  ///
  /// - Parameters:
  ///   - cellClass: The class of the cells `make` returns.
  ///   - identifier: The reuse identifier.
  ///   - make: Makes a new cell.
  /// - Returns: A registration for ``dequeueReusableCell(_:)``.
  @discardableResult
  public func register<Cell: CarouselCell>(
    _ cellClass: Cell.Type, forReuseIdentifier identifier: String,
    making make: @escaping () throws(CarouselError) -> Cell
  ) -> CellRegistration<Cell> {
    register(cellClass, identifier: identifier, make: make)
  }

  private func register<Cell: CarouselCell>(
    _ cellClass: Cell.Type, identifier: String,
    make: (() throws(CarouselError) -> CarouselCell)?
  ) -> CellRegistration<Cell> {
    let index = state.pool.register(cellClass, identifier: identifier, make: make)
    if state.pool.hasRetiredCells { releaseRetiredCells() }
    return CellRegistration(
      reuseIdentifier: identifier, index: index, owner: ObjectIdentifier(self))
  }

  /// Returns an idle cell registered under an identifier, or a new one.
  ///
  /// Call it from ``CarouselDataSource/carousel(_:cellForItemAt:in:)`` only.
  ///
  /// - Parameter identifier: A registered reuse identifier.
  /// - Returns: A cell of the class registered for `identifier`.
  /// - Throws: ``CarouselError/Code/unregisteredReuseIdentifier`` naming the identifier and
  ///   the registered ones, or ``CarouselError/Code/dequeueOutsideDataSource``.
  /// - Complexity: O(1): a hash of the identifier. ``dequeueReusableCell(_:)`` with a
  ///   ``CellRegistration`` skips the lookup.
  public func dequeueReusableCell(withIdentifier identifier: String) throws(CarouselError)
    -> CarouselCell
  {
    try dequeue(state.pool.index(forDequeuing: identifier), as: CarouselCell.self)
  }

  /// Returns an idle cell registered under an identifier, or a new one, as its concrete class.
  ///
  /// - Parameters:
  ///   - identifier: A registered reuse identifier.
  ///   - cellClass: The class registered for it.
  /// - Returns: The cell, as `Cell`.
  /// - Throws: The errors of ``dequeueReusableCell(withIdentifier:)``, or
  ///   ``CarouselError/Code/cellTypeMismatch`` when the identifier makes another class.
  /// - Complexity: As ``dequeueReusableCell(withIdentifier:)``; the class check is one
  ///   comparison when the class is the registered one.
  public func dequeueReusableCell<Cell: CarouselCell>(
    withIdentifier identifier: String, as cellClass: Cell.Type
  ) throws(CarouselError) -> Cell {
    let index = try state.pool.index(forDequeuing: identifier)
    return try downcast(dequeue(index, as: Cell.self), to: Cell.self)
  }

  /// Returns an idle cell of a registration, or a new one, without looking up its identifier.
  ///
  /// - Parameter registration: A registration this carousel returned.
  /// - Returns: The cell, as its registered class.
  /// - Throws: ``CarouselError/Code/dequeueOutsideDataSource`` outside a data-source call or
  ///   for another carousel's registration, or ``CarouselError/Code/cellTypeMismatch`` when the
  ///   identifier was registered again for another class.
  /// - Complexity: O(1); no allocation once the pool is warm.
  public func dequeueReusableCell<Cell: CarouselCell>(_ registration: CellRegistration<Cell>)
    throws(CarouselError) -> Cell
  {
    guard registration.owner == ObjectIdentifier(self) else {
      throw CarouselState.foreignRegistration(registration.reuseIdentifier)
    }
    let cell = try dequeue(
      registration.index, as: Cell.self, registration: registration.reuseIdentifier)
    return downcast(cell, to: Cell.self)
  }

  /// The number of cells the pool has made, over every identifier.
  public var numberOfCellsCreated: Int { state.pool.cellsCreated }

  /// The number of idle cells waiting in the pool.
  public var numberOfIdleCells: Int { state.pool.idleCount }

  /// A dequeued cell as the class its registration was checked for.
  ///
  /// The pool holds only cells of the registered class (see `ReusePool.push`), which
  /// `checkClass(at:as:)` found to be `Cell` or a subclass of it.
  private func downcast<Cell: CarouselCell>(_ cell: CarouselCell, to _: Cell.Type) -> Cell {
    guard let cell = cell as? Cell else {
      preconditionFailure("Internal inconsistency: the pool handed out a \(type(of: cell))")
    }
    return cell
  }

  /// Takes a cell of a registration for the request in progress (see
  /// `CarouselState.dequeue(_:as:registration:)`), or makes one: one access to the state,
  /// and one more when a cell is made.
  func dequeue<Cell: CarouselCell>(
    _ index: Int, as cellClass: Cell.Type, registration: String? = nil
  ) throws(CarouselError) -> CarouselCell {
    // A closure making a cell that dequeues would make cells without end.
    guard !isMakingCell else {
      throw CarouselError(
        .reentrantCall, "a cell's maker dequeued a cell; it must make the cell it returns")
    }
    if let cell = try state.dequeue(index, as: Cell.self, registration: registration) {
      return cell
    }
    return try makeCell(index)
  }

  /// Makes a cell of a registration, when the pool has no idle one: with the app's closure,
  /// or with its class's `init()`.
  private func makeCell(_ index: Int) throws(CarouselError) -> CarouselCell {
    let cellType = state.pool.cellType(at: index)
    let make = state.pool.registrations[index].make
    let cell: CarouselCell
    do {
      isMakingCell = true
      defer { isMakingCell = false }
      cell = try asHostCode { () throws(CarouselError) in try make?() ?? cellType.init() }
    }
    guard type(of: cell) == cellType else {
      throw CarouselError(
        .cellTypeMismatch,
        "the closure registered for \"\(state.pool.identifier(at: index))\" made a "
          + "\(type(of: cell)), not a \(cellType)")
    }
    guard cell.owner == nil else {
      throw CarouselError(
        .cellAlreadyInUse,
        "the closure registered for \"\(state.pool.identifier(at: index))\" returned a cell "
          + "a carousel already made; it must make a new one each time")
    }
    cell.owner = ObjectIdentifier(self)
    state.recordMade(cell, registration: index)
    return cell
  }
}
