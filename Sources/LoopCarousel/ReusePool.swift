/// The idle cells of a carousel, one list per registered reuse identifier.
///
/// Identifiers are resolved to array indexes once, at registration, so recycling a cell and
/// dequeuing through a ``CellRegistration`` touch no dictionary. Each identifier keeps at most
/// ``capacityPerIdentifier`` idle cells. During a page turn a well-behaved data source never
/// has more than four cells of one identifier alive (three in slots and one being handed
/// out); during a reload or a jump, whose three new cells are requested before the old three
/// go back, six. The cells ever created stay within three plus the capacity per identifier. However many
/// identifiers a data source uses, the pool holds at most ``totalCapacity`` idle cells.
struct ReusePool {
  /// The most idle cells kept for one identifier; a cell returned beyond it is dropped.
  static let capacityPerIdentifier = 4
  /// The most idle cells kept over every identifier; a cell returned beyond it is dropped.
  static let totalCapacity = 32

  struct Registration {
    let identifier: String
    var cellType: CarouselCell.Type
    var idle: [CarouselCell]
    var created: Int
  }

  private(set) var registrations: [Registration] = []
  private var indexByIdentifier: [String: Int] = [:]

  /// The total number of cells ever created, over every identifier.
  private(set) var cellsCreated = 0
  /// The number of idle cells over every identifier.
  private(set) var idleCount = 0

  /// Registers a class for an identifier, replacing the class an earlier call registered.
  mutating func register(_ type: CarouselCell.Type, identifier: String) -> Int {
    if let index = indexByIdentifier[identifier] {
      registrations[index].cellType = type
      return index
    }
    let index = registrations.count
    var idle: [CarouselCell] = []
    idle.reserveCapacity(Self.capacityPerIdentifier)
    registrations.append(
      Registration(identifier: identifier, cellType: type, idle: idle, created: 0))
    indexByIdentifier[identifier] = index
    return index
  }

  func index(of identifier: String) -> Int? {
    indexByIdentifier[identifier]
  }

  /// The registered identifiers, sorted, for error messages.
  var identifiers: [String] {
    registrations.map(\.identifier).sorted()
  }

  /// Takes an idle cell of a registration, if there is one.
  mutating func popIdle(_ index: Int) -> CarouselCell? {
    guard let cell = registrations[index].idle.popLast() else { return nil }
    idleCount -= 1
    return cell
  }

  /// Counts a cell made for a registration.
  mutating func noteCreated(_ index: Int) {
    registrations[index].created += 1
    cellsCreated += 1
  }

  /// Puts a cell back; returns `false` when its list is full and the cell is dropped.
  mutating func push(_ cell: CarouselCell, index: Int) -> Bool {
    guard registrations[index].idle.count < Self.capacityPerIdentifier,
      idleCount < Self.totalCapacity
    else { return false }
    registrations[index].idle.append(cell)
    idleCount += 1
    return true
  }
}
