/// Everything a ``Carousel`` changes, in one value: the core, and what only the executor can
/// hold (the slot cells, the pool, the event queue, the bookkeeping of calls into host code).
///
/// One stored property of the class holds it, so that a call pays for one access instead of
/// one per field.
struct CarouselStorage: ~Copyable {
  /// The engine's state and decisions.
  var core: CarouselCore
  weak var dataSource: (any CarouselDataSource)?
  weak var delegate: (any CarouselDelegate)?
  /// The style ``Carousel/layoutAttributes(for:)`` applies; here rather than in a stored
  /// property of its own, so that reading it pays no exclusivity check.
  var style: any CarouselStyle = PlainStyle() {
    didSet { styleDispatch = StyleDispatch(style) }
  }
  /// Which built-in style ``style`` is, if any.
  var styleDispatch = StyleDispatch.plain
  /// The cells of the three slots, in step with `core.strip`.
  var cells = Slots<CarouselCell>()
  var pool = ReusePool()
  /// Events waiting to be delivered to the delegate, in order.
  var events = EventQueue(capacity: 32)
  /// Whether events are being delivered, and how many calls the delegate made meanwhile.
  ///
  /// 0 when no delivery is in progress; during one, 1 plus the changing calls the delegate's
  /// callbacks made (see ``Carousel/callsPerDelivery``). One value, so that starting and
  /// ending a delivery is one store each.
  var delivery = 0
  /// Whether events are being delivered.
  var isDraining: Bool { delivery != 0 }
  /// Counts assignments to `delegate`, so that a drain loads it again only when it changed.
  var delegateChanges = 0
  /// The delegate that `core.visible` was told to.
  ///
  /// Visibility events are worked out for it. Weak, so that another object made at the
  /// same address never passes for it.
  weak var visibilityListener: (any CarouselDelegate)?
  /// `delegateChanges` when the delegate was last compared with `visibilityListener`; the
  /// comparison is due while the two differ.
  var listenerCheckedAt = 0
  /// The cells dequeued during the data-source request in progress.
  var requests = CellRequestLedger()
  /// How deep the carousel is inside host code it called while changing its state.
  var calloutDepth = 0
  /// A `reloadData()` asked for from inside host code, performed when the outer call ends.
  var needsDeferredReload = false
  /// The number of cell requests made to the data source, for tests and benchmarks.
  var cellRequestCount = 0
  /// Called after each call that leaves something pending (a driver checks whether it must
  /// wake up sooner), and when the carousel is freed.
  var scheduleObserver: (() -> Void)?

  init(core: CarouselCore) {
    self.core = core
  }
}
