#if canImport(SwiftUI)
  import LoopCarousel
  import LoopCarouselObservation
  import SwiftUI

  /// The items a carousel draws: at most three, each where its slot's placement says, and
  /// the frame loop that moves them.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
  struct CarouselSlots<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    let host: CarouselViewHost<ID>
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let content: (Data.Element) -> Content
    /// The app's layout direction, given back to each item's view.
    let layoutDirection: LayoutDirection

    var body: some View {
      let model = host.model
      // Frames only while the carousel moves: settling, or a ticker.
      TimelineView(.animation(paused: model.frameSchedule != .everyFrame)) { context in
        // The frame moves the engine on to now before anything is drawn, once per frame date,
        // so the frame draws where the carousel is now and nothing changes after this body.
        let drawn = host.frame(stamp: context.date)
        // Read after the frame moved the placements: a drag's move draws again at rest.
        let _ = model.placementRevision
        ZStack(alignment: .topLeading) {
          ForEach(drawn, id: \.key) { slot in
            if let item = item(identified: slot.identifier, at: slot.placement.item) {
              let placement = slot.placement
              content(item)
                .environment(\.layoutDirection, layoutDirection)
                .frame(width: placement.frame.width, height: placement.frame.height)
                .projectionEffect(ProjectionTransform(placement.transformFromTopLeft))
                .opacity(placement.alpha)
                .position(x: placement.frame.midX, y: placement.frame.midY)
                // VoiceOver reads the current item; the adjustable action moves to the others.
                .accessibilityHidden(placement.position != .middle)
                .zIndex(Double(placement.drawingOrder))
            }
          }
        }
        // While the carousel moves, a tap stops it (the view's own tap gesture) and reaches
        // no button in an item.
        .allowsHitTesting(host.itemsTakeTouches)
      }
    }

    /// The item with an identifier, looked for first at the carousel's index for it.
    ///
    /// The collection and the carousel's items agree but for a moment: between a change of
    /// the collection and its `apply`. Then the item is looked for by identifier, and one
    /// the collection no longer has is not drawn.
    ///
    /// - Parameters:
    ///   - identifier: The item's identifier.
    ///   - index: The item's index in the carousel.
    /// - Returns: The item, or `nil`.
    private func item(identified identifier: ID, at index: Int) -> Data.Element? {
      if index >= 0, index < data.count {
        let item = data[data.index(data.startIndex, offsetBy: index)]
        if item[keyPath: id] == identifier { return item }
      }
      return data.first { $0[keyPath: id] == identifier }
    }
  }

  extension ProjectionTransform {
    /// A placement's transform for `projectionEffect`: the 4×4 matrix without its z row and
    /// column, which a flat view does not use.
    ///
    /// - Parameter m: A transform about the view's top-left corner.
    init(_ m: Transform3D) {
      self.init()
      (m11, m12, m13) = (CGFloat(m.m11), CGFloat(m.m12), CGFloat(m.m14))
      (m21, m22, m23) = (CGFloat(m.m21), CGFloat(m.m22), CGFloat(m.m24))
      (m31, m32, m33) = (CGFloat(m.m41), CGFloat(m.m42), CGFloat(m.m44))
    }
  }
#endif
