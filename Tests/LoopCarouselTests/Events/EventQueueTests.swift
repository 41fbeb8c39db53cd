import Testing

@testable import LoopCarousel

@Suite("The event queue: order, the one didScroll, growth while delivering")
struct EventQueueTests {
  /// Takes everything pending, in delivery order.
  private func drain(_ queue: inout EventQueue) -> [CarouselEvent] {
    var events: [CarouselEvent] = []
    while let next = queue.next() { events.append(next) }
    return events
  }

  @Test("Events come out in order, with the didScroll where it was first noted")
  func order() {
    var queue = EventQueue(capacity: 4)
    let startsEmpty = queue.isEmpty
    #expect(startsEmpty)
    queue.append(.didScrollToItem(1))
    queue.appendScroll()
    queue.append(.didScrollToItem(2))
    queue.appendScroll()  // joins the pending one
    queue.append(.didScrollToItem(3))
    let pending = !queue.isEmpty && !queue.isOnlyScroll
    #expect(pending)
    #expect(
      drain(&queue) == [.didScrollToItem(1), .didScroll, .didScrollToItem(2), .didScrollToItem(3)])
    let drained = queue.isEmpty
    #expect(drained)

    queue.appendScroll()
    let onlyScroll = queue.isOnlyScroll
    #expect(onlyScroll)
    #expect(drain(&queue) == [.didScroll])
    let last = queue.next()
    #expect(last == nil)
  }

  @Test("Growing while half delivered keeps the order and the didScroll's place")
  func growthWhileDelivering() {
    var queue = EventQueue(capacity: 2)
    // A model: an array of what is pending, with at most one didScroll in it.
    var model: [CarouselEvent] = []
    var taken: [CarouselEvent] = []
    var modelTaken: [CarouselEvent] = []
    func take() {
      if let next = queue.next() { taken.append(next) }
      if !model.isEmpty { modelTaken.append(model.removeFirst()) }
    }
    // Queue two and deliver one, over and over, so the storage both compacts (a delivered
    // head) and doubles; note a didScroll now and then, sometimes while one is pending.
    for round in 0..<60 {
      queue.append(.didScrollToItem(round * 2))
      model.append(.didScrollToItem(round * 2))
      if round % 5 == 0 || round % 7 == 0 {
        queue.appendScroll()
        if !model.contains(.didScroll) { model.append(.didScroll) }
      }
      queue.append(.didScrollToItem(round * 2 + 1))
      model.append(.didScrollToItem(round * 2 + 1))
      take()
    }
    while !model.isEmpty { take() }
    let last = queue.next()
    #expect(last == nil)
    #expect(taken == modelTaken)
    #expect(taken.filter { $0 != .didScroll } == (0..<120).map { .didScrollToItem($0) })
  }

  @Test("a queue taken to the end is empty, and works afterwards")
  func takenToTheEnd() {
    var queue = EventQueue(capacity: 1)
    for item in 0..<10 {
      queue.append(.didFail(CarouselError(.indexOutOfRange, "error \(item)")))
    }
    queue.appendScroll()
    #expect(drain(&queue).count == 11)
    let emptied = queue.isEmpty
    #expect(emptied)
    let last = queue.next()
    #expect(last == nil)
    queue.append(.didScrollToItem(7))
    #expect(drain(&queue) == [.didScrollToItem(7)])
  }

  @Test(
    "Dropping the visibility events keeps the others in order, and the didScroll in its place",
    arguments: [0, 1, 2, 3, 4, 5])
  func removeVisibilityEvents(scrollAt mark: Int) {
    // Events 0...4: 1, appear 7, 2, disappear 8, 3; the didScroll goes before event `mark`
    // (5: after them all).
    let events: [CarouselEvent] = [
      .didScrollToItem(1), .itemDidAppear(7), .didScrollToItem(2), .itemDidDisappear(8),
      .didScrollToItem(3),
    ]
    var queue = EventQueue(capacity: 2)
    // Half delivered first, so that the pending events do not start at the storage's front.
    queue.append(.didScrollToItem(0))
    _ = queue.next()
    for (index, event) in events.enumerated() {
      if index == mark { queue.appendScroll() }
      queue.append(event)
    }
    if mark == events.count { queue.appendScroll() }
    queue.removeVisibilityEvents()
    var expected: [CarouselEvent] = [.didScrollToItem(1), .didScrollToItem(2), .didScrollToItem(3)]
    // The didScroll stays before the first event that was after it and is kept.
    let keptBefore = events.prefix(mark).filter {
      if case .didScrollToItem = $0 { return true }
      return false
    }.count
    expected.insert(.didScroll, at: keptBefore)
    #expect(drain(&queue) == expected)
    let drained = queue.isEmpty
    #expect(drained)
  }

  @Test("Dropping the visibility events of a queue that holds only them empties it")
  func removeOnlyVisibilityEvents() {
    var queue = EventQueue(capacity: 4)
    queue.append(.itemDidAppear(1))
    queue.append(.itemDidDisappear(2))
    queue.removeVisibilityEvents()
    let empty = queue.isEmpty
    #expect(empty)
    queue.append(.didScrollToItem(5))
    #expect(drain(&queue) == [.didScrollToItem(5)])
  }
}
