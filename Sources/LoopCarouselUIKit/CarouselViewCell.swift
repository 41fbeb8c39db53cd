#if canImport(UIKit) && !os(watchOS)
  public import LoopCarousel
  public import UIKit

  /// A cell whose content is a view: the class to subclass for the cells of a
  /// ``CarouselView``, as `UICollectionViewCell` is for a collection view.
  ///
  /// The carousel view adds each shown cell's ``contentView`` to itself and places it, with its
  /// size, centre, transform, alpha, z order and hidden state taken from the carousel's
  /// placements. For a picture or a line of text, read its ``imageView`` or ``textLabel``,
  /// which it makes when first read, and register the class itself. For more, subclass it: put
  /// your subviews in ``contentView`` in ``contentViewDidLoad()``, and fill them where the data
  /// source makes the cell. A cell is not main-actor isolated, as the carousel's cells are not,
  /// so a subview kept in a stored property is made with `MainActor.assumeIsolated` (the cell
  /// is made on the main thread) and set up in the main-actor ``contentViewDidLoad()``:
  ///
  /// ```swift
  /// nonisolated final class CaptionedCell: CarouselViewCell {
  ///   let caption = MainActor.assumeIsolated { UILabel() }
  ///
  ///   @MainActor override func contentViewDidLoad() {
  ///     caption.frame = contentView.bounds
  ///     caption.autoresizingMask = [.flexibleWidth, .flexibleHeight]
  ///     contentView.addSubview(caption)
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

    /// A picture that fills the cell, made the first time it is read: for a cell that shows
    /// an image and nothing else, with no subclass (as `FSPagerViewCell`'s).
    ///
    /// It scales the image to fill the cell, cropping what overflows, and follows the cell's
    /// size.
    @MainActor public var imageView: UIImageView {
      if let madeImageView { return madeImageView }
      let imageView = UIImageView(frame: contentView.bounds)
      imageView.contentMode = .scaleAspectFill
      imageView.clipsToBounds = true
      imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      contentView.addSubview(imageView)
      madeImageView = imageView
      return imageView
    }

    /// A label that fills the cell, centred and on as many lines as it needs, made the first
    /// time it is read: for a cell that shows a line of text, with no subclass.
    @MainActor public var textLabel: UILabel {
      if let madeTextLabel { return madeTextLabel }
      let label = UILabel(frame: contentView.bounds)
      label.textAlignment = .center
      label.numberOfLines = 0
      label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      contentView.addSubview(label)
      madeTextLabel = label
      return label
    }

    private var madeImageView: UIImageView?
    private var madeTextLabel: UILabel?

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
