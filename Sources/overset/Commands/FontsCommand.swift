import OversetPlumbing
import OversetText

/// `overset fonts`: what the font registry sees.
enum FontsCommand {
    static let json = CommandSpec.Option(name: "--json", valueName: nil, help: "Print the list as JSON.")

    static let spec = CommandSpec(
        name: "fonts",
        abstract: "List the font families, styles and files Overset can measure with.",
        usage: ["[--font-path <path>] [--json]"],
        options: [FontOptions.fontPath, json],
        discussion: """
            Bundled fonts come first, in the order of the fallback chain; fontconfig's system fonts are
            used on demand for families and characters the bundled fonts lack, and are not listed here.
            The family "system" is the stand-in for iOS's system font; the table says what it is made of.
            """)

    /// The command's arguments, parsed and checked.
    struct Arguments {
        var fonts: FontOptions
        var printsJSON: Bool

        /// - Throws: `UsageError` for an argument that is not an option.
        init(_ parsed: ParsedArguments) throws(UsageError) {
            try parsed.requireNoPositionals()
            fonts = FontOptions(parsed)
            // The list shows what Overset bundles and is given, not the machine's fonts.
            fonts.usesSystemFonts = false
            printsJSON = parsed.isSet(FontsCommand.json)
        }
    }

    /// Runs the command with its parsed arguments (`main` answers `--help`).
    ///
    /// - Returns: the exit status: 0.
    static func run(_ arguments: Arguments) throws -> Int32 {
        let registry = try arguments.fonts.registry()
        let faces = registry.faceDescriptions
        if arguments.printsJSON {
            try StandardOutput.write(
                JSONValue.array(
                    faces.map { face in
                        .object([
                            ("family", .string(face.familyName)),
                            ("style", .string(face.styleName)),
                            ("weights", .array([.integer(face.weights.lowerBound), .integer(face.weights.upperBound)])),
                            ("italic", .bool(face.isItalic)),
                            (
                                "axes",
                                .array(
                                    face.axes.map { axis in
                                        .object([
                                            ("tag", .string(axis.tag)), ("min", .number(axis.minimum)),
                                            ("default", .number(axis.defaultValue)), ("max", .number(axis.maximum)),
                                        ])
                                    })
                            ),
                            ("file", .string(face.path)),
                            ("index", .integer(face.faceIndex)),
                        ])
                    }
                ).text + "\n")
            return 0
        }
        let rows = faces.map { face -> [String] in
            let weights = face.weights.count == 1 ? "\(face.weights.lowerBound)" : "\(face.weights.lowerBound)-\(face.weights.upperBound)"
            let axes = face.axes.map { "\($0.tag) \(NumberText.shortest($0.minimum))…\(NumberText.shortest($0.maximum))" }.joined(separator: ", ")
            // Names come from the font files: printed escaped (docs/reliability.md).
            return [face.familyName, face.styleName, weights, face.isItalic ? "italic" : "", axes, face.path].map(TerminalText.escaped)
        }
        var text = TextTable(header: ["FAMILY", "STYLE", "WEIGHT", "ITALIC", "AXES", "FILE"], rows: rows).text
        text += "\n\"system\" is \(registry.systemFontDescription).\n"
        if !registry.hasAppleSystemFont {
            text += "For Apple's own font, add SF Pro with --font-path: \"system\" then uses it, with its trak tracking.\n"
        }
        try StandardOutput.write(text)
        return 0
    }
}
