// Swift overlay of the Foundation stub module: the bridging conformances that make the importer
// show NSString as String, NSArray as Array and NSDictionary as Dictionary, and NSNumber literals.
// Bodies never run; only the declarations matter.
@_exported import Foundation

extension String: _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSString { fatalError("type-check stub") }
  public static func _forceBridgeFromObjectiveC(_ source: NSString, result: inout String?) { fatalError("type-check stub") }
  public static func _conditionallyBridgeFromObjectiveC(_ source: NSString, result: inout String?) -> Bool {
    fatalError("type-check stub")
  }
  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSString?) -> String { fatalError("type-check stub") }
}

extension Array: _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSArray { fatalError("type-check stub") }
  public static func _forceBridgeFromObjectiveC(_ source: NSArray, result: inout Array?) { fatalError("type-check stub") }
  public static func _conditionallyBridgeFromObjectiveC(_ source: NSArray, result: inout Array?) -> Bool {
    fatalError("type-check stub")
  }
  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSArray?) -> Array { fatalError("type-check stub") }
}

extension Dictionary: _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSDictionary { fatalError("type-check stub") }
  public static func _forceBridgeFromObjectiveC(_ source: NSDictionary, result: inout Dictionary?) {
    fatalError("type-check stub")
  }
  public static func _conditionallyBridgeFromObjectiveC(_ source: NSDictionary, result: inout Dictionary?) -> Bool {
    fatalError("type-check stub")
  }
  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSDictionary?) -> Dictionary {
    fatalError("type-check stub")
  }
}

extension NSNumber: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral {
  public required convenience init(integerLiteral value: Int) { fatalError("type-check stub") }
  public required convenience init(floatLiteral value: Double) { fatalError("type-check stub") }
  public required convenience init(booleanLiteral value: Bool) { fatalError("type-check stub") }
}
