/// Small models of the designs users pick instead of LoopCarousel, on the same harness and
/// with the same data-source work, so that a page turn can be compared side by side.
///
/// Every model keeps its data source and delegate weakly, as UIKit components do, reuses
/// cells through a pool, and asks its data source for a cell the same way: dequeue one
/// through a registration (an index, as LoopCarousel's fastest path), set its item, return
/// it. A page turn is what a settle onto the next
/// item ends with: the index moves on, the cells are rearranged, the delegate hears of the
/// new item. None of them checks anything LoopCarousel checks (reentrancy, the time, the
/// cell's origin, the state's invariants).
enum TurnModel: String, CaseIterable {
  /// The minimal three-slot design: one cell out to the pool, one new cell asked for.
  case bare = "model-bare"
  /// LBHorizontalLoopView: on every page turn all three cells go back to the pool and the
  /// data source is asked for all three again (`reloadCells`).
  case reask = "model-reask"
  /// BSLoopView / FSPagerView: the item list repeated (`count × 200` fake index paths), an
  /// index mapped with modulo, the visible cells kept in a dictionary keyed by index path,
  /// as a collection view does.
  case fakeData = "model-fake-data"
}

/// The model's cell: what the data source configures.
final class ModelCell {
  /// The registration the cell was made for.
  let registration: Int
  var item = 0

  init(registration: Int) {
    self.registration = registration
  }
}

/// The data source every model asks.
protocol ModelDataSource: AnyObject {
  func numberOfItems() -> Int
  func cell(forItem item: Int, pool: inout ModelPool) -> ModelCell
}

/// The delegate every model tells about the new item.
protocol ModelDelegate: AnyObject {
  func didScroll(toItem item: Int)
}

/// A reuse pool with a stack of idle cells per registration.
struct ModelPool {
  private var idle: [[ModelCell]] = [[]]

  mutating func dequeue(_ registration: Int) -> ModelCell {
    if let cell = idle[registration].popLast() { return cell }
    return ModelCell(registration: registration)
  }

  mutating func enqueue(_ cell: ModelCell) {
    idle[cell.registration].append(cell)
  }
}

/// The benchmark's data source for the models: one identifier, the item set on the cell.
final class ModelSource: ModelDataSource, ModelDelegate {
  let count: Int
  var lastItem = 0

  init(count: Int) {
    self.count = count
  }

  func numberOfItems() -> Int { count }

  func cell(forItem item: Int, pool: inout ModelPool) -> ModelCell {
    let cell = pool.dequeue(0)
    cell.item = item
    return cell
  }

  func didScroll(toItem item: Int) {
    lastItem = item
  }
}

/// What every model holds: its data source and delegate, weakly, its pool and the count.
struct ModelHost {
  weak var dataSource: (any ModelDataSource)?
  weak var delegate: (any ModelDelegate)?
  var pool = ModelPool()
  let count: Int

  init(source: ModelSource) {
    dataSource = source
    delegate = source
    count = source.numberOfItems()
  }
}

/// The minimal three-slot model.
struct BareModel {
  var host: ModelHost
  var cells: [ModelCell] = []
  private(set) var current = 0

  init(source: ModelSource) {
    host = ModelHost(source: source)
    cells = [host.count - 1, 0, 1].map { source.cell(forItem: $0, pool: &host.pool) }
  }

  mutating func turn() {
    guard let dataSource = host.dataSource else { return }
    let count = host.count
    current = current + 1 == count ? 0 : current + 1
    host.pool.enqueue(cells[0])
    cells[0] = cells[1]
    cells[1] = cells[2]
    let next = current + 1 == count ? 0 : current + 1
    cells[2] = dataSource.cell(forItem: next, pool: &host.pool)
    host.delegate?.didScroll(toItem: current)
  }
}

/// LBHorizontalLoopView's way: every page turn asks for all three cells again.
struct ReaskModel {
  var host: ModelHost
  var cells: [ModelCell] = []
  private(set) var current = 0

  init(source: ModelSource) {
    host = ModelHost(source: source)
    reloadCells()
  }

  private mutating func reloadCells() {
    guard let dataSource = host.dataSource else { return }
    let count = host.count
    for cell in cells { host.pool.enqueue(cell) }
    cells.removeAll(keepingCapacity: true)
    for item in [(current + count - 1) % count, current, (current + 1) % count] {
      cells.append(dataSource.cell(forItem: item, pool: &host.pool))
    }
  }

  mutating func turn() {
    current = (current + 1) % host.count
    reloadCells()
    host.delegate?.didScroll(toItem: current)
  }
}

/// The fake-data way: `count × 200` index paths, the visible ones in a dictionary.
struct FakeDataModel {
  struct IndexPath: Hashable {
    var section: Int
    var item: Int
  }

  static let repeats = 200
  var host: ModelHost
  var visible: [IndexPath: ModelCell] = [:]
  /// The index path of the centred cell, among `count × repeats`.
  private var centre: Int

  var current: Int { centre % host.count }

  init(source: ModelSource) {
    host = ModelHost(source: source)
    centre = host.count * Self.repeats / 2
    for index in centre - 1...centre + 1 { show(index) }
  }

  private mutating func show(_ index: Int) {
    guard let dataSource = host.dataSource else { return }
    let path = IndexPath(section: 0, item: index)
    visible[path] = dataSource.cell(forItem: index % host.count, pool: &host.pool)
  }

  mutating func turn() {
    let count = host.count
    // The collection view scrolls one page: the leading cell leaves, one comes in.
    if let cell = visible.removeValue(forKey: IndexPath(section: 0, item: centre - 1)) {
      host.pool.enqueue(cell)
    }
    centre += 1
    show(centre + 1)
    // Near the end of the fake data the view jumps back to the middle, as FSPagerView does.
    if centre + 2 >= count * Self.repeats {
      for (_, cell) in visible { host.pool.enqueue(cell) }
      visible.removeAll(keepingCapacity: true)
      centre = count * Self.repeats / 2 + centre % count - (count * Self.repeats / 2) % count
      for index in centre - 1...centre + 1 { show(index) }
    }
    host.delegate?.didScroll(toItem: current)
  }
}
