// UITabBarController.h and UISplitViewController.h: the containers an app's window root often is, as far
// as finding the screen a presentation starts from asks (the selected tab, the split view's columns).
NS_ASSUME_NONNULL_BEGIN

NS_SWIFT_UI_ACTOR
@interface UITabBarController : UIViewController
- (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil bundle:(nullable NSBundle *)nibBundleOrNil
  NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
@property (nullable, nonatomic, copy) NSArray<__kindof UIViewController *> *viewControllers;
- (void)setViewControllers:(nullable NSArray<__kindof UIViewController *> *)viewControllers animated:(BOOL)animated;
@property (nullable, nonatomic, assign) __kindof UIViewController *selectedViewController;
@property (nonatomic) NSUInteger selectedIndex;
@end

typedef NS_ENUM(NSInteger, UISplitViewControllerColumn) {
  UISplitViewControllerColumnPrimary,
  UISplitViewControllerColumnSupplementary,
  UISplitViewControllerColumnSecondary,
  UISplitViewControllerColumnCompact,
  UISplitViewControllerColumnInspector API_AVAILABLE(ios(26.0)),
} NS_SWIFT_NAME(UISplitViewController.Column) API_AVAILABLE(ios(14.0));

NS_SWIFT_UI_ACTOR
@interface UISplitViewController : UIViewController
- (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil bundle:(nullable NSBundle *)nibBundleOrNil
  NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
@property (nonatomic, copy) NSArray<__kindof UIViewController *> *viewControllers;
@property (nonatomic, readonly, getter=isCollapsed) BOOL collapsed;
- (nullable __kindof UIViewController *)viewControllerForColumn:(UISplitViewControllerColumn)column
  API_AVAILABLE(ios(14.0)) NS_SWIFT_NAME(viewController(for:));
@end

NS_ASSUME_NONNULL_END
