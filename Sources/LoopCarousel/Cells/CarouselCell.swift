/// The base class of the objects that show one item each in a carousel's slots.
///
/// Subclass it for every kind of cell, register each subclass with
/// ``Carousel/register(_:forReuseIdentifier:)``, and hand cells out from the data source with
/// ``Carousel/dequeueReusableCell(withIdentifier:)`` or one of its typed variants. A cell is
/// created by the carousel through `init()`, so a subclass gives its stored properties
/// default values. A carousel never keeps one cell in two places: a cell is idle in the pool,
/// handed to the data source, or shown in exactly one slot.
open class CarouselCell {
  /// The identifier the cell was registered under; empty until the carousel first makes it.
  public final internal(set) var reuseIdentifier: String = ""

  /// Where the cell is right now, kept by its carousel.
  final var location: Location = .unowned
  /// The registration (an index into the pool) the cell belongs to.
  final var registrationIndex: Int = -1
  /// The carousel that made the cell.
  final var owner: ObjectIdentifier?
  /// How many times the cell was handed to the data source: a cell kept in the pool for a
  /// page turn (`HeldTargetCell`) is taken back only if it was not handed out since.
  final var dequeues = 0
  /// The identifier of the item the cell was made for, if the data source gives them
  /// (``CarouselDataSource/carousel(_:identifierForItemAt:)``): how a reload finds the item
  /// again.
  final var itemIdentifier: AnyHashable?
  /// The identity `itemIdentifier` names, numbered by the carousel that made the cell.
  final var itemIdentity: ItemIdentity?

  /// Creates a cell; the carousel calls this when its pool has no idle cell to reuse.
  public required init() {}

  /// Resets the cell before it goes back to the reuse pool.
  ///
  /// The carousel calls it after the cell left its slot and the delegate heard
  /// ``CarouselDelegate/carousel(_:didEndDisplaying:forItemAt:in:)`` for it, and before the
  /// cell is handed out again; override it to drop content that should not show again (an
  /// image, a title). The default does nothing.
  open func prepareForReuse() {}

  /// The places a cell can be in.
  enum Location: Equatable {
    /// Not made by any carousel, or discarded because its pool was full.
    case unowned
    /// Idle in its carousel's reuse pool.
    case idle
    /// Handed to the data source during the current request.
    case dequeued
    /// Shown in a slot.
    case inSlot
    /// Out of its slot, waiting for the delegate to hear `didEndDisplaying` for it before it
    /// is prepared for reuse and pooled.
    case leaving
  }
}
