/// What the host set that the core's decisions read: the lengths, the physics, Reduce
/// Motion, rewinding and the visibility threshold.
///
/// Plain values only, so that reading one setting through the carousel's state copies a few
/// words at most; the style, an existential that a copy must retain, is the core's own
/// (``CarouselCore/style``).
///
/// Validated before they get here (``Carousel`` refuses bad values with a typed error); the
/// core's inputs set them. What a new value means for the rest (the visible items worked out
/// again, a drag mirrored) is the core's to do.
struct CoreSettings {
  /// The lengths of the viewport, the cells and the gaps.
  var geometry: CarouselGeometry
  /// How releases turn into motion.
  var physics: ScrollPhysics
  /// Whether programmatic motion moves at once instead of animating (Reduce Motion).
  var reducesMotion = false
  /// Whether next and previous go round from one end of a finite carousel to the other.
  var rewinds = false
  /// The fraction of a drawn cell's area that must be in the viewport for its item to count
  /// as visible; 0 means any part.
  var visibilityThreshold = 0.0
}
