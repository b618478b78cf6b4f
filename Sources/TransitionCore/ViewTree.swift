import Foundation

/// A stable identity for a view or layer: ids are handed out in creation order and never
/// reused, so two runs of the same scenario name the same nodes the same way.
public struct NodeID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Position in creation order, starting at 0.
    public let rawValue: Int

    /// Wraps a raw id; ids are normally obtained from `ViewTree.makeView` and friends.
    public init(_ rawValue: Int) { self.rawValue = rawValue }

    /// Creation order.
    public static func < (lhs: NodeID, rhs: NodeID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `#n`.
    public var description: String { "#\(rawValue)" }
}

/// What a node models: the three things a transition puts on screen.
public enum NodeKind: Hashable, Sendable {
    /// A `UIView` (a screen's view, a snapshot, the container).
    case view
    /// A plain `CALayer`, such as a named element like seed 000's logo.
    case layer
    /// A `CAShapeLayer`, typically a mask shaped like an element.
    case shapeLayer
}

/// One view or layer with its model values: what the property would read in UIKit code
/// (presented values, which running animations change, come from the `Stage`).
public struct Node: Hashable, Sendable {
    /// Identity.
    public let id: NodeID
    /// A readable name for traces (a screen, an element, `snapshot of Main`).
    public var name: String
    /// View or layer.
    public let kind: NodeKind
    /// `bounds`: its size is the node's size, its origin normally zero.
    public var bounds: Rect
    /// `center` for a view, `position` for a layer, in the superview's coordinates.
    public var center: Point
    /// `alpha` / `opacity`.
    public var alpha: Double = 1
    /// `UIView.transform`.
    public var transform: Transform2D = .identity
    /// `CALayer.transform`.
    public var layerTransform: Transform3D = .identity
    /// `layer.cornerRadius`.
    public var cornerRadius: Double = 0
    /// `layer.shadowOpacity` (UIKit's default 0: no shadow).
    public var shadowOpacity: Double = 0
    /// `layer.shadowRadius` (UIKit's default 3 points).
    public var shadowRadius: Double = 3
    /// `layer.shadowOffset`: Core Animation's default is (0, -3), the shadow above the layer
    /// (https://developer.apple.com/documentation/quartzcore/calayer/shadowoffset).
    public var shadowOffset = Size(width: 0, height: -3)
    /// `layer.shadowColor`: the default is opaque black
    /// (https://developer.apple.com/documentation/quartzcore/calayer/shadowcolor).
    public var shadowColor = Color.black
    /// `layer.shadowPath`: the default nil shapes the shadow from the layer's alpha channel
    /// (https://developer.apple.com/documentation/quartzcore/calayer/shadowpath).
    public var shadowPath: RoundedRect?
    /// `isHidden`.
    public var isHidden = false
    /// `autoresizingMask`: how the view follows a change of its superview's size (none by
    /// default, as `UIView(frame:)` makes it; a picture is made with none too).
    public var autoresizingMask: AutoresizingMask = []
    /// The parent, if the node is in a hierarchy.
    public internal(set) var superview: NodeID?
    /// Children from back to front: subviews and sublayers share one z-order, as in CoreAnimation.
    public internal(set) var subviews: [NodeID] = []
    /// `layer.mask`: a layer (usually a shape layer) that is not in `subviews`.
    public internal(set) var mask: NodeID?
    /// The view this one is a snapshot of, so leftover snapshots can be reported.
    public internal(set) var snapshotOf: NodeID?

    init(id: NodeID, name: String, kind: NodeKind, frame: Rect) {
        self.id = id
        self.name = name
        self.kind = kind
        bounds = Rect(origin: .zero, size: frame.size)
        center = frame.center
    }

    /// `frame`, derived from `center` and `bounds` as UIKit does. Like UIKit, it ignores the
    /// transform (UIKit documents `frame` as undefined when the transform is not identity).
    public var frame: Rect {
        get {
            Rect(
                x: center.x - bounds.width / 2, y: center.y - bounds.height / 2,
                width: bounds.width, height: bounds.height)
        }
        set {
            bounds.size = newValue.size
            center = newValue.center
        }
    }

    /// The model value of an animatable property.
    public func value(of property: Property) -> AnimatableValue {
        switch property {
        case .alpha: .scalar(alpha)
        case .transform: .affine(transform)
        case .layerTransform: .transform3D(layerTransform)
        case .frame: .rect(frame)
        case .cornerRadius: .scalar(cornerRadius)
        case .shadowOpacity: .scalar(shadowOpacity)
        case .shadowRadius: .scalar(shadowRadius)
        case .shadowOffset: .size(shadowOffset)
        case .shadowColor: .color(shadowColor)
        case .shadowPath: .path(shadowPath)
        }
    }

    /// Sets the model value of a property; a value of the wrong kind is ignored (the checker
    /// rejects it long before).
    public mutating func setValue(_ value: AnimatableValue, for property: Property) {
        switch (property, value) {
        case let (.alpha, .scalar(v)): alpha = v
        case let (.cornerRadius, .scalar(v)): cornerRadius = v
        case let (.shadowOpacity, .scalar(v)): shadowOpacity = v
        case let (.shadowRadius, .scalar(v)): shadowRadius = v
        case let (.shadowOffset, .size(v)): shadowOffset = v
        case let (.shadowColor, .color(v)): shadowColor = v
        case let (.shadowPath, .path(v)): shadowPath = v
        case let (.transform, .affine(v)): transform = v
        case let (.layerTransform, .transform3D(v)): layerTransform = v
        case let (.frame, .rect(v)): frame = v
        case (.alpha, _), (.cornerRadius, _), (.shadowOpacity, _), (.shadowRadius, _), (.shadowOffset, _), (.shadowColor, _),
             (.shadowPath, _), (.transform, _), (.layerTransform, _), (.frame, _):
            break
        }
    }
}

/// A hierarchy operation UIKit would reject or crash on, reported as a value.
public enum TreeError: Error, Hashable, Sendable {
    /// The id was not made by this tree.
    case unknownNode(NodeID)
    /// `insertSubview(_:below:)`/`above:` with a sibling that has no superview.
    case siblingHasNoSuperview(NodeID)
    /// Adding a node inside itself.
    case wouldCreateCycle(NodeID)
}

/// The view and layer hierarchy: nodes by id, each with its children in z-order. A value, so
/// a run can be copied to compare "before" with "after".
public struct ViewTree: Hashable, Sendable {
    /// Every node ever made, indexed by `NodeID.rawValue` (removed nodes stay, detached).
    public private(set) var nodes: [Node] = []

    /// An empty tree.
    public init() {}

    /// Whether `id` names a node of this tree.
    public func contains(_ id: NodeID) -> Bool { id.rawValue >= 0 && id.rawValue < nodes.count }

    /// A node by id. Assigning through the subscript changes model values only; the node keeps
    /// its place in the hierarchy (use `addSubview` and friends to move it).
    public subscript(id: NodeID) -> Node {
        get { nodes[id.rawValue] }
        set {
            var node = newValue
            let old = nodes[id.rawValue]
            node.superview = old.superview
            node.subviews = old.subviews
            node.mask = old.mask
            node.snapshotOf = old.snapshotOf
            nodes[id.rawValue] = node
        }
    }

    /// Makes a detached view with the given frame.
    public mutating func makeView(named name: String, frame: Rect) -> NodeID {
        make(name: name, kind: .view, frame: frame)
    }

    /// Makes a detached layer (an element such as a logo, or a shape layer for a mask).
    public mutating func makeLayer(named name: String, frame: Rect, kind: NodeKind = .layer) -> NodeID {
        make(name: name, kind: kind, frame: frame)
    }

    private mutating func make(name: String, kind: NodeKind, frame: Rect) -> NodeID {
        let id = NodeID(nodes.count)
        nodes.append(Node(id: id, name: name, kind: kind, frame: frame))
        return id
    }

    /// `snapshotView(afterScreenUpdates:)`: a new detached view showing how `source` looks now.
    /// It copies the source's frame, alpha, transforms and corner radius (a picture has no
    /// subviews), and remembers its source so a snapshot left in the container can be reported.
    public mutating func snapshotView(of source: NodeID) throws(TreeError) -> NodeID {
        try check(source)
        let original = nodes[source.rawValue]
        let id = make(name: "snapshot of \(original.name)", kind: .view, frame: original.frame)
        nodes[id.rawValue].alpha = original.alpha
        nodes[id.rawValue].transform = original.transform
        nodes[id.rawValue].layerTransform = original.layerTransform
        nodes[id.rawValue].cornerRadius = original.cornerRadius
        nodes[id.rawValue].snapshotOf = source
        return id
    }

    /// `addSubview` / `addSublayer`: moves `child` to the front of `parent`'s children.
    public mutating func addSubview(_ child: NodeID, to parent: NodeID) throws(TreeError) {
        try insert(child, into: parent) { $0.count }
    }

    /// `insertSubview(_:belowSubview:)`: `child` joins `sibling`'s superview just behind it.
    public mutating func insertSubview(_ child: NodeID, below sibling: NodeID) throws(TreeError) {
        let parent = try superviewForInsertion(next: sibling)
        try insert(child, into: parent) { $0.firstIndex(of: sibling) ?? 0 }
    }

    /// `insertSubview(_:aboveSubview:)`: `child` joins `sibling`'s superview just in front of it.
    public mutating func insertSubview(_ child: NodeID, above sibling: NodeID) throws(TreeError) {
        let parent = try superviewForInsertion(next: sibling)
        try insert(child, into: parent) { ($0.firstIndex(of: sibling) ?? $0.count - 1) + 1 }
    }

    /// `insertSubview(_:at:)`: index 0 is the back; indices past the end mean the front.
    public mutating func insertSubview(_ child: NodeID, at index: Int, in parent: NodeID) throws(TreeError) {
        try insert(child, into: parent) { min(max(index, 0), $0.count) }
    }

    /// `removeFromSuperview` / `removeFromSuperlayer`; a detached node is left as it is.
    public mutating func removeFromSuperview(_ child: NodeID) {
        guard contains(child), let parent = nodes[child.rawValue].superview else { return }
        nodes[parent.rawValue].subviews.removeAll { $0 == child }
        nodes[child.rawValue].superview = nil
    }

    /// `layer.mask = mask` (nil removes it). A mask is not a child, so it is detached first.
    public mutating func setMask(_ mask: NodeID?, of view: NodeID) throws(TreeError) {
        try check(view)
        if let mask {
            try check(mask)
            removeFromSuperview(mask)
        }
        nodes[view.rawValue].mask = mask
    }

    /// Whether `node` is `ancestor` or inside it.
    /// `convert(_:from:)`/`convert(_:to:)`: a rectangle in `node`'s bounds coordinates, in
    /// `other`'s, through their common root (the window). Each view on the way applies its
    /// `transform` about its centre, as UIKit does, and a turned rectangle becomes its bounding
    /// box; a layer transform in 3D is not projected (the core keeps transforms of views that a
    /// rectangle is measured through flat).
    public func convert(_ rect: Rect, from node: NodeID, to other: NodeID) -> Rect {
        let toOther = toRoot(other).inverted() ?? .identity
        let map = toRoot(node).concatenating(toOther)
        let corners = [
            Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
            Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY),
        ].map(map.apply(to:))
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let minX = xs.min() ?? 0
        let minY = ys.min() ?? 0
        return Rect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }

    /// The map from `node`'s bounds coordinates to its root's superview space: each level moves
    /// the bounds centre to the origin, applies the transform, then moves to the centre.
    private func toRoot(_ node: NodeID) -> Transform2D {
        var map = Transform2D.identity
        var current: NodeID? = node
        var steps = 0
        while let id = current, contains(id), steps <= nodes.count {
            let n = nodes[id.rawValue]
            let level = Transform2D(translationX: -(n.bounds.minX + n.bounds.width / 2), y: -(n.bounds.minY + n.bounds.height / 2))
                .concatenating(n.transform)
                .concatenating(Transform2D(translationX: n.center.x, y: n.center.y))
            map = map.concatenating(level)
            current = n.superview
            steps += 1
        }
        return map
    }

    public func isDescendant(_ node: NodeID, of ancestor: NodeID) -> Bool {
        var current: NodeID? = node
        var steps = 0
        while let id = current, steps <= nodes.count {
            if id == ancestor { return true }
            current = nodes[id.rawValue].superview
            steps += 1
        }
        return false
    }

    /// `node` and everything inside it, front-to-back order not implied. Used to find leftover
    /// masks and snapshots under a container.
    public func subtree(of root: NodeID) -> [NodeID] {
        var result: [NodeID] = []
        var pending = [root]
        while let id = pending.popLast() {
            result.append(id)
            pending.append(contentsOf: nodes[id.rawValue].subviews)
        }
        return result
    }

    private func check(_ id: NodeID) throws(TreeError) {
        guard contains(id) else { throw .unknownNode(id) }
    }

    private func superviewForInsertion(next sibling: NodeID) throws(TreeError) -> NodeID {
        try check(sibling)
        guard let parent = nodes[sibling.rawValue].superview else {
            throw .siblingHasNoSuperview(sibling)
        }
        return parent
    }

    /// Detaches `child`, then inserts it at the index `position` picks from the parent's
    /// remaining children, as UIKit does when a view moves within or between superviews.
    private mutating func insert(
        _ child: NodeID, into parent: NodeID, at position: ([NodeID]) -> Int
    ) throws(TreeError) {
        try check(child)
        try check(parent)
        if isDescendant(parent, of: child) { throw .wouldCreateCycle(child) }
        removeFromSuperview(child)
        if nodes[parent.rawValue].mask == child { nodes[parent.rawValue].mask = nil }
        let index = position(nodes[parent.rawValue].subviews)
        nodes[parent.rawValue].subviews.insert(child, at: index)
        nodes[child.rawValue].superview = parent
    }
}
