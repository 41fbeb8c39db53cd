import LoopCarousel

/// The styles a script can name with `style NAME`: the engine's ``BuiltInStyle`` list.
enum DemoStyles {
  /// The style names, in the order `--help` lists them.
  static let names = BuiltInStyle.allCases.map(\.rawValue)

  /// The names as `--help` lists them: comma-separated, on lines of the help's width, each
  /// after the first indented to the help's second column.
  static var helpList: String {
    var lines = [""]
    for name in names {
      let item = name == names.last ? name : name + ","
      if lines[lines.count - 1].count + item.count + 1 > 54 { lines.append("") }
      lines[lines.count - 1] += lines[lines.count - 1].isEmpty ? item : " " + item
    }
    return lines.joined(separator: "\n" + String(repeating: " ", count: 26))
  }

  /// The style called `name`, or `nil` for a name not in ``names``.
  ///
  /// - Parameter name: A style name.
  /// - Returns: The style.
  static func style(named name: String) -> (any CarouselStyle)? {
    BuiltInStyle(rawValue: name)?.style
  }
}
