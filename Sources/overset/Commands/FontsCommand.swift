import OversetText
import OversetPlumbing

/// `overset fonts`: what the font registry sees.
enum FontsCommand {
    static let spec = CommandSpec(
        name: "fonts",
        abstract: "List the font families, styles and files Overset can measure with.",
        usage: ["[--font-path <path>] [--json]"],
        options: [
            .init(name: "--font-path", valueName: "path", help: "Also load this font file or directory."),
            .init(name: "--json", valueName: nil, help: "Print the list as JSON."),
        ],
        discussion: """
            Bundled fonts come first, in the order of the fallback chain; fontconfig's system fonts are
            used on demand for families and characters the bundled fonts lack, and are not listed here.
            """)

    /// Runs the command with its parsed arguments (`main` answers `--help`).
    ///
    /// - Returns: the exit status: 0, or 1 when the command found problems.
    static func run(_ parsed: ParsedArguments) throws -> Int32 {
        try parsed.requireNoPositionals()
        let registry = try FontRegistry(options: .init(
            additionalFontPaths: parsed.values["--font-path"].map { [$0] } ?? [], usesSystemFonts: false))
        let faces = registry.faceDescriptions
        if parsed.flags.contains("--json") {
            print(JSONValue.array(faces.map { face in
                .object([
                    ("family", .string(face.familyName)),
                    ("style", .string(face.styleName)),
                    ("weights", .array([.integer(face.weights.lowerBound), .integer(face.weights.upperBound)])),
                    ("italic", .bool(face.isItalic)),
                    ("axes", .array(face.axes.map { axis in
                        .object([("tag", .string(axis.tag)), ("min", .number(axis.minimum)),
                                 ("default", .number(axis.defaultValue)), ("max", .number(axis.maximum))])
                    })),
                    ("file", .string(face.path)),
                    ("index", .integer(face.faceIndex)),
                ])
            }).text)
            return 0
        }
        let rows = faces.map { face -> [String] in
            let weights = face.weights.count == 1 ? "\(face.weights.lowerBound)" : "\(face.weights.lowerBound)-\(face.weights.upperBound)"
            let axes = face.axes.map { "\($0.tag) \(NumberText.shortest($0.minimum))…\(NumberText.shortest($0.maximum))" }.joined(separator: ", ")
            return [face.familyName, face.styleName, weights, face.isItalic ? "italic" : "", axes, face.path]
        }
        print(TextTable(header: ["FAMILY", "STYLE", "WEIGHT", "ITALIC", "AXES", "FILE"], rows: rows).text, terminator: "")
        return 0
    }
}
