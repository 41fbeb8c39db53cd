#if canImport(UIKit) && !os(watchOS)
  import LoopCarousel
  import UIKit

  extension CarouselView {
    /// Adds the recognizers: the pan (touch and trackpad), the wheel's notches, the tap and
    /// hover.
    func setUpInputs() {
      dragRecognizer.addTarget(self, action: #selector(handleDrag(_:)))
      addGestureRecognizer(dragRecognizer)
      let tap = UITapGestureRecognizer(target: self, action: #selector(handleTap(_:)))
      addGestureRecognizer(tap)
      #if !os(tvOS)
        dragRecognizer.allowedScrollTypesMask = .continuous  // a trackpad's scroll, as a pan
        wheelRecognizer.addTarget(self, action: #selector(handleWheel(_:)))
        wheelRecognizer.allowedScrollTypesMask = .discrete  // a mouse wheel's notches
        wheelRecognizer.allowedTouchTypes = []  // and no fingers
        addGestureRecognizer(wheelRecognizer)
        let hover = UIHoverGestureRecognizer(target: self, action: #selector(handleHover(_:)))
        addGestureRecognizer(hover)
      #endif
    }

    @objc private func handleDrag(_ recognizer: UIPanGestureRecognizer) {
      guard let phase = PanGesturePhase(recognizerState: recognizer.state.rawValue) else { return }
      let (t, v) = (recognizer.translation(in: self), recognizer.velocity(in: self))
      perform {
        try $0.pan(
          phase, translationX: Double(t.x), translationY: Double(t.y), velocityX: Double(v.x),
          velocityY: Double(v.y), at: now)
      }
    }

    @objc private func handleWheel(_ recognizer: UIPanGestureRecognizer) {
      guard recognizer.state == .began || recognizer.state == .changed else { return }
      let t = recognizer.translation(in: self)
      recognizer.setTranslation(.zero, in: self)  // each report: this notch's own scroll
      let (along, across) = orientation == .vertical ? (t.y, t.x) : (t.x, t.y)
      perform {
        _ = try $0.scrollWheel(
          delta: -Double(along), crossDelta: -Double(across), phase: .discrete, at: now)
      }
    }

    @objc private func handleTap(_ recognizer: UITapGestureRecognizer) {
      let point = recognizer.location(in: self)
      perform { _ = try $0.selectItem(atX: Double(point.x), y: Double(point.y), at: now) }
    }

    @objc private func handleHover(_ recognizer: UIGestureRecognizer) {
      switch recognizer.state {
      case .began: perform { try $0.setPointerInside(true, at: now) }
      case .ended, .cancelled, .failed: perform { try $0.setPointerInside(false, at: now) }
      default: break
      }
    }

    /// The carousel's key for a hardware key, or `nil`.
    static func carouselKey(for code: UIKeyboardHIDUsage) -> CarouselKey? {
      switch code {
      case .keyboardLeftArrow: .left
      case .keyboardRightArrow: .right
      case .keyboardUpArrow: .up
      case .keyboardDownArrow: .down
      case .keyboardHome: .home
      case .keyboardEnd: .end
      case .keyboardPageUp: .pageUp
      case .keyboardPageDown: .pageDown
      default: nil
      }
    }
  }
#endif
