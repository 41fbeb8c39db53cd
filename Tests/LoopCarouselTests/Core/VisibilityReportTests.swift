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

  @Test("a report keeps the visible items and becomes current there")
  func report() {
    var report = VisibilityReport()
    #expect(!report.isCurrent(at: 0))
    report.report(reading(4, 0, nil), at: 0)
    #expect(report.visible == items(4, 0, nil))
    #expect(report.isCurrent(at: 0))
    #expect(!report.isCurrent(at: 0.25))
    report.report(reading(nil, 0, 1), at: 0.25)
    #expect(report.visible == items(nil, 0, 1))
  }

  @Test("each report moves the placement revision, and so does a placement changed without one")
  func revision() {
    var report = VisibilityReport()
    report.report(reading(nil, 2, nil), at: 0)
    let revision = report.placementRevision
    report.report(reading(nil, 2, nil), at: 0.1)
    #expect(report.placementRevision == revision + 1)
    report.placementsChanged()
    #expect(report.placementRevision == revision + 2)
  }

  @Test("invalidating keeps the visible items and makes the report stale")
  func invalidate() {
    var report = VisibilityReport()
    report.report(reading(nil, 2, 3), at: 0)
    report.invalidate()
    #expect(!report.isCurrent(at: 0))
    #expect(report.visible == items(nil, 2, 3))
  }

  @Test("a report keeps what of each slot shows, for the placements read before anything moves")
  func drawn() {
    var report = VisibilityReport()
    var screen = reading(nil, 2, nil)
    // Half a page toward the left slot: the middle cell shows half of itself, the right one
    // is a page and a half away, out of the viewport.
    let middle = SlotDrawing(.middle, in: .standard, at: -0.5, style: PlainStyle())
    let right = SlotDrawing(.right, in: .standard, at: -0.5, style: PlainStyle())
    screen.summaries[.middle] = middle.summary
    screen.summaries[.right] = right.summary
    report.report(screen, at: -0.5)
    #expect(report.summaries(at: -0.5)?[.middle]?.isHidden == false)
    #expect(report.summaries(at: -0.5)?[.right]?.isHidden == true)
    #expect(report.summaries(at: -0.5)?[.middle]?.visibleFraction == 0.5)
    #expect(report.summaries(at: -0.5)?[.left] == nil)
    // Anywhere else, or once something that decides the drawing changed, it is cut afresh.
    #expect(report.summaries(at: -0.25) == nil)
    #expect(report.summaries(at: -0.25)?[.middle] == nil)
    report.invalidate()
    #expect(report.summaries(at: -0.5)?[.middle] == nil)
  }

  @Test(
    "a placement read while the report is current is the placement drawn afresh",
    arguments: BuiltInStyle.allCases)
  func placementsFromTheReport(style: BuiltInStyle) throws {
    // Peeking neighbours: the side cells show at rest too.
    let h = Harness(
      count: 5, geometry: try CarouselGeometry(viewportLength: 390, itemLength: 300, spacing: 10))
    h.carousel.style = style.style
    h.begin()
    for step in 0..<24 {
      h.now += Harness.frame
      try h.carousel.updateDragging(translation: Double(step) * 37.5 - 300, at: h.now)
      let geometry = h.carousel.geometry
      let position = h.carousel.pagePosition
      for slot in SlotPosition.allCases {
        guard let placement = h.carousel.placement(for: slot) else { continue }
        let fresh = SlotDrawing(slot, in: geometry, at: position, style: style.style)
        #expect(h.carousel.state.core.visibility.summaries(at: position)?[slot] == fresh.summary)
        #expect(placement.visibleFraction == fresh.visibleFraction)
        #expect(placement.isHidden == fresh.isHidden)
        #expect(placement.transform == fresh.transform && placement.frame == fresh.frame)
        #expect(placement.zIndex == fresh.values.zIndex)
        let inputs = h.carousel.state.core.drawingInputs
        #expect(
          placement.drawingOrder == inputs.drawingOrder(of: slot, zIndex: fresh.values.zIndex))
      }
    }
  }
}
