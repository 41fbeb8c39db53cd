/// Why a settle animation runs; autoplay restarts its countdown after any motion but its own.
enum MotionOrigin: Equatable {
  /// A release after the user's drag.
  case gesture
  /// A scroll the host asked for.
  case program
  /// An autoplay step.
  case autoplay
}

/// A monotone animation of the position toward a whole page, a pure function of time.
///
/// The curve is the cubic Hermite segment that starts at the release velocity and ends at
/// rest exactly on the target. Its normalized start slope `m = v·T / distance` is kept in
/// `-1...3`: above 3 the cubic would overshoot, so the duration is shortened to
/// `3·distance / v` instead (a fast flick settles sooner, still starting at the finger's
/// speed); below −1 (a slow release away from the target) the start slope is limited so the
/// curve dips back by at most about 5% of the distance. Monotone curves make the shift points, and
/// so every sampled state, independent of how often the host samples.
struct SettleAnimation: Equatable {
  var from: Double
  var to: Double
  let start: Duration
  let duration: Duration
  var slope: Double
  var origin: MotionOrigin
  /// The instant the animation reaches its target: `start + duration`, kept so that a frame
  /// does not add them again.
  let end: Duration
  /// The duration in attoseconds, as a `Double`, when it fits in 64 bits (under 9.2
  /// seconds): the divisor of a frame's normalized time.
  private let attosecondLength: Double?

  /// Creates an animation, or `nil` when the target is already reached.
  init?(
    from: Double, to: Double, velocity: Double, start: Duration, duration: Duration,
    origin: MotionOrigin
  ) {
    let distance = to - from
    guard distance != 0, distance.isFinite else { return nil }
    var seconds = duration.seconds
    var slope = velocity * seconds / distance
    if slope > 3 {
      seconds = 3 * distance / velocity
      slope = 3
    }
    slope = max(slope, -1)
    guard seconds >= 1e-6 else { return nil }
    self.from = from
    self.to = to
    self.start = start
    let length = seconds == duration.seconds ? duration : .seconds(seconds)
    self.duration = length
    self.slope = slope.isFinite ? slope : 0
    self.origin = origin
    end = start.adding(length)
    attosecondLength = length.attoseconds(since: .zero).map(Double.init)
  }

  /// The fraction of the way travelled at the normalized time `s` in `0...1`.
  private func curve(_ s: Double) -> Double {
    let m = slope
    return ((m - 2) * s + (3 - 2 * m)) * s * s + m * s
  }

  private func curveSlope(_ s: Double) -> Double {
    let m = slope
    return m + 2 * (3 - 2 * m) * s + 3 * (m - 2) * s * s
  }

  @inline(__always)
  private func normalizedTime(_ time: Duration) -> Double {
    let s = time.ratio(since: start, over: duration, attosecondLength: attosecondLength)
    return min(max(s, 0), 1)
  }

  /// The position at an instant; exactly ``to`` from ``end`` on.
  func position(at time: Duration) -> Double {
    let s = normalizedTime(time)
    return s >= 1 ? to : from + (to - from) * curve(s)
  }

  /// The velocity in pages per second at an instant.
  func velocity(at time: Duration) -> Double {
    let s = normalizedTime(time)
    return s >= 1 ? 0 : (to - from) * curveSlope(s) / duration.seconds
  }

  /// Moves the animation by whole pages, as a shift moves the position.
  mutating func translate(by pages: Double) {
    from -= pages
    to -= pages
  }
}

// The per-frame time arithmetic works on the two words of `Duration`'s 128-bit count of
// attoseconds (`_high` and `_low`, the stored properties of the frozen struct, there wherever
// `Duration` is: macOS 13, iOS 16), which the compiler inlines. The standard library's
// `Duration` operators are out-of-line calls on the per-frame path (see
// Benchmarks/README.md), and its `attoseconds` and `Int128` need macOS 15 and iOS 18.
extension Duration {
  /// Whether `self` comes before `other`.
  @inline(__always)
  func isBefore(_ other: Duration) -> Bool {
    _high < other._high || (_high == other._high && _low < other._low)
  }

  /// Whether the time is in `0...Carousel.latestTime`: one comparison of the high word.
  @inline(__always)
  var isInCarouselRange: Bool {
    // `latestTime` is the last instant of its high word, so this compares the high word only.
    UInt64(bitPattern: _high) <= UInt64(Carousel.latestTime._high)
  }

  /// `self + other`; the carousel's range checks on times and durations keep it exact.
  @inline(__always)
  func adding(_ other: Duration) -> Duration {
    let (low, carry) = _low.addingReportingOverflow(other._low)
    return Duration(_high: _high &+ other._high &+ (carry ? 1 : 0), low: low)
  }

  /// `self - other` in attoseconds, when that fits in 64 bits (under 9.2 seconds either way).
  @inline(__always)
  func attoseconds(since other: Duration) -> Int64? {
    let (low, borrow) = _low.subtractingReportingOverflow(other._low)
    let high = _high &- other._high &- (borrow ? 1 : 0)
    let value = Int64(bitPattern: low)
    return high == (value < 0 ? -1 : 0) ? value : nil
  }

  /// `(self - start) / duration`, given `duration` in attoseconds as a `Double` when it fits
  /// in 64 bits; computed on 64-bit integers when the elapsed time fits too (any interval
  /// under 9.2 seconds): the standard library's `Duration` division converts 128-bit
  /// integers to `Double`, many times slower on the per-frame path, for the same result.
  @inline(__always)
  func ratio(since start: Duration, over duration: Duration, attosecondLength: Double?) -> Double {
    if let length = attosecondLength, let elapsed = attoseconds(since: start) {
      return Double(elapsed) / length
    }
    return (self - start) / duration
  }

  /// The duration in seconds, as a `Double`.
  var seconds: Double {
    let (whole, fraction) = components
    return Double(whole) + Double(fraction) * 1e-18
  }
}
