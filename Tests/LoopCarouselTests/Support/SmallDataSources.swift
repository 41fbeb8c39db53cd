import LoopCarousel

/// A data source whose item `i` uses the reuse identifier `"kind\(i % kinds)"`, for tests of
/// the pool's bounds (the caller registers the identifiers).
final class ManyKindsSource: CarouselDataSource {
  let kinds: Int
  let count: Int

  init(kinds: Int, count: Int = 1_000) {
    self.kinds = kinds
    self.count = count
  }

  func numberOfItems(in carousel: Carousel) -> Int { count }

  func carousel(_ carousel: Carousel, cellForItemAt index: Int, in slot: SlotPosition)
    throws(CarouselError) -> CarouselCell
  {
    try carousel.dequeueReusableCell(withIdentifier: "kind\(index % kinds)")
  }
}

/// A data source that dequeues every cell through one registration, which may belong to
/// another carousel or be stale.
final class RegistrationSource<Cell: CarouselCell>: CarouselDataSource {
  let registration: CellRegistration<Cell>

  init(_ registration: CellRegistration<Cell>) {
    self.registration = registration
  }

  func numberOfItems(in carousel: Carousel) -> Int { 5 }

  func carousel(_ carousel: Carousel, cellForItemAt index: Int, in slot: SlotPosition)
    throws(CarouselError) -> CarouselCell
  {
    try carousel.dequeueReusableCell(registration)
  }
}

/// A data source of `count` plain cells dequeued by identifier, registered on a carousel.
final class PlainCellSource: CarouselDataSource {
  var count: Int

  /// Registers the cell class on `carousel` and becomes its data source.
  init(count: Int, on carousel: Carousel) {
    self.count = count
    carousel.register(CarouselCell.self, forReuseIdentifier: "cell")
    carousel.dataSource = self
  }

  func numberOfItems(in carousel: Carousel) -> Int { count }

  func carousel(_ carousel: Carousel, cellForItemAt index: Int, in slot: SlotPosition) throws
    -> CarouselCell
  {
    try carousel.dequeueReusableCell(withIdentifier: "cell")
  }
}
