import Testing

@testable import LoopCarousel

private final class PlainCell: CarouselCell {}

/// A pool with one registration, and cells made for it as the carousel makes them.
private struct Bench: ~Copyable {
  var pool = ReusePool()
  let index: Int
  let owner = ObjectIdentifier(PlainCell.self)

  init() {
    index = pool.register(PlainCell.self, identifier: "plain")
  }

  /// A cell made for the registration, not yet anywhere.
  mutating func make() -> CarouselCell {
    let cell = PlainCell()
    cell.registrationIndex = index
    cell.owner = owner
    pool.noteCreated(index)
    return cell
  }
}

@Suite("Cell request ledger: the cells of one data-source request")
struct CellRequestLedgerTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    /// How many cells the data source dequeues.
    var dequeued: Int
    /// Which dequeued cell it returns; `nil` for a cell it did not dequeue.
    var returned: Int?
    var testDescription: String { name }
  }

  @Test(
    "Closing keeps the returned cell and gives every other dequeued cell back",
    arguments: [
      Case(name: "the usual request: one dequeued, that one returned", dequeued: 1, returned: 0),
      Case(name: "three dequeued, the first returned", dequeued: 3, returned: 0),
      Case(name: "three dequeued, the last returned", dequeued: 3, returned: 2),
      Case(name: "two dequeued, the second returned", dequeued: 2, returned: 1),
    ])
  func close(_ c: Case) throws {
    var bench = Bench()
    var ledger = CellRequestLedger()
    ledger.isOpen = true
    let cells = (0..<c.dequeued).map { _ in bench.make() }
    for cell in cells { ledger.record(cell) }
    #expect(cells.allSatisfy { $0.location == .dequeued })
    let returned = try #require(c.returned.map { cells[$0] })
    let kept = try ledger.close(
      returning: returned, item: 7, owner: bench.owner, pool: &bench.pool)
    #expect(kept === returned)
    #expect(kept.location == .inSlot)
    #expect(!ledger.isOpen)
    #expect(ledger.isSettled)
    #expect(bench.pool.idleCount == c.dequeued - 1)
    for cell in cells where cell !== returned { #expect(cell.location == .idle) }
  }

  @Test("A cell the data source did not dequeue is refused, and the dequeued ones go back")
  func notDequeued() {
    var bench = Bench()
    var ledger = CellRequestLedger()
    ledger.isOpen = true
    let dequeued = bench.make()
    ledger.record(dequeued)
    let stranger = PlainCell()
    let error = #expect(throws: CarouselError.self) {
      _ = try ledger.close(returning: stranger, item: 3, owner: bench.owner, pool: &bench.pool)
    }
    #expect(error?.code == .cellNotDequeued)
    #expect(ledger.isSettled)
    #expect(!ledger.isOpen)
    #expect(dequeued.location == .idle)
    #expect(bench.pool.idleCount == 1)
  }

  @Test(
    "A cell of this carousel that is idle or shown is refused as already in use",
    arguments: [CarouselCell.Location.idle, .inSlot])
  func alreadyInUse(_ location: CarouselCell.Location) {
    var bench = Bench()
    var ledger = CellRequestLedger()
    ledger.isOpen = true
    ledger.record(bench.make())
    let inUse = bench.make()
    inUse.location = location
    let error = #expect(throws: CarouselError.self) {
      _ = try ledger.close(returning: inUse, item: 3, owner: bench.owner, pool: &bench.pool)
    }
    #expect(error?.code == .cellAlreadyInUse)
    #expect(ledger.isSettled)
    #expect(inUse.location == location)
  }

  @Test("A failed request gives every dequeued cell back", arguments: [0, 1, 3])
  func fail(_ dequeued: Int) {
    var bench = Bench()
    var ledger = CellRequestLedger()
    ledger.isOpen = true
    let cells = (0..<dequeued).map { _ in bench.make() }
    for cell in cells { ledger.record(cell) }
    #expect(ledger.isSettled == (dequeued == 0))
    ledger.fail(returningCellsTo: &bench.pool)
    #expect(ledger.isSettled)
    #expect(!ledger.isOpen)
    #expect(bench.pool.idleCount == dequeued)
    #expect(cells.allSatisfy { $0.location == .idle })
  }
}
