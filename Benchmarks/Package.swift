// swift-tools-version:6.0
// Overset's benchmarks, against Pango on the same fonts, texts and widths, in one run.
// Run from the repository root: Benchmarks/run.sh --quick (see Benchmarks/README.md).
import PackageDescription

let package = Package(
    name: "OversetBenchmarks",
    dependencies: [
        .package(name: "Overset", path: "..")
    ],
    targets: [
        // Pango and raw HarfBuzz set up like Overset, in C so that neither pays for a Swift bridge.
        // Include paths are listed rather than taken from pkg-config, whose glib flags carry
        // -pthread (which SwiftPM refuses with a warning); Debian's and Homebrew's are both here.
        .target(
            name: "PangoBench",
            cSettings: [
                .unsafeFlags([
                    "-I/usr/include/pango-1.0", "-I/usr/include/glib-2.0", "-I/usr/lib/x86_64-linux-gnu/glib-2.0/include",
                    "-I/usr/lib/aarch64-linux-gnu/glib-2.0/include", "-I/usr/include/harfbuzz", "-I/usr/include/freetype2",
                    "-I/usr/include/cairo", "-I/opt/homebrew/include/pango-1.0", "-I/opt/homebrew/include/glib-2.0",
                    "-I/opt/homebrew/lib/glib-2.0/include", "-I/opt/homebrew/include/harfbuzz", "-I/opt/homebrew/include/freetype2",
                    "-I/opt/homebrew/include/cairo", "-I/opt/homebrew/include",
                ])
            ],
            linkerSettings: [
                .unsafeFlags(["-L/opt/homebrew/lib"]),
                .linkedLibrary("pangocairo-1.0"), .linkedLibrary("pangoft2-1.0"), .linkedLibrary("pango-1.0"),
                .linkedLibrary("cairo"), .linkedLibrary("gobject-2.0"), .linkedLibrary("glib-2.0"),
                .linkedLibrary("fontconfig"), .linkedLibrary("harfbuzz"),
            ]),
        // Pango doing `overset measure --jsonl`'s work, for the process-level benchmark.
        .executableTarget(name: "pango-jsonl", dependencies: ["PangoBench"], path: "Sources/PangoJSONLines"),
        .executableTarget(
            name: "overset-bench",
            dependencies: [
                "PangoBench",
                .product(name: "OversetText", package: "Overset"),
                .product(name: "OversetStyle", package: "Overset"),
                .product(name: "OversetLayout", package: "Overset"),
                .product(name: "OversetAudit", package: "Overset"),
            ], path: "Sources/OversetBench"),
    ],
    swiftLanguageModes: [.v6]
)
