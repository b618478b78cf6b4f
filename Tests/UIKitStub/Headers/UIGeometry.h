// UIGeometry.h, UIColor.h, UIScreen.h, UIResponder.h, UIBezierPath.h.
NS_ASSUME_NONNULL_BEGIN

typedef NS_OPTIONS(NSUInteger, UIRectEdge) {
  UIRectEdgeNone = 0,
  UIRectEdgeTop = 1 << 0,
  UIRectEdgeLeft = 1 << 1,
  UIRectEdgeBottom = 1 << 2,
  UIRectEdgeRight = 1 << 3,
  UIRectEdgeAll = UIRectEdgeTop | UIRectEdgeLeft | UIRectEdgeBottom | UIRectEdgeRight
};

typedef NS_OPTIONS(NSUInteger, UIRectCorner) {
  UIRectCornerTopLeft = 1 << 0,
  UIRectCornerTopRight = 1 << 1,
  UIRectCornerBottomLeft = 1 << 2,
  UIRectCornerBottomRight = 1 << 3,
  UIRectCornerAllCorners = ~0UL
};

struct UIEdgeInsets { CGFloat top, left, bottom, right; };
typedef struct UIEdgeInsets UIEdgeInsets;
UIKIT_EXTERN const UIEdgeInsets UIEdgeInsetsZero NS_SWIFT_NAME(UIEdgeInsets.zero);

@interface NSValue (UIGeometryKeyedCodingAdditions)
+ (NSValue *)valueWithCGPoint:(CGPoint)point;
+ (NSValue *)valueWithCGSize:(CGSize)size;
+ (NSValue *)valueWithCGRect:(CGRect)rect;
+ (NSValue *)valueWithCGAffineTransform:(CGAffineTransform)transform;
@property (nonatomic, readonly) CGPoint CGPointValue;
@property (nonatomic, readonly) CGRect CGRectValue;
@end

NS_SWIFT_SENDABLE
@interface UIColor : NSObject <NSSecureCoding, NSCopying>
+ (UIColor *)colorWithWhite:(CGFloat)white alpha:(CGFloat)alpha;
+ (UIColor *)colorWithRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha;
- (UIColor *)initWithWhite:(CGFloat)white alpha:(CGFloat)alpha;
- (UIColor *)initWithRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha;
- (UIColor *)initWithCGColor:(CGColorRef)cgColor;
@property (class, nonatomic, readonly) UIColor *blackColor NS_SWIFT_NAME(black);
@property (class, nonatomic, readonly) UIColor *darkGrayColor NS_SWIFT_NAME(darkGray);
@property (class, nonatomic, readonly) UIColor *lightGrayColor NS_SWIFT_NAME(lightGray);
@property (class, nonatomic, readonly) UIColor *whiteColor NS_SWIFT_NAME(white);
@property (class, nonatomic, readonly) UIColor *grayColor NS_SWIFT_NAME(gray);
@property (class, nonatomic, readonly) UIColor *redColor NS_SWIFT_NAME(red);
@property (class, nonatomic, readonly) UIColor *greenColor NS_SWIFT_NAME(green);
@property (class, nonatomic, readonly) UIColor *blueColor NS_SWIFT_NAME(blue);
@property (class, nonatomic, readonly) UIColor *cyanColor NS_SWIFT_NAME(cyan);
@property (class, nonatomic, readonly) UIColor *orangeColor NS_SWIFT_NAME(orange);
@property (class, nonatomic, readonly) UIColor *clearColor NS_SWIFT_NAME(clear);
@property (class, nonatomic, readonly) UIColor *systemBackgroundColor NS_SWIFT_NAME(systemBackground);
@property (class, nonatomic, readonly) UIColor *labelColor NS_SWIFT_NAME(label);
- (UIColor *)colorWithAlphaComponent:(CGFloat)alpha;
@property (nonatomic, readonly) CGColorRef CGColor;
@end

NS_SWIFT_UI_ACTOR
@interface UIScreen : NSObject
@property (class, nonatomic, readonly) UIScreen *mainScreen NS_SWIFT_NAME(main);
@property (nonatomic, readonly) CGRect bounds;
@property (nonatomic, readonly) CGFloat scale;
@end

NS_SWIFT_UI_ACTOR
@interface UIResponder : NSObject
@property (nonatomic, readonly, nullable) UIResponder *nextResponder NS_SWIFT_NAME(next);
@property (nonatomic, readonly) BOOL canBecomeFirstResponder;
- (BOOL)becomeFirstResponder;
- (BOOL)resignFirstResponder;
@end

NS_SWIFT_UI_ACTOR
@interface UITouch : NSObject
@end

NS_SWIFT_UI_ACTOR
@interface UIEvent : NSObject
@end

@interface UIBezierPath : NSObject <NSCopying, NSSecureCoding>
+ (instancetype)bezierPath;
+ (instancetype)bezierPathWithRect:(CGRect)rect;
+ (instancetype)bezierPathWithOvalInRect:(CGRect)rect;
+ (instancetype)bezierPathWithRoundedRect:(CGRect)rect cornerRadius:(CGFloat)cornerRadius;
+ (instancetype)bezierPathWithRoundedRect:(CGRect)rect byRoundingCorners:(UIRectCorner)corners cornerRadii:(CGSize)cornerRadii;
+ (instancetype)bezierPathWithArcCenter:(CGPoint)center radius:(CGFloat)radius startAngle:(CGFloat)startAngle
  endAngle:(CGFloat)endAngle clockwise:(BOOL)clockwise;
+ (instancetype)bezierPathWithCGPath:(CGPathRef)CGPath;
@property (nonatomic) CGPathRef CGPath;
- (void)moveToPoint:(CGPoint)point;
- (void)addLineToPoint:(CGPoint)point;
- (void)addCurveToPoint:(CGPoint)endPoint controlPoint1:(CGPoint)controlPoint1 controlPoint2:(CGPoint)controlPoint2;
- (void)addQuadCurveToPoint:(CGPoint)endPoint controlPoint:(CGPoint)controlPoint;
- (void)closePath NS_SWIFT_NAME(close());
- (void)removeAllPoints;
- (void)appendPath:(UIBezierPath *)bezierPath;
- (void)applyTransform:(CGAffineTransform)transform;
@property (nonatomic, readonly) CGRect bounds;
@property (nonatomic, getter=isEmpty, readonly) BOOL empty;
@end

NS_ASSUME_NONNULL_END
