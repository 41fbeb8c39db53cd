/// The command-line options of `carousel-demo`.
struct DemoOptions: Equatable, Sendable {
  /// Where the script comes from.
  enum Source: Equatable, Sendable {
    /// The built-in scenario.
    case builtIn
    /// A file, or standard input for `-`.
    case file(String)
    /// The `-e` arguments: each starts a new line, and may hold several.
    case inline([String])
  }

  /// What the tool does.
  enum Mode: Equatable, Sendable {
    /// Runs a script and prints a report per command.
    case run
    /// Runs the terminal UI.
    case interactive
    /// Prints the usage.
    case help
    /// Prints the built-in scenario's script.
    case printScenario
  }

  var mode = Mode.run
  var source = Source.builtIn
  var json = false
  var allEvents = false
  /// Where `--html` writes the playback page, if it was given.
  var htmlPath: String?

  /// Reads the options from the arguments after the program name.
  ///
  /// - Parameter arguments: The arguments, without the program name.
  /// - Returns: The options.
  /// - Throws: ``UsageError`` for an unknown option, a missing value or a conflict.
  static func parse(_ arguments: [String]) throws(UsageError) -> DemoOptions {
    var options = DemoOptions()
    var inline: [String] = []
    var script: String?
    var modes: [String] = []
    var index = 0
    func value(for option: String) throws(UsageError) -> String {
      index += 1
      guard index < arguments.count else { throw UsageError("\(option) needs a value") }
      return arguments[index]
    }
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "-h", "--help":
        options.mode = .help
        return options
      case "--json":
        options.json = true
      case "--all-events":
        options.allEvents = true
      case "--interactive", "-i":
        modes.append(argument)
        options.mode = .interactive
      case "--print-scenario":
        modes.append(argument)
        options.mode = .printScenario
      case "-e":
        inline.append(try value(for: argument))
      case "--script":
        guard script == nil else { throw UsageError("--script is given twice") }
        script = try value(for: argument)
      case "--html":
        guard options.htmlPath == nil else { throw UsageError("--html is given twice") }
        options.htmlPath = try value(for: argument)
      default:
        if argument.hasPrefix("--html=") {
          guard options.htmlPath == nil else { throw UsageError("--html is given twice") }
          options.htmlPath = String(argument.dropFirst("--html=".count))
        } else if argument.hasPrefix("--script=") {
          guard script == nil else { throw UsageError("--script is given twice") }
          script = String(argument.dropFirst("--script=".count))
        } else if argument.hasPrefix("-") && argument != "-" {
          throw UsageError("unknown option \(ScriptParser.quoted(argument))")
        } else {
          throw UsageError(
            "unexpected argument \(ScriptParser.quoted(argument)); pass a script with --script "
              + "FILE or -e 'commands'")
        }
      }
      index += 1
    }
    if script != nil, !inline.isEmpty { throw UsageError("use either --script or -e, not both") }
    if let script { options.source = .file(script) }
    if !inline.isEmpty { options.source = .inline(inline) }
    if modes.count > 1 {
      throw UsageError("\(modes[0]) and \(modes[1]) cannot be used together")
    }
    if options.htmlPath?.isEmpty == true { throw UsageError("--html needs a file name") }
    if options.mode != .run,
      options.source != .builtIn || options.json || options.allEvents || options.htmlPath != nil
    {
      throw UsageError("\(modes[0]) takes no script and no output options")
    }
    return options
  }
}

/// A command line that cannot be used; the tool prints it and exits with status 2.
struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong.
  var message: String

  init(_ message: String) {
    self.message = message
  }

  var description: String { message }
}
