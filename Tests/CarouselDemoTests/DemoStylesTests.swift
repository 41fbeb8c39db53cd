import LoopCarousel
import Testing

@testable import CarouselDemoKit

@Suite("The demo's styles are the engine's built-in list")
struct DemoStylesTests {
  @Test(
    "style NAME knows every built-in style, in the list's order, and the tour shows each toured one"
  )
  func everyBuiltInStyle() throws {
    #expect(DemoStyles.names == BuiltInStyle.allCases.map(\.rawValue))
    for style in BuiltInStyle.allCases {
      #expect(DemoStyles.style(named: style.rawValue).map { type(of: $0) } == type(of: style.style))
      if BuiltInScenario.touredStyles.contains(style) {
        #expect(BuiltInScenario.script.contains("style \(style.rawValue); next; settle\n"))
      }
    }
  }
}
