import Foundation
import OversetText
import PangoBench

/// The physical floor of a workload (issue 35): each distinct (text, size, weight, font instance)
/// the workload lays out, shaped once, whole, with raw HarfBuzz. No exact engine can shape less,
/// so a workload's time over its floor's is what everything besides shaping costs.
///
/// Each font instance is the one Overset's registry gives for the text's family, weight, slant
/// and size: the same file and face, the same variation settings (`wght`, and `opsz` for a face
/// with that axis), at Overset's scale (1/64 font units) with no hinting. The texts are kept as
/// UTF-8, so that the timed part is shaping alone.
final class ShapingFloor {
    private struct Key: Hashable {
        var text: String
        var size: Double
        var instance: Int
    }

    private let registry: FontRegistry
    /// One HarfBuzz font per distinct instance (file, face and variations).
    private var instances: [OpaquePointer] = []
    private var instanceIndices: [String: Int] = [:]
    private var seen: Set<Key> = []
    private var shapes: [(text: [CChar], size: Double, instance: Int)] = []

    init(registry: FontRegistry) {
        self.registry = registry
    }

    deinit {
        for instance in instances { harfbuzz_bench_destroy(instance) }
    }

    /// How many distinct shapes the workload has.
    var count: Int { shapes.count }

    /// Adds one text layout of the workload; a (text, size, weight, font instance) seen before
    /// adds nothing.
    func add(_ text: String, family: String, size: Double, weight: Int, italic: Bool = false) throws {
        let font = try registry.font(family: family, weight: FontWeight(weight), italic: italic, size: size)
        let variations = font.variations.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
        let instanceKey = "\(font.path)#\(font.faceIndex)#\(variations)"
        let instance: Int
        if let known = instanceIndices[instanceKey] {
            instance = known
        } else {
            guard let made = harfbuzz_bench_create_instance(font.path, UInt32(font.faceIndex), variations) else {
                throw BenchmarkError("HarfBuzz could not open \(font.path) at \(variations)")
            }
            instance = instances.count
            instances.append(made)
            instanceIndices[instanceKey] = instance
        }
        guard seen.insert(Key(text: text, size: size, instance: instance)).inserted else { return }
        shapes.append((Array(text.utf8CString.dropLast()), size, instance))
    }

    /// Shapes every distinct text once.
    func shapeAll() {
        for shape in shapes {
            shape.text.withUnsafeBufferPointer { bytes in
                _ = harfbuzz_bench_shape(instances[shape.instance], bytes.baseAddress, bytes.count, shape.size)
            }
        }
    }

    /// "42,619 distinct shapes in 2 font instances".
    var summary: String {
        "\(Self.grouped(count)) distinct shapes in \(instances.count) font instance\(instances.count == 1 ? "" : "s")"
    }

    /// The floor's row: its time for the workload, per distinct shape.
    func result(_ workload: String, seconds: Double) -> BenchmarkResult {
        BenchmarkResult(
            name: "floor of \(workload): raw HarfBuzz, \(summary), each shaped once, whole",
            overset: "", baseline: String(format: "%.3f s, %.2f µs per shape (HarfBuzz)", seconds, seconds / Double(max(1, count)) * 1e6),
            ratio: "", target: "", met: nil,
            values: ["floorSeconds": seconds, "distinctShapes": Double(count), "fontInstances": Double(instances.count)])
    }

    /// `n` with thousands separated by commas ("42,619").
    static func grouped(_ number: Int) -> String {
        var digits = String(number)
        var position = digits.count - 3
        while position > 0 {
            digits.insert(",", at: digits.index(digits.startIndex, offsetBy: position))
            position -= 3
        }
        return digits
    }

    /// "2.1× the floor" for a workload's time over its floor's.
    static func ratio(_ overFloor: Double) -> String {
        String(format: "%.2f× the floor", overFloor)
    }
}
