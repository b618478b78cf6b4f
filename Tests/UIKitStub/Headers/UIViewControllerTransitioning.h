// UIViewControllerTransitioning.h, UIViewControllerTransitionCoordinator.h, UIPresentationController.h.
NS_ASSUME_NONNULL_BEGIN

typedef NSString * UITransitionContextViewControllerKey NS_TYPED_ENUM;
typedef NSString * UITransitionContextViewKey NS_TYPED_ENUM;

UIKIT_EXTERN UITransitionContextViewControllerKey const UITransitionContextFromViewControllerKey NS_SWIFT_NAME(from);
UIKIT_EXTERN UITransitionContextViewControllerKey const UITransitionContextToViewControllerKey NS_SWIFT_NAME(to);
UIKIT_EXTERN UITransitionContextViewKey const UITransitionContextFromViewKey NS_SWIFT_NAME(from);
UIKIT_EXTERN UITransitionContextViewKey const UITransitionContextToViewKey NS_SWIFT_NAME(to);

NS_SWIFT_UI_ACTOR
@protocol UIViewControllerContextTransitioning <NSObject>
@property (nonatomic, readonly) UIView *containerView;
@property (nonatomic, readonly, getter=isAnimated) BOOL animated;
@property (nonatomic, readonly, getter=isInteractive) BOOL interactive;
@property (nonatomic, readonly) BOOL transitionWasCancelled;
@property (nonatomic, readonly) UIModalPresentationStyle presentationStyle;
- (void)updateInteractiveTransition:(CGFloat)percentComplete;
- (void)finishInteractiveTransition;
- (void)cancelInteractiveTransition;
- (void)pauseInteractiveTransition;
- (void)completeTransition:(BOOL)didComplete;
- (nullable __kindof UIViewController *)viewControllerForKey:(UITransitionContextViewControllerKey)key
  NS_SWIFT_NAME(viewController(forKey:));
- (nullable __kindof UIView *)viewForKey:(UITransitionContextViewKey)key NS_SWIFT_NAME(view(forKey:));
@property (nonatomic, readonly) CGAffineTransform targetTransform;
- (CGRect)initialFrameForViewController:(UIViewController *)vc NS_SWIFT_NAME(initialFrame(for:));
- (CGRect)finalFrameForViewController:(UIViewController *)vc NS_SWIFT_NAME(finalFrame(for:));
@end

NS_SWIFT_UI_ACTOR
@protocol UIViewControllerAnimatedTransitioning <NSObject>
- (NSTimeInterval)transitionDuration:(nullable id <UIViewControllerContextTransitioning>)transitionContext
  NS_SWIFT_NAME(transitionDuration(using:));
- (void)animateTransition:(id <UIViewControllerContextTransitioning>)transitionContext NS_SWIFT_NAME(animateTransition(using:));
@optional
- (id <UIViewImplicitlyAnimating>)interruptibleAnimatorForTransition:(id <UIViewControllerContextTransitioning>)transitionContext
  NS_SWIFT_NAME(interruptibleAnimator(using:));
- (void)animationEnded:(BOOL)transitionCompleted;
@end

NS_SWIFT_UI_ACTOR
@protocol UIViewControllerInteractiveTransitioning <NSObject>
- (void)startInteractiveTransition:(id <UIViewControllerContextTransitioning>)transitionContext;
@optional
@property (nonatomic, readonly) CGFloat completionSpeed;
@property (nonatomic, readonly) UIViewAnimationCurve completionCurve;
@property (nonatomic, readonly) BOOL wantsInteractiveStart;
@end

NS_SWIFT_UI_ACTOR
@interface UIPresentationController : NSObject
- (instancetype)initWithPresentedViewController:(UIViewController *)presentedViewController
  presentingViewController:(nullable UIViewController *)presentingViewController
  NS_SWIFT_NAME(init(presentedViewController:presenting:)) NS_DESIGNATED_INITIALIZER;
- (instancetype)init NS_UNAVAILABLE;
@property (nonatomic, strong, readonly) UIViewController *presentingViewController;
@property (nonatomic, strong, readonly) UIViewController *presentedViewController;
@property (nullable, nonatomic, readonly, strong) UIView *containerView;
@property (nullable, nonatomic, readonly) UIView *presentedView;
@property (nonatomic, readonly) CGRect frameOfPresentedViewInContainerView;
@property (nonatomic, readonly) BOOL shouldRemovePresentersView;
- (void)containerViewWillLayoutSubviews;
- (void)containerViewDidLayoutSubviews;
- (void)presentationTransitionWillBegin;
- (void)presentationTransitionDidEnd:(BOOL)completed;
- (void)dismissalTransitionWillBegin;
- (void)dismissalTransitionDidEnd:(BOOL)completed;
@end

NS_SWIFT_UI_ACTOR
@protocol UIViewControllerTransitioningDelegate <NSObject>
@optional
- (nullable id <UIViewControllerAnimatedTransitioning>)animationControllerForPresentedController:(UIViewController *)presented
  presentingController:(UIViewController *)presenting sourceController:(UIViewController *)source
  NS_SWIFT_NAME(animationController(forPresented:presenting:source:));
- (nullable id <UIViewControllerAnimatedTransitioning>)animationControllerForDismissedController:(UIViewController *)dismissed
  NS_SWIFT_NAME(animationController(forDismissed:));
- (nullable id <UIViewControllerInteractiveTransitioning>)interactionControllerForPresentation:
  (id <UIViewControllerAnimatedTransitioning>)animator NS_SWIFT_NAME(interactionControllerForPresentation(using:));
- (nullable id <UIViewControllerInteractiveTransitioning>)interactionControllerForDismissal:
  (id <UIViewControllerAnimatedTransitioning>)animator NS_SWIFT_NAME(interactionControllerForDismissal(using:));
- (nullable UIPresentationController *)presentationControllerForPresentedViewController:(UIViewController *)presented
  presentingViewController:(nullable UIViewController *)presenting sourceViewController:(UIViewController *)source
  NS_SWIFT_NAME(presentationController(forPresented:presenting:source:));
@end

NS_SWIFT_UI_ACTOR
@interface UIPercentDrivenInteractiveTransition : NSObject <UIViewControllerInteractiveTransitioning>
@property (readonly) CGFloat duration;
@property (readonly) CGFloat percentComplete;
@property (nonatomic, assign) CGFloat completionSpeed;
@property (nonatomic, assign) UIViewAnimationCurve completionCurve;
@property (nullable, nonatomic, strong) id <UITimingCurveProvider> timingCurve;
@property (nonatomic) BOOL wantsInteractiveStart;
- (void)pauseInteractiveTransition NS_SWIFT_NAME(pause());
- (void)updateInteractiveTransition:(CGFloat)percentComplete NS_SWIFT_NAME(update(_:));
- (void)cancelInteractiveTransition NS_SWIFT_NAME(cancel());
- (void)finishInteractiveTransition NS_SWIFT_NAME(finish());
@end

NS_SWIFT_UI_ACTOR
@protocol UIViewControllerTransitionCoordinatorContext <NSObject>
@property (nonatomic, readonly, getter=isAnimated) BOOL animated;
@property (nonatomic, readonly) UIModalPresentationStyle presentationStyle;
@property (nonatomic, readonly) BOOL initiallyInteractive;
@property (nonatomic, readonly) BOOL isInterruptible;
@property (nonatomic, readonly, getter=isInteractive) BOOL interactive;
@property (nonatomic, readonly, getter=isCancelled) BOOL cancelled;
@property (nonatomic, readonly) NSTimeInterval transitionDuration;
@property (nonatomic, readonly) CGFloat percentComplete;
@property (nonatomic, readonly) CGFloat completionVelocity;
@property (nonatomic, readonly) UIViewAnimationCurve completionCurve;
- (nullable __kindof UIViewController *)viewControllerForKey:(UITransitionContextViewControllerKey)key
  NS_SWIFT_NAME(viewController(forKey:));
- (nullable __kindof UIView *)viewForKey:(UITransitionContextViewKey)key NS_SWIFT_NAME(view(forKey:));
@property (nonatomic, readonly) UIView *containerView;
@end

NS_SWIFT_UI_ACTOR
@protocol UIViewControllerTransitionCoordinator <UIViewControllerTransitionCoordinatorContext>
- (BOOL)animateAlongsideTransition:
  (void (^ __nullable)(id <UIViewControllerTransitionCoordinatorContext> context))animation
  completion:(void (^ __nullable)(id <UIViewControllerTransitionCoordinatorContext> context))completion
  NS_SWIFT_NAME(animate(alongsideTransition:completion:));
- (void)notifyWhenInteractionChangesUsingBlock:(void (^)(id <UIViewControllerTransitionCoordinatorContext> context))handler
  NS_SWIFT_NAME(notifyWhenInteractionChanges(_:));
@end

NS_ASSUME_NONNULL_END
