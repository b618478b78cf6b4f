// Swift overlay of the CoreGraphics stub module: CGFloat (the type the importer maps the C typedef to,
// and the one SE-0307 converts to and from Double implicitly) and the Swift-only geometry API.
@_exported import CoreGraphics

@frozen
public struct CGFloat: Sendable {
  public typealias NativeType = Double
  public var native: NativeType
  @_transparent public init() { native = 0 }
  @_transparent public init(_ value: Float) { native = Double(value) }
  @_transparent public init(_ value: Double) { native = value }
  #if !(os(Windows) || os(Android)) && (arch(i386) || arch(x86_64))
  @_transparent public init(_ value: Float80) { native = Double(value) }
  #endif
  @_transparent public init(_ value: CGFloat) { native = value.native }
  @_transparent public init(_ value: Int) { native = Double(value) }
  @_transparent public init<Source: BinaryInteger>(_ value: Source) { native = Double(value) }
  public init?<Source: BinaryInteger>(exactly value: Source) {
    guard let d = Double(exactly: value) else { return nil }
    native = d
  }
}

extension CGFloat: BinaryFloatingPoint {
  public typealias RawSignificand = UInt64
  public typealias RawExponent = UInt
  public typealias Exponent = Int
  public typealias Magnitude = CGFloat
  public typealias Stride = CGFloat

  public init(sign: FloatingPointSign, exponentBitPattern: UInt, significandBitPattern: UInt64) {
    native = Double(sign: sign, exponentBitPattern: exponentBitPattern, significandBitPattern: significandBitPattern)
  }
  public init(sign: FloatingPointSign, exponent: Int, significand: CGFloat) {
    native = Double(sign: sign, exponent: exponent, significand: significand.native)
  }
  public init(integerLiteral value: Int) { native = Double(value) }
  public init(floatLiteral value: Double) { native = value }

  public static var exponentBitCount: Int { Double.exponentBitCount }
  public static var significandBitCount: Int { Double.significandBitCount }
  public var exponentBitPattern: UInt { native.exponentBitPattern }
  public var significandBitPattern: UInt64 { native.significandBitPattern }
  public var binade: CGFloat { CGFloat(native.binade) }
  public var significandWidth: Int { native.significandWidth }

  public static var nan: CGFloat { CGFloat(Double.nan) }
  public static var signalingNaN: CGFloat { CGFloat(Double.signalingNaN) }
  public static var infinity: CGFloat { CGFloat(Double.infinity) }
  public static var greatestFiniteMagnitude: CGFloat { CGFloat(Double.greatestFiniteMagnitude) }
  public static var pi: CGFloat { CGFloat(Double.pi) }
  public static var leastNormalMagnitude: CGFloat { CGFloat(Double.leastNormalMagnitude) }
  public static var leastNonzeroMagnitude: CGFloat { CGFloat(Double.leastNonzeroMagnitude) }
  public var ulp: CGFloat { CGFloat(native.ulp) }
  public var sign: FloatingPointSign { native.sign }
  public var exponent: Int { native.exponent }
  public var significand: CGFloat { CGFloat(native.significand) }
  public var nextUp: CGFloat { CGFloat(native.nextUp) }
  public var magnitude: CGFloat { CGFloat(native.magnitude) }
  public var isNormal: Bool { native.isNormal }
  public var isFinite: Bool { native.isFinite }
  public var isZero: Bool { native.isZero }
  public var isSubnormal: Bool { native.isSubnormal }
  public var isInfinite: Bool { native.isInfinite }
  public var isNaN: Bool { native.isNaN }
  public var isSignalingNaN: Bool { native.isSignalingNaN }
  public var isCanonical: Bool { native.isCanonical }

  public static func + (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native + rhs.native) }
  public static func - (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native - rhs.native) }
  public static func * (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native * rhs.native) }
  public static func / (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native / rhs.native) }
  public static func += (lhs: inout CGFloat, rhs: CGFloat) { lhs.native += rhs.native }
  public static func -= (lhs: inout CGFloat, rhs: CGFloat) { lhs.native -= rhs.native }
  public static func *= (lhs: inout CGFloat, rhs: CGFloat) { lhs.native *= rhs.native }
  public static func /= (lhs: inout CGFloat, rhs: CGFloat) { lhs.native /= rhs.native }
  public mutating func formRemainder(dividingBy other: CGFloat) { native.formRemainder(dividingBy: other.native) }
  public mutating func formTruncatingRemainder(dividingBy other: CGFloat) {
    native.formTruncatingRemainder(dividingBy: other.native)
  }
  public mutating func formSquareRoot() { native.formSquareRoot() }
  public mutating func addProduct(_ lhs: CGFloat, _ rhs: CGFloat) { native.addProduct(lhs.native, rhs.native) }
  public mutating func round(_ rule: FloatingPointRoundingRule) { native.round(rule) }
  public func isEqual(to other: CGFloat) -> Bool { native.isEqual(to: other.native) }
  public func isLess(than other: CGFloat) -> Bool { native.isLess(than: other.native) }
  public func isLessThanOrEqualTo(_ other: CGFloat) -> Bool { native.isLessThanOrEqualTo(other.native) }
  public func isTotallyOrdered(belowOrEqualTo other: CGFloat) -> Bool {
    native.isTotallyOrdered(belowOrEqualTo: other.native)
  }
  public func distance(to other: CGFloat) -> CGFloat { CGFloat(native.distance(to: other.native)) }
  public func advanced(by amount: CGFloat) -> CGFloat { CGFloat(native.advanced(by: amount.native)) }
  public func hash(into hasher: inout Hasher) { native.hash(into: &hasher) }
}

extension CGFloat: CustomStringConvertible, CustomDebugStringConvertible {
  public var description: String { native.description }
  public var debugDescription: String { native.debugDescription }
}

extension Double {
  @_transparent public init(_ value: CGFloat) { self = value.native }
}

extension Float {
  @_transparent public init(_ value: CGFloat) { self = Float(value.native) }
}

extension Int {
  @_transparent public init(_ value: CGFloat) { self = Int(value.native) }
}

extension CGPoint: Equatable {
  public init(x: Int, y: Int) { self.init(x: CGFloat(x), y: CGFloat(y)) }
  public init(x: Double, y: Double) { self.init(x: CGFloat(x), y: CGFloat(y)) }
  public static func == (lhs: CGPoint, rhs: CGPoint) -> Bool { lhs.x == rhs.x && lhs.y == rhs.y }
}

extension CGSize: Equatable {
  public init(width: Int, height: Int) { self.init(width: CGFloat(width), height: CGFloat(height)) }
  public init(width: Double, height: Double) { self.init(width: CGFloat(width), height: CGFloat(height)) }
  public static func == (lhs: CGSize, rhs: CGSize) -> Bool { lhs.width == rhs.width && lhs.height == rhs.height }
}

extension CGVector: Equatable {
  public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
  public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
  public static func == (lhs: CGVector, rhs: CGVector) -> Bool { lhs.dx == rhs.dx && lhs.dy == rhs.dy }
}

extension CGRect: Equatable {
  public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
    self.init(origin: CGPoint(x: x, y: y), size: CGSize(width: width, height: height))
  }
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: CGPoint(x: x, y: y), size: CGSize(width: width, height: height))
  }
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.init(origin: CGPoint(x: x, y: y), size: CGSize(width: width, height: height))
  }
  public static func == (lhs: CGRect, rhs: CGRect) -> Bool { lhs.equalTo(rhs) }
}

extension CGAffineTransform: Equatable {
  public static func == (lhs: CGAffineTransform, rhs: CGAffineTransform) -> Bool { lhs.__equalTo(rhs) }
}

extension CGMutablePath {
  public func move(to point: CGPoint, transform: CGAffineTransform = .identity) { fatalError("type-check stub") }
  public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) { fatalError("type-check stub") }
  public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
    fatalError("type-check stub")
  }
  public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
    fatalError("type-check stub")
  }
  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
    fatalError("type-check stub")
  }
  public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) { fatalError("type-check stub") }
  public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) { fatalError("type-check stub") }
  public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                             transform: CGAffineTransform = .identity) { fatalError("type-check stub") }
  public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) { fatalError("type-check stub") }
}
