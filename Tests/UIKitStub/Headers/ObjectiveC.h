// objc/objc.h, objc/NSObject.h: the root class and protocol.
#include "StubMacros.h"

NS_ASSUME_NONNULL_BEGIN

typedef signed char BOOL;
typedef struct objc_selector *SEL;
typedef long NSInteger;
typedef unsigned long NSUInteger;

@class NSString;
@class Protocol;

@protocol NSObject
- (BOOL)isEqual:(nullable id)object;
@property (readonly) NSUInteger hash;
@property (readonly) Class superclass;
- (instancetype)self;
- (BOOL)isKindOfClass:(Class)aClass;
- (BOOL)isMemberOfClass:(Class)aClass;
- (BOOL)conformsToProtocol:(Protocol *)aProtocol;
- (BOOL)respondsToSelector:(SEL _Null_unspecified)aSelector;
@property (readonly, copy) NSString *description;
@optional
@property (readonly, copy) NSString *debugDescription;
@end

NS_ROOT_CLASS
@interface NSObject <NSObject> {
  Class isa;
}
+ (void)load;
+ (void)initialize;
- (instancetype)init NS_DESIGNATED_INITIALIZER;
+ (instancetype)new;
+ (instancetype)alloc;
- (id)copy;
- (id)mutableCopy;
+ (BOOL)instancesRespondToSelector:(SEL _Null_unspecified)aSelector;
- (nullable id)forwardingTargetForSelector:(SEL _Null_unspecified)aSelector;
+ (BOOL)conformsToProtocol:(Protocol *)protocol;
@end

NS_ASSUME_NONNULL_END
