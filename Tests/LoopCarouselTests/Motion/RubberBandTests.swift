import Testing

@testable import LoopCarousel

/// UIScrollView's resistance written out: `(1 − 1 / (|x|·0.55 / d + 1))·d`, with the sign of `x`.
private func uikitResistance(_ x: Double, _ d: Double) -> Double {
  let magnitude = (1 - 1 / (abs(x) * 0.55 / d + 1)) * d
  return x < 0 ? -magnitude : magnitude
}

@Suite("Rubber band: UIKit's resistance past an end and its inverse")
struct RubberBandTests {
  struct Overshoot: CustomTestStringConvertible, Sendable {
    var x: Double
    var d: Double
    /// Worked out by hand where the numbers allow.
    var shown: Double
    var testDescription: String { "a finger \(x) past an end of \(d) shows \(shown)" }
  }

  @Test(
    "The displayed overshoot follows UIKit's formula",
    arguments: [
      Overshoot(x: 0, d: 320, shown: 0),
      // x = d: (1 − 1/1.55)·d = d·0.55/1.55.
      Overshoot(x: 320, d: 320, shown: 320 * 0.55 / 1.55),
      Overshoot(x: -320, d: 320, shown: -320 * 0.55 / 1.55),
      // x = d / 0.55: half the dimension.
      Overshoot(x: 320 / 0.55, d: 320, shown: 160),
      Overshoot(x: -375 / 0.55, d: 375, shown: -187.5),
      // x = 3d / 0.55: three quarters.
      Overshoot(x: 3 * 100 / 0.55, d: 100, shown: 75),
      Overshoot(x: 10, d: 1000, shown: uikitResistance(10, 1000)),
      Overshoot(x: 1e6, d: 320, shown: uikitResistance(1e6, 320)),
    ])
  func resisted(_ c: Overshoot) {
    let shown = RubberBand.resisted(c.x, dimension: c.d)
    #expect(abs(shown - c.shown) <= 1e-9 * c.d)
    #expect(abs(shown - uikitResistance(c.x, c.d)) <= 1e-12 * c.d)
  }

  struct Dimension: CustomTestStringConvertible, Sendable {
    var d: Double
    var testDescription: String { "dimension \(d)" }
  }

  static let dimensions = [Dimension(d: 1), Dimension(d: 320), Dimension(d: 1024)]

  @Test(
    "The resistance is odd, grows with the finger, starts at slope 0.55, and stays below d",
    arguments: dimensions)
  func shape(_ c: Dimension) {
    let tiny = c.d * 1e-9
    #expect(abs(RubberBand.resisted(tiny, dimension: c.d) / tiny - 0.55) < 1e-6)
    var previous = 0.0
    for step in 1...400 {
      let x = c.d * Double(step) * Double(step) / 100
      let shown = RubberBand.resisted(x, dimension: c.d)
      #expect(shown > previous, "not growing at \(x)")
      #expect(shown < c.d, "reached the dimension at \(x)")
      #expect(shown < x, "no resistance at \(x)")
      #expect(RubberBand.resisted(-x, dimension: c.d) == -shown)
      previous = shown
    }
    #expect(RubberBand.resisted(1e300, dimension: c.d) <= c.d)
  }

  @Test("The inverse undoes the resistance both ways", arguments: dimensions)
  func roundTrip(_ c: Dimension) {
    for step in -40...40 {
      // Finger overshoots up to 40 dimensions, whose display stays under 99.9% of d.
      let x = c.d * Double(step)
      let back = RubberBand.inverse(RubberBand.resisted(x, dimension: c.d), dimension: c.d)
      #expect(abs(back - x) <= 1e-9 * max(c.d, abs(x)), "finger \(x)")
    }
    for step in -99...99 {
      let y = c.d * Double(step) / 100
      let shown = RubberBand.resisted(RubberBand.inverse(y, dimension: c.d), dimension: c.d)
      #expect(abs(shown - y) <= 1e-12 * c.d, "display \(y)")
    }
  }

  struct Limit: CustomTestStringConvertible, Sendable {
    var y: Double
    var testDescription: String { "display \(y) of 320" }
  }

  @Test(
    "The inverse limits the display to 99.9% of the dimension",
    arguments: [Limit(y: 319.68), Limit(y: 320), Limit(y: 5000), Limit(y: -320), Limit(y: -1e9)])
  func inverseLimit(_ c: Limit) {
    let d = 320.0
    // y = 0.999·d: x = d/0.55 · 0.999d / 0.001d = 999·d / 0.55.
    let limit = 999 * d / 0.55
    let finger = RubberBand.inverse(c.y, dimension: d)
    #expect(abs(abs(finger) - limit) <= 1e-9 * limit)
    #expect((finger < 0) == (c.y < 0))
    #expect(finger.isFinite)
  }
}
