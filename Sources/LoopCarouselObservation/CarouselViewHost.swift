// The part of the SwiftUI view `LoopCarouselView` that needs no SwiftUI: its engine, clock, item
// source, gestures, selection, settings and wake-ups, tested on Linux. `package` so that only
// `LoopCarouselSwiftUI` (and the tests) see it.
package import LoopCarousel

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
package final class CarouselViewHost<ItemID: Hashable> {
  package let carousel = Carousel()
  /// The carousel's state, observed by the views.
  package let model: CarouselModel
  /// The items' identifiers, in order; the carousel's data source.
  package let source: CarouselItemSource<ItemID>

  /// The host's clock: one monotonic clock, as a `Duration` since the host was made.
  private let currentTime: @MainActor () -> Duration
  /// The sleep until the next autoplay step while the carousel rests.
  private var wakeUp: Task<Void, Never>?
  /// When the carousel is woken next for autoplay at rest, if it is: what ``scheduleWakeUp()``
  /// last set.
  package private(set) var wakeUpDeadline: Duration?
  /// Whether the carousel follows the drag gesture under way, once its first report decided;
  /// `nil` between gestures.
  private var followsDrag: Bool?
  private var isAppeared = false
  private var isSceneActive = true

  /// Creates a host on a clock: `ContinuousClock`, read from now on, unless a test gives its
  /// own.
  ///
  /// - Parameter currentTime: The current time, never going back.
  package init(currentTime: (@MainActor () -> Duration)? = nil) {
    let cells = carousel.register(IdentifiedCell<ItemID>.self, forReuseIdentifier: "item")
    source = CarouselItemSource(carousel: carousel) { carousel, _, identifier in
      let cell = try carousel.dequeueReusableCell(cells)
      cell.itemID = identifier
      return cell
    }
    model = CarouselModel(carousel)
    // A tap on a peeking neighbour brings it to the centre (see `tap(x:y:)`).
    carousel.centersSelectedItem = true
    if let currentTime {
      self.currentTime = currentTime
    } else {
      let clock = ContinuousClock()
      let origin = clock.now
      self.currentTime = { origin.duration(to: clock.now) }
    }
  }

  isolated deinit {
    wakeUp?.cancel()
  }

  package var now: Duration { currentTime() }

  /// Where the host writes what it could not do: the console, as SwiftUI writes a
  /// `ForEach`'s duplicate identifiers; a test reads it.
  package var report: @MainActor (String) -> Void = { print($0) }

  /// Makes one call into the carousel.
  ///
  /// The view's own inputs cannot make a call fail: it passes a monotonic time and never
  /// calls from inside the carousel's callbacks. A scroll refused because a finger is down
  /// changes nothing, as the engine says: the finger wins. What is left is a value the app
  /// gave out of range (an autoplay interval, the physics, the item length): the carousel goes
  /// on as it was, and the error is reported once per call, as SwiftUI reports a value it
  /// cannot use, instead of stopping the app.
  ///
  /// - Parameter call: The call.
  package func perform(_ call: (Carousel) throws -> Void) {
    do {
      try call(carousel)
    } catch let error as CarouselError where error.code == .draggingInProgress {
      return
    } catch {
      report("LoopCarouselView: \(error)")
    }
  }

  /// Lets animations and autoplay move on to now; the frame loop calls it.
  package func advance() {
    carousel.advance(to: now)
  }

  // MARK: Items and selection

  /// Shows these items, by identity: the item on screen stays.
  ///
  /// An identifier that an earlier item already has is left out, with a report that says
  /// how many were: the carousel shows the first item of each identifier, as a `ForEach`
  /// draws one view per identifier, and goes on.
  ///
  /// - Parameter identifiers: The items' identifiers, in order.
  package func apply(_ identifiers: [ItemID]) {
    var seen = Set<ItemID>(minimumCapacity: identifiers.count)
    var firstRepeated: ItemID?
    let unique = identifiers.filter { identifier in
      let isNew = seen.insert(identifier).inserted
      if !isNew, firstRepeated == nil { firstRepeated = identifier }
      return isNew
    }
    if let firstRepeated {
      report(
        "LoopCarouselView: \(identifiers.count - unique.count) of \(identifiers.count) items "
          + "have an identifier an earlier item has (the first: \(firstRepeated)); the carousel "
          + "shows the first item of each identifier. Give each item its own identifier.")
    }
    guard unique != source.identifiers else { return }
    perform { _ in try source.apply(unique) }
  }

  /// Scrolls to the item with an identifier, unless the carousel already rests on it or
  /// heads to it, or a finger is down (the finger wins).
  ///
  /// - Parameters:
  ///   - identifier: The item's identifier.
  ///   - animated: Whether to animate the scroll.
  /// - Returns: Whether the carousel has the item.
  package func scroll(to identifier: ItemID, animated: Bool) -> Bool {
    guard let index = source.index(of: identifier) else { return false }
    guard index != carousel.targetIndex, carousel.phase != .dragging else { return true }
    perform { try $0.scrollToItem(at: index, animated: animated, at: now) }
    return true
  }

  /// The identifier of the item the carousel rests on or heads to; `nil` during a drag (the
  /// release decides) and with no items.
  package func reportedSelection() -> ItemID? {
    carousel.targetIndex.flatMap(source.identifier(at:))
  }

  // MARK: Settings

  /// The viewport's size, once SwiftUI has laid the view out.
  package private(set) var viewport: (width: Double, height: Double)?
  /// Whether the carousel has a geometry from the view's size (not the default one).
  package private(set) var isLaidOut = false
  /// The current item's place on the endless strip the carousel turns along: one more
  /// after each turn to the next item, one less after each turn back (see `DrawnItemKey`).
  var stripIndex = 0
  /// The frame the engine last moved on for (`frame(stamp:)`).
  var lastFrameStamp: AnyHashable?
  /// The cells of the left, middle and right slots when the items were last drawn.
  var stripCells: [ObjectIdentifier?] = [nil, nil, nil]

  /// Lays the carousel out in a viewport of a new size.
  ///
  /// - Parameters:
  ///   - width: The viewport's width.
  ///   - height: The viewport's height.
  ///   - layout: The item length and spacing.
  ///   - rightToLeft: Whether the app lays out right to left.
  package func setViewport(
    width: Double, height: Double, layout: CarouselLayout, rightToLeft: Bool
  ) {
    viewport = (width, height)
    setLayout(layout, rightToLeft: rightToLeft)
  }

  /// Lays the carousel out with new settings in the current viewport.
  ///
  /// - Parameters:
  ///   - layout: The item length and spacing.
  ///   - rightToLeft: Whether the app lays out right to left.
  package func setLayout(_ layout: CarouselLayout, rightToLeft: Bool) {
    // SwiftUI proposes a zero size before the first layout: nothing to lay out yet.
    guard let viewport, viewport.width > 0, viewport.height > 0 else { return }
    perform {
      try $0.setGeometry(
        layout.geometry(width: viewport.width, height: viewport.height, rightToLeft: rightToLeft))
      isLaidOut = true
    }
  }

  /// Starts autoplay with an interval, or stops it.
  ///
  /// - Parameter interval: The time on each item, or `nil` for no autoplay.
  package func setAutoplay(_ interval: Duration?) {
    guard let interval else { return carousel.stopAutoplay() }
    perform { try $0.startAutoplay(interval: interval, at: now) }
  }

  /// Starts the ticker at a speed, or stops it.
  ///
  /// - Parameter speed: Points per second, or `nil` for no ticker.
  package func setTicker(_ speed: Double?) {
    guard let speed else {
      guard carousel.tickerSpeed != nil else { return }
      return perform { try $0.stopTicker(at: now) }
    }
    perform { try $0.startTicker(speed: speed, at: now) }
  }

  // MARK: Gestures

  /// Feeds one report of the drag gesture.
  ///
  /// The first report of a gesture decides whether the carousel follows it: it does when the
  /// finger has moved at least as far along the scroll axis as across it, as a horizontal
  /// paging `ScrollView` decides. A gesture across the axis is left to the views around the
  /// carousel, a vertical `ScrollView` or `List`, for all its reports: the carousel's motion,
  /// an autoplay step or a settle, goes on untouched.
  ///
  /// - Parameters:
  ///   - x: The translation since the touch, to the right.
  ///   - y: The translation since the touch, down.
  ///   - velocity: The velocity at the end, or `nil` while the finger moves.
  package func drag(x: Double, y: Double, velocity: (x: Double, y: Double)?) {
    if followsDrag == nil {
      let vertical = carousel.geometry.orientation == .vertical
      let (along, across) = vertical ? (y, x) : (x, y)
      followsDrag = abs(along) >= abs(across)
    }
    let follows = followsDrag == true
    if velocity != nil { followsDrag = nil }  // the gesture is over
    guard follows else { return }
    if let (vx, vy) = velocity {
      perform {
        try $0.pan(
          .ended, translationX: x, translationY: y, velocityX: vx, velocityY: vy, at: now)
      }
    } else {
      let phase: PanGesturePhase = carousel.phase == .dragging ? .changed : .began
      perform { try $0.pan(phase, translationX: x, translationY: y, at: now) }
    }
  }

  /// Settles on the nearest item if a drag is still under way: the system cancelled it.
  package func cancelDrag() {
    followsDrag = nil
    guard carousel.phase == .dragging else { return }
    perform { try $0.pan(.cancelled, translationX: 0, translationY: 0, at: now) }
  }

  // MARK: Frames and screen

  /// Sleeps until the next autoplay step if the carousel rests until one; the timeline
  /// view gives the frames while it moves.
  package func scheduleWakeUp() {
    wakeUp?.cancel()
    wakeUp = nil
    wakeUpDeadline = nil
    guard case .wake(let deadline) = carousel.frameSchedule else { return }
    wakeUpDeadline = deadline
    let delay = deadline - now
    wakeUp = Task { [weak self] in
      do {
        try await Task.sleep(for: delay)
      } catch {
        return  // cancelled: the schedule changed
      }
      self?.advance()
    }
  }

  package func setAppeared(_ appeared: Bool) {
    isAppeared = appeared
    updateOnScreen()
  }

  /// Notes whether the app's scene can be seen.
  ///
  /// - Parameter active: Whether the scene is in the foreground.
  package func setSceneActive(_ active: Bool) {
    isSceneActive = active
    updateOnScreen()
  }

  private func updateOnScreen() {
    let onScreen = isAppeared && isSceneActive
    guard onScreen != carousel.isOnScreen else { return }
    perform { try $0.setOnScreen(onScreen, at: now) }
  }
}

/// A carousel host made on first use.
///
/// SwiftUI makes a view's `@State` value each time the view's initializer runs (every time
/// the view around it draws again) and keeps only the first: this holder makes that cheap,
/// and the carousel behind it is made once.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
package final class LazyCarouselViewHost<ItemID: Hashable> {
  package private(set) lazy var host = CarouselViewHost<ItemID>()

  package init() {}
}

/// The cell of one item: it only carries the item's identifier, and the view draws the
/// item's content where the cell's placement says.
package final class IdentifiedCell<ItemID: Hashable>: CarouselCell {
  /// The identifier of the item the cell shows.
  package var itemID: ItemID?

  override package func prepareForReuse() {
    itemID = nil
  }
}
