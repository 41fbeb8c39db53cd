extension Carousel {
  /// Lets animations and autoplay progress to an instant; call it from the host's frame loop.
  ///
  /// Positions are a function of time: advancing at 30, 60 or 120 frames a second, or in one
  /// step, gives the same state at the same instant. A time earlier than one already given,
  /// or a call from inside a data-source or cell callback, is ignored.
  ///
  /// - Parameter time: The current time, on the same clock as every other call.
  /// - Complexity: O(1) per frame, no allocation; a long step that crosses many autoplay
  ///   instants does the work of each.
  public func advance(to time: Duration) {
    guard calloutDepth == 0, !time.isBefore(state.now) else { return }
    defer { finishOperation() }
    advanceTime(to: time)
  }

  /// When the host must call ``advance(to:)`` next, or `nil` when nothing is pending.
  ///
  /// While an animation runs it is the latest time given (so: at the next frame); at rest it
  /// is the next autoplay step; during a drag, with autoplay off or paused, and with fewer
  /// than two items it is `nil`.
  public var nextDeadline: Duration? {
    switch state.motion {
    case .settling: state.now
    case .dragging: nil
    case .idle: autoplayDueTime
    }
  }

  /// Moves time forward, finishing animations at their exact end and starting autoplay
  /// steps at their exact instants.
  func advanceTime(to time: Duration) {
    while true {
      switch state.motion {
      case .dragging:
        state.now = max(state.now, time)
        return
      case .settling(let animation):
        let end = animation.end
        if !time.isBefore(end) {
          if state.now.isBefore(end) { state.now = end }
          if state.position != animation.to {
            state.position = animation.to
            noteScrolled()
          }
          normalizePosition()
          // A wall (a failed request) may have replaced the animation; then go on with it.
          if case .settling(let current) = state.motion, current.start == animation.start {
            finishSettle(origin: animation.origin)
          }
        } else {
          if state.now.isBefore(time) { state.now = time }
          let position = animation.position(at: time)
          if position != state.position {
            state.position = position
            noteScrolled()
            normalizePosition()
          }
          return
        }
      case .idle:
        if let due = autoplayDueTime, due <= time {
          state.now = max(due, state.now)
          performAutoplayStep()
        } else {
          state.now = max(state.now, time)
          return
        }
      }
    }
  }

  /// Starts a settle from the current position, or finishes at once when already there.
  ///
  /// Past an end of a finite carousel, a velocity that points further out is dropped, so the
  /// curve's start never carries the content beyond the rubber band.
  func startSettle(
    to target: Double, velocity: Double, duration: Duration, origin: MotionOrigin
  ) {
    var velocity = velocity
    let (back, forward) = state.edges
    if (state.position > forward && velocity > 0) || (state.position < back && velocity < 0) {
      velocity = 0
    }
    if let animation = SettleAnimation(
      from: state.position, to: target, velocity: velocity, start: state.now,
      duration: duration, origin: origin)
    {
      state.motion = .settling(animation)
    } else {
      state.motion = .idle
      if state.position != target {
        state.position = target
        noteScrolled()
      }
      normalizePosition()
      finishSettle(origin: origin)
    }
  }

  /// Comes to rest on the middle slot: the first shift rule, then the settled events.
  func finishSettle(origin: MotionOrigin) {
    if abs(state.position) > 0.5, state.slots[.side(state.position > 0 ? 1 : -1)] != nil {
      shift(state.position > 0 ? 1 : -1)
    }
    if state.position != 0 {
      state.position = 0
      noteScrolled()
    }
    state.motion = .idle
    if let side = state.jumpSide { restoreNeighbor(side) }
    if state.count > 0 {
      if state.lastSettledItem != state.current {
        post(.didScrollToItem(state.current))
      }
      state.lastSettledItem = state.current
    }
    state.autoplay.motionSettled(at: state.now, origin: origin)
  }

  /// Puts the current item's neighbour back into a side slot that held a scroll-to target.
  func restoreNeighbor(_ side: SlotPosition) {
    guard let item = state.neighbor(of: state.current, side.pageOffset) else {
      empty(side)
      state.jumpSide = nil
      return
    }
    do {
      let cell = try requestCell(item: item, slot: side)
      empty(side)
      install(cell, item: item, in: side)
      state.jumpSide = nil
      noteScrolled()
    } catch {
      post(.didFail(error))
    }
  }

  /// Checks a time passed in by the host.
  func checkTime(_ time: Duration) throws(CarouselError) {
    guard !time.isBefore(state.now) else { throw .backwards(time, latest: state.now) }
  }
}
