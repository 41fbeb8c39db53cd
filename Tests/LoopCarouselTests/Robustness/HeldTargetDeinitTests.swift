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
}
