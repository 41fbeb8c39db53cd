#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `carousel-demo` command-line tool: scripted scenarios, JSON lines and an interactive
/// terminal mode for LoopCarousel.
public enum CarouselDemo {
  /// Exit status: success (engine errors inside a script do not change it).
  public static let success: Int32 = 0
  /// Exit status: a file or the terminal could not be used.
  public static let failure: Int32 = 1
  /// Exit status: a bad command line or a script that cannot be parsed.
  public static let usageFailure: Int32 = 2

  /// Runs the tool with the process's arguments, standard input, output and error.
  ///
  /// - Parameter arguments: The arguments, without the program name.
  /// - Returns: The exit status.
  public static func main(arguments: [String]) -> Int32 {
    let io = DemoIO.standard
    let status = run(arguments: arguments, io: io)
    io.flush()
    return status
  }

  /// Runs the tool with the given input and output.
  ///
  /// - Parameters:
  ///   - arguments: The arguments, without the program name.
  ///   - io: Where input comes from and output goes.
  /// - Returns: The exit status.
  static func run(arguments: [String], io: DemoIO) -> Int32 {
    let options: DemoOptions
    do {
      options = try DemoOptions.parse(arguments)
    } catch {
      io.writeError("carousel-demo: \(error)\nRun 'carousel-demo --help' for usage.\n")
      return usageFailure
    }
    switch options.mode {
    case .help:
      io.write(usage)
      return success
    case .printScenario:
      io.write(BuiltInScenario.script + "\n")
      return success
    case .interactive:
      return InteractiveSession.run(io: io)
    case .run:
      break
    }

    let steps: [ScriptStep]
    do {
      switch options.source {
      case .builtIn:
        steps = try ScriptParser.parse(BuiltInScenario.script)
      case .inline(let lines):
        steps = try ScriptParser.parse(lines.joined(separator: "\n"))
      case .file(let path):
        let text: String
        if path == "-" {
          text = io.readStandardInput()
        } else {
          switch io.readFile(path) {
          case .success(let contents): text = contents
          case .failure(let error):
            io.writeError("carousel-demo: cannot read \(path): \(error.message)\n")
            return failure
          }
        }
        steps = try ScriptParser.parse(text)
      }
    } catch {
      io.writeError("\(error)\n")
      return usageFailure
    }
    if steps.isEmpty {
      io.writeError(
        "carousel-demo: the script is empty: it has no commands, only blank lines or comments "
          + "('#' starts one)\n")
      return usageFailure
    }

    // A page that cannot be written fails before the run, not after printing all of it.
    if let path = options.htmlPath, case .failure(let error) = io.checkWritable(path) {
      io.writeError("carousel-demo: cannot write \(path): \(error.message)\n")
      return failure
    }
    if options.source == .builtIn, !options.json { io.write(legend) }
    let runner = DemoRunner(recordsAllEvents: options.allEvents)
    if options.htmlPath != nil { runner.recorder = PlaybackRecorder() }
    for (index, step) in steps.enumerated() {
      let report = runner.perform(step)
      if options.json {
        io.write(JSONLineFormatter.line(for: report) + "\n")
      } else {
        let separator = index == 0 ? "" : "\n"
        io.write(separator + TextFormatter.lines(for: report).joined(separator: "\n") + "\n")
      }
    }
    if let path = options.htmlPath, let recorder = runner.recorder {
      return writePage(recorder, to: path, source: options.source, io: io)
    }
    return success
  }

  /// Writes the `--html` page and says on standard error what it holds.
  private static func writePage(
    _ recorder: PlaybackRecorder, to path: String, source: DemoOptions.Source, io: DemoIO
  ) -> Int32 {
    let title: String
    switch source {
    case .builtIn: title = "the built-in scenario"
    case .file(let file): title = file == "-" ? "standard input" : file
    case .inline(let lines): title = lines.joined(separator: "; ")
    }
    let page = PlaybackPage.html(for: recorder, title: title)
    if case .failure(let error) = io.writeFile(path, page) {
      io.writeError("carousel-demo: cannot write \(path): \(error.message)\n")
      return failure
    }
    var summary = "carousel-demo: wrote \(path): \(recorder.records.count) frames"
    summary += ", \((page.utf8.count + 1023) / 1024) KB; open it in a browser"
    if let frame = recorder.truncatedAtFrame {
      summary += ". The run is longer than a page holds (\(recorder.limit) frames): "
      summary += "recording stopped at t = \(FrameClock.millisecondsText(ofFrame: frame)) s"
    }
    io.writeError(summary + "\n")
    return success
  }

  /// The lines before the built-in scenario's report.
  static let legend = """
    LoopCarousel demo: the built-in scenario (carousel-demo --print-scenario shows its script).
    Each command prints the time, phase, current item and page dots, then the three slots
    (item, kind#serial: cells are numbered in order of creation, so reuse shows) and, under
    them, └──┘ where the viewport sits.


    """

  /// The text of `--help`.
  static let usage = """
    USAGE: carousel-demo [--json] [--all-events] [--html PAGE]
                         [--script FILE | --script - | -e 'CMD; CMD']
           carousel-demo --interactive | --print-scenario | --help

    Drives a LoopCarousel (a three-slot endless carousel) with scripted gestures on
    simulated 60 Hz time and prints what each slot holds after every command. With no
    script it plays a built-in scenario of five items.

    OPTIONS:
      --script FILE     Run the script in FILE; '-' reads standard input.
      -e SCRIPT         Run SCRIPT; give -e several times for several lines.
      --json            Print one JSON object per command and nothing else.
      --all-events      List every event: also didScroll, willDisplay, didEndDisplaying,
                        appear, disappear, prefetches and announcements.
      --html PAGE       Also write PAGE, an HTML file that plays the run back in a
                        browser: the cards as the style draws them, frame by frame.
      --interactive     A terminal UI: ←/→ swipe, shift-←/→ fling, space autoplay,
                        t tap, r reload with another count, s style, q quit.
      --print-scenario  Print the built-in scenario's script.
      -h, --help        Show this help.

    SCRIPTS: one command per line or separated by ';'; '#' starts a comment; an empty
    script is an error (status 2).
    Distances are in pages (positive toward the next item), times in seconds
    (rounded to 60 Hz frames), lengths in points.
      items N                 use N items (kinds cycle banner, text, ad) and reload
      reload [N]              change the count to N (default: keep it) and reload
      wrap on | wrap off      looping or finite mode
      viewport L | resize L   viewport length (the item fills it until 'item' is used)
      item L [spacing S]      item length and spacing (default 0; negative overlaps)
      vertical | horizontal   scroll axis
      rtl | ltr               layout direction
      style NAME              \(DemoStyles.helpList) (any case)
                              (non-plain styles print each slot's scale, alpha, turn)
      motion reduced | full   programmatic scrolls and autoplay at once, or animated
      align leading | center  the current item at the leading edge, or centred
      visible F               a cell counts as visible from fraction F in view
                              (0: any part); --all-events lists appear/disappear
      drag D [T]              finger down if not already, move D pages over T s
                              (default 0.1) in 60 Hz steps
      release [V]             finger up, V pages/s (default: the measured velocity)
      swipe D [T]             drag D T, then release
      wait T                  let T seconds pass (at most 3600)
      settle                  let frames pass until at rest (at most 10 s)
      tap [P]                 tap P pages from the viewport centre (default 0)
      next | prev             scroll to the next or previous item
      goto I [instant]        scroll to item I, animated unless 'instant'
      autoplay T [backward]   step every T seconds while at rest
      autoplay off            stop autoplay
      autoplay pause | resume hold autoplay, resume it ('pause', 'resume' alone too)
      identity on|off         the data source gives item identifiers, or not (the default)
      insert AT [N]           N new items (default 1) at index AT, then a reload
      delete AT [N]           remove N items (default 1) from index AT, then a reload
      wheel D                 one mouse-wheel notch of D points (a page, animated)
      trackpad D T            a two-finger scroll of D points over T s, then the
                              system's momentum events
      key NAME                left, right, up, down, home, end, pageup, pagedown
      focus N | focus none    focus moves to item N (scrolled to the centre), or leaves
      hover on | hover off    the pointer comes over the carousel, or leaves it
      release snap|free|free-snap
                              where releases rest: on an item (the default), where
                              they stop, or there and then on the nearest item
      ticker SPEED | off      constant motion at SPEED points/s (negative: backward)

    The engine's errors (goto 99, items -1) print 'error: code: message' and the script
    goes on. A script that cannot be parsed prints 'line N: message' on standard error
    and exits with status 2, before running anything.

    JSON: {"line", "command", "t", "phase", "current", "offset", "page", "slots",
    "events"[, "consumed"][, "note"][, "error"]}; see the README for each field.

    """
}

/// Where the tool reads its input and writes its output.
struct DemoIO {
  /// Reads all of standard input.
  var readStandardInput: () -> String
  /// Reads a whole file.
  var readFile: (String) -> Result<String, FileError>
  /// Writes to standard output.
  var write: (String) -> Void
  /// Writes to standard error.
  var writeError: (String) -> Void
  /// Writes out what ``write`` buffered.
  var flush: () -> Void = {}
  /// Creates or replaces a file with a text (`--html`).
  var writeFile: (_ path: String, _ text: String) -> Result<Void, FileError> = FileWriter.write
  /// Whether a file could be written, without changing it (`--html`, before the run).
  var checkWritable: (_ path: String) -> Result<Void, FileError> = FileWriter.checkWritable

  /// The process's standard streams and file system.
  static var standard: DemoIO {
    let output = BufferedOutput(descriptor: STDOUT_FILENO)
    let errorOutput = BufferedOutput(descriptor: STDERR_FILENO)
    return DemoIO(
      readStandardInput: { FileReader.readAll(descriptor: STDIN_FILENO).text },
      readFile: FileReader.read(path:),
      write: { text in output.write(text) },
      writeError: { text in
        output.flush()
        errorOutput.write(text)
        errorOutput.flush()
      },
      flush: { output.flush() })
  }
}

/// Output to a file descriptor, written in large blocks.
final class BufferedOutput {
  private let descriptor: Int32
  private var buffer: [UInt8] = []

  init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  func write(_ text: String) {
    buffer += text.utf8
    if buffer.count >= 1 << 16 { flush() }
  }

  func flush() {
    writeAll(descriptor, buffer)
    buffer.removeAll(keepingCapacity: true)
  }
}

/// A file that could not be read.
struct FileError: Error, Equatable {
  /// The system's description of the failure.
  var message: String
}

/// Writes files with the C library.
enum FileWriter {
  /// Whether `path` can be written, leaving the file system as it was.
  ///
  /// An existing file is opened for writing without being truncated, and a file that did not
  /// exist is created and removed again: an interrupted run leaves an earlier page as it was.
  static func checkWritable(path: String) -> Result<Void, FileError> {
    var descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    let created = descriptor >= 0
    if !created, errno == EEXIST { descriptor = open(path, O_WRONLY) }
    guard descriptor >= 0 else { return .failure(FileError(message: FileReader.systemError())) }
    close(descriptor)
    if created { unlink(path) }
    return .success(())
  }

  /// Creates or truncates a file and writes a text to it as UTF-8.
  static func write(path: String, text: String) -> Result<Void, FileError> {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { return .failure(FileError(message: FileReader.systemError())) }
    guard writeAll(descriptor, Array(text.utf8)) else {
      let message = FileReader.systemError()
      close(descriptor)
      return .failure(FileError(message: message))
    }
    guard close(descriptor) == 0 else {
      return .failure(FileError(message: FileReader.systemError()))
    }
    return .success(())
  }
}

/// Reads files with the C library.
enum FileReader {
  /// Reads a whole file as UTF-8 (invalid bytes become U+FFFD).
  static func read(path: String) -> Result<String, FileError> {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return .failure(FileError(message: systemError())) }
    defer { close(descriptor) }
    let result = readAll(descriptor: descriptor)
    if let error = result.error { return .failure(FileError(message: error)) }
    return .success(result.text)
  }

  /// Reads a descriptor to its end.
  static func readAll(descriptor: Int32) -> (text: String, error: String?) {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        bytes += buffer[0..<count]
      } else if count == 0 {
        break
      } else if errno != EINTR {
        return (String(decoding: bytes, as: UTF8.self), systemError())
      }
    }
    return (String(decoding: bytes, as: UTF8.self), nil)
  }

  static func systemError() -> String {
    guard let message = strerror(errno) else { return "error \(errno)" }
    return String(cString: message)
  }
}
