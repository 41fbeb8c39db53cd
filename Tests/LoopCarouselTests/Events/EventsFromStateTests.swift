import Testing

@testable import LoopCarousel

/// The state events are differences of one value, by identity: each listener hears what its
/// record differs by from what is true at the end of a call.
@Suite("Events from state, by identity")
struct EventsFromStateTests {
  /// A cell that shows a name.
  final class NameCell: CarouselCell {
    var name = ""
  }

  /// A carousel fed by a typed item source, with a recording delegate and a log of the
  /// source's typed events.
  final class Fixture {
    let carousel: Carousel
    let source: CarouselItemSource<String>
    let delegate = RecordingDelegate()
    /// The source's typed events: `current X`, `+X` (appeared), `-X` (disappeared), `load X`,
    /// `cancel X`; and `cell X` for each cell the source made.
    var typed: [String] { log.lines }
    /// Where the typed events and the cells made are written.
    let log = Log()

    /// A list of lines the closures write, holding nothing of the carousel.
    final class Log {
      var lines: [String] = []
    }

    init(
      _ names: [String], on start: Int = 0, prefetchDistance: Int = 0, viewport: Double = 320,
      itemLength: Double? = nil
    ) throws {
      carousel = Carousel(
        geometry: try CarouselGeometry(
          viewportLength: viewport, itemLength: itemLength ?? viewport,
          spacing: itemLength == nil ? 0 : 10))
      let cells = carousel.register(NameCell.self, forReuseIdentifier: "name")
      source = CarouselItemSource(carousel: carousel) { [log] carousel, _, name in
        log.lines.append("cell \(name)")
        let cell = try carousel.dequeueReusableCell(cells)
        cell.name = name
        return cell
      }
      carousel.prefetchDistance = prefetchDistance
      delegate.recordsVisibility = true
      delegate.recordsSettle = true
      delegate.recordsPrefetch = true
      carousel.delegate = delegate
      try source.apply(names)
      if start != 0 { try carousel.scrollToItem(at: start, animated: false, at: .zero) }
      source.didScrollToItem = { [log] in log.lines.append("current \($0)") }
      source.itemDidAppear = { [log] in log.lines.append("+\($0)") }
      source.itemDidDisappear = { [log] in log.lines.append("-\($0)") }
      source.prefetch = { [log] in log.lines.append("load \($0)") }
      source.cancelPrefetching = { [log] in log.lines.append("cancel \($0)") }
      _ = delegate.take()
      log.lines.removeAll()
    }

    /// The typed events since the last call (not the cells made), and forgets them.
    func takeTyped() -> [String] {
      defer { log.lines.removeAll() }
      return log.lines.filter { !$0.hasPrefix("cell ") }
    }
  }

  static let promos = ["sale", "news", "tips", "club", "gift"]

  @Test("removing the current item: a new current item, the old one disappears, the new appears")
  func removeCurrentItem() throws {
    let f = try Fixture(Self.promos, on: 1)
    try f.source.apply(["sale", "tips", "club", "gift"])
    #expect(f.carousel.currentIndex == 1)
    #expect(
      f.delegate.take() == [.didScrollToItem(1), .itemDidDisappear(1), .itemDidAppear(1)])
    #expect(f.takeTyped() == ["current tips", "-news", "+tips"])
  }

  @Test("replacing every item: a new current item, and every item on screen goes and comes")
  func replaceEveryItem() throws {
    let f = try Fixture(Self.promos, on: 1)
    try f.source.apply(["a", "b", "c", "d", "e"])
    #expect(f.delegate.take() == [.didScrollToItem(1), .itemDidDisappear(1), .itemDidAppear(1)])
    #expect(f.takeTyped() == ["current b", "-news", "+b"])
  }

  @Test("an insert before the current item renumbers it: the new index, and nothing goes or comes")
  func renumbering() throws {
    let f = try Fixture(Self.promos, on: 1)
    try f.source.apply(["new"] + Self.promos)
    #expect(f.carousel.currentIndex == 2)
    #expect(f.delegate.take() == [.didScrollToItem(2)])
    // The same item: the typed current item does not change.
    #expect(f.takeTyped() == [])
    // The same identifiers again: nothing at all, not even a didScroll.
    let scrolls = f.delegate.scrollCount
    try f.source.apply(["new"] + Self.promos)
    #expect(f.delegate.take() == [])
    #expect(f.delegate.scrollCount == scrolls)
  }

  @Test("a reload that keeps no item of the slots lands on the same index, or the last item")
  func reloadWithNoSurvivor() throws {
    let f = try Fixture(["a", "b", "c", "d", "e"], on: 2)
    try f.source.apply(["v", "w", "x", "y"])
    #expect(f.carousel.currentIndex == 2)
    #expect(f.typed.filter { !$0.hasPrefix("cell") } == ["current x", "-c", "+x"])
    f.log.lines.removeAll()
    try f.source.apply(["p", "q"])
    #expect(f.carousel.currentIndex == 1)
    #expect(f.typed.filter { !$0.hasPrefix("cell") } == ["current q", "-x", "+q"])
    f.log.lines.removeAll()
    // No items: the visible one disappears, and no current item is told.
    try f.source.apply([])
    #expect(f.carousel.currentIndex == nil)
    #expect(f.typed.filter { !$0.hasPrefix("cell") } == ["-q"])
  }

  @Test("every item asked to prefetch gets one cancel or its cell, by identity, over reloads")
  func prefetchPairing() throws {
    let f = try Fixture(Self.promos + ["p5", "p6", "p7", "p8", "p9"], on: 0, prefetchDistance: 2)
    // At item 0 of 10, the window is 2, 3, 8 and 7.
    #expect(Set(f.source.prefetchedIdentifiers) == ["tips", "club", "p8", "p7"])
    // Insert `x` after `sale`, remove `club`: `tips` stays prefetched under a new number (3)
    // with no event, `club` is cancelled by its last number, `news` leaves the right slot
    // for the window.
    f.delegate.recordsVisibility = false
    try f.source.apply(["sale", "x", "news", "tips", "gift", "p5", "p6", "p7", "p8", "p9"])
    #expect(f.delegate.take() == [.cancelPrefetchingItem(3), .prefetchItem(2)])
    #expect(f.takeTyped() == ["cancel club", "load news"])
    #expect(Set(f.source.prefetchedIdentifiers) == ["news", "tips", "p8", "p7"])
    // Prefetching turned off: each is cancelled once, by its index now.
    f.carousel.prefetchDistance = 0
    #expect(
      Set(f.delegate.take()) == [
        .cancelPrefetchingItem(2), .cancelPrefetchingItem(3), .cancelPrefetchingItem(8),
        .cancelPrefetchingItem(7),
      ])
    #expect(Set(f.takeTyped()) == ["cancel news", "cancel tips", "cancel p8", "cancel p7"])
    #expect(f.source.prefetchedIdentifiers.isEmpty)
  }

  @Test("a prefetch whose cell a callback made later in the delivery served; asked again, anew")
  func servedLaterInTheDelivery() throws {
    let f = try Fixture((0..<6).map { "p\($0)" }, prefetchDistance: 1)
    let log = PendingEventsAcrossReloadTests.Log()
    f.carousel.delegate = log
    try f.carousel.scrollToItem(at: 0, animated: false, at: .zero)
    #expect(log.events.filter(\.isPrefetch) == [.prefetchItem(2), .prefetchItem(4)])
    log.events.removeAll()
    // Told p3 joins the window, the delegate moves to p1 (p2's cell is made: its load
    // served) and back: p2 is in the window again, a new load.
    log.hook = { carousel, event in
      guard case .prefetchItem(3) = event else { return }
      log.hook = nil
      try? carousel.scrollToNextItem(animated: false, at: .zero)
      try? carousel.scrollToItem(at: 0, animated: false, at: .zero)
    }
    f.carousel.prefetchDistance = 2
    #expect(log.events.filter(\.isPrefetch) == [.prefetchItem(3), .prefetchItem(2)])
  }

  @Test("a prefetch whose cell was made is never cancelled, though the cell left in the same call")
  func servedThenGone() throws {
    let f = try Fixture((0..<10).map { "p\($0)" }, on: 0, prefetchDistance: 2, viewport: 100)
    #expect(Set(f.source.prefetchedIdentifiers) == ["p2", "p3", "p8", "p7"])
    // One move of four and a half pages: the cells of p1 to p5 are made as it passes, and
    // p2's leaves the slots within the call.
    try f.carousel.beginDragging(at: .zero)
    try f.carousel.updateDragging(translation: 450, at: .milliseconds(16))
    try f.carousel.endDragging(at: .milliseconds(216), velocity: 0)
    var time = Duration.milliseconds(216)
    while f.carousel.phase != .idle {
      time += .milliseconds(16)
      f.carousel.advance(to: time)
    }
    try f.source.apply([])
    // Replayed: a load starts while none is going on, a cancel ends one that is, and a cell
    // made ends one with no cancel.
    var loading: Set<String> = ["p2", "p3", "p8", "p7"]
    for line in f.log.lines {
      let parts = line.split(separator: " ")
      guard parts.count == 2 else { continue }
      let name = String(parts[1])
      switch parts[0] {
      case "load": #expect(loading.insert(name).inserted, "\(line) in \(f.log.lines)")
      case "cancel": #expect(loading.remove(name) != nil, "\(line) in \(f.log.lines)")
      case "cell": loading.remove(name)
      default: break
      }
    }
    #expect(f.log.lines.contains("cell p2"))
    #expect(loading.isEmpty && f.source.prefetchedIdentifiers.isEmpty)
  }

  @Test("a delegate set during a settle hears willSettle, then didSettle, once each")
  func lateListenerSettle() throws {
    let f = try Fixture(Self.promos)
    try f.carousel.scrollToNextItem(at: .zero)
    let late = RecordingDelegate()
    late.recordsSettle = true
    f.carousel.delegate = late
    f.carousel.advance(to: .milliseconds(16))
    #expect(late.take() == [.didScrollToItem(0), .willSettleOnItem(1)])
    f.carousel.advance(to: .seconds(1))
    #expect(late.take() == [.didScrollToItem(1), .didSettleOnItem(1)])
    #expect(late.settleProblems.isEmpty)
  }

  @Test("a delegate set during a settle that a callback retargets hears each settle paired")
  func lateListenerRetargetedSettle() throws {
    let f = try Fixture(Self.promos)
    try f.carousel.scrollToItem(at: 2, animated: true, at: .zero)
    let late = RecordingDelegate()
    late.recordsSettle = true
    // Told the current item first, the new delegate scrolls elsewhere: the settle to 2 is
    // cancelled and one to 4 announced, events posted while the delivery goes on.
    late.onScrollToItem = { carousel, _ in
      late.onScrollToItem = nil
      try? carousel.scrollToItem(at: 4, animated: true, at: carousel.currentTime)
    }
    f.carousel.delegate = late
    f.carousel.advance(to: .milliseconds(16))
    #expect(late.take() == [.didScrollToItem(0), .willSettleOnItem(4)])
    #expect(late.settleProblems.isEmpty)
    f.carousel.advance(to: .seconds(2))
    #expect(late.take().last == .didSettleOnItem(4))
    #expect(late.settleProblems.isEmpty)
  }

  @Test("a settle that starts and ends within one call reaches a new delegate, paired")
  func settleWithinOneCall() throws {
    let f = try Fixture(Self.promos)
    let late = RecordingDelegate()
    late.recordsSettle = true
    f.carousel.delegate = late
    // Reduce Motion: the settle starts and ends within the call; the delegate, new, hears it
    // announced and ended, the current item told before its end.
    f.carousel.reducesMotion = true
    try f.carousel.scrollToNextItem(at: .zero)
    #expect(late.take() == [.willSettleOnItem(1), .didScrollToItem(1), .didSettleOnItem(1)])
    #expect(late.settleProblems.isEmpty)
  }

  /// The settle events a delegate heard: announcements, ends and the current item.
  static func settleEvents(_ events: [CarouselEvent]) -> [CarouselEvent] {
    events.filter {
      switch $0 {
      case .willSettleOnItem, .didSettleOnItem, .didCancelSettlingOnItem, .didScrollToItem: true
      default: false
      }
    }
  }

  @Test("a reload that only renumbers the settle's target goes on with no settle event")
  func reloadRenumbersSettleTarget() throws {
    let f = try Fixture(["z", "a", "b", "c"], on: 1)
    // The recorder pairs the settle's end with its announcement by identity.
    f.delegate.identityOf = { [source = f.source] index in
      source.identifiers.indices.contains(index) ? source.identifiers[index].hashValue : nil
    }
    try f.carousel.beginDragging(at: .milliseconds(10))
    try f.carousel.updateDragging(translation: 60, at: .milliseconds(20))
    try f.carousel.endDragging(at: .milliseconds(30), velocity: 0)
    #expect(Self.settleEvents(f.delegate.take()) == [.willSettleOnItem(1)])
    // "a" is item 0 now: the settle heads to it under its new number.
    try f.source.apply(["a", "b", "c"])
    #expect(f.carousel.targetIndex == 0)
    #expect(Self.settleEvents(f.delegate.take()) == [.didScrollToItem(0)])
    f.carousel.advance(to: .seconds(1))
    #expect(Self.settleEvents(f.delegate.take()) == [.didSettleOnItem(0)])
    #expect(f.delegate.settleProblems.isEmpty)
  }

  @Test("a reload that removes the settle's target cancels it by its last index, then announces")
  func reloadRemovesSettleTarget() throws {
    let f = try Fixture(["a", "b", "c", "d"], on: 3)
    try f.carousel.scrollToItem(at: 2, animated: true, at: .milliseconds(10))
    f.carousel.advance(to: .milliseconds(60))
    #expect(Self.settleEvents(f.delegate.take()) == [.willSettleOnItem(2)])
    // "c" goes; "d", now item 2 too, is another item: its settle is a new one.
    try f.source.apply(["a", "b", "d"])
    #expect(
      Self.settleEvents(f.delegate.take()) == [
        .didCancelSettlingOnItem(2), .willSettleOnItem(2), .didScrollToItem(2),
      ])
    f.carousel.advance(to: .seconds(1))
    #expect(Self.settleEvents(f.delegate.take()) == [.didSettleOnItem(2)])
    #expect(f.delegate.settleProblems.isEmpty)
  }

  @Test("without identifiers, a reload that keeps the settle's target index goes on silently")
  func reloadWithoutIdentifiersKeepsSettle() throws {
    let carousel = Carousel(geometry: try CarouselGeometry(viewportLength: 320))
    let source = RecordingDataSource(count: 4)
    RecordingDataSource.register(in: carousel)
    let delegate = RecordingDelegate()
    delegate.recordsSettle = true
    carousel.dataSource = source
    carousel.delegate = delegate
    try carousel.reloadData()
    try carousel.scrollToItem(at: 2, animated: true, at: .milliseconds(10))
    carousel.advance(to: .milliseconds(60))
    #expect(Self.settleEvents(delegate.take()) == [.didScrollToItem(0), .willSettleOnItem(2)])
    // Item 2 is still there, by its index: as for the current item, the same one.
    source.count = 5
    try carousel.reloadData()
    #expect(Self.settleEvents(delegate.take()).isEmpty)
    // With two items, item 2 is gone: the settle is cancelled, the one on the nearest slot
    // announced.
    source.count = 2
    try carousel.reloadData()
    let afterRemoval = Self.settleEvents(delegate.take())
    #expect(afterRemoval.first == .didCancelSettlingOnItem(2), "\(afterRemoval)")
    carousel.advance(to: .seconds(2))
    #expect(Self.settleEvents(delegate.take()).last?.isDidSettle == true)
    #expect(delegate.settleProblems.isEmpty)
  }

  @Test("a call that covers several settles tells each settled item before its didSettle")
  func severalSettlesInOneCall() throws {
    let f = try Fixture(["a", "b", "c", "d"])
    try f.carousel.startAutoplay(interval: .seconds(1), at: .zero)
    try f.carousel.scrollToItem(at: 1, animated: true, at: .zero)
    #expect(Self.settleEvents(f.delegate.take()) == [.willSettleOnItem(1)])
    f.carousel.advance(to: .seconds(2))
    #expect(
      Self.settleEvents(f.delegate.take()) == [
        .didScrollToItem(1), .didSettleOnItem(1), .willSettleOnItem(2), .didScrollToItem(2),
        .didSettleOnItem(2),
      ])
  }

  @Test("a delegate set inside a callback hears only the events that happen from then on")
  func delegateSetInCallback() throws {
    let f = try Fixture(Self.promos)
    let late = RecordingDelegate()
    late.recordsSettle = true
    late.recordsDisplay = true
    // Set when the first delegate hears the first cell leave: the scroll's other cell events
    // and its settle's end were posted before, in the same call.
    f.delegate.recordsDisplay = true
    f.delegate.onEvent = { carousel, name in
      guard name == "didEndDisplaying" else { return }
      f.delegate.onEvent = nil
      carousel.delegate = late
    }
    try f.carousel.scrollToItem(at: 3, animated: false, at: .zero)
    #expect(
      f.delegate.take().count(where: { if case .didEndDisplaying = $0 { true } else { false } })
        == 1)
    // What is true it hears from the value: the current item; no cell event, no settle end.
    #expect(late.take() == [.didScrollToItem(3)])
    try f.carousel.scrollToNextItem(animated: false, at: .zero)
    let next = late.take()
    #expect(
      Self.settleEvents(next) == [.willSettleOnItem(4), .didScrollToItem(4), .didSettleOnItem(4)])
    #expect(next.contains { if case .willDisplay = $0 { true } else { false } })
    #expect(late.settleProblems.isEmpty)
  }

  @Test("a settle redirected two items on: the target's cell is made once, its prefetch served")
  func redirectedSettleServesTarget() throws {
    let f = try Fixture(["a", "b", "c", "d"], prefetchDistance: 2)
    try f.carousel.setWraps(false)
    f.log.lines.removeAll()
    try f.carousel.beginDragging(at: .zero)
    try f.carousel.updateDragging(translation: 100, at: .milliseconds(16))
    try f.carousel.updateDragging(translation: 190, at: .milliseconds(32))
    try f.carousel.endDragging(at: .milliseconds(48), velocity: 1700)
    try f.carousel.scrollToItem(at: 3, animated: true, at: .milliseconds(64))
    var time = Duration.milliseconds(64)
    while f.carousel.phase != .idle {
      time += .milliseconds(16)
      f.carousel.advance(to: time)
    }
    #expect(f.carousel.currentIndex == 3)
    #expect(f.log.lines.filter { $0 == "cell d" }.count == 1, "\(f.log.lines)")
    #expect(!f.log.lines.contains("cancel d"), "\(f.log.lines)")
  }

  @Test("a reload from a callback names an item it removed by its index in the data before")
  func nestedReloadNamesLastIndex() throws {
    // Peeking neighbours: at rest on "b", "a", "b" and "c" are visible.
    let f = try Fixture(["a", "b", "c", "d", "e"], on: 1, viewport: 390, itemLength: 300)
    // Told that "b" went, the delegate removes "c", which the outer reload made item 1.
    f.delegate.onEvent = { _, name in
      guard name == "itemDidDisappear" else { return }
      f.delegate.onEvent = nil
      try? f.source.apply(["a", "d", "e"])
    }
    try f.source.apply(["a", "c", "d", "e"])
    let heard = f.delegate.take()
    #expect(
      heard.filter { if case .itemDidDisappear = $0 { true } else { false } } == [
        .itemDidDisappear(1), .itemDidDisappear(1),
      ], "\(heard)")
    #expect(f.takeTyped().filter { $0.hasPrefix("-") } == ["-b", "-c"])
  }

  @Test("a prefetch a callback's reload removes is cancelled by its index in the data before")
  func nestedReloadCancelsByLastIndex() throws {
    let f = try Fixture(["a", "b", "c", "d", "e", "f", "g"], prefetchDistance: 2)
    #expect(f.carousel.prefetchedItems.contains(2))
    // An insert renumbers "c" to 3; told so, the delegate removes it.
    f.delegate.onScrollToItem = { _, _ in
      f.delegate.onScrollToItem = nil
      try? f.source.apply(["X", "a", "b", "d", "e", "f", "g"])
    }
    try f.source.apply(["X", "a", "b", "c", "d", "e", "f", "g"])
    let heard = f.delegate.take()
    #expect(heard.contains(.cancelPrefetchingItem(3)), "\(heard)")
    #expect(!heard.contains(.cancelPrefetchingItem(2)), "\(heard)")
    #expect(f.takeTyped().contains("cancel c"))
  }

  @Test("a stream opened late hears what is true from nothing, then what changes")
  func lateStream() async throws {
    let stream: AsyncStream<CarouselEvent>
    do {
      let f = try Fixture(Self.promos, on: 2)
      stream = f.carousel.events()
      try f.carousel.scrollToNextItem(animated: false, at: .zero)
      // The carousel goes with the fixture, and ends its streams.
    }
    var seen: [CarouselEvent] = []
    for await event in stream {
      switch event {
      case .didScroll, .willDisplay, .didEndDisplaying, .announce: continue
      default: seen.append(event)
      }
    }
    // Its first difference came at the end of the scroll's call: the settle that began and
    // ended in it reached the stream as it happened, after it had heard that the carousel
    // rested on item 3 (before the settle's end); then what is on screen.
    #expect(
      seen == [
        .willSettleOnItem(3), .didScrollToItem(3), .didSettleOnItem(3), .itemDidAppear(3),
      ])
  }

  @Test("many identifiers passing: the numbers nothing names go, and the pairings hold over laps")
  func identifierNumbersStayFew() throws {
    let names = (0..<200).map { "item\($0)" }
    let f = try Fixture(names, prefetchDistance: 2)
    var shown: Set<String> = ["item0"]
    var loading: Set<String> = []
    var problems: [String] = []
    var largest = 0
    for turn in 1...500 {
      try f.carousel.scrollToNextItem(animated: false, at: .zero)
      largest = max(largest, f.carousel.identifierNumbers.count)
      for line in f.log.lines {
        let parts = line.split(separator: " ")
        switch (parts.first, line.first) {
        case (_, "+"):
          if shown.insert(String(line.dropFirst())).inserted == false {
            problems.append("\(turn): \(line) twice")
          }
        case (_, "-"):
          if shown.remove(String(line.dropFirst())) == nil {
            problems.append("\(turn): \(line) unseen")
          }
        case ("load", _):
          if !loading.insert(String(parts[1])).inserted {
            problems.append("\(turn): \(line) twice")
          }
        case ("cancel", _), ("cell", _): loading.remove(String(parts[1]))
        default: break
        }
      }
      f.log.lines.removeAll()
      #expect(f.carousel.currentIndex == turn % names.count)
    }
    #expect(problems == [])
    // Two and a half laps named 200 identifiers more than twice over; a sweep keeps the
    // table to what the listeners, the window and the slots name.
    #expect(largest <= IdentifierNumbers().sweepThreshold)
    #expect(shown == ["item100"])
    // Each load still pairs across the sweeps: what is left loading is the window now.
    #expect(loading == ["item97", "item98", "item102", "item103"])
  }

  /// An identifier equal by its `id` only, carrying other data, as a diffable data source's
  /// models often are.
  struct Promo: Hashable {
    let id: Int
    var title: String
    static func == (a: Promo, b: Promo) -> Bool { a.id == b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
  }

  @Test("the typed events hand back the identifier as the data source gives it now")
  func identifierAsGivenNow() throws {
    let carousel = Carousel(geometry: try CarouselGeometry(viewportLength: 320))
    let cells = carousel.register(NameCell.self, forReuseIdentifier: "name")
    let source = CarouselItemSource<Promo>(carousel: carousel) { carousel, _, _ in
      try carousel.dequeueReusableCell(cells)
    }
    var heard: [String] = []
    source.didScrollToItem = { heard.append("current \($0.id) \($0.title)") }
    source.itemDidAppear = { heard.append("+\($0.id) \($0.title)") }
    try source.apply((0..<8).map { Promo(id: $0, title: "old") })
    try source.apply((0..<8).map { Promo(id: $0, title: "new") })
    heard.removeAll()
    try carousel.scrollToItem(at: 4, animated: false, at: .zero)
    try carousel.scrollToItem(at: 0, animated: false, at: .zero)
    #expect(heard == ["current 4 new", "+4 new", "current 0 new", "+0 new"])
  }

  @Test("identifiers that are not equal to themselves (NaN) do not pile up in the numbers")
  func notEqualToThemselves() throws {
    final class NaNSource: CarouselDataSource {
      let cells: CellRegistration<CarouselCell>
      init(_ cells: CellRegistration<CarouselCell>) { self.cells = cells }
      func numberOfItems(in carousel: Carousel) -> Int { 100 }
      func carousel(_ carousel: Carousel, cellForItemAt index: Int, in slot: SlotPosition) throws
        -> CarouselCell
      { try carousel.dequeueReusableCell(cells) }
      func carousel(_ carousel: Carousel, identifierForItemAt index: Int) -> AnyHashable? {
        AnyHashable(Double.nan)
      }
      func carousel(_ carousel: Carousel, indexForItemIdentifier identifier: AnyHashable) -> Int? {
        nil
      }
    }
    let carousel = Carousel(geometry: try CarouselGeometry(viewportLength: 320))
    let source = NaNSource(carousel.register(CarouselCell.self, forReuseIdentifier: "plain"))
    carousel.dataSource = source
    carousel.prefetchDistance = 2
    try carousel.reloadData()
    for _ in 0..<300 { try carousel.scrollToNextItem(animated: false, at: .zero) }
    #expect(carousel.identifierNumbers.count <= IdentifierNumbers().sweepThreshold)
    #expect(carousel.identifierNumbers.namedCount <= IdentifierNumbers().sweepThreshold)
  }
}
