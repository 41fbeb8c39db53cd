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
