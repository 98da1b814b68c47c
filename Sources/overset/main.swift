import Foundation

/// `overset`: headless SwiftUI text measurement and layout from the command line.
/// Each command returns its exit status; main exits only after the command's values are gone.
let commands: [String: ([String]) throws -> Int32] = [
    "measure": MeasureCommand.run,
    "fonts": FontsCommand.run,
    "styles": StylesCommand.run,
    "layout": LayoutCommand.run,
    "audit": AuditCommand.run,
]

let overview = """
    OVERVIEW: Overset measures text with real fonts exactly as SwiftUI lays it out.

    USAGE: overset <command> [options]

    COMMANDS:
      measure    Measure text: size, lines, truncation (one case, or JSON lines on stdin).
      fonts      List the font families, styles and files Overset can use.
      styles     Show a theme's type ramp at every Dynamic Type size (table, JSON or SVG).
      layout     Lay out screens of a JSON spec and report truncation, overflow and clipping.
      audit      Audit screens across sizes, presets, widths and locales (default: the example gallery).

    See 'overset <command> --help' for a command's options.
    """

let arguments = Array(CommandLine.arguments.dropFirst())
guard let name = arguments.first, name != "--help", name != "-h", name != "help" else {
    print(overview)
    exit(arguments.isEmpty ? 2 : 0)
}
guard let command = commands[name] else {
    FileHandle.standardError.write(Data("overset: unknown command '\(name)'\n\n\(overview)\n".utf8))
    exit(2)
}
let status: Int32
do {
    status = try command(Array(arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("overset \(name): \(error)\n".utf8))
    status = 2
}
exit(status)
