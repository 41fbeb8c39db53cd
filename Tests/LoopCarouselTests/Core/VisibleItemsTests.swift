import Testing

@testable import LoopCarousel

@Suite("Visible items as a listener hears them: what left and what came, each item once")
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

  /// The items as a listener is told of them, each the item at its index in one load.
  private func references(_ items: VisibleItems) -> VisibleReferences {
    var references = VisibleReferences()
    for item in [items.left, items.middle, items.right] where item != VisibleItems.none {
      references.insert(
        ItemReference(identity: .unnamed(load: 0, index: item), index: item, load: 0))
    }
    return references
  }

  @Test("a listener told some items hears each missing one once, in slot order", arguments: cases)
  func missingItems(_ testCase: Case) {
    // Told `items`, then `other`: the missing ones disappear; told `other`, then `items`:
    // they appear.
    for appearing in [false, true] {
      var told = ToldState()
      told.visible = references(appearing ? testCase.other : testCase.items)
      var value = CarouselSnapshot()
      value.visible = references(appearing ? testCase.items : testCase.other)
      var posted: [Int] = []
      while let difference = told.next(toward: value, prefetch: PrefetchReferences()) {
        switch difference {
        case .appeared(let item) where appearing: posted.append(item.index)
        case .disappeared(let item) where !appearing: posted.append(item.index)
        case .appeared, .disappeared: break
        default: Issue.record("unexpected \(difference)")
        }
      }
      #expect(posted == testCase.missing)
      #expect(told.visible == value.visible)
    }
  }

  @Test("an empty slot reads as a dash")
  func emptySlotsInTheDescription() {
    let visible = Self.items(nil, 3, nil)
    #expect(visible.description == "(-, 3, -)")
  }
}
