extension Carousel {
  /// The item that has focus, or `nil` when focus is not in the carousel.
  ///
  /// Set it with ``setFocusedItem(_:at:)``. It survives a reload while its item exists: by
  /// identity when the data source gives identifiers
  /// (``CarouselDataSource/carousel(_:identifierForItemAt:)``), else by number.
  public var focusedItem: Int? { state.core.focusedItem }

  /// Whether the pointer hovers over the carousel, as ``setPointerInside(_:at:)`` said.
  public var isPointerInside: Bool { state.core.autoplay.holds.hovering }

  /// Tells the carousel which item has focus: for tvOS's focus engine, and keyboard focus on
  /// iPad and the Mac.
  ///
  /// Focusing an item scrolls it to the centre, animated (at once with ``reducesMotion``;
  /// not during a drag). `nil` means focus left the carousel. The delegate hears
  /// ``CarouselDelegate/carousel(_:didUpdateFocusedItem:)`` when the item changes. As the W3C
  /// carousel pattern requires, autoplay and the ticker hold while focus is in the carousel:
  /// autoplay goes on with the time it had left when focus leaves, the ticker after its
  /// resume delay.
  ///
  /// Focus moves by this call and by keys (``handleKey(_:at:)``) only: after a drag, a wheel
  /// scroll or an autoplay step the focused item may be off screen. A host that keeps focus on
  /// the centred item sets it again from ``CarouselDelegate/carousel(_:didSettleOnItemAt:)``.
  ///
  /// - Parameters:
  ///   - index: The focused item, in `0..<numberOfItems`, or `nil`.
  ///   - time: The current time.
  /// - Throws: ``CarouselError/Code/indexOutOfRange``,
  ///   ``CarouselError/Code/timeWentBackwards``, ``CarouselError/Code/timeOutOfRange``,
  ///   ``CarouselError/Code/reentrantCall``, or the data source's error for the item; the
  ///   carousel, focus included, is then as it was, but for the time, which has moved to
  ///   `time` (with any animation), as for a scroll-to.
  public func setFocusedItem(_ index: Int?, at time: Duration) throws(CarouselError) {
    if let index { try checkItem(index, toBe: "focus") }
    try input("setFocusedItem(_:at:)", at: time, throwing: true) {
      $0.focus(on: index, into: &$1)
    }
  }

  /// Tells the carousel whether the pointer hovers over it (AppKit's `mouseEntered` and
  /// `mouseExited`, SwiftUI's `onHover`, UIKit's `UIHoverGestureRecognizer`).
  ///
  /// As the W3C carousel pattern requires, autoplay and the ticker hold while it does:
  /// autoplay goes on with the time it had left when the pointer leaves, the ticker after its
  /// resume delay. A ticker that runs stops where it is.
  ///
  /// - Parameters:
  ///   - inside: Whether the pointer is over the carousel.
  ///   - time: The current time.
  /// - Throws: ``CarouselError/Code/timeWentBackwards``, ``CarouselError/Code/timeOutOfRange``
  ///   or ``CarouselError/Code/reentrantCall``, with nothing changed.
  public func setPointerInside(_ inside: Bool, at time: Duration) throws(CarouselError) {
    try input("setPointerInside(_:at:)", at: time) { $0.setPointerInside(inside, into: &$1) }
  }
}
