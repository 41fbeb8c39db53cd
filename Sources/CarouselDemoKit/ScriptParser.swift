import LoopCarousel

/// Turns the text of a demo script into commands.
///
/// One command per line or several separated by `;`; `#` starts a comment that runs to the
/// end of the line. Numbers are plain decimals (`2`, `-0.5`, `1e3`); `nan`, `inf` and values
/// too large for a `Double` are rejected, so nothing that is not a finite number reaches the
/// engine.
///
/// One rule bounds them: the parser limits only what the demo itself simulates or counts —
/// a time it runs frame by frame (`wait`, a drag's or a trackpad scroll's duration) and a
/// whole number (an item count or index, at most 2^53). Every other number (a distance, a
/// velocity, a speed, an interval, a length, a fraction) goes to the engine as written, and
/// the engine's typed error says what it refuses.
enum ScriptParser {
  /// The longest `wait`, in seconds.
  static let longestWait = 3600.0
  /// The longest `drag` or `swipe`, in seconds.
  static let longestDrag = 60.0
  /// The largest item count: above 2^53 item indexes are no longer exact as `Double`s.
  static let largestCount = 1 << 53

  /// The command words, for `--help` and error messages.
  static let commandNames = [
    "items", "reload", "wrap", "viewport", "resize", "item", "vertical", "horizontal", "rtl",
    "ltr", "style", "motion", "visible", "align", "drag", "release", "swipe", "wait", "settle",
    "tap",
    "next", "prev",
    "goto",
    "autoplay", "pause", "resume",
    "identity", "insert", "delete",
    "wheel", "trackpad", "key", "focus", "hover", "ticker",
  ]

  /// The key names of `key NAME`.
  static let keyNames: KeyValuePairs<String, CarouselKey> = [
    "left": .left, "right": .right, "up": .up, "down": .down, "home": .home, "end": .end,
    "pageup": .pageUp, "pagedown": .pageDown,
  ]

  /// Parses a whole script.
  ///
  /// - Parameter source: The script text.
  /// - Returns: The commands in order, each with its line.
  /// - Throws: ``ScriptError`` for the first line that cannot be parsed.
  static func parse(_ source: String) throws(ScriptError) -> [ScriptStep] {
    // A byte-order mark that an editor put at the start is not part of the first command.
    let text = source.first == "\u{FEFF}" ? source.dropFirst() : Substring(source)
    // Any line break ends a line: "\n", "\r\n" (one `Character`, so a split on "\n" would
    // not see it) and a lone "\r".
    return try parse(
      lines: text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline))
  }

  /// Parses a script given line by line (each `-e` argument is one line).
  ///
  /// - Parameter lines: The lines; a trailing carriage return is ignored.
  /// - Returns: The commands in order, each with its 1-based line.
  /// - Throws: ``ScriptError`` for the first line that cannot be parsed.
  static func parse(lines: [some StringProtocol]) throws(ScriptError) -> [ScriptStep] {
    var steps: [ScriptStep] = []
    var comments: [String] = []
    for (index, rawLine) in lines.enumerated() {
      let line = index + 1
      var text = Substring(rawLine)
      if let hash = text.firstIndex(of: "#") {
        let comment = text[text.index(after: hash)...].trimmingSpaces
        if !comment.isEmpty { comments.append(comment) }
        text = text[..<hash]
      }
      for piece in text.split(separator: ";", omittingEmptySubsequences: false) {
        let words = piece.split(whereSeparator: \.isWhitespace)
        guard let first = words.first else { continue }
        let command = try parseCommand(
          String(first), Array(words.dropFirst()).map(String.init), line: line)
        steps.append(
          ScriptStep(
            line: line, text: words.joined(separator: " "), command: command, comments: comments))
        comments = []
      }
    }
    return steps
  }

  // MARK: - Commands

  private static func parseCommand(_ name: String, _ arguments: [String], line: Int)
    throws(ScriptError) -> ScriptCommand
  {
    var reader = ArgumentReader(command: name, arguments: arguments, line: line)
    let command: ScriptCommand
    switch name {
    case "items":
      command = .items(try reader.count("an item count"))
    case "identity":
      command = .identity(try reader.choice(["on": true, "off": false]))
    case "insert", "delete":
      let index = try reader.count("an item index")
      guard index >= 0 else { throw reader.error("the index \(reader.last) is below 0") }
      let count = reader.isAtEnd ? 1 : try reader.count("a number of items")
      guard count >= 1 else { throw reader.error("the number of items \(reader.last) is below 1") }
      command =
        name == "insert" ? .insert(at: index, count: count) : .delete(at: index, count: count)
    case "reload":
      command = .reload(reader.isAtEnd ? nil : try reader.count("an item count"))
    case "wrap":
      command = .wrap(try reader.choice(["on": true, "off": false]))
    case "viewport", "resize":
      command = .viewport(try reader.number("a length in points"))
    case "item":
      let length = try reader.number("a length in points")
      var spacing = 0.0
      if !reader.isAtEnd {
        try reader.keyword("spacing")
        spacing = try reader.number("a spacing in points")
      }
      command = .item(length: length, spacing: spacing)
    case "vertical", "horizontal":
      command = .orientation(name == "vertical" ? .vertical : .horizontal)
    case "rtl", "ltr":
      command = .layoutDirection(name == "rtl" ? .rightToLeft : .leftToRight)
    case "style":
      let word = try reader.word("a style name")
      guard let style = BuiltInStyle(caseInsensitiveName: word)?.rawValue else {
        throw ScriptError(
          line: line,
          message: "style: unknown style \(quoted(word)); known styles: "
            + DemoStyles.names.joined(separator: ", "))
      }
      command = .style(style)
    case "align":
      command = .alignment(leading: try reader.choice(["leading": true, "center": false]))
    case "visible":
      command = .visibilityThreshold(try reader.number("a fraction of the cell"))
    case "motion":
      command = .motion(reduced: try reader.choice(["reduced": true, "full": false]))
    case "drag", "swipe":
      let pages = try reader.number("a distance in pages")
      let seconds =
        reader.isAtEnd ? 0.1 : try reader.duration("a time in seconds", upTo: longestDrag)
      command =
        name == "drag"
        ? .drag(pages: pages, seconds: seconds) : .swipe(pages: pages, seconds: seconds)
    case "release":
      let behaviors: [String: ReleaseBehavior] = [
        "snap": .snapToItem, "free": .free, "free-snap": .freeThenSnap,
      ]
      if let word = reader.peek, let behavior = behaviors[word] {
        _ = try reader.word(word)
        command = .releaseBehavior(behavior)
      } else {
        command = .release(
          pagesPerSecond: reader.isAtEnd
            ? nil
            : try reader.number(
              "a velocity in pages per second, or \"snap\", \"free\" or \"free-snap\""))
      }
    case "wheel":
      command = .wheel(points: try reader.number("a distance in points"))
    case "trackpad":
      let points = try reader.number("a distance in points")
      command = .trackpad(
        points: points, seconds: try reader.duration("a time in seconds", upTo: longestDrag))
    case "key":
      command = .key(try reader.choice(keyNames))
    case "focus":
      if reader.peek == "none" {
        _ = try reader.word("none")
        command = .focus(nil)
      } else {
        command = .focus(try reader.integer("an item index or \"none\""))
      }
    case "hover":
      command = .hover(try reader.choice(["on": true, "off": false]))
    case "ticker":
      if reader.peek == "off" {
        _ = try reader.word("off")
        command = .ticker(pointsPerSecond: nil)
      } else {
        command = .ticker(
          pointsPerSecond: try reader.number("a speed in points per second or \"off\""))
      }
    case "wait":
      command = .wait(seconds: try reader.duration("a time in seconds", upTo: longestWait))
    case "settle":
      command = .settle
    case "tap":
      command = .tap(pages: reader.isAtEnd ? 0 : try reader.number("a distance in pages"))
    case "next":
      command = .next
    case "prev":
      command = .previous
    case "goto":
      let index = try reader.integer("an item index")
      var animated = true
      if !reader.isAtEnd {
        try reader.keyword("instant")
        animated = false
      }
      command = .goto(index, animated: animated)
    case "autoplay":
      // `autoplay pause` and `autoplay resume` are the same as `pause` and `resume`.
      switch reader.peek {
      case "off":
        _ = try reader.word("off")
        command = .autoplayOff
      case "pause":
        _ = try reader.word("pause")
        command = .pause
      case "resume":
        _ = try reader.word("resume")
        command = .resume
      default:
        let seconds = try reader.number("an interval in seconds, \"off\", \"pause\" or \"resume\"")
        var backward = false
        if !reader.isAtEnd {
          backward = try reader.choice(["forward": false, "backward": true])
        }
        command = .autoplay(seconds: seconds, backward: backward)
      }
    case "pause":
      command = .pause
    case "resume":
      command = .resume
    default:
      throw ScriptError(
        line: line,
        message: "unknown command \(quoted(name)); run carousel-demo --help for the list")
    }
    try reader.finish()
    return command
  }

  /// Quotes user text for a message, showing control characters and invisible format
  /// characters (a byte-order mark, a zero-width space, a direction override) as escapes;
  /// the joiners that shape emoji and scripts (U+200C, U+200D) stay as they are.
  static func quoted(_ text: String) -> String {
    var result = "'"
    let scalars = text.unicodeScalars
    for scalar in scalars.prefix(longestQuote) {
      switch scalar.properties.generalCategory {
      case .format where scalar.value == 0x200C || scalar.value == 0x200D:
        result.unicodeScalars.append(scalar)
      case .control, .format: result += scalar.escaped(asASCII: true)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + (scalars.count > longestQuote ? "…'" : "'")
  }

  /// The most characters of a script's text that a message quotes: enough to recognise a
  /// word or a number, and a 2 MB line does not make a 2 MB message.
  static let longestQuote = 80
}

/// Reads the arguments of one command, in order, with messages that name the command.
private struct ArgumentReader {
  let command: String
  let arguments: [String]
  let line: Int
  var position = 0

  init(command: String, arguments: [String], line: Int) {
    self.command = command
    self.arguments = arguments
    self.line = line
  }

  var isAtEnd: Bool { position >= arguments.count }
  var peek: String? { isAtEnd ? nil : arguments[position] }
  /// The argument read last, quoted, for messages.
  var last: String { ScriptParser.quoted(arguments[max(position - 1, 0)]) }

  func error(_ message: String) -> ScriptError {
    ScriptError(line: line, message: "\(command): \(message)")
  }

  mutating func next(_ what: String) throws(ScriptError) -> String {
    guard let word = peek else { throw error("expected \(what)") }
    position += 1
    return word
  }

  mutating func word(_ what: String) throws(ScriptError) -> String {
    try next(what)
  }

  mutating func keyword(_ expected: String) throws(ScriptError) {
    let word = try next("\"\(expected)\"")
    guard word == expected else {
      throw error("expected \"\(expected)\", got \(ScriptParser.quoted(word))")
    }
  }

  mutating func choice<T>(_ choices: KeyValuePairs<String, T>) throws(ScriptError) -> T {
    let names = choices.map { "\"\($0.key)\"" }.joined(separator: " or ")
    let word = try next(names)
    guard let match = choices.first(where: { $0.key == word }) else {
      throw error("expected \(names), got \(ScriptParser.quoted(word))")
    }
    return match.value
  }

  /// A finite decimal number.
  mutating func number(_ what: String) throws(ScriptError) -> Double {
    let word = try next(what)
    let allowed = word.unicodeScalars.allSatisfy {
      ("0"..."9").contains($0) || $0 == "." || $0 == "e" || $0 == "E" || $0 == "+" || $0 == "-"
    }
    guard allowed, word.unicodeScalars.contains(where: { ("0"..."9").contains($0) }),
      let value = Double(word)
    else {
      throw error("expected \(what), got \(ScriptParser.quoted(word))")
    }
    guard value.isFinite else {
      throw error(
        "the number \(ScriptParser.quoted(word)) is too \(value > 0 ? "large" : "small")")
    }
    return value
  }

  /// A time in seconds, from zero to `limit`.
  mutating func duration(_ what: String, upTo limit: Double) throws(ScriptError) -> Double {
    let value = try number(what)
    guard value >= 0 else { throw error("the time \(last) is negative") }
    guard value <= limit else {
      throw error("the time \(last) is too long (at most \(Int(limit)) seconds)")
    }
    return value
  }

  /// A whole number, written as digits or as a decimal with no fraction (`1e9`).
  mutating func integer(_ what: String) throws(ScriptError) -> Int {
    let word = try next(what)
    if let value = Int(word) { return value }
    position -= 1
    let value = try number(what)
    guard value == value.rounded() else {
      throw error("expected \(what) (a whole number), got \(last)")
    }
    let limit = Double(ScriptParser.largestCount)
    guard value <= limit else {
      throw error("the number \(last) is too large (at most 2^53 = \(ScriptParser.largestCount))")
    }
    guard value >= -limit else {
      throw error(
        "the number \(last) is too small (at least -2^53 = -\(ScriptParser.largestCount))")
    }
    return Int(value)
  }

  /// An item count: a whole number up to 2^53 (negative counts go to the engine, which
  /// rejects them).
  mutating func count(_ what: String) throws(ScriptError) -> Int {
    let value = try integer(what)
    guard value <= ScriptParser.largestCount else {
      throw error("the count \(last) is too large (at most 2^53 = \(ScriptParser.largestCount))")
    }
    return value
  }

  func finish() throws(ScriptError) {
    guard isAtEnd else {
      throw error("unexpected argument \(ScriptParser.quoted(arguments[position]))")
    }
  }
}

extension Substring {
  /// The text without white space at either end.
  fileprivate var trimmingSpaces: String {
    String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }
}
