/// The dots a page indicator shows for many pages: a window of at most a few dots around the
/// current page, the outer ones smaller where more pages lie beyond, the way iOS's page
/// control shrinks the dots at its ends.
///
/// A pure value: make one from ``Carousel/numberOfPages`` and ``Carousel/currentPage`` (or
/// with ``Carousel/pageIndicatorWindow(maximumDots:)``), and draw a dot for each page of
/// ``pages`` at the size ``size(ofDotFor:)`` gives.
///
/// ```swift
/// let window = PageIndicatorWindow(numberOfPages: 1000, currentPage: 2, maximumDots: 7)
/// window.pages                      // 0..<7
/// window.size(ofDotFor: 2)          // .current
/// window.size(ofDotFor: 6)          // .edge: more pages lie beyond it
/// ```
public struct PageIndicatorWindow: Hashable, Sendable {
  /// How large a dot is drawn.
  public enum DotSize: Hashable, Sendable, CaseIterable {
    /// The current page's dot.
    case current
    /// A full-size dot.
    case near
    /// A smaller dot, second from an end of the window that has more pages beyond it.
    case far
    /// The smallest dot, at an end of the window that has more pages beyond it.
    case edge
  }

  /// The number of pages in all.
  public let numberOfPages: Int
  /// The current page, in `pages`; `nil` when there are no pages.
  public let currentPage: Int?
  /// The pages that have a dot, consecutive, at most `maximumDots` of them.
  public let pages: Range<Int>

  /// Makes the window around the current page.
  ///
  /// The window is centred on the current page where it can be, and stops at the first and
  /// the last page.
  ///
  /// - Parameters:
  ///   - numberOfPages: The number of pages; zero or less shows no dot.
  ///   - currentPage: The current page; clamped to the pages.
  ///   - maximumDots: The most dots shown; values below 1 count as 1.
  public init(numberOfPages: Int, currentPage: Int, maximumDots: Int = 7) {
    let count = max(numberOfPages, 0)
    self.numberOfPages = count
    guard count > 0 else {
      self.currentPage = nil
      pages = 0..<0
      return
    }
    let current = min(max(currentPage, 0), count - 1)
    self.currentPage = current
    let dots = min(max(maximumDots, 1), count)
    let first = min(max(current - (dots - 1) / 2, 0), count - dots)
    pages = first..<first + dots
  }

  /// The size of a page's dot, or `nil` for a page outside the window.
  ///
  /// - Parameter page: A page.
  /// - Returns: `.current` for the current page; `.edge` and `.far` for the last two dots
  ///   toward an end of the window with pages beyond it; `.near` otherwise.
  /// - Complexity: O(1), no allocation.
  public func size(ofDotFor page: Int) -> DotSize? {
    guard pages.contains(page) else { return nil }
    if page == currentPage { return .current }
    let moreBefore = pages.lowerBound > 0
    let moreAfter = pages.upperBound < numberOfPages
    // A window of three or fewer dots has no room for a `far` dot.
    let roomy = pages.count > 3
    if moreBefore, page == pages.lowerBound { return .edge }
    if moreAfter, page == pages.upperBound - 1 { return .edge }
    if roomy, moreBefore, page == pages.lowerBound + 1 { return .far }
    if roomy, moreAfter, page == pages.upperBound - 2 { return .far }
    return .near
  }
}
