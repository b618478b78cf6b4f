import Foundation

/// `UIViewControllerAnimatedTransitioning` as a value: a duration and two steps. The
/// interpreter builds one per spec animator; `Animator.system(_:)` models UIKit's defaults.
///
/// - `animate` is `animateTransition(using:)`: add the arriving view to the container, set
///   initial state, schedule animations (`Stage.add`). It runs once, at the start.
/// - `completion` is the animations' completion block: it runs when the transition's timeline
///   reaches its end (or its start, after a cancelled interaction). It cleans up (masks,
///   snapshots, leftover layer animations, the arriving view after a cancel) and must call
///   `stage.completeTransition(!context.transitionWasCancelled)` exactly once.
public struct Animator {
    /// A name for traces (the spec animator's name, or `system push`).
    public var name: String
    /// `transitionDuration(using:)`.
    public var duration: Double
    /// `animateTransition(using:)`.
    public var animate: (inout Stage, TransitionContext) -> Void
    /// The completion block of the transition's animations.
    public var completion: (inout Stage, TransitionContext) -> Void

    /// Makes an animator from its two steps.
    public init(
        name: String, duration: Double,
        animate: @escaping (inout Stage, TransitionContext) -> Void,
        completion: @escaping (inout Stage, TransitionContext) -> Void
    ) {
        self.name = name
        self.duration = duration
        self.animate = animate
        self.completion = completion
    }
}

extension Animator {
    /// Length of the modelled system push and pop. UIKit's exact value is private; 0.35 s is
    /// the commonly measured length of the navigation slide.
    public static let systemNavigationDuration = 0.35
    /// Length of the modelled system present and dismiss (cover vertical).
    public static let systemModalDuration = 0.3
    /// How far the covered screen slides during a system push or pop, as a fraction of the
    /// container width (UIKit's parallax: the screen underneath moves a third as far).
    public static let systemParallaxFraction = 0.3
    /// The curve of the modelled system transitions. UIKit uses a private spring-like curve;
    /// ease-in-out has the same start, end and symmetry.
    public static let systemCurve = TimingCurve.easeInOut

    /// The transition UIKit runs when no custom animator is given, modelled with frames:
    /// - push: the arriving view slides in from the right edge (x: width → 0) above the
    ///   leaving one, which moves to −0.3 × width;
    /// - pop: the reverse, with the arriving view inserted below;
    /// - present: cover vertical, the arriving view rises from below (y: height → 0);
    /// - dismiss: the leaving view drops below the screen, the arriving one waits underneath.
    /// After the transition the leaving view's frame is restored, as UIKit leaves it; after a
    /// cancelled one, the arriving view's.
    public static func system(_ kind: TransitionOperation.Kind) -> Animator {
        switch kind {
        case .push: slide(name: "system push", arriving: 1, leaving: -systemParallaxFraction, below: false)
        case .pop: slide(name: "system pop", arriving: -systemParallaxFraction, leaving: 1, below: true)
        case .present: cover(name: "system present", presenting: true)
        case .dismiss: cover(name: "system dismiss", presenting: false)
        }
    }

    /// A horizontal slide: each view starts or ends offset by a multiple of the width. Held by a
    /// finger (UIKit's swipe-back drives the pop), it scrubs linearly, as a `UIViewPropertyAnimator`
    /// does by default: the leaving screen's edge stays under the finger.
    private static func slide(name: String, arriving: Double, leaving: Double, below: Bool) -> Animator {
        Animator(name: name, duration: systemNavigationDuration) { stage, context in
            let width = context.containerBounds.width
            let final = context.finalFrame(for: context.toController)
            let initial = context.initialFrame(for: context.fromController)
            let start = final.offsetBy(dx: arriving * width, dy: 0)
            stage.setValue(.rect(start), for: .frame, of: context.toView)
            if below {
                stage.insertSubview(context.toView, below: context.fromView)
            } else {
                stage.addSubview(context.toView, to: context.containerView)
            }
            let curve = AnimationCurve.timing(systemCurve)
            stage.add(in: context, Animation(
                context.toView, .frame, from: .rect(start), to: .rect(final),
                duration: systemNavigationDuration, curve: curve, scrubsLinearly: true))
            stage.add(in: context, Animation(
                context.fromView, .frame, from: .rect(initial),
                to: .rect(initial.offsetBy(dx: leaving * width, dy: 0)),
                duration: systemNavigationDuration, curve: curve, scrubsLinearly: true))
        } completion: { stage, context in
            finishSystemTransition(&stage, context)
        }
    }

    /// Cover vertical: the presented view moves between one screen height below and its place
    /// (the container, or where its presentation controller puts it).
    private static func cover(name: String, presenting: Bool) -> Animator {
        Animator(name: name, duration: systemModalDuration) { stage, context in
            let bounds = context.containerBounds
            let curve = AnimationCurve.timing(systemCurve)
            if presenting {
                let place = context.finalFrame(for: context.toController)
                let below = place.offsetBy(dx: 0, dy: bounds.height)
                stage.setValue(.rect(below), for: .frame, of: context.toView)
                stage.addSubview(context.toView, to: context.containerView)
                stage.add(in: context, Animation(
                    context.toView, .frame, from: .rect(below), to: .rect(place),
                    duration: systemModalDuration, curve: curve))
            } else {
                if context.handsOver(context.toView) {
                    stage.setValue(.rect(bounds), for: .frame, of: context.toView)
                    stage.insertSubview(context.toView, below: context.fromView)
                }
                let place = context.initialFrame(for: context.fromController)
                stage.add(in: context, Animation(
                    context.fromView, .frame, from: .rect(place), to: .rect(place.offsetBy(dx: 0, dy: bounds.height)),
                    duration: systemModalDuration, curve: curve))
            }
        } completion: { stage, context in
            finishSystemTransition(&stage, context)
        }
    }

    /// After a cancel (UIKit's swipe-back let go too early) the arriving view leaves the container
    /// where its own frame belongs, as the navigation controller lays it out when it shows it again.
    private static func finishSystemTransition(_ stage: inout Stage, _ context: TransitionContext) {
        if context.transitionWasCancelled {
            if context.handsOver(context.toView) {
                stage.setValue(.rect(context.finalFrame(for: context.toController)), for: .frame, of: context.toView)
                stage.removeFromSuperview(context.toView)
            }
        } else {
            stage.setValue(.rect(context.initialFrame(for: context.fromController)), for: .frame, of: context.fromView)
        }
        stage.completeTransition(!context.transitionWasCancelled)
    }
}
