import Testing

@testable import LoopCarousel

@Suite("Velocity tracker: the window, the ring of eight and rests")
struct VelocityTrackerTests {
  /// A sample: the finger's translation in points at a time in milliseconds.
  struct Point: Sendable {
    var ms: Int
    var translation: Double
  }

  struct Drag: CustomTestStringConvertible, Sendable {
    var name: String
    var points: [Point]
    var now: Int
    var window = 100
    /// Points per second, worked out by hand from the samples that count.
    var velocity: Double
    var testDescription: String { name }
  }

  static let rampAndHold = [
    Point(ms: 0, translation: 0), Point(ms: 50, translation: 100),
    Point(ms: 60, translation: 130), Point(ms: 70, translation: 140),
  ]

  /// Ten samples 10 ms apart; the ring keeps the last eight, from 20 ms, where the big jump of
  /// the first two no longer counts.
  static let ten =
    [Point(ms: 0, translation: 0), Point(ms: 10, translation: 1000)]
    + (2...9).map { Point(ms: $0 * 10, translation: 1000 + Double($0 - 2) * 10) }

  /// Eight samples 100 ms apart, uneven so that the first one that counts shows.
  static let slow = [
    Point(ms: 0, translation: 0), Point(ms: 100, translation: 50),
    Point(ms: 200, translation: 100), Point(ms: 300, translation: 400),
    Point(ms: 400, translation: 500), Point(ms: 500, translation: 600),
    Point(ms: 600, translation: 700), Point(ms: 700, translation: 800),
  ]

  static let drags: [Drag] = [
    Drag(name: "no samples", points: [], now: 0, velocity: 0),
    Drag(name: "one sample", points: [Point(ms: 0, translation: 10)], now: 0, velocity: 0),
    Drag(
      name: "two samples 10 ms apart",
      points: [Point(ms: 0, translation: 0), Point(ms: 10, translation: 5)], now: 10,
      velocity: 500),
    Drag(
      name: "backward",
      points: [Point(ms: 0, translation: 0), Point(ms: 20, translation: -10)], now: 20,
      velocity: -500),
    Drag(
      name: "two samples at one instant",
      points: [Point(ms: 10, translation: 0), Point(ms: 10, translation: 5)], now: 10,
      velocity: 0),
    Drag(
      name: "the oldest sample 100 ms back counts", points: rampAndHold, now: 150, velocity: 2000),
    Drag(name: "101 ms back it does not", points: rampAndHold, now: 151, velocity: 1000),
    Drag(
      name: "the latest alone, exactly a window old, gives zero", points: rampAndHold, now: 170,
      velocity: 0),
    Drag(
      name: "a rest longer than the window gives zero", points: rampAndHold, now: 171, velocity: 0),
    Drag(
      name: "the ring keeps the last eight samples", points: ten, now: 90, window: 1000,
      velocity: 1000),
    Drag(
      name: "a finger held still adds samples that slow it",
      points: [
        Point(ms: 0, translation: 0), Point(ms: 50, translation: 50),
        Point(ms: 100, translation: 50), Point(ms: 150, translation: 50),
      ], now: 150, velocity: 0),
    Drag(
      name: "2 s window, no rest: all eight", points: slow, now: 700, window: 2000,
      velocity: 800 / 0.7),
    Drag(
      name: "2 s window, 1.5 s rest: from 200 ms on", points: slow, now: 2200, window: 2000,
      velocity: 700 / 0.5),
    Drag(
      name: "2 s window, 1.8 s rest: from 500 ms on", points: slow, now: 2500, window: 2000,
      velocity: 200 / 0.2),
    Drag(
      name: "2 s window, 1.95 s rest: one sample left, zero", points: slow, now: 2650,
      window: 2000, velocity: 0),
    Drag(name: "2 s window, 2.1 s rest: zero", points: slow, now: 2800, window: 2000, velocity: 0),
    Drag(name: "100 ms window, 150 ms rest: zero", points: slow, now: 850, velocity: 0),
    Drag(name: "100 ms window, no rest: the last two", points: slow, now: 700, velocity: 1000),
  ]

  @Test("The velocity comes from the samples within the window", arguments: drags)
  func velocity(_ c: Drag) {
    var tracker = VelocityTracker()
    for point in c.points {
      tracker.add(time: .milliseconds(point.ms), translation: point.translation)
    }
    let velocity = tracker.velocity(at: .milliseconds(c.now), window: .milliseconds(c.window))
    #expect(abs(velocity - c.velocity) <= 1e-9 * max(1, abs(c.velocity)), "got \(velocity)")
  }

  struct Speed: CustomTestStringConvertible, Sendable {
    var pointsPerSecond: Double
    var samples: Int
    var testDescription: String { "\(samples) samples at \(pointsPerSecond) pt/s" }
  }

  @Test(
    "A steady drag gives its speed however many samples the ring has seen",
    arguments: [
      Speed(pointsPerSecond: 960, samples: 2), Speed(pointsPerSecond: 960, samples: 8),
      Speed(pointsPerSecond: -300, samples: 9), Speed(pointsPerSecond: 4000, samples: 50),
    ])
  func steady(_ c: Speed) {
    var tracker = VelocityTracker()
    // One sample every 8 ms, as a 125 Hz touch screen.
    for index in 0..<c.samples {
      tracker.add(
        time: .milliseconds(1000 + 8 * index),
        translation: c.pointsPerSecond * Double(8 * index) / 1000)
    }
    let now = Duration.milliseconds(1000 + 8 * (c.samples - 1))
    let velocity = tracker.velocity(at: now, window: .milliseconds(100))
    #expect(abs(velocity - c.pointsPerSecond) <= 1e-9 * abs(c.pointsPerSecond))
  }
}
