import Testing

@testable import LoopCarousel

@Suite("SlotStrip: ends, pages and neighbours with the scroll-to exception")
struct SlotStripTests {
  static func strip(
    _ left: Int?, _ middle: Int?, _ right: Int?, target: SlotPosition? = nil
  ) -> SlotStrip {
    SlotStrip(left, middle, right, target: target)
  }

  struct Edges: CustomTestStringConvertible, Sendable {
    var name: String
    var strip: SlotStrip
    var current: Int
    var count: Int
    var wraps: Bool
    var back: Double
    var forward: Double
    var testDescription: String { "\(name): \(back)...\(forward)" }
  }

  @Test(
    "edges(around:in:) are the item ends, a far target counting as one page",
    arguments: [
      Edges(
        name: "no items", strip: strip(nil, nil, nil), current: 0, count: 0, wraps: true, back: 0,
        forward: 0),
      Edges(
        name: "a loop", strip: strip(4, 0, 1), current: 0, count: 5, wraps: true,
        back: -.infinity, forward: .infinity),
      Edges(
        name: "one wrapping item", strip: strip(nil, 0, nil), current: 0, count: 1, wraps: true,
        back: 0, forward: 0),
      Edges(
        name: "finite, in the middle", strip: strip(1, 2, 3), current: 2, count: 5, wraps: false,
        back: -2, forward: 2),
      Edges(
        name: "finite, at the last", strip: strip(3, 4, nil), current: 4, count: 5, wraps: false,
        back: -4, forward: 0),
      Edges(
        name: "finite, far target 3 on the right", strip: strip(nil, 0, 3, target: .right),
        current: 0, count: 5, wraps: false, back: 0, forward: 2),
      Edges(
        name: "finite, far target 1 on the left", strip: strip(1, 4, nil, target: .left),
        current: 4, count: 5, wraps: false, back: -2, forward: 0),
      Edges(
        name: "finite, far target 0 on the left", strip: strip(0, 8, 9, target: .left),
        current: 8, count: 10, wraps: false, back: -1, forward: 1),
    ])
  func edges(_ c: Edges) {
    let edges = c.strip.edges(around: c.current, in: ItemRing(count: c.count, wraps: c.wraps))
    #expect(edges.back == c.back)
    #expect(edges.forward == c.forward)
  }

  struct AtPages: CustomTestStringConvertible, Sendable {
    var name: String
    var strip: SlotStrip
    var current: Int
    var ring: ItemRing
    var pages: Int
    var expected: Int
    var testDescription: String { "\(name): \(pages) pages is item \(expected)" }
  }

  @Test(
    "item(atPages:current:in:) counts on from the side slot",
    arguments: [
      AtPages(
        name: "zero pages", strip: strip(4, 0, 1), current: 0,
        ring: ItemRing(count: 5, wraps: true), pages: 0, expected: 0),
      AtPages(
        name: "one page back, wrapping", strip: strip(4, 0, 1), current: 0,
        ring: ItemRing(count: 5, wraps: true), pages: -1, expected: 4),
      AtPages(
        name: "three pages on, wrapping", strip: strip(2, 3, 4), current: 3,
        ring: ItemRing(count: 5, wraps: true), pages: 3, expected: 1),
      AtPages(
        name: "two pages past a far target", strip: strip(9, 0, 5, target: .right), current: 0,
        ring: ItemRing(count: 10, wraps: true), pages: 2, expected: 6),
      AtPages(
        name: "two pages before a far target", strip: strip(5, 0, 1, target: .left), current: 0,
        ring: ItemRing(count: 10, wraps: true), pages: -2, expected: 4),
      AtPages(
        name: "finite, clamped at the last", strip: strip(2, 3, 4), current: 3,
        ring: ItemRing(count: 5, wraps: false), pages: 3, expected: 4),
      AtPages(
        name: "empty side slot", strip: strip(3, 4, nil), current: 4,
        ring: ItemRing(count: 5, wraps: false), pages: 2, expected: 4),
    ])
  func itemAtPages(_ c: AtPages) {
    #expect(c.strip.item(atPages: c.pages, current: c.current, in: c.ring) == c.expected)
  }

  struct PagesTo: CustomTestStringConvertible, Sendable {
    var name: String
    var strip: SlotStrip
    var ring: ItemRing
    var target: Int
    var steps: Int
    var expected: Int?
    var testDescription: String {
      "\(name): \(expected.map { "\($0) pages" } ?? "no way") to \(target)"
    }
  }

  @Test(
    "pages(to:steps:in:) goes through the slots as shown",
    arguments: [
      PagesTo(
        name: "empty side slot", strip: strip(3, 4, nil), ring: ItemRing(count: 5, wraps: false),
        target: 5, steps: 1, expected: nil),
      PagesTo(
        name: "the right slot shows it", strip: strip(9, 0, 1),
        ring: ItemRing(count: 10, wraps: true), target: 1, steps: 1, expected: 1),
      PagesTo(
        name: "the left slot shows it", strip: strip(9, 0, 1),
        ring: ItemRing(count: 10, wraps: true),
        target: 9, steps: -1, expected: -1),
      PagesTo(
        name: "neighbours only: the steps", strip: strip(9, 0, 1),
        ring: ItemRing(count: 10, wraps: true), target: 4, steps: 4, expected: 4),
      PagesTo(
        name: "the right target shows it", strip: strip(9, 0, 5, target: .right),
        ring: ItemRing(count: 10, wraps: true), target: 5, steps: 5, expected: 1),
      PagesTo(
        name: "past the right target", strip: strip(19, 0, 5, target: .right),
        ring: ItemRing(count: 20, wraps: true), target: 7, steps: 7, expected: 3),
      PagesTo(
        name: "behind the right target, the long way round", strip: strip(19, 0, 5, target: .right),
        ring: ItemRing(count: 20, wraps: true), target: 3, steps: 3, expected: nil),
      PagesTo(
        name: "behind the right target, finite", strip: strip(nil, 0, 5, target: .right),
        ring: ItemRing(count: 20, wraps: false), target: 3, steps: 3, expected: nil),
      PagesTo(
        name: "past the left target", strip: strip(15, 0, 1, target: .left),
        ring: ItemRing(count: 20, wraps: true), target: 13, steps: -7, expected: -3),
      PagesTo(
        name: "farther past the right target", strip: strip(19, 0, 5, target: .right),
        ring: ItemRing(count: 20, wraps: true), target: 9, steps: 9, expected: 5),
      PagesTo(
        name: "a left target on the other side does not count",
        strip: strip(15, 0, 1, target: .left),
        ring: ItemRing(count: 20, wraps: true), target: 4, steps: 4, expected: 4),
    ])
  func pagesTo(_ c: PagesTo) {
    #expect(c.strip.pages(to: c.target, steps: c.steps, in: c.ring) == c.expected)
  }

  struct Mismatches: CustomTestStringConvertible, Sendable {
    var name: String
    var strip: SlotStrip
    var current: Int
    var ring: ItemRing
    var expected: [String]
    var testDescription: String { "\(name): \(expected.count) mismatches" }
  }

  @Test(
    "neighborMismatches(around:in:) names each wrong side slot",
    arguments: [
      Mismatches(
        name: "both right", strip: strip(4, 0, 1), current: 0,
        ring: ItemRing(count: 5, wraps: true),
        expected: []),
      Mismatches(
        name: "finite ends are empty", strip: strip(nil, 0, 1), current: 0,
        ring: ItemRing(count: 5, wraps: false), expected: []),
      Mismatches(
        name: "a wrapped neighbour in a finite carousel", strip: strip(4, 0, 1), current: 0,
        ring: ItemRing(count: 5, wraps: false), expected: ["left shows Optional(4), expected nil"]),
      Mismatches(
        name: "a missing neighbour is a temporary end, not a mismatch", strip: strip(4, 0, nil),
        current: 0, ring: ItemRing(count: 5, wraps: true), expected: []),
      Mismatches(
        name: "both wrong", strip: strip(2, 0, 3), current: 0,
        ring: ItemRing(count: 5, wraps: true),
        expected: [
          "left shows Optional(2), expected Optional(4)",
          "right shows Optional(3), expected Optional(1)",
        ]),
      Mismatches(
        name: "a far target is the exception", strip: strip(4, 0, 3, target: .right), current: 0,
        ring: ItemRing(count: 5, wraps: true), expected: []),
      Mismatches(
        name: "the exception is for one side only", strip: strip(2, 0, 3, target: .right),
        current: 0, ring: ItemRing(count: 5, wraps: true),
        expected: ["left shows Optional(2), expected Optional(4)"]),
      Mismatches(
        name: "an empty target side is not excused", strip: strip(4, 0, nil, target: .right),
        current: 0, ring: ItemRing(count: 5, wraps: true),
        expected: ["right shows nil, expected Optional(1)"]),
    ])
  func neighborMismatches(_ c: Mismatches) {
    #expect(c.strip.neighborMismatches(around: c.current, in: c.ring) == c.expected)
  }
}
