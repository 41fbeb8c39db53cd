#if canImport(SwiftUI)
  import LoopCarousel
  import LoopCarouselObservation
  public import SwiftUI

  /// An endlessly looping carousel of your items, one page at a time, with the neighbours
  /// peeking in if you like: a banner, a pager, a cover flow.
  ///
  /// Give it your items and a view for each; it draws at most three of them (the current item
  /// and its two neighbours) and moves them as a LoopCarousel engine says:
  ///
  /// ```swift
  /// @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  /// struct Promos: View {
  ///   let promos: [Promo]
  ///   @State private var current: Promo.ID?
  ///
  ///   var body: some View {
  ///     LoopCarouselView(promos, selection: $current) { promo in PromoCard(promo) }
  ///       .carouselAutoplay(.seconds(3))
  ///       .carouselPageDots()
  ///       .frame(height: 200)
  ///   }
  /// }
  /// ```
  ///
  /// It needs iOS 17, macOS 14, tvOS 17, watchOS 10 or visionOS 1; the engine and the UIKit
  /// view run from iOS 16.
  ///
  /// **As a paging `ScrollView` does**, it follows a drag along its axis (with a fling) and
  /// leaves a drag across it to the views around it: inside a vertical `ScrollView` or `List`,
  /// a vertical swipe that starts on the carousel scrolls the page, and the carousel's own
  /// motion goes on. Each item's view is identified by the item's identifier, so its `@State`
  /// stays with the item as the carousel moves. A button in an item works while the carousel
  /// rests; a tap while it moves only stops it, as a tap on a moving scroll view does, so no
  /// button fires that the user did not aim at. A tap on a neighbour that peeks in brings it to
  /// the centre. For an action on an item, make its view a `Button`.
  ///
  /// It also follows the arrow, Home, End, Page Up and Page Down keys while it has focus, the
  /// pointer (autoplay holds while it hovers, and while the carousel has focus), and
  /// VoiceOver's adjustable action (swipe up or down for the next or the previous item), and
  /// reads VoiceOver's value ("item 2 of 5") from the engine. It asks for frames only while
  /// something moves, and for one wake-up per autoplay step at rest; each frame moves the
  /// engine on once, before it draws, and nothing changes after (the few views that read
  /// what a frame changed, such as the page dots when the page changes, draw again, and the
  /// engine does not move again for them).
  /// It honours Reduce Motion and
  /// right-to-left layouts, and holds autoplay while it is off screen or the app is in the
  /// background.
  ///
  /// Configure it with ``SwiftUI/View/carouselStyle(_:)``,
  /// ``SwiftUI/View/carouselAutoplay(_:)``, ``SwiftUI/View/carouselPhysics(_:)``,
  /// ``SwiftUI/View/carouselTicker(_:)``, ``SwiftUI/View/carouselWraps(_:)``,
  /// ``SwiftUI/View/carouselItemLength(_:spacing:)``,
  /// ``SwiftUI/View/carouselOrientation(_:)`` and
  /// ``SwiftUI/View/carouselPageDots(_:maximumDots:color:)``; the styles and `ScrollPhysics`
  /// come from the engine's module, so `import LoopCarousel` too when you name them.
  ///
  /// When the collection changes, the carousel reloads by identity: the item on screen stays
  /// on screen when others come and go around it, during a drag too. Each identifier names
  /// one item: of items with the same identifier, the carousel shows the first, and writes to
  /// the console how many it left out, as `ForEach` warns of them. A value a modifier gives
  /// out of range (an autoplay interval of zero, say) is written to the console too, and the
  /// carousel goes on as it was.
  ///
  /// **Where it differs from a paging `ScrollView`**, until SwiftUI lets a view decline a
  /// gesture as UIKit's `gestureRecognizerShouldBegin` does (`CarouselView` does): its drag is
  /// recognized beside the page's scrolling, so a mostly horizontal swipe can also move a
  /// vertical page by its vertical drift; a tap during motion catches it when the finger
  /// lifts, not when it touches down (a touch cannot yet tell the page's vertical swipe,
  /// which must leave the carousel's motion alone, from the carousel's own); and a press on
  /// a button that began at rest is the button's, as SwiftUI decides.
  ///
  /// Until SwiftUI gives it a size, it draws nothing: SwiftUI may propose a zero size before
  /// the first layout, and the engine refuses a zero viewport (a carousel that could never
  /// show anything), so the view waits for a size instead of passing one on.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
  public struct LoopCarouselView<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    private let data: Data
    private let id: KeyPath<Data.Element, ID>
    private let selection: Binding<ID?>?
    private let content: (Data.Element) -> Content

    /// The engine, made once per carousel on screen.
    @State private var engine = LazyCarouselViewHost<ID>()
    /// Whether a finger is down; SwiftUI resets it when a drag ends or is cancelled.
    @GestureState private var isDragging = false
    @FocusState private var isFocused: Bool
    @Environment(\.loopCarouselSettings) private var settings
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.scenePhase) private var scenePhase

    /// Creates a carousel of the items of a collection, each identified by a key path.
    ///
    /// - Parameters:
    ///   - data: The items, in the order the carousel shows them; each identifier at most once
    ///     (of items with the same one, the first is shown).
    ///   - id: The key path to each item's identifier.
    ///   - selection: The identifier of the item the carousel rests on or is heading to; set it
    ///     to scroll to an item. `nil` leaves the carousel on its own.
    ///   - content: The view of one item.
    public init(
      _ data: Data,
      id: KeyPath<Data.Element, ID>,
      selection: Binding<ID?>? = nil,
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      self.data = data
      self.id = id
      self.selection = selection
      self.content = content
    }

    /// The carousel.
    public var body: some View {
      let model = host.model
      GeometryReader { proxy in
        CarouselSlots(
          host: host, data: data, id: id, content: content, layoutDirection: layoutDirection
        )
        .onChange(of: proxy.size, initial: true) { _, size in
          host.setViewport(
            width: Double(size.width), height: Double(size.height), layout: settings.layout,
            rightToLeft: isRightToLeft)
        }
      }
      .clipped()
      .contentShape(Rectangle())
      .modifier(DragInput(host: host, isDragging: $isDragging))
      .modifier(TapInput(host: host))
      .overlay(alignment: .bottom) {
        if let dots = settings.pageDots {
          // Mirrored right to left, as a page control is.
          PageDots(host: host, settings: dots).environment(\.layoutDirection, layoutDirection)
        }
      }
      // Placements are in absolute coordinates, right to left already applied: SwiftUI must
      // not mirror them again. Each item's view gets the app's direction back.
      .environment(\.layoutDirection, .leftToRight)
      .accessibilityElement(children: .combine)
      .accessibilityValue(model.accessibilityValue ?? "")
      .accessibilityAdjustableAction { direction in
        switch direction {
        case .increment: host.perform { try $0.accessibilityIncrement(at: host.now) }
        case .decrement: host.perform { try $0.accessibilityDecrement(at: host.now) }
        @unknown default: break
        }
      }
      .modifier(KeyboardAndPointerInput(host: host, isFocused: $isFocused))
      .onChange(of: data.map { $0[keyPath: id] }, initial: true) { _, identifiers in
        let isFirstLoad = host.carousel.numberOfItems == 0
        host.apply(identifiers)
        followSelection(animated: !isFirstLoad, afterReload: true)
      }
      .onChange(of: settings.layout) { _, layout in
        host.setLayout(layout, rightToLeft: isRightToLeft)
      }
      .onChange(of: isRightToLeft) { _, rightToLeft in
        host.setLayout(settings.layout, rightToLeft: rightToLeft)
      }
      .onChange(of: CarouselStyleValue(settings.style), initial: true) { _, style in
        host.carousel.style = style.style
      }
      .onChange(of: settings.physics, initial: true) { _, physics in
        host.perform { try $0.setPhysics(physics) }
      }
      .onChange(of: settings.wraps, initial: true) { _, wraps in
        host.perform { try $0.setWraps(wraps) }
      }
      .onChange(of: settings.autoplayInterval, initial: true) { _, interval in
        host.setAutoplay(interval)
      }
      .onChange(of: settings.tickerSpeed, initial: true) { _, speed in
        host.setTicker(speed)
      }
      .onChange(of: reduceMotion, initial: true) { _, reduceMotion in
        host.carousel.reducesMotion = reduceMotion
      }
      .onChange(of: model.frameSchedule, initial: true) { host.scheduleWakeUp() }
      .onChange(of: model.targetIndex) { reportSelection() }
      .onChange(of: selection?.wrappedValue) {
        followSelection(animated: true, afterReload: false)
      }
      .onChange(of: isDragging) { _, isDragging in
        // A drag the system cancelled never reaches `onEnded`.
        if !isDragging { host.cancelDrag() }
      }
      .onChange(of: scenePhase, initial: true) { _, phase in
        host.setSceneActive(phase != .background)
      }
      .onAppear { host.setAppeared(true) }
      .onDisappear { host.setAppeared(false) }
    }

    /// The engine, its model and its item source.
    private var host: CarouselViewHost<ID> { engine.host }

    private var isRightToLeft: Bool { layoutDirection == .rightToLeft }

    /// Scrolls to the item the selection names, if the carousel is not there or going there.
    ///
    /// An identifier the items do not have waits for the next change of the collection; if
    /// that does not bring it either, the selection takes the carousel's item.
    ///
    /// - Parameters:
    ///   - animated: Whether to animate the scroll.
    ///   - afterReload: Whether the collection has just been applied.
    private func followSelection(animated: Bool, afterReload: Bool) {
      guard let wanted = selection?.wrappedValue else { return reportSelection() }
      let found = host.scroll(to: wanted, animated: animated)
      if !found && afterReload { reportSelection() }
    }

    /// Writes the item the carousel rests on or is heading to into the selection.
    private func reportSelection() {
      guard let reported = host.reportedSelection() else { return }
      if let selection, selection.wrappedValue != reported {
        selection.wrappedValue = reported
      }
    }
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
  extension LoopCarouselView where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Creates a carousel of identifiable items.
    ///
    /// - Parameters:
    ///   - data: The items, in the order the carousel shows them; each identifier at most once
    ///     (of items with the same one, the first is shown).
    ///   - selection: The identifier of the item the carousel rests on or is heading to; set it
    ///     to scroll to an item. `nil` leaves the carousel on its own.
    ///   - content: The view of one item.
    public init(
      _ data: Data,
      selection: Binding<ID?>? = nil,
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      self.init(data, id: \.id, selection: selection, content: content)
    }
  }
#endif
