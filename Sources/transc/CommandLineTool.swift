import Foundation
import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax

/// The version printed by `--version` and written into generated files.
let transcVersion = "0.1.0"

/// Exit statuses: 0 clean (warnings allowed), 1 errors in the input, 2 usage or I/O problems.
enum ExitStatus {
    static let ok: Int32 = 0
    static let failure: Int32 = 1
    static let usage: Int32 = 2
}

/// One subcommand: its name, its help, and what it runs.
struct Command: Sendable {
    let name: String
    let summary: String
    let usage: String
    let help: String
    /// The options the command accepts, before any are parsed.
    let arguments: Arguments
    let run: @Sendable ([String]) -> Int32
}

enum CommandLineTool {
    static let commands: [Command] = [
        CheckCommand.command, RunCommand.command, TestCommand.command, EmitSwiftCommand.command,
        FormatCommand.command, LanguageServerCommand.command, GraphCommand.command, PreviewCommand.command,
        CompletionsCommand.command,
    ]

    static func run(_ arguments: [String]) -> Int32 {
        guard let first = arguments.first else {
            Output.error(overview)
            return ExitStatus.usage
        }
        switch first {
        case "-h", "--help":
            Output.print(overview)
            return ExitStatus.ok
        case "--version", "-V":
            Output.print("transc \(transcVersion)")
            return ExitStatus.ok
        case "help":
            guard arguments.count > 1 else {
                Output.print(overview)
                return ExitStatus.ok
            }
            guard let command = commands.first(where: { $0.name == arguments[1] }) else {
                Output.error(unknownCommand(arguments[1]))
                return ExitStatus.usage
            }
            Output.print(helpText(command))
            return ExitStatus.ok
        default:
            guard let command = commands.first(where: { $0.name == first }) else {
                Output.error(unknownCommand(first))
                return ExitStatus.usage
            }
            let rest = Array(arguments.dropFirst())
            if rest.contains("--help") || rest.contains("-h") {
                Output.print(helpText(command))
                return ExitStatus.ok
            }
            return command.run(rest)
        }
    }

    /// "unknown command", with the closest command name (by edit distance, else by prefix).
    static func unknownCommand(_ name: String) -> String {
        let names = commands.map(\.name)
        let close = closestName(to: name, among: names) ?? names.first { $0.hasPrefix(name) || name.hasPrefix($0) }
        return "transc: unknown command '\(name)'\(close.map { "; did you mean '\($0)'?" } ?? ""); see 'transc --help'"
    }

    static func helpText(_ command: Command) -> String {
        "usage: \(command.usage)\n\n\(command.summary)\n\n\(command.help)"
    }

    static var overview: String {
        var text = """
        transc \(transcVersion): a compiler for iOS navigation transitions.

        usage: transc <command> [options] [file…]

        commands:

        """
        for command in commands {
            text += "  " + command.name.padding(toLength: 12, withPad: " ", startingAt: 0) + command.summary + "\n"
        }
        text += """

        Run 'transc help <command>' for a command's options.
        Exit status: 0 success (warnings allowed), 1 errors in the input, 2 usage or I/O errors.
        """
        return text
    }
}

/// Writes to standard output and standard error without buffering surprises.
enum Output {
    static func print(_ text: String) {
        write(text.hasSuffix("\n") ? text : text + "\n", to: FileHandle.standardOutput)
    }

    static func raw(_ text: String) {
        write(text, to: FileHandle.standardOutput)
    }

    static func error(_ text: String) {
        write(text.hasSuffix("\n") ? text : text + "\n", to: FileHandle.standardError)
    }

    static func rawError(_ text: String) {
        write(text, to: FileHandle.standardError)
    }

    private static func write(_ text: String, to handle: FileHandle) {
        guard !text.isEmpty else { return }
        handle.write(Data(text.utf8))
    }
}
