/// A pure function from a slot's distance to the viewport centre to how its cell is drawn.
///
/// The engine asks the active style about every slot whenever the content offset changes,
/// passing `progress`, the signed distance of the slot's centre from the viewport centre in
/// pages: 0 is centred, +1 is one page toward the next item, -1 one page toward the previous
/// item. Between pages the progress varies continuously, so a style animates by itself as the
/// user drags.
///
/// A conforming type must be pure: the same progress and geometry always give the same
/// transform, and computing it has no side effects. It may read the carousel; a call it makes
/// that would change it (a scroll, a move of the drag) throws
/// ``CarouselError/Code/reentrantCall`` and changes nothing, as one from a data source or a
/// cell does, and ``Carousel/advance(to:)`` is ignored. Every value in the transform must be
/// finite for every finite progress, however large. The engine passes only finite progress
/// values. Hosts can write their own styles:
///
/// ```swift
/// struct FadeAndShrinkStyle: CarouselStyle {
///   func transform(
///     forProgress progress: Double, in geometry: CarouselGeometry
///   ) -> SlotTransform {
///     let distance = min(abs(progress), 1)
///     return SlotTransform(scale: 1 - 0.2 * distance, alpha: 1 - 0.5 * distance)
///   }
/// }
/// ```
///
/// The built-in styles are ``PlainStyle``, ``ZoomStyle``, ``CrossFadeStyle``, ``DepthStyle``,
/// ``CoverFlowStyle``, ``CubeStyle`` and ``WheelStyle``, also reachable as `.plain`, `.zoom`,
/// `.crossFade`, `.depth`, `.coverFlow`, `.cube` and `.wheel`.
public protocol CarouselStyle: Sendable {
  /// Returns how to draw the cell of a slot at a given distance from the viewport centre.
  ///
  /// - Parameters:
  ///   - progress: The signed distance of the slot's centre from the viewport centre, in
  ///     pages; positive is toward the next item. Always finite.
  ///   - geometry: The lengths of the carousel, for styles that move cells by whole pages.
  /// - Returns: The transform to apply to the slot's cell; every value in it finite.
  func transform(forProgress progress: Double, in geometry: CarouselGeometry) -> SlotTransform

  /// The distance, in points, from the viewer's eye to the viewport, for the perspective of
  /// ``SlotTransform/depth`` and cross-axis turns; 800 unless a style says otherwise.
  ///
  /// It is folded into ``CellPlacement/transform`` about the viewport's centre, as a CSS
  /// `perspective` on the viewport would be. A value that is not finite or not positive
  /// draws without perspective.
  var perspective: Double { get }
}

extension CarouselStyle {
  /// The perspective of the built-in styles: 800 points.
  public var perspective: Double { 800 }
}
