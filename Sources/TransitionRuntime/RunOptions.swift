import TransitionCore
import TransitionLanguage

/// How a spec is run: the container, the sampling rate, and whether frames are recorded.
public struct RunOptions: Sendable {
    /// Container size in points; `ReferenceScreen` (390 × 844) unless given.
    public var width: Double
    public var height: Double
    /// The container's size, for what the model evaluates against it (`Element.frame(in:)`).
    public var container: Size { Size(width: width, height: height) }
    /// Frames sampled per second of stage time.
    public var framesPerSecond: Double
    /// Whether transitions record their frames (`transc test` only needs values at chosen times).
    public var recordsFrames: Bool
    /// Mistakes to build into every custom animator (see `AnimatorFault`).
    public var faults: Set<AnimatorFault>
    /// Longest a single transition may run before the run gives up on it, seconds.
    public var transitionTimeLimit: Double
    /// Most frame rows a run records; past it frames are no longer sampled (an event says so),
    /// so a drag or a transition of absurd length cannot exhaust memory or time.
    public var frameLimit: Int

    public init(
        width: Double = ReferenceScreen.width, height: Double = ReferenceScreen.height, framesPerSecond: Double = 60,
        recordsFrames: Bool = true, faults: Set<AnimatorFault> = [], transitionTimeLimit: Double = 600,
        frameLimit: Int = 1_000_000
    ) {
        self.width = width
        self.height = height
        self.framesPerSecond = framesPerSecond
        self.recordsFrames = recordsFrames
        self.faults = faults
        self.transitionTimeLimit = transitionTimeLimit
        self.frameLimit = frameLimit
    }
}
