import TransitionModel
import TransitionSource

/// An invariant a run broke, located at the spec text responsible: the animator for mistakes of
/// its completion (masks, snapshots, completeTransition, a cancel that does not restore), the
/// scenario step for the stack and for operations the core refuses. Reported like a compiler
/// error, `path:line:col: error: … [R0101]`.
public struct RuntimeIssue: Sendable, Equatable {
    /// Which invariant, with its stable code.
    public var code: RuntimeIssueCode
    /// What went wrong and what to do about it.
    public var message: String
    /// In the spec's source (or the `--do` text).
    public var range: SourceRange
    /// The path of the text `range` points into (the spec, or `<--do>`).
    public var path: String

    public init(_ code: RuntimeIssueCode, _ message: String, at range: SourceRange, in path: String) {
        self.code = code
        self.message = message
        self.range = range
        self.path = path
    }

    /// As a diagnostic, so the same renderer that prints the checker's errors prints these.
    public var diagnostic: Diagnostic {
        // Runtime codes live in their own R namespace, apart from the checker's T codes.
        Diagnostic(.error, code: code.rawValue, message, at: range)
    }
}

/// Stable codes of the invariants `transc run` and `transc test` check (docs/trace-format.md).
public enum RuntimeIssueCode: String, Sendable, CaseIterable {
    /// `completeTransition` was not called exactly once, or with the wrong value.
    case completeTransition = "R0101"
    /// The stacks do not match the operations that completed.
    case stackMismatch = "R0102"
    /// A cancelled transition left a view changed, or the destination in the container.
    case cancelNotRestored = "R0103"
    /// A mask, snapshot or layer animation outlived its transition.
    case leftover = "R0104"
    /// The core refused an operation (pushing while a screen is presented, a broken hierarchy).
    case operationRefused = "R0105"
    /// A transition did not end within the run's time limit.
    case neverEnded = "R0106"
    /// The frames of a run reached `RunOptions.sampleLimit`; the later ones are not recorded.
    case sampleBudget = "R0107"
}
