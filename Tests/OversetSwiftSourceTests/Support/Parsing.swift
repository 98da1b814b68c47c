import Foundation

@testable import OversetSwiftSource

/// Parses Swift text for the evaluator's tests with the installed toolchain, as audits do, with
/// the parse cache off.
enum Parsing {
    static let parser: SwiftSourceParser = {
        do {
            var environment = ProcessInfo.processInfo.environment
            environment["OVERSET_CACHE_DIR"] = "off"
            return try SwiftSourceParser(environment: environment)
        } catch {
            fatalError("the tests need swiftc: \(error)")
        }
    }()

    static func parse(_ text: String, path: String = "Test.swift") throws -> ParsedFile {
        try parser.parse(SourceFile(path: path, text: text))
    }

    static func parse(files paths: [String]) throws -> [ParsedFile] {
        try parser.parse(files: paths).filesOrFirstFailure()
    }
}
