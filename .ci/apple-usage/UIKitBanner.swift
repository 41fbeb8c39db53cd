// App code that uses LoopCarouselUIKit, type-checked by .ci/typecheck-apple and never shipped:
// a looping, autoplaying banner with two kinds of cells. The banner itself is the 15 lines of
// `makeBanner`; the cells and the model are what any app has.
import LoopCarousel
import LoopCarouselUIKit
import UIKit

/// A promotion: a picture, or a line of text.
struct Promo: Identifiable {
  let id: Int
  let image: UIImage?
  let text: String
}

/// A cell that shows a picture.
nonisolated final class PhotoCell: CarouselViewCell {
  let imageView = MainActor.assumeIsolated { UIImageView() }

  @MainActor override func contentViewDidLoad() {
    imageView.frame = contentView.bounds
    imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    contentView.addSubview(imageView)
  }
}

/// A cell that shows a line of text.
nonisolated final class TextCell: CarouselViewCell {
  let label = MainActor.assumeIsolated { UILabel() }

  @MainActor override func contentViewDidLoad() {
    label.frame = contentView.bounds
    label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    contentView.addSubview(label)
  }
}

/// Makes the banner; keep the source alive as long as the view (the carousel holds it weakly).
@MainActor func makeBanner(_ promos: [Promo]) throws -> (CarouselView, CarouselItemSource<Int>) {
  let banner = CarouselView()
  let photo = banner.register(PhotoCell.self)  // your CarouselViewCell subclasses
  let text = banner.register(TextCell.self)
  let source = CarouselItemSource<Int>(carousel: banner.carousel) { carousel, index, _ in
    if let image = promos[index].image {
      let cell = try carousel.dequeueReusableCell(photo)
      cell.imageView.image = image
      return cell
    }
    let cell = try carousel.dequeueReusableCell(text)
    cell.label.text = promos[index].text
    return cell
  }
  source.accessibilityLabel = { id in promos.first { $0.id == id }?.text }
  try source.apply(promos.map(\.id))  // again whenever the promotions change
  banner.autoplayInterval = .seconds(4)
  banner.accessibilityLabel = "Promotions"
  return (banner, source)
}
