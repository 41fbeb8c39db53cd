import LoopCarouselObservation
import Testing

@testable import LoopCarousel

/// What the SwiftUI view draws and how it takes touches, without SwiftUI: the drag's axis,
/// the items' identity, taps, page dots, duplicate identifiers and frames.
@MainActor
@Suite("The SwiftUI view's drawing and touches, without SwiftUI")
struct CarouselViewHostDrawingTests {
  typealias Fixture = CarouselViewHostTests.Fixture

  /// Items at 80 % of the width, so that both neighbours peek in.
  private var peeking: CarouselLayout {
    var layout = CarouselLayout()
    layout.itemFraction = 0.8
    return layout
  }

  /// Starts an autoplay step from P0 to P1 and moves a frame into it.
  private func autoplayStep(_ f: Fixture) {
    f.host.setAutoplay(.seconds(3))
    f.time = .seconds(3)
    f.host.advance()
    f.time += .milliseconds(16)
    f.host.advance()
  }

  @Test("a swipe across the axis leaves an autoplay step alone; one along it catches the step")
  func swipeAcrossTheAxis() {
    let f = Fixture()
    autoplayStep(f)
    #expect(f.host.carousel.phase == .settling && f.host.carousel.targetIndex == 1)
    let position = f.host.carousel.pagePosition
    // A vertical swipe, as in a vertical ScrollView: every report is left to the page.
    f.host.drag(x: 3, y: 14, velocity: nil)
    f.host.drag(x: -60, y: 90, velocity: nil)
    f.host.drag(x: -80, y: 140, velocity: (x: -900, y: 1200))
    #expect(f.host.carousel.phase == .settling && f.host.carousel.targetIndex == 1)
    #expect(f.host.carousel.pagePosition == position)
    f.settle()
    #expect(f.shown[1] == "P1")
    // The next gesture decides anew: a horizontal one is followed.
    f.host.drag(x: -14, y: 5, velocity: nil)
    #expect(f.host.carousel.phase == .dragging)
    f.host.drag(x: -14, y: 5, velocity: (x: 0, y: 0))
    // A vertical carousel follows vertical swipes and leaves horizontal ones.
    var layout = CarouselLayout()
    layout.orientation = .vertical
    let tall = Fixture(layout: layout)
    tall.host.drag(x: 30, y: 4, velocity: nil)
    #expect(tall.host.carousel.phase == .idle)
    tall.host.drag(x: 30, y: 4, velocity: (x: 500, y: 0))
    tall.host.drag(x: 2, y: -12, velocity: nil)
    #expect(tall.host.carousel.phase == .dragging)
  }

  @Test("a cancelled gesture across the axis does not decide the next one")
  func cancelledGesture() {
    let f = Fixture()
    f.host.drag(x: 0, y: 20, velocity: nil)
    f.host.cancelDrag()
    f.host.drag(x: -20, y: 0, velocity: nil)
    #expect(f.host.carousel.phase == .dragging)
  }

  @Test("an item's view keeps its key as cells are reused; a reused cell's new item gets its own")
  func identityKeys() {
    let f = Fixture(count: 3, layout: peeking)
    let before = f.host.drawnItems()
    #expect(before.map(\.identifier) == ["P2", "P0", "P1"])
    #expect(before.allSatisfy { $0.key.copy == 0 })
    // Three items: turning to P1 moves P2 from the left to the right, in another cell or in
    // its own; either way its view keeps its key, and every key names the item it shows.
    #expect(f.host.scroll(to: "P1", animated: false))
    let after = f.host.drawnItems()
    #expect(after.map(\.identifier) == ["P0", "P1", "P2"])
    for item in after {
      #expect((item.placement.cell as? IdentifiedCell<String>)?.itemID == item.identifier)
    }
    // Ten items, turned one by one: cells come back from the reuse pool with other items,
    // and each view's key is its item's, never its cell's.
    let g = Fixture(layout: peeking)
    var shownBy: [ObjectIdentifier: String] = [:]
    var reuses = 0
    for name in ["P1", "P2", "P3", "P4", "P5"] {
      #expect(g.host.scroll(to: name, animated: false))
      for item in g.host.drawnItems() {
        let cell = ObjectIdentifier(item.placement.cell)
        if let earlier = shownBy[cell], earlier != item.identifier { reuses += 1 }
        shownBy[cell] = item.identifier
        #expect(item.key == key(item.identifier, 0))
      }
    }
    #expect(reuses > 0)
  }

  @Test("with two items the other one is drawn twice, each copy keeping its key as it turns")
  func twoItems() {
    let f = Fixture(count: 2, layout: peeking)
    let atRest = f.host.drawnItems()
    #expect(atRest.map(\.key) == [key("P1", 1), key("P0", 0), key("P1", 0)])
    #expect(atRest.map(\.placement.position) == [.left, .middle, .right])
    // A drag either way changes no key: each slot drawn keeps the one it had.
    func keysBySlot() -> [SlotPosition: DrawnItemKey<String>] {
      Dictionary(uniqueKeysWithValues: f.host.drawnItems().map { ($0.placement.position, $0.key) })
    }
    let resting = keysBySlot()
    for x in [12.0, 20, -10, -30] {
      f.host.drag(x: x, y: 0, velocity: nil)
      #expect(keysBySlot().allSatisfy { resting[$0.key] == $0.value })
    }
    f.host.drag(x: -30, y: 0, velocity: (x: 0, y: 0))
    f.settle()
    // A turn to the next item: the copy that came to the centre and the item that left it
    // keep their keys; the copy that comes in new has the other one.
    #expect(f.host.scroll(to: "P1", animated: true))
    var frames = 0
    while f.host.carousel.frameSchedule == .everyFrame, frames < 600 {
      f.time += .milliseconds(16)
      let keys = f.host.frame(stamp: frames).map(\.key)
      #expect(Set(keys).count == keys.count)
      frames += 1
    }
    #expect(f.host.drawnItems().map(\.key) == [key("P0", 0), key("P1", 0), key("P0", 1)])
    // And on: whichever way it turns, the copy that comes to the centre keeps its key.
    let before = keysBySlot()
    #expect(f.host.scroll(to: "P0", animated: true))
    f.settle()
    let middle = keysBySlot()[.middle]
    #expect(middle == before[.left] || middle == before[.right])
    #expect(keysBySlot().values.contains(before[.middle]!))
  }

  private func key(_ identifier: String, _ copy: Int) -> DrawnItemKey<String> {
    DrawnItemKey(identifier: identifier, copy: copy)
  }

  @Test("a frame moves the carousel on to now, once per frame, and draws what it then places")
  func frames() {
    let f = Fixture()
    #expect(f.host.scroll(to: "P1", animated: true))
    f.time += .milliseconds(100)
    let position = f.host.carousel.pagePosition
    let drawn = f.host.frame(stamp: 1)
    #expect(f.host.carousel.currentTime == .milliseconds(100))
    #expect(f.host.carousel.pagePosition != position)
    #expect(drawn.map(\.placement) == f.host.drawnItems().map(\.placement))
    // The same frame evaluated again moves nothing; the next frame does.
    f.time += .milliseconds(5)
    _ = f.host.frame(stamp: 1)
    #expect(f.host.carousel.currentTime == .milliseconds(100))
    f.time += .milliseconds(11)
    _ = f.host.frame(stamp: 2)
    #expect(f.host.carousel.currentTime == .milliseconds(116))
  }

  @Test("the items' controls take touches only at rest; a tap during a settle selects nothing")
  func taps() {
    let f = Fixture(layout: peeking)
    #expect(f.host.itemsTakeTouches)
    // At rest: the middle item is selected where it is.
    #expect(f.host.tap(x: 195, y: 100) == "P0")
    #expect(f.host.carousel.phase == .idle)
    // During an autoplay step: no item is selected, and the motion is caught.
    autoplayStep(f)
    #expect(!f.host.itemsTakeTouches)
    #expect(f.host.tap(x: 195, y: 100) == nil)
    f.settle()
    #expect(f.host.itemsTakeTouches)
    let current = f.host.carousel.currentIndex
    // A tap on the peeking next item selects it and brings it to the centre; one outside the
    // view counts at its edge.
    #expect(f.host.tap(x: 385, y: 100) == f.host.source.identifier(at: current! + 1))
    #expect(f.host.carousel.targetIndex == current! + 1)
    f.settle()
    #expect(f.host.tap(x: 500, y: -3) == f.host.source.identifier(at: current! + 2))
    #expect(f.host.tap(x: .nan, y: 0) == nil)
    #expect(f.reports.lines.isEmpty)
  }

  @Test("page dots: a window around the current page; a dot's tap scrolls there; none for one")
  func pageDots() {
    let f = Fixture()
    let dots = f.host.pageDots(maximumDots: 5)
    #expect(dots?.pages == 0..<5 && dots?.currentPage == 0)
    f.host.selectPage(7)
    #expect(f.host.carousel.targetIndex == 7)
    f.settle()
    #expect(f.host.pageDots(maximumDots: 5)?.pages == 5..<10)
    f.host.selectPage(42)  // no such page: nothing
    #expect(f.host.carousel.phase == .idle && f.host.carousel.currentIndex == 7)
    let one = Fixture(count: 1)
    #expect(one.host.pageDots(maximumDots: 5) == nil)
  }

  @Test("duplicate identifiers: the first item of each is shown, with a report, and no trap")
  func duplicateIdentifiers() {
    let f = Fixture(count: 0)
    f.host.apply(["a", "b", "a", "c", "b"])
    #expect(f.host.source.identifiers == ["a", "b", "c"])
    #expect(f.reports.lines.count == 1)
    #expect(f.reports.lines.first?.contains("2 of 5 items") == true)
    #expect(f.reports.lines.first?.contains("the first: a") == true)
    // The same list again: reported again, and nothing reloaded.
    let created = f.host.carousel.numberOfCellsCreated
    f.host.apply(["a", "b", "a", "c", "b"])
    #expect(f.reports.lines.count == 2 && f.host.carousel.numberOfCellsCreated == created)
  }

  @Test("a value out of range is reported, and the carousel goes on as it was")
  func reportedErrors() {
    let f = Fixture()
    f.host.setAutoplay(.seconds(-1))
    #expect(f.host.carousel.autoplayInterval == nil)
    #expect(f.reports.lines.count == 1)
    #expect(f.reports.lines.first?.hasPrefix("LoopCarouselView: ") == true)
  }
}
