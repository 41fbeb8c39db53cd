import Testing

@testable import LoopCarousel

/// A scroll to an item two away keeps its target's cell for the turn that brings it in.
///
/// The cell waits idle in the pool. A second scroll that starts before that turn may be handed the
/// same cell for its own target.
@Suite("A retarget handed the cell kept for the earlier target keeps it for the new one")
struct RetargetHeldCellTests {
  final class Source: CarouselDataSource {
    var requests: [Int] = []

    func numberOfItems(in carousel: Carousel) -> Int { 6 }

    func carousel(_ carousel: Carousel, cellForItemAt index: Int, in slot: SlotPosition)
      throws(CarouselError) -> CarouselCell
    {
      requests.append(index)
      return try carousel.dequeueReusableCell(withIdentifier: "a")
    }
  }

  @Test("the new target's cell is asked for once, and kept for its turn")
  func retargetReusesTheHeldCell() throws {
    let carousel = Carousel()
    let source = Source()
    carousel.register(CarouselCell.self, forReuseIdentifier: "a")
    carousel.dataSource = source
    try carousel.reloadData()
    // Two items on in a ring of six: item 2's cell is made now and waits in the pool.
    try carousel.scrollToItem(at: 2, animated: true, at: .milliseconds(10))
    #expect(carousel.heldTarget?.item == 2)
    source.requests.removeAll()
    // Two items back: the request for item 4 is handed the idle cell kept for item 2.
    try carousel.scrollToItem(at: 4, animated: true, at: .milliseconds(10))
    #expect(carousel.heldTarget?.item == 4)
    #expect(carousel.invariantViolations() == [])
    carousel.advance(to: .seconds(2))
    #expect(carousel.currentIndex == 4)
    #expect(source.requests.filter { $0 == 4 }.count == 1, "asked for once: \(source.requests)")
    #expect(carousel.invariantViolations() == [])
  }
}
