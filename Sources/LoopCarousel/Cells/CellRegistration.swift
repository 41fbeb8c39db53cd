/// A handle to a registered cell class, for dequeuing without a look-up by name.
///
/// ``Carousel/register(_:forReuseIdentifier:)`` returns it; pass it to
/// ``Carousel/dequeueReusableCell(_:)`` to get a cell of the concrete class. Resolving the
/// identifier once at registration makes the page-turn path free of string hashing.
public struct CellRegistration<Cell: CarouselCell>: Hashable, Sendable {
  /// The reuse identifier the class is registered under.
  public let reuseIdentifier: String
  /// The slot of the registration in the owning carousel's pool.
  let index: Int
  /// The carousel that made the registration.
  let owner: ObjectIdentifier
}
