/// The functions objects gave a carousel to be told of something, one per object, in the
/// order they came: a driver's wake-up, an observable model's refresh, a test host's event
/// recorder.
struct ObserverList<Handler> {
  private(set) var entries: [(owner: ObjectIdentifier, handler: Handler)] = []

  /// Whether no object observes.
  var isEmpty: Bool { entries.isEmpty }
  /// The number of objects that observe.
  var count: Int { entries.count }
  /// The handlers, in the order they came.
  var handlers: some Sequence<Handler> { entries.lazy.map(\.handler) }
  /// The latest object and its handler.
  var last: (owner: ObjectIdentifier, handler: Handler)? { entries.last }

  /// Makes `handler` the one of `owner`, which becomes the latest.
  mutating func set(_ handler: Handler, for owner: ObjectIdentifier) {
    remove(owner)
    entries.append((owner, handler))
  }

  /// Forgets `owner`'s handler.
  mutating func remove(_ owner: ObjectIdentifier) {
    entries.removeAll { $0.owner == owner }
  }
}
