import Testing

@testable import LoopCarousel

/// The app's own error, as an app's data source would throw it.
struct ModelError: Error, Equatable {
  var reason: String
}

/// A data source written without `throws`.
final class PlainSource: CarouselDataSource {
  func numberOfItems(in carousel: Carousel) -> Int { 5 }
  func carousel(_ carousel: Carousel, cellForItemAt index: Int, in slot: SlotPosition)
    -> CarouselCell
  {
    // No `throws` at all: a failed dequeue (impossible here) would fall back to a bare cell,
    // which the carousel then rejects with its own error.
    (try? carousel.dequeueReusableCell(withIdentifier: "banner")) ?? CarouselCell()
  }
}

/// A data source written with plain `throws`, calling the app's own throwing code.
final class ThrowingSource: CarouselDataSource {
  var count = 5
  var failingItem: Int?
  var failsCount = false

  func load(_ index: Int) throws -> String {
    if index == failingItem { throw ModelError(reason: "item \(index) is not cached") }
    return "item \(index)"
  }

  func numberOfItems(in carousel: Carousel) throws -> Int {
    if failsCount { throw ModelError(reason: "the feed is offline") }
    return count
  }

  func carousel(_ carousel: Carousel, cellForItemAt index: Int, in slot: SlotPosition) throws
    -> CarouselCell
  {
    _ = try load(index)
    return try carousel.dequeueReusableCell(withIdentifier: "banner")
  }
}

/// A data source written with `throws(CarouselError)`.
final class TypedSource: CarouselDataSource {
  func numberOfItems(in carousel: Carousel) throws(CarouselError) -> Int { 5 }
  func carousel(_ carousel: Carousel, cellForItemAt index: Int, in slot: SlotPosition)
    throws(CarouselError) -> CarouselCell
  {
    try carousel.dequeueReusableCell(withIdentifier: "banner")
  }
}

@Suite("Data sources of every kind: no throws, throws, throws(CarouselError)")
struct DataSourceKindsTests {
  func carousel(with source: any CarouselDataSource) -> Carousel {
    let carousel = Carousel()
    RecordingDataSource.register(in: carousel)
    carousel.dataSource = source
    return carousel
  }

  @Test("Each kind conforms and fills the slots")
  func everyKindWorks() throws {
    let sources: [any CarouselDataSource] = [PlainSource(), ThrowingSource(), TypedSource()]
    for source in sources {
      let carousel = carousel(with: source)
      try carousel.reloadData()
      #expect(carousel.slots.map(\.item) == [4, 0, 1])
      #expect(carousel.invariantViolations().isEmpty)
    }
  }

  @Test("An app error from a cell request comes back as dataSourceFailed, the state unchanged")
  func appErrorFromReload() throws {
    let source = ThrowingSource()
    let carousel = carousel(with: source)
    try carousel.reloadData()
    let before = ObservableState(carousel)
    source.count = 7
    source.failingItem = 6
    let error = #expect(throws: CarouselError.self) { try carousel.reloadData() }
    #expect(error?.code == .dataSourceFailed)
    #expect(error?.underlyingError as? ModelError == ModelError(reason: "item 6 is not cached"))
    #expect(ObservableState(carousel) == before)
    #expect(carousel.invariantViolations().isEmpty)
  }

  @Test("An app error from the count comes back as dataSourceFailed, the state unchanged")
  func appErrorFromCount() throws {
    let source = ThrowingSource()
    let carousel = carousel(with: source)
    try carousel.reloadData()
    let before = ObservableState(carousel)
    source.failsCount = true
    let error = #expect(throws: CarouselError.self) { try carousel.reloadData() }
    #expect(error?.code == .dataSourceFailed)
    #expect(error?.underlyingError as? ModelError == ModelError(reason: "the feed is offline"))
    #expect(ObservableState(carousel) == before)
  }

  @Test("During motion the delegate hears dataSourceFailed with the app's error")
  func appErrorDuringMotion() throws {
    final class Listener: CarouselDelegate {
      var errors: [CarouselError] = []
      func carousel(_ carousel: Carousel, didFailWith error: CarouselError) {
        errors.append(error)
      }
    }
    let source = ThrowingSource()
    let carousel = carousel(with: source)
    let listener = Listener()
    carousel.delegate = listener
    try carousel.reloadData()
    source.failingItem = 2
    try carousel.beginDragging(at: .zero)
    try carousel.updateDragging(translation: 320, at: .milliseconds(16))
    // The turn onto item 1 goes ahead; its right neighbour, item 2, is missing.
    #expect(carousel.currentIndex == 1)
    #expect(carousel.slot(.right) == nil)
    #expect(listener.errors.map(\.code) == [.dataSourceFailed])
    #expect(listener.errors.first?.underlyingError as? ModelError != nil)
    #expect(carousel.invariantViolations().isEmpty)
  }

  @Test("A CarouselError the data source throws arrives as it is")
  func carouselErrorPassesThrough() throws {
    final class Unregistered: CarouselDataSource {
      func numberOfItems(in carousel: Carousel) -> Int { 3 }
      func carousel(_ carousel: Carousel, cellForItemAt index: Int, in slot: SlotPosition) throws
        -> CarouselCell
      {
        try carousel.dequeueReusableCell(withIdentifier: "nope")
      }
    }
    let source = Unregistered()  // kept: a carousel holds its data source weakly
    let carousel = carousel(with: source)
    let error = #expect(throws: CarouselError.self) { try carousel.reloadData() }
    #expect(error?.code == .unregisteredReuseIdentifier)
    #expect(error?.underlyingError == nil)
  }
}
