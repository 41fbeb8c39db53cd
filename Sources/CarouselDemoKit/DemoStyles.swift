import LoopCarousel

/// The styles a script can name with `style NAME`: the engine's ``BuiltInStyle`` list.
enum DemoStyles {
  /// The style names, in the order `--help` lists them.
  static let names = BuiltInStyle.allCases.map(\.rawValue)

  /// The style called `name`, or `nil` for a name not in ``names``.
  ///
  /// - Parameter name: A style name.
  /// - Returns: The style.
  static func style(named name: String) -> (any CarouselStyle)? {
    BuiltInStyle(rawValue: name)?.style
  }
}
