import DifferentialHarness
import Foundation

// `transc-differential [--shape navigationRoot|tabBarRoot|wrappedPresented] FILE…`: for each spec,
// `agree`, `differ` with the first difference between the interpreter's trace and the emitted Swift
// run on the runtime UIKit, or `error` when there is nothing to compare (a spec that does not check,
// a file that cannot be read). `--shape` picks the app the emitted code runs in (default: the
// navigation controller as the window's root). Exit status: 1 if any differ, else 3 if any is an
// error, else 0; 2 for usage and a runtime UIKit that does not build.
let usage = "usage: transc-differential [--shape \(Differential.AppShape.allCases.map(\.rawValue).joined(separator: "|"))] FILE...\n"
var arguments = Array(CommandLine.arguments.dropFirst())
var shape = Differential.AppShape.navigationRoot
if let flag = arguments.firstIndex(of: "--shape") {
    guard flag + 1 < arguments.count, let chosen = Differential.AppShape(rawValue: arguments[flag + 1]) else {
        FileHandle.standardError.write(Data(("transc-differential: --shape needs one of " + Differential.AppShape.allCases.map(\.rawValue).joined(separator: ", ") + "\n" + usage).utf8))
        exit(2)
    }
    shape = chosen
    arguments.removeSubrange(flag...(flag + 1))
}
let files = arguments
guard !files.isEmpty, !files.contains(where: { $0.hasPrefix("--") }) else {
    FileHandle.standardError.write(Data(usage.utf8))
    exit(2)
}
do {
    let toolchain = try Toolchain.prepared()
    var agree = 0, differ = 0, errors = 0
    for file in files {
        do {
            let report = try Differential.compare(path: file, toolchain: toolchain, shape: shape)
            if let difference = report.difference {
                differ += 1
                print("\(file): differ: \(difference)")
            } else {
                agree += 1
                print("\(file): agree (\(report.runs) runs, \(report.transitions) transitions, \(report.frames) frames)")
            }
        } catch let failure as Differential.DoesNotCheck {
            errors += 1
            print("\(file): error: \(failure)")
        } catch let failure as CocoaError where failure.code == .fileReadNoSuchFile || failure.code == .fileReadNoPermission || failure.code == .fileReadUnknown {
            errors += 1
            print("\(file): error: cannot read the file: \(failure.localizedDescription)")
        } catch {
            // The emitted Swift did not compile, or its driver wrote no trace: the emitted code is wrong.
            differ += 1
            print("\(file): differ: \(error)")
        }
    }
    print("\(agree) agree, \(differ) differ" + (errors > 0 ? ", \(errors) not compared (errors)" : ""))
    exit(differ > 0 ? 1 : errors > 0 ? 3 : 0)
} catch {
    FileHandle.standardError.write(Data("transc-differential: \(error)\n".utf8))
    exit(2)
}
