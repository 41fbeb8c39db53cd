/// UIScrollView's resistance past an end: `(1 − 1 / (x·0.55 / d + 1))·d` for an overshoot `x`.
///
/// The result stays below `d`, the dimension, however far the finger goes.
enum RubberBand {
  /// UIScrollView's constant: the overshoot shown for a finger overshoot of `d` is 0.35·d.
  static let coefficient = 0.55
  /// The largest displayed overshoot ``inverse(_:dimension:)`` maps back, as a fraction of
  /// the dimension: just below 1, where the inverse grows without bound.
  static let largestInvertible = 0.999

  /// The displayed overshoot for a finger overshoot `x` (both in the same unit as `d`).
  static func resisted(_ x: Double, dimension d: Double) -> Double {
    let magnitude = (1 - 1 / (abs(x) * coefficient / d + 1)) * d
    return x < 0 ? -magnitude : magnitude
  }

  /// The finger overshoot that displays as `y`; `y` is limited to ``largestInvertible`` of
  /// the dimension.
  static func inverse(_ y: Double, dimension d: Double) -> Double {
    let limited = min(abs(y), d * largestInvertible)
    let magnitude = d / coefficient * limited / (d - limited)
    return y < 0 ? -magnitude : magnitude
  }
}
