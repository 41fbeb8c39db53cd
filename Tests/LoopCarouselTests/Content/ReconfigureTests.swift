import Testing

@testable import LoopCarousel

/// `reconfigureItems(at:)`: the content of items on screen updated in place.
@Suite("Reconfiguring items in place")
struct ReconfigureTests {
  final class TitleCell: CarouselCell {
    var title = ""
  }

  final class BadgeCell: CarouselCell {
    var title = ""
  }

  /// Titles shown in title cells, or badge cells for the items listed; it can misbehave.
  final class TitleSource: CarouselDataSource {
    var titles = ["A", "B", "C", "D", "E"]
    var badges: Set<Int> = []
    var failing: Set<Int> = []
    /// Returns the cell of the middle slot without dequeuing anything.
    var returnsShownWithoutDequeue = false
    /// Dequeues twice and returns the second cell.
    var dequeuesTwice = false
    private(set) var asked: [Int] = []
    /// Runs at the start of every cell request.
    var onRequest: ((Carousel) -> Void)?

    init(on carousel: Carousel) {
      carousel.register(TitleCell.self, forReuseIdentifier: "title")
      carousel.register(BadgeCell.self, forReuseIdentifier: "badge")
      carousel.dataSource = self
    }

    func numberOfItems(in carousel: Carousel) -> Int { titles.count }

    func carousel(_ carousel: Carousel, cellForItemAt index: Int, in slot: SlotPosition) throws
      -> CarouselCell
    {
      asked.append(index)
      onRequest?(carousel)
      if failing.contains(index) { throw CarouselError(.cellNotDequeued, "no \(index)") }
      if returnsShownWithoutDequeue, let shown = carousel.slot(.middle)?.cell { return shown }
      if badges.contains(index) {
        let cell = try carousel.dequeueReusableCell(withIdentifier: "badge", as: BadgeCell.self)
        cell.title = titles[index]
        return cell
      }
      var cell = try carousel.dequeueReusableCell(withIdentifier: "title", as: TitleCell.self)
      if dequeuesTwice {
        cell = try carousel.dequeueReusableCell(withIdentifier: "title", as: TitleCell.self)
      }
      cell.title = titles[index]
      return cell
    }

    func takeAsked() -> [Int] {
      defer { asked.removeAll() }
      return asked
    }
  }

  struct Fixture {
    let carousel = Carousel()
    let source: TitleSource
    let delegate = RecordingDelegate()

    init() throws {
      source = TitleSource(on: carousel)
      delegate.recordsDisplay = true
      carousel.delegate = delegate
      try carousel.reloadData()
      _ = source.takeAsked()
      _ = delegate.take()
    }

    var titles: [String?] {
      SlotPosition.allCases.map { position in
        guard let cell = carousel.slot(position)?.cell else { return nil }
        return (cell as? TitleCell)?.title ?? (cell as? BadgeCell).map { "badge " + $0.title }
      }
    }
    var cells: [ObjectIdentifier?] {
      SlotPosition.allCases.map { carousel.slot($0).map { ObjectIdentifier($0.cell) } }
    }
  }

  @Test("the cell showing the item is handed back and filled anew, with no display event")
  func inPlace() throws {
    let f = try Fixture()
    let cells = f.cells
    let created = f.carousel.numberOfCellsCreated
    let revision = f.carousel.placementRevision
    f.source.titles[0] = "A2"
    f.source.titles[1] = "B2"
    try f.carousel.reconfigureItems(at: [0, 1, 3])
    #expect(f.titles == ["E", "A2", "B2"])
    #expect(f.cells == cells && f.carousel.numberOfCellsCreated == created)
    // Item 3 is not on screen: it is made when it comes.
    #expect(f.source.takeAsked() == [0, 1])
    #expect(f.delegate.take() == [])
    #expect(f.carousel.placementRevision == revision)
    #expect(f.carousel.invariantViolations().isEmpty)
  }

  @Test("an item that now needs another kind of cell gets one, with the display events")
  func anotherKind() throws {
    let f = try Fixture()
    let cells = f.cells
    f.source.badges = [4]
    try f.carousel.reconfigureItems(at: [4])
    #expect(f.titles == ["badge E", "A", "B"])
    #expect(f.cells[0] != cells[0] && f.cells[1] == cells[1])
    #expect(
      f.delegate.take() == [
        .didEndDisplaying(cell: .anyCell, item: 4, slot: .left),
        .willDisplay(cell: .anyCell, item: 4, slot: .left),
      ])
    #expect(f.carousel.numberOfIdleCells == 1, "the title cell went back to the pool")
    #expect(f.carousel.invariantViolations().isEmpty)
  }

  @Test("an item outside the data throws before anything is asked")
  func outOfRange() throws {
    let f = try Fixture()
    for bad in [[5], [0, -1]] {
      let error = #expect(throws: CarouselError.self) { try f.carousel.reconfigureItems(at: bad) }
      #expect(error?.code == .indexOutOfRange)
    }
    #expect(f.source.takeAsked() == [])
  }

  @Test("a request that fails throws; no slot changes its cell")
  func failure() throws {
    let f = try Fixture()
    let cells = f.cells
    f.source.badges = [0]
    f.source.failing = [1]
    let error = #expect(throws: CarouselError.self) { try f.carousel.reconfigureItems(at: [0, 1]) }
    #expect(error?.code == .cellNotDequeued)
    #expect(f.cells == cells && f.delegate.take() == [])
    #expect(f.carousel.invariantViolations().isEmpty)
    // The badge cell made for item 0 went back to the pool, unseen.
    #expect(f.carousel.numberOfIdleCells == 1)
  }

  @Test("a data source that returns the shown cell without dequeuing it is refused")
  func notDequeued() throws {
    let f = try Fixture()
    let cells = f.cells
    f.source.returnsShownWithoutDequeue = true
    let error = #expect(throws: CarouselError.self) { try f.carousel.reconfigureItems(at: [0]) }
    #expect(error?.code == .cellAlreadyInUse)
    #expect(f.cells == cells && f.carousel.invariantViolations().isEmpty)
    f.source.returnsShownWithoutDequeue = false
    try f.carousel.reconfigureItems(at: [0])
    #expect(f.cells == cells)
  }

  @Test("a second dequeue gets a new cell; returning it replaces the shown one")
  func secondDequeue() throws {
    let f = try Fixture()
    let cells = f.cells
    f.source.dequeuesTwice = true
    try f.carousel.reconfigureItems(at: [0])
    #expect(f.cells[1] != cells[1] && f.titles[1] == "A")
    #expect(
      f.delegate.take() == [
        .didEndDisplaying(cell: .anyCell, item: 0, slot: .middle),
        .willDisplay(cell: .anyCell, item: 0, slot: .middle),
      ])
    #expect(f.carousel.invariantViolations().isEmpty)
  }

  @Test("from inside a data-source call it is refused, and the outer call goes on")
  func reentrant() throws {
    let f = try Fixture()
    var inner: CarouselError?
    f.source.onRequest = { carousel in
      do {
        try carousel.reconfigureItems(at: [0])
      } catch {
        inner = error as? CarouselError
      }
    }
    f.source.titles[0] = "A4"
    try f.carousel.reconfigureItems(at: [0])
    #expect(inner?.code == .reentrantCall)
    #expect(f.titles[1] == "A4" && f.carousel.invariantViolations().isEmpty)
  }

  @Test("after its identifier is registered again with another class, the shown cell is replaced")
  func registeredAgain() throws {
    final class OtherTitleCell: CarouselCell {}
    final class Source: CarouselDataSource {
      var other = false
      func numberOfItems(in carousel: Carousel) -> Int { 5 }
      func carousel(_ carousel: Carousel, cellForItemAt index: Int, in slot: SlotPosition) throws
        -> CarouselCell
      {
        other
          ? try carousel.dequeueReusableCell(withIdentifier: "x", as: OtherTitleCell.self)
          : try carousel.dequeueReusableCell(withIdentifier: "x", as: TitleCell.self)
      }
    }
    let carousel = Carousel()
    let source = Source()
    carousel.register(TitleCell.self, forReuseIdentifier: "x")
    carousel.dataSource = source
    try carousel.reloadData()
    carousel.register(OtherTitleCell.self, forReuseIdentifier: "x")
    source.other = true
    try carousel.reconfigureItems(at: [0])
    #expect(carousel.slot(.middle)?.cell is OtherTitleCell)
    #expect(carousel.invariantViolations().isEmpty)
  }
}
