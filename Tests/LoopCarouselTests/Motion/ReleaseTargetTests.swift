import Testing

@testable import LoopCarousel

@Suite("Release target: flick threshold, projection, reach and boundaries")
struct ReleaseTargetTests {
  static let unlimited = ScrollPhysics(pagesPerFling: nil)
  static let threePages = ScrollPhysics(pagesPerFling: 3)
  static let fast = ScrollPhysics(
    decelerationRate: ScrollPhysics.fastDecelerationRate, pagesPerFling: nil)
  static let noDeceleration = ScrollPhysics(decelerationRate: 0, pagesPerFling: nil)
  static let anySpeed = ScrollPhysics(flickVelocityThreshold: 0)

  struct Release: CustomTestStringConvertible, Sendable {
    var name: String
    var physics = ScrollPhysics()
    var position: Double
    /// Pages per second.
    var velocity: Double
    var pageLength: Double = 320
    var dragStart: Double = 0
    var target: Double
    var testDescription: String { name }
  }

  // The projection x + v·d / (1 − d) / 1000 adds 0.499 pages per page per second at the normal
  // rate 0.998, and 0.099 at the fast rate 0.99; the default threshold is 300 pt/s.
  static let releases: [Release] = [
    Release(name: "slow, short of the midpoint: back", position: 0.4, velocity: 0.9, target: 0),
    Release(name: "slow, past the midpoint: on", position: 0.6, velocity: 0.9, target: 1),
    Release(name: "slow, backward past the midpoint", position: -0.6, velocity: -0.9, target: -1),
    Release(name: "at rest on the midpoint: away from zero", position: 0.5, velocity: 0, target: 1),
    Release(name: "at rest on the back midpoint", position: -0.5, velocity: 0, target: -1),
    Release(
      name: "exactly 300 pt/s is a flick", position: 0.1, velocity: 0.9375, target: 1),
    Release(
      name: "exactly 300 pt/s backward is a flick", position: -0.1, velocity: -0.9375,
      target: -1),
    Release(
      name: "a flick back from 0.4 stops at the slot behind", position: 0.4, velocity: -2,
      dragStart: 0.5, target: 0),
    Release(
      name: "a flick forward from -0.6 reaches the middle slot", position: -0.6, velocity: 2,
      dragStart: -0.8, target: 0),
    Release(name: "a strong fling travels one page", position: 0.2, velocity: 20, target: 1),
    Release(
      name: "dragged onto a boundary: that boundary is the flick's page", position: 1,
      velocity: 5, dragStart: 0.2, target: 1),
    Release(
      name: "on a boundary without having moved: the next page", position: 1, velocity: 5,
      dragStart: 1, target: 2),
    Release(
      name: "dragged back onto a boundary, flicked forward: the next page", position: 1,
      velocity: 5, dragStart: 1.5, target: 2),
    Release(
      name: "dragged backward onto a boundary", position: -1, velocity: -5, dragStart: -0.3,
      target: -1),
    Release(
      name: "1 page/s on 400-point pages is a flick", position: 0.2, velocity: 1,
      pageLength: 400, target: 1),
    Release(
      name: "1 page/s on 200-point pages is not", position: 0.2, velocity: 1, pageLength: 200,
      target: 0),
    Release(
      name: "unlimited: as far as it projects", physics: unlimited, position: 0.2, velocity: 10,
      target: 5),
    Release(
      name: "unlimited backward", physics: unlimited, position: -0.2, velocity: -10, target: -5),
    Release(
      name: "unlimited, a weak flick still turns a page", physics: unlimited, position: 0.2,
      velocity: 1, target: 1),
    Release(
      name: "three pages at the most", physics: threePages, position: 0.2, velocity: 10,
      target: 3),
    Release(
      name: "three pages at the most, backward", physics: threePages, position: -0.2,
      velocity: -10, target: -3),
    Release(
      name: "within three pages: the projection", physics: threePages, position: 0.2, velocity: 4,
      target: 2),
    Release(
      name: "arrived on a boundary: it counts as the first of three", physics: threePages,
      position: 1, velocity: 10, dragStart: 0.5, target: 3),
    Release(
      name: "fast deceleration projects 1.19 pages", physics: fast, position: 0.2, velocity: 10,
      target: 1),
    Release(
      name: "fast deceleration projects 3.17 pages", physics: fast, position: 0.2, velocity: 30,
      target: 3),
    Release(
      name: "no deceleration: still the next page", physics: noDeceleration, position: 0.2,
      velocity: 10, target: 1),
    Release(
      name: "threshold 0: any motion is a flick", physics: anySpeed, position: 0.1,
      velocity: 1e-9, target: 1),
    Release(
      name: "threshold 0: no motion is not", physics: anySpeed, position: 0.1, velocity: 0,
      target: 0),
    Release(name: "an overflowing projection, one page", position: 0.2, velocity: 1e308, target: 1),
    Release(
      name: "an overflowing projection, unlimited", physics: unlimited, position: 0.2,
      velocity: 1e308, target: .greatestFiniteMagnitude),
    Release(
      name: "an overflowing projection, unlimited backward", physics: unlimited, position: -0.2,
      velocity: -1e308, target: -.greatestFiniteMagnitude),
  ]

  @Test("A release lands on the expected whole page", arguments: releases)
  func target(_ c: Release) {
    let target = c.physics.releaseTarget(
      position: c.position, velocity: c.velocity, pageLength: c.pageLength,
      dragStart: c.dragStart)
    #expect(target == c.target)
    #expect(target == target.rounded())
  }

  struct Sweep: CustomTestStringConvertible, Sendable {
    var pagesPerFling: Int?
    var testDescription: String { "pages per fling: \(pagesPerFling.map(String.init) ?? "any")" }
  }

  @Test(
    "A flick goes at least one boundary ahead and at most the reach, in its own direction",
    arguments: [Sweep(pagesPerFling: 1), Sweep(pagesPerFling: 2), Sweep(pagesPerFling: nil)])
  func flickBounds(_ c: Sweep) {
    let physics = ScrollPhysics(pagesPerFling: c.pagesPerFling)
    let reach = Double(c.pagesPerFling ?? 1_000_000)
    for positionStep in -20...20 {
      let position = Double(positionStep) / 10 + 0.05
      for velocity in [-40.0, -8, -1, 1, 8, 40] {
        let target = physics.releaseTarget(
          position: position, velocity: velocity, pageLength: 320, dragStart: 0)
        let ahead = velocity > 0 ? position.rounded(.up) : position.rounded(.down)
        let gone = (target - ahead) * (velocity > 0 ? 1 : -1)
        #expect(gone >= 0, "\(position) at \(velocity) went to \(target)")
        #expect(gone <= reach - 1, "\(position) at \(velocity) went to \(target)")
      }
    }
  }
}

@Suite("Scroll physics validation")
struct ReleaseTargetValidationTests {
  struct Accepted: CustomTestStringConvertible, Sendable {
    var name: String
    var physics: ScrollPhysics
    var testDescription: String { name }
  }

  @Test(
    "Settings on the edge of their range are accepted",
    arguments: [
      Accepted(name: "the defaults", physics: ScrollPhysics()),
      Accepted(name: "deceleration 0", physics: ScrollPhysics(decelerationRate: 0)),
      Accepted(name: "deceleration 0.9999", physics: ScrollPhysics(decelerationRate: 0.9999)),
      Accepted(name: "flick threshold 0", physics: ScrollPhysics(flickVelocityThreshold: 0)),
      Accepted(name: "unlimited pages", physics: ScrollPhysics(pagesPerFling: nil)),
      Accepted(name: "one page per fling", physics: ScrollPhysics(pagesPerFling: 1)),
      Accepted(
        name: "one-nanosecond durations",
        physics: ScrollPhysics(
          settleDuration: .nanoseconds(1), scrollDuration: .nanoseconds(1),
          velocityWindow: .nanoseconds(1))),
    ])
  func accepted(_ c: Accepted) {
    #expect(throws: Never.self) { try c.physics.validate() }
  }

  struct Rejected: CustomTestStringConvertible, Sendable {
    var physics: ScrollPhysics
    var code: CarouselError.Code
    /// The setting the message names.
    var setting: String
    var testDescription: String { "\(setting) out of range: \(code)" }
  }

  @Test(
    "Settings out of range are rejected with a message naming them",
    arguments: [
      Rejected(
        physics: ScrollPhysics(decelerationRate: -0.01), code: .nonFiniteInput,
        setting: "decelerationRate"),
      Rejected(
        physics: ScrollPhysics(decelerationRate: .infinity), code: .nonFiniteInput,
        setting: "decelerationRate"),
      Rejected(
        physics: ScrollPhysics(flickVelocityThreshold: .infinity), code: .nonFiniteInput,
        setting: "flickVelocityThreshold"),
      Rejected(
        physics: ScrollPhysics(flickVelocityThreshold: .nan), code: .nonFiniteInput,
        setting: "flickVelocityThreshold"),
      Rejected(
        physics: ScrollPhysics(pagesPerFling: -2), code: .invalidInterval, setting: "pagesPerFling"
      ),
      Rejected(
        physics: ScrollPhysics(settleDuration: .nanoseconds(-1)), code: .invalidInterval,
        setting: "settleDuration"),
      Rejected(
        physics: ScrollPhysics(scrollDuration: .zero), code: .invalidInterval,
        setting: "scrollDuration"),
      Rejected(
        physics: ScrollPhysics(velocityWindow: .zero), code: .invalidInterval,
        setting: "velocityWindow"),
    ])
  func rejected(_ c: Rejected) {
    let error = #expect(throws: CarouselError.self) { try c.physics.validate() }
    #expect(error?.code == c.code)
    #expect(error?.message.contains(c.setting) == true)
  }
}
