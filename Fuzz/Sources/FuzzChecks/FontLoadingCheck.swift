import Foundation
import OversetText

/// Font files with arbitrary bytes: loading either fails with a typed error naming the file, or
/// gives a font that measures text without crashing.
enum FontLoadingCheck {
    static func check(_ bytes: [UInt8]) throws(FuzzFailure) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("overset-fuzz-\(getpid()).ttf").path
        // Not atomically: an atomic write syncs the disk, which took most of each run.
        guard (try? Data(bytes).write(to: URL(fileURLWithPath: path))) != nil else { return }
        defer { try? FileManager.default.removeItem(atPath: path) }
        let registry: FontRegistry
        do {
            registry = try FontRegistry(options: .init(includesBundledFonts: false, additionalFontPaths: [path], usesSystemFonts: false))
        } catch {
            guard error.description.contains(path) else {
                throw FuzzFailure(target: "fonts", invariant: "the error does not name the file: \(error)", input: bytes)
            }
            return
        }
        let engine = TextEngine(registry: registry)
        for family in registry.families.prefix(2) {
            do {
                let measured = try engine.measure(
                    "Hello, wörld 123", attributes: TextAttributes(font: .family(family), size: 17),
                    options: TextLayoutOptions(width: 100))
                guard measured.width.isFinite, measured.height.isFinite else {
                    throw FuzzFailure(target: "fonts", invariant: "a loaded font measures \(measured.width) × \(measured.height)", input: bytes)
                }
            } catch let failure as FuzzFailure {
                throw failure
            } catch {
                continue
            }
        }
    }
}
