// UINavigationController.h: the stack, its operations and its delegate.
NS_ASSUME_NONNULL_BEGIN

@protocol UINavigationControllerDelegate;

typedef NS_ENUM(NSInteger, UINavigationControllerOperation) {
  UINavigationControllerOperationNone,
  UINavigationControllerOperationPush,
  UINavigationControllerOperationPop,
} NS_SWIFT_NAME(UINavigationController.Operation);

UIKIT_EXTERN const CGFloat UINavigationControllerHideShowBarDuration NS_SWIFT_NAME(UINavigationController.hideShowBarDuration);

NS_SWIFT_UI_ACTOR
@interface UINavigationController : UIViewController
- (instancetype)initWithNavigationBarClass:(nullable Class)navigationBarClass toolbarClass:(nullable Class)toolbarClass
  NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithRootViewController:(UIViewController *)rootViewController NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil bundle:(nullable NSBundle *)nibBundleOrNil
  NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)aDecoder NS_DESIGNATED_INITIALIZER;
- (void)pushViewController:(UIViewController *)viewController animated:(BOOL)animated;
- (nullable UIViewController *)popViewControllerAnimated:(BOOL)animated NS_SWIFT_NAME(popViewController(animated:));
- (nullable NSArray<__kindof UIViewController *> *)popToViewController:(UIViewController *)viewController animated:(BOOL)animated
  NS_SWIFT_NAME(popToViewController(_:animated:));
- (nullable NSArray<__kindof UIViewController *> *)popToRootViewControllerAnimated:(BOOL)animated
  NS_SWIFT_NAME(popToRootViewController(animated:));
@property (nullable, nonatomic, readonly, strong) UIViewController *topViewController;
@property (nullable, nonatomic, readonly, strong) UIViewController *visibleViewController;
@property (nonatomic, copy) NSArray<__kindof UIViewController *> *viewControllers;
- (void)setViewControllers:(NSArray<UIViewController *> *)viewControllers animated:(BOOL)animated;
@property (nonatomic, getter=isNavigationBarHidden) BOOL navigationBarHidden;
- (void)setNavigationBarHidden:(BOOL)hidden animated:(BOOL)animated;
@property (nullable, nonatomic, weak) id <UINavigationControllerDelegate> delegate;
@property (nullable, nonatomic, readonly) UIGestureRecognizer *interactivePopGestureRecognizer;
@property (nullable, nonatomic, readonly) UIGestureRecognizer *interactiveContentPopGestureRecognizer API_AVAILABLE(ios(26.0));
@end

NS_SWIFT_UI_ACTOR
@protocol UINavigationControllerDelegate <NSObject>
@optional
- (void)navigationController:(UINavigationController *)navigationController willShowViewController:(UIViewController *)viewController
  animated:(BOOL)animated NS_SWIFT_NAME(navigationController(_:willShow:animated:));
- (void)navigationController:(UINavigationController *)navigationController didShowViewController:(UIViewController *)viewController
  animated:(BOOL)animated NS_SWIFT_NAME(navigationController(_:didShow:animated:));
- (nullable id <UIViewControllerInteractiveTransitioning>)navigationController:(UINavigationController *)navigationController
  interactionControllerForAnimationController:(id <UIViewControllerAnimatedTransitioning>)animationController
  NS_SWIFT_NAME(navigationController(_:interactionControllerFor:));
- (nullable id <UIViewControllerAnimatedTransitioning>)navigationController:(UINavigationController *)navigationController
  animationControllerForOperation:(UINavigationControllerOperation)operation fromViewController:(UIViewController *)fromVC
  toViewController:(UIViewController *)toVC NS_SWIFT_NAME(navigationController(_:animationControllerFor:from:to:));
- (UIInterfaceOrientationMask)navigationControllerSupportedInterfaceOrientations:(UINavigationController *)navigationController
  API_AVAILABLE(ios(7.0)) NS_SWIFT_NAME(navigationControllerSupportedInterfaceOrientations(_:));
- (UIInterfaceOrientation)navigationControllerPreferredInterfaceOrientationForPresentation:(UINavigationController *)navigationController
  API_AVAILABLE(ios(7.0)) NS_SWIFT_NAME(navigationControllerPreferredInterfaceOrientationForPresentation(_:));
@end

NS_ASSUME_NONNULL_END
