import Testing

@testable import LoopCarousel

/// Listeners added, replaced, removed and handed over by callbacks of every
/// kind (delegate, event observer, item observer, data source, a cell's reset), checked
/// against the documented promises for each listener, one registration at a time.
@Suite("Listeners churned during delivery")
struct ListenerChurnTests {
  /// What one registration of a listener heard, checked as it hears it.
  struct Log {
    var events: [CarouselEvent] = []
    var problems: [String] = []
    var openSettle: Int?
    var appeared: Set<Int> = []
    var current: Int?
    /// Whether only differences reach it (an item observer): no settle's end.
    var differencesOnly = false
    /// Whether it was removed or replaced: nothing more may reach it.
    var ended = false
    /// Whether to check that each `didSettleOnItem` follows its item told as current.
    var checkCurrentBeforeEnd = false

    mutating func hear(_ event: CarouselEvent) {
      if ended { problems.append("heard \(event) after it was replaced or removed") }
      switch event {
      case .didScroll: return
      case .willSettleOnItem(let item):
        if !differencesOnly, let open = openSettle {
          problems.append("willSettle(\(item)) while the settle to \(open) was open")
        }
        openSettle = item
      case .didSettleOnItem(let item), .didCancelSettlingOnItem(let item):
        if openSettle == nil { problems.append("\(event) without its announcement") }
        if checkCurrentBeforeEnd, case .didSettleOnItem = event, current != item {
          problems.append("didSettle(\(item)) after current \(String(describing: current))")
        }
        openSettle = nil
      case .didScrollToItem(let item): current = item
      case .itemDidAppear(let item):
        if !appeared.insert(item).inserted { problems.append("appeared \(item) twice") }
      case .itemDidDisappear(let item):
        if appeared.remove(item) == nil { problems.append("disappeared \(item), never appeared") }
      default: break
      }
      events.append(event)
    }
  }

  /// The difference an item observer hears, as the delegate's event.
  static func event(of difference: Difference) -> CarouselEvent? {
    switch difference {
    case .currentItem(let item): .didScrollToItem(item.index)
    case .appeared(let item): .itemDidAppear(item.index)
    case .disappeared(let item): .itemDidDisappear(item.index)
    case .settleAnnounced(let target): .willSettleOnItem(target)
    default: nil
    }
  }

  /// An object that owns observations.
  final class Member {}

  /// A delegate that reports to a closure.
  final class Delegate: CarouselDelegate {
    let heard: (CarouselEvent) -> Void
    init(_ heard: @escaping (CarouselEvent) -> Void) { self.heard = heard }
    func carousel(_ carousel: Carousel, didReceive event: CarouselEvent) { heard(event) }
  }

  /// Five items, the neighbours peeking, so that three items are visible at rest.
  static func carousel(count: Int = 5) throws -> (Carousel, RecordingDataSource) {
    let carousel = Carousel(geometry: try CarouselGeometry(viewportLength: 100, itemLength: 80))
    let source = RecordingDataSource(count: count)
    RecordingDataSource.register(in: carousel)
    carousel.dataSource = source
    try carousel.reloadData()
    return (carousel, source)
  }

  // MARK: - Targeted probes

  @Test(
    "an observer that replaces itself from its own callback hears its difference once more, in full"
  )
  func observerReplacesItself() throws {
    let (carousel, source) = try Self.carousel()
    // The observers' functions name it: the carousel holds them.
    unowned let unownedCarousel = carousel
    let owner = Member()
    var logs: [Log] = []
    var replaced = false
    func observe() {
      logs.append(Log())
      let mine = logs.count - 1
      unownedCarousel.observeEvents(by: ObjectIdentifier(owner)) { event in
        logs[mine].hear(event)
        if case .itemDidAppear = event, !replaced {
          replaced = true
          logs[mine].ended = true
          observe()
        }
      }
    }
    observe()
    var after = Log()
    let behind = Member()
    carousel.observeEvents(by: ObjectIdentifier(behind)) { after.hear($0) }
    carousel.advance(to: .milliseconds(16))
    #expect(logs.count == 2)
    for log in logs { #expect(log.problems.isEmpty, "\(log.problems)") }
    #expect(logs.last?.appeared == after.appeared)
    #expect(after.appeared.count == 3)
    #expect(logs.last?.current == 0)
    _ = source
  }

  @Test(
    "an item source freed from inside its own closure leaves the listeners after it told in full")
  func itemSourceFreedInItsOwnClosure() throws {
    let carousel = Carousel(geometry: try CarouselGeometry(viewportLength: 100, itemLength: 80))
    carousel.register(TextCell.self, forReuseIdentifier: "text")
    final class Box { var source: CarouselItemSource<Int>? }
    let box = Box()
    box.source = CarouselItemSource<Int>(carousel: carousel) { carousel, _, _ in
      try carousel.dequeueReusableCell(withIdentifier: "text")
    }
    var heard: [Int] = []
    box.source?.itemDidAppear = { [box] id in
      heard.append(id)
      box.source = nil  // frees itself (the carousel keeps its data source weakly)
    }
    // The data source that stays, made later: it becomes the carousel's data source.
    let kept = CarouselItemSource<Int>(carousel: carousel) { carousel, _, _ in
      try carousel.dequeueReusableCell(withIdentifier: "text")
    }
    var keptAppeared: Set<Int> = []
    kept.itemDidAppear = { keptAppeared.insert($0) }
    try kept.apply([10, 11, 12, 13, 14])
    #expect(box.source == nil)
    #expect(heard.count == 1)
    #expect(keptAppeared == [14, 10, 11])
  }

  @Test("a stream dropped by a callback mid-delivery leaves the others told in full, and is let go")
  func streamDroppedMidDelivery() throws {
    let (carousel, source) = try Self.carousel()
    var stream: AsyncStream<CarouselEvent>? = carousel.events()
    let first = Member()
    carousel.observeEvents(by: ObjectIdentifier(first)) { event in
      if case .itemDidAppear = event { stream = nil }
    }
    var after = Log()
    let second = Member()
    carousel.observeEvents(by: ObjectIdentifier(second)) { after.hear($0) }
    carousel.advance(to: .milliseconds(16))
    #expect(stream == nil)
    #expect(after.appeared.count == 3)
    // "The carousel holds a stream's continuation until it next delivers an event after
    // the stream ended": a reload that changes what is on screen delivers events.
    source.count = 2
    try carousel.reloadData()
    carousel.advance(to: .milliseconds(32))
    #expect(carousel.listeners.count == 2, "a dropped stream is still held")
  }

  @Test("a delegate set while the settle's item is told before its end hears every settle paired")
  func delegateSetBeforeSettleEnd() throws {
    let (carousel, source) = try Self.carousel(count: 7)
    var second = Log()
    second.checkCurrentBeforeEnd = true
    let handedOver = Delegate { second.hear($0) }
    var addedLog = Log()
    addedLog.checkCurrentBeforeEnd = true
    let added = Member()
    var first = Log()
    let firstDelegate = Delegate { first.hear($0) }
    carousel.delegate = firstDelegate
    let observer = Member()
    carousel.observeEvents(by: ObjectIdentifier(observer)) { [unowned carousel] event in
      // Told before the settle's end (deliverPostedEvents): hand over and add a listener.
      if case .didScrollToItem(1) = event, carousel.delegate !== handedOver {
        carousel.delegate = handedOver
        carousel.observeEvents(by: ObjectIdentifier(added)) { addedLog.hear($0) }
      }
    }
    carousel.advance(to: .milliseconds(16))
    try carousel.scrollToItem(at: 1, animated: true, at: .milliseconds(32))
    carousel.advance(to: .seconds(2))
    try carousel.scrollToItem(at: 3, animated: true, at: .seconds(3))
    carousel.advance(to: .milliseconds(3100))
    try carousel.scrollToItem(at: 5, animated: true, at: .milliseconds(3200))
    carousel.advance(to: .seconds(6))
    #expect(carousel.delegate === handedOver)
    #expect(carousel.currentIndex == 5)
    for log in [first, second, addedLog] {
      #expect(log.problems.isEmpty, "\(log.problems) in \(log.events)")
    }
    #expect(second.current == 5 && addedLog.current == 5)
    #expect(second.openSettle == nil && addedLog.openSettle == nil)
    #expect(second.events.contains(.willSettleOnItem(5)))
    #expect(second.events.filter { $0 == .didSettleOnItem(5) }.count == 1)
    _ = source
  }

  @Test(
    "a listener added from a data source's cell request and from a cell's reset is told in full")
  func addedFromHostCode() throws {
    let (carousel, source) = try Self.carousel(count: 7)
    var reference = Log()
    let referenceOwner = Member()
    carousel.observeEvents(by: ObjectIdentifier(referenceOwner)) { reference.hear($0) }
    carousel.advance(to: .milliseconds(16))
    var fromRequest = Log()
    var fromReset = Log()
    let requestOwner = Member()
    let resetOwner = Member()
    var requests = 0
    source.onCellRequest = { _ in
      requests += 1
      guard requests == 1 else { return }
      carousel.observeEvents(by: ObjectIdentifier(requestOwner)) { fromRequest.hear($0) }
    }
    source.onNextCellReset = {
      carousel.observeEvents(by: ObjectIdentifier(resetOwner)) { fromReset.hear($0) }
    }
    // A delegate's scroll while it is told (the cell request comes during the telling).
    let delegate = Delegate { event in
      if case .itemDidAppear = event, carousel.currentIndex == 0 {
        try? carousel.scrollToItem(at: 2, animated: false, at: carousel.currentTime)
      }
    }
    carousel.delegate = delegate
    carousel.advance(to: .milliseconds(32))
    try carousel.scrollToItem(at: 4, animated: true, at: .milliseconds(48))
    carousel.advance(to: .seconds(3))
    carousel.advance(to: .seconds(4))
    #expect(carousel.currentIndex == 4)
    for log in [reference, fromRequest, fromReset] {
      #expect(log.problems.isEmpty, "\(log.problems) in \(log.events)")
      #expect(log.appeared == reference.appeared, "\(log.events)")
      #expect(log.current == 4)
      #expect(log.openSettle == nil)
    }
    #expect(!fromRequest.events.isEmpty && !fromReset.events.isEmpty)
  }

  @Test("a delegate that opens a stream each time it hears anything lets the call return")
  func delegateOpensStreamEveryTime() throws {
    let (carousel, source) = try Self.carousel()
    var streams: [AsyncStream<CarouselEvent>] = []
    let delegate = Delegate { _ in
      if streams.count < 10_000 { streams.append(carousel.events()) }
    }
    carousel.delegate = delegate
    carousel.advance(to: .milliseconds(16))
    try carousel.scrollToItem(at: 2, animated: true, at: .milliseconds(32))
    carousel.advance(to: .seconds(2))
    #expect(streams.count < 100)
    _ = source
  }

  @Test("an observer that replaces itself each time it hears anything lets the call return")
  func observerReplacesItselfEveryTime() throws {
    let (carousel, source) = try Self.carousel()
    // The observer's function names it: the carousel holds it.
    unowned let unownedCarousel = carousel
    let owner = Member()
    var registrations = 0
    func observe() {
      registrations += 1
      unownedCarousel.observeEvents(by: ObjectIdentifier(owner)) { _ in
        // The cap keeps the probe from hanging; the promise is a bounded delivery.
        if registrations < 5_000 { observe() }
      }
    }
    observe()
    carousel.advance(to: .milliseconds(16))
    #expect(registrations < 5_000, "the delivery went on while the observer re-registered")
    _ = source
  }

  @Test("an item source rebuilt in its own didScrollToItem lets the call return")
  func itemSourceRebuiltEveryTime() throws {
    let carousel = Carousel(geometry: try CarouselGeometry(viewportLength: 100, itemLength: 80))
    carousel.register(TextCell.self, forReuseIdentifier: "text")
    final class Box { var source: CarouselItemSource<Int>?; var builds = 0 }
    let box = Box()
    func build() {
      box.builds += 1
      let source = CarouselItemSource<Int>(carousel: carousel) { carousel, _, _ in
        try carousel.dequeueReusableCell(withIdentifier: "text")
      }
      // Its identifiers, without a reload (the carousel asks the source as its data source).
      source.didScrollToItem = { [box] _ in if box.builds < 2_000 { build() } }
      box.source = source
    }
    build()
    try box.source?.apply([1, 2, 3, 4, 5])
    #expect(box.builds < 2_000, "the delivery went on while the source was rebuilt")
    // The last source's closure holds the box that holds it.
    box.source = nil
  }

  // MARK: - Random churn

  /// Listeners added, replaced, removed and handed over at random from every kind of
  /// callback, with scrolls and time between; every registration checked.
  final class Churn {
    let carousel: Carousel
    let source: RecordingDataSource
    var rng: SplitMix64
    var budget = 0
    var logs: [Log] = []
    /// The registration of each member, by the member.
    var members: [(Member, Int)] = []
    var itemMembers: [(Member, Int)] = []
    var streams: [(AsyncStream<CarouselEvent>, Int)] = []
    var delegate: Delegate?
    var delegateLog: Int?
    let reference = Member()
    var referenceLog = 0

    init(seed: UInt64) throws {
      (carousel, source) = try ListenerChurnTests.carousel(count: 7)
      rng = SplitMix64(seed: seed)
      logs.append(Log())
      carousel.observeEvents(by: ObjectIdentifier(reference)) { [unowned self] in
        logs[referenceLog].hear($0)
      }
      source.onCellRequest = { [unowned self] _ in act(hearer: nil, fromHost: true) }
    }

    func roll(_ n: Int) -> Int { Int(rng.next() % UInt64(n)) }

    func newLog(differencesOnly: Bool = false) -> Int {
      var log = Log()
      log.differencesOnly = differencesOnly
      logs.append(log)
      return logs.count - 1
    }

    func observe(_ member: Member) {
      if let old = members.firstIndex(where: { $0.0 === member }) {
        logs[members[old].1].ended = true
        members.remove(at: old)
      }
      let log = newLog()
      members.append((member, log))
      carousel.observeEvents(by: ObjectIdentifier(member)) { [unowned self, unowned member] in
        logs[log].hear($0)
        act(hearer: member, fromHost: false)
      }
    }

    func observeItems(_ member: Member) {
      let log = newLog(differencesOnly: true)
      itemMembers.append((member, log))
      carousel.observeItems(by: ObjectIdentifier(member)) { [unowned self] difference, _ in
        if let event = ListenerChurnTests.event(of: difference) { logs[log].hear(event) }
        act(hearer: nil, fromHost: false)
      }
    }

    func setDelegate(_ on: Bool) {
      if let old = delegateLog { logs[old].ended = true }
      delegateLog = nil
      guard on else {
        carousel.delegate = nil
        delegate = nil
        return
      }
      let log = newLog()
      let new = Delegate { [unowned self] in
        logs[log].hear($0)
        act(hearer: nil, fromHost: false)
      }
      delegateLog = log
      delegate = new
      carousel.delegate = new
    }

    func act(hearer: Member?, fromHost: Bool) {
      guard budget > 0, roll(4) == 0 else { return }
      budget -= 1
      switch roll(fromHost ? 3 : 12) {
      case 0: observe(Member())
      case 1: streams.append((carousel.events(bufferingNewest: 100_000), newLog()))
      case 2: observeItems(Member())
      case 3: if let hearer { observe(hearer) } else { setDelegate(true) }
      case 4:
        if !members.isEmpty {
          let (member, log) = members.remove(at: roll(members.count))
          logs[log].ended = true
          carousel.stopObserving(by: ObjectIdentifier(member))
        }
      case 5:
        if !itemMembers.isEmpty {
          let (member, log) = itemMembers.remove(at: roll(itemMembers.count))
          logs[log].ended = true
          carousel.stopObserving(by: ObjectIdentifier(member))
        }
      case 6: setDelegate(true)
      case 7: setDelegate(false)
      case 8:
        if !streams.isEmpty {
          let (_, log) = streams.remove(at: roll(streams.count))
          logs[log].ended = true
          logs[log].problems = []  // never read
          droppedStreams.insert(log)
        }
      case 9:
        try? carousel.scrollToItem(
          at: roll(7), animated: roll(2) == 0, at: carousel.currentTime)
      case 10:
        carousel.advance(to: carousel.currentTime + .milliseconds(50 * (roll(10) + 1)))
      default:
        source.count = source.count == 7 ? 6 : 7
        try? carousel.reloadData()
      }
    }

    var droppedStreams: Set<Int> = []

    func step() {
      budget = 6
      // A cell's reset may add a listener too.
      if roll(3) == 0 {
        source.onNextCellReset = { [unowned self] in
          streams.append((carousel.events(bufferingNewest: 100_000), newLog()))
          observe(Member())
        }
      }
      let time = carousel.currentTime
      switch roll(4) {
      case 3:
        source.count = source.count == 7 ? 6 : 7
        try? carousel.reloadData()
      case 0: try? carousel.scrollToItem(at: roll(7), animated: true, at: time + .milliseconds(16))
      case 1: try? carousel.scrollToItem(at: roll(7), animated: false, at: time + .milliseconds(16))
      default: carousel.advance(to: time + .milliseconds(16 * (roll(20) + 1)))
      }
    }

    func settle() {
      budget = 0
      source.onNextCellReset = nil
      carousel.advance(to: carousel.currentTime + .seconds(10))
      carousel.advance(to: carousel.currentTime + .seconds(10))
    }
  }

  @Test(
    "random churn of listeners from callbacks keeps each registration's promises",
    arguments: 0..<400)
  func randomChurn(seed: Int) async throws {
    var churn: Churn? = try Churn(seed: UInt64(seed) &* 7919 &+ 17)
    for _ in 0..<25 { churn!.step() }
    churn!.settle()
    let carousel = churn!.carousel
    let current = carousel.currentIndex
    var logs = churn!.logs
    let reference = logs[churn!.referenceLog]
    let streams = churn!.streams
    let live = Set(churn!.members.map(\.1) + churn!.itemMembers.map(\.1) + [churn!.referenceLog])
      .union(churn!.delegateLog.map { [$0] } ?? [])
    churn = nil
    _ = consume carousel
    for (stream, log) in streams {
      for await event in stream { logs[log].hear(event) }
    }
    let liveStreams = Set(streams.map(\.1))
    var failures: [String] = []
    for (index, log) in logs.enumerated() where !log.problems.isEmpty {
      failures.append("listener \(index): \(log.problems) in \(log.events)")
    }
    for index in live.union(liveStreams) {
      let log = logs[index]
      if log.appeared != reference.appeared {
        failures.append(
          "listener \(index) ends with \(log.appeared), not \(reference.appeared): \(log.events)")
      }
      if log.current != current {
        failures.append(
          "listener \(index) ends on \(String(describing: log.current)), not \(String(describing: current)): \(log.events)"
        )
      }
      if !log.differencesOnly, let open = log.openSettle {
        failures.append("listener \(index) left the settle to \(open) open: \(log.events)")
      }
    }
    #expect(failures.isEmpty, "\(failures.prefix(3))")
  }
}
