import Testing

@testable import LoopCarousel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Model-based random operations")
struct RandomOperationsTests {
  /// The operations per seed; `LOOPCAROUSEL_RANDOM_OPERATIONS` raises it for a long run.
  static let operationsPerSeed: Int = {
    if let text = environmentValue("LOOPCAROUSEL_RANDOM_OPERATIONS"), let value = Int(text) {
      return max(1, value / seeds.count)
    }
    return 2_000
  }()

  /// The seeds; `LOOPCAROUSEL_RANDOM_SEED_BASE` shifts them, to explore other sequences.
  static let seeds: [UInt64] = {
    let base = environmentValue("LOOPCAROUSEL_RANDOM_SEED_BASE").flatMap { UInt64($0) } ?? 0
    return Array(base + 1...base + 100)
  }()

  /// 100 seeds of 2,000 operations each, unless `LOOPCAROUSEL_RANDOM_OPERATIONS` sets the
  /// total.
  @Test("Every invariant holds after each random operation, over 100 seeds")
  func randomOperations() {
    for seed in Self.seeds {
      var generator = SplitMix64(seed: seed)
      let operations = (0..<Self.operationsPerSeed).map { _ in
        RandomOperation.random(using: &generator)
      }
      guard let (index, problem) = RandomRunner.firstFailure(of: operations) else { continue }
      // The operations after the failing one cannot matter: shrink the rest only. A long
      // run says what failed first, since shrinking tens of thousands of operations takes a
      // while (`LOOPCAROUSEL_RANDOM_SHRINK=0` skips it).
      let failing = Array(operations.prefix(max(index, 0) + 1))
      print("seed \(seed): operation \(index) (\(operations[max(index, 0)])): \(problem)")
      let shrunk =
        environmentValue("LOOPCAROUSEL_RANDOM_SHRINK") == "0"
        ? failing : RandomRunner.shrink(failing)
      let script = (["items 5"] + shrunk.map(\.description)).joined(separator: "\n")
      Issue.record(
        """
        seed \(seed): operation \(index) (\(operations[max(index, 0)])) broke an invariant: \
        \(problem)
        shrunk to \(shrunk.count) operations, as a carousel-demo script:
        \(script)
        """)
      return
    }
  }

  @Test("The shrinker keeps a failing run failing and drops what does not matter")
  func shrinkerWorks() {
    let operations: [RandomOperation] = [.advance(dt: 1), .next, .reload(3), .pause]
    // A run that cannot fail shrinks to itself.
    #expect(RandomRunner.shrink(operations).count == operations.count)
    #expect(RandomRunner.firstFailure(of: operations) == nil)
  }
}

/// Reads an environment variable without Foundation.
func environmentValue(_ name: String) -> String? {
  guard let value = getenv(name) else { return nil }
  return String(cString: value)
}
