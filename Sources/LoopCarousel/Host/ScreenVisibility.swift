/// Whether a host's view can be seen, for ``Carousel/setOnScreen(_:at:)``: the rule
/// `CarouselView` follows, kept here so that it is tested without UIKit.
///
/// A view is on screen when it and every view around it are shown (not hidden, not
/// transparent) and some of its frame lies inside every rectangle that clips it: the window's
/// bounds and each ancestor that clips its content, such as a scroll view or a table it is
/// scrolled out of.
package struct ScreenVisibility: Equatable, Sendable {
  /// The view's frame, in the window's coordinates.
  package var frame: CarouselRect
  /// The rectangles that clip it, in the window's coordinates: the window's bounds first.
  package var clips: [CarouselRect]
  /// Whether the view or a view around it is hidden.
  package var isHidden: Bool
  /// The view's opacity with those of the views around it multiplied in.
  package var opacity: Double

  /// Opacities below this draw nothing a person sees, as UIKit's hit testing takes them.
  package static let visibleOpacity = 0.01

  package init(frame: CarouselRect, clips: [CarouselRect], isHidden: Bool, opacity: Double) {
    self.frame = frame
    self.clips = clips
    self.isHidden = isHidden
    self.opacity = opacity
  }

  /// Whether the view can be seen.
  package var isOnScreen: Bool {
    guard !isHidden, opacity >= Self.visibleOpacity else { return false }
    var shown = frame
    for clip in clips {
      let left = max(shown.x, clip.x)
      let top = max(shown.y, clip.y)
      let right = min(shown.maxX, clip.maxX)
      let bottom = min(shown.maxY, clip.maxY)
      // Touching edges share no area: nothing of the view shows.
      guard right > left, bottom > top else { return false }
      shown = CarouselRect(x: left, y: top, width: right - left, height: bottom - top)
    }
    return true
  }
}
