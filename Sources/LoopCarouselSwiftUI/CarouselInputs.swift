#if canImport(SwiftUI)
  import LoopCarousel
  import LoopCarouselObservation
  import SwiftUI

  /// The drag that moves a carousel, on the platforms that have one (not tvOS, whose remote
  /// moves focus instead).
  ///
  /// It is recognized beside the gestures of the views around the carousel, as a nested
  /// scroll view's pan is: a vertical `ScrollView` or `List` scrolls on a vertical swipe that
  /// starts on the carousel, which the host's first report leaves alone
  /// (`CarouselViewHost.drag(x:y:velocity:)`), and the carousel follows a horizontal one.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
  struct DragInput<ID: Hashable>: ViewModifier {
    let host: CarouselViewHost<ID>
    let isDragging: GestureState<Bool>

    func body(content: Content) -> some View {
      #if os(tvOS)
        content
      #else
        content.simultaneousGesture(
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

  /// A tap on the carousel, by the engine's rule (`CarouselViewHost.tap(x:y:)`).
  ///
  /// During motion it only stops the motion; at rest, a tap on a neighbour that peeks in brings
  /// it to the centre. A button in an item takes its own tap first, at rest only. Not on tvOS,
  /// whose remote moves focus.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
  struct TapInput<ID: Hashable>: ViewModifier {
    let host: CarouselViewHost<ID>

    func body(content: Content) -> some View {
      #if os(tvOS)
        content
      #else
        content.gesture(
          SpatialTapGesture().onEnded { value in
            _ = host.tap(x: Double(value.location.x), y: Double(value.location.y))
          }
        )
      #endif
    }
  }

  /// The page dots under a carousel.
  ///
  /// A window of dots around the current page, as iOS's page control draws them; a tap on a
  /// dot scrolls to its page. VoiceOver skips them: the carousel itself says "item 2 of 5" and
  /// moves with the adjustable action.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
  struct PageDots<ID: Hashable>: View {
    let host: CarouselViewHost<ID>
    let settings: CarouselSettings.PageDotsSettings

    var body: some View {
      if let window = host.pageDots(maximumDots: settings.maximumDots) {
        HStack(spacing: 0) {
          ForEach(window.pages, id: \.self) { page in
            let size = window.size(ofDotFor: page) ?? .edge
            Circle()
              .fill(settings.color)
              .opacity(size == .current ? 1 : 0.4)
              .frame(width: diameter(size), height: diameter(size))
              // A target wider than the dot, as the page control's.
              .frame(width: 16, height: 24)
              .contentShape(Rectangle())
              .onTapGesture { host.selectPage(page) }
          }
        }
        .padding(4)
        .accessibilityHidden(true)
      }
    }

    /// A dot's diameter, smaller toward an end of the window that has more pages beyond.
    private func diameter(_ size: PageIndicatorWindow.DotSize) -> CGFloat {
      switch size {
      case .current, .near: 8
      case .far: 6
      case .edge: 4
      }
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
