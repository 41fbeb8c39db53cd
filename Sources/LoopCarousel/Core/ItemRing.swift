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
  @inline(__always)
  static func wrapped(_ item: Int, plus offset: Int, count: Int) -> Int {
    if offset >= 0 {
      return offset >= count - item ? offset - (count - item) : item + offset
    }
    return -offset > item ? count - (-offset - item) : item + offset
  }

  /// Whether moving past the last item brings in the first: wrapping with two items or more.
  var loops: Bool { wraps && count > 1 }

  /// The item one step from `item` toward `direction` (`-1` or `1`), if there is one.
  ///
  /// `nil` with fewer than two items, and past an end of a finite carousel.
  @inline(__always)
  func neighbor(of item: Int, _ direction: Int) -> Int? {
    guard count > 1 else { return nil }
    if wraps { return Self.wrapped(item, plus: direction, count: count) }
    let next = item + direction
    return next >= 0 && next < count ? next : nil
  }

  /// The item `steps` items from `item` toward `direction`, wrapping or stopping at the ends.
  func item(_ steps: Int, from item: Int, _ direction: Int) -> Int {
    if wraps { return Self.wrapped(item, plus: (steps % count) * direction, count: count) }
    return min(max(item + steps * direction, 0), count - 1)
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
  func steps(from item: Int, to target: Int, _ direction: Int) -> Int? {
    let steps = (target - item) * direction
    if wraps { return steps >= 0 ? steps : steps + count }
    return steps >= 0 ? steps : nil
  }

  /// Where a move of `pages` whole pages from `item` lands, and how many pages it covers
  /// (fewer than asked when a finite carousel reaches an end).
  func moving(_ item: Int, by pages: Double) -> (item: Int, pages: Double) {
    if wraps {
      let remainder = Int(pages.truncatingRemainder(dividingBy: Double(count)))
      return (Self.wrapped(item, plus: remainder, count: count), pages)
    }
    let target = min(max(Double(item) + pages, 0), Double(count - 1))
    return (Int(target), target - Double(item))
  }
}
