/// Why a port did not run: bad input, found before anything is written. Each description is one
/// line that says what to give instead.
public enum PortError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No input was given.
    case noInputs
    /// An input path does not exist.
    case missingPath(String)
    /// A file or folder could not be read.
    case unreadable(String, reason: String)
    /// A file given by name is not a Swift file.
    case notSwift(String)
    /// A folder holds no Swift file.
    case noSwiftFiles(String)
    /// A file is not UTF-8 text.
    case notUTF8(String)
    /// A Swift file does not parse: the first error, at its line and column.
    case syntaxError(file: String, line: Int, column: Int, message: String)
    /// The output folder (or the report) is an input folder, inside one, or holds one (originals
    /// would be overwritten, or the output ported next time).
    case outputOverlapsInput(output: String, input: String)
    /// An input is not inside the folder given with `--base`.
    case notInsideBase(input: String, base: String)
    /// Two inputs would be written to the same output path.
    case sameOutputPath(String)
    /// The ported copy or the report could not be written.
    case cannotWrite(String, reason: String)

    /// One line: what is wrong and what to give instead.
    public var description: String {
        switch self {
        case .noInputs:
            "no input: give the Swift files or folders to port, e.g. diffbench-port --output Ported App/Screens"
        case .missingPath(let path):
            "no such file or folder: \(path)"
        case .unreadable(let path, let reason):
            "cannot read \(path): \(reason)"
        case .notSwift(let path):
            "\(path) is not a Swift file: give .swift files, or folders holding them"
        case .noSwiftFiles(let path):
            "\(path) holds no .swift file: give the folder that holds the app's Swift files"
        case .notUTF8(let path):
            "\(path) is not UTF-8 text: save it as UTF-8"
        case .syntaxError(let file, let line, let column, let message):
            "\(file):\(line):\(column): not valid Swift (\(message)): port files that compile with Xcode"
        case .outputOverlapsInput(let output, let input):
            "\(output) overlaps the input \(input): write the ported copy and its report outside every input (e.g. .build/ported)"
        case .notInsideBase(let input, let base):
            "\(input) is not inside the base folder \(base): give a --base that holds every input"
        case .sameOutputPath(let path):
            "two inputs would both be written to \(path): give their common parent folder with --base"
        case .cannotWrite(let path, let reason):
            "cannot write \(path): \(reason)"
        }
    }
}
