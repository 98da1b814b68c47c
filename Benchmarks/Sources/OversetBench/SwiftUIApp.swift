import Foundation

/// A generated SwiftUI app, the same at every run (a seeded generator): `features` pairs of
/// files, a screen with a `#Preview` and a row view it uses from the other file, so that half the
/// files have a preview and screens reach across files as an app's do. The views are small and
/// ordinary — stacks, `Text` in text styles with line limits, padding, `Spacer`, SF Symbols, a
/// computed `some View` property, a `@ViewBuilder` function, an enum switched on for its labels
/// and `@Environment(\.dynamicTypeSize)` with `if dynamicTypeSize.isAccessibilitySize` — and
/// only what the Swift source reader understands (`overset coverage` of the app is 100%).
struct SwiftUIApp {
    /// The files, by name.
    var files: [(name: String, text: String)] = []
    /// The name of each screen file (the ones with a preview).
    var screenFiles: [String] = []

    private var generator: SplitMix64

    init(features: Int, seed: UInt64 = 31) {
        generator = SplitMix64(seed: seed)
        for feature in 0..<features {
            let name =
                Self.featureNames[feature % Self.featureNames.count] + (feature < Self.featureNames.count ? "" : "\(feature / Self.featureNames.count + 1)")
            let row = rowFile(name)
            let screen = screenFile(name, template: feature % 3)
            files.append((name + "Row.swift", row))
            files.append((name + "Screen.swift", screen))
            screenFiles.append(name + "Screen.swift")
        }
    }

    /// Writes the files into `directory` (made if needed).
    func write(to directory: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for file in files {
            try file.text.write(to: directory.appendingPathComponent(file.name), atomically: false, encoding: .utf8)
        }
    }

    /// The screen file of median size: a typical file with a preview.
    var typicalScreenFile: String {
        let screens = files.filter { screenFiles.contains($0.name) }.sorted { ($0.text.utf8.count, $0.name) < ($1.text.utf8.count, $1.name) }
        return screens[screens.count / 2].name
    }

    /// The row view of a screen file's feature, which its screen uses.
    static func rowFile(ofScreenFile name: String) -> String {
        name.replacingOccurrences(of: "Screen.swift", with: "Row.swift")
    }

    // MARK: - Files

    private mutating func rowFile(_ name: String) -> String {
        let detailStyle = pick(["caption", "footnote", "subheadline"])
        let detailLimit = 1 + below(2)
        let trailing =
            below(2) == 0
            ? """
                        Text(value)
                            .font(.callout.monospacedDigit())
                            .lineLimit(1)
            """
            : """
                        Image(systemName: "chevron.right")
                            .font(.footnote.weight(.semibold))
                            .foregroundStyle(.tertiary)
            """
        return """
            import SwiftUI

            /// One line of the \(name.lowercased()) list: a symbol, a title with its detail, and a value.
            struct \(name)Row: View {
                let title: LocalizedStringKey
                let detail: LocalizedStringKey
                let value: LocalizedStringKey
                let symbol: String

                var body: some View {
                    HStack(spacing: 12) {
                        Image(systemName: symbol)
                            .font(.body)
                            .frame(width: 28)
                        VStack(alignment: .leading, spacing: 2) {
                            Text(title)
                                .font(.body)
                                .lineLimit(1)
                            Text(detail)
                                .font(.\(detailStyle))
                                .foregroundStyle(.secondary)
                                .lineLimit(\(detailLimit))
                        }
                        Spacer(minLength: 8)
            \(trailing)
                    }
                    .padding(.vertical, 6)
                }
            }

            """
    }

    private mutating func screenFile(_ name: String, template: Int) -> String {
        let cases = ["summary", "details", "history"]
        let symbols = (0..<3).map { _ in pick(Self.symbols) }
        let labels = (0..<3).map { _ in phrase(1...3) }
        let title = phrase(2...5)
        let subtitle = phrase(4...10)
        let rows = (0..<(2 + below(3))).map { _ in
            #"\#(name)Row(title: "\#(phrase(1...3))", detail: "\#(phrase(3...9))", value: "\#(value())", symbol: "\#(pick(Self.symbols))")"#
        }
        let stats = (0..<(2 + below(2))).map { _ in (phrase(1...2), value()) }
        let note = phrase(10...24) + "."
        let kind = name + "Section"
        var text = """
            import SwiftUI

            enum \(kind) {
                case \(cases.joined(separator: ", "))

                var title: LocalizedStringKey {
                    switch self {
                    case .\(cases[0]): "\(labels[0])"
                    case .\(cases[1]): "\(labels[1])"
                    case .\(cases[2]): "\(labels[2])"
                    }
                }

                var symbol: String {
                    switch self {
                    case .\(cases[0]): "\(symbols[0])"
                    case .\(cases[1]): "\(symbols[1])"
                    case .\(cases[2]): "\(symbols[2])"
                    }
                }
            }

            struct \(name)Screen: View {
                @Environment(\\.dynamicTypeSize) private var dynamicTypeSize
                let section: \(kind)

                var body: some View {

            """
        switch template {
        case 0:
            // A list screen: header, rows, a footnote.
            text += """
                        VStack(alignment: .leading, spacing: 16) {
                            header
                \(rows.map { "            \($0)" }.joined(separator: "\n"))
                            footnote("\(note)")
                        }
                        .padding()

                """
        case 1:
            // A summary card: header, figures side by side (stacked at accessibility sizes), rows.
            text += """
                        ScrollView {
                            VStack(alignment: .leading, spacing: 12) {
                                header
                                figures
                \(rows.map { "                \($0)" }.joined(separator: "\n"))
                            }
                            .padding(.horizontal, 16)
                        }

                """
        default:
            // A detail screen: a large title, the figures, a note.
            text += """
                        VStack(alignment: .leading, spacing: 8) {
                            Text("\(title)")
                                .font(.title2)
                                .bold()
                                .lineLimit(2)
                            header
                            figures
                            Divider()
                \(rows.prefix(2).map { "            \($0)" }.joined(separator: "\n"))
                            footnote("\(note)")
                            Spacer()
                        }
                        .padding(20)

                """
        }
        text += """
                }

                private var header: some View {
                    HStack(alignment: .top, spacing: 12) {
                        Image(systemName: section.symbol)
                            .font(.title3)
                        VStack(alignment: .leading, spacing: 4) {
                            Text(section.title)
                                .font(.headline)
                                .lineLimit(2)
                            Text("\(subtitle)")
                                .font(.subheadline)
                                .foregroundStyle(.secondary)
                                .lineLimit(2)
                        }
                        Spacer()
                    }
                }

                @ViewBuilder
                private var figures: some View {
                    if dynamicTypeSize.isAccessibilitySize {
                        VStack(alignment: .leading, spacing: 8) {
            \(stats.map { figure($0, indent: "                ") }.joined(separator: "\n"))
                        }
                    } else {
                        HStack(spacing: 16) {
            \(stats.map { figure($0, indent: "                ") }.joined(separator: "\n"))
                        }
                    }
                }

                @ViewBuilder
                private func footnote(_ text: LocalizedStringKey) -> some View {
                    Text(text)
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                        .lineLimit(3)
                }
            }

            #Preview {
                \(name)Screen(section: .\(cases[below(3)]))
            }

            """
        return text
    }

    private func figure(_ stat: (label: String, value: String), indent: String) -> String {
        """
        \(indent)VStack(alignment: .leading, spacing: 2) {
        \(indent)    Text("\(stat.value)")
        \(indent)        .font(.title3.weight(.semibold))
        \(indent)        .lineLimit(1)
        \(indent)    Text("\(stat.label)")
        \(indent)        .font(.caption)
        \(indent)        .lineLimit(1)
        \(indent)}
        """
    }

    // MARK: - Words

    private mutating func below(_ count: Int) -> Int { Int(generator.next() % UInt64(count)) }
    private mutating func pick(_ words: [String]) -> String { words[below(words.count)] }

    /// A capitalised phrase of `range` words.
    private mutating func phrase(_ range: ClosedRange<Int>) -> String {
        let count = range.lowerBound + below(range.count)
        let text = (0..<count).map { _ in pick(Self.words) }.joined(separator: " ")
        return text.prefix(1).uppercased() + text.dropFirst()
    }

    /// A figure as a screen shows one: a count, an amount, a percentage or a duration.
    private mutating func value() -> String {
        switch below(4) {
        case 0: return "\(below(2_000))"
        case 1: return "$\(below(900)).\(10 + below(90))"
        case 2: return "\(below(100))%"
        default: return "\(1 + below(59)) min"
        }
    }

    private static let featureNames = [
        "Account", "Activity", "Album", "Alarm", "Archive", "Article", "Backup", "Badge", "Balance", "Billing", "Bookmark", "Budget",
        "Calendar", "Camera", "Cart", "Channel", "Checkout", "Comment", "Contact", "Coupon", "Dashboard", "Delivery", "Device", "Document",
        "Download", "Draft", "Event", "Expense", "Favorite", "Feed", "Filter", "Folder", "Forecast", "Friend", "Gallery", "Goal", "Group",
        "Health", "History", "Inbox", "Invoice", "Journal", "Library", "Location", "Login", "Message", "Milestone", "Network", "Note",
        "Notification", "Order", "Payment", "Photo", "Playlist", "Podcast", "Privacy", "Profile", "Project", "Purchase", "Reminder",
        "Report", "Reservation", "Review", "Reward", "Route", "Schedule", "Search", "Security", "Session", "Settings", "Share", "Shipment",
        "Storage", "Subscription", "Task", "Team", "Ticket", "Timer", "Transfer", "Trip", "Upload", "Wallet", "Weather", "Workout",
    ]

    private static let symbols = [
        "star", "bell", "clock", "calendar", "person.crop.circle", "gearshape", "doc.text", "tray", "archivebox", "creditcard", "cart",
        "house", "heart", "bookmark", "folder", "paperplane", "lock", "chart.bar", "map", "photo", "music.note", "bolt", "leaf", "flag",
    ]

    private static let words = """
        account settings profile message notification storage download upload share photo camera library update privacy security \
        password network battery display brightness sound subscription renews cancel purchase history order shipped delivery tomorrow \
        today yesterday calendar reminder event location weather forecast playlist favourite recently added continue reading chapter \
        article author published review rating comment reply follow following translation language region keyboard larger text bold \
        motion contrast voice search results filter sort newest oldest popular your the of and to in for on with every weekly monthly \
        monday friday morning evening available pending completed failed scheduled sync backup devices shared family members invite \
        team project task due overdue total spent remaining budget balance transfer payment card receipt invoice refund plan premium \
        trial expires soon items unread archived saved drafts sent folder tags nearby route distance duration arrival departure
        """.split(separator: " ").map(String.init)
}
