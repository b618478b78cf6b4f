import TransitionCore
import TransitionModel
import TransitionSource

/// Runs one navigation graph of a checked spec on the core: it owns the stage, performs
/// operations with the animators the model selects, advances the virtual clock frame by frame
/// while something moves (and jumps over time when nothing does), records the trace, and checks
/// the invariants after every transition. `ScenarioRun` and `Tour` drive it.
struct Interpreter {
    let spec: CheckedSpec
    let graph: NavigationGraph
    let options: RunOptions
    /// The text scenario-step ranges point into (the spec, or the `--do` text).
    let stepsSource: SourceFile
    var stepsPath: String { stepsSource.path }
    /// The container's size for the model's `width` and `height`: the run's, until a `resize`.
    var values: ModelValues
    var stage: Stage
    var screens: ScreenInstances
    var trace: Trace

    /// The stacks as the completed operations say they should be: controllers, root first.
    var expectedNavigation: [ControllerID]
    var expectedModal: [ControllerID] = []
    /// The presentation each presented controller was given, so a resize can place it again.
    var presentations: [ControllerID: Presentation] = [:]
    /// The transition in flight.
    var current: RunningTransition?
    /// Snapshots kept for a later backward operation.
    var kept: [KeptSnapshot] = []
    /// Every snapshot taken, by name, in order (expectations read the newest).
    var snapshotNodes: [(name: String, node: NodeID)] = []
    /// Whether the last transition completed (nil before any).
    var lastOutcome: Bool?
    /// The finger, from `drag` to `release`.
    var drag: DragState?
    /// Issues the core reported during the running transition.
    var pendingIssues: [TransitionIssue] = []
    /// Values to read at given times for expectations ahead (see `ScenarioRun`).
    var probes: [Probe] = []
    var probeValues: [Int: Double] = [:]

    /// The step being played, where a run that runs out of samples is reported.
    var playing: SourceRange?

    private var sequence = 0
    private var rowCount = 0
    /// Samples the frames hold so far (`RunOptions.sampleLimit`), and whether the budget ran out.
    private var samplesRecorded = 0
    private var samplingStopped = false
    private var eventCursor = 0

    init(spec: CheckedSpec, graph: NavigationGraph, options: RunOptions, title: String, stepsSource: SourceFile) {
        self.spec = spec
        self.graph = graph
        self.options = options
        self.stepsSource = stepsSource
        values = ModelValues(width: options.width, height: options.height)
        var stage = Stage(screen: Size(width: options.width, height: options.height))
        screens = ScreenInstances(graph: graph, stage: &stage)
        let root = screens.first(of: graph.root).controller
        try? stage.setRoot(root)
        self.stage = stage
        expectedNavigation = [root]
        trace = Trace(specPath: spec.path, graph: graph.name, title: title, width: options.width, height: options.height,
                      framesPerSecond: options.framesPerSecond)
        eventCursor = stage.events.count
    }

    // MARK: - Recording

    mutating func nextSequence() -> Int {
        sequence += 1
        return sequence
    }

    mutating func record(_ kind: TraceEvent.Kind) {
        trace.events.append(TraceEvent(sequence: nextSequence(), time: stage.time, transition: current?.record, kind: kind))
    }

    mutating func report(_ code: RuntimeIssueCode, _ message: String, at range: SourceRange, in path: String? = nil) {
        let issue = RuntimeIssue(code, message, at: range, in: path ?? stepsPath)
        guard !trace.issues.contains(issue) else { return }
        trace.issues.append(issue)
        record(.issue(message))
    }

    /// Controllers on the stacks now, as the core has them: navigation then presentations.
    var actualStack: [ControllerID] { (stage.navigation?.controllers ?? []) + stage.modal.presented }

    func labels(_ controllers: [ControllerID]) -> [String] {
        controllers.map { screens.instance(for: $0)?.label ?? $0.description }
    }

    /// Screen indices of the stacks now, for `expect stack`.
    var stackScreens: [Int] { actualStack.compactMap { screens.instance(for: $0)?.screen } }

    /// Whether frames are still being recorded (the finger then also moves frame by frame;
    /// otherwise it moves straight to the next stop, which gives the same values there).
    var samplesFrames: Bool {
        options.recordsFrames && !samplingStopped
    }

    /// Whether a frame should be sampled now: a transition runs on its own or under a finger.
    var isMoving: Bool {
        guard !stage.isIdle else { return false }
        return stage.interactionPercent == nil || drag?.isMoving == true
    }

    // MARK: - Clock

    /// The frame grid, the one the differential test's driver samples on too.
    var clock: FrameClock { FrameClock(framesPerSecond: options.framesPerSecond) }

    /// Advances the clock to `target`: frame by frame while something moves (recording rows,
    /// moving the finger), straight through idle time, stopping at every probe.
    mutating func advance(to target: Double) {
        while stage.time < target {
            var stop = target
            if isMoving && samplesFrames {
                stop = min(stop, clock.nextStop(after: stage.time, deadline: stage.transitionDeadline))
            }
            if let deadline = stage.transitionDeadline, deadline > stage.time { stop = min(stop, deadline) }
            if let probe = probes.first(where: { $0.time > stage.time }) { stop = min(stop, probe.time) }
            step(to: stop)
        }
        evaluateProbes()
    }

    /// Advances until no transition runs (a held interaction never ends by itself).
    mutating func runUntilIdle() {
        let start = stage.time
        while !stage.isIdle, let deadline = stage.transitionDeadline {
            if deadline - start > options.transitionTimeLimit {
                advance(to: start + options.transitionTimeLimit)
                if let running = current {
                    report(.neverEnded, "the \(running.operation) did not end within \(options.transitionTimeLimit) s", at: running.range, in: running.path)
                }
                return
            }
            advance(to: deadline)
        }
    }

    private mutating func step(to time: Double) {
        let wasMoving = isMoving
        var fingerStopped = false
        if var finger = drag, finger.isMoving {
            finger.move(to: time, width: values.width, height: values.height)
            drag = finger
            try? stage.updateInteractiveTransition(finger.progress)
            fingerStopped = !finger.isMoving
        }
        if time == stage.transitionDeadline {
            // The last frame shows the animations' end values; the completion step then changes
            // the model (removing masks and snapshots, resetting the leaving view).
            recordRow(at: time, ending: true)
        }
        stage.advance(to: time)
        drainEvents()
        if wasMoving, current != nil, isFrameTime(time) { recordRow() }
        if fingerStopped, let finger = drag { record(.interactionUpdated(percent: finger.progress)) }
        evaluateProbes()
    }

    private func isFrameTime(_ time: Double) -> Bool { clock.isFrameTime(time) }

    mutating func evaluateProbes() {
        while let probe = probes.first, probe.time <= stage.time + 1e-12 {
            probes.removeFirst()
            probeValues[probe.step] = read(probe.subject, probe.property)
        }
    }

    // MARK: - Frames

    /// Samples every channel of the running transition now, or, with `ending`, the values its
    /// animations reach at their end (their start, when cancelling) at `time`.
    mutating func recordRow(at time: Double? = nil, ending: Bool = false) {
        guard options.recordsFrames, !samplingStopped, let running = current, !running.endRecorded else { return }
        let index = running.record - 1
        let rowStart = trace.transitions[index].values.count
        let sequence = nextSequence()
        trace.transitions[index].frameTimes.append(time ?? stage.time)
        trace.transitions[index].framePercents.append(ending ? nil : stage.interactionPercent)
        trace.transitions[index].frameSequence.append(sequence)
        let cancelling = stage.context?.transitionWasCancelled == true
        let animations = ending ? stage.runningAnimations : []
        if ending { current?.endRecorded = true }
        for (node, property) in running.channels {
            var value = stage.presentedValue(of: node, property)
            if ending, let animation = animations.last(where: { $0.target == node && $0.property == property }) {
                value = cancelling ? animation.from : animation.to
            }
            Self.append(value, to: &trace.transitions[index].values)
        }
        trace.sampleCount += running.channels.count
        rowCount += 1
        // A row is its time and its numbers; stop before a row like it would pass the budget.
        let rowSamples = 1 + trace.transitions[index].values.count - rowStart
        samplesRecorded += rowSamples
        if samplesRecorded + rowSamples > options.sampleLimit { stopSampling(channels: running.channels.count, running: running) }
    }

    /// The frames reached `RunOptions.sampleLimit`: no more are recorded, and the step that got
    /// there is reported with what to change, so a trace never grows past the budget.
    private mutating func stopSampling(channels: Int, running: RunningTransition) {
        samplingStopped = true
        record(.samplingStopped(rows: rowCount))
        let fps = decimalText(options.framesPerSecond)
        report(.sampleBudget,
               """
                   the trace reached its budget of \(options.sampleLimit) samples here (\(rowCount) frames at \(fps) fps, this \
                   transition's \(channels) channels), so frames after \(decimalText(stage.time)) s are not recorded; sample less \
                   often (--fps) or shorten this step
                   """,
               at: playing ?? running.stepRange)
    }

    /// Appends a value's numbers in `ChannelKind` order, without temporary arrays (the hot path).
    @inline(__always)
    static func append(_ value: AnimatableValue, to values: inout [Double]) {
        switch value {
        case let .scalar(v):
            values.append(v)
        case let .affine(t):
            values.append(t.a); values.append(t.b); values.append(t.c)
            values.append(t.d); values.append(t.tx); values.append(t.ty)
        case let .rect(r):
            values.append(r.minX); values.append(r.minY); values.append(r.width); values.append(r.height)
        case let .size(s):
            values.append(s.width); values.append(s.height)
        case let .color(c):
            values.append(c.red); values.append(c.green); values.append(c.blue); values.append(c.alpha)
        case let .path(p):
            let r = p?.rect ?? .zero
            values.append(r.minX); values.append(r.minY); values.append(r.width); values.append(r.height)
            values.append(p?.cornerRadius ?? 0)
        case let .transform3D(m):
            for i in 0 ..< 4 { values.append(m.row1[i]) }
            for i in 0 ..< 4 { values.append(m.row2[i]) }
            for i in 0 ..< 4 { values.append(m.row3[i]) }
            for i in 0 ..< 4 { values.append(m.row4[i]) }
        }
    }

    // MARK: - Core events

    /// Turns the core's new events into trace events and ends the transition when it ends.
    mutating func drainEvents() {
        while eventCursor < stage.events.count {
            let event = stage.events[eventCursor]
            eventCursor += 1
            switch event.event {
            case let .completeTransitionCalled(value):
                record(.completeTransition(value))
            case let .issue(issue):
                // Judged when the transition ends, once its outcome and kept snapshots are known.
                if current != nil { pendingIssues.append(issue) } else { coreIssue(issue) }
            case let .transitionEnded(_, completed):
                if current != nil { endTransition(completed: completed) }
            case .transitionBegan, .interactionUpdated, .interactionFinished, .interactionCancelled:
                break  // the interpreter records these itself, with names and velocities
            }
        }
    }
}

/// The transition in flight, as the interpreter tracks it.
struct RunningTransition {
    /// `TransitionRecord.index`.
    var record: Int
    var operation: String
    var kind: TransitionOperation.Kind
    var leaving: ScreenInstance
    var arriving: ScreenInstance
    var plan: MotionPlan?
    var scratch: TransitionScratch
    /// The sampled properties, in channel order.
    var channels: [(NodeID, Property)]
    /// Presented values before the transition of every node that must look the same after a
    /// cancel: the two views and their elements.
    var before: [(node: NodeID, property: Property, value: AnimatableValue)]
    /// Where to point when something goes wrong: the animator, else the step.
    var range: SourceRange
    var path: String
    var stepRange: SourceRange
    /// Whether the row at the end has been recorded.
    var endRecorded = false
    /// Whether the finger cancelled it: then the operation must not happen, whatever the
    /// animator tells `completeTransition`.
    var cancelled = false
}

/// A snapshot the model keeps after its transition, until the backward operation of the same
/// edge (`snapshot from as shot until dismiss`).
struct KeptSnapshot {
    var name: String
    var node: NodeID
    /// The backward operation that must adopt and remove it.
    var until: TransitionOperation.Kind
    /// The controller whose leaving triggers that operation (the forward transition's destination).
    var owner: ControllerID
    var range: SourceRange
}

/// A value an expectation reads at a given stage time.
struct Probe {
    var time: Double
    var step: Int
    var subject: ExpectationSubject
    var property: ExpectedProperty
}
