/// A page turn onto a side slot that shows the current item's neighbour: the slots' contents
/// move one place against `direction`, the far side's cell is recycled and the side toward
/// `direction` receives the next neighbour.
///
/// It is the shift of nearly every drag move and animation frame that shifts, so it has a
/// value and a path of its own, with no move program to interpret; every other change of the
/// slots is a ``SlotChange``. Its moves are those of ``SlotChange/Move``: recycle the far
/// side, rotate toward `direction`, fill the side toward it.
struct PageTurn: Equatable {
  /// `+1` onto the right slot (toward the next item), `-1` onto the left one.
  let direction: Int
  /// The item the slot toward `direction` receives a cell for; `nil` past the last item of
  /// a finite carousel, where it stays empty.
  let incoming: Int?

  /// The slot whose item becomes the current one, and which receives `incoming`.
  var side: SlotPosition { .side(direction) }

  /// The slot whose cell is recycled.
  var far: SlotPosition { .side(-direction) }
}

/// A shift of the slots that the position needs: a plain page turn, or a change that
/// ``CarouselCore/nextShift()`` and ``CarouselCore/rebasingShift()`` make through the move
/// program (a turn onto a far scroll-to target, or the jump that refills every slot).
enum Shift {
  case turn(PageTurn)
  case change(SlotChange)
}
