/// An error that a carousel reports for input it cannot accept.
///
/// Every error leaves the carousel exactly as it was before the call. Compare the ``code``
/// to tell errors apart; ``description`` says what was wrong and what to do:
///
/// ```swift
/// do {
///   try carousel.reloadData()
/// } catch where error.code == .negativeItemCount {
///   // the data source reported a negative count
/// }
/// ```
public struct CarouselError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A kind of carousel error; new kinds may be added in later versions.
  public struct Code: Hashable, Sendable, CustomStringConvertible {
    /// The name of the kind, as it appears in ``CarouselError/description``.
    public let name: String

    /// No cell type is registered for the reuse identifier passed to a dequeue call.
    public static let unregisteredReuseIdentifier = Code(name: "unregisteredReuseIdentifier")
    /// A typed dequeue asked for a cell class that the identifier's registration does not make.
    public static let cellTypeMismatch = Code(name: "cellTypeMismatch")
    /// A cell was dequeued outside a data-source call, or with another carousel's registration.
    public static let dequeueOutsideDataSource = Code(name: "dequeueOutsideDataSource")
    /// The data source returned a cell that it did not dequeue during that call.
    public static let cellNotDequeued = Code(name: "cellNotDequeued")
    /// The data source returned a cell that is already shown in a slot or idle in the pool.
    public static let cellAlreadyInUse = Code(name: "cellAlreadyInUse")
    /// The data source reported a negative number of items.
    public static let negativeItemCount = Code(name: "negativeItemCount")
    /// An item index outside `0..<numberOfItems`.
    public static let indexOutOfRange = Code(name: "indexOutOfRange")
    /// A length, translation or velocity that is NaN or infinite.
    public static let nonFiniteInput = Code(name: "nonFiniteInput")
    /// A time earlier than a time the carousel has already been given.
    public static let timeWentBackwards = Code(name: "timeWentBackwards")
    /// A time later than ``Carousel/latestTime``.
    public static let timeOutOfRange = Code(name: "timeOutOfRange")
    /// A tap at a point outside the viewport.
    public static let tapOutsideViewport = Code(name: "tapOutsideViewport")
    /// A geometry that cannot be laid out with three slots.
    public static let invalidGeometry = Code(name: "invalidGeometry")
    /// A duration (an autoplay interval, a physics duration) that is zero or negative, or
    /// longer than ``Carousel/longestInterval``.
    public static let invalidInterval = Code(name: "invalidInterval")
    /// A visibility threshold outside `0...1`.
    public static let invalidVisibilityThreshold = Code(name: "invalidVisibilityThreshold")
    /// A programmatic scroll requested while the user is dragging.
    public static let draggingInProgress = Code(name: "draggingInProgress")
    /// A call made from inside a data-source, cell or style callback that cannot run there
    /// (a style's ``CarouselStyle/transform(forProgress:in:)`` included), or one of more
    /// than ``Carousel/callsPerDelivery`` calls from delegate callbacks during one delivery
    /// of events.
    public static let reentrantCall = Code(name: "reentrantCall")
    /// The data source threw an error of its own; it is kept in
    /// ``CarouselError/underlyingError``.
    public static let dataSourceFailed = Code(name: "dataSourceFailed")
    /// ``CarouselItemSource/apply(_:)`` was given an identifier twice.
    public static let duplicateItemIdentifier = Code(name: "duplicateItemIdentifier")
    /// An identifier that ``CarouselItemSource`` does not have.
    public static let unknownItemIdentifier = Code(name: "unknownItemIdentifier")
    /// A ``CarouselItemSource`` whose carousel has another data source now.
    public static let notTheDataSource = Code(name: "notTheDataSource")
    /// A ticker speed of zero (``Carousel/stopTicker()`` stops a ticker).
    public static let invalidSpeed = Code(name: "invalidSpeed")

    /// The kind's name.
    public var description: String { name }
  }

  /// The kind of error.
  public let code: Code
  /// What was wrong and what to do about it.
  public let message: String
  /// The app's own error that the data source threw, for ``Code/dataSourceFailed``.
  ///
  /// `nil` for the carousel's own errors. It takes no part in `==` and hashing.
  public let underlyingError: (any Error)?

  /// Creates an error of a kind with a message.
  ///
  /// - Parameters:
  ///   - code: The kind of error.
  ///   - message: What was wrong and what to do about it.
  ///   - underlyingError: The error it wraps, if any.
  public init(_ code: Code, _ message: String, underlyingError: (any Error)? = nil) {
    self.code = code
    self.message = message
    self.underlyingError = underlyingError
  }

  /// Whether two errors have the same code and message.
  public static func == (lhs: CarouselError, rhs: CarouselError) -> Bool {
    lhs.code == rhs.code && lhs.message == rhs.message
  }

  /// Hashes the code and the message.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(code)
    hasher.combine(message)
  }

  /// The kind and the message, as `code: message`.
  public var description: String { "\(code.name): \(message)" }
}

extension CarouselError {
  /// An error the data source threw: a `CarouselError` as it is (from a dequeue call, say),
  /// any other error wrapped as ``Code/dataSourceFailed``.
  static func fromDataSource(_ error: any Error, _ what: String) -> CarouselError {
    if let error = error as? CarouselError { return error }
    return CarouselError(
      .dataSourceFailed, "the data source threw \(error) \(what)", underlyingError: error)
  }

  static func nonFinite(_ what: String, _ value: Double) -> CarouselError {
    CarouselError(.nonFiniteInput, "\(what) must be a finite number, got \(value)")
  }

  static func reentrant(_ name: StaticString) -> CarouselError {
    CarouselError(
      .reentrantCall,
      "\(name) cannot run inside a data-source, cell or style callback; call it from the "
        + "delegate or after the callback returns (a style must be pure)")
  }

  static func outOfRange(_ time: Duration) -> CarouselError {
    CarouselError(
      .timeOutOfRange,
      "time \(time) is later than Carousel.latestTime (\(Carousel.latestTime)); pass the time "
        + "since a recent origin, such as the host's start")
  }

  /// Checks a duration the carousel keeps adding to times.
  ///
  /// - Throws: ``Code/invalidInterval`` naming `name` when `value` is not in
  ///   `0 < value <= Carousel.longestInterval`.
  static func checkInterval(_ name: String, _ value: Duration) throws(CarouselError) {
    if !isValidInterval(value) { throw invalidInterval(name, value) }
  }

  /// Whether a duration can be an interval: `0 < value <= Carousel.longestInterval`.
  static func isValidInterval(_ value: Duration) -> Bool {
    value > .zero && value <= Carousel.longestInterval
  }

  /// The error for an interval outside `0 < value <= Carousel.longestInterval`.
  static func invalidInterval(_ name: String, _ value: Duration) -> CarouselError {
    CarouselError(
      .invalidInterval,
      "\(name) must be more than zero and at most Carousel.longestInterval "
        + "(\(Carousel.longestInterval)), got \(value)")
  }

  static func backwards(_ time: Duration, latest: Duration) -> CarouselError {
    CarouselError(
      .timeWentBackwards,
      "time \(time) is earlier than \(latest), a time already given; pass a monotonic clock")
  }
}

extension String.StringInterpolation {
  /// A number as an error message quotes it: `"the tap at \(number: point)"`.
  ///
  /// Without the noise of binary arithmetic below 10⁻⁹ (`-3.2`, not `-3.1999999999999886`),
  /// but never rounded to another value that matters: `320.0000001` stays, a nonzero `1e-12`
  /// stays, and so do numbers of a million or more.
  mutating func appendInterpolation(number value: Double) {
    // Below a million, a `Double` still has the digits for nine decimals.
    let largestRounded = 1e6
    let decimals = 1e9
    guard value.isFinite, value.magnitude < largestRounded else {
      appendInterpolation(value)
      return
    }
    let rounded = (value * decimals).rounded() / decimals
    appendInterpolation(rounded == 0 && value != 0 ? value : rounded + 0)
  }
}
