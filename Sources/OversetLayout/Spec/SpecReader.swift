internal import OversetPlumbing
import OversetStyle

/// Reads spec values; every failure is an `OversetSpecError` naming the file and JSON path.
typealias SpecReader = JSONTreeReader<OversetSpecError>

extension JSONTreeReader where Failure == OversetSpecError {
    init(file: String) {
        self.init { path, problem in OversetSpecError(file: file, path: path, problem: problem) }
    }
}
