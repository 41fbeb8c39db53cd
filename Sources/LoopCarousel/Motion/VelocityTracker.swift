/// The recent samples of a drag, for the release velocity: a fixed ring that never allocates.
struct VelocityTracker {
  /// The most samples kept: the last 8 moves, 133 ms at 60 Hz (the default window is 100 ms).
  private static let capacity = 8
  /// The ring of samples, held inline so that the tracker is a plain value.
  ///
  /// Vectors of eight, with no buffer to share, count or copy on write: each sample's time as
  /// its two `Duration.components`, and its translation. `next` is where the next sample goes.
  private var seconds = SIMD8<Int64>()
  private var attoseconds = SIMD8<Int64>()
  private var translations = SIMD8<Double>()
  private var count = 0
  private var next = 0

  /// The sample `back` places before the latest (0 is the latest).
  private func sample(back: Int) -> (time: Duration, translation: Double) {
    let index = (next + Self.capacity - 1 - back) % Self.capacity
    let time = Duration(
      secondsComponent: seconds[index], attosecondsComponent: attoseconds[index])
    return (time, translations[index])
  }

  /// Negates every recorded translation: the layout direction flipped during the drag, so
  /// the same finger motion now means the other way through the items.
  mutating func mirror() {
    translations = -translations
  }

  /// Records the finger's translation at an instant.
  mutating func add(time: Duration, translation: Double) {
    (seconds[next], attoseconds[next]) = time.components
    translations[next] = translation
    next = next == Self.capacity - 1 ? 0 : next &+ 1
    if count < Self.capacity { count &+= 1 }
  }

  /// The velocity in points per second over the samples no older than `window` at `now`.
  ///
  /// Zero when the finger has rested for longer than the window, or with fewer than two
  /// samples in it.
  func velocity(at now: Duration, window: Duration) -> Double {
    guard count > 0 else { return 0 }
    let latest = sample(back: 0)
    guard now - latest.time <= window else { return 0 }
    var oldest = latest
    for back in 1..<count {
      let earlier = sample(back: back)
      guard now - earlier.time <= window else { break }
      oldest = earlier
    }
    let elapsed = (latest.time - oldest.time).seconds
    guard elapsed > 0 else { return 0 }
    let velocity = (latest.translation - oldest.translation) / elapsed
    return velocity.isFinite ? velocity : 0
  }
}
