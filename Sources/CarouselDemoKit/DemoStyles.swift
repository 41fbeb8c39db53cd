import LoopCarousel

/// The styles a script can name with `style NAME`: the engine's built-in styles, by the
/// names of their static accessors (`.plain`, `.zoom`, …).
enum DemoStyles {
  /// The style names, in the order `--help` lists them.
  static let names = ["plain", "zoom", "crossFade", "depth", "coverFlow", "cube", "wheel"]

  /// The style called `name`, or `nil` for a name not in ``names``.
  ///
  /// - Parameter name: A style name.
  /// - Returns: The style.
  static func style(named name: String) -> (any CarouselStyle)? {
    switch name {
    case "plain": .plain
    case "zoom": .zoom
    case "crossFade": .crossFade
    case "depth": .depth
    case "coverFlow": .coverFlow
    case "cube": .cube
    case "wheel": .wheel
    default: nil
    }
  }
}
