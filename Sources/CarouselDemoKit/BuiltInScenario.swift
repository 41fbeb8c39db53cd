import LoopCarousel

/// The scenario `carousel-demo` plays when it is given no script.
enum BuiltInScenario {
  /// The script text; `carousel-demo --print-scenario` prints it.
  static let script = """
    # The built-in scenario of carousel-demo: five items of three kinds.
    items 5              # item i is a banner, text or ad cell: kinds cycle
    swipe 0.5            # flick toward the next item...
    settle               # ...and come to rest on item 1
    swipe -0.5; settle   # back to item 0
    swipe -0.5; settle   # across the wrap, to item 4
    swipe 0.5; settle    # and back across it to item 0
    swipe 0.5            # a swipe that is still settling
    wait 0.1             # when the finger comes down again:
    drag 0.2             # the fast-drag fix shifts at once, with no jump
    release 0            # a slow release settles on the nearest item
    settle
    style zoom           # the zoom style: items shrink as they leave the centre
    drag 2.4 0.6         # a long drag across two shifts
    release 0
    settle
    style plain
    autoplay 1           # a step every second while at rest
    wait 1.5
    wait 1
    autoplay off
    tap                  # tap the current item
    tap -0.4             # a tap on the left of the viewport is still the current item
    next; settle
    goto 4               # the shortest way round: back across the wrap, in one page
    settle
    goto 7               # no such item: the engine's error, and the script goes on
    goto 2 instant
    reload 2             # two items: both side slots show the other one
    swipe 0.5; settle
    reload 1             # one item: nothing to scroll to
    swipe 0.5; settle
    # A tour of the styles (carousel-demo --html tour.html draws them): cards 240 points
    # wide and 16 apart, so that the neighbours peek in
    reload 5
    item 240 spacing 16
    \(styleTour)style plain
    rtl; next; settle    # right to left: the next item comes in from the left
    ltr
    vertical; next; settle   # vertical: the next item comes up from below
    """

  /// The styles the tour turns a page in, in the order of ``BuiltInStyle``.
  ///
  /// Those that suit the scenario's 16-point spacing: FSPagerView's looks (`zoomOut`,
  /// `linear`, the ferris wheels), made for a negative spacing, are left to `style NAME`, and
  /// the scenario stays as it was.
  static let touredStyles = BuiltInStyle.allCases.filter {
    ![.plain, .zoomOut, .linear, .ferrisWheel, .invertedFerrisWheel].contains($0)
  }

  /// A turn in each toured style.
  private static let styleTour = touredStyles.map {
    "style \($0.rawValue); next; settle\n"
  }.joined()
}
