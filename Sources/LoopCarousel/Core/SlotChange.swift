/// A change of what the slots show, decided by the core: the cells to ask the data source
/// for, how the slots' contents move, and what the core records once the cells are in.
///
/// Every change of the slots is one: a page turn, a refill, a restored neighbour, a placed
/// scroll-to target, a change of the wrapping mode.
///
/// The carousel carries a change out in two steps, so that a failure changes nothing:
/// first it requests every cell of ``requests`` (giving them all back if one fails), then it
/// runs ``moves`` on its cells and the core runs them on its items
/// (``CarouselCore/apply(_:into:)``). Both follow the same moves, so cells and items stay in
/// step.
struct SlotChange: Equatable {
  /// Why the slots change, with what the core needs to record it.
  enum Kind: Equatable {
    /// A page turn onto the side slot toward a direction, whose item becomes the current one.
    case turn(Direction)
    /// All three slots refilled around `current` for `count` items; the position then moves
    /// back by `pages` (a jump, or a reload that re-bases on a side slot).
    case refill(count: Int, current: Int, pages: Double)
    /// The side slots that a change of the wrapping mode changes, with the new mode.
    case rewrap(Bool)
    /// A side slot that held a scroll-to target gets the current item's neighbour back.
    case restore(SlotPosition)
    /// A scroll-to target goes into a side slot; `isFar` when it is not a neighbour.
    case placeTarget(SlotPosition, isFar: Bool)
    /// Slots' items get other cells, of the kinds the data source now gives them
    /// (``Carousel/reconfigureItems(at:)``).
    case replace
  }

  /// One step of a change, run on the cells by the carousel and on the items by the core.
  enum Move: UInt8 {
    case recycleLeft, recycleMiddle, recycleRight
    case fillLeft, fillMiddle, fillRight
    case rotateForward, rotateBackward

    /// Empties a slot, recycling its cell.
    static func recycle(_ slot: SlotPosition) -> Move {
      switch slot {
      case .left: .recycleLeft
      case .middle: .recycleMiddle
      case .right: .recycleRight
      }
    }

    /// Puts the requested cell, if any, into a slot.
    static func fill(_ slot: SlotPosition) -> Move {
      switch slot {
      case .left: .fillLeft
      case .middle: .fillMiddle
      case .right: .fillRight
      }
    }

    /// Moves every slot's content one place against a direction (see `Slots.rotate(toward:)`).
    static func rotate(_ direction: Direction) -> Move {
      switch direction {
      case .forward: .rotateForward
      case .backward: .rotateBackward
      }
    }
  }

  /// A short list of steps, at most eight, taken in order: kept in a vector of their raw
  /// values, so that a change allocates nothing.
  struct Program<Step: RawRepresentable>: Sequence, IteratorProtocol, Equatable
  where Step.RawValue == UInt8 {
    /// The most steps a program holds.
    static var capacity: Int { 8 }

    private var steps = SIMD8<UInt8>()
    private var count = 0
    /// The steps ``next()`` has handed out.
    private var taken = 0

    init() {}

    /// Adds a step at the end.
    mutating func append(_ step: Step) {
      precondition(
        count < Self.capacity,
        "Internal inconsistency: a slot change of more than \(Self.capacity) steps")
      steps[count] = step.rawValue
      count += 1
    }

    /// Whether no step is left.
    var isEmpty: Bool { taken == count }

    /// Takes the next step, in the order they were added.
    mutating func next() -> Step? {
      guard taken < count else { return nil }
      defer { taken += 1 }
      return Step(rawValue: steps[taken])
    }
  }

  /// A slot as a step of a request order.
  enum RequestSlot: UInt8 {
    case left, middle, right

    init(_ position: SlotPosition) {
      switch position {
      case .left: self = .left
      case .middle: self = .middle
      case .right: self = .right
      }
    }

    var position: SlotPosition {
      switch self {
      case .left: .left
      case .middle: .middle
      case .right: .right
      }
    }
  }

  let kind: Kind
  /// The item each slot receives a new cell for; `nil` where it receives none.
  var incoming = Slots<Int>()
  /// The slots to request cells for, in the order the data source is asked.
  var requests = Program<RequestSlot>()
  /// How the contents move once every cell is in.
  var moves = Program<Move>()
  /// The new number of the item in each slot that keeps its cell through the change (a
  /// reload with item identity, where the item moved in the data); `nil` elsewhere.
  var renumbered = Slots<Int>()
  /// Whether a cell made for an item serves the prefetch of that number.
  ///
  /// Not in a reload by identity: the numbers may now name other items, and every prefetch
  /// is cancelled.
  var servesPrefetches = true

  init(_ kind: Kind) {
    self.kind = kind
  }

  /// Asks for a cell of `item` in `slot`, after the requests already listed.
  mutating func request(_ item: Int, in slot: SlotPosition) {
    incoming[slot] = item
    requests.append(RequestSlot(slot))
  }

  /// Adds up to five moves at the end, in order.
  ///
  /// Optional parameters rather than a variadic one, whose array was allocated on the heap
  /// for every scroll-to (`Benchmarks/count.sh` counts allocations). Moves after a `nil` one
  /// are not given by any caller.
  mutating func move(
    _ first: Move, _ second: Move? = nil, _ third: Move? = nil, _ fourth: Move? = nil,
    _ fifth: Move? = nil
  ) {
    moves.append(first)
    if let second { moves.append(second) }
    if let third { moves.append(third) }
    if let fourth { moves.append(fourth) }
    if let fifth { moves.append(fifth) }
  }
}
