import LoopCarousel

/// Drives a carousel through script commands on simulated 60 Hz time, and reports the state
/// after each one.
///
/// The runner plays the host: it turns pages into points, fingers into drag calls and
/// seconds into frames, and calls ``Carousel/advance(to:)`` once per frame while anything
/// moves. Frames where nothing can change (at rest with the next autoplay step further
/// away, or with the finger resting) are skipped, which changes nothing the engine does:
/// its state is a function of time.
final class DemoRunner {
  /// The longest a `settle` waits, in frames (10 seconds).
  static let settleLimit = 10 * FrameClock.rate

  /// The carousel under test.
  let carousel: Carousel
  /// The data source and delegate.
  let model: DemoModel
  /// The simulated time.
  private(set) var clock = FrameClock()
  /// The geometry the script asked for.
  private(set) var settings = GeometrySettings()
  /// The finger's translation since it touched down, in points toward the next item.
  private var translation = 0.0
  /// The name of the style the script chose.
  private(set) var styleName = "plain"
  /// Records every frame for `--html`, when set.
  var recorder: PlaybackRecorder?
  /// Whether the carousel consumed the last input command (`wheel`, `trackpad`, `key`).
  private var consumed: Bool?
  /// What the demo has to say about the last command that is not the engine's error.
  private var note: String?

  /// An autoplay interval in seconds as a `Duration`: to the nanosecond, as the demo always
  /// passed it, and past ±9·10⁹ seconds (which the engine refuses, being longer than
  /// ``Carousel/longestInterval``) as ±9·10⁹ seconds, within what an `Int64` count of
  /// nanoseconds holds.
  static func interval(seconds: Double) -> Duration {
    let limit = 9e9
    return .nanoseconds(Int64((min(max(seconds, -limit), limit) * 1e9).rounded()))
  }

  /// The momentum events a `trackpad` command sends after the fingers lift: this many frames,
  /// each with this fraction of the one before (about what AppKit sends after a flick).
  static let momentumFrames = 30
  static let momentumDecay = 0.9

  /// Creates a runner with no items, a 320-point viewport, wrapping on.
  ///
  /// - Parameter recordsAllEvents: Whether the event log lists `didScroll`, `willDisplay`
  ///   and `didEndDisplaying` too.
  init(recordsAllEvents: Bool = false) {
    carousel = Carousel(geometry: (try? GeometrySettings().geometry()) ?? .standard)
    model = DemoModel(carousel: carousel, recordsAllEvents: recordsAllEvents)
    carousel.dataSource = model
    carousel.delegate = model
  }

  /// Runs one command and reports the state after it.
  ///
  /// - Parameter step: The command.
  /// - Returns: The state, the events delivered while the command ran, and the engine's
  ///   error if it rejected the command.
  func perform(_ step: ScriptStep) -> StepReport {
    _ = model.takeEvents()
    consumed = nil
    note = nil
    recorder?.begin(step)
    var failure: String?
    do {
      try execute(step.command)
    } catch {
      failure = error.description
      recorder?.fail(error.description)
    }
    recorder?.record(self)
    return StepReport(
      step: step, state: snapshot, events: model.takeEvents(), error: failure,
      consumed: failure == nil ? consumed : nil, note: note)
  }

  /// What the carousel shows now.
  var snapshot: CarouselSnapshot {
    CarouselSnapshot(carousel: carousel, frame: clock.frame, styleName: styleName)
  }

  // MARK: - Commands

  /// Runs one command.
  ///
  /// - Parameter command: The command.
  /// - Throws: The engine's error; the command stops there.
  func execute(_ command: ScriptCommand) throws(CarouselError) {
    switch command {
    case .items(let count):
      try reload(count: count)
    case .identity(let on):
      // The carousel learns an item's identifier when it makes its cell: reloading makes the
      // cells on screen again, so that the next edit finds them by identity.
      model.givesIdentity = on
      try carousel.reloadData()
    case .insert(let index, let count):
      guard index <= model.count else {
        throw CarouselError(
          .indexOutOfRange,
          "insert at \(index): the items are 0..<\(model.count), and \(model.count) adds at the end"
        )
      }
      guard count <= DemoModel.largestEditableCount - model.count else {
        throw CarouselError(
          .indexOutOfRange,
          "insert \(count) items: insert and delete edit at most "
            + "\(DemoModel.largestEditableCount) items")
      }
      try edit { $0.insert(count, at: index) }
    case .delete(let index, let count):
      guard index < model.count else {
        throw CarouselError(
          .indexOutOfRange, "delete at \(index): the items are 0..<\(model.count)")
      }
      try edit { $0.delete(count, at: index) }
    case .reload(let count):
      try reload(count: count ?? model.count)
    case .wrap(let wraps):
      try carousel.setWraps(wraps)
    case .viewport(let length):
      var next = settings
      next.viewportLength = length
      try apply(next)
    case .item(let length, let spacing):
      var next = settings
      next.itemLength = length
      next.spacing = spacing
      try apply(next)
    case .orientation(let orientation):
      var next = settings
      next.orientation = orientation == .vertical ? .vertical : .horizontal
      try apply(next)
    case .layoutDirection(let direction):
      var next = settings
      next.layoutDirection = direction == .rightToLeft ? .rightToLeft : .leftToRight
      try apply(next)
    case .alignment(let leading):
      var next = settings
      next.alignment = leading ? .leading : .center
      try apply(next)
    case .visibilityThreshold(let fraction):
      try carousel.setVisibilityThreshold(fraction)
    case .motion(let reduced):
      carousel.reducesMotion = reduced
    case .style(let name):
      guard let style = DemoStyles.style(named: name) else { return }
      carousel.style = style
      styleName = name
    case .drag(let pages, let seconds):
      try drag(pages: pages, frames: FrameClock.frames(inSeconds: seconds))
    case .release(let pagesPerSecond):
      // The engine's release without a drag is a documented no-op; the demo says so.
      if carousel.phase != .dragging { note = "no finger is down: release does nothing" }
      let velocity = pagesPerSecond.map { screen($0 * carousel.geometry.pageLength) }
      try carousel.endDragging(at: clock.now, velocity: velocity)
    case .swipe(let pages, let seconds):
      try drag(pages: pages, frames: FrameClock.frames(inSeconds: seconds))
      try carousel.endDragging(at: clock.now)
    case .wait(let seconds):
      advance(frames: FrameClock.frames(inSeconds: seconds), untilIdle: false)
    case .settle:
      guard carousel.phase != .dragging else { return }
      advance(frames: Self.settleLimit, untilIdle: true)
    case .tap(let pages):
      let geometry = carousel.geometry
      let point = geometry.viewportLength / 2 + screen(pages * geometry.pageLength)
      try carousel.selectItem(atPoint: point, at: clock.now)
    case .next:
      try carousel.scrollToNextItem(at: clock.now)
    case .previous:
      try carousel.scrollToPreviousItem(at: clock.now)
    case .goto(let index, let animated):
      try carousel.scrollToItem(at: index, animated: animated, at: clock.now)
    case .autoplay(let seconds, let backward):
      try carousel.startAutoplay(
        interval: Self.interval(seconds: seconds), direction: backward ? .backward : .forward,
        at: clock.now)
    case .autoplayOff:
      carousel.stopAutoplay()
    case .pause:
      try carousel.pauseAutoplay(at: clock.now)
    case .resume:
      try carousel.resumeAutoplay(at: clock.now)
    case .wheel(let points):
      consumed = try carousel.scrollWheel(delta: screen(points), phase: .discrete, at: clock.now)
    case .trackpad(let points, let seconds):
      try trackpad(points: points, frames: FrameClock.frames(inSeconds: seconds))
    case .key(let key):
      consumed = try carousel.handleKey(key, at: clock.now)
    case .focus(let index):
      try carousel.setFocusedItem(index, at: clock.now)
    case .hover(let inside):
      try carousel.setPointerInside(inside, at: clock.now)
    case .releaseBehavior(let behavior):
      var physics = carousel.physics
      physics.releaseBehavior = behavior
      try carousel.setPhysics(physics)
    case .ticker(let speed):
      if let speed {
        try carousel.startTicker(speed: speed, at: clock.now)
      } else {
        try carousel.stopTicker()
      }
    }
  }

  /// A two-finger scroll of `points` over `frames` frames, as a trackpad reports it.
  ///
  /// Began, a change each frame, ended, then the system's momentum events, decaying, one a
  /// frame. The carousel's answer to the first move is what it did with the gesture.
  private func trackpad(points: Double, frames: Int) throws(CarouselError) {
    try carousel.scrollWheel(delta: 0, phase: .began, at: clock.now)
    let steps = max(frames, 1)
    var delta = screen(points / Double(steps))
    for step in 1...steps {
      if frames > 0 { clock.frame += 1 }
      let answer = try carousel.scrollWheel(delta: delta, phase: .changed, at: clock.now)
      if step == 1 { consumed = answer }
      if step < steps { recorder?.record(self) }
    }
    try carousel.scrollWheel(delta: 0, phase: .ended, at: clock.now)
    for _ in 0..<Self.momentumFrames {
      recorder?.record(self)
      clock.frame += 1
      delta *= Self.momentumDecay
      try carousel.scrollWheel(delta: delta, phase: .momentum, at: clock.now)
    }
  }

  /// Edits the data, then reloads; if the carousel refuses the reload, the data is put back.
  private func edit(_ change: (DemoModel) -> Void) throws(CarouselError) {
    guard model.count <= DemoModel.largestEditableCount else {
      throw CarouselError(
        .indexOutOfRange,
        "insert and delete edit at most \(DemoModel.largestEditableCount) items, not \(model.count)"
      )
    }
    let saved = model.saved
    change(model)
    do {
      try carousel.reloadData()
    } catch {
      model.restore(saved)
      throw error
    }
  }

  /// Sets the count and reloads; on failure the count goes back to what it was.
  private func reload(count: Int) throws(CarouselError) {
    let previous = model.count
    model.count = count
    do {
      try carousel.reloadData()
    } catch {
      model.count = previous
      throw error
    }
  }

  /// Applies new geometry settings; on failure the old ones stay.
  private func apply(_ next: GeometrySettings) throws(CarouselError) {
    try carousel.setGeometry(try next.geometry())
    settings = next
  }

  /// Puts the finger down if it is not, and moves it `pages` pages in `frames` 60 Hz steps
  /// (in one step at the current time when `frames` is `0`).
  private func drag(pages: Double, frames: Int) throws(CarouselError) {
    if carousel.phase != .dragging {
      try carousel.beginDragging(at: clock.now)
      translation = 0
    }
    let start = translation
    let distance = pages * carousel.geometry.pageLength
    let steps = max(frames, 1)
    for step in 1...steps {
      if frames > 0 { clock.frame += 1 }
      let moved = start + distance * Double(step) / Double(steps)
      if carousel.phase == .dragging {
        try carousel.updateDragging(translation: screen(moved), at: clock.now)
        translation = moved
      } else {
        carousel.advance(to: clock.now)
      }
      if frames > 0, step < steps { recorder?.record(self) }
    }
  }

  /// Lets up to `count` frames pass, calling ``Carousel/advance(to:)`` on each frame where
  /// something can change; with `untilIdle`, stops as soon as the carousel is at rest.
  private func advance(frames count: Int, untilIdle: Bool) {
    let end = clock.frame + count
    while clock.frame < end {
      if untilIdle, carousel.phase == .idle { return }
      var next = clock.frame + 1
      if carousel.phase != .settling, carousel.phase != .ticking {
        // Nothing moves before the next deadline: skip the frames that would not change.
        next = carousel.nextDeadline.map { max(next, FrameClock.firstFrame(atOrAfter: $0)) } ?? end
      }
      clock.frame = min(next, end)
      carousel.advance(to: clock.now)
      if clock.frame < end { recorder?.record(self) }
    }
  }

  /// A value toward the next item in screen terms, as the engine takes gestures: negated in
  /// a right-to-left horizontal layout.
  private func screen(_ value: Double) -> Double {
    settings.isMirrored ? -value : value
  }
}

/// The lengths and directions a script chose; the item fills the viewport until `item` sets
/// its length.
struct GeometrySettings: Equatable, Sendable {
  var viewportLength = 320.0
  var itemLength: Double?
  var spacing = 0.0
  var orientation = CarouselOrientation.horizontal
  var layoutDirection = CarouselLayoutDirection.leftToRight
  var alignment = CarouselAlignment.center

  /// Whether screen coordinates run against the item order.
  var isMirrored: Bool { orientation == .horizontal && layoutDirection == .rightToLeft }

  /// The viewport's size across the scroll axis: the HTML page's stage, 180 points high
  /// (240 wide, vertical).
  var crossLength: Double { orientation == .vertical ? 240 : 180 }

  /// The engine geometry, checked: cards 84% of the viewport's cross length, centred, as the
  /// HTML page draws them.
  func geometry() throws(CarouselError) -> CarouselGeometry {
    try CarouselGeometry(
      viewportLength: viewportLength, itemLength: itemLength, spacing: spacing,
      orientation: orientation, layoutDirection: layoutDirection, alignment: alignment,
      crossLength: crossLength, itemCrossLength: crossLength * 0.84)
  }
}

/// The result of one command.
struct StepReport: Equatable {
  /// The command.
  var step: ScriptStep
  /// The carousel after the command.
  var state: CarouselSnapshot
  /// The delegate events delivered while the command ran.
  var events: [String]
  /// The engine's error, `code: message`, when it rejected the command.
  var error: String?
  /// Whether the carousel consumed an input command (`wheel`, `trackpad`, `key`); `nil` for
  /// other commands and when the engine rejected it.
  var consumed: Bool?
  /// What the demo has to say about a command that did nothing, such as a `release` with no
  /// finger down.
  var note: String?
}

/// What a carousel shows at one instant, in the terms the output uses.
struct CarouselSnapshot: Equatable {
  /// One slot's content.
  struct Slot: Equatable {
    /// The item index.
    var item: Int
    /// The cell, `kind#serial`.
    var cell: String
    /// What the style makes of the slot's progress.
    var transform: SlotTransform
    /// The item's identifier, while the data source gives them (`identity on`).
    var identifier: Int?
  }

  var frame: Int
  var phase: CarouselPhase
  var current: Int?
  /// The viewport centre's distance from the middle slot, in pages.
  var pagePosition: Double
  var page: Int?
  var numberOfPages: Int
  var showsPageIndicator: Bool
  var left: Slot?
  var middle: Slot?
  var right: Slot?
  var geometry: CarouselGeometry
  var isAutoplayRunning: Bool
  /// The name of the style, as `style NAME` gave it.
  var styleName: String

  /// Reads what a carousel shows.
  ///
  /// - Parameters:
  ///   - carousel: The carousel.
  ///   - frame: The current frame, for the time.
  ///   - styleName: The name of the carousel's style.
  init(carousel: Carousel, frame: Int, styleName: String = "plain") {
    func slot(_ position: SlotPosition) -> Slot? {
      guard let slot = carousel.slot(position) else { return nil }
      let model = carousel.dataSource as? DemoModel
      return Slot(
        item: slot.item, cell: DemoModel.name(of: slot.cell),
        transform: carousel.layoutAttributes(for: position)?.transform ?? .identity,
        identifier: model?.givesIdentity == true ? model?.identifier(of: slot.item) : nil)
    }
    self.frame = frame
    self.styleName = styleName
    phase = carousel.phase
    current = carousel.currentIndex
    pagePosition = carousel.pagePosition
    page = carousel.currentPage
    numberOfPages = carousel.numberOfPages
    showsPageIndicator = carousel.showsPageIndicator
    left = slot(.left)
    middle = slot(.middle)
    right = slot(.right)
    geometry = carousel.geometry
    isAutoplayRunning = carousel.isAutoplayRunning
  }

  /// The content offset in pages: `1.0` when the middle slot is centred.
  var offset: Double { 1 + pagePosition }

  /// The slot at a position.
  subscript(position: SlotPosition) -> Slot? {
    switch position {
    case .left: left
    case .middle: middle
    case .right: right
    }
  }
}
