/// `UIView.AutoresizingMask`: which of a view's margins and sizes follow a change of its
/// superview's bounds. The documentation: "When a view's bounds change, that view automatically
/// resizes its subviews according to each subview's autoresizing mask"; the default is none ("the
/// view should not be resized at all"); "when more than one option along the same axis is set,
/// the default behavior is to distribute the size difference proportionally among the flexible
/// portions" (docs/uikit-model.md C7).
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// `[.flexibleWidth, .flexibleHeight]`: keeps the margins to the superview's edges, so a view
    /// that covers its superview goes on covering it. A view controller's own view has it.
    public static let fillsSuperview: AutoresizingMask = [.flexibleWidth, .flexibleHeight]
    /// All four margins flexible: the view keeps its size and its centre keeps its proportional
    /// place (a picture of the old layout is never stretched).
    public static let keepsSize: AutoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]

    /// The frame a view with this mask takes when its superview's size goes from `old` to `new`.
    public func frame(_ frame: Rect, from old: Size, to new: Size) -> Rect {
        let x = Self.distribute(new.width - old.width, lead: frame.minX, size: frame.width, trail: old.width - frame.maxX,
                                flexible: (contains(.flexibleLeftMargin), contains(.flexibleWidth), contains(.flexibleRightMargin)))
        let y = Self.distribute(new.height - old.height, lead: frame.minY, size: frame.height, trail: old.height - frame.maxY,
                                flexible: (contains(.flexibleTopMargin), contains(.flexibleHeight), contains(.flexibleBottomMargin)))
        return Rect(x: x.lead, y: y.lead, width: x.size, height: y.size)
    }

    /// One axis: the change shared among the flexible parts in proportion to their lengths (evenly
    /// when they are all zero); with none flexible the view keeps its leading margin and size.
    private static func distribute(_ delta: Double, lead: Double, size: Double, trail: Double,
                                   flexible: (lead: Bool, size: Bool, trail: Bool)) -> (lead: Double, size: Double) {
        let parts = [(flexible.lead, lead), (flexible.size, size), (flexible.trail, trail)].filter(\.0).map(\.1)
        guard delta != 0, !parts.isEmpty else { return (lead, size) }
        let total = parts.reduce(0) { $0 + max($1, 0) }
        func share(_ isFlexible: Bool, _ length: Double) -> Double {
            guard isFlexible else { return 0 }
            return total > 0 ? delta * max(length, 0) / total : delta / Double(parts.count)
        }
        return (lead + share(flexible.lead, lead), size + share(flexible.size, size))
    }
}

extension Stage {
    /// The window changes size (a rotation, an iPad window resized), as UIKit applies it once the
    /// view controllers have been told (`viewWillTransition(to:with:)`): the window's content and
    /// every presentation container take the new bounds, and each view inside follows its
    /// `autoresizingMask` (C7), its subviews in turn when its own size changed. Screens' views
    /// have `fillsSuperview`, so the navigation's screens and full-screen presentations take the
    /// new bounds (a screen of the stacks out of the window too, as its container lays it out when
    /// it comes back); a sheet's presentation controller then places its presented view
    /// (`containerViewWillLayoutSubviews`, the caller's part). Only at rest: a size change while a
    /// transition runs is refused (false), as transc does not model one (docs/uikit-model.md C6).
    @discardableResult
    public mutating func resize(to size: Size) -> Bool {
        guard isIdle, size.width > 0, size.height > 0 else { return false }
        let old = screenBounds
        screenBounds = Rect(origin: .zero, size: size)
        setSize(of: containerView, to: size, from: old.size)
        // A screen of the stacks out of the window (below the top of the navigation stack, a
        // presenter a full-screen presentation removed) is laid out by its container as it comes
        // back: it takes the new bounds now, as it would have filled them.
        let stacked = (navigation?.controllers ?? []) + modal.presented
        for controller in stacked {
            let view = controllers[controller.rawValue].view
            guard tree[view].superview == nil, tree[view].frame == old else { continue }
            tree[view].frame = screenBounds
        }
        return true
    }

    /// Gives a view a new size at its origin and lays its subviews out by their masks. A
    /// presentation container is UIKit's own and always fills the window.
    private mutating func setSize(of node: NodeID, to size: Size, from old: Size) {
        tree[node].frame = Rect(origin: tree[node].frame.origin, size: size)
        autoresizeSubviews(of: node, from: old, to: size)
    }

    private mutating func autoresizeSubviews(of node: NodeID, from old: Size, to new: Size) {
        let containers = Set(controllers.compactMap(\.presentationContainer))
        for child in tree[node].subviews where tree[child].kind == .view {
            let before = tree[child].frame
            if containers.contains(child) {
                setSize(of: child, to: new, from: before.size)
                continue
            }
            let mask = tree[child].autoresizingMask
            guard !mask.isEmpty else { continue }
            let after = mask.frame(before, from: old, to: new)
            tree[child].frame = after
            if after.size != before.size { autoresizeSubviews(of: child, from: before.size, to: after.size) }
        }
    }
}
