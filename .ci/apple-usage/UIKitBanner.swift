// App code that uses LoopCarouselUIKit, type-checked by .ci/typecheck-apple and never shipped:
// a looping, autoplaying banner with two kinds of cells (the README's lines), and a cell class
// of an app's own.
import LoopCarousel
import LoopCarouselUIKit
import UIKit

/// A promotion: a picture, or a line of text.
struct Promo: Identifiable {
  let id: Int
  let image: UIImage?
  let text: String
}

/// Makes the banner; keep the source alive as long as the view (the carousel holds it weakly).
@MainActor func makeBanner(_ promos: [Promo]) throws -> (CarouselView, CarouselItemSource<Int>) {
  let banner = CarouselView()
  let photo = banner.register(CarouselViewCell.self, forReuseIdentifier: "photo")
  let text = banner.register(CarouselViewCell.self, forReuseIdentifier: "text")
  let source = CarouselItemSource<Int>(carousel: banner.carousel) { carousel, index, _ in
    if let image = promos[index].image {
      let cell = try carousel.dequeueReusableCell(photo)
      cell.imageView.image = image
      return cell
    }
    let cell = try carousel.dequeueReusableCell(text)
    cell.textLabel.text = promos[index].text
    return cell
  }
  source.accessibilityLabel = { id in promos.first { $0.id == id }?.text }
  try source.apply(promos.map(\.id))  // again whenever the promotions change
  banner.autoplayInterval = .seconds(4)
  banner.accessibilityLabel = "Promotions"
  return (banner, source)
}

/// A cell of the app's own: a picture with a caption.
nonisolated final class CaptionedCell: CarouselViewCell {
  let caption = MainActor.assumeIsolated { UILabel() }

  @MainActor override func contentViewDidLoad() {
    caption.frame = contentView.bounds
    caption.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    contentView.addSubview(caption)
  }
}

/// The app's cell in the same banner.
@MainActor func registerCaptioned(in banner: CarouselView) -> CellRegistration<CaptionedCell> {
  banner.register(CaptionedCell.self)
}

/// FSPagerView's `itemSize` and `isScrollEnabled`, and the touch that catches a motion.
@MainActor func configureAsPager(_ banner: CarouselView) {
  banner.itemSize = CGSize(width: 300, height: 180)
  banner.spacing = 12
  banner.isScrollEnabled = false
  banner.errorHandler = { error in print("rejected: \(error)") }
  banner.scrollToItem(at: 2, animated: false)
  banner.scrollToNextItem()
  banner.scrollToPreviousItem(animated: true)
  banner.reloadData()
}
