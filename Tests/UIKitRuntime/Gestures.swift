// Gesture recognisers whose state, translation, velocity and scale a test sets
// (`UIKitTestWorld.drive`); the action is called as UIKit's target–action would.
import TransitionCore

public struct UIRectEdge: OptionSet {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

@MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

@MainActor
open class UIGestureRecognizer: NSObject {
    public enum State: Int {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete recogniser's one action: UIKit's alias of `ended`.
        public static var recognized: State { .ended }
    }

    /// Target and action pairs; the target held weakly, as UIKit holds it.
    struct TargetAction {
        weak var target: AnyObject?
        let action: Selector
    }
    var actions: [TargetAction] = []
    public internal(set) var state: State = .possible
    public weak var delegate: UIGestureRecognizerDelegate?
    public var isEnabled = true
    public var name: String?
    weak var attachedView: UIView?
    public var view: UIView? { attachedView }
    /// Where the finger is, in the window's coordinates (the core's container is the window).
    var location = CGPoint.zero

    public init(target: Any?, action: Selector?) {
        if let action { actions.append(TargetAction(target: target as AnyObject?, action: action)) }
    }

    public func addTarget(_ target: Any, action: Selector) { actions.append(TargetAction(target: target as AnyObject, action: action)) }
    /// Kept as plain state: neither back end models a screen's own recognisers, so no failure
    /// requirement ever decides a scenario (Grammar.md, "Sharing touches").
    public private(set) var failureRequirements: [UIGestureRecognizer] = []
    public func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        failureRequirements.append(otherGestureRecognizer)
    }
    /// The finger in `view`'s coordinates, converted from the window's as UIKit does (nil: the window).
    public func location(in view: UIView?) -> CGPoint { Self.point(location, in: view) }

    /// A point of the window in `view`'s coordinates (the window's own for nil).
    static func point(_ point: CGPoint, in view: UIView?) -> CGPoint {
        view?.convert(point, from: nil) ?? point
    }

    /// A movement of the window's (a translation, a velocity) in `view`'s coordinates: where it
    /// takes the window's origin there, less where the origin is, so a moved view reads the same
    /// movement and a scaled or turned one reads it scaled or turned.
    static func vector(_ vector: CGPoint, in view: UIView?) -> CGPoint {
        let origin = point(.zero, in: view), end = point(vector, in: view)
        return CGPoint(x: end.x - origin.x, y: end.y - origin.y)
    }

    func removeFromView() { attachedView?.removeGestureRecognizer(self) }

    /// Sends the action to every target, as UIKit's target–action dispatch does.
    func sendActions() {
        for pair in actions { pair.action.perform(pair.target, self) }
    }
}

@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// Translation and velocity in the window's coordinates (the core's container is the window),
    /// reported in the coordinates of the view asked, as UIKit converts them.
    var translation = CGPoint.zero
    var velocity = CGPoint.zero
    public func translation(in view: UIView?) -> CGPoint { Self.vector(translation, in: view) }
    public func velocity(in view: UIView?) -> CGPoint { Self.vector(velocity, in: view) }
    public func setTranslation(_ translation: CGPoint, in view: UIView?) {
        // The inverse of `translation(in:)`: the movement of `view`'s in the window's coordinates.
        let origin = view?.convert(CGPoint.zero, to: nil) ?? .zero, end = view?.convert(translation, to: nil) ?? translation
        self.translation = CGPoint(x: end.x - origin.x, y: end.y - origin.y)
    }
}

@MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    public var edges: UIRectEdge = []
}

/// A discrete recogniser: one action, in state `.ended` (`.recognized`), when the tap is recognised.
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    public var numberOfTapsRequired = 1
    public var numberOfTouchesRequired = 1
}

@MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    public var scale: CGFloat = 1
    public internal(set) var velocity: CGFloat = 0
}
