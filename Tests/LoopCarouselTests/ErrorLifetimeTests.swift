import Testing

@testable import LoopCarousel

nonisolated(unsafe) var probeCarousel: Carousel?
nonisolated(unsafe) var probeReads = 0

final class ProbeCell: CarouselCell {
  deinit {
    if let c = probeCarousel { probeReads += 1 + c.numberOfItems }
  }
}

final class ProbeError: Error, @unchecked Sendable {
  deinit {
    if let c = probeCarousel { probeReads += 1 + c.numberOfItems }
  }
}

/// Returns a cell it did not dequeue (a fresh ProbeCell) for every item.
final class UndequeuedSource: CarouselDataSource {
  func numberOfItems(in carousel: Carousel) -> Int { 5 }
  func carousel(_ carousel: Carousel, cellForItemAt index: Int, in slot: SlotPosition) throws
    -> CarouselCell
  {
    ProbeCell()
  }
}

/// Dequeues normally, but throws a class error for item `failing`.
final class ProbeThrowingSource: CarouselDataSource {
  var failing: Int? = nil
  func numberOfItems(in carousel: Carousel) -> Int { 5 }
  func carousel(_ carousel: Carousel, cellForItemAt index: Int, in slot: SlotPosition) throws
    -> CarouselCell
  {
    if index == failing { throw ProbeError() }
    return try carousel.dequeueReusableCell(withIdentifier: "cell")
  }
}

@Suite("Probe", .serialized) struct ExclusivityProbeTests {
  @Test func undequeuedCellFreedInsideAccess() {
    let c = Carousel()
    c.register(CarouselCell.self, forReuseIdentifier: "cell")
    let s = UndequeuedSource()
    c.dataSource = s
    probeCarousel = c
    defer { probeCarousel = nil }
    probeReads = 0
    #expect(throws: CarouselError.self) { try c.reloadData() }
    print("PROBE1 reads", probeReads)
  }

  @Test func failedEventFreedInsideAccess() throws {
    let c = Carousel()
    c.register(CarouselCell.self, forReuseIdentifier: "cell")
    let s = ProbeThrowingSource()
    c.dataSource = s
    try c.reloadData()
    s.failing = 3
    print("PROBE geometry", c.geometry)
    probeCarousel = c
    defer { probeCarousel = nil }
    // no delegate: drainQueue drops the didFail with removeAll()
    try c.beginDragging(at: .seconds(1))
    try c.updateDragging(translation: -250, at: .seconds(1) + .milliseconds(16))
    probeReads = 0
    try c.updateDragging(translation: -330, at: .seconds(1) + .milliseconds(32))
    print("PROBE2 reads", probeReads, c.pagePosition, c.currentIndex as Any)
  }
}

final class NopDelegate: CarouselDelegate {}

@Suite("Probe2", .serialized) struct ExclusivityProbe2Tests {
  @Test func failedEventDeliveredWithDelegate() throws {
    let c = Carousel()
    c.register(CarouselCell.self, forReuseIdentifier: "cell")
    let s = ProbeThrowingSource()
    let d = NopDelegate()
    c.dataSource = s
    c.delegate = d
    try c.reloadData()
    s.failing = 3
    probeCarousel = c
    defer { probeCarousel = nil }
    try c.beginDragging(at: .seconds(1))
    try c.updateDragging(translation: -250, at: .seconds(1) + .milliseconds(16))
    probeReads = 0
    try c.updateDragging(translation: -330, at: .seconds(1) + .milliseconds(32))
    print("PROBE3 reads", probeReads)
  }
}

@Suite("Probe3", .serialized) struct ExclusivityProbe3Tests {
  @Test func failedShiftDuringSettleWithDelegate() throws {
    let c = Carousel()
    c.register(CarouselCell.self, forReuseIdentifier: "cell")
    let s = ProbeThrowingSource()
    let d = NopDelegate()
    c.dataSource = s
    c.delegate = d
    try c.reloadData()
    s.failing = 3
    probeCarousel = c
    defer { probeCarousel = nil }
    let t0 = Duration.seconds(1)
    try c.beginDragging(at: t0)
    try c.updateDragging(translation: -250, at: t0 + .milliseconds(16))
    try c.endDragging(at: t0 + .milliseconds(32))
    probeReads = 0
    var t = t0 + .milliseconds(32)
    for _ in 0..<60 { t += .milliseconds(16); c.advance(to: t) }
    print("PROBE4 reads", probeReads, c.currentIndex as Any, c.phase)
  }
}
