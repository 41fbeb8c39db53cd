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
  /// A reload to a count at the top of `Int`'s range, or past 2⁵³.
  case reloadHuge(Int)
  /// A scroll to the item at `fraction` of the way through the items.
  case scrollFar(fraction: Double, animated: Bool)
  /// The data source fails the items at these offsets from the current item, from now on.
  case failItems([Int])
  /// The data source stops failing.
  case heal
  /// Autoplay with an interval at an end of its range.
  case autoplayExtreme(Duration)
  /// A jump of time by `seconds`, or to just past `Carousel.latestTime`.
  case advanceFar(seconds: Double?)
  /// The layout direction flipped, the lengths kept.
  case flip
  /// The next cell handed out asks for a reload of `count` items when it is recycled.
  case reloadFromReset(Int)
  /// The style set to `RandomOperation.styles[index]`.
  case style(Int)
  /// Reduce Motion switched on or off.
  case reducesMotion(Bool)
  /// A visibility threshold, valid or not.
  case visibilityThreshold(Double)
  /// The current geometry with the current item at the leading edge, or centred.
  case align(leading: Bool)
  /// The delegate detached and attached again, at once or from inside its next
  /// `didScrollToItem`: its events go on, without a repeat or a gap.
  case reattachDelegate(fromCallback: Bool)
  /// During the next operation, the delegate answers every `event` with `call`, which may
  /// post that event again: a loop that one outer call must survive.
  case callbackLoop(event: String, call: String)
  /// During the next operation, the delegate hands over to a second one at its first
  /// `event`, which hands back at its own first event: each must end with what it was told
  /// visible matching the screen.
  case handOver(event: String)
  /// The fling settings at their extremes: the most pages a fling travels (`nil`: no limit)
  /// and the flick threshold in points per second.
  case fling(pagesPerFling: Int?, threshold: Double)
  /// The delegate set to the first recorder or the second, between calls or from inside the
  /// next operation's first `event`, to stay: each must be told what is visible exactly,
  /// appear and disappear paired, whatever the interleaving.
  case setDelegate(second: Bool, fromCallback: String?)
  /// `pauseAutoplay(at:)` a moment after the runner's time.
  case pauseAt(dt: Double)
  /// `setOnScreen(_:at:)`.
  case onScreen(Bool)
  /// `rewinds` on or off.
  case rewinds(Bool)
  /// The data source's per-item autoplay intervals: every `stride`-th item gets `seconds`
  /// (`0` is an invalid interval); `nil` turns them off.
  case itemIntervals((stride: Int, seconds: Double)?)
  /// A pan recognizer's report, in view coordinates.
  case pan(PanGesturePhase, x: Double, y: Double)
  /// Item identity on or off in the data source.
  case identity(Bool)
  /// `reconfigureItems(at:)` for items at offsets from the current one.
  case reconfigure([Int])
  /// `prefetchDistance`.
  case prefetchDistance(Int)
  /// Items inserted (`amount > 0`) or removed at an offset from the current item, then a
  /// reload: by identity when it is on.
  case edit(offset: Int, amount: Int)
  /// `scrollWheel(delta:crossDelta:phase:at:)`, `dt` seconds on.
  case wheel(ScrollWheelPhase, delta: Double, cross: Double, dt: Double)
  /// `handleKey(_:at:)`, `dt` seconds on.
  case key(CarouselKey, dt: Double)
  /// `setFocusedItem(_:at:)` for the item at an offset from the current one, an index
  /// outside the items (`raw`), or `nil`.
  case focus(offset: Int?, raw: Int?)
  /// `setPointerInside(_:at:)`.
  case hover(Bool)
  /// The physics' release behaviour.
  case releaseBehavior(ReleaseBehavior)
  /// `startTicker(speed:resumeDelay:at:)` at a speed, or `stopTicker()`.
  case ticker(Double?)

  /// The events and calls `.callbackLoop` picks from.
  static let loopEvents = [
    "willSettleOnItem", "didSettleOnItem", "didScroll", "willDisplay", "didEndDisplaying",
    "itemDidAppear", "itemDidDisappear",
  ]
  static let loopCalls = ["reload", "advance", "drag", "next", "current"]

  /// The styles `.style` picks from: every built-in style, one with parameters, and a host's.
  static let styles: [any CarouselStyle] =
    BuiltInStyle.allCases.map(\.style) + [
      .wheel(centered: true, angularSpacing: -0.7, radiusFactor: 4), HostStyle(),
    ]

  /// A style of the host's own, which the carousel calls through the protocol.
  struct HostStyle: CarouselStyle {
    func transform(forProgress progress: Double, in geometry: CarouselGeometry) -> SlotTransform {
      SlotTransform(alpha: 1 / (1 + abs(progress)), translation: -0.1 * progress)
    }
  }

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
    case .reloadHuge(let count): "reload \(count)"
    case .scrollFar(let fraction, let animated):
      "# goto the item \(fraction) of the way" + (animated ? "" : " instant")
    case .failItems(let offsets): "# the data source fails the items at \(offsets) from current"
    case .heal: "# the data source stops failing"
    case .autoplayExtreme(let interval): "# autoplay every \(interval)"
    case .advanceFar(let seconds?): "wait \(seconds)"
    case .advanceFar(nil): "# advance to just past Carousel.latestTime"
    case .flip: "# flip the layout direction"
    case .reloadFromReset(let count): "# reload \(count) when the next cell is recycled"
    case .style(let index): "# style \(type(of: Self.styles[index]))"
    case .reducesMotion(let on): on ? "motion reduced" : "motion full"
    case .visibilityThreshold(let fraction): "# visibility threshold \(fraction)"
    case .align(let leading): leading ? "align leading" : "align center"
    case .reattachDelegate(let fromCallback):
      "# the delegate detached and attached again" + (fromCallback ? " from a callback" : "")
    case .callbackLoop(let event, let call):
      "# during the next command, the delegate answers every \(event) with \(call)"
    case .handOver(let event):
      "# during the next command, the delegate hands over at \(event) to another and back"
    case .setDelegate(let second, let event):
      "# the delegate set to the \(second ? "second" : "first") recorder"
        + (event.map { " from the next command's \($0)" } ?? "")
    case .pauseAt(let dt): "# pauseAutoplay(at:) \(dt) s on"
    case .onScreen(let on): "# setOnScreen(\(on))"
    case .rewinds(let on): "# rewinds = \(on)"
    case .itemIntervals(let rule?):
      "# every \(rule.stride)th item autoplays for \(rule.seconds) s"
    case .itemIntervals(nil): "# no per-item autoplay intervals"
    case .pan(let phase, let x, let y): "# pan \(phase) at (\(x), \(y))"
    case .identity(let on): on ? "identity on" : "identity off"
    case .reconfigure(let offsets): "# reconfigure the items at \(offsets) from the current one"
    case .prefetchDistance(let distance): "# prefetch distance \(distance)"
    case .edit(let offset, let amount):
      amount > 0
        ? "# insert \(amount) items \(offset) from the current one"
        : "# delete \(-amount) items \(offset) from the current one"
    case .wheel(let phase, let delta, let cross, let dt):
      "# wheel \(phase) \(delta) across \(cross), \(dt) s on"
    case .key(let key, _): "# key \(key)"
    case .focus(let offset?, _): "# focus the item \(offset) from the current one"
    case .focus(nil, let raw?): "# focus item \(raw)"
    case .focus(nil, nil): "focus none"
    case .hover(let on): on ? "hover on" : "hover off"
    case .releaseBehavior(let behavior): "# release \(behavior)"
    case .fling(let pages, let threshold):
      "# pagesPerFling \(pages.map(String.init) ?? "nil"), flickVelocityThreshold \(threshold)"
    case .ticker(let speed?): "ticker \(speed)"
    case .ticker(nil): "ticker off"
    }
  }

  static func random(using g: inout SplitMix64) -> RandomOperation {
    func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &g)] }
    let wild: [Double] = [0, .nan, .infinity, -.infinity, 1e300, -1e300, 1e12, -5e9]
    switch Int.random(in: 0..<110, using: &g) {
    case 0..<10: return .begin(dt: pick([0, 0.01, 0.2]))
    case 10..<35:
      return .move(pages: Double.random(in: -2.5...2.5, using: &g), dt: pick([0, 0.016, 0.1]))
    case 35..<37: return .moveRaw(pick(wild))
    case 37..<45:
      let velocity: Double? = pick([
        nil, 0, 0.5, -0.5, 3, -3, 40, -40, .nan, .infinity, 1e300, 1e-20, -1e-300,
        .leastNonzeroMagnitude,
      ])
      return .end(velocity: velocity, dt: pick([0, 0.016]))
    case 45..<48: return .tap(point: pick([-5, 0, 50, 160, 300, 400, 1000, .nan]))
    case 48..<60: return .advance(dt: pick([0.001, 0.016, 0.05, 0.3, 1, 3.5, 10]))
    case 60..<61:
      return Bool.random(using: &g)
        ? .identity(Int.random(in: 0..<4, using: &g) > 0)
        : .reconfigure(pick([[0], [1, -1], [0, 2, 7], [-9]]))
    case 61..<62:
      return .edit(offset: Int.random(in: -3...3, using: &g), amount: pick([1, 2, 5, -1, -2, -5]))
    case 62..<63: return .advanceFar(seconds: pick([nil, 1e6, 3e8, 86_400 * 7]))
    case 63..<64:
      return .reloadHuge(pick([.max, .max - 1, (1 << 53) + 3, (1 << 62) + 1, 1 << 40]))
    case 64..<65:
      return .scrollFar(
        fraction: pick([0.25, 0.5, 0.999_999, 1.0 / 3]), animated: Bool.random(using: &g))
    case 65..<66:
      return Bool.random(using: &g)
        ? .failItems(pick([[1], [-1], [1, -1], [2], [0], [3, -3, 5]])) : .heal
    case 66..<67: return .advanceBackward
    case 67..<71: return .reload(Int.random(in: 0...6, using: &g))
    case 71..<73: return .reloadFromDelegate(Int.random(in: 0...6, using: &g))
    case 73..<74: return .reloadFromDataSource(Int.random(in: 0...6, using: &g))
    case 74..<75: return .reloadFromReset(Int.random(in: 0...6, using: &g))
    case 75..<77:
      let viewport = pick([
        0, -3, 120, 320, 375, 500, Double.nan, 1e12, 1e13, .greatestFiniteMagnitude,
      ])
      let item: Double = pick([0, 100, 240, 300, 320, 375, 600, 1e12])
      return .geometry(viewport: viewport, item: item, spacing: pick([0.0, 10, 40, -1, 1e12]))
    case 77..<78:
      switch Int.random(in: 0..<6, using: &g) {
      case 4:
        return Bool.random(using: &g)
          ? .rewinds(Bool.random(using: &g)) : .prefetchDistance(pick([-1, 0, 1, 2, 4, 40]))
      case 5:
        return .itemIntervals(
          Bool.random(using: &g)
            ? (stride: Int.random(in: 1...3, using: &g), seconds: pick([0, 0.2, 1, 7])) : nil)
      case 0: return .align(leading: Bool.random(using: &g))
      case 1: return .reattachDelegate(fromCallback: Bool.random(using: &g))
      case 2: return .callbackLoop(event: pick(loopEvents), call: pick(loopCalls))
      case 3:
        return Bool.random(using: &g)
          ? .handOver(event: pick(loopEvents))
          : .setDelegate(
            second: Bool.random(using: &g),
            fromCallback: Bool.random(using: &g) ? pick(loopEvents) : nil)
      default: break
      }
      return Bool.random(using: &g)
        ? .flip
        : .autoplayExtreme(
          pick([
            Carousel.longestInterval, Carousel.longestInterval + .nanoseconds(1), .nanoseconds(1),
          ]))
    case 78..<85:
      return .scrollTo(Int.random(in: -1...7, using: &g), animated: Bool.random(using: &g))
    case 85..<88: return .next
    case 88..<90: return .previous
    case 90..<93: return .autoplay(pick([nil, 0, 0.5, 1, 3]))
    case 93..<94: return Bool.random(using: &g) ? .pause : .pauseAt(dt: pick([0, 0.1, 2]))
    case 94..<95: return .onScreen(Bool.random(using: &g))
    case 95..<96: return .resume
    case 96..<97:
      let phase = pick(PanGesturePhase.allCases)
      return .pan(phase, x: pick([0, -40, -200, 150, 700, .nan]), y: pick([0, -30, 90]))
    case 97..<98: return .wraps(Bool.random(using: &g))
    case 98..<99: return .reducesMotion(Bool.random(using: &g))
    case 100..<105:
      let phase = pick(ScrollWheelPhase.allCases)
      let delta = pick([0, 3, -3, 40, -40, 150, -320, 1e9, .nan])
      let cross = pick([0, 0, 0, 2, -50, .infinity])
      return .wheel(phase, delta: delta, cross: cross, dt: pick([0, 0.008, 0.016, 0.2]))
    case 105..<107:
      return .key(pick(CarouselKey.allCases), dt: pick([0, 0.03, 0.3]))
    case 107:
      switch Int.random(in: 0..<4, using: &g) {
      case 0: return .focus(offset: nil, raw: pick([nil, -1, 99, Int.max]))
      case 1: return .hover(Bool.random(using: &g))
      default: return .focus(offset: Int.random(in: -3...3, using: &g), raw: nil)
      }
    case 108:
      return Bool.random(using: &g)
        ? .releaseBehavior(pick(ReleaseBehavior.allCases))
        : .fling(pagesPerFling: pick([nil, 1, 2, 5, Int.max]), threshold: pick([0, 300, 1e9]))
    case 109: return .ticker(pick([nil, nil, 40, -90, 1000, 0, .nan, 1e9, 1e308, -1e-300]))
    default:
      return Bool.random(using: &g)
        ? .style(Int.random(in: 0..<styles.count, using: &g))
        : .visibilityThreshold(pick([0, 0.25, 0.5, 0.999, 1, -0.1, .nan, 1.5]))
    }
  }
}

/// What a host can see of a carousel, to check that a failed call changed nothing.
struct ObservableState: Equatable {
  var items: [Int?]
  var cells: [ObjectIdentifier?]
  var current: Int?
  var count: Int
  var position: Double
  var phase: CarouselPhase
  var wraps: Bool
  var geometry: CarouselGeometry
  var physics: ScrollPhysics
  var time: Duration
  var autoplayInterval: Duration?
  var autoplayRunning: Bool
  var targetIndex: Int?
  var visibilityThreshold: Double
  var reducesMotion: Bool
  var isOnScreen: Bool
  var autoplayTimeRemaining: Duration?
  var focusedItem: Int?
  var isPointerInside: Bool
  var tickerSpeed: Double?

  init(_ carousel: Carousel) {
    items = SlotPosition.allCases.map { carousel.slot($0)?.item }
    cells = SlotPosition.allCases.map { carousel.slot($0).map { ObjectIdentifier($0.cell) } }
    current = carousel.currentIndex
    count = carousel.numberOfItems
    position = carousel.pagePosition
    phase = carousel.phase
    wraps = carousel.wraps
    geometry = carousel.geometry
    physics = carousel.physics
    time = carousel.currentTime
    autoplayInterval = carousel.autoplayInterval
    autoplayRunning = carousel.isAutoplayRunning
    targetIndex = carousel.targetIndex
    visibilityThreshold = carousel.visibilityThreshold
    reducesMotion = carousel.reducesMotion
    isOnScreen = carousel.isOnScreen
    autoplayTimeRemaining = carousel.autoplayTimeRemaining
    focusedItem = carousel.focusedItem
    isPointerInside = carousel.isPointerInside
    tickerSpeed = carousel.tickerSpeed
  }
}

/// Runs operations on a fresh carousel and checks every invariant after each one.
///
/// Besides the invariants it checks that a call that threw changed nothing a host can see
/// (unless host code asked for a reload during it), that a move with one page turn made one
/// cell request, that the delegate's `willDisplay` and `didEndDisplaying` match the slots,
/// and that one `advance(to:)` did bounded work.
final class RandomRunner {
  let carousel = Carousel()
  let dataSource = RecordingDataSource(count: 5)
  let delegate = RecordingDelegate()
  /// The delegate that `.handOver` hands over to for a moment.
  let second = RecordingDelegate()
  var now: Duration = .zero
  var translation = 0.0
  /// The translation last passed to `updateDragging`.
  var sentTranslation = 0.0
  /// Whether the layout direction flipped during the drag in progress (the translation sent
  /// so far then means the other way).
  var flippedDuringDrag = false
  var pendingDelegateReload: Int?
  /// Whether the delegate detaches and attaches itself again at its next `didScrollToItem`.
  var pendingReattach = false
  /// Whether host code made a call back into the carousel (a reload, a scroll, a move)
  /// during the operation in progress.
  var calledBack = false
  /// The call a delegate callback makes at every event of a kind, during the next operation
  /// only: an attack that loops (`Carousel.callsPerDelivery` must bound it).
  var armedLoop: (event: String, call: String)?
  /// The most cell requests one `advance(to:)` may make: a settle's last shifts, a landing,
  /// a restored side, one autoplay step and its shifts.
  static let requestsPerAdvance = 16
  /// The x translation a pan began at (its moves are measured from there).
  var panOrigin = 0.0
  /// Whether another delegate heard some events (prefetches go to whoever listens).
  var delegateSwapped = false
  /// Whether the last reload the runner made with identities threw: the carousel keeps the
  /// numbers of the data before, and a later call that asks the data source meets items
  /// renumbered without a word (an index-based listener cannot follow them).
  var reloadByIdentityFailed = false
  /// What the delegates heard during the operation in progress, in order.
  let delivered = DeliveryLog()
  /// What the carousel published during it, as its event streams see it.
  var published: [CarouselEvent] = []

  init() {
    RecordingDataSource.register(in: carousel)
    carousel.dataSource = dataSource
    carousel.delegate = delegate
    second.owner = delegate
    dataSource.onCellRequest = { [unowned self] item in delegate.cellRequested(item) }
    delegate.log = delivered
    second.log = delivered
    carousel.observeEvents(by: ObjectIdentifier(self)) { [unowned self] event in
      published.append(event)
    }
    // A reload to no items ends a settle without didSettle (documented): the settle
    // announced until then is over.
    dataSource.onNumberOfItems = { [unowned delegate, unowned second, unowned dataSource] count in
      if count == 0 {
        delegate.reloadsToZero += 1
        second.reloadsToZero += 1
      }
      if dataSource.identities != nil { delegate.prefetchesRenumbered = true }
    }
    for listener in [delegate, second] {
      // The identity the carousel knows the item by: its cell's identifier.
      // (An item that scrolled out of the slots: the data source's.)
      listener.identityOf = { [unowned carousel, unowned dataSource] index in
        if let shown = carousel.slots.first(where: { $0.item == index }) {
          return shown.cell.itemIdentifier as? Int
        }
        guard let identities = dataSource.identities, identities.indices.contains(index) else {
          return nil
        }
        return identities[index]
      }
      listener.dataIdentityOf = { [unowned dataSource] index in
        guard let identities = dataSource.identities, identities.indices.contains(index) else {
          return nil
        }
        return identities[index]
      }
      listener.identityExists = { [unowned dataSource] identity in
        dataSource.indexOfIdentity[identity] != nil
      }
    }
    try? carousel.reloadData()
    delegate.onEvent = { [unowned self] carousel, event in
      loopCall(carousel, event)
    }
    delegate.onScrollToItem = { [unowned self] carousel, _ in
      if pendingReattach {
        pendingReattach = false
        reattachDelegate()
      }
      if let count = pendingDelegateReload {
        pendingDelegateReload = nil
        calledBack = true
        dataSource.count = count
        try? carousel.reloadData()
      }
    }
  }

  /// The loop an operation runs under: `armedLoop`, taken for one operation.
  private var activeLoop: (event: String, call: String)?

  /// Makes the call of the active loop, if `event` is its event.
  private func loopCall(_ carousel: Carousel, _ event: String) {
    guard let loop = activeLoop, loop.event == event else { return }
    calledBack = true
    let time = carousel.currentTime
    switch loop.call {
    case "delegate:first", "delegate:second":
      activeLoop = nil
      assignDelegate(loop.call == "delegate:second" ? second : delegate)
    case "handOver":
      activeLoop = nil
      assignDelegate(second)
      second.onEvent = { [unowned self, unowned second] _, _ in
        second.onEvent = nil
        assignDelegate(delegate)
      }
    case "reload": try? carousel.reloadData()
    case "advance": carousel.advance(to: time + .milliseconds(300))
    case "drag": try? carousel.updateDragging(translation: sentTranslation + 1, at: time)
    case "next": try? carousel.scrollToNextItem(at: time)
    default: try? carousel.scrollToItem(at: carousel.currentIndex ?? 0, at: time)
    }
  }

  /// Detaches the delegate, sets another object for a moment, and attaches it again before
  /// anything is delivered: a new listener for the carousel, which tells it what is true
  /// from nothing.
  private func reattachDelegate() {
    let other = RecordingDelegate()
    carousel.delegate = nil
    carousel.delegate = other
    assignDelegate(delegate)
  }

  /// Makes `recorder` the delegate; one that was not is a new listener, which starts from
  /// nothing.
  private func assignDelegate(_ recorder: RecordingDelegate) {
    if carousel.delegate !== recorder {
      recorder.startAfresh()
      delegateChanges += 1
      delegate.missesCellEvents = true
    }
    carousel.delegate = recorder
  }

  /// How many times a recorder became the delegate.
  private var delegateChanges = 0
  /// ``delegateChanges`` at the last check of the cells displayed.
  private var delegateChangesChecked = 0

  private func later(_ seconds: Double) -> Duration {
    now += .milliseconds(Int64((seconds * 1000).rounded()))
    return now
  }

  /// Performs one operation; returns a description of the first broken invariant, if any.
  func perform(_ operation: RandomOperation) -> String? {
    delegate.reloadsToZeroBeforeOperation = delegate.reloadsToZero
    activeLoop = armedLoop
    armedLoop = nil
    defer {
      if activeLoop != nil {
        activeLoop = nil
        // A loop's advance(to:) may have moved the carousel's time past the runner's.
        now = max(now, carousel.currentTime)
      }
    }
    let pageLength = carousel.geometry.pageLength
    switch operation {
    case .scrollTo, .scrollFar, .next, .previous, .tap, .focus, .key, .wheel:
      // These calls move time to `now` first, and keep that when a cell request fails (as
      // documented); moving it beforehand lets the check below compare everything else.
      switch operation {
      case .key(_, let dt), .wheel(_, _, _, let dt): _ = later(dt)
      default: break
      }
      carousel.advance(to: now)
      if let problem = check() { return problem }
    default: break
    }
    let before = ObservableState(carousel)
    let changesBefore = delegateChanges
    let requestsBefore = dataSource.requests.count
    let sentBefore = sentTranslation
    let plainSides =
      carousel.state.core.strip.targetSide == nil

    calledBack = false
    published.removeAll(keepingCapacity: true)
    delivered.events.removeAll(keepingCapacity: true)
    let deliveredBefore = delegate.deliveredCount
    var threw = false
    func attempt(_ body: () throws(CarouselError) -> Void) {
      do { try body() } catch { threw = true }
    }
    switch operation {
    case .begin(let dt):
      translation = 0
      // A finger takes a trackpad's drag over, measured from where the content is: a fresh
      // drag, as after a touch-down at rest.
      if carousel.phase != .dragging || carousel.state.core.wheelDrags {
        sentTranslation = 0
        flippedDuringDrag = false
      }
      attempt { () throws(CarouselError) in try carousel.beginDragging(at: later(dt)) }
    case .move(let pages, let dt):
      translation += pages * pageLength
      sentTranslation = translation
      attempt { () throws(CarouselError) in
        try carousel.updateDragging(translation: translation, at: later(dt))
      }
    case .moveRaw(let value):
      sentTranslation = value
      attempt { () throws(CarouselError) in try carousel.updateDragging(translation: value, at: now)
      }
    case .end(let velocity, let dt):
      attempt { () throws(CarouselError) in
        try carousel.endDragging(at: later(dt), velocity: velocity.map { $0 * pageLength })
      }
    case .tap(let point):
      attempt { () throws(CarouselError) in _ = try carousel.selectItem(atPoint: point, at: now) }
    case .advance(let dt):
      carousel.advance(to: later(dt))
    case .advanceFar(let seconds?):
      carousel.advance(to: later(seconds))
    case .advanceFar(nil):
      carousel.advance(to: Carousel.latestTime + .nanoseconds(1))
    case .advanceBackward:
      carousel.advance(to: now - .seconds(1))
    case .reload(let count), .reloadHuge(let count):
      dataSource.count = count
      attempt { () throws(CarouselError) in try carousel.reloadData() }
      reloadByIdentityFailed = threw && dataSource.identities != nil
    case .reloadFromDelegate(let count):
      pendingDelegateReload = count
    case .reloadFromDataSource(let count):
      dataSource.onRequest = { [unowned self] carousel, _ in
        dataSource.onRequest = nil
        calledBack = true
        dataSource.count = count
        try? carousel.reloadData()
      }
    case .reloadFromReset(let count):
      dataSource.onNextCellReset = { [unowned self] in
        calledBack = true
        dataSource.count = count
        try? carousel.reloadData()
      }
    case .geometry(let viewport, let item, let spacing):
      if let geometry = try? CarouselGeometry(
        viewportLength: viewport, itemLength: item, spacing: spacing,
        layoutDirection: carousel.geometry.layoutDirection, alignment: carousel.geometry.alignment)
      {
        attempt { () throws(CarouselError) in try carousel.setGeometry(geometry) }
      }
    case .align(let leading):
      let old = carousel.geometry
      if let geometry = try? CarouselGeometry(
        viewportLength: old.viewportLength, itemLength: old.itemLength, spacing: old.spacing,
        layoutDirection: old.layoutDirection, alignment: leading ? .leading : .center)
      {
        attempt { () throws(CarouselError) in try carousel.setGeometry(geometry) }
      }
    case .flip:
      if carousel.phase == .dragging { flippedDuringDrag = true }
      let old = carousel.geometry
      if let geometry = try? CarouselGeometry(
        viewportLength: old.viewportLength, itemLength: old.itemLength, spacing: old.spacing,
        layoutDirection: old.layoutDirection == .leftToRight ? .rightToLeft : .leftToRight,
        alignment: old.alignment)
      {
        attempt { () throws(CarouselError) in try carousel.setGeometry(geometry) }
      }
    case .scrollTo(let index, let animated):
      attempt { () throws(CarouselError) in
        try carousel.scrollToItem(at: index, animated: animated, at: now)
      }
    case .scrollFar(let fraction, let animated):
      let index = Int(Double(max(carousel.numberOfItems - 1, 0)) * fraction)
      attempt { () throws(CarouselError) in
        try carousel.scrollToItem(at: index, animated: animated, at: now)
      }
    case .next:
      attempt { () throws(CarouselError) in try carousel.scrollToNextItem(at: now) }
    case .previous:
      attempt { () throws(CarouselError) in try carousel.scrollToPreviousItem(at: now) }
    case .autoplay(let seconds?):
      attempt { () throws(CarouselError) in
        try carousel.startAutoplay(interval: .milliseconds(Int64(seconds * 1000)), at: now)
      }
    case .autoplayExtreme(let interval):
      attempt { () throws(CarouselError) in try carousel.startAutoplay(interval: interval, at: now)
      }
    case .autoplay(nil):
      carousel.stopAutoplay()
    case .pause:
      carousel.pauseAutoplay()
    case .resume:
      attempt { () throws(CarouselError) in try carousel.resumeAutoplay(at: now) }
    case .pauseAt(let dt):
      attempt { () throws(CarouselError) in try carousel.pauseAutoplay(at: later(dt)) }
    case .onScreen(let on):
      attempt { () throws(CarouselError) in try carousel.setOnScreen(on, at: now) }
    case .rewinds(let on):
      carousel.rewinds = on
    case .itemIntervals(let rule):
      dataSource.autoplayIntervals = rule.map { rule in
        { $0 % rule.stride == 0 ? .milliseconds(Int64(rule.seconds * 1000)) : nil }
      }
    case .identity(let on):
      dataSource.setIdentity(on)
    case .prefetchDistance(let distance):
      carousel.prefetchDistance = distance
      if carousel.prefetchDistance != min(max(distance, 0), 16) {
        return "prefetchDistance \(distance) became \(carousel.prefetchDistance)"
      }
    case .reconfigure(let offsets):
      let current = carousel.currentIndex ?? 0
      let cells = SlotPosition.allCases.map { carousel.slot($0).map { ObjectIdentifier($0.cell) } }
      let renumbered = SlotPosition.allCases.contains { position in
        carousel.slot(position).map {
          dataSource.itemOfCell[ObjectIdentifier($0.cell)] != $0.item
        } ?? false
      }
      attempt { () throws(CarouselError) in
        // Wrapping past Int.max gives a negative index, which the carousel must refuse.
        try carousel.reconfigureItems(at: offsets.map { current &+ $0 })
      }
      // The test source gives each item number the same kind of cell every time: unless a
      // reload by identity renumbered a cell (its number's kind may differ), nothing moves.
      let after = SlotPosition.allCases.map { carousel.slot($0).map { ObjectIdentifier($0.cell) } }
      if !calledBack, !renumbered, after != cells {
        return "reconfigureItems(at:) changed the cells"
      }
    case .edit(let offset, let amount):
      let current = carousel.currentIndex ?? 0
      // What the reload must keep: the item nearest the centre, or a survivor on screen, by
      // the identifiers its cells were made with (cells made without identity have none).
      func identity(_ position: SlotPosition) -> Int? {
        carousel.slot(position).flatMap { dataSource.identityOfCell[ObjectIdentifier($0.cell)] }
      }
      // The side toward the position past half a page (with two items both sides show the
      // other item: only the one the viewport is over is nearest).
      let position = carousel.pagePosition
      let side: SlotPosition = position > 0.5 ? .right : position < -0.5 ? .left : .middle
      let nearestSlot: SlotPosition? =
        carousel.numberOfItems == 0 ? nil : carousel.slot(side) != nil ? side : .middle
      let nearest = nearestSlot.flatMap(identity)
      let onScreen = SlotPosition.allCases.compactMap(identity)
      // A settle goes on toward its item: the identity of the slot it is heading to.
      let wasSettling = carousel.phase == .settling
      // (With two items both sides show the other one: the slot the settle heads to.)
      let headingSlot =
        carousel.state.core.headingSlot
        ?? SlotPosition.allCases.first { carousel.slot($0)?.item == carousel.targetIndex }
      let heading = headingSlot.flatMap(identity)
      if amount > 0 {
        dataSource.insert(amount, at: current &+ offset)
      } else {
        dataSource.remove(-amount, at: current &+ offset)
      }
      attempt { () throws(CarouselError) in try carousel.reloadData() }
      reloadByIdentityFailed = threw && dataSource.identities != nil
      // A kept cell now shows its item under a new number; a test cell learns it, so that
      // later display events are checked against it (`handedOut` checks the identity).
      for position in SlotPosition.allCases {
        if let slot = carousel.slot(position), let cell = slot.cell as? TestCell,
          cell.item != nil
        {
          cell.item = slot.item
        }
      }
      // The reload re-bases on the item nearest the centre: it becomes the current one (the
      // position may then lie past half a page, if a missing neighbour came back).
      // (Unless a cell the way there could not be made: the settle then turns to the nearest
      // slot, as documented, and the delegate hears of the failure.)
      if !threw, !calledBack, wasSettling, dataSource.failingItems.isEmpty,
        let ids = dataSource.identities, let heading,
        ids.contains(heading), let target = carousel.targetIndex, ids[safe: target] != heading
      {
        return
          "a reload by identity turned the settle from \(heading) to \(ids[safe: target] ?? -1)"
      }
      if !threw, !calledBack, !wasSettling, let ids = dataSource.identities, let nearest,
        let current = carousel.currentIndex
      {
        let now = ids[safe: current]
        if ids.contains(nearest), now != nearest {
          return
            "a reload by identity moved the item nearest the centre: \(nearest) to \(now ?? -1)"
        }
        if !ids.contains(nearest), onScreen.contains(where: ids.contains),
          let now, !onScreen.contains(now)
        {
          return "the item nearest the centre was removed, but \(now) is no survivor on screen"
        }
      }
    case .pan(let phase, let x, let y):
      // (A pan takes a trackpad's drag over, as a finger does.)
      let wasDragging = carousel.phase == .dragging && !carousel.state.core.wheelDrags
      attempt { () throws(CarouselError) in
        try carousel.pan(
          phase, translationX: x, translationY: y, velocityX: -3 * x, velocityY: y, at: now)
      }
      // A pan that began a drag measures from where it began, as `begin` does: the moves
      // that follow count from zero. (Its own moves are the negated x from that origin.)
      if phase == .began, !wasDragging, !threw {
        // The carousel measures the pan's later reports from here, whether a drag began or
        // not (with no items none does).
        panOrigin = x
        if carousel.phase == .dragging {
          translation = 0
          sentTranslation = 0
          flippedDuringDrag = false
        }
      } else if phase == .changed || phase == .ended, x.isFinite, y.isFinite {
        sentTranslation = panOrigin - x
        translation = sentTranslation
      }
    case .wraps(let on):
      attempt { () throws(CarouselError) in try carousel.setWraps(on) }
    case .reducesMotion(let on):
      carousel.reducesMotion = on
    case .reattachDelegate(let fromCallback):
      delegateSwapped = true
      if fromCallback { pendingReattach = true } else { reattachDelegate() }
    case .callbackLoop(let event, let call):
      armedLoop = (event, call)
      return check()
    case .handOver(let event):
      delegateSwapped = true
      armedLoop = (event, "handOver")
      return check()
    case .setDelegate(let toSecond, let event):
      delegateSwapped = true
      if let event {
        armedLoop = (event, toSecond ? "delegate:second" : "delegate:first")
        return check()
      }
      assignDelegate(toSecond ? second : delegate)
    case .visibilityThreshold(let fraction):
      attempt { () throws(CarouselError) in try carousel.setVisibilityThreshold(fraction) }
    case .style(let index):
      let style = RandomOperation.styles[index]
      carousel.style = style
      for position in SlotPosition.allCases {
        guard let attributes = carousel.layoutAttributes(for: position) else { continue }
        let expected = style.transform(forProgress: attributes.progress, in: carousel.geometry)
        if attributes.transform != expected {
          return "the \(position) slot's transform is not \(type(of: style))'s"
        }
      }
    case .failItems(let offsets):
      let count = carousel.numberOfItems
      if let current = carousel.currentIndex, count > 0 {
        dataSource.failingItems = Set(
          offsets.map { ItemRing.wrapped(current, plus: $0 % count, count: count) })
      }
    case .heal:
      dataSource.failingItems = []
    case .wheel(let phase, let delta, let cross, _):
      var consumed = false
      attempt { () throws(CarouselError) in
        consumed = try carousel.scrollWheel(
          delta: delta, crossDelta: cross, phase: phase, at: now)
      }
      // The trackpad moves the drag by its own translation: the runner's count of the
      // finger's no longer applies to this drag.
      if carousel.phase == .dragging { flippedDuringDrag = true }
      if phase == .discrete, abs(cross) > abs(delta), consumed {
        return "a mostly cross-axis notch was consumed"
      }
    case .key(let key, _):
      var consumed = false
      let geometry = carousel.geometry
      attempt { () throws(CarouselError) in consumed = try carousel.handleKey(key, at: now) }
      let across: Set<CarouselKey> =
        geometry.orientation == .horizontal ? [.up, .down] : [.left, .right]
      if across.contains(key), consumed { return "the cross-axis key \(key) was consumed" }
      if key == .home || key == .end, carousel.wraps, consumed {
        return "\(key) was consumed by a wrapping carousel"
      }
    case .focus(let offset, let raw):
      var index = raw
      if let offset, let current = carousel.currentIndex, carousel.numberOfItems > 0 {
        index = ItemRing.wrapped(
          current, plus: offset % carousel.numberOfItems, count: carousel.numberOfItems)
      }
      attempt { () throws(CarouselError) in try carousel.setFocusedItem(index, at: now) }
      if !threw, !calledBack, carousel.focusedItem != index {
        return
          "focus is \(String(describing: carousel.focusedItem)), not \(String(describing: index))"
      }
    case .hover(let inside):
      attempt { () throws(CarouselError) in try carousel.setPointerInside(inside, at: now) }
      if carousel.isPointerInside != inside, !threw, !calledBack { return "hover did not take" }
    case .releaseBehavior(let behavior):
      var physics = carousel.physics
      physics.releaseBehavior = behavior
      attempt { () throws(CarouselError) in try carousel.setPhysics(physics) }
    case .fling(let pages, let threshold):
      var physics = carousel.physics
      physics.pagesPerFling = pages
      physics.flickVelocityThreshold = threshold
      attempt { () throws(CarouselError) in try carousel.setPhysics(physics) }
    case .ticker(let speed?):
      attempt { () throws(CarouselError) in try carousel.startTicker(speed: speed, at: now) }
      if !threw, !calledBack, carousel.tickerSpeed != speed {
        return "the ticker speed is not \(speed)"
      }
    case .ticker(nil):
      attempt { () throws(CarouselError) in try carousel.stopTicker() }
      if !threw, !calledBack, carousel.tickerSpeed != nil { return "the ticker did not stop" }
    }
    let requests = dataSource.requests.count - requestsBefore
    if threw, !calledBack, ObservableState(carousel) != before {
      return "\(operation) threw, but changed what a host sees"
    }
    // Each listener hears its own differences of what is true (a delegate handed the role
    // hears what is on screen, the observer does not): the events that happened are the same,
    // but for those posted before a delegate set during the call, which it does not hear.
    let happened = published.filter(\.happened)
    let heard = delivered.events.filter(\.happened)
    if delegateChanges == changesBefore ? heard != happened : !heard.isSubsequence(of: happened) {
      return "the event stream heard \(published), the delegates \(delivered.events)"
    }
    if threw, !calledBack, delegate.deliveredCount != deliveredBefore {
      return "\(operation) threw, but delivered \(delegate.deliveredCount - deliveredBefore) events"
    }
    if case .move = operation, plainSides, !calledBack, !flippedDuringDrag,
      dataSource.failingItems.isEmpty, carousel.wraps,
      abs(sentTranslation - sentBefore) < 1.5 * pageLength,
      carousel.numberOfItems >= 5, let old = before.current, let new = carousel.currentIndex,
      abs(before.position) < 1, abs(carousel.pagePosition) < 1,
      new == ItemRing.wrapped(old, plus: 1, count: carousel.numberOfItems)
        || new == ItemRing.wrapped(old, plus: -1, count: carousel.numberOfItems),
      requests != 1
    {
      return "a move with one page turn made \(requests) cell requests"
    }
    switch operation {
    case .advance, .advanceFar:
      // Calls from callbacks are bounded by `Carousel.callsPerDelivery` instead.
      if requests > Self.requestsPerAdvance * (calledBack ? Carousel.callsPerDelivery + 1 : 1) {
        return "one advance(to:) made \(requests) cell requests"
      }
    default: break
    }
    return check()
  }

  /// A part of the viewport outside the three slots (spacing between them aside), which a
  /// looping carousel of three items or more must never show while the position is within
  /// the shift threshold (beyond it, after a reload in the middle of a one-item rubber band,
  /// the next move shifts).
  func gapOnScreen() -> String? {
    guard carousel.wraps, carousel.numberOfItems >= 3, dataSource.failingItems.isEmpty,
      abs(carousel.pagePosition) <= carousel.geometry.shiftThreshold
    else { return nil }
    let frames = SlotPosition.allCases.compactMap { carousel.layoutAttributes(for: $0) }
    guard frames.count == 3 else { return nil }
    let viewport = carousel.geometry.viewportLength
    let low = frames.map(\.frameOrigin).min() ?? 0
    let high = frames.map { $0.frameOrigin + $0.frameLength }.max() ?? 0
    let slack = 1e-6 * max(viewport, carousel.geometry.pageLength)
    guard low > slack || high < viewport - slack else { return nil }
    return "the slots cover \(low)...\(high) of a viewport 0...\(viewport): a gap shows"
  }

  /// The items told visible against those whose drawn cells show more than nothing (or at
  /// least the threshold) of themselves, read from the placements; with the plain style the
  /// placements' fractions are checked against the flat frames, worked out here.
  func visibilityMismatch() -> String? {
    var onScreen: Set<Int> = []
    let viewport = carousel.geometry.viewportLength
    let threshold = carousel.visibilityThreshold
    for position in SlotPosition.allCases {
      guard let placement = carousel.placement(for: position),
        let a = carousel.layoutAttributes(for: position)
      else { continue }
      let fraction = placement.visibleFraction
      if carousel.style is PlainStyle {
        let shown = max(0, min(a.frameOrigin + a.frameLength, viewport) - max(a.frameOrigin, 0))
        // Both sides round the frame's edges where they lie: a frame 10¹² points into a
        // viewport of 10¹² points has edges an ulp of 10⁻⁴ apart (its area cut by the polygon's
        // corners, whose products reach its length times 10¹²), so the tolerance grows with
        // the coordinates, over the frame's length.
        let scale = max(abs(a.frameOrigin), abs(a.frameOrigin + a.frameLength), viewport)
        let tolerance = 1e-9 + 64 * scale * Double.ulpOfOne / a.frameLength
        if abs(shown / a.frameLength - fraction) > tolerance {
          return "the \(position) slot shows \(shown / a.frameLength) flat, \(fraction) drawn"
        }
      }
      // Within a rounding of the threshold the two sides may disagree: no verdict.
      if threshold > 0, abs(fraction - threshold) < 1e-9 { return nil }
      if !placement.isHidden, fraction >= threshold { onScreen.insert(placement.item) }
    }
    // A delegate attached since the last call hears the items on screen at the end of the
    // next one.
    let recountPending =
      carousel.state.core.visibilityCheckedAt == nil || carousel.listenersBehind
    // The delegate of the moment: `.handOver` may have left the second one in place.
    let listener = carousel.delegate === second ? second : delegate
    guard !recountPending else { return nil }
    // With identity a reload renumbers the visible items without telling them again (a
    // renumbering is no appearance): the listener's indexes may be old ones, so only the
    // number of items is compared.
    // What the carousel holds it told its delegate is what it prefetches, by identity: every
    // prefetch was paired with its cancel or its cell, whatever the reloads renumbered.
    if !carousel.listenersBehind, carousel.delegate != nil,
      carousel.delegateRecord.prefetched.map(\.identity) != carousel.prefetch.items.map(\.identity)
    {
      return "the delegate was told to prefetch \(carousel.delegateRecord.prefetched), the "
        + "window is \(carousel.prefetch.items)"
    }
    // What the carousel holds it told its delegate is what is on screen, by identity.
    if !recountPending, carousel.delegate != nil,
      carousel.delegateRecord.visible != carousel.snapshot().visible
    {
      return "the delegate was told \(carousel.delegateRecord.visible), the screen shows "
        + "\(carousel.snapshot().visible)"
    }
    // With identity the recorders follow items by identity; one renumbered without a word
    // and removed since is named by an index they never heard, so only the identities they
    // could follow are compared.
    if carousel.slots.contains(where: { $0.cell.itemIdentifier != nil })
      || listener.followsIdentities
    {
      return nil
    }
    var unnamed: Set<Int> = []
    var named: Set<Int> = []
    for item in onScreen {
      if let identity = carousel.slots.first(where: { $0.item == item })?.cell.itemIdentifier
        as? Int
      {
        named.insert(identity)
      } else {
        unnamed.insert(item)
      }
    }
    guard unnamed != listener.visibleItems || named != listener.visibleIdentities else {
      return nil
    }
    return "visible items \(listener.visibleItems.sorted()) and identities "
      + "\(listener.visibleIdentities.sorted()), on screen \(onScreen.sorted()) "
      + "(identities \(named.sorted()))"
  }

  func check() -> String? {
    let problems = carousel.invariantViolations()
    if let first = problems.first { return first }
    if let problem = delegate.displayProblems.first { return problem }
    if let problem = delegate.settleProblems.first { return problem }
    if let problem = delegate.visibilityProblems.first { return problem }
    if let problem = second.visibilityProblems.first { return "the second delegate: \(problem)" }
    if let problem = visibilityMismatch() { return problem }
    if let problem = gapOnScreen() { return problem }
    // Where the carousel is heading: nothing during a drag, the current item at rest, and
    // while settling the item the last willSettle announced.
    // Every prefetch pairs with a cancel or a cell request, while one delegate hears them all.
    if !delegateSwapped {
      if let problem = delegate.prefetchProblems.first { return problem }
      // Every prefetch the carousel counts was told; one it no longer counts was cancelled
      // or served by a cell the data source made.
      let counted = Set(carousel.state.core.prefetch.prefetched)
      // A reload by identity renumbers the prefetches without telling (documented): the
      // delegate's numbers follow the carousel's from there.
      if delegate.prefetchesRenumbered || reloadByIdentityFailed {
        delegate.renumberPrefetches(to: counted)
      }
      let told = delegate.prefetched
      if !counted.isSubset(of: told) || !told.subtracting(counted).isSubset(of: delegate.requested)
      {
        return "the delegate was told to prefetch \(told.sorted()), the carousel prefetches "
          + "\(counted.sorted())"
      }
      delegate.forgetServed(keeping: counted)
    }
    // Off screen nothing animates; the autoplay countdown stays within its interval.
    if !carousel.isOnScreen, carousel.phase == .settling { return "settling off screen" }
    if let progress = carousel.autoplayProgress, !(0...1).contains(progress) {
      return "autoplay progress \(progress)"
    }
    if let left = carousel.autoplayTimeRemaining, left < .zero || left > Carousel.longestInterval {
      return "autoplay time remaining \(left)"
    }
    // (A step already due, not yet taken, has nothing left: its instant may be past.)
    if let due = carousel.nextDeadline, carousel.phase == .idle, carousel.tickerSpeed == nil,
      let left = carousel.autoplayTimeRemaining,
      left > .zero ? due != carousel.currentTime + left : due > carousel.currentTime
    {
      return "the next step is due at \(due), but \(left) are left at \(carousel.currentTime)"
    }
    // The settle events each delegate hears for itself: the delegate of the moment's, once
    // it was told (a delegate set since the last call hears the settle at the next one).
    let settleListener = carousel.delegate === second ? second : delegate
    switch carousel.phase {
    case .dragging:
      if carousel.targetIndex != nil { return "targetIndex is set during a drag" }
    case .idle:
      if carousel.targetIndex != carousel.currentIndex {
        return "at rest targetIndex is \(String(describing: carousel.targetIndex))"
      }
      // Every settle that began ended with didSettle, but one that a reload to no items
      // ended (no item to rest on; documented).
      if let announced = settleListener.announcedTarget {
        guard settleListener.reloadsToZero > settleListener.reloadsToZeroAtAnnouncement else {
          return "at rest, the settle announced toward \(announced) never ended"
        }
        settleListener.forgetAnnouncedTarget()
      }
    case .ticking:
      if carousel.tickerSpeed == nil { return "ticking with the ticker off" }
    case .settling:
      // (A reload that renumbered the target: the same item, by identity, which the recorder
      // follows to its new index, as a host that follows items by identity does.)
      if carousel.targetIndex == settleListener.announcedTarget {
        settleListener.renoteAnnouncedIdentity()
      } else if let target = carousel.targetIndex,
        settleListener.isAnnouncedItem(renumberedTo: target)
      {
        settleListener.followRenumberedTarget(to: target)
      } else if carousel.numberOfItems > 0, !carousel.listenersBehind {
        return "settling toward \(String(describing: carousel.targetIndex)), announced "
          + String(describing: settleListener.announcedTarget)
      }
    }
    let shown = Set(
      SlotPosition.allCases.compactMap { carousel.slot($0).map { ObjectIdentifier($0.cell) } })
    // A delegate set during the call heard none of the events posted before it.
    if delegateChanges != delegateChangesChecked {
      delegateChangesChecked = delegateChanges
      delegate.resyncDisplayed(to: shown)
    }
    if shown != delegate.displayed {
      return "the cells told willDisplay and not didEndDisplaying are not the slots' cells"
    }
    for position in SlotPosition.allCases {
      guard let slot = carousel.slot(position) else { continue }
      if !dataSource.handedOut(slot.cell, for: slot.item) {
        return "the \(position) cell was not handed out for item \(slot.item)"
      }
    }
    // Invariant 8: every change of the settled item is reported to the delegate of the
    // moment, with the new index (the same index again when a reload replaced the item
    // there); a delegate set since the last call hears it at the end of the next one.
    _ = delegate.take()
    let listener = carousel.delegate === second ? second : delegate
    if carousel.phase == .idle, let current = carousel.currentIndex,
      let reported = listener.reportedItem, !carousel.listenersBehind
    {
      if reported != current {
        return "settled on \(current) but the last didScrollToItem said \(reported)"
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

extension Array {
  /// The element at `index`, or `nil` outside the array.
  subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}

extension CarouselEvent {
  /// Whether the event is one that happened, which every listener hears alike, rather than
  /// a difference of what is true, which each hears for itself.
  fileprivate var happened: Bool {
    switch self {
    case .didScrollToItem, .willSettleOnItem, .didSettleOnItem, .didCancelSettlingOnItem,
      .itemDidAppear, .itemDidDisappear, .prefetchItem, .cancelPrefetchingItem:
      false
    default: true
    }
  }
}

extension Array where Element: Equatable {
  /// Whether these elements stand in `other` in this order, perhaps with others between.
  func isSubsequence(of other: [Element]) -> Bool {
    var rest = other[...]
    for element in self {
      guard let found = rest.firstIndex(of: element) else { return false }
      rest = rest[(found + 1)...]
    }
    return true
  }
}
