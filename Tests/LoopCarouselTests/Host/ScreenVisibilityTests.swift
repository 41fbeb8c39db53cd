import Testing

@testable import LoopCarousel

/// The rule a view host follows for `setOnScreen(_:at:)`: hidden, transparent, or clipped
/// away by the window or an ancestor (a scroll view it is scrolled out of) is off screen.
@Suite("Whether a host's view can be seen")
struct ScreenVisibilityTests {
  private let window = CarouselRect(x: 0, y: 0, width: 390, height: 844)

  private func visibility(
    _ frame: CarouselRect, clips: [CarouselRect]? = nil, hidden: Bool = false,
    opacity: Double = 1
  ) -> ScreenVisibility {
    ScreenVisibility(frame: frame, clips: clips ?? [window], isHidden: hidden, opacity: opacity)
  }

  @Test("a banner in the window is on screen; hidden or transparent, it is not")
  func shownHiddenTransparent() {
    let banner = CarouselRect(x: 0, y: 100, width: 390, height: 200)
    #expect(visibility(banner).isOnScreen)
    #expect(!visibility(banner, hidden: true).isOnScreen)
    #expect(!visibility(banner, opacity: 0).isOnScreen)
    #expect(!visibility(banner, opacity: 0.005).isOnScreen)
    #expect(visibility(banner, opacity: 0.5).isOnScreen)
  }

  @Test("scrolled out of a feed it is off screen; one point still in, it is on")
  func scrolledOut() {
    // A feed (a scroll view) from y 88 to 800 clips the banner, now scrolled up past its top.
    let feed = CarouselRect(x: 0, y: 88, width: 390, height: 712)
    let out = CarouselRect(x: 0, y: -112, width: 390, height: 200)
    #expect(!visibility(out, clips: [window, feed]).isOnScreen)
    let edge = CarouselRect(x: 0, y: -111, width: 390, height: 200)
    #expect(visibility(edge, clips: [window, feed]).isOnScreen)
    // Outside the window altogether, with no ancestor clipping.
    #expect(!visibility(CarouselRect(x: 400, y: 0, width: 390, height: 200)).isOnScreen)
    // Two clips that each show part of it, but no part in both.
    let left = CarouselRect(x: 0, y: 0, width: 100, height: 844)
    let right = CarouselRect(x: 200, y: 0, width: 190, height: 844)
    #expect(
      !visibility(CarouselRect(x: 0, y: 0, width: 390, height: 200), clips: [left, right])
        .isOnScreen)
  }

  @Test("a view of zero size shows nothing")
  func zeroSize() {
    #expect(!visibility(CarouselRect(x: 10, y: 10, width: 0, height: 200)).isOnScreen)
  }
}
