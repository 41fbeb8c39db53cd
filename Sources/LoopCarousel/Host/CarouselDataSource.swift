/// The object that tells a carousel how many items there are and makes their cells.
///
/// A carousel keeps its data source weakly. It reads ``numberOfItems(in:)`` only in
/// ``Carousel/reloadData()``, so a changed count has no effect until the next reload, and it
/// asks for a cell only when a slot needs one: three at a reload, one per page turn.
public protocol CarouselDataSource: AnyObject {
  /// Returns the number of items; a negative number makes the reload fail with
  /// ``CarouselError/Code/negativeItemCount``.
  ///
  /// - Parameter carousel: The carousel asking.
  /// - Returns: The number of items, `0` or more.
  func numberOfItems(in carousel: Carousel) -> Int

  /// Returns the cell that shows an item in a slot, dequeued from the carousel during this call.
  ///
  /// Different items may use different cell classes. Dequeue exactly the cell you return: a
  /// cell that was not dequeued during this call is rejected.
  ///
  /// - Parameters:
  ///   - carousel: The carousel asking.
  ///   - index: The item, in `0..<numberOfItems`.
  ///   - slot: The slot the cell will be shown in (with two items both side slots show the
  ///     other item, each in its own cell).
  /// - Returns: A cell from one of the carousel's dequeue methods.
  /// - Throws: Any ``CarouselError`` from a dequeue call, such as an unregistered identifier.
  func carousel(
    _ carousel: Carousel, cellForItemAt index: Int, in slot: SlotPosition
  ) throws(CarouselError) -> CarouselCell
}
