/// Everything a ``Carousel`` changes but its settings and its call flags, in one value: the
/// core, and what only the executor holds (the slot cells, the pool, the cell-request ledger,
/// the event queue).
///
/// The carousel keeps it in one stored property, so that a step of a call that does not run
/// host code is one access to it, checked for exclusivity like any other. Host code (the data
/// source, a cell's `init()`, `prepareForReuse()` or `deinit`, the delegate, an error's
/// `deinit`) runs only between such steps: a step never releases the last reference to a
/// host object (the queue clears what it hands out, and what it drops is dropped by the
/// caller).
struct CarouselState {
  /// The engine's state and decisions.
  var core: CarouselCore
  /// The cells of the three slots, in step with `core.strip`.
  var cells = Slots<CarouselCell>()
  var pool = ReusePool()
  /// Events waiting to be delivered to the delegate, in order.
  var events = EventQueue(capacity: 32)
  /// The delegate that `core.visible` was told to.
  ///
  /// Visibility events are worked out for it. Weak, so that another object made at the
  /// same address never passes for it.
  weak var visibilityListener: (any CarouselDelegate)?
  /// What each delegate the carousel has had was told is visible, as delivered: a delegate
  /// set again hears only the difference from what is on screen, so that for each one the
  /// items told appeared, less those told disappeared, are the visible ones.
  private var toldVisible: [ToldVisible] = []

  /// The visibility events delivered to one delegate.
  private struct ToldVisible {
    weak var listener: (any CarouselDelegate)?
    var items = VisibleItems()
  }
  /// The cells that left their slots, waiting for their `didEndDisplaying`.
  ///
  /// Each is prepared for reuse and pooled once that event is delivered (or dropped, without
  /// a delegate), so that the delegate is never told about a cell that already shows
  /// another item. Rarely more than three.
  private(set) var leaving: [CarouselCell] = []
  /// The most cells that were ever leaving at once: a call that changes the slots several
  /// times before its events are delivered needs that many more cells.
  private(set) var mostLeaving = 0
  /// The cells dequeued during the data-source request in progress.
  var requests = CellRequestLedger()
  /// The number of cell requests made to the data source, for tests and benchmarks.
  var cellRequestCount = 0

  init(core: CarouselCore) {
    self.core = core
  }

  /// Sends an input to the core with the event queue it posts into.
  ///
  /// - Parameter input: A call of one of the core's inputs.
  /// - Returns: What the input returns.
  /// - Throws: What the input throws.
  mutating func send<Result, Failure: Error>(
    _ input: (inout CarouselCore, inout EventQueue) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try input(&core, &events)
  }

  /// The shift that is due, if any (`CarouselCore.nextShift()`).
  ///
  /// Asked in place: a question asked through `state.core` from the carousel copies the
  /// whole core first, since the optimizer cannot see that nothing writes it during the
  /// call; the shift loop asks this at every step of a page turn.
  mutating func nextShift() -> SlotChange? {
    core.nextShift()
  }

  /// What decides the visible items, unless they are current (nothing moved since the last
  /// report); taken in place, like ``nextShift()``, so that the style runs outside the access.
  mutating func staleVisibilityInputs() -> VisibilityInputs? {
    core.isVisibilityCurrent ? nil : core.visibilityInputs
  }

  /// A drag move, with the first shift it makes due (`nil` when none is, or nothing moved),
  /// in one access.
  mutating func moveDrag(translation: Double, at time: Duration) -> SlotChange? {
    core.moveDrag(translation: translation, at: time, into: &events) ? core.nextShift() : nil
  }

  /// What one step of time asks of the carousel, in one access.
  enum TimeStep {
    /// The item whose autoplay countdown started without its interval: ask the data source
    /// for it (with this default) before time moves on.
    case interval(item: Int, default: Duration)
    /// The core's step, with the first shift due after it moved the content.
    case step(CarouselCore.TimeStep, firstShift: SlotChange?)
  }

  /// One step of time toward `time`: first the interval of a countdown that lacks one,
  /// else the core's step and the first shift it makes due.
  mutating func advance(to time: Duration) -> TimeStep {
    if let request = intervalRequest() { return request }
    let step = core.advance(to: time, into: &events)
    switch step {
    case .moved, .arrived: return .step(step, firstShift: core.nextShift())
    case .done, .autoplayStep, .tickerStarted: return .step(step, firstShift: nil)
    }
  }

  /// The end of a call's work, before a changed delegate is checked: the interval of a
  /// countdown that lacks one, if any (then nothing else is done); else the prefetches
  /// brought up to date, and what decides the visible items unless they are current.
  mutating func endWork() -> EndOfWork {
    if case .interval(let item, let length) = intervalRequest() {
      return .interval(item: item, default: length)
    }
    core.updatePrefetch(into: &events)
    return .done(staleVisibility: staleVisibilityInputs())
  }

  /// What ``endWork()`` leaves to the carousel.
  enum EndOfWork {
    /// Ask the data source for this item's autoplay interval (with this default), then set
    /// it and update the prefetches (``setCountdownLength(_:)``).
    case interval(item: Int, default: Duration)
    /// Done; the visible items are to be worked out from these inputs, unless `nil`.
    case done(staleVisibility: VisibilityInputs?)
  }

  /// The countdown's length, which the data source gave (or the default), and the
  /// prefetches brought up to date.
  mutating func setCountdownLength(_ length: Duration, updatingPrefetch: Bool) {
    core.setAutoplayCountdownLength(length)
    if updatingPrefetch { core.updatePrefetch(into: &events) }
  }

  /// The item whose autoplay countdown lacks its interval, with the default interval.
  private func intervalRequest() -> TimeStep? {
    guard let item = core.autoplay.itemNeedingInterval, let interval = core.autoplay.interval
    else { return nil }
    return .interval(item: item, default: interval)
  }

  /// Ends a data-source request that failed: the cells dequeued during it go back to the
  /// pool.
  mutating func failRequest() {
    requests.fail(returningCellsTo: &pool)
  }

  /// Ends a data-source request that returned `cell`, checking it (see
  /// `CellRequestLedger.close(returning:item:owner:pool:)`).
  mutating func closeRequest(
    returning cell: CarouselCell, item: Int, owner: ObjectIdentifier
  ) throws(CarouselError) -> CarouselCell {
    try requests.close(returning: cell, item: item, owner: owner, pool: &pool)
  }

  /// What `listener` was told is visible; nothing for a delegate new to the carousel.
  func toldVisibleItems(of listener: (any CarouselDelegate)?) -> VisibleItems {
    guard let listener else { return VisibleItems() }
    return toldVisible.first { $0.listener === listener }?.items ?? VisibleItems()
  }

  /// Records a visibility event delivered to `listener`.
  mutating func recordVisibility(
    of item: Int, appeared: Bool, to listener: any CarouselDelegate
  ) {
    guard let index = toldVisible.firstIndex(where: { $0.listener === listener }) else {
      // Delegates that went away leave room.
      toldVisible.removeAll { $0.listener == nil }
      var record = ToldVisible(listener: listener)
      if appeared { record.items.insert(item) }
      toldVisible.append(record)
      return
    }
    if appeared {
      toldVisible[index].items.insert(item)
    } else {
      toldVisible[index].items.remove(item)
    }
  }

  /// Puts a cell that left its slot into ``leaving``.
  mutating func leave(_ cell: CarouselCell) {
    cell.location = .leaving
    leaving.append(cell)
    mostLeaving = max(mostLeaving, leaving.count)
  }

  /// The cell in a slot with this identity, or `nil` when no slot holds it.
  func slotCell(_ cell: ObjectIdentifier) -> CarouselCell? {
    for position in SlotPosition.allCases {
      if let shown = cells[position], ObjectIdentifier(shown) == cell { return shown }
    }
    return nil
  }

  /// The leaving cell with this identity, or `nil` when it is not there.
  func leavingCell(_ cell: ObjectIdentifier) -> CarouselCell? {
    leaving.first { ObjectIdentifier($0) == cell }
  }

  /// Takes a leaving cell out of ``leaving``, or returns `nil` when it is not there.
  mutating func takeLeaving(_ cell: ObjectIdentifier) -> CarouselCell? {
    guard let index = leaving.firstIndex(where: { ObjectIdentifier($0) == cell }) else {
      return nil
    }
    return leaving.remove(at: index)
  }

  /// What is left to do at the end of a call.
  struct Pending {
    /// A `didScroll` and nothing else is to be delivered; it was taken out of the queue.
    var loneScroll = false
    /// Events wait in the queue.
    var events = false
    /// The pool retired cells that wait to be let go of.
    var retiredCells = false
  }

  /// ``finishCall(takingLoneScroll:visibleNow:)`` in one access when the visible items are
  /// current (or `reporting` is false); else what decides them, for the caller to work them
  /// out outside the access and finish with.
  ///
  /// - Parameters:
  ///   - takingLoneScroll: Whether the caller delivers a lone `didScroll` itself.
  ///   - reporting: Whether what changed on screen is to be reported.
  /// - Returns: What is left to do, or the inputs to work the visible items out from.
  mutating func finishCallIfCurrent(takingLoneScroll: Bool, reporting: Bool) -> CallEnd {
    if reporting, let inputs = staleVisibilityInputs() { return .stale(inputs) }
    return .finished(finishCall(takingLoneScroll: takingLoneScroll, visibleNow: nil))
  }

  /// How far ``finishCallIfCurrent(takingLoneScroll:reporting:)`` got.
  enum CallEnd {
    /// The call's end is done: what is left.
    case finished(Pending)
    /// The visible items are to be worked out from these inputs first.
    case stale(VisibilityInputs)
  }

  /// Does the state's part of the end of a public call.
  ///
  /// What changed on screen is reported (see `CarouselCore.reportChangesOnScreen(_:into:)`),
  /// and a lone `didScroll` is taken out of the queue when the caller will deliver it. Called
  /// again after callbacks ran, it only says what they left (their own calls reported what
  /// they changed).
  ///
  /// - Parameters:
  ///   - takingLoneScroll: Whether the caller delivers a lone `didScroll` itself (no
  ///     delivery of events is under way).
  ///   - visibleNow: The items visible now, worked out by the caller when
  ///     `core.isVisibilityCurrent` is false (outside this access, since the style is host
  ///     code that may read the carousel); `nil` to report nothing (after a call that threw
  ///     and changed nothing, a recount a new delegate asked for waits for the next call).
  /// - Returns: What is left to do.
  mutating func finishCall(takingLoneScroll: Bool, visibleNow: ScreenReading?) -> Pending {
    if let visibleNow { core.reportChangesOnScreen(visibleNow, into: &events) }
    if takingLoneScroll, events.isOnlyScroll {
      events.removeScroll()
      return Pending(loneScroll: true, retiredCells: pool.hasRetiredCells)
    }
    return Pending(events: !events.isEmpty, retiredCells: pool.hasRetiredCells)
  }
}
