import LoopCarousel

/// Records what a ``DemoRunner`` shows on every frame, for the page `carousel-demo --html`
/// writes.
///
/// A record is taken after every engine call that moves time (each drag step, each frame the
/// runner advances) and at the end of every command, so a command that changes the state
/// without time passing (`style`, `items`, `goto 2 instant`) has a record too. Frames that
/// the runner skips because nothing can change are not recorded: the page holds the last
/// record until the next one. Each record is one compact JSON array (see ``PlaybackPage``).
final class PlaybackRecorder {
  /// The most records a page holds.
  ///
  /// About four and a half minutes of continuous motion at 60 Hz, some 5 MB of page. A longer
  /// run stops recording and says so.
  static let defaultLimit = 16_000

  /// The records, each a JSON array, in order.
  private(set) var records: [String] = []
  /// The commands, each a JSON object: line, text, error.
  private(set) var steps: [String] = []
  /// The distinct geometries, each a JSON array, in order of first use.
  private(set) var geometries: [String] = []
  /// The distinct style names, in order of first use.
  private(set) var styles: [String] = []
  /// The frame at which recording stopped, when the run was longer than ``limit``.
  private(set) var truncatedAtFrame: Int?

  /// The most records kept.
  let limit: Int
  /// How many of the model's logged events earlier records have shown.
  private var eventsSeen = 0

  init(limit: Int = PlaybackRecorder.defaultLimit) {
    self.limit = limit
  }

  /// Starts a command; the model's event log has just been cleared.
  func begin(_ step: ScriptStep) {
    eventsSeen = 0
    steps.append(
      "[\(step.line),\(JSONLineFormatter.string(step.text)),null]")
  }

  /// Notes the engine's error for the command in progress.
  func fail(_ message: String) {
    guard let step = steps.popLast() else { return }
    steps.append(String(step.dropLast("null]".count)) + JSONLineFormatter.string(message) + "]")
  }

  /// Records the state after an engine call.
  ///
  /// - Parameter runner: The runner, read for its carousel, clock, settings, style and
  ///   event log.
  func record(_ runner: DemoRunner) {
    guard truncatedAtFrame == nil else { return }
    guard records.count < limit else {
      truncatedAtFrame = runner.clock.frame
      return
    }
    let carousel = runner.carousel
    let events = runner.model.events
    let fresh = events[min(eventsSeen, events.count)...]
    eventsSeen = events.count

    var fields: [String] = [
      String(runner.clock.frame),
      String(steps.count - 1),
      String(index(of: Self.geometry(carousel.geometry), in: &geometries)),
      String(index(of: runner.styleName, in: &styles)),
      JSONLineFormatter.string(carousel.phase.rawValue),
      carousel.currentIndex.map(String.init) ?? "null",
      carousel.currentPage.map(String.init) ?? "null",
      String(carousel.numberOfPages), carousel.showsPageIndicator ? "1" : "0",
      Self.number(carousel.pagePosition, digits: 4),
    ]
    let placements = SlotPosition.allCases.compactMap { carousel.placement(for: $0) }
    var slots: [String] = []
    for placement in placements {
      let frame = placement.frame
      let matrix = placement.transform.elements.map { Self.number($0, digits: 9) }
      slots.append(
        "["
          + [
            String(placement.position.rawValue), String(placement.item),
            JSONLineFormatter.string(DemoModel.name(of: placement.cell)),
            Self.number(frame.x, digits: 4), Self.number(frame.y, digits: 4),
            Self.number(frame.width, digits: 4), Self.number(frame.height, digits: 4),
            placement.isHidden ? "1" : "0", Self.number(placement.alpha, digits: 4),
            String(placement.drawingOrder),
          ].joined(separator: ",") + ",[" + matrix.joined(separator: ",") + "]]")
    }
    fields.append("[" + slots.joined(separator: ",") + "]")
    fields.append("[" + fresh.map(JSONLineFormatter.string).joined(separator: ",") + "]")
    records.append("[" + fields.joined(separator: ",") + "]")
  }

  /// A geometry as the page reads it: viewport, item length, spacing, vertical, mirrored,
  /// cross length.
  private static func geometry(_ geometry: CarouselGeometry) -> String {
    "["
      + [
        number(geometry.viewportLength, digits: 2), number(geometry.itemLength, digits: 2),
        number(geometry.spacing, digits: 2), geometry.orientation == .vertical ? "1" : "0",
        geometry.layoutDirection == .rightToLeft ? "1" : "0",
        number(geometry.crossLength, digits: 2),
      ].joined(separator: ",") + "]"
  }

  private func index(of value: String, in table: inout [String]) -> Int {
    if let index = table.firstIndex(of: value) { return index }
    table.append(value)
    return table.count - 1
  }

  /// A number as short JSON: rounded, trailing zeros dropped, `0` for NaN or an infinity
  /// (the engine never gives those; the page must stay valid JSON regardless).
  static func number(_ value: Double, digits: Int) -> String {
    guard value.isFinite else { return "0" }
    var text = DecimalText.fixed(value, digits: digits)
    if text.contains(".") {
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
    }
    return text == "-0" ? "0" : text
  }
}
