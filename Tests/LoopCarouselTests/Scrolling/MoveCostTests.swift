import Testing

@testable import LoopCarousel

@Suite("A move by one or two items costs one cell request per item, whatever the path")
struct MoveCostTests {
  /// How a move is asked for.
  enum Path: String, CaseIterable, Sendable {
    case scrollTo, scrollToInstantly, scrollToUnderReduceMotion
    case nextAFrameApart, nextAFrameApartUnderReduceMotion
    case keys, wheelNotchesAFrameApart, focus
  }

  /// A move by `steps` items (negative: backward) along one path.
  struct Move: CustomTestStringConvertible, Sendable {
    var path: Path
    var steps: Int
    var testDescription: String { "\(path.rawValue), \(steps > 0 ? "+" : "")\(steps)" }
  }

  static let moves: [Move] = Path.allCases.flatMap { path in
    [1, 2, -1, -2].map { Move(path: path, steps: $0) }
  }

  /// Makes the move from item 4 of 9, at rest.
  static func make(_ move: Move, on h: Harness) throws {
    let carousel = h.carousel
    let forward = move.steps > 0
    let target = 4 + move.steps
    /// Each of `count` calls a frame after the one before.
    func aFrameApart(_ call: () throws -> Void) throws {
      for index in 0..<abs(move.steps) {
        if index > 0 {
          h.now += Harness.frame
          carousel.advance(to: h.now)
          h.check()
        }
        try call()
      }
    }
    switch move.path {
    case .scrollTo:
      try carousel.scrollToItem(at: target, animated: true, at: h.now)
    case .scrollToInstantly:
      try carousel.scrollToItem(at: target, animated: false, at: h.now)
    case .scrollToUnderReduceMotion:
      carousel.reducesMotion = true
      try carousel.scrollToItem(at: target, animated: true, at: h.now)
    case .nextAFrameApart, .nextAFrameApartUnderReduceMotion:
      carousel.reducesMotion = move.path == .nextAFrameApartUnderReduceMotion
      try aFrameApart {
        if forward {
          try carousel.scrollToNextItem(at: h.now)
        } else {
          try carousel.scrollToPreviousItem(at: h.now)
        }
      }
    case .keys:
      // An arrow for one item; Page Down or Up for two, with flings of two pages.
      if abs(move.steps) == 1 {
        _ = try carousel.handleKey(forward ? .right : .left, at: h.now)
      } else {
        try carousel.setPhysics(ScrollPhysics(pagesPerFling: 2))
        _ = try carousel.handleKey(forward ? .pageDown : .pageUp, at: h.now)
      }
    case .wheelNotchesAFrameApart:
      // A fast spin's notches go on from where the carousel heads, two pages at most.
      try carousel.setPhysics(ScrollPhysics(pagesPerFling: 2))
      try aFrameApart {
        _ = try carousel.scrollWheel(delta: forward ? 1 : -1, phase: .discrete, at: h.now)
      }
    case .focus:
      try carousel.setFocusedItem(target, at: h.now)
    }
  }

  @Test(
    "a move by one item asks for one cell, a move by two for two: animated or not, Reduce Motion, keys, wheel, focus, calls a frame apart",
    arguments: moves)
  func oneRequestPerItem(_ move: Move) throws {
    let h = Harness(count: 9)
    h.delegate.recordsDisplay = true
    try h.carousel.scrollToItem(at: 4, animated: false, at: h.now)
    h.settle()
    let created = h.carousel.numberOfCellsCreated
    h.dataSource.resetLog()
    _ = h.delegate.take()
    try Self.make(move, on: h)
    h.check()
    h.settle()
    let steps = move.steps
    #expect(h.carousel.currentIndex == 4 + steps)
    #expect(h.items == [3 + steps, 4 + steps, 5 + steps])
    // One request per item, in the order the items come in: the target's cell (asked for
    // first, so that a target that cannot be made throws with nothing changed), then the
    // item behind it.
    let direction = steps > 0 ? 1 : -1
    let expected = (1...abs(steps)).map { 4 + direction * ($0 + 1) }
    if move.path != .scrollToInstantly {
      #expect(h.dataSource.requests.map(\.item) == expected)
    }
    #expect(h.dataSource.requests.count == abs(steps))
    let ended = h.delegate.take().filter {
      if case .didEndDisplaying = $0 { true } else { false }
    }
    #expect(ended.count == abs(steps))
    #expect(h.carousel.numberOfCellsCreated <= created + 1)
    #expect(h.delegate.displayProblems.isEmpty)
  }

  @Test("An instant scroll-to a neighbour moves the cells it keeps, from 0 to 1 of 5")
  func instantNeighbour() throws {
    let h = Harness(count: 5)
    let kept = [h.carousel.slot(.middle)?.cell, h.carousel.slot(.right)?.cell]
    h.dataSource.resetLog()
    try h.carousel.scrollToItem(at: 1, animated: false, at: h.now)
    h.check()
    #expect(h.dataSource.requests.map(\.item) == [2])
    #expect(h.carousel.slot(.left)?.cell === kept[0])
    #expect(h.carousel.slot(.middle)?.cell === kept[1])
    #expect(h.carousel.pagePosition == 0)
  }
}
