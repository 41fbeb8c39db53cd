import Testing

@testable import LoopCarousel

@Suite("Direction: its sign, its reverse, and the side slot it names")
struct DirectionTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var direction: Direction
    var step: Int
    var reversed: Direction
    var side: SlotPosition
    var testDescription: String { "\(direction)" }
  }

  @Test(
    "Forward is +1 toward the right slot; backward is -1 toward the left slot",
    arguments: [
      Case(direction: .forward, step: 1, reversed: .backward, side: .right),
      Case(direction: .backward, step: -1, reversed: .forward, side: .left),
    ])
  func values(_ c: Case) {
    #expect(c.direction.step == c.step)
    #expect(c.direction.sign == Double(c.step))
    #expect(c.direction.reversed == c.reversed)
    #expect(c.direction.reversed.reversed == c.direction)
    #expect(SlotPosition.side(c.direction) == c.side)
    #expect(c.side.direction == c.direction)
    #expect(c.side.pageOffset == c.step)
  }

  @Test("A number points forward when positive, backward otherwise (zero included)")
  func ofNumber() {
    #expect(Direction(of: 1) == .forward)
    #expect(Direction(of: Int.max) == .forward)
    #expect(Direction(of: 0) == .backward)
    #expect(Direction(of: -1) == .backward)
    #expect(Direction(of: Int.min) == .backward)
    #expect(Direction(of: 0.25) == .forward)
    #expect(Direction(of: Double.leastNonzeroMagnitude) == .forward)
    #expect(Direction(of: 0.0) == .backward)
    #expect(Direction(of: -0.0) == .backward)
    #expect(Direction(of: -0.25) == .backward)
  }
}
