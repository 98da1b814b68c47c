import Foundation
import OversetAudit
import OversetPlumbing

/// `overset`: headless SwiftUI text measurement and layout from the command line.
/// Each command's options and body; a body returns the exit status, so that main exits only
/// after the command's values are gone.
/// Each command's typed arguments are parsed in one place, before it runs.
let commands: [String: (spec: CommandSpec, run: (ParsedArguments) throws -> Int32)] = [
    "measure": (MeasureCommand.spec, { try MeasureCommand.run(MeasureCommand.Arguments($0)) }),
    "fonts": (FontsCommand.spec, { try FontsCommand.run(FontsCommand.Arguments($0)) }),
    "styles": (StylesCommand.spec, { try StylesCommand.run(StylesCommand.Arguments($0)) }),
    "layout": (LayoutCommand.spec, { try LayoutCommand.run(LayoutCommand.Arguments($0)) }),
    "audit": (AuditCommand.spec, { try AuditCommand.run(AuditArguments($0)) }),
    "coverage": (CoverageCommand.spec, { try CoverageCommand.run(CoverageCommand.Arguments($0)) }),
    "devices": (DevicesCommand.spec, { try DevicesCommand.run(DevicesCommand.Arguments($0)) }),
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
      coverage   Count the SwiftUI views and modifiers Overset understands in Swift files.
      devices    List the devices --device lays screens out on: screen sizes and safe areas.

    See 'overset <command> --help' for a command's options, 'overset --version' for the version.
    """

let arguments = Array(CommandLine.arguments.dropFirst())
guard let name = arguments.first, name != "--help", name != "-h", name != "help" else {
    do {
        try StandardOutput.write(overview + "\n")
    } catch {
        FileHandle.standardError.write(Data("overset: \(TerminalText.escaped("\(error)"))\n".utf8))
        exit(2)
    }
    exit(arguments.isEmpty ? 2 : 0)
}
// The version every JSON report records, so that a report can be matched to the tool that wrote it.
if name == "--version" {
    guard arguments.count == 1 else {
        FileHandle.standardError.write(Data("overset: --version takes no arguments\n".utf8))
        exit(2)
    }
    do {
        try StandardOutput.write("overset \(AuditReport.currentToolVersion)\n")
    } catch {
        FileHandle.standardError.write(Data("overset: \(TerminalText.escaped("\(error)"))\n".utf8))
        exit(2)
    }
    exit(0)
}
guard let command = commands[name] else {
    FileHandle.standardError.write(Data("overset: unknown command '\(TerminalText.escaped(name))'\n\n\(overview)\n".utf8))
    exit(2)
}
let status: Int32
do {
    let parsed = try ParsedArguments(Array(arguments.dropFirst()), spec: command.spec)
    if parsed.asksForHelp {
        try StandardOutput.write(command.spec.help)
        status = 0
    } else {
        status = try command.run(parsed)
    }
} catch {
    // Error messages quote the inputs (file names, JSON keys, screen names): printed escaped.
    FileHandle.standardError.write(Data("overset \(name): \(TerminalText.escaped("\(error)"))\n".utf8))
    status = 2
}
exit(status)
