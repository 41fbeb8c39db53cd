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
      #if os(tvOS)
        // The remote's select press selects; a touch on its surface is a swipe, not a tap.
        tap.allowedPressTypes = [NSNumber(value: UIPress.PressType.select.rawValue)]
        tap.allowedTouchTypes = []
      #endif
      addGestureRecognizer(tap)
      followRemoteSwipes()
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

    /// On tvOS, the remote's swipes move focus between the cards while they can take it
    /// (``cardsCanBecomeFocused``), and drag the carousel only while they cannot: a swipe does
    /// one thing, never both.
    func followRemoteSwipes() {
      #if os(tvOS)
        dragRecognizer.allowedTouchTypes =
          cardsCanBecomeFocused ? [] : [NSNumber(value: UITouch.TouchType.indirect.rawValue)]
      #endif
    }

    @objc private func handleTap(_ recognizer: UITapGestureRecognizer) {
      #if os(tvOS)
        // A select press has no place of its own: it selects the focused card, or the
        // current one when no card has focus.
        let position = carousel.slots.first { $0.cell === focusedCell }?.position ?? .middle
        guard let frame = carousel.placement(for: position)?.frame else { return }
        let (x, y) = (frame.midX, frame.midY)
      #else
        let point = recognizer.location(in: self)
        let (x, y) = (Double(point.x), Double(point.y))
      #endif
      perform { _ = try $0.selectItem(atX: x, y: y, at: now) }
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
