import OversetLayout
import OversetPlumbing

/// `overset devices`: the named devices `--device` takes, with their screens and safe areas.
enum DevicesCommand {
    static let json = CommandSpec.Option(name: "--json", valueName: nil, help: "Print the list as JSON.")

    static let spec = CommandSpec(
        name: "devices",
        abstract: "List the devices --device lays screens out on: screen sizes and safe areas in points, portrait.",
        usage: ["[--json]"],
        options: [json],
        discussion: """
            A screen laid out on a device is offered its width and, when it does not scroll, the height
            between its safe-area insets (status bar or Dynamic Island above, home indicator below); content
            taller than that is reported. Figures and their sources: docs/layout.md, "Devices".
            """)

    /// The command's arguments, parsed and checked.
    struct Arguments {
        var printsJSON: Bool

        /// - Throws: `UsageError` for an argument that is not an option.
        init(_ parsed: ParsedArguments) throws(UsageError) {
            try parsed.requireNoPositionals()
            printsJSON = parsed.isSet(DevicesCommand.json)
        }
    }

    /// Runs the command with its parsed arguments (`main` answers `--help`).
    ///
    /// - Returns: the exit status: 0.
    static func run(_ arguments: Arguments) throws -> Int32 {
        let devices = DeviceScreen.all
        if arguments.printsJSON {
            let list = devices.map { device in
                JSONValue.object([
                    ("key", .string(device.key)), ("name", .string(device.name)), ("family", .string(device.family.rawValue)),
                    ("width", .number(device.width)), ("height", .number(device.height)),
                    ("safeAreaTop", .number(device.safeAreaTop)), ("safeAreaBottom", .number(device.safeAreaBottom)),
                    ("safeAreaHeight", .number(device.safeAreaHeight)),
                ])
            }
            try StandardOutput.write(JSONValue.array(list).text + "\n")
            return 0
        }
        let points = NumberText.shortest
        let rows = devices.map { device in
            [
                device.key, device.name, "\(points(device.width)) × \(points(device.height))", points(device.safeAreaTop),
                points(device.safeAreaBottom), points(device.safeAreaHeight),
            ]
        }
        try StandardOutput.write(
            TextTable(header: ["DEVICE", "NAME", "SCREEN (PT)", "TOP", "BOTTOM", "SAFE HEIGHT"], rows: rows).text)
        return 0
    }
}
