/// A layout spec file that cannot be used: the file, the JSON path and the problem.
public struct OversetSpecError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The spec file.
    public var file: String
    /// Where in the file, as `screens[0].body.vstack.children[2]`; empty for the whole file.
    public var path: String
    /// What is wrong.
    public var problem: String

    public init(file: String, path: String, problem: String) {
        self.file = file
        self.path = path
        self.problem = problem
    }

    public var description: String { path.isEmpty ? "\(file): \(problem)" : "\(file): \(path): \(problem)" }
}
