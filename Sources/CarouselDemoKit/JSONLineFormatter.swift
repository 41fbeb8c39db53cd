import LoopCarousel

/// Writes a step report as one line of JSON, with the keys in the documented order.
///
/// ```
/// {"line": 3, "command": "settle", "t": 0.45, "phase": "idle", "current": 1, "offset": 1.0,
///  "page": 1, "slots": {"left": {...}, "middle": {...}, "right": {...}}, "events": [...]}
/// ```
///
/// Times and offsets are rounded to six decimals and never use exponents; a `"consumed"` key
/// follows `"events"` for an input command (`wheel`, `trackpad`, `key`), a `"note"` key when
/// the demo has something to say about a command that did nothing (a `release` with no finger
/// down), and an `"error"` key only when the engine rejected the command.
enum JSONLineFormatter {
  /// The JSON object for a report, without a line break.
  ///
  /// - Parameter report: The report.
  /// - Returns: One line of JSON.
  static func line(for report: StepReport) -> String {
    let state = report.state
    var fields: [(String, String)] = [
      ("line", String(report.step.line)),
      ("command", string(report.step.text)),
      ("t", FrameClock.secondsText(ofFrame: state.frame)),
      ("phase", string(state.phase.rawValue)),
      ("current", state.current.map(String.init) ?? "null"),
      ("offset", DecimalText.sixDecimals(state.offset) ?? "null"),
      ("page", state.page.map(String.init) ?? "null"),
      (
        "slots",
        object([
          ("left", slot(state.left)), ("middle", slot(state.middle)), ("right", slot(state.right)),
        ])
      ),
      ("events", "[" + report.events.map(string).joined(separator: ", ") + "]"),
    ]
    if let consumed = report.consumed { fields.append(("consumed", String(consumed))) }
    if let note = report.note { fields.append(("note", string(note))) }
    if let error = report.error { fields.append(("error", string(error))) }
    return object(fields)
  }

  private static func slot(_ slot: CarouselSnapshot.Slot?) -> String {
    guard let slot else { return "null" }
    var fields = [("item", String(slot.item)), ("cell", string(slot.cell))]
    if let identifier = slot.identifier { fields.append(("id", String(identifier))) }
    return object(fields)
  }

  private static func object(_ fields: [(String, String)]) -> String {
    "{" + fields.map { "\(string($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
  }

  /// A JSON string literal: quotes, backslashes and control characters escaped, everything
  /// else as UTF-8.
  ///
  /// - Parameter text: The text.
  /// - Returns: The quoted literal.
  static func string(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          let hex = String(scalar.value, radix: 16)
          result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}
