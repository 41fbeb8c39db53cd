/// Sine and cosine over `Double`, written with the standard library alone.
///
/// The engine imports neither Foundation nor the C library, so the styles that place cells on
/// arcs (cover flow, wheel) use these. Each reduces its argument to `x = k·π/2 + r`, with `k`
/// the nearest whole number of quarter turns and `|r| < 1`, by a Cody–Waite reduction over a
/// two-part π/2 in which `k` times the first part is formed exactly (Dekker's two-product), so
/// `x - k·π/2` is rounded only twice. A Taylor series then gives `sin r` or `cos r`; for
/// `|r| < 1` its first omitted term is below 1e-17. Against the C library the results agree
/// within one ulp up to `|x| = 1e10` and within 1e-15 up to `|x| = 1e15`.
///
/// The code calls no C function on purpose: on Linux, `rounded()`, `truncatingRemainder` and
/// `addingProduct` compile to calls into libm (`round`, `fmod`, `fma`), which must then be
/// linked explicitly; sine and cosine need nothing from it.
///
/// A namespace rather than free functions, because the standard library already exports
/// underscored `_sin` and `_cos`, and a module-level `sin` would clash with the C library's in
/// any file that imports it.
enum Trigonometry {
  /// The sine of an angle in radians.
  ///
  /// Exactly odd (`sin(-x) == -sin(x)`); within 1e-15 of the true sine for `|x| <= 1e15`.
  /// Angles beyond ±1e15, where neighbouring doubles lie more than 0.1 radians apart, are
  /// clamped to ±1e15; NaN gives NaN.
  static func sin(_ x: Double) -> Double {
    guard !x.isNaN else { return .nan }
    let (r, quadrant) = quarterTurns(x)
    switch quadrant {
    case 0: return sineKernel(r)
    case 1: return cosineKernel(r)
    case 2: return -sineKernel(r)
    default: return -cosineKernel(r)
    }
  }

  /// The cosine of an angle in radians.
  ///
  /// Exactly even (`cos(-x) == cos(x)`); within 1e-15 of the true cosine for `|x| <= 1e15`.
  /// Angles beyond ±1e15, where neighbouring doubles lie more than 0.1 radians apart, are
  /// clamped to ±1e15; NaN gives NaN.
  static func cos(_ x: Double) -> Double {
    guard !x.isNaN else { return .nan }
    let (r, quadrant) = quarterTurns(x)
    switch quadrant {
    case 0: return cosineKernel(r)
    case 1: return -sineKernel(r)
    case 2: return -cosineKernel(r)
    default: return sineKernel(r)
    }
  }

  /// The sine and the cosine of one angle, with one argument reduction for both: the same
  /// values as ``sin(_:)`` and ``cos(_:)``, for about half the work of calling the two.
  static func sinAndCos(_ x: Double) -> (sin: Double, cos: Double) {
    // The kernels hold for any |r| < 1: angles that small need no reduction (the angles of
    // cells near the centre, on every frame).
    if x.magnitude < 1 { return (sineKernel(x), cosineKernel(x)) }
    guard !x.isNaN else { return (.nan, .nan) }
    let (r, quadrant) = quarterTurns(x)
    let (s, c) = (sineKernel(r), cosineKernel(r))
    switch quadrant {
    case 0: return (s, c)
    case 1: return (c, -s)
    case 2: return (-s, -c)
    default: return (-c, s)
    }
  }

  /// Splits `x`, clamped to ±1e15, into `k·π/2 + r`, returning `r` (`|r| < 1`) and `k mod 4`.
  private static func quarterTurns(_ x: Double) -> (remainder: Double, quadrant: Int) {
    let halfPiHigh = 1.5707963267948966  // π/2 rounded to a double
    let halfPiLow = 6.123233995736766e-17  // π/2 - halfPiHigh, rounded to a double
    let twoOverPi = 0.6366197723675814  // 2/π rounded to a double
    let x = min(max(x, -1e15), 1e15)
    // The nearest number of quarter turns, rounding half away from zero by truncation. The
    // estimate may be one off near a half (or, near 1e15, from the rounding of the product),
    // which only moves `r` a little past ±π/4.
    let y = x * twoOverPi
    let turns = Int(y < 0 ? y - 0.5 : y + 0.5)
    let k = Double(turns)
    // k·halfPiHigh == product + error exactly, and x - product is exact because the two are
    // within a factor of two of each other (or product is zero).
    let (product, error) = exactProduct(k, halfPiHigh)
    let r = ((x - product) - error) - k * halfPiLow
    return (r, turns & 3)
  }

  /// `a·b` as `product + error` with no rounding (Dekker's two-product), for `|a|, |b| < 1e290`.
  private static func exactProduct(_ a: Double, _ b: Double) -> (product: Double, error: Double) {
    let product = a * b
    let (aHigh, aLow) = halves(a)
    let (bHigh, bLow) = halves(b)
    let error = ((aHigh * bHigh - product) + aHigh * bLow + aLow * bHigh) + aLow * bLow
    return (product, error)
  }

  /// `a` as `high + low`, each with at most 26 significant bits (Veltkamp's split).
  private static func halves(_ a: Double) -> (high: Double, low: Double) {
    let scaled = 134_217_729 * a  // (2^27 + 1)·a
    let high = scaled - (scaled - a)
    return (high, a - high)
  }

  /// `sin r` for `|r| < 1`: the Taylor series through `r¹⁷`.
  private static func sineKernel(_ r: Double) -> Double {
    let c3 = -0.16666666666666666  // -1/3!
    let c5 = 0.008333333333333333  // 1/5!
    let c7 = -0.0001984126984126984  // -1/7!
    let c9 = 2.7557319223985893e-06  // 1/9!
    let c11 = -2.505210838544172e-08  // -1/11!
    let c13 = 1.6059043836821613e-10  // 1/13!
    let c15 = -7.647163731819816e-13  // -1/15!
    let c17 = 2.8114572543455206e-15  // 1/17!
    let z = r * r
    let tail =
      c3 + z * (c5 + z * (c7 + z * (c9 + z * (c11 + z * (c13 + z * (c15 + z * c17))))))
    return r + r * z * tail
  }

  /// `cos r` for `|r| < 1`: the Taylor series through `r¹⁸`.
  ///
  /// `1 - r²/2` is formed as `w + ((1 - w) - r²/2)` to keep the bits that rounding `w` drops.
  private static func cosineKernel(_ r: Double) -> Double {
    let c4 = 0.041666666666666664  // 1/4!
    let c6 = -0.001388888888888889  // -1/6!
    let c8 = 2.48015873015873e-05  // 1/8!
    let c10 = -2.755731922398589e-07  // -1/10!
    let c12 = 2.08767569878681e-09  // 1/12!
    let c14 = -1.1470745597729725e-11  // -1/14!
    let c16 = 4.779477332387385e-14  // 1/16!
    let c18 = -1.5619206968586225e-16  // -1/18!
    let z = r * r
    let tail =
      z * z
      * (c4 + z * (c6 + z * (c8 + z * (c10 + z * (c12 + z * (c14 + z * (c16 + z * c18)))))))
    let halfZ = 0.5 * z
    let w = 1 - halfZ
    return w + (((1 - w) - halfZ) + tail)
  }
}
