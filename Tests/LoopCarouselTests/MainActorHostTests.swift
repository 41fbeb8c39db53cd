import LoopCarousel
import Testing

/// A host as every UIKit, AppKit and SwiftUI one is: a main-actor data source and delegate.
///
/// It conforms through isolated conformances (Swift 6.2), with no `@preconcurrency`. That
/// this file compiles without a warning in Swift 6 mode is the test; the run checks that the
/// carousel calls it.
@MainActor
final class MainActorBanner: @MainActor CarouselDataSource, @MainActor CarouselDelegate {
  final class Card: CarouselCell {
    var title = ""
    override func prepareForReuse() { title = "" }
  }

  let carousel = Carousel()
  let card: CellRegistration<Card>
  let titles = ["Sale", "News", "Tips"]
  private(set) var settled: [Int] = []
  private(set) var shown: Set<String> = []

  init() {
    card = carousel.register(Card.self, forReuseIdentifier: "card")
    carousel.dataSource = self
    carousel.delegate = self
  }

  func numberOfItems(in carousel: Carousel) -> Int { titles.count }

  func carousel(_ carousel: Carousel, cellForItemAt index: Int, in slot: SlotPosition)
    throws(CarouselError) -> CarouselCell
  {
    let cell = try carousel.dequeueReusableCell(card)
    cell.title = titles[index]
    return cell
  }

  func carousel(
    _ carousel: Carousel, willDisplay cell: CarouselCell, forItemAt index: Int,
    in slot: SlotPosition
  ) {
    if let card = cell as? Card { shown.insert(card.title) }
  }

  func carousel(_ carousel: Carousel, didSettleOnItemAt index: Int) {
    settled.append(index)
  }
}

@Suite("A main-actor host: isolated conformances compile and are called")
struct MainActorHostTests {
  @Test("A @MainActor view as data source and delegate drives a carousel")
  @MainActor
  func mainActorHost() throws {
    let banner = MainActorBanner()
    try banner.carousel.reloadData()
    #expect(banner.shown == ["Sale", "News", "Tips"])
    try banner.carousel.scrollToNextItem(animated: false, at: .zero)
    #expect(banner.carousel.currentIndex == 1)
    #expect(banner.settled == [1])
  }
}
