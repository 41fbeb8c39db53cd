import Testing

@testable import LoopCarousel

private final class RedCell: CarouselCell {}
private final class BlueCell: CarouselCell {}
private class GreenCell: CarouselCell {}
private final class LimeCell: GreenCell {}

/// Makes a cell of a registration, as the carousel does, and counts it.
private func make(
  _ type: CarouselCell.Type, for index: Int, in pool: inout ReusePool
) -> CarouselCell {
  let cell = type.init()
  cell.registrationIndex = index
  cell.location = .inSlot
  pool.noteCreated(index)
  return cell
}

/// Whether two lists hold the same cells, in the same order.
private func same(_ a: [CarouselCell], _ b: [CarouselCell]) -> Bool {
  a.count == b.count && zip(a, b).allSatisfy { $0 === $1 }
}

@Suite("Reuse pool: registration, LIFO reuse and capacity limits")
struct ReusePoolTests {
  @Test("Identifiers get indexes in registration order, and list sorted")
  func registration() throws {
    var pool = ReusePool()
    #expect(pool.register(RedCell.self, identifier: "zeta") == 0)
    #expect(pool.register(BlueCell.self, identifier: "alpha") == 1)
    #expect(pool.register(RedCell.self, identifier: "mid") == 2)
    #expect(pool.register(RedCell.self, identifier: "zeta") == 0)
    #expect(pool.identifiers == ["alpha", "mid", "zeta"])
    #expect(try pool.index(forDequeuing: "mid") == 2)
    #expect(throws: CarouselError.self) { try pool.index(forDequeuing: "none") }
    #expect(pool.registrations.count == 3)
    #expect(pool.registrations[1].cellType == BlueCell.self)
  }

  struct Count: CustomTestStringConvertible, Sendable {
    var pushed: Int
    var testDescription: String { "\(pushed) cells pushed" }
  }

  @Test(
    "Idle cells come back last in, first out; a full list drops the rest",
    arguments: [0, 1, 3, 4, 5, 7].map(Count.init))
  func lifoAndCapacity(_ c: Count) {
    var pool = ReusePool()
    let index = pool.register(RedCell.self, identifier: "red")
    let cells = (0..<c.pushed).map { _ in make(RedCell.self, for: index, in: &pool) }
    for cell in cells { pool.push(cell) }
    // The capacity per identifier is 4.
    let kept = min(c.pushed, 4)
    #expect(pool.idleCount == kept)
    #expect(pool.cellsCreated == c.pushed)
    #expect(same(pool.retired, Array(cells.dropFirst(kept))))
    #expect(pool.retired.allSatisfy { $0.location == .unowned })
    #expect(cells.prefix(kept).allSatisfy { $0.location == .idle })
    #expect(pool.hasRetiredCells == (c.pushed > 4))
    var popped: [CarouselCell] = []
    while let cell = pool.popIdle(index) { popped.append(cell) }
    #expect(same(popped, Array(cells.prefix(kept).reversed())))
    #expect(pool.idleCount == 0)
    #expect(pool.popIdle(index) == nil)
  }

  struct Spread: CustomTestStringConvertible, Sendable {
    var identifiers: Int
    var cellsEach: Int
    var idle: Int
    var retired: Int
    var testDescription: String {
      "\(cellsEach) cells for each of \(identifiers) identifiers: \(idle) idle, \(retired) dropped"
    }
  }

  @Test(
    "At most 4 idle cells per identifier and 32 over all",
    arguments: [
      Spread(identifiers: 8, cellsEach: 4, idle: 32, retired: 0),
      Spread(identifiers: 9, cellsEach: 4, idle: 32, retired: 4),
      Spread(identifiers: 10, cellsEach: 3, idle: 30, retired: 0),
      Spread(identifiers: 11, cellsEach: 3, idle: 32, retired: 1),
      // Eight identifiers fill 32 places and drop one cell each; the last four drop all five.
      Spread(identifiers: 12, cellsEach: 5, idle: 32, retired: 28),
    ])
  func totalCapacity(_ c: Spread) {
    var pool = ReusePool()
    var pushed: [CarouselCell] = []
    for number in 0..<c.identifiers {
      let index = pool.register(RedCell.self, identifier: "kind \(number)")
      for _ in 0..<c.cellsEach {
        let cell = make(RedCell.self, for: index, in: &pool)
        pushed.append(cell)
        pool.push(cell)
      }
    }
    #expect(pool.idleCount == c.idle)
    #expect(pool.retired.count == c.retired)
    #expect(pool.cellsCreated == c.identifiers * c.cellsEach)
    #expect(pushed.filter { $0.location == .idle }.count == c.idle)
    #expect(pool.registrations.allSatisfy { $0.idle.count <= 4 })
    #expect(pool.registrations.map(\.idle.count).reduce(0, +) == c.idle)
  }

  @Test("Taking a cell out of a full pool makes room for any identifier")
  func roomAfterPop() throws {
    var pool = ReusePool()
    var indexes: [Int] = []
    for number in 0..<9 {
      indexes.append(pool.register(BlueCell.self, identifier: "kind \(number)"))
    }
    for index in indexes.prefix(8) {
      for _ in 0..<4 { pool.push(make(BlueCell.self, for: index, in: &pool)) }
    }
    #expect(pool.idleCount == 32)
    let last = make(BlueCell.self, for: indexes[8], in: &pool)
    pool.push(last)
    #expect(last.location == .unowned)
    let popped = pool.popIdle(indexes[0])
    let taken = try #require(popped)
    #expect(pool.idleCount == 31)
    let again = make(BlueCell.self, for: indexes[8], in: &pool)
    pool.push(again)
    #expect(again.location == .idle)
    #expect(pool.idleCount == 32)
    #expect(pool.popIdle(indexes[8]) === again)
    #expect(taken.registrationIndex == indexes[0])
  }

  @Test("Registering another class retires the idle cells of the old one")
  func reregisterAnotherClass() {
    var pool = ReusePool()
    let red = pool.register(RedCell.self, identifier: "a")
    let other = pool.register(RedCell.self, identifier: "b")
    let idle = (0..<3).map { _ in make(RedCell.self, for: red, in: &pool) }
    let shown = make(RedCell.self, for: red, in: &pool)
    let otherCell = make(RedCell.self, for: other, in: &pool)
    for cell in idle { pool.push(cell) }
    pool.push(otherCell)
    #expect(pool.idleCount == 4)

    #expect(pool.register(BlueCell.self, identifier: "a") == red)
    #expect(pool.registrations[red].cellType == BlueCell.self)
    // Popped last in, first out into the retired list.
    #expect(same(pool.retired, idle.reversed()))
    #expect(idle.allSatisfy { $0.location == .unowned })
    #expect(pool.idleCount == 1)
    #expect(pool.popIdle(red) == nil)
    // The count of the registration restarts; the total does not.
    #expect(pool.registrations[red].created == 0)
    #expect(pool.registrations[other].created == 1)
    #expect(pool.cellsCreated == 5)
    // A cell of the old class coming back from a slot is dropped; one of the new class stays.
    pool.push(shown)
    #expect(shown.location == .unowned)
    #expect(pool.retired.last === shown)
    let blue = make(BlueCell.self, for: red, in: &pool)
    pool.push(blue)
    #expect(blue.location == .idle)
    #expect(pool.registrations[red].created == 1)
    // The other identifier keeps its idle cell.
    #expect(pool.popIdle(other) === otherCell)
  }

  @Test("Registering the same class again keeps the idle cells and the count")
  func reregisterSameClass() {
    var pool = ReusePool()
    let index = pool.register(GreenCell.self, identifier: "g")
    let cells = (0..<2).map { _ in make(GreenCell.self, for: index, in: &pool) }
    for cell in cells { pool.push(cell) }
    #expect(pool.register(GreenCell.self, identifier: "g") == index)
    #expect(pool.idleCount == 2)
    #expect(pool.retired.isEmpty)
    #expect(pool.registrations[index].created == 2)
    #expect(pool.popIdle(index) === cells[1])
  }

  @Test("Only cells of exactly the registered class go back; a subclass is dropped")
  func exactClass() {
    var pool = ReusePool()
    let index = pool.register(GreenCell.self, identifier: "g")
    let lime = make(LimeCell.self, for: index, in: &pool)
    pool.push(lime)
    #expect(lime.location == .unowned)
    #expect(pool.idleCount == 0)
    let green = make(GreenCell.self, for: index, in: &pool)
    pool.push(green)
    #expect(green.location == .idle)
    #expect(pool.idleCount == 1)
  }

  @Test("Taking the retired cells leaves none, and idle cells stay")
  func takeRetired() {
    var pool = ReusePool()
    let index = pool.register(RedCell.self, identifier: "r")
    let cells = (0..<6).map { _ in make(RedCell.self, for: index, in: &pool) }
    for cell in cells { pool.push(cell) }
    let retiredBefore = pool.hasRetiredCells
    #expect(retiredBefore)
    let taken = pool.takeRetiredCells()
    #expect(same(taken, Array(cells.suffix(2))))
    let retiredAfter = pool.hasRetiredCells
    #expect(!retiredAfter)
    #expect(pool.retired.isEmpty)
    #expect(pool.takeRetiredCells().isEmpty)
    #expect(pool.idleCount == 4)
  }
}
