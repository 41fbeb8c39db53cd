import Testing

@testable import LoopCarousel

/// A delegate that answers every `didSettleOnItemAt` with another scroll.
private final class Rescroller: CarouselDelegate {
  enum Answer { case current, next }
  let answer: Answer
  var settles = 0
  var refusals: [CarouselError.Code] = []

  init(_ answer: Answer) { self.answer = answer }

  func carousel(_ carousel: Carousel, didSettleOnItemAt index: Int) {
    settles += 1
    do {
      switch answer {
      case .current: try carousel.scrollToItem(at: index, at: carousel.currentTime)
      case .next: try carousel.scrollToNextItem(at: carousel.currentTime)
      }
    } catch {
      refusals.append(error.code)
    }
  }
}

@Suite("Callbacks that keep calling back: the outer call still returns")
struct CallbackLoopTests {
  @Test(
    "A scroll from didSettle that settles at once is refused after 100 calls in one delivery",
    arguments: [false, true])
  func settleLoop(reducedMotionNext: Bool) throws {
    let h = Harness(count: 5)
    let delegate = Rescroller(reducedMotionNext ? .next : .current)
    h.carousel.delegate = delegate
    h.carousel.reducesMotion = reducedMotionNext
    if reducedMotionNext {
      try h.carousel.scrollToNextItem(at: h.now)
    } else {
      try h.carousel.scrollToItem(at: 0, at: h.now)
    }
    // The outer call returned: one settle of its own, then one per call the callbacks made.
    #expect(delegate.settles == Carousel.callsPerDelivery + 1)
    #expect(delegate.refusals == [.reentrantCall])
    if reducedMotionNext {
      #expect(h.carousel.currentIndex == (1 + Carousel.callsPerDelivery) % 5)
    }
    h.check()
    // The count starts again with the next delivery.
    try h.carousel.scrollToItem(at: 2, animated: false, at: h.now)
    #expect(delegate.refusals == [.reentrantCall, .reentrantCall])
    #expect(delegate.settles == 2 * (Carousel.callsPerDelivery + 1))
  }

  @Test("A few calls from callbacks are not counted against the next delivery")
  func fewCallsAreFine() throws {
    let h = Harness(count: 5)
    h.delegate.onScrollToItem = { carousel, index in
      if index == 1 { try? carousel.scrollToItem(at: 3, animated: false, at: carousel.currentTime) }
    }
    for _ in 0..<300 {
      try h.carousel.scrollToItem(at: 1, animated: false, at: h.now)
      #expect(h.carousel.currentIndex == 3)
    }
    h.check()
  }

  @Test("A reload asked for on every reload stops after eight, with a didFail, and returns")
  func endlessDeferredReload() throws {
    let h = Harness(count: 5)
    h.dataSource.onRequest = { carousel, _ in try? carousel.reloadData() }
    let queries = h.dataSource.countQueries
    h.swipe(pages: 1)
    let pending = h.carousel.needsDeferredReload
    #expect(!pending)
    #expect(h.dataSource.countQueries == queries + 8)
    #expect(h.delegate.take().compactMap(\.failureCode) == [.reentrantCall])
  }
}
