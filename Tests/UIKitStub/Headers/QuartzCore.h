// QuartzCore (Core Animation): layers, layer animations, timing and transactions.
// Nothing here is main-actor isolated, as in the iOS SDK.
#include "StubMacros.h"
@import Foundation;
@import CoreGraphics;

NS_ASSUME_NONNULL_BEGIN

typedef double CFTimeInterval;

CA_EXTERN CFTimeInterval CACurrentMediaTime(void);

struct CATransform3D {
  CGFloat m11, m12, m13, m14;
  CGFloat m21, m22, m23, m24;
  CGFloat m31, m32, m33, m34;
  CGFloat m41, m42, m43, m44;
};
typedef struct CATransform3D CATransform3D;

CA_EXTERN const CATransform3D CATransform3DIdentity;
CA_EXTERN bool CATransform3DIsIdentity(CATransform3D t);
CA_EXTERN bool CATransform3DEqualToTransform(CATransform3D a, CATransform3D b);
CA_EXTERN CATransform3D CATransform3DMakeTranslation(CGFloat tx, CGFloat ty, CGFloat tz);
CA_EXTERN CATransform3D CATransform3DMakeScale(CGFloat sx, CGFloat sy, CGFloat sz);
CA_EXTERN CATransform3D CATransform3DMakeRotation(CGFloat angle, CGFloat x, CGFloat y, CGFloat z);
CA_EXTERN CATransform3D CATransform3DTranslate(CATransform3D t, CGFloat tx, CGFloat ty, CGFloat tz);
CA_EXTERN CATransform3D CATransform3DScale(CATransform3D t, CGFloat sx, CGFloat sy, CGFloat sz);
CA_EXTERN CATransform3D CATransform3DRotate(CATransform3D t, CGFloat angle, CGFloat x, CGFloat y, CGFloat z);
CA_EXTERN CATransform3D CATransform3DConcat(CATransform3D a, CATransform3D b);
CA_EXTERN CATransform3D CATransform3DInvert(CATransform3D t);
CA_EXTERN CATransform3D CATransform3DMakeAffineTransform(CGAffineTransform m);
CA_EXTERN bool CATransform3DIsAffine(CATransform3D t);
CA_EXTERN CGAffineTransform CATransform3DGetAffineTransform(CATransform3D t);

@interface NSValue (CATransform3DAdditions)
+ (NSValue *)valueWithCATransform3D:(CATransform3D)t;
@property (readonly) CATransform3D CATransform3DValue;
@end

typedef NSString * CALayerCornerCurve NS_TYPED_ENUM;
CA_EXTERN CALayerCornerCurve const kCACornerCurveCircular NS_SWIFT_NAME(circular);
CA_EXTERN CALayerCornerCurve const kCACornerCurveContinuous NS_SWIFT_NAME(continuous);
typedef NSString * CAMediaTimingFillMode NS_TYPED_ENUM;
CA_EXTERN CAMediaTimingFillMode const kCAFillModeForwards NS_SWIFT_NAME(forwards);
CA_EXTERN CAMediaTimingFillMode const kCAFillModeBackwards NS_SWIFT_NAME(backwards);
CA_EXTERN CAMediaTimingFillMode const kCAFillModeBoth NS_SWIFT_NAME(both);
CA_EXTERN CAMediaTimingFillMode const kCAFillModeRemoved NS_SWIFT_NAME(removed);

typedef NSString * CAMediaTimingFunctionName NS_TYPED_ENUM;
CA_EXTERN CAMediaTimingFunctionName const kCAMediaTimingFunctionLinear NS_SWIFT_NAME(linear);
CA_EXTERN CAMediaTimingFunctionName const kCAMediaTimingFunctionEaseIn NS_SWIFT_NAME(easeIn);
CA_EXTERN CAMediaTimingFunctionName const kCAMediaTimingFunctionEaseOut NS_SWIFT_NAME(easeOut);
CA_EXTERN CAMediaTimingFunctionName const kCAMediaTimingFunctionEaseInEaseOut NS_SWIFT_NAME(easeInEaseOut);
CA_EXTERN CAMediaTimingFunctionName const kCAMediaTimingFunctionDefault NS_SWIFT_NAME(default);

typedef NSString * CAAnimationCalculationMode NS_TYPED_ENUM;
CA_EXTERN CAAnimationCalculationMode const kCAAnimationLinear NS_SWIFT_NAME(linear);
CA_EXTERN CAAnimationCalculationMode const kCAAnimationDiscrete NS_SWIFT_NAME(discrete);
CA_EXTERN CAAnimationCalculationMode const kCAAnimationPaced NS_SWIFT_NAME(paced);
CA_EXTERN CAAnimationCalculationMode const kCAAnimationCubic NS_SWIFT_NAME(cubic);
CA_EXTERN CAAnimationCalculationMode const kCAAnimationCubicPaced NS_SWIFT_NAME(cubicPaced);

typedef NSString * CAShapeLayerFillRule NS_TYPED_ENUM;
CA_EXTERN CAShapeLayerFillRule const kCAFillRuleNonZero NS_SWIFT_NAME(nonZero);
CA_EXTERN CAShapeLayerFillRule const kCAFillRuleEvenOdd NS_SWIFT_NAME(evenOdd);

@protocol CAMediaTiming
@property CFTimeInterval beginTime;
@property CFTimeInterval duration;
@property float speed;
@property CFTimeInterval timeOffset;
@property float repeatCount;
@property CFTimeInterval repeatDuration;
@property BOOL autoreverses;
@property (copy) CAMediaTimingFillMode fillMode;
@end

@protocol CAAction
- (void)runActionForKey:(NSString *)event object:(id)anObject arguments:(nullable NSDictionary *)dict;
@end

@class CAAnimation;

@interface CALayer : NSObject <NSSecureCoding, CAMediaTiming>
+ (instancetype)layer;
- (instancetype)init NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithLayer:(id)layer NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)presentationLayer NS_SWIFT_NAME(presentation());
- (instancetype)modelLayer NS_SWIFT_NAME(model());
@property CGRect bounds;
@property CGPoint position;
@property CGFloat zPosition;
@property CGPoint anchorPoint;
@property CATransform3D transform;
- (CGAffineTransform)affineTransform;
- (void)setAffineTransform:(CGAffineTransform)m;
@property CGRect frame;
@property (getter=isHidden) BOOL hidden;
@property (nullable, readonly) CALayer *superlayer;
- (CGPoint)convertPoint:(CGPoint)p fromLayer:(nullable CALayer *)l;
- (CGRect)convertRect:(CGRect)r fromLayer:(nullable CALayer *)l;
- (void)removeFromSuperlayer;
@property (nullable, copy) NSArray<__kindof CALayer *> *sublayers;
- (void)addSublayer:(CALayer *)layer;
- (void)insertSublayer:(CALayer *)layer atIndex:(unsigned)idx;
- (void)insertSublayer:(CALayer *)layer below:(nullable CALayer *)sibling;
- (void)insertSublayer:(CALayer *)layer above:(nullable CALayer *)sibling;
- (void)replaceSublayer:(CALayer *)oldLayer with:(CALayer *)newLayer;
@property (nullable, strong) CALayer *mask;
@property BOOL masksToBounds;
@property (nullable, strong) id contents;
@property (nullable) CGColorRef backgroundColor;
@property CGFloat cornerRadius;
@property (copy) CALayerCornerCurve cornerCurve;
@property CGFloat borderWidth;
@property (nullable) CGColorRef borderColor;
@property float opacity;
@property (nullable) CGColorRef shadowColor;
@property float shadowOpacity;
@property CGSize shadowOffset;
@property CGFloat shadowRadius;
@property (nullable) CGPathRef shadowPath;
- (void)setNeedsDisplay;
- (void)setNeedsLayout;
- (void)layoutIfNeeded;
- (void)addAnimation:(CAAnimation *)anim forKey:(nullable NSString *)key;
- (void)removeAllAnimations;
- (void)removeAnimationForKey:(NSString *)key;
- (nullable NSArray<NSString *> *)animationKeys;
- (nullable __kindof CAAnimation *)animationForKey:(NSString *)key;
@property (nullable, copy) NSString *name;
@end

@interface CAShapeLayer : CALayer
@property (nullable) CGPathRef path;
@property (nullable) CGColorRef fillColor;
@property (copy) CAShapeLayerFillRule fillRule;
@property (nullable) CGColorRef strokeColor;
@property CGFloat strokeStart;
@property CGFloat strokeEnd;
@property CGFloat lineWidth;
@end

@interface CAMediaTimingFunction : NSObject <NSSecureCoding>
+ (instancetype)functionWithName:(CAMediaTimingFunctionName)name;
+ (instancetype)functionWithControlPoints:(float)c1x :(float)c1y :(float)c2x :(float)c2y;
- (instancetype)initWithControlPoints:(float)c1x :(float)c1y :(float)c2x :(float)c2y;
- (void)getControlPointAtIndex:(size_t)idx values:(float[_Nonnull 2])ptr;
@end

@protocol CAAnimationDelegate <NSObject>
@optional
- (void)animationDidStart:(CAAnimation *)anim;
- (void)animationDidStop:(CAAnimation *)anim finished:(BOOL)flag;
@end

@interface CAAnimation : NSObject <NSSecureCoding, NSCopying, CAMediaTiming, CAAction>
+ (instancetype)animation;
+ (nullable id)defaultValueForKey:(NSString *)key;
@property (nullable, strong) CAMediaTimingFunction *timingFunction;
@property (nullable, strong) id <CAAnimationDelegate> delegate;
@property (getter=isRemovedOnCompletion) BOOL removedOnCompletion;
@end

@interface CAPropertyAnimation : CAAnimation
+ (instancetype)animationWithKeyPath:(nullable NSString *)path;
@property (nullable, copy) NSString *keyPath;
@property (getter=isAdditive) BOOL additive;
@property (getter=isCumulative) BOOL cumulative;
@end

@interface CABasicAnimation : CAPropertyAnimation
@property (nullable, strong) id fromValue;
@property (nullable, strong) id toValue;
@property (nullable, strong) id byValue;
@end

@interface CAKeyframeAnimation : CAPropertyAnimation
@property (nullable, copy) NSArray *values;
@property (nullable) CGPathRef path;
@property (nullable, copy) NSArray<NSNumber *> *keyTimes;
@property (nullable, copy) NSArray<CAMediaTimingFunction *> *timingFunctions;
@property (copy) CAAnimationCalculationMode calculationMode;
@end

@interface CASpringAnimation : CABasicAnimation
- (instancetype)initWithPerceptualDuration:(CFTimeInterval)perceptualDuration bounce:(CGFloat)bounce;
@property CGFloat mass;
@property CGFloat stiffness;
@property CGFloat damping;
@property CGFloat initialVelocity;
@property BOOL allowsOverdamping;
@property (readonly) CFTimeInterval settlingDuration;
@property (readonly) CFTimeInterval perceptualDuration;
@property (readonly) CGFloat bounce;
@end

@interface CAAnimationGroup : CAAnimation
@property (nullable, copy) NSArray<CAAnimation *> *animations;
@end

@interface CATransaction : NSObject
+ (void)begin;
+ (void)commit;
+ (void)flush;
+ (void)lock;
+ (void)unlock;
+ (CFTimeInterval)animationDuration;
+ (void)setAnimationDuration:(CFTimeInterval)dur;
+ (nullable CAMediaTimingFunction *)animationTimingFunction;
+ (void)setAnimationTimingFunction:(nullable CAMediaTimingFunction *)function;
+ (BOOL)disableActions;
+ (void)setDisableActions:(BOOL)flag;
+ (nullable void (^)(void))completionBlock;
+ (void)setCompletionBlock:(nullable void (^)(void))block;
@end

NS_ASSUME_NONNULL_END
