/// The recent samples of a drag, for the release velocity: a fixed ring that never allocates.
struct VelocityTracker {
  struct Sample {
    var time: Duration
    var translation: Double
  }

  /// The most samples kept: the last 8 moves, 133 ms at 60 Hz (the default window is 100 ms).
  private static let capacity = 8
  /// The ring of samples, held inline so that the tracker is a plain value (no buffer to
  /// share, count or copy on write); `next` is where the next sample goes.
  private var samples = Samples()
  private var count = 0
  private var next = 0

  /// Eight samples, read and written by index.
  private struct Samples {
    private var s0 = Sample(time: .zero, translation: 0)
    private var s1 = Sample(time: .zero, translation: 0)
    private var s2 = Sample(time: .zero, translation: 0)
    private var s3 = Sample(time: .zero, translation: 0)
    private var s4 = Sample(time: .zero, translation: 0)
    private var s5 = Sample(time: .zero, translation: 0)
    private var s6 = Sample(time: .zero, translation: 0)
    private var s7 = Sample(time: .zero, translation: 0)

    subscript(index: Int) -> Sample {
      get {
        switch index {
        case 0: s0
        case 1: s1
        case 2: s2
        case 3: s3
        case 4: s4
        case 5: s5
        case 6: s6
        case 7: s7
        default: preconditionFailure("Internal inconsistency: sample \(index) of 8")
        }
      }
      set {
        switch index {
        case 0: s0 = newValue
        case 1: s1 = newValue
        case 2: s2 = newValue
        case 3: s3 = newValue
        case 4: s4 = newValue
        case 5: s5 = newValue
        case 6: s6 = newValue
        case 7: s7 = newValue
        default: preconditionFailure("Internal inconsistency: sample \(index) of 8")
        }
      }
    }
  }

  /// Negates every recorded translation: the layout direction flipped during the drag, so
  /// the same finger motion now means the other way through the items.
  mutating func mirror() {
    for index in 0..<Self.capacity {
      samples[index].translation = -samples[index].translation
    }
  }

  /// Records the finger's translation at an instant.
  mutating func add(time: Duration, translation: Double) {
    samples[next] = Sample(time: time, translation: translation)
    next = next == Self.capacity - 1 ? 0 : next &+ 1
    if count < Self.capacity { count &+= 1 }
  }

  /// The velocity in points per second over the samples no older than `window` at `now`.
  ///
  /// Zero when the finger has rested for longer than the window, or with fewer than two
  /// samples in it.
  func velocity(at now: Duration, window: Duration) -> Double {
    guard count > 0 else { return 0 }
    let latest = samples[(next + Self.capacity - 1) % Self.capacity]
    guard now - latest.time <= window else { return 0 }
    var oldest = latest
    for back in 1..<count {
      let sample = samples[(next + Self.capacity - 1 - back) % Self.capacity]
      guard now - sample.time <= window else { break }
      oldest = sample
    }
    let elapsed = (latest.time - oldest.time).seconds
    guard elapsed > 0 else { return 0 }
    let velocity = (latest.translation - oldest.translation) / elapsed
    return velocity.isFinite ? velocity : 0
  }
}
