/// How a carousel turns a release into motion, and how long its animations take.
///
/// The defaults follow UIKit paging: one page per fling, a flick from 300 points per second
/// (FSPagerView's 0.3 points per millisecond), UIScrollView's normal deceleration rate to
/// project where a fling would end, and a 0.3-second settle.
public struct ScrollPhysics: Hashable, Sendable {
  /// UIScrollView's deceleration per millisecond: `0.998` normal, `0.99` fast.
  public var decelerationRate: Double
  /// The release speed, in points per second, from which a release counts as a flick.
  ///
  /// A slower release settles on the slot nearest the viewport centre; a flick moves at
  /// least to the next slot in its direction.
  public var flickVelocityThreshold: Double
  /// How many pages one fling may travel at the most; `nil` for no limit.
  public var pagesPerFling: Int?
  /// The time a settle after a release takes, unless the release speed asks for another.
  ///
  /// Every settle starts at the release speed. A fast flick settles sooner, so that it
  /// never overshoots its target. A flick too slow to cover its distance in this time
  /// without speeding up takes longer instead (`1.5 · distance / speed`): after a flick the
  /// content only slows down, as in a scroll view. A release below
  /// ``flickVelocityThreshold`` snaps to the nearest slot in this time, and so does one that
  /// ``ReleaseBehavior/freeThenSnap`` moves to an item; a ``ReleaseBehavior/free`` release
  /// always slows down from the finger's speed, resting as far as that speed carries.
  ///
  /// However slow the release, a settle lasts at most 10 seconds, or this duration when it
  /// is longer: a flick slower than that bound allows starts slower than the finger.
  public var settleDuration: Duration
  /// The time a programmatic or autoplay scroll of one page takes.
  public var scrollDuration: Duration
  /// How far back the drag samples used to estimate the release velocity reach.
  public var velocityWindow: Duration
  /// Where a release comes to rest: on an item (the default), wherever its deceleration
  /// ends, or there and then on the nearest item.
  ///
  /// A change takes effect at the next release: a carousel resting between items stays there
  /// until the next motion.
  public var releaseBehavior: ReleaseBehavior

  /// UIScrollView's normal deceleration rate, `0.998` per millisecond.
  public static let normalDecelerationRate = 0.998
  /// UIScrollView's fast deceleration rate, `0.99` per millisecond.
  public static let fastDecelerationRate = 0.99

  /// Creates physics settings.
  ///
  /// - Parameters:
  ///   - decelerationRate: Deceleration per millisecond, in `0..<1`.
  ///   - flickVelocityThreshold: The flick speed in points per second, `0` or more.
  ///   - pagesPerFling: The most pages one fling travels, `1` or more; `nil` for no limit.
  ///   - settleDuration: The settle after a release, more than zero (see
  ///     ``settleDuration``).
  ///   - scrollDuration: The time of a programmatic one-page scroll, more than zero.
  ///   - velocityWindow: The reach of the velocity estimate, more than zero.
  ///   - releaseBehavior: Where a release comes to rest.
  public init(
    decelerationRate: Double = normalDecelerationRate,
    flickVelocityThreshold: Double = 300,
    pagesPerFling: Int? = 1,
    settleDuration: Duration = .milliseconds(300),
    scrollDuration: Duration = .milliseconds(300),
    velocityWindow: Duration = .milliseconds(100),
    releaseBehavior: ReleaseBehavior = .snapToItem
  ) {
    self.decelerationRate = decelerationRate
    self.flickVelocityThreshold = flickVelocityThreshold
    self.pagesPerFling = pagesPerFling
    self.settleDuration = settleDuration
    self.scrollDuration = scrollDuration
    self.velocityWindow = velocityWindow
    self.releaseBehavior = releaseBehavior
  }

  /// Checks that every setting is in range.
  ///
  /// - Throws: ``CarouselError/Code/nonFiniteInput`` or ``CarouselError/Code/invalidInterval``
  ///   naming the setting that is out of range.
  public func validate() throws(CarouselError) {
    guard decelerationRate.isFinite, decelerationRate >= 0, decelerationRate < 1 else {
      throw CarouselError(
        .nonFiniteInput, "decelerationRate must be in 0..<1, got \(decelerationRate)")
    }
    guard flickVelocityThreshold.isFinite, flickVelocityThreshold >= 0 else {
      throw CarouselError(
        .nonFiniteInput,
        "flickVelocityThreshold must be finite and not negative, got \(flickVelocityThreshold)")
    }
    if let pagesPerFling, pagesPerFling < 1 {
      throw CarouselError(
        .invalidInterval, "pagesPerFling must be 1 or more (nil for no limit), got \(pagesPerFling)"
      )
    }
    try CarouselError.checkInterval("settleDuration", settleDuration)
    try CarouselError.checkInterval("scrollDuration", scrollDuration)
    try CarouselError.checkInterval("velocityWindow", velocityWindow)
  }

  /// The target of a release, in pages relative to the middle slot.
  ///
  /// - Parameters:
  ///   - position: Where the viewport centre is, in pages from the middle slot.
  ///   - velocity: The release velocity in pages per second, toward the next item.
  ///   - pageLength: The page length in points, to compare with the flick threshold.
  ///   - dragStart: Where the drag began, in the same pages as `position`.
  /// - Returns: A whole number of pages.
  ///
  /// A flick goes at least to the first page boundary ahead of the content, and at most
  /// ``pagesPerFling`` boundaries ahead. Content that the finger dragged exactly onto a
  /// boundary has reached it: that boundary counts as the flick's first page.
  func releaseTarget(
    position: Double, velocity: Double, pageLength: Double, dragStart: Double
  ) -> Double {
    switch releaseBehavior {
    case .snapToItem:
      break
    case .free:
      return freeRest(position: position, velocity: velocity)
    case .freeThenSnap:
      return freeRest(position: position, velocity: velocity).rounded()
    }
    guard abs(velocity * pageLength) >= flickVelocityThreshold, velocity != 0 else {
      return position.rounded()
    }
    // Where UIScrollView's deceleration would end.
    let projected = freeRest(position: position, velocity: velocity)
    let reach = pagesPerFling.map(Double.init) ?? Double.infinity
    let direction = velocity > 0 ? 1.0 : -1.0
    let behind = velocity > 0 ? position.rounded(.down) : position.rounded(.up)
    let arrived = position == behind && (position - dragStart) * direction > 0
    let first = arrived ? behind : behind + direction
    let last = first + direction * (reach - 1)
    return velocity > 0
      ? min(max(projected.rounded(), first), last)
      : max(min(projected.rounded(), first), last)
  }

  /// Where a free release rests: where UIScrollView's deceleration from `velocity` pages per
  /// second ends, `x + v·d / (1 − d) / 1000`, with no limit of pages.
  func freeRest(position: Double, velocity: Double) -> Double {
    let projected = position + velocity * decelerationRate / (1 - decelerationRate) / 1000
    guard projected.isFinite else {
      return velocity > 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude
    }
    return projected
  }
}

/// Where a release comes to rest (``ScrollPhysics/releaseBehavior``).
public enum ReleaseBehavior: String, Hashable, Sendable, CaseIterable {
  /// On an item: the nearest one, or after a flick the next ones in its direction, at most
  /// ``ScrollPhysics/pagesPerFling`` (UIKit paging; the default).
  case snapToItem
  /// Wherever the release's deceleration ends, between items if so (Embla's `dragFree`,
  /// Swiper's `freeMode`); ``ScrollPhysics/pagesPerFling`` does not limit it.
  case free
  /// Where the release's deceleration would end, moved to the nearest item (Swiper's
  /// `freeMode.sticky`).
  case freeThenSnap
}
