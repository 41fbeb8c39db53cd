/// Advances a carousel from a real clock: every frame while it settles, one sleep until the
/// next autoplay step while it rests, and no wake-ups at all when nothing is pending (a
/// drag included: the host's moves move the content; the release wakes the driver).
///
/// One carousel has one driver at a time: a second driver made for it takes over (the
/// first one sleeps), and when the second is freed the first takes over again. A clock that
/// runs past ``Carousel/latestTime`` stops the driver: ``run(isolation:)`` returns and
/// ``error`` says why.
///
/// The driver holds its carousel weakly: when the host lets go of the carousel, the carousel
/// is freed at once (autoplay or not) and ``run(isolation:)`` returns. Use the driver's
/// ``now`` as the time of the gestures you pass to the carousel, so both share one clock.
///
/// The driver's time counts on from the carousel's ``Carousel/currentTime`` when the driver
/// is made, so a driver can be attached to a carousel that has already seen time, and a new
/// driver can take over from one whose task was cancelled (a view that disappears and comes
/// back): its ``now`` is never earlier than a time the carousel was given.
///
/// ```swift
/// let driver = CarouselDriver(carousel: carousel, clock: ContinuousClock())
/// Task { @MainActor in await driver.run() }
/// try carousel.beginDragging(at: driver.now)
/// ```
public final class CarouselDriver<C: Clock> where C.Duration == Duration {
  private weak var carousel: Carousel?
  private let clock: C
  private let origin: C.Instant
  /// The carousel's time when the driver was made; the driver's time counts on from it.
  private let base: Duration
  /// The time between two frames while the carousel moves.
  public let frameInterval: Duration
  private var sleeper: Task<Void, Never>?
  /// Keeps the stream of a wait without a timer open until the wait ends.
  private var waitIsOpen: AsyncStream<Void>.Continuation?
  /// Why ``run(isolation:)`` returned by itself, if it did: the clock went past
  /// ``Carousel/latestTime`` (``CarouselError/Code/timeOutOfRange``).
  public private(set) var error: CarouselError?
  /// The time the current sleep ends, while sleeping.
  private var plannedWake: Duration?

  /// One frame of a 60 Hz display, 1/60 s rounded to the nanosecond: the frame interval when
  /// none in range is given. (The initializer's default argument spells the same value: a
  /// public default cannot name an internal constant.)
  static var defaultFrameInterval: Duration { .nanoseconds(16_666_667) }

  /// Creates a driver for a carousel.
  ///
  /// - Parameters:
  ///   - carousel: The carousel, held weakly.
  ///   - clock: The clock to read and sleep on.
  ///   - frameInterval: The frame time while moving, in `0 < frameInterval <= 1 s`; 1/60 s
  ///     by default, and when out of that range.
  public init(
    carousel: Carousel, clock: C, frameInterval: Duration = .nanoseconds(16_666_667)
  ) {
    self.carousel = carousel
    self.clock = clock
    self.origin = clock.now
    self.base = carousel.currentTime
    self.frameInterval =
      frameInterval > .zero && frameInterval <= .seconds(1)
      ? frameInterval : Self.defaultFrameInterval
    carousel.observeSchedule(by: ObjectIdentifier(self)) { [weak self] in self?.wake() }
  }

  deinit {
    carousel?.stopObservingSchedule(by: ObjectIdentifier(self))
  }

  /// The time to pass to the carousel's calls: the carousel's time when the driver was made,
  /// plus the time on the driver's clock since then.
  public var now: Duration { base + origin.duration(to: clock.now) }

  /// Advances the carousel until it is freed or the task is cancelled; a cancelled driver
  /// returns at once, even from a sleep.
  ///
  /// - Parameter isolation: The actor the carousel is used on; the caller's by default.
  public func run(isolation: isolated (any Actor)? = #isolation) async {
    while !Task.isCancelled {
      let task: Task<Void, Never>
      switch step() {
      case .stop:
        return
      case .sleep(let wakeTime):
        let clock = self.clock
        let instant = origin.advanced(by: wakeTime - base)
        task = Task { try? await clock.sleep(until: instant, tolerance: nil) }
        plannedWake = wakeTime
      case .wait:
        // No timer at all: a clock's long sleep still wakes a thread about once a second
        // on some platforms (Dispatch on Linux). `wake()` cancels the wait.
        let (signal, keepOpen) = AsyncStream<Void>.makeStream()
        waitIsOpen = keepOpen
        task = Task { for await _ in signal {} }
        plannedWake = Carousel.latestTime
      }
      sleeper = task
      // Cancelling the driver's task ends the sleep at once (the sleep is a task of its own,
      // which the caller's cancellation would not reach), so `run` returns without waiting
      // for the next frame or, at rest, for up to a day.
      await withTaskCancellationHandler {
        await task.value
      } onCancel: {
        task.cancel()
      }
      sleeper = nil
      plannedWake = nil
      waitIsOpen?.finish()
      waitIsOpen = nil
    }
  }

  /// What the driver does after a step.
  private enum Plan {
    /// The carousel is gone, or the clock left the carousel's range.
    case stop
    /// Sleep on the clock until this time.
    case sleep(Duration)
    /// Nothing is due: wait, with no timer, until the carousel says something is pending.
    case wait
  }

  /// Advances the carousel to now and says what the driver does next.
  private func step() -> Plan {
    guard let carousel else { return .stop }
    let now = self.now
    guard now <= Carousel.latestTime else {
      // The clock ran past what a carousel accepts: the driver stops, and says why.
      error = .outOfRange(now)
      return .stop
    }
    // Another driver took over: this one waits until it is the driver again.
    guard carousel.isDriven(by: ObjectIdentifier(self)) else { return .wait }
    carousel.advance(to: now)
    switch carousel.frameSchedule {
    case .everyFrame:
      return .sleep(now + frameInterval)
    case .wake(let deadline):
      return .sleep(max(deadline, now))
    case .idle:
      // Nothing is due (during a drag the host's moves move the content).
      return .wait
    }
  }

  /// Cuts the current sleep short if the carousel needs time sooner, or is gone.
  ///
  /// The carousel calls it after each of its calls that leaves something pending, so a
  /// release, a scroll or a new autoplay schedule starts frames at once.
  public func wake() {
    guard let plannedWake else { return }
    if let carousel, let deadline = carousel.nextDeadline, deadline >= plannedWake,
      carousel.phase == .idle
    {
      return
    }
    sleeper?.cancel()
  }
}

extension CarouselDriver where C == ContinuousClock {
  /// Creates a driver on the continuous clock.
  ///
  /// - Parameter carousel: The carousel, held weakly.
  public convenience init(carousel: Carousel) {
    self.init(carousel: carousel, clock: ContinuousClock())
  }
}
