import LoopCarousel

/// The prefetch benchmark: how often a visible card shows content that is still loading.
///
/// The host's loads take ``loadTime`` from the first time an item is asked for, by
/// `carousel(_:prefetchItemAt:)` or by the cell request, and a cancelled prefetch stops its
/// load (an item asked for again later starts over). The carousel is driven at 60 Hz through
/// runs of 10-page flings and through an hour of autoplay; a frame counts when a cell drawn
/// in the viewport shows an item whose load has not finished.
enum PrefetchRun {
  /// How long a load takes.
  static let loadTime = Duration.milliseconds(80)
  static let frame = Duration.nanoseconds(16_666_667)

  /// A host whose cells finish loading `loadTime` after they are first asked for.
  final class LoadingHost: CarouselDataSource, CarouselDelegate {
    final class Card: CarouselCell {
      var item = -1
    }

    let count: Int
    var now = Duration.zero
    /// When each item's load started.
    private var started: [Int: Duration] = [:]
    let registration: CellRegistration<Card>

    init(count: Int, carousel: Carousel) {
      self.count = count
      registration = carousel.register(Card.self, forReuseIdentifier: "card")
    }

    func numberOfItems(in carousel: Carousel) -> Int { count }

    func carousel(_ carousel: Carousel, cellForItemAt index: Int, in slot: SlotPosition)
      throws(CarouselError) -> CarouselCell
    {
      if started[index] == nil { started[index] = now }
      let card = try carousel.dequeueReusableCell(registration)
      card.item = index
      return card
    }

    func carousel(_ carousel: Carousel, prefetchItemAt index: Int) {
      if started[index] == nil { started[index] = now }
    }

    func carousel(_ carousel: Carousel, cancelPrefetchingItemAt index: Int) {
      started[index] = nil
    }

    func carousel(
      _ carousel: Carousel, didEndDisplaying cell: CarouselCell, forItemAt index: Int,
      in slot: SlotPosition
    ) {
      // A card that leaves the screen lets its content go; coming back loads it again.
      started[index] = nil
    }

    /// Whether any cell drawn in the viewport shows an item still loading.
    func showsLoading(_ carousel: Carousel) -> Bool {
      SlotPosition.allCases.contains { position in
        guard let placement = carousel.placement(for: position), !placement.isHidden,
          placement.visibleFraction > 0
        else { return false }
        guard let start = started[placement.item] else { return true }
        return now - start < PrefetchRun.loadTime
      }
    }
  }

  /// The frames that showed loading content, over `flings` 10-page flings and over an hour
  /// of autoplay, at a prefetch distance.
  static func loadingFrames(distance: Int, flings: Int = 50) throws -> (flings: Int, hour: Int) {
    (try flingRun(distance: distance, flings: flings), try autoplayHour(distance: distance))
  }

  /// Flings of 10 pages, each followed by half a second at rest.
  static func flingRun(distance: Int, flings: Int) throws -> Int {
    let (carousel, host) = try make(distance: distance, physics: ScrollPhysics(pagesPerFling: 10))
    var loading = 0
    func frames(_ count: Int) {
      for _ in 0..<count {
        host.now += frame
        carousel.advance(to: host.now)
        if host.showsLoading(carousel) { loading += 1 }
      }
    }
    for _ in 0..<flings {
      try carousel.beginDragging(at: host.now)
      for step in 1...3 {
        host.now += frame
        try carousel.updateDragging(translation: Double(step) * 40, at: host.now)
        if host.showsLoading(carousel) { loading += 1 }
      }
      // Fast enough for 10 pages (the carousel caps the fling there).
      try carousel.endDragging(at: host.now, velocity: 20_000)
      frames(150)
    }
    return loading
  }

  /// An hour of autoplay stepping every 3 seconds.
  static func autoplayHour(distance: Int) throws -> Int {
    let (carousel, host) = try make(distance: distance, physics: ScrollPhysics())
    try carousel.startAutoplay(interval: .seconds(3), at: host.now)
    var loading = 0
    for _ in 0..<(60 * 60 * 60) {
      host.now += frame
      carousel.advance(to: host.now)
      if host.showsLoading(carousel) { loading += 1 }
    }
    return loading
  }

  private static func make(distance: Int, physics: ScrollPhysics) throws -> (
    Carousel, LoadingHost
  ) {
    let carousel = Carousel(
      geometry: try CarouselGeometry(viewportLength: 390, itemLength: 320, spacing: 10),
      physics: physics)
    let host = LoadingHost(count: 1_000, carousel: carousel)
    carousel.dataSource = host
    carousel.delegate = host
    carousel.prefetchDistance = distance
    try carousel.reloadData()
    // The first cells have no time to load: start the clock once they have.
    host.now += .seconds(1)
    carousel.advance(to: host.now)
    return (carousel, host)
  }

  /// The table for Benchmarks/README.md.
  static func report() throws -> [String] {
    var lines = [
      "frames at 60 Hz in which a visible card shows content still loading (loads take 80 ms)",
      "prefetchDistance  50 ten-page flings  an hour of autoplay",
    ]
    for distance in [0, 1, 2, 4] {
      let (flings, hour) = try loadingFrames(distance: distance)
      lines.append(
        "\(pad(distance, 16))  \(pad(flings, 18))  \(pad(hour, 19))")
    }
    return lines
  }

  private static func pad(_ value: Int, _ width: Int) -> String {
    let text = "\(value)"
    return String(repeating: " ", count: max(0, width - text.count)) + text
  }
}
