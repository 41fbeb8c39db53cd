import LoopCarousel

/// Writes a step report as a few lines of text for people: a header with the time, phase,
/// current item and page dots, the strip of slots with the viewport under it, the events
/// and the engine's error.
///
/// ```
///   3  settle                    t   0.450s  idle      current 1   ○ ● ○ ○ ○
///      [ 0 banner#1       ][ 1 text#3         ][ 2 ad#4           ]
///                          └──────────────────┘
///      events: didScrollToItem 1
/// ```
///
/// Every line fits in ``width`` columns.
enum TextFormatter {
  /// The widest line, in columns.
  static let width = 99
  /// The indent of the lines under the header.
  static let indent = "     "
  /// The most page dots; with more pages the dots are a window around the current page
  /// (``PageIndicatorWindow``), smaller toward ends with more pages beyond.
  static let mostDots = 10

  /// The lines of one report, each without a line break.
  ///
  /// - Parameter report: The report.
  /// - Returns: The lines.
  static func lines(for report: StepReport) -> [String] {
    let state = report.state
    var lines: [String] = []
    for comment in report.step.comments {
      lines += wrap(comment, first: indent + "# ")
    }
    lines.append(header(for: report))
    let strip = StripRenderer.lines(for: state)
    lines.append(indent + strip.slots)
    lines.append(indent + strip.viewport)
    if state.styleName != "plain" {
      lines += wrap(transforms(for: state), first: indent + "\(state.styleName): ")
    }
    if !report.events.isEmpty {
      lines += wrap(report.events.joined(separator: ", "), first: indent + "events: ")
    }
    if let consumed = report.consumed, !consumed {
      lines.append(indent + "not consumed: left to the enclosing view")
    }
    if let note = report.note {
      lines += wrap(note, first: indent + "note: ")
    }
    if let error = report.error {
      lines += wrap(error, first: indent + "error: ")
    }
    return lines.map(trimmingTrailingSpaces)
  }

  /// The header: line, command, time, phase, current item, page dots.
  static func header(for report: StepReport) -> String {
    let state = report.state
    let line = pad(String(report.step.line), to: 3, right: true)
    let time = pad(FrameClock.millisecondsText(ofFrame: state.frame), to: 7, right: true)
    let phase = pad(state.phase.rawValue, to: 8)
    let current = pad("current " + (state.current.map(String.init) ?? "-"), to: 11)
    let rest = "  t \(time)s  \(phase)  \(current)  \(dots(for: state))"
    // The command gets what is left of the width, 24 columns at most and 8 at least. (The
    // dots are at most 19 columns and the current item at most 25, so the header fits.)
    let room = min(max(width - line.count - 2 - rest.count, 8), 24)
    let command = pad(truncate(report.step.text, to: room), to: room)
    return trimmingTrailingSpaces("\(line)  \(command)\(rest)")
  }

  /// What the style does to each slot: `left ×0.85 α0.50 ↻-45°` (scale, then alpha and the
  /// rotation in degrees when they are not 1 and 0).
  static func transforms(for state: CarouselSnapshot) -> String {
    SlotPosition.allCases.compactMap { position in
      guard let transform = state[position]?.transform else { return nil }
      var text = "\(position) ×" + DecimalText.fixed(transform.scale, digits: 2)
      if transform.alpha != 1 { text += " α" + DecimalText.fixed(transform.alpha, digits: 2) }
      let degrees = (transform.rotation * 180 / .pi).rounded()
      if degrees != 0 { text += " ↻" + DecimalText.fixed(degrees, digits: 0) + "°" }
      return text
    }.joined(separator: " · ")
  }

  /// The page indicator: `● ○ ○`, a window of at most ``mostDots`` dots around the current
  /// page, `◦` and `·` toward ends with more pages beyond (`○ ○ ● ○ ○ ○ ○ ○ ◦ ·`); empty when
  /// the indicator is hidden.
  static func dots(for state: CarouselSnapshot) -> String {
    guard state.showsPageIndicator, let page = state.page else { return "" }
    let window = PageIndicatorWindow(
      numberOfPages: state.numberOfPages, currentPage: page, maximumDots: mostDots)
    return window.pages.map { dot -> String in
      switch window.size(ofDotFor: dot) {
      case .current?: "●"
      case .far?: "◦"
      case .edge?: "·"
      case .near?, nil: "○"
      }
    }.joined(separator: " ")
  }

  /// Splits text at spaces into lines of at most ``width`` columns; the first starts with
  /// `first`, the others with as many spaces.
  static func wrap(_ text: String, first: String) -> [String] {
    let continuation = String(repeating: " ", count: first.count)
    var lines: [String] = []
    var current = first
    var isEmpty = true
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      if !isEmpty, current.count + 1 + word.count > width {
        lines.append(current)
        current = continuation
        isEmpty = true
      }
      if !isEmpty { current += " " }
      current += word
      isEmpty = false
      while current.count > width {
        lines.append(String(current.prefix(width)))
        current = continuation + current.dropFirst(width)
      }
    }
    lines.append(current)
    return lines
  }

  static func pad(_ text: String, to length: Int, right: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(length - text.count, 0))
    return right ? padding + text : text + padding
  }

  /// The text, cut to `length` characters with `…` at the end when it is longer.
  static func truncate(_ text: String, to length: Int) -> String {
    guard length > 0 else { return "" }
    return text.count <= length ? text : text.prefix(length - 1) + "…"
  }

  /// A column for a position in columns, clamped to `0...limit` (NaN gives `0`), so that
  /// any length, however large, converts to `Int` safely.
  static func column(_ position: Double, limit: Int) -> Int {
    guard position > 0 else { return 0 }
    return position < Double(limit) ? Int(position.rounded()) : limit
  }

  static func trimmingTrailingSpaces(_ line: String) -> String {
    var line = Substring(line)
    while line.last == " " { line.removeLast() }
    return String(line)
  }
}

/// Draws the three slots along the scroll axis, and the viewport under them.
///
/// Each page is ``pageWidth`` columns; the slots are drawn `[ item kind#serial ]` as wide as
/// the item length, an empty slot as dots, and the viewport as `└───┘` where it sits, in
/// screen order (mirrored in a right-to-left layout).
enum StripRenderer {
  /// Columns per page.
  static let pageWidth = 20

  /// The two lines of the strip.
  ///
  /// - Parameters:
  ///   - state: The carousel state.
  ///   - pageWidth: The columns per page.
  /// - Returns: The slots line and the viewport line.
  static func lines(for state: CarouselSnapshot, pageWidth: Int = pageWidth)
    -> (slots: String, viewport: String)
  {
    let geometry = state.geometry
    let total = 3 * pageWidth
    let columnsPerPage = Double(pageWidth)
    let mirrored = geometry.orientation == .horizontal && geometry.layoutDirection == .rightToLeft
    let sign = mirrored ? -1.0 : 1.0
    func span(center: Double, length: Double) -> Range<Int> {
      let middle = (sign * center + 1.5) * columnsPerPage
      let half = length / geometry.pageLength * columnsPerPage / 2
      let lower = TextFormatter.column(middle - half, limit: total)
      let upper = max(TextFormatter.column(middle + half, limit: total), lower)
      return lower..<upper
    }

    var slots = [Character](repeating: " ", count: total)
    for position in SlotPosition.allCases {
      let range = span(center: Double(position.pageOffset), length: geometry.itemLength)
      guard range.count >= 2 else { continue }
      guard let slot = state[position] else {
        for column in range { slots[column] = "·" }
        continue
      }
      slots[range.lowerBound] = "["
      slots[range.upperBound - 1] = "]"
      let label = Array(TextFormatter.truncate(" \(slot.item) \(slot.cell)", to: range.count - 2))
      for (offset, character) in label.enumerated() {
        slots[range.lowerBound + 1 + offset] = character
      }
    }

    var viewport = [Character](repeating: " ", count: total)
    // With `.leading`, the resting item sits at the viewport's leading edge: the viewport's
    // centre is half the room around an item ahead of the middle slot's.
    let alignmentShift =
      geometry.alignment == .leading
      ? (geometry.viewportLength - geometry.itemLength) / 2 / geometry.pageLength : 0
    let range = span(
      center: state.pagePosition + alignmentShift, length: geometry.viewportLength)
    for column in range { viewport[column] = "─" }
    if range.count >= 2 {
      viewport[range.lowerBound] = "└"
      viewport[range.upperBound - 1] = "┘"
    }
    return (String(slots), TextFormatter.trimmingTrailingSpaces(String(viewport)))
  }
}
