/// A ticker's settings and when it may move: continuous motion at a constant speed, for news
/// and logo strips (iCarousel's `autoscroll`, Embla's AutoScroll).
///
/// The ticker moves only from rest; any other motion (a drag, a wheel scroll, a key, a
/// scroll-to) replaces it, and it moves again ``resumeDelay`` after that motion settled or
/// the last hold on it ended (focus, hover, off screen).
struct Ticker: Equatable {
  /// The speed in points per second, toward the next item when positive; never zero.
  var pointsPerSecond: Double
  /// How long after an interaction settles, or a hold ends, the ticker moves again.
  var resumeDelay: Duration
  /// The earliest time it may move again.
  var resumesAt: Duration

  /// The motion of a ticker that runs.
  func run(from position: Double, at time: Duration, pageLength: Double) -> Tick {
    Tick(anchor: position, start: time, pagesPerSecond: pointsPerSecond / pageLength)
  }
}

/// A ticker's motion: the position is a linear function of time, so that its speed is exact
/// to the point however the frames fall.
struct Tick: Equatable {
  /// The position at ``start``, moved along with the shifts.
  var anchor: Double
  /// When the run began.
  var start: Duration
  /// The speed in pages per second, toward the next item when positive.
  var pagesPerSecond: Double

  /// The position at `time`, within ±``CarouselCore/farthestTarget`` pages.
  ///
  /// A speed the API takes (10³⁰⁰ points a second) over a frame gap of years would reach
  /// past every page a `Double` counts: the run goes no farther than a settle may head, and
  /// the shifts take it on from there at the next frame.
  func position(at time: Duration) -> Double {
    let position = anchor + (time - start).seconds * pagesPerSecond
    // An infinite speed (a finite one over a tiny page) at the run's first instant.
    guard !position.isNaN else { return anchor }
    return min(max(position, -CarouselCore.farthestTarget), CarouselCore.farthestTarget)
  }

  /// Which way it moves.
  var direction: Direction { Direction(of: pagesPerSecond) }
}
