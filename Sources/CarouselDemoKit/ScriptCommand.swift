import LoopCarousel

/// One command of a demo script, with its arguments checked and converted.
///
/// Distances are in pages, times in seconds and lengths in points, exactly as written; the
/// runner turns them into the engine's units.
enum ScriptCommand: Equatable, Sendable {
  /// `items N`: use `N` items and reload.
  case items(Int)
  /// `reload [N]`: change the count to `N` (or keep it) and reload.
  case reload(Int?)
  /// `wrap on` / `wrap off`: looping or finite mode.
  case wrap(Bool)
  /// `viewport L` / `resize L`: change the viewport length.
  case viewport(Double)
  /// `item L [spacing S]`: change the item length and the spacing.
  case item(length: Double, spacing: Double)
  /// `vertical` / `horizontal`: change the scroll axis.
  case orientation(Orientation)
  /// `rtl` / `ltr`: change the layout direction.
  case layoutDirection(Direction)
  /// `style NAME`: change the style.
  case style(String)
  /// `motion reduced` / `motion full`: programmatic motion at once, or animated.
  case motion(reduced: Bool)
  /// `align leading` / `align center`: where the current item sits.
  case alignment(leading: Bool)
  /// `visible F`: the fraction of a cell that must show for it to count as visible.
  case visibilityThreshold(Double)
  /// `drag D [T]`: finger down if not already, then move `D` pages over `T` seconds.
  case drag(pages: Double, seconds: Double)
  /// `release [V]`: finger up, with `V` pages per second or the measured velocity.
  case release(pagesPerSecond: Double?)
  /// `swipe D [T]`: `drag D T`, then `release`.
  case swipe(pages: Double, seconds: Double)
  /// `wait T`: let `T` seconds pass in 60 Hz frames.
  case wait(seconds: Double)
  /// `settle`: let frames pass until the carousel is at rest, at most 10 seconds.
  case settle
  /// `tap [P]`: tap `P` pages from the viewport centre.
  case tap(pages: Double)
  /// `next`: scroll to the next item.
  case next
  /// `prev`: scroll to the previous item.
  case previous
  /// `goto I [instant]`: scroll to an item.
  case goto(Int, animated: Bool)
  /// `autoplay T [backward]`: step every `T` seconds.
  case autoplay(seconds: Double, backward: Bool)
  /// `autoplay off`: stop autoplay.
  case autoplayOff
  /// `pause`: hold autoplay.
  case pause
  /// `resume`: let autoplay go on.
  case resume
  /// `identity on|off`: whether the data source gives the carousel item identifiers.
  case identity(Bool)
  /// `insert AT [COUNT]`: new items at an index, then a reload.
  case insert(at: Int, count: Int)
  /// `delete AT [COUNT]`: items removed from an index, then a reload.
  case delete(at: Int, count: Int)
  /// `wheel D`: one mouse-wheel notch of `D` points, toward the next item when positive.
  case wheel(points: Double)
  /// `trackpad D T`: a two-finger scroll of `D` points over `T` seconds, then the system's
  /// momentum events.
  case trackpad(points: Double, seconds: Double)
  /// `key NAME`: a key press.
  case key(CarouselKey)
  /// `focus N` / `focus none`: focus moves to an item, or leaves the carousel.
  case focus(Int?)
  /// `hover on` / `hover off`: the pointer comes over the carousel, or leaves it.
  case hover(Bool)
  /// `release snap|free|free-snap`: where releases come to rest.
  case releaseBehavior(ReleaseBehavior)
  /// `ticker SPEED` / `ticker off`: a ticker at `SPEED` points per second, or none.
  case ticker(pointsPerSecond: Double?)

  /// A scroll axis, as a script names it.
  enum Orientation: String, Equatable, Sendable {
    case horizontal
    case vertical
  }

  /// A layout direction, as a script names it.
  enum Direction: String, Equatable, Sendable {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"
  }
}

extension ScriptCommand {
  /// Whether the command is an input the carousel may leave to the host (the JSON line says
  /// `"consumed"`).
  var reportsConsumed: Bool {
    switch self {
    case .wheel, .trackpad, .key: true
    default: false
    }
  }
}

/// A parsed command with where it came from.
struct ScriptStep: Equatable, Sendable {
  /// The 1-based line of the script the command is on.
  var line: Int
  /// The command as written, with runs of white space made single spaces.
  var text: String
  /// The parsed command.
  var command: ScriptCommand
  /// The comments that explain the command: those of the whole-line comments just before it,
  /// then the one at the end of its line (for the first command on that line); the text
  /// output prints them above the command.
  var comments: [String] = []
}

/// A script that cannot be parsed: the line and what is wrong with it.
struct ScriptError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The 1-based line of the script.
  var line: Int
  /// What is wrong, naming the command and the argument.
  var message: String

  /// `line N: message`, as the tool prints it on standard error.
  var description: String { "line \(line): \(message)" }
}
