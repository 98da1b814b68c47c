import Foundation
import PackagePlugin

/// `swift package overset-audit [screens …] [overset audit options]`: audits a package's
/// screens with the `overset` its Overset dependency builds, as swift-format and DocC run their
/// tools as command plugins.
///
/// With no screens among the arguments (a spec, a Swift file or a directory), the package's own
/// screens are audited: every `*.overset.json` file (`.build` and hidden directories are
/// skipped) and the source directory of every target with a `#Preview` or `PreviewProvider`.
/// Relative paths are relative to the package. The command fails when the audit does (findings
/// at or above `--fail-on`, or bad input).
@main
struct OversetAuditPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {
        let tool = try context.tool(named: "overset")
        let package = context.package.directoryURL
        var screens: [String] = []
        if !Self.namesScreens(arguments) {
            screens = try Self.specs(in: package) + Self.previewTargets(of: context.package)
            guard !screens.isEmpty else {
                throw PluginFailure(
                    "no screens given, and \(package.path) has no *.overset.json and no target with a #Preview; "
                        + "pass spec files, Swift files or directories (docs/audit.md)")
            }
        }
        let process = Process()
        process.executableURL = tool.url
        // A found path that looks like an option (`--x.overset.json`) is passed as `./--x…`.
        process.arguments = ["audit"] + screens.map { $0.hasPrefix("-") ? "./" + $0 : $0 } + arguments
        process.currentDirectoryURL = package
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let meaning = process.terminationStatus == 1 ? "findings at or above --fail-on" : "bad input or usage"
            throw PluginFailure("overset audit exited with status \(process.terminationStatus) (\(meaning))")
        }
    }

    /// The options of `overset audit` that take a value (`--output report.json`): their values
    /// are not screens. `scripts/check-plugin.sh` checks this list against `overset audit --help`,
    /// since a plugin cannot import the command's own list.
    static let optionsTakingValues: Set = [
        "--baseline", "--bold-text", "--categories", "--define", "--device", "--fail-on", "--font-path", "--format", "--ios-version", "--jobs",
        "--locales", "--output", "--presets", "--scale", "--screen", "--severity", "--shard", "--strings", "--theme", "--view", "--widths",
    ]

    /// Whether the arguments name screens: a word that is neither an option (`--x`, `--x=value`)
    /// nor the value of an option that takes one.
    static func namesScreens(_ arguments: [String]) -> Bool {
        arguments.indices.contains { index in
            !arguments[index].hasPrefix("-") && !(index > 0 && optionsTakingValues.contains(arguments[index - 1]))
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
                found.append(relative(url, to: package))
            }
        }
        return found.sorted()
    }

    /// The source directories, relative to the package, of its targets that have a preview: the
    /// directory holding all of a target's Swift files (a target's own `directoryURL` needs tools
    /// version 6.1), so the views a preview uses are read with it.
    static func previewTargets(of package: Package) -> [String] {
        package.targets.compactMap { target in
            guard let files = target.sourceModule?.sourceFiles(withSuffix: "swift").map(\.url),
                files.contains(where: hasPreview)
            else { return nil }
            return relative(commonDirectory(of: files), to: package.directoryURL)
        }.sorted()
    }

    /// The deepest directory that holds every one of the files.
    static func commonDirectory(of files: [URL]) -> URL {
        let directories = files.map { $0.standardizedFileURL.deletingLastPathComponent().pathComponents }
        var common = directories[0]
        for components in directories.dropFirst() {
            common = Array(zip(common, components).prefix { $0 == $1 }.map(\.0))
        }
        return URL(fileURLWithPath: NSString.path(withComponents: common), isDirectory: true)
    }

    /// Whether a Swift file declares a preview; a plain text search, as the parse is the tool's.
    static func hasPreview(_ file: URL) -> Bool {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return false }
        return text.contains("#Preview") || text.contains("PreviewProvider")
    }

    /// A path inside the package, relative to it ("." for the package itself).
    static func relative(_ url: URL, to package: URL) -> String {
        let path = String(url.standardizedFileURL.path.dropFirst(package.standardizedFileURL.path.count + 1))
        return path.isEmpty ? "." : path
    }
}

/// Why the plugin stopped, as SwiftPM prints it.
struct PluginFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
