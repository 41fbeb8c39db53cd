/// The demo's simulated time: a count of 60 Hz frames, never the wall clock.
///
/// Frame `f` is at exactly `f / 60` seconds; the `Duration` the engine gets is rounded down
/// to the attosecond, the same way every time. Times in scripts are rounded to whole frames.
struct FrameClock: Equatable, Sendable {
  /// Frames per second.
  static let rate = 60

  /// The frames since the start.
  var frame = 0

  /// The current time, as the engine is given it.
  var now: Duration { Self.time(ofFrame: frame) }

  /// The time of a frame.
  ///
  /// - Parameter frame: A frame number, `0` or more.
  /// - Returns: `frame / 60` seconds.
  static func time(ofFrame frame: Int) -> Duration {
    .seconds(frame / rate) + .seconds(frame % rate) / rate
  }

  /// The number of whole frames nearest to a time in seconds.
  ///
  /// - Parameter seconds: A finite time from `0` to a few hours.
  /// - Returns: The frame count.
  static func frames(inSeconds seconds: Double) -> Int {
    Int((seconds * Double(rate)).rounded())
  }

  /// The first frame at or after an instant.
  ///
  /// - Parameter time: An instant, `0` or later.
  /// - Returns: The smallest `f` with `time(ofFrame: f) >= time`.
  static func firstFrame(atOrAfter time: Duration) -> Int {
    let (seconds, attoseconds) = time.components
    guard seconds < Int64(Int.max / rate / 2) else { return Int.max / 2 }
    var frame =
      Int(seconds) * rate + Int(Double(attoseconds) * Double(rate) / 1e18)
    frame = max(frame, 0)
    while frame > 0, Self.time(ofFrame: frame - 1) >= time { frame -= 1 }
    while Self.time(ofFrame: frame) < time { frame += 1 }
    return frame
  }

  /// The time of a frame in seconds, to six decimals, as JSON shows it (`0.45`, `1.0`).
  ///
  /// - Parameter frame: A frame number, `0` or more.
  /// - Returns: The decimal text.
  static func secondsText(ofFrame frame: Int) -> String {
    let micro = (frame % rate * 1_000_000 + rate / 2) / rate
    return DecimalText.text(whole: String(frame / rate), fraction: micro, digits: 6, trim: true)
  }

  /// The time of a frame in seconds, to three decimals, as the text output shows it.
  ///
  /// - Parameter frame: A frame number, `0` or more.
  /// - Returns: The decimal text, such as `0.450`.
  static func millisecondsText(ofFrame frame: Int) -> String {
    let milli = (frame % rate * 1000 + rate / 2) / rate
    return DecimalText.text(whole: String(frame / rate), fraction: milli, digits: 3, trim: false)
  }
}

/// Decimal text without exponents, the same on every machine.
enum DecimalText {
  /// A number rounded to six decimals, with trailing zeros removed but one decimal kept
  /// (`1.0`, `0.016667`, `-0.5`); `nil` for NaN or an infinity.
  ///
  /// - Parameter value: The number.
  /// - Returns: The text, or `nil`.
  static func sixDecimals(_ value: Double) -> String? {
    guard value.isFinite else { return nil }
    let scaled = (value * 1e6).rounded()
    guard abs(scaled) < 9e18 else { return integerText(value) + ".0" }
    let micro = Int(scaled)
    let text = text(
      whole: String(micro.magnitude / 1_000_000), fraction: Int(micro.magnitude % 1_000_000),
      digits: 6, trim: true)
    return micro < 0 ? "-" + text : text
  }

  /// A number rounded to a number of decimals, all of them shown (`1.500`).
  ///
  /// - Parameters:
  ///   - value: The number; NaN and infinities print as `nan`, `inf`, `-inf`.
  ///   - digits: The decimals, 0 to 6.
  /// - Returns: The text.
  static func fixed(_ value: Double, digits: Int) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    var scale = 1
    for _ in 0..<digits { scale *= 10 }
    let scaled = (value * Double(scale)).rounded()
    guard abs(scaled) < 9e18 else { return integerText(value) }
    let units = Int(scaled)
    let text = text(
      whole: String(units.magnitude / UInt(scale)), fraction: Int(units.magnitude % UInt(scale)),
      digits: digits, trim: false)
    return units < 0 ? "-" + text : text
  }

  /// The exact decimal digits of a finite whole `Double`, however large (`1e20` gives
  /// `100000000000000000000`); every `Double` of 2^53 or more is a whole number.
  static func integerText(_ value: Double) -> String {
    let magnitude = abs(value.rounded())
    guard magnitude >= 0x1p53 else { return String(Int(value.rounded())) }
    // magnitude = significand · 2^exponent, computed in base-10^9 limbs, least significant first.
    let exponent = Int(magnitude.exponent) - 52
    var limbs = [UInt64(magnitude.significandBitPattern | (1 << 52))]
    for _ in 0..<exponent {
      var carry: UInt64 = 0
      for index in limbs.indices {
        let doubled = limbs[index] * 2 + carry
        limbs[index] = doubled % 1_000_000_000
        carry = doubled / 1_000_000_000
      }
      if carry > 0 { limbs.append(carry) }
    }
    // The first limb may still hold more than nine digits before any doubling: normalize.
    var index = 0
    while index < limbs.count {
      if limbs[index] >= 1_000_000_000 {
        if index + 1 == limbs.count { limbs.append(0) }
        limbs[index + 1] += limbs[index] / 1_000_000_000
        limbs[index] %= 1_000_000_000
      }
      index += 1
    }
    var text = String(limbs.last ?? 0)
    for limb in limbs.dropLast().reversed() {
      let digits = String(limb)
      text += String(repeating: "0", count: 9 - digits.count) + digits
    }
    return (value < 0 ? "-" : "") + text
  }

  /// Joins a whole part and a fraction of `digits` decimals.
  static func text(whole: String, fraction: Int, digits: Int, trim: Bool) -> String {
    guard digits > 0 else { return whole }
    var decimals = String(fraction)
    decimals = String(repeating: "0", count: max(digits - decimals.count, 0)) + decimals
    if trim {
      while decimals.count > 1, decimals.hasSuffix("0") { decimals.removeLast() }
    }
    return whole + "." + decimals
  }
}
