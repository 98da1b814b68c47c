// swift-tools-version:6.0
// An app's package that tests its screens with Overset: depends on Overset by path, as a
// project would by URL (`.package(url: "https://…/overset.git", from: "…")`).
import PackageDescription

let package = Package(
    name: "ExampleApp",
    dependencies: [
        .package(name: "Overset", path: "../..")
    ],
    targets: [
        // The app's screens, written in Overset's SwiftUI-like DSL.
        .target(name: "ExampleScreens", dependencies: [.product(name: "OversetLayout", package: "Overset")]),
        .testTarget(
            name: "ExampleScreensTests",
            dependencies: [
                "ExampleScreens",
                .product(name: "OversetTesting", package: "Overset"),
            ],
            // The app's String Catalog, read by path in the tests.
            exclude: ["Localizable.xcstrings"]),
    ],
    swiftLanguageModes: [.v6]
)
