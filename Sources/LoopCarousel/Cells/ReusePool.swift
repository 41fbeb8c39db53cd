/// The idle cells of a carousel, one list per registered reuse identifier.
///
/// Identifiers are resolved to indexes once, at registration, so recycling a cell and
/// dequeuing through a ``CellRegistration`` touch no dictionary. Each identifier keeps at most
/// ``capacityPerIdentifier`` idle cells. During a page turn a well-behaved data source never
/// has more than four cells of one identifier alive (three in slots and one being handed
/// out); during a reload or a jump, whose three new cells are requested before the old three
/// go back, six. A cell comes back only after the delegate heard `didEndDisplaying` for it,
/// so a call that changes the slots several times before its events are delivered needs up
/// to three more cells per extra change. However many identifiers a data source uses, the
/// pool holds at most ``totalCapacity`` idle cells.
struct ReusePool {
  /// The most idle cells kept for one identifier; a cell returned beyond it is dropped.
  static let capacityPerIdentifier = 4
  /// The most idle cells kept over every identifier; a cell returned beyond it is dropped.
  static let totalCapacity = 32

  struct Registration {
    let identifier: String
    var cellType: CarouselCell.Type
    /// What makes a new cell, when the app gave it; `nil` makes one with `cellType.init()`.
    var make: (() throws(CarouselError) -> CarouselCell)?
    /// The idle cells, the last one added handed out first; room for
    /// ``ReusePool/capacityPerIdentifier`` is reserved at registration.
    var idle: [CarouselCell]
    /// The cells made of `cellType` (since it was registered).
    var created = 0
    /// The cells of `cellType` the pool let go of because it was full.
    var dropped = 0
  }

  /// The registrations, in the order they were made.
  private(set) var registrations: [Registration] = []
  /// The number of registered identifiers.
  var registrationCount: Int { registrations.count }
  private var indexByIdentifier: [String: Int] = [:]

  /// The cells the pool let go of (a full list, or a class registered over), kept until the
  /// carousel has delivered every pending event, since events name cells without retaining
  /// them.
  private(set) var retired: [CarouselCell] = []

  /// The total number of cells ever created, over every identifier.
  private(set) var cellsCreated = 0
  /// The number of idle cells over every identifier.
  private(set) var idleCount = 0

  /// The class registered at an index.
  func cellType(at index: Int) -> CarouselCell.Type {
    registrations[checked(index)].cellType
  }

  /// The identifier registered at an index.
  func identifier(at index: Int) -> String {
    registrations[checked(index)].identifier
  }

  /// `index`, checked to be a registration's.
  private func checked(_ index: Int) -> Int {
    precondition(
      index >= 0 && index < registrationCount, "Internal inconsistency: no registration \(index)")
    return index
  }

  /// Registers a class for an identifier, with what makes its cells if the app gives it,
  /// replacing what an earlier call registered.
  mutating func register(
    _ type: CarouselCell.Type, identifier: String,
    make: (() throws(CarouselError) -> CarouselCell)? = nil
  ) -> Int {
    if let index = indexByIdentifier[identifier] {
      // A closure cannot be compared: a registration with one replaces the cells as a new
      // class does.
      if registrations[index].cellType != type || make != nil || registrations[index].make != nil {
        // The idle cells are of the class registered before: drop them, so that a dequeue
        // always makes or reuses a cell of the registered class.
        while let cell = popIdle(index) { retire(cell) }
        registrations[index].cellType = type
        registrations[index].make = make
        registrations[index].created = 0
        registrations[index].dropped = 0
      }
      return index
    }
    let index = registrationCount
    var idle: [CarouselCell] = []
    idle.reserveCapacity(Self.capacityPerIdentifier)
    registrations.append(
      Registration(identifier: identifier, cellType: type, make: make, idle: idle))
    indexByIdentifier[identifier] = index
    return index
  }

  /// The registration of an identifier a data source dequeues.
  ///
  /// - Throws: ``CarouselError/Code/unregisteredReuseIdentifier`` naming the identifier and
  ///   the registered ones.
  func index(forDequeuing identifier: String) throws(CarouselError) -> Int {
    if let index = indexByIdentifier[identifier] { return index }
    let known = identifiers.map { "\"\($0)\"" }.joined(separator: ", ")
    throw CarouselError(
      .unregisteredReuseIdentifier,
      "no cell class is registered for \"\(identifier)\"; registered: "
        + (known.isEmpty ? "none" : known)
        + "; call register(_:forReuseIdentifier:) first")
  }

  /// Checks that a registration makes cells of `Cell` or a subclass of it.
  ///
  /// - Throws: ``CarouselError/Code/cellTypeMismatch`` when the identifier was registered
  ///   (again) for another class.
  func checkClass<Cell: CarouselCell>(at index: Int, as _: Cell.Type) throws(CarouselError) {
    let cellType = cellType(at: index)
    // Compared by identity first, which is much cheaper than the dynamic `is` cast.
    guard cellType == Cell.self || cellType is Cell.Type else {
      throw CarouselError(
        .cellTypeMismatch,
        "\"\(identifier(at: index))\" is registered for \(cellType), not \(Cell.self)")
    }
  }

  /// The registered identifiers, sorted, for error messages.
  var identifiers: [String] {
    registrations.map(\.identifier).sorted()
  }

  /// Takes an idle cell of a registration, if there is one.
  mutating func popIdle(_ index: Int) -> CarouselCell? {
    guard let cell = registrations[checked(index)].idle.popLast() else { return nil }
    idleCount &-= 1
    return cell
  }

  /// Takes one particular idle cell out of its registration's list, if it is there.
  mutating func takeIdle(_ cell: CarouselCell) -> CarouselCell? {
    let index = cell.registrationIndex
    guard index >= 0, index < registrationCount,
      let position = registrations[index].idle.firstIndex(where: { $0 === cell })
    else { return nil }
    idleCount &-= 1
    return registrations[index].idle.remove(at: position)
  }

  /// Counts a cell made for a registration.
  mutating func noteCreated(_ index: Int) {
    registrations[checked(index)].created += 1
    cellsCreated += 1
  }

  /// Puts a cell back into its registration's list and marks it idle; a cell whose list is
  /// full is dropped instead and marked unowned.
  mutating func push(_ cell: consuming CarouselCell) {
    let index = checked(cell.registrationIndex)
    // A cell of a class its identifier is no longer registered for is dropped, too.
    guard type(of: cell) == registrations[index].cellType else {
      retire(cell)
      return
    }
    guard registrations[index].idle.count < Self.capacityPerIdentifier,
      idleCount < Self.totalCapacity
    else {
      registrations[index].dropped += 1
      retire(cell)
      return
    }
    cell.location = .idle
    registrations[index].idle.append(cell)
    idleCount &+= 1
  }

  /// Lets go of a cell the pool does not keep: marked unowned, it waits in ``retired``.
  private mutating func retire(_ cell: consuming CarouselCell) {
    cell.location = .unowned
    retired.append(cell)
  }

  /// Whether cells wait in ``retired``.
  var hasRetiredCells: Bool { !retired.isEmpty }

  /// Hands over the retired cells, leaving none, so that the caller frees them outside any
  /// access to the pool (a cell's `deinit` may read the carousel).
  mutating func takeRetiredCells() -> [CarouselCell] {
    exchange(&retired, with: [])
  }
}
