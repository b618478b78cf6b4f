import TransitionSource
/// Properties a screen's view controller already has from `UIViewController`, `UIResponder` and
/// `NSObject` (UIKit's UIViewController reference, iOS 18 SDK). The emitted code asks the screen's
/// class to adopt a protocol with one read-only property per element, so an element with one of
/// these names would need a second property of that name and another type, which Swift rejects:
/// the screen could never adopt the protocol.
public enum ViewControllerMembers {
    public static let properties: Set<String> = [
        // UIViewController: the view and its loading
        "view", "viewIfLoaded", "isViewLoaded", "nibName", "nibBundle", "storyboard",
        // titles and bars
        "title", "navigationItem", "navigationController", "hidesBottomBarWhenPushed", "toolbarItems",
        "tabBarItem", "tabBarController", "splitViewController", "tab", "editButtonItem", "isEditing",
        // containment and presentation
        "parent", "children", "presentedViewController", "presentingViewController",
        "definesPresentationContext", "providesPresentationContextTransitionStyle",
        "restoresFocusAfterTransition", "isBeingPresented", "isBeingDismissed", "isMovingToParent",
        "isMovingFromParent", "modalTransitionStyle", "modalPresentationStyle",
        "modalPresentationCapturesStatusBarAppearance", "isModalInPresentation", "transitionCoordinator",
        "transitioningDelegate", "presentationController", "popoverPresentationController",
        "sheetPresentationController", "activePresentationController", "preferredTransition",
        "disablesAutomaticKeyboardDismissal",
        // layout
        "preferredContentSize", "edgesForExtendedLayout", "extendedLayoutIncludesOpaqueBars",
        "additionalSafeAreaInsets", "systemMinimumLayoutMargins", "viewRespectsSystemMinimumLayoutMargins",
        "traitCollection", "traitOverrides", "overrideUserInterfaceStyle",
        // status bar, home indicator, pointer
        "preferredStatusBarStyle", "prefersStatusBarHidden", "preferredStatusBarUpdateAnimation",
        "childForStatusBarStyle", "childForStatusBarHidden", "prefersHomeIndicatorAutoHidden",
        "childForHomeIndicatorAutoHidden", "preferredScreenEdgesDeferringSystemGestures",
        "childForScreenEdgesDeferringSystemGestures", "prefersPointerLocked", "childViewControllerForPointerLock",
        // content, focus, restoration
        "contentUnavailableConfiguration", "contentUnavailableConfigurationState", "extensionContext",
        "restorationIdentifier", "restorationClass", "preferredFocusEnvironments", "focusGroupIdentifier",
        "interactionActivityTrackingBaseName",
        // UIResponder
        "next", "isFirstResponder", "canBecomeFirstResponder", "canResignFirstResponder", "inputView",
        "inputViewController", "inputAccessoryView", "inputAccessoryViewController", "textInputMode",
        "textInputContextIdentifier", "undoManager", "userActivity", "keyCommands", "pasteConfiguration",
        "editingInteractionConfiguration", "activityItemsConfiguration",
        // NSObject
        "description", "debugDescription", "hash", "superclass",
    ]
}
