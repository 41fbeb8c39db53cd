/// The object that a carousel tells about gestures, motion, selection and cells.
///
/// Every method has an empty default, so implement only the ones you need. A carousel keeps
/// its delegate weakly and calls it after each of its own calls has finished changing the
/// state, so a delegate method may call back into the carousel (reload, scroll, pause
/// autoplay) or release it.
///
/// Two kinds of events reach it. What happened (a scroll, a drag, a selection, a failure, a
/// cell displayed or ended, a settle begun or ended) comes in the order it happened. What is
/// true (the current item, the items on screen, the items to prefetch, a settle under way)
/// comes as the difference between what this delegate was told and what is true at the end
/// of the call, each item by identity, after the events that happened: see "Events are
/// differences of state" in <doc:DataSourceAndDelegate>. A new delegate starts from nothing.
///
/// Every event reaches the delegate through ``carousel(_:didReceive:)``, whose default calls
/// the event's own method (``carouselDidScroll(_:)``, ``carousel(_:didSettleOnItemAt:)``, …).
/// A delegate that would rather see every event in one place, as the values of
/// ``CarouselEvent`` that ``Carousel/events(bufferingNewest:)`` also yields, implements that
/// one method and switches over the event: the compiler then checks every name, where a
/// misspelt optional method would compile and never be called.
public protocol CarouselDelegate: AnyObject {
  /// Tells the delegate about an event.
  ///
  /// The default calls the method of the event (``CarouselEvent/didSettleOnItem(_:)`` calls
  /// ``carousel(_:didSettleOnItemAt:)``, and so on), with the cell a display event names.
  /// Implement it to take every event in one `switch`: the carousel then calls none of the
  /// event methods. A display event names its cell by `ObjectIdentifier`, as
  /// ``Carousel/events(bufferingNewest:)`` does; ``Carousel/slot(_:)`` gives the cells on
  /// screen.
  ///
  /// - Parameters:
  ///   - carousel: The carousel.
  ///   - event: What happened.
  func carousel(_ carousel: Carousel, didReceive event: CarouselEvent)

  /// Tells the delegate that the user started dragging.
  ///
  /// - Parameter carousel: The carousel.
  func carouselWillBeginDragging(_ carousel: Carousel)

  /// Tells the delegate that the user lifted the finger.
  ///
  /// - Parameters:
  ///   - carousel: The carousel.
  ///   - willSettle: Whether a settle follows, with its
  ///     ``carousel(_:willSettleOnItemAt:)`` and ``carousel(_:didSettleOnItemAt:)``: `true`
  ///     after every release, also when the content already rests on a page (the settle
  ///     then ends at once, within the same call); `false` only when the drag ended because
  ///     a reload left no items, and nothing settles.
  func carouselDidEndDragging(_ carousel: Carousel, willSettle: Bool)

  /// Tells the delegate that the content offset or the slots changed during a call.
  ///
  /// - Parameter carousel: The carousel.
  func carouselDidScroll(_ carousel: Carousel)

  /// Tells the delegate that the carousel came to rest on another item, or that the item it
  /// rests on has another index now.
  ///
  /// The current item is named by its identity: a reload that removes or replaces it tells
  /// the new one (with ``carousel(_:itemDidDisappearAt:)`` and
  /// ``carousel(_:itemDidAppearAt:)``), and one that only renumbers it (an insert before it)
  /// tells its new index, so that a page control always shows the right page. Without
  /// identifiers, an item at the same index is the same current item: a delegate may reload
  /// from here. A new delegate hears the current item first, at the end of the next call
  /// that succeeds. Heard before the ``carousel(_:didSettleOnItemAt:)`` of the settle that
  /// brought it: a call that covers several settles (a scroll and an autoplay step) tells
  /// each settle's item here before its end.
  ///
  /// The current item is the one the carousel rests on: ``Carousel/currentIndex`` once it
  /// rests. While it moves (a drag, a settle, a ticker, which never rests) it is the item it
  /// last rested on, told here when the motion ends on another.
  ///
  /// - Parameters:
  ///   - carousel: The carousel.
  ///   - index: The item now current.
  func carousel(_ carousel: Carousel, didScrollToItemAt index: Int)

  /// Tells the delegate that a settle toward an item began: after a release (move the page
  /// control here, as with FSPagerView's `pagerViewWillEndDragging(_:targetIndex:)`), a
  /// scroll-to, `next`/`previous`, an autoplay step, a snap back to the current item, or a
  /// settle that was retargeted (a new scroll while settling, a reload or new geometry).
  ///
  /// For each delegate, every settle announced here ends with exactly one
  /// ``carousel(_:didSettleOnItemAt:)`` or ``carousel(_:didCancelSettlingOnItemAt:)``
  /// before the next one is announced, so a host that pauses video while the carousel
  /// moves always hears when to resume, as long as it stays the delegate (set `nil` and back,
  /// it is a new delegate, which hears the settle under way announced again); a delegate
  /// never hears a settle end that it did not hear announced. A delegate set while a settle
  /// is under way hears it announced here at the end of the next call that succeeds, then
  /// its end.
  ///
  /// The target is followed by identity: a reload that only renumbers it (an insert before
  /// it) lets the settle go on unannounced, and its end names the item's new index; a
  /// reload that removes it (with identifiers, one that keeps no item on screen removes them
  /// all) cancels the settle, by the item's last index, and announces where it heads now.
  ///
  /// - Parameters:
  ///   - carousel: The carousel.
  ///   - index: The item the carousel is heading to, ``Carousel/targetIndex``.
  func carousel(_ carousel: Carousel, willSettleOnItemAt index: Int)

  /// Tells the delegate that a settle ended with the carousel at rest on an item, also when
  /// the item did not change (a snap back, a scroll-to the current item); once per settle,
  /// after ``carousel(_:didScrollToItemAt:)`` when the item changed.
  ///
  /// A scroll to the current item from here settles again at once and calls this again, as
  /// does any scroll from here under ``Carousel/reducesMotion``: the delegate's callbacks may
  /// make 100 changing calls during one delivery of events, and later ones throw
  /// ``CarouselError/Code/reentrantCall`` until it ends. Scroll from here only to another
  /// item, or from the next frame.
  ///
  /// - Parameters:
  ///   - carousel: The carousel.
  ///   - index: The item the carousel rests on: the one announced, by its index now (by its
  ///     last one if a reload from a callback removed it before this was delivered).
  func carousel(_ carousel: Carousel, didSettleOnItemAt index: Int)

  /// Tells the delegate that the settle announced last by
  /// ``carousel(_:willSettleOnItemAt:)`` will not end on its item: a finger or a trackpad
  /// caught it, it was turned toward another item (announced next), or a reload left no
  /// items.
  ///
  /// - Parameters:
  ///   - carousel: The carousel.
  ///   - index: The item the cancelled settle headed to, by its index now (by its last
  ///     index, if a reload removed it).
  func carousel(_ carousel: Carousel, didCancelSettlingOnItemAt index: Int)

  /// Asks the delegate whether a tap may select an item; `true` by default.
  ///
  /// Asked during ``Carousel/selectItem(atX:y:at:)`` (or ``Carousel/selectItem(atPoint:at:)``),
  /// before
  /// ``carousel(_:didSelectItemAt:)``, which follows only on `true`. Answer from your own
  /// state: a call into the carousel from here is rejected with
  /// ``CarouselError/Code/reentrantCall`` (a reload is deferred until the tap's call ends).
  ///
  /// - Parameters:
  ///   - carousel: The carousel.
  ///   - index: The item under the tap.
  /// - Returns: Whether to select it.
  func carousel(_ carousel: Carousel, shouldSelectItemAt index: Int) -> Bool

  /// Tells the delegate that the user tapped an item.
  ///
  /// - Parameters:
  ///   - carousel: The carousel.
  ///   - index: The item tapped.
  func carousel(_ carousel: Carousel, didSelectItemAt index: Int)

  /// Asks the delegate whether a finger resting on an item may highlight it; `true` by
  /// default.
  ///
  /// Asked during ``Carousel/touchDown(atX:y:at:)`` on content at rest, before
  /// ``carousel(_:didHighlightItemAt:)``, which follows only on `true`. Answer from your own
  /// state: a call into the carousel from here is rejected with
  /// ``CarouselError/Code/reentrantCall``.
  ///
  /// - Parameters:
  ///   - carousel: The carousel.
  ///   - index: The item under the finger.
  /// - Returns: Whether to highlight it.
  func carousel(_ carousel: Carousel, shouldHighlightItemAt index: Int) -> Bool

  /// Tells the delegate that a finger resting on an item highlights it: draw the cell
  /// pressed (``Carousel/highlightedItem``).
  ///
  /// - Parameters:
  ///   - carousel: The carousel.
  ///   - index: The item highlighted.
  func carousel(_ carousel: Carousel, didHighlightItemAt index: Int)

  /// Tells the delegate that the highlight ended: the finger lifted (a tap's selection
  /// follows this), a drag began, or the content moved or reloaded.
  ///
  /// Each ``carousel(_:didHighlightItemAt:)`` a listener heard is ended by exactly one of
  /// these; a listener set during a highlight hears neither it nor its end.
  ///
  /// - Parameters:
  ///   - carousel: The carousel.
  ///   - index: The item that was highlighted, by its index when it was highlighted.
  func carousel(_ carousel: Carousel, didUnhighlightItemAt index: Int)

  /// Tells the delegate that an item came into view: at least
  /// ``Carousel/visibilityThreshold`` of its cell (any part, by default) is inside the
  /// viewport. Start a video, load a full image, count an impression here.
  ///
  /// Posted once per change, at the end of the call that made it, after the call's other
  /// events; an item shown in two slots at once (two items, wrapping) counts once.
  ///
  /// Items are named by identity (``CarouselDataSource/carousel(_:identifierForItemAt:)``):
  /// a reload that only renumbers an item on screen tells nothing; one that replaces it
  /// tells it disappeared and the new one appeared. Without identifiers, a reload replaces
  /// every item. Each delegate hears the difference from what it was told: the items it was
  /// told appeared, less those it was told disappeared, are the visible ones whenever a call
  /// returns. A new delegate (one set, or set again after another or `nil`) starts from
  /// nothing and hears every item on screen at the end of the next call that succeeds
  /// (`advance(to:)` will do); one set by a callback hears them before the call returns. It
  /// never hears about an item it was not told appeared.
  ///
  /// - Parameters:
  ///   - carousel: The carousel.
  ///   - index: The item.
  func carousel(_ carousel: Carousel, itemDidAppearAt index: Int)

  /// Tells the delegate that an item left the view: less than
  /// ``Carousel/visibilityThreshold`` of its cell (none of it, by default) is inside the
  /// viewport, or it is gone after a reload. Posted before the same call's
  /// ``carousel(_:itemDidAppearAt:)`` events.
  ///
  /// A removed item's last index may be another item's index now: a host that keeps items by
  /// index cannot tell them apart, where ``CarouselItemSource``'s
  /// ``CarouselItemSource/itemDidDisappear`` names the item by its identifier.
  ///
  /// - Parameters:
  ///   - carousel: The carousel.
  ///   - index: The item's index now, or, if a reload removed it, the last one it had.
  func carousel(_ carousel: Carousel, itemDidDisappearAt index: Int)

  /// Tells the delegate that a cell was placed in a slot; attach its view here.
  ///
  /// - Parameters:
  ///   - carousel: The carousel.
  ///   - cell: The cell.
  ///   - index: The item the cell shows.
  ///   - slot: The slot the cell was placed in (it may move to another slot later).
  func carousel(
    _ carousel: Carousel, willDisplay cell: CarouselCell, forItemAt index: Int,
    in slot: SlotPosition)

  /// Tells the delegate that a cell left the slots; detach its view, cancel its loads.
  ///
  /// The cell still holds `index`: it gets ``CarouselCell/prepareForReuse()`` and goes back
  /// to the pool only after this returns, and it is never handed out again before. For each
  /// cell, ``carousel(_:willDisplay:forItemAt:in:)`` and this pair up and nest in time.
  ///
  /// - Parameters:
  ///   - carousel: The carousel.
  ///   - cell: The cell.
  ///   - index: The item the cell showed.
  ///   - slot: The slot the cell was last in.
  func carousel(
    _ carousel: Carousel, didEndDisplaying cell: CarouselCell, forItemAt index: Int,
    in slot: SlotPosition)

  /// Tells the delegate that motion could not bring in a cell because the data source failed.
  ///
  /// Once per failed request. A page turn still reaches the item it turns onto; the side
  /// beyond it stays empty, a temporary end, until the data source can make that cell (a
  /// drag, an autoplay step or a scroll toward it asks again).
  ///
  /// - Parameters:
  ///   - carousel: The carousel.
  ///   - error: What the data source or the dequeue reported.
  func carousel(_ carousel: Carousel, didFailWith error: CarouselError)

  /// Tells the delegate what to announce to an assistive technology after the carousel came
  /// to rest on another item, as the W3C carousel pattern's polite live region does.
  ///
  /// Posted after a swipe, a tap that centres an item, a key or a scroll the host asked for:
  /// changes the user did not make with the assistive technology itself (its increment and
  /// decrement actions speak the new value on their own), and never while autoplay rotates
  /// (the pattern's `aria-live="off"`). Its ``CarouselAnnouncement/text`` is
  /// ``Carousel/accessibilityValue`` for the item. Post it with
  /// `UIAccessibility.post(notification: .announcement, argument: announcement.text)` or
  /// `AccessibilityNotification.Announcement(announcement.text).post()`.
  ///
  /// The announcement is a value whose text is composed only when it is read.
  ///
  /// - Parameters:
  ///   - carousel: The carousel.
  ///   - announcement: What to announce.
  func carousel(_ carousel: Carousel, announce announcement: CarouselAnnouncement)

  /// The announcement as a string, as earlier versions told it; superseded by
  /// ``carousel(_:announce:)-(Carousel,CarouselAnnouncement)``.
  ///
  /// The default ``carousel(_:announce:)-(Carousel,CarouselAnnouncement)`` calls it with the
  /// announcement's text, so that a delegate written for it keeps announcing. Implement the
  /// one that takes a ``CarouselAnnouncement`` instead: a delegate that implements that one
  /// is not told here. (It is not marked deprecated, because every delegate that leaves it
  /// out would then be warned.)
  ///
  /// - Parameters:
  ///   - carousel: The carousel.
  ///   - text: What to announce.
  func carousel(_ carousel: Carousel, announce text: String)

  /// Start loading an item that may come on screen soon: its images, its data.
  ///
  /// The three slots hold only the current item and its neighbours; without prefetching, the
  /// item after next starts loading only when its cell is asked for, and a fast swipe shows
  /// it empty. The carousel names the ``Carousel/prefetchDistance`` items past each side slot,
  /// on both sides, and more ahead of a fling; within one gesture and its settle it never
  /// cancels an item to name it again. It never names an
  /// item whose cell is in a slot, and names each item once until it cancels it with
  /// ``carousel(_:cancelPrefetchingItemAt:)`` or the data source makes its cell (then the load
  /// you started serves the cell, and there is no cancel). Items are named by identity, so
  /// a reload that only renumbers a prefetched item neither cancels nor names it again.
  /// Key your loads by item (``CarouselItemSource`` gives them by identifier).
  ///
  /// - Parameters:
  ///   - carousel: The carousel.
  ///   - index: The item to load.
  func carousel(_ carousel: Carousel, prefetchItemAt index: Int)

  /// Stop loading an item ``carousel(_:prefetchItemAt:)`` named: it fell out of range (the
  /// motion turned, the distance shrank), or a reload removed it or moved it out of range.
  ///
  /// Every item named to prefetch gets exactly one cancel, or its cell, whatever reloads
  /// renumber: the carousel follows each by identity (an item entering the window is asked
  /// for its identifier once). Without identifiers a reload replaces every item, so every
  /// prefetch is cancelled and the window named again.
  ///
  /// - Parameters:
  ///   - carousel: The carousel.
  ///   - index: The item's index now, or, if a reload removed it, the last one it had.
  func carousel(_ carousel: Carousel, cancelPrefetchingItemAt index: Int)

  /// Focus moved to another item of the carousel, or left it (`nil`).
  ///
  /// It follows ``Carousel/setFocusedItem(_:at:)``, a key that moved the focused carousel
  /// (``Carousel/handleKey(_:at:)``), and a reload that renumbered the focused item or
  /// removed it. Move the platform's focus, or draw the focus ring, here.
  ///
  /// - Parameters:
  ///   - carousel: The carousel.
  ///   - index: The focused item, or `nil` when focus left the carousel.
  func carousel(_ carousel: Carousel, didUpdateFocusedItem index: Int?)
}

extension CarouselDelegate {
  /// Calls the method of the event.
  ///
  /// - Parameters:
  ///   - carousel: The carousel.
  ///   - event: What happened.
  public func carousel(_ carousel: Carousel, didReceive event: CarouselEvent) {
    event.deliver(to: self, from: carousel)
  }

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - carousel: The carousel.
  ///   - index: The focused item, or `nil`.
  public func carousel(_ carousel: Carousel, didUpdateFocusedItem index: Int?) {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - carousel: The carousel.
  ///   - index: The item to load.
  public func carousel(_ carousel: Carousel, prefetchItemAt index: Int) {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - carousel: The carousel.
  ///   - index: The item to stop loading.
  public func carousel(_ carousel: Carousel, cancelPrefetchingItemAt index: Int) {}

  /// Hands the announcement's text to the string-taking requirement of earlier versions,
  /// which does nothing unless the delegate implements it.
  ///
  /// - Parameters:
  ///   - carousel: The carousel.
  ///   - announcement: What to announce.
  public func carousel(_ carousel: Carousel, announce announcement: CarouselAnnouncement) {
    self.carousel(carousel, announce: announcement.text)
  }

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - carousel: The carousel.
  ///   - text: What to announce.
  public func carousel(_ carousel: Carousel, announce text: String) {}

  /// Does nothing.
  ///
  /// - Parameter carousel: The carousel.
  public func carouselWillBeginDragging(_ carousel: Carousel) {}
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - carousel: The carousel.
  ///   - willSettle: Whether an animation follows.
  public func carouselDidEndDragging(_ carousel: Carousel, willSettle: Bool) {}
  /// Does nothing.
  ///
  /// - Parameter carousel: The carousel.
  public func carouselDidScroll(_ carousel: Carousel) {}
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - carousel: The carousel.
  ///   - index: The item.
  public func carousel(_ carousel: Carousel, didScrollToItemAt index: Int) {}
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - carousel: The carousel.
  ///   - index: The item.
  public func carousel(_ carousel: Carousel, willSettleOnItemAt index: Int) {}
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - carousel: The carousel.
  ///   - index: The item.
  public func carousel(_ carousel: Carousel, didSettleOnItemAt index: Int) {}
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - carousel: The carousel.
  ///   - index: The item.
  public func carousel(_ carousel: Carousel, didCancelSettlingOnItemAt index: Int) {}
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - carousel: The carousel.
  ///   - index: The item.
  public func carousel(_ carousel: Carousel, didSelectItemAt index: Int) {}
  /// Highlights every item.
  ///
  /// - Parameters:
  ///   - carousel: The carousel.
  ///   - index: The item.
  /// - Returns: `true`.
  public func carousel(_ carousel: Carousel, shouldHighlightItemAt index: Int) -> Bool { true }
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - carousel: The carousel.
  ///   - index: The item.
  public func carousel(_ carousel: Carousel, didHighlightItemAt index: Int) {}
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - carousel: The carousel.
  ///   - index: The item.
  public func carousel(_ carousel: Carousel, didUnhighlightItemAt index: Int) {}
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - carousel: The carousel.
  ///   - index: The item.
  public func carousel(_ carousel: Carousel, itemDidAppearAt index: Int) {}
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - carousel: The carousel.
  ///   - index: The item.
  public func carousel(_ carousel: Carousel, itemDidDisappearAt index: Int) {}
  /// Selects every item.
  ///
  /// - Parameters:
  ///   - carousel: The carousel.
  ///   - index: The item.
  /// - Returns: `true`.
  public func carousel(_ carousel: Carousel, shouldSelectItemAt index: Int) -> Bool { true }
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - carousel: The carousel.
  ///   - cell: The cell.
  ///   - index: The item.
  ///   - slot: The slot.
  public func carousel(
    _ carousel: Carousel, willDisplay cell: CarouselCell, forItemAt index: Int,
    in slot: SlotPosition
  ) {}
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - carousel: The carousel.
  ///   - cell: The cell.
  ///   - index: The item.
  ///   - slot: The slot.
  public func carousel(
    _ carousel: Carousel, didEndDisplaying cell: CarouselCell, forItemAt index: Int,
    in slot: SlotPosition
  ) {}
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - carousel: The carousel.
  ///   - error: The error.
  public func carousel(_ carousel: Carousel, didFailWith error: CarouselError) {}
}
