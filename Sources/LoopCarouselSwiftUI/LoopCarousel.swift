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
  /// @State private var current: Promo.ID?
  ///
  /// var body: some View {
  ///   LoopCarousel(promos, selection: $current) { promo in PromoCard(promo) }
  ///     .carouselAutoplay(.seconds(3))
  ///     .frame(height: 200)
  /// }
  /// ```
  ///
  /// The carousel follows a drag (with a fling), the arrow, Home, End, Page Up and Page Down
  /// keys while it has focus, the pointer (autoplay holds while it hovers, and while the
  /// carousel has focus), and VoiceOver's adjustable action (swipe up or down for the next or
  /// the previous item), and reads VoiceOver's value ("item 2 of 5") from the engine. It asks
  /// for frames only while something moves, and for one wake-up per autoplay step at rest;
  /// it honours Reduce Motion and right-to-left layouts, and holds autoplay while it is off
  /// screen or the app is in the background.
  ///
  /// Configure it with ``SwiftUI/View/carouselStyle(_:)``,
  /// ``SwiftUI/View/carouselAutoplay(_:)``, ``SwiftUI/View/carouselPhysics(_:)``,
  /// ``SwiftUI/View/carouselTicker(_:)``, ``SwiftUI/View/carouselWraps(_:)``,
  /// ``SwiftUI/View/carouselItemLength(_:spacing:)`` and
  /// ``SwiftUI/View/carouselOrientation(_:)``; the styles and `ScrollPhysics` come from the
  /// engine's module, so `import LoopCarousel` too when you name them.
  ///
  /// When the collection changes, the carousel reloads by identity: the item on screen stays
  /// on screen when others come and go around it, during a drag too.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
  public struct LoopCarousel<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
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
    ///   - data: The items, in the order the carousel shows them; each identifier at most once.
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
  extension LoopCarousel where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Creates a carousel of identifiable items.
    ///
    /// - Parameters:
    ///   - data: The items, in the order the carousel shows them; each identifier at most once.
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
