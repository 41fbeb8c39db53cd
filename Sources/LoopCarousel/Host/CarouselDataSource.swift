/// The object that tells a carousel how many items there are and makes their cells.
///
/// A carousel keeps its data source weakly. It reads ``numberOfItems(in:)`` only in
/// ``Carousel/reloadData()``, so a changed count has no effect until the next reload, and it
/// asks for a cell only when a slot needs one: three at a reload, one per page turn.
public protocol CarouselDataSource: AnyObject {
  /// Returns the number of items; a negative number makes the reload fail with
  /// ``CarouselError/Code/negativeItemCount``.
  ///
  /// Write it with `throws`, `throws(CarouselError)` or no `throws` at all. An error of your
  /// own makes ``Carousel/reloadData()`` throw ``CarouselError/Code/dataSourceFailed`` with
  /// your error in ``CarouselError/underlyingError``, the carousel unchanged.
  ///
  /// - Parameter carousel: The carousel asking.
  /// - Returns: The number of items, `0` or more.
  /// - Throws: Any error; see above.
  func numberOfItems(in carousel: Carousel) throws -> Int

  /// Returns the cell that shows an item in a slot, dequeued from the carousel during this call.
  ///
  /// Different items may use different cell classes. Dequeue exactly the cell you return: a
  /// cell that was not dequeued during this call is rejected.
  ///
  /// Write it with `throws`, `throws(CarouselError)` or no `throws` at all. A
  /// ``CarouselError`` (from a dequeue call, say) reaches the caller as it is; an error of
  /// your own arrives as ``CarouselError/Code/dataSourceFailed`` with your error in
  /// ``CarouselError/underlyingError``: thrown by the call that asked for the cell (a
  /// reload, an instant scroll-to), or, during motion, told to
  /// ``CarouselDelegate/carousel(_:didFailWith:)``.
  ///
  /// - Parameters:
  ///   - carousel: The carousel asking.
  ///   - index: The item, in `0..<numberOfItems`.
  ///   - slot: The slot the cell will be shown in (with two items both side slots show the
  ///     other item, each in its own cell).
  /// - Returns: A cell from one of the carousel's dequeue methods.
  /// - Throws: Any error; see above.
  func carousel(
    _ carousel: Carousel, cellForItemAt index: Int, in slot: SlotPosition
  ) throws -> CarouselCell

  /// Returns a short label for an item, for assistive technologies: "Summer sale".
  ///
  /// ``Carousel/accessibilityValue`` and the announcements add it to the position ("item 3
  /// of 5, Summer sale"). Optional: the default returns `nil`, no label. Answer from your own
  /// data; a call into the carousel from here is rejected.
  ///
  /// - Parameters:
  ///   - carousel: The carousel asking.
  ///   - index: The item.
  /// - Returns: The label, or `nil`.
  func carousel(_ carousel: Carousel, accessibilityLabelForItemAt index: Int) -> String?

  /// Returns how long autoplay stays on an item, or `nil` for the carousel's
  /// ``Carousel/autoplayInterval``: a video stays longer than an image.
  ///
  /// Asked once each time the item's countdown starts: when autoplay starts on it, when a step
  /// toward it starts, when a motion comes to rest on it. An interval that is not more than
  /// zero and at most ``Carousel/longestInterval`` is not used: the carousel's interval is,
  /// and the delegate hears ``CarouselDelegate/carousel(_:didFailWith:)`` with
  /// ``CarouselError/Code/invalidInterval``. Optional: the default returns `nil`. Answer from
  /// your own data; a call into the carousel from here is rejected.
  ///
  /// - Parameters:
  ///   - carousel: The carousel asking.
  ///   - index: The item.
  /// - Returns: The time autoplay shows the item before stepping on, or `nil`.
  func carousel(_ carousel: Carousel, autoplayIntervalForItemAt index: Int) -> Duration?

  /// Returns a stable identifier of an item, the same for the same item wherever it moves
  /// in the data: a database key, a URL, a UUID.
  ///
  /// Give it together with ``carousel(_:indexForItemIdentifier:)``, and
  /// ``Carousel/reloadData()`` keeps items by identity instead of by number: the item on
  /// screen stays where it is when others are inserted or removed before it, even during a
  /// drag or a settle, and a slot whose item is still the one it needs keeps its cell, with
  /// no request and no display events. The carousel asks for it once per cell it is given,
  /// right after ``carousel(_:cellForItemAt:in:)``; once per item as it enters the prefetch
  /// window (``Carousel/prefetchDistance``), to pair its prefetch and cancel by identity;
  /// for an item given focus (``Carousel/setFocusedItem(_:at:)``, which follows it through
  /// reloads); and for the item a fling or an animated scroll heads to past the three slots,
  /// as its settle starts (a reload during the settle goes on toward it). Optional: the default returns `nil`, and reloads keep
  /// items by number.
  ///
  /// - Parameters:
  ///   - carousel: The carousel asking.
  ///   - index: The item.
  /// - Returns: The item's identifier, or `nil`.
  func carousel(_ carousel: Carousel, identifierForItemAt index: Int) -> AnyHashable?

  /// Returns where the item with an identifier is now, or `nil` if it was removed.
  ///
  /// A reload looks up each identifier once: at most three, those of the items of the slots;
  /// one more for a focused item, and one more for the item a settle heads to past the slots
  /// when no slot shows it. The
  /// look-up is yours, so that a reload of a billion items scans nothing: a dictionary from
  /// identifier to index, kept with the data. An index outside `0..<numberOfItems` counts as
  /// removed.
  /// Optional: the default returns `nil`.
  ///
  /// - Parameters:
  ///   - carousel: The carousel asking.
  ///   - identifier: An identifier ``carousel(_:identifierForItemAt:)`` gave.
  /// - Returns: The item's index in the reloaded data, or `nil`.
  func carousel(_ carousel: Carousel, indexForItemIdentifier identifier: AnyHashable) -> Int?
}

extension CarouselDataSource {
  /// Returns `nil`: no label.
  ///
  /// - Parameters:
  ///   - carousel: The carousel asking.
  ///   - index: The item.
  /// - Returns: `nil`.
  public func carousel(_ carousel: Carousel, accessibilityLabelForItemAt index: Int) -> String? {
    nil
  }

  /// Returns `nil`: no identifiers, reloads keep items by number.
  ///
  /// - Parameters:
  ///   - carousel: The carousel asking.
  ///   - index: The item.
  /// - Returns: `nil`.
  public func carousel(_ carousel: Carousel, identifierForItemAt index: Int) -> AnyHashable? {
    nil
  }

  /// Returns `nil`: no identifiers.
  ///
  /// - Parameters:
  ///   - carousel: The carousel asking.
  ///   - identifier: An identifier.
  /// - Returns: `nil`.
  public func carousel(_ carousel: Carousel, indexForItemIdentifier identifier: AnyHashable)
    -> Int?
  {
    nil
  }

  /// Returns `nil`: the carousel's autoplay interval for every item.
  ///
  /// - Parameters:
  ///   - carousel: The carousel asking.
  ///   - index: The item.
  /// - Returns: `nil`.
  public func carousel(_ carousel: Carousel, autoplayIntervalForItemAt index: Int) -> Duration? {
    nil
  }
}
