/// The build configuration that `#if` conditions are decided by: the platform, the set flags,
/// the Swift version and which modules `canImport` finds.
///
/// The default, `iOSDebug`, is a debug build for an iOS device: `os(iOS)`, `arch(arm64)`,
/// `DEBUG` set, `canImport` true for the iOS SDK's modules (SwiftUI, UIKit, Foundation, …),
/// `swift(>=X)` and `compiler(>=X)` compared with 6.3. `targetEnvironment(simulator)` is false:
/// Overset lays out what ships to a device, and code under that condition works around what
/// a simulator lacks (camera, push) rather than changing layout; each such decision is noted.
/// A flag not in `flags` is false, as in Swift; `canImport` of a module not in
/// `importableModules` (a vendor's SDK) is false and noted.
public struct CompilationConditions: Hashable, Sendable {
    /// The `os(…)` that is true: "iOS", "macOS", "tvOS", "watchOS", "visionOS", "Linux", …
    public var operatingSystem: String
    /// The `arch(…)` that is true: "arm64", "x86_64", …
    public var architecture: String
    /// The `targetEnvironment(…)` values that are true: "simulator", "macCatalyst".
    public var targetEnvironments: Set<String>
    /// The compilation flags that are set (`-D` flags): "DEBUG".
    public var flags: Set<String>
    /// The language version `swift(>=…)` compares with, as numbers: `[6, 3]`.
    public var swiftVersion: [Int]
    /// The compiler version `compiler(>=…)` compares with.
    public var compilerVersion: [Int]
    /// The modules `canImport(…)` finds (a submodule is found when its top module is).
    public var importableModules: Set<String>
    /// The features `hasFeature(…)` reports.
    public var features: Set<String>
    /// The attributes `hasAttribute(…)` reports.
    public var attributes: Set<String>

    public init(
        operatingSystem: String = "iOS", architecture: String = "arm64", targetEnvironments: Set<String> = [], flags: Set<String> = ["DEBUG"],
        swiftVersion: [Int] = [6, 3], compilerVersion: [Int] = [6, 3], importableModules: Set<String> = Self.iOSSDKModules,
        features: Set<String> = [], attributes: Set<String> = Self.swift6Attributes
    ) {
        self.operatingSystem = operatingSystem
        self.architecture = architecture
        self.targetEnvironments = targetEnvironments
        self.flags = flags
        self.swiftVersion = swiftVersion
        self.compilerVersion = compilerVersion
        self.importableModules = importableModules
        self.features = features
        self.attributes = attributes
    }

    /// A debug build for an iOS device (see the type's documentation).
    public static let iOSDebug = CompilationConditions()

    /// The iOS SDK's modules an app's `#if canImport` commonly asks about. XCTest and Testing are
    /// left out (an app's own code is not a test target), as is AppKit (not on iOS).
    public static let iOSSDKModules: Set<String> = [
        "Accessibility", "ActivityKit", "AppIntents", "ARKit", "AuthenticationServices", "AVFoundation", "AVKit", "Charts", "CloudKit",
        "Combine", "Contacts", "CoreData", "CoreFoundation", "CoreGraphics", "CoreHaptics", "CoreImage", "CoreLocation", "CoreML",
        "CoreMotion", "CoreText", "CoreTransferable", "Darwin", "Dispatch", "EventKit", "Foundation", "GameKit", "HealthKit",
        "LinkPresentation", "LocalAuthentication", "MapKit", "MessageUI", "NaturalLanguage", "Network", "Observation", "os", "OSLog",
        "PassKit", "Photos", "PhotosUI", "QuartzCore", "RealityKit", "SafariServices", "Security", "StoreKit", "Swift", "SwiftData",
        "SwiftUI", "SwiftUICore", "Synchronization", "TipKit", "UIKit", "UniformTypeIdentifiers", "UserNotifications", "Vision",
        "WebKit", "WidgetKit",
    ]

    /// Attributes Swift 6.3 has that code asks `hasAttribute` about.
    public static let swift6Attributes: Set<String> = [
        "attached", "available", "backDeployed", "discardableResult", "freestanding", "globalActor", "inlinable", "MainActor",
        "nonobjc", "objc", "preconcurrency", "propertyWrapper", "resultBuilder", "retroactive", "Sendable", "unchecked",
        "usableFromInline",
    ]

    /// The `os(…)` names Swift knows; another is false, with a note.
    static let knownOperatingSystems: Set<String> = [
        "macOS", "OSX", "iOS", "tvOS", "watchOS", "visionOS", "xrOS", "Linux", "Windows", "Android", "FreeBSD", "OpenBSD", "WASI",
        "Haiku", "Cygwin", "PS4", "none",
    ]

    /// The `arch(…)` names Swift knows; another is false, with a note.
    static let knownArchitectures: Set<String> = [
        "arm", "arm64", "arm64e", "arm64_32", "i386", "x86_64", "powerpc", "powerpc64", "powerpc64le", "s390x", "wasm32", "riscv64",
    ]

    /// Whether the platform is one of Apple's (which have the Objective-C runtime).
    var isApplePlatform: Bool {
        ["macOS", "OSX", "iOS", "tvOS", "watchOS", "visionOS", "xrOS"].contains(operatingSystem)
    }
}

/// A `#if` condition decided by assumption rather than by the configuration's facts, with where
/// it is, so that the front end can say what it assumed.
package struct ConditionNote: Hashable, Sendable, CustomStringConvertible {
    /// What was assumed.
    package enum Kind: Hashable, Sendable {
        /// A bare flag that is not set: false, as in Swift.
        case flagNotSet(String)
        /// `canImport` of a module the configuration does not list: false.
        case moduleNotKnown(String)
        /// `targetEnvironment(…)`: decided by the configuration (false for a device build).
        case environmentAssumed(String, Bool)
        /// `hasFeature` or `hasAttribute` of a name the configuration does not list: false.
        case featureNotKnown(String)
        /// An `os` or `arch` name Swift does not know: false.
        case platformNotKnown(String)
        /// A condition function Overset does not read (`_compiler_version`, a newer one): false.
        case conditionNotUnderstood(String)
    }

    package var kind: Kind
    /// Where the condition is.
    package var location: SourceLocation

    package init(kind: Kind, location: SourceLocation) {
        self.kind = kind
        self.location = location
    }

    /// `path:line:column: note: …`, as swiftc words notes.
    package var description: String {
        let what: String
        switch kind {
        case .flagNotSet(let flag): what = "\(flag) is not set, so it is false"
        case .moduleNotKnown(let module): what = "canImport(\(module)) is taken as false: not a module the configuration lists"
        case .environmentAssumed(let environment, let value):
            what = "targetEnvironment(\(environment)) is taken as \(value)" + (value ? "" : " (a device build)")
        case .featureNotKnown(let name): what = "\(name) is taken as false: not one the configuration lists"
        case .platformNotKnown(let name): what = "'\(name)' is not a platform Swift knows, so it is false"
        case .conditionNotUnderstood(let text): what = "\(text) is not a condition Overset reads; taken as false"
        }
        return "\(location): note: \(what)"
    }
}
