/// What a gesture recogniser reports while a scenario drags it: the one definition both the
/// checker (to know whether a release finishes) and the interpreter (to drive the transition) use.
public struct GestureSample: Sendable, Equatable {
    public var translationX = 0.0, translationY = 0.0
    public var velocityX = 0.0, velocityY = 0.0
    public var locationX = 0.0, locationY = 0.0
    public var scale = 1.0, scaleVelocity = 0.0
    public var width: Double, height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public func value(_ input: ExpressionInput, progress: Double = 0) -> Double {
        switch input {
        case .width: width
        case .height: height
        case .translationX: translationX
        case .translationY: translationY
        case .velocityX: velocityX
        case .velocityY: velocityY
        case .locationX: locationX
        case .locationY: locationY
        case .scale: scale
        case .scaleVelocity: scaleVelocity
        case .progress: progress
        }
    }
}

extension Gesture {
    /// The gesture as the simulation runs it: in a left-to-right layout, where a leading edge
    /// is the left one.
    private var physicalKind: GestureKind {
        if case let .edgePan(edge) = kind { return .edgePan(edge.physical(rightToLeft: false)) }
        return kind
    }

    /// The direction, in points, that a drag `to FRACTION` moves the finger: along the gesture's
    /// axis, away from its edge.
    public var axis: (x: Double, y: Double) {
        switch physicalKind {
        case .edgePan(.left), .edgePan(.leading), .pan(.right), .pan(nil): (1, 0)
        case .edgePan(.right), .edgePan(.trailing), .pan(.left): (-1, 0)
        case .edgePan(.top), .pan(.down): (0, 1)
        case .edgePan(.bottom), .pan(.up): (0, -1)
        case .pinch: (0, 0)
        }
    }

    /// Where the finger lands: on the gesture's edge, or the middle of the screen.
    public func startLocation(width: Double, height: Double) -> (x: Double, y: Double) {
        switch physicalKind {
        case .edgePan(.left), .edgePan(.leading): (0, height / 2)
        case .edgePan(.right), .edgePan(.trailing): (width, height / 2)
        case .edgePan(.top): (width / 2, 0)
        case .edgePan(.bottom): (width / 2, height)
        case .pan, .pinch: (width / 2, height / 2)
        }
    }

    /// For a pinch, the way it must move for its progress to grow: a pinch that dismisses when the
    /// fingers close must not begin when they open (zooming in on the content). Nil for other
    /// gestures, and for a progress that does not depend on the scale.
    public var pinchOpens: Bool? {
        guard case .pinch = kind else { return nil }
        func at(_ scale: Double) -> Double {
            var sample = GestureSample(width: ReferenceScreen.width, height: ReferenceScreen.height)
            sample.scale = scale
            return progress.evaluate { sample.value($0) }
        }
        let (closing, opening) = (at(0.9), at(1.1))
        guard closing.isFinite, opening.isFinite, closing != opening else { return nil }
        return opening > closing
    }

    /// Whether a drag of `amount` begins the gesture: anything but a pinch towards the scale its
    /// progress does not grow with (the emitted recogniser delegate refuses that one).
    public func begins(with amount: DragDistance) -> Bool {
        guard let opens = pinchOpens, case let .fraction(scale) = amount, scale != 1 else { return true }
        return (scale > 1) == opens
    }

    /// The sample after a drag has covered `amount` in full. For a pinch, a fraction is the scale.
    public func sample(after amount: DragDistance, width: Double, height: Double) -> GestureSample {
        var s = GestureSample(width: width, height: height)
        let start = startLocation(width: width, height: height)
        switch (kind, amount) {
        case let (.pinch, .fraction(f)):
            s.scale = f
        case let (_, .fraction(f)):
            s.translationX = axis.x * f * (axis.x != 0 ? width : 0)
            s.translationY = axis.y * f * (axis.y != 0 ? height : 0)
        case let (_, .translation(dx, dy)):
            s.translationX = dx
            s.translationY = dy
        }
        s.locationX = start.x + s.translationX
        s.locationY = start.y + s.translationY
        return s
    }

    /// The progress expression's value, clamped to 0…1 as `UIPercentDrivenInteractiveTransition`
    /// expects.
    public func progress(at sample: GestureSample) -> Double {
        let p = progress.evaluate { sample.value($0) }
        return p.isFinite ? min(max(p, 0), 1) : 0
    }

    /// Whether lifting the finger at `sample` finishes the transition.
    public func finishes(at sample: GestureSample) -> Bool {
        let p = progress(at: sample)
        return finish.evaluate { sample.value($0, progress: p) } != 0
    }
}
