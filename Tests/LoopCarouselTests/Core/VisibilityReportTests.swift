import Testing

@testable import LoopCarousel

@Suite("VisibilityReport: what left, then what came, and when it is current")
struct VisibilityReportTests {
  /// A reading of the slots with these visible items; `nil` for none.
  private func reading(_ left: Int?, _ middle: Int?, _ right: Int?) -> ScreenReading {
    ScreenReading(visible: items(left, middle, right))
  }

  /// Visible items by slot; `nil` for none.
  private func items(_ left: Int?, _ middle: Int?, _ right: Int?) -> VisibleItems {
    var visible = VisibleItems()
    visible.left = left ?? VisibleItems.none
    visible.middle = middle ?? VisibleItems.none
    visible.right = right ?? VisibleItems.none
    return visible
  }

  private func drain(_ queue: inout EventQueue) -> [CarouselEvent] {
    var events: [CarouselEvent] = []
    while let event = queue.next() { events.append(event) }
    return events
  }

  @Test("a report posts the items that left, then those that came, and becomes current")
  func report() {
    var report = VisibilityReport()
    var queue = EventQueue(capacity: 8)
    #expect(!report.isCurrent(at: 0))
    report.report(reading(4, 0, nil), at: 0, into: &queue)
    #expect(drain(&queue) == [.itemDidAppear(4), .itemDidAppear(0)])
    #expect(report.isCurrent(at: 0))
    #expect(!report.isCurrent(at: 0.25))
    report.report(reading(nil, 0, 1), at: 0.25, into: &queue)
    #expect(drain(&queue) == [.itemDidDisappear(4), .itemDidAppear(1)])
    #expect(report.told == items(nil, 0, 1))
  }

  @Test("each report moves the placement revision; the same items post nothing")
  func revision() {
    var report = VisibilityReport()
    var queue = EventQueue(capacity: 8)
    report.report(reading(nil, 2, nil), at: 0, into: &queue)
    let revision = report.placementRevision
    _ = drain(&queue)
    report.report(reading(nil, 2, nil), at: 0.1, into: &queue)
    #expect(drain(&queue).isEmpty)
    #expect(report.placementRevision == revision + 1)
    report.placementsChanged()
    #expect(report.placementRevision == revision + 2)
  }

  @Test("invalidating keeps what was told; taking another delegate's told items starts from them")
  func invalidateAndTake() {
    var report = VisibilityReport()
    var queue = EventQueue(capacity: 8)
    report.report(reading(nil, 2, 3), at: 0, into: &queue)
    _ = drain(&queue)
    report.invalidate()
    #expect(!report.isCurrent(at: 0))
    #expect(report.told == items(nil, 2, 3))
    report.takeAsTold(items(nil, 2, nil))
    report.report(reading(nil, 2, 3), at: 0, into: &queue)
    #expect(drain(&queue) == [.itemDidAppear(3)])
  }

  @Test("a report keeps which slots are drawn, for the placements read before anything moves")
  func drawn() {
    var report = VisibilityReport()
    var queue = EventQueue(capacity: 8)
    var screen = reading(nil, 2, 3)
    screen.drawn[.middle] = true
    screen.drawn[.right] = false
    report.report(screen, at: 0.5, into: &queue)
    #expect(report.drawn[.middle] == true)
    #expect(report.drawn[.right] == false)
    #expect(report.drawn[.left] == nil)
  }
}
