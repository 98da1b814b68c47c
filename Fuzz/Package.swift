// swift-tools-version:6.0
// Fuzz targets for Overset, run by the deterministic random-input harness overset-fuzz
// (scripts/fuzz.sh; docs/reliability.md says why not libFuzzer).
import PackageDescription

let package = Package(
    name: "OversetFuzz",
    dependencies: [
        .package(name: "Overset", path: "..")
    ],
    targets: [
        // Each check turns bytes into an input, runs Overset on it and verifies the invariants.
        .target(
            name: "FuzzChecks",
            dependencies: [
                .product(name: "OversetText", package: "Overset"),
                .product(name: "OversetStyle", package: "Overset"),
                .product(name: "OversetLayout", package: "Overset"),
                .product(name: "OversetAudit", package: "Overset"),
            ]),
        // The deterministic random-input harness: seeded inputs for a bounded time.
        .executableTarget(name: "overset-fuzz", dependencies: ["FuzzChecks"]),
    ],
    swiftLanguageModes: [.v6]
)
