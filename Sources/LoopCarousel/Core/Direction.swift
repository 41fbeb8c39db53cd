/// A way through the items: toward the next item or toward the previous one.
///
/// Positions, offsets and translations are positive toward the next item, so `forward` is
/// the sign `+1` and `backward` is `-1` wherever a direction meets a number.
enum Direction: Equatable, Sendable {
  /// Toward the next item (the right slot; positive positions).
  case forward
  /// Toward the previous item (the left slot; negative positions).
  case backward

  /// The direction a positive or negative number points in; zero counts as backward.
  init(of value: Double) {
    self = value > 0 ? .forward : .backward
  }

  /// The direction a positive or negative count of steps points in; zero counts as backward.
  init(of steps: Int) {
    self = steps > 0 ? .forward : .backward
  }

  /// `+1` forward, `-1` backward.
  var step: Int { self == .forward ? 1 : -1 }

  /// ``step`` as a `Double`, for positions in pages.
  var sign: Double { Double(step) }

  /// The other way.
  var reversed: Direction { self == .forward ? .backward : .forward }
}
