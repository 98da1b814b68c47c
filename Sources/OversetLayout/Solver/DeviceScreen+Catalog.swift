extension DeviceScreen {
    /// The iPhones and iPads Overset knows, in portrait, smallest phone first. Each figure's
    /// public source, and which are estimates, are in docs/layout.md ("Devices"); a test holds
    /// every entry to those figures (`DeviceScreenTests`).
    public static let all: [DeviceScreen] = [
        // Phones with a Home button: a 20 pt status bar, nothing below.
        phone("iphone-se-3", "iPhone SE (3rd generation)", 375, 667, top: 20, bottom: 0),
        // A notch; the 34 pt home indicator of every phone without a Home button.
        phone("iphone-13-mini", "iPhone 13 mini", 375, 812, top: 50, bottom: 34),
        phone("iphone-16e", "iPhone 16e", 390, 844, top: 47, bottom: 34),
        // The Dynamic Island.
        phone("iphone-15", "iPhone 15", 393, 852, top: 59, bottom: 34),
        phone("iphone-16", "iPhone 16", 393, 852, top: 59, bottom: 34),
        phone("iphone-16-plus", "iPhone 16 Plus", 430, 932, top: 59, bottom: 34),
        phone("iphone-16-pro", "iPhone 16 Pro", 402, 874, top: 62, bottom: 34),
        phone("iphone-16-pro-max", "iPhone 16 Pro Max", 440, 956, top: 62, bottom: 34),
        phone("iphone-17", "iPhone 17", 402, 874, top: 62, bottom: 34),
        phone("iphone-air", "iPhone Air", 420, 912, top: 68, bottom: 34),
        phone("iphone-17-pro", "iPhone 17 Pro", 402, 874, top: 62, bottom: 34),
        phone("iphone-17-pro-max", "iPhone 17 Pro Max", 440, 956, top: 62, bottom: 34),
        // iPads without a Home button: a 24 pt status bar and a 20 pt home indicator.
        pad("ipad-mini", "iPad mini (A17 Pro)", 744, 1133),
        pad("ipad-a16", "iPad (A16)", 820, 1180),
        pad("ipad-air-11", "iPad Air 11-inch (M3)", 820, 1180),
        pad("ipad-air-13", "iPad Air 13-inch (M3)", 1024, 1366),
        pad("ipad-pro-11", "iPad Pro 11-inch (M4)", 834, 1210),
        pad("ipad-pro-13", "iPad Pro 13-inch (M4)", 1032, 1376),
    ]

    private static func phone(_ key: String, _ name: String, _ width: Double, _ height: Double, top: Double, bottom: Double) -> DeviceScreen {
        DeviceScreen(key: key, name: name, family: .iPhone, width: width, height: height, safeAreaTop: top, safeAreaBottom: bottom)
    }

    private static func pad(_ key: String, _ name: String, _ width: Double, _ height: Double) -> DeviceScreen {
        DeviceScreen(key: key, name: name, family: .iPad, width: width, height: height, safeAreaTop: 24, safeAreaBottom: 20)
    }
}
