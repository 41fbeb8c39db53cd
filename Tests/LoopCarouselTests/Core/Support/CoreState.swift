import Testing

@testable import LoopCarousel

/// A core's items, slots, position and geometry for a table row, with a short description.
///
/// ``core`` builds the core with `CarouselCore.init(geometry:wraps:physics:)` and sets its machines;
/// ``core(motion:now:announcedTarget:lastSettledItem:autoplay:)`` adds the rest of a state.
struct CoreState: CustomStringConvertible, Sendable {
  var ring: ItemRing
  var current: Int
  var strip: SlotStrip
  var position: Double
  var geometry: CarouselGeometry

  /// `count` items, wrapping or not, on `current`, the slots showing `items`, `target` the
  /// side that shows a scroll-to target, at `position` pages.
  init(
    _ count: Int, wraps: Bool = true, on current: Int, _ items: Slots<Int>,
    target: SlotPosition? = nil, at position: Double = 0, geometry: CarouselGeometry = .standard
  ) {
    ring = ItemRing(count: count, wraps: wraps)
    self.current = current
    strip = SlotStrip(items, target: target)
    self.position = position
    self.geometry = geometry
  }

  /// The core in this state, at rest at time zero, with nothing told to the delegate yet.
  var core: CarouselCore { core() }

  /// The core in this state with the rest of its state given.
  func core(
    motion: Motion = .idle, now: Duration = .zero, announcedTarget: Int? = nil,
    lastSettledItem: Int? = nil, autoplay: AutoplaySchedule = AutoplaySchedule()
  ) -> CarouselCore {
    // A state no input sequence reaches quickly; it must satisfy the invariants.
    var core = CarouselCore(geometry: geometry, wraps: ring.wraps, physics: ScrollPhysics())
    core.content = SlotContent(ring: ring, current: current, strip: strip)
    core.scroll = ScrollMotion(position: position, motion: motion, now: now)
    core.report = SettleReport(
      announcedTarget: announcedTarget, lastSettledItem: lastSettledItem)
    core.autoplay = autoplay
    return core
  }

  var description: String {
    "\(ring.count) \(ring.wraps ? "wrapping" : "finite") on \(current) "
      + "\(strip.testDescription) at \(position)"
  }
}

/// The layouts the core's tables use besides `.standard`.
extension CarouselGeometry {
  /// A peeking layout: 200-point items 20 points apart in a 320-point viewport; the side
  /// slots are partly on screen and the shift threshold is 160 / 220 pages.
  static let peeking = testGeometry(viewportLength: 320, itemLength: 200, spacing: 20)

  /// A layout whose shift threshold is clamped to half a page.
  static let halfPage = testGeometry(viewportLength: 420, itemLength: 200, spacing: 20)

  /// The standard lengths, laid out right to left.
  static let rightToLeft: CarouselGeometry = {
    do {
      return try CarouselGeometry(viewportLength: 320, layoutDirection: .rightToLeft)
    } catch {
      preconditionFailure("\(error)")
    }
  }()

  private static func testGeometry(
    viewportLength: Double, itemLength: Double, spacing: Double
  ) -> CarouselGeometry {
    do {
      return try CarouselGeometry(
        viewportLength: viewportLength, itemLength: itemLength, spacing: spacing)
    } catch {
      preconditionFailure("\(error)")
    }
  }
}

/// An event queue for the core to post into, read back as the events themselves.
///
/// A class, so that `#expect` can read it without an `inout` of the queue.
final class EventLog {
  var queue = EventQueue(capacity: 8)

  /// Everything pending, in delivery order; empties the queue.
  func drain() -> [CarouselEvent] {
    var events: [CarouselEvent] = []
    while let next = queue.next() { events.append(next) }
    return events
  }
}

extension SettleReport {
  /// A report in a given state, for tests that start from one, reached through its own
  /// transitions: a reload that rested on `lastSettledItem`, then the announcement of
  /// `announcedTarget`.
  ///
  /// - Parameters:
  ///   - announcedTarget: The item the last `willSettleOnItemAt` announced.
  ///   - lastSettledItem: The item last reported with `didScrollToItemAt`.
  init(announcedTarget: Int? = nil, lastSettledItem: Int? = nil) {
    self.init()
    reloaded(restingOn: lastSettledItem)
    var ignoredEvents = EventQueue(capacity: 1)
    if let announcedTarget { announce(announcedTarget, into: &ignoredEvents) }
  }
}
