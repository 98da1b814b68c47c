// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Overset",
    products: [
        .library(name: "OversetText", targets: ["OversetText"]),
        .library(name: "OversetStyle", targets: ["OversetStyle"]),
        .library(name: "OversetLayout", targets: ["OversetLayout"]),
        .library(name: "OversetAudit", targets: ["OversetAudit"]),
        .library(name: "OversetTesting", targets: ["OversetTesting"]),
        .executable(name: "overset", targets: ["overset"]),
        .plugin(name: "OversetAuditPlugin", targets: ["OversetAuditPlugin"]),
    ],
    targets: [
        // C libraries: one system-library target each, wrapped by the Swift modules above them.
        .systemLibrary(
            name: "CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype6-dev"]), .brew(["freetype"])]
        ),
        .systemLibrary(
            name: "CHarfBuzz",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]
        ),
        .systemLibrary(
            name: "CFontconfig",
            pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig1-dev"]), .brew(["fontconfig"])]
        ),
        .systemLibrary(
            name: "CICUUC",
            pkgConfig: "icu-uc",
            providers: [.apt(["libicu-dev"]), .brew(["icu4c"])]
        ),
        // ICU renames every function with its major version; this shim gives Swift stable names.
        .target(name: "CICU", dependencies: ["CICUUC"]),

        // Plumbing shared by the modules and not part of any product (swift-nio's _NIODataStructures
        // pattern): the JSON tree, its reader and writer, XML escaping, Locked, text tables and
        // number formatting. Everything in it is `package`, so none of it becomes public API.
        .target(name: "OversetPlumbing"),

        .target(
            name: "OversetText",
            dependencies: ["CFreeType", "CHarfBuzz", "CFontconfig", "CICU", "OversetPlumbing"]
        ),
        // Dynamic Type, text styles and themes: plain values, no fonts.
        .target(name: "OversetStyle", dependencies: ["OversetPlumbing"]),
        // The SwiftUI-like view tree, solver and diagnostics: joins text and styles.
        .target(name: "OversetLayout", dependencies: ["OversetText", "OversetStyle", "OversetPlumbing"]),
        // Reads SwiftUI source through the compiler's parse-only JSON dump (the one adapter to swiftc),
        // resolving #if first, and evaluates an app's previews into view trees per environment.
        .target(name: "OversetSwiftSource", dependencies: ["OversetText", "OversetStyle", "OversetLayout", "OversetPlumbing"]),
        // Audit matrices, string catalogs, pseudo-locales, thresholds and reports.
        .target(name: "OversetAudit", dependencies: ["OversetText", "OversetStyle", "OversetLayout", "OversetSwiftSource", "OversetPlumbing"]),
        // Assertions for users' XCTest and Swift Testing suites.
        .target(name: "OversetTesting", dependencies: ["OversetText", "OversetStyle", "OversetLayout", "OversetAudit", "OversetPlumbing"]),
        .executableTarget(
            name: "overset", dependencies: ["OversetText", "OversetStyle", "OversetLayout", "OversetAudit", "OversetSwiftSource", "OversetPlumbing"]),
        // `swift package overset-audit` in a package that depends on Overset.
        .plugin(
            name: "OversetAuditPlugin",
            capability: .command(
                intent: .custom(verb: "overset-audit", description: "Audit the package's *.overset.json screens with overset audit.")),
            dependencies: ["overset"]),

        .testTarget(name: "OversetPlumbingTests", dependencies: ["OversetPlumbing"]),
        .testTarget(name: "OversetTextTests", dependencies: ["OversetText", "CHarfBuzz", "CFreeType"], exclude: ["Fixtures"]),
        .testTarget(name: "OversetStyleTests", dependencies: ["OversetStyle"]),
        .testTarget(name: "OversetSwiftSourceTests", dependencies: ["OversetSwiftSource", "OversetGallery"]),
        // The reference design system's example screens in the DSL (Examples/gallery.json holds them as JSON).
        .target(name: "OversetGallery", dependencies: ["OversetLayout"], path: "Examples/Gallery"),

        .testTarget(name: "OversetLayoutTests", dependencies: ["OversetLayout", "OversetGallery"]),
        .testTarget(
            name: "OversetAuditTests", dependencies: ["OversetAudit", "OversetGallery", "OversetPlumbing"],
            exclude: ["Resources"]),
        .testTarget(name: "OversetTestingTests", dependencies: ["OversetTesting", "OversetGallery"]),
        .testTarget(name: "OversetCLITests", dependencies: ["overset", "OversetTesting"], exclude: ["Golden"]),
    ],
    swiftLanguageModes: [.v6]
)
