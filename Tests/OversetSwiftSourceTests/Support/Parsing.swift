import Foundation

@testable import OversetSwiftSource

/// Parses Swift files for the evaluator's tests, with the installed toolchain.
enum Parsing {
    static let compiler: SwiftCompiler = {
        do {
            return try SwiftCompiler.locate(environment: ProcessInfo.processInfo.environment)
        } catch {
            fatalError("the tests need swiftc: \(error)")
        }
    }()

    static func parse(_ text: String, path: String = "Test.swift") throws -> ParsedFile {
        let file = SourceFile(path: path, text: text)
        let tokens = SourceTokens(bytes: Array(text.utf8))
        let resolved = try ConditionalCompilation.resolve(tokens, file: file, conditions: .iOSDebug)
        let dump = try compiler.dump(resolved.bytes, file: path, isScript: false)
        let declarations = try SyntaxAdapter.convert(
            dump: dump, tokens: SourceTokens(bytes: resolved.bytes), file: file, toolchain: compiler.version, maximumDepth: 1_000)
        return ParsedFile(source: file, declarations: declarations, notes: resolved.notes)
    }

    static func parse(files paths: [String]) throws -> [ParsedFile] {
        try paths.map { path in try parse(try String(contentsOfFile: path, encoding: .utf8), path: path) }
    }
}
