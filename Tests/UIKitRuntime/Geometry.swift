// CoreGraphics, QuartzCore values and the little of Foundation/ObjectiveC that emitted code names,
// declared here so that `import UIKit` brings exactly the SDK's spellings and nothing of Linux
// Foundation (whose NSObject and CGFloat would otherwise compete). Values convert losslessly to
// TransitionCore's `Rect`, `Point`, `Transform2D` and `Transform3D`: one geometry, the core's.
import TransitionCore

/// `CGFloat` is a 64-bit floating point number on every 64-bit Apple platform; a type alias keeps
/// the numbers the core computes bit for bit.
public typealias CGFloat = Double
/// Foundation's `TimeInterval`.
public typealias TimeInterval = Double

/// The Objective-C root class, as a plain Swift class (Linux has no Objective-C runtime).
open class NSObject: NSObjectProtocol, Hashable {
    public init() {}
    public static func == (lhs: NSObject, rhs: NSObject) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    /// Whether the object implements an optional requirement UIKit asks about before calling it.
    /// Without an Objective-C runtime nothing can look: the answer is no, and an object that
    /// implements one says so by overriding this, as the Objective-C runtime would report it.
    open func responds(to aSelector: Selector!) -> Bool { false }
}

/// `NSObjectProtocol`: what class-bound SDK protocols refine.
public protocol NSObjectProtocol: AnyObject {
    func responds(to aSelector: Selector!) -> Bool
}

/// `#selector(method(_:))` becomes `Selector(Self.method(_:), named: "method(_:)")` (see
/// `ObjCSpellings` in the harness): a selector is the method, called on the target with the sender
/// as target–action calls it (a recogniser holds its target weakly, as UIKit's does), and its name,
/// which two selectors are equal by. Sendable, as the SDK's is (it is only called on the main thread).
public struct Selector: Equatable, @unchecked Sendable {
    let name: String
    let perform: (_ target: AnyObject?, _ sender: AnyObject) -> Void
    /// An action method of the target's type, unapplied.
    public init<Target: AnyObject, Sender: AnyObject>(_ method: @escaping (Target) -> (Sender) -> Void, named name: String) {
        self.name = name
        perform = { target, sender in
            if let target = target as? Target, let sender = sender as? Sender { method(target)(sender) }
        }
    }
    /// A method that is no action (a delegate method UIKit asks `responds(to:)` about): its name.
    public init<Target, Argument, Result>(_ method: @escaping (Target) -> (Argument) -> Result, named name: String) {
        self.name = name
        perform = { _, _ in }
    }
    /// The runtime's own actions: a closure that needs no target.
    init<Sender: AnyObject>(_ action: @escaping (Sender) -> Void) {
        name = ""
        perform = { _, sender in if let typed = sender as? Sender { action(typed) } }
    }
    /// A selector matched by name, as `responds(to:)` receives it (the first closure stands in for
    /// any action in a test).
    public init(_ action: @escaping (AnyObject) -> Void, named name: String) {
        self.name = name
        perform = { _, sender in action(sender) }
    }
    init(named name: String) {
        self.name = name
        perform = { _, _ in }
    }
    public static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.name == rhs.name }
}

public struct CGPoint: Hashable {
    public var x: CGFloat
    public var y: CGFloat
    public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
    public init() { self.init(x: 0, y: 0) }
    public static let zero = CGPoint(x: 0, y: 0)
    init(_ point: Point) { self.init(x: point.x, y: point.y) }
    var core: Point { Point(x: x, y: y) }
}

public struct CGSize: Hashable {
    public var width: CGFloat
    public var height: CGFloat
    public init(width: CGFloat, height: CGFloat) { self.width = width; self.height = height }
    public init() { self.init(width: 0, height: 0) }
    public static let zero = CGSize(width: 0, height: 0)
    init(_ size: Size) { self.init(width: size.width, height: size.height) }
    var core: Size { Size(width: width, height: height) }
}

public struct CGVector: Hashable {
    public var dx: CGFloat
    public var dy: CGFloat
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    public init() { self.init(dx: 0, dy: 0) }
    public static let zero = CGVector(dx: 0, dy: 0)
}

public struct CGRect: Hashable {
    public var origin: CGPoint
    public var size: CGSize
    public init(origin: CGPoint, size: CGSize) { self.origin = origin; self.size = size }
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
        self.init(origin: CGPoint(x: x, y: y), size: CGSize(width: width, height: height))
    }
    public init() { self.init(x: 0, y: 0, width: 0, height: 0) }
    public static let zero = CGRect(x: 0, y: 0, width: 0, height: 0)
    public var width: CGFloat { size.width }
    public var height: CGFloat { size.height }
    public var minX: CGFloat { origin.x }
    public var minY: CGFloat { origin.y }
    public var midX: CGFloat { origin.x + size.width / 2 }
    public var midY: CGFloat { origin.y + size.height / 2 }
    public var maxX: CGFloat { origin.x + size.width }
    public var maxY: CGFloat { origin.y + size.height }
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
        CGRect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }
    public func insetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
        CGRect(x: origin.x + dx, y: origin.y + dy, width: size.width - 2 * dx, height: size.height - 2 * dy)
    }
    public func contains(_ point: CGPoint) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }
    /// `CGRectApplyAffineTransform`: the bounding box of the transformed corners.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        let corners = [(minX, minY), (maxX, minY), (minX, maxY), (maxX, maxY)].map { t.core.apply(to: Point(x: $0.0, y: $0.1)) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let x = xs.min() ?? 0, y = ys.min() ?? 0
        return CGRect(x: x, y: y, width: (xs.max() ?? 0) - x, height: (ys.max() ?? 0) - y)
    }
    init(_ rect: Rect) { self.init(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height) }
    var core: Rect { Rect(x: origin.x, y: origin.y, width: size.width, height: size.height) }
}

/// `CGAffineTransform`, the core's `Transform2D` with CoreGraphics' names.
public struct CGAffineTransform: Hashable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }
    public init() { self = .identity }
    init(_ t: Transform2D) { self.init(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty) }
    var core: Transform2D { Transform2D(a: a, b: b, c: c, d: d, tx: tx, ty: ty) }
    public static let identity = CGAffineTransform(Transform2D.identity)
    public init(translationX x: CGFloat, y: CGFloat) { self.init(Transform2D(translationX: x, y: y)) }
    public init(scaleX x: CGFloat, y: CGFloat) { self.init(Transform2D(scaleX: x, y: y)) }
    public init(rotationAngle angle: CGFloat) { self.init(Transform2D(rotationAngle: angle)) }
    public var isIdentity: Bool { core.isIdentity }
    public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform { CGAffineTransform(core.concatenating(other.core)) }
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform { CGAffineTransform(core.translatedBy(x: x, y: y)) }
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform { CGAffineTransform(core.scaledBy(x: x, y: y)) }
    public func rotated(by angle: CGFloat) -> CGAffineTransform { CGAffineTransform(core.rotated(by: angle)) }
    public func inverted() -> CGAffineTransform { core.inverted().map(CGAffineTransform.init) ?? self }
}

/// `CATransform3D`, the core's `Transform3D` (row vectors, as Core Animation's m11…m44).
public struct CATransform3D: Hashable {
    var core: Transform3D
    init(_ core: Transform3D) { self.core = core }
    public init() { core = .identity }
    public var m11: CGFloat { get { core[1, 1] } set { core[1, 1] = newValue } }
    public var m12: CGFloat { get { core[1, 2] } set { core[1, 2] = newValue } }
    public var m13: CGFloat { get { core[1, 3] } set { core[1, 3] = newValue } }
    public var m14: CGFloat { get { core[1, 4] } set { core[1, 4] = newValue } }
    public var m21: CGFloat { get { core[2, 1] } set { core[2, 1] = newValue } }
    public var m22: CGFloat { get { core[2, 2] } set { core[2, 2] = newValue } }
    public var m23: CGFloat { get { core[2, 3] } set { core[2, 3] = newValue } }
    public var m24: CGFloat { get { core[2, 4] } set { core[2, 4] = newValue } }
    public var m31: CGFloat { get { core[3, 1] } set { core[3, 1] = newValue } }
    public var m32: CGFloat { get { core[3, 2] } set { core[3, 2] = newValue } }
    public var m33: CGFloat { get { core[3, 3] } set { core[3, 3] = newValue } }
    public var m34: CGFloat { get { core[3, 4] } set { core[3, 4] = newValue } }
    public var m41: CGFloat { get { core[4, 1] } set { core[4, 1] = newValue } }
    public var m42: CGFloat { get { core[4, 2] } set { core[4, 2] = newValue } }
    public var m43: CGFloat { get { core[4, 3] } set { core[4, 3] = newValue } }
    public var m44: CGFloat { get { core[4, 4] } set { core[4, 4] = newValue } }
}

public let CATransform3DIdentity = CATransform3D(Transform3D.identity)
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3D(Transform3D(translationX: tx, y: ty, z: tz))
}
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3D(Transform3D(scaleX: sx, y: sy, z: sz))
}
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3D(Transform3D(rotationAngle: angle, x: x, y: y, z: z))
}
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    CATransform3D(a.core.concatenating(b.core))
}
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t.core.isIdentity }
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D { CATransform3D(Transform3D(m.core)) }

/// `NSValue` boxes the values Core Animation's `fromValue`/`toValue` take.
public final class NSValue: NSObject {
    let value: AnimatableValue
    init(value: AnimatableValue) { self.value = value }
    public convenience init(caTransform3D t: CATransform3D) { self.init(value: .transform3D(t.core)) }
    public convenience init(cgAffineTransform t: CGAffineTransform) { self.init(value: .affine(t.core)) }
    public convenience init(cgRect r: CGRect) { self.init(value: .rect(r.core)) }
    public convenience init(cgSize s: CGSize) { self.init(value: .size(s.core)) }
}

/// `NSNumber`, for scalar `fromValue`/`toValue`.
public final class NSNumber: NSObject {
    let double: Double
    public init(value: Double) { double = value }
    public convenience init(value: Float) { self.init(value: Double(value)) }
    public var doubleValue: Double { double }
}

/// A path: a mask's shape (its bounds), or a shadow's rounded rectangle, which the core
/// animates (`roundedRect`, from `UIBezierPath(roundedRect:cornerRadius:)`).
///
/// `structure` names the path's elements: Core Animation interpolates two paths point by point,
/// and "if the two paths have a different number of control points or segments, the results are
/// undefined" (`CALayer.shadowPath`), so an animation between paths of two structures is played
/// as a jump to its end (`CABasicAnimation.coreAnimation`), which a device may not do either but
/// which no interpolation agrees with.
public class CGPath {
    var bounds: CGRect = .zero
    var roundedRect: RoundedRect?
    var structure = "rect"
    public init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) { bounds = rect }
    init(_ shape: RoundedRect, structure: String) {
        bounds = CGRect(shape.rect)
        roundedRect = shape
        self.structure = structure
    }
    init() {}
}
/// A path built point by point. The rounded rectangles the support file's `roundedShadowPath` draws (a move
/// to the top side, then on each side a line and the corner's curves: one per corner for circular corners,
/// three for continuous ones, over 1.52866483 radii of each side) are read back as the rounded rectangle they
/// outline when the path is closed, so the core animates the shape the generated code drew.
public final class CGMutablePath: CGPath {
    private var points: [CGPoint] = []
    private var curves = 0
    public override init() { super.init() }
    public func move(to point: CGPoint) { points.append(point) }
    public func addLine(to point: CGPoint) { points.append(point) }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        points += [control1, control2, end]
        curves += 1
    }
    public func closeSubpath() {
        guard let start = points.first, curves == 4 || curves == 12 else { return }
        let xs = points.map(\.x), ys = points.map(\.y)
        let box = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        let extent: CGFloat = curves == 12 ? 1.52866483 : 1
        bounds = box
        roundedRect = RoundedRect(rect: box.core, cornerRadius: (start.x - box.minX) / extent)
        structure = "\(points.count - curves * 3) lines, \(curves) curves"
    }
}

public final class UIBezierPath: NSObject {
    private var shape: RoundedRect?
    public override init() {}
    public init(ovalIn rect: CGRect) {}
    public init(rect: CGRect) {}
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) { shape = RoundedRect(rect: rect.core, cornerRadius: cornerRadius) }
    /// Since iOS 7 a rounded rectangle of radius 0 is drawn as a plain rectangle (four lines) and
    /// any other as lines and continuous corners: two structures.
    public var cgPath: CGPath {
        shape.map { CGPath($0, structure: $0.cornerRadius > 0 ? "rounded rect" : "rect") } ?? CGPath(rect: .zero, transform: nil)
    }
    public func move(to point: CGPoint) {}
    public func addLine(to point: CGPoint) {}
    public func close() {}
}

/// A colour's components: what a layer's `shadowColor` holds and Core Animation animates.
public final class CGColor {
    let core: Color
    init(_ color: Color) { core = color }
}
public final class UIColor: NSObject {
    let core: Color
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { core = Color(red: red, green: green, blue: blue, alpha: alpha) }
    public init(white: CGFloat, alpha: CGFloat) { core = Color(red: white, green: white, blue: white, alpha: alpha) }
    public override init() { core = Color(red: 0, green: 0, blue: 0, alpha: 0) }
    /// UIKit's named colours: `gray` is 50 % white.
    public static let white = UIColor(white: 1, alpha: 1), black = UIColor(white: 0, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1), clear = UIColor(white: 0, alpha: 0)
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(red: core.red, green: core.green, blue: core.blue, alpha: alpha) }
    public var cgColor: CGColor { CGColor(core) }
}
