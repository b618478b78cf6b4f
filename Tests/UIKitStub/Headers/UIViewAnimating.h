// UIViewAnimating.h, UITimingParameters.h, UIViewPropertyAnimator.h.
NS_ASSUME_NONNULL_BEGIN

typedef NS_ENUM(NSInteger, UIViewAnimatingState) {
  UIViewAnimatingStateInactive,
  UIViewAnimatingStateActive,
  UIViewAnimatingStateStopped,
};

typedef NS_ENUM(NSInteger, UIViewAnimatingPosition) {
  UIViewAnimatingPositionEnd,
  UIViewAnimatingPositionStart,
  UIViewAnimatingPositionCurrent,
};

NS_SWIFT_UI_ACTOR
@protocol UIViewAnimating <NSObject>
@property (nonatomic, readonly) UIViewAnimatingState state;
@property (nonatomic, readonly, getter=isRunning) BOOL running;
@property (nonatomic, getter=isReversed) BOOL reversed;
@property (nonatomic) CGFloat fractionComplete;
- (void)startAnimation;
- (void)startAnimationAfterDelay:(NSTimeInterval)delay NS_SWIFT_NAME(startAnimation(afterDelay:));
- (void)pauseAnimation;
- (void)stopAnimation:(BOOL)withoutFinishing;
- (void)finishAnimationAtPosition:(UIViewAnimatingPosition)finalPosition NS_SWIFT_NAME(finishAnimation(at:));
@end

typedef NS_ENUM(NSInteger, UITimingCurveType) {
  UITimingCurveTypeBuiltin,
  UITimingCurveTypeCubic,
  UITimingCurveTypeSpring,
  UITimingCurveTypeComposed,
};

@class UICubicTimingParameters;
@class UISpringTimingParameters;

NS_SWIFT_UI_ACTOR
@protocol UITimingCurveProvider <NSCoding, NSCopying>
@property (nonatomic, readonly) UITimingCurveType timingCurveType;
@property (nullable, nonatomic, readonly) UICubicTimingParameters *cubicTimingParameters;
@property (nullable, nonatomic, readonly) UISpringTimingParameters *springTimingParameters;
@end

@protocol UIViewImplicitlyAnimating <UIViewAnimating>
@optional
- (void)addAnimations:(void (^)(void))animation delayFactor:(CGFloat)delayFactor;
- (void)addAnimations:(void (^)(void))animation;
- (void)addCompletion:(void (^)(UIViewAnimatingPosition finalPosition))completion;
- (void)continueAnimationWithTimingParameters:(nullable id <UITimingCurveProvider>)parameters durationFactor:(CGFloat)durationFactor;
@end

NS_SWIFT_UI_ACTOR
@interface UICubicTimingParameters : NSObject <UITimingCurveProvider>
@property (nonatomic, readonly) UIViewAnimationCurve animationCurve;
@property (nonatomic, readonly) CGPoint controlPoint1;
@property (nonatomic, readonly) CGPoint controlPoint2;
- (instancetype)init NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithAnimationCurve:(UIViewAnimationCurve)curve NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithControlPoint1:(CGPoint)point1 controlPoint2:(CGPoint)point2 NS_DESIGNATED_INITIALIZER;
@end

NS_SWIFT_UI_ACTOR
@interface UISpringTimingParameters : NSObject <UITimingCurveProvider>
@property (nonatomic, readonly) CGVector initialVelocity;
- (instancetype)init NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithDampingRatio:(CGFloat)ratio initialVelocity:(CGVector)velocity NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithMass:(CGFloat)mass stiffness:(CGFloat)stiffness damping:(CGFloat)damping initialVelocity:(CGVector)velocity
  NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithDampingRatio:(CGFloat)ratio;
- (instancetype)initWithDuration:(NSTimeInterval)duration bounce:(CGFloat)bounce initialVelocity:(CGVector)velocity;
- (instancetype)initWithDuration:(NSTimeInterval)duration bounce:(CGFloat)bounce;
@end

NS_SWIFT_UI_ACTOR
@interface UIViewPropertyAnimator : NSObject <UIViewImplicitlyAnimating, NSCopying>
@property (nullable, nonatomic, copy, readonly) id <UITimingCurveProvider> timingParameters;
@property (nonatomic, readonly) NSTimeInterval duration;
@property (nonatomic, readonly) NSTimeInterval delay;
@property (nonatomic, getter=isUserInteractionEnabled) BOOL userInteractionEnabled;
@property (nonatomic, getter=isInterruptible) BOOL interruptible;
@property (nonatomic) BOOL scrubsLinearly;
@property (nonatomic) BOOL pausesOnCompletion;
- (instancetype)initWithDuration:(NSTimeInterval)duration timingParameters:(id <UITimingCurveProvider>)parameters
  NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithDuration:(NSTimeInterval)duration curve:(UIViewAnimationCurve)curve
  animations:(void (^ __nullable)(void))animations;
- (instancetype)initWithDuration:(NSTimeInterval)duration controlPoint1:(CGPoint)point1 controlPoint2:(CGPoint)point2
  animations:(void (^ __nullable)(void))animations;
- (instancetype)initWithDuration:(NSTimeInterval)duration dampingRatio:(CGFloat)ratio
  animations:(void (^ __nullable)(void))animations;
+ (instancetype)runningPropertyAnimatorWithDuration:(NSTimeInterval)duration delay:(NSTimeInterval)delay
  options:(UIViewAnimationOptions)options animations:(void (^)(void))animations
  completion:(void (^ __nullable)(UIViewAnimatingPosition finalPosition))completion;
- (void)addAnimations:(void (^)(void))animation delayFactor:(CGFloat)delayFactor;
- (void)addAnimations:(void (^)(void))animation;
- (void)addCompletion:(void (^)(UIViewAnimatingPosition finalPosition))completion;
- (void)continueAnimationWithTimingParameters:(nullable id <UITimingCurveProvider>)parameters durationFactor:(CGFloat)durationFactor;
@end

NS_ASSUME_NONNULL_END
