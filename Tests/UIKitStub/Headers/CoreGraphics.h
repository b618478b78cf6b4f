// CoreGraphics: geometry structs, affine transforms, paths and colours.
// Swift names are the ones the iOS SDK's API notes give these C declarations.
#include "StubMacros.h"
#include <stdbool.h>
#include <stddef.h>

CF_IMPLICIT_BRIDGING_ENABLED
NS_ASSUME_NONNULL_BEGIN

typedef double CGFloat;

struct CGPoint { CGFloat x; CGFloat y; };
typedef struct CGPoint CGPoint;
struct CGSize { CGFloat width; CGFloat height; };
typedef struct CGSize CGSize;
struct CGVector { CGFloat dx; CGFloat dy; };
typedef struct CGVector CGVector;
struct CGRect { CGPoint origin; CGSize size; };
typedef struct CGRect CGRect;
struct CGAffineTransform { CGFloat a, b, c, d; CGFloat tx, ty; };
typedef struct CGAffineTransform CGAffineTransform;

CG_EXTERN const CGPoint CGPointZero CF_SWIFT_NAME(CGPoint.zero);
CG_EXTERN const CGSize CGSizeZero CF_SWIFT_NAME(CGSize.zero);
CG_EXTERN const CGRect CGRectZero CF_SWIFT_NAME(CGRect.zero);
CG_EXTERN const CGRect CGRectNull CF_SWIFT_NAME(CGRect.null);
CG_EXTERN const CGRect CGRectInfinite CF_SWIFT_NAME(CGRect.infinite);

CG_EXTERN CGFloat CGRectGetMinX(CGRect rect) CF_SWIFT_NAME(getter:CGRect.minX(self:));
CG_EXTERN CGFloat CGRectGetMidX(CGRect rect) CF_SWIFT_NAME(getter:CGRect.midX(self:));
CG_EXTERN CGFloat CGRectGetMaxX(CGRect rect) CF_SWIFT_NAME(getter:CGRect.maxX(self:));
CG_EXTERN CGFloat CGRectGetMinY(CGRect rect) CF_SWIFT_NAME(getter:CGRect.minY(self:));
CG_EXTERN CGFloat CGRectGetMidY(CGRect rect) CF_SWIFT_NAME(getter:CGRect.midY(self:));
CG_EXTERN CGFloat CGRectGetMaxY(CGRect rect) CF_SWIFT_NAME(getter:CGRect.maxY(self:));
CG_EXTERN CGFloat CGRectGetWidth(CGRect rect) CF_SWIFT_NAME(getter:CGRect.width(self:));
CG_EXTERN CGFloat CGRectGetHeight(CGRect rect) CF_SWIFT_NAME(getter:CGRect.height(self:));
CG_EXTERN bool CGRectIsNull(CGRect rect) CF_SWIFT_NAME(getter:CGRect.isNull(self:));
CG_EXTERN bool CGRectIsEmpty(CGRect rect) CF_SWIFT_NAME(getter:CGRect.isEmpty(self:));
CG_EXTERN bool CGRectIsInfinite(CGRect rect) CF_SWIFT_NAME(getter:CGRect.isInfinite(self:));
CG_EXTERN CGRect CGRectStandardize(CGRect rect) CF_SWIFT_NAME(getter:CGRect.standardized(self:));
CG_EXTERN CGRect CGRectIntegral(CGRect rect) CF_SWIFT_NAME(getter:CGRect.integral(self:));
CG_EXTERN CGRect CGRectInset(CGRect rect, CGFloat dx, CGFloat dy) CF_SWIFT_NAME(CGRect.insetBy(self:dx:dy:));
CG_EXTERN CGRect CGRectOffset(CGRect rect, CGFloat dx, CGFloat dy) CF_SWIFT_NAME(CGRect.offsetBy(self:dx:dy:));
CG_EXTERN CGRect CGRectUnion(CGRect r1, CGRect r2) CF_SWIFT_NAME(CGRect.union(self:_:));
CG_EXTERN CGRect CGRectIntersection(CGRect r1, CGRect r2) CF_SWIFT_NAME(CGRect.intersection(self:_:));
CG_EXTERN bool CGRectContainsPoint(CGRect rect, CGPoint point) CF_SWIFT_NAME(CGRect.contains(self:_:));
CG_EXTERN bool CGRectContainsRect(CGRect rect1, CGRect rect2) CF_SWIFT_NAME(CGRect.contains(self:_:));
CG_EXTERN bool CGRectIntersectsRect(CGRect rect1, CGRect rect2) CF_SWIFT_NAME(CGRect.intersects(self:_:));
CG_EXTERN bool CGRectEqualToRect(CGRect rect1, CGRect rect2) CF_SWIFT_NAME(CGRect.equalTo(self:_:));

CG_EXTERN const CGAffineTransform CGAffineTransformIdentity CF_SWIFT_NAME(CGAffineTransform.identity);
CG_EXTERN CGAffineTransform CGAffineTransformMake(CGFloat a, CGFloat b, CGFloat c, CGFloat d, CGFloat tx, CGFloat ty)
  CF_SWIFT_NAME(CGAffineTransform.init(a:b:c:d:tx:ty:));
CG_EXTERN CGAffineTransform CGAffineTransformMakeTranslation(CGFloat tx, CGFloat ty)
  CF_SWIFT_NAME(CGAffineTransform.init(translationX:y:));
CG_EXTERN CGAffineTransform CGAffineTransformMakeScale(CGFloat sx, CGFloat sy) CF_SWIFT_NAME(CGAffineTransform.init(scaleX:y:));
CG_EXTERN CGAffineTransform CGAffineTransformMakeRotation(CGFloat angle) CF_SWIFT_NAME(CGAffineTransform.init(rotationAngle:));
CG_EXTERN bool CGAffineTransformIsIdentity(CGAffineTransform t) CF_SWIFT_NAME(getter:CGAffineTransform.isIdentity(self:));
CG_EXTERN CGAffineTransform CGAffineTransformTranslate(CGAffineTransform t, CGFloat tx, CGFloat ty)
  CF_SWIFT_NAME(CGAffineTransform.translatedBy(self:x:y:));
CG_EXTERN CGAffineTransform CGAffineTransformScale(CGAffineTransform t, CGFloat sx, CGFloat sy)
  CF_SWIFT_NAME(CGAffineTransform.scaledBy(self:x:y:));
CG_EXTERN CGAffineTransform CGAffineTransformRotate(CGAffineTransform t, CGFloat angle) CF_SWIFT_NAME(CGAffineTransform.rotated(self:by:));
CG_EXTERN CGAffineTransform CGAffineTransformInvert(CGAffineTransform t) CF_SWIFT_NAME(CGAffineTransform.inverted(self:));
CG_EXTERN CGAffineTransform CGAffineTransformConcat(CGAffineTransform t1, CGAffineTransform t2)
  CF_SWIFT_NAME(CGAffineTransform.concatenating(self:_:));
CG_EXTERN bool CGAffineTransformEqualToTransform(CGAffineTransform t1, CGAffineTransform t2)
  CF_SWIFT_NAME(CGAffineTransform.__equalTo(self:_:));
CG_EXTERN CGPoint CGPointApplyAffineTransform(CGPoint point, CGAffineTransform t) CF_SWIFT_NAME(CGPoint.applying(self:_:));
CG_EXTERN CGSize CGSizeApplyAffineTransform(CGSize size, CGAffineTransform t) CF_SWIFT_NAME(CGSize.applying(self:_:));
CG_EXTERN CGRect CGRectApplyAffineTransform(CGRect rect, CGAffineTransform t) CF_SWIFT_NAME(CGRect.applying(self:_:));

typedef const struct CF_BRIDGED_TYPE(id) CGColor *CGColorRef;
typedef const struct CF_BRIDGED_TYPE(id) CGPath *CGPathRef;
typedef struct CF_BRIDGED_MUTABLE_TYPE(id) CGPath *CGMutablePathRef;

CG_EXTERN CGColorRef CGColorCreateGenericGray(CGFloat gray, CGFloat alpha) CF_SWIFT_NAME(CGColor.init(gray:alpha:));
CG_EXTERN CGColorRef CGColorCreateSRGB(CGFloat red, CGFloat green, CGFloat blue, CGFloat alpha)
  CF_SWIFT_NAME(CGColor.init(red:green:blue:alpha:));
CG_EXTERN CGFloat CGColorGetAlpha(CGColorRef color) CF_SWIFT_NAME(getter:CGColor.alpha(self:));

CG_EXTERN CGMutablePathRef CGPathCreateMutable(void) CF_SWIFT_NAME(CGMutablePath.init());
CG_EXTERN CGPathRef _Nullable CGPathCreateCopy(CGPathRef _Nullable path) CF_SWIFT_NAME(CGPath.copy(self:));
CG_EXTERN CGMutablePathRef _Nullable CGPathCreateMutableCopy(CGPathRef _Nullable path) CF_SWIFT_NAME(CGPath.mutableCopy(self:));
CG_EXTERN CGPathRef CGPathCreateWithRect(CGRect rect, const CGAffineTransform * _Nullable transform)
  CF_SWIFT_NAME(CGPath.init(rect:transform:));
CG_EXTERN CGPathRef CGPathCreateWithEllipseInRect(CGRect rect, const CGAffineTransform * _Nullable transform)
  CF_SWIFT_NAME(CGPath.init(ellipseIn:transform:));
CG_EXTERN CGPathRef CGPathCreateWithRoundedRect(CGRect rect, CGFloat cornerWidth, CGFloat cornerHeight,
  const CGAffineTransform * _Nullable transform) CF_SWIFT_NAME(CGPath.init(roundedRect:cornerWidth:cornerHeight:transform:));
CG_EXTERN void CGPathCloseSubpath(CGMutablePathRef _Nullable path) CF_SWIFT_NAME(CGMutablePath.closeSubpath(self:));
CG_EXTERN bool CGPathIsEmpty(CGPathRef _Nullable path) CF_SWIFT_NAME(getter:CGPath.isEmpty(self:));
CG_EXTERN CGRect CGPathGetBoundingBox(CGPathRef _Nullable path) CF_SWIFT_NAME(getter:CGPath.boundingBox(self:));
CG_EXTERN CGPoint CGPathGetCurrentPoint(CGPathRef _Nullable path) CF_SWIFT_NAME(getter:CGPath.currentPoint(self:));

NS_ASSUME_NONNULL_END
CF_IMPLICIT_BRIDGING_DISABLED
