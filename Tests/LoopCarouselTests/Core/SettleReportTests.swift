import Testing

@testable import LoopCarousel

@Suite("SettleReport: every willSettle is closed, the arrival once per change of item")
struct SettleReportTests {
  /// The events a report posts for `body`.
  private func events(
    _ report: inout SettleReport, _ body: (inout SettleReport, inout EventQueue) -> Void
  ) -> [CarouselEvent] {
    var queue = EventQueue(capacity: 8)
    body(&report, &queue)
    var taken: [CarouselEvent] = []
    while let event = queue.next() { taken.append(event) }
    return taken
  }

  @Test("a settle announced and landed on a new item: willSettle, the arrival, didSettle")
  func landingOnANewItem() {
    var report = SettleReport(lastSettledItem: 0)
    let arrival = CarouselEvent.announce(CarouselAnnouncement(item: 1))
    let posted = events(&report) {
      $0.announce(1, into: &$1)
      $0.landed(on: 1, arrival: arrival, into: &$1)
    }
    #expect(posted == [.willSettleOnItem(1), arrival, .didSettleOnItem(1)])
    #expect(report.announcedTarget == nil)
    #expect(report.lastSettledItem == 1)
  }

  @Test("landing back on the same item settles with no arrival")
  func landingOnTheSameItem() {
    var report = SettleReport(announcedTarget: 2, lastSettledItem: 2)
    let posted = events(&report) {
      $0.landed(on: 2, arrival: .announce(CarouselAnnouncement(item: 2)), into: &$1)
    }
    #expect(posted == [.didSettleOnItem(2)])
  }

  @Test("a landing elsewhere than announced is announced again before it settles")
  func landingElsewhere() {
    var report = SettleReport(announcedTarget: 3, lastSettledItem: 2)
    let posted = events(&report) { $0.landed(on: 4, arrival: nil, into: &$1) }
    #expect(
      posted == [
        .didCancelSettlingOnItem(3), .willSettleOnItem(4), .didSettleOnItem(4),
      ])
  }

  @Test(
    "a new heading cancels the old one, then is announced once; the same heading is not announced again"
  )
  func heading() {
    var report = SettleReport(announcedTarget: 1)
    let posted = events(&report) {
      $0.announce(1, into: &$1)
      $0.announce(5, into: &$1)
      $0.announce(5, into: &$1)
    }
    #expect(posted == [.didCancelSettlingOnItem(1), .willSettleOnItem(5)])
    #expect(report.announcedTarget == 5)
  }

  @Test("a cancelled settle is told once and leaves nothing open; the next landing announces")
  func cancelled() {
    var report = SettleReport(announcedTarget: 1, lastSettledItem: 0)
    #expect(events(&report) { $0.settleCancelled(into: &$1) } == [.didCancelSettlingOnItem(1)])
    #expect(report.announcedTarget == nil)
    #expect(events(&report) { $0.settleCancelled(into: &$1) } == [])
    let posted = events(&report) { $0.landed(on: 0, arrival: nil, into: &$1) }
    #expect(posted == [.willSettleOnItem(0), .didSettleOnItem(0)])
  }

  @Test("every willSettle is closed by one didSettle or didCancelSettling before the next")
  func pairing() {
    var report = SettleReport()
    let posted = events(&report) {
      $0.announce(2, into: &$1)
      $0.announce(2, into: &$1)
      $0.announce(3, into: &$1)
      $0.settleCancelled(into: &$1)
      $0.announce(4, into: &$1)
      $0.landed(on: 5, arrival: nil, into: &$1)
    }
    var open: Int?
    for event in posted {
      switch event {
      case .willSettleOnItem(let item):
        #expect(open == nil, "willSettle \(item) while \(String(describing: open)) is open")
        open = item
      case .didSettleOnItem(let item), .didCancelSettlingOnItem(let item):
        #expect(open == item)
        open = nil
      default: break
      }
    }
    #expect(open == nil)
  }

  @Test("a reload posts nothing: it keeps the resting item, or forgets it while moving")
  func reload() {
    var report = SettleReport(lastSettledItem: 3)
    report.reloaded(restingOn: 1)
    #expect(report.lastSettledItem == 1)
    report.reloaded(restingOn: nil)
    #expect(report.lastSettledItem == nil)
  }
}
