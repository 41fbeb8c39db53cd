import Testing

@testable import LoopCarousel

/// Callbacks that answer an event with a call that posts it again: one outer call must
/// still return, with bounded work (`Carousel.callsPerDelivery`).
@Suite("Every call from a callback counts toward callsPerDelivery")
struct CallLimitTests {
  /// A delegate that makes a call from one kind of event, and counts how often.
  final class Looper: CarouselDelegate {
    var from = "willSettle"
    var call: (Carousel) -> Void = { _ in }
    var calls = 0
    /// A safety stop, far past the limit, so that a regression fails instead of hanging.
    let stop = 100_000

    private func hear(_ event: String, _ carousel: Carousel) {
      guard event == from, calls < stop else { return }
      calls += 1
      call(carousel)
    }

    func carousel(_ carousel: Carousel, willSettleOnItemAt index: Int) {
      hear("willSettle", carousel)
    }
    func carousel(_ carousel: Carousel, didSettleOnItemAt index: Int) {
      hear("didSettle", carousel)
    }
    func carouselDidScroll(_ carousel: Carousel) { hear("didScroll", carousel) }
    func carousel(
      _ carousel: Carousel, willDisplay cell: CarouselCell, forItemAt index: Int,
      in slot: SlotPosition
    ) { hear("willDisplay", carousel) }
    func carousel(
      _ carousel: Carousel, didEndDisplaying cell: CarouselCell, forItemAt index: Int,
      in slot: SlotPosition
    ) { hear("didEndDisplaying", carousel) }
  }

  /// A harness of five items whose delegate answers every `event` with `call`; the looper is
  /// returned so that the test keeps it alive (the carousel holds its delegate weakly).
  static func looping(_ event: String, _ call: @escaping (Carousel) -> Void) -> (Harness, Looper) {
    let h = Harness(count: 5)
    let looper = Looper()
    looper.from = event
    looper.call = call
    h.carousel.delegate = looper
    return (h, looper)
  }

  @Test(
    "A reload from any event of a scroll is bounded",
    arguments: ["willSettle", "willDisplay", "didEndDisplaying", "didScroll"])
  func reloadLoop(from event: String) throws {
    let (h, looper) = Self.looping(event) { try? $0.reloadData() }
    let queries = h.dataSource.countQueries
    try h.carousel.scrollToItem(at: 3, animated: false, at: h.now)
    #expect(looper.calls > 0)
    // At most the limit's reloads ran; the later ones threw. A reload posts three events
    // of a kind at the most, each heard once.
    #expect(h.dataSource.countQueries - queries <= Carousel.callsPerDelivery)
    #expect(looper.calls <= 3 * (Carousel.callsPerDelivery + 1))
    h.check()
  }

  @Test("advance(to:) from a callback with autoplay on is bounded")
  func advanceLoop() throws {
    var time = Duration.zero
    let (h, looper) = Self.looping("willSettle") { carousel in
      time += .seconds(2)
      carousel.advance(to: time)
    }
    try h.carousel.startAutoplay(interval: .seconds(1), at: .zero)
    time = .seconds(1)
    h.carousel.advance(to: time)
    #expect(looper.calls > 0)
    #expect(looper.calls <= Carousel.callsPerDelivery + 1)
    h.check()
  }

  @Test("updateDragging from didScroll is bounded and then throws reentrantCall")
  func dragLoop() throws {
    var translation = 0.0
    var refused: CarouselError?
    let (h, looper) = Self.looping("didScroll") { carousel in
      translation += 1
      do throws(CarouselError) {
        try carousel.updateDragging(translation: translation, at: .zero)
      } catch {
        refused = error
      }
    }
    try h.carousel.beginDragging(at: .zero)
    try h.carousel.updateDragging(translation: 0.5, at: .zero)
    #expect(looper.calls <= Carousel.callsPerDelivery + 1)
    #expect(refused?.code == .reentrantCall)
    h.check()
  }
}
