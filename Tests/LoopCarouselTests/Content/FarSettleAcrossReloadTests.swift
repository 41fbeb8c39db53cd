import Testing

@testable import LoopCarousel

/// A settle toward an item two pages away or more, which no slot may show until the last page
/// turn (neighbours peek in, so the motion runs through the slots), goes on to that item
/// across reloads: its identifier is asked for once the settle is under way, and only then.
@Suite("A settle beyond the slots across reloads")
struct FarSettleAcrossReloadTests {
  typealias Log = PendingEventsAcrossReloadTests.Log

  /// A finite carousel of `names` whose neighbours peek in, with identities, no prefetching.
  static func peeking(_ names: [String]) throws -> (Carousel, IdentityTests.NamedSource) {
    let carousel = Carousel(
      geometry: try CarouselGeometry(viewportLength: 390, itemLength: 300, spacing: 10))
    let source = IdentityTests.NamedSource(names, on: carousel)
    carousel.prefetchDistance = 0
    try carousel.setWraps(false)
    try carousel.reloadData()
    return (carousel, source)
  }

  /// The identifiers asked for in `calls` other than right after their item's cell.
  static func identifiersAsked(_ calls: ArraySlice<String>) -> [String] {
    let calls = Array(calls)
    return calls.indices.compactMap { index in
      let call = calls[index]
      guard call.hasPrefix("id ") else { return nil }
      return index > 0 && calls[index - 1] == "cell \(call.dropFirst(3))" ? nil : call
    }
  }

  @Test("a scroll three pages away goes on to its target across reloads that move it")
  func scrollAcrossReloads() throws {
    let (carousel, source) = try Self.peeking(["a", "b", "c", "d", "x", "e"])
    let log = Log()
    carousel.delegate = log
    try carousel.scrollToItem(at: 4, animated: true, at: .zero)
    #expect(carousel.slots.allSatisfy { $0.item != 4 })
    #expect(Self.identifiersAsked(source.calls[...]).last == "id 4")
    source.names.insert("y", at: 0)
    try carousel.reloadData()
    #expect(carousel.targetIndex == 5)
    // "x" moves back before "a": two pages behind the carousel, which now heads there.
    source.names = ["y", "x", "a", "b", "c", "d", "e"]
    try carousel.reloadData()
    #expect(carousel.targetIndex == 1)
    carousel.advance(to: .seconds(3))
    #expect(carousel.currentIndex == 1)
    // "a", current until the settle ends, is told under each of its numbers; no cancel.
    #expect(
      log.settle == [
        .willSettleOnItem(4), .didScrollToItem(0), .didScrollToItem(1), .didScrollToItem(2),
        .didScrollToItem(1), .didSettleOnItem(1),
      ])
  }

  @Test("a fling through peeking slots goes on to its target across two reloads")
  func flingAcrossTwoReloads() throws {
    let (carousel, source) = try Self.peeking(Array("abcdefghijkl").map(String.init))
    var physics = ScrollPhysics()
    physics.pagesPerFling = nil
    try carousel.setPhysics(physics)
    try carousel.beginDragging(at: .zero)
    try carousel.updateDragging(translation: 100, at: .milliseconds(10))
    try carousel.endDragging(at: .milliseconds(10), velocity: 4_000)
    carousel.advance(to: .milliseconds(20))
    let target = try #require(carousel.targetIndex)
    #expect(target >= 3)
    let name = source.names[target]
    for added in ["y", "z"] {
      source.names.insert(added, at: 0)
      try carousel.reloadData()
      #expect(carousel.targetIndex.map { source.names[$0] } == name)
    }
    carousel.advance(to: .seconds(5))
    #expect(carousel.currentIndex.map { source.names[$0] } == name)
  }

  @Test("a scroll redirected to another far item goes on to that one across a reload")
  func redirectedScroll() throws {
    let (carousel, source) = try Self.peeking(Array("abcdefghij").map(String.init))
    try carousel.scrollToItem(at: 4, animated: true, at: .zero)
    carousel.advance(to: .milliseconds(120))
    try carousel.scrollToItem(at: 8, animated: true, at: .milliseconds(120))
    source.names.insert("y", at: 0)
    try carousel.reloadData()
    #expect(carousel.targetIndex == 9)
    carousel.advance(to: .seconds(5))
    #expect(carousel.currentIndex.map { source.names[$0] } == "i")
    // Back to a near item: the identifier noted for "i" is not used for it.
    try carousel.scrollToItem(at: 2, animated: true, at: .seconds(5))
    carousel.advance(to: .milliseconds(5_100))
    source.names.insert("z", at: 0)
    try carousel.reloadData()
    carousel.advance(to: .seconds(10))
    #expect(carousel.currentIndex.map { source.names[$0] } == "b")
  }

  @Test(
    "a far scroll that lands within the call asks no identifier",
    arguments: ["reduced motion", "off screen"])
  func landingAtOnceAsksNothing(_ reason: String) throws {
    let (carousel, source) = try Self.peeking(["a", "b", "c", "d", "e", "f"])
    if reason == "off screen" {
      try carousel.setOnScreen(false, at: .zero)
    } else {
      carousel.reducesMotion = true
    }
    let first = source.calls.count
    try carousel.scrollToItem(at: 4, animated: true, at: .zero)
    #expect(carousel.currentIndex == 4)
    // No reload can come during a settle that ended in the call.
    #expect(Self.identifiersAsked(source.calls[first...]) == [])
  }
}
