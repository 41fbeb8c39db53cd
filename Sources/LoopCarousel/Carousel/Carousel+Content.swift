extension Carousel {
  /// Reads the item count again and refills the three slots, with at most three cell requests.
  ///
  /// The current item is kept if it still exists, else the last item becomes current. A drag
  /// in progress goes on from where the finger is; a settle animation goes on toward the item
  /// it was heading to if that still exists (if its cell cannot be made, the delegate hears
  /// ``CarouselDelegate/carousel(_:didFailWith:)``), else to the nearest slot. Autoplay keeps
  /// its countdown, unless it had too few items to run before the reload. With no items every
  /// slot is empty and the carousel is at rest. Called from inside a data-source or cell
  /// callback, the reload is deferred until the carousel's own call returns.
  ///
  /// - Throws: ``CarouselError/Code/negativeItemCount``, or the error of a failed cell request;
  ///   on any error the carousel is left exactly as it was.
  public func reloadData() throws(CarouselError) {
    guard calloutDepth == 0 else {
      needsDeferredReload = true
      return
    }
    try countCallFromDelivery("reloadData()")
    try finishing { () throws(CarouselError) in try reloadNow() }
  }

  /// Switches between looping and a finite carousel, refilling only the side slots that change.
  ///
  /// - Parameter wraps: `true` to loop past the last item to the first.
  /// - Throws: ``CarouselError/Code/reentrantCall``, or the error of a failed cell request,
  ///   leaving the carousel as it was.
  public func setWraps(_ wraps: Bool) throws(CarouselError) {
    try operation("setWraps(_:)") { () throws(CarouselError) in
      guard wraps != state.core.ring.wraps else { return }
      try carryOut(state.core.rewrap(wraps))
      landIfArrived(state.send { $0.adaptToEnds(into: &$1) })
    }
  }

  /// Changes the lengths along the scroll axis (a rotation or a resize), keeping the current
  /// item and the fractional position, with no cell request in the usual case.
  ///
  /// A drag goes on under the finger and an animation keeps its timing. Only when the new
  /// geometry shows more of the neighbours than the position allows does a shift happen, so
  /// that no gap shows.
  ///
  /// - Parameter geometry: The new geometry.
  /// - Throws: ``CarouselError/Code/reentrantCall`` inside a data-source or cell callback.
  public func setGeometry(_ geometry: CarouselGeometry) throws(CarouselError) {
    try operation("setGeometry(_:)") {
      if state.send({ $0.setGeometry(geometry, into: &$1) }) { shiftAsNeeded() }
    }
  }

  /// Replaces the physics settings.
  ///
  /// - Parameter physics: The new settings; a running animation keeps its old timing.
  /// - Throws: The error of ``ScrollPhysics/validate()``, or
  ///   ``CarouselError/Code/reentrantCall`` inside a data-source or cell callback or
  ///   `shouldSelectItemAt`, leaving the old settings.
  public func setPhysics(_ physics: ScrollPhysics) throws(CarouselError) {
    try physics.validate()
    try operation("setPhysics(_:)") { state.core.setPhysics(physics) }
  }

  /// With item identity, where the items of the slots are in the reloaded data (`nil` for
  /// one that was removed); `nil` when the cells on screen have no identifiers.
  private func survivors(amongst count: Int) -> Slots<Int>? {
    guard let dataSource, state.core.count > 0 else { return nil }
    var survivors: Slots<Int>?
    for position in SlotPosition.allCases {
      guard let identifier = state.cells[position]?.itemIdentifier else { continue }
      if survivors == nil { survivors = Slots() }
      calloutDepth &+= 1
      let index = dataSource.carousel(self, indexForItemIdentifier: identifier)
      calloutDepth &-= 1
      if let index, index >= 0, index < count { survivors?[position] = index }
    }
    return survivors
  }

  /// Reads the count and rebuilds the slots around the item nearest the centre, adapting the
  /// motion to the new content.
  func reloadNow() throws(CarouselError) {
    calloutDepth &+= 1
    let count: Int
    do {
      count = try dataSource?.numberOfItems(in: self) ?? 0
    } catch {
      calloutDepth &-= 1
      throw .fromDataSource(error, "for the number of items")
    }
    calloutDepth &-= 1
    guard count >= 0 else {
      throw CarouselError(
        .negativeItemCount,
        "the data source reported \(count) items; return 0 or more from numberOfItems(in:)")
    }
    let reload = state.core.reload(count: count, survivors: survivors(amongst: count))
    try carryOut(reload.refill)
    switch state.send({ $0.reloaded(reload, into: &$1) }) {
    case .done:
      break
    case .settle(let settling):
      landIfArrived(settling)
    case .scroll(let heading, let animation):
      if !scrollReportingFailure(toItem: heading, origin: animation.origin) {
        landIfArrived(state.send { $0.settleOnNearest(after: animation, into: &$1) })
      }
    }
  }
}
