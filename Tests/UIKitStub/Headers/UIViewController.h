// UIViewController.h: life cycle, presentation and containment.
NS_ASSUME_NONNULL_BEGIN

@class UINavigationController;
@class UIPresentationController;
@protocol UIViewControllerTransitioningDelegate;
@protocol UIViewControllerTransitionCoordinator;

typedef NS_ENUM(NSInteger, UIModalPresentationStyle) {
  UIModalPresentationFullScreen = 0,
  UIModalPresentationPageSheet,
  UIModalPresentationFormSheet,
  UIModalPresentationCurrentContext,
  UIModalPresentationCustom,
  UIModalPresentationOverFullScreen,
  UIModalPresentationOverCurrentContext,
  UIModalPresentationPopover,
  UIModalPresentationNone = -1,
  UIModalPresentationAutomatic = -2,
};

typedef NS_ENUM(NSInteger, UIModalTransitionStyle) {
  UIModalTransitionStyleCoverVertical = 0,
  UIModalTransitionStyleFlipHorizontal,
  UIModalTransitionStyleCrossDissolve,
  UIModalTransitionStylePartialCurl,
};

// UIApplication.h and UIOrientation.h: the orientations a view controller supports.
typedef NS_ENUM(NSInteger, UIInterfaceOrientation) {
  UIInterfaceOrientationUnknown = 0,
  UIInterfaceOrientationPortrait = 1,
  UIInterfaceOrientationPortraitUpsideDown = 2,
  UIInterfaceOrientationLandscapeLeft = 4,
  UIInterfaceOrientationLandscapeRight = 3,
};

typedef NS_OPTIONS(NSUInteger, UIInterfaceOrientationMask) {
  UIInterfaceOrientationMaskPortrait = (1 << UIInterfaceOrientationPortrait),
  UIInterfaceOrientationMaskLandscapeLeft = (1 << UIInterfaceOrientationLandscapeLeft),
  UIInterfaceOrientationMaskLandscapeRight = (1 << UIInterfaceOrientationLandscapeRight),
  UIInterfaceOrientationMaskPortraitUpsideDown = (1 << UIInterfaceOrientationPortraitUpsideDown),
  UIInterfaceOrientationMaskLandscape = (UIInterfaceOrientationMaskLandscapeLeft | UIInterfaceOrientationMaskLandscapeRight),
  UIInterfaceOrientationMaskAll = (UIInterfaceOrientationMaskPortrait | UIInterfaceOrientationMaskLandscapeLeft
    | UIInterfaceOrientationMaskLandscapeRight | UIInterfaceOrientationMaskPortraitUpsideDown),
  UIInterfaceOrientationMaskAllButUpsideDown = (UIInterfaceOrientationMaskPortrait | UIInterfaceOrientationMaskLandscapeLeft
    | UIInterfaceOrientationMaskLandscapeRight),
};

NS_SWIFT_UI_ACTOR
@interface UIViewController : UIResponder <NSCoding>
- (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil bundle:(nullable NSBundle *)nibBundleOrNil
  NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
@property (null_resettable, nonatomic, strong) UIView *view;
- (void)loadView;
- (void)loadViewIfNeeded;
@property (nullable, nonatomic, readonly, strong) UIView *viewIfLoaded;
@property (nonatomic, readonly, getter=isViewLoaded) BOOL viewLoaded;
- (void)viewDidLoad;
- (void)viewWillAppear:(BOOL)animated;
- (void)viewIsAppearing:(BOOL)animated;
- (void)viewDidAppear:(BOOL)animated;
- (void)viewWillDisappear:(BOOL)animated;
- (void)viewDidDisappear:(BOOL)animated;
- (void)viewWillLayoutSubviews;
- (void)viewDidLayoutSubviews;
@property (nullable, nonatomic, copy) NSString *title;
@property (nullable, nonatomic, weak, readonly) UIViewController *parentViewController NS_SWIFT_NAME(parent);
@property (nullable, nonatomic, readonly) UIViewController *presentedViewController NS_SWIFT_NAME(presentedViewController);
@property (nullable, nonatomic, readonly) UIViewController *presentingViewController NS_SWIFT_NAME(presentingViewController);
@property (nonatomic, assign) UIModalTransitionStyle modalTransitionStyle;
@property (nonatomic, assign) UIModalPresentationStyle modalPresentationStyle;
@property (nonatomic, assign) BOOL definesPresentationContext;
@property (nonatomic, readonly, getter=isBeingPresented) BOOL beingPresented;
@property (nonatomic, readonly, getter=isBeingDismissed) BOOL beingDismissed;
@property (nonatomic, readonly, getter=isMovingToParentViewController) BOOL movingToParentViewController
  NS_SWIFT_NAME(isMovingToParent);
@property (nonatomic, readonly, getter=isMovingFromParentViewController) BOOL movingFromParentViewController
  NS_SWIFT_NAME(isMovingFromParent);
- (void)presentViewController:(UIViewController *)viewControllerToPresent animated:(BOOL)flag
  completion:(void (^ __nullable)(void))completion NS_SWIFT_NAME(present(_:animated:completion:));
- (void)dismissViewControllerAnimated:(BOOL)flag completion:(void (^ __nullable)(void))completion
  NS_SWIFT_NAME(dismiss(animated:completion:));
@property (nullable, nonatomic, weak) id <UIViewControllerTransitioningDelegate> transitioningDelegate;
@property (nullable, nonatomic, readonly) UIPresentationController *presentationController;

// UIContainerViewControllerProtectedMethods
@property (nonatomic, readonly) NSArray<__kindof UIViewController *> *childViewControllers NS_SWIFT_NAME(children);
- (void)addChildViewController:(UIViewController *)childController NS_SWIFT_NAME(addChild(_:));
- (void)removeFromParentViewController NS_SWIFT_NAME(removeFromParent());
- (void)willMoveToParentViewController:(nullable UIViewController *)parent NS_SWIFT_NAME(willMove(toParent:));
- (void)didMoveToParentViewController:(nullable UIViewController *)parent NS_SWIFT_NAME(didMove(toParent:));

// UIViewControllerTransitionCoordinator
@property (nullable, nonatomic, readonly) id <UIViewControllerTransitionCoordinator> transitionCoordinator;

// UINavigationControllerItem
@property (nullable, nonatomic, readonly, strong) UINavigationController *navigationController;
@end

NS_ASSUME_NONNULL_END
