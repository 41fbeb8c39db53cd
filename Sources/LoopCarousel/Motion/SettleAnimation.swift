/// Why a settle animation runs; autoplay restarts its countdown after any motion but its own.
enum MotionOrigin: Equatable {
  /// A release after the user's drag.
  case gesture
  /// A scroll the host asked for.
  case program
  /// An autoplay step.
  case autoplay
  /// A scroll an assistive technology asked for (VoiceOver's increment or decrement), which
  /// speaks the new value itself.
  case assistiveTechnology
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
///
/// A curve that `decelerates` (a flick toward its target) keeps `m` in `1.5...3`, where the
/// speed only falls from the start to the end: below 1.5 the cubic would speed up after the
/// release, so the duration is lengthened to `1.5·distance / v` instead (a long fling
/// takes as long as it needs to cover its distance without ever going faster than the
/// finger).
struct SettleAnimation: Equatable {
  var from: Double
  var to: Double
  let start: Duration
  let duration: Duration
  var slope: Double
  var origin: MotionOrigin
  /// The instant the animation reaches its target: `start + duration`.
  var end: Duration { start + duration }

  /// The shortest animation, in seconds: a microsecond, far below a frame; a shorter one
  /// arrives at once.
  static let shortestDuration = 1e-6

  /// The smallest start slope of a curve whose speed only falls: at 1.5 the cubic's
  /// acceleration is zero at the start, below it the curve speeds up first.
  static let slowestDecelerationSlope = 1.5

  /// The longest a release's speed may stretch a settle: 10 seconds.
  ///
  /// A flick that decelerates takes as long as its distance needs at the release speed, so
  /// a release at a crawl (10⁻²⁰ points per second is a number the API takes) would take
  /// longer than the universe's age; past this bound the curve starts slower than the finger
  /// instead. A settle never lasts longer than this or the physics' own duration
  /// (``ScrollPhysics/settleDuration``, ``ScrollPhysics/scrollDuration``), whichever is
  /// longer.
  static let longestDuration: Duration = .seconds(10)

  /// Creates an animation, or `nil` when the target is already reached or the animation
  /// would be shorter than ``shortestDuration``.
  ///
  /// - Parameters:
  ///   - from: The position it starts at, in pages.
  ///   - to: The position it ends at, in pages.
  ///   - velocity: The speed it starts with, in pages per second.
  ///   - start: The instant it starts.
  ///   - duration: How long it takes, unless the velocity asks for another time.
  ///   - origin: Why it runs.
  ///   - decelerates: Whether the speed must only fall from `velocity` when it points at the
  ///     target (a flick): the duration then grows as needed.
  init?(
    from: Double, to: Double, velocity: Double, start: Duration, duration: Duration,
    origin: MotionOrigin, decelerates: Bool = false
  ) {
    let distance = to - from
    guard distance != 0, distance.isFinite else { return nil }
    var seconds = duration.seconds
    var slope = velocity * seconds / distance
    if decelerates, slope > 0, slope < Self.slowestDecelerationSlope {
      let needed = Self.slowestDecelerationSlope * distance / velocity
      let longest = max(seconds, Self.longestDuration.seconds)
      if needed <= longest {
        (seconds, slope) = (needed, Self.slowestDecelerationSlope)
      } else {
        (seconds, slope) = (longest, velocity * longest / distance)
      }
    }
    if slope > 3 { (seconds, slope) = (3 * distance / velocity, 3) }
    slope = max(slope, -1)
    guard seconds >= Self.shortestDuration else { return nil }
    self.from = from
    self.to = to
    self.start = start
    self.duration = seconds == duration.seconds ? duration : .seconds(seconds)
    self.slope = slope.isFinite ? slope : 0
    self.origin = origin
  }

  /// The normalized time `s` of an instant, in `0...1`.
  private func normalizedTime(_ time: Duration) -> Double {
    let s = (time - start) / duration
    return min(max(s, 0), 1)
  }

  /// The position at an instant; exactly ``to`` from ``end`` on.
  func position(at time: Duration) -> Double {
    let (s, m) = (normalizedTime(time), slope)
    let travelled = ((m - 2) * s + (3 - 2 * m)) * s * s + m * s
    return s >= 1 ? to : from + (to - from) * travelled
  }

  /// The velocity in pages per second at an instant.
  func velocity(at time: Duration) -> Double {
    let (s, m) = (normalizedTime(time), slope)
    let curveSlope = m + 2 * (3 - 2 * m) * s + 3 * (m - 2) * s * s
    return s >= 1 ? 0 : (to - from) * curveSlope / duration.seconds
  }

  /// Moves the animation by whole pages, as a shift moves the position.
  mutating func translate(by pages: Double) {
    from -= pages
    to -= pages
  }
}

extension Duration {
  /// Whether the time is one a carousel accepts: in `0...Carousel.latestTime`.
  var isInCarouselRange: Bool {
    self >= .zero && self <= Carousel.latestTime
  }

  /// The attoseconds in a second, the unit of `Duration.components`.
  static let attosecondsPerSecond = 1e18
  /// One attosecond in seconds (a multiplication by it rounds differently from a division by
  /// ``attosecondsPerSecond``; the engine has always multiplied).
  static let secondsPerAttosecond = 1e-18

  /// The duration in seconds, as a `Double`.
  var seconds: Double {
    let (whole, fraction) = components
    return Double(whole) + Double(fraction) * Duration.secondsPerAttosecond
  }
}
