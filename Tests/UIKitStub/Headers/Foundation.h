// Foundation: the classes the UIKit and QuartzCore declarations mention.
#include "StubMacros.h"
@import ObjectiveC;

NS_ASSUME_NONNULL_BEGIN

typedef double NSTimeInterval NS_SWIFT_NAME(TimeInterval);
typedef struct _NSZone NSZone;

@class NSCoder;

@protocol NSCopying
- (id)copyWithZone:(nullable NSZone *)zone;
@end

@protocol NSCoding
- (void)encodeWithCoder:(NSCoder *)coder;
- (nullable instancetype)initWithCoder:(NSCoder *)coder;
@end

@protocol NSSecureCoding <NSCoding>
@property (class, readonly) BOOL supportsSecureCoding;
@end

__attribute__((swift_bridge("Swift.String")))
@interface NSString : NSObject <NSCopying, NSSecureCoding>
@property (readonly) NSUInteger length;
@end

__attribute__((swift_bridge("Swift.Array")))
@interface NSArray<__covariant ObjectType> : NSObject <NSCopying, NSSecureCoding>
@property (readonly) NSUInteger count;
@end

__attribute__((swift_bridge("Swift.Dictionary")))
@interface NSDictionary<__covariant KeyType, __covariant ObjectType> : NSObject <NSCopying, NSSecureCoding>
@property (readonly) NSUInteger count;
@end

@interface NSValue : NSObject <NSCopying, NSSecureCoding>
@end

@interface NSNumber : NSValue
- (NSNumber *)initWithDouble:(double)value NS_SWIFT_NAME(init(value:)) NS_DESIGNATED_INITIALIZER;
- (NSNumber *)initWithInteger:(NSInteger)value NS_SWIFT_NAME(init(value:)) NS_DESIGNATED_INITIALIZER;
- (NSNumber *)initWithBool:(BOOL)value NS_SWIFT_NAME(init(value:)) NS_DESIGNATED_INITIALIZER;
@property (readonly) double doubleValue;
@property (readonly) NSInteger integerValue;
@property (readonly) BOOL boolValue;
@end

@interface NSCoder : NSObject
@end

@interface NSBundle : NSObject
@property (class, readonly, strong) NSBundle *mainBundle NS_SWIFT_NAME(main);
@end

NS_SWIFT_NAME(Thread)
@interface NSThread : NSObject
@property (class, readonly) BOOL isMainThread;
@end

NS_ASSUME_NONNULL_END
