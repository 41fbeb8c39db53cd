/// The recent samples of a drag, for the release velocity; a fixed ring that never allocates.
struct VelocityTracker {
  struct Sample {
    var time: Duration
    var translation: Double
  }

  private static let capacity = 8
  private var samples: (Sample, Sample, Sample, Sample, Sample, Sample, Sample, Sample)
  private var count = 0
  private var next = 0

  init() {
    let empty = Sample(time: .zero, translation: 0)
    samples = (empty, empty, empty, empty, empty, empty, empty, empty)
  }

  /// A sample by its index in the ring, `0..<capacity`.
  ///
  /// A tuple of one type is laid out as a C array of it, so the sample is read and written
  /// at its offset, without a switch over the index.
  private subscript(index: Int) -> Sample {
    get {
      precondition(index >= 0 && index < Self.capacity, "Internal inconsistency: sample \(index)")
      return withUnsafeBytes(of: samples) {
        $0.load(fromByteOffset: index * MemoryLayout<Sample>.stride, as: Sample.self)
      }
    }
    set {
      precondition(index >= 0 && index < Self.capacity, "Internal inconsistency: sample \(index)")
      withUnsafeMutableBytes(of: &samples) {
        $0.storeBytes(
          of: newValue, toByteOffset: index * MemoryLayout<Sample>.stride, as: Sample.self)
      }
    }
  }

  /// Negates every recorded translation: the layout direction flipped during the drag, so
  /// the same finger motion now means the other way through the items.
  mutating func mirror() {
    for index in 0..<Self.capacity {
      self[index].translation = -self[index].translation
    }
  }

  /// Records the finger's translation at an instant.
  mutating func add(time: Duration, translation: Double) {
    self[next] = Sample(time: time, translation: translation)
    next = next == Self.capacity - 1 ? 0 : next &+ 1
    if count < Self.capacity { count &+= 1 }
  }

  /// The velocity in points per second over the samples no older than `window` at `now`.
  ///
  /// Zero when the finger has rested for longer than the window, or with fewer than two
  /// samples in it.
  func velocity(at now: Duration, window: Duration) -> Double {
    guard count > 0 else { return 0 }
    let latest = self[(next + Self.capacity - 1) % Self.capacity]
    guard now - latest.time <= window else { return 0 }
    var oldest = latest
    for back in 1..<count {
      let sample = self[(next + Self.capacity - 1 - back) % Self.capacity]
      guard now - sample.time <= window else { break }
      oldest = sample
    }
    let elapsed = (latest.time - oldest.time).seconds
    guard elapsed > 0 else { return 0 }
    let velocity = (latest.translation - oldest.translation) / elapsed
    return velocity.isFinite ? velocity : 0
  }
}
