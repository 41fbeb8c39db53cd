/// The items of a carousel as a ring (wrapping) or a line (finite): every rule of index
/// arithmetic in one place, exact for any count up to `Int.max`.
///
/// Like Embla Carousel's `Counter`, it knows nothing about slots, positions or cells.
struct ItemRing: Equatable {
  /// The number of items.
  var count: Int
  /// Whether the last item is followed by the first.
  var wraps: Bool

  /// `(item + offset) mod count`, for `item` in `0..<count` and `offset` in
  /// `-count...count`, without overflow however large `count` is.
  static func wrapped(_ item: Int, plus offset: Int, count: Int) -> Int {
    if offset >= 0 {
      return offset >= count - item ? offset - (count - item) : item + offset
    }
    return -offset > item ? count - (-offset - item) : item + offset
  }

  /// Whether moving past the last item brings in the first: wrapping with two items or more.
  var loops: Bool { wraps && count > 1 }

  /// The item one step from `item` toward `direction`, if there is one.
  ///
  /// `nil` with fewer than two items, and past an end of a finite carousel.
  func neighbor(of item: Int, _ direction: Direction) -> Int? {
    guard count > 1 else { return nil }
    if wraps { return Self.wrapped(item, plus: direction.step, count: count) }
    let next = item + direction.step
    return next >= 0 && next < count ? next : nil
  }

  /// The item `steps` items (`0...Int.max`) from `item` toward `direction`, wrapping or
  /// stopping at the ends, without overflow however far.
  func item(_ steps: Int, from item: Int, _ direction: Direction) -> Int {
    guard count > 0 else { return item }
    if wraps { return Self.wrapped(item, plus: (steps % count) * direction.step, count: count) }
    let room = direction == .forward ? count - 1 - item : item
    return item + min(max(steps, 0), room) * direction.step
  }

  /// The signed distance from `item` to `target`: the shortest way round when wrapping (ties
  /// go forward), the plain difference otherwise.
  func distance(from item: Int, to target: Int) -> Int {
    guard wraps, count > 0 else { return target - item }
    let difference = target - item
    let forward = difference >= 0 ? difference : difference + count
    let backward = forward - count
    return forward <= -backward ? forward : backward
  }

  /// The number of items from `item` to `target` going only toward `direction`, or `nil`
  /// when `target` lies the other way in a finite carousel.
  func steps(from item: Int, to target: Int, _ direction: Direction) -> Int? {
    let steps = (target - item) * direction.step
    if wraps { return steps >= 0 ? steps : steps + count }
    return steps >= 0 ? steps : nil
  }

  /// Where a move of `pages` whole pages from `item` lands, and how many pages it covers
  /// (fewer than asked when a finite carousel reaches an end).
  ///
  /// The items are counted in integers, exact for every count up to `Int.max`; only the
  /// pages covered are returned as a `Double` (exact up to 2⁵³ pages).
  ///
  /// - Parameters:
  ///   - item: The item the move starts from.
  ///   - pages: A whole number of pages, of any magnitude.
  /// - Returns: The item it lands on, and the pages covered.
  func moving(_ item: Int, by pages: Double) -> (item: Int, pages: Double) {
    guard count > 0, pages.isFinite else { return (item, 0) }
    // Beyond ±2⁶² the integer would not fit; the move is then taken modulo the count (a
    // ring) or clamped to an end (a line), which such a move reaches anyway.
    let limit = 4.611_686_018_427_387_904e18
    let whole = abs(pages) < limit ? Int(pages) : nil
    if wraps {
      let steps =
        whole.map { $0 % count } ?? Int(pages.truncatingRemainder(dividingBy: Double(count)))
      return (Self.wrapped(item, plus: steps, count: count), pages)
    }
    let wanted = whole ?? (pages > 0 ? count : -count)
    let steps = wanted >= 0 ? min(wanted, count - 1 - item) : max(wanted, -item)
    return (item + steps, Double(steps))
  }
}
