import Foundation

// The command line: arguments in, renderers out. Everything else lives in the libraries.
let status = CommandLineTool.run(Array(CommandLine.arguments.dropFirst()))
exit(status)
