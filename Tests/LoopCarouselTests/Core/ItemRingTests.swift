import Testing

@testable import LoopCarousel

@Suite("ItemRing: index arithmetic against a naive modulo model and at huge counts")
struct ItemRingTests {
  /// A small ring, compared with the naive model over every item and offset.
  struct Ring: CustomTestStringConvertible, Sendable {
    var count: Int
    var wraps: Bool
    var ring: ItemRing { ItemRing(count: count, wraps: wraps) }
    var testDescription: String { "\(count) items, \(wraps ? "wrapping" : "finite")" }
  }

  static let smallRings: [Ring] = [1, 2, 3, 4, 5, 7].flatMap {
    [Ring(count: $0, wraps: true), Ring(count: $0, wraps: false)]
  }

  // MARK: - The naive model

  /// `value mod count`, always in `0..<count`.
  static func modulo(_ value: Int, _ count: Int) -> Int {
    ((value % count) + count) % count
  }

  /// The neighbour by walking the ring by hand.
  static func naiveNeighbor(_ ring: Ring, of item: Int, _ direction: Direction) -> Int? {
    guard ring.count > 1 else { return nil }
    let next = item + direction.step
    if ring.wraps { return modulo(next, ring.count) }
    return (0..<ring.count).contains(next) ? next : nil
  }

  /// The signed distance of least magnitude whose walk lands on `target`, positive on a tie.
  static func naiveDistance(_ ring: Ring, from item: Int, to target: Int) -> Int {
    guard ring.wraps else { return target - item }
    var best: Int?
    for offset in -ring.count...ring.count where modulo(item + offset, ring.count) == target {
      guard let current = best else {
        best = offset
        continue
      }
      if abs(offset) < abs(current) || (abs(offset) == abs(current) && offset > current) {
        best = offset
      }
    }
    return best ?? Int.min
  }

  /// The fewest single steps toward `direction` that reach `target`.
  static func naiveSteps(
    _ ring: Ring, from item: Int, to target: Int, _ direction: Direction
  ) -> Int? {
    var position = item
    for steps in 0..<(2 * ring.count) {
      if position == target { return steps }
      position += direction.step
      if ring.wraps { position = modulo(position, ring.count) }
      guard (0..<ring.count).contains(position) else { return nil }
    }
    return nil
  }

  /// Walks `steps` single steps, stopping at the ends of a finite ring.
  static func naiveItem(
    _ ring: Ring, _ steps: Int, from item: Int, _ direction: Direction
  ) -> Int {
    var position = item
    for _ in 0..<steps {
      let next = position + direction.step
      if ring.wraps {
        position = modulo(next, ring.count)
      } else if (0..<ring.count).contains(next) {
        position = next
      }
    }
    return position
  }

  // MARK: - Small counts against the model

  @Test(
    "wrapped(_:plus:count:) matches the modulo for every item and offset",
    arguments: [
      1, 2, 3, 4, 5, 7, 8,
    ])
  func wrappedMatchesModulo(_ count: Int) {
    for item in 0..<count {
      for offset in -count...count {
        let got = ItemRing.wrapped(item, plus: offset, count: count)
        #expect(
          got == Self.modulo(item + offset, count), "item \(item) plus \(offset) of \(count)")
      }
    }
  }

  @Test("neighbor(of:_:) matches walking one step", arguments: smallRings)
  func neighborMatchesModel(_ c: Ring) {
    for item in 0..<c.count {
      for direction in [Direction.backward, .forward] {
        #expect(
          c.ring.neighbor(of: item, direction) == Self.naiveNeighbor(c, of: item, direction),
          "item \(item) toward \(direction)")
      }
    }
  }

  @Test("distance(from:to:) is the shortest walk, ties forward", arguments: smallRings)
  func distanceMatchesModel(_ c: Ring) {
    for item in 0..<c.count {
      for target in 0..<c.count {
        #expect(
          c.ring.distance(from: item, to: target) == Self.naiveDistance(c, from: item, to: target),
          "from \(item) to \(target)")
      }
    }
  }

  @Test("steps(from:to:_:) counts the one-way walk, nil past a finite end", arguments: smallRings)
  func stepsMatchModel(_ c: Ring) {
    for item in 0..<c.count {
      for target in 0..<c.count {
        for direction in [Direction.backward, .forward] {
          #expect(
            c.ring.steps(from: item, to: target, direction)
              == Self.naiveSteps(c, from: item, to: target, direction),
            "from \(item) to \(target) toward \(direction)")
        }
      }
    }
  }

  @Test("item(_:from:_:) walks steps, wrapping or stopping at an end", arguments: smallRings)
  func itemMatchesModel(_ c: Ring) {
    for item in 0..<c.count {
      for steps in 0...(2 * c.count + 1) {
        for direction in [Direction.backward, .forward] {
          #expect(
            c.ring.item(steps, from: item, direction)
              == Self.naiveItem(c, steps, from: item, direction),
            "\(steps) steps from \(item) toward \(direction)")
        }
      }
    }
  }

  // MARK: - Hand cases

  struct Loops: CustomTestStringConvertible, Sendable {
    var count: Int
    var wraps: Bool
    var loops: Bool
    var testDescription: String {
      "\(count) items, \(wraps ? "wrapping" : "finite"): loops is \(loops)"
    }
  }

  @Test(
    "loops needs wrapping and two items or more",
    arguments: [
      Loops(count: 0, wraps: true, loops: false), Loops(count: 1, wraps: true, loops: false),
      Loops(count: 2, wraps: true, loops: true), Loops(count: 2, wraps: false, loops: false),
      Loops(count: .max, wraps: true, loops: true), Loops(count: .max, wraps: false, loops: false),
    ])
  func loops(_ c: Loops) {
    #expect(ItemRing(count: c.count, wraps: c.wraps).loops == c.loops)
  }

  struct Wrapped: CustomTestStringConvertible, Sendable {
    var item: Int
    var offset: Int
    var count: Int
    var expected: Int
    var testDescription: String { "\(item) + \(offset) mod \(count) is \(expected)" }
  }

  static let twoTo53 = 1 << 53

  @Test(
    "wrapped(_:plus:count:) is exact at Int.max and past 2^53",
    arguments: [
      Wrapped(item: .max - 1, offset: 1, count: .max, expected: 0),
      Wrapped(item: 0, offset: -1, count: .max, expected: .max - 1),
      Wrapped(item: .max - 1, offset: .max, count: .max, expected: .max - 1),
      Wrapped(item: 0, offset: -.max, count: .max, expected: 0),
      Wrapped(item: 5, offset: .max - 3, count: .max, expected: 2),
      Wrapped(item: .max - 2, offset: -(.max - 1), count: .max, expected: .max - 1),
      Wrapped(item: .max - 2, offset: 1, count: .max, expected: .max - 1),
      Wrapped(item: twoTo53, offset: 1, count: twoTo53 + 1, expected: 0),
      Wrapped(item: 0, offset: -1, count: twoTo53 + 1, expected: twoTo53),
      Wrapped(item: twoTo53 - 1, offset: 1, count: twoTo53 + 1, expected: twoTo53),
      Wrapped(item: 3, offset: -5, count: twoTo53 + 1, expected: twoTo53 - 1),
      Wrapped(item: twoTo53 - 1, offset: 3, count: twoTo53 + 1, expected: 1),
    ])
  func wrappedHuge(_ c: Wrapped) {
    #expect(ItemRing.wrapped(c.item, plus: c.offset, count: c.count) == c.expected)
  }

  struct Neighbor: CustomTestStringConvertible, Sendable {
    var count: Int
    var wraps: Bool
    var item: Int
    var direction: Direction
    var expected: Int?
    var testDescription: String {
      "\(count) items, \(wraps ? "wrapping" : "finite"): \(item) toward \(direction) is "
        + "\(expected.map(String.init) ?? "nil")"
    }
  }

  @Test(
    "neighbor(of:_:) is exact at Int.max and past 2^53",
    arguments: [
      Neighbor(count: .max, wraps: true, item: .max - 1, direction: .forward, expected: 0),
      Neighbor(count: .max, wraps: true, item: 0, direction: .backward, expected: .max - 1),
      Neighbor(count: .max, wraps: false, item: .max - 1, direction: .forward, expected: nil),
      Neighbor(count: .max, wraps: false, item: .max - 2, direction: .forward, expected: .max - 1),
      Neighbor(count: .max, wraps: false, item: 0, direction: .backward, expected: nil),
      Neighbor(count: twoTo53 + 1, wraps: true, item: twoTo53, direction: .forward, expected: 0),
      Neighbor(
        count: twoTo53 + 1, wraps: true, item: twoTo53 - 1, direction: .forward, expected: twoTo53),
      Neighbor(count: twoTo53 + 1, wraps: true, item: 0, direction: .backward, expected: twoTo53),
      Neighbor(count: twoTo53 + 1, wraps: false, item: twoTo53, direction: .forward, expected: nil),
      Neighbor(count: 0, wraps: true, item: 0, direction: .forward, expected: nil),
    ])
  func neighborHuge(_ c: Neighbor) {
    #expect(
      ItemRing(count: c.count, wraps: c.wraps).neighbor(of: c.item, c.direction) == c.expected)
  }

  struct Distance: CustomTestStringConvertible, Sendable {
    var count: Int
    var wraps: Bool
    var item: Int
    var target: Int
    var expected: Int
    var testDescription: String {
      "\(count) items, \(wraps ? "wrapping" : "finite"): \(item) to \(target) is \(expected)"
    }
  }

  static let halfMax = Int.max / 2  // 2^62 - 1

  @Test(
    "distance(from:to:) is exact at Int.max and past 2^53",
    arguments: [
      Distance(count: .max, wraps: true, item: 0, target: .max - 1, expected: -1),
      Distance(count: .max, wraps: true, item: .max - 1, target: 0, expected: 1),
      Distance(count: .max, wraps: true, item: 0, target: halfMax, expected: halfMax),
      Distance(count: .max, wraps: true, item: 0, target: halfMax + 1, expected: -halfMax),
      Distance(count: .max, wraps: true, item: halfMax + 1, target: 0, expected: halfMax),
      Distance(count: .max - 1, wraps: true, item: 0, target: halfMax, expected: halfMax),
      Distance(count: .max - 1, wraps: true, item: halfMax, target: 0, expected: halfMax),
      Distance(count: .max, wraps: false, item: .max - 1, target: 0, expected: -(.max - 1)),
      Distance(count: twoTo53, wraps: true, item: 0, target: twoTo53 / 2, expected: twoTo53 / 2),
      Distance(count: twoTo53, wraps: true, item: twoTo53 / 2, target: 0, expected: twoTo53 / 2),
      Distance(count: twoTo53 + 1, wraps: true, item: 0, target: twoTo53, expected: -1),
      Distance(
        count: twoTo53 + 1, wraps: true, item: 1, target: twoTo53 / 2 + 2,
        expected: -(twoTo53 / 2)),
      Distance(
        count: twoTo53 + 1, wraps: true, item: 1, target: twoTo53 / 2 + 1, expected: twoTo53 / 2),
    ])
  func distanceHuge(_ c: Distance) {
    let ring = ItemRing(count: c.count, wraps: c.wraps)
    #expect(ring.distance(from: c.item, to: c.target) == c.expected)
  }

  struct Moving: CustomTestStringConvertible, Sendable {
    var count: Int
    var wraps: Bool
    var item: Int
    var pages: Double
    var expectedItem: Int
    var expectedPages: Double
    var testDescription: String {
      "\(count) items, \(wraps ? "wrapping" : "finite"): \(pages) pages from \(item) land on "
        + "\(expectedItem) after \(expectedPages)"
    }
  }

  @Test(
    "moving(_:by:) lands on the item, covering fewer pages at a finite end",
    arguments: [
      Moving(count: 5, wraps: true, item: 3, pages: 4, expectedItem: 2, expectedPages: 4),
      Moving(count: 5, wraps: true, item: 3, pages: -7, expectedItem: 1, expectedPages: -7),
      Moving(count: 5, wraps: true, item: 0, pages: 10, expectedItem: 0, expectedPages: 10),
      Moving(count: 5, wraps: false, item: 3, pages: 4, expectedItem: 4, expectedPages: 1),
      Moving(count: 5, wraps: false, item: 3, pages: -5, expectedItem: 0, expectedPages: -3),
      Moving(count: 5, wraps: false, item: 1, pages: 2, expectedItem: 3, expectedPages: 2),
      Moving(count: .max, wraps: true, item: .max - 1, pages: 2, expectedItem: 1, expectedPages: 2),
      // Integers, not `Double`s: exact for every count (these trapped or moved zero items).
      Moving(
        count: .max, wraps: false, item: .max - 10, pages: 1e6, expectedItem: .max - 1,
        expectedPages: 9),
      Moving(
        count: (1 << 53) + 3, wraps: false, item: (1 << 53) + 1, pages: -3,
        expectedItem: (1 << 53) - 2, expectedPages: -3),
      Moving(
        count: (1 << 53) + 3, wraps: false, item: 1 << 53, pages: 1,
        expectedItem: (1 << 53) + 1, expectedPages: 1),
      Moving(
        count: (1 << 60) + 7, wraps: true, item: 5, pages: -7, expectedItem: (1 << 60) + 5,
        expectedPages: -7),
      Moving(
        count: .max, wraps: false, item: 3, pages: 1e300, expectedItem: .max - 1,
        expectedPages: Double(Int.max - 4)),
      Moving(
        count: 7, wraps: true, item: 3, pages: -7 * 0x1p62, expectedItem: 3,
        expectedPages: -7 * 0x1p62),
      Moving(count: 1, wraps: false, item: 0, pages: 5, expectedItem: 0, expectedPages: 0),
    ])
  func moving(_ c: Moving) {
    let moved = ItemRing(count: c.count, wraps: c.wraps).moving(c.item, by: c.pages)
    #expect(moved.item == c.expectedItem)
    #expect(moved.pages == c.expectedPages)
  }
}
