/// The machine of the inputs beside touch: the trackpad gesture under way, the run of steps
/// keys and wheel notches started, what the event being carried out leads to, focus, and the
/// ticker.
///
/// It owns its writes. What a wheel event or a key leads to is staged first and takes effect
/// only once the sequence it started is done (``carriedOut()``, from the core's
/// ``CarouselCore/Then/carryOutInput(focusing:)``), so that an event whose scroll fails changes
/// nothing.
struct InputsBesideTouch {
  /// The trackpad gesture under way, if any.
  private(set) var wheel = WheelGesture()
  /// The last run of steps keys or wheel notches started, while its settle may run.
  private(set) var stepRun: StepRun?
  /// What the wheel event or key being carried out leads to, until the sequence it started
  /// is done.
  private(set) var pending: CarouselCore.PendingInput?
  /// The item that has focus, or `nil` when focus is not in the carousel.
  private(set) var focusedItem: Int?
  /// The data source's identifier of the focused item, when it gives identities: focus
  /// follows it through reloads.
  private(set) var focusedIdentifier: AnyHashable?
  /// The ticker, while one is on.
  private(set) var ticker: Ticker?

  // MARK: - Wheel events and keys

  /// A wheel event is being carried out: it leads to `gesture`, and to `step` when a notch
  /// scrolls.
  mutating func stage(wheel gesture: WheelGesture, step: StepRun? = nil) {
    pending = CarouselCore.PendingInput(wheel: gesture, step: step)
  }

  /// A key is being carried out: it starts `step` when it scrolls, else nothing.
  mutating func stage(step: StepRun?) {
    pending = step.map { CarouselCore.PendingInput(step: $0) }
  }

  /// The sequence the last wheel event or key started is done: the gesture it led to and the
  /// step run it started take effect.
  mutating func carriedOut() {
    guard let pending else { return }
    self.pending = nil
    if let step = pending.step { stepRun = step }
    if let gesture = pending.wheel { wheel = gesture }
  }

  /// A finger touched down while the trackpad dragged: the rest of its gesture is absorbed.
  mutating func handWheelToFinger() {
    wheel = wheel.handedToFinger()
  }

  /// The items were renumbered: no step run goes on.
  mutating func endStepRun() {
    stepRun = nil
  }

  // MARK: - Focus

  /// Focus moved to `item` (with its identifier, if the data source gives one) or left the
  /// carousel (`nil`).
  ///
  /// - Returns: Whether the focused item changed.
  mutating func focus(_ item: Int?, identifier: AnyHashable?) -> Bool {
    guard item != focusedItem else { return false }
    focusedItem = item
    focusedIdentifier = item == nil ? nil : identifier
    return true
  }

  // MARK: - The ticker

  /// Turns the ticker on, or gives the one on a new speed and delay.
  mutating func startTicker(_ ticker: Ticker) {
    self.ticker = ticker
  }

  /// Turns the ticker off.
  mutating func stopTicker() {
    ticker = nil
  }

  /// The ticker, if on, may move again its resume delay after `time`.
  mutating func tickerMayResume(after time: Duration) {
    guard let delay = ticker?.resumeDelay else { return }
    ticker?.resumesAt = time + delay
  }
}
