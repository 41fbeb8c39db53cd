import Dispatch
import LoopCarousel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `--interactive` terminal UI: a carousel driven by the keyboard on real time.
///
/// Two parts run side by side. The process's main thread waits for keys in `poll` and hands
/// them on, in order, through an `AsyncStream`. The session, an actor, owns the carousel and
/// lets the library's own ``CarouselDriver`` advance it on the continuous clock: a frame every
/// 1/60 s while it moves, one sleep until the next autoplay step while it rests, no timer
/// at all otherwise. The screen is redrawn after every frame that moved or delivered an event
/// (the delegate's calls schedule it) and after every key. Keys: ←/→ swipe, shift-←/→ fling,
/// space toggles autoplay, `t` taps the centre, `r` reloads with another count, `s` switches
/// to the next style, `q` (or Ctrl-C, Ctrl-D) quits. The mouse, through the terminal's mouse
/// reporting: the wheel scrolls (``Carousel/scrollWheel(delta:crossDelta:phase:at:)``, a page
/// a notch; a terminal's vertical wheel scrolls the horizontal carousel), a click selects the
/// card under it.
actor InteractiveSession {
  /// The counts `r` cycles through.
  static let counts = [5, 3, 2, 1, 0, 1_000_000_000]
  /// The time between two positions of a simulated finger.
  static let fingerInterval = Duration.seconds(1) / 60
  /// The time between a finger lifting and the next one, of a swipe pressed meanwhile,
  /// touching down.
  static let fingerGap = Duration.milliseconds(80)
  /// The autoplay interval that space turns on.
  static let autoplayInterval = Duration.seconds(2)

  /// What the main thread passes on.
  enum Input: Sendable {
    case key(Key)
    /// The terminal changed size.
    case resize
  }

  /// A finger moving by itself: the gesture a key press stands for.
  struct Gesture {
    var start: Duration
    var pages: Double
    var duration: Duration
  }

  let carousel: Carousel
  let model: DemoModel
  private let driver: CarouselDriver<ContinuousClock>
  /// The task that moves the finger of the gesture in progress.
  private var finger: Task<Void, Never>?
  /// The swipes pressed while a finger was down, in order: each touches down as the one
  /// before lifts, so that quick presses each move the whole way (and meet the fast-drag
  /// fix) rather than cut the finger before them short.
  private var waitingGestures: [(pages: Double, seconds: Double)] = []
  /// The most swipes that wait for the finger: a key held down repeats faster than fingers
  /// swipe, and builds no backlog past this.
  static let mostWaitingGestures = 2
  private var countIndex = 0
  private var styleIndex = 0
  private var recentEvents: [String] = []
  private var lastError: String?
  private var drawIsScheduled = false

  /// Creates a session with five items and neighbours peeking in at the sides.
  init() {
    let geometry =
      (try? CarouselGeometry(viewportLength: 320, itemLength: 240, spacing: 16)) ?? .standard
    let carousel = Carousel(geometry: geometry)
    let model = DemoModel(carousel: carousel)
    carousel.dataSource = model
    carousel.delegate = model
    model.count = Self.counts[0]
    try? carousel.reloadData()
    self.carousel = carousel
    self.model = model
    driver = CarouselDriver(carousel: carousel)
  }

  /// Runs the UI until the user quits.
  ///
  /// - Parameter io: Where to report that standard input is not a terminal.
  /// - Returns: The exit status: `0` after `q`, `130` after Ctrl-C, `1` without a terminal.
  nonisolated static func run(io: DemoIO) -> Int32 {
    guard isatty(STDOUT_FILENO) == 1, let terminal = Terminal() else {
      io.writeError("carousel-demo: --interactive needs a terminal on standard input and output\n")
      return CarouselDemo.failure
    }
    terminal.enterRawMode()
    defer { terminal.restore() }

    var continuation: AsyncStream<Input>.Continuation?
    let inputs = AsyncStream<Input> { continuation = $0 }
    let finished = DispatchSemaphore(value: 0)
    let result = ExitStatus()
    Task.detached {
      result.value = await InteractiveSession().run(inputs)
      finished.signal()
    }
    // Wait for keys until one of them quits; a resize interrupts `poll` (a signal).
    var reading = true
    while reading {
      guard terminal.waitForInput(milliseconds: -1) else {
        continuation?.yield(.resize)
        continue
      }
      let bytes = terminal.readAvailable()
      let keys = bytes.isEmpty ? [.quit] : Key.parse(bytes)
      for key in keys {
        continuation?.yield(.key(key))
        if key == .quit || key == .interrupt { reading = false }
      }
    }
    continuation?.finish()
    finished.wait()
    return result.value
  }

  /// The status the session ended with, handed from its task to the main thread (the
  /// semaphore orders the write before the read).
  private final class ExitStatus: @unchecked Sendable {
    var value = CarouselDemo.success
  }

  /// Draws, lets the driver run, and handles the inputs until one quits.
  private func run(_ inputs: AsyncStream<Input>) async -> Int32 {
    model.didChange = { [unowned self] in self.setNeedsDraw() }
    draw()
    let driving = Task { await self.drive() }
    var status = CarouselDemo.success
    for await input in inputs {
      if case .key(let key) = input, let exit = handle(key) {
        status = exit
        break
      }
      draw()
    }
    finger?.cancel()
    driving.cancel()
    await driving.value
    model.didChange = nil
    return status
  }

  /// Redraws once the actor's current work (a frame, a key) is done, however many delegate
  /// calls it made.
  private func setNeedsDraw() {
    guard !drawIsScheduled else { return }
    drawIsScheduled = true
    Task { self.draw() }
  }

  private func drive() async {
    await driver.run()
  }

  /// The time on the driver's clock, which every call passes.
  private var now: Duration { driver.now }

  // MARK: - Input

  /// Handles a key; returns the exit status for a key that quits.
  private func handle(_ key: Key) -> Int32? {
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
    case .wheel(let step):
      let time = now
      let delta = Double(step) * Self.wheelNotch
      perform { carousel in _ = try carousel.scrollWheel(delta: delta, phase: .discrete, at: time) }
    case .click(let column, let row):
      guard let (x, y) = viewportPoint(column: column, row: row, columns: Terminal.size.columns)
      else { break }
      let time = now
      perform { carousel in _ = try carousel.selectItem(atX: x, y: y, at: time) }
    case .quit: return CarouselDemo.success
    case .interrupt: return 130
    }
    return nil
  }

  /// The points of a wheel notch (only its sign steps a page).
  static let wheelNotch = 40.0
  /// The first row of the viewport window on the screen, 1-based, and its height in rows.
  static let viewportRow = 3
  static let viewportHeight = 7
  /// The columns before the window's first: two spaces and its left edge.
  static let viewportIndent = 3

  /// The point of the viewport a click at a 1-based terminal column and row falls on, or
  /// `nil` outside the window.
  func viewportPoint(column: Int, row: Int, columns: Int) -> (x: Double, y: Double)? {
    let width = Self.viewportWidth(columns: columns)
    let (c, r) = (column - 1 - Self.viewportIndent, row - Self.viewportRow)
    guard (0..<width).contains(c), (0..<Self.viewportHeight).contains(r) else { return nil }
    let geometry = carousel.geometry
    let along = (Double(c) + 0.5) / Double(width) * geometry.viewportLength
    let across = (Double(r) + 0.5) / Double(Self.viewportHeight) * geometry.crossLength
    return geometry.orientation == .vertical ? (across, along) : (along, across)
  }

  /// The width of the viewport window in a terminal `columns` wide.
  static func viewportWidth(columns: Int) -> Int { min(60, max(columns - 6, 12)) }

  /// Puts a finger down that moves `pages` pages over `seconds`; while one is down, the swipe
  /// waits for it to lift (``mostWaitingGestures`` at most), and then meets the fast-drag fix.
  private func startGesture(pages: Double, seconds: Double) {
    guard finger == nil else {
      if waitingGestures.count < Self.mostWaitingGestures {
        waitingGestures.append((pages, seconds))
      }
      return
    }
    let time = now
    perform { carousel in try carousel.beginDragging(at: time) }
    guard carousel.phase == .dragging else {
      // No finger can go down (no items): the swipes that waited for one go with it.
      waitingGestures.removeAll()
      return
    }
    let gesture = Gesture(
      start: time, pages: pages, duration: .nanoseconds(Int64(seconds * 1e9)))
    finger = Task { await self.move(gesture) }
  }

  /// Puts down the finger of the first swipe that waited.
  private func startWaitingGesture() {
    finger = nil
    guard !waitingGestures.isEmpty else { return }
    let next = waitingGestures.removeFirst()
    startGesture(pages: next.pages, seconds: next.seconds)
    draw()
  }

  /// Moves a finger 60 times a second, as a touch screen reports it, and lifts it at the end
  /// at the speed it moved: the moves come when the actor gets to them, so a velocity
  /// estimated from them would change with the machine's load, and so would where a quick
  /// swipe lands.
  private func move(_ gesture: Gesture) async {
    while !Task.isCancelled {
      let time = now
      let fraction = min((time - gesture.start) / gesture.duration, 1)
      let translation = gesture.pages * fraction * carousel.geometry.pageLength
      perform { carousel in try carousel.updateDragging(translation: translation, at: time) }
      if fraction >= 1 {
        finger = nil
        let velocity =
          gesture.pages * carousel.geometry.pageLength / (gesture.duration / .seconds(1))
        perform { carousel in try carousel.endDragging(at: time, velocity: velocity) }
        if !waitingGestures.isEmpty {
          // The next finger touches down a moment after this one lifts, as a hand's would
          // (the scripts' `swipe 0.5 0.12; wait 0.08`): the finger stays "down" meanwhile, so
          // that more presses keep waiting in order.
          finger = Task {
            try? await Task.sleep(for: Self.fingerGap)
            guard !Task.isCancelled else { return }
            self.startWaitingGesture()
          }
        }
        draw()
        return
      }
      try? await Task.sleep(for: Self.fingerInterval)
    }
  }

  /// Runs a carousel call, keeping its error (if any) for the screen.
  private func perform(_ action: (Carousel) throws -> Void) {
    do {
      try action(carousel)
      lastError = nil
    } catch {
      lastError = String(describing: error)
    }
  }

  private func noteEvents() {
    recentEvents += model.takeEvents()
    if recentEvents.count > 4 { recentEvents.removeFirst(recentEvents.count - 4) }
  }

  // MARK: - Drawing

  private func draw() {
    drawIsScheduled = false
    noteEvents()
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
    lines += viewport(width: Self.viewportWidth(columns: columns))
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
    lines.append(" mouse: the wheel scrolls, a click selects")
    return lines
  }

  /// The viewport as a window of `width` columns with the cells sliding through it, drawn
  /// from their placements, as any host draws them.
  ///
  /// A card is the bounding box of its drawn shape (``CellPlacement/transform`` applied to its
  /// frame's corners): along the axis in columns, across it in the window's seven rows (a card
  /// the style shrinks loses rows top and bottom). Its alpha is its shade: a solid border when
  /// opaque, dashed from 0.9 down, dotted below 0.5, and no card below 0.15. Cards are drawn
  /// in ``CellPlacement/drawingOrder``, each hiding what is behind it; hidden ones not at all.
  func viewport(width: Int) -> [String] {
    let height = Self.viewportHeight
    var grid = [[Character]](repeating: [Character](repeating: " ", count: width), count: height)
    let geometry = carousel.geometry
    let scale = Double(width) / geometry.viewportLength
    let vertical = geometry.orientation == .vertical
    let cards = SlotPosition.allCases.compactMap { carousel.placement(for: $0) }
      .filter { !$0.isHidden && $0.alpha >= 0.15 }
      .sorted { $0.drawingOrder < $1.drawingOrder }
    for card in cards {
      // The drawn corners' extent along the axis and across it, in points.
      let (w, h) = (card.frame.width / 2, card.frame.height / 2)
      var along = (low: Double.infinity, high: -Double.infinity)
      var across = (low: Double.infinity, high: -Double.infinity)
      for (x, y) in [(-w, -h), (w, -h), (w, h), (-w, h)] {
        guard let drawn = card.transform.projecting(x: x, y: y) else { continue }
        let (a, c) =
          vertical
          ? (card.frame.midY + drawn.y, card.frame.midX + drawn.x)
          : (card.frame.midX + drawn.x, card.frame.midY + drawn.y)
        along = (min(along.low, a), max(along.high, a))
        across = (min(across.low, c), max(across.high, c))
      }
      guard along.low < along.high else { continue }
      // Clamped one column past each edge, so a frame cut by the edge shows no border there.
      let lower = TextFormatter.column(along.low * scale + 1, limit: width + 2) - 1
      let upper = TextFormatter.column(along.high * scale + 1, limit: width + 2) - 1
      guard upper - lower >= 2 else { continue }
      let rows = Double(height - 1) / geometry.crossLength
      let top = min(max(Int((across.low * rows).rounded(.up)), 0), height - 3)
      let bottom = min(max(Int((across.high * rows).rounded(.down)), top + 2), height - 1)
      let glyphs: (horizontal: Character, vertical: Character) =
        card.alpha >= 0.9 ? ("─", "│") : card.alpha >= 0.5 ? ("╌", "╎") : ("┈", "┊")
      func put(_ character: Character, row: Int, column: Int) {
        if (0..<width).contains(column) { grid[row][column] = character }
      }
      for row in top...bottom {
        for column in lower..<upper { put(" ", row: row, column: column) }
      }
      for column in lower..<upper {
        put(glyphs.horizontal, row: top, column: column)
        put(glyphs.horizontal, row: bottom, column: column)
      }
      for row in (top + 1)..<bottom {
        put(glyphs.vertical, row: row, column: lower)
        put(glyphs.vertical, row: row, column: upper - 1)
      }
      put("┌", row: top, column: lower)
      put("┐", row: top, column: upper - 1)
      put("└", row: bottom, column: lower)
      put("┘", row: bottom, column: upper - 1)
      let labels = ["item \(card.item)", DemoModel.name(of: card.cell), "\(card.position)"]
      for (offset, label) in labels.enumerated() where top + 1 + offset < bottom {
        let text = Array(TextFormatter.truncate(label, to: upper - lower - 2))
        let start = (lower + upper - text.count) / 2
        for (index, character) in text.enumerated() {
          put(character, row: top + 1 + offset + (bottom - top > 4 ? 1 : 0), column: start + index)
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
