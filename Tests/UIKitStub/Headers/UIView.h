// UIView.h: geometry, hierarchy, rendering, snapshots, gestures and the block animation API.
NS_ASSUME_NONNULL_BEGIN

@class UIGestureRecognizer;
@class UIWindow;
@class UIViewController;

typedef NS_ENUM(NSInteger, UIViewAnimationCurve) {
  UIViewAnimationCurveEaseInOut,
  UIViewAnimationCurveEaseIn,
  UIViewAnimationCurveEaseOut,
  UIViewAnimationCurveLinear,
} NS_SWIFT_NAME(UIView.AnimationCurve);

typedef NS_ENUM(NSInteger, UIUserInterfaceLayoutDirection) {
  UIUserInterfaceLayoutDirectionLeftToRight,
  UIUserInterfaceLayoutDirectionRightToLeft,
};

typedef NS_ENUM(NSInteger, UIViewContentMode) {
  UIViewContentModeScaleToFill,
  UIViewContentModeScaleAspectFit,
  UIViewContentModeScaleAspectFill,
  UIViewContentModeRedraw,
  UIViewContentModeCenter,
} NS_SWIFT_NAME(UIView.ContentMode);

typedef NS_OPTIONS(NSUInteger, UIViewAnimationOptions) {
  UIViewAnimationOptionLayoutSubviews = 1 << 0,
  UIViewAnimationOptionAllowUserInteraction = 1 << 1,
  UIViewAnimationOptionBeginFromCurrentState = 1 << 2,
  UIViewAnimationOptionRepeat = 1 << 3,
  UIViewAnimationOptionAutoreverse = 1 << 4,
  UIViewAnimationOptionOverrideInheritedDuration = 1 << 5,
  UIViewAnimationOptionOverrideInheritedCurve = 1 << 6,
  UIViewAnimationOptionAllowAnimatedContent = 1 << 7,
  UIViewAnimationOptionShowHideTransitionViews = 1 << 8,
  UIViewAnimationOptionOverrideInheritedOptions = 1 << 9,
  UIViewAnimationOptionCurveEaseInOut NS_SWIFT_NAME(curveEaseInOut) = 0 << 16,
  UIViewAnimationOptionCurveEaseIn = 1 << 16,
  UIViewAnimationOptionCurveEaseOut = 2 << 16,
  UIViewAnimationOptionCurveLinear = 3 << 16,
  UIViewAnimationOptionTransitionNone NS_SWIFT_NAME(transitionNone) = 0 << 20,
  UIViewAnimationOptionTransitionFlipFromLeft = 1 << 20,
  UIViewAnimationOptionTransitionFlipFromRight = 2 << 20,
  UIViewAnimationOptionTransitionCurlUp = 3 << 20,
  UIViewAnimationOptionTransitionCurlDown = 4 << 20,
  UIViewAnimationOptionTransitionCrossDissolve = 5 << 20,
  UIViewAnimationOptionTransitionFlipFromTop = 6 << 20,
  UIViewAnimationOptionTransitionFlipFromBottom = 7 << 20,
  UIViewAnimationOptionPreferredFramesPerSecondDefault NS_SWIFT_NAME(preferredFramesPerSecondDefault) = 0 << 24,
  UIViewAnimationOptionPreferredFramesPerSecond60 = 3 << 24,
  UIViewAnimationOptionPreferredFramesPerSecond30 = 7 << 24,
} NS_SWIFT_NAME(UIView.AnimationOptions);

typedef NS_OPTIONS(NSUInteger, UIViewKeyframeAnimationOptions) {
  UIViewKeyframeAnimationOptionLayoutSubviews = UIViewAnimationOptionLayoutSubviews,
  UIViewKeyframeAnimationOptionAllowUserInteraction = UIViewAnimationOptionAllowUserInteraction,
  UIViewKeyframeAnimationOptionBeginFromCurrentState = UIViewAnimationOptionBeginFromCurrentState,
  UIViewKeyframeAnimationOptionRepeat = UIViewAnimationOptionRepeat,
  UIViewKeyframeAnimationOptionAutoreverse = UIViewAnimationOptionAutoreverse,
  UIViewKeyframeAnimationOptionOverrideInheritedDuration = UIViewAnimationOptionOverrideInheritedDuration,
  UIViewKeyframeAnimationOptionOverrideInheritedOptions = UIViewAnimationOptionOverrideInheritedOptions,
  UIViewKeyframeAnimationOptionCalculationModeLinear NS_SWIFT_NAME(calculationModeLinear) = 0 << 10,
  UIViewKeyframeAnimationOptionCalculationModeDiscrete = 1 << 10,
  UIViewKeyframeAnimationOptionCalculationModePaced = 2 << 10,
  UIViewKeyframeAnimationOptionCalculationModeCubic = 3 << 10,
  UIViewKeyframeAnimationOptionCalculationModeCubicPaced = 4 << 10
} NS_SWIFT_NAME(UIView.KeyframeAnimationOptions);

typedef NS_OPTIONS(NSUInteger, UIViewAutoresizing) {
  UIViewAutoresizingNone = 0,
  UIViewAutoresizingFlexibleLeftMargin = 1 << 0,
  UIViewAutoresizingFlexibleWidth = 1 << 1,
  UIViewAutoresizingFlexibleRightMargin = 1 << 2,
  UIViewAutoresizingFlexibleTopMargin = 1 << 3,
  UIViewAutoresizingFlexibleHeight = 1 << 4,
  UIViewAutoresizingFlexibleBottomMargin = 1 << 5
} NS_SWIFT_NAME(UIView.AutoresizingMask);

NS_SWIFT_UI_ACTOR
@interface UIView : UIResponder <NSCoding>
@property (class, nonatomic, readonly) Class layerClass;
- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
@property (nonatomic, getter=isUserInteractionEnabled) BOOL userInteractionEnabled;
@property (nonatomic) UIViewAutoresizing autoresizingMask;
@property (nonatomic) NSInteger tag;
@property (nonatomic, readonly, strong) CALayer *layer;

// UIViewGeometry
@property (nonatomic) CGRect frame;
@property (nonatomic) CGRect bounds;
@property (nonatomic) CGPoint center;
@property (nonatomic) CGAffineTransform transform;
@property (nonatomic) CATransform3D transform3D;
- (CGPoint)convertPoint:(CGPoint)point toView:(nullable UIView *)view NS_SWIFT_NAME(convert(_:to:));
- (CGPoint)convertPoint:(CGPoint)point fromView:(nullable UIView *)view NS_SWIFT_NAME(convert(_:from:));
- (CGRect)convertRect:(CGRect)rect toView:(nullable UIView *)view NS_SWIFT_NAME(convert(_:to:));
- (CGRect)convertRect:(CGRect)rect fromView:(nullable UIView *)view NS_SWIFT_NAME(convert(_:from:));

// UIViewHierarchy
@property (nullable, nonatomic, readonly) UIView *superview;
@property (nonatomic, readonly, copy) NSArray<__kindof UIView *> *subviews;
@property (nullable, nonatomic, readonly) UIWindow *window;
- (void)removeFromSuperview;
- (void)insertSubview:(UIView *)view atIndex:(NSInteger)index NS_SWIFT_NAME(insertSubview(_:at:));
- (void)exchangeSubviewAtIndex:(NSInteger)index1 withSubviewAtIndex:(NSInteger)index2 NS_SWIFT_NAME(exchangeSubview(at:withSubviewAt:));
- (void)addSubview:(UIView *)view;
- (void)insertSubview:(UIView *)view belowSubview:(UIView *)siblingSubview;
- (void)insertSubview:(UIView *)view aboveSubview:(UIView *)siblingSubview;
- (void)bringSubviewToFront:(UIView *)view NS_SWIFT_NAME(bringSubviewToFront(_:));
- (void)sendSubviewToBack:(UIView *)view NS_SWIFT_NAME(sendSubviewToBack(_:));
- (BOOL)isDescendantOfView:(UIView *)view NS_SWIFT_NAME(isDescendant(of:));
- (nullable __kindof UIView *)viewWithTag:(NSInteger)tag NS_SWIFT_NAME(viewWithTag(_:));
- (void)setNeedsLayout;
- (void)layoutIfNeeded;
- (void)layoutSubviews;

// UIViewRendering
@property (nonatomic) BOOL clipsToBounds;
@property (nonatomic, readonly) UIUserInterfaceLayoutDirection effectiveUserInterfaceLayoutDirection;
@property (nullable, nonatomic, copy) UIColor *backgroundColor;
@property (nonatomic) CGFloat alpha;
@property (nonatomic, getter=isOpaque) BOOL opaque;
@property (nonatomic, getter=isHidden) BOOL hidden;
@property (nonatomic) UIViewContentMode contentMode;
@property (nullable, nonatomic, strong) UIView *maskView NS_SWIFT_NAME(mask);
@property (null_resettable, nonatomic, strong) UIColor *tintColor;
- (void)setNeedsDisplay;

// UIViewSnapshotting
- (nullable UIView *)snapshotViewAfterScreenUpdates:(BOOL)afterUpdates;
- (nullable UIView *)resizableSnapshotViewFromRect:(CGRect)rect afterScreenUpdates:(BOOL)afterUpdates withCapInsets:(UIEdgeInsets)capInsets
  NS_SWIFT_NAME(resizableSnapshotView(from:afterScreenUpdates:withCapInsets:));
- (BOOL)drawViewHierarchyInRect:(CGRect)rect afterScreenUpdates:(BOOL)afterUpdates NS_SWIFT_NAME(drawHierarchy(in:afterScreenUpdates:));

// UIViewGestureRecognizers
@property (nullable, nonatomic, copy) NSArray<__kindof UIGestureRecognizer *> *gestureRecognizers;
- (void)addGestureRecognizer:(UIGestureRecognizer *)gestureRecognizer;
- (void)removeGestureRecognizer:(UIGestureRecognizer *)gestureRecognizer;
- (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gestureRecognizer;

// UIViewAnimationWithBlocks
+ (void)animateWithDuration:(NSTimeInterval)duration delay:(NSTimeInterval)delay options:(UIViewAnimationOptions)options
  animations:(void (^)(void))animations completion:(void (^ __nullable)(BOOL finished))completion;
+ (void)animateWithDuration:(NSTimeInterval)duration animations:(void (^)(void))animations
  completion:(void (^ __nullable)(BOOL finished))completion;
+ (void)animateWithDuration:(NSTimeInterval)duration animations:(void (^)(void))animations;
+ (void)animateWithDuration:(NSTimeInterval)duration delay:(NSTimeInterval)delay usingSpringWithDamping:(CGFloat)dampingRatio
  initialSpringVelocity:(CGFloat)velocity options:(UIViewAnimationOptions)options animations:(void (^)(void))animations
  completion:(void (^ __nullable)(BOOL finished))completion;
+ (void)transitionWithView:(UIView *)view duration:(NSTimeInterval)duration options:(UIViewAnimationOptions)options
  animations:(void (^ __nullable)(void))animations completion:(void (^ __nullable)(BOOL finished))completion;
+ (void)transitionFromView:(UIView *)fromView toView:(UIView *)toView duration:(NSTimeInterval)duration
  options:(UIViewAnimationOptions)options completion:(void (^ __nullable)(BOOL finished))completion;
+ (void)performWithoutAnimation:(void (NS_NOESCAPE ^)(void))actionsWithoutAnimation;
@property (class, nonatomic, readonly) BOOL areAnimationsEnabled;
+ (void)setAnimationsEnabled:(BOOL)enabled;
@property (class, nonatomic, readonly) NSTimeInterval inheritedAnimationDuration;

// UIViewKeyframeAnimations
+ (void)animateKeyframesWithDuration:(NSTimeInterval)duration delay:(NSTimeInterval)delay
  options:(UIViewKeyframeAnimationOptions)options animations:(void (^)(void))animations
  completion:(void (^ __nullable)(BOOL finished))completion;
+ (void)addKeyframeWithRelativeStartTime:(double)frameStartTime relativeDuration:(double)frameDuration
  animations:(void (^)(void))animations;
@end

NS_SWIFT_UI_ACTOR
@interface UIWindow : UIView
@property (nullable, nonatomic, strong) UIViewController *rootViewController;
- (void)makeKeyAndVisible;
@end

NS_ASSUME_NONNULL_END
