import TransitionCore
import TransitionModel
import TransitionSource

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
    /// Most samples a run's frames hold, counting each row's time and every number of every
    /// channel (a transform is six): memory grows with frames × channels, so a long drag over a
    /// screen of many animated views is bounded as surely as a long drag of one. A run that
    /// reaches it stops recording frames and reports the step that got there (R0107).
    public var sampleLimit: Int

    /// `sampleLimit` unless told: 20 million samples, 160 MB of numbers.
    public static let defaultSampleLimit = 20_000_000

    public init(
        width: Double = ReferenceScreen.width, height: Double = ReferenceScreen.height, framesPerSecond: Double = 60,
        recordsFrames: Bool = true, faults: Set<AnimatorFault> = [], transitionTimeLimit: Double = 600,
        sampleLimit: Int = RunOptions.defaultSampleLimit
    ) {
        self.width = width
        self.height = height
        self.framesPerSecond = framesPerSecond
        self.recordsFrames = recordsFrames
        self.faults = faults
        self.transitionTimeLimit = transitionTimeLimit
        self.sampleLimit = sampleLimit
    }
}
