/// The styles that come with LoopCarousel, by name: the one list that menus, pickers, the
/// demo, the tests and the docs read.
///
/// Each case is named after the static accessor of its style (`.coverFlow` for
/// ``CoverFlowStyle``), and ``style`` gives that style with its default parameters:
///
/// ```swift
/// let names = BuiltInStyle.allCases.map(\.rawValue)  // ["plain", "zoom", …]
/// let carousel = Carousel()
/// carousel.style = BuiltInStyle.coverFlow.style
/// ```
///
/// A new built-in style is its type and its case here (with its line below).
///
/// ## Topics
///
/// ### The styles
///
/// - ``PlainStyle``
/// - ``ZoomStyle``
/// - ``CrossFadeStyle``
/// - ``DepthStyle``
/// - ``CoverFlowStyle``
/// - ``CubeStyle``
/// - ``WheelStyle``
/// - ``ZoomOutStyle``
/// - ``LinearStyle``
/// - ``FerrisWheelStyle``
public enum BuiltInStyle: String, CaseIterable, Sendable {
  /// ``PlainStyle``: cells laid out flat, one page apart.
  case plain
  /// ``ZoomStyle``: cells that shrink as they leave the centre.
  case zoom
  /// ``CrossFadeStyle``: cells that stay over the centre and cross-fade.
  case crossFade
  /// ``DepthStyle``: cells that sink and fade as they leave the centre.
  case depth
  /// ``CoverFlowStyle``: cells that turn about their vertical axis as they leave the centre.
  case coverFlow
  /// ``CubeStyle``: cells on the faces of a turning cube.
  case cube
  /// ``WheelStyle``: cells on an arc, as on a dial.
  case wheel
  /// ``ZoomOutStyle``: FSPagerView's zoom-out, cells that shrink, fade and draw in.
  case zoomOut
  /// ``LinearStyle``: FSPagerView's linear and overlap looks, with a negative spacing.
  case linear
  /// ``FerrisWheelStyle``: FSPagerView's ferris wheel, below the centre.
  case ferrisWheel
  /// ``FerrisWheelStyle`` inverted: FSPagerView's inverted ferris wheel, above the centre.
  case invertedFerrisWheel

  /// The style, with its default parameters.
  public var style: any CarouselStyle {
    switch self {
    case .plain: .plain
    case .zoom: .zoom
    case .crossFade: .crossFade
    case .depth: .depth
    case .coverFlow: .coverFlow
    case .cube: .cube
    case .wheel: .wheel
    case .zoomOut: .zoomOut
    case .linear: .linear
    case .ferrisWheel: .ferrisWheel
    case .invertedFerrisWheel: .invertedFerrisWheel
    }
  }

  /// The built-in style whose name is `name`, in any case (`"coverflow"` names
  /// ``coverFlow``), or `nil` for a name not in the list.
  ///
  /// - Parameter name: A style name, as `rawValue` gives it, in any case.
  public init?(caseInsensitiveName name: String) {
    let lowered = name.lowercased()
    guard let style = Self.allCases.first(where: { $0.rawValue.lowercased() == lowered }) else {
      return nil
    }
    self = style
  }
}
