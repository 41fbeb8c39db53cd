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
    let pending = !queue.isEmpty
    #expect(pending)
    #expect(
      drain(&queue) == [.didScrollToItem(1), .didScroll, .didScrollToItem(2), .didScrollToItem(3)])
    let drained = queue.isEmpty
    #expect(drained)

    queue.appendScroll()
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
}
