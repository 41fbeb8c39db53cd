import Foundation
import Testing

/// Drives `carousel-demo --interactive` in a tmux pane, a real pseudo-terminal.
@Suite(
  "Interactive mode",
  .serialized,
  .enabled(if: Tmux.isAvailable, "tmux is not installed, so there is no terminal to drive"),
  .enabled(if: BuiltBinary.path != nil, "the carousel-demo binary was not built"))
struct InteractiveTests {
  @Test("the screen shows the slots, → moves to the next item, q quits and restores the terminal")
  func swipeAndQuit() throws {
    let session = try Tmux.start()
    defer { session.kill() }
    let first = try session.waitForScreen { $0.contains("current 0") }
    #expect(first.contains("slots  left 4 text#2 · middle 0 banner#1 · right 1 text#3"))
    #expect(first.contains("item 0"))
    #expect(first.contains("q quit"))

    try session.send("Right")
    let moved = try session.waitForScreen { $0.contains("current 1") && $0.contains("phase idle") }
    #expect(moved.contains("slots  left 0 banner#1 · middle 1 text#3 · right 2 ad#4"))
    #expect(moved.contains("didScrollToItem 1"))

    try session.send("q")
    let after = try session.waitForScreen { $0.contains("DEMO-EXIT=") && $0.contains("echo") }
    #expect(after.contains("DEMO-EXIT=0"))
    // Line editing and echo are back, the main screen is shown and the cursor is visible.
    #expect(after.contains("\nicanon\n"))
    #expect(after.contains("\necho\n"))
    #expect(!after.contains("q quit"))
    #expect(try session.display("#{alternate_on} #{cursor_flag}") == "0 1")
  }

  @Test("three quick → presses move three items: each finger waits for the one before to lift")
  func quickPresses() throws {
    let session = try Tmux.start()
    defer { session.kill() }
    _ = try session.waitForScreen { $0.contains("current 0") }
    // One `send-keys` call: the three presses arrive within a few milliseconds, far inside
    // the first swipe's 0.12 s.
    try session.tmux(["send-keys", "-t", "demo", "Right", "Right", "Right"])
    let moved = try session.waitForScreen { $0.contains("current 3") && $0.contains("phase idle") }
    #expect(moved.contains("middle 3"))
    try session.send("q")
    _ = try session.waitForScreen { $0.contains("DEMO-EXIT=0") }
  }

  @Test("Ctrl-C quits with status 130 and restores the terminal")
  func interrupt() throws {
    let session = try Tmux.start()
    defer { session.kill() }
    _ = try session.waitForScreen { $0.contains("current 0") }
    try session.send("S-Left")
    _ = try session.waitForScreen { $0.contains("current 2") && $0.contains("phase idle") }
    try session.send("C-c")
    let after = try session.waitForScreen { $0.contains("DEMO-EXIT=") && $0.contains("echo") }
    #expect(after.contains("DEMO-EXIT=130"))
    #expect(after.contains("\nicanon\n"))
    #expect(try session.display("#{alternate_on} #{cursor_flag}") == "0 1")
  }

  @Test("space, t and r start autoplay, tap and reload with another count")
  func otherKeys() throws {
    let session = try Tmux.start()
    defer { session.kill() }
    _ = try session.waitForScreen { $0.contains("current 0") }
    try session.send("t")
    _ = try session.waitForScreen { $0.contains("didSelectItem 0") }
    try session.send("r")
    _ = try session.waitForScreen { $0.contains("items 3 ·") }
    try session.send("Space")
    _ = try session.waitForScreen { $0.contains("autoplay every 2 s") }
    try session.send("q")
    _ = try session.waitForScreen { $0.contains("DEMO-EXIT=0") }
  }

  @Test("the mouse, as the terminal reports it: the wheel steps a page, a click selects a card")
  func mouse() throws {
    let session = try Tmux.start()
    defer { session.kill() }
    _ = try session.waitForScreen { $0.contains("current 0") }
    // The escape sequences a terminal sends with SGR mouse reporting on: wheel down, at the
    // window's column 30, row 6.
    try session.tmux(["send-keys", "-t", "demo", "-l", "\u{1B}[<65;30;6M"])
    _ = try session.waitForScreen { $0.contains("current 1") && $0.contains("phase idle") }
    // A press and its release at column 5, on the left card's sliver: item 0 is selected.
    try session.tmux(["send-keys", "-t", "demo", "-l", "\u{1B}[<0;5;6M\u{1B}[<0;5;6m"])
    let selected = try session.waitForScreen { $0.contains("didSelectItem 0") }
    #expect(selected.contains("current 1"))
    #expect(selected.contains("mouse: the wheel scrolls, a click selects"))
    // Wheel up goes back; a click outside the window selects nothing.
    try session.tmux(["send-keys", "-t", "demo", "-l", "\u{1B}[<64;30;6M\u{1B}[<0;90;25M"])
    let back = try session.waitForScreen { $0.contains("current 0") && $0.contains("phase idle") }
    #expect(back.contains("didSelectItem 0, willSettle 0"))
    try session.send("q")
    _ = try session.waitForScreen { $0.contains("DEMO-EXIT=0") }
    #expect(try session.display("#{mouse_any_flag}") == "0", "mouse reporting is off again")
  }

  @Test("the cards are drawn as the style makes them: zoom shrinks the sides, crossFade hides them")
  func styles() throws {
    let session = try Tmux.start()
    defer { session.kill() }
    let plain = try session.waitForScreen { $0.contains("current 0") }
    // The viewport's first row: flat, all three cards reach the top.
    #expect(viewportRows(plain).first?.filter { $0 == "┐" || $0 == "┌" }.count == 4)
    try session.send("s")
    let zoom = viewportRows(try session.waitForScreen { $0.contains("style  zoom") })
    // At 0.85 the side cards lose a row top and bottom, and are narrower than flat.
    #expect(zoom.first?.filter { $0 == "┐" || $0 == "┌" }.count == 2)
    #expect(zoom[1].hasPrefix("  ▕┐") && zoom[1].hasSuffix("┌▏"))
    try session.send("s")
    let fade = viewportRows(try session.waitForScreen { $0.contains("style  crossFade") })
    // At rest the side cards have alpha 0: only the middle card is drawn.
    #expect(fade.allSatisfy { $0.filter { $0 == "│" }.count <= 2 })
    #expect(fade[2].contains("item 0") && !fade[2].contains("item 4"))
  }

  /// The seven rows of the viewport window.
  private func viewportRows(_ screen: String) -> [String] {
    Array(screen.split(separator: "\n").map(String.init).filter { $0.hasPrefix("  ▕") }.prefix(7))
  }
}

/// A tmux server of its own (a private socket), with one 100 × 30 window running the demo.
struct Tmux {
  static var isAvailable: Bool { executable != nil }

  static let executable: String? = [
    "/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux",
  ]
  .first { FileManager.default.isExecutableFile(atPath: $0) }

  let socket: String

  /// Starts the demo in a new detached session; after it exits the pane prints the exit
  /// status and the terminal's icanon and echo flags, and stays open.
  static func start() throws -> Tmux {
    let binary = try #require(BuiltBinary.path)
    let session = Tmux(socket: "carousel-demo-test-\(UUID().uuidString.prefix(8))")
    let command =
      "'\(binary)' --interactive; echo DEMO-EXIT=$?; "
      + "stty -a | tr ' ;' '\\n\\n' | grep -x -e icanon -e -icanon -e echo -e -echo; sleep 60"
    try session.tmux(
      ["new-session", "-d", "-x", "100", "-y", "30", "-s", "demo", "sh", "-c", command],
      capturesOutput: false)
    return session
  }

  /// Runs a tmux command against this server and returns what it printed.
  ///
  /// - Parameters:
  ///   - arguments: The command.
  ///   - capturesOutput: `false` for the command that starts the server.
  /// - Returns: What the command printed.
  /// - Throws: When tmux cannot be found or started.
  @discardableResult
  func tmux(_ arguments: [String], capturesOutput: Bool = true) throws -> String {
    let executable = try #require(Self.executable)
    let environment = [
      "PATH=/usr/local/bin:/usr/bin:/bin", "LANG=C.UTF-8", "LC_ALL=C.UTF-8", "TERM=xterm-256color",
      "HOME=" + (ProcessInfo.processInfo.environment["HOME"] ?? "/tmp"),
    ]
    let result = try #require(
      Spawn.run(
        [executable, "-u", "-L", socket, "-f", "/dev/null"] + arguments, environment: environment,
        capturesOutput: capturesOutput, closesInheritedDescriptors: true))
    return result.output
  }

  func send(_ key: String) throws {
    try tmux(["send-keys", "-t", "demo", key])
  }

  func screen() throws -> String {
    try tmux(["capture-pane", "-p", "-t", "demo"])
  }

  func display(_ format: String) throws -> String {
    try tmux(["display-message", "-p", "-t", "demo", format])
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Reads the pane until `condition` holds, giving up after ten seconds.
  ///
  /// Each read is a `tmux capture-pane` round trip, which paces the loop; the test waits for
  /// what the screen shows, never for a fixed time.
  func waitForScreen(_ condition: (String) -> Bool) throws -> String {
    let deadline = Date().addingTimeInterval(10)
    var screen = ""
    while Date() < deadline {
      screen = try self.screen()
      if condition(screen) { return screen }
    }
    Issue.record("the screen never matched; it shows:\n\(screen)")
    throw Timeout()
  }

  struct Timeout: Error {}

  /// Ends the session and the server, and removes the server's socket.
  func kill() {
    _ = try? tmux(["kill-session", "-t", "demo"])
    _ = try? tmux(["kill-server"])
    let directory = ProcessInfo.processInfo.environment["TMUX_TMPDIR"] ?? "/tmp"
    try? FileManager.default.removeItem(atPath: "\(directory)/tmux-\(getuid())/\(socket)")
  }
}
