import Testing

@testable import LoopCarousel

/// What the listeners were told is named by each reload's numbers: reloads in a row within
/// one call, a freed delegate, and how many look-ups it takes.
@Suite("Renumbering what the listeners were told, across reloads")
struct RenumberAcrossReloadsTests {
  /// A data source of names, identified by name (unless `identified` is false), that counts
  /// `indexForItemIdentifier` calls and runs a hook inside them.
  final class NamedSource: CarouselDataSource {
    var names: [String]
    var identified = true
    var lookups: [String] = []
    var onLookup: ((Carousel, AnyHashable) -> Void)?
    /// Data taken at the next `numberOfItems(in:)`.
    var nextNames: [String]?

    init(_ names: [String]) { self.names = names }

    func numberOfItems(in carousel: Carousel) -> Int {
      if let next = nextNames {
        names = next
        nextNames = nil
      }
      return names.count
    }

    func carousel(_ carousel: Carousel, cellForItemAt index: Int, in slot: SlotPosition)
      throws(CarouselError) -> CarouselCell
    {
      try carousel.dequeueReusableCell(withIdentifier: "cell")
    }

    func carousel(_ carousel: Carousel, identifierForItemAt index: Int) -> AnyHashable? {
      identified ? names[index] : nil
    }

    func carousel(_ carousel: Carousel, indexForItemIdentifier identifier: AnyHashable) -> Int? {
      lookups.append("\(identifier)")
      onLookup?(carousel, identifier)
      return (identifier as? String).flatMap { names.firstIndex(of: $0) }
    }
  }

  /// A delegate that records every event but the scrolls, and runs a hook.
  typealias Log = PendingEventsAcrossReloadTests.Log

  final class Plain: CarouselCell {}

  /// A carousel of `names` at rest on `start`, its delegate told what is true.
  static func make(
    _ names: [String], on start: Int = 0, prefetchDistance: Int = 2, viewport: Double = 320,
    itemLength: Double? = nil
  ) throws -> (Carousel, NamedSource, Log) {
    let carousel = Carousel(
      geometry: try CarouselGeometry(
        viewportLength: viewport, itemLength: itemLength ?? viewport,
        spacing: itemLength == nil ? 0 : 10))
    carousel.register(Plain.self, forReuseIdentifier: "cell")
    let source = NamedSource(names)
    let log = Log()
    carousel.dataSource = source
    carousel.delegate = log
    carousel.prefetchDistance = prefetchDistance
    try carousel.reloadData()
    try carousel.scrollToItem(at: start, animated: false, at: .zero)
    log.events.removeAll()
    source.lookups.removeAll()
    return (carousel, source, log)
  }

  static func letters(_ n: Int) -> [String] { (0..<n).map { "i\($0)" } }

  @Test("a deferred reload that removes a prefetch the reload before it moved names its last index")
  func deferredReloadRemovesMovedPrefetch() throws {
    // At rest on i5, distance 2: i3, i2, i7, i8 prefetched.
    let (carousel, source, log) = try Self.make(Self.letters(12), on: 5)
    // The first reload moves i8 to the end (item 11), out of the window; while it runs, the
    // data source asks for a reload that removes i8 (a deferred reload, in the same call).
    var moved = Self.letters(12)
    moved.remove(at: 8)
    moved.append("i8")
    source.onLookup = { carousel, _ in
      source.onLookup = nil
      source.nextNames = moved.filter { $0 != "i8" }
      try? carousel.reloadData()
    }
    source.names = moved
    try carousel.reloadData()
    #expect(source.names == moved.filter { $0 != "i8" })
    let cancels = log.events.filter { if case .cancelPrefetchingItem = $0 { true } else { false } }
    // Its last index is 11, in the data of the first reload; 8 is i9's index in both.
    #expect(cancels == [.cancelPrefetchingItem(11)], "\(log.events)")
  }

  @Test("the record of a freed delegate is not renumbered: a reload asks only for the slots")
  func freedDelegateCostsNoLookUps() throws {
    let (carousel, source, _) = try Self.make(Self.letters(12), on: 5)
    do {
      let other = Log()
      carousel.delegate = other
      try carousel.scrollToItem(at: 6, animated: false, at: .zero)
      try carousel.scrollToItem(at: 5, animated: false, at: .zero)
    }
    #expect(carousel.delegate == nil)
    source.lookups.removeAll()
    source.names.remove(at: 7)
    for _ in 0..<4 {
      try carousel.reloadData()
    }
    // Each reload asks for the 3 slots' items; nothing else listens.
    #expect(source.lookups.count == 12, "\(source.lookups)")
  }

  @Test("callsPerDelivery: a call with an earlier time counts, one with a bad index does not")
  func whichCallsCount() throws {
    let (carousel, source, log) = try Self.make(Self.letters(6), on: 0)
    var outcome: [CarouselError.Code?] = []
    log.hook = { carousel, event in
      guard case .didScrollToItem = event else { return }
      log.hook = nil
      // Refused by their own checks: not counted.
      for _ in 0..<Carousel.callsPerDelivery {
        _ = try? carousel.scrollToItem(at: 999, animated: false, at: .seconds(2))
      }
      outcome.append(Self.code { () throws(CarouselError) in try carousel.setWraps(false) })
      // An earlier time is refused once counted: the limit is reached.
      for _ in 0..<Carousel.callsPerDelivery {
        _ = try? carousel.scrollToItem(at: 1, animated: false, at: .zero)
      }
      outcome.append(Self.code { () throws(CarouselError) in try carousel.setWraps(true) })
    }
    try carousel.scrollToItem(at: 2, animated: false, at: .seconds(1))
    #expect(outcome == [nil, .reentrantCall])
    withExtendedLifetime(source) {}
  }

  /// The code of the error `body` throws, or `nil`.
  static func code(_ body: () throws(CarouselError) -> Void) -> CarouselError.Code? {
    do {
      try body()
      return nil
    } catch {
      return error.code
    }
  }
}
