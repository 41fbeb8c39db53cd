#if canImport(SwiftUI)
  public import LoopCarousel
  import LoopCarouselObservation
  public import SwiftUI

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
  extension View {
    /// Sets how the carousels in this view draw their items as they move: one of the
    /// engine's built-in styles (`.plain`, `.zoom`, `.crossFade`, `.depth`, `.coverFlow`,
    /// `.cube`, `.wheel`) or a `CarouselStyle` of your own.
    ///
    /// ```swift
    /// LoopCarouselView(covers) { cover in CoverArt(cover) }
    ///   .carouselStyle(.coverFlow)
    /// ```
    ///
    /// A style is compared by value when it is `Hashable`, as the built-in ones are, and by
    /// type otherwise: give a style of your own that has parameters `Hashable`, so that a
    /// change of its parameters reaches the carousel. `CarouselStyle` itself does not require
    /// `Hashable`: the engine's other hosts take any style, one that holds a closure too, and
    /// every style written for them would stop compiling.
    ///
    /// - Parameter style: The style; `.plain` by default.
    /// - Returns: A view whose carousels use the style.
    public func carouselStyle(_ style: some CarouselStyle) -> some View {
      transformEnvironment(\.loopCarouselSettings) { $0.style = style }
    }

    /// Makes the carousels in this view step to the next item every `interval` while they
    /// rest, or stops them.
    ///
    /// A step waits while a finger is down and until the motion it started settles, while
    /// the pointer hovers over the carousel or it has focus, and while it is off screen or
    /// the app is in the background. VoiceOver's adjustable action stops it for good, as the
    /// W3C carousel pattern asks.
    ///
    /// - Parameter interval: The time on each item: more than zero and at most
    ///   `Carousel.longestInterval` (another value is written to the console and changes
    ///   nothing); `nil` for no autoplay, the default.
    /// - Returns: A view whose carousels autoplay.
    public func carouselAutoplay(_ interval: Duration?) -> some View {
      transformEnvironment(\.loopCarouselSettings) { $0.autoplayInterval = interval }
    }

    /// Moves the carousels in this view continuously at a constant speed, as a news or logo
    /// strip does, or stops them.
    ///
    /// A drag, a key or a scroll takes over, and the strip moves again a second after that
    /// motion settles; it holds while the pointer hovers over the carousel or it has focus,
    /// never moves with Reduce Motion on, and stops for good at the end of a carousel that
    /// does not wrap. Content that moves for more than five seconds needs a way to stop it
    /// (WCAG 2.2.2): give the app a button that sets the speed to `nil`.
    ///
    /// - Parameter speed: Points per second: positive toward the next item, negative toward
    ///   the previous one; finite and not zero (another value is written to the console and
    ///   changes nothing). `nil`, the default, for no ticker.
    /// - Returns: A view whose carousels tick.
    public func carouselTicker(_ speed: Double?) -> some View {
      transformEnvironment(\.loopCarouselSettings) { $0.tickerSpeed = speed }
    }

    /// Sets how the carousels in this view turn a release into motion: the fling, the paging
    /// animation, and where a release comes to rest.
    ///
    /// ```swift
    /// .carouselPhysics(ScrollPhysics(releaseBehavior: .free))
    /// ```
    ///
    /// - Parameter physics: The physics; valid as `ScrollPhysics.validate()` says (another
    ///   value is written to the console and changes nothing).
    /// - Returns: A view whose carousels use the physics.
    public func carouselPhysics(_ physics: ScrollPhysics) -> some View {
      transformEnvironment(\.loopCarouselSettings) { $0.physics = physics }
    }

    /// Sets whether the carousels in this view loop past the last item back to the first (the
    /// default), or stop at the first and last items.
    ///
    /// - Parameter wraps: Whether the carousels loop.
    /// - Returns: A view whose carousels loop or not.
    public func carouselWraps(_ wraps: Bool) -> some View {
      transformEnvironment(\.loopCarouselSettings) { $0.wraps = wraps }
    }

    /// Sets how much of the carousel's width each item takes, and the gap between items, so
    /// that the neighbours peek in.
    ///
    /// ```swift
    /// .carouselItemLength(0.8, spacing: 12)  // a fifth of the width shows the neighbours
    /// ```
    ///
    /// At most three items are ever drawn: the current one and its two neighbours. A length
    /// that would need a fourth to fill the carousel (under about half the width, less the
    /// spacing) is refused, written to the console, and changes nothing.
    ///
    /// - Parameters:
    ///   - fraction: The item's share of the carousel's width (of its height for a vertical
    ///     carousel), above 0 and at most 1; 1, the default, fills the carousel.
    ///   - spacing: The gap between two items, in points; not negative.
    /// - Returns: A view whose carousels lay their items out so.
    public func carouselItemLength(_ fraction: Double, spacing: Double = 0) -> some View {
      transformEnvironment(\.loopCarouselSettings) {
        $0.layout.itemFraction = fraction
        $0.layout.spacing = spacing
      }
    }

    /// Draws page dots over the bottom edge of the carousels in this view, or takes them away.
    ///
    /// ```swift
    /// LoopCarouselView(promos) { promo in PromoCard(promo) }
    ///   .carouselPageDots()
    /// ```
    ///
    /// The dots show a window of pages around the current one, the outer dots smaller where
    /// more pages lie beyond, as iOS's page control does; a tap on a dot scrolls to its page.
    /// There are none for a carousel of one item. VoiceOver skips them: the carousel itself
    /// says which item of how many it shows, and moves with the adjustable action.
    ///
    /// - Parameters:
    ///   - visible: Whether to draw the dots; `true` by default.
    ///   - maximumDots: The most dots drawn at once; 7 by default (values below 1 count as 1).
    ///   - color: The dots' colour: the current page's dot in full, the others fainter.
    /// - Returns: A view whose carousels draw page dots.
    public func carouselPageDots(
      _ visible: Bool = true, maximumDots: Int = 7, color: Color = .white
    ) -> some View {
      transformEnvironment(\.loopCarouselSettings) {
        $0.pageDots =
          visible ? CarouselSettings.PageDotsSettings(maximumDots: maximumDots, color: color) : nil
      }
    }

    /// Sets the axis the carousels in this view scroll along: horizontal (the default) or
    /// vertical.
    ///
    /// - Parameter orientation: The scroll axis.
    /// - Returns: A view whose carousels scroll along the axis.
    public func carouselOrientation(_ orientation: CarouselOrientation) -> some View {
      transformEnvironment(\.loopCarouselSettings) { $0.layout.orientation = orientation }
    }
  }

  /// What the carousel modifiers set, passed down in the environment.
  struct CarouselSettings: Sendable {
    /// How the page dots are drawn.
    struct PageDotsSettings: Sendable {
      var maximumDots: Int
      var color: Color
    }

    /// The page dots, or `nil` for none.
    var pageDots: PageDotsSettings?
    var style: any CarouselStyle = PlainStyle()
    var autoplayInterval: Duration?
    var tickerSpeed: Double?
    var physics = ScrollPhysics()
    var wraps = true
    var layout = CarouselLayout()
  }

  /// A style as SwiftUI can compare it, to tell when the carousel needs the new one.
  struct CarouselStyleValue: Equatable {
    let style: any CarouselStyle

    init(_ style: any CarouselStyle) {
      self.style = style
    }

    /// By value when both styles are `Hashable` (the built-in ones are), else by type.
    static func == (lhs: Self, rhs: Self) -> Bool {
      if let left = lhs.style as? any Hashable, let right = rhs.style as? any Hashable {
        return AnyHashable(left) == AnyHashable(right)
      }
      return ObjectIdentifier(type(of: lhs.style)) == ObjectIdentifier(type(of: rhs.style))
    }
  }

  private struct CarouselSettingsKey: EnvironmentKey {
    static let defaultValue = CarouselSettings()
  }

  extension EnvironmentValues {
    /// What the carousel modifiers set.
    var loopCarouselSettings: CarouselSettings {
      get { self[CarouselSettingsKey.self] }
      set { self[CarouselSettingsKey.self] = newValue }
    }
  }
#endif
