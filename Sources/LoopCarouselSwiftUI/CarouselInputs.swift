#if canImport(SwiftUI)
  import LoopCarousel
  import LoopCarouselObservation
  import SwiftUI

  /// The drag that moves a carousel, on the platforms that have one (not tvOS, whose remote
  /// moves focus instead).
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
  struct DragInput<ID: Hashable>: ViewModifier {
    let host: CarouselViewHost<ID>
    let isDragging: GestureState<Bool>

    func body(content: Content) -> some View {
      #if os(tvOS)
        content
      #else
        content.gesture(
          DragGesture()  // its minimum distance leaves taps to the items' own buttons
            .updating(isDragging) { _, isDragging, _ in isDragging = true }
            .onChanged { value in
              host.drag(
                x: Double(value.translation.width), y: Double(value.translation.height),
                velocity: nil)
            }
            .onEnded { value in
              host.drag(
                x: Double(value.translation.width), y: Double(value.translation.height),
                velocity: (Double(value.velocity.width), Double(value.velocity.height)))
            }
        )
      #endif
    }
  }

  /// Keys and focus where there is a keyboard, and hover where there is a pointer.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
  struct KeyboardAndPointerInput<ID: Hashable>: ViewModifier {
    let host: CarouselViewHost<ID>
    let isFocused: FocusState<Bool>.Binding

    func body(content: Content) -> some View {
      #if os(watchOS)
        content
      #elseif os(tvOS)
        focus(content)
      #else
        focus(content).onHover { inside in
          host.perform { try $0.setPointerInside(inside, at: host.now) }
        }
      #endif
    }

    #if !os(watchOS)
      /// Focus holds autoplay; the arrow, Home, End, Page Up and Page Down keys move the
      /// carousel while it has focus, and the others (and those it cannot use) go on to the
      /// views around it.
      private func focus(_ content: Content) -> some View {
        content
          .focusable()
          .focused(isFocused)
          .onChange(of: isFocused.wrappedValue) { _, focused in
            let carousel = host.carousel
            let item = focused ? carousel.targetIndex ?? carousel.currentIndex : nil
            host.perform { try $0.setFocusedItem(item, at: host.now) }
          }
          .onKeyPress(keys: CarouselKey.keyEquivalents) { press in
            guard let key = CarouselKey(press.key) else { return .ignored }
            var consumed = false
            host.perform { consumed = try $0.handleKey(key, at: host.now) }
            return consumed ? .handled : .ignored
          }
      }
    #endif
  }

  #if !os(watchOS)
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    extension CarouselKey {
      /// The keys a carousel takes.
      static let keyEquivalents: Set<KeyEquivalent> = [
        .leftArrow, .rightArrow, .upArrow, .downArrow, .home, .end, .pageUp, .pageDown,
      ]

      /// The carousel's key for a SwiftUI key, or `nil`.
      ///
      /// - Parameter key: A key the user pressed.
      init?(_ key: KeyEquivalent) {
        switch key {
        case .leftArrow: self = .left
        case .rightArrow: self = .right
        case .upArrow: self = .up
        case .downArrow: self = .down
        case .home: self = .home
        case .end: self = .end
        case .pageUp: self = .pageUp
        case .pageDown: self = .pageDown
        default: return nil
        }
      }
    }
  #endif
#endif
