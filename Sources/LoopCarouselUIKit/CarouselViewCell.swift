#if canImport(UIKit)
  public import LoopCarousel
  public import UIKit

  /// A cell whose content is a view: the class to subclass for the cells of a
  /// ``CarouselView``, as `UICollectionViewCell` is for a collection view.
  ///
  /// The carousel view adds each shown cell's ``contentView`` to itself and places it, with its
  /// size, centre, transform, alpha, z order and hidden state taken from the carousel's
  /// placements. Put your subviews in ``contentView`` in ``contentViewDidLoad()``, and fill them
  /// where the data source makes the cell. A cell is not main-actor isolated, as the carousel's
  /// cells are not, so a subview kept in a stored property is made with
  /// `MainActor.assumeIsolated` (the cell is made on the main thread) and set up in the
  /// main-actor ``contentViewDidLoad()``:
  ///
  /// ```swift
  /// nonisolated final class PhotoCell: CarouselViewCell {
  ///   let imageView = MainActor.assumeIsolated { UIImageView() }
  ///
  ///   @MainActor override func contentViewDidLoad() {
  ///     imageView.frame = contentView.bounds
  ///     imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
  ///     contentView.addSubview(imageView)
  ///   }
  /// }
  /// ```
  ///
  /// The carousel makes its cells with `init()` during its own calls, which a ``CarouselView``
  /// makes on the main thread: a cell of this class must be made there (it traps elsewhere), so
  /// register it only with the carousel of a carousel view. (`nonisolated` is needed in an app
  /// target that is main-actor by default, and harmless elsewhere.)
  open class CarouselViewCell: CarouselCell {
    /// The view that draws the cell: add your subviews to it.
    ///
    /// The carousel view sets its `bounds`, `center`, `alpha`, `isHidden`, `layer.transform`
    /// and `layer.zPosition`, and adds it to itself or removes it as the cell comes and goes.
    public let contentView: UIView

    /// Creates a cell and its content view, on the main thread; the carousel calls it when its
    /// reuse pool has no idle cell.
    public required init() {
      contentView = MainActor.assumeIsolated { CarouselCardView() }
      super.init()
      // The cell is new and on the main thread, which `assumeIsolated` checks: nothing else can
      // reach it yet.
      nonisolated(unsafe) let cell = self
      MainActor.assumeIsolated { cell.contentViewDidLoad() }
    }

    /// Sets up ``contentView``, once, right after the cell is made: add your subviews here.
    ///
    /// The default does nothing.
    @MainActor open func contentViewDidLoad() {}
  }

  /// The content view of a ``CarouselViewCell``: focusable while its carousel view lets cards
  /// take focus (``CarouselView/cardsCanBecomeFocused``).
  final class CarouselCardView: UIView {
    override var canBecomeFocused: Bool {
      (superview as? CarouselView)?.cardsCanBecomeFocused ?? false
    }
  }
#endif
