import Testing

@testable import LoopCarousel

@Suite("Visible items: what left and what came, each item once")
struct VisibleItemsTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var items: VisibleItems
    var other: VisibleItems
    /// The items of `items` that `other` lacks, in the order `forEachItem` gives them.
    var missing: [Int]
    var testDescription: String { name }
  }

  private static func items(_ left: Int?, _ middle: Int?, _ right: Int?) -> VisibleItems {
    VisibleItems(
      left: left ?? VisibleItems.none, middle: middle ?? VisibleItems.none,
      right: right ?? VisibleItems.none)
  }

  static let cases: [Case] = [
    Case(
      name: "nothing visible", items: items(nil, nil, nil), other: items(nil, 1, nil), missing: []),
    Case(name: "the same items", items: items(4, 5, 6), other: items(4, 5, 6), missing: []),
    Case(
      name: "the same items in other slots", items: items(nil, 5, 6), other: items(5, 6, nil),
      missing: []),
    Case(
      name: "a page turn forward", items: items(nil, 5, 6), other: items(nil, 6, 7), missing: [5]),
    Case(
      name: "all three replaced, in slot order", items: items(1, 2, 3), other: items(7, 8, 9),
      missing: [1, 2, 3]),
    Case(
      name: "one item in two slots is told once", items: items(0, 1, 0), other: items(nil, 1, nil),
      missing: [0]),
    Case(
      name: "one item in all three slots", items: items(0, 0, 0), other: items(nil, nil, nil),
      missing: [0]),
    Case(
      name: "item 0 is an item, not none", items: items(nil, 0, nil), other: items(nil, nil, nil),
      missing: [0]),
  ]

  @Test("postItems(missingFrom:) posts each missing item once, in slot order", arguments: cases)
  func missingItems(_ testCase: Case) {
    for appearing in [false, true] {
      var queue = EventQueue(capacity: 4)
      testCase.items.postItems(missingFrom: testCase.other, appearing: appearing, into: &queue)
      var posted: [Int] = []
      while let event = queue.next() {
        switch event {
        case .itemDidAppear(let item) where appearing: posted.append(item)
        case .itemDidDisappear(let item) where !appearing: posted.append(item)
        default: Issue.record("unexpected \(event)")
        }
      }
      #expect(posted == testCase.missing)
    }
  }

  @Test("contains never matches an empty slot against an item")
  func containsIgnoresEmptySlots() {
    let visible = Self.items(nil, 3, nil)
    #expect(visible.contains(3))
    #expect(!visible.contains(0))
    #expect(visible.description == "(-, 3, -)")
  }
}
