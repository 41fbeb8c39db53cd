import Testing

@testable import LoopCarousel

@Suite(
  "A move by one or two items costs one request per item, whatever the path, and an animated one two items away one more"
)
struct MoveCostTests {
  @Test(
    "Scroll-tos one or two items away ask for one cell per item (an animated one two items away asks for its target first) and make no extra cells",
    arguments: [(1, false), (2, false), (-1, false), (-2, false), (1, true), (2, true), (-2, true)])
  func nearScroll(steps: Int, animated: Bool) throws {
    let h = Harness(count: 9)
    h.delegate.recordsDisplay = true
    try h.carousel.scrollToItem(at: 4, animated: false, at: h.now)
    h.settle()
    let created = h.carousel.numberOfCellsCreated
    h.dataSource.resetLog()
    _ = h.delegate.take()
    try h.carousel.scrollToItem(at: 4 + steps, animated: animated, at: h.now)
    h.settle()
    #expect(h.carousel.currentIndex == 4 + steps)
    #expect(h.items == [3 + steps, 4 + steps, 5 + steps])
    // An animated scroll two items away asks for its target before it moves, so that one
    // that cannot be made throws with nothing changed; the turn that brings it in asks again.
    let probe = animated && abs(steps) == 2 ? [4 + steps] : []
    #expect(h.dataSource.requests.map(\.item).prefix(probe.count).elementsEqual(probe))
    #expect(h.dataSource.requests.count == abs(steps) + probe.count)
    let ended = h.delegate.take().filter {
      if case .didEndDisplaying = $0 { true } else { false }
    }
    #expect(ended.count == abs(steps))
    #expect(h.carousel.numberOfCellsCreated <= created + 1)
    #expect(h.delegate.displayProblems.isEmpty)
  }

  @Test("An instant scroll-to a neighbour moves the cells it keeps, from 0 to 1 of 5")
  func instantNeighbour() throws {
    let h = Harness(count: 5)
    let kept = [h.carousel.slot(.middle)?.cell, h.carousel.slot(.right)?.cell]
    h.dataSource.resetLog()
    try h.carousel.scrollToItem(at: 1, animated: false, at: h.now)
    h.check()
    #expect(h.dataSource.requests.map(\.item) == [2])
    #expect(h.carousel.slot(.left)?.cell === kept[0])
    #expect(h.carousel.slot(.middle)?.cell === kept[1])
    #expect(h.carousel.pagePosition == 0)
  }
}
