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

/// A card of the app's own, made on the main actor: its subviews are plain stored properties.
final class PromoCard: UIView {
  let title = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    title.frame = bounds
    title.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(title)
  }

  required init?(coder: NSCoder) {
    fatalError("made in code")
  }
}

/// Cards from a closure and from a nib, as FSPagerView registers nibs; FSPagerViewCell's
/// highlight tint and shadow; a delegate that hears the highlight.
@MainActor func registerCards(
  in banner: CarouselView, titles: [String]
) throws -> CarouselItemSource<String> {
  let promo = banner.register(forReuseIdentifier: "promo") { PromoCard(frame: .zero) }
  let fromNib = banner.register(
    UINib(nibName: "PhotoCard", bundle: nil), forReuseIdentifier: "photo")
  let source = CarouselItemSource<String>(carousel: banner.carousel) { carousel, index, title in
    let cell = try carousel.dequeueReusableCell(index.isMultiple(of: 2) ? promo : fromNib)
    (cell.card as? PromoCard)?.title.text = title
    cell.showsShadow = true
    cell.highlightTint = nil  // no tint: the app draws its own in `highlightDidChange()`
    return cell
  }
  try source.apply(titles)
  return source
}

/// Hears a finger rest on a card and lift, as FSPagerView's delegate.
final class HighlightLogger: CarouselDelegate {
  func carousel(_ carousel: Carousel, shouldHighlightItemAt index: Int) -> Bool { index != 0 }
  func carousel(_ carousel: Carousel, didHighlightItemAt index: Int) { print("pressed \(index)") }
  func carousel(_ carousel: Carousel, didUnhighlightItemAt index: Int) { print("lifted \(index)") }
}
