/// The items machine: how many items there are and whether they wrap, the current item, what
/// each slot holds, and when the data source last failed to make a neighbour.
///
/// It owns its writes: a ``SlotChange`` the owner carried out is applied here, move by move,
/// in step with the cells, and the answer says what the change means for the position.
struct SlotContent {
  /// The item count and the wrapping mode.
  private(set) var ring: ItemRing
  /// The current item; meaningful only when `ring.count > 0`.
  private(set) var current: Int
  /// The items of the slots, with the scroll-to exception.
  private(set) var strip: SlotStrip
  /// When the data source last failed to make a neighbour that a page turn left missing,
  /// for the back-off of ``CarouselCore/neighbourRetries()``.
  private(set) var neighbourFailedAt: Duration?
  /// The item a settle heads to beyond the three slots, with its identifier, when the data
  /// source gives identities: a reload finds it again by identity, as it finds the slots'
  /// items by their cells'.
  private(set) var farHeading: FarHeading?

  /// An item beyond the slots, and its identifier.
  struct FarHeading {
    var item: Int
    var identifier: AnyHashable
  }

  /// What a slot change means beyond the slots, for the core to carry out.
  enum Action: Equatable {
    /// The slots' contents moved, and the position moves back by `pages` (a page turn's one,
    /// a refill's): a scroll, if that or what the slots show `changed` (a restore that brought
    /// no neighbour, or a reload with the same identifiers, changes nothing).
    case moved(pages: Double, changed: Bool)
    /// The wrapping mode changed; `scrolled` when a slot's content changed with it.
    case rewrapped(scrolled: Bool)
    /// Slots' items got other cells: every placement may have changed.
    case replaced
  }

  init(ring: ItemRing, current: Int = 0, strip: SlotStrip = SlotStrip()) {
    self.ring = ring
    self.current = current
    self.strip = strip
  }

  /// Records a slot change whose cells the owner has put in place, running its moves on the
  /// items.
  mutating func apply(_ change: SlotChange) -> Action {
    let before = strip.items
    var moves = change.moves
    while let move = moves.next() {
      switch move {
      case .recycleLeft: strip.items.left = nil
      case .recycleMiddle: strip.items.middle = nil
      case .recycleRight: strip.items.right = nil
      case .fillLeft: strip.items.left = change.incoming.left
      case .fillMiddle: strip.items.middle = change.incoming.middle
      case .fillRight: strip.items.right = change.incoming.right
      case .rotateForward: strip.items.rotate(toward: .forward)
      case .rotateBackward: strip.items.rotate(toward: .backward)
      }
    }
    for position in SlotPosition.allCases {
      if let item = change.renumbered[position] { strip.items[position] = item }
    }
    switch change.kind {
    case .turn(let direction):
      guard let middle = strip.items.middle else {
        preconditionFailure("Internal inconsistency: a page turn left the middle slot empty")
      }
      current = middle
      strip.targetSide = nil
      return .moved(pages: direction.sign, changed: true)
    case .refill(let count, let current, let pages):
      ring.count = count
      self.current = count > 0 ? current : 0
      strip.targetSide = nil
      return .moved(pages: pages, changed: !change.moves.isEmpty || strip.items != before)
    case .rewrap(let wraps):
      ring.wraps = wraps
      if let side = strip.targetSide, change.moves.contains(.recycle(side)) {
        strip.targetSide = nil
      }
      return .rewrapped(scrolled: !change.moves.isEmpty)
    case .restore(let side):
      if strip.targetSide == side { strip.targetSide = nil }
      return .moved(pages: 0, changed: change.incoming[side] != nil)
    case .placeTarget(let side, let isFar):
      strip.targetSide = isFar ? side : nil
      return .moved(pages: 0, changed: true)
    case .replace:
      return .replaced
    }
  }

  /// The data source failed, at `time`, to make a neighbour a page turn brought in.
  mutating func neighbourFailed(at time: Duration) {
    neighbourFailedAt = time
  }

  /// A settle heads to `item` beyond the slots, which the data source identifies as
  /// `identifier` (`nil`: it gives no identities): a reload finds it again by it.
  mutating func headFar(to item: Int, identifier: AnyHashable?) {
    farHeading = identifier.map { FarHeading(item: item, identifier: $0) }
  }

  /// The items were renumbered: the far heading's number means nothing any more.
  mutating func forgetFarHeading() {
    farHeading = nil
  }
}
