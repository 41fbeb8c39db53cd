import LoopCarousel
import Testing

@Suite("Built-in styles: one list, read by everything that names them")
struct BuiltInStyleTests {
  @Test("Each name is unique, and finds its style in any case")
  func names() {
    let names = BuiltInStyle.allCases.map(\.rawValue)
    #expect(Set(names.map { $0.lowercased() }).count == names.count)
    #expect(names.first == "plain", "the default style comes first")
    for style in BuiltInStyle.allCases {
      #expect(BuiltInStyle(caseInsensitiveName: style.rawValue) == style)
      #expect(BuiltInStyle(caseInsensitiveName: style.rawValue.uppercased()) == style)
      #expect(BuiltInStyle(caseInsensitiveName: style.rawValue.lowercased()) == style)
    }
    #expect(BuiltInStyle(caseInsensitiveName: "sparkle") == nil)
    #expect(BuiltInStyle(caseInsensitiveName: "") == nil)
  }

  @Test("The styles of the first releases keep their names and default parameters")
  func firstStyles() throws {
    let geometry = try CarouselGeometry(viewportLength: 320, itemLength: 280, spacing: 10)
    let accessors: [(String, any CarouselStyle)] = [
      ("plain", .plain), ("zoom", .zoom), ("crossFade", .crossFade), ("depth", .depth),
      ("coverFlow", .coverFlow), ("cube", .cube), ("wheel", .wheel),
    ]
    for (name, expected) in accessors {
      let style = try #require(BuiltInStyle(rawValue: name), "\(name) left the list")
      #expect(type(of: style.style) == type(of: expected))
      for progress in stride(from: -2.5, through: 2.5, by: 0.25) {
        #expect(
          style.style.transform(forProgress: progress, in: geometry)
            == expected.transform(forProgress: progress, in: geometry),
          "\(style) at \(progress)")
      }
    }
  }

  @Test(
    "Every built-in style draws the centre cell flat and opaque, and stays finite far away",
    arguments: BuiltInStyle.allCases)
  func centreAndFiniteness(_ style: BuiltInStyle) throws {
    let geometry = try CarouselGeometry(viewportLength: 320, itemLength: 280, spacing: 10)
    var centre = style.style.transform(forProgress: 0, in: geometry)
    centre.rotationAxis = .crossAxis  // the wheel names the view axis even at rest
    #expect(centre == .identity)
    for progress in [-1e300, -3, -1, -0.5, 0.5, 1, 3, 1e300] {
      let t = style.style.transform(forProgress: progress, in: geometry)
      let values = [t.scale, t.alpha, t.rotation, t.translation, t.crossTranslation, t.depth]
      let finite = values.allSatisfy { $0.isFinite }
      #expect(finite, "at \(progress)")
    }
  }
}
