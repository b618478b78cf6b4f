import Foundation

/// Measures the interpreter: `transc run --benchmark`. Runs the same work repeatedly for at
/// least a second of wall time and reports property samples per second (simulation and
/// recording, the hot path), simulated seconds per wall second, and the text renderer's rate.
public enum Benchmark {
    /// What one benchmark measured, and its printed form.
    public struct Report: Sendable {
        /// How many times the work ran.
        public var runs: Int
        /// Per run.
        public var samples: Int
        public var simulatedSeconds: Double
        /// Wall seconds for all runs.
        public var wallSeconds: Double
        /// Wall seconds spent rendering one run's traces as text, repeated `renderRuns` times.
        public var renderSeconds: Double
        public var renderRuns: Int

        /// Property samples simulated and recorded per wall second: the figure the target is about.
        public var samplesPerSecond: Double { Double(samples * runs) / wallSeconds }
        /// Wall seconds per run.
        public var wallPerRun: Double { wallSeconds / Double(runs) }

        /// The lines `transc run --benchmark` prints.
        public var report: String {
            func fixed(_ value: Double, _ decimals: Int) -> String { String(format: "%.\(decimals)f", value) }
            let renderRate = renderSeconds > 0 ? Double(samples * renderRuns) / renderSeconds : 0
            return """
            runs:                 \(runs)
            per run:              \(samples) property samples, \(fixed(simulatedSeconds, 3)) s simulated, \(fixed(wallPerRun * 1000, 3)) ms wall
            simulation:           \(fixed(samplesPerSecond / 1e6, 2)) M samples/s, \(fixed(simulatedSeconds / wallPerRun, 0)) simulated s per wall s
            text rendering:       \(fixed(renderRate / 1e6, 2)) M samples/s
            """
        }
    }

    /// Runs `jobs` once to count their samples, then again and again for `minimumSeconds`.
    public static func run(_ jobs: [@Sendable (RunOptions) -> RunResult], options: RunOptions, minimumSeconds: Double = 1) -> Report {
        let first = jobs.map { $0(options) }
        let samples = first.reduce(0) { $0 + $1.trace.sampleCount }
        let simulated = first.reduce(0) { $0 + $1.trace.endTime }
        var runs = 0
        let start = DispatchTime.now().uptimeNanoseconds
        var elapsed = 0.0
        repeat {
            for job in jobs { _ = job(options) }
            runs += 1
            elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        } while elapsed < minimumSeconds
        var renderRuns = 0
        let renderStart = DispatchTime.now().uptimeNanoseconds
        var renderElapsed = 0.0
        let renderer = TraceTextRenderer()
        repeat {
            for result in first { _ = renderer.render(result.trace) }
            renderRuns += 1
            renderElapsed = Double(DispatchTime.now().uptimeNanoseconds - renderStart) / 1e9
        } while renderElapsed < minimumSeconds / 4
        return Report(runs: runs, samples: samples, simulatedSeconds: simulated, wallSeconds: elapsed,
                      renderSeconds: renderElapsed, renderRuns: renderRuns)
    }
}
