/// Where a scroll-wheel or trackpad event stands in its gesture
/// (``Carousel/scrollWheel(delta:crossDelta:phase:at:)``).
public enum ScrollWheelPhase: String, Hashable, Sendable, CaseIterable {
  /// A mouse wheel's notch: a scroll with no phases (AppKit's `phase` and `momentumPhase`
  /// both empty). Each notch steps a page, animated.
  case discrete
  /// A trackpad's fingers began to scroll (`NSEvent.Phase.began`).
  case began
  /// The fingers moved (`.changed`).
  case changed
  /// The fingers lifted (`.ended` or `.cancelled`): the carousel settles as after a drag.
  case ended
  /// The system's momentum after the fingers lifted (any `momentumPhase`): consumed, moves
  /// nothing, since the carousel runs its own deceleration.
  case momentum
}

/// A trackpad's scroll gesture, from its first event to the system's momentum events after
/// it: whether the carousel follows it or leaves it to the enclosing scroll view.
///
/// A pure state machine; the core asks it what an event means and carries that out.
struct WheelGesture: Equatable {
  enum State: Equatable {
    /// No gesture, or a mouse wheel.
    case none
    /// The gesture began at `since` with no movement yet; its first move decides, and a drag
    /// it begins counts from then, so that its velocity is the gesture's.
    case undecided(since: Duration)
    /// The carousel follows the gesture as a drag; `total` is the scroll since it began, in
    /// points toward the next item (in screen terms).
    case following(total: Double)
    /// The gesture belongs to the enclosing scroll view, to its last momentum event.
    case passing
    /// The fingers lifted; the system's momentum events are consumed.
    case coasting
  }

  /// What an event asks the carousel to do.
  enum Action: Equatable {
    /// Not consumed: the host hands the event on.
    case pass
    /// Consumed, and nothing moves.
    case absorb
    /// Begin a drag at `since` and move it to `total` points.
    case beginDrag(total: Double, since: Duration)
    /// Move the drag to `total` points.
    case moveDrag(total: Double)
    /// Release the drag with the velocity of its last moves.
    case release
    /// Step one page toward the next item (`.forward`) or the previous one.
    case step(Direction)
  }

  private(set) var state = State.none

  /// What an event means, and the gesture after it.
  ///
  /// - Parameters:
  ///   - phase: The event's phase.
  ///   - delta: Its scroll along the axis, in screen terms.
  ///   - crossDelta: Its scroll across the axis.
  ///   - time: Its time.
  ///   - forward: Turns a screen-terms delta into one toward the next item.
  ///   - restsAtEnd: Whether the carousel rests at its end toward a direction, so that a
  ///     scroll that way belongs to the enclosing scroll view.
  ///   - isDragging: Whether a drag runs: the one this gesture began, or a finger's, which
  ///     the gesture then leaves alone.
  /// - Returns: What to do, and the gesture after the event.
  func next(
    _ phase: ScrollWheelPhase, delta: Double, crossDelta: Double, at time: Duration,
    forward: (Double) -> Double, restsAtEnd: (Direction) -> Bool, isDragging: Bool
  ) -> (Action, WheelGesture) {
    func deciding(since: Duration) -> (Action, WheelGesture) {
      if delta == 0, crossDelta == 0 {
        return (.absorb, WheelGesture(state: .undecided(since: since)))
      }
      if abs(crossDelta) > abs(delta) || restsAtEnd(Direction(of: forward(delta))) {
        return (.pass, WheelGesture(state: .passing))
      }
      // A finger drags the content: the trackpad does not take it over.
      if isDragging { return (.absorb, WheelGesture(state: .coasting)) }
      return (.beginDrag(total: delta, since: since), WheelGesture(state: .following(total: delta)))
    }
    // The drag moves on by `delta`; a total too large for a `Double` is absorbed.
    func moving(from total: Double) -> (Action, WheelGesture) {
      let moved = total + delta
      guard moved.isFinite else { return (.absorb, self) }
      return (.moveDrag(total: moved), WheelGesture(state: .following(total: moved)))
    }
    switch (phase, state) {
    case (.discrete, .following) where isDragging:
      // A notch while the fingers scroll: the drag they began goes on (a mostly cross-axis
      // notch is still the enclosing view's).
      return (delta == 0 || abs(crossDelta) > abs(delta) ? .pass : .absorb, self)
    case (.began, .following(let total)) where isDragging:
      // A new gesture while the last one's drag runs (its `.ended` was lost): the drag goes
      // on with this one, which releases it when its fingers lift.
      return moving(from: total)
    case (.discrete, _):
      let passes =
        delta == 0 || abs(crossDelta) > abs(delta) || restsAtEnd(Direction(of: forward(delta)))
      return (passes ? .pass : .step(Direction(of: forward(delta))), WheelGesture())
    case (.changed, .undecided(let since)):
      return deciding(since: since)
    case (.began, _), (.changed, .none), (.changed, .coasting):
      return deciding(since: time)
    case (.changed, .following(let total)):
      // A finger's drag or a reload may have ended the drag: the rest is absorbed.
      guard isDragging else { return (.absorb, WheelGesture(state: .coasting)) }
      return moving(from: total)
    case (.ended, .following), (.momentum, .following):
      return (isDragging ? .release : .absorb, WheelGesture(state: .coasting))
    case (_, .passing):
      return (.pass, self)
    case (.ended, _), (.momentum, _):
      return (.absorb, WheelGesture(state: .coasting))
    }
  }

  /// A finger touched down during the gesture: the drag is the finger's from then on, and
  /// the rest of the gesture is absorbed.
  func handedToFinger() -> WheelGesture {
    if case .following = state { return WheelGesture(state: .coasting) }
    return self
  }
}
