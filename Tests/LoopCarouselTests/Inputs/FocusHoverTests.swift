import Testing

@testable import LoopCarousel

@Suite("Focus and hover")
struct FocusHoverTests {
  @Test("focusing an item scrolls it to the centre; nil means focus left")
  func focusScrolls() throws {
    let harness = Harness(count: 8)
    harness.delegate.recordsSettle = true
    try harness.carousel.setFocusedItem(3, at: .seconds(1))
    #expect(harness.carousel.focusedItem == 3)
    harness.now = .seconds(1)
    harness.settle()
    #expect(harness.carousel.currentIndex == 3)
    #expect(
      harness.delegate.take() == [
        .willSettleOnItem(3), .didUpdateFocusedItem(3), .didScrollToItem(3), .didSettleOnItem(3),
      ])
    try harness.carousel.setFocusedItem(3, at: harness.now)
    #expect(harness.delegate.take().isEmpty, "the same item again changes nothing")
    try harness.carousel.setFocusedItem(nil, at: harness.now)
    #expect(harness.delegate.take() == [.didUpdateFocusedItem(nil)])
    #expect(harness.carousel.focusedItem == nil)
  }

  @Test("an item outside the items is refused and changes nothing")
  func badFocus() throws {
    let harness = Harness(count: 4)
    try harness.carousel.setFocusedItem(1, at: .seconds(1))
    _ = harness.delegate.take()
    let before = ObservableState(harness.carousel)
    for bad in [-1, 4, Int.max] {
      #expect(
        (#expect(throws: CarouselError.self) {
          try harness.carousel.setFocusedItem(bad, at: .seconds(2))
        })?.code == .indexOutOfRange)
    }
    #expect(ObservableState(harness.carousel) == before)
    #expect(harness.carousel.focusedItem == 1)
    #expect(harness.delegate.take().isEmpty)
  }

  @Test("autoplay holds while focus is in or the pointer hovers, and goes on with the time left")
  func holdsAutoplay() throws {
    for hold in ["focus", "hover"] {
      let harness = Harness(count: 5)
      try harness.carousel.startAutoplay(interval: .seconds(3), at: .zero)
      harness.run(until: .seconds(1))
      func set(_ on: Bool) throws {
        if hold == "focus" {
          try harness.carousel.setFocusedItem(on ? 0 : nil, at: harness.now)
        } else {
          try harness.carousel.setPointerInside(on, at: harness.now)
        }
      }
      try set(true)
      #expect(harness.carousel.nextDeadline == nil)
      harness.wait(10)
      #expect(harness.carousel.currentIndex == 0, "\(hold) holds autoplay")
      #expect(harness.carousel.autoplayTimeRemaining == .seconds(2))
      try set(false)
      #expect(harness.carousel.nextDeadline == harness.now + .seconds(2), "\(hold): the time left")
      harness.wait(2.5)
      #expect(harness.carousel.currentIndex == 1)
    }
  }

  @Test("focus survives a reload while its item exists: by number, or by identity")
  func focusSurvivesReload() throws {
    let harness = Harness(count: 8)
    try harness.carousel.setFocusedItem(2, at: .seconds(1))
    harness.now = .seconds(1)
    harness.settle()
    _ = harness.delegate.take()
    harness.dataSource.count = 6
    try harness.carousel.reloadData()
    #expect(harness.carousel.focusedItem == 2)
    harness.dataSource.count = 2
    try harness.carousel.reloadData()
    #expect(harness.carousel.focusedItem == nil)
    #expect(harness.delegate.take().contains(.didUpdateFocusedItem(nil)))
    harness.check()

    let identity = Harness(count: 8)
    identity.dataSource.setIdentity(true)
    try identity.carousel.reloadData()
    try identity.carousel.setFocusedItem(2, at: .seconds(1))
    _ = identity.delegate.take()
    identity.dataSource.insert(3, at: 0)
    try identity.carousel.reloadData()
    #expect(identity.carousel.focusedItem == 5, "the same item, three further on")
    #expect(identity.delegate.take().contains(.didUpdateFocusedItem(5)))
    identity.dataSource.remove(1, at: 5)
    try identity.carousel.reloadData()
    #expect(identity.carousel.focusedItem == nil, "its item was removed")
    identity.check()
  }

  @Test("focus stays on its number when the data source stops giving identifiers")
  func focusAfterIdentityOff() throws {
    let harness = Harness(count: 8)
    harness.dataSource.setIdentity(true)
    try harness.carousel.reloadData()
    try harness.carousel.setFocusedItem(3, at: .seconds(1))
    harness.dataSource.setIdentity(false)
    try harness.carousel.reloadData()
    #expect(harness.carousel.focusedItem == 3)
  }
}
