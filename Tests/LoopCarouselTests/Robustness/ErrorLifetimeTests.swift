import Testing

@testable import LoopCarousel

/// Counts the times objects that read their carousel as they are freed were freed.
final class FreeingLog {
  weak var carousel: Carousel?
  private(set) var readsWhileFreed = 0

  /// Reads the carousel, as a host's `deinit` may.
  func noteFreed() {
    if let carousel { readsWhileFreed += 1 + carousel.numberOfItems }
  }
}

/// An error of the app's whose `deinit` reads the carousel.
final class ReadingError: Error, @unchecked Sendable {
  let log: FreeingLog
  init(_ log: FreeingLog) { self.log = log }
  deinit { log.noteFreed() }
}

/// A cell whose `deinit` reads the carousel.
final class ReadingCell: CarouselCell {
  var log: FreeingLog?
  deinit { log?.noteFreed() }
}

/// Dequeues normally, but throws a `ReadingError` for item `failing`; or, with
/// `returnsUndequeued`, returns a fresh cell it did not dequeue.
final class FreeingSource: CarouselDataSource {
  let log: FreeingLog
  var failing: Int?
  var returnsUndequeued = false
  init(_ log: FreeingLog) { self.log = log }
  func numberOfItems(in carousel: Carousel) -> Int { 5 }
  func carousel(_ carousel: Carousel, cellForItemAt index: Int, in slot: SlotPosition) throws
    -> CarouselCell
  {
    if returnsUndequeued {
      let cell = ReadingCell()
      cell.log = log
      return cell
    }
    if index == failing { throw ReadingError(log) }
    return try carousel.dequeueReusableCell(withIdentifier: "cell")
  }
}

final class SilentDelegate: CarouselDelegate {}

/// A style of the app's, a class, whose `deinit` reads the carousel.
final class ReadingStyle: CarouselStyle, @unchecked Sendable {
  let log: FreeingLog
  init(_ log: FreeingLog) { self.log = log }
  func transform(forProgress progress: Double, in geometry: CarouselGeometry) -> SlotTransform {
    SlotTransform(scale: 1 - 0.1 * min(abs(progress), 1))
  }
  deinit { log.noteFreed() }
}

@Suite("Host objects freed by the carousel may read it from their deinit")
struct ErrorLifetimeTests {
  /// A carousel of 5 items whose data source fails for item 3, with a delegate or none.
  private func failingCarousel(delegate: SilentDelegate?) throws -> (Carousel, FreeingSource) {
    let carousel = Carousel()
    carousel.register(CarouselCell.self, forReuseIdentifier: "cell")
    let log = FreeingLog()
    log.carousel = carousel
    let source = FreeingSource(log)
    carousel.dataSource = source
    carousel.delegate = delegate
    try carousel.reloadData()
    source.failing = 3
    return (carousel, source)
  }

  @Test("A cell the data source did not dequeue is freed outside the carousel's state")
  func undequeuedCell() {
    let carousel = Carousel()
    carousel.register(CarouselCell.self, forReuseIdentifier: "cell")
    let log = FreeingLog()
    log.carousel = carousel
    let source = FreeingSource(log)
    source.returnsUndequeued = true
    carousel.dataSource = source
    #expect(throws: CarouselError.self) { try carousel.reloadData() }
    #expect(log.readsWhileFreed > 0)
  }

  @Test(
    "A didFail whose error reads the carousel as freed, with a delegate or none",
    arguments: [false, true])
  func failedShiftDuringDrag(withDelegate: Bool) throws {
    let delegate = withDelegate ? SilentDelegate() : nil
    let (carousel, source) = try failingCarousel(delegate: delegate)
    try carousel.beginDragging(at: .seconds(1))
    try carousel.updateDragging(translation: -250, at: .seconds(1) + .milliseconds(16))
    try carousel.updateDragging(translation: -330, at: .seconds(1) + .milliseconds(32))
    #expect(source.log.readsWhileFreed > 0)
    #expect(carousel.invariantViolations().isEmpty)
  }

  @Test("A style the carousel replaces is freed outside its state, and may read it")
  func replacedStyle() throws {
    let (carousel, source) = try failingCarousel(delegate: SilentDelegate())
    let log = FreeingLog()
    log.carousel = carousel
    carousel.style = ReadingStyle(log)
    try carousel.beginDragging(at: .seconds(1))
    try carousel.updateDragging(translation: -100, at: .seconds(1) + .milliseconds(16))
    // The carousel holds the only reference: replacing the style frees it.
    carousel.style = .zoom
    #expect(log.readsWhileFreed == 1 + carousel.numberOfItems)
    carousel.style = ReadingStyle(log)
    carousel.style = ReadingStyle(log)
    #expect(log.readsWhileFreed == 2 * (1 + carousel.numberOfItems))
    #expect(carousel.invariantViolations().isEmpty)
    withExtendedLifetime(source) {}
  }

  @Test("A didFail queued before a willSettle, during a settle, is freed after its delivery")
  func failedShiftDuringSettle() throws {
    let delegate = SilentDelegate()
    let (carousel, source) = try failingCarousel(delegate: delegate)
    let start = Duration.seconds(1)
    try carousel.beginDragging(at: start)
    try carousel.updateDragging(translation: -250, at: start + .milliseconds(16))
    try carousel.endDragging(at: start + .milliseconds(32))
    var time = start + .milliseconds(32)
    for _ in 0..<60 {
      time += .milliseconds(16)
      carousel.advance(to: time)
    }
    #expect(source.log.readsWhileFreed > 0)
    #expect(carousel.invariantViolations().isEmpty)
  }
}
