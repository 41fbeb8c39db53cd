import LoopCarousel
import Testing

/// The README's example, kept compiling and true.
@Suite("The README example")
struct ReadmeTests {
  final class BannerCell: CarouselCell {
    var title = ""
    override func prepareForReuse() { title = "" }
  }

  final class Banners: CarouselDataSource {
    let titles = ["Sale", "News", "Tips"]

    func numberOfItems(in carousel: Carousel) -> Int { titles.count }

    func carousel(_ carousel: Carousel, cellForItemAt index: Int, in slot: SlotPosition)
      throws(CarouselError) -> CarouselCell
    {
      let cell = try carousel.dequeueReusableCell(withIdentifier: "banner", as: BannerCell.self)
      cell.title = titles[index]
      return cell
    }
  }

  @Test("The usage example lands on item 1 with the cells it describes")
  func example() throws {
    let carousel = Carousel(geometry: try CarouselGeometry(viewportLength: 390))
    carousel.register(BannerCell.self, forReuseIdentifier: "banner")
    let banners = Banners()
    carousel.dataSource = banners
    try carousel.reloadData()
    #expect((carousel.slot(.left)?.cell as? BannerCell)?.title == "Tips")

    try carousel.beginDragging(at: .milliseconds(0))
    try carousel.updateDragging(translation: 200, at: .milliseconds(100))
    try carousel.endDragging(at: .milliseconds(116))
    carousel.advance(to: .milliseconds(500))

    #expect(carousel.currentIndex == 1)
    #expect(carousel.slot(.middle)?.item == 1)
    #expect((carousel.slot(.middle)?.cell as? BannerCell)?.title == "News")
    #expect(carousel.layoutAttributes(for: .right)?.item == 2)
    #expect(carousel.numberOfCellsCreated == 4)
  }
}
