import Testing

@testable import LoopCarousel

/// Prefetching: the items past the slots, ahead of the motion, each prefetched once until it
/// is cancelled or its cell is made.
@Suite("Prefetching the items past the slots")
struct PrefetchTests {
  /// A harness whose delegate lists the prefetch events only.
  func harness(count: Int, wraps: Bool = true) -> Harness {
    let h = Harness(count: count, wraps: wraps)
    h.delegate.recordsPrefetch = true
    return h
  }

  /// The prefetch events since the last call.
  func prefetches(_ h: Harness) -> [CarouselEvent] {
    h.delegate.take().filter {
      switch $0 {
      case .prefetchItem, .cancelPrefetchingItem: true
      default: false
      }
    }
  }

  @Test("a cell made by a call that fails serves no prefetch: the prefetch ends with its cancel")
  func cellOfAFailedCall() throws {
    let h = harness(count: 6)
    try h.carousel.reloadData()
    _ = h.delegate.take()
    // At rest on item 0: 2, 3 and 4 prefetched. A jump to item 2 makes its cell, then fails
    // to make item 3's: the call changed nothing.
    h.dataSource.failingItems = [3]
    #expect(throws: CarouselError.self) {
      try h.carousel.scrollToItem(at: 2, animated: false, at: h.now)
    }
    #expect(prefetches(h).isEmpty)
    h.dataSource.count = 0
    try h.carousel.reloadData()
    #expect(prefetches(h).contains(.cancelPrefetchingItem(2)))
  }

  @Test("both sides, two past each side slot, at rest and moving")
  func directions() throws {
    let h = harness(count: 10)
    // The harness reloaded before the delegate listed prefetches: reload again to see them.
    try h.carousel.reloadData()
    #expect(
      prefetches(h) == [
        .cancelPrefetchingItem(2), .cancelPrefetchingItem(3), .cancelPrefetchingItem(8),
        .cancelPrefetchingItem(7),
        .prefetchItem(2), .prefetchItem(3), .prefetchItem(8), .prefetchItem(7),
      ])
    // A drag toward the next item: the items behind stay prefetched.
    h.begin()
    h.move(pages: 0.3)
    #expect(prefetches(h) == [])
    // A page on, the slots turn: item 2's cell is made (its prefetch served), the window
    // moves on to item 4 ahead and to item 9 behind, and item 7 falls out of it.
    h.move(pages: 1.1)
    #expect(h.carousel.currentIndex == 1)
    #expect(prefetches(h) == [.cancelPrefetchingItem(7), .prefetchItem(4), .prefetchItem(9)])
    h.release(velocity: 0)
    h.settle()
    // At rest again: both sides of item 1, already prefetched.
    #expect(prefetches(h) == [])
    #expect(Set(h.carousel.state.core.prefetch.prefetched) == [3, 4, 9, 8])
  }

  @Test(
    "within a gesture and its settle no item is cancelled and then prefetched again",
    arguments: [0.6, 1.5, 2.5, -2.5])
  func noChurn(pages: Double) throws {
    var physics = ScrollPhysics()
    physics.pagesPerFling = nil
    let h = Harness(count: 12, physics: physics)
    h.delegate.recordsPrefetch = true
    _ = h.delegate.take()
    h.swipe(pages: pages, velocity: pages * 2)
    h.settle()
    let all = prefetches(h)
    var cancelled: Set<Int> = []
    for event in all {
      switch event {
      case .cancelPrefetchingItem(let item): cancelled.insert(item)
      case .prefetchItem(let item): #expect(!cancelled.contains(item), "item \(item) churned")
      default: break
      }
    }
  }

  @Test("a finite carousel prefetches nothing past its ends; three looping items, nothing")
  func ends() throws {
    let finite = harness(count: 5, wraps: false)
    try finite.carousel.reloadData()
    #expect(
      prefetches(finite) == [
        .cancelPrefetchingItem(2), .cancelPrefetchingItem(3), .prefetchItem(2), .prefetchItem(3),
      ])
    let three = harness(count: 3)
    try three.carousel.reloadData()
    #expect(prefetches(three) == [])
    // Four looping items: the one item past both sides, once.
    let four = harness(count: 4)
    try four.carousel.reloadData()
    #expect(prefetches(four) == [.cancelPrefetchingItem(2), .prefetchItem(2)])
  }

  @Test("the distance: 0 cancels everything, more reaches further, within 0...16")
  func distance() throws {
    let h = harness(count: 40)
    _ = h.delegate.take()
    h.carousel.prefetchDistance = 0
    #expect(
      prefetches(h) == [
        .cancelPrefetchingItem(2), .cancelPrefetchingItem(3), .cancelPrefetchingItem(38),
        .cancelPrefetchingItem(37),
      ])
    h.carousel.prefetchDistance = 1
    #expect(prefetches(h) == [.prefetchItem(2), .prefetchItem(38)])
    h.carousel.prefetchDistance = -5
    #expect(h.carousel.prefetchDistance == 0)
    _ = h.delegate.take()
    h.carousel.prefetchDistance = 1_000
    #expect(h.carousel.prefetchDistance == 16)
    #expect(prefetches(h).count == 32)
  }

  @Test("a distance set during a long fling narrows the side behind at once")
  func distanceDuringALongFling() throws {
    var physics = ScrollPhysics()
    physics.pagesPerFling = nil
    let h = Harness(count: 200, physics: physics)
    h.carousel.prefetchDistance = 16
    // A fling of more than 17 pages: ahead, the window reaches its cap of 32 items, at
    // distance 16 as at 15.
    h.swipe(pages: 0.5, velocity: 60)
    #expect(h.carousel.phase == .settling)
    let current = try #require(h.carousel.currentIndex)
    func behind(_ steps: Int) -> Int { (current - steps + 200) % 200 }
    #expect(h.carousel.state.core.prefetch.prefetched.contains(behind(17)))
    h.delegate.recordsPrefetch = true
    _ = h.delegate.take()
    h.carousel.prefetchDistance = 15
    // Behind the motion the window is 15 items past the side slot now: the 16th goes.
    #expect(prefetches(h) == [.cancelPrefetchingItem(behind(17))])
    #expect(!h.carousel.state.core.prefetch.prefetched.contains(behind(17)))
  }

  @Test("a far scroll's target in a side slot is never prefetched; its cell is made")
  func farTarget() throws {
    let h = harness(count: 20)
    try h.carousel.reloadData()
    _ = h.delegate.take()
    try h.carousel.scrollToItem(at: 3, animated: true, at: h.now)
    // Item 3 was prefetched, and its cell made for the right slot: served, not cancelled.
    let events = prefetches(h)
    #expect(!events.contains(.cancelPrefetchingItem(3)) && !events.contains(.prefetchItem(3)))
    #expect(!h.carousel.state.core.prefetch.prefetched.contains(3))
    h.settle()
    #expect(h.carousel.currentIndex == 3)
    h.check()
  }

  @Test("a reload without identifiers cancels every prefetch, by its last number, and starts anew")
  func reload() throws {
    let h = harness(count: 10)
    _ = h.delegate.take()
    h.dataSource.count = 3
    try h.carousel.reloadData()
    // Without identifiers a reload replaces every item: the item 2 in the left slot now is
    // another one than the item 2 prefetched, whose load is cancelled too.
    #expect(
      prefetches(h) == [
        .cancelPrefetchingItem(2), .cancelPrefetchingItem(3), .cancelPrefetchingItem(8),
        .cancelPrefetchingItem(7),
      ])
    h.dataSource.count = 6
    try h.carousel.reloadData()
    #expect(prefetches(h) == [.prefetchItem(2), .prefetchItem(3), .prefetchItem(4)])
  }

  @Test("a new event stream hears the prefetched items from nothing, then their changes")
  func stream() async throws {
    let h = harness(count: 10)
    let stream = h.carousel.events()
    h.carousel.prefetchDistance = 1
    h.carousel.prefetchDistance = 2
    var iterator = stream.makeAsyncIterator()
    var seen: [CarouselEvent] = []
    while seen.count < 6, let event = await iterator.next() { seen.append(event) }
    // Started from nothing, it heard the window of one item a side, never the items 3 and 7
    // that the delegate had heard of (no cancel for them), then the window grew again.
    #expect(
      seen == [
        .didScrollToItem(0), .itemDidAppear(0), .prefetchItem(2), .prefetchItem(8),
        .prefetchItem(3), .prefetchItem(7),
      ])
  }
}
