public import LoopCarousel

/// A host for tests: drives a carousel on a clock of its own, frame by frame, and records
/// every event as a value, so that an app's data source and delegate are tested without a
/// screen, a display link or a sleep (as swift-nio's `EmbeddedChannel` tests a handler).
///
/// ```swift
/// import LoopCarousel
/// import LoopCarouselTesting
/// import Testing
///
/// @Test func swipeShowsTheNextBanner() throws {
///   let host = CarouselTestHost(Carousel())
///   // … register cells, set your data source and delegate, reloadData() …
///   try host.drag(by: -200)          // a finger moving left 200 points
///   host.runUntilIdle()
///   #expect(host.carousel.currentIndex == 1)
///   #expect(host.takeEvents().contains(.didScrollToItem(1)))
/// }
/// ```
///
/// The host sets no data source and no delegate: the carousel keeps yours. It records the
/// events as ``Carousel/events(bufferingNewest:)`` gives them, but at once, as they are
/// delivered.
public final class CarouselTestHost {
  /// The carousel driven.
  public let carousel: Carousel
  /// The host's clock: the time of the latest call it made.
  public private(set) var now: Duration
  /// The time between two frames.
  public let frameInterval: Duration
  /// The events delivered since the host was made or ``takeEvents()`` last emptied them.
  public private(set) var events: [CarouselEvent] = []

  /// The frame rates a host runs at: 1 to 100,000 frames a second.
  ///
  /// Above it a frame would last less than 10 microseconds, and a second of frames would be
  /// a loop of more than 100,000 steps; at 10¹⁸ frames a second the interval is zero and
  /// ``advance(by:)`` would never end.
  public static let frameRates = 1...100_000

  /// Creates a host for a carousel, with a 60 Hz frame loop.
  ///
  /// - Parameters:
  ///   - carousel: The carousel to drive; its data source and delegate stay as they are.
  ///   - start: The time of the host's clock at first; at least the carousel's
  ///     ``Carousel/currentTime``.
  public convenience init(_ carousel: Carousel, startingAt start: Duration = .zero) {
    self.init(carousel, startingAt: start, frameInterval: .seconds(1) / 60)
  }

  /// Creates a host for a carousel, with a frame loop at another rate.
  ///
  /// - Parameters:
  ///   - carousel: The carousel to drive; its data source and delegate stay as they are.
  ///   - start: The time of the host's clock at first; at least the carousel's
  ///     ``Carousel/currentTime``.
  ///   - framesPerSecond: The frame rate of the host's frame loop, in ``frameRates``.
  /// - Throws: ``CarouselError/Code/invalidInterval`` for a rate outside ``frameRates``.
  public convenience init(
    _ carousel: Carousel, startingAt start: Duration = .zero, framesPerSecond: Int
  ) throws(CarouselError) {
    guard Self.frameRates.contains(framesPerSecond) else {
      throw CarouselError(
        .invalidInterval,
        "framesPerSecond must be in \(Self.frameRates.lowerBound)...\(Self.frameRates.upperBound), "
          + "got \(framesPerSecond)")
    }
    self.init(carousel, startingAt: start, frameInterval: .seconds(1) / framesPerSecond)
  }

  private init(_ carousel: Carousel, startingAt start: Duration, frameInterval: Duration) {
    self.carousel = carousel
    now = max(start, carousel.currentTime)
    self.frameInterval = frameInterval
    carousel.observeEvents(by: ObjectIdentifier(self)) { [weak self] event in
      self?.events.append(event)
    }
  }

  deinit {
    carousel.stopObserving(by: ObjectIdentifier(self))
  }

  /// Returns the events recorded so far and forgets them.
  ///
  /// - Returns: The events, in the order they were delivered.
  public func takeEvents() -> [CarouselEvent] {
    defer { events.removeAll() }
    return events
  }

  /// Moves time on by `duration`, one frame at a time, calling ``Carousel/advance(to:)`` on
  /// each, as a display link would.
  ///
  /// - Parameter duration: How long; nothing happens for a duration that is not positive.
  public func advance(by duration: Duration) {
    let end = now + duration
    while now < end {
      now = min(now + frameInterval, end)
      carousel.advance(to: now)
    }
  }

  /// Runs frames while the carousel moves on its own (settling, or ticking), until it is at
  /// rest or `limit` has passed.
  ///
  /// An autoplay countdown does not count as motion: the carousel rests between steps. A
  /// moving ticker does, and so does one just turned on at rest (it starts at the next
  /// frame): it moves until it is stopped, held (focus, hover, off screen) or reaches the end
  /// of a finite carousel, so with one moving this runs frames for the whole `limit` and
  /// returns `false` unless one of those happens. A ticker waiting out its resume delay
  /// (after a drag, a scroll or a hold) is at rest until the delay ends: this returns `true`
  /// then, as for autoplay; ``advance(by:)`` runs the delay. During a drag no frame runs
  /// (the finger moves the content) and it returns `false` at once.
  ///
  /// - Parameter limit: The longest time to run.
  /// - Returns: Whether the carousel came to rest.
  @discardableResult
  public func runUntilIdle(limit: Duration = .seconds(60)) -> Bool {
    let end = now + limit
    while movesOnItsOwn, now < end {
      now += frameInterval
      carousel.advance(to: now)
    }
    return !movesOnItsOwn && carousel.phase == .idle
  }

  /// Whether the carousel moves without a finger: it settles, it ticks, or a ticker is on
  /// and asks for a frame now (turned on at rest, it starts at the next frame, so
  /// ``Carousel/phase`` is still ``CarouselPhase/idle`` until then).
  private var movesOnItsOwn: Bool {
    switch carousel.phase {
    case .settling, .ticking: true
    case .dragging: false
    case .idle:
      carousel.tickerSpeed != nil
        && carousel.nextDeadline.map { $0 <= carousel.currentTime } == true
    }
  }

  /// A finger drag: it touches down, moves by `translation` in even steps, one per frame, over
  /// `duration`, and lifts.
  ///
  /// `translation` is in the host's screen terms, as a pan recognizer reports it: negative
  /// moves the content left (toward the next item in a left-to-right horizontal carousel).
  ///
  /// - Parameters:
  ///   - translation: The finger's total movement, in points.
  ///   - duration: How long the finger moves.
  ///   - velocity: The release velocity in points per second, in the same terms; `nil` lets
  ///     the carousel estimate it from the moves.
  /// - Throws: The errors of the drag calls.
  public func drag(
    by translation: Double, over duration: Duration = .milliseconds(200), velocity: Double? = nil
  ) throws(CarouselError) {
    try carousel.beginDragging(at: now)
    let frames = max(1, Int((duration / frameInterval).rounded(.up)))
    for frame in 1...frames {
      now += frameInterval
      try carousel.updateDragging(
        translation: -translation * Double(frame) / Double(frames), at: now)
    }
    try carousel.endDragging(at: now, velocity: velocity.map { -$0 })
  }

  /// A tap at a point of the viewport: ``Carousel/selectItem(atX:y:at:)`` now.
  ///
  /// - Parameters:
  ///   - x: The distance from the viewport's left edge.
  ///   - y: The distance from its top edge.
  /// - Returns: The item selected, if any.
  /// - Throws: The errors of ``Carousel/selectItem(atX:y:at:)``.
  @discardableResult
  public func tap(atX x: Double, y: Double) throws(CarouselError) -> Int? {
    try carousel.selectItem(atX: x, y: y, at: now)
  }
}
