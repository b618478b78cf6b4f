// The SDK macros the stub headers use, spelled as the iOS SDK expands them.
#ifndef STUB_MACROS_H
#define STUB_MACROS_H

#define __nullable _Nullable
#define __nonnull _Nonnull
#define NS_SWIFT_NAME(_name) __attribute__((swift_name(#_name)))
#define NS_SWIFT_UI_ACTOR __attribute__((swift_attr("@UIActor")))
#define NS_SWIFT_SENDABLE __attribute__((swift_attr("@Sendable")))
#define NS_SWIFT_NONISOLATED __attribute__((swift_attr("nonisolated")))
#define NS_DESIGNATED_INITIALIZER __attribute__((objc_designated_initializer))
#define NS_NOESCAPE __attribute__((noescape))
#define NS_UNAVAILABLE __attribute__((unavailable))
#define NS_ROOT_CLASS __attribute__((objc_root_class))
#define NS_REFINED_FOR_SWIFT __attribute__((swift_private))
#define NS_TYPED_ENUM __attribute__((swift_wrapper(struct)))
#define NS_TYPED_EXTENSIBLE_ENUM __attribute__((swift_wrapper(struct)))
#define NS_ENUM(_type, _name) enum __attribute__((enum_extensibility(open))) _name : _type _name; \
  enum __attribute__((enum_extensibility(open))) _name : _type
#define NS_CLOSED_ENUM(_type, _name) enum __attribute__((enum_extensibility(closed))) _name : _type _name; \
  enum __attribute__((enum_extensibility(closed))) _name : _type
#define NS_OPTIONS(_type, _name) enum __attribute__((flag_enum, enum_extensibility(open))) _name : _type _name; \
  enum __attribute__((flag_enum, enum_extensibility(open))) _name : _type
#define NS_ASSUME_NONNULL_BEGIN _Pragma("clang assume_nonnull begin")
#define NS_ASSUME_NONNULL_END _Pragma("clang assume_nonnull end")
#define CF_IMPLICIT_BRIDGING_ENABLED _Pragma("clang arc_cf_code_audited begin")
#define CF_IMPLICIT_BRIDGING_DISABLED _Pragma("clang arc_cf_code_audited end")
#define CF_BRIDGED_TYPE(T) __attribute__((objc_bridge(T)))
#define CF_BRIDGED_MUTABLE_TYPE(T) __attribute__((objc_bridge_mutable(T)))
#define CF_SWIFT_NAME(_name) __attribute__((swift_name(#_name)))
#define CF_RETURNS_RETAINED __attribute__((cf_returns_retained))
#define API_AVAILABLE(...)
#define API_DEPRECATED(...)
#define NS_EXTENSIBLE_STRING_ENUM NS_TYPED_EXTENSIBLE_ENUM
#define UIKIT_EXTERN extern
#define CA_EXTERN extern
#define CG_EXTERN extern
#define FOUNDATION_EXPORT extern

#endif
