/// A headless endless carousel: three slots over a three-page strip, recycled as it moves.
///
/// The carousel owns the scroll model (offset, drag, settle animation, autoplay), the three
/// slots, the reuse pool, the shifts that recentre the strip, and the fast-drag fix. A host
/// feeds it gestures and the current time, and copies ``slot(_:)`` and
/// ``layoutAttributes(for:)`` onto its views. The carousel never reads a clock or starts a
/// timer.
///
/// ```swift
/// let carousel = Carousel(geometry: try CarouselGeometry(viewportLength: 390))
/// let banner = carousel.register(BannerCell.self, forReuseIdentifier: "banner")
/// carousel.dataSource = model      // numberOfItems(in:), carousel(_:cellForItemAt:in:)
/// try carousel.reloadData()
/// try carousel.beginDragging(at: now)
/// try carousel.updateDragging(translation: 120, at: now + .milliseconds(16))
/// try carousel.endDragging(at: now + .milliseconds(32))
/// carousel.advance(to: now + .milliseconds(48))   // from the host's frame loop
/// ```
///
/// A carousel is not thread-safe: use it from one thread or actor, as you would a view.
public final class Carousel {
  /// The object that provides the item count and the cells; kept weakly.
  public weak var dataSource: (any CarouselDataSource)?

  /// The object told about gestures, motion, selection and cells; kept weakly.
  ///
  /// Another delegate is a new listener: it starts from nothing, and hears the current item,
  /// the items on screen and a settle under way at the end of the next call that succeeds
  /// (``advance(to:)`` will do; ``stopAutoplay()`` and ``pauseAutoplay()``, which change
  /// nothing on screen, tell nothing): a call that throws changes nothing and tells it nothing,
  /// unless a reload deferred from inside its host code ran as it ended, or the time it
  /// passed moved a motion on before it failed. Set inside a
  /// callback, it hears them before the call returns, and the events that happen from then
  /// on (none posted before it was set and still waiting); the one it replaced hears nothing
  /// more. The end of a gesture that began before it (`didEndDragging`, a cell's
  /// `didEndDisplaying`) may reach it without the start; a settle's end and a highlight's
  /// end never do. Setting the same object again changes
  /// nothing; setting `nil` and the object back makes it a new listener, which hears what is
  /// true again. A delegate set while cells are shown hears `didEndDisplaying` for cells it
  /// was not told about: read ``slot(_:)`` for the cells on screen. Past the limit of
  /// settings from callbacks in one delivery (``callsPerDelivery``), it hears what is true at
  /// the end of the next call that succeeds.
  public weak var delegate: (any CarouselDelegate)? {
    didSet {
      // What was stored, not what was assigned: an object being freed (setting itself from
      // its `deinit`) is stored as `nil`.
      guard delegate !== oldValue else { return }
      delegateRecord = newListener()
    }
  }

  /// The style that turns each slot's progress into how its cell is drawn
  /// (``placement(for:)``, ``layoutAttributes(for:)``).
  ///
  /// What is hit and what counts as visible follow it: a new style takes effect for hit
  /// tests at once, and the delegate hears the visibility changes it makes before the setter
  /// returns (set from inside a data-source or cell callback, when the carousel's own call
  /// ends; past the limit of settings from delegate callbacks in one delivery, at the end of
  /// the next call that succeeds: see ``callsPerDelivery``).
  public var style: any CarouselStyle {
    get { state.core.style }
    set {
      // The old style is let go of after the access: a class style's `deinit` may read the
      // carousel.
      setTellingListeners { releaseAsHostCode(state.send { core, _ in core.setStyle(newValue) }) }
    }
  }
  /// How many items past each side slot the delegate is asked to load ahead of time, with
  /// ``CarouselDelegate/carousel(_:prefetchItemAt:)``: 2 by default, `0` for none.
  ///
  /// A value below zero is zero, one above 16 is 16. A change takes effect at once: the
  /// delegate hears the prefetches and cancels it makes before the setter returns (set from
  /// inside a data-source or cell callback, when the carousel's own call ends; past the limit
  /// of settings from delegate callbacks in one delivery, at the end of the next call that
  /// succeeds: see ``callsPerDelivery``).
  public var prefetchDistance: Int {
    get { state.core.prefetch.distance }
    set { setTellingListeners { state.send { core, _ in core.setPrefetchDistance(newValue) } } }
  }

  /// Whether a tap on a side slot also scrolls that item to the centre (iCarousel's
  /// centre-on-select).
  public var centersSelectedItem = false
  /// Whether ``showsPageIndicator`` is false when there is only one item.
  public var hidesForSinglePage = true {
    didSet { notifyChangeObservers() }
  }
  /// Makes ``accessibilityValue`` from the item (0-based) and the item count, for a
  /// localized text; `nil` (the default) gives the English "item 2 of 5".
  ///
  /// ```swift
  /// carousel.accessibilityValueText = { item, count in
  ///   String(localized: "Banner \(item + 1) of \(count)")
  /// }
  /// ```
  public var accessibilityValueText: ((_ item: Int, _ count: Int) -> String)? {
    didSet { notifyChangeObservers() }
  }
  /// Makes ``rotationControlLabel`` from whether the carousel rotates, for a localized text;
  /// `nil` (the default) gives the W3C carousel pattern's English labels.
  public var rotationControlLabelText: ((_ isRotating: Bool) -> String)? {
    didSet { notifyChangeObservers() }
  }

  /// Everything the carousel changes but its settings and the flags below: the core, the slot
  /// cells, the pool and the event queue, in one value, so that a step of a call is one
  /// access to it.
  var state: CarouselState
  /// Where the pan in progress began along the scroll axis, for
  /// ``pan(_:translationX:translationY:velocityX:velocityY:at:)``: the axis component of its
  /// translation at `.began`, in the view's coordinates, which its moves are measured from.
  ///
  /// A recognizer begins only after the finger has moved some points, and reports its
  /// translation from the touch: measured from the touch, the content would jump by those
  /// points when the pan begins.
  var panOrigin = 0.0
  /// The item the tap being carried out selected (``selectItem(atX:y:at:)``), if any: set
  /// only by the tap's selection step, and taken by that call before it returns, so that it
  /// is `nil` whenever a tap begins.
  var selectedByTap: Int?
  // The bookkeeping of calls into host code: small values kept apart from `state`, so that
  // the compiler can prove that no access to one overlaps another and checks none of them
  // at run time.
  /// Whether events are being delivered to the delegate.
  var isDelivering = false
  /// The calls that ended during deliveries, each of which may have changed the carousel.
  var changesDuringDelivery = 0
  /// The deferred reloads the call runs, those that properties its callbacks set ran
  /// included (``deferredReloadsInARow``).
  var deferredReloads = 0
  /// The changing calls the delegate's callbacks made during the delivery in progress (see
  /// ``Carousel/callsPerDelivery``).
  var callsDuringDelivery = 0
  /// The properties the callbacks set during the delivery in progress that tell the
  /// listeners at once (another ``delegate``; a ``style`` or ``prefetchDistance`` that
  /// changed what they are told): past ``Carousel/callsPerDelivery``, the delivery tells them
  /// nothing more of what is true but a settle's item before its end, and the next call
  /// that succeeds does.
  var settingsDuringDelivery = 0
  /// How deep the carousel is inside host code it called while changing its state.
  var calloutDepth = 0
  /// Whether a cell is being made (its class's `init()` or the app's closure runs).
  var isMakingCell = false
  /// A `reloadData()` asked for from inside host code, performed when the outer call ends.
  var needsDeferredReload = false
  /// The cell of an animated scroll's target two items away, asked for as the scroll began
  /// and given back to the pool, for the page turn that brings the target in
  /// (`Carousel.heldCell(for:in:)`).
  var heldTarget: HeldTargetCell?
  /// The drivers watching the schedule, the latest last: only it drives (and is told after
  /// each call that leaves something pending, and when the carousel is freed); when it goes
  /// away, the one before it takes over again.
  private var scheduleObservers: [(owner: ObjectIdentifier, notify: () -> Void)] = []
  /// The function of the driver that drives the carousel now, if any.
  var scheduleObserver: (() -> Void)? { scheduleObservers.last?.notify }
  /// The functions told after every call that may have changed the carousel (an observable
  /// model's), by owner.
  var changeObservers: [(owner: ObjectIdentifier, notify: () -> Void)] = []

  /// What the delegate was told.
  var delegateRecord = ToldState()
  /// What was true when the listeners were last told.
  var lastSnapshot = CarouselSnapshot()
  /// Whether a listener came since the listeners were last told.
  var listenersBehind = false
  /// The items prefetched, by identity.
  var prefetch = PrefetchReferences()
  /// The numbers of the data source's identifiers that items are named by.
  var identifierNumbers = IdentifierNumbers()
  /// The revision of the prefetch window `prefetch` was worked out for.
  var prefetchWindowRevision: Int?
  /// Storage reused to work out `prefetch`.
  var prefetchBuffer: [ItemReference] = []
  /// The load `prefetch`, and what the listeners were told, were last named for: the end of
  /// each call's work (`endWork()`) brings both up to date.
  var toldLoad = 0
  /// The key of the value the listeners were last told (``SnapshotKey``).
  var toldKey = SnapshotKey()

  /// The listeners beside the delegate, in the order they are told (``Listener/place``).
  var listeners: [Listener] = []
  /// The listeners that came so far, the delegates included: the next one's number
  /// (``ToldState/listener``).
  var listenersAdded = 0

  /// The number of cell requests made to the data source, for tests and benchmarks.
  package var cellRequestCount: Int { state.cellRequestCount }

  /// Makes `owner` the driver of the carousel.
  ///
  /// Its `notify` is called after each call that leaves something pending, and when the
  /// carousel is freed (a ``CarouselDriver`` wakes up). A second driver takes over from the
  /// first until it stops observing.
  func observeSchedule(by owner: ObjectIdentifier, _ notify: @escaping () -> Void) {
    scheduleObservers.removeAll { $0.owner == owner }
    scheduleObservers.append((owner, notify))
  }

  /// Ends the watch of `owner`; if it was driving, the driver before it takes over and is
  /// woken to plan again.
  func stopObservingSchedule(by owner: ObjectIdentifier) {
    let wasDriving = isDriven(by: owner)
    scheduleObservers.removeAll { $0.owner == owner }
    if wasDriving { scheduleObserver?() }
  }

  /// Whether `owner` is the driver that drives the carousel now.
  func isDriven(by owner: ObjectIdentifier) -> Bool {
    scheduleObservers.last?.owner == owner
  }

  /// Creates a carousel with no items.
  ///
  /// - Parameters:
  ///   - geometry: The lengths along the scroll axis.
  ///   - wraps: Whether the carousel loops (`true`) or stops at the first and last item.
  ///   - physics: How releases turn into motion; validated with ``ScrollPhysics/validate()``,
  ///     and replaced by the defaults if invalid.
  public init(
    geometry: CarouselGeometry = .standard, wraps: Bool = true, physics: ScrollPhysics = .init()
  ) {
    let checked = (try? physics.validate()) != nil ? physics : ScrollPhysics()
    state = CarouselState(core: CarouselCore(geometry: geometry, wraps: wraps, physics: checked))
    state.served.items.reserveCapacity(8)
    prefetchBuffer.reserveCapacity(3 * PrefetchWindow.maximumDistance)
  }

  deinit {
    scheduleObserver?()
    for listener in listeners {
      if case .stream(let continuation) = listener.sink { continuation.finish() }
    }
  }

  /// The latest time a carousel accepts: 2¹⁰⁰ attoseconds less one, about 1.27 × 10¹²
  /// seconds (some 40,000 years).
  ///
  /// It counts from the zero of the host's clock. Times are measured from a recent origin (a
  /// driver's start, the app's launch), so that sums of a time and a duration never
  /// overflow.
  public static let latestTime = Duration(
    secondsComponent: latestWholeSecond, attosecondsComponent: 229_401_496_703_205_375)

  /// The whole seconds of ``latestTime``.
  static let latestWholeSecond: Int64 = 1_267_650_600_228

  /// The time to pass for a clock that gives seconds as a `Double`, such as
  /// `CADisplayLink.timestamp` or `CACurrentMediaTime()`.
  ///
  /// ```swift
  /// carousel.advance(to: Carousel.time(seconds: link.targetTimestamp))
  /// ```
  ///
  /// Exact to the attosecond for the whole seconds, up to the last whole second of
  /// ``latestTime`` included, and to a `Double`'s precision for the fraction (well under a
  /// nanosecond for a clock of days). A negative time or NaN gives zero, and a time past
  /// ``latestTime`` gives ``latestTime``, so the result is always a time a carousel accepts.
  ///
  /// - Parameter seconds: The time in seconds since the clock's origin.
  /// - Returns: The same time as a `Duration`.
  public static func time(seconds: Double) -> Duration {
    guard seconds >= 0 else { return .zero }  // negative, or NaN
    guard seconds < Double(latestWholeSecond + 1) else { return latestTime }
    let whole = Int64(seconds)
    let fraction = Int64((seconds - Double(whole)) * Duration.attosecondsPerSecond)
    // In the last whole second only a fraction up to `latestTime`'s is accepted.
    return min(Duration(secondsComponent: whole, attosecondsComponent: fraction), latestTime)
  }

  /// The longest duration a carousel accepts for an autoplay interval and the
  /// ``ScrollPhysics`` durations: 10⁹ seconds (about 31.7 years).
  public static let longestInterval: Duration = .seconds(1_000_000_000)

  // MARK: - Reading the state

  /// The number of items read at the last ``reloadData()``.
  public var numberOfItems: Int { state.core.count }

  /// The current item (the middle slot's), or `nil` when there are no items.
  public var currentIndex: Int? { numberOfItems > 0 ? state.core.current : nil }

  /// The item the carousel is heading to while it settles, the current item at rest, and
  /// `nil` with no items or during a drag (where the release decides).
  ///
  /// ``CarouselDelegate/carousel(_:willSettleOnItemAt:)`` announces each new target.
  public var targetIndex: Int? {
    phase == .dragging ? nil : state.core.headingItem
  }

  /// Whether programmatic motion moves at once instead of animating, for the system's Reduce
  /// Motion setting (iOS's `UIAccessibility.isReduceMotionEnabled`, WCAG 2.2.2).
  ///
  /// While it is on, ``scrollToItem(at:animated:at:)``, ``scrollToNextItem(animated:at:)``,
  /// ``scrollToPreviousItem(animated:at:)``, autoplay steps and
  /// ``accessibilityIncrement(at:)``/``accessibilityDecrement(at:)`` arrive in the same
  /// call: still one data-source call per page turned, and the same delegate events in the
  /// same order as the animation would post, but for visibility. `itemDidAppearAt` and
  /// `itemDidDisappearAt` describe the screen, which changes once: they come at the end of
  /// the call (what left, then what came), and an item the animation would only have passed
  /// (on the way to an item two away, or in a leading layout) neither appears nor
  /// disappears. `ReducedMotionOrderTests` compares every kind of programmatic motion.
  /// Drags still follow the finger, and a release
  /// still settles as it would. A change takes effect at the next scroll; one already under
  /// way finishes as it started. Off by default.
  public var reducesMotion: Bool {
    get { state.core.reducesMotion }
    set {
      state.send { core, _ in core.setReducesMotion(newValue) }
      notifyChangeObservers()
    }
  }

  /// What the carousel is doing: at rest, following a finger, or animating.
  public var phase: CarouselPhase { state.core.motion.phase }

  /// Whether the carousel loops past the last item back to the first.
  public var wraps: Bool { state.core.ring.wraps }

  /// Whether next and previous go round at the ends of a finite carousel: next at the last
  /// item goes to the first, previous at the first to the last (Swiper's `rewind`).
  ///
  /// It applies to ``scrollToNextItem(animated:at:)``, ``scrollToPreviousItem(animated:at:)``
  /// and the accessibility increment and decrement; the way back is one page of animation,
  /// as a far scroll's, not a run through every item. Drags still meet the ends. A carousel
  /// that wraps has no ends, and ignores it. Off by default; autoplay has its own
  /// ``AutoplayEndBehavior``.
  public var rewinds: Bool {
    get { state.core.rewinds }
    set {
      state.send { core, _ in core.setRewinds(newValue) }
      notifyChangeObservers()
    }
  }

  /// The lengths along the scroll axis.
  public var geometry: CarouselGeometry { state.core.geometry }

  /// How releases turn into motion.
  public var physics: ScrollPhysics { state.core.physics }

  /// The latest time the host passed in.
  public var currentTime: Duration { state.core.now }

  /// Where the viewport is along the three-page strip, in points toward the next item.
  ///
  /// `pageLength` means the middle slot is centred; the value stays in `0...2 * pageLength`.
  /// At rest on an item it is exactly `pageLength`. A rest between items is not on an item:
  /// a free release (``ReleaseBehavior/free``), a ticker stopped in place or held, or
  /// ``Carousel/stopTicker()`` with free physics leaves it where the motion stopped, within
  /// half a page of `pageLength` (``pagePosition`` in `-0.5...0.5`: 416 with a 320-point
  /// page, say, after a free release 96 points past the item), until the next motion.
  /// ``currentIndex`` is then the item nearest the centre, and ``phase`` is
  /// ``CarouselPhase/idle``.
  public var contentOffset: Double { (1 + pagePosition) * geometry.pageLength }

  /// The viewport centre's distance from the middle slot, in pages toward the next item.
  public var pagePosition: Double { state.core.position }

  /// What a slot shows, or `nil` when it is empty.
  ///
  /// - Parameter position: The slot.
  /// - Returns: The slot's item and cell.
  /// - Complexity: O(1), no allocation.
  public func slot(_ position: SlotPosition) -> CarouselSlot? {
    guard let item = state.core.strip.items[position], let cell = state.cells[position] else {
      return nil
    }
    return CarouselSlot(position: position, item: item, cell: cell)
  }

  /// The non-empty slots, left to right.
  ///
  /// - Complexity: Allocates an array on every read; a host that draws every frame reads
  ///   ``slot(_:)`` or ``layoutAttributes(for:)`` of the three positions instead.
  public var slots: [CarouselSlot] {
    SlotPosition.allCases.compactMap { slot($0) }
  }
}
