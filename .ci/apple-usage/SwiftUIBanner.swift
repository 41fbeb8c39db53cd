// App code that uses LoopCarouselSwiftUI, type-checked by `.ci/typecheck-apple` against the
// SwiftUI stand-ins; never shipped. A home screen's banner: two kinds of cards, looping,
// autoplaying every three seconds, the neighbours peeking in, and the current card in the app's
// own state.
import LoopCarousel
import LoopCarouselSwiftUI
import SwiftUI

/// A promotion on the home screen: a sale or a piece of news.
struct Promo: Identifiable {
  enum Kind {
    case sale(discount: Int)
    case news(headline: String)
  }

  let id: Int
  let title: String
  let kind: Kind
}

struct SaleCard: View {
  let title: String
  let discount: Int

  var body: some View {
    VStack(spacing: 8) {
      Text(title)
      Text("\(discount) % off")
    }
  }
}

struct NewsCard: View {
  let headline: String

  var body: some View {
    Text(headline)
  }
}

/// The view needs iOS 17 (macOS 14, tvOS 17, watchOS 10), so a view that uses it is marked;
/// `LoopCarousel.ZoomStyle` names the engine's module, which no view of its name shadows.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
struct HomeBanner: View {
  let promos: [Promo]
  @State private var current: Promo.ID? = nil

  var body: some View {
    LoopCarouselView(promos, selection: $current) { promo in
      switch promo.kind {
      case .sale(let discount): SaleCard(title: promo.title, discount: discount)
      case .news(let headline): NewsCard(headline: headline)
      }
    }
    .carouselAutoplay(.seconds(3))
    .carouselStyle(LoopCarousel.ZoomStyle())
    .carouselItemLength(0.85, spacing: 12)
    .carouselPageDots(maximumDots: 5)
  }
}

/// The same items with an explicit identifier, a style of the engine's list, and no loop.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
struct CoverShelf: View {
  let titles: [String]

  var body: some View {
    LoopCarouselView(titles, id: \.self) { title in Text(title) }
      .carouselStyle(.coverFlow)
      .carouselWraps(false)
      .carouselItemLength(0.5)
  }
}

/// An app whose minimum is iOS 16 shows the banner where the system has it.
struct HomeScreen: View {
  let promos: [Promo]

  var body: some View {
    VStack {
      if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
        HomeBanner(promos: promos)
      } else {
        Text(promos.first?.title ?? "")
      }
    }
  }
}
