import Testing

@testable import LoopCarousel

extension Duration {
  /// One attosecond, without `init(attoseconds:)` (macOS 15).
  fileprivate static let attosecond = Duration.nanoseconds(1) / 1_000_000_000
}

/// Whether two numbers agree to within `tolerance`.
private func close(_ a: Double, _ b: Double, within tolerance: Double = 1e-12) -> Bool {
  abs(a - b) <= tolerance
}

/// Whether two durations agree to within a nanosecond.
private func close(_ a: Duration, _ b: Duration) -> Bool {
  let difference = a - b
  return difference <= .nanoseconds(1) && difference >= .nanoseconds(-1)
}

/// The instants at `count + 1` evenly spaced fractions of an animation, both ends included.
private func instants(of animation: SettleAnimation, count: Int) -> [Duration] {
  (0...count).map { animation.start + animation.duration * (Double($0) / Double(count)) }
}

@Suite("Settle animation: slope clamp, duration and the curve's ends")
struct SettleAnimationTests {
  static let start = Duration.seconds(5)

  struct Setup: CustomTestStringConvertible, Sendable {
    var name: String
    var from: Double
    var to: Double
    var velocity: Double
    var duration: Duration = .milliseconds(300)
    /// The normalized start slope `v·T / distance` after the clamp to `-1...3`.
    var slope: Double
    /// The duration after a fast flick shortened it to `3·distance / v`.
    var expectedDuration: Duration = .milliseconds(300)
    /// The velocity the curve starts at, in pages per second.
    var startVelocity: Double
    var testDescription: String { name }
  }

  static let setups: [Setup] = [
    Setup(
      name: "from rest, one page ahead", from: 0, to: 1, velocity: 0, slope: 0, startVelocity: 0),
    Setup(
      name: "a slow release toward the target keeps its speed", from: 0, to: 1, velocity: 2,
      slope: 0.6, startVelocity: 2),
    Setup(
      name: "a slope of exactly 3 keeps the duration", from: 0, to: 1, velocity: 3,
      duration: .seconds(1), slope: 3, expectedDuration: .seconds(1), startVelocity: 3),
    Setup(
      name: "a fast flick forward settles in 3·d/v = 0.15 s", from: 0, to: 1, velocity: 20,
      slope: 3, expectedDuration: .milliseconds(150), startVelocity: 20),
    Setup(
      name: "a fast flick backward settles in 0.15 s", from: 0, to: -1, velocity: -20, slope: 3,
      expectedDuration: .milliseconds(150), startVelocity: -20),
    Setup(
      name: "a flick at 30 from 0.6 settles in 0.04 s", from: 0.6, to: 1, velocity: 30, slope: 3,
      expectedDuration: .milliseconds(40), startVelocity: 30),
    Setup(
      name: "a flick of 30 µs is still animated", from: 0, to: 1e-5, velocity: 1, slope: 3,
      expectedDuration: .microseconds(30), startVelocity: 1),
    Setup(
      name: "a multi-page fling keeps its speed", from: 0.2, to: 5, velocity: 10, slope: 0.625,
      startVelocity: 10),
    Setup(
      name: "a slow release away is limited to slope -1", from: 0, to: 0.4, velocity: -5,
      slope: -1, startVelocity: -0.4 / 0.3),
    Setup(
      name: "a gentle release away keeps its speed", from: 0, to: 2, velocity: -1, slope: -0.15,
      startVelocity: -1),
    Setup(
      name: "a retarget three pages back while moving forward", from: 1, to: -2, velocity: 4,
      slope: -0.4, startVelocity: 4),
  ]

  func make(_ c: Setup) throws -> SettleAnimation {
    try #require(
      SettleAnimation(
        from: c.from, to: c.to, velocity: c.velocity, start: Self.start, duration: c.duration,
        origin: .gesture))
  }

  @Test("The slope is clamped to -1...3 and a fast flick shortens the duration", arguments: setups)
  func clamp(_ c: Setup) throws {
    let animation = try make(c)
    #expect(close(animation.slope, c.slope))
    #expect(close(animation.duration, c.expectedDuration), "\(animation.duration)")
    #expect(animation.end == animation.start + animation.duration)
    #expect(close(animation.end, Self.start + c.expectedDuration))
    #expect(animation.from == c.from)
    #expect(animation.to == c.to)
    #expect(animation.origin == .gesture)
  }

  @Test(
    "The curve starts at `from` with the expected velocity, and rests on `to`", arguments: setups)
  func ends(_ c: Setup) throws {
    let animation = try make(c)
    #expect(animation.position(at: Self.start) == c.from)
    #expect(animation.position(at: Self.start - .seconds(1)) == c.from)
    let speed = abs(c.startVelocity)
    #expect(close(animation.velocity(at: Self.start), c.startVelocity, within: 1e-9 * speed))
    #expect(animation.position(at: animation.end) == c.to)
    #expect(animation.position(at: animation.end + .seconds(1)) == c.to)
    #expect(animation.velocity(at: animation.end) == 0)
    #expect(animation.velocity(at: animation.end + .seconds(1)) == 0)
    // A nanosecond before the end it is not yet exactly there (or only by rounding), and slow.
    let late = animation.end - .nanoseconds(1)
    #expect(abs(animation.position(at: late) - c.to) <= 1e-6 * abs(c.to - c.from))
  }

  @Test("The velocity is the derivative of the position", arguments: setups)
  func velocityIsDerivative(_ c: Setup) throws {
    let animation = try make(c)
    let h = animation.duration / 1_000_000
    let scale = abs(c.to - c.from) / animation.duration.seconds
    for time in instants(of: animation, count: 20).dropFirst().dropLast() {
      let difference =
        (animation.position(at: time + h) - animation.position(at: time - h)) / (2 * h.seconds)
      #expect(close(animation.velocity(at: time), difference, within: 1e-5 * scale), "\(time)")
    }
  }

  @Test(
    "The curve never passes the target, and dips back at most 39/729 of the way", arguments: setups)
  func noOvershoot(_ c: Setup) throws {
    let animation = try make(c)
    let distance = c.to - c.from
    let direction: Double = distance > 0 ? 1 : -1
    // The cubic with start slope −1: −s + 5s² − 3s³, lowest at s = 1/9 with −39/729.
    let deepestDip = 39.0 / 729 * abs(distance)
    var previous = c.from
    var lowest = 0.0
    for time in instants(of: animation, count: 2000) {
      let position = animation.position(at: time)
      let travelled = (position - c.from) * direction
      #expect(travelled <= abs(distance) + 1e-12, "past the target at \(time)")
      #expect(travelled >= -deepestDip - 1e-12, "too far back at \(time)")
      lowest = min(lowest, travelled)
      if animation.slope >= 0 {
        #expect((position - previous) * direction >= -1e-12, "moved back at \(time)")
      }
      previous = position
    }
    if animation.slope == -1 {
      #expect(close(lowest, -deepestDip, within: 1e-6 * abs(distance)))
    } else if animation.slope >= 0 {
      #expect(lowest == 0)
    }
  }

  struct Shape: CustomTestStringConvertible, Sendable {
    var slope: Double
    var s: Double
    /// The fraction of the way, `m·s(1 − s)² + s²(3 − 2s)` (Hermite basis), worked out by hand.
    var fraction: Double
    var testDescription: String { "slope \(slope) at s = \(s): \(fraction) of the way" }
  }

  @Test(
    "The curve is the cubic Hermite segment from the start slope to rest",
    arguments: [
      Shape(slope: 0, s: 0.25, fraction: 0.15625), Shape(slope: 0, s: 0.5, fraction: 0.5),
      Shape(slope: 0, s: 0.75, fraction: 0.84375), Shape(slope: 1, s: 0.25, fraction: 0.296875),
      Shape(slope: 1, s: 0.5, fraction: 0.625), Shape(slope: 1, s: 0.75, fraction: 0.890625),
      Shape(slope: 3, s: 0.25, fraction: 0.578125), Shape(slope: 3, s: 0.5, fraction: 0.875),
      Shape(slope: 3, s: 0.75, fraction: 0.984375), Shape(slope: -1, s: 0.25, fraction: 0.015625),
      Shape(slope: -1, s: 0.5, fraction: 0.375), Shape(slope: -1, s: 0.75, fraction: 0.796875),
    ])
  func shape(_ c: Shape) throws {
    // Over one second and one page the slope is the velocity.
    let forward = try #require(
      SettleAnimation(
        from: 2, to: 3, velocity: c.slope, start: .seconds(10), duration: .seconds(1),
        origin: .program))
    let time = Duration.seconds(10) + .seconds(c.s)
    #expect(close(forward.position(at: time), 2 + c.fraction))
    // Four pages back over two seconds: the same shape, scaled.
    let backward = try #require(
      SettleAnimation(
        from: 2, to: -2, velocity: -2 * c.slope, start: .seconds(10), duration: .seconds(2),
        origin: .program))
    let later = Duration.seconds(10) + .seconds(2 * c.s)
    #expect(close(backward.position(at: later), 2 - 4 * c.fraction))
  }

  @Test("A fast flick starts at the finger's speed and only slows down")
  func fastFlickSlowsDown() throws {
    let animation = try #require(
      SettleAnimation(
        from: 0.6, to: 1, velocity: 30, start: .zero, duration: .milliseconds(300),
        origin: .gesture))
    var previous = 30.0
    for time in instants(of: animation, count: 400) {
      let velocity = animation.velocity(at: time)
      #expect(velocity >= 0)
      #expect(velocity <= previous + 1e-9, "sped up at \(time)")
      previous = velocity
    }
    // 1 − (1 − s)³ of the way: half the time covers seven eighths of the 0.4 pages.
    let half = animation.position(at: .milliseconds(20))
    #expect(close(half, 0.6 + 0.4 * 0.875, within: 1e-9))
  }

  struct Rejected: CustomTestStringConvertible, Sendable {
    var name: String
    var from: Double
    var to: Double
    var velocity: Double
    var duration: Duration
    var testDescription: String { name }
  }

  @Test(
    "No animation when there is nothing to animate",
    arguments: [
      Rejected(name: "already on the target", from: 1, to: 1, velocity: 5, duration: .seconds(1)),
      Rejected(
        name: "an infinite target", from: 0, to: .infinity, velocity: 0, duration: .seconds(1)),
      Rejected(name: "a NaN start", from: .nan, to: 1, velocity: 0, duration: .seconds(1)),
      Rejected(name: "a zero duration", from: 0, to: 1, velocity: 0, duration: .zero),
      Rejected(
        name: "a flick that would settle within a microsecond", from: 0, to: 1e-7, velocity: 1,
        duration: .milliseconds(300)),
      Rejected(
        name: "an infinite flick", from: 0, to: 1, velocity: .infinity,
        duration: .milliseconds(300)),
    ])
  func rejected(_ c: Rejected) {
    let animation = SettleAnimation(
      from: c.from, to: c.to, velocity: c.velocity, start: .zero, duration: c.duration,
      origin: .program)
    #expect(animation == nil)
  }

  @Test("A NaN velocity settles from rest")
  func nanVelocity() throws {
    let animation = try #require(
      SettleAnimation(
        from: 0, to: 1, velocity: .nan, start: .zero, duration: .milliseconds(300),
        origin: .gesture))
    #expect(animation.slope == 0)
    #expect(animation.duration == .milliseconds(300))
    #expect(animation.velocity(at: .zero) == 0)
    #expect(close(animation.position(at: .milliseconds(150)), 0.5))
  }

  struct Shift: CustomTestStringConvertible, Sendable {
    var pages: Double
    var testDescription: String { "translated by \(pages) pages" }
  }

  @Test(
    "Translating moves every position by whole pages and keeps time and velocity",
    arguments: [Shift(pages: 1), Shift(pages: -1), Shift(pages: 3)])
  func translate(_ c: Shift) throws {
    let original = try #require(
      SettleAnimation(
        from: 0.3, to: 1, velocity: 2, start: .seconds(1), duration: .milliseconds(300),
        origin: .autoplay))
    var moved = original
    moved.translate(by: c.pages)
    #expect(moved.start == original.start)
    #expect(moved.end == original.end)
    #expect(moved.slope == original.slope)
    #expect(moved.origin == .autoplay)
    for time in instants(of: original, count: 30) {
      let expected = original.position(at: time) - c.pages
      #expect(close(moved.position(at: time), expected), "\(time)")
      #expect(close(moved.velocity(at: time), original.velocity(at: time), within: 1e-9))
    }
    #expect(moved.position(at: moved.end) == 1 - c.pages)
  }
}

@Suite("Duration helpers of the per-frame path")
struct SettleAnimationDurationTests {
  struct Seconds: CustomTestStringConvertible, Sendable {
    var duration: Duration
    var seconds: Double
    var testDescription: String { "\(duration) is \(seconds) s" }
  }

  @Test(
    "seconds converts whole and fractional parts, negative durations included",
    arguments: [
      Seconds(duration: .zero, seconds: 0), Seconds(duration: .milliseconds(300), seconds: 0.3),
      Seconds(duration: .milliseconds(1500), seconds: 1.5),
      Seconds(duration: .milliseconds(-1500), seconds: -1.5),
      Seconds(duration: .nanoseconds(1), seconds: 1e-9),
      Seconds(duration: Duration.attosecond, seconds: 1e-18),
      Seconds(duration: .seconds(100) + .microseconds(1), seconds: 100.000001),
      Seconds(duration: .seconds(-7), seconds: -7),
    ])
  func seconds(_ c: Seconds) {
    #expect(close(c.duration.seconds, c.seconds, within: 1e-15 * max(1, abs(c.seconds))))
  }
}
