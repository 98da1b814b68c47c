import Foundation
import OversetAudit
import OversetLayout
import OversetStyle
import OversetText

extension Benchmarks {
    /// The generated app's size (issue 31): 300 view files, 150 of them with a `#Preview`.
    static let swiftUIFeatures = 150
    /// `overset audit`'s matrix for it: 12 categories × 3 widths × 2 locales = 72 environments.
    static let swiftUIAuditOptions = [
        "--categories", "XS...AX5", "--widths", "320,375,430", "--locales", "en,en-XA", "--no-system-fonts", "--quiet", "--fail-on", "error",
    ]
    static let swiftUIMatrix = AuditMatrix(categories: DynamicTypeSize.allCases, presets: ["default"], widths: [320, 375, 430], locales: ["en", "en-XA"])

    /// An app's SwiftUI source audited by the release `overset` as a process, as users run it:
    /// cold (an empty parse cache: every file goes through the compiler) and warm (the cache the
    /// cold run filled); and, in this process, one typical file's parse against its preview's
    /// layout in the 72 environments, in core-seconds. The floor (each distinct shape of the
    /// audit's texts once with raw HarfBuzz) is timed in each round after the two runs.
    func swiftSourceAudit() throws -> [BenchmarkResult] {
        let overset = repository.appendingPathComponent(".build/release/overset").path
        guard FileManager.default.isExecutableFile(atPath: overset) else {
            throw BenchmarkError("\(overset) is missing; Benchmarks/run.sh builds it (swift build -c release)")
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("overset-bench-swift-\(getpid())")
        try? FileManager.default.removeItem(at: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let app = SwiftUIApp(features: Self.swiftUIFeatures)
        let source = directory.appendingPathComponent("App")
        try app.write(to: source)
        let layouts = app.screenFiles.count * Self.swiftUIMatrix.environmentCount
        let floor = try swiftSourceFloor(app, source: source, cache: directory.appendingPathComponent("cache-floor").path)

        // Cold then warm in each round, each round with a cache of its own.
        var cold: [(wall: Double, core: Double)] = []
        var warm: [(wall: Double, core: Double)] = []
        var floorTimes: [Double] = []
        for round in 0..<(quick ? 3 : 5) {
            let cache = directory.appendingPathComponent("cache-\(round)").path
            let arguments = ["audit", source.path] + Self.swiftUIAuditOptions
            cold.append(try Self.runOverset(overset, arguments, cache: cache, in: directory))
            warm.append(try Self.runOverset(overset, arguments, cache: cache, in: directory))
            // In core-seconds, as the runs' figures it is compared with.
            floorTimes.append(Timing.coreSeconds { floor.shapeAll() })
        }
        let floorTime = Timing.median(floorTimes)
        let coldWall = Timing.median(cold.map(\.wall))
        let warmWall = Timing.median(warm.map(\.wall))
        let coldCore = Timing.median(cold.map(\.core))
        let warmCore = Timing.median(warm.map(\.core))
        let coverage = try Self.coverage(overset, source.path, cache: directory.appendingPathComponent("cache-0").path, in: directory)
        let oneFile = try parseAgainstLayout(app, source: source, caches: directory)
        let ratio = oneFile.parse / oneFile.layout
        let name =
            "SwiftUI source, \(app.files.count) files / \(app.screenFiles.count) previews × \(Self.swiftUIMatrix.environmentCount) environments = \(layouts) layouts"
        return [
            floor.result("the SwiftUI source audit (\(layouts) layouts), in core-seconds", seconds: floorTime),
            BenchmarkResult(
                name: "\(name), cold (empty parse cache)", overset: String(format: "%.2f s wall, %.1f core-s", coldWall, coldCore), baseline: "",
                ratio: String(format: "%.2f s wall; core-s ", coldWall) + ShapingFloor.ratio(coldCore / floorTime), target: "≤ 15 s",
                met: coldWall <= 15,
                values: [
                    "seconds": coldWall, "coreSeconds": coldCore, "layouts": Double(layouts), "files": Double(app.files.count),
                    "floorSeconds": floorTime, "coreOverFloor": coldCore / floorTime,
                ]),
            BenchmarkResult(
                name: "\(name), warm (parse cache filled)", overset: String(format: "%.2f s wall, %.1f core-s", warmWall, warmCore), baseline: "",
                ratio: String(format: "%.2f s wall; core-s ", warmWall) + ShapingFloor.ratio(warmCore / floorTime), target: "≤ 3 s",
                met: warmWall <= 3,
                values: [
                    "seconds": warmWall, "coreSeconds": warmCore, "layouts": Double(layouts),
                    "parseCoreSecondsPerFile": (coldCore - warmCore) / Double(app.files.count), "floorSeconds": floorTime,
                    "coreOverFloor": warmCore / floorTime,
                ]),
            BenchmarkResult(
                name:
                    "one file's parse (\(app.typicalScreenFile), the compiler's share) vs its preview's layout in \(Self.swiftUIMatrix.environmentCount) environments, core-s",
                overset: String(format: "%.1f ms vs %.1f ms", oneFile.parse * 1000, oneFile.layout * 1000), baseline: "",
                ratio: String(format: "%.2f× the layout", ratio), target: "≤ 0.5×", met: ratio <= 0.5,
                values: ["parseCoreSeconds": oneFile.parse, "layoutCoreSeconds": oneFile.layout, "ratio": ratio]),
            BenchmarkResult(
                name: "the generated app as overset coverage reads it",
                overset: "\(coverage.understood)/\(coverage.callSites) call sites, \(coverage.trusted)/\(coverage.texts) text sites", baseline: "",
                ratio: String(format: "%.1f%% understood", Double(coverage.understood) / Double(max(1, coverage.callSites)) * 100), target: "", met: nil,
                values: [
                    "callSites": Double(coverage.callSites), "understoodCallSites": Double(coverage.understood), "textSites": Double(coverage.texts),
                    "trustedTextSites": Double(coverage.trusted),
                ]),
        ]
    }

    /// The floor of the app's audit: its previews set up as `overset audit` sets them up (the
    /// parse cache in `cache`, filled here), laid out in every environment of the matrix.
    func swiftSourceFloor(_ app: SwiftUIApp, source: URL, cache: String) throws -> ShapingFloor {
        let previous = ProcessInfo.processInfo.environment["OVERSET_CACHE_DIR"]
        defer {
            if let previous { setenv("OVERSET_CACHE_DIR", previous, 1) } else { unsetenv("OVERSET_CACHE_DIR") }
        }
        setenv("OVERSET_CACHE_DIR", cache, 1)
        let paths = app.files.map { source.appendingPathComponent($0.name).path }
        let setup = try ScreenSetup(specPaths: paths, theme: ThemeArgument.defaultName, themeIsGiven: false, catalogPath: nil, device: .iphone)
        guard setup.screens.count == Self.swiftUIFeatures else {
            throw BenchmarkError("the app gave \(setup.screens.count) previews, not \(Self.swiftUIFeatures)")
        }
        return try auditFloor(setup.screens, matrix: Self.swiftUIMatrix, allWidths: true)
    }

    /// One typical screen file's parse against its preview's layout in the audit's 72
    /// environments, in this process through what `overset audit` calls (`ScreenSetup`, then
    /// `AuditRunner` on one thread with a fresh engine), medians over rounds, in core-seconds
    /// (`getrusage` of this process and of its children). The parse is what the cache saves:
    /// reading the file and its row view with the row's parse cached and the screen's not, less
    /// the same with both cached — the compiler's process and the cache's write. Converting the
    /// dump into the syntax tree happens in both, as it does in every warm run, and is not
    /// counted; nor is the row file's parse. The layout includes evaluating the preview in each
    /// environment.
    func parseAgainstLayout(_ app: SwiftUIApp, source: URL, caches: URL) throws -> (parse: Double, layout: Double) {
        let screen = source.appendingPathComponent(app.typicalScreenFile).path
        let row = source.appendingPathComponent(SwiftUIApp.rowFile(ofScreenFile: app.typicalScreenFile)).path
        let previous = ProcessInfo.processInfo.environment["OVERSET_CACHE_DIR"]
        defer {
            if let previous { setenv("OVERSET_CACHE_DIR", previous, 1) } else { unsetenv("OVERSET_CACHE_DIR") }
        }
        func setup(_ paths: [String]) throws -> ScreenSetup {
            try ScreenSetup(specPaths: paths, theme: ThemeArgument.defaultName, themeIsGiven: false, catalogPath: nil, device: .iphone)
        }
        var parses: [Double] = []
        var layouts: [Double] = []
        for round in 0..<(quick ? 5 : 9) {
            let cache = caches.appendingPathComponent("one-file-\(round)").path
            setenv("OVERSET_CACHE_DIR", cache, 1)
            // The row alone declares no preview, so its setup stops with "no screens" (ddceb84),
            // after the row is parsed and its dump kept (checked below).
            _ = try? setup([row])
            var screens: [AuditScreen] = []
            let first = try Timing.coreSeconds { screens = try setup([screen, row]).screens }
            let second = try Timing.coreSeconds { screens = try setup([screen, row]).screens }
            guard screens.count == 1 else { throw BenchmarkError("\(screen) gave \(screens.count) previews, not 1") }
            guard (try? FileManager.default.contentsOfDirectory(atPath: cache).filter { $0.hasSuffix(".json") }.count) == 2 else {
                throw BenchmarkError("the parse cache in \(cache) did not keep the two files' dumps")
            }
            parses.append(first - second)
            layouts.append(
                try Timing.coreSeconds {
                    let runner = AuditRunner(solver: LayoutSolver(engine: TextEngine(registry: registry)), jobs: 1, keepsLayouts: false)
                    let report = try runner.run(screens, matrix: Self.swiftUIMatrix)
                    guard report.caseCount == Self.swiftUIMatrix.environmentCount else {
                        throw BenchmarkError("the preview was laid out in \(report.caseCount) environments, not 72")
                    }
                })
        }
        return (Timing.median(parses), Timing.median(layouts))
    }

    /// Runs the release `overset` with `OVERSET_CACHE_DIR=cache`: its wall time, and the
    /// core-seconds of it and its children (the compiler processes). Exit status 1 (findings) is
    /// a finished audit; anything else fails the benchmark.
    static func runOverset(_ tool: String, _ arguments: [String], cache: String, in directory: URL) throws -> (wall: Double, core: Double) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["OVERSET_CACHE_DIR"] = cache
        process.environment = environment
        // Standard output and error go to files: no pipe to drain while it runs.
        let output = directory.appendingPathComponent("overset-output.txt")
        let errors = directory.appendingPathComponent("overset-errors.txt")
        for file in [output, errors] { _ = FileManager.default.createFile(atPath: file.path, contents: nil) }
        let outputHandle = try FileHandle(forWritingTo: output)
        let errorHandle = try FileHandle(forWritingTo: errors)
        defer {
            try? outputHandle.close()
            try? errorHandle.close()
        }
        process.standardOutput = outputHandle
        process.standardError = errorHandle
        var wall = 0.0
        let core = try Timing.coreSeconds {
            wall = try Timing.seconds {
                try process.run()
                process.waitUntilExit()
            }
        }
        guard process.terminationReason == .exit, [0, 1].contains(process.terminationStatus) else {
            let text = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
            throw BenchmarkError("overset \(arguments.joined(separator: " ")) ended with status \(process.terminationStatus): \(text.prefix(2_000))")
        }
        return (wall, core)
    }

    /// `overset coverage --format json` of the app: its call sites and text sites, and how many are understood.
    static func coverage(_ tool: String, _ path: String, cache: String, in directory: URL) throws -> (
        callSites: Int, understood: Int, texts: Int, trusted: Int
    ) {
        _ = try runOverset(tool, ["coverage", path, "--format", "json"], cache: cache, in: directory)
        let data = try Data(contentsOf: directory.appendingPathComponent("overset-output.txt"))
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any], let total = object["total"] as? [String: Any],
            let callSites = total["callSites"] as? Int, let understood = total["understoodCallSites"] as? Int,
            let texts = total["textSites"] as? Int, let trusted = total["trustedTextSites"] as? Int
        else { throw BenchmarkError("overset coverage printed no totals") }
        return (callSites, understood, texts, trusted)
    }
}
