import LoopCarousel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `--interactive` terminal UI: a carousel driven by the keyboard on real time.
///
/// It redraws in place at 60 frames a second while anything moves and sleeps in `poll`
/// while the carousel is at rest (until the next autoplay step, a key or a resize). Keys:
/// ←/→ swipe, shift-←/→ fling, space toggles autoplay, `t` taps the centre, `r` reloads
/// with another count, `s` switches to the next style, `q` (or Ctrl-C, Ctrl-D) quits.
final class InteractiveSession {
  /// The counts `r` cycles through.
  static let counts = [5, 3, 2, 1, 0, 1_000_000_000]
  /// The time between frames while anything moves.
  static let frameInterval = Duration.seconds(1) / 60
  /// The autoplay interval that space turns on.
  static let autoplayInterval = Duration.seconds(2)

  /// A finger moving by itself: the gesture a key press stands for.
  struct Gesture {
    var start: Duration
    var pages: Double
    var duration: Duration
  }

  let carousel: Carousel
  let model: DemoModel
  private let clock = ContinuousClock()
  private let origin: ContinuousClock.Instant
  private var gesture: Gesture?
  private var countIndex = 0
  private var styleIndex = 0
  private var recentEvents: [String] = []
  private var lastError: String?
  private var exitStatus: Int32?

  /// Creates a session with five items and neighbours peeking in at the sides.
  init() {
    origin = clock.now
    let geometry =
      (try? CarouselGeometry(viewportLength: 320, itemLength: 240, spacing: 16)) ?? .standard
    carousel = Carousel(geometry: geometry)
    model = DemoModel(carousel: carousel)
    carousel.dataSource = model
    carousel.delegate = model
    model.count = Self.counts[0]
    perform { carousel in try carousel.reloadData() }
  }

  /// Runs the UI until the user quits.
  ///
  /// - Parameter io: Where to report that standard input is not a terminal.
  /// - Returns: The exit status: `0` after `q`, `130` after Ctrl-C, `1` without a terminal.
  static func run(io: DemoIO) -> Int32 {
    guard isatty(STDOUT_FILENO) == 1, let terminal = Terminal() else {
      io.writeError("carousel-demo: --interactive needs a terminal on standard input and output\n")
      return CarouselDemo.failure
    }
    terminal.enterRawMode()
    defer { terminal.restore() }
    return InteractiveSession().loop(terminal)
  }

  /// The time since the session started.
  private var now: Duration { clock.now - origin }

  private func loop(_ terminal: Terminal) -> Int32 {
    var nextFrame = now
    draw()
    while exitStatus == nil {
      let moving = gesture != nil || carousel.phase == .settling
      let timeout: Int32
      if moving {
        timeout = Self.milliseconds(until: nextFrame, from: now)
      } else if let deadline = carousel.nextDeadline {
        timeout = Self.milliseconds(until: deadline, from: now)
      } else {
        timeout = -1
      }
      if terminal.waitForInput(milliseconds: timeout) {
        let bytes = terminal.readAvailable()
        if bytes.isEmpty { exitStatus = CarouselDemo.success }
        for key in Key.parse(bytes) { handle(key) }
      }
      tick()
      draw()
      if moving {
        nextFrame += Self.frameInterval
        if nextFrame < now { nextFrame = now + Self.frameInterval }
      } else {
        nextFrame = now + Self.frameInterval
      }
    }
    return exitStatus ?? CarouselDemo.success
  }

  /// Milliseconds from `now` until `time`, rounded up, at least 0 and at most a minute.
  static func milliseconds(until time: Duration, from now: Duration) -> Int32 {
    let remaining = time - now
    guard remaining > .zero else { return 0 }
    let (seconds, attoseconds) = remaining.components
    guard seconds < 60 else { return 60_000 }
    return Int32(seconds) * 1000
      + Int32((attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
  }

  // MARK: - Input

  private func handle(_ key: Key) {
    switch key {
    case .left: startGesture(pages: -0.5, seconds: 0.12)
    case .right: startGesture(pages: 0.5, seconds: 0.12)
    case .shiftLeft: startGesture(pages: -2.4, seconds: 0.2)
    case .shiftRight: startGesture(pages: 2.4, seconds: 0.2)
    case .space:
      if carousel.autoplayInterval == nil {
        let time = now
        let interval = Self.autoplayInterval
        perform { carousel in try carousel.startAutoplay(interval: interval, at: time) }
      } else {
        carousel.stopAutoplay()
      }
    case .tap:
      let time = now
      let point = carousel.geometry.viewportLength / 2
      perform { carousel in try carousel.selectItem(atPoint: point, at: time) }
    case .reload:
      countIndex = (countIndex + 1) % Self.counts.count
      model.count = Self.counts[countIndex]
      perform { carousel in try carousel.reloadData() }
    case .style:
      styleIndex = (styleIndex + 1) % DemoStyles.names.count
      carousel.style = DemoStyles.style(named: DemoStyles.names[styleIndex]) ?? .plain
    case .quit: exitStatus = CarouselDemo.success
    case .interrupt: exitStatus = 130
    }
  }

  /// Puts a finger down that moves `pages` pages over `seconds`, releasing any finger still
  /// down first (a quick second swipe meets the fast-drag fix).
  private func startGesture(pages: Double, seconds: Double) {
    let time = now
    if gesture != nil {
      gesture = nil
      perform { carousel in try carousel.endDragging(at: time) }
    }
    perform { carousel in try carousel.beginDragging(at: time) }
    guard carousel.phase == .dragging else { return }
    gesture = Gesture(
      start: time, pages: pages, duration: .nanoseconds(Int64(seconds * 1e9)))
  }

  /// Moves the finger of a running gesture and lets the carousel's time catch up.
  private func tick() {
    let time = now
    if let gesture {
      let fraction = min((time - gesture.start) / gesture.duration, 1)
      let translation = gesture.pages * fraction * carousel.geometry.pageLength
      perform { carousel in try carousel.updateDragging(translation: translation, at: time) }
      if fraction >= 1 {
        self.gesture = nil
        perform { carousel in try carousel.endDragging(at: time) }
      }
    }
    carousel.advance(to: time)
    noteEvents()
  }

  /// Runs a carousel call, keeping its error (if any) for the screen.
  private func perform(_ action: (Carousel) throws -> Void) {
    do {
      try action(carousel)
      lastError = nil
    } catch {
      lastError = String(describing: error)
    }
    noteEvents()
  }

  private func noteEvents() {
    recentEvents += model.takeEvents()
    if recentEvents.count > 4 { recentEvents.removeFirst(recentEvents.count - 4) }
  }

  // MARK: - Drawing

  private func draw() {
    let (columns, rows) = Terminal.size
    let lines = screen(columns: columns)
    var output = "\u{1B}[H"
    for (index, line) in lines.prefix(rows).enumerated() {
      output += (index == 0 ? "" : "\r\n") + Self.clip(line, to: columns) + "\u{1B}[K"
    }
    Terminal.output(output + "\u{1B}[J")
  }

  /// The lines of the screen for a terminal `columns` wide.
  func screen(columns: Int) -> [String] {
    let state = CarouselSnapshot(
      carousel: carousel, frame: 0, styleName: DemoStyles.names[styleIndex])
    let seconds = DecimalText.fixed(now.inSeconds, digits: 1)
    let title = " LoopCarousel · interactive demo"
    var lines = [
      title
        + TextFormatter.pad("  t \(seconds) s", to: columns - title.count - 1, right: true),
      "",
    ]
    lines += viewport(width: min(60, max(columns - 6, 12)))
    lines.append("")
    let strip = StripRenderer.lines(for: state)
    lines.append("   " + strip.slots)
    lines.append("   " + strip.viewport)
    lines.append("")
    let current = state.current.map(String.init) ?? "-"
    let offset = DecimalText.fixed(state.offset, digits: 3)
    lines.append(
      " phase \(TextFormatter.pad(state.phase.rawValue, to: 8))  current \(current)   "
        + "offset \(offset)   \(TextFormatter.dots(for: state))")
    let slots = SlotPosition.allCases.map { position in
      "\(position) " + (state[position].map { "\($0.item) \($0.cell)" } ?? "empty")
    }
    lines.append(" slots  " + slots.joined(separator: " · "))
    let autoplay = carousel.autoplayInterval == nil ? "off" : "every 2 s"
    let next = Self.counts[(countIndex + 1) % Self.counts.count]
    lines.append(
      " items \(model.count) · autoplay \(autoplay) · cells created "
        + "\(carousel.numberOfCellsCreated) · r reloads with \(next)")
    lines.append(" style  \(state.styleName): " + TextFormatter.transforms(for: state))
    lines.append(" events " + (recentEvents.isEmpty ? "-" : recentEvents.joined(separator: ", ")))
    lines.append(lastError.map { " error: " + $0 } ?? "")
    lines.append("")
    lines.append(
      " ←/→ swipe   shift-←/→ fling   space autoplay   t tap   r reload   s style   q quit")
    return lines
  }

  /// The viewport as a window of `width` columns with the cells sliding through it.
  private func viewport(width: Int) -> [String] {
    let height = 7
    var grid = [[Character]](repeating: [Character](repeating: " ", count: width), count: height)
    let scale = Double(width) / carousel.geometry.viewportLength
    for position in SlotPosition.allCases {
      guard let attributes = carousel.layoutAttributes(for: position), attributes.isVisible,
        let slot = carousel.slot(position)
      else { continue }
      // Clamped one column past each edge, so a frame cut by the edge shows no border there.
      let lower = TextFormatter.column(attributes.frameOrigin * scale + 1, limit: width + 2) - 1
      let upper =
        TextFormatter.column(
          (attributes.frameOrigin + attributes.frameLength) * scale + 1, limit: width + 2) - 1
      guard upper - lower >= 2 else { continue }
      func put(_ character: Character, row: Int, column: Int) {
        if (0..<width).contains(column) { grid[row][column] = character }
      }
      for column in lower..<upper {
        put("─", row: 0, column: column)
        put("─", row: height - 1, column: column)
      }
      for row in 1..<(height - 1) {
        put("│", row: row, column: lower)
        put("│", row: row, column: upper - 1)
      }
      put("┌", row: 0, column: lower)
      put("┐", row: 0, column: upper - 1)
      put("└", row: height - 1, column: lower)
      put("┘", row: height - 1, column: upper - 1)
      let labels = ["item \(slot.item)", DemoModel.name(of: slot.cell), "\(position)"]
      for (offset, label) in labels.enumerated() {
        let text = Array(TextFormatter.truncate(label, to: upper - lower - 2))
        let start = (lower + upper - text.count) / 2
        for (index, character) in text.enumerated() {
          put(character, row: 2 + offset, column: start + index)
        }
      }
    }
    return grid.map { "  ▕" + String($0) + "▏" }
  }

  /// The first `columns` characters of a line.
  static func clip(_ line: String, to columns: Int) -> String {
    line.count <= columns ? line : String(line.prefix(columns))
  }
}

extension Duration {
  /// The duration in seconds, as a `Double`.
  var inSeconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
