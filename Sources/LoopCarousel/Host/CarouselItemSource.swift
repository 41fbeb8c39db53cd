/// A carousel's data source made of closures over your items' identifiers, in the habits of
/// UIKit's `UICollectionViewDiffableDataSource`.
///
/// Give it the carousel and a closure that makes the cell of an item, then the identifiers of
/// your items in order:
///
/// ```swift
/// let source = CarouselItemSource<Promo.ID>(carousel: carousel) { carousel, index, id in
///   let cell = try carousel.dequeueReusableCell(bannerCells)
///   cell.title = promos[id]?.title ?? ""
///   return cell
/// }
/// try source.apply(promos.map(\.id))
/// ```
///
/// The source becomes the carousel's ``Carousel/dataSource``, which the carousel keeps weakly:
/// keep the source alive as long as the carousel, in a stored property next to it, as with
/// UIKit's. It gives the carousel item identity, so every ``apply(_:)`` is a reload by
/// identity: the item on screen stays where it is when others are inserted or removed around
/// it, during a drag or a settle too, and a slot whose item is still there keeps its cell.
///
/// What ``CarouselDataSource`` has as optional methods are typed closures here
/// (``autoplayInterval``, ``accessibilityLabel``, ``prefetch``, ``cancelPrefetching``), and
/// so are the delegate's events about items, by identifier (``didScrollToItem``,
/// ``itemDidAppear``, ``itemDidDisappear``): an app that thinks in identifiers never maps
/// indexes back. A closure of the wrong type does not compile, where a misspelt protocol
/// method would be a new method the carousel never calls.
///
/// The source is a listener of the carousel of its own, beside the delegate: it hears the
/// difference of what is true, by identity, from the moment it is made.
///
/// Each closure is host code the carousel calls during one of its own calls: answer from your
/// own data, as a data source does.
public final class CarouselItemSource<ItemID: Hashable> {
  /// Makes the cell that shows an item: dequeue it from the carousel, fill it, return it.
  ///
  /// - Parameters:
  ///   - carousel: The carousel asking; dequeue the cell from it.
  ///   - index: The item's index in ``CarouselItemSource/identifiers``.
  ///   - identifier: The item's identifier.
  /// - Returns: A cell dequeued during this call.
  /// - Throws: Any error: a ``CarouselError`` (from a dequeue) reaches the caller as it is,
  ///   an error of your own arrives as ``CarouselError/Code/dataSourceFailed`` with your error
  ///   in ``CarouselError/underlyingError``.
  public typealias CellProvider = (
    _ carousel: Carousel, _ index: Int, _ identifier: ItemID
  ) throws -> CarouselCell

  /// The carousel the source feeds.
  public let carousel: Carousel

  /// The identifiers of the items, in the order the carousel shows them.
  public private(set) var identifiers: [ItemID] = []

  /// How long autoplay stays on an item, or `nil` for the carousel's
  /// ``Carousel/autoplayInterval``; `nil` (the default) for every item.
  ///
  /// The typed form of ``CarouselDataSource/carousel(_:autoplayIntervalForItemAt:)``, asked at
  /// the same moments, with the same rules for an interval out of range.
  public var autoplayInterval: ((ItemID) -> Duration?)?

  /// A short label of an item for assistive technologies ("Summer sale"), or `nil`; no labels
  /// when `nil` (the default).
  ///
  /// The typed form of ``CarouselDataSource/carousel(_:accessibilityLabelForItemAt:)``.
  public var accessibilityLabel: ((ItemID) -> String?)?

  /// Starts loading an item ahead of time: its image, say, so that it is ready when it comes
  /// on screen.
  ///
  /// Called for the items within ``Carousel/prefetchDistance`` of the slots, as the delegate's
  /// ``CarouselDelegate/carousel(_:prefetchItemAt:)`` is (the delegate hears those too). The
  /// source pairs the calls by identifier, whatever reloads renumber: an item is prefetched
  /// once, until ``cancelPrefetching`` is called for it or its cell is made, to be shown or
  /// kept for a scroll's page turn (then the load served the cell, and there is no cancel; a
  /// later prefetch of it is a new load). An item
  /// that ``apply(_:)`` removes, or that leaves the window, is cancelled.
  public var prefetch: ((ItemID) -> Void)?

  /// Stops loading an item that ``prefetch`` started and that is no longer wanted.
  public var cancelPrefetching: ((ItemID) -> Void)?

  private let cellProvider: CellProvider
  /// Where each identifier is in ``identifiers``: how the carousel finds an item again after
  /// ``apply(_:)``, without a scan.
  private var indexes: [ItemID: Int] = [:]
  /// Called when the carousel comes to rest on another item, with its identifier: the typed
  /// ``CarouselDelegate/carousel(_:didScrollToItemAt:)``, heard when the item changes, not
  /// when a reload only renumbers it.
  public var didScrollToItem: ((ItemID) -> Void)?

  /// Called when an item comes into view, with its identifier.
  ///
  /// The typed ``CarouselDelegate/carousel(_:itemDidAppearAt:)``: an item renumbered by an
  /// ``apply(_:)`` stays in view, with no call.
  public var itemDidAppear: ((ItemID) -> Void)?

  /// Called when an item leaves the view, or is removed while in view, with its identifier.
  ///
  /// The typed ``CarouselDelegate/carousel(_:itemDidDisappearAt:)``.
  public var itemDidDisappear: ((ItemID) -> Void)?

  /// The identifier ``didScrollToItem`` was last called with.
  private var currentIdentifier: ItemID?
  /// The items ``prefetch`` was called for and not yet cancelled or served, for tests.
  private(set) var prefetchedIdentifiers: [ItemID] = []

  /// Creates the source and makes it the carousel's data source.
  ///
  /// The carousel has no items until the first ``apply(_:)``.
  ///
  /// - Parameters:
  ///   - carousel: The carousel to feed; its ``Carousel/dataSource`` becomes this source.
  ///   - cellProvider: Makes the cell of an item.
  public init(carousel: Carousel, cellProvider: @escaping CellProvider) {
    self.carousel = carousel
    self.cellProvider = cellProvider
    prefetchedIdentifiers.reserveCapacity(3 * PrefetchWindow.maximumDistance)
    carousel.dataSource = self
    // A listener of its own, which hears every change by identity.
    carousel.observeItems(by: ObjectIdentifier(self)) { [weak self] difference, identifier in
      self?.hear(difference, about: identifier as? ItemID)
    }
  }

  deinit {
    carousel.stopObserving(by: ObjectIdentifier(self))
  }

  /// The identifier of the item at an index, or `nil` outside `0..<identifiers.count`.
  ///
  /// - Parameter index: An item's index.
  /// - Returns: The identifier, or `nil`.
  public func identifier(at index: Int) -> ItemID? {
    identifiers.indices.contains(index) ? identifiers[index] : nil
  }

  /// The index of the item with an identifier, or `nil` if there is none.
  ///
  /// - Parameter identifier: An item's identifier.
  /// - Returns: The index, in O(1).
  public func index(of identifier: ItemID) -> Int? {
    indexes[identifier]
  }

  /// Shows these items, in this order: a reload by identity.
  ///
  /// The item on screen stays on screen, under its new index, when items are inserted or
  /// removed around it, during a drag or a settle too; if it was removed, the carousel moves to
  /// the nearest survivor, as ``Carousel/reloadData()`` says. A slot whose item is still there
  /// keeps its cell: no cell request and no display events. Prefetches of removed items are
  /// cancelled.
  ///
  /// - Parameter identifiers: The items' identifiers, each at most once.
  /// - Throws: ``CarouselError/Code/duplicateItemIdentifier`` if an identifier appears twice;
  ///   ``CarouselError/Code/reentrantCall`` from inside one of the source's own closures (the
  ///   cell provider, ``prefetch``, ``cancelPrefetching``, ``autoplayInterval``,
  ///   ``accessibilityLabel``); ``CarouselError/Code/notTheDataSource`` when another object
  ///   became the carousel's data source; the error of a failed cell request. On any error
  ///   nothing changed: the source keeps its identifiers and the carousel what it showed.
  ///   From a delegate callback it runs, as ``Carousel/reloadData()`` does there.
  public func apply(_ identifiers: [ItemID]) throws(CarouselError) {
    // From inside a data-source call a reload would be deferred while the source already
    // answered with the new items.
    guard carousel.calloutDepth == 0 else { throw .reentrant("apply(_:)") }
    try refuseUnlessDataSource("apply(_:)")
    var indexes: [ItemID: Int] = [:]
    indexes.reserveCapacity(identifiers.count)
    for (index, identifier) in identifiers.enumerated() {
      if let first = indexes.updateValue(index, forKey: identifier) {
        throw CarouselError(
          .duplicateItemIdentifier,
          "identifier \(identifier) is at index \(first) and again at \(index); "
            + "each item needs its own identifier")
      }
    }
    let old = (identifiers: self.identifiers, indexes: self.indexes)
    self.identifiers = identifiers
    self.indexes = indexes
    do {
      try carousel.reloadData()
    } catch {
      (self.identifiers, self.indexes) = old
      throw error
    }
  }

  /// Asks again for the cells of these items that are on screen, to update their content in
  /// place: ``Carousel/reconfigureItems(at:)`` by identifier.
  ///
  /// - Parameter identifiers: Items of ``identifiers``; those not on screen are skipped.
  /// - Throws: ``CarouselError/Code/unknownItemIdentifier`` for an identifier the source does
  ///   not have; ``CarouselError/Code/notTheDataSource`` when another object became the
  ///   carousel's data source; otherwise what ``Carousel/reconfigureItems(at:)`` throws. On
  ///   either of the first two nothing is asked.
  public func reconfigure(_ identifiers: [ItemID]) throws(CarouselError) {
    try refuseUnlessDataSource("reconfigure(_:)")
    let items = try identifiers.map { identifier throws(CarouselError) in
      guard let index = indexes[identifier] else {
        throw CarouselError(
          .unknownItemIdentifier,
          "identifier \(identifier) is not among the source's \(self.identifiers.count) items; "
            + "apply the identifiers first")
      }
      return index
    }
    try carousel.reconfigureItems(at: items)
  }

  /// Throws ``CarouselError/Code/notTheDataSource`` when the carousel has another data source:
  /// a reload would read that one's count against these identifiers.
  private func refuseUnlessDataSource(_ name: StaticString) throws(CarouselError) {
    guard carousel.dataSource !== self else { return }
    throw CarouselError(
      .notTheDataSource,
      "\(name) is refused: this item source is no longer the carousel's data source; set "
        + "`carousel.dataSource` back to it first")
  }

  /// Hears what changed, by identity, as a listener of the carousel.
  ///
  /// It calls the typed events, and starts and cancels the loads. A load whose item's cell was
  /// made has served, and ends with no call.
  ///
  /// - Parameters:
  ///   - difference: What changed.
  ///   - identifier: The identifier of the item it is about, if it is one of this source's.
  private func hear(_ difference: Difference, about identifier: ItemID?) {
    guard let identifier else { return }
    switch difference {
    case .currentItem:
      guard identifier != currentIdentifier else { return }
      currentIdentifier = identifier
      didScrollToItem?(identifier)
    case .appeared:
      itemDidAppear?(identifier)
    case .disappeared:
      itemDidDisappear?(identifier)
    case .prefetchStarted:
      prefetchedIdentifiers.append(identifier)
      prefetch?(identifier)
    case .prefetchCancelled:
      prefetchedIdentifiers.removeAll { $0 == identifier }
      cancelPrefetching?(identifier)
    case .prefetchServed:
      prefetchedIdentifiers.removeAll { $0 == identifier }
    case .settleAnnounced:
      break
    }
  }
}

extension CarouselItemSource: CarouselDataSource {
  /// The number of identifiers.
  ///
  /// - Parameter carousel: The carousel asking.
  /// - Returns: `identifiers.count`.
  public func numberOfItems(in carousel: Carousel) -> Int { identifiers.count }

  /// The cell the cell provider makes for the item.
  ///
  /// - Parameters:
  ///   - carousel: The carousel asking.
  ///   - index: The item.
  ///   - slot: The slot the cell goes to.
  /// - Returns: The provider's cell.
  /// - Throws: What the provider throws; ``CarouselError/Code/indexOutOfRange`` for an index
  ///   past the identifiers (the carousel read another data source's count: reload after
  ///   setting the data source back).
  public func carousel(
    _ carousel: Carousel, cellForItemAt index: Int, in slot: SlotPosition
  ) throws -> CarouselCell {
    guard let identifier = identifier(at: index) else {
      throw CarouselError(
        .indexOutOfRange,
        "item \(index) is outside the item source's \(identifiers.count) identifiers; reload "
          + "after making it the data source again")
    }
    return try cellProvider(carousel, index, identifier)
  }

  /// The item's identifier.
  ///
  /// - Parameters:
  ///   - carousel: The carousel asking.
  ///   - index: The item.
  /// - Returns: `identifiers[index]`.
  public func carousel(_ carousel: Carousel, identifierForItemAt index: Int) -> AnyHashable? {
    identifier(at: index).map { AnyHashable($0) }
  }

  /// Where the item with an identifier is now.
  ///
  /// - Parameters:
  ///   - carousel: The carousel asking.
  ///   - identifier: An identifier the source gave.
  /// - Returns: Its index, or `nil` if it was removed.
  public func carousel(_ carousel: Carousel, indexForItemIdentifier identifier: AnyHashable)
    -> Int?
  {
    (identifier as? ItemID).flatMap { indexes[$0] }
  }

  /// What ``autoplayInterval`` says for the item.
  ///
  /// - Parameters:
  ///   - carousel: The carousel asking.
  ///   - index: The item.
  /// - Returns: The interval, or `nil`.
  public func carousel(_ carousel: Carousel, autoplayIntervalForItemAt index: Int) -> Duration? {
    identifier(at: index).flatMap { autoplayInterval?($0) }
  }

  /// What ``accessibilityLabel`` says for the item.
  ///
  /// - Parameters:
  ///   - carousel: The carousel asking.
  ///   - index: The item.
  /// - Returns: The label, or `nil`.
  public func carousel(_ carousel: Carousel, accessibilityLabelForItemAt index: Int) -> String? {
    identifier(at: index).flatMap { accessibilityLabel?($0) }
  }
}
