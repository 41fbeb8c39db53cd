import LoopCarousel
import LoopCarouselTesting
import Testing

// Everything in this file is isolated to the main actor unless it says otherwise, as in a new
// Xcode 26 app target. The carousel makes its cells through `init()`, which is not isolated:
// a cell class is declared `nonisolated`, and holds the host's view for main-actor code.

/// Stands for a `UILabel`: a main-actor class the host makes and changes.
final class LabelView {
  var text = ""
  var isHidden = true
  var centerX = 0.0
}

/// A cell that carries the view that draws it, as the host samples do.
nonisolated final class CardCell: CarouselCell {
  var label: LabelView?
  var title = ""

  override func prepareForReuse() {
    title = ""
  }
}

/// A host in the samples' shape: data source and delegate, drawing from placements.
final class CardsHost: CarouselDataSource, CarouselDelegate {
  let carousel = Carousel()
  let card: CellRegistration<CardCell>
  let titles = ["Sale", "News", "Tips"]
  var settled: [Int] = []

  init() {
    card = carousel.register(CardCell.self, forReuseIdentifier: "card")
    carousel.dataSource = self
    carousel.delegate = self
  }

  func numberOfItems(in carousel: Carousel) -> Int { titles.count }

  func carousel(_ carousel: Carousel, cellForItemAt index: Int, in slot: SlotPosition)
    throws(CarouselError) -> CarouselCell
  {
    let cell = try carousel.dequeueReusableCell(card)
    if cell.label == nil { cell.label = LabelView() }
    cell.title = titles[index]
    cell.label?.text = titles[index]
    return cell
  }

  func carousel(_ carousel: Carousel, didSettleOnItemAt index: Int) {
    settled.append(index)
  }

  func render() {
    for position in SlotPosition.allCases {
      guard let p = carousel.placement(for: position), let label = (p.cell as? CardCell)?.label
      else { continue }
      label.isHidden = p.isHidden
      label.centerX = p.frame.midX
    }
  }
}

@Test("A main-actor-by-default module hosts a carousel with nonisolated cells")
func mainActorByDefault() throws {
  let host = CardsHost()
  try host.carousel.reloadData()
  let driver = CarouselTestHost(host.carousel)
  try host.carousel.pan(.began, translationX: 0, translationY: 0, at: driver.now)
  try host.carousel.pan(.changed, translationX: -200, translationY: 0, at: driver.now)
  try host.carousel.pan(
    .ended, translationX: -200, translationY: 0, velocityX: -900, at: driver.now)
  driver.runUntilIdle()
  host.render()
  #expect(host.carousel.currentIndex == 1 && host.settled == [1])
  let middle = try #require(host.carousel.placement(for: .middle)?.cell as? CardCell)
  #expect(middle.title == "News" && middle.label?.text == "News" && middle.label?.isHidden == false)
}
