@testable import Benchmarking
import Testing

/// Edits a case's figures in place, recording an issue when the case is of another kind (so a
/// test that edits the wrong case fails instead of passing on an untouched one).
extension CaseResult {
    mutating func editDiff(_ edit: (inout DiffFigures) -> Void) {
        guard case var .diff(f) = figures else { Issue.record("\(id) is not a diff case"); return }
        edit(&f)
        figures = .diff(f)
    }

    mutating func editBuild(_ edit: (inout BuildFigures) -> Void) {
        guard case var .build(f) = figures else { Issue.record("\(id) is not a build case"); return }
        edit(&f)
        figures = .build(f)
    }

    mutating func editPipeline(_ edit: (inout PipelineFigures) -> Void) {
        guard case var .pipeline(f) = figures else { Issue.record("\(id) is not a pipeline case"); return }
        edit(&f)
        figures = .pipeline(f)
    }
}
