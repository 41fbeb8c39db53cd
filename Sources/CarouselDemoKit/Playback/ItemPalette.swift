/// The colour of each item's card on the `--html` page: item `i` has `colors[i % 12]`.
///
/// Twelve saturated colours, far apart from each other and from the page's dark background,
/// so that a test can tell from one pixel which item it sees and how two are mixed.
enum ItemPalette {
  /// The colours, as red, green and blue from 0 to 255.
  static let colors: [(red: Int, green: Int, blue: Int)] = [
    (230, 25, 75), (60, 180, 75), (67, 99, 216), (245, 130, 49), (145, 30, 180),
    (66, 212, 244), (240, 50, 230), (191, 239, 69), (250, 190, 212), (70, 153, 144),
    (220, 190, 255), (154, 99, 36),
  ]

  /// The colour of an item.
  ///
  /// - Parameter item: An item index, `0` or more.
  /// - Returns: The colour.
  static func color(ofItem item: Int) -> (red: Int, green: Int, blue: Int) {
    colors[item % colors.count]
  }

  /// The colours as a JSON array of CSS `rgb(…)` strings, for the page.
  static var json: String {
    "[" + colors.map { "\"rgb(\($0.red),\($0.green),\($0.blue))\"" }.joined(separator: ",") + "]"
  }
}
