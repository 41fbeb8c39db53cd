/// The items beyond the three slots that the host is loading ahead of time, and the changes
/// to that set: a pure value the core updates at the end of every call.
///
/// The window is the `distance` items past each side slot, counted from the current item
/// (`current ± 2` … `current ± (distance + 1)`): ahead in the direction of motion while the
/// carousel moves, on both sides at rest. A settle that will pass more items (a fling of
/// several pages) reaches `distance` items past the one it lands on, so that the items it
/// will pass start loading as it starts. An item in a slot is never in it (its cell is
/// made). An item is prefetched once until it is cancelled or its cell is made: then the
/// prefetch has served, and ends without a cancel.
struct PrefetchWindow: Equatable {
  /// The most items past each side: a larger distance is this one.
  static let maximumDistance = 16

  /// The items past each side slot to prefetch; `0` turns prefetching off.
  private(set) var distance = 2
  /// The items the host was told to prefetch and not told to cancel.
  ///
  /// At most `2 * maximumDistance` of them, kept with capacity, so that an update allocates
  /// nothing.
  private(set) var prefetched: [Int] = []
  /// The items the window wants, worked out at each update (kept to reuse its storage).
  private var wanted: [Int] = []

  init() {
    prefetched.reserveCapacity(2 * Self.maximumDistance)
    wanted.reserveCapacity(2 * Self.maximumDistance)
  }

  /// Sets the distance, within `0...maximumDistance`.
  mutating func setDistance(_ distance: Int) {
    self.distance = min(max(distance, 0), Self.maximumDistance)
  }

  /// Brings the prefetched set up to date, telling what to cancel, then what to prefetch.
  ///
  /// - Parameters:
  ///   - current: The current item.
  ///   - ring: The items, and whether they wrap.
  ///   - slots: The items the slots show; they are never prefetched.
  ///   - motion: Which way the carousel moves; `nil` at rest.
  ///   - passing: How many items past the side slot the motion will still pass: a settle's
  ///     pages to go, less one.
  ///   - events: Where the prefetch and cancel events go.
  /// - Complexity: O(1) when nothing it depends on changed since the last update (most
  ///   frames); O(`distance`²) otherwise, with no allocation.
  mutating func update(
    current: Int, ring: ItemRing, slots: Slots<Int>, motion: Direction?, passing: Int = 0,
    into events: inout EventQueue
  ) {
    // Ahead of a long settle the window reaches further, up to twice the largest distance.
    let reach = distance == 0 ? 0 : min(distance + max(passing, 0), 2 * Self.maximumDistance)
    let inputs = Inputs(
      current: current, ring: ring, slots: slots, motion: motion, reach: reach)
    guard inputs != lastInputs else { return }
    lastInputs = inputs
    wanted.removeAll(keepingCapacity: true)
    if distance > 0, ring.count > 0 {
      if motion != .backward {
        want(.forward, reach: reach, from: current, in: ring, besides: slots)
      }
      if motion != .forward {
        want(.backward, reach: reach, from: current, in: ring, besides: slots)
      }
    }
    var index = 0
    while index < prefetched.count {
      let item = prefetched[index]
      if wanted.contains(item) {
        index += 1
        continue
      }
      prefetched.remove(at: index)
      events.append(.cancelPrefetchingItem(item))
    }
    for item in wanted where !prefetched.contains(item) {
      prefetched.append(item)
      events.append(.prefetchItem(item))
    }
  }

  /// What the window was last worked out from.
  private struct Inputs: Equatable {
    var current: Int
    var ring: ItemRing
    var slots: Slots<Int>
    var motion: Direction?
    /// The items past each side slot the window reaches.
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
      if !isShown(item, in: slots), !wanted.contains(item) { wanted.append(item) }
    }
  }

  /// Ends the prefetch of an item whose cell was made, if it has one: the load it started
  /// serves the cell.
  mutating func served(_ item: Int) {
    guard let index = prefetched.firstIndex(of: item) else { return }
    prefetched.remove(at: index)
    lastInputs = nil
  }

  /// Cancels every prefetch, by the number it was made under: a reload may renumber the
  /// items, so what was prefetched may be another item now.
  mutating func cancelAll(into events: inout EventQueue) {
    for item in prefetched { events.append(.cancelPrefetchingItem(item)) }
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

  private func isShown(_ item: Int, in slots: Slots<Int>) -> Bool {
    slots.left == item || slots.middle == item || slots.right == item
  }
}
