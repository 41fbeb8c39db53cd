import Testing

@testable import LoopCarousel

/// A carousel with a recording data source and delegate, a simulated clock, and the full
/// invariant check after every step.
final class Harness {
  let carousel: Carousel
  let dataSource: RecordingDataSource
  let delegate = RecordingDelegate()
  /// The simulated time, advanced by the helpers below.
  var now: Duration = .zero
  static let frame = Duration.nanoseconds(16_666_667)
  /// The page length of the carousel's current geometry.
  var pageLength: Double { carousel.geometry.pageLength }

  init(
    count: Int, wraps: Bool = true, geometry: CarouselGeometry = .standard,
    physics: ScrollPhysics = .init(), sourceLocation: SourceLocation = #_sourceLocation
  ) {
    carousel = Carousel(geometry: geometry, wraps: wraps, physics: physics)
    dataSource = RecordingDataSource(count: count)
    RecordingDataSource.register(in: carousel)
    carousel.dataSource = dataSource
    carousel.delegate = delegate
    do {
      try carousel.reloadData()
    } catch {
      Issue.record("reload failed: \(error)", sourceLocation: sourceLocation)
    }
    // The new delegate heard the item it starts on (`didScrollToItem`); tests look at what
    // follows.
    _ = delegate.take()
    check(sourceLocation: sourceLocation)
  }

  /// The frame origin of every visible item: what the screen shows.
  var picture: [Int: Double] {
    var result: [Int: Double] = [:]
    for position in SlotPosition.allCases {
      guard let attributes = carousel.layoutAttributes(for: position), attributes.isVisible
      else { continue }
      result[attributes.item] = attributes.frameOrigin
    }
    return result
  }

  /// The items of the left, middle and right slots.
  var items: [Int?] { SlotPosition.allCases.map { carousel.slot($0)?.item } }

  /// Checks every invariant of the design that can be seen from outside.
  func check(sourceLocation: SourceLocation = #_sourceLocation) {
    let problems = carousel.invariantViolations()
    #expect(problems.isEmpty, "\(problems)", sourceLocation: sourceLocation)
    for position in SlotPosition.allCases {
      guard let slot = carousel.slot(position) else { continue }
      #expect(
        dataSource.handedOut(slot.cell, for: slot.item),
        "the \(position) cell was not handed out by the data source for item \(slot.item)",
        sourceLocation: sourceLocation)
    }
    let offset = carousel.contentOffset
    #expect(offset.isFinite && offset >= 0 && offset <= 2 * pageLength + 1e-9)
  }

  func time(_ seconds: Double) -> Duration { .seconds(seconds) }

  /// Advances in 60 Hz frames to an instant, checking the invariants after each frame.
  func run(until end: Duration, sourceLocation: SourceLocation = #_sourceLocation) {
    while now < end {
      now = min(now + Self.frame, end)
      carousel.advance(to: now)
      check(sourceLocation: sourceLocation)
    }
  }

  func begin(sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(throws: Never.self, sourceLocation: sourceLocation) {
      try self.carousel.beginDragging(at: self.now)
    }
    check(sourceLocation: sourceLocation)
  }

  /// Moves the finger by `pages` more pages over `seconds`, in 60 Hz steps, from the current
  /// total translation.
  func move(
    pages: Double, over seconds: Double = 0.1, from start: Double = 0,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let steps = max(1, Int((seconds * 60).rounded()))
    for step in 1...steps {
      now += .seconds(seconds / Double(steps))
      let translation = (start + pages * Double(step) / Double(steps)) * pageLength
      #expect(throws: Never.self, sourceLocation: sourceLocation) {
        try self.carousel.updateDragging(translation: translation, at: self.now)
      }
      check(sourceLocation: sourceLocation)
    }
  }

  func release(velocity: Double? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(throws: Never.self, sourceLocation: sourceLocation) {
      try self.carousel.endDragging(at: self.now, velocity: velocity.map { $0 * self.pageLength })
    }
    check(sourceLocation: sourceLocation)
  }

  /// A whole swipe: touch, move `pages` over `seconds`, release.
  func swipe(
    pages: Double, over seconds: Double = 0.1, velocity: Double? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    begin(sourceLocation: sourceLocation)
    move(pages: pages, over: seconds, sourceLocation: sourceLocation)
    release(velocity: velocity, sourceLocation: sourceLocation)
  }

  /// Advances time in 60 Hz frames for `seconds`.
  func wait(_ seconds: Double, sourceLocation: SourceLocation = #_sourceLocation) {
    let end = now + .seconds(seconds)
    while now < end {
      now = min(now + Self.frame, end)
      carousel.advance(to: now)
      check(sourceLocation: sourceLocation)
    }
  }

  /// Advances frames until the carousel is at rest (at most 10 seconds).
  func settle(sourceLocation: SourceLocation = #_sourceLocation) {
    var frames = 0
    while carousel.phase != .idle, frames < 600 {
      now += Self.frame
      carousel.advance(to: now)
      check(sourceLocation: sourceLocation)
      frames += 1
    }
    #expect(carousel.phase == .idle, sourceLocation: sourceLocation)
  }
}

extension Carousel {
  /// The items the prefetch window holds now (the core's, by index).
  var prefetchedItems: [Int] { state.core.prefetch.prefetched }
}
