import Testing

@testable import LoopCarousel

/// Every number the API accepts ends in a settle of bounded length: no trap, no endless
/// motion (issue 35, item 2).
@Suite("Every settle ends within its bound, whatever the release velocity")
struct SettleBoundTests {
  struct Release: CustomTestStringConvertible, Sendable {
    var name: String
    var behavior: ReleaseBehavior
    var flickVelocityThreshold = ScrollPhysics().flickVelocityThreshold
    /// Points per second.
    var velocity: Double
    var testDescription: String { name }
  }

  static let releases: [Release] = [
    Release(name: "free, 1e-20 points/s", behavior: .free, velocity: 1e-20),
    Release(name: "free then snap, 1e-20 points/s", behavior: .freeThenSnap, velocity: 1e-20),
    Release(
      name: "snap with no flick threshold, 1e-20 points/s", behavior: .snapToItem,
      flickVelocityThreshold: 0, velocity: 1e-20),
    Release(
      name: "snap with no flick threshold, -1e-300 points/s", behavior: .snapToItem,
      flickVelocityThreshold: 0, velocity: -1e-300),
    Release(
      name: "free then snap, the least positive Double", behavior: .freeThenSnap,
      velocity: .leastNonzeroMagnitude),
    Release(name: "free then snap, 1e300 points/s", behavior: .freeThenSnap, velocity: 1e300),
    Release(
      name: "snap with no flick threshold, 0.5 points/s", behavior: .snapToItem,
      flickVelocityThreshold: 0, velocity: 0.5),
  ]

  @Test("A release at any velocity rests within the longest settle", arguments: releases)
  func releaseEnds(_ release: Release) throws {
    var physics = ScrollPhysics()
    physics.releaseBehavior = release.behavior
    physics.flickVelocityThreshold = release.flickVelocityThreshold
    physics.pagesPerFling = nil
    let harness = Harness(count: 10, physics: physics)
    harness.begin()
    harness.move(pages: 0.3)
    try harness.carousel.endDragging(at: harness.now, velocity: release.velocity)
    harness.check()
    let bound = harness.now + SettleAnimation.longestDuration + .milliseconds(20)
    harness.run(until: bound)
    #expect(harness.carousel.phase == .idle)
    #expect(harness.carousel.frameSchedule == .idle)
  }

  @Test("A trackpad scroll lifted slowly with free then snap rests within the longest settle")
  func slowTrackpadLift() throws {
    var physics = ScrollPhysics()
    physics.releaseBehavior = .freeThenSnap
    let harness = Harness(count: 10, physics: physics)
    let carousel = harness.carousel
    // Two fingers creep 200 points (past half a page) over a minute, one change a frame:
    // the release is slow, and the item it snaps to is still 0.4 pages ahead.
    let frames = 3_600
    let delta = 200.0 / Double(frames)
    _ = try carousel.scrollWheel(delta: delta, phase: .began, at: harness.now)
    for _ in 1..<frames {
      harness.now += Harness.frame
      _ = try carousel.scrollWheel(delta: delta, phase: .changed, at: harness.now)
    }
    harness.now += .milliseconds(16)
    _ = try carousel.scrollWheel(delta: 0, phase: .ended, at: harness.now)
    harness.run(until: harness.now + SettleAnimation.longestDuration + .milliseconds(20))
    #expect(carousel.phase == .idle)
  }

  /// A slow lift with free then snap, and how it is made.
  enum SlowLift: String, CaseIterable, CustomTestStringConvertible {
    /// Two fingers creep 200 points over a minute on a trackpad, then lift.
    case trackpadCreep
    /// A finger drags 0.6 pages and lifts at 1 point per second.
    case fingerAtOnePointPerSecond
    /// A finger drags 0.6 pages and lifts just below the flick threshold.
    case fingerBelowFlick

    var testDescription: String { rawValue }
  }

  @Test(
    "A slow lift with free then snap rests on the item in a paging settle's time",
    arguments: SlowLift.allCases)
  func slowLiftSnapsInSettleTime(_ lift: SlowLift) throws {
    var physics = ScrollPhysics()
    physics.releaseBehavior = .freeThenSnap
    let harness = Harness(count: 10, physics: physics)
    let carousel = harness.carousel
    switch lift {
    case .trackpadCreep:
      let frames = 3_600
      let delta = 200.0 / Double(frames)
      _ = try carousel.scrollWheel(delta: delta, phase: .began, at: harness.now)
      for _ in 1..<frames {
        harness.now += Harness.frame
        _ = try carousel.scrollWheel(delta: delta, phase: .changed, at: harness.now)
      }
      harness.now += .milliseconds(16)
      _ = try carousel.scrollWheel(delta: 0, phase: .ended, at: harness.now)
    case .fingerAtOnePointPerSecond, .fingerBelowFlick:
      harness.begin()
      harness.move(pages: 0.6)
      let points = lift == .fingerBelowFlick ? physics.flickVelocityThreshold - 1 : 1
      try carousel.endDragging(at: harness.now, velocity: points)
    }
    harness.check()
    // Between items, 0.4 pages short of the one it snaps to.
    #expect(carousel.phase == .settling && carousel.targetIndex == 1)
    let lifted = harness.now
    while carousel.phase == .settling, harness.now < lifted + SettleAnimation.longestDuration {
      harness.now += .milliseconds(1)
      carousel.advance(to: harness.now)
    }
    #expect(carousel.phase == .idle && carousel.currentIndex == 1 && carousel.pagePosition == 0)
    #expect(harness.now - lifted <= physics.settleDuration, "rested after \(harness.now - lifted)")
    harness.check()
  }

  @Test("The curve's duration never exceeds the longest settle, at any velocity")
  func curveDurationBound() {
    for velocity in [1e-300, 1e-20, 1e-6, 0.01, 1, 1e6, 1e300] {
      for distance in [1e-9, 0.5, 1, 1e6] {
        let animation = SettleAnimation(
          from: 0, to: distance, velocity: velocity, start: .zero, duration: .milliseconds(300),
          origin: .gesture, decelerates: true)
        if let animation {
          #expect(
            animation.duration <= SettleAnimation.longestDuration, "v \(velocity), d \(distance)")
          #expect(animation.position(at: animation.end) == distance)
        }
      }
    }
  }
}
