import TransitionCore
import TransitionSource

extension MotionPlan {
    /// The keyframe mode when it is not UIKit's default, so plans of linear keyframes read as before.
    private var keyframeModeText: String {
        switch keyframeMode {
        case .linear: ""
        case .cubic: ", keyframes \(keyframeMode.rawValue)"
        }
    }

    /// The plan as text, one fact a line: what both back ends do, for reading and for tests.
    public var text: String {
        var lines = ["plan \(animator)\(animator == declaredName ? "" : " (from \(declaredName)\(isReversed ? ", reversed" : ""))")"]
        func spelled(_ measurement: Measurement) -> String {
            switch measurement.quantity {
            case .frame, .cornerRadius: "\(measurement.element.dotted).\(measurement.quantity.word)"
            case let .maskFrame(in: role): "\(measurement.element.dotted).bounds in \(role.rawValue)View"
            }
        }
        let settled = measurements.map { (measurement: $0, tracks: settlingTracks(of: $0)) }.filter { !$0.tracks.isEmpty }
        let measured = measurements.filter { measurement in !settled.contains { $0.measurement == measurement } }.map(spelled)
        lines.append("  pacing \(pacing.text), delay \(decimalText(delay, places: 6)) s, runs \(decimalText(runTime, places: 6)) s, scrub \(scrubbing.rawValue)\(keyframeModeText)")
        let arriving = arrivingViewMayStay ? ", arriving view placed only when handed over" : ""
        let leaving = leavingViewMayStay ? ", leaving view restored only when it leaves the window" : ""
        lines.append("  order \(order == .toAboveFrom ? "to above from" : "to below from")\(arriving)\(leaving)")
        let effects = presenterEffects.map { "\($0.target.text).\($0.property.rawValue)" }
        if !effects.isEmpty {
            lines.append("  presenter effects \(effects.joined(separator: ", ")): the staying presenter's view, not handed over")
        }
        if !measured.isEmpty { lines.append("  measures \(measured.joined(separator: ", ")) as it starts") }
        for (measurement, tracks) in settled {
            let ends = tracks.map { "\($0.target.text).\($0.property.rawValue)" }.joined(separator: ", ")
            lines.append("  measures \(spelled(measurement)) where the transition leaves it: \(ends) set to \(tracks.count == 1 ? "its end" : "their ends") and back")
        }
        for snapshot in snapshots {
            let kept = snapshot.keptUntil.map { ", kept until \($0.rawValue)" } ?? ""
            let place = switch snapshot.placement {
            case .top: ""
            case let .below(role): ", below \(role.rawValue)"
            case let .above(role): ", above \(role.rawValue)"
            }
            switch snapshot.source {
            case let .picture(role):
                lines.append("  snapshot \(snapshot.name) of \(role.rawValue), afterScreenUpdates \(snapshot.afterScreenUpdates)\(place)\(kept)")
            case let .element(reference):
                lines.append("  snapshot \(snapshot.name) of \(reference.dotted), afterScreenUpdates \(snapshot.afterScreenUpdates), over it\(place)\(kept)")
            case let .backdrop(color):
                lines.append("  backdrop \(snapshot.name), \(color.rawValue), the container's size\(place)\(kept)")
            }
        }
        for snapshot in adoptedSnapshots { lines.append("  adopts snapshot \(snapshot.name)") }
        for target in hidden {
            // What no picture shows is hidden before a picture after screen updates commits the screen (A11).
            let when = commitsScreenForPictures && !isPictured(target) ? "before the pictures" : "after the snapshots"
            lines.append("  hides \(target.text) \(when): shown as it was when the transition ends")
        }
        if commitsScreenForPictures {
            lines.append("  starts what no picture shows before the pictures: their commit shows the first frame")
        }
        for mask in masks {
            lines.append("  mask on \(mask.target.rawValue) shaped by \(mask.shape.role.rawValue).\(mask.shape.element)")
            for track in mask.tracks { lines.append("    " + track.text) }
        }
        for track in tracks { lines.append("  " + track.text) }
        for saved in saved {
            lines.append("""
                  saves \(saved.target.text).\(saved.property.rawValue)\(saved.transformIs3D ? " (transform3D)" : ""): \
                restored on \
                cancel\(saved.role == .from && !saved.isAdopted ? " and after finish" : saved.isAdopted ? " (a view kept by the forward transition; a finish removes it)" : "")
                """)
        }
        return lines.joined(separator: "\n")
    }

}

extension Pacing {
    /// `easeIn`, `cubic(…)`, or a spring with its constants.
    var text: String {
        switch self {
        case let .bezier(curve, named):
            return named ?? "cubic(\([curve.x1, curve.y1, curve.x2, curve.y2].map { decimalText($0, places: 6) }.joined(separator: ", ")))"
        case let .spring(spring, spelling):
            let written = switch spelling {
            case let .dampingRatio(ratio): "dampingRatio \(decimalText(ratio, places: 6))"
            case let .bounce(bounce): "bounce \(decimalText(bounce, places: 6))"
            }
            return """
                spring \(written): stiffness \(decimalText(spring.stiffness, places: 6)), damping \
                \(decimalText(spring.damping, places: 6)), velocity \(decimalText(spring.initialVelocity, places: 6))
                """
        }
    }
}

extension TrackPlan {
    /// `to.alpha (view): 0 at 0, 1 at 1`.
    var text: String {
        let stops = keyframes.map { "\($0.value.text) at \(decimalText($0.time, places: 6))" }.joined(separator: ", ")
        let own = ownPacing.map { ", own curve \($0.text)" } ?? ""
        let kind = (isLayer ? "layer" : transformIs3D ? "view, transform3D" : "view") + own
        let settles = settledValue.map { ", settles to \($0.text)" } ?? ""
        return "\(target.text).\(property.rawValue) (\(kind)\(keepsEndValue ? ", keeps end value" : "")): \(stops)\(settles)"
    }
}

extension TrackTarget {
    /// `to`, `from.card`, `shot`, `to.mask`: the target as a spec spells it.
    public var text: String {
        switch self {
        case let .view(role): role.rawValue
        case let .element(role, name, _): "\(role.rawValue).\(name)"
        case let .snapshot(name): name
        case let .mask(role): "\(role.rawValue).mask"
        }
    }
}

extension AnimatedValue {
    /// The value as a spec writes it: `0.5`, `scale(0.6) translate(width - 120, 0)`,
    /// `final.offset(0, height)`.
    var text: String {
        switch self {
        case let .scalar(e): e.text
        case let .transform(steps): steps.isEmpty ? "identity" : steps.map(\.text).joined(separator: " ")
        case let .frame(frame):
            frame.dx.constantValue == 0 && frame.dy.constantValue == 0
                ? frame.base.text : "\(frame.base.text).offset(\(frame.dx.text), \(frame.dy.text))"
        case let .cornerRadius(of: reference): "\(reference.dotted).cornerRadius"
        case let .size(width, height): "\(AnimatedProperty.sizeFunction)(\(width.text), \(height.text))"
        case let .color(color): color.rawValue
        case let .roundedBounds(size, radius):
            "roundedRect(\(size.map { AnimatedValue.frame($0).text + ".size" } ?? "bounds"), \(radius?.text ?? AnimatedProperty.cornerRadius.rawValue))"
        }
    }
}

extension TransformStep {
    var text: String {
        switch self {
        case let .translate(x, y): "translate(\(x.text), \(y.text))"
        case let .scale(x, y): x == y ? "scale(\(x.text))" : "scale(\(x.text), \(y.text))"
        case let .rotate(angle): "rotate(\(angle.text))"
        case let .rotateX(angle): "rotateX(\(angle.text))"
        case let .rotateY(angle): "rotateY(\(angle.text))"
        case let .perspective(distance): "perspective(\(distance.text))"
        }
    }
}

extension ModelExpression {
    /// The expression with the parentheses its precedence needs; numbers to six decimals. Plans
    /// print it, and hover shows a gesture's release rate with it.
    public var text: String { text(within: 0) }

    private func text(within precedence: Int) -> String {
        switch self {
        case let .constant(value): return decimalText(value, places: 6)
        case let .input(input): return input.rawValue
        case let .negate(inner): return "-" + inner.text(within: 6)
        case let .not(inner): return "not " + inner.text(within: 6)
        case let .function(function, arguments): return "\(function.rawValue)(\(arguments.map(\.text).joined(separator: ", ")))"
        case let .binary(op, a, b):
            let written = "\(a.text(within: op.precedence)) \(op.rawValue) \(b.text(within: op.precedence + 1))"
            return op.precedence < precedence ? "(\(written))" : written
        }
    }
}
