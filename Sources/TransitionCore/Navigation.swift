import Foundation

/// A stable identity for a view controller (a screen instance), in creation order.
public struct ControllerID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Position in creation order, starting at 0.
    public let rawValue: Int

    /// Wraps a raw id; ids are normally obtained from `Stage.makeController`.
    public init(_ rawValue: Int) { self.rawValue = rawValue }

    /// Creation order.
    public static func < (lhs: ControllerID, rhs: ControllerID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `vc#n`.
    public var description: String { "vc#\(rawValue)" }
}

/// A view controller: a name for traces and its root view.
public struct Controller: Hashable, Sendable {
    /// Identity.
    public let id: ControllerID
    /// Screen name or class name, for traces.
    public let name: String
    /// `viewController.view`.
    public let view: NodeID
    /// `modalPresentationStyle`: what presenting this controller does to the presenter's view.
    public var presentationStyle: PresentationStyle = .fullScreen
    /// For a `.custom` presentation, the presentation controller's `frameOfPresentedViewInContainerView`:
    /// where the presented view stands; nil where it fills the container.
    public var presentedFrame: Rect?
    /// The container of this controller's presentation when it keeps the presenter
    /// (`PresentationStyle.keepsPresenter`): its own view above the presenter's, made as the
    /// present begins and removed when the dismiss completes; nil otherwise.
    public internal(set) var presentationContainer: NodeID?
}

/// `UIModalPresentationStyle`, for the styles whose effect on the presenting view UIKit documents.
public enum PresentationStyle: String, Hashable, Sendable, CaseIterable {
    /// `.fullScreen`: "the views belonging to the presenting view controller are removed after
    /// the presentation completes"; the dismiss hands the presenter's view back to the animator
    /// (`view(forKey: .to)`), which must add it to the container.
    case fullScreen
    /// `.overFullScreen`: "the views beneath the presented content are not removed from the view
    /// hierarchy when the presentation finishes". The presenter's view stays where it is and the
    /// transition context does not hand it over (`view(forKey:)` is nil for it), so an animator
    /// leaves its place alone.
    case overFullScreen
    /// `.custom`, with a `UIPresentationController` that sizes the presented view
    /// (`frameOfPresentedViewInContainerView`, which `finalFrame(for:)` returns for it, UIKit
    /// documents) and keeps the presenter's: `shouldRemovePresentersView` is false unless a subclass
    /// says otherwise ("The default implementation of this method returns false").
    case custom

    /// Whether UIKit asks the transitioning delegate's animator for a present or dismiss made with
    /// `animated: false`. Only for `.custom`: "For custom transitions that use the new
    /// UIModalPresentationCustom presentation type we will invoke the animateTransition: even
    /// though the transition should not be animated. This allows the custom transition to add or
    /// remove subviews to the container view" (`isAnimated`, UIViewControllerTransitioning.h).
    /// Any other style shows or removes the presented view at once, asking no animator (C4).
    public var asksAnimatorWithoutAnimation: Bool {
        switch self {
        case .fullScreen, .overFullScreen: false
        case .custom: true
        }
    }

    /// Whether the presenter's view stays in the hierarchy while the presented screen shows.
    public var keepsPresenter: Bool {
        switch self {
        case .fullScreen: false
        case .overFullScreen, .custom: true
        }
    }
}

/// A navigation or presentation request that UIKit would refuse, ignore or crash on,
/// reported as a value so a scenario can say "pop at the root" precisely.
public enum NavigationError: Error, Hashable, Sendable {
    /// Pop or pop-to-root with only the root on the stack (UIKit silently does nothing).
    case popAtRoot
    /// `popToViewController` with a controller that is not on the stack.
    case notInStack(ControllerID)
    /// `popToViewController` with the controller already on top.
    case alreadyOnTop(ControllerID)
    /// Pushing or presenting a controller already in a stack (UIKit raises an exception).
    case alreadyShown(ControllerID)
    /// Dismiss with nothing presented.
    case nothingPresented
    /// A navigation operation while a modal covers the navigation stack.
    case coveredByPresentation
    /// An operation before `setRoot`.
    case noRoot
    /// `setRoot` twice.
    case rootAlreadySet
    /// An id this stage did not make.
    case unknownController(ControllerID)
    /// Starting a transition while another one runs (UIKit ignores or corrupts the second).
    case transitionInProgress
    /// An interactive-transition call with no interactive transition waiting for it.
    case noInteractiveTransition
}

/// `UINavigationController.viewControllers`: the root first, the visible controller last.
public struct NavigationStack: Hashable, Sendable {
    /// Controllers from root to top.
    public private(set) var controllers: [ControllerID]

    /// A stack holding only its root.
    public init(root: ControllerID) { controllers = [root] }

    /// `viewControllers.first`.
    public var root: ControllerID { controllers[0] }
    /// `topViewController`.
    public var top: ControllerID { controllers[controllers.count - 1] }

    /// `pushViewController`: `controller` becomes the top.
    public mutating func push(_ controller: ControllerID) throws(NavigationError) {
        guard !controllers.contains(controller) else { throw .alreadyShown(controller) }
        controllers.append(controller)
    }

    /// `popViewController`: removes and returns the top; the root cannot be popped.
    @discardableResult
    public mutating func pop() throws(NavigationError) -> ControllerID {
        guard controllers.count > 1 else { throw .popAtRoot }
        return controllers.removeLast()
    }

    /// `popToViewController`: removes and returns everything above `controller`, top last.
    @discardableResult
    public mutating func pop(to controller: ControllerID) throws(NavigationError) -> [ControllerID] {
        guard let index = controllers.firstIndex(of: controller) else { throw .notInStack(controller) }
        guard index < controllers.count - 1 else { throw .alreadyOnTop(controller) }
        let popped = Array(controllers[(index + 1)...])
        controllers.removeSubrange((index + 1)...)
        return popped
    }

    /// `popToRootViewController`: removes and returns everything above the root, top last.
    @discardableResult
    public mutating func popToRoot() throws(NavigationError) -> [ControllerID] {
        guard controllers.count > 1 else { throw .popAtRoot }
        return try pop(to: root)
    }

    /// The controller a pop-like operation would reveal, without changing the stack.
    func destination(of operation: TransitionOperation) throws(NavigationError) -> ControllerID {
        var copy = self
        switch operation {
        case .pop: try copy.pop()
        case let .popTo(target): try copy.pop(to: target)
        case .popToRoot: try copy.popToRoot()
        case let .push(controller): try copy.push(controller)
        case .present, .dismiss: break
        }
        return copy.top
    }
}

/// The chain of modally presented controllers, first presented first.
public struct ModalStack: Hashable, Sendable {
    /// Presented controllers, the visible one last.
    public private(set) var presented: [ControllerID] = []

    /// An empty chain.
    public init() {}

    /// `present(_:animated:)`.
    public mutating func present(_ controller: ControllerID) throws(NavigationError) {
        guard !presented.contains(controller) else { throw .alreadyShown(controller) }
        presented.append(controller)
    }

    /// `dismiss(animated:)` of the topmost presentation; returns the dismissed controller.
    @discardableResult
    public mutating func dismiss() throws(NavigationError) -> ControllerID {
        guard let last = presented.popLast() else { throw .nothingPresented }
        return last
    }
}

/// What a transition does to the stacks; the context's from/to and frames follow from it.
public enum TransitionOperation: Hashable, Sendable, CustomStringConvertible {
    /// Push a controller onto the navigation stack.
    case push(ControllerID)
    /// Pop the top controller.
    case pop
    /// Pop back to a controller: every controller above it leaves, only the top one animates.
    case popTo(ControllerID)
    /// Pop back to the root, likewise.
    case popToRoot
    /// Present a controller modally (full screen).
    case present(ControllerID)
    /// Dismiss the topmost presented controller.
    case dismiss

    /// The four animator roles UIKit distinguishes: pop-to variants animate like a pop.
    public enum Kind: Hashable, Sendable {
        /// `UINavigationController.Operation.push`.
        case push
        /// `UINavigationController.Operation.pop`, including pop-to.
        case pop
        /// Presentation through a transitioning delegate.
        case present
        /// Dismissal through a transitioning delegate.
        case dismiss
    }

    /// The animator role of this operation.
    public var kind: Kind {
        switch self {
        case .push: .push
        case .pop, .popTo, .popToRoot: .pop
        case .present: .present
        case .dismiss: .dismiss
        }
    }

    /// Spec-like spelling (`push vc#1`, `popToRoot`).
    public var description: String {
        switch self {
        case let .push(id): "push \(id)"
        case .pop: "pop"
        case let .popTo(id): "popTo \(id)"
        case .popToRoot: "popToRoot"
        case let .present(id): "present \(id)"
        case .dismiss: "dismiss"
        }
    }
}
