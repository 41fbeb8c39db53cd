import Testing

@testable import LoopCarousel

/// Reloads with item identity: the item on screen stays put when others are inserted or
/// removed, and cells whose item is still the one their slot needs are kept.
@Suite("Reloads keep items by identity")
struct IdentityTests {
  /// A cell that remembers the item it shows, by name.
  final class NameCell: CarouselCell {
    var name = ""
  }

  /// A data source of named items with identity: the name is the identifier.
  final class NamedSource: CarouselDataSource {
    var names: [String]
    /// Whether it gives identifiers at all.
    var identity = true
    /// Items whose cell request throws.
    var failing: Set<String> = []
    private(set) var requested: [String] = []
    private(set) var lookUps = 0
    /// Every call, in order: `cell N`, `id N`, `index NAME`.
    private(set) var calls: [String] = []

    init(_ names: [String], on carousel: Carousel) {
      self.names = names
      carousel.register(NameCell.self, forReuseIdentifier: "name")
      carousel.dataSource = self
    }

    func numberOfItems(in carousel: Carousel) -> Int { names.count }

    func carousel(_ carousel: Carousel, cellForItemAt index: Int, in slot: SlotPosition) throws
      -> CarouselCell
    {
      requested.append(names[index])
      calls.append("cell \(index)")
      if failing.contains(names[index]) {
        throw CarouselError(.cellNotDequeued, "cannot make \(names[index])")
      }
      let cell = try carousel.dequeueReusableCell(withIdentifier: "name", as: NameCell.self)
      cell.name = names[index]
      return cell
    }

    func carousel(_ carousel: Carousel, identifierForItemAt index: Int) -> AnyHashable? {
      calls.append("id \(index)")
      return identity ? names[index] : nil
    }

    func carousel(_ carousel: Carousel, indexForItemIdentifier identifier: AnyHashable) -> Int? {
      calls.append("index \(identifier)")
      lookUps += 1
      return (identifier as? String).flatMap { names.firstIndex(of: $0) }
    }

    func takeRequests() -> [String] {
      defer { requested.removeAll() }
      return requested
    }
  }

  /// A carousel of `names` resting on `start`, its delegate recording display events.
  struct Fixture {
    let carousel: Carousel
    let source: NamedSource
    let delegate = RecordingDelegate()

    init(_ names: [String], on start: Int, identity: Bool = true) throws {
      carousel = Carousel(geometry: .standard)
      source = NamedSource(names, on: carousel)
      source.identity = identity
      delegate.recordsDisplay = true
      carousel.delegate = delegate
      try carousel.reloadData()
      try carousel.scrollToItem(at: start, animated: false, at: .zero)
      _ = source.takeRequests()
      _ = delegate.take()
    }

    /// The names the three slots' cells show, and the items the slots say they hold.
    var shown: [String?] {
      SlotPosition.allCases.map { (carousel.slot($0)?.cell as? NameCell)?.name }
    }
    var items: [Int?] { SlotPosition.allCases.map { carousel.slot($0)?.item } }
    var cells: [ObjectIdentifier?] {
      SlotPosition.allCases.map { carousel.slot($0).map { ObjectIdentifier($0.cell) } }
    }

    /// Every slot's cell shows the item the slot says it holds.
    func expectConsistent(sourceLocation: SourceLocation = #_sourceLocation) {
      for position in SlotPosition.allCases {
        guard let slot = carousel.slot(position) else { continue }
        #expect(
          (slot.cell as? NameCell)?.name == source.names[slot.item],
          "the \(position) slot", sourceLocation: sourceLocation)
      }
      #expect(carousel.invariantViolations().isEmpty, sourceLocation: sourceLocation)
    }
  }

  static let five = ["A", "B", "C", "D", "E"]

  @Test("an item inserted before the current one: the same three cells, renumbered, no request")
  func insertBefore() throws {
    let f = try Fixture(Self.five, on: 2)
    let cells = f.cells
    f.source.names.insert("X", at: 0)
    try f.carousel.reloadData()
    #expect(f.carousel.currentIndex == 3 && f.carousel.pagePosition == 0)
    #expect(f.items == [2, 3, 4] && f.shown == ["B", "C", "D"])
    #expect(f.cells == cells)
    #expect(f.source.takeRequests() == [] && f.source.lookUps == 3)
    // The item did not change, its number did: the settled index is reported.
    #expect(f.delegate.take() == [.didScrollToItem(3)])
    f.expectConsistent()
  }

  @Test("an item inserted after the current one: only the slot that needs it asks for a cell")
  func insertAfter() throws {
    let f = try Fixture(Self.five, on: 2)
    let cells = f.cells
    f.source.names.insert("X", at: 3)
    try f.carousel.reloadData()
    #expect(f.carousel.currentIndex == 2 && f.shown == ["B", "C", "X"])
    #expect(f.cells[0] == cells[0] && f.cells[1] == cells[1] && f.cells[2] != cells[2])
    #expect(f.source.takeRequests() == ["X"])
    // "D" left the right slot, named by its index now: 3 is "X" by then.
    #expect(
      f.delegate.take() == [
        .didEndDisplaying(cell: .anyCell, item: 4, slot: .right),
        .willDisplay(cell: .anyCell, item: 3, slot: .right),
      ])
    f.expectConsistent()
  }

  @Test("items removed elsewhere: the current item stays on screen")
  func removeElsewhere() throws {
    let f = try Fixture(Self.five, on: 2)
    f.source.names = ["B", "C", "E"]
    try f.carousel.reloadData()
    #expect(f.carousel.currentIndex == 1 && f.shown == ["B", "C", "E"])
    #expect(f.source.takeRequests() == ["E"])
    f.expectConsistent()
  }

  @Test("the current item removed: it lands on the nearest survivor, the next one first")
  func removeCurrent() throws {
    let f = try Fixture(Self.five, on: 2)
    f.source.names = ["A", "B", "D", "E"]
    try f.carousel.reloadData()
    #expect(f.carousel.currentIndex == 2 && f.shown == ["B", "D", "E"])
    // B stayed in its slot; D moved from the right slot to the middle one, and is asked for.
    #expect(f.source.takeRequests() == ["D", "E"])
    f.expectConsistent()

    // With the next one gone too, the previous one.
    f.source.names = ["A", "B", "E"]
    try f.carousel.reloadData()
    #expect(f.carousel.currentIndex == 2 && f.shown == ["B", "E", "A"])
    f.source.names = ["A", "X"]
    try f.carousel.reloadData()
    #expect(f.carousel.currentIndex == 0 && f.shown == ["X", "A", "X"])
    f.expectConsistent()
  }

  @Test("during a drag, the item under the finger stays under it")
  func midDrag() throws {
    let f = try Fixture(Self.five, on: 2)
    try f.carousel.beginDragging(at: .seconds(1))
    try f.carousel.updateDragging(translation: 96, at: .seconds(1.1))
    let position = f.carousel.pagePosition
    f.source.names.insert(contentsOf: ["X", "Y"], at: 1)
    try f.carousel.reloadData()
    #expect(f.carousel.phase == .dragging && f.carousel.pagePosition == position)
    #expect(f.carousel.currentIndex == 4 && f.shown == ["B", "C", "D"])
    #expect(f.source.takeRequests() == [])
    try f.carousel.updateDragging(translation: 200, at: .seconds(1.2))
    try f.carousel.endDragging(at: .seconds(1.2), velocity: 0)
    f.carousel.advance(to: .seconds(2))
    #expect(f.carousel.currentIndex == 5 && f.shown == ["C", "D", "E"])
    f.expectConsistent()
  }

  @Test("a drag past half a page: the reload keeps the item nearest the centre, re-based")
  func midDragPastHalf() throws {
    let f = try Fixture(Self.five, on: 2)
    try f.carousel.beginDragging(at: .seconds(1))
    try f.carousel.updateDragging(translation: 0.6 * 320, at: .seconds(1.2))
    // The slots have not turned yet: D, in the right slot, is nearest the centre.
    #expect(f.carousel.currentIndex == 2 && abs(f.carousel.pagePosition - 0.6) < 1e-9)
    let cells = f.cells
    f.source.names.insert("X", at: 0)
    try f.carousel.reloadData()
    // Re-based on D as a turn would: the same picture, C's and D's cells one slot over.
    #expect(f.carousel.currentIndex == 4 && abs(f.carousel.pagePosition + 0.4) < 1e-9)
    #expect(f.shown == ["C", "D", "E"] && f.cells[0] == cells[1] && f.cells[1] == cells[2])
    #expect(f.source.takeRequests() == ["E"])
    f.expectConsistent()
  }

  @Test("during a settle, the motion goes on toward the same item, renumbered")
  func midSettle() throws {
    let f = try Fixture(Self.five, on: 2)
    try f.carousel.scrollToNextItem(at: .seconds(1))
    f.carousel.advance(to: .seconds(1.1))
    #expect(f.carousel.targetIndex == 3)
    f.source.names.insert("X", at: 0)
    try f.carousel.reloadData()
    #expect(f.carousel.phase == .settling && f.carousel.targetIndex == 4)
    #expect(f.source.takeRequests() == [])
    f.carousel.advance(to: .seconds(3))
    #expect(f.carousel.currentIndex == 4 && f.shown == ["C", "D", "E"])
    f.expectConsistent()
  }

  static let eight = ["A", "B", "C", "D", "E", "F", "G", "H"]

  /// A settle of more than one page, started by `start` from item 0, one frame along.
  struct MultiPageSettle: CustomTestStringConvertible, Sendable {
    var name: String
    var pagesPerFling: Int?
    var start: @Sendable (Carousel) throws -> Void
    var testDescription: String { name }
  }

  static let multiPageSettles: [MultiPageSettle] = [
    MultiPageSettle(name: "scrollToItem(at: 2)", pagesPerFling: 1) {
      try $0.scrollToItem(at: 2, at: .zero)
    },
    MultiPageSettle(name: "Page Down with pagesPerFling 2", pagesPerFling: 2) {
      _ = try $0.handleKey(.pageDown, at: .zero)
    },
    MultiPageSettle(name: "a fling with no page limit", pagesPerFling: nil) {
      try $0.beginDragging(at: .zero)
      try $0.updateDragging(translation: -100, at: .milliseconds(10))
      try $0.endDragging(at: .milliseconds(10), velocity: -2_500)
    },
  ]

  @Test(
    "a reload by identity during a settle of more than one page goes on to the same item",
    arguments: multiPageSettles)
  func midSettleOfSeveralPages(_ settle: MultiPageSettle) throws {
    let f = try Fixture(Self.eight, on: 0)
    var physics = ScrollPhysics()
    physics.pagesPerFling = settle.pagesPerFling
    try f.carousel.setPhysics(physics)
    try settle.start(f.carousel)
    f.carousel.advance(to: .milliseconds(26))
    let target = try #require(f.carousel.targetIndex)
    let name = f.source.names[target]
    #expect(target >= 2)
    f.source.names.insert("X", at: 0)
    try f.carousel.reloadData()
    #expect(f.carousel.targetIndex.map { f.source.names[$0] } == name)
    f.carousel.advance(to: .seconds(10))
    #expect(f.carousel.phase == .idle)
    #expect(f.carousel.currentIndex.map { f.source.names[$0] } == name)
    f.expectConsistent()
  }

  /// The `id N` calls not right after a `cell N`.
  static func idsNotAfterTheirCell(_ calls: [String]) -> [String] {
    zip(calls.indices, calls).compactMap { index, call in
      guard call.hasPrefix("id ") else { return nil }
      let item = call.dropFirst(3)
      return index > 0 && calls[index - 1] == "cell \(item)" ? nil : call
    }
  }

  @Test(
    "identifiers are asked for right after their cell, and a reload looks up at most three (four with focus)"
  )
  func identifierCalls() throws {
    let f = try Fixture(Self.eight, on: 3)
    // (An item entering the prefetch window is asked for its identifier too: off here.)
    f.carousel.prefetchDistance = 0
    let first = f.source.calls.count
    // Turns, scrolls near and far, reloads at rest and mid-settle, with and without focus.
    try f.carousel.scrollToNextItem(at: .seconds(1))
    f.carousel.advance(to: .seconds(2))
    try f.carousel.scrollToItem(at: 0, at: .seconds(2))
    f.carousel.advance(to: .seconds(2.05))
    var lookUps = f.source.lookUps
    f.source.names.insert("X", at: 0)
    try f.carousel.reloadData()
    #expect(f.source.lookUps - lookUps <= 3)
    f.carousel.advance(to: .seconds(4))
    // Until now, every identifier was asked for right after its cell.
    #expect(Self.idsNotAfterTheirCell(Array(f.source.calls[first...])) == [])
    let focusIndex = try #require(f.carousel.currentIndex)
    try f.carousel.setFocusedItem(focusIndex, at: .seconds(4))
    lookUps = f.source.lookUps
    f.source.names.insert("Y", at: 2)
    try f.carousel.reloadData()
    #expect(f.source.lookUps - lookUps <= 4)
    // Focus asks for its item's identifier once, to follow it through reloads.
    #expect(Self.idsNotAfterTheirCell(Array(f.source.calls[first...])) == ["id \(focusIndex)"])
    f.expectConsistent()
  }

  @Test("a far item's identifier is asked for once, by the scroll and the focus that follows it")
  func farFocusAsksOnce() throws {
    let f = try Fixture(Self.eight, on: 1)
    f.carousel.prefetchDistance = 0
    try f.carousel.setWraps(false)
    try f.carousel.setFocusedItem(1, at: .zero)
    let first = f.source.calls.count
    // End: a scroll to the last item, beyond the slots, and focus follows it.
    #expect(try f.carousel.handleKey(.end, at: .seconds(1)))
    #expect(f.carousel.focusedItem == 7)
    #expect(Self.idsNotAfterTheirCell(Array(f.source.calls[first...])) == ["id 7"])
    f.carousel.advance(to: .seconds(3))
    #expect(f.carousel.currentIndex == 7 && f.carousel.focusedItem == 7)
    #expect(Self.idsNotAfterTheirCell(Array(f.source.calls[first...])) == ["id 7"])
    f.expectConsistent()
  }

  @Test(
    "a fling over a few items, reloaded mid-settle: each identifier looked up once, three at most",
    arguments: [2, 3, 4], [1.2, 2.2, 3.2])
  func flingOverFewItems(count: Int, pages: Double) throws {
    let f = try Fixture(Array(Self.five.prefix(count)), on: 0)
    // (An item entering the prefetch window is asked for its identifier too: off here.)
    f.carousel.prefetchDistance = 0
    let first = f.source.calls.count
    var physics = ScrollPhysics()
    physics.pagesPerFling = nil
    try f.carousel.setPhysics(physics)
    try f.carousel.beginDragging(at: .zero)
    try f.carousel.updateDragging(translation: 320 * pages, at: .milliseconds(100))
    try f.carousel.endDragging(at: .milliseconds(116), velocity: 320 * 5)
    f.carousel.advance(to: .milliseconds(150))
    let target = try #require(f.carousel.targetIndex)
    let name = f.source.names[target]
    // The settle heads two pages or more away, to an item a slot shows.
    #expect(SlotPosition.allCases.contains { f.carousel.slot($0)?.item == target })
    let before = f.source.calls.count
    try f.carousel.reloadData()
    let lookUps = f.source.calls[before...].filter { $0.hasPrefix("index ") }
    #expect(lookUps.count <= 3 && Set(lookUps).count == lookUps.count, "\(lookUps)")
    // The identifier of an item shown is never asked for again outside its cell's request.
    #expect(Self.idsNotAfterTheirCell(Array(f.source.calls[first...])) == [])
    #expect(f.carousel.targetIndex.map { f.source.names[$0] } == name)
    f.carousel.advance(to: .seconds(20))
    #expect(f.carousel.currentIndex.map { f.source.names[$0] } == name)
    f.expectConsistent()
  }

  @Test("without identifiers, a reload keeps items by number, as before")
  func byNumber() throws {
    let f = try Fixture(Self.five, on: 2, identity: false)
    f.source.names.insert("X", at: 0)
    try f.carousel.reloadData()
    #expect(f.carousel.currentIndex == 2 && f.shown == ["A", "B", "C"])
    #expect(f.source.lookUps == 0)
    f.expectConsistent()
  }

  @Test("a reload whose new cell cannot be made throws and changes nothing")
  func failureChangesNothing() throws {
    let f = try Fixture(Self.five, on: 2)
    let before = ObservableState(f.carousel)
    f.source.names.insert("X", at: 3)
    f.source.failing = ["X"]
    #expect(throws: CarouselError.self) { try f.carousel.reloadData() }
    #expect(ObservableState(f.carousel) == before)
    #expect(f.delegate.take() == [])
    f.source.failing = []
    try f.carousel.reloadData()
    #expect(f.shown == ["B", "C", "X"])
    f.expectConsistent()
  }

  @Test("a reload by identity keeps the prefetches of items that moved, under their new numbers")
  func identityRenumbersPrefetches() throws {
    let f = try Fixture(["i0", "i1", "i2", "i3", "i4", "i5", "i6", "i7", "i8", "i9"], on: 5)
    f.delegate.recordsPrefetch = true
    _ = f.delegate.take()
    #expect(f.carousel.state.core.prefetch.prefetched.sorted() == [2, 3, 7, 8])
    // Three items inserted right before i5, which stays on screen as number 8.
    f.source.names.insert(contentsOf: ["n0", "n1", "n2"], at: 5)
    try f.carousel.reloadData()
    // i7 and i8 (now 10 and 11) go on loading, not told again; i2 and i3 kept their numbers,
    // and are past the window now that n0…n2 came between: cancelled. n0 and n1 are new in it.
    let prefetches = f.delegate.take().filter {
      switch $0 {
      case .prefetchItem, .cancelPrefetchingItem: true
      default: false
      }
    }
    #expect(
      Set(prefetches) == [
        .cancelPrefetchingItem(2), .cancelPrefetchingItem(3), .prefetchItem(5), .prefetchItem(6),
      ])
    #expect(f.carousel.state.core.prefetch.prefetched.sorted() == [5, 6, 10, 11])
    f.expectConsistent()
  }

  @Test("a reload by identity that finds none of the slots' items cancels every prefetch")
  func identityLostCancelsPrefetches() throws {
    let f = try Fixture(["i0", "i1", "i2", "i3", "i4", "i5", "i6", "i7", "i8", "i9"], on: 5)
    f.delegate.recordsPrefetch = true
    _ = f.delegate.take()
    f.source.names = ["x0", "x1", "x2", "x3", "x4", "x5", "x6", "x7", "x8", "x9"]
    try f.carousel.reloadData()
    let cancels = f.delegate.take().filter {
      if case .cancelPrefetchingItem = $0 { true } else { false }
    }
    #expect(Set(cancels) == Set([2, 3, 7, 8].map { CarouselEvent.cancelPrefetchingItem($0) }))
    f.expectConsistent()
  }
}
