import DifferentialHarness
import Foundation

// `transc-differential FILE…`: for each spec, `agree` or the first difference between the
// interpreter's trace and the emitted Swift run on the runtime UIKit; exit 1 if any differ.
let files = Array(CommandLine.arguments.dropFirst())
guard !files.isEmpty else {
    FileHandle.standardError.write(Data("usage: transc-differential FILE...\n".utf8))
    exit(2)
}
do {
    let toolchain = try Toolchain.prepared()
    var agree = 0, differ = 0
    for file in files {
        do {
            let report = try Differential.compare(path: file, toolchain: toolchain)
            if let difference = report.difference {
                differ += 1
                print("\(file): differ: \(difference)")
            } else {
                agree += 1
                print("\(file): agree (\(report.runs) runs, \(report.transitions) transitions, \(report.frames) frames)")
            }
        } catch {
            differ += 1
            print("\(file): differ: \(error)")
        }
    }
    print("\(agree) agree, \(differ) differ")
    exit(differ == 0 ? 0 : 1)
} catch {
    FileHandle.standardError.write(Data("transc-differential: \(error)\n".utf8))
    exit(2)
}
