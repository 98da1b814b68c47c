import Foundation
import PackagePlugin

/// `swift package overset-audit [spec.json …] [overset audit options]`: audits a package's
/// screens with the `overset` its Overset dependency builds, as swift-format and DocC run their
/// tools as command plugins.
///
/// With no spec among the arguments, every `*.overset.json` file of the package is audited
/// (`.build` and hidden directories are skipped). Relative paths are relative to the package.
/// The command fails when the audit does (findings at or above `--fail-on`, or bad input).
@main
struct OversetAuditPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {
        let tool = try context.tool(named: "overset")
        let package = context.package.directoryURL
        var specs: [String] = []
        if !Self.namesASpec(arguments) {
            specs = try Self.specs(in: package)
            guard !specs.isEmpty else {
                throw PluginFailure(
                    "no spec given and no *.overset.json in \(package.path); pass spec files, or name them *.overset.json (docs/audit.md)")
            }
        }
        let process = Process()
        process.executableURL = tool.url
        process.arguments = ["audit"] + specs + arguments
        process.currentDirectoryURL = package
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let meaning = process.terminationStatus == 1 ? "findings at or above --fail-on" : "bad input or usage"
            throw PluginFailure("overset audit exited with status \(process.terminationStatus) (\(meaning))")
        }
    }

    /// Whether an argument is a spec: a `.json` file that is not the value of an option that
    /// takes one (`--baseline`, `--output`, `--theme`).
    static func namesASpec(_ arguments: [String]) -> Bool {
        let takesFile: Set = ["--baseline", "--output", "--theme", "--strings", "--font-path"]
        return arguments.indices.contains { index in
            arguments[index].hasSuffix(".json") && !(index > 0 && takesFile.contains(arguments[index - 1]))
        }
    }

    /// The package's `*.overset.json` files, relative to it, sorted.
    static func specs(in package: URL) throws -> [String] {
        guard
            let walker = FileManager.default.enumerator(
                at: package, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
        else { return [] }
        var found: [String] = []
        for case let url as URL in walker {
            if url.lastPathComponent == ".build" || url.lastPathComponent == "Packages" {
                walker.skipDescendants()
            } else if url.lastPathComponent.hasSuffix(".overset.json") {
                found.append(String(url.standardizedFileURL.path.dropFirst(package.standardizedFileURL.path.count + 1)))
            }
        }
        return found.sorted()
    }
}

/// Why the plugin stopped, as SwiftPM prints it.
struct PluginFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
