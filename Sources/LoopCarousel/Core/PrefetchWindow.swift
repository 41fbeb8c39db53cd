/// The items beyond the three slots that the host is loading ahead of time.
///
/// A pure value the core updates at the end of every call. Each listener hears the
/// difference from what it was told, by identity (``ToldState``).
///
/// The window is the `distance` items past each side slot, counted from the current item
/// (`current ± 2` … `current ± (distance + 1)`), on both sides, moving or not: an item
/// behind the motion stays prefetched while it is within `distance` of the slots, so that a
/// gesture and its settle never cancel an item and then prefetch it again. A settle that will
/// pass more items (a fling of several pages) reaches `distance` items past the one it lands
/// on, ahead of the motion, so that the items it will pass start loading as it starts; while
/// the carousel moves, an item ahead of it is never cancelled (a fling's reach, worked out
/// again from the velocity at every move, may shrink and grow again), only at rest. An item in a slot is never in it (its cell is
/// made). An item is prefetched once until it is cancelled or its cell is made: then the
/// prefetch has served, and ends without a cancel.
struct PrefetchWindow: Equatable {
  /// The most items past each side: a larger distance is this one.
  static let maximumDistance = 16

  /// The items past each side slot to prefetch; `0` turns prefetching off.
  private(set) var distance = 2
  /// The items to prefetch.
  ///
  /// At most `3 * maximumDistance` of them (twice the distance ahead of a long settle, once
  /// behind), kept with capacity, so that an update allocates nothing.
  private(set) var prefetched: [Int] = [] {
    didSet { revision &+= 1 }
  }
  /// A number that changes whenever ``prefetched`` does.
  private(set) var revision = 0
  /// The items the window wants, worked out at each update (kept to reuse its storage).
  private var wanted: [Int] = []

  init() {
    prefetched.reserveCapacity(3 * Self.maximumDistance)
    wanted.reserveCapacity(3 * Self.maximumDistance)
  }

  /// Sets the distance, within `0...maximumDistance`.
  mutating func setDistance(_ distance: Int) {
    self.distance = min(max(distance, 0), Self.maximumDistance)
  }

  /// Brings the prefetched set up to date.
  ///
  /// - Parameters:
  ///   - current: The current item.
  ///   - ring: The items, and whether they wrap.
  ///   - slots: The items the slots show; they are never prefetched.
  ///   - motion: Which way the carousel moves; `nil` at rest.
  ///   - passing: How many items past the side slot the motion will still pass: a settle's
  ///     pages to go, less one.
  /// - Complexity: O(1) when nothing it depends on changed since the last update (most
  ///   frames); O(`distance`²) otherwise, with no allocation.
  mutating func update(
    current: Int, ring: ItemRing, slots: Slots<Int>, motion: Direction?, passing: Int = 0
  ) {
    // Ahead of a long settle the window reaches further, up to twice the largest distance.
    let reach = distance == 0 ? 0 : min(distance + max(passing, 0), 2 * Self.maximumDistance)
    let inputs = Inputs(
      current: current, ring: ring, slots: slots, motion: motion, distance: distance,
      reach: reach)
    guard inputs != lastInputs else { return }
    lastInputs = inputs
    wanted.removeAll(keepingCapacity: true)
    if distance > 0, ring.count > 0 {
      // Both sides; the side the motion goes to as far as the settle will pass.
      let forward = motion == .forward ? reach : distance
      let backward = motion == .backward ? reach : distance
      want(.forward, reach: forward, from: current, in: ring, besides: slots)
      want(.backward, reach: backward, from: current, in: ring, besides: slots)
    }
    var index = 0
    while index < prefetched.count {
      let item = prefetched[index]
      // An item ahead of the motion stays until the carousel rests.
      if wanted.contains(item) || motion.map({ isAhead(item, of: current, $0, in: ring) }) == true {
        index += 1
        continue
      }
      prefetched.remove(at: index)
    }
    for item in wanted where !prefetched.contains(item) {
      prefetched.append(item)
    }
  }

  /// What the window was last worked out from.
  private struct Inputs: Equatable {
    var current: Int
    var ring: ItemRing
    var slots: Slots<Int>
    var motion: Direction?
    /// The items past the side slot behind the motion (or both, at rest) the window reaches.
    var distance: Int
    /// The items past the side slot ahead of the motion the window reaches.
    var reach: Int
  }

  private var lastInputs: Inputs?

  /// Adds the `reach` items past the side slot toward `direction` to `wanted`.
  private mutating func want(
    _ direction: Direction, reach: Int, from current: Int, in ring: ItemRing,
    besides slots: Slots<Int>
  ) {
    for steps in 2...(reach + 1) {
      guard let item = Self.item(steps, from: current, direction, in: ring) else { break }
      let isShown = slots.left == item || slots.middle == item || slots.right == item
      if !isShown, !wanted.contains(item) { wanted.append(item) }
    }
  }

  /// Ends the prefetch of an item whose cell was made, if it has one: the load it started
  /// serves the cell.
  mutating func served(_ item: Int) {
    guard let index = prefetched.firstIndex(of: item) else { return }
    prefetched.remove(at: index)
    lastInputs = nil
  }

  /// Forgets every item, after a reload: the window is worked out afresh at the end of the
  /// call, and each listener hears what changed by identity.
  mutating func reset() {
    prefetched.removeAll(keepingCapacity: true)
    lastInputs = nil
  }

  /// The item `steps` items from `current`, or `nil` past an end or back at `current`.
  private static func item(
    _ steps: Int, from current: Int, _ direction: Direction, in ring: ItemRing
  )
    -> Int?
  {
    if ring.wraps {
      guard steps < ring.count else { return nil }
      return ItemRing.wrapped(current, plus: steps * direction.step, count: ring.count)
    }
    // Compared before adding, so that a count near `Int.max` cannot overflow.
    switch direction {
    case .forward: return ring.count - current > steps ? current + steps : nil
    case .backward: return current >= steps ? current - steps : nil
    }
  }

  /// Whether `item` is within the farthest reach ahead of `current` toward `direction`, past
  /// the side slot (`2...(2 * maximumDistance + 1)` items on).
  private func isAhead(
    _ item: Int, of current: Int, _ direction: Direction, in ring: ItemRing
  ) -> Bool {
    guard let steps = ring.steps(from: current, to: item, direction), steps > 1 else {
      return false
    }
    // In a small ring an item is both ahead and behind: it is ahead when no farther that way.
    let back = ring.steps(from: current, to: item, direction.reversed) ?? .max
    return steps <= back && steps <= 2 * Self.maximumDistance + 1
  }
}
