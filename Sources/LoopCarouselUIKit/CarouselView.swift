#if canImport(UIKit) && !os(watchOS)
  import Foundation
  public import LoopCarousel
  import QuartzCore
  public import UIKit

  /// A view that shows an endlessly looping carousel: a ``Carousel`` engine drawn with UIKit, for
  /// iOS, iPadOS, tvOS, visionOS and Mac Catalyst.
  ///
  /// Register your ``CarouselViewCell`` subclasses, feed ``carousel`` with a data source (a
  /// `CarouselItemSource` is the shortest), and add the view to your hierarchy:
  ///
  /// ```swift
  /// let banner = CarouselView()
  /// let photo = banner.register(CarouselViewCell.self)
  /// let source = CarouselItemSource<Promo.ID>(carousel: banner.carousel) { carousel, _, id in
  ///   let cell = try carousel.dequeueReusableCell(photo)
  ///   cell.imageView.image = images[id]
  ///   return cell
  /// }
  /// try source.apply(promos.map(\.id))
  /// banner.autoplayInterval = .seconds(4)
  /// ```
  ///
  /// The view keeps the carousel's data source and delegate free for your code: it draws and
  /// schedules frames after every call into ``carousel``, yours included. It does the rest of
  /// what a host does:
  ///
  /// - **Drawing**: each shown cell's ``CarouselViewCell/contentView`` is a subview, placed from
  ///   ``Carousel/placement(for:)``; a page control follows ``Carousel/currentPage``.
  /// - **Time**: Core Animation's media time; a display link runs while the carousel moves, a
  ///   one-shot timer wakes it for the next autoplay step, and nothing runs at rest.
  /// - **Input**: a finger that touches down catches a settle or an autoplay step and holds
  ///   autoplay (``Carousel/touchDown(at:)``); a pan (touch, and a trackpad's two-finger
  ///   scroll), a mouse wheel, a tap, hover, the arrow, Home, End and Page keys while the view
  ///   is first responder, and the focus engine's focus on the cards
  ///   (``cardsCanBecomeFocused``). ``isScrollEnabled`` turns the dragging off.
  /// - **Accessibility**: an adjustable element with the carousel's value and an action that
  ///   stops and starts autoplay, followed by the current card's own elements
  ///   (``accessibilityElements``); announcements of each new item, and the system's Reduce
  ///   Motion setting.
  /// - **Life**: off screen (``Carousel/setOnScreen(_:at:)``) while the view is out of a
  ///   window, hidden, transparent, scrolled out of an ancestor scroll view or table, or the
  ///   app is in the background, so autoplay holds and no frames run.
  ///
  /// Call the carousel's time-taking methods with ``now``.
  @MainActor open class CarouselView: UIView {
    /// The engine the view draws: give it a data source and a delegate, set its style, start
    /// autoplay or scroll it.
    ///
    /// The view sets its geometry from its bounds and ``itemSize`` or ``itemLengthFraction``,
    /// ``spacing``, ``orientation`` and ``alignment`` whenever one of them changes (a geometry
    /// you set yourself stays until then); its ``Carousel/reducesMotion`` from the system's
    /// setting; and whether it is on screen. It posts the carousel's announcements to VoiceOver
    /// itself, so a delegate leaves ``CarouselDelegate/carousel(_:announce:)-(Carousel,CarouselAnnouncement)`` out.
    public let carousel: Carousel

    /// The page control at the bottom of the view, shown while ``showsPageControl`` is `true`
    /// and the carousel has a page indicator (``Carousel/showsPageIndicator``); style it as you
    /// like.
    public let pageControl = UIPageControl()

    /// Whether the page control shows: `true` by default.
    public var showsPageControl: Bool = true {
      didSet { render() }
    }

    /// The length of a card along the scroll axis, as a fraction of the view's.
    ///
    /// `1` (the default) for full-width pages, less to let the neighbours peek in; more than
    /// zero and at most one. An ``itemSize`` takes its place.
    public var itemLengthFraction: Double = 1 {
      didSet { setNeedsLayout() }
    }

    /// The size of a card in points, on both axes, as FSPagerView's `itemSize`; `nil` (the
    /// default) for ``itemLengthFraction`` of the view along the scroll axis and the whole
    /// view across it.
    ///
    /// The carousel draws at most three cards: with ``spacing``, a card must be at least as
    /// long as the view's length minus a page (`card + spacing`), or the size is refused and
    /// ``errorHandler`` hears why.
    public var itemSize: CGSize? {
      didSet { setNeedsLayout() }
    }

    /// Whether the user can drag the cards (a finger, a trackpad, a mouse wheel).
    ///
    /// `true` by default, as a scroll view's `isScrollEnabled`. Off, the carousel still
    /// scrolls from code, keys, focus and VoiceOver, and autoplays.
    public var isScrollEnabled: Bool = true {
      didSet {
        dragRecognizer.isEnabled = isScrollEnabled
        wheelRecognizer.isEnabled = isScrollEnabled
      }
    }

    /// The gap between two cards, in points: `0` by default.
    public var spacing: Double = 0 {
      didSet { setNeedsLayout() }
    }

    /// The scroll axis: `.horizontal` by default.
    ///
    /// A horizontal carousel runs right to left when the view's
    /// `effectiveUserInterfaceLayoutDirection` is right to left.
    public var orientation: CarouselOrientation = .horizontal {
      didSet { setNeedsLayout() }
    }

    /// Where the current card rests: `.center` (the default) or at the leading edge.
    public var alignment: CarouselAlignment = .center {
      didSet { setNeedsLayout() }
    }

    /// Whether the focus engine can move focus onto the cards: `true` on tvOS, `false`
    /// elsewhere by default.
    ///
    /// The focused card's item becomes the carousel's ``Carousel/focusedItem``, which scrolls
    /// it to the centre and holds autoplay while focus stays. On tvOS the remote's swipes then
    /// move focus and not the carousel, and its select press selects the focused card; with
    /// `false`, the swipes drag the carousel and the select press selects the current card.
    public var cardsCanBecomeFocused: Bool = CarouselView.isTV {
      didSet {
        followRemoteSwipes()
        setNeedsFocusUpdate()
      }
    }

    /// On tvOS, the view itself takes focus while its cards do not, so that the remote's
    /// swipes and select press reach it.
    open override var canBecomeFocused: Bool { Self.isTV && !cardsCanBecomeFocused }

    /// The interval of autoplay, or `nil` when it is off (the default): setting it starts
    /// autoplay with that interval, forward, or stops it.
    ///
    /// The same as ``Carousel/startAutoplay(interval:direction:endBehavior:at:)`` and
    /// ``Carousel/stopAutoplay()``; an invalid interval goes to ``errorHandler``.
    public var autoplayInterval: Duration? {
      get { carousel.autoplayInterval }
      set {
        if let newValue {
          perform { try $0.startAutoplay(interval: newValue, at: now) }
        } else {
          carousel.stopAutoplay()
          render()
        }
      }
    }

    /// Called with the error of a call the view made, which then changed nothing: for a
    /// gesture, a key, a frame, a new size, a value set on the view (``itemSize``,
    /// ``autoplayInterval``, …) or one of its calls without a time
    /// (``scrollToItem(at:animated:)``, ``reloadData()``).
    ///
    /// `nil` (the default) hands the error to the carousel's delegate,
    /// ``CarouselDelegate/carousel(_:didFailWith:)``, where a failed cell request during
    /// motion goes too: no error is dropped.
    public var errorHandler: ((CarouselError) -> Void)?

    /// The current time on the view's clock, Core Animation's media time: pass it to the
    /// carousel's methods that take a time.
    ///
    /// It never goes back, and never before a time the carousel was already given (a display
    /// link frame's target time may be a few milliseconds ahead).
    public var now: Duration {
      max(carousel.currentTime, Carousel.time(seconds: CACurrentMediaTime()))
    }

    /// The pan that drags the cards, with a trackpad's two-finger scroll.
    let dragRecognizer = UIPanGestureRecognizer()
    /// The pan that takes a mouse wheel's notches, and no touches.
    let wheelRecognizer = UIPanGestureRecognizer()
    /// The frame loop while the carousel moves; `nil` out of a window.
    private var displayLink: CADisplayLink?
    /// The one-shot timer for the next autoplay step, and the time it is set for.
    private var wakeUp: (timer: Timer, deadline: Duration)?
    /// The content views shown at the last drawing.
    private var shownCards: [UIView] = []
    /// The carousel's ``Carousel/placementRevision`` at the last drawing of the cards.
    private var drawnRevision: Int?
    /// The key presses the carousel consumed, until they end: their ends are not handed on.
    private var consumedPresses: Set<UIPress> = []
    /// Whether the app is in the background.
    private var isInBackground = false
    /// What the carousel's geometry was last made from.
    private var laidOut: LayoutInput?
    /// The timer that looks again, while autoplay or a ticker is on, whether the view can be
    /// seen (``updateOnScreen()``).
    private var visibilityCheck: Timer?
    /// The cell drawn highlighted.
    private weak var highlightedCell: CarouselViewCell?
    /// The cell whose card has the focus engine's focus (tvOS), if any.
    weak var focusedCell: CarouselViewCell?
    /// The element VoiceOver adjusts, first of ``accessibilityElements``.
    private lazy var adjustableView = AdjustableView(carouselView: self)

    /// Creates a carousel view with an empty carousel that loops.
    ///
    /// - Parameter frame: The view's frame.
    public override init(frame: CGRect) {
      carousel = Carousel()
      super.init(frame: frame)
      setUp()
    }

    /// Creates a carousel view from an archive, such as a storyboard.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
      carousel = Carousel()
      super.init(coder: coder)
      setUp()
    }

    /// Registers a cell class with the carousel, under its class name unless you give a reuse
    /// identifier.
    ///
    /// - Parameters:
    ///   - cellClass: A ``CarouselViewCell`` subclass.
    ///   - identifier: The reuse identifier; `nil` for the class's full name
    ///     (`"MyApp.PhotoCell"`).
    /// - Returns: The registration to dequeue cells with
    ///   (``Carousel/dequeueReusableCell(_:)``).
    @discardableResult
    public func register<Cell: CarouselViewCell>(
      _ cellClass: Cell.Type, forReuseIdentifier identifier: String? = nil
    ) -> CellRegistration<Cell> {
      carousel.register(cellClass, forReuseIdentifier: identifier ?? String(reflecting: cellClass))
    }

    /// Registers cards made by a closure, on the main actor: each cell shows the view `make`
    /// returns, as its ``CarouselViewCell/card``.
    ///
    /// A card class of your own, a `UIView` subclass, keeps its subviews in plain stored
    /// properties (no `MainActor.assumeIsolated`), and the data source fills them:
    ///
    /// ```swift
    /// let promo = banner.register(forReuseIdentifier: "promo") { PromoCard() }
    /// // in the data source
    /// let cell = try carousel.dequeueReusableCell(promo)
    /// (cell.card as? PromoCard)?.title.text = item.title
    /// ```
    ///
    /// - Parameters:
    ///   - identifier: The reuse identifier.
    ///   - make: Makes a new card, when the reuse pool has no idle cell.
    /// - Returns: The registration to dequeue cells with.
    @discardableResult
    public func register(
      forReuseIdentifier identifier: String, makingCard make: @escaping @MainActor () -> UIView
    ) -> CellRegistration<CarouselViewCell> {
      carousel.register(CarouselViewCell.self, forReuseIdentifier: identifier) {
        CarouselViewCell(card: MainActor.assumeIsolated { make() })
      }
    }

    /// Registers cards from a nib, as FSPagerView's `register(_:forCellWithReuseIdentifier:)`
    /// takes a `UINib`: each cell shows the nib's first top-level view as its
    /// ``CarouselViewCell/card``, with its outlets connected.
    ///
    /// A nib with no view at its top level makes the dequeue throw
    /// ``CarouselError/Code/cellNotDequeued``, which the data source passes on.
    ///
    /// - Parameters:
    ///   - nib: The nib; its first top-level object is the card.
    ///   - identifier: The reuse identifier.
    /// - Returns: The registration to dequeue cells with.
    @discardableResult
    public func register(
      _ nib: UINib, forReuseIdentifier identifier: String
    ) -> CellRegistration<CarouselViewCell> {
      carousel.register(CarouselViewCell.self, forReuseIdentifier: identifier) {
        () throws(CarouselError) -> CarouselViewCell in
        let card = MainActor.assumeIsolated {
          nib.instantiate(withOwner: nil, options: nil).first { $0 is UIView } as? UIView
        }
        guard let card else {
          throw CarouselError(
            .cellNotDequeued,
            "the nib registered for \"\(identifier)\" has no view at its top level")
        }
        return CarouselViewCell(card: card)
      }
    }

    // MARK: - Set-up and life

    /// Everything both initializers do once the view exists.
    private func setUp() {
      clipsToBounds = true
      // A container: the adjustable element, then the current card's own elements.
      isAccessibilityElement = false
      carousel.reducesMotion = UIAccessibility.isReduceMotionEnabled
      pageControl.isUserInteractionEnabled = false
      pageControl.layer.zPosition = 1_000_000  // above the cards, whose zPosition is their order
      addSubview(pageControl)
      addSubview(adjustableView)
      setUpInputs()
      let center = NotificationCenter.default
      center.addObserver(
        self, selector: #selector(applicationDidEnterBackground),
        name: UIApplication.didEnterBackgroundNotification, object: nil)
      center.addObserver(
        self, selector: #selector(applicationWillEnterForeground),
        name: UIApplication.willEnterForegroundNotification, object: nil)
      center.addObserver(
        self, selector: #selector(reduceMotionStatusDidChange),
        name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
      // Every call into the carousel, the app's too, ends here: draw, then plan the frames.
      carousel.observeChanges(by: ObjectIdentifier(self)) { [weak self] in self?.render() }
      carousel.observeEvents(by: ObjectIdentifier(self)) { [weak self] event in
        if case .announce(let announcement) = event { self?.announce(announcement) }
      }
      render()
    }

    /// Starts the display link in a window and stops it out of one, and tells the carousel
    /// whether it is on screen: out of a window, autoplay holds and no frames run.
    open override func didMoveToWindow() {
      super.didMoveToWindow()
      displayLink?.invalidate()  // a display link keeps its target alive
      displayLink = nil
      if window != nil {
        let link = CADisplayLink(target: self, selector: #selector(displayLinkDidFire(_:)))
        link.isPaused = true
        // As fast as the screen goes: 120 Hz on a ProMotion display.
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 60, maximum: 120, preferred: 120)
        link.add(to: .main, forMode: .common)  // also while another scroll view is dragged
        displayLink = link
      }
      updateOnScreen()
      // A view moved straight from one window to another goes on where it was.
      followFrameSchedule()
    }

    /// Places the page control and the adjustable element, and gives the carousel the geometry
    /// of the new bounds.
    open override func layoutSubviews() {
      super.layoutSubviews()
      adjustableView.frame = bounds
      let height = pageControl.sizeThatFits(bounds.size).height
      pageControl.frame = CGRect(
        x: 0, y: Double(bounds.height - height), width: Double(bounds.width),
        height: Double(height))
      updateGeometry()
      updateOnScreen()
    }

    /// Gives the carousel the geometry of the view's bounds and the card settings, when they
    /// changed since the last time: a geometry the app set on ``carousel`` itself stays until
    /// the view's size or one of its settings changes.
    private func updateGeometry() {
      let (width, height) = (Double(bounds.width), Double(bounds.height))
      guard width > 0, height > 0 else { return }
      var layout = CarouselLayout()
      layout.itemFraction = itemLengthFraction
      layout.itemSize = itemSize.map {
        CarouselLayout.ItemSize(width: Double($0.width), height: Double($0.height))
      }
      layout.spacing = spacing
      layout.orientation = orientation
      layout.alignment = alignment
      let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
      let input = LayoutInput(
        layout: layout, width: width, height: height, rightToLeft: rightToLeft)
      guard input != laidOut else { return }
      laidOut = input
      perform {
        let geometry = try layout.geometry(width: width, height: height, rightToLeft: rightToLeft)
        if geometry != $0.geometry { try $0.setGeometry(geometry) }
      }
    }

    /// What the view's geometry was last made from.
    private struct LayoutInput: Equatable {
      var layout: CarouselLayout
      var width: Double
      var height: Double
      var rightToLeft: Bool
    }

    /// Tells the carousel whether it can be seen: with the app in the foreground, and drawn in
    /// a visible part of a window (``isVisibleInWindow``).
    ///
    /// UIKit tells a view nothing when an ancestor scrolls it out of sight, or hides it, so
    /// while it is in a window with autoplay or a ticker on, or held off screen, the view
    /// looks again twice a second: a banner scrolled out of a feed holds autoplay and asks for
    /// no frames, and goes on within half a second of coming back (at once on a touch).
    func updateOnScreen() {
      let onScreen = !isInBackground && isVisibleInWindow
      if onScreen != carousel.isOnScreen { perform { try $0.setOnScreen(onScreen, at: now) } }
      followVisibilityCheck()
    }

    /// Runs the timer of ``updateOnScreen()`` while the view is in a window, the app in the
    /// foreground, and autoplay or a ticker on; stops it otherwise.
    private func followVisibilityCheck() {
      // Also while it is held off screen, so that it comes back once it can be seen again.
      let watches =
        window != nil && !isInBackground
        && (carousel.autoplayInterval != nil || carousel.tickerSpeed != nil
          || !carousel.isOnScreen)
      if !watches {
        visibilityCheck?.invalidate()
        visibilityCheck = nil
      } else if visibilityCheck == nil {
        let timer = Timer(timeInterval: 0.5, repeats: true) { [weak self] timer in
          // A view freed while still in a window (its window torn down) stops it here.
          guard self != nil else { return timer.invalidate() }
          MainActor.assumeIsolated { self?.updateOnScreen() }
        }
        timer.tolerance = 0.1
        RunLoop.main.add(timer, forMode: .common)
        visibilityCheck = timer
      }
    }

    /// Whether any of the view is drawn in its window: neither it nor a view around it is
    /// hidden or transparent, and some of it lies inside the window and inside every ancestor
    /// that clips (a scroll view or a table it is scrolled out of), by ``ScreenVisibility``.
    private var isVisibleInWindow: Bool {
      guard let window else { return false }
      var clips = [CarouselRect(window.bounds)]
      var isHidden = false
      var opacity = 1.0
      var view: UIView? = self
      while let current = view {
        isHidden = isHidden || current.isHidden
        opacity *= Double(current.alpha)
        if current !== self, current !== window, current.clipsToBounds {
          clips.append(CarouselRect(current.convert(current.bounds, to: window)))
        }
        view = current === window ? nil : current.superview
      }
      let visibility = ScreenVisibility(
        frame: CarouselRect(convert(bounds, to: window)), clips: clips, isHidden: isHidden,
        opacity: opacity)
      return visibility.isOnScreen
    }

    /// Hiding the view takes it off screen at once.
    open override var isHidden: Bool {
      didSet { updateOnScreen() }
    }

    /// Making the view transparent takes it off screen at once.
    open override var alpha: CGFloat {
      didSet { updateOnScreen() }
    }

    @objc private func applicationDidEnterBackground() {
      isInBackground = true
      updateOnScreen()
    }

    @objc private func applicationWillEnterForeground() {
      isInBackground = false
      updateOnScreen()
    }

    @objc private func reduceMotionStatusDidChange() {
      carousel.reducesMotion = UIAccessibility.isReduceMotionEnabled
    }

    // MARK: - Input

    /// Whether a pan may begin: the drag and the wheel decline a scroll mostly across the scroll
    /// axis, which is the enclosing scroll view's.
    ///
    /// - Parameter gestureRecognizer: The recognizer about to begin.
    /// - Returns: Whether it may begin.
    open override func gestureRecognizerShouldBegin(
      _ gestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      guard gestureRecognizer === dragRecognizer || gestureRecognizer === wheelRecognizer,
        let pan = gestureRecognizer as? UIPanGestureRecognizer
      else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
      let t = pan.translation(in: self)
      let (along, across) = orientation == .vertical ? (t.y, t.x) : (t.x, t.y)
      return abs(Double(along)) >= abs(Double(across))
    }

    /// `true`: the view takes the arrow, Home, End, Page Up and Page Down keys once it is first
    /// responder (`becomeFirstResponder()`).
    open override var canBecomeFirstResponder: Bool { true }

    /// A finger touched the view: it catches a settle or an autoplay step where it is, as a
    /// finger on a scroll view does, holds autoplay while it rests, and on content at rest
    /// highlights the card under it (``Carousel/touchDown(atX:y:at:)``).
    ///
    /// - Parameters:
    ///   - touches: The touches that began.
    ///   - event: The event they belong to.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
      super.touchesBegan(touches, with: event)
      guard isScrollEnabled else { return }
      if !carousel.isOnScreen { updateOnScreen() }  // a finger on it: it can be seen
      // A touch on a tvOS remote's surface has no place on screen: it highlights nothing.
      if let touch = touches.first, touch.type != .indirect {
        let point = touch.location(in: self)
        perform { try $0.touchDown(atX: Double(point.x), y: Double(point.y), at: now) }
      } else {
        perform { try $0.touchDown(at: now) }
      }
    }

    /// The last finger lifted: a motion the touch caught settles on the nearest item, unless a
    /// pan took it over (``Carousel/touchUp(at:)``).
    ///
    /// - Parameters:
    ///   - touches: The touches that ended.
    ///   - event: The event they belong to.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
      super.touchesEnded(touches, with: event)
      touchesLifted(touches, with: event)
    }

    /// The touches were cancelled (a pan or a tap recognized them, or the system took them):
    /// as ``touchesEnded(_:with:)``.
    ///
    /// - Parameters:
    ///   - touches: The touches that were cancelled.
    ///   - event: The event they belong to.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
      super.touchesCancelled(touches, with: event)
      touchesLifted(touches, with: event)
    }

    /// Ends the touch once no finger of this view is left down.
    private func touchesLifted(_ touches: Set<UITouch>, with event: UIEvent?) {
      guard event?.touches(for: self)?.isSubset(of: touches) ?? true else { return }
      perform { try $0.touchUp(at: now) }
    }

    /// Hands the keys of the carousel to ``Carousel/handleKey(_:at:)``, and the rest, with the
    /// keys it did not consume, to the next responder.
    ///
    /// - Parameters:
    ///   - presses: The presses that began.
    ///   - event: The event they belong to.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
      let unhandled = presses.filter { press in
        guard let code = press.key?.keyCode, let key = Self.carouselKey(for: code) else {
          return true
        }
        var consumed = false
        perform { consumed = try $0.handleKey(key, at: now) }
        if consumed { consumedPresses.insert(press) }
        return !consumed
      }
      if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
    }

    /// Hands the ends of the presses the carousel did not consume to the next responder.
    ///
    /// - Parameters:
    ///   - presses: The presses that ended.
    ///   - event: The event they belong to.
    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
      let unhandled = presses.subtracting(consumedPresses)
      consumedPresses.subtract(presses)
      if !unhandled.isEmpty { super.pressesEnded(unhandled, with: event) }
    }

    /// Hands the cancellations of the presses the carousel did not consume to the next
    /// responder.
    ///
    /// - Parameters:
    ///   - presses: The presses that were cancelled.
    ///   - event: The event they belong to.
    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
      let unhandled = presses.subtracting(consumedPresses)
      consumedPresses.subtract(presses)
      if !unhandled.isEmpty { super.pressesCancelled(unhandled, with: event) }
    }

    /// Tells the carousel which card has focus, if any: the focused item scrolls to the centre
    /// and holds autoplay.
    ///
    /// - Parameters:
    ///   - context: The focus update.
    ///   - coordinator: The coordinator of its animations.
    open override func didUpdateFocus(
      in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator
    ) {
      super.didUpdateFocus(in: context, with: coordinator)
      let slot = context.nextFocusedView.flatMap { focused in
        carousel.slots.first { slot in
          guard let card = (slot.cell as? CarouselViewCell)?.contentView else { return false }
          return focused.isDescendant(of: card)
        }
      }
      focusedCell = slot?.cell as? CarouselViewCell
      let item = slot?.item
      guard item != carousel.focusedItem else { return }
      perform { try $0.setFocusedItem(item, at: now) }  // nil: focus left the carousel
    }

    // MARK: - VoiceOver

    /// The carousel's value for VoiceOver: "item 2 of 5", then the item's label
    /// (``Carousel/accessibilityValue``); setting it does nothing.
    open override var accessibilityValue: String? {
      get { carousel.accessibilityValue }
      set {}  // the value is always the carousel's
    }

    /// The actions set on the view, and while autoplay is on, one that stops or starts it,
    /// named with ``Carousel/rotationControlLabel``.
    open override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
      get {
        let actions = super.accessibilityCustomActions
        guard carousel.autoplayInterval != nil else { return actions }
        let rotation = UIAccessibilityCustomAction(name: carousel.rotationControlLabel) {
          [weak self] _ in
          self?.toggleRotation()
          return true
        }
        return (actions ?? []) + [rotation]
      }
      set { super.accessibilityCustomActions = newValue }
    }

    /// What VoiceOver reaches in the view, as the W3C carousel pattern lays it out.
    ///
    /// First the carousel as one adjustable element: its label is the view's
    /// `accessibilityLabel`, its value ``Carousel/accessibilityValue``, swipes up and down
    /// scroll, and a custom action stops and starts autoplay. Then the elements of the current
    /// card, so that a button or a label in a cell can be reached. Setting it does nothing.
    open override var accessibilityElements: [Any]? {
      get {
        var elements: [Any] = [adjustableView]
        if let card = (carousel.slot(.middle)?.cell as? CarouselViewCell)?.contentView {
          elements.append(card)
        }
        return elements
      }
      set {}  // the elements are always the carousel's
    }

    /// Scrolls to the next item, animated unless Reduce Motion is on, and stops autoplay for
    /// good (``Carousel/accessibilityIncrement(at:)``).
    open override func accessibilityIncrement() {
      perform { try $0.accessibilityIncrement(at: now) }
    }

    /// Scrolls to the previous item, animated unless Reduce Motion is on, and stops autoplay
    /// for good (``Carousel/accessibilityDecrement(at:)``).
    open override func accessibilityDecrement() {
      perform { try $0.accessibilityDecrement(at: now) }
    }

    // MARK: - Calls, drawing and frames

    /// Makes a call into the carousel, handing its error to ``errorHandler``, or to the
    /// carousel's delegate without one.
    ///
    /// A call that throws changed nothing. The drawing follows from the carousel's change
    /// notification.
    func perform(_ call: (Carousel) throws -> Void) {
      do {
        try call(carousel)
      } catch let error as CarouselError {
        if let errorHandler {
          errorHandler(error)
        } else {
          carousel.delegate?.carousel(carousel, didFailWith: error)
        }
      } catch {
        preconditionFailure("Internal inconsistency: the carousel threw \(error)")
      }
    }

    // MARK: - Calls without a time

    /// Scrolls to an item, on the view's clock: ``Carousel/scrollToItem(at:animated:at:)``
    /// with ``now``, as FSPagerView's `scrollToItem(at:animated:)`.
    ///
    /// An index out of range, a drag in progress or a cell the data source cannot make
    /// changes nothing and goes to ``errorHandler`` (the delegate without one).
    ///
    /// - Parameters:
    ///   - index: The item, in `0..<carousel.numberOfItems`.
    ///   - animated: Whether to animate (the default) or jump.
    public func scrollToItem(at index: Int, animated: Bool = true) {
      perform { try $0.scrollToItem(at: index, animated: animated, at: now) }
    }

    /// Scrolls to the next item, on the view's clock; a failure goes as
    /// ``scrollToItem(at:animated:)``'s does.
    ///
    /// - Parameter animated: Whether to animate (the default) or jump.
    public func scrollToNextItem(animated: Bool = true) {
      perform { try $0.scrollToNextItem(animated: animated, at: now) }
    }

    /// Scrolls to the previous item, on the view's clock; a failure goes as
    /// ``scrollToItem(at:animated:)``'s does.
    ///
    /// - Parameter animated: Whether to animate (the default) or jump.
    public func scrollToPreviousItem(animated: Bool = true) {
      perform { try $0.scrollToPreviousItem(animated: animated, at: now) }
    }

    /// Reloads the data source's items: ``Carousel/reloadData()``; a failure changes nothing
    /// and goes to ``errorHandler`` (the delegate without one).
    public func reloadData() {
      perform { try $0.reloadData() }
    }

    @objc private func displayLinkDidFire(_ link: CADisplayLink) {
      carousel.advance(to: max(now, Carousel.time(seconds: link.targetTimestamp)))
    }

    /// Draws what changed (the cards, the page control), and plans the next frame.
    private func render() {
      if carousel.placementRevision != drawnRevision { drawCards() }
      // One card is highlighted, the middle one first when two show the item; a card that
      // left the slots (to the reuse pool) is cleared too.
      var pressed: CarouselViewCell?
      if let item = carousel.highlightedItem {
        for position in [SlotPosition.middle, .left, .right] where pressed == nil {
          if let slot = carousel.slot(position), slot.item == item {
            pressed = slot.cell as? CarouselViewCell
          }
        }
      }
      if pressed !== highlightedCell {
        highlightedCell?.isHighlighted = false
        pressed?.isHighlighted = true
        highlightedCell = pressed
      }
      let pages = carousel.numberOfPages
      if pageControl.numberOfPages != pages { pageControl.numberOfPages = pages }
      let page = carousel.currentPage ?? 0
      if pageControl.currentPage != page { pageControl.currentPage = page }
      pageControl.isHidden = !(showsPageControl && carousel.showsPageIndicator)
      followFrameSchedule()
      followVisibilityCheck()
    }

    /// Copies each slot's placement onto its cell's content view, one assignment per property.
    private func drawCards() {
      drawnRevision = carousel.placementRevision
      var cards: [UIView] = []
      for position in SlotPosition.allCases {
        guard let placement = carousel.placement(for: position),
          let card = (placement.cell as? CarouselViewCell)?.contentView
        else { continue }
        if card.superview !== self { insertSubview(card, belowSubview: pageControl) }
        card.isHidden = placement.isHidden
        card.bounds.size = CGSize(width: placement.frame.width, height: placement.frame.height)
        card.center = CGPoint(x: placement.frame.midX, y: placement.frame.midY)
        card.transform3D = CATransform3D(placement.transform)
        card.alpha = CGFloat(placement.alpha)
        card.layer.zPosition = CGFloat(placement.drawingOrder)
        cards.append(card)
      }
      // The cards of cells that left the slots go, so that a cell the pool frees takes its
      // view with it.
      for card in shownCards where !cards.contains(where: { $0 === card }) {
        if card.superview === self { card.removeFromSuperview() }
      }
      shownCards = cards
    }

    /// Runs the display link while the carousel moves, sets a timer for the next autoplay step
    /// at rest, and stops both when nothing is pending.
    private func followFrameSchedule() {
      let schedule = carousel.frameSchedule
      displayLink?.isPaused = schedule != .everyFrame
      guard case .wake(let deadline) = schedule, displayLink != nil else {
        wakeUp?.timer.invalidate()
        wakeUp = nil
        return
      }
      if let wakeUp, wakeUp.deadline == deadline, wakeUp.timer.isValid { return }
      wakeUp?.timer.invalidate()
      let seconds = max(0, (deadline - now) / .seconds(1))
      let timer = Timer(timeInterval: seconds, repeats: false) { [weak self] _ in
        MainActor.assumeIsolated { self?.wakeUpDidFire() }
      }
      RunLoop.main.add(timer, forMode: .common)
      wakeUp = (timer, deadline)
    }

    /// The autoplay step is due: the carousel moves to it, and the display link takes over,
    /// unless the view has meanwhile been scrolled out of sight.
    private func wakeUpDidFire() {
      wakeUp = nil
      updateOnScreen()
      carousel.advance(to: now)
    }

    /// Pauses autoplay while it rotates, resumes it while it is paused.
    private func toggleRotation() {
      if carousel.isRotating {
        perform { try $0.pauseAutoplay(at: now) }
      } else {
        perform { try $0.resumeAutoplay(at: now) }
      }
    }

    /// Tells VoiceOver about the item the carousel came to rest on.
    private func announce(_ announcement: CarouselAnnouncement) {
      UIAccessibility.post(notification: .announcement, argument: announcement.text)
    }

    /// Whether the code runs on tvOS, where the focus engine moves focus between the cards.
    private static var isTV: Bool {
      #if os(tvOS)
        true
      #else
        false
      #endif
    }
  }

  /// The carousel as VoiceOver adjusts it, a transparent view over the whole carousel view
  /// that takes no touches: the view's label, the carousel's value, its increment, decrement
  /// and custom actions.
  @MainActor private final class AdjustableView: UIView {
    unowned let carouselView: CarouselView

    init(carouselView: CarouselView) {
      self.carouselView = carouselView
      super.init(frame: CGRect(x: 0, y: 0, width: 0, height: 0))
      isUserInteractionEnabled = false
      isAccessibilityElement = true
    }

    required init?(coder: NSCoder) { nil }

    override var accessibilityLabel: String? {
      get { carouselView.accessibilityLabel }
      set {}
    }
    override var accessibilityValue: String? {
      get { carouselView.accessibilityValue }
      set {}
    }
    override var accessibilityTraits: UIAccessibilityTraits {
      get { .adjustable }
      set {}
    }
    override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
      get { carouselView.accessibilityCustomActions }
      set {}
    }
    override func accessibilityIncrement() { carouselView.accessibilityIncrement() }
    override func accessibilityDecrement() { carouselView.accessibilityDecrement() }
  }

  extension CarouselRect {
    /// A UIKit rectangle, in the engine's terms.
    init(_ rect: CGRect) {
      self.init(
        x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
        height: Double(rect.size.height))
    }
  }

  extension CATransform3D {
    /// A placement's matrix: the same sixteen elements, in the same places.
    init(_ m: Transform3D) {
      self.init(
        m11: m.m11, m12: m.m12, m13: m.m13, m14: m.m14, m21: m.m21, m22: m.m22, m23: m.m23,
        m24: m.m24, m31: m.m31, m32: m.m32, m33: m.m33, m34: m.m34, m41: m.m41, m42: m.m42,
        m43: m.m43, m44: m.m44)
    }
  }
#endif
