import Testing

@testable import LoopCarousel

/// Labels, announcements and the rotation control of the W3C ARIA carousel pattern.
@Suite("Accessibility as the W3C carousel pattern asks")
struct AccessibilityTests {
  /// A data source with a label for each item ("Banner 1" …), none for item 4, and a delegate
  /// that records the announcements.
  final class Labelled: CarouselDataSource, CarouselDelegate {
    let count: Int
    var announcements: [String] = []
    var labelRequests = 0
    init(count: Int) { self.count = count }

    func numberOfItems(in carousel: Carousel) -> Int { count }
    func carousel(_ carousel: Carousel, cellForItemAt index: Int, in slot: SlotPosition)
      throws(CarouselError) -> CarouselCell
    {
      try carousel.dequeueReusableCell(withIdentifier: "cell")
    }
    func carousel(_ carousel: Carousel, accessibilityLabelForItemAt index: Int) -> String? {
      labelRequests += 1
      return index == 4 ? nil : "Banner \(index + 1)"
    }
    func carousel(_ carousel: Carousel, announce announcement: CarouselAnnouncement) {
      announcements.append(announcement.text)
    }
  }

  static func make(count: Int = 5) throws -> (Carousel, Labelled) {
    let carousel = Carousel()
    carousel.register(CarouselCell.self, forReuseIdentifier: "cell")
    let source = Labelled(count: count)
    carousel.dataSource = source
    carousel.delegate = source
    try carousel.reloadData()
    return (carousel, source)
  }

  /// Drags a page toward the next item and lets it settle.
  static func swipe(_ carousel: Carousel, from start: Duration) throws -> Duration {
    try carousel.beginDragging(at: start)
    try carousel.updateDragging(translation: 200, at: start + .milliseconds(50))
    try carousel.endDragging(at: start + .milliseconds(66), velocity: 1000)
    var now = start + .milliseconds(66)
    while carousel.phase != .idle {
      now += .milliseconds(16)
      carousel.advance(to: now)
    }
    return now
  }

  @Test("the value is the position, then the item's label")
  func valueWithLabel() throws {
    let (carousel, source) = try Self.make()
    defer { withExtendedLifetime(source) {} }
    #expect(carousel.accessibilityValue == "item 1 of 5, Banner 1")
    carousel.accessibilityValueText = { item, count in "Slide \(item + 1)/\(count)" }
    #expect(carousel.accessibilityValue == "Slide 1/5, Banner 1")
    try carousel.scrollToItem(at: 4, animated: false, at: .zero)
    #expect(carousel.accessibilityValue == "Slide 5/5")
  }

  @Test("a swipe or a scroll the host asked for is announced; VoiceOver's own actions are not")
  func announcements() throws {
    let (carousel, source) = try Self.make()
    var now = try Self.swipe(carousel, from: .zero)
    #expect(source.announcements == ["item 2 of 5, Banner 2"])
    try carousel.scrollToItem(at: 3, animated: false, at: now)
    #expect(source.announcements.last == "item 4 of 5, Banner 4")
    try carousel.accessibilityIncrement(at: now)
    while carousel.phase != .idle {
      now += .milliseconds(16)
      carousel.advance(to: now)
    }
    #expect(carousel.currentIndex == 4)
    #expect(source.announcements.count == 2)
    // A settle back onto the same item is not a change: nothing to announce.
    try carousel.beginDragging(at: now)
    try carousel.updateDragging(translation: 20, at: now + .milliseconds(16))
    try carousel.endDragging(at: now + .milliseconds(32), velocity: 0)
    carousel.advance(to: now + .seconds(2))
    #expect(source.announcements.count == 2)
  }

  /// A delegate written for the string-taking announcement of earlier versions.
  final class OldAnnouncer: CarouselDelegate {
    var heard: [String] = []
    func carousel(_ carousel: Carousel, announce text: String) { heard.append(text) }
  }

  /// A delegate that implements both: only the new one is told.
  final class BothAnnouncers: CarouselDelegate {
    var old: [String] = []
    var new: [String] = []
    func carousel(_ carousel: Carousel, announce text: String) { old.append(text) }
    func carousel(_ carousel: Carousel, announce announcement: CarouselAnnouncement) {
      new.append(announcement.text)
    }
  }

  @Test(
    "a delegate written for the string announcement keeps hearing it; one with both hears the new")
  func stringAnnouncementKeepsWorking() throws {
    let (carousel, source) = try Self.make()
    let old = OldAnnouncer()
    carousel.delegate = old
    let now = try Self.swipe(carousel, from: .zero)
    #expect(old.heard == ["item 2 of 5, Banner 2"])
    let both = BothAnnouncers()
    carousel.delegate = both
    try carousel.scrollToItem(at: 3, animated: false, at: now)
    #expect(both.new == ["item 4 of 5, Banner 4"])
    #expect(both.old.isEmpty)
    #expect(source.announcements.isEmpty)
  }

  @Test("nothing is announced while autoplay rotates, neither its steps nor a swipe")
  func quietWhileRotating() throws {
    let (carousel, source) = try Self.make()
    try carousel.startAutoplay(interval: .seconds(1), at: .zero)
    #expect(carousel.isRotating)
    var now = Duration.zero
    for _ in 0..<200 {
      now += .milliseconds(16)
      carousel.advance(to: now)
    }
    #expect(carousel.currentIndex != 0)
    now = try Self.swipe(carousel, from: now)
    #expect(source.announcements.isEmpty)
    // Paused, it no longer rotates: a swipe is announced again.
    carousel.pauseAutoplay()
    #expect(!carousel.isRotating)
    _ = try Self.swipe(carousel, from: now)
    #expect(source.announcements.count == 1)
  }

  @Test("an assistive technology's action stops autoplay for good; a refused one does not")
  func assistiveActionStopsAutoplay() throws {
    let (carousel, source) = try Self.make()
    defer { withExtendedLifetime(source) {} }
    try carousel.startAutoplay(interval: .seconds(3), at: .zero)
    try carousel.beginDragging(at: .zero)
    #expect(throws: CarouselError.self) { try carousel.accessibilityIncrement(at: .zero) }
    #expect(carousel.autoplayInterval == .seconds(3))
    try carousel.endDragging(at: .milliseconds(16), velocity: 0)
    carousel.advance(to: .seconds(1))
    try carousel.accessibilityDecrement(at: .seconds(1))
    #expect(carousel.autoplayInterval == nil && !carousel.isRotating)
    carousel.advance(to: .seconds(60))
    #expect(carousel.currentIndex == 4)
  }

  @Test("the rotation control's label follows the rotation, in English or the host's words")
  func rotationControl() throws {
    let (carousel, source) = try Self.make()
    defer { withExtendedLifetime(source) {} }
    #expect(carousel.rotationControlLabel == "Start automatic slide show")
    try carousel.startAutoplay(interval: .seconds(2), at: .zero)
    #expect(carousel.rotationControlLabel == "Stop automatic slide show")
    carousel.rotationControlLabelText = { $0 ? "Arrêter" : "Démarrer" }
    #expect(carousel.rotationControlLabel == "Arrêter")
    carousel.stopAutoplay()
    #expect(carousel.rotationControlLabel == "Démarrer")
  }

  @Test("a stream hears the announcements as text")
  func announcementsInTheStream() async throws {
    let (carousel, source) = try Self.make()
    let stream = carousel.events()
    _ = try Self.swipe(carousel, from: .zero)
    var iterator = stream.makeAsyncIterator()
    var announced: [String] = []
    while announced.isEmpty, let event = await iterator.next() {
      if case .announce(let announcement) = event { announced.append(announcement.text) }
    }
    #expect(announced == source.announcements)
  }
}
