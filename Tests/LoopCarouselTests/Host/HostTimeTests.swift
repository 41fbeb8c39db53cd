import LoopCarousel
import Testing

/// `Carousel.time(seconds:)`: the time of a clock that gives `Double` seconds.
@Suite struct HostTimeTests {
  @Test(
    "Whole and fractional seconds convert exactly, as Duration.seconds does",
    arguments: [0, 0.5, 1, 1.25, 3600.125, 86_400.75, 1e6 + 0.5, 123_456_789.0625])
  func exact(seconds: Double) {
    // Each of these is a sum of powers of two, so a Double holds it exactly.
    #expect(Carousel.time(seconds: seconds) == .seconds(seconds))
  }

  @Test("Any time agrees with Duration.seconds to well under a microsecond, and is monotonic")
  func agrees() {
    var previous = Duration.zero
    var seconds = 0.0
    for step in 0..<20_000 {
      seconds += 1.0 / 120 + Double(step % 7) * 1e-9
      let time = Carousel.time(seconds: seconds)
      #expect(abs((time - .seconds(seconds)) / .nanoseconds(1)) < 1, "at \(seconds)")
      #expect(time > previous)
      previous = time
    }
    // A display link's timestamp after days of uptime.
    let uptime = 987_654.321_098
    #expect(abs((Carousel.time(seconds: uptime) - .seconds(uptime)) / .nanoseconds(1)) < 1)
  }

  @Test("NaN and negative times give zero, and times past the latest one give the latest")
  func outOfRange() {
    for bad in [-1, -0.0, -.infinity, .nan, -1e-300] {
      #expect(Carousel.time(seconds: bad) == .zero, "\(bad)")
    }
    for late in [1.3e12, 1e300, .infinity, 1_267_650_600_228.5, 1_267_650_600_229] {
      #expect(Carousel.time(seconds: late) == Carousel.latestTime, "\(late)")
    }
    // The whole second of the latest time is exact too; a fraction up to its own stays.
    #expect(Carousel.time(seconds: 1_267_650_600_228) == .seconds(1_267_650_600_228))
    let lastFraction = Carousel.time(seconds: 1_267_650_600_228.125)
    #expect(lastFraction == .seconds(1_267_650_600_228) + .milliseconds(125))
    // The last whole second below the limit, with a fraction, is still accepted as it is.
    let last = Carousel.time(seconds: 1_267_650_600_227.5)
    #expect(last < Carousel.latestTime)
    #expect(last == .seconds(1_267_650_600_227) + .milliseconds(500))
    let carousel = Carousel()
    carousel.advance(to: last)
    #expect(carousel.currentTime == last)
  }
}
