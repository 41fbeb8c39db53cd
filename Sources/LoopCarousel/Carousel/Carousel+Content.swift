extension Carousel {
  /// Reads the item count again and refills the three slots, with at most three cell requests.
  ///
  /// With item identity (the data source's ``CarouselDataSource/carousel(_:identifierForItemAt:)``
  /// and ``CarouselDataSource/carousel(_:indexForItemIdentifier:)``), the item nearest the
  /// centre is kept by identity: it stays where it is on screen when items are inserted or
  /// removed before it, during a drag or a settle too, and if it was removed the carousel lands
  /// on the nearest item on screen that survived (the middle one, then the one in the direction
  /// of motion, the next one at rest). A slot whose item is still the one it needs keeps its
  /// cell, renumbered: no cell request, no `willDisplay` or `didEndDisplaying`. A settle goes on
  /// toward the same item under its new number. `didScrollToItemAt` tells the new number of
  /// the item at rest.
  ///
  /// Without identity, items are kept by number: the current item is kept if it still exists,
  /// else the last item becomes current. A drag
  /// in progress goes on from where the finger is; a settle animation goes on toward the item
  /// it was heading to if that still exists (if its cell cannot be made, the delegate hears
  /// ``CarouselDelegate/carousel(_:didFailWith:)``), else to the nearest slot. Autoplay keeps
  /// its countdown, unless it had too few items to run before the reload. With no items every
  /// slot is empty and the carousel is at rest. Called from inside a data-source or cell
  /// callback, the reload is deferred until the carousel's own call returns.
  ///
  /// - Throws: ``CarouselError/Code/negativeItemCount``, or the error of a failed cell request;
  ///   on any error the carousel is left exactly as it was, its indexes those of the data
  ///   before: call it again once the cell can be made (until then, a call that asks the
  ///   data source meets the new data under the old numbers; with identifiers, the items it
  ///   knows keep their identity, renumbered without a word).
  public func reloadData() throws(CarouselError) {
    guard calloutDepth == 0 else {
      needsDeferredReload = true
      return
    }
    try operation("reloadData()") { () throws(CarouselError) in try reloadNow() }
  }

  /// Asks the data source again for the cells of items on screen, to update their content in
  /// place (UIKit's `reconfigureItems(at:)`).
  ///
  /// For each slot showing one of `indexes`, the carousel asks
  /// ``CarouselDataSource/carousel(_:cellForItemAt:in:)`` again, and the first dequeue of the
  /// cell's registration hands back the cell already showing the item: the data source fills
  /// it anew, and nothing else happens (no `willDisplay`, no `didEndDisplaying`). If the data
  /// source dequeues another kind of cell for the item now, that cell replaces the shown one,
  /// with the display events of a reload. Items not on screen are skipped: their cells are made
  /// when they come. The count is not read again: for inserted or removed items, use
  /// ``reloadData()``.
  ///
  /// - Parameter indexes: The items whose content changed, each in `0..<numberOfItems`.
  /// - Throws: ``CarouselError/Code/indexOutOfRange``, ``CarouselError/Code/reentrantCall``, or
  ///   the error of a failed cell request; then no slot changed its cell (cells already filled
  ///   anew in place keep what the data source wrote into them).
  public func reconfigureItems(at indexes: [Int]) throws(CarouselError) {
    for index in indexes { try checkItem(index, toBe: "reconfigure") }
    try input("reconfigureItems(at:)", throwing: true) { core, _ in core.reconfigure(indexes) }
  }

  /// Asks the data source again for the items `slots` show, the middle one first, in place;
  /// a slot's cell is replaced only when another kind comes back, once every request
  /// succeeded.
  ///
  /// - Returns: The error of the request that failed, in its slot; nothing changed then.
  func reconfigure(_ slots: Slots<Int>) -> Slots<CarouselError> {
    var change = SlotChange(.replace)
    var replacements = Slots<CarouselCell>()
    var failures = Slots<CarouselError>()
    for position in [SlotPosition.middle, .left, .right] {
      guard let item = slots[position], let shown = state.cells[position] else { continue }
      state.requests.shown = shown
      state.requests.handedOutShown = false
      defer { state.requests.shown = nil }
      let cell: CarouselCell
      do throws(CarouselError) {
        cell = try requestCell(item: item, slot: position)
      } catch {
        giveBack(replacements)
        failures[position] = error
        return failures
      }
      guard cell !== shown else { continue }
      // Another kind of cell: it replaces the shown one once every request succeeded.
      replacements[position] = cell
      change.incoming[position] = item
      change.moves.append(.recycle(position))
      change.moves.append(.fill(position))
    }
    if !change.moves.isEmpty { commit(change, cells: replacements) }
    return failures
  }

  /// Switches between looping and a finite carousel, refilling only the side slots that change.
  ///
  /// - Parameter wraps: `true` to loop past the last item to the first.
  /// - Throws: ``CarouselError/Code/reentrantCall``, or the error of a failed cell request,
  ///   leaving the carousel as it was.
  public func setWraps(_ wraps: Bool) throws(CarouselError) {
    try input("setWraps(_:)", throwing: true) { $0.setWraps(wraps, into: &$1) }
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
    try input("setGeometry(_:)") { $0.setGeometry(geometry, into: &$1) }
  }

  /// Replaces the physics settings.
  ///
  /// - Parameter physics: The new settings; a running animation keeps its old timing.
  /// - Throws: The error of ``ScrollPhysics/validate()``, or
  ///   ``CarouselError/Code/reentrantCall`` inside a data-source or cell callback or
  ///   `shouldSelectItemAt`, leaving the old settings.
  public func setPhysics(_ physics: ScrollPhysics) throws(CarouselError) {
    try physics.validate()
    try operation("setPhysics(_:)") { state.send { core, _ in core.setPhysics(physics) } }
  }

  /// With item identity, where the items of the slots are in the reloaded data (`slots`:
  /// `nil` for one that was removed; `nil` when the cells on screen have no identifiers), and
  /// where the item a settle heads to beyond the slots is, if it survived (`farHeading`).
  ///
  /// Each identifier is looked up once, so a reload makes three look-ups at most, and one
  /// more only for a target that no slot shows: with two items both sides show the same
  /// one, and a fling over a few items may head two pages or more to an item a slot shows.
  private func survivors(amongst count: Int) -> (slots: Slots<Int>?, farHeading: Int?) {
    guard let dataSource else { return (nil, nil) }
    var slots: Slots<Int>?
    var asked = Slots<AnyHashable>()
    func index(of identifier: AnyHashable) -> Int? {
      if let seen = SlotPosition.allCases.first(where: { asked[$0] == identifier }) {
        return slots?[seen]
      }
      let index = asHostCode { dataSource.carousel(self, indexForItemIdentifier: identifier) }
      guard let index, index >= 0, index < count else { return nil }
      return index
    }
    if numberOfItems > 0 {
      for position in SlotPosition.allCases {
        guard let identifier = state.cells[position]?.itemIdentifier else { continue }
        let found = index(of: identifier)
        if slots == nil { slots = Slots() }
        slots?[position] = found
        asked[position] = identifier
      }
    }
    return (slots, state.core.farHeadingIdentifier.flatMap(index(of:)))
  }

  /// Reads the count and rebuilds the slots around the item nearest the centre, adapting the
  /// motion to the new content.
  func reloadNow() throws(CarouselError) {
    let count: Int
    do {
      count = try asHostCode { try dataSource?.numberOfItems(in: self) ?? 0 }
    } catch {
      throw .fromDataSource(error, "for the number of items")
    }
    guard count >= 0 else {
      throw CarouselError(
        .negativeItemCount,
        "the data source reported \(count) items; return 0 or more from numberOfItems(in:)")
    }
    let (survivors, farHeading) = survivors(amongst: count)
    // The slots' items now, for the listeners: their numbers after the reload come from
    // `survivors`.
    let shownBefore = snapshot().shown
    var identities = Slots<ItemIdentity>()
    for position in SlotPosition.allCases {
      identities[position] = state.cells[position]?.itemIdentity
    }
    // Items without identifiers are new items now, the cells the refill makes included.
    state.loads &+= 1
    let step = state.send {
      $0.reload(count: count, survivors: survivors, farHeading: farHeading, into: &$1)
    }
    if let error = run(step) {
      state.loads &-= 1
      throw error
    }
    // What the listeners were told of the slots' items is named by their numbers now (the
    // last one of an item the reload removed), shown or not.
    for position in SlotPosition.allCases {
      guard let survivors, let identity = identities[position],
        let before = shownBefore.first(where: { $0.identity == identity })
      else { continue }
      let index = survivors[position] ?? before.index
      renumberWhatListenersWereTold(
        as: ItemReference(identity: identity, index: index, load: state.loads))
    }
  }

  /// The focused item after a reload, by its `identifier` while the cells the reload put in
  /// have identifiers (each asked for right after its cell), or when `byNumber` is gone; by
  /// number otherwise.
  func indexOfFocusedItem(_ identifier: AnyHashable, byNumber: Int?) -> Int? {
    let givesIdentities = SlotPosition.allCases.contains {
      state.cells[$0]?.itemIdentifier != nil
    }
    guard let dataSource, givesIdentities || byNumber == nil else { return byNumber }
    return asHostCode { dataSource.carousel(self, indexForItemIdentifier: identifier) }
  }
}
