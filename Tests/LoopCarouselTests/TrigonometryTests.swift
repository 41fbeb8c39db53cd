import Testing

@testable import LoopCarousel

/// An angle with its sine and cosine, known exactly or read from the C library's `sin`/`cos`.
struct KnownAngle: CustomTestStringConvertible, Sendable {
  let name: String
  let angle: Double
  let sine: Double
  let cosine: Double

  var testDescription: String { name }

  static let all: [KnownAngle] = [
    KnownAngle(name: "0", angle: 0, sine: 0, cosine: 1),
    KnownAngle(name: "π/6", angle: .pi / 6, sine: 0.5, cosine: (3.0).squareRoot() / 2),
    KnownAngle(name: "π/4", angle: .pi / 4, sine: (0.5).squareRoot(), cosine: (0.5).squareRoot()),
    KnownAngle(name: "π/3", angle: .pi / 3, sine: (3.0).squareRoot() / 2, cosine: 0.5),
    KnownAngle(name: "π/2", angle: .pi / 2, sine: 1, cosine: 6.123233995736766e-17),
    KnownAngle(name: "2π/3", angle: 2 * .pi / 3, sine: (3.0).squareRoot() / 2, cosine: -0.5),
    KnownAngle(name: "π", angle: .pi, sine: 1.2246467991473532e-16, cosine: -1),
    KnownAngle(name: "3π/2", angle: 3 * .pi / 2, sine: -1, cosine: -1.8369701987210297e-16),
    KnownAngle(name: "2π", angle: 2 * .pi, sine: -2.4492935982947064e-16, cosine: 1),
    KnownAngle(name: "-π/3", angle: -.pi / 3, sine: -(3.0).squareRoot() / 2, cosine: 0.5),
    KnownAngle(name: "1", angle: 1, sine: 0.8414709848078965, cosine: 0.5403023058681398),
    KnownAngle(name: "2", angle: 2, sine: 0.9092974268256817, cosine: -0.4161468365471424),
    KnownAngle(name: "-7.5", angle: -7.5, sine: -0.9379999767747389, cosine: 0.3466353178350258),
    KnownAngle(name: "10", angle: 10, sine: -0.5440211108893698, cosine: -0.8390715290764524),
    KnownAngle(name: "100", angle: 100, sine: -0.5063656411097588, cosine: 0.8623188722876839),
    KnownAngle(
      name: "12345.678", angle: 12345.678, sine: -0.7040813137533816, cosine: 0.7101193587160628),
    KnownAngle(name: "1e6", angle: 1e6, sine: -0.34999350217129294, cosine: 0.9367521275331447),
    KnownAngle(name: "1e10", angle: 1e10, sine: -0.4875060250875107, cosine: 0.873119622676856),
  ]
}

@Suite struct TrigonometryTests {
  /// Angles from -10 to 10 in steps of 0.001.
  static let sweep: [Double] = (-10_000...10_000).map { Double($0) / 1000 }

  @Test("Sine and cosine match known values within 1e-15", arguments: KnownAngle.all)
  func knownValues(_ known: KnownAngle) {
    #expect(abs(Trigonometry.sin(known.angle) - known.sine) <= 1e-15)
    #expect(abs(Trigonometry.cos(known.angle) - known.cosine) <= 1e-15)
  }

  @Test("Sine of a right angle is exactly 1 and sine of zero is exactly 0")
  func exactValues() {
    #expect(Trigonometry.sin(.pi / 2) == 1)
    #expect(Trigonometry.sin(0) == 0)
    #expect(Trigonometry.cos(0) == 1)
    #expect(Trigonometry.sin(1e-300) == 1e-300)
  }

  @Test("Sine squared plus cosine squared is 1 within 1e-15 from -10 to 10")
  func pythagoreanIdentity() {
    let worst = Self.sweep.map { x in
      abs(Trigonometry.sin(x) * Trigonometry.sin(x) + Trigonometry.cos(x) * Trigonometry.cos(x) - 1)
    }.max()
    #expect((worst ?? .infinity) <= 1e-15)
  }

  @Test("Sine is exactly odd and cosine exactly even")
  func symmetry() {
    let oddFailures = Self.sweep.filter { Trigonometry.sin(-$0) != -Trigonometry.sin($0) }
    let evenFailures = Self.sweep.filter { Trigonometry.cos(-$0) != Trigonometry.cos($0) }
    #expect(oddFailures.isEmpty)
    #expect(evenFailures.isEmpty)
  }

  @Test("The double-angle formulas hold within 1e-15 from -10 to 10")
  func doubleAngle() {
    let worst = Self.sweep.map { x in
      max(
        abs(Trigonometry.sin(2 * x) - 2 * Trigonometry.sin(x) * Trigonometry.cos(x)),
        abs(
          Trigonometry.cos(2 * x)
            - (Trigonometry.cos(x) * Trigonometry.cos(x) - Trigonometry.sin(x) * Trigonometry.sin(x))
        ))
    }.max()
    #expect((worst ?? .infinity) <= 1e-15)
  }

  @Test(
    "sinAndCos gives sin and cos: the same beyond ±1, within an ulp inside, where it reduces nothing"
  )
  func sinAndCos() {
    for x in Self.sweep + KnownAngle.all.map(\.angle) + [1e15, -1e15, 1e300, -.infinity] {
      let (sine, cosine) = Trigonometry.sinAndCos(x)
      if x.magnitude >= 1 {
        #expect(sine == Trigonometry.sin(x) && cosine == Trigonometry.cos(x), "at \(x)")
      } else {
        #expect(abs(sine - Trigonometry.sin(x)) <= 1.2e-16, "sine at \(x)")
        #expect(abs(cosine - Trigonometry.cos(x)) <= 2.3e-16, "cosine at \(x)")
      }
      #expect(Trigonometry.sinAndCos(-x).sin == -sine && Trigonometry.sinAndCos(-x).cos == cosine)
    }
    for known in KnownAngle.all {
      let (sine, cosine) = Trigonometry.sinAndCos(known.angle)
      #expect(abs(sine - known.sine) <= 1e-15 && abs(cosine - known.cosine) <= 1e-15)
    }
    #expect(Trigonometry.sinAndCos(.nan).sin.isNaN && Trigonometry.sinAndCos(.nan).cos.isNaN)
  }

  @Test("Angles beyond 1e15 are clamped to ±1e15, and NaN gives NaN")
  func extremes() {
    for x in [1e16, 1e300, Double.greatestFiniteMagnitude, Double.infinity] {
      #expect(Trigonometry.sin(x) == Trigonometry.sin(1e15))
      #expect(Trigonometry.cos(x) == Trigonometry.cos(1e15))
      #expect(Trigonometry.sin(-x) == -Trigonometry.sin(1e15))
      #expect(Trigonometry.cos(-x) == Trigonometry.cos(1e15))
    }
    #expect(abs(Trigonometry.sin(1e15) - 0.8582727931702359) <= 1e-15)
    #expect(Trigonometry.sin(.nan).isNaN)
    #expect(Trigonometry.cos(.nan).isNaN)
  }
}
