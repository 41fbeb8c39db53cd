#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal settings to put back if a signal ends the process while the UI runs.
///
/// A heap allocation rather than a global `termios`: AddressSanitizer reports copying a
/// `termios` into a Swift global as an overflow (the global is laid out 57 bytes long).
nonisolated(unsafe) private let savedAttributes: UnsafeMutablePointer<termios> = {
  let pointer = UnsafeMutablePointer<termios>.allocate(capacity: 1)
  pointer.initialize(to: termios())
  return pointer
}()
/// Whether ``savedAttributes`` holds settings to put back.
nonisolated(unsafe) private var hasSavedAttributes = false

/// Raw mode and the alternate screen for the interactive UI, always restored on the way out.
///
/// Raw mode turns off echo, line editing and the terminal's own Ctrl-C handling, so Ctrl-C
/// arrives as a key and ends the UI like `q`. A terminating signal from elsewhere (`kill`,
/// a closed terminal) restores the settings before the process ends.
final class Terminal {
  /// Switches to the alternate screen, clears it, hides the cursor and turns mouse reporting
  /// on: button presses and the wheel (1000), in SGR's extended form (1006).
  static let enterSequence =
    "\u{1B}[?1049h\u{1B}[H\u{1B}[2J\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1006h"
  /// Turns mouse reporting off, shows the cursor and returns to the main screen.
  static let leaveSequence = "\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?25h\u{1B}[?1049l"

  private let input: Int32
  private let original: termios
  private var isRaw = false

  /// Reads the settings of a terminal; fails when `input` is not a terminal.
  ///
  /// - Parameter input: The terminal's descriptor.
  init?(input: Int32 = STDIN_FILENO) {
    var attributes = termios()
    guard isatty(input) == 1, tcgetattr(input, &attributes) == 0 else { return nil }
    self.input = input
    original = attributes
  }

  deinit {
    restore()
  }

  /// Enters raw mode and the alternate screen, and arranges for signals to restore them.
  func enterRawMode() {
    guard !isRaw else { return }
    savedAttributes.pointee = original
    hasSavedAttributes = true
    for signalNumber in [SIGTERM, SIGHUP, SIGINT, SIGQUIT] {
      signal(signalNumber) { signalNumber in
        restoreSavedTerminal()
        signal(signalNumber, SIG_DFL)
        raise(signalNumber)
      }
    }
    // A handler (rather than the default "ignore") makes a resize interrupt `poll`.
    signal(SIGWINCH) { _ in }
    var raw = original
    cfmakeraw(&raw)
    tcsetattr(input, TCSAFLUSH, &raw)
    isRaw = true
    Self.output(Self.enterSequence)
  }

  /// Leaves raw mode and the alternate screen; does nothing when not in raw mode.
  func restore() {
    guard isRaw else { return }
    isRaw = false
    var attributes = original
    tcsetattr(input, TCSAFLUSH, &attributes)
    Self.output(Self.leaveSequence)
    hasSavedAttributes = false
    for signalNumber in [SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGWINCH] {
      signal(signalNumber, SIG_DFL)
    }
  }

  /// Waits until input is ready or `milliseconds` pass (`-1`: no limit).
  ///
  /// - Returns: `true` when there is input; `false` on time-out or a signal (a resize).
  func waitForInput(milliseconds: Int32) -> Bool {
    var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, milliseconds) > 0
  }

  /// Reads the bytes that are ready.
  ///
  /// - Returns: The bytes; empty at end of input.
  func readAvailable() -> [UInt8] {
    var buffer = [UInt8](repeating: 0, count: 256)
    let count = buffer.withUnsafeMutableBytes { systemRead(input, $0.baseAddress, $0.count) }
    return count > 0 ? Array(buffer[0..<count]) : []
  }

  /// The terminal's size in columns and rows; 80 × 24 when it cannot be read.
  static var size: (columns: Int, rows: Int) {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0
    else { return (80, 24) }
    return (Int(size.ws_col), Int(size.ws_row))
  }

  /// Writes text to standard output, unbuffered.
  static func output(_ text: String) {
    writeAll(STDOUT_FILENO, Array(text.utf8))
  }
}

/// Puts the terminal back from a signal handler: only async-signal-safe calls.
private func restoreSavedTerminal() {
  guard hasSavedAttributes else { return }
  hasSavedAttributes = false
  tcsetattr(STDIN_FILENO, TCSAFLUSH, savedAttributes)
  // ESC [ ? 1 0 0 0 l  ESC [ ? 2 5 h  ESC [ ? 1 0 4 9 l, without allocating: mouse reporting
  // off (which turns the SGR form off with it), the cursor shown, the main screen back.
  var sequence:
    (
      UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
      UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
    ) = (
      27, 91, 63, 49, 48, 48, 48, 108, 27, 91, 63, 50, 53, 104, 27, 91, 63, 49, 48, 52, 57, 108
    )
  _ = withUnsafeBytes(of: &sequence) { systemWrite(STDOUT_FILENO, $0.baseAddress, $0.count) }
}

/// A key the interactive UI understands.
enum Key: Equatable, Sendable {
  case left
  case right
  case shiftLeft
  case shiftRight
  case space
  case tap
  case reload
  case style
  case quit
  case interrupt
  /// A mouse wheel's notch: `+1` down or right (toward the next item), `-1` up or left.
  case wheel(Int)
  /// A mouse button pressed at a 1-based column and row.
  case click(column: Int, row: Int)

  /// The keys in a chunk of terminal input; unknown bytes and sequences are skipped.
  ///
  /// - Parameter bytes: What the terminal sent.
  /// - Returns: The keys, in order.
  static func parse(_ bytes: [UInt8]) -> [Key] {
    let sequences: [([UInt8], Key)] = [
      (Array("\u{1B}[1;2D".utf8), .shiftLeft), (Array("\u{1B}[1;2C".utf8), .shiftRight),
      (Array("\u{1B}[d".utf8), .shiftLeft), (Array("\u{1B}[c".utf8), .shiftRight),
      (Array("\u{1B}[D".utf8), .left), (Array("\u{1B}[C".utf8), .right),
      (Array("\u{1B}OD".utf8), .left), (Array("\u{1B}OC".utf8), .right),
    ]
    var keys: [Key] = []
    var index = 0
    scan: while index < bytes.count {
      if let (key, length) = mouseReport(bytes[index...]) {
        if let key { keys.append(key) }
        index += length
        continue
      }
      if bytes[index] == 0x1B {
        for (sequence, key) in sequences where bytes[index...].starts(with: sequence) {
          keys.append(key)
          index += sequence.count
          continue scan
        }
        // An unknown escape sequence: skip ESC, '[' or 'O', parameters and the final byte.
        index += 1
        if index < bytes.count,
          bytes[index] == UInt8(ascii: "[") || bytes[index] == UInt8(ascii: "O")
        {
          index += 1
          while index < bytes.count, (0x30...0x3F).contains(bytes[index]) { index += 1 }
          index += 1
        }
        continue
      }
      switch bytes[index] {
      case UInt8(ascii: "h"): keys.append(.left)
      case UInt8(ascii: "l"): keys.append(.right)
      case UInt8(ascii: "H"): keys.append(.shiftLeft)
      case UInt8(ascii: "L"): keys.append(.shiftRight)
      case UInt8(ascii: " "): keys.append(.space)
      case UInt8(ascii: "t"): keys.append(.tap)
      case UInt8(ascii: "r"): keys.append(.reload)
      case UInt8(ascii: "s"): keys.append(.style)
      case UInt8(ascii: "q"), UInt8(ascii: "Q"), 0x04: keys.append(.quit)
      case 0x03: keys.append(.interrupt)
      default: break
      }
      index += 1
    }
    return keys
  }

  /// A mouse report at the start of `bytes`, with its length.
  ///
  /// As a terminal sends it with reporting on: SGR's `ESC [ < b ; x ; y M` (press; `m` for a release), or the legacy
  /// `ESC [ M` and three bytes, each 32 more than its value. The key is `nil` for a report
  /// the demo ignores (a release, another button, a drag).
  static func mouseReport(_ bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
    let start = bytes.startIndex
    guard bytes.starts(with: Array("\u{1B}[".utf8)), bytes.count >= 6 else { return nil }
    if bytes[start + 2] == UInt8(ascii: "<") {
      var numbers = [0]
      var index = start + 3
      while index < bytes.endIndex {
        let byte = bytes[index]
        if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
          numbers[numbers.count - 1] = min(numbers[numbers.count - 1] * 10 + Int(byte - 48), 99_999)
        } else if byte == UInt8(ascii: ";") {
          numbers.append(0)
        } else {
          guard byte == UInt8(ascii: "M") || byte == UInt8(ascii: "m"), numbers.count == 3 else {
            return nil
          }
          let length = index - start + 1
          guard byte == UInt8(ascii: "M") else { return (nil, length) }
          return (key(button: numbers[0], column: numbers[1], row: numbers[2]), length)
        }
        index += 1
      }
      return nil
    }
    guard bytes[start + 2] == UInt8(ascii: "M") else { return nil }
    let values = bytes[(start + 3)...(start + 5)].map { Int($0) - 32 }
    return (key(button: values[0], column: values[1], row: values[2]), 6)
  }

  /// The key a mouse report stands for: button 0 pressed is a click, 64 to 67 the wheel.
  private static func key(button: Int, column: Int, row: Int) -> Key? {
    switch button {
    case 0: .click(column: column, row: row)
    case 64, 66: .wheel(-1)
    case 65, 67: .wheel(1)
    default: nil
    }
  }
}
