import Testing

@testable import LoopCarousel

@Suite("Flings, settling and the rubber band")
struct MotionTests {
  struct Threshold: CustomTestStringConvertible, Sendable {
    var velocity: Double
    var expected: Int
    var testDescription: String { "release at \(velocity) pt/s lands on item \(expected)" }
  }

  @Test(
    "A release just below the flick threshold settles back; just above, it turns the page",
    arguments: [
      Threshold(velocity: 299, expected: 0), Threshold(velocity: 301, expected: 1),
      Threshold(velocity: -299, expected: 0), Threshold(velocity: -301, expected: 4),
    ])
  func flickThreshold(_ c: Threshold) {
    let h = Harness(count: 5)
    h.begin()
    h.move(pages: 0.1 * (c.velocity > 0 ? 1 : -1))
    h.release(velocity: c.velocity / h.pageLength)
    h.settle()
    #expect(h.carousel.currentIndex == c.expected)
    #expect(h.carousel.contentOffset == h.pageLength)
  }

  @Test("A slow release settles on the nearest slot, past the midpoint or not")
  func nearestSlot() {
    let h = Harness(count: 5)
    h.swipe(pages: 0.49, over: 0.5, velocity: 0)
    h.settle()
    #expect(h.carousel.currentIndex == 0)
    h.swipe(pages: 0.51, over: 0.5, velocity: 0)
    h.settle()
    #expect(h.carousel.currentIndex == 1)
  }

  @Test("A strong fling travels one page by default, and as far as it projects when unlimited")
  func multiPageFling() throws {
    let limited = Harness(count: 20)
    limited.swipe(pages: 0.2, velocity: 20)
    limited.settle()
    #expect(limited.carousel.currentIndex == 1)

    var physics = ScrollPhysics()
    physics.pagesPerFling = nil
    let h = Harness(count: 20, physics: physics)
    h.dataSource.resetLog()
    h.swipe(pages: 0.2, velocity: 10)
    // UIScrollView's projection: x + v·d / (1 − d) / 1000, in pages.
    let projected = 0.2 + 10 * 0.998 / 0.002 / 1000
    let expected = Int(projected.rounded())
    h.settle()
    #expect(h.carousel.currentIndex == expected % 20)
    #expect(h.dataSource.requests.count == expected)
    #expect(
      h.delegate.take() == [
        .willBeginDragging, .didEndDragging(willSettle: true), .didScrollToItem(expected),
      ])
  }

  @Test("The settle starts at the release velocity and ends exactly on the target")
  func settleCurve() {
    let h = Harness(count: 5)
    h.begin()
    h.move(pages: 0.3)
    let start = h.carousel.pagePosition
    h.release(velocity: 1.5)
    let t0 = h.now
    h.carousel.advance(to: t0 + .microseconds(1))
    let measured = (h.carousel.pagePosition - start) / 1e-6
    #expect(abs(measured - 1.5) < 1e-3)
    // A flick of 0.7 page at 1.5 pages a second lasts 1.5 · 0.7 / 1.5 = 0.7 s, the shortest
    // curve whose speed only falls (0.3 s would speed it up).
    h.carousel.advance(to: t0 + .milliseconds(699))
    #expect(h.carousel.phase == .settling)
    h.carousel.advance(to: t0 + .milliseconds(700))
    #expect(h.carousel.phase == .idle)
    #expect(h.carousel.currentIndex == 1)
    #expect(h.carousel.contentOffset == h.pageLength)
    h.check()
  }

  @Test("A fast flick settles sooner instead of overshooting")
  func fastFlickDoesNotOvershoot() {
    let h = Harness(count: 5)
    h.begin()
    h.move(pages: 0.6)
    h.release(velocity: 30)
    var last = h.carousel.pagePosition
    var index = h.carousel.currentIndex
    while h.carousel.phase != .idle {
      h.now += .milliseconds(1)
      h.carousel.advance(to: h.now)
      h.check()
      let absolute = h.carousel.pagePosition + Double(h.carousel.currentIndex ?? 0)
      let previous = last + Double(index ?? 0)
      #expect(absolute >= previous - 1e-12)
      last = h.carousel.pagePosition
      index = h.carousel.currentIndex
    }
    #expect(h.carousel.currentIndex == 1)
  }

  /// The absolute position (item + fraction) at each instant of a release, sampled at a rate.
  func timeline(framesPerSecond: Int?, peeking: Bool) throws -> [Int: (Double, Int?)] {
    let geometry =
      peeking
      ? try CarouselGeometry(viewportLength: 320, itemLength: 240, spacing: 10)
      : .standard
    var physics = ScrollPhysics()
    physics.pagesPerFling = nil
    let h = Harness(count: 7, geometry: geometry, physics: physics)
    h.begin()
    h.move(pages: 0.4)
    h.release(velocity: 6)
    let start = h.now
    var samples: [Int: (Double, Int?)] = [:]
    // Compare at every 1/30 s; sample in between at the given rate.
    for tick in 1...60 {
      let target = start + .milliseconds(tick * 100 / 3)
      if let framesPerSecond {
        let step = Duration.seconds(1) / framesPerSecond
        while h.now + step < target {
          h.now += step
          h.carousel.advance(to: h.now)
        }
      }
      h.now = target
      h.carousel.advance(to: h.now)
      h.check()
      samples[tick] = (h.carousel.pagePosition, h.carousel.currentIndex)
    }
    return samples
  }

  @Test(
    "Positions are a function of time: 30, 60, 120 Hz and one jump agree", arguments: [false, true])
  func frameRateIndependence(peeking: Bool) throws {
    let reference = try timeline(framesPerSecond: nil, peeking: peeking)
    for rate in [30, 60, 120, 1000] {
      let other = try timeline(framesPerSecond: rate, peeking: peeking)
      for (tick, (position, item)) in reference {
        let (otherPosition, otherItem) = other[tick] ?? (.nan, nil)
        #expect(item == otherItem, "at tick \(tick), \(rate) Hz")
        #expect(abs(position - otherPosition) < 1e-9, "at tick \(tick), \(rate) Hz")
      }
    }
  }

  @Test("Past the ends of a finite carousel a drag meets UIKit's rubber band and settles back")
  func rubberBand() {
    let h = Harness(count: 3, wraps: false)
    h.begin()
    h.move(pages: -1)
    let d = h.carousel.geometry.viewportLength
    let expected = (1 - 1 / (h.pageLength * 0.55 / d + 1)) * d
    #expect(abs(h.carousel.pagePosition * h.pageLength + expected) < 1e-9)
    h.release()
    h.settle()
    #expect(h.carousel.currentIndex == 0)
    #expect(h.carousel.contentOffset == h.pageLength)
  }

  @Test("A drag of ten pages either way with peeking neighbours never shows a gap")
  func peekingNoGap() throws {
    let geometry = try CarouselGeometry(viewportLength: 375, itemLength: 300, spacing: 12)
    for direction in [1.0, -1.0] {
      let h = Harness(count: 6, geometry: geometry)
      h.begin()
      for step in 1...600 {
        h.now += .milliseconds(5)
        try h.carousel.updateDragging(
          translation: direction * Double(step) / 60 * h.pageLength, at: h.now)
        h.check()
        // Every point of the viewport is covered by a filled slot or the spacing before it.
        var covered: [(Double, Double)] = []
        for position in SlotPosition.allCases {
          guard let a = h.carousel.layoutAttributes(for: position) else { continue }
          covered.append((a.frameOrigin - geometry.spacing, a.frameOrigin + a.frameLength))
        }
        var reach = 0.0
        for (start, end) in covered.sorted(by: { $0.0 < $1.0 }) {
          #expect(start <= reach + 1e-9, "a gap at \(reach) after \(step) steps")
          reach = max(reach, end)
        }
        #expect(reach >= geometry.viewportLength - 1e-9)
      }
      #expect(h.carousel.currentIndex == (direction > 0 ? 10 % 6 : (6 - 10 % 6) % 6))
    }
  }
}

@Suite("Velocity estimation and retargeting")
struct VelocityTests {
  @Test("The release velocity comes from the moves of the last 100 ms")
  func estimated() {
    // 0.3 pages in 0.1 s: 960 points per second, a flick.
    let quick = Harness(count: 5)
    quick.swipe(pages: 0.3, over: 0.1)
    quick.settle()
    #expect(quick.carousel.currentIndex == 1)
    // The same distance, then a 150 ms rest before lifting: no velocity is left.
    let rested = Harness(count: 5)
    rested.begin()
    rested.move(pages: 0.3, over: 0.1)
    rested.now += .milliseconds(150)
    rested.release()
    rested.settle()
    #expect(rested.carousel.currentIndex == 0)
    // Slow moves of 0.3 pages over 2 s stay below the 300 pt/s threshold.
    let slow = Harness(count: 5)
    slow.swipe(pages: 0.3, over: 2)
    slow.settle()
    #expect(slow.carousel.currentIndex == 0)
  }

  @Test("A retarget keeps both the position and the velocity continuous")
  func retargetIsSmooth() throws {
    let h = Harness(count: 9)
    try h.carousel.scrollToItem(at: 1, at: h.now)
    h.wait(0.1)
    let t = h.now
    let epsilon = Duration.microseconds(1)
    let before = h.carousel.pagePosition
    let probe = Harness(count: 9)
    try probe.carousel.scrollToItem(at: 1, at: .zero)
    probe.carousel.advance(to: t)
    probe.carousel.advance(to: t + epsilon)
    let velocityBefore = (probe.carousel.pagePosition - before) / 1e-6
    // Item 3 lies ahead (the shortest way), so the motion carries on in its direction.
    try h.carousel.scrollToItem(at: 3, at: t)
    h.carousel.advance(to: t + epsilon)
    let velocityAfter = (h.carousel.pagePosition - before) / 1e-6
    #expect(abs(velocityAfter - velocityBefore) < 1e-3 * max(1, abs(velocityBefore)))
    h.settle()
    #expect(h.carousel.currentIndex == 3)
  }
}
