/// The engine's whole state and every decision it makes, as a value.
///
/// The core is a state machine in the shape of swift-async-algorithms'
/// `DebounceStateMachine`: each input (a drag, a release, time, a tap, a scroll-to, a reload,
/// a new geometry, an autoplay change, a cell change that came in or failed) is a `mutating
/// func` that changes the state and returns what its owner must do next, most often a
/// ``SlotChange`` whose cells only the owner can get. Events for the delegate go into the
/// queue the owner passes in. The core holds no cell, pool, data source or delegate, so
/// tests drive it with plain values.
///
/// ``Carousel`` owns one core and carries out what it returns. A question that changes
/// nothing (``nextShift()``, ``rebasingShift()``, ``scrollPlan(to:)`` and the like) is a
/// non-mutating func.
struct CarouselCore {
  // Every stored property is `private(set)`: the core's state changes only through the
  // mutating functions below, all in this file (the questions are in the extensions).

  // MARK: - Settings

  /// The lengths of the viewport, the cells and the gaps.
  private(set) var geometry: CarouselGeometry {
    didSet { visibility.invalidate() }
  }
  /// The style that says how each slot's cell is drawn, and so what of it shows.
  private(set) var style: any CarouselStyle = PlainStyle() {
    didSet { visibility.invalidate() }
  }
  /// How releases turn into motion.
  private(set) var physics: ScrollPhysics
  /// Whether programmatic motion moves at once instead of animating (Reduce Motion).
  private(set) var reducesMotion = false
  /// Whether next and previous go round from one end of a finite carousel to the other.
  private(set) var rewinds = false
  /// The fraction of a drawn cell's area that must be in the viewport for its item to count
  /// as visible; 0 means any part.
  private(set) var visibilityThreshold = 0.0 {
    didSet { visibility.invalidate() }
  }

  // MARK: - Items and slots

  /// The item count and the wrapping mode.
  private(set) var ring: ItemRing
  /// The current item; meaningful only when `ring.count > 0`.
  private(set) var current = 0
  /// The items of the slots, with the scroll-to exception.
  private(set) var strip = SlotStrip()

  // MARK: - Position, motion and time

  /// The viewport centre's distance from the middle slot, in pages toward the next item.
  private(set) var position: Double = 0
  /// At rest, following a finger, or animating.
  private(set) var motion: Motion = .idle
  /// The recent samples of the drag in progress, for the release velocity.
  ///
  /// Kept out of ``Drag`` so that a move updates it in place instead of copying it out of the
  /// enum and back (a copy of its array would allocate on every move).
  private(set) var tracker = VelocityTracker()
  /// The translation the drag's anchor is measured from.
  ///
  /// Zero, until a move of more than ``farDragPages`` re-bases the drag on the finger's
  /// translation then, so that later moves keep their precision.
  private(set) var dragOrigin = 0.0
  /// The latest time the host gave.
  private(set) var now: Duration = .zero
  /// The origin of a settle that arrived at once and has not landed yet.
  private(set) var arrivalOrigin: MotionOrigin?
  /// Whether the motion under way, or the rest it came to, may stop between items: a free
  /// release (``ReleaseBehavior/free``), or a ticker that stopped.
  private(set) var restsFree = false
  /// When autoplay steps.
  private(set) var autoplay = AutoplaySchedule()
  /// When the data source last failed to make a neighbour that a page turn left missing,
  /// for the back-off of ``neighbourRetries()``.
  private(set) var neighbourFailedAt: Duration?

  // MARK: - Inputs beside touch

  /// The sequence of slot changes under way, between the owner's carrying out of one
  /// change and its resuming (see ``Step``); `nil` otherwise.
  private(set) var sequence: PendingSequence?

  /// The trackpad gesture under way, if any.
  private(set) var wheel = WheelGesture()
  /// The last run of steps keys or wheel notches started, while its settle may run.
  private(set) var stepRun: StepRun?
  /// What the wheel event or key being carried out leads to, until the owner has carried it
  /// out.
  private(set) var pendingInput: PendingInput?
  /// The item that has focus, or `nil` when focus is not in the carousel.
  private(set) var focusedItem: Int?
  /// The data source's identifier of the focused item, when it gives identities: focus
  /// follows it through reloads.
  private(set) var focusedIdentifier: AnyHashable?
  /// The ticker, while one is on.
  private(set) var ticker: Ticker?

  // MARK: - What the delegate was told

  /// What the delegate was told about settles: the target announced last, the item it last
  /// settled on.
  private(set) var report = SettleReport()
  /// The item the last `willSettle` announced, until that settle ends or a drag interrupts
  /// it.
  var announcedTarget: Int? { report.announcedTarget }
  /// The item last reported with `didScrollToItem`, or the one a reload settled on.
  var lastSettledItem: Int? { report.lastSettledItem }
  /// What the delegate was told is on screen, and when that was worked out.
  private(set) var visibility = VisibilityReport()
  /// The items the delegate was last told are visible, by slot.
  var visible: VisibleItems { visibility.told }
  /// The position at which ``visible`` was last worked out; `nil` when the slots' items,
  /// the style, the geometry or the threshold changed since, or a new delegate must hear
  /// what is on screen.
  var visibilityCheckedAt: Double? { visibility.checkedAt }
  /// Changes whenever a placement may have changed (see
  /// ``VisibilityReport/placementRevision``).
  var placementRevision: Int { visibility.placementRevision }
  /// The items beyond the slots the host loads ahead of time.
  private(set) var prefetch = PrefetchWindow()

  // MARK: - Tuning

  /// Half a page, in pages: the viewport centre is nearer a side slot than the middle one
  /// past it, and a free rest stays within it of the middle slot.
  static let halfPage = 0.5

  /// How far inside the shift threshold a failed shift stops the position: a billionth of a
  /// page, so that the next frame does not ask for the same shift again.
  static let insideThreshold = 1e-9
  /// How far a drag's anchor may move, in pages, before the drag is re-based on the
  /// finger's translation: 2³¹, where a `Double` still holds a page's fraction to about 10⁻⁶.
  static let farDragPages = 0x1p31
  /// How far past an end a drag may stay after a reload moved the end, as a fraction of the
  /// rubber band's reach: inside it, so that the finger keeps some travel before the limit.
  static let reachAfterReload = 0.9
  /// How long after a neighbour failed a drag may ask for it again: half a second, so
  /// that the next deliberate swipe toward it asks, and a finger tapping at the temporary
  /// end does not flood a failing data source.
  static let neighbourRetryDelay: Duration = .milliseconds(500)

  init(geometry: CarouselGeometry, wraps: Bool, physics: ScrollPhysics) {
    self.geometry = geometry
    self.physics = physics
    ring = ItemRing(count: 0, wraps: wraps)
  }

  /// A core in a given state, for tests and tables that start from a state no input
  /// sequence reaches quickly; the state must satisfy the invariants.
  ///
  /// - Parameters:
  ///   - geometry: The lengths along the scroll axis.
  ///   - ring: The item count and the wrapping mode.
  ///   - current: The current item.
  ///   - strip: The slot items, with a scroll-to target side if any.
  ///   - position: The position in pages.
  ///   - motion: The motion under way.
  ///   - now: The latest time given.
  ///   - announcedTarget: The item the last `willSettle` announced.
  ///   - lastSettledItem: The item last reported with `didScrollToItem`.
  ///   - autoplay: The autoplay schedule.
  init(
    geometry: CarouselGeometry = .standard, ring: ItemRing, current: Int, strip: SlotStrip,
    position: Double = 0, motion: Motion = .idle, now: Duration = .zero,
    announcedTarget: Int? = nil, lastSettledItem: Int? = nil,
    autoplay: AutoplaySchedule = AutoplaySchedule()
  ) {
    self.init(geometry: geometry, wraps: ring.wraps, physics: ScrollPhysics())
    self.ring = ring
    self.current = current
    self.strip = strip
    self.position = position
    self.motion = motion
    self.now = now
    report = SettleReport(announcedTarget: announcedTarget, lastSettledItem: lastSettledItem)
    self.autoplay = autoplay
  }

  // MARK: - Settings

  /// Whether programmatic motion arrives at once from the next scroll on (Reduce Motion).
  mutating func setReducesMotion(_ reduces: Bool) {
    reducesMotion = reduces
  }

  /// Whether next and previous go round from one end of a finite carousel to the other.
  mutating func setRewinds(_ rewinds: Bool) {
    self.rewinds = rewinds
  }

  /// New physics settings; a running animation keeps its old timing.
  mutating func setPhysics(_ physics: ScrollPhysics) {
    self.physics = physics
  }

  /// A new visibility threshold: the visible items are worked out again at the end of the
  /// call.
  mutating func setVisibilityThreshold(_ fraction: Double) {
    visibilityThreshold = fraction
  }

  /// A new style: the visible items are worked out again at the end of the next call.
  mutating func setStyle(_ style: any CarouselStyle) {
    self.style = style
    visibility.placementsChanged()
  }

  /// Makes the visible items be worked out again at the end of the call (a new delegate may
  /// need to hear them), keeping what the delegate was told.
  mutating func recountVisibleItems() {
    visibility.invalidate()
  }

  /// Takes `told` as what the delegate was told is visible (another delegate took over: what
  /// that one heard, nothing for one new to the carousel), so that it hears the difference
  /// from what is on screen at the end of the call.
  mutating func setToldVisibleItems(_ told: VisibleItems) {
    visibility.takeAsTold(told)
  }

  // MARK: - Autoplay

  /// Turns autoplay on from now.
  mutating func startAutoplay(
    interval: Duration, direction: AutoplayDirection, endBehavior: AutoplayEndBehavior
  ) {
    autoplay.start(
      interval: interval, direction: direction, endBehavior: endBehavior, item: current, now: now)
  }

  /// Turns autoplay off; a step already animating finishes.
  mutating func stopAutoplay() {
    autoplay.stop()
  }

  /// Holds autoplay from now.
  mutating func pauseAutoplay() {
    autoplay.hold(\.paused, now: now)
  }

  /// Lets autoplay go on from now, with the time it had left.
  mutating func resumeAutoplay() {
    autoplay.release(\.paused, now: now)
  }

  /// Whether the host said the carousel is on screen.
  var isOnScreen: Bool { !autoplay.holds.offScreen }

  /// The carousel went off screen or came back, now: autoplay and the ticker hold while it
  /// is off.
  ///
  /// - Returns: `.arrived` for the owner to land when a ticker that ran stopped in place.
  mutating func setOnScreen(_ onScreen: Bool) -> Settling? {
    setHold(\.offScreen, !onScreen)
  }

  /// Ends a settle at once at its target, as if its time had run out: the carousel went off
  /// screen.
  ///
  /// - Returns: `.arrived` for the owner to land, or `nil` when nothing was settling.
  mutating func finishSettleNow(into events: inout EventQueue) -> Settling? {
    guard case .settling(let animation) = motion else { return nil }
    if position != animation.to {
      position = animation.to
      events.appendScroll()
    }
    return .arrived(animation.origin)
  }

  /// The items past each side slot the host prefetches, within
  /// `0...PrefetchWindow.maximumDistance`.
  mutating func setPrefetchDistance(_ distance: Int) {
    prefetch.setDistance(distance)
  }

  /// Ends the prefetch of an item whose cell was made, which the load serves.
  ///
  /// A prefetch or cancel of it not yet delivered is taken back.
  private mutating func prefetchServed(_ item: Int, events: inout EventQueue) {
    prefetch.served(item)
    events.removePrefetchEvents(of: item)
  }

  /// Brings the prefetched items up to date with the slots and the motion: at the end of a
  /// call.
  mutating func updatePrefetch(into events: inout EventQueue) {
    // Which way the motion goes, and where it will land: a settle of several pages (a
    // fling) passes the items on its way, and so does the fling a fast drag would make if
    // the finger lifted now.
    let direction: Direction?
    var landing = 0.0
    switch motion {
    case .idle:
      direction = nil
    case .dragging(let drag):
      direction = position == 0 ? nil : Direction(of: position)
      // (A fling of one page at most, the default, passes nothing past the side slot.)
      if prefetch.distance > 0, physics.pagesPerFling != 1 {
        let velocity = tracker.velocity(at: now, window: physics.velocityWindow)
        landing = physics.releaseTarget(
          position: position, velocity: velocity / geometry.pageLength,
          pageLength: geometry.pageLength, dragStart: drag.start)
      }
    case .settling(let animation):
      // A settle back onto the current item is as at rest, so that a release that springs
      // back does not cancel and prefetch again.
      direction = animation.to == 0 ? nil : Direction(of: animation.to)
      if strip.targetSide == nil { landing = animation.to }
    case .ticking(let tick):
      direction = tick.direction
    }
    let passing =
      direction != nil && landing.rounded() != 0 && Direction(of: landing) == direction
      ? Int(min(abs(landing).rounded(), 64)) - 1 : 0
    prefetch.update(
      current: current, ring: ring, slots: strip.items, motion: direction, passing: passing,
      into: &events)
  }

  /// Sets the length of the autoplay countdown to the interval of its item.
  mutating func setAutoplayCountdownLength(_ length: Duration) {
    autoplay.setCountdownLength(length)
  }

  // MARK: - Wheel, keys, focus, hover and the ticker (questions in `CarouselCore+Inputs.swift`)

  /// A wheel or trackpad event: the core decides what it does and keeps the gesture it leads
  /// to (and the step run of a notch that scrolls) until the owner has carried it out
  /// (``inputCarriedOut()``); an event whose scroll throws changes nothing.
  mutating func wheelEvent(
    _ phase: ScrollWheelPhase, delta: Double, crossDelta: Double, at time: Duration
  ) -> WheelStep {
    let (action, gesture) = wheelAction(phase, delta: delta, crossDelta: crossDelta, at: time)
    pendingInput = PendingInput(wheel: gesture)
    switch action {
    case .pass: return .pass
    case .absorb: return .absorb
    case .beginDrag(let total, let since): return .beginDrag(total: total, since: since)
    case .moveDrag(let total): return .moveDrag(total: total)
    case .release: return .release
    case .step(let direction):
      let (decision, origin) = notchDecision(direction)
      switch decision {
      case .pass: return .pass
      case .absorb: return .absorb
      case .scroll(let target):
        pendingInput?.step = StepRun(
          source: .wheel, origin: origin, target: target, direction: direction)
        return .scroll(to: target)
      }
    }
  }

  /// A key: the core reads it for the axis and the layout direction, decides what it does,
  /// and keeps the step run of a key that scrolls until the owner has carried it out
  /// (``inputCarriedOut()``).
  mutating func keyPressed(_ key: CarouselKey) -> KeyStep {
    pendingInput = nil
    guard
      let command = KeyCommand(
        key, orientation: geometry.orientation, mirrored: geometry.isMirrored,
        pagesPerFling: physics.pagesPerFling)
    else { return .pass }
    switch keyDecision(command) {
    case .pass: return .pass
    case .absorb: return .absorb
    case .scroll(let target):
      let direction: Direction
      switch command {
      case .step(let way, _), .end(let way): direction = way
      }
      pendingInput = PendingInput(
        step: StepRun(source: .key, origin: target, target: target, direction: direction))
      return .scroll(to: target, movesFocus: focusedItem != nil)
    }
  }

  /// The owner carried out what the last wheel event or key asked for: the gesture it led to
  /// and the step run it started take effect.
  mutating func inputCarriedOut() {
    guard let pending = pendingInput else { return }
    pendingInput = nil
    if let step = pending.step { stepRun = step }
    if let gesture = pending.wheel { wheel = gesture }
  }

  /// A finger touched down while a trackpad gesture drags: the drag is the finger's from now
  /// on, measured from where the content is, and the rest of the gesture is absorbed.
  mutating func fingerTouchedDown(at time: Duration) {
    guard wheelDrags else { return }
    wheel = wheel.handedToFinger()
    startDragMotion(at: time)
  }

  /// Focus moved to `item`, with its identifier if the data source gives one, or left the
  /// carousel (`nil`): the delegate hears of it, and autoplay and the ticker hold while it
  /// is in.
  ///
  /// - Returns: `.arrived` for the owner to land when a ticker that ran stopped in place.
  mutating func setFocus(
    _ item: Int?, identifier: AnyHashable?, into events: inout EventQueue
  ) -> Settling? {
    guard item != focusedItem else { return nil }
    focusedItem = item
    focusedIdentifier = item == nil ? nil : identifier
    events.append(.didUpdateFocusedItem(item))
    return setHold(\.focused, item != nil)
  }

  /// The pointer came over the carousel or left it: autoplay and the ticker hold while it
  /// is over it.
  ///
  /// - Returns: `.arrived` for the owner to land when a ticker that ran stopped in place.
  mutating func setPointerInside(_ inside: Bool) -> Settling? {
    setHold(\.hovering, inside)
  }

  /// Holds autoplay and the ticker for `reason`, or lets them go on: autoplay with the time
  /// it had left, the ticker ``Ticker/resumeDelay`` after the last hold ended.
  private mutating func setHold(
    _ reason: WritableKeyPath<AutoplaySchedule.Holds, Bool>, _ holds: Bool
  ) -> Settling? {
    guard autoplay.holds[keyPath: reason] != holds else { return nil }
    if holds {
      autoplay.hold(reason, now: now)
      guard case .ticking = motion else { return nil }
      haltTicking()
      return .arrived(.autoplay)
    }
    autoplay.release(reason, now: now)
    if !autoplay.holds.holdsTicker { tickerMayResume() }
    return nil
  }

  /// Turns the ticker on at `pointsPerSecond`, from now.
  ///
  /// A ticker already running takes the new speed at once. Autoplay holds while a ticker is
  /// on.
  mutating func startTicker(pointsPerSecond: Double, resumeDelay: Duration) {
    let ticker = Ticker(pointsPerSecond: pointsPerSecond, resumeDelay: resumeDelay, resumesAt: now)
    self.ticker = ticker
    autoplay.hold(\.ticking, now: now)
    if case .ticking = motion {
      motion = .ticking(ticker.run(from: position, at: now, pageLength: geometry.pageLength))
    }
  }

  /// Turns the ticker off: a ticker that runs comes to rest, in place with
  /// ``ReleaseBehavior/free`` physics, else on the nearest item.
  ///
  /// - Returns: What the motion came to, or `nil` when the ticker was not running.
  mutating func stopTicker(into events: inout EventQueue) -> Settling? {
    guard ticker != nil else { return nil }
    turnTickerOff()
    // A ticker that runs, or that a hold stopped between items, leaves the carousel on an
    // item (where it is, with free physics).
    var speed = 0.0
    switch motion {
    case .ticking where physics.releaseBehavior == .free:
      haltTicking()
      return .arrived(.autoplay)
    case .ticking(let tick):
      speed = tick.pagesPerSecond
    case .idle where position != 0 && physics.releaseBehavior != .free:
      break
    default:
      return nil
    }
    let target = reachable(position.rounded())
    let ahead = (target - position) * speed > 0
    return startSettle(
      to: target, velocity: ahead ? speed : 0,
      duration: reducesMotion ? .zero : physics.settleDuration, origin: .autoplay, into: &events)
  }

  /// Turns the ticker off; autoplay goes on.
  private mutating func turnTickerOff() {
    ticker = nil
    autoplay.release(\.ticking, now: now)
  }

  /// Stops the ticker's motion where it is: the carousel rests there, between items if so,
  /// and the owner lands it (`.arrived(.autoplay)`).
  private mutating func haltTicking() {
    motion = .idle
    restsFree = true
    arrivalOrigin = .autoplay
  }

  /// The ticker may move again ``Ticker/resumeDelay`` from now.
  private mutating func tickerMayResume() {
    guard let delay = ticker?.resumeDelay else { return }
    ticker?.resumesAt = now + delay
  }

  // MARK: - Shifts

  /// Records that the side slot toward `direction` has rotated into the middle.
  private mutating func turned(_ direction: Direction, into events: inout EventQueue) {
    guard let middle = strip.items.middle else {
      preconditionFailure("Internal inconsistency: a page turn left the middle slot empty")
    }
    current = middle
    strip.clearExceptions()
    translate(by: direction.sign, into: &events)
  }

  /// Starts the autoplay countdown afresh if its instant passed while autoplay could not
  /// step (stopped at the end of a finite carousel): new content or wrapping that lets it
  /// step again counts from now, not from an instant in the past.
  private mutating func restartStaleAutoplayCountdown() {
    if let deadline = autoplay.deadline, deadline < now {
      autoplay.restartCountdown(for: current, from: now)
    }
  }

  /// Records a slot change whose cells the owner has put in place, running its moves on the
  /// items.
  mutating func apply(_ change: SlotChange, into events: inout EventQueue) {
    visibility.invalidate()
    // The prefetches of the items whose cells came in have served.
    if change.servesPrefetches {
      if let item = change.incoming.left { prefetchServed(item, events: &events) }
      if let item = change.incoming.middle { prefetchServed(item, events: &events) }
      if let item = change.incoming.right { prefetchServed(item, events: &events) }
    }
    var moves = change.moves
    while let move = moves.next() {
      switch move {
      case .recycleLeft: strip.items.left = nil
      case .recycleMiddle: strip.items.middle = nil
      case .recycleRight: strip.items.right = nil
      case .fillLeft: strip.items.left = change.incoming.left
      case .fillMiddle: strip.items.middle = change.incoming.middle
      case .fillRight: strip.items.right = change.incoming.right
      case .rotateForward: strip.items.rotate(toward: .forward)
      case .rotateBackward: strip.items.rotate(toward: .backward)
      }
    }
    for position in SlotPosition.allCases {
      if let item = change.renumbered[position] { strip.items[position] = item }
    }
    switch change.kind {
    case .turn(let direction):
      turned(direction, into: &events)
    case .refill(let count, let current, let pages):
      ring.count = count
      self.current = count > 0 ? current : 0
      strip.clearExceptions()
      events.appendScroll()
      translate(by: pages, into: &events)
    case .rewrap(let wraps):
      ring.wraps = wraps
      restartStaleAutoplayCountdown()
      if let side = strip.targetSide, change.moves.contains(.recycle(side)) {
        strip.targetSide = nil
      }
      if !change.moves.isEmpty { events.appendScroll() }
    case .restore(let side):
      if strip.targetSide == side { strip.targetSide = nil }
      if change.incoming[side] != nil { events.appendScroll() }
    case .placeTarget(let side, let isFar):
      strip.targetSide = isFar ? side : nil
      events.appendScroll()
    case .replace:
      visibility.placementsChanged()
    }
  }

  /// Moves the position, and the motion that produces it, back by `pages` after the slots
  /// moved forward by that many items.
  private mutating func translate(by pages: Double, into events: inout EventQueue) {
    position -= pages
    switch motion {
    case .idle:
      break
    case .dragging(var drag):
      drag.anchor -= pages
      drag.start -= pages
      motion = .dragging(drag)
    case .settling(var animation):
      animation.translate(by: pages)
      motion = .settling(animation)
    case .ticking(var tick):
      tick.anchor -= pages
      motion = .ticking(tick)
    }
    events.appendScroll()
  }

  /// After shifts that included a jump (a move of four pages or more): the position back
  /// within the rubber band's reach of the ends, and a drag re-based if the jump was far.
  mutating func settleAfterJump() {
    confineToEnds()
    rebaseFarDrag()
  }

  /// Keeps the position within the rubber band's reach of the ends after shifts.
  ///
  /// Past 2⁵³ pages a `Double` cannot hold a page's fraction, so a drag that far toward an
  /// end can round to more than the rubber band allows; once the shifts have reached the
  /// end, the position is brought back within it (and a drag goes on from there).
  private mutating func confineToEnds() {
    guard hasEnds, count > 0 else { return }
    let (back, forward) = edges
    let confined = min(max(position, back - rubberDimension), forward + rubberDimension)
    guard confined != position else { return }
    position = confined
    reanchorDrag()
  }

  /// Re-bases a drag whose anchor the shifts moved more than 2³¹ pages: the anchor becomes
  /// the position and the origin the finger's translation, so that the next moves, measured
  /// from there, keep their precision after a move of an absurd length.
  private mutating func rebaseFarDrag() {
    guard case .dragging(var drag) = motion, abs(drag.anchor) > Self.farDragPages else { return }
    drag.anchor = unresisted(position)
    dragOrigin = drag.translation
    motion = .dragging(drag)
  }

  /// Makes the drag in progress, if any, go on from the current position: the finger's
  /// translation so far now maps to where the content is.
  private mutating func reanchorDrag() {
    guard case .dragging(var drag) = motion else { return }
    drag.anchor = unresisted(position) - (drag.translation - dragOrigin) / geometry.pageLength
    motion = .dragging(drag)
  }

  /// Makes the ticker's run, if one runs, go on from the current position and time at its
  /// speed in the current page length.
  private mutating func reanchorTick() {
    guard case .ticking = motion, let ticker else { return }
    motion = .ticking(ticker.run(from: position, at: now, pageLength: geometry.pageLength))
  }

  /// A request of the owner's failed: the delegate hears of it.
  mutating func requestFailed(_ error: CarouselError, into events: inout EventQueue) {
    events.append(.didFail(error))
  }

  /// The data source failed to make the neighbour that a page turn or a restore brings in;
  /// the turn went ahead and that side slot is empty, a temporary end.
  ///
  /// The delegate hears of it; a settle heading past the new end turns to it, and a drag
  /// meets the rubber band there. A drag asks for the neighbour again when it begins
  /// (``neighbourRetries()``), an autoplay step or a scroll when they go toward it.
  ///
  /// - Returns: What the motion came to when a settle turned to the new end, or `nil` when
  ///   the motion goes on as it was.
  mutating func neighbourFailed(_ error: CarouselError, into events: inout EventQueue)
    -> Settling?
  {
    events.append(.didFail(error))
    neighbourFailedAt = now
    let (back, forward) = edges
    if isDragging {
      // The finger may already be past the new end: the drag goes on from where the content
      // is, inside the rubber band's reach.
      let reach = rubberDimension * Self.reachAfterReload
      position = min(max(position, back - reach), forward + reach)
      reanchorDrag()
      return nil
    }
    // A step of time that carried the content past the new end stops it there, as a shift
    // that failed does.
    if position > forward || position < back { return stopShortOfFailedShift(into: &events) }
    guard case .settling(let animation) = motion, reachable(animation.to) != animation.to else {
      return nil
    }
    return redirectMotion(into: &events) { core, animation in
      (core.reachable(animation.to), animation.velocity(at: core.now))
    }
  }

  /// A shift that motion needed failed: the delegate hears of it, and the motion stops just
  /// inside the threshold on the side it was going to, as at an end; an animation turns back
  /// to the middle.
  mutating func shiftFailed(_ error: CarouselError, into events: inout EventQueue) -> Settling {
    events.append(.didFail(error))
    return stopShortOfFailedShift(into: &events)
  }

  /// Stops the position just inside the shift threshold on the side it was going, and
  /// turns the motion back to the middle slot.
  private mutating func stopShortOfFailedShift(into events: inout EventQueue) -> Settling {
    let threshold = geometry.shiftThreshold
    let limit =
      threshold > Self.halfPage
      ? max(Self.halfPage, threshold - Self.insideThreshold) : Self.halfPage
    position = Direction(of: position).sign * limit
    if case .ticking = motion {
      // A ticker that cannot go on stops for good, rather than failing again each time it
      // resumes.
      turnTickerOff()
      return startSettle(
        to: 0, velocity: 0, duration: reducesMotion ? .zero : physics.settleDuration,
        origin: .autoplay, into: &events)
    }
    if case .idle = motion, let origin = arrivalOrigin {
      // A settle that arrived at once (reduced motion, a step too short to animate) turns
      // back to the middle as an animation would, at once too when motion is reduced.
      return startSettle(
        to: 0, velocity: 0, duration: reducesMotion ? .zero : physics.settleDuration,
        origin: origin, into: &events)
    }
    return redirectMotion(into: &events) { _, _ in (0, 0) }
  }

  /// Adapts the motion to a moved position or moved ends: a drag goes on under the finger;
  /// an animation heads for the target and velocity `retarget` gives, if it gives one.
  private mutating func redirectMotion(
    into events: inout EventQueue,
    retarget: (CarouselCore, SettleAnimation) -> (to: Double, velocity: Double)?
  ) -> Settling {
    switch motion {
    case .idle:
      // A free rest the ends moved past (a new wrapping mode) settles inside them.
      let (back, forward) = edges
      guard position < back || position > forward else { return .animating }
      return startSettle(
        to: reachable(position.rounded()), velocity: 0,
        duration: reducesMotion ? .zero : physics.settleDuration, origin: .program,
        into: &events)
    case .dragging:
      reanchorDrag()
      return .animating
    case .ticking:
      reanchorTick()
      return .animating
    case .settling(let animation):
      guard let (target, velocity) = retarget(self, animation) else { return .animating }
      return startSettle(
        to: target, velocity: velocity, duration: physics.settleDuration,
        origin: animation.origin, into: &events)
    }
  }

  // MARK: - Sequences the core runs (its steps in `CarouselCore.Step.swift`)

  /// A finger (or a trackpad) touched down at `time`, the time already advanced: the
  /// fast-drag fix if a side slot is nearer the centre, the neighbours the data source
  /// failed to make asked for again, then the drag.
  mutating func startDrag(at time: Duration, into events: inout EventQueue) -> Step {
    if let shift = fastDragShift() {
      sequence = .dragStartAfterFastDragFix(time)
      return .carryOut(shift)
    }
    return retryNeighbours(at: time, into: &events)
  }

  /// The neighbours left missing asked for again, left then right, each worked out before
  /// either is carried out; then the drag.
  private mutating func retryNeighbours(at time: Duration, into events: inout EventQueue) -> Step {
    let retries = neighbourRetries()
    if let left = retries.left {
      sequence = .dragStartAfterLeftRetry(time, right: retries.right)
      return .carryOut(left)
    }
    return retryRight(retries.right, at: time, into: &events)
  }

  private mutating func retryRight(
    _ right: SlotChange?, at time: Duration, into events: inout EventQueue
  ) -> Step {
    if let right {
      sequence = .dragStartAfterRightRetry(time)
      return .carryOut(right)
    }
    sequence = nil
    beginDrag(at: time, into: &events)
    return .done
  }

  /// The motion came to rest at once or at its end, with every due shift made: the
  /// re-basing shift onto a side slot nearer the centre, the rest on the middle slot (with
  /// the restore of a side slot that still shows a scroll-to target), then the settled
  /// events and the autoplay countdown.
  mutating func startLanding(_ origin: MotionOrigin, into events: inout EventQueue) -> Step {
    if let shift = rebasingShift() {
      sequence = .landingAfterRebase(origin)
      return .carryOut(shift)
    }
    return restAfterRebase(origin, into: &events)
  }

  private mutating func restAfterRebase(
    _ origin: MotionOrigin, into events: inout EventQueue
  ) -> Step {
    if let change = restOnMiddleSlot(into: &events) {
      sequence = .landingAfterRestore(origin)
      return .carryOut(change)
    }
    sequence = nil
    finishLanding(origin: origin, into: &events)
    return .done
  }

  /// The owner carried out the change the sequence handed out: the sequence goes on.
  mutating func resume(into events: inout EventQueue) -> Step {
    switch sequence {
    case .dragStartAfterFastDragFix(let time):
      return retryNeighbours(at: time, into: &events)
    case .dragStartAfterLeftRetry(let time, let right):
      return retryRight(right, at: time, into: &events)
    case .dragStartAfterRightRetry(let time):
      sequence = nil
      beginDrag(at: time, into: &events)
      return .done
    case .landingAfterRebase(let origin):
      return restAfterRebase(origin, into: &events)
    case .landingAfterRestore(let origin):
      sequence = nil
      finishLanding(origin: origin, into: &events)
      return .done
    case nil:
      preconditionFailure("Internal inconsistency: resumed with no sequence under way")
    }
  }

  // MARK: - Dragging, settling, landing and time (questions in `CarouselCore+Motion.swift`)

  /// The finger touched down; with no items or while a drag runs this does nothing.
  mutating func beginDrag(at time: Duration, into events: inout EventQueue) {
    guard count > 0, !isDragging else { return }
    startDragMotion(at: time)
    // A settle the finger caught ends unannounced; the release starts one.
    report.settleEndedUnannounced()
    // A trackpad's drag begins at its gesture's first event, which may be earlier than the
    // time already given: autoplay holds from now.
    autoplay.hold(\.interacting, now: max(time, now))
    events.append(.willBeginDragging)
  }

  /// A drag from where the content is, its translation counted from zero at `time`.
  private mutating func startDragMotion(at time: Duration) {
    tracker = VelocityTracker()
    tracker.add(time: time, translation: 0)
    dragOrigin = 0
    motion = .dragging(Drag(anchor: unresisted(position), translation: 0, start: position))
  }

  /// The finger moved to `translation` points (in screen terms) from where it touched down.
  ///
  /// - Returns: Whether the position changed; then the owner runs the shifts.
  mutating func moveDrag(
    translation: Double, at time: Duration, into events: inout EventQueue
  ) -> Bool {
    guard case .dragging(var drag) = motion else { return false }
    now = time
    let signed = mirrored(translation)
    drag.translation = signed
    tracker.add(time: time, translation: signed)
    motion = .dragging(drag)
    let raw = drag.anchor + (signed - dragOrigin) / geometry.pageLength
    let position = hasEnds ? resisted(raw) : raw
    guard position != self.position, position.isFinite else { return false }
    self.position = position
    events.appendScroll()
    return true
  }

  /// The finger lifted; settles on the slot nearest where a fling at this velocity ends.
  ///
  /// - Parameters:
  ///   - time: The time of the release.
  ///   - velocity: Points per second in screen terms; `nil` to use the measured one.
  ///   - events: The queue for the delegate's events.
  /// - Returns: `nil` when no drag was in progress, else what the settle came to.
  mutating func endDrag(
    at time: Duration, velocity: Double?, into events: inout EventQueue
  ) -> Settling? {
    guard case .dragging(let drag) = motion else { return nil }
    now = time
    let pageLength = geometry.pageLength
    let points =
      velocity.map(mirrored) ?? tracker.velocity(at: time, window: physics.velocityWindow)
    let pagesPerSecond = points / pageLength
    let target = reachable(
      physics.releaseTarget(
        position: position, velocity: pagesPerSecond, pageLength: pageLength,
        dragStart: drag.start))
    // Every release settles, at once when the content already rests on the target: the
    // settle events follow either way.
    events.append(.didEndDragging(willSettle: true))
    // A flick only slows down from the finger's speed, as a scroll view's deceleration does.
    let isFree = physics.releaseBehavior != .snapToItem
    let isFlick = points != 0 && (isFree || abs(points) >= physics.flickVelocityThreshold)
    return startSettle(
      to: target, velocity: pagesPerSecond, duration: physics.settleDuration, origin: .gesture,
      decelerates: isFlick, free: physics.releaseBehavior == .free, into: &events)
  }

  /// Starts a settle from the current position toward `target` pages.
  ///
  /// Past an end of a finite carousel, a velocity that points further out is dropped, so the
  /// curve never carries the content beyond the rubber band.
  ///
  /// A `free` settle may head between items, and rests there.
  mutating func startSettle(
    to target: Double, velocity: Double, duration: Duration, origin: MotionOrigin,
    decelerates: Bool = false, free: Bool = false, into events: inout EventQueue
  ) -> Settling {
    restsFree = free
    if count > 0 {
      announce(
        strip.item(atPages: Int(target.rounded()), current: current, in: ring), into: &events)
    }
    var velocity = velocity
    let (back, forward) = edges
    if (position > forward && velocity > 0) || (position < back && velocity < 0) {
      velocity = 0
    }
    // Off screen no one sees a motion: it arrives at once, and asks for no frames.
    if isOnScreen,
      let animation = SettleAnimation(
        from: position, to: target, velocity: velocity, start: now, duration: duration,
        origin: origin, decelerates: decelerates)
    {
      motion = .settling(animation)
      arrivalOrigin = nil
      return .animating
    }
    motion = .idle
    arrivalOrigin = origin
    if position != target {
      position = target
      events.appendScroll()
    }
    return .arrived(origin)
  }

  /// The announcement for assistive technologies of the item a motion came to rest on, or
  /// `nil` after an autoplay step or an assistive technology's own action, or while autoplay
  /// rotates (the W3C carousel pattern's live region is off while it does).
  private func arrivalAnnouncement(_ item: Int, after origin: MotionOrigin) -> CarouselEvent? {
    switch origin {
    case .gesture, .program:
      autoplay.isRunning ? nil : .announce(CarouselAnnouncement(item: item))
    case .autoplay, .assistiveTechnology:
      nil
    }
  }

  /// Tells the delegate where a settle is heading.
  mutating func announce(_ item: Int, into events: inout EventQueue) {
    report.announce(item, into: &events)
  }

  /// Announces the target again when a shift, new content or a new geometry during a settle
  /// moved another item to the page the animation heads for (see `reportChangesOnScreen(_:into:)`).
  private mutating func reannounceTarget(into events: inout EventQueue) {
    guard case .settling = motion, let heading = headingItem else { return }
    report.heading(for: heading, into: &events)
  }

  /// The second step of landing: at rest on the middle slot.
  ///
  /// - Returns: The refill of a side slot that still shows a scroll-to target, if any.
  mutating func restOnMiddleSlot(into events: inout EventQueue) -> SlotChange? {
    // A free rest stays where it stopped, on the middle slot's side of half a page.
    if position != 0, !restsFree || abs(position) > Self.halfPage {
      position = 0
      events.appendScroll()
    }
    motion = .idle
    return strip.restoringTarget(around: current, in: ring)
  }

  /// The last step of landing: the settled events and the autoplay countdown.
  mutating func finishLanding(origin: MotionOrigin, into events: inout EventQueue) {
    arrivalOrigin = nil
    if count > 0 {
      // A settle that a failed shift or a change of content turned elsewhere than announced
      // is announced again before it ends.
      report.landed(
        on: current, arrival: arrivalAnnouncement(current, after: origin), into: &events)
    } else {
      report.settleEndedUnannounced()
    }
    autoplay.motionSettled(on: current, at: now, origin: origin)
    tickerMayResume()
  }

  /// Moves time toward `time` by one step: to the end of an animation, to an autoplay
  /// instant, or all the way.
  ///
  /// A time before ``now`` moves no time.
  mutating func advance(to time: Duration, into events: inout EventQueue) -> TimeStep {
    switch motion {
    case .dragging:
      now = max(now, time)
      return .done
    case .settling(let animation):
      let end = animation.end
      if time < end {
        // No time passed: nothing moves (the position a shift translated may differ from
        // the curve's in the last bit, and must not change by it).
        guard now < time else { return .done }
        now = time
        let position = animation.position(at: time)
        guard position != self.position else { return .done }
        self.position = position
        events.appendScroll()
        return .moved
      }
      if now < end { now = end }
      if position != animation.to {
        position = animation.to
        events.appendScroll()
      }
      return .arrived(animation.origin)
    case .ticking(let tick):
      guard now < time else { return .done }
      now = time
      // Reduce Motion, turned on while it ran, stops it in place.
      if reducesMotion {
        haltTicking()
        return .arrived(.autoplay)
      }
      let (back, forward) = edges
      let raw = tick.position(at: time)
      let reached = min(max(raw, back), forward)
      if reached != position {
        position = reached
        events.appendScroll()
      }
      guard reached != raw else { return .moved }
      // An end of a finite carousel, or a temporary one: the ticker stops there for good.
      // (With fewer than two items there is nowhere to go: it waits, on, for items.)
      if count >= 2 { turnTickerOff() }
      haltTicking()
      return .arrived(.autoplay)
    case .idle:
      if let due = tickerDueTime, due <= time, let ticker {
        now = max(due, now)
        motion = .ticking(ticker.run(from: position, at: now, pageLength: geometry.pageLength))
        restsFree = true
        // A ticker's run is no settle: its stop announces the item it rests on.
        report.settleEndedUnannounced()
        return .tickerStarted
      }
      if let due = autoplayDueTime, due <= time {
        // After a gap of more than one interval (a host that slept), the missed steps are
        // dropped and one step starts at `time`, so one call does bounded work.
        let missedSeveral = autoplay.countdown.map { time - due >= $0.length } ?? false
        now = missedSeveral ? max(time, now) : max(due, now)
        return .autoplayStep
      }
      now = max(now, time)
      return .done
    }
  }

  /// Starts an autoplay step now.
  ///
  /// - Returns: The item to scroll to, with the paging animation.
  mutating func autoplayStep() -> Int {
    let direction = autoplay.direction.direction
    let target = ring.neighbor(of: current, direction) ?? (direction == .forward ? 0 : count - 1)
    autoplay.restartCountdown(for: target, from: now)
    return target
  }

  // MARK: - Scrolling and taps (questions in `CarouselCore+Scrolling.swift`)

  /// Starts the animation of a scroll-to, `pages` pages from the middle slot, from the
  /// current position and velocity; with ``reducesMotion`` it arrives at once, and the owner
  /// lands it with the same shifts and events.
  mutating func startScroll(
    pages: Int, origin: MotionOrigin, into events: inout EventQueue
  ) -> Settling {
    var velocity = 0.0
    if case .settling(let animation) = motion { velocity = animation.velocity(at: now) }
    return startSettle(
      to: Double(pages), velocity: velocity,
      duration: reducesMotion ? .zero : physics.scrollDuration, origin: origin,
      into: &events)
  }

  /// A scroll-to without animation arrived: every slot was refilled around `target`.
  mutating func scrolledWithoutAnimation(to target: Int, into events: inout EventQueue) {
    motion = .idle
    position = 0
    report.announce(target, into: &events)
    report.landed(
      on: target, arrival: arrivalAnnouncement(target, after: .program), into: &events)
    autoplay.restartCountdown(for: target, from: now)
    tickerMayResume()
  }

  /// A tap selected an item: the delegate hears of it.
  mutating func select(_ item: Int, into events: inout EventQueue) {
    events.append(.didSelectItem(item))
  }

  /// A tap on content that is settling catches it, as in a scroll view: the motion turns to
  /// the slot nearest the centre (or stays on it), from rest.
  ///
  /// - Returns: What the new settle came to, or `nil` when nothing was settling.
  mutating func catchMotion(into events: inout EventQueue) -> Settling? {
    guard case .settling = motion else { return nil }
    return startSettle(
      to: reachable(position.rounded()), velocity: 0, duration: physics.settleDuration,
      origin: .gesture,
      into: &events)
  }

  // MARK: - Content and geometry (questions in `CarouselCore+Content.swift`)

  /// Adapts the motion to the content a reload put in.
  mutating func reloaded(_ reload: Reload, into events: inout EventQueue) -> AfterReload {
    // The items may have been renumbered: what was prefetched is cancelled, and the window is
    // worked out afresh at the end of the call.
    prefetch.cancelAll(into: &events)
    stepRun = nil
    if count == 0 {
      if isDragging { events.append(.didEndDragging(willSettle: false)) }
      motion = .idle
      position = 0
      autoplay.interactionCancelled(now: now)
      return .done
    }
    switch motion {
    case .idle:
      position = 0
      report.reloaded(restingOn: current, into: &events)
      // A feed that reloads often keeps its autoplay rhythm; one that had too few items to
      // autoplay starts a fresh countdown.
      if reload.autoplayWasInert || autoplay.countdown == nil {
        autoplay.restartCountdown(for: current, from: now)
      } else {
        autoplay.itemChanged(to: current)
      }
      restartStaleAutoplayCountdown()
      return .done
    case .dragging:
      let (back, forward) = edges
      let reach = rubberDimension * Self.reachAfterReload
      position = min(max(position, back - reach), forward + reach)
      reanchorDrag()
      return .done
    case .ticking:
      let (back, forward) = edges
      position = min(max(position, back), forward)
      reanchorTick()
      return .done
    case .settling(let animation):
      if let heading = reload.heading, heading < count, heading != current {
        return .scroll(to: heading, after: animation)
      }
      return .settle(settleOnNearest(after: animation, into: &events))
    }
  }

  /// Settles on the nearest slot inside the ends, keeping an animation's velocity.
  mutating func settleOnNearest(
    after animation: SettleAnimation, into events: inout EventQueue
  ) -> Settling {
    let (back, forward) = edges
    return startSettle(
      to: min(max(0, back), forward), velocity: animation.velocity(at: now),
      duration: physics.settleDuration, origin: animation.origin, into: &events)
  }

  /// Keeps the motion inside the ends after they moved (a new wrapping mode).
  mutating func adaptToEnds(into events: inout EventQueue) -> Settling {
    redirectMotion(into: &events) { core, animation in
      let (back, forward) = core.edges
      let target = min(max(animation.to, back), forward)
      return target != animation.to ? (target, animation.velocity(at: core.now)) : nil
    }
  }

  /// Takes new lengths, keeping the current item and the fractional position.
  ///
  /// - Returns: Whether the geometry changed; then the owner runs the shifts.
  mutating func setGeometry(_ geometry: CarouselGeometry, into events: inout EventQueue) -> Bool {
    guard geometry != self.geometry else { return false }
    let wasMirrored = isMirrored
    self.geometry = geometry
    if isMirrored != wasMirrored, case .dragging(var drag) = motion {
      // The finger's translation so far, and its samples, now point the other way.
      drag.translation = -drag.translation
      motion = .dragging(drag)
      dragOrigin = -dragOrigin
      tracker.mirror()
    }
    reanchorDrag()
    reanchorTick()
    events.appendScroll()
    return true
  }

  // MARK: - What is on screen (questions in `CarouselCore+Visibility.swift`)

  /// Reports, at the end of an operation that moved the position or changed what the slots
  /// show, what that implies: the settle's target again if another item now holds its page,
  /// then the items that left the view and those that came into it.
  ///
  /// - Parameters:
  ///   - reading: What drawing the slots said, worked out by the caller
  ///     (``VisibilityInputs/reading()``).
  ///   - events: The queue.
  mutating func reportChangesOnScreen(_ reading: ScreenReading, into events: inout EventQueue) {
    reannounceTarget(into: &events)
    visibility.report(reading, at: position, into: &events)
  }
}
