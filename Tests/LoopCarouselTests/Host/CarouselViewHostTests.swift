import LoopCarouselObservation
import Testing

@testable import LoopCarousel

/// The part of the SwiftUI view that needs no SwiftUI, on a clock the test moves: what the
/// view does with its items, its size, its gestures, its settings, its screen and its frames.
@MainActor
@Suite("The SwiftUI view's host, without SwiftUI")
struct CarouselViewHostTests {
  /// A host of ten items (unless told), 390 × 200 points, on a clock that starts at zero.
  @MainActor
  final class Fixture {
    /// The clock's time, which the host reads.
    final class Clock {
      var time = Duration.zero
    }

    /// What the host reported.
    final class Reports {
      var lines: [String] = []
    }

    let clock = Clock()
    let reports = Reports()
    let host: CarouselViewHost<String>
    let names: [String]

    var time: Duration {
      get { clock.time }
      set { clock.time = newValue }
    }

    /// - Parameters:
    ///   - count: The number of items, `P0`, `P1`, ….
    ///   - layout: The item length, spacing and axis.
    init(count: Int = 10, layout: CarouselLayout = CarouselLayout()) {
      names = (0..<count).map { "P\($0)" }
      host = CarouselViewHost(currentTime: { [clock] in clock.time })
      host.report = { [reports] in reports.lines.append($0) }
      host.setViewport(width: 390, height: 200, layout: layout, rightToLeft: false)
      host.apply(names)
      host.setAppeared(true)
    }

    /// The items of the three slots, by identifier.
    var shown: [String?] {
      SlotPosition.allCases.map {
        host.carousel.slot($0).flatMap { host.source.identifier(at: $0.item) }
      }
    }

    /// Runs frames at 60 Hz until the carousel rests.
    func settle() {
      for _ in 0..<600 where host.carousel.frameSchedule == .everyFrame {
        time += .milliseconds(16)
        host.advance()
      }
    }
  }

  @Test("the items come in by identity; the same list again asks for nothing")
  func itemsByIdentity() {
    let f = Fixture()
    #expect(f.host.carousel.numberOfItems == 10 && f.shown == ["P9", "P0", "P1"])
    #expect(f.host.scroll(to: "P4", animated: false))
    let created = f.host.carousel.numberOfCellsCreated
    f.host.apply(f.names)
    f.host.apply(["N"] + f.names)
    #expect(f.host.carousel.currentIndex == 5 && f.shown == ["P3", "P4", "P5"])
    #expect(f.host.carousel.numberOfCellsCreated == created)
    #expect(f.host.reportedSelection() == "P4")
    // An identifier the items do not have is not scrolled to.
    #expect(!f.host.scroll(to: "nowhere", animated: true))
  }

  @Test("the selection is the item the carousel heads to, and setting it scrolls there")
  func selection() {
    let f = Fixture()
    #expect(f.host.scroll(to: "P3", animated: true))
    #expect(f.host.reportedSelection() == "P3" && f.host.carousel.phase == .settling)
    f.settle()
    #expect(f.host.carousel.currentIndex == 3 && f.host.reportedSelection() == "P3")
  }

  @Test("a zero size lays nothing out; the layout's item length and axis reach the geometry")
  func layout() {
    let f = Fixture()
    let geometry = f.host.carousel.geometry
    f.host.setViewport(width: 0, height: 0, layout: CarouselLayout(), rightToLeft: false)
    #expect(f.host.carousel.geometry == geometry)
    var layout = CarouselLayout()
    layout.itemFraction = 0.8
    layout.spacing = 12
    f.host.setViewport(width: 400, height: 300, layout: layout, rightToLeft: true)
    #expect(f.host.carousel.geometry.itemLength == 320)
    #expect(f.host.carousel.geometry.spacing == 12)
    #expect(f.host.carousel.geometry.layoutDirection == .rightToLeft)
    layout.alignment = .leading
    f.host.setLayout(layout, rightToLeft: true)
    #expect(f.host.carousel.geometry.alignment == .leading)
    layout.orientation = .vertical
    f.host.setLayout(layout, rightToLeft: true)
    #expect(f.host.carousel.geometry.viewportLength == 300)
    #expect(f.host.carousel.geometry.layoutDirection == .leftToRight)
  }

  @Test("an item size in points sets the item on both axes, whatever the viewport and axis")
  func itemSizeInPoints() throws {
    var layout = CarouselLayout()
    layout.itemSize = CarouselLayout.ItemSize(width: 300, height: 180)
    layout.itemFraction = 0.5  // ignored while a size is given
    layout.spacing = 10
    let wide = try layout.geometry(width: 390, height: 200, rightToLeft: false)
    #expect(wide.itemLength == 300)
    #expect(wide.itemCrossLength == 180)
    #expect(wide.crossLength == 200)
    #expect(wide.spacing == 10)
    layout.orientation = .vertical
    let tall = try layout.geometry(width: 390, height: 300, rightToLeft: false)
    #expect(tall.viewportLength == 300)
    #expect(tall.itemLength == 180)
    #expect(tall.itemCrossLength == 300)
    // Too small for three items to fill the viewport: refused, as any geometry is.
    layout.orientation = .horizontal
    layout.itemSize = CarouselLayout.ItemSize(width: 100, height: 180)
    #expect(throws: CarouselError.self) {
      try layout.geometry(width: 390, height: 200, rightToLeft: false)
    }
    layout.itemSize = nil
    #expect(try layout.geometry(width: 390, height: 200, rightToLeft: false).itemLength == 195)
  }

  @Test("a drag moves with the finger and a release with a fling lands on the next item")
  func drag() {
    let f = Fixture()
    f.host.drag(x: -10, y: 0, velocity: nil)
    #expect(f.host.carousel.phase == .dragging)
    f.time += .milliseconds(16)
    f.host.drag(x: -120, y: 4, velocity: nil)
    f.time += .milliseconds(16)
    f.host.drag(x: -150, y: 4, velocity: (x: -900, y: 0))
    #expect(f.host.carousel.phase == .settling)
    f.settle()
    #expect(f.shown[1] == "P1")
    // A drag the system cancels settles back.
    f.host.drag(x: -40, y: 0, velocity: nil)
    f.host.cancelDrag()
    #expect(f.host.carousel.phase != .dragging)
  }

  @Test("autoplay wakes the view at its next step, and a stopped autoplay wakes nobody")
  func wakeUps() {
    let f = Fixture()
    f.host.setAutoplay(.seconds(3))
    f.host.scheduleWakeUp()
    #expect(f.host.wakeUpDeadline == .seconds(3))
    f.time = .seconds(3)
    f.host.advance()
    #expect(f.host.carousel.frameSchedule == .everyFrame)
    f.settle()
    f.host.scheduleWakeUp()
    #expect(f.host.wakeUpDeadline.map { $0 > .seconds(3) } == true)
    f.host.setAutoplay(nil)
    f.host.scheduleWakeUp()
    #expect(f.host.wakeUpDeadline == nil && f.host.carousel.autoplayInterval == nil)
  }

  @Test("a ticker wakes the view at once, then asks for every frame; it stops where it was")
  func ticker() {
    let f = Fixture()
    f.host.setTicker(120)
    // Woken at once, then every frame while it moves.
    f.host.scheduleWakeUp()
    #expect(f.host.wakeUpDeadline == .zero)
    f.time = .milliseconds(16)
    f.host.advance()
    #expect(f.host.carousel.frameSchedule == .everyFrame)
    f.time = .seconds(1)
    f.host.setTicker(nil)
    #expect(f.host.carousel.tickerSpeed == nil)
    #expect(abs(f.host.carousel.pagePosition) > 0 || f.host.carousel.currentIndex != 0)
  }

  @Test("off screen while it has disappeared or its scene is in the background")
  func onScreen() {
    let f = Fixture()
    #expect(f.host.carousel.isOnScreen)
    f.host.setSceneActive(false)
    #expect(!f.host.carousel.isOnScreen)
    f.host.setAppeared(false)
    f.host.setSceneActive(true)
    #expect(!f.host.carousel.isOnScreen)
    f.host.setAppeared(true)
    #expect(f.host.carousel.isOnScreen)
  }

  @Test("a refused call (a scroll during a drag) changes nothing and does not trap")
  func refusedCalls() {
    let f = Fixture()
    f.host.drag(x: -10, y: 0, velocity: nil)
    #expect(f.host.scroll(to: "P5", animated: true))
    #expect(f.host.carousel.phase == .dragging && f.host.carousel.currentIndex == 0)
  }
}
