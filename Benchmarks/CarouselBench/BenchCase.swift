/// One operation the benchmark measures, named on the command line.
enum BenchCase: String, CaseIterable {
  /// One `updateDragging(translation:at:)` that moves within a page: no shift.
  case drag
  /// One `advance(to:)` at 120 Hz during an eight-second settle: no shift, but in one frame
  /// of 960, which ends the settle (a shift) and starts the next one.
  case frame
  /// One `updateDragging(translation:at:)` that moves exactly one page: one shift (one
  /// recycle, one data-source call).
  case turn
  /// A whole swipe to the next item: `beginDragging`, ten moves, `endDragging`, and every
  /// 120 Hz frame until the carousel is at rest (the last one shifts).
  case swipe
  /// One `scrollToItem(at:animated: false)` to an item half the loop away: a refill.
  case scrollTo = "scroll-to"
  /// One `scrollToItem(at:animated: true)` to an item half the loop away, and every 120 Hz
  /// frame until the carousel is at rest.
  case scrollToAnimated = "scroll-to-animated"
  /// One `reloadData()` at rest: the item count and three cells.
  case reload
  /// What every host pays per frame to draw: a `frame`, then `layoutAttributes(for:)` of the
  /// three slots, with the plain style.
  case hostFrame = "host-frame"
  /// The same with the costliest built-in style, the wheel.
  case hostFrameWheel = "host-frame-wheel"
  /// A `host-frame` whose time comes from a clock of `Double` seconds (a display link's
  /// timestamp), turned into a `Duration` with ``Carousel/time(seconds:)``.
  case hostFrameSeconds = "host-frame-seconds"
  /// What `CarouselView` and the SwiftUI view pay per frame: a `frame`, then
  /// `placement(for:)` of the three slots (frame, matrix, opacity, drawing order), with the
  /// plain style.
  case hostFramePlacements = "host-frame-placements"
  /// A `turn` whose data source dequeues with `dequeueReusableCell(withIdentifier:as:)`, as
  /// Getting Started's first example does, instead of a registration.
  case turnByIdentifier = "turn-by-identifier"
  /// A settle that lands on a new item: `scrollToNextItem(animated: true)`, then one frame
  /// at its end (the shift, `didScrollToItem`, the announcement, `didSettle`), with the
  /// delegate implementing every method.
  case landing
  /// A page turn of the minimal three-slot model (see `Models.swift`).
  case modelBare = "model-bare"
  /// A page turn of LBHorizontalLoopView's design: all three cells asked for again.
  case modelReask = "model-reask"
  /// A page turn of the fake-data design (BSLoopView, FSPagerView).
  case modelFakeData = "model-fake-data"
  /// A swipe, an instant scroll-to and a reload, one after the other; for the peak-memory
  /// comparison, which wants every path to have run.
  case mixed

  /// The cases the timing table and the count script report, in order.
  static let measured: [BenchCase] = [
    .drag, .frame, .turn, .swipe, .scrollTo, .scrollToAnimated, .reload, .hostFrame,
    .hostFrameWheel, .hostFrameSeconds, .hostFramePlacements, .turnByIdentifier, .landing,
    .modelBare, .modelReask,
    .modelFakeData,
  ]

  /// The competing designs' model, for the model cases.
  var model: TurnModel? {
    switch self {
    case .modelBare: .bare
    case .modelReask: .reask
    case .modelFakeData: .fakeData
    default: nil
    }
  }

  /// What one operation of the case is, for the tables.
  var summary: String {
    switch self {
    case .drag: "drag move: updateDragging within a page"
    case .frame: "animation frame: advance(to:) mid-settle"
    case .turn: "page turn: updateDragging by one page (1 shift)"
    case .swipe: "swipe: begin, 10 moves, end, frames to rest"
    case .scrollTo: "scroll-to, non-adjacent, animated: false"
    case .scrollToAnimated: "scroll-to, non-adjacent, animated, to rest"
    case .reload: "reloadData() at rest"
    case .hostFrame: "frame + 3 × layoutAttributes(for:), plain"
    case .hostFrameWheel: "frame + 3 × layoutAttributes(for:), wheel"
    case .hostFrameSeconds: "host-frame, time from Double seconds"
    case .hostFramePlacements: "frame + 3 × placement(for:), plain"
    case .turnByIdentifier: "page turn, dequeue by identifier"
    case .landing: "scroll to the next item, one frame to its end"
    case .modelBare: "page turn, minimal three-slot model"
    case .modelReask: "page turn, re-ask all three (LBHorizontalLoopView)"
    case .modelFakeData: "page turn, fake data (FSPagerView)"
    case .mixed: "swipe + scroll-to + reload"
    }
  }
}
