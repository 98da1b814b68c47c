import Foundation
import OversetLayout

extension Benchmarks {
    /// The option that makes `overset-bench` read one spec and print its peak memory, so that a
    /// spec's memory is measured in a process of its own (peak resident size only ever grows).
    static let specMemoryOption = "--spec-memory"

    /// Peak memory of reading a large spec (about 24 MB: 2,000 screens of 40 texts), as the
    /// growth of a fresh process's peak over its input size. Issue 15 found a 21 MB spec taking
    /// 2.5 GB; the JSON parser brought it to about 8× the input.
    func specMemory() throws -> BenchmarkResult {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("overset-bench-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("large-spec.json").path
        let text = Self.largeSpec(screens: 2_000, textsPerScreen: 40)
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        let megabytes = Double(text.utf8.count) / 1_048_576

        let figures = try childPeak(Self.specMemoryOption, path)
        let growth = (figures.peak - figures.idle) / megabytes
        return BenchmarkResult(
            name: String(format: "peak memory reading a %.0f MB spec", megabytes),
            overset: String(format: "%.0f MB over a %.0f MB process", figures.peak - figures.idle, figures.idle), baseline: "",
            ratio: String(format: "%.1f× the input", growth), target: "≤ 10×", met: growth <= 10,
            values: ["inputMegabytes": megabytes, "idleMegabytes": figures.idle, "peakMegabytes": figures.peak, "growth": growth])
    }

    /// Runs this benchmark binary with `option value` in a process of its own and reads the idle
    /// and peak memory it prints.
    func childPeak(_ option: String, _ value: String) throws -> (idle: Double, peak: Double) {
        let figures = try childFigures([option, value], count: 2)
        return (figures[0], figures[1])
    }

    /// Runs this benchmark binary with `arguments` in a process of its own and reads the `count`
    /// numbers it prints, separated by spaces.
    func childFigures(_ arguments: [String], count: Int) throws -> [Double] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let reply = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let figures = reply.split(separator: " ").compactMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard process.terminationStatus == 0, figures.count == count else {
            throw BenchmarkError("\(arguments.joined(separator: " ")) failed: \(reply)")
        }
        return figures
    }

    /// Reads the spec at `path` and prints the process's peak memory before and after, in MB.
    static func reportSpecMemory(_ path: String) throws {
        let idle = processPeakMegabytes
        let spec = try LayoutSpec(contentsOf: path)
        let peak = processPeakMegabytes
        print(String(format: "%.1f %.1f", idle, peak))
        withExtendedLifetime(spec) {}
    }

    /// This process image's peak resident size: on Linux `VmHWM`, because `getrusage`'s maximum
    /// survives `execve` and would report the parent's peak.
    static var processPeakMegabytes: Double {
        if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "")
        {
            return kilobytes / 1024
        }
        return Timing.peakMegabytes
    }

    /// A valid spec of `screens` screens, each a stack of distinct texts of about 280 characters.
    static func largeSpec(screens: Int, textsPerScreen: Int) -> String {
        var corpus = Corpus(seed: 5)
        var text = #"{"version": 1, "theme": "designFoundation", "screens": ["#
        for screen in 0..<screens {
            text += screen == 0 ? "\n" : ",\n"
            let children = (0..<textsPerScreen).map { index in
                let words = corpus.paragraph(characters: 280).replacingOccurrences(of: "\\", with: "\\\\")
                    .replacingOccurrences(of: "\"", with: "\\\"")
                return #"{"text": "\#(words)", "style": "body", "id": "t\#(index)"}"#
            }
            text += #"{"name": "Screen\#(screen)", "body": {"vstack": {"children": [\#(children.joined(separator: ", "))]}}}"#
        }
        return text + "\n]}\n"
    }
}
