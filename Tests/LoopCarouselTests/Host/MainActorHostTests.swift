import LoopCarousel
import LoopCarouselObservation
import LoopCarouselTesting
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

  func carousel(_ carousel: Carousel, accessibilityLabelForItemAt index: Int) -> String? {
    titles[index]
  }

  private(set) var announced: [String] = []

  func carousel(_ carousel: Carousel, announce announcement: CarouselAnnouncement) {
    announced.append(announcement.text)
  }

  /// What a view does on each frame: copy every placement onto its view, one assignment per
  /// property (here, into plain values).
  private(set) var drawn: [String: (x: Double, y: Double, m34: Double, alpha: Double, z: Int)] = [:]
  private var lastRevision = -1

  func render() {
    guard carousel.placementRevision != lastRevision else { return }
    lastRevision = carousel.placementRevision
    for position in SlotPosition.allCases {
      guard let placement = carousel.placement(for: position),
        let card = placement.cell as? Card
      else { continue }
      drawn[card.title] = (
        placement.frame.midX, placement.frame.midY, placement.transform.m34, placement.alpha,
        placement.drawingOrder
      )
    }
  }

  /// The first events of a stream, read on the main actor as a SwiftUI `.task` would.
  func first(_ count: Int, of stream: AsyncStream<CarouselEvent>) async -> [CarouselEvent] {
    var events: [CarouselEvent] = []
    for await event in stream {
      events.append(event)
      if events.count == count { break }
    }
    return events
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
    #expect(banner.announced == ["item 2 of 3, News"])
  }

  @Test("A @MainActor host draws from placements, observes the model and reads the stream")
  @MainActor
  func wholeHostAPI() async throws {
    let banner = MainActorBanner()
    try banner.carousel.setGeometry(
      CarouselGeometry(viewportLength: 390, itemLength: 300, spacing: 10, crossLength: 200))
    banner.carousel.style = .coverFlow
    try banner.carousel.reloadData()
    let model = CarouselModel(banner.carousel)
    let host = CarouselTestHost(banner.carousel)
    banner.render()
    #expect(banner.drawn["Sale"]?.z == 2 && banner.drawn["News"]?.m34 != 0)
    let stream = banner.carousel.events()
    try host.drag(by: -250)
    host.runUntilIdle()
    banner.render()
    #expect(model.currentIndex == 1 && model.phase == .idle)
    #expect(await banner.first(3, of: stream).first == .willBeginDragging)
    #expect(banner.drawn["News"]?.x == 195)
    // A pan recognizer's reports, as it gives them: the finger moves right, to "Sale".
    try banner.carousel.pan(.began, translationX: 10, translationY: 2, at: host.now)
    try banner.carousel.pan(.changed, translationX: 200, translationY: 9, at: host.now)
    try banner.carousel.pan(
      .ended, translationX: 210, translationY: 9, velocityX: 900, velocityY: 40, at: host.now)
    host.runUntilIdle()
    banner.render()
    #expect(model.currentIndex == 0 && banner.drawn["Sale"]?.x == 195)
  }
}
