@testable import LoopCarousel

/// One public operation of the carousel, as the random model test generates it.
enum RandomOperation: CustomStringConvertible {
  case begin(dt: Double)
  case move(pages: Double, dt: Double)
  case moveRaw(Double)
  case end(velocity: Double?, dt: Double)
  case tap(point: Double)
  case advance(dt: Double)
  case advanceBackward
  case reload(Int)
  case reloadFromDelegate(Int)
  case reloadFromDataSource(Int)
  case geometry(viewport: Double, item: Double, spacing: Double)
  case scrollTo(Int, animated: Bool)
  case next
  case previous
  case autoplay(Double?)
  case pause
  case resume
  case wraps(Bool)

  /// The operation as a `carousel-demo` script line, or a comment where it has no equivalent.
  var description: String {
    switch self {
    case .begin(let dt): "drag 0 \(dt)"
    case .move(let pages, let dt): "drag \(pages) \(dt)"
    case .moveRaw(let value): "# move by a raw translation of \(value) points"
    case .end(let velocity?, _): "release \(velocity)"
    case .end(nil, _): "release"
    case .tap(let point): "# tap at \(point) points from the leading edge"
    case .advance(let dt): "wait \(dt)"
    case .advanceBackward: "# advance to an earlier time"
    case .reload(let count): "reload \(count)"
    case .reloadFromDelegate(let count): "# reload \(count) from the next delegate event"
    case .reloadFromDataSource(let count): "# reload \(count) from the next cell request"
    case .geometry(let viewport, let item, let spacing):
      "viewport \(viewport); item \(item) spacing \(spacing)"
    case .scrollTo(let index, let animated): animated ? "goto \(index)" : "goto \(index) instant"
    case .next: "next"
    case .previous: "prev"
    case .autoplay(let seconds?): "autoplay \(seconds)"
    case .autoplay(nil): "autoplay off"
    case .pause: "pause"
    case .resume: "resume"
    case .wraps(let on): on ? "wrap on" : "wrap off"
    }
  }

  static func random(using g: inout SplitMix64) -> RandomOperation {
    func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &g)] }
    let wild: [Double] = [0, .nan, .infinity, -.infinity, 1e300, -1e300, 1e12, -5e9]
    switch Int.random(in: 0..<100, using: &g) {
    case 0..<10: return .begin(dt: pick([0, 0.01, 0.2]))
    case 10..<35:
      return .move(pages: Double.random(in: -2.5...2.5, using: &g), dt: pick([0, 0.016, 0.1]))
    case 35..<37: return .moveRaw(pick(wild))
    case 37..<45:
      let velocity: Double? = pick([nil, 0, 0.5, -0.5, 3, -3, 40, -40, .nan, .infinity, 1e300])
      return .end(velocity: velocity, dt: pick([0, 0.016]))
    case 45..<48: return .tap(point: pick([-5, 0, 50, 160, 300, 400, 1000, .nan]))
    case 48..<66: return .advance(dt: pick([0.001, 0.016, 0.05, 0.3, 1, 3.5, 10]))
    case 66..<67: return .advanceBackward
    case 67..<71: return .reload(Int.random(in: 0...6, using: &g))
    case 71..<73: return .reloadFromDelegate(Int.random(in: 0...6, using: &g))
    case 73..<75: return .reloadFromDataSource(Int.random(in: 0...6, using: &g))
    case 75..<78:
      let viewport = pick([0, -3, 120, 320, 375, 500, Double.nan])
      let item: Double = pick([0, 100, 240, 300, 320, 375, 600])
      return .geometry(viewport: viewport, item: item, spacing: pick([0.0, 10, 40, -1]))
    case 78..<85:
      return .scrollTo(Int.random(in: -1...7, using: &g), animated: Bool.random(using: &g))
    case 85..<88: return .next
    case 88..<90: return .previous
    case 90..<93: return .autoplay(pick([nil, 0, 0.5, 1, 3]))
    case 93..<95: return .pause
    case 95..<97: return .resume
    default: return .wraps(Bool.random(using: &g))
    }
  }
}

/// Runs operations on a fresh carousel and checks every invariant after each one.
final class RandomRunner {
  let carousel = Carousel()
  let dataSource = RecordingDataSource(count: 5)
  let delegate = RecordingDelegate()
  var now: Duration = .zero
  var translation = 0.0
  var reported: Int?
  var pendingDelegateReload: Int?

  init() {
    RecordingDataSource.register(in: carousel)
    carousel.dataSource = dataSource
    carousel.delegate = delegate
    try? carousel.reloadData()
    reported = carousel.currentIndex
    delegate.onScrollToItem = { [unowned self] carousel, _ in
      if let count = pendingDelegateReload {
        pendingDelegateReload = nil
        dataSource.count = count
        try? carousel.reloadData()
      }
    }
  }

  private func later(_ seconds: Double) -> Duration {
    now += .milliseconds(Int64((seconds * 1000).rounded()))
    return now
  }

  /// Performs one operation; returns a description of the first broken invariant, if any.
  func perform(_ operation: RandomOperation) -> String? {
    let pageLength = carousel.geometry.pageLength
    switch operation {
    case .begin(let dt):
      translation = 0
      try? carousel.beginDragging(at: later(dt))
    case .move(let pages, let dt):
      translation += pages * pageLength
      try? carousel.updateDragging(translation: translation, at: later(dt))
    case .moveRaw(let value):
      try? carousel.updateDragging(translation: value, at: now)
    case .end(let velocity, let dt):
      try? carousel.endDragging(at: later(dt), velocity: velocity.map { $0 * pageLength })
    case .tap(let point):
      _ = try? carousel.selectItem(atPoint: point, at: now)
    case .advance(let dt):
      carousel.advance(to: later(dt))
    case .advanceBackward:
      carousel.advance(to: now - .seconds(1))
    case .reload(let count):
      dataSource.count = count
      try? carousel.reloadData()
    case .reloadFromDelegate(let count):
      pendingDelegateReload = count
    case .reloadFromDataSource(let count):
      dataSource.onRequest = { [unowned self] carousel, _ in
        dataSource.onRequest = nil
        dataSource.count = count
        try? carousel.reloadData()
      }
    case .geometry(let viewport, let item, let spacing):
      if let geometry = try? CarouselGeometry(
        viewportLength: viewport, itemLength: item, spacing: spacing)
      {
        try? carousel.setGeometry(geometry)
      }
    case .scrollTo(let index, let animated):
      try? carousel.scrollToItem(at: index, animated: animated, at: now)
    case .next:
      try? carousel.scrollToNextItem(at: now)
    case .previous:
      try? carousel.scrollToPreviousItem(at: now)
    case .autoplay(let seconds?):
      try? carousel.startAutoplay(interval: .milliseconds(Int64(seconds * 1000)), at: now)
    case .autoplay(nil):
      carousel.stopAutoplay()
    case .pause:
      carousel.pauseAutoplay()
    case .resume:
      try? carousel.resumeAutoplay(at: now)
    case .wraps(let on):
      try? carousel.setWraps(on)
    }
    return check()
  }

  func check() -> String? {
    let problems = carousel.invariantViolations()
    if let first = problems.first { return first }
    for position in SlotPosition.allCases {
      guard let slot = carousel.slot(position) else { continue }
      if dataSource.itemOfCell[ObjectIdentifier(slot.cell)] != slot.item {
        return "the \(position) cell was not handed out for item \(slot.item)"
      }
    }
    if carousel.numberOfCellsCreated > 3 * (3 + ReusePool.capacityPerIdentifier) {
      return "\(carousel.numberOfCellsCreated) cells created"
    }
    // Invariant 8: every change of the settled item is reported once, with the new index.
    var last: Int?
    for event in delegate.take() where event.hasPrefix("didScrollToItem ") {
      let index = Int(event.dropFirst("didScrollToItem ".count))
      if index == last || index == reported { return "didScrollToItem \(index ?? -1) twice" }
      last = index
      reported = index
    }
    if carousel.phase == .idle, let current = carousel.currentIndex {
      if reported == nil { reported = current }
      if reported != current {
        return "settled on \(current) but the last didScrollToItem said \(reported ?? -1)"
      }
    }
    return nil
  }

  /// Runs operations in order; returns the index of the failing one and the problem.
  static func firstFailure(of operations: [RandomOperation]) -> (Int, String)? {
    let runner = RandomRunner()
    if let problem = runner.check() { return (-1, problem) }
    for (index, operation) in operations.enumerated() {
      if let problem = runner.perform(operation) { return (index, problem) }
    }
    return nil
  }

  /// Drops operations one at a time while the run still fails.
  static func shrink(_ operations: [RandomOperation]) -> [RandomOperation] {
    guard let (failing, _) = firstFailure(of: operations) else { return operations }
    var current = Array(operations.prefix(failing + 1))
    var index = current.count - 1
    while index >= 0 {
      var candidate = current
      candidate.remove(at: index)
      if firstFailure(of: candidate) != nil { current = candidate }
      index -= 1
    }
    return current
  }
}
