// UIView and CALayer as handles on the core's view tree: every property reads and writes the
// node's model value, hierarchy calls are the tree's, and a view and its layer share one node
// (as a UIView is its layer's delegate: `alpha` is `opacity`, `layer.cornerRadius` the view's).
import TransitionCore

/// `next` follows UIKit's documented responder chain: a view's is its view controller when it is
/// that controller's root view, else its superview; a view controller's is its view's superview.
@MainActor
open class UIResponder: NSObject {
    open var next: UIResponder? { nil }
}

@MainActor
open class UIView: UIResponder {
    let node: NodeID
    open override var next: UIResponder? {
        World.shared.controllers.values.first { $0.view === self } ?? superview
    }

    nonisolated public init(frame: CGRect) {
        node = World.shared.mutate { $0.makeView(named: "view", frame: frame.core) }
        super.init()
        World.shared.views[node.rawValue] = self
        _ = CALayer(node: node)
    }

    nonisolated public convenience override init() { self.init(frame: .zero) }

    /// A view on an existing node (a controller's view, a snapshot, the window).
    nonisolated init(node: NodeID) {
        self.node = node
        super.init()
        World.shared.views[node.rawValue] = self
        _ = CALayer(node: node)
    }

    var world: World { World.shared }
    var model: Node { world.read { $0.tree[node] } }

    /// The view's own layer: the same core node.
    public var layer: CALayer { world.layers[node.rawValue] ?? CALayer(node: node) }

    public var frame: CGRect {
        get { CGRect(model.frame) }
        set { world.set(.rect(newValue.core), .frame, of: node) }
    }
    public var bounds: CGRect {
        get { CGRect(model.bounds) }
        set { world.mutate { $0.modify(node) { $0.bounds = newValue.core } } }
    }
    public var center: CGPoint {
        get { CGPoint(model.center) }
        set {
            var frame = model.frame
            frame.origin = Point(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
            world.set(.rect(frame), .frame, of: node)
        }
    }
    public var alpha: CGFloat {
        get { model.alpha }
        set { world.set(.scalar(newValue), .alpha, of: node) }
    }
    public var transform: CGAffineTransform {
        get { CGAffineTransform(model.transform) }
        set { world.set(.affine(newValue.core), .transform, of: node) }
    }
    /// `UIView.transform3D` (iOS 13) is the layer's transform, as on a device; the core keeps it
    /// in `layerTransform`, as the interpreter does for a view turned in 3D.
    public var transform3D: CATransform3D {
        get { CATransform3D(model.layerTransform) }
        set { world.set(.transform3D(newValue.core), .layerTransform, of: node) }
    }
    public var isHidden: Bool {
        get { model.isHidden }
        set { world.mutate { $0.modify(node) { $0.isHidden = newValue } } }
    }
    /// The interpreter plays every spec left to right, so the runtime does too (edgePan(leading)
    /// is the left edge, x is not mirrored).
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    /// Not modelled by the core (no touches, no clipping in the picture): kept as plain state.
    public var clipsToBounds = false
    public var isUserInteractionEnabled = true
    public var backgroundColor: UIColor?
    /// `UIView.AutoresizingMask`: the core's (`AutoresizingMask`, C7), which lays the view out when
    /// the window changes size (`UIKitTestWorld.resize`).
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
    public var autoresizingMask: AutoresizingMask {
        get { AutoresizingMask(rawValue: UInt(model.autoresizingMask.rawValue)) }
        set { world.mutate { $0.modify(node) { $0.autoresizingMask = TransitionCore.AutoresizingMask(rawValue: Int(newValue.rawValue)) } } }
    }

    /// A view's superview is a view: one the core made itself (a presentation's container) is made on first use.
    public var superview: UIView? { model.superview.map { world.containerView($0) } }
    public var subviews: [UIView] { model.subviews.compactMap { world.view($0) } }
    public var window: UIWindow? {
        var current: UIView? = self
        while let view = current {
            if let window = view as? UIWindow { return window }
            current = view.superview
        }
        return nil
    }

    public func addSubview(_ view: UIView) {
        world.mutate { $0.addSubview(view.node, to: node) }
    }
    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        world.mutate { $0.insertSubview(view.node, below: sibling.node) }
    }
    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        world.mutate { $0.insertSubview(view.node, above: sibling.node) }
    }
    public func insertSubview(_ view: UIView, at index: Int) {
        world.mutate { $0.insertSubview(view.node, at: index, in: node) }
    }
    public func bringSubviewToFront(_ view: UIView) { addSubview(view) }
    public func removeFromSuperview() { world.mutate { $0.removeFromSuperview(node) } }
    /// No pending layout: a screen's elements keep the frames they were made with.
    public func layoutIfNeeded() {}

    /// `convert(_:to:)`: the core's conversion through the window, transforms included.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        let target = view?.node ?? window?.node ?? node
        return CGRect(world.read { $0.tree.convert(rect.core, from: node, to: target) })
    }

    /// `convert(_:from:)`: a point of `view` (the window's, for nil) in this view's coordinates,
    /// through the window, transforms included.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let source = view?.node ?? window?.node ?? node
        return CGRect(world.read { $0.tree.convert(CGRect(origin: point, size: .zero).core, from: source, to: node) }).origin
    }

    /// `convert(_:to:)`: a point of this view in `view`'s coordinates (the window's, for nil).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let target = view?.node ?? window?.node ?? node
        return CGRect(world.read { $0.tree.convert(CGRect(origin: point, size: .zero).core, from: node, to: target) }).origin
    }

    /// The core's `snapshotView`: a detached view showing this view's model state. After screen
    /// updates, UIKit first commits the screen as it stands, which shows for a frame; the world
    /// keeps that state for tests (`UIKitTestWorld.screenCommits`, docs/uikit-model.md A11).
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        if afterUpdates { world.screenCommits.append(world.read { $0 }) }
        guard let id = world.mutate({ $0.snapshotView(of: node) }) else { return nil }
        return UIView(node: id)
    }

    public private(set) var gestureRecognizers: [UIGestureRecognizer]?
    public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        recognizer.removeFromView()
        gestureRecognizers = (gestureRecognizers ?? []) + [recognizer]
        recognizer.attachedView = self
    }
    public func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        guard recognizer.attachedView === self else { return }
        gestureRecognizers?.removeAll { $0 === recognizer }
        recognizer.attachedView = nil
    }
}

/// The window: its view is the core's container, where screens live and transitions happen.
@MainActor
open class UIWindow: UIView {}

/// `CALayer` on a core node: a view's own layer shares the view's node; a standalone layer has
/// its own (`NodeKind.layer`, or `.shapeLayer`).
open class CALayer: NSObject {
    let node: NodeID

    public override init() {
        node = World.shared.mutate { $0.makeLayer(named: "layer", frame: .zero, kind: .layer) }
        super.init()
        World.shared.layers[node.rawValue] = self
    }

    init(kind: NodeKind) {
        node = World.shared.mutate { $0.makeLayer(named: "layer", frame: .zero, kind: kind) }
        super.init()
        World.shared.layers[node.rawValue] = self
    }

    /// The layer of a view: the view's own node.
    init(node: NodeID) {
        self.node = node
        super.init()
        World.shared.layers[node.rawValue] = self
    }

    private func world<R>(_ body: (World) -> R) -> R { body(World.shared) }
    var model: Node { world { $0.read { $0.tree[node] } } }

    public var bounds: CGRect {
        get { CGRect(model.bounds) }
        set { world { w in w.mutate { $0.modify(node) { $0.bounds = newValue.core } } } }
    }
    /// The core turns every layer about its centre (`ViewTree.convert`), as UIKit's default
    /// anchor point does; emitted code reads it and never moves it.
    public var anchorPoint: CGPoint { CGPoint(x: 0.5, y: 0.5) }
    public var position: CGPoint {
        get { CGPoint(model.center) }
        set { world { w in w.mutate { $0.modify(node) { $0.center = newValue.core } } } }
    }
    public var frame: CGRect {
        get { CGRect(model.frame) }
        set { world { w in w.mutate { $0.modify(node) { $0.frame = newValue.core } } } }
    }
    public var transform: CATransform3D {
        get { CATransform3D(model.layerTransform) }
        set { world { $0.set(.transform3D(newValue.core), .layerTransform, of: node) } }
    }
    public var opacity: Float {
        get { Float(model.alpha) }
        set { world { $0.set(.scalar(Double(newValue)), .alpha, of: node) } }
    }
    public var isHidden: Bool {
        get { world { $0.read { $0.tree[node].isHidden } } }
        set { world { w in w.mutate { $0.modify(node) { $0.isHidden = newValue } } } }
    }
    public var cornerRadius: CGFloat {
        get { model.cornerRadius }
        set { world { $0.set(.scalar(newValue), .cornerRadius, of: node) } }
    }
    /// `cornerCurve`: the core draws every corner circular, UIKit's default; a shadow path follows it.
    public var cornerCurve: CALayerCornerCurve = .circular
    public var shadowOpacity: Float {
        get { Float(model.shadowOpacity) }
        set { world { $0.set(.scalar(Double(newValue)), .shadowOpacity, of: node) } }
    }
    public var shadowRadius: CGFloat {
        get { model.shadowRadius }
        set { world { $0.set(.scalar(newValue), .shadowRadius, of: node) } }
    }
    public var shadowOffset: CGSize {
        get { CGSize(model.shadowOffset) }
        set { world { $0.set(.size(newValue.core), .shadowOffset, of: node) } }
    }
    public var shadowColor: CGColor? {
        get { CGColor(model.shadowColor) }
        set { world { $0.set(.color(newValue?.core ?? Color(red: 0, green: 0, blue: 0, alpha: 0)), .shadowColor, of: node) } }
    }
    /// Only rounded rectangles reach the core; another path is none to it.
    /// The path read back is the one set while the core still holds its shape (it keeps the
    /// structure), else a path of the core's shape.
    public var shadowPath: CGPath? {
        get {
            guard let shape = model.shadowPath else { return nil }
            if let shadowPathSet, shadowPathSet.roundedRect == shape { return shadowPathSet }
            return CGPath(shape, structure: "rounded rect")
        }
        set {
            shadowPathSet = newValue
            world { $0.set(.path(newValue?.roundedRect), .shadowPath, of: node) }
        }
    }
    private var shadowPathSet: CGPath?
    public var masksToBounds = false
    public var mask: CALayer? {
        get { world { w in model.mask.flatMap { w.layers[$0.rawValue] } } }
        set { world { w in w.mutate { $0.setMask(newValue?.node, of: node) } } }
    }
    public var superlayer: CALayer? {
        world { w in model.superview.flatMap { id in w.layers[id.rawValue] } }
    }
    public var sublayers: [CALayer]? {
        world { w in model.subviews.compactMap { id in w.layers[id.rawValue] } }
    }
    public func addSublayer(_ layer: CALayer) { world { w in w.mutate { $0.addSubview(layer.node, to: node) } } }
    public func removeFromSuperlayer() { world { w in w.mutate { $0.removeFromSuperview(node) } } }

    /// `convert(_:from:)` of a rectangle: the core's conversion through the window, transforms
    /// included, as `UIView.convert` does.
    public func convert(_ rect: CGRect, from layer: CALayer?) -> CGRect {
        let source = layer?.node ?? node
        return CGRect(world { $0.read { $0.tree.convert(rect.core, from: source, to: node) } })
    }

    /// `convert(_:from:)`: both layers' origins in the window, through their superlayers (frames
    /// only, no transforms, as the core's frames).
    public func convert(_ point: CGPoint, from layer: CALayer?) -> CGPoint {
        let from = layer.map { origin(of: $0.node) } ?? .zero
        let to = origin(of: node)
        return CGPoint(x: point.x + from.x - to.x, y: point.y + from.y - to.y)
    }

    private func origin(of id: NodeID) -> Point {
        world { w in
            w.read { stage in
                var x = 0.0, y = 0.0
                var current: NodeID? = id
                while let n = current {
                    let node = stage.tree[n]
                    x += node.frame.minX - node.bounds.minX
                    y += node.frame.minY - node.bounds.minY
                    current = node.superview
                }
                return Point(x: x, y: y)
            }
        }
    }

    /// `add(_:forKey:)`: the animation's values on the core's clock, with Core Animation's fill
    /// mode and removal. A new animation of the same property replaces the running one.
    public func add(_ animation: CAAnimation, forKey key: String?) {
        guard let core = animation.coreAnimation(on: node) else { return }
        world { w in
            w.mutate { $0.add(core) }
            keys[key ?? "animation\(keys.count)"] = core.property
        }
    }
    private var keys: [String: Property] = [:]
    public func removeAllAnimations() {
        keys = [:]
        world { w in w.mutate { $0.removeAllAnimations(of: node) } }
    }
    /// The core removes animations per node; removing one key removes the node's animation of
    /// that property (the only one it can have, the newest winning as in Core Animation).
    public func removeAnimation(forKey key: String) {
        guard let property = keys.removeValue(forKey: key) else { return }
        world { w in w.mutate { $0.removeAnimation(of: node, property) } }
    }
}

open class CAShapeLayer: CALayer {
    public override init() { super.init(kind: .shapeLayer) }
    public var path: CGPath?
    public var fillColor: CGColor?
}

public enum UIUserInterfaceLayoutDirection: Int {
    case leftToRight, rightToLeft
}
