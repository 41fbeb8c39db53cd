import LoopCarousel

/// A carousel set up for one case, and the host state that drives it: the clock and the
/// finger.
///
/// A value type, so that the host side of the loop pays no exclusivity checks and the figures
/// stay the engine's own.
struct Fixture {
  /// The time between two frames of a 120 Hz display.
  static let frameInterval: Duration = .nanoseconds(8_333_333)
  /// The time between two drag events of one-page turns and drag moves.
  static let eventInterval: Duration = .milliseconds(1)
  /// The frames of one settle in the frame case: eight seconds, so that a frame is one in
  /// the middle of an animation in all but one case in 960.
  static let framesPerSettle = 960
  /// The moves of a swipe, and how far each one goes.
  static let swipeMoves = 10
  static let swipeMoveLength = 20.0

  let benchCase: BenchCase
  let carousel: Carousel
  let dataSource: BenchDataSource
  let delegate: BenchDelegate
  /// The number of items.
  let count: Int
  /// The distance between two items, in points.
  let pageLength: Double
  /// How far a scroll-to goes, in items: half the loop when there are five items or more.
  let jump: Int
  /// The item the fixture expects to be current once the operations so far have finished.
  private(set) var expectedItem = 0
  private var now: Duration = .zero
  /// The host clock of the seconds case, in seconds.
  private var seconds = 0.0
  /// What the host frames read from the layout attributes, so that no read is optimised away.
  private(set) var sink = 0.0
  /// The competing design, in the model cases: each in a variable of its own type, since an
  /// existential would box the model and add a uniqueness check to every turn.
  private var bare: BareModel?
  private var reask: ReaskModel?
  private var fakeData: FakeDataModel?
  /// The item the model case's model shows.
  private var modelItem: Int? { bare?.current ?? reask?.current ?? fakeData?.current }
  /// The model's data source and delegate, kept alive here (the model holds them weakly).
  private let modelSource: ModelSource?
  private var step = 0
  /// The frames left in the frame case's current settle.
  private var framesLeft = Fixture.framesPerSettle

  /// Makes a carousel of `items` items, reloads it and puts it in the state the case starts
  /// from (a drag in progress, a settle in progress, or at rest).
  init(_ benchCase: BenchCase, items: Int) throws(CarouselError) {
    self.benchCase = benchCase
    // A frame is measured in the middle of a slow settle (960 frames long).
    let physics =
      [.frame, .hostFrame, .hostFrameWheel, .hostFrameSeconds, .hostFramePlacements].contains(
        benchCase)
      ? ScrollPhysics(scrollDuration: Self.frameInterval * Self.framesPerSettle)
      : ScrollPhysics()
    carousel = Carousel(geometry: .standard, wraps: true, physics: physics)
    let registration = carousel.register(BenchCell.self, forReuseIdentifier: "bench")
    dataSource = BenchDataSource(
      count: items, registration: registration, byIdentifier: benchCase == .turnByIdentifier)
    delegate = BenchDelegate()
    carousel.dataSource = dataSource
    carousel.delegate = delegate
    count = items
    pageLength = carousel.geometry.pageLength
    jump = items >= 5 ? items / 2 : items - 1
    try carousel.reloadData()
    if benchCase == .hostFrameWheel { carousel.style = .wheel }
    let source = ModelSource(count: items)
    modelSource = benchCase.model == nil ? nil : source
    switch benchCase.model {
    case .bare?: bare = BareModel(source: source)
    case .reask?: reask = ReaskModel(source: source)
    case .fakeData?: fakeData = FakeDataModel(source: source)
    case nil: break
    }

    switch benchCase {
    case .drag, .turn, .turnByIdentifier:
      try carousel.beginDragging(at: now)
    case .frame, .hostFrame, .hostFrameWheel, .hostFrameSeconds, .hostFramePlacements:
      try carousel.scrollToNextItem(animated: true, at: now)
    case .swipe, .scrollTo, .scrollToAnimated, .reload, .mixed, .landing, .modelBare,
      .modelReask, .modelFakeData:
      break
    }
  }

  /// Performs `operations` operations of the case.
  mutating func run(_ operations: Int) throws(CarouselError) {
    switch benchCase {
    case .drag:
      for _ in 0..<operations { try dragMove() }
    case .frame:
      for _ in 0..<operations { try frame() }
    case .turn, .turnByIdentifier:
      for _ in 0..<operations { try turn() }
    case .hostFrame, .hostFrameWheel:
      for _ in 0..<operations { try hostFrame() }
    case .hostFrameSeconds:
      for _ in 0..<operations { try hostFrameFromSeconds() }
    case .hostFramePlacements:
      for _ in 0..<operations {
        try frame()
        readPlacements()
      }
    case .modelBare:
      for _ in 0..<operations { bare?.turn() }
      expectedItem = (expectedItem + operations) % count
    case .modelReask:
      for _ in 0..<operations { reask?.turn() }
      expectedItem = (expectedItem + operations) % count
    case .modelFakeData:
      for _ in 0..<operations { fakeData?.turn() }
      expectedItem = (expectedItem + operations) % count
    case .swipe:
      for _ in 0..<operations { try swipe() }
    case .scrollTo:
      for _ in 0..<operations { try scrollTo(animated: false) }
    case .scrollToAnimated:
      for _ in 0..<operations { try scrollTo(animated: true) }
    case .reload:
      for _ in 0..<operations { try carousel.reloadData() }
    case .landing:
      for _ in 0..<operations { try land() }
    case .mixed:
      for _ in 0..<operations {
        try swipe()
        try scrollTo(animated: false)
        try carousel.reloadData()
      }
    }
  }

  /// A move of the drag in progress that stays within ±63 points of where it began, and
  /// always differs from the move before.
  private mutating func dragMove() throws(CarouselError) {
    step &+= 1
    tick(Self.eventInterval)
    try carousel.updateDragging(translation: Double(step & 63) * 2 - 63, at: now)
  }

  /// A frame of a slow settle to the next item; the last frame of each settle ends it (one
  /// shift) and starts the next one.
  private mutating func frame() throws(CarouselError) {
    tick(Self.frameInterval)
    carousel.advance(to: now)
    framesLeft -= 1
    if framesLeft == 0 {
      framesLeft = Self.framesPerSettle
      expectedItem = (expectedItem + 1) % count
      try carousel.scrollToNextItem(animated: true, at: now)
    }
  }

  /// A frame, and the layout attributes of the three slots, as a host reads them to draw.
  private mutating func hostFrame() throws(CarouselError) {
    try frame()
    readAttributes()
  }

  /// A host frame whose clock gives seconds as a `Double`, as a display link does: the same
  /// as ``hostFrame()`` but for the time, so that the difference is the conversion.
  private mutating func hostFrameFromSeconds() throws(CarouselError) {
    seconds += 1.0 / 120
    carousel.advance(to: Carousel.time(seconds: seconds))
    framesLeft -= 1
    if framesLeft == 0 {
      now = carousel.currentTime
      framesLeft = Self.framesPerSettle
      expectedItem = (expectedItem + 1) % count
      try carousel.scrollToNextItem(animated: true, at: now)
    }
    readAttributes()
  }

  /// Reads the three slots' attributes, as a host's draw does. (Not through
  /// `SlotPosition.allCases`, whose array costs more than a read.)
  private mutating func readAttributes() {
    read(.left)
    read(.middle)
    read(.right)
  }

  /// Reads the three slots' placements, as `CarouselView` does to draw.
  private mutating func readPlacements() {
    place(.left)
    place(.middle)
    place(.right)
  }

  private mutating func place(_ position: SlotPosition) {
    if let placement = carousel.placement(for: position) {
      sink += placement.frame.x + placement.transform.m41 + Double(placement.drawingOrder)
    }
  }

  private mutating func read(_ position: SlotPosition) {
    if let attributes = carousel.layoutAttributes(for: position) {
      sink += attributes.frameOrigin + attributes.transform.scale
    }
  }

  /// A move of the drag in progress that lands exactly one page further: one shift.
  private mutating func turn() throws(CarouselError) {
    step &+= 1
    tick(Self.eventInterval)
    try carousel.updateDragging(
      translation: Double(step) * pageLength, at: now)
    expectedItem = (expectedItem + 1) % count
  }

  /// A flick of 200 points over ten 120 Hz moves (2,400 points per second), the release, and
  /// every frame of the settle on the next item.
  private mutating func swipe() throws(CarouselError) {
    try carousel.beginDragging(at: now)
    for move in 1...Self.swipeMoves {
      tick(Self.frameInterval)
      try carousel.updateDragging(translation: Double(move) * Self.swipeMoveLength, at: now)
    }
    try carousel.endDragging(at: now)
    settle()
    expectedItem = (expectedItem + 1) % count
  }

  /// A scroll to the next item, and one frame at the end of its animation: it lands.
  private mutating func land() throws(CarouselError) {
    try carousel.scrollToNextItem(animated: true, at: now)
    tick(.seconds(1))
    carousel.advance(to: now)
    expectedItem = (expectedItem + 1) % count
  }

  /// A scroll to the item `jump` items ahead, and every frame until rest when animated.
  private mutating func scrollTo(animated: Bool) throws(CarouselError) {
    expectedItem = (expectedItem + jump) % count
    try carousel.scrollToItem(at: expectedItem, animated: animated, at: now)
    if animated { settle() }
  }

  /// Advances frame by frame until the carousel is at rest.
  private mutating func settle() {
    var frames = 0
    while carousel.phase == .settling {
      tick(Self.frameInterval)
      carousel.advance(to: now)
      frames += 1
      precondition(frames < 10_000, "Internal inconsistency: a settle outlasted 10,000 frames")
    }
  }

  /// Moves the host's clock on, as a host does: with `Duration`'s public `+=` (an
  /// out-of-line call of some 40 instructions, which every figure includes, as a host's own
  /// clock arithmetic would be).
  private mutating func tick(_ interval: Duration) {
    now += interval
  }

  /// Describes how the state differs from what the operations should have left, or returns
  /// `nil` when it is as expected.
  func mismatch() -> String? {
    let phase = carousel.phase
    let expectedPhase: CarouselPhase =
      switch benchCase {
      case .drag, .turn, .turnByIdentifier: .dragging
      case .frame, .hostFrame, .hostFrameWheel, .hostFrameSeconds, .hostFramePlacements: .settling
      case .swipe, .scrollTo, .scrollToAnimated, .reload, .mixed, .landing, .modelBare,
        .modelReask, .modelFakeData:
        .idle
      }
    if let modelItem {
      return modelItem == expectedItem
        ? nil : "\(benchCase.rawValue): the model shows \(modelItem), expected \(expectedItem)"
    }
    if !sink.isFinite { return "\(benchCase.rawValue): a layout attribute was not finite" }
    if phase != expectedPhase {
      return "\(benchCase.rawValue): the carousel is \(phase), expected \(expectedPhase)"
    }
    if carousel.currentIndex != expectedItem {
      return "\(benchCase.rawValue): the current item is "
        + "\(carousel.currentIndex.map(String.init) ?? "none"), expected \(expectedItem)"
    }
    return nil
  }
}
