/// What to announce to an assistive technology after the carousel came to rest on another
/// item: its position among the items and the data source's label.
///
/// A value: its text is composed only when ``text`` is read, so a delegate or a stream that
/// ignores announcements makes the carousel allocate nothing for them (the data source is
/// still asked for the label as the announcement is delivered).
public struct CarouselAnnouncement: Hashable, Sendable {
  /// The item the carousel came to rest on.
  public let item: Int
  /// The number of items when the announcement was delivered.
  public let numberOfItems: Int
  /// The position as ``Carousel/accessibilityValueText`` words it, or `nil` for the default
  /// "item 3 of 5".
  public let position: String?
  /// The data source's ``CarouselDataSource/carousel(_:accessibilityLabelForItemAt:)``, or
  /// `nil` when it gives none (an empty label counts as none).
  public let label: String?

  /// What to post, as `UIAccessibility.post(notification: .announcement, argument:)` takes
  /// it: the position, then the label after a comma ("item 3 of 5, Summer sale").
  public var text: String {
    let position = position ?? "item \(item + 1) of \(numberOfItems)"
    guard let label else { return position }
    return position + ", " + label
  }

  /// An announcement of `item`, completed as it is delivered.
  init(item: Int) {
    self.init(item: item, numberOfItems: 0, position: nil, label: nil)
  }

  /// An announcement of `item` among `numberOfItems`, as the carousel delivers it: for tests
  /// that compare the events they record.
  ///
  /// - Parameters:
  ///   - item: The item the carousel came to rest on.
  ///   - numberOfItems: The number of items.
  ///   - position: The position as ``Carousel/accessibilityValueText`` words it; `nil` for
  ///     the default "item 3 of 5".
  ///   - label: The item's label; `nil` or empty for none.
  public init(item: Int, numberOfItems: Int, position: String? = nil, label: String? = nil) {
    self.item = item
    self.numberOfItems = numberOfItems
    self.position = position
    self.label = label.flatMap { $0.isEmpty ? nil : $0 }
  }
}
