import Testing

@testable import LoopCarousel

@Suite("Keys")
struct KeyTests {
  @Test(
    "the arrows of the scroll axis step one item, mirrored right to left; the others pass",
    arguments: layouts)
  func arrows(_ orientation: CarouselOrientation, _ direction: CarouselLayoutDirection) throws {
    let harness = Harness(count: 5, geometry: try layoutGeometry(orientation, direction))
    harness.delegate.recordsSettle = true
    let vertical = orientation == .vertical
    let mirrored = !vertical && direction == .rightToLeft
    let (forward, backward): (CarouselKey, CarouselKey) =
      vertical ? (.down, .up) : mirrored ? (.left, .right) : (.right, .left)
    let across: [CarouselKey] = vertical ? [.left, .right] : [.up, .down]
    for key in across { #expect(try !harness.carousel.handleKey(key, at: .seconds(1))) }
    #expect(harness.delegate.take().isEmpty)
    #expect(try harness.carousel.handleKey(forward, at: .seconds(1)))
    harness.now = .seconds(1)
    harness.settle()
    #expect(
      harness.delegate.take() == [.willSettleOnItem(1), .didScrollToItem(1), .didSettleOnItem(1)])
    #expect(try harness.carousel.handleKey(backward, at: harness.now))
    #expect(try harness.carousel.handleKey(backward, at: harness.now + .milliseconds(400)))
    harness.settle()
    #expect(harness.carousel.currentIndex == 4)
  }

  @Test("Home and End go to the ends of a finite carousel, pass when it wraps or is there")
  func homeAndEnd() throws {
    let finite = Harness(count: 6, wraps: false)
    #expect(try !finite.carousel.handleKey(.home, at: .seconds(1)), "already at the first item")
    #expect(try finite.carousel.handleKey(.end, at: .seconds(1)))
    finite.now = .seconds(1)
    finite.settle()
    #expect(finite.carousel.currentIndex == 5)
    #expect(try !finite.carousel.handleKey(.end, at: finite.now))
    #expect(try !finite.carousel.handleKey(.right, at: finite.now), "nothing past the end")
    #expect(try finite.carousel.handleKey(.home, at: finite.now))
    finite.settle()
    #expect(finite.carousel.currentIndex == 0)
    let wrapping = Harness(count: 6)
    #expect(try !wrapping.carousel.handleKey(.home, at: .seconds(1)))
    #expect(try !wrapping.carousel.handleKey(.end, at: .seconds(1)))
  }

  @Test(
    "Page Up and Down step pagesPerFling items, 3 without a limit",
    arguments: [(1, 1), (2, 2), (nil, 3)] as [(Int?, Int)])
  func pageKeys(_ pagesPerFling: Int?, _ items: Int) throws {
    let harness = Harness(count: 20, physics: ScrollPhysics(pagesPerFling: pagesPerFling))
    #expect(try harness.carousel.handleKey(.pageDown, at: .seconds(1)))
    harness.now = .seconds(1)
    harness.settle()
    #expect(harness.carousel.currentIndex == items)
    #expect(try harness.carousel.handleKey(.pageUp, at: harness.now))
    #expect(try harness.carousel.handleKey(.pageUp, at: harness.now + .seconds(1)))
    harness.now += .seconds(1)
    harness.settle()
    #expect(harness.carousel.currentIndex == 20 - items)
  }

  @Test("a key held down moves at the pace of its steps and stops within a step of its release")
  func heldKeyHasNoBacklog() throws {
    let harness = Harness(count: 100)
    // Key repeats every 30 ms for 1.5 s: 50 presses, with 0.3-second steps.
    var nearestAtLastKey = 0
    for press in 0..<50 {
      harness.now = .seconds(1) + .milliseconds(30 * press)
      harness.carousel.advance(to: harness.now)
      harness.check()
      #expect(try harness.carousel.handleKey(.right, at: harness.now))
      nearestAtLastKey = harness.carousel.currentIndex ?? -1
    }
    harness.settle()
    let final = harness.carousel.currentIndex ?? -1
    #expect(final > 3, "it kept moving while the key was down")
    #expect(final < 50, "it did not queue a step per press")
    #expect(final - nearestAtLastKey <= 1, "it stopped within a step of the release")
  }

  @Test("focus follows a key to its target")
  func focusFollows() throws {
    let harness = Harness(count: 5)
    try harness.carousel.setFocusedItem(0, at: .seconds(1))
    #expect(harness.delegate.take() == [.didUpdateFocusedItem(0)])
    #expect(try harness.carousel.handleKey(.right, at: .seconds(1)))
    #expect(harness.carousel.focusedItem == 1)
    #expect(harness.delegate.take().contains(.didUpdateFocusedItem(1)))
  }

  @Test("during a drag a key is consumed and does nothing")
  func keyDuringDrag() throws {
    let harness = Harness(count: 5)
    harness.begin()
    harness.move(pages: 0.2)
    let before = ObservableState(harness.carousel)
    #expect(try harness.carousel.handleKey(.right, at: harness.now))
    #expect(ObservableState(harness.carousel) == before)
  }

  @Test("a key or a notch reversed before the step passes the middle goes back")
  func quickReversal() throws {
    let keys = Harness(count: 5)
    try keys.carousel.handleKey(.right, at: .seconds(1))
    #expect(try keys.carousel.handleKey(.left, at: .seconds(1.03)))
    keys.now = .seconds(1.03)
    keys.settle()
    #expect(keys.carousel.currentIndex == 0)
    let wheel = Harness(count: 20, physics: ScrollPhysics(pagesPerFling: 3))
    for (step, delta) in [1.0, 1, -1].enumerated() {
      try wheel.carousel.scrollWheel(
        delta: delta, phase: .discrete, at: .seconds(1) + .milliseconds(20 * step))
    }
    wheel.now = .seconds(1.04)
    wheel.settle()
    #expect(wheel.carousel.currentIndex == 1)
  }

  @Test("with two items, both directions step", arguments: [CarouselKey.left, .right])
  func twoItems(_ key: CarouselKey) throws {
    let harness = Harness(count: 2)
    #expect(try harness.carousel.handleKey(key, at: .seconds(1)))
    harness.now = .seconds(1)
    harness.settle()
    #expect(harness.carousel.currentIndex == 1)
  }
}
