package import OversetPlumbing

extension TypeRamp {
    /// The ramp as JSON (`overset styles --json`): every value exact.
    public var jsonText: String { json.text }

    package var json: JSONValue {
        .object([
            ("theme", .string(theme.name)),
            ("preset", .string(preset)),
            ("presets", .array(theme.presetNames.map(JSONValue.string))),
            ("categories", .array(categories.map { .string($0.name) })),
            (
                "styles",
                .array(
                    rows.map { row in
                        .object([
                            ("name", .string(row[0].name)),
                            ("textStyle", row[0].textStyle.map { .string($0.rawValue) } ?? .null),
                            (
                                "sizes",
                                .array(
                                    row.map { style in
                                        .object([
                                            ("category", .string(style.category.name)),
                                            ("family", .string(style.family)),
                                            ("size", .number(style.size)),
                                            ("weight", .integer(style.weight.value)),
                                            ("italic", .bool(style.isItalic)),
                                            ("leading", style.leading.map(JSONValue.number) ?? .null),
                                            ("lineSpacing", .number(style.lineSpacing)),
                                            ("tracking", .number(style.tracking)),
                                        ])
                                    })
                            ),
                        ])
                    })
            ),
        ])
    }
}
