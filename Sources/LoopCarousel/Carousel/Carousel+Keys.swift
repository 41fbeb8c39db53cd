extension Carousel {
  /// Moves the carousel for a key, and says whether it consumed the key.
  ///
  /// - The arrows of the scroll axis step one item, animated: left and right in a horizontal
  ///   carousel (mirrored for right to left: there `.left` goes to the next item), up and
  ///   down in a vertical one. The other axis's arrows are not consumed.
  /// - Home and End go to the first and last item of a finite carousel; a wrapping one does
  ///   not consume them.
  /// - Page Up and Page Down step ``ScrollPhysics/pagesPerFling`` items (3 when it has no
  ///   limit; in a wrapping carousel never past half the ring).
  /// - A key repeated while its step still runs goes on from the item nearest the centre,
  ///   and only if that takes it further: a key held down moves the carousel at the pace of
  ///   its steps and never builds a backlog.
  /// - A key that cannot move the carousel (at the end it points past, at rest) is not
  ///   consumed, so that the host can move focus on; during a drag a key is consumed and
  ///   does nothing.
  ///
  /// When an item has focus (``focusedItem``), focus follows the key to its target.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - time: The key event's time.
  /// - Returns: Whether the carousel consumed the key.
  /// - Throws: ``CarouselError/Code/timeWentBackwards``, ``CarouselError/Code/timeOutOfRange``,
  ///   ``CarouselError/Code/reentrantCall``, or the data source's error for the target item;
  ///   the carousel is then as it was, but for the time, which has moved to `time` (with
  ///   any animation), as for a scroll-to.
  @discardableResult
  public func handleKey(_ key: CarouselKey, at time: Duration) throws(CarouselError) -> Bool {
    try input("handleKey(_:at:)", at: time, throwing: true) { $0.keyPressed(key, into: &$1) }
  }
}
