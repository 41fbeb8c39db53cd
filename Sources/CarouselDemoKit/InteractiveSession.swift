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
/// (the delegate's calls schedule it) and after every key. Keys: ←/→ swipe, shift-←/→ fling, space toggles
/// autoplay, `t` taps the centre, `r` reloads with another count, `s` switches to the next
/// style, `q` (or Ctrl-C, Ctrl-D) quits.
actor InteractiveSession {
  /// The counts `r` cycles through.
  static let counts = [5, 3, 2, 1, 0, 1_000_000_000]
  /// The time between two positions of a simulated finger.
  static let fingerInterval = Duration.seconds(1) / 60
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
    case .quit: return CarouselDemo.success
    case .interrupt: return 130
    }
    return nil
  }

  /// Puts a finger down that moves `pages` pages over `seconds`, releasing any finger still
  /// down first (a quick second swipe meets the fast-drag fix).
  private func startGesture(pages: Double, seconds: Double) {
    let time = now
    if finger != nil {
      finger?.cancel()
      finger = nil
      perform { carousel in try carousel.endDragging(at: time) }
    }
    perform { carousel in try carousel.beginDragging(at: time) }
    guard carousel.phase == .dragging else { return }
    let gesture = Gesture(
      start: time, pages: pages, duration: .nanoseconds(Int64(seconds * 1e9)))
    finger = Task { await self.move(gesture) }
  }

  /// Moves a finger 60 times a second, as a touch screen reports it, and lifts it at the end.
  private func move(_ gesture: Gesture) async {
    while !Task.isCancelled {
      let time = now
      let fraction = min((time - gesture.start) / gesture.duration, 1)
      let translation = gesture.pages * fraction * carousel.geometry.pageLength
      perform { carousel in try carousel.updateDragging(translation: translation, at: time) }
      if fraction >= 1 {
        finger = nil
        perform { carousel in try carousel.endDragging(at: time) }
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

  /// The viewport as a window of `width` columns with the cells sliding through it, drawn
  /// as the style transforms them.
  ///
  /// A card's width is its frame scaled by the style (and narrowed by a turn about the cross
  /// axis, as a turned card is seen edge-on), centred where the style's translation puts it;
  /// a card scaled below 0.9 loses a row top and bottom, and its cross-axis offset moves it
  /// down. Its alpha is its shade: a solid border when opaque, dashed from 0.9 down, dotted
  /// below 0.5, and no card below 0.15. Cards are drawn in `zIndex` order, each hiding what is
  /// behind it.
  func viewport(width: Int) -> [String] {
    let height = 7
    var grid = [[Character]](repeating: [Character](repeating: " ", count: width), count: height)
    let scale = Double(width) / carousel.geometry.viewportLength
    let page = carousel.geometry.pageLength
    let cards = SlotPosition.allCases.compactMap { position -> (SlotAttributes, CarouselSlot)? in
      guard let attributes = carousel.layoutAttributes(for: position), attributes.isVisible,
        let slot = carousel.slot(position)
      else { return nil }
      return (attributes, slot)
    }
    for (attributes, slot) in cards.sorted(by: { $0.0.transform.zIndex < $1.0.transform.zIndex }) {
      let transform = attributes.transform
      guard transform.alpha >= 0.15 else { continue }
      let turn = transform.rotationAxis == .crossAxis ? abs(cos(transform.rotation)) : 1
      let length = attributes.frameLength * max(transform.scale, 0) * turn
      let center = attributes.frameCenter + transform.translation
      // Clamped one column past each edge, so a frame cut by the edge shows no border there.
      let lower = TextFormatter.column((center - length / 2) * scale + 1, limit: width + 2) - 1
      let upper = TextFormatter.column((center + length / 2) * scale + 1, limit: width + 2) - 1
      guard upper - lower >= 2 else { continue }
      let inset = transform.scale < 0.9 ? 1 : 0
      let shift = Int((transform.crossTranslation / page * Double(height)).rounded())
      let top = min(max(inset + shift, 0), height - 3)
      let bottom = min(max(height - 1 - inset + shift, top + 2), height - 1)
      let glyphs: (horizontal: Character, vertical: Character) =
        transform.alpha >= 0.9 ? ("─", "│") : transform.alpha >= 0.5 ? ("╌", "╎") : ("┈", "┊")
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
      let labels = ["item \(slot.item)", DemoModel.name(of: slot.cell), "\(slot.position)"]
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
