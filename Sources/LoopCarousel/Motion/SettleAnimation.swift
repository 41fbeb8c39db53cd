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
  var start: Duration
  var duration: Duration
  var slope: Double
  var origin: MotionOrigin

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
    self.duration = seconds == duration.seconds ? duration : .seconds(seconds)
    self.slope = slope.isFinite ? slope : 0
    self.origin = origin
  }

  /// The instant the animation reaches its target.
  @inline(__always)
  var end: Duration { Duration(attoseconds: start.attoseconds + duration.attoseconds) }

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
    let s = time.ratio(since: start, over: duration)
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

extension Duration {
  /// Whether `self` comes before `other`, compared on `attoseconds`, whose 128-bit
  /// arithmetic the compiler inlines; the standard library's `Duration` operators are
  /// out-of-line calls, on the per-frame path (see Benchmarks/README.md).
  @inline(__always)
  func isBefore(_ other: Duration) -> Bool {
    attoseconds < other.attoseconds
  }

  /// `(self - start) / duration`, computed on 64-bit integers when both fit (any interval
  /// under 9.2 seconds): the standard library's `Duration` division converts 128-bit
  /// integers to `Double`, many times slower on the per-frame path, for the same result.
  @inline(__always)
  func ratio(since start: Duration, over duration: Duration) -> Double {
    let elapsed = attoseconds - start.attoseconds
    if let elapsed = Int64(exactly: elapsed), let length = Int64(exactly: duration.attoseconds) {
      return Double(elapsed) / Double(length)
    }
    return (self - start) / duration
  }

  /// The duration in seconds, as a `Double`.
  var seconds: Double {
    let (whole, fraction) = components
    return Double(whole) + Double(fraction) * 1e-18
  }
}
