extension Carousel {
  /// Shifts until the viewport centre is within the shift threshold of the middle slot.
  ///
  /// This is the design's third rule: as soon as the viewport would show past the three
  /// cells, the slots rotate and the position moves back by a page, so the picture never
  /// changes. A move of four pages or more skips the middle items with one refill (at most
  /// three requests), leaving the last two pages to ordinary shifts, so that the state after
  /// any move is the same whether it came in one step or many.
  @inline(__always)
  func normalizePosition() {
    let threshold = state.geometry.shiftThreshold
    while true {
      let position = state.position
      guard abs(position) >= threshold, abs(position) > 0.5 else { return }
      let direction = position > 0 ? 1 : -1
      // Past an end of a finite carousel the rubber band keeps the position within a page.
      guard state.slots[.side(direction)] != nil else { return }
      let succeeded: Bool
      if abs(position) >= 4, state.jumpSide != .side(direction) {
        succeeded = jump(by: Double(direction) * (abs(position).rounded(.down) - 2))
      } else {
        succeeded = shift(direction)
      }
      guard succeeded else {
        stopAtWall(direction)
        return
      }
    }
  }

  /// Rotates the slots one page toward `direction`, asking the data source for one cell
  /// (two when the incoming slot held a scroll-to target that is not a neighbour).
  ///
  /// - Returns: `false`, with the state unchanged, when the data source failed.
  @discardableResult
  func shift(_ direction: Int) -> Bool {
    let side = SlotPosition.side(direction)
    guard let newCurrent = state.slots[side]?.item, state.slots.middle != nil else {
      return false
    }
    if state.jumpSide == side { return shiftOntoScrollTarget(direction, newCurrent: newCurrent) }

    // The page turn: one request, for the item that comes into view behind the new current.
    var incoming: SlotContents.Entry?
    var shown: Unmanaged<CarouselCell>?
    let item = state.neighbor(of: newCurrent, direction)
    if let item {
      do {
        let cell = try requestCell(item: item, slot: side)
        shown = .passUnretained(cell)
        incoming = SlotContents.Entry(item: item, cell: cell)
      } catch {
        post(.didFail(error))
        return false
      }
    }
    // The entries are moved, not copied, so no cell is retained or released on the way.
    if let fallen = state.slots.rotate(toward: direction, bringingIn: incoming.take()) {
      recycle(fallen, from: .side(-direction))
    }
    if let shown, let item { post(.willDisplay(shown, item: item, slot: side)) }
    state.current = newCurrent
    state.jumpSide = nil
    translate(by: Double(direction))
    return true
  }

  /// Shifts onto a side slot that holds a scroll-to target rather than the current item's
  /// neighbour: the far slot then needs the target's other neighbour, so two requests.
  private func shiftOntoScrollTarget(_ direction: Int, newCurrent: Int) -> Bool {
    let side = SlotPosition.side(direction)
    let far = SlotPosition.side(-direction)
    var newSide: CarouselCell?
    let newSideItem = state.neighbor(of: newCurrent, direction)
    if let item = newSideItem {
      do {
        newSide = try requestCell(item: item, slot: side)
      } catch {
        post(.didFail(error))
        return false
      }
    }
    var newFar: CarouselCell?
    let newFarItem = state.neighbor(of: newCurrent, -direction)
    if let item = newFarItem {
      do {
        newFar = try requestCell(item: item, slot: far)
      } catch {
        if let newSide = newSide.take() { giveBack(newSide) }
        post(.didFail(error))
        return false
      }
    }
    if let fallen = state.slots.rotate(toward: direction, bringingIn: nil) {
      recycle(fallen, from: far)
    }
    if let middle = state.slots.take(far) { recycle(middle, from: .middle) }
    if let newFar = newFar.take(), let newFarItem { install(newFar, item: newFarItem, in: far) }
    if let newSide = newSide.take(), let newSideItem {
      install(newSide, item: newSideItem, in: side)
    }
    state.current = newCurrent
    state.jumpSide = nil
    translate(by: Double(direction))
    return true
  }

  /// Moves the current item by `pages` whole pages at once, refilling the three slots.
  ///
  /// - Returns: `false`, with the state unchanged, when the data source failed.
  func jump(by pages: Double) -> Bool {
    let count = state.count
    let newCurrent: Int
    let moved: Double
    if state.wraps {
      let remainder = Int(pages.truncatingRemainder(dividingBy: Double(count)))
      newCurrent = CarouselState.wrapped(state.current, plus: remainder, count: count)
      moved = pages
    } else {
      let target = min(max(Double(state.current) + pages, 0), Double(count - 1))
      newCurrent = Int(target)
      moved = target - Double(state.current)
    }
    if case .failure(let error) = refill(count: count, current: newCurrent) {
      post(.didFail(error))
      return false
    }
    translate(by: moved)
    return true
  }

  /// Moves the position, and the motion that produces it, back by `pages` after the slots
  /// moved forward by that many items.
  func translate(by pages: Double) {
    state.position -= pages
    switch state.motion {
    case .idle:
      break
    case .dragging(var drag):
      drag.anchor -= pages
      drag.start -= pages
      state.motion = .dragging(drag)
    case .settling(var animation):
      animation.translate(by: pages)
      state.motion = .settling(animation)
    }
    noteScrolled()
  }

  /// Stops motion that could not shift toward `direction` because the data source failed:
  /// the position stays just inside the threshold and any animation turns back to the middle.
  func stopAtWall(_ direction: Int) {
    let threshold = state.geometry.shiftThreshold
    let limit = threshold > 0.5 ? max(0.5, threshold - 1e-9) : 0.5
    state.position = Double(direction) * limit
    switch state.motion {
    case .idle:
      break
    case .dragging:
      reanchorDrag()
    case .settling(let animation):
      startSettle(
        to: 0, velocity: 0, duration: state.physics.settleDuration, origin: animation.origin)
    }
  }

  /// Makes the drag in progress, if any, go on from the current position: the finger's
  /// translation so far now maps to where the content is (after a resize, a reload or a
  /// change of the ends).
  func reanchorDrag() {
    guard case .dragging(var drag) = state.motion else { return }
    drag.anchor = state.unresisted(state.position) - drag.translation / state.geometry.pageLength
    state.motion = .dragging(drag)
  }

  /// Fills the three slots around `current` for `count` items, with at most three requests.
  ///
  /// Either every slot is replaced or, when the data source fails, nothing changes.
  func refill(count: Int, current: Int) -> Result<Void, CarouselError> {
    var probe = state
    probe.count = count
    probe.current = current
    // The new entries, requested middle, left, right, in a fixed value rather than arrays, so
    // that a reload or an instant scroll allocates nothing.
    var fresh = SlotContents()
    if count > 0 {
      for slot in [SlotPosition.middle, .left, .right] {
        let item = slot == .middle ? current : probe.neighbor(of: current, slot.pageOffset)
        guard let item else { continue }
        do {
          fresh[slot] = SlotContents.Entry(
            item: item, cell: try requestCell(item: item, slot: slot))
        } catch {
          for position in [SlotPosition.middle, .left, .right] {
            if let entry = fresh.take(position) { giveBack(entry.cell) }
          }
          return .failure(error)
        }
      }
    }
    for slot in [SlotPosition.left, .middle, .right] { empty(slot) }
    for slot in [SlotPosition.middle, .left, .right] {
      if let entry = fresh.take(slot) { install(entry.cell, item: entry.item, in: slot) }
    }
    state.count = count
    state.current = count > 0 ? current : 0
    state.jumpSide = nil
    noteScrolled()
    return .success(())
  }
}
