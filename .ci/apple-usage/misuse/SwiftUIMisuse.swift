// Misuses planted for `.ci/typecheck-apple` to prove that its availability check fails on
// them: each line marked `planted` must be reported, and the check must fail. Never shipped,
// and never checked as usage code.
import LoopCarousel
import LoopCarouselObservation
import LoopCarouselSwiftUI
import SwiftUI

/// An app at iOS 16 that forgot the marks.
struct UnmarkedBanner: View {
  let titles: [String]
  let isOn: Bool

  var body: some View {
    VStack {
      // planted: the products' own declaration, iOS 17, in a view not marked for it
      LoopCarouselView(titles, id: \.self) { title in Text(title) }
      // planted: a stand-in's declaration, iOS 17, in a view not marked for it
      Text("on").onChange(of: isOn, initial: true) {}
      // planted: a declaration tvOS does not have, outside `#if !os(tvOS)`
      Text("hover").onHover { _ in }
      // planted: hidden after a string that looks like an attribute's start: "@available(x"
      Text("@available(iOS 17, *) {").onKeyPress(keys: [.leftArrow]) { _ in .handled }
    }
  }
}

// planted: the observable model, iOS 17, in a function not marked for it
func makeModel() -> CarouselModel {
  CarouselModel(Carousel())
}
