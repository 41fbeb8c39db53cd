import Testing

@testable import LoopCarousel

/// Every cell a pending event names stays alive until the event is delivered.
///
/// Events name their cells without retaining them, so the carousel must keep each such cell
/// itself. These tests drop cells while events about them are pending
/// (a full pool, a class registered over) and check, from the delegate, that each cell the
/// delegate is told about is still alive. Under `swift test --sanitize=address` (run by CI) a
/// cell freed too early is also a use-after-free report.
@Suite("Event lifetimes: a cell named by a pending event stays alive until it is delivered")
struct EventLifetimeTests {
  /// A cell that registers itself as alive while it exists.
  final class LiveCell: CarouselCell {
    static let alive = Locked<Set<ObjectIdentifier>>([])

    required init() {
      super.init()
      let id = ObjectIdentifier(self)
      _ = Self.alive.withLock { $0.insert(id) }
    }

    deinit {
      let id = ObjectIdentifier(self)
      _ = Self.alive.withLock { $0.remove(id) }
    }

    static func isAlive(_ cell: CarouselCell) -> Bool {
      let id = ObjectIdentifier(cell)
      return alive.withLock { $0.contains(id) }
    }
  }

  /// Checks every cell it is told about, and can re-register an identifier from `didScroll`.
  final class CheckingDelegate: CarouselDelegate {
    private(set) var checked = 0
    private(set) var dead = 0
    var reregisterOnScroll: (() -> Void)?

    private func check(_ cell: CarouselCell) {
      checked += 1
      if !LiveCell.isAlive(cell) { dead += 1 }
    }

    func carouselDidScroll(_ carousel: Carousel) {
      reregisterOnScroll?()
    }

    func carousel(
      _ carousel: Carousel, willDisplay cell: CarouselCell, forItemAt index: Int,
      in slot: SlotPosition
    ) {
      check(cell)
    }

    func carousel(
      _ carousel: Carousel, didEndDisplaying cell: CarouselCell, forItemAt index: Int,
      in slot: SlotPosition
    ) {
      check(cell)
      #expect(cell.reuseIdentifier.hasPrefix("kind"))
    }
  }

  @Test("Cells dropped by a full pool are alive when their didEndDisplaying arrives")
  func fullPool() throws {
    let carousel = Carousel()
    // 40 identifiers: 40 × 4 exceeds the pool's 32 idle cells, so recycled cells get dropped.
    for kind in 0..<40 {
      carousel.register(LiveCell.self, forReuseIdentifier: "kind\(kind)")
    }
    let source = ManyKindsSource(kinds: 40)
    let delegate = CheckingDelegate()
    carousel.dataSource = source
    carousel.delegate = delegate
    try carousel.reloadData()
    var time = Duration.zero
    for _ in 0..<200 {
      try carousel.scrollToNextItem(animated: false, at: time)
      time += .milliseconds(10)
      #expect(carousel.invariantViolations().isEmpty)
    }
    // Reloads recycle three cells at once, the instant scroll-tos refill all three.
    for _ in 0..<20 { try carousel.reloadData() }
    #expect(delegate.checked > 400)
    #expect(delegate.dead == 0)
    #expect(carousel.numberOfIdleCells <= ReusePool.totalCapacity)
    #expect(!carousel.hasRetiredCells)
  }

  @Test("Idle cells dropped by registering over their identifier mid-delivery stay alive")
  func registeredOverDuringDelivery() throws {
    final class OtherCell: CarouselCell {}
    let carousel = Carousel()
    carousel.register(LiveCell.self, forReuseIdentifier: "kind0")
    let source = ManyKindsSource(kinds: 1)
    let delegate = CheckingDelegate()
    carousel.dataSource = source
    try carousel.reloadData()
    carousel.delegate = delegate
    try carousel.beginDragging(at: .zero)
    let page = carousel.geometry.pageLength
    // From the didScroll that comes first, register another class: the idle cells leave
    // the pool, and the one whose didEndDisplaying is still queued will not be pooled.
    var registered = false
    delegate.reregisterOnScroll = { [unowned carousel] in
      guard !registered else { return }
      registered = true
      carousel.register(OtherCell.self, forReuseIdentifier: "kind0")
    }
    try carousel.updateDragging(translation: page, at: .milliseconds(10))
    #expect(registered)
    #expect(carousel.numberOfIdleCells == 0)
    #expect(delegate.checked == 2)
    #expect(delegate.dead == 0)
    #expect(!carousel.hasRetiredCells)
    #expect(carousel.invariantViolations().isEmpty)
  }
}

@Suite("Retired cells are freed outside any access to the carousel's state")
struct RetiredCellDeinitTests {
  /// The carousel the cells below look at from their `deinit`.
  final class Watched: Sendable {
    static let shared = Locked<Watched?>(nil)
    nonisolated(unsafe) weak var carousel: Carousel?
    init(_ carousel: Carousel) { self.carousel = carousel }
  }

  /// A cell whose `deinit` reads its carousel, as a host's cell might (to log, or to count).
  final class PeekingCell: CarouselCell {
    static let seen = Locked(0)

    deinit {
      guard let carousel = Watched.shared.withLock({ $0?.carousel }) else { return }
      _ = carousel.numberOfIdleCells
      _ = carousel.slots.count
      Self.seen.withLock { $0 += 1 }
    }
  }

  final class OtherCell: CarouselCell {}

  @Test("A full pool's dropped cells, and idle cells registered over, may read the carousel")
  func deinitReadsCarousel() throws {
    let carousel = Carousel()
    Watched.shared.withLock { $0 = Watched(carousel) }
    defer { Watched.shared.withLock { $0 = nil } }
    for kind in 0..<40 {
      carousel.register(PeekingCell.self, forReuseIdentifier: "kind\(kind)")
    }
    let source = ManyKindsSource(kinds: 40)
    carousel.dataSource = source
    try carousel.reloadData()
    let before = PeekingCell.seen.withLock { $0 }
    // More than 32 idle cells: the pool drops cells as the carousel turns.
    for step in 0..<60 {
      try carousel.scrollToNextItem(animated: false, at: .milliseconds(step))
    }
    let afterTurns = PeekingCell.seen.withLock { $0 }
    #expect(afterTurns > before)
    // Registering another class drops the identifier's idle cells.
    let idle = carousel.numberOfIdleCells
    for kind in 0..<40 { carousel.register(OtherCell.self, forReuseIdentifier: "kind\(kind)") }
    #expect(carousel.numberOfIdleCells == 0)
    #expect(PeekingCell.seen.withLock { $0 } >= afterTurns + idle)
    #expect(carousel.invariantViolations().isEmpty)
  }

  /// A cell whose `deinit` calls back into its carousel.
  final class CallingBackCell: CarouselCell {
    var onDeinit: (() -> Void)?
    deinit { onDeinit?() }
  }

  final class CallingBackSource: CarouselDataSource {
    var deinits = 0
    func numberOfItems(in carousel: Carousel) -> Int { 5 }
    func carousel(_ carousel: Carousel, cellForItemAt index: Int, in slot: SlotPosition)
      throws(CarouselError) -> CarouselCell
    {
      let cell = try carousel.dequeueReusableCell(withIdentifier: "a", as: CallingBackCell.self)
      cell.onDeinit = { [weak self, weak carousel] in
        self?.deinits += 1
        guard let carousel else { return }
        carousel.advance(to: carousel.currentTime)
        try? carousel.reloadData()
      }
      return cell
    }
  }

  /// The cell's calls are treated as calls from inside a callback; it is freed once.
  ///
  /// This once crashed in release builds only, so CI runs it in the release configuration too.
  @Test("A cell whose deinit calls the carousel is freed once")
  func cellDeinitCallsBack() throws {
    let carousel = Carousel()
    let source = CallingBackSource()
    carousel.register(CallingBackCell.self, forReuseIdentifier: "a")
    carousel.dataSource = source
    try carousel.reloadData()
    try carousel.reloadData()
    #expect(carousel.numberOfIdleCells == 3)
    // Registering another class retires the idle cells and frees them at once.
    carousel.register(OtherCell.self, forReuseIdentifier: "a")
    #expect(source.deinits == 3)
    #expect(carousel.invariantViolations().isEmpty)
  }
}

extension Carousel {
  /// Whether the pool holds retired cells (read in one expression: the pool is not copyable).
  fileprivate var hasRetiredCells: Bool { state.pool.hasRetiredCells }
}

@Suite("Events passed on later, and cells the carousel refuses, call back safely")
struct LateEventTests {
  /// A cell that runs a closure as it is freed.
  final class CallingBackCell: CarouselCell {
    var onDeinit: (() -> Void)?
    required init() {}
    deinit { onDeinit?() }
  }

  /// Five items; a cell the data source makes itself (not dequeued) for one item, which the
  /// carousel refuses, and items it fails to make.
  final class StraySource: CarouselDataSource {
    var failing: Set<Int> = []
    var strayFor: Int?
    var onStrayDeinit: ((Carousel) -> Void)?
    func numberOfItems(in carousel: Carousel) -> Int { 5 }
    func carousel(_ carousel: Carousel, cellForItemAt index: Int, in slot: SlotPosition)
      throws(CarouselError) -> CarouselCell
    {
      if failing.contains(index) { throw CarouselError(.cellNotDequeued, "fails \(index)") }
      if strayFor == index {
        strayFor = nil
        let stray = CallingBackCell()
        let hook = onStrayDeinit
        stray.onDeinit = { [weak carousel] in if let carousel { hook?(carousel) } }
        return stray
      }
      return try carousel.dequeueReusableCell(withIdentifier: "cell")
    }
  }

  /// A delegate that keeps every event, to pass it on later (a logger, a bridge).
  final class Keeper: CarouselDelegate {
    var events: [CarouselEvent] = []
    func carousel(_ carousel: Carousel, didReceive event: CarouselEvent) { events.append(event) }
  }

  /// A delegate that counts the display events that reach their methods.
  final class Displays: CarouselDelegate {
    var calls = 0
    func carousel(
      _ carousel: Carousel, willDisplay cell: CarouselCell, forItemAt index: Int,
      in slot: SlotPosition
    ) { calls += 1 }
    func carousel(
      _ carousel: Carousel, didEndDisplaying cell: CarouselCell, forItemAt index: Int,
      in slot: SlotPosition
    ) { calls += 1 }
  }

  @Test(
    "display events handed to the default didReceive after the carousel moved on reach no method")
  func staleEvents() throws {
    let carousel = Carousel()
    carousel.register(CallingBackCell.self, forReuseIdentifier: "cell")
    let source = StraySource()
    carousel.dataSource = source
    let kept = Keeper()
    carousel.delegate = kept
    try carousel.reloadData()
    try carousel.scrollToNextItem(animated: false, at: .zero)
    try carousel.scrollToItem(at: 3, animated: false, at: .zero)
    // The cells of the first events have left their slots, or left the carousel's hands.
    let displays = Displays()
    for event in kept.events { displays.carousel(carousel, didReceive: event) }
    let shown = Set(carousel.slots.map { ObjectIdentifier($0.cell) })
    let stillShown = kept.events.filter {
      if case .willDisplay(let cell, _, _) = $0 { shown.contains(cell) } else { false }
    }
    #expect(displays.calls == stillShown.count)
    #expect(carousel.invariantViolations().isEmpty)
  }

  @Test(
    "a refused cell freed during a drag's start calls back as host code: refused, nothing half done"
  )
  func refusedCellDuringDragStart() throws {
    let carousel = Carousel()
    carousel.register(CallingBackCell.self, forReuseIdentifier: "cell")
    let source = StraySource()
    carousel.dataSource = source
    try carousel.reloadData()
    carousel.reducesMotion = true
    // Item 2 cannot be made: the right side stays empty, a temporary end.
    source.failing = [2]
    try carousel.scrollToNextItem(animated: true, at: .zero)
    source.failing = []
    // The retry as a drag begins gets a cell the carousel did not dequeue: refused, and freed.
    source.strayFor = 2
    var refused: CarouselError?
    source.onStrayDeinit = { carousel in
      do {
        try carousel.scrollToItem(at: 0, animated: false, at: carousel.currentTime)
      } catch {
        refused = error as? CarouselError
      }
    }
    try carousel.beginDragging(at: .seconds(2))
    #expect(refused?.code == .reentrantCall)
    #expect(carousel.phase == .dragging)
    #expect(carousel.invariantViolations().isEmpty)
  }
}
