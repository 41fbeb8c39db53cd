import Testing

@testable import LoopCarousel

/// `register(_:forReuseIdentifier:making:)`: cells made by a closure of the app's, for cells
/// that need more than `init()`.
@Suite("Cells made by a closure")
struct CellFactoryTests {
  /// A cell that carries what its maker gave it.
  final class LabelledCell: CarouselCell {
    var label = ""
  }

  final class OtherCell: CarouselCell {}

  /// A carousel of `count` items whose data source dequeues from `registration`.
  private func carousel(
    count: Int, registering: (Carousel) -> CellRegistration<LabelledCell>
  ) throws -> (Carousel, CarouselItemSource<Int>) {
    let carousel = Carousel()
    let registration = registering(carousel)
    let source = CarouselItemSource<Int>(carousel: carousel) { carousel, _, _ in
      try carousel.dequeueReusableCell(registration)
    }
    try source.apply(Array(0..<count))
    return (carousel, source)
  }

  @Test("the closure makes each new cell; reused cells are not made again")
  func makesNewCells() throws {
    var made = 0
    let (carousel, source) = try carousel(count: 10) { carousel in
      carousel.register(LabelledCell.self, forReuseIdentifier: "label") {
        made += 1
        let cell = LabelledCell()
        cell.label = "made \(made)"
        return cell
      }
    }
    #expect(made == 3 && carousel.numberOfCellsCreated == 3)
    let labels = SlotPosition.allCases.compactMap {
      (carousel.slot($0)?.cell as? LabelledCell)?.label
    }
    #expect(Set(labels) == ["made 1", "made 2", "made 3"])
    for step in 1...6 { try carousel.scrollToNextItem(animated: false, at: .seconds(step)) }
    #expect(made == carousel.numberOfCellsCreated && made <= 4)
    withExtendedLifetime(source) {}
  }

  /// A data source of `count` items that dequeues from one registration and keeps what the
  /// dequeue threw.
  private final class DequeuingSource<Cell: CarouselCell>: CarouselDataSource {
    let count: Int
    let registration: CellRegistration<Cell>
    var thrown: [CarouselError] = []

    init(count: Int, registration: CellRegistration<Cell>) {
      self.count = count
      self.registration = registration
    }

    func numberOfItems(in carousel: Carousel) -> Int { count }

    func carousel(
      _ carousel: Carousel, cellForItemAt index: Int, in slot: SlotPosition
    ) throws -> CarouselCell {
      do {
        return try carousel.dequeueReusableCell(registration)
      } catch {
        thrown.append(error)
        throw error
      }
    }
  }

  /// Reloads a carousel from a dequeuing source, and returns what its dequeues threw.
  private func dequeueErrors<Cell: CarouselCell>(
    _ carousel: Carousel, _ registration: CellRegistration<Cell>, count: Int = 1
  ) -> [CarouselError.Code] {
    let source = DequeuingSource(count: count, registration: registration)
    carousel.dataSource = source
    _ = try? carousel.reloadData()
    return source.thrown.map(\.code)
  }

  @Test("a closure that makes another class, an old cell, or throws: the dequeue throws")
  func badClosures() {
    // A subclass of the class registered: not exactly it.
    let wrong = Carousel()
    let base = wrong.register(CarouselCell.self, forReuseIdentifier: "cell") { LabelledCell() }
    #expect(dequeueErrors(wrong, base) == [.cellTypeMismatch])
    #expect(wrong.numberOfCellsCreated == 0 && wrong.slot(.middle) == nil)
    // The same cell twice: the second slot's dequeue is refused.
    let shared = LabelledCell()
    let reusing = Carousel()
    let same = reusing.register(LabelledCell.self, forReuseIdentifier: "label") { shared }
    #expect(dequeueErrors(reusing, same, count: 2).contains(.cellAlreadyInUse))
    #expect(reusing.numberOfCellsCreated == 1)
    // A closure that throws: its error is the dequeue's.
    let failing = Carousel()
    let refused = failing.register(LabelledCell.self, forReuseIdentifier: "label") {
      () throws(CarouselError) -> LabelledCell in
      throw CarouselError(.cellNotDequeued, "no nib")
    }
    #expect(dequeueErrors(failing, refused) == [.cellNotDequeued])
  }

  @Test("a closure that calls into the carousel is refused as reentrant")
  func reentrantClosure() {
    var refusal: CarouselError?
    let carousel = Carousel()
    let registration = carousel.register(LabelledCell.self, forReuseIdentifier: "label") {
      [unowned carousel] in
      do {
        try carousel.scrollToNextItem(animated: false, at: .zero)
      } catch {
        refusal = error as? CarouselError
      }
      return LabelledCell()
    }
    #expect(dequeueErrors(carousel, registration, count: 3).isEmpty)
    #expect(refusal?.code == .reentrantCall)
    #expect(carousel.currentIndex == 0)
  }

  @Test("a closure that dequeues is refused, so cells are never made without end")
  func dequeueFromClosure() {
    let carousel = Carousel()
    var depth = 0
    var refusals: [CarouselError.Code] = []
    var registration: CellRegistration<LabelledCell>?
    registration = carousel.register(LabelledCell.self, forReuseIdentifier: "label") {
      [unowned carousel] in
      depth += 1
      if depth < 20, let registration {
        do {
          _ = try carousel.dequeueReusableCell(registration)
        } catch {
          refusals.append((error as? CarouselError)?.code ?? .dataSourceFailed)
        }
      }
      return LabelledCell()
    }
    #expect(dequeueErrors(carousel, registration!).isEmpty)
    #expect(depth == 1 && refusals == [.reentrantCall])
    #expect(carousel.numberOfCellsCreated == 1)
  }

  @Test("registering again, with a closure or a class, drops the idle cells made before")
  func registeringAgain() throws {
    let (carousel, source) = try carousel(count: 10) { carousel in
      carousel.register(LabelledCell.self, forReuseIdentifier: "label") { LabelledCell() }
    }
    try carousel.scrollToNextItem(animated: false, at: .seconds(1))
    #expect(carousel.numberOfIdleCells > 0)
    var madeAgain = 0
    _ = carousel.register(LabelledCell.self, forReuseIdentifier: "label") {
      madeAgain += 1
      return LabelledCell()
    }
    #expect(carousel.numberOfIdleCells == 0)
    try carousel.scrollToNextItem(animated: false, at: .seconds(2))
    #expect(madeAgain == 1)
    withExtendedLifetime(source) {}
  }
}
