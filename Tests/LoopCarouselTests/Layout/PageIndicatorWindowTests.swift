import LoopCarousel
import Testing

/// `PageIndicatorWindow`: at most k dots around the current page, smaller toward ends with
/// more pages beyond.
@Suite("Page indicator window")
struct PageIndicatorWindowTests {
  /// A window drawn as text: `●` current, `○` near, `◦` far, `·` edge.
  static func drawn(_ window: PageIndicatorWindow) -> String {
    window.pages.map { page -> String in
      switch window.size(ofDotFor: page) {
      case .current?: "●"
      case .near?: "○"
      case .far?: "◦"
      case .edge?: "·"
      case nil: "?"
      }
    }.joined()
  }

  @Test(
    "the window and its dot sizes",
    arguments: [
      // pages, current, maximum dots, pages shown, drawn
      (5, 2, 7, 0..<5, "○○●○○"),
      (7, 0, 7, 0..<7, "●○○○○○○"),
      (1000, 0, 7, 0..<7, "●○○○○◦·"),
      (1000, 2, 7, 0..<7, "○○●○○◦·"),
      (1000, 3, 7, 0..<7, "○○○●○◦·"),
      (1000, 4, 7, 1..<8, "·◦○●○◦·"),
      (1000, 500, 7, 497..<504, "·◦○●○◦·"),
      (1000, 996, 7, 993..<1000, "·◦○●○○○"),
      (1000, 999, 7, 993..<1000, "·◦○○○○●"),
      (1000, 500, 8, 497..<505, "·◦○●○○◦·"),
      (1000, 500, 3, 499..<502, "·●·"),
      (1000, 500, 1, 500..<501, "●"),
      (1000, 500, 0, 500..<501, "●"),
      (1000, 500, -5, 500..<501, "●"),
      (1000, 5000, 7, 993..<1000, "·◦○○○○●"),
      (1000, -3, 7, 0..<7, "●○○○○◦·"),
      (0, 0, 7, 0..<0, ""),
      (-4, 0, 7, 0..<0, ""),
      (Int.max, Int.max - 2, 7, Int.max - 7..<Int.max, "·◦○○○●○"),
    ] as [(Int, Int, Int, Range<Int>, String)])
  func window(pages: Int, current: Int, dots: Int, shown: Range<Int>, drawn: String) {
    let window = PageIndicatorWindow(numberOfPages: pages, currentPage: current, maximumDots: dots)
    #expect(window.pages == shown)
    #expect(Self.drawn(window) == drawn)
    #expect(window.size(ofDotFor: shown.lowerBound - 1) == nil)
    #expect(window.size(ofDotFor: shown.upperBound) == nil)
  }

  @Test("the carousel's window follows currentPage and is nil when the indicator is hidden")
  func carousel() throws {
    let carousel = Carousel()
    #expect(carousel.pageIndicatorWindow() == nil)
    let source = PlainCellSource(count: 1, on: carousel)
    try carousel.reloadData()
    #expect(carousel.pageIndicatorWindow() == nil)  // one page, hidden
    source.count = 1000
    try carousel.reloadData()
    try carousel.scrollToItem(at: 998, animated: false, at: .zero)
    let window = try #require(carousel.pageIndicatorWindow(maximumDots: 5))
    #expect(window.pages == 995..<1000)
    #expect(Self.drawn(window) == "·◦○●○")
  }
}
