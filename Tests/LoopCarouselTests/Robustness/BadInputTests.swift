import Testing

@testable import LoopCarousel

@Suite("Bad input is a typed error or a documented no-op, and leaves the state intact")
struct BadInputTests {
  /// A snapshot of everything observable, to compare before and after a bad call.
  struct Snapshot: Equatable {
    var items: [Int?]
    var offset: Double
    var phase: CarouselPhase
    var current: Int?
    var time: Duration

    init(_ h: Harness) {
      items = h.items
      offset = h.carousel.contentOffset
      phase = h.carousel.phase
      current = h.carousel.currentIndex
      time = h.carousel.currentTime
    }
  }

  @Test("An unregistered identifier names itself and the registered ones")
  func unregistered() throws {
    let carousel = Carousel()
    let source = RecordingDataSource(count: 3)
    carousel.register(BannerCell.self, forReuseIdentifier: "banner")
    carousel.dataSource = source
    let error = #expect(throws: CarouselError.self) { try carousel.reloadData() }
    #expect(error?.code == .unregisteredReuseIdentifier)
    #expect(error?.message.contains("\"ad\"") == true)
    #expect(error?.message.contains("\"banner\"") == true)
    #expect(carousel.numberOfItems == 0)
    #expect(carousel.invariantViolations().isEmpty)
    #expect(carousel.numberOfIdleCells == 1)
  }

  @Test("A negative count is an error and leaves the carousel as it was")
  func negativeCount() {
    let h = Harness(count: 4)
    let before = Snapshot(h)
    h.dataSource.count = -1
    let error = #expect(throws: CarouselError.self) { try h.carousel.reloadData() }
    #expect(error?.code == .negativeItemCount)
    #expect(Snapshot(h) == before)
    h.check()
  }

  @Test(
    "NaN and infinite translations and velocities are rejected",
    arguments: [Double.nan, .infinity, -.infinity])
  func nonFinite(_ value: Double) {
    let h = Harness(count: 4)
    h.begin()
    h.move(pages: 0.2)
    let before = Snapshot(h)
    let move = #expect(throws: CarouselError.self) {
      try h.carousel.updateDragging(translation: value, at: h.now)
    }
    #expect(move?.code == .nonFiniteInput)
    let release = #expect(throws: CarouselError.self) {
      try h.carousel.endDragging(at: h.now, velocity: value)
    }
    #expect(release?.code == .nonFiniteInput)
    let tap = #expect(throws: CarouselError.self) {
      try h.carousel.selectItem(atPoint: value, at: h.now)
    }
    #expect(tap?.code == .nonFiniteInput)
    #expect(Snapshot(h) == before)
    h.check()
  }

  @Test("Time that runs backwards is rejected, or ignored by advance(to:)")
  func backwardsTime() {
    let h = Harness(count: 4)
    h.now = .seconds(5)
    h.carousel.advance(to: h.now)
    let before = Snapshot(h)
    let error = #expect(throws: CarouselError.self) {
      try h.carousel.beginDragging(at: .seconds(4))
    }
    #expect(error?.code == .timeWentBackwards)
    h.carousel.advance(to: .seconds(1))
    #expect(Snapshot(h) == before)
  }

  @Test("A drag move at a refused time changes nothing and delivers nothing; the next one moves")
  func dragMoveAtARefusedTime() throws {
    let h = Harness(count: 5)
    h.now = .seconds(2)
    try h.carousel.beginDragging(at: h.now)
    try h.carousel.updateDragging(translation: -40, at: h.now + .milliseconds(16))
    _ = h.delegate.take()
    let before = Snapshot(h)
    for (time, code) in [
      (Duration.seconds(1), CarouselError.Code.timeWentBackwards),
      (Carousel.latestTime + .nanoseconds(1), .timeOutOfRange),
    ] {
      let error = #expect(throws: CarouselError.self) {
        try h.carousel.updateDragging(translation: -200, at: time)
      }
      #expect(error?.code == code)
      #expect(Snapshot(h) == before)
      #expect(h.delegate.take().isEmpty)
    }
    try h.carousel.updateDragging(translation: -200, at: h.now + .milliseconds(32))
    #expect(h.carousel.contentOffset != before.offset)
    h.check()
  }

  @Test("A time later than Carousel.latestTime is refused with nothing changed")
  func timeOutOfRange() {
    let h = Harness(count: 5)
    let late = Carousel.latestTime + .nanoseconds(1)
    let error = #expect(throws: CarouselError.self) { try h.carousel.beginDragging(at: late) }
    #expect(error?.code == .timeOutOfRange)
    #expect(h.carousel.phase == .idle)
    #expect(h.carousel.currentTime == .zero)
    h.carousel.advance(to: .seconds(Int64.max))
    #expect(h.carousel.currentTime == .zero)
    h.carousel.advance(to: Carousel.latestTime)
    #expect(h.carousel.currentTime == Carousel.latestTime)
    h.check()
  }

  @Test("Durations beyond Carousel.longestInterval are refused: autoplay and physics")
  func longDurations() {
    let h = Harness(count: 5)
    let tooLong = Carousel.longestInterval + .nanoseconds(1)
    let autoplay = #expect(throws: CarouselError.self) {
      try h.carousel.startAutoplay(interval: tooLong, at: h.now)
    }
    #expect(autoplay?.code == .invalidInterval)
    #expect(h.carousel.autoplayInterval == nil)
    for physics in [
      ScrollPhysics(settleDuration: .seconds(Int64.max)),
      ScrollPhysics(scrollDuration: tooLong), ScrollPhysics(velocityWindow: tooLong),
    ] {
      let error = #expect(throws: CarouselError.self) { try h.carousel.setPhysics(physics) }
      #expect(error?.code == .invalidInterval)
    }
    #expect(h.carousel.physics == ScrollPhysics())
    #expect(throws: Never.self) {
      try h.carousel.startAutoplay(interval: Carousel.longestInterval, at: h.now)
    }
  }

  @Test("A tap outside the viewport is rejected; taps inside select the item under them")
  func taps() throws {
    let h = Harness(count: 4)
    let error = #expect(throws: CarouselError.self) {
      try h.carousel.selectItem(atPoint: -1, at: h.now)
    }
    #expect(error?.code == .tapOutsideViewport)
    #expect(try h.carousel.selectItem(atPoint: 160, at: h.now) == 0)
    // Messages quote numbers without the noise of binary arithmetic, and keep what matters.
    for (point, quoted) in [
      (-3.1999999999999886, "-3.2"), (320.0000001, "320.0000001"), (-1e-12, "-1e-12"),
    ] {
      let error = #expect(throws: CarouselError.self) {
        try h.carousel.selectItem(atPoint: point, at: h.now)
      }
      #expect(error?.message == "the tap at \(quoted) is outside the viewport 0...320.0")
    }
    let geometry = #expect(throws: CarouselError.self) {
      try CarouselGeometry(viewportLength: 0.1 + 0.2 + 400, itemLength: 100)
    }
    #expect(geometry?.message.hasPrefix("a viewport of 400.3 would show more than three") == true)
    #expect(h.delegate.take() == [.didSelectItem(0)])
    h.begin()
    h.move(pages: 0.5)
    #expect(try h.carousel.selectItem(atPoint: 300, at: h.now) == 1)
    #expect(try h.carousel.selectItem(atPoint: 10, at: h.now) == 0)
  }

  @Test("A data source that returns a cell it did not dequeue, or one in use, is refused")
  func misbehavingDataSource() throws {
    let h = Harness(count: 5)
    let stranger = BannerCell()
    h.dataSource.override = { _, _, _ in stranger }
    let error = #expect(throws: CarouselError.self) { try h.carousel.reloadData() }
    #expect(error?.code == .cellNotDequeued)
    h.check()
    let shown = try #require(h.carousel.slot(.middle)?.cell)
    h.dataSource.override = { carousel, _, _ throws(CarouselError) in
      _ = try carousel.dequeueReusableCell(withIdentifier: "banner")
      return shown
    }
    let inUse = #expect(throws: CarouselError.self) { try h.carousel.reloadData() }
    #expect(inUse?.code == .cellAlreadyInUse)
    h.check()
    // During motion, a failed request is reported; the carousel still turns onto item 1,
    // whose right side stays empty, a temporary end.
    _ = h.delegate.take()
    h.swipe(pages: 0.9)
    h.settle()
    #expect(h.delegate.take().compactMap(\.failureCode).contains(.cellAlreadyInUse))
    #expect(h.carousel.currentIndex == 1)
    #expect(h.carousel.slot(.right) == nil)
    // Once the data source is well, the next drag asks for the neighbour again.
    h.dataSource.override = nil
    h.now += .seconds(1)
    h.swipe(pages: 0.7)
    h.settle()
    #expect(h.carousel.currentIndex == 2)
  }

  /// Dequeues `dequeues` banner cells per request and returns the one at `returned`; with
  /// `failOnRequest`, that request (counting from 1) throws after dequeuing.
  final class GreedySource: CarouselDataSource {
    var dequeues = 1
    var returned = 0
    var failOnRequest: Int?
    private(set) var requests = 0

    func numberOfItems(in carousel: Carousel) -> Int { 20 }

    func carousel(_ carousel: Carousel, cellForItemAt index: Int, in slot: SlotPosition)
      throws(CarouselError) -> CarouselCell
    {
      requests += 1
      var cells: [CarouselCell] = []
      for _ in 0..<dequeues {
        cells.append(try carousel.dequeueReusableCell(withIdentifier: "banner"))
      }
      if requests == failOnRequest {
        throw CarouselError(.indexOutOfRange, "request \(requests) fails")
      }
      return cells[returned]
    }
  }

  @Test(
    "A data source that dequeues extra cells: the one it returns is shown, the rest go back",
    arguments: [0, 1, 2])
  func extraDequeues(returned: Int) throws {
    let carousel = Carousel()
    carousel.register(BannerCell.self, forReuseIdentifier: "banner")
    let source = GreedySource()
    carousel.dataSource = source
    try carousel.reloadData()
    source.dequeues = 3
    source.returned = returned
    let page = carousel.geometry.pageLength
    try carousel.beginDragging(at: .zero)
    for step in 1...30 {
      try carousel.updateDragging(translation: Double(step) * page, at: .milliseconds(step))
      #expect(carousel.currentIndex == step % 20)
      #expect(carousel.invariantViolations().isEmpty)
    }
    // Each turn hands out three cells and shows one: the two spares and the recycled cell go
    // back to the pool, so after the first turn no cell is made: three shown, three idle.
    #expect(carousel.numberOfIdleCells == 3)
    #expect(carousel.numberOfCellsCreated == 6)
  }

  @Test("A data source that fails while the carousel shifts onto a scroll-to target")
  func failureOntoScrollTarget() throws {
    let carousel = Carousel()
    carousel.register(BannerCell.self, forReuseIdentifier: "banner")
    let source = GreedySource()
    let delegate = RecordingDelegate()
    carousel.dataSource = source
    carousel.delegate = delegate
    try carousel.reloadData()
    // A far animated scroll puts the target in the right slot; landing on it asks for two
    // cells (the target's neighbours), and the second of them fails.
    try carousel.scrollToItem(at: 10, at: .zero)
    #expect(carousel.slot(.right)?.item == 10)
    source.failOnRequest = source.requests + 2
    _ = delegate.take()
    var time = Duration.zero
    while carousel.phase == .settling, time < .seconds(5) {
      time += .milliseconds(8)
      carousel.advance(to: time)
      #expect(carousel.invariantViolations().isEmpty)
    }
    // The target itself was made: the carousel lands on it, one side left empty.
    #expect(delegate.take().compactMap(\.failureCode).contains(.indexOutOfRange))
    #expect(carousel.currentIndex == 10)
    #expect(carousel.numberOfIdleCells <= ReusePool.capacityPerIdentifier)
    // With the data source well again, the same scroll lands.
    source.failOnRequest = nil
    try carousel.scrollToItem(at: 10, at: time)
    while carousel.phase == .settling {
      time += .milliseconds(8)
      carousel.advance(to: time)
    }
    #expect(carousel.currentIndex == 10)
    #expect(carousel.invariantViolations().isEmpty)
  }

  @Test("Dequeuing outside a data-source call is an error")
  func dequeueOutside() {
    let h = Harness(count: 2)
    let error = #expect(throws: CarouselError.self) {
      try h.carousel.dequeueReusableCell(withIdentifier: "banner")
    }
    #expect(error?.code == .dequeueOutsideDataSource)
  }

  @Test("A registration from another carousel is refused, even one at a reused address")
  func foreignRegistration() throws {
    let other = Carousel()
    let foreign = other.register(BannerCell.self, forReuseIdentifier: "banner")
    let carousel = Carousel()
    carousel.register(BannerCell.self, forReuseIdentifier: "banner")
    let source = RegistrationSource(foreign)
    carousel.dataSource = source
    var error = #expect(throws: CarouselError.self) { try carousel.reloadData() }
    #expect(error?.code == .dequeueOutsideDataSource)

    // A freed carousel's registration looks like this one's when the address is reused: an
    // index this carousel never gave out is refused rather than trapping.
    let stale = CellRegistration<BannerCell>(
      reuseIdentifier: "banner", index: 7, owner: ObjectIdentifier(carousel))
    let staleSource = RegistrationSource(stale)
    carousel.dataSource = staleSource
    error = #expect(throws: CarouselError.self) { try carousel.reloadData() }
    #expect(error?.code == .dequeueOutsideDataSource)
    #expect(carousel.invariantViolations().isEmpty)
  }

  @Test("Scrolling to an item out of range is an error")
  func scrollOutOfRange() {
    let h = Harness(count: 3)
    for index in [-1, 3, Int.max] {
      let error = #expect(throws: CarouselError.self) {
        try h.carousel.scrollToItem(at: index, at: h.now)
      }
      #expect(error?.code == .indexOutOfRange)
    }
    h.check()
  }

  @Test("Geometry that cannot be laid out is rejected with the reason")
  func badGeometry() {
    let cases: [(Double, Double?, Double)] = [
      (0, nil, 0), (-5, nil, 0), (.nan, nil, 0), (.infinity, nil, 0), (100, 0, 0),
      (100, 120, 0), (100, 40, -1), (100, 40, 0), (100, 40, .nan),
    ]
    for (viewport, item, spacing) in cases {
      let error = #expect(throws: CarouselError.self) {
        try CarouselGeometry(viewportLength: viewport, itemLength: item, spacing: spacing)
      }
      #expect(error?.code == .invalidGeometry)
    }
    let limit = #expect(throws: CarouselError.self) {
      try CarouselGeometry(viewportLength: 100, itemLength: 40, spacing: 5)
    }
    #expect(limit?.message.contains("three") == true)
    #expect(throws: Never.self) {
      try CarouselGeometry(viewportLength: 100, itemLength: 40, spacing: 20)
    }
  }

  @Test(
    "A geometry whose cells cover no more than the 10⁻⁶ square-point cutoff is refused",
    arguments: [
      (.leastNonzeroMagnitude, nil, nil), (1e-300, nil, nil), (1e-3, nil, nil), (100, 100, 1e-8),
      (100, 100, 1e-300),
    ] as [(Double, Double?, Double?)])
  func tooSmallToShow(viewport: Double, crossLength: Double?, itemCrossLength: Double?) {
    let error = #expect(throws: CarouselError.self) {
      _ = try CarouselGeometry(
        viewportLength: viewport, itemLength: viewport, crossLength: crossLength,
        itemCrossLength: itemCrossLength)
    }
    #expect(error?.code == .invalidGeometry)
    #expect(error?.message.contains("1e-06 square points") == true, "\(String(describing: error))")
    // Just over the cutoff, a cell can be seen: accepted.
    #expect(throws: Never.self) {
      _ = try CarouselGeometry(viewportLength: 2e-3)
      _ = try CarouselGeometry(viewportLength: 100, crossLength: 100, itemCrossLength: 1e-7)
    }
  }

  @Test(
    "Lengths beyond CarouselGeometry.longestLength are refused",
    arguments: [1e13, 1e300, Double.greatestFiniteMagnitude])
  func hugeLengths(_ length: Double) {
    let viewport = #expect(throws: CarouselError.self) {
      _ = try CarouselGeometry(viewportLength: length)
    }
    #expect(viewport?.code == .invalidGeometry)
    let spacing = #expect(throws: CarouselError.self) {
      _ = try CarouselGeometry(viewportLength: 320, itemLength: 200, spacing: length)
    }
    #expect(spacing?.code == .invalidGeometry)
    #expect(throws: Never.self) {
      _ = try CarouselGeometry(viewportLength: CarouselGeometry.longestLength)
    }
  }
}

@Suite("Bad input: reloads at every phase, and a flood of identifiers")
struct MoreBadInputTests {
  @Test("A data source that uses a thousand identifiers keeps the pool bounded")
  func identifierFlood() throws {
    let carousel = Carousel()
    for index in 0..<1000 {
      carousel.register(CarouselCell.self, forReuseIdentifier: "kind\(index)")
    }
    let source = ManyKindsSource(kinds: 1_000)
    carousel.dataSource = source
    try carousel.reloadData()
    var time = Duration.zero
    for _ in 0..<300 {
      try carousel.scrollToNextItem(at: time)
      time += .milliseconds(400)
      carousel.advance(to: time)
      #expect(carousel.invariantViolations().isEmpty)
    }
    #expect(carousel.currentIndex == 300)
    #expect(carousel.numberOfIdleCells <= 32)
  }

  @Test("A reload during an autoplay step lands on a slot and autoplay goes on")
  func reloadDuringAutoplayStep() throws {
    let h = Harness(count: 5)
    try h.carousel.startAutoplay(interval: .seconds(1), at: h.now)
    h.wait(1.1)
    #expect(h.carousel.phase == .settling)
    h.dataSource.count = 3
    try h.carousel.reloadData()
    h.check()
    h.settle()
    #expect(h.carousel.currentIndex == 1)
    h.wait(1.5)
    #expect(h.carousel.currentIndex == 2)
  }
}

@Suite("Bad input: physics settings")
struct PhysicsSettingsTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var physics: ScrollPhysics
    var code: CarouselError.Code
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "deceleration 1", physics: ScrollPhysics(decelerationRate: 1), code: .nonFiniteInput),
    Case(
      name: "deceleration NaN", physics: ScrollPhysics(decelerationRate: .nan),
      code: .nonFiniteInput),
    Case(
      name: "negative flick threshold", physics: ScrollPhysics(flickVelocityThreshold: -1),
      code: .nonFiniteInput),
    Case(
      name: "zero pages per fling", physics: ScrollPhysics(pagesPerFling: 0), code: .invalidInterval
    ),
    Case(
      name: "zero settle duration", physics: ScrollPhysics(settleDuration: .zero),
      code: .invalidInterval),
    Case(
      name: "negative scroll duration", physics: ScrollPhysics(scrollDuration: .seconds(-1)),
      code: .invalidInterval),
  ]

  @Test("Physics out of range is rejected and the old settings stay", arguments: cases)
  func rejected(_ c: Case) {
    let h = Harness(count: 3)
    let before = h.carousel.physics
    let error = #expect(throws: CarouselError.self) { try h.carousel.setPhysics(c.physics) }
    #expect(error?.code == c.code)
    #expect(h.carousel.physics == before)
    // A carousel created with invalid physics falls back to the defaults.
    #expect(Carousel(physics: c.physics).physics == ScrollPhysics())
  }

  @Test("Valid physics take effect: a fast deceleration projects a shorter fling")
  func accepted() throws {
    let h = Harness(count: 20)
    try h.carousel.setPhysics(
      ScrollPhysics(decelerationRate: ScrollPhysics.fastDecelerationRate, pagesPerFling: nil))
    h.swipe(pages: 0.2, velocity: 10)
    h.settle()
    // 0.2 + 10·0.99 / 0.01 / 1000 ≈ 1.19 pages: one page, where the normal rate gives five.
    #expect(h.carousel.currentIndex == 1)
  }
}

@Suite("Registering an identifier again for another class")
struct ReregistrationTests {
  /// Dequeues every item's cell under one identifier, as a given class.
  final class OneKindSource<Cell: CarouselCell>: CarouselDataSource {
    var cellClass: Cell.Type

    init(_ cellClass: Cell.Type) {
      self.cellClass = cellClass
    }

    func numberOfItems(in carousel: Carousel) -> Int { 5 }

    func carousel(_ carousel: Carousel, cellForItemAt index: Int, in slot: SlotPosition)
      throws(CarouselError) -> CarouselCell
    {
      try carousel.dequeueReusableCell(withIdentifier: "cell", as: cellClass)
    }
  }

  @Test("Idle cells of the old class are dropped, and the old class never comes back")
  func newClassOnly() throws {
    let carousel = Carousel()
    let banners = carousel.register(BannerCell.self, forReuseIdentifier: "cell")
    let source = OneKindSource(BannerCell.self)
    carousel.dataSource = source
    try carousel.reloadData()
    var time = Duration.zero
    for _ in 0..<3 {
      try carousel.scrollToNextItem(animated: false, at: time)
      time += .milliseconds(10)
    }
    #expect(carousel.numberOfIdleCells > 0)

    carousel.register(AdCell.self, forReuseIdentifier: "cell")
    #expect(carousel.numberOfIdleCells == 0)
    let ads = OneKindSource(AdCell.self)
    carousel.dataSource = ads
    // Every page turn recycles a banner (not pooled) and asks for an ad: never a banner.
    for _ in 0..<10 {
      try carousel.scrollToNextItem(animated: false, at: time)
      time += .milliseconds(10)
      #expect(carousel.invariantViolations().isEmpty)
    }
    for position in SlotPosition.allCases {
      #expect(carousel.slot(position)?.cell is AdCell)
    }
    try carousel.reloadData()
    #expect(carousel.slots.allSatisfy { $0.cell is AdCell })

    // The registration made for banners now fails with a typed error, not a crash.
    let old = RegistrationSource(banners)
    carousel.dataSource = old
    let error = #expect(throws: CarouselError.self) { try carousel.reloadData() }
    #expect(error?.code == .cellTypeMismatch)
    #expect(carousel.invariantViolations().isEmpty)
  }

  @Test("Registering the same class again keeps the idle cells")
  func sameClassKeepsPool() throws {
    let carousel = Carousel()
    carousel.register(BannerCell.self, forReuseIdentifier: "cell")
    let source = OneKindSource(BannerCell.self)
    carousel.dataSource = source
    try carousel.reloadData()
    try carousel.scrollToNextItem(animated: false, at: .zero)
    let idle = carousel.numberOfIdleCells
    #expect(idle > 0)
    carousel.register(BannerCell.self, forReuseIdentifier: "cell")
    #expect(carousel.numberOfIdleCells == idle)
    let created = carousel.numberOfCellsCreated
    try carousel.scrollToNextItem(animated: false, at: .milliseconds(10))
    #expect(carousel.numberOfCellsCreated == created)
  }
}
