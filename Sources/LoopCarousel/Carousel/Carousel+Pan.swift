/// The stage of a pan gesture, as gesture recognizers report it.
public enum PanGesturePhase: Hashable, Sendable, CaseIterable {
  /// The pan was recognized: the finger has moved far enough to be a pan.
  case began
  /// The finger moved.
  case changed
  /// The finger lifted.
  case ended
  /// The system cancelled the pan, or it failed: settle on the nearest item, without a fling.
  case cancelled

  /// The phase of a gesture recognizer's state, given as the state's raw value.
  ///
  /// UIKit's `UIGestureRecognizer.State` and AppKit's `NSGestureRecognizer.State` share their
  /// raw values: `began` (1), `changed` (2), `ended` (3), `cancelled` (4) and `failed` (5, a
  /// cancel here). `possible` (0), and any value they may add, is no phase: `nil`.
  ///
  /// ```swift
  /// guard let phase = PanGesturePhase(recognizerState: recognizer.state.rawValue) else { return }
  /// ```
  ///
  /// - Parameter recognizerState: The raw value of the recognizer's `state`.
  public init?(recognizerState: Int) {
    switch recognizerState {
    case 1: self = .began
    case 2: self = .changed
    case 3: self = .ended
    case 4, 5: self = .cancelled
    default: return nil
    }
  }
}

extension Carousel {
  /// Feeds one report of a pan gesture recognizer, in the view's own coordinates.
  ///
  /// Pass the translation and velocity as the recognizer gives them: x to the right and y
  /// down, the translation in total since the touch (UIKit's `UIPanGestureRecognizer`,
  /// SwiftUI's `DragGesture`, AppKit's `NSPanGestureRecognizer` in a flipped view; in a view
  /// that is not flipped, negate y). The carousel does the rest:
  ///
  /// - it takes the component along its scroll axis and ignores the other;
  /// - it negates it, since a finger moving left (up) shows the next item, and mirrors it for
  ///   right to left;
  /// - it measures the moves from where the pan was at ``PanGesturePhase/began``, so the
  ///   content does not jump by the distance the recognizer waited before it began.
  ///
  /// | phase | what it does |
  /// |---|---|
  /// | ``PanGesturePhase/began`` | ``beginDragging(at:)`` |
  /// | ``PanGesturePhase/changed`` | ``updateDragging(translation:at:)`` |
  /// | ``PanGesturePhase/ended`` | the last move, then ``endDragging(at:velocity:)`` with the velocity (estimated from the moves when it is `nil`), as one call: both are made, or, refused, neither |
  /// | ``PanGesturePhase/cancelled`` | ``endDragging(at:velocity:)`` with a velocity of `0` |
  ///
  /// As for those calls, a move or an end without a drag in progress does nothing.
  ///
  /// - Parameters:
  ///   - phase: The recognizer's state.
  ///   - translationX: The horizontal translation since the touch, in points, positive to the
  ///     right.
  ///   - translationY: The vertical translation since the touch, in points, positive down.
  ///   - velocityX: The horizontal velocity in points per second; `nil` to let the carousel
  ///     estimate it. Read only at ``PanGesturePhase/ended``.
  ///   - velocityY: The vertical velocity in points per second, positive down; `nil` to let
  ///     the carousel estimate it. Read only at ``PanGesturePhase/ended``.
  ///   - time: The time of the report.
  /// - Throws: ``CarouselError/Code/nonFiniteInput`` for a translation or velocity that is not
  ///   finite, ``CarouselError/Code/timeWentBackwards``,
  ///   ``CarouselError/Code/timeOutOfRange`` or ``CarouselError/Code/reentrantCall``, leaving
  ///   the state untouched.
  public func pan(
    _ phase: PanGesturePhase, translationX: Double, translationY: Double,
    velocityX: Double? = nil, velocityY: Double? = nil, at time: Duration
  ) throws(CarouselError) {
    guard translationX.isFinite else { throw .nonFinite("the pan's x translation", translationX) }
    guard translationY.isFinite else { throw .nonFinite("the pan's y translation", translationY) }
    if let velocityX, !velocityX.isFinite { throw .nonFinite("the pan's x velocity", velocityX) }
    if let velocityY, !velocityY.isFinite { throw .nonFinite("the pan's y velocity", velocityY) }
    let vertical = geometry.orientation == .vertical
    let translation = vertical ? translationY : translationX
    let velocity = vertical ? velocityY : velocityX
    switch phase {
    case .began:
      // A second `.began` during a drag, like beginDragging(at:), changes nothing.
      let wasDragging = self.phase == .dragging && !state.core.wheelDrags
      try beginDragging(at: time)
      if !wasDragging { panOrigin = translation }
    case .changed:
      try updateDragging(translation: panOrigin - translation, at: time)
    case .ended:
      // The last move and the release are one call: refused together (past
      // `callsPerDelivery`, inside a callback) or made together.
      try operation("pan(_:translationX:translationY:velocityX:velocityY:at:)", at: time) {
        moveDrag(to: panOrigin - translation, at: time)
        releaseDrag(at: time, velocity: velocity.map { -$0 })
      }
    case .cancelled:
      try endDragging(at: time, velocity: 0)
    }
  }
}
