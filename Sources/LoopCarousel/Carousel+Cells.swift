extension Carousel {
  /// Asks the data source for the cell of an item in a slot, and checks what it returns.
  ///
  /// On success the cell is marked as shown (the caller puts it in a slot or gives it back
  /// with ``giveBack(_:)``); every other cell dequeued during the request returns to the pool.
  func requestCell(item: Int, slot: SlotPosition) -> Result<CarouselCell, CarouselError> {
    guard let dataSource else {
      return .failure(
        CarouselError(
          .cellNotDequeued, "the carousel has no data source to ask for item \(item)"))
    }
    isRequestingCell = true
    calloutDepth += 1
    cellRequestCount += 1
    let result: Result<CarouselCell, CarouselError>
    do {
      result = .success(try dataSource.carousel(self, cellForItemAt: item, in: slot))
    } catch {
      result = .failure(error)
    }
    calloutDepth -= 1
    isRequestingCell = false

    var accepted: CarouselCell?
    var failure: CarouselError?
    switch result {
    case .success(let cell):
      if cell === firstOutstanding {
        firstOutstanding = nil
        cell.location = .inSlot
        accepted = cell
      } else if let index = outstanding.firstIndex(where: { $0 === cell }) {
        outstanding.remove(at: index)
        cell.location = .inSlot
        accepted = cell
      } else if cell.owner == ObjectIdentifier(self), cell.location != .unowned {
        failure = CarouselError(
          .cellAlreadyInUse,
          "the data source returned, for item \(item), a cell that is already "
            + (cell.location == .idle ? "idle in the pool" : "shown in a slot")
            + "; dequeue a cell for every item")
      } else {
        failure = CarouselError(
          .cellNotDequeued,
          "the data source returned, for item \(item), a cell it did not dequeue from this "
            + "carousel during the call; return the cell dequeueReusableCell gave")
      }
    case .failure(let error):
      failure = error
    }
    if let spare = firstOutstanding {
      firstOutstanding = nil
      giveBack(spare)
    }
    while !outstanding.isEmpty, let spare = outstanding.popLast() { giveBack(spare) }
    if let accepted { return .success(accepted) }
    return .failure(failure ?? CarouselError(.cellNotDequeued, "no cell"))
  }

  /// Returns a requested cell that will not be shown after all, without any event.
  func giveBack(_ cell: CarouselCell) {
    cell.location = pool.push(cell, index: cell.registrationIndex) ? .idle : .unowned
  }

  /// Takes a cell out of the slots: tells the delegate, resets it, returns it to the pool.
  func recycle(_ entry: SlotContents.Entry, from slot: SlotPosition) {
    post(.didEndDisplaying(entry.cell, item: entry.item, slot: slot))
    calloutDepth += 1
    entry.cell.prepareForReuse()
    calloutDepth -= 1
    giveBack(entry.cell)
  }

  /// Recycles what a slot shows, if anything, and leaves it empty.
  func empty(_ slot: SlotPosition) {
    // Moved out, not copied and cleared: no retain and release of the cell.
    guard let old = state.slots.take(slot) else { return }
    recycle(old, from: slot)
  }

  /// Puts a requested cell into a slot and tells the delegate.
  func install(_ cell: CarouselCell, item: Int, in slot: SlotPosition) {
    state.slots[slot] = SlotContents.Entry(item: item, cell: cell)
    post(.willDisplay(cell, item: item, slot: slot))
  }
}
