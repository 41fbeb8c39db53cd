/// A key the carousel understands (``Carousel/handleKey(_:at:)``).
public enum CarouselKey: String, Hashable, Sendable, CaseIterable {
  /// The left arrow.
  case left
  /// The right arrow.
  case right
  /// The up arrow.
  case up
  /// The down arrow.
  case down
  /// Home: the first item of a finite carousel.
  case home
  /// End: the last item of a finite carousel.
  case end
  /// Page Up: ``ScrollPhysics/pagesPerFling`` items back (3 when it has no limit).
  case pageUp
  /// Page Down: ``ScrollPhysics/pagesPerFling`` items on (3 when it has no limit).
  case pageDown
}

/// What a key asks of a carousel, with its orientation and layout direction applied.
enum KeyCommand: Equatable {
  /// Step `items` items toward `direction`.
  case step(Direction, items: Int)
  /// Go to the first item (`.backward`) or the last (`.forward`).
  case end(Direction)

  /// How many items Page Up and Page Down step when flings have no limit.
  static let pageItemsWithoutLimit = 3

  /// The command of `key`, or `nil` when it means nothing to this carousel (an arrow across
  /// the scroll axis): the host hands it on.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - orientation: The scroll axis.
  ///   - mirrored: Whether the next item lies to the left (right to left, horizontal).
  ///   - pagesPerFling: The physics' limit of a fling, which Page Up and Down step.
  init?(_ key: CarouselKey, orientation: CarouselOrientation, mirrored: Bool, pagesPerFling: Int?) {
    let horizontal = orientation == .horizontal
    switch key {
    case .left where horizontal: self = .step(mirrored ? .forward : .backward, items: 1)
    case .right where horizontal: self = .step(mirrored ? .backward : .forward, items: 1)
    case .up where !horizontal: self = .step(.backward, items: 1)
    case .down where !horizontal: self = .step(.forward, items: 1)
    case .left, .right, .up, .down: return nil
    case .home: self = .end(.backward)
    case .end: self = .end(.forward)
    case .pageUp: self = .step(.backward, items: pagesPerFling ?? Self.pageItemsWithoutLimit)
    case .pageDown: self = .step(.forward, items: pagesPerFling ?? Self.pageItemsWithoutLimit)
    }
  }
}

/// The last run of steps a key or a wheel's notches started: so that keys held down and fast
/// wheel spins never build a backlog of steps.
struct StepRun: Equatable {
  /// What started it.
  enum Source: Equatable {
    case key
    case wheel
  }

  var source: Source
  /// The item nearest the centre when the run began.
  var origin: Int
  /// The item its last step heads to.
  var target: Int
  /// Which way its last step went.
  var direction: Direction
}
