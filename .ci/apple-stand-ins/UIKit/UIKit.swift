// Stand-ins for the UIKit declarations the Apple-only products use, so that
// `.ci/typecheck-apple` can type-check them on Linux. Never shipped; bodies are empty.
// UIKit's classes are main-actor isolated, as in the SDK; UIKit re-exports Foundation and
// Core Animation.
@_exported public import Foundation
@_exported public import QuartzCore

/// Apple's declaration: <https://developer.apple.com/documentation/uikit/uiresponder>.
@MainActor open class UIResponder: NSObject {
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uiresponder/canbecomefirstresponder>.
  open var canBecomeFirstResponder: Bool { false }

  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uiresponder/touchesbegan(_:with:)>.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uiresponder/touchesended(_:with:)>.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uiresponder/touchescancelled(_:with:)>.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uiresponder/pressesbegan(_:with:)>.
  open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uiresponder/pressesended(_:with:)>.
  open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uiresponder/pressescancelled(_:with:)>.
  open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
}

/// Apple's declaration: <https://developer.apple.com/documentation/uikit/uiview>.
@MainActor open class UIView: UIResponder {
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uiview/init(frame:)>.
  public init(frame: CGRect) {}
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uiview/init(coder:)>.
  public required init?(coder: NSCoder) {}
  /// Apple's declaration: <https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()>.
  public convenience override init() { self.init(frame: CGRect(x: 0, y: 0, width: 0, height: 0)) }

  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uiview/bounds>.
  open var bounds: CGRect {
    get { fatalError() }
    set {}
  }
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uiview/frame>.
  open var frame: CGRect {
    get { fatalError() }
    set {}
  }
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uiview/center>.
  open var center: CGPoint {
    get { fatalError() }
    set {}
  }
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uiview/alpha>.
  open var alpha: CGFloat {
    get { fatalError() }
    set {}
  }
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uiview/ishidden>.
  open var isHidden: Bool {
    get { fatalError() }
    set {}
  }
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uiview/clipstobounds>.
  open var clipsToBounds: Bool {
    get { fatalError() }
    set {}
  }
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled>.
  open var isUserInteractionEnabled: Bool {
    get { fatalError() }
    set {}
  }
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property>.
  open var autoresizingMask: UIView.AutoresizingMask {
    get { fatalError() }
    set {}
  }
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.property>.
  open var contentMode: UIView.ContentMode {
    get { fatalError() }
    set {}
  }
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uiview/layer>.
  open var layer: CALayer { fatalError() }
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uiview/transform3d>.
  open var transform3D: CATransform3D {
    get { fatalError() }
    set {}
  }
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uiview/superview>.
  open var superview: UIView? { fatalError() }
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uiview/window>.
  open var window: UIWindow? { fatalError() }
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection>.
  open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { fatalError() }

  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-5rgxn>.
  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { fatalError() }
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uiview/backgroundcolor>.
  open var backgroundColor: UIColor? {
    get { fatalError() }
    set {}
  }
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)>.
  open func addSubview(_ view: UIView) {}
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uiview/bringsubviewtofront(_:)>.
  open func bringSubviewToFront(_ view: UIView) {}
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:belowsubview:)>.
  open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {}
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()>.
  open func removeFromSuperview() {}
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uiview/isdescendant(of:)>.
  open func isDescendant(of view: UIView) -> Bool { false }
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()>.
  open func layoutSubviews() {}
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uiview/setneedslayout()>.
  open func setNeedsLayout() {}
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uiview/didmovetowindow()>.
  open func didMoveToWindow() {}
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uiview/sizethatfits(_:)>.
  open func sizeThatFits(_ size: CGSize) -> CGSize { fatalError() }
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uiview/addgesturerecognizer(_:)>.
  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uiview/gesturerecognizershouldbegin(_:)>.
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uifocusitem/canbecomefocused>.
  open var canBecomeFocused: Bool { false }
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uifocusenvironment/setneedsfocusupdate()>.
  open func setNeedsFocusUpdate() {}
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uifocusenvironment/didupdatefocus(in:with:)>.
  open func didUpdateFocus(
    in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator
  ) {}

  // UIKit's accessibility informal protocol. The SDK declares these members on NSObject, in
  // extensions that Objective-C makes overridable; a stand-in extension cannot be overridden
  // without Objective-C bridging, so they are declared on UIView, the only class whose
  // subclasses override them here. The signatures are the SDK's.
  /// Apple's declaration: <https://developer.apple.com/documentation/objectivec/nsobject-swift.class/isaccessibilityelement>.
  open var isAccessibilityElement: Bool {
    get { fatalError() }
    set {}
  }
  /// Apple's declaration: <https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylabel>.
  open var accessibilityLabel: String? {
    get { fatalError() }
    set {}
  }
  /// Apple's declaration: <https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityvalue>.
  open var accessibilityValue: String? {
    get { fatalError() }
    set {}
  }
  /// Apple's declaration: <https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitytraits>.
  open var accessibilityTraits: UIAccessibilityTraits {
    get { fatalError() }
    set {}
  }
  /// Apple's declaration: <https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitycustomactions>.
  open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
    get { fatalError() }
    set {}
  }
  /// Apple's declaration: <https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityincrement()>.
  open func accessibilityIncrement() {}
  /// Apple's declaration: <https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitydecrement()>.
  open func accessibilityDecrement() {}
  /// Apple's declaration: <https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelements>.
  open var accessibilityElements: [Any]? {
    get { fatalError() }
    set {}
  }

  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct>.
  public struct AutoresizingMask: OptionSet, Sendable {
    /// As the SDK declares it (a stand-in: never shipped).
    public let rawValue: UInt
    /// As the SDK declares it (a stand-in: never shipped).
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexiblewidth>.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibleheight>.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
  }
}

/// Apple's declaration: <https://developer.apple.com/documentation/uikit/uiwindow>.
@MainActor open class UIWindow: UIView {}

/// Apple's declaration: <https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection>.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  case leftToRight = 0
  case rightToLeft = 1
}

/// Apple's declaration: <https://developer.apple.com/documentation/uikit/uipagecontrol>.
@MainActor open class UIPageControl: UIView {
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uipagecontrol/numberofpages>.
  open var numberOfPages: Int {
    get { fatalError() }
    set {}
  }
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uipagecontrol/currentpage>.
  open var currentPage: Int {
    get { fatalError() }
    set {}
  }
}

/// Apple's declaration: <https://developer.apple.com/documentation/uikit/uiimage>.
open class UIImage: NSObject {}

/// Apple's declaration: <https://developer.apple.com/documentation/uikit/uinib>.
@MainActor open class UINib: NSObject {
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uinib/init(nibname:bundle:)>.
  public init(nibName name: String, bundle bundleOrNil: Bundle?) {}
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uinib/instantiate(withowner:options:)>.
  open func instantiate(
    withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil
  ) -> [Any] { fatalError() }

  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uinib/optionskey>.
  public struct OptionsKey: Hashable, Sendable {
    /// As the SDK declares it (a stand-in: never shipped).
    public let rawValue: String
  }
}

/// Apple's declaration: <https://developer.apple.com/documentation/uikit/uicolor>.
open class UIColor: NSObject, @unchecked Sendable {
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uicolor/black>.
  open class var black: UIColor { fatalError() }
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uicolor/lightgray>.
  open class var lightGray: UIColor { fatalError() }
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uicolor/withalphacomponent(_:)>.
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { fatalError() }
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uicolor/cgcolor>.
  open var cgColor: CGColor { fatalError() }
}

/// Apple's declaration: <https://developer.apple.com/documentation/uikit/uiimageview>.
@MainActor open class UIImageView: UIView {
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uiimageview/image>.
  open var image: UIImage? {
    get { fatalError() }
    set {}
  }
}

/// Apple's declaration: <https://developer.apple.com/documentation/uikit/uilabel>.
@MainActor open class UILabel: UIView {
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uilabel/text>.
  open var text: String? {
    get { fatalError() }
    set {}
  }
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uilabel/textalignment>.
  open var textAlignment: NSTextAlignment {
    get { fatalError() }
    set {}
  }
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uilabel/numberoflines>.
  open var numberOfLines: Int {
    get { fatalError() }
    set {}
  }
}

/// Apple's declaration: <https://developer.apple.com/documentation/uikit/nstextalignment>.
public enum NSTextAlignment: Int, Sendable {
  case left = 0
  case center = 1
  case right = 2
  case justified = 3
  case natural = 4
}

extension UIView {
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum>.
  public enum ContentMode: Int, Sendable {
    case scaleToFill = 0
    case scaleAspectFit = 1
    case scaleAspectFill = 2
    case redraw = 3
    case center = 4
  }
}

// MARK: Gesture recognizers

/// Apple's declaration: <https://developer.apple.com/documentation/uikit/uigesturerecognizer>.
@MainActor open class UIGestureRecognizer: NSObject {
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uigesturerecognizer/init(target:action:)>.
  public init(target: Any?, action: Selector?) {}
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uigesturerecognizer/init()>.
  public convenience override init() { self.init(target: nil, action: nil) }

  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uigesturerecognizer/addtarget(_:action:)>.
  open func addTarget(_ target: Any, action: Selector) {}
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uigesturerecognizer/isenabled>.
  open var isEnabled: Bool {
    get { fatalError() }
    set {}
  }
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.property>.
  open var state: UIGestureRecognizer.State { fatalError() }
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uigesturerecognizer/location(in:)>.
  open func location(in view: UIView?) -> CGPoint { fatalError() }
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uigesturerecognizer/allowedtouchtypes>.
  open var allowedTouchTypes: [NSNumber] {
    get { fatalError() }
    set {}
  }
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uigesturerecognizer/allowedpresstypes>.
  open var allowedPressTypes: [NSNumber] {
    get { fatalError() }
    set {}
  }

  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum>.
  public enum State: Int, Sendable {
    case possible = 0
    case began = 1
    case changed = 2
    case ended = 3
    case cancelled = 4
    case failed = 5
  }
}

/// Apple's declaration: <https://developer.apple.com/documentation/uikit/uipangesturerecognizer>.
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uipangesturerecognizer/translation(in:)>.
  open func translation(in view: UIView?) -> CGPoint { fatalError() }
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uipangesturerecognizer/settranslation(_:in:)>.
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {}
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uipangesturerecognizer/velocity(in:)>.
  open func velocity(in view: UIView?) -> CGPoint { fatalError() }
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uipangesturerecognizer/allowedscrolltypesmask>.
  @available(tvOS, unavailable)
  open var allowedScrollTypesMask: UIScrollTypeMask {
    get { fatalError() }
    set {}
  }
}

/// Apple's declaration: <https://developer.apple.com/documentation/uikit/uiscrolltypemask>.
@available(tvOS, unavailable)
public struct UIScrollTypeMask: OptionSet, Sendable {
  /// As the SDK declares it (a stand-in: never shipped).
  public let rawValue: Int
  /// As the SDK declares it (a stand-in: never shipped).
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uiscrolltypemask/discrete>.
  public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uiscrolltypemask/continuous>.
  public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
}

/// Apple's declaration: <https://developer.apple.com/documentation/uikit/uitapgesturerecognizer>.
@MainActor open class UITapGestureRecognizer: UIGestureRecognizer {}

/// Apple's declaration: <https://developer.apple.com/documentation/uikit/uihovergesturerecognizer>.
@available(tvOS, unavailable)
@MainActor open class UIHoverGestureRecognizer: UIGestureRecognizer {}

// MARK: Keys and focus

/// Apple's declaration: <https://developer.apple.com/documentation/uikit/uipress>.
@MainActor open class UIPress: NSObject {
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uipress/key>.
  open var key: UIKey? { fatalError() }

  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uipress/presstype>.
  public enum PressType: Int, Sendable {
    /// As the SDK declares it (a stand-in: never shipped).
    case upArrow = 0, downArrow, leftArrow, rightArrow
    /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uipress/presstype/select>.
    case select = 4
    /// As the SDK declares it (a stand-in: never shipped).
    case menu = 5, playPause = 6
  }
}

/// Apple's declaration: <https://developer.apple.com/documentation/uikit/uievent>.
@MainActor open class UIEvent: NSObject {
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uievent/touches(for:)-(uiview)>.
  open func touches(for view: UIView) -> Set<UITouch>? { fatalError() }
}

/// Apple's declaration: <https://developer.apple.com/documentation/uikit/uitouch>.
@MainActor open class UITouch: NSObject {
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uitouch/touchtype-swift.enum>.
  public enum TouchType: Int, Sendable {
    /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uitouch/touchtype-swift.enum/direct>.
    case direct = 0
    /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uitouch/touchtype-swift.enum/indirect>.
    case indirect = 1
    /// As the SDK declares it (a stand-in: never shipped).
    case pencil = 2, indirectPointer = 3
  }

  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uitouch/location(in:)>.
  open func location(in view: UIView?) -> CGPoint { fatalError() }
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uitouch/type>.
  open var type: UITouch.TouchType { fatalError() }
}

/// Apple's declaration: <https://developer.apple.com/documentation/uikit/uipressesevent>.
@MainActor open class UIPressesEvent: UIEvent {}

/// Apple's declaration: <https://developer.apple.com/documentation/uikit/uikey>.
@MainActor open class UIKey: NSObject {
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uikey/keycode>.
  open var keyCode: UIKeyboardHIDUsage { fatalError() }
}

/// Apple's declaration: <https://developer.apple.com/documentation/uikit/uikeyboardhidusage>.
/// (the cases the products use, and two more: the SDK has some 250)
public enum UIKeyboardHIDUsage: Int, Sendable {
  case keyboardA = 0x04
  case keyboardReturnOrEnter = 0x28
  case keyboardHome = 0x4A
  case keyboardPageUp = 0x4B
  case keyboardEnd = 0x4D
  case keyboardPageDown = 0x4E
  case keyboardRightArrow = 0x4F
  case keyboardLeftArrow = 0x50
  case keyboardDownArrow = 0x51
  case keyboardUpArrow = 0x52
}

/// Apple's declaration: <https://developer.apple.com/documentation/uikit/uifocusupdatecontext>.
@MainActor open class UIFocusUpdateContext: NSObject {
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uifocusupdatecontext/nextfocusedview>.
  open var nextFocusedView: UIView? { fatalError() }
}

/// Apple's declaration: <https://developer.apple.com/documentation/uikit/uifocusanimationcoordinator>.
@MainActor open class UIFocusAnimationCoordinator: NSObject {}

// MARK: Accessibility

/// Apple's declaration: <https://developer.apple.com/documentation/uikit/uiaccessibilitytraits>.
public struct UIAccessibilityTraits: OptionSet, Sendable {
  /// As the SDK declares it (a stand-in: never shipped).
  public let rawValue: UInt64
  /// As the SDK declares it (a stand-in: never shipped).
  public init(rawValue: UInt64) { self.rawValue = rawValue }
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/adjustable>.
  public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
}

/// Apple's declaration: <https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction>.
@MainActor open class UIAccessibilityCustomAction: NSObject {
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction/handler>.
  public typealias Handler = (UIAccessibilityCustomAction) -> Bool

  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction/init(name:actionhandler:)>.
  public init(name: String, actionHandler: @escaping UIAccessibilityCustomAction.Handler) {}
}

/// Apple's declaration: <https://developer.apple.com/documentation/uikit/uiaccessibility>.
public enum UIAccessibility {
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uiaccessibility/post(notification:argument:)>.
  @MainActor public static func post(
    notification: UIAccessibility.Notification, argument: Any?
  ) {}

  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled>.
  @MainActor public static var isReduceMotionEnabled: Bool { fatalError() }

  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uiaccessibility/reducemotionstatusdidchangenotification>.
  public static let reduceMotionStatusDidChangeNotification = NSNotification.Name(
    rawValue: "UIAccessibilityReduceMotionStatusDidChangeNotification")

  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uiaccessibility/notification>.
  public struct Notification: RawRepresentable, Hashable, Sendable {
    /// As the SDK declares it (a stand-in: never shipped).
    public var rawValue: UInt32
    /// As the SDK declares it (a stand-in: never shipped).
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uiaccessibility/notification/announcement>.
    public static let announcement = Notification(rawValue: 1008)
  }
}

// MARK: The app

/// Apple's declaration: <https://developer.apple.com/documentation/uikit/uiapplication>.
// (The SDK declares the notification names `nonisolated class let`; Swift source cannot declare
// a class stored property, so they are `static let` here, which reads the same at a use site.)
@MainActor open class UIApplication: UIResponder {
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uiapplication/didenterbackgroundnotification>.
  nonisolated public static let didEnterBackgroundNotification = NSNotification.Name(
    rawValue: "UIApplicationDidEnterBackgroundNotification")
  /// Apple's declaration: <https://developer.apple.com/documentation/uikit/uiapplication/willenterforegroundnotification>.
  nonisolated public static let willEnterForegroundNotification = NSNotification.Name(
    rawValue: "UIApplicationWillEnterForegroundNotification")
}
