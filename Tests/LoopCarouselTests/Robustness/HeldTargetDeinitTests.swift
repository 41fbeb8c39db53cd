import Testing

@testable import LoopCarousel

/// A held target's cell whose `deinit` calls back in, freed in the middle of a sequence.
///
/// The cell kept for a scroll's target two items away can be the last reference to its cell
/// (once re-registering the identifier retired the idle cells); letting go of it runs the
/// cell's `deinit`, host code, which may call back in. It runs as host code: a call it makes
/// is refused or deferred like one from a callback, never run in the middle of a sequence.
@Suite("A held target's cell that goes away calls back in as host code")
struct HeldTargetDeinitTests {
  final class CallingBackCell: CarouselCell {
    var onDeinit: (() -> Void)?
    deinit { onDeinit?() }
  }

  final class OtherCell: CarouselCell {}

  /// Eight items; the first cell freed after `armed` calls `callBack`.
  final class Source: CarouselDataSource {
    var armed = false
    var callbacks = 0
    var callBack: ((Carousel) -> Void)?

    func numberOfItems(in carousel: Carousel) -> Int { 8 }

    func carousel(_ carousel: Carousel, cellForItemAt index: Int, in slot: SlotPosition)
      throws(CarouselError) -> CarouselCell
    {
      let cell = try carousel.dequeueReusableCell(withIdentifier: "a")
      (cell as? CallingBackCell)?.onDeinit = { [weak self, weak carousel] in
        guard let self, let carousel, self.armed else { return }
        self.armed = false
        self.callbacks += 1
        self.callBack?(carousel)
      }
      return cell
    }
  }

  /// Scrolls two items away (its target's cell is kept), retires the idle cells, then
  /// reloads while `callBack` is armed: the reload lets go of the kept cell.
  private func reloadLettingGoOfTheHeldCell(callBack: @escaping (Carousel) -> Void) throws
    -> (Carousel, Source)
  {
    let carousel = Carousel()
    let source = Source()
    carousel.register(CallingBackCell.self, forReuseIdentifier: "a")
    carousel.dataSource = source
    try carousel.reloadData()
    try carousel.scrollToItem(at: 2, animated: true, at: .milliseconds(10))
    #expect(carousel.heldTarget != nil)
    carousel.register(OtherCell.self, forReuseIdentifier: "a")
    source.callBack = callBack
    source.armed = true
    try carousel.reloadData()
    return (carousel, source)
  }

  @Test("a deinit that changes the geometry mid-reload is refused, and the reload completes")
  func geometryFromDeinit() throws {
    let other = try CarouselGeometry(viewportLength: 300)
    var refusal: CarouselError?
    let (carousel, source) = try reloadLettingGoOfTheHeldCell { carousel in
      do throws(CarouselError) { try carousel.setGeometry(other) } catch { refusal = error }
    }
    #expect(source.callbacks == 1)
    #expect(refusal?.code == .reentrantCall)
    #expect(carousel.geometry != other)
    #expect(carousel.state.core.sequence == nil)
    #expect(carousel.invariantViolations().isEmpty)
  }

  @Test("a deinit that reloads mid-reload has its reload run before the call returns")
  func reloadFromDeinit() throws {
    let (carousel, source) = try reloadLettingGoOfTheHeldCell { carousel in
      try? carousel.reloadData()
    }
    #expect(source.callbacks == 1)
    #expect(carousel.state.core.sequence == nil)
    #expect(carousel.invariantViolations().isEmpty)
  }

  /// Five items; each request dequeues four spare cells first, which fill the pool, so the
  /// cell kept for a scroll's target, pushed back to it, is the pool's to drop: it goes away
  /// as soon as it is no longer held.
  final class HoardingSource: CarouselDataSource {
    var callBack: ((Carousel) -> Void)?
    var callbacks = 0

    func numberOfItems(in carousel: Carousel) -> Int { 5 }

    func carousel(_ carousel: Carousel, cellForItemAt index: Int, in slot: SlotPosition)
      throws(CarouselError) -> CarouselCell
    {
      for _ in 0..<4 { _ = try carousel.dequeueReusableCell(withIdentifier: "a") }
      let cell = try carousel.dequeueReusableCell(withIdentifier: "a")
      (cell as? CallingBackCell)?.onDeinit = { [weak self, weak carousel] in
        guard let self, let carousel, let callBack = self.callBack else { return }
        self.callBack = nil
        self.callbacks += 1
        callBack(carousel)
      }
      return cell
    }
  }

  /// A carousel scrolling to item 2, whose cell is held and dropped by the pool once let go.
  private func holdingATargetThePoolDrops() throws -> (Carousel, HoardingSource) {
    let carousel = Carousel()
    let source = HoardingSource()
    carousel.register(CallingBackCell.self, forReuseIdentifier: "a")
    carousel.dataSource = source
    try carousel.reloadData()
    try carousel.scrollToItem(at: 2, animated: true, at: .zero)
    #expect(carousel.heldTarget?.item == 2)
    return (carousel, source)
  }

  @Test(
    "a retarget lets go of the earlier target's cell as host code: a call from its deinit is refused"
  )
  func retargetFromDeinit() throws {
    let (carousel, source) = try holdingATargetThePoolDrops()
    var refusal: CarouselError?
    source.callBack = { carousel in
      do throws(CarouselError) {
        try carousel.touchDown(atX: 150, y: 50, at: carousel.currentTime)
      } catch { refusal = error }
    }
    try carousel.scrollToItem(at: 3, animated: true, at: .milliseconds(16))
    #expect(source.callbacks == 1)
    #expect(refusal?.code == .reentrantCall)
    #expect(carousel.heldTarget?.item == 3)
    #expect(carousel.state.core.sequence == nil)
    #expect(carousel.invariantViolations().isEmpty)
  }

  @Test("a tap lets go of the target's cell as host code: a key from its deinit is refused")
  func tapFromDeinit() throws {
    let (carousel, source) = try holdingATargetThePoolDrops()
    var refusal: CarouselError?
    source.callBack = { carousel in
      do throws(CarouselError) {
        _ = try carousel.handleKey(.right, at: carousel.currentTime)
      } catch { refusal = error }
    }
    _ = try carousel.selectItem(atPoint: 100, at: .milliseconds(50))
    #expect(source.callbacks == 1)
    #expect(refusal?.code == .reentrantCall)
    #expect(carousel.heldTarget == nil)
    #expect(carousel.invariantViolations().isEmpty)
  }
}
