// Swift overlay of the ObjectiveC stub module: the Swift types the compiler maps SEL and BOOL to,
// and NSObject's Equatable and Hashable conformances. Bodies never run; only the declarations matter.
@_exported import ObjectiveC

/// What `#selector(...)` produces; the compiler looks it up in this module by name.
@frozen
public struct Selector: ExpressibleByStringLiteral, Hashable, Sendable {
  private let name: String
  public init(_ name: String) { self.name = name }
  public init(stringLiteral value: String) { self.name = value }
}

/// Objective-C's BOOL where it cannot be imported as Bool (pointers to BOOL).
@frozen
public struct ObjCBool: ExpressibleByBooleanLiteral, Sendable {
  private var value: Int8
  public init(_ value: Bool) { self.value = value ? 1 : 0 }
  public init(booleanLiteral value: Bool) { self.init(value) }
  public var boolValue: Bool { value != 0 }
}

extension NSObject: Equatable, Hashable {
  public static func == (lhs: NSObject, rhs: NSObject) -> Bool { fatalError("type-check stub") }
  public func hash(into hasher: inout Hasher) { fatalError("type-check stub") }
}

// Conversions SILGen looks up by name when a Bool crosses into an Objective-C BOOL.
public func _convertBoolToObjCBool(_ x: Bool) -> ObjCBool { ObjCBool(x) }
public func _convertObjCBoolToBool(_ x: ObjCBool) -> Bool { x.boolValue }
