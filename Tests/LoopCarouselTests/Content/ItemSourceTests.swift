import Testing

@testable import LoopCarousel

/// The typed data source: identifiers in, reloads by identity, typed closures for what the
/// protocol has as optional methods.
@Suite("The typed item source")
struct ItemSourceTests {
  /// A cell that shows a name.
  final class NameCell: CarouselCell {
    var name = ""
  }

  /// A cell of another kind, for the items whose name starts with "V" (a video).
  final class VideoCell: CarouselCell {
    var name = ""
  }

  struct SourceFailure: Error, Equatable {}

  /// What the source's closures were asked; the closures hold it, and it holds nothing of the
  /// carousel, so that nothing forms a cycle.
  final class Log {
    /// Every call of the cell provider: `index:name`.
    var provided: [String] = []
    /// The names whose cells cannot be made.
    var failing: Set<String> = []
    /// `+name` for each prefetch, `-name` for each cancel, `=name` for each cell made.
    var prefetches: [String] = []

    func take() -> [String] {
      defer { provided.removeAll() }
      return provided
    }

    func takePrefetches() -> [String] {
      defer { prefetches.removeAll() }
      return prefetches
    }
  }

  /// A carousel fed by an item source over names; names starting with "V" get a video cell.
  struct Fixture {
    let carousel = Carousel(geometry: .standard)
    let source: CarouselItemSource<String>
    let log = Log()
    let delegate = RecordingDelegate()

    init(_ names: [String], on start: Int = 0) throws {
      let nameCells = carousel.register(NameCell.self, forReuseIdentifier: "name")
      let videoCells = carousel.register(VideoCell.self, forReuseIdentifier: "video")
      source = CarouselItemSource(carousel: carousel) { [log] carousel, index, name in
        log.provided.append("\(index):\(name)")
        if log.failing.contains(name) { throw SourceFailure() }
        log.prefetches.append("=\(name)")
        if name.hasPrefix("V") {
          let cell = try carousel.dequeueReusableCell(videoCells)
          cell.name = name
          return cell
        }
        let cell = try carousel.dequeueReusableCell(nameCells)
        cell.name = name
        return cell
      }
      source.prefetch = { [log] in log.prefetches.append("+\($0)") }
      source.cancelPrefetching = { [log] in log.prefetches.append("-\($0)") }
      delegate.recordsDisplay = true
      carousel.delegate = delegate
      try source.apply(names)
      if start != 0 { try carousel.scrollToItem(at: start, animated: false, at: .zero) }
      _ = log.take()
      _ = log.takePrefetches()
      _ = delegate.take()
    }

    /// The names the three slots' cells show.
    var shown: [String?] {
      SlotPosition.allCases.map {
        switch carousel.slot($0)?.cell {
        case let cell as NameCell: cell.name
        case let cell as VideoCell: cell.name
        default: nil
        }
      }
    }

    var cells: [ObjectIdentifier?] {
      SlotPosition.allCases.map { carousel.slot($0).map { ObjectIdentifier($0.cell) } }
    }
  }

  static let five = ["A", "B", "C", "D", "E"]

  @Test("the source becomes the data source, and apply shows the items with their own cells")
  func applyShowsItems() throws {
    let f = try Fixture(["A", "V1", "C"])
    #expect(f.carousel.dataSource === f.source)
    #expect(f.carousel.numberOfItems == 3 && f.shown == ["C", "A", "V1"])
    #expect(f.carousel.slot(.right)?.cell is VideoCell)
    #expect(f.source.identifiers == ["A", "V1", "C"])
    #expect(f.source.identifier(at: 1) == "V1" && f.source.identifier(at: 3) == nil)
    #expect(f.source.identifier(at: -1) == nil)
    #expect(f.source.index(of: "C") == 2 && f.source.index(of: "Z") == nil)
  }

  @Test("an insert before the item on screen keeps it and its cells, with no cell request")
  func insertBeforeKeepsItem() throws {
    let f = try Fixture(Self.five, on: 2)
    let cells = f.cells
    try f.source.apply(["X", "Y"] + Self.five)
    #expect(f.carousel.currentIndex == 4 && f.shown == ["B", "C", "D"])
    #expect(f.cells == cells && f.log.take() == [])
    #expect(f.delegate.take() == [.didScrollToItem(4)])
  }

  @Test("mid-drag and mid-settle, the item under the finger or the one headed to stays")
  func applyDuringMotion() throws {
    let f = try Fixture(Self.five, on: 2)
    try f.carousel.beginDragging(at: .seconds(1))
    try f.carousel.updateDragging(translation: 96, at: .seconds(1.1))
    let position = f.carousel.pagePosition
    try f.source.apply(["X"] + Self.five)
    #expect(f.carousel.phase == .dragging && f.carousel.pagePosition == position)
    #expect(f.carousel.currentIndex == 3 && f.shown == ["B", "C", "D"])
    try f.carousel.updateDragging(translation: 200, at: .seconds(1.2))
    try f.carousel.endDragging(at: .seconds(1.2), velocity: 0)
    #expect(f.carousel.targetIndex == 4)
    try f.source.apply(["X", "Y"] + Self.five)
    #expect(f.carousel.targetIndex == 5)
    f.carousel.advance(to: .seconds(3))
    #expect(f.carousel.phase == .idle && f.shown[1] == "D")
    #expect(f.carousel.invariantViolations().isEmpty)
  }

  @Test("duplicates are refused with a typed error, and nothing changes")
  func duplicatesRefused() throws {
    let f = try Fixture(Self.five, on: 2)
    let cells = f.cells
    #expect(throws: CarouselError.self) { try f.source.apply(["A", "B", "A"]) }
    do {
      try f.source.apply(["A", "B", "A"])
    } catch {
      #expect(error.code == .duplicateItemIdentifier)
      #expect(error.description.contains("index 0 and again at 2"))
    }
    #expect(f.source.identifiers == Self.five && f.source.index(of: "E") == 4)
    #expect(f.carousel.numberOfItems == 5 && f.cells == cells && f.log.take() == [])
  }

  @Test("a cell that cannot be made fails the apply, wrapped, and nothing changes")
  func failedApplyChangesNothing() throws {
    let f = try Fixture(Self.five, on: 2)
    let cells = f.cells
    f.log.failing = ["X"]
    do {
      try f.source.apply(["A", "B", "C", "X", "E"])
      Issue.record("the apply should have failed")
    } catch {
      #expect(error.code == .dataSourceFailed)
      #expect(error.underlyingError is SourceFailure)
    }
    #expect(f.source.identifiers == Self.five && f.source.index(of: "X") == nil)
    #expect(f.carousel.numberOfItems == 5 && f.cells == cells && f.shown == ["B", "C", "D"])
    #expect(f.carousel.invariantViolations().isEmpty)
  }

  @Test("apply from inside the cell provider is refused; from a delegate callback it runs")
  func applyFromCallbacks() throws {
    let carousel = Carousel(geometry: .standard)
    let cells = carousel.register(NameCell.self, forReuseIdentifier: "name")
    let refusal = Box<CarouselError?>(nil)
    let sourceBox = Box<CarouselItemSource<Int>?>(nil)
    let source = CarouselItemSource<Int>(carousel: carousel) { carousel, _, _ in
      do throws(CarouselError) {
        try sourceBox.value?.apply([7, 8, 9])
      } catch {
        refusal.value = error
      }
      return try carousel.dequeueReusableCell(cells)
    }
    sourceBox.value = source
    defer { sourceBox.value = nil }
    try source.apply([1, 2, 3])
    #expect(refusal.value?.code == .reentrantCall)
    #expect(source.identifiers == [1, 2, 3] && carousel.numberOfItems == 3)
  }

  @Test("reconfigure asks again for the cells of items on screen, in place, by identifier")
  func reconfigureInPlace() throws {
    let f = try Fixture(Self.five, on: 2)
    let cells = f.cells
    try f.source.reconfigure(["C", "A", "D"])
    // A is not on screen: skipped. C and D are filled anew in their own cells.
    #expect(Set(f.log.take()) == ["2:C", "3:D"])
    #expect(f.cells == cells && f.delegate.take() == [])
  }

  @Test("reconfigure with an identifier the source does not have is refused, nothing asked")
  func reconfigureUnknown() throws {
    let f = try Fixture(Self.five, on: 2)
    do {
      try f.source.reconfigure(["C", "Z"])
      Issue.record("the reconfigure should have failed")
    } catch {
      #expect(error.code == .unknownItemIdentifier && error.description.contains("Z"))
    }
    #expect(f.log.take() == [])
  }

  @Test("the typed autoplay interval and accessibility label answer by identifier")
  func typedClosures() throws {
    let f = try Fixture(Self.five, on: 0)
    f.source.accessibilityLabel = { "Promo \($0)" }
    #expect(f.carousel.accessibilityValue?.contains("Promo A") == true)
    f.source.autoplayInterval = { $0 == "A" ? .seconds(7) : nil }
    try f.carousel.startAutoplay(interval: .seconds(2), at: .seconds(10))
    #expect(f.carousel.autoplayTimeRemaining == .seconds(7))
  }

  @Test("prefetches come by identifier, once each, and an item apply removes is cancelled")
  func prefetchesByIdentifier() throws {
    let names = (0..<12).map { "N\($0)" }
    let f = try Fixture(names, on: 6)
    try f.source.apply(names)
    _ = f.log.takePrefetches()
    // At rest on N6: two items past each side slot.
    #expect(Set(f.source.prefetchedIdentifiers) == ["N3", "N4", "N8", "N9"])

    // Two items inserted before: the same items are loading, under new numbers.
    try f.source.apply(["P", "Q"] + names)
    #expect(f.log.takePrefetches() == [])
    #expect(Set(f.source.prefetchedIdentifiers) == ["N3", "N4", "N8", "N9"])

    // N9 removed: cancelled by name; N10 takes its place.
    try f.source.apply(["P", "Q"] + names.filter { $0 != "N9" })
    let afterRemove = f.log.takePrefetches()
    #expect(afterRemove.contains("-N9") && afterRemove.contains("+N10"))
    #expect(Set(f.source.prefetchedIdentifiers) == ["N3", "N4", "N8", "N10"])

    // A page turn: N8's cell is made (its load served it, no cancel), N11 starts loading.
    try f.carousel.scrollToItem(at: f.source.index(of: "N7")!, animated: false, at: .zero)
    let afterTurn = f.log.takePrefetches()
    #expect(!afterTurn.contains("-N8") && afterTurn.contains("+N11"))
    #expect(f.carousel.invariantViolations().isEmpty)
  }

  @Test("an item inserted inside the prefetch window: loads matched by identifier, exactly")
  func insertInsideWindow() throws {
    let names = (0..<12).map { "N\($0)" }
    let f = try Fixture(names, on: 6)
    try f.source.apply(names)
    _ = f.log.takePrefetches()
    // Z comes between N8 and N9: the carousel keeps its numbers past the right slot (its
    // item did not move), so number 9 is Z now; the source tells the loads by name.
    var withZ = names
    withZ.insert("Z", at: 9)
    try f.source.apply(withZ)
    #expect(Set(f.log.takePrefetches()) == ["-N9", "+Z"])
    #expect(Set(f.source.prefetchedIdentifiers) == ["N3", "N4", "N8", "Z"])
    #expect(f.source.prefetchedIdentifiers.count == 4)
  }

  @Test("identifiers of any Hashable type, AnyHashable included, find their items again")
  func anyHashableIdentifiers() throws {
    let carousel = Carousel(geometry: .standard)
    let cells = carousel.register(NameCell.self, forReuseIdentifier: "name")
    let source = CarouselItemSource<AnyHashable>(carousel: carousel) { carousel, _, _ in
      try carousel.dequeueReusableCell(cells)
    }
    try source.apply([1, "two", 3.0])
    try carousel.scrollToItem(at: 1, animated: false, at: .zero)
    try source.apply(["zero", 1, "two", 3.0])
    #expect(carousel.currentIndex == 2)
  }

  /// Checks the loads against the carousel's window: every item the carousel prefetches is
  /// loading under its identifier, nothing else is, and no item is told twice or cancelled
  /// without a prefetch.
  static func expectLoadsMatch(
    _ f: Fixture, _ context: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let window = Set(f.carousel.prefetchedItems.map { f.source.identifiers[$0] })
    #expect(
      Set(f.source.prefetchedIdentifiers) == window, "\(context)", sourceLocation: sourceLocation)
    #expect(
      f.source.prefetchedIdentifiers.count == window.count, "\(context)",
      sourceLocation: sourceLocation)
    #expect(f.carousel.prefetchedItems.allSatisfy { $0 < f.carousel.numberOfItems })
  }

  /// Replays the prefetch log: each `+id` while not loading, each `-id` while loading.
  static func expectPaired(
    _ log: [String], loadingAtStart: [String] = [],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var loading = Set(loadingAtStart.map { Substring($0) })
    // Loads whose item's cell was made: they served if the cell was shown, so they may end
    // with no cancel; or not (a scroll-to's probe), and a cancel may still come.
    var madeCell: Set<Substring> = []
    for entry in log {
      let identifier = entry.dropFirst()
      if entry.hasPrefix("=") {
        if loading.remove(identifier) != nil { madeCell.insert(identifier) }
      } else if entry.hasPrefix("+") {
        #expect(
          loading.insert(identifier).inserted, "\(entry) twice", sourceLocation: sourceLocation)
        madeCell.remove(identifier)
      } else {
        #expect(
          loading.remove(identifier) != nil || madeCell.remove(identifier) != nil,
          "\(entry) unpaired", sourceLocation: sourceLocation)
      }
    }
  }

  @Test("an apply that shortens the list mid-drag keeps every prefetch within the items")
  func shrinkMidDrag() throws {
    let names = (0..<16).map { "N\($0)" }
    let f = try Fixture(names, on: 12)
    let loading = f.source.prefetchedIdentifiers
    try f.carousel.beginDragging(at: .zero)
    try f.carousel.updateDragging(translation: 113, at: .milliseconds(16))
    try f.source.apply(names.filter { $0 != "N11" && $0 != "N15" })
    #expect(f.carousel.phase == .dragging && f.shown[1] == "N12")
    Self.expectLoadsMatch(f, "after the shrink")
    Self.expectPaired(f.log.takePrefetches(), loadingAtStart: loading)
    #expect(f.carousel.invariantViolations().isEmpty)
  }

  @Test("apply from inside prefetch or cancelPrefetching works as from the delegate, paired")
  func applyFromPrefetchClosures() throws {
    let names = (0..<12).map { "N\($0)" }
    let f = try Fixture(names, on: 5)
    let sourceBox = Box<CarouselItemSource<String>?>(f.source)
    defer { sourceBox.value = nil }
    let applied = Box(false)
    // The first cancel removes two items: the closures are listeners' callbacks, and the
    // loads follow the window the apply leaves.
    f.source.cancelPrefetching = { _ in
      guard !applied.value else { return }
      applied.value = true
      #expect(throws: Never.self) { try sourceBox.value?.apply(names.filter { $0 != "N1" }) }
    }
    try f.source.apply(names.filter { $0 != "N7" && $0 != "N8" })
    try f.carousel.scrollToItem(at: 0, animated: false, at: .zero)
    #expect(applied.value)
    #expect(f.source.identifiers.count == 11 && f.carousel.numberOfItems == 11)
    Self.expectLoadsMatch(f, "after an apply from a cancel")
  }

  /// A delegate that runs an action at each `didSettleOnItemAt`.
  final class SettleAction: CarouselDelegate {
    var action: (() -> Void)?
    func carousel(_ carousel: Carousel, didSettleOnItemAt index: Int) { action?() }
  }

  @Test("apply from a delegate callback: the loads stay matched to the window by identifier")
  func applyFromDelegateKeepsLoadsMatched() throws {
    let names = (0..<9).map { "N\($0)" }
    let f = try Fixture(names, on: 0)
    let loading = f.source.prefetchedIdentifiers
    let delegate = SettleAction()
    let source = f.source
    delegate.action = { [unowned source] in try? source.apply(names.reversed()) }
    f.carousel.delegate = delegate
    try f.carousel.scrollToItem(at: 8, animated: true, at: .zero)
    f.carousel.advance(to: .seconds(2))
    #expect(f.carousel.phase == .idle)
    Self.expectLoadsMatch(f, "after an apply from didSettle")
    // No item on screen is loading.
    let shown = Set(f.shown.compactMap { $0 })
    #expect(shown.isDisjoint(with: f.source.prefetchedIdentifiers))
    Self.expectPaired(f.log.takePrefetches(), loadingAtStart: loading)
  }

  @Test("a cell that cannot be made keeps its item's load, cancelled when it leaves the window")
  func failedCellKeepsLoad() throws {
    let names = (0..<12).map { "N\($0)" }
    let f = try Fixture(names, on: 5)
    f.carousel.delegate = nil
    #expect(Set(f.source.prefetchedIdentifiers) == ["N2", "N3", "N7", "N8"])
    f.log.failing = ["N7"]
    #expect(throws: CarouselError.self) {
      try f.carousel.scrollToItem(at: 6, animated: false, at: .zero)
    }
    #expect(f.source.prefetchedIdentifiers.contains("N7"))
    f.log.failing = []
    try f.carousel.scrollToItem(at: 0, animated: false, at: .zero)
    let log = f.log.takePrefetches()
    #expect(log.contains("-N7"))
    Self.expectPaired(log, loadingAtStart: ["N2", "N3", "N7", "N8"])
  }

  @Test("a load whose item's cell was shown ends with no cancel; a later prefetch is a new load")
  func shownLoadServed() throws {
    let names = (0..<12).map { "N\($0)" }
    let f = try Fixture(names, on: 0)
    f.delegate.recordsPrefetch = true
    #expect(Set(f.source.prefetchedIdentifiers) == ["N2", "N3", "N9", "N10"])
    // An animated scroll three items on shows N3's cell in the right slot at once.
    try f.carousel.scrollToItem(at: 3, animated: true, at: .zero)
    #expect(f.shown[2] == "N3")
    try f.carousel.scrollToItem(at: 9, animated: false, at: .zero)
    let log = f.log.takePrefetches()
    #expect(!log.contains("-N3"))
    // Back near N3: the carousel prefetches it again, and so does the source.
    _ = f.delegate.take()
    try f.carousel.scrollToItem(at: 1, animated: false, at: .zero)
    #expect(f.delegate.take().contains(.prefetchItem(3)))
    #expect(f.log.takePrefetches().contains("+N3"))
    Self.expectLoadsMatch(f, "back at N1")
  }

  @Test("a scroll from inside the prefetch closure: the loads follow the window it leaves")
  func scrollFromPrefetchClosure() throws {
    let names = (0..<12).map { "N\($0)" }
    let f = try Fixture(names, on: 0)
    let carousel = f.carousel
    let armed = Box(true)
    f.source.prefetch = { [log = f.log] name in
      log.prefetches.append("+\(name)")
      guard armed.value else { return }
      armed.value = false
      try? carousel.scrollToItem(at: 7, animated: false, at: .zero)
    }
    try f.source.apply(names.filter { $0 != "N2" })
    #expect(!armed.value)
    Self.expectLoadsMatch(f, "after a scroll from prefetch")
  }

  @Test("a source that is no longer the data source refuses apply and reconfigure")
  func replacedSource() throws {
    let f = try Fixture(Self.five, on: 2)
    let other = CarouselItemSource<String>(carousel: f.carousel) { carousel, _, _ in
      try carousel.dequeueReusableCell(withIdentifier: "name")
    }
    try other.apply((0..<30).map { "O\($0)" })
    try f.carousel.scrollToItem(at: 20, animated: false, at: .zero)
    let apply = { () throws(CarouselError) in try f.source.apply(["A", "B"]) }
    let reconfigure = { () throws(CarouselError) in try f.source.reconfigure(["A"]) }
    for attempt in [apply, reconfigure] {
      do throws(CarouselError) {
        try attempt()
        Issue.record("the call should have been refused")
      } catch {
        #expect(error.code == .notTheDataSource)
      }
    }
    #expect(f.source.identifiers == Self.five && f.carousel.currentIndex == 20)
    // Set back without a reload: the carousel still counts 30 items; a turn past the
    // source's five is an error, not a trap.
    f.carousel.dataSource = f.source
    #expect(throws: CarouselError.self) {
      try f.carousel.scrollToItem(at: 21, animated: false, at: .zero)
    }
    try f.source.apply(Self.five)
    #expect(f.carousel.numberOfItems == 5 && f.carousel.invariantViolations().isEmpty)
  }

  @Test(
    "random applies, drags, scrolls and autoplay, some applies from callbacks: loads stay paired")
  func randomLoadsStayPaired() throws {
    for seed in 1...4 {
      var random = SplitMix64(seed: UInt64(seed))
      let universe = (0..<24).map { "N\($0)" }
      let f = try Fixture(Array(universe[0..<12]), on: 3)
      let loading = f.source.prefetchedIdentifiers
      let delegate = SettleAction()
      f.carousel.delegate = delegate
      let source = f.source
      var now = Duration.zero
      func randomList() -> [String] {
        universe.filter { _ in Int.random(in: 0..<3, using: &random) > 0 }
          .shuffled(using: &random)
      }
      for step in 0..<1500 {
        now += .milliseconds(Int.random(in: 1...200, using: &random))
        switch Int.random(in: 0..<8, using: &random) {
        case 0: try? f.source.apply(randomList())
        case 1:
          let list = randomList()
          delegate.action = { [unowned source] in try? source.apply(list) }
        case 2:
          try? f.carousel.beginDragging(at: now)
          try? f.carousel.updateDragging(
            translation: Double.random(in: -700...700, using: &random), at: now)
        case 3:
          try? f.carousel.endDragging(
            at: now, velocity: Double.random(in: -3000...3000, using: &random))
        case 4:
          let count = f.carousel.numberOfItems
          if count > 0 {
            try? f.carousel.scrollToItem(
              at: Int.random(in: 0..<count, using: &random), animated: Bool.random(using: &random),
              at: now)
          }
        case 5: try? f.carousel.startAutoplay(interval: .milliseconds(300), at: now)
        case 6: f.carousel.prefetchDistance = Int.random(in: 0...4, using: &random)
        default: f.carousel.advance(to: now)
        }
        if step % 7 == 0 { delegate.action = nil }
        Self.expectLoadsMatch(f, "seed \(seed), step \(step)")
        #expect(f.carousel.invariantViolations().isEmpty, "seed \(seed), step \(step)")
      }
      Self.expectPaired(f.log.takePrefetches(), loadingAtStart: loading)
      delegate.action = nil
    }
  }

  final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
  }
}
