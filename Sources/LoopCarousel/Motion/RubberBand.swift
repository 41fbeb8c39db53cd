/// UIScrollView's resistance past an end: `(1 − 1 / (x·0.55 / d + 1))·d` for an overshoot `x`.
///
/// The result stays below `d`, the dimension, however far the finger goes.
enum RubberBand {
  static let coefficient = 0.55

  /// The displayed overshoot for a finger overshoot `x` (both in the same unit as `d`).
  static func resisted(_ x: Double, dimension d: Double) -> Double {
    let magnitude = (1 - 1 / (abs(x) * coefficient / d + 1)) * d
    return x < 0 ? -magnitude : magnitude
  }

  /// The finger overshoot that displays as `y`; `y` is limited to 99.9% of the dimension.
  static func inverse(_ y: Double, dimension d: Double) -> Double {
    let limited = min(abs(y), d * 0.999)
    let magnitude = d / coefficient * limited / (d - limited)
    return y < 0 ? -magnitude : magnitude
  }
}
