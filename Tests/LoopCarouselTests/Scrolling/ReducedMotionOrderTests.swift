import Testing

@testable import LoopCarousel

/// Reduce Motion moves at once; the delegate hears the same events in the same order as the
/// animation would post, visibility aside (it describes the screen, which changes once).
@Suite("Reduced motion: the same events in the same order, visibility aside")
struct ReducedMotionOrderTests {
  static let actions = [
    "next", "previous", "two ahead", "far", "autoplay", "accessibility", "finite end",
  ]

  /// The events of one action, then the visible items at the end.
  static func run(_ action: String, reduced: Bool) throws -> ([CarouselEvent], [CarouselEvent]) {
    let h = Harness(count: 9, wraps: action != "finite end")
    h.delegate.recordsSettle = true
    h.delegate.recordsDisplay = true
    h.delegate.recordsVisibility = true
    h.carousel.reducesMotion = reduced
    if action == "finite end" { try h.carousel.scrollToItem(at: 7, animated: false, at: h.now) }
    h.carousel.advance(to: h.now)
    _ = h.delegate.take()
    switch action {
    case "next", "finite end": try h.carousel.scrollToNextItem(at: h.now)
    case "previous": try h.carousel.scrollToPreviousItem(at: h.now)
    case "two ahead": try h.carousel.scrollToItem(at: 2, at: h.now)
    case "far": try h.carousel.scrollToItem(at: 5, at: h.now)
    case "autoplay":
      try h.carousel.startAutoplay(interval: .seconds(1), at: h.now)
      h.wait(1)
    default: try h.carousel.accessibilityIncrement(at: h.now)
    }
    h.settle()
    let events = h.delegate.take()
    let visibility = events.filter(\.isVisibility)
    return (events.filter { !$0.isVisibility }, visibility)
  }

  @Test(
    "Every programmatic motion posts the animation's events, visibility aside", arguments: actions)
  func sameOrder(action: String) throws {
    let (animated, _) = try Self.run(action, reduced: false)
    let (atOnce, visibility) = try Self.run(action, reduced: true)
    #expect(atOnce == animated)
    // Reduced, the screen changes once: what left, then what came, at the end of the call.
    let disappearing = visibility.prefix { if case .itemDidDisappear = $0 { true } else { false } }
    #expect(
      visibility.dropFirst(disappearing.count).allSatisfy {
        if case .itemDidAppear = $0 { true } else { false }
      })
  }
}
