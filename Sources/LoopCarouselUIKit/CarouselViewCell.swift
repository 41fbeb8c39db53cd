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

    /// The view a closure or a nib made for the cell, filling ``contentView``
    /// (``CarouselView/register(forReuseIdentifier:makingCard:)``,
    /// ``CarouselView/register(_:forReuseIdentifier:)``); `nil` for a cell made with `init()`.
    ///
    /// Reach your own card's subviews through it: `(cell.card as? PromoCard)?.title`.
    public let card: UIView?

    /// Creates a cell and its content view, on the main thread; the carousel calls it when its
    /// reuse pool has no idle cell.
    public required init() {
      contentView = MainActor.assumeIsolated { CarouselCardView() }
      card = nil
      super.init()
      didLoad()
    }

    /// Creates a cell that shows a card you made, on the main thread: the card fills the
    /// cell's ``contentView``, and follows its size.
    ///
    /// - Parameter card: The view to show: a new one for each cell (a view shown in another
    ///   cell would move here).
    public init(card: UIView) {
      contentView = MainActor.assumeIsolated {
        let content = CarouselCardView()
        card.frame = content.bounds
        card.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        content.addSubview(card)
        return content
      }
      self.card = card
      super.init()
      didLoad()
    }

    /// Calls ``contentViewDidLoad()`` for a cell just made.
    private func didLoad() {
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
    private var madeHighlightView: UIView?
    private var highlighted = false

    /// Whether a finger rests on the cell's item (``Carousel/highlightedItem``), as a pressed
    /// `FSPagerViewCell`: the carousel view sets it as the highlight comes and goes, and the
    /// cell then calls ``highlightDidChange()``.
    @MainActor public internal(set) var isHighlighted: Bool {
      get { highlighted }
      set {
        guard newValue != highlighted else { return }
        highlighted = newValue
        highlightDidChange()
      }
    }

    /// The colour drawn over the content while the cell is highlighted: FSPagerView's light
    /// grey at 60 % by default; `nil` draws nothing.
    public var highlightTint: UIColor? = UIColor.lightGray.withAlphaComponent(0.6)

    /// Draws the highlight as ``isHighlighted`` changes.
    ///
    /// By default it draws ``highlightTint`` over the content. Override it to draw your own,
    /// calling `super` to keep the tint.
    @MainActor open func highlightDidChange() {
      guard let tint = highlightTint, highlighted else {
        madeHighlightView?.isHidden = true
        return
      }
      let overlay = madeHighlightView ?? UIView(frame: contentView.bounds)
      if madeHighlightView == nil {
        overlay.isUserInteractionEnabled = false
        overlay.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(overlay)
        madeHighlightView = overlay
      }
      overlay.backgroundColor = tint
      overlay.isHidden = false
      contentView.bringSubviewToFront(overlay)
    }

    /// Whether the card casts FSPagerViewCell's drop shadow.
    ///
    /// The shadow is FSPagerView's: black, a radius of 5 points, 75 % opaque, straight under
    /// the card. Off by default; it shows only where the content view does not clip its
    /// bounds.
    @MainActor public var showsShadow: Bool {
      get { contentView.layer.shadowOpacity > 0 }
      set {
        let layer = contentView.layer
        layer.shadowColor = newValue ? UIColor.black.cgColor : nil
        layer.shadowRadius = 5
        layer.shadowOpacity = newValue ? 0.75 : 0
        layer.shadowOffset = CGSize(width: 0, height: 0)
      }
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
