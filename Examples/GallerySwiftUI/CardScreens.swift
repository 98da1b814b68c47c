// The "Layout: DFCard" page's examples, and its good and fragile description cards, as an app
// would write them in SwiftUI with DesignFoundation, each with a preview.
import DesignFoundation
import SwiftUI

struct SimpleInfoCard: View {
    @Environment(\.dfTheme) private var theme

    var body: some View {
        DFCard {
            VStack(alignment: .leading, spacing: theme.spacing.sm) {
                DFText("What is SwiftUI?", style: .headline).id("title")
                DFText("SwiftUI is Apple's declarative UI framework for building apps across all Apple platforms.", style: .body)
                    .id("body")
            }
        }
    }
}

struct ProfileCard: View {
    @Environment(\.dfTheme) private var theme
    let name: LocalizedStringKey
    let role: LocalizedStringKey

    var body: some View {
        DFCard {
            HStack(spacing: theme.spacing.md) {
                DFAvatar(size: 48)
                VStack(alignment: .leading, spacing: theme.spacing.xs) {
                    DFText(name, style: .headline).id("name")
                    DFText(role, style: .caption).id("role")
                }
                Spacer()
                DFIcon("chevron.right")
            }
        }
        .accessibilityLabel("Jamie Rivera, Senior iOS Engineer")
    }
}

struct SettingsSectionCard: View {
    @Environment(\.dfTheme) private var theme
    @State private var push = true
    @State private var digest = false
    @State private var sounds = true

    var body: some View {
        DFCard {
            VStack(alignment: .leading, spacing: 0) {
                DFText("Notifications", style: .subheadline)
                    .padding(.bottom, theme.spacing.sm)
                    .id("header")
                DFToggle("Push notifications", isOn: $push)
                DFDivider()
                DFToggle("Email digest", isOn: $digest)
                DFDivider()
                DFToggle("In-app sounds", isOn: $sounds)
            }
        }
        .dfCardStyle(.outlined)
    }
}

struct MetricRevenueCard: View {
    @Environment(\.dfTheme) private var theme

    var body: some View {
        DFCard {
            VStack(alignment: .leading, spacing: theme.spacing.sm) {
                HStack(alignment: .top) {
                    DFText("Monthly Revenue", style: .caption).id("label")
                    Spacer()
                    DFBadge(text: "+12%").id("badge")
                }
                DFText("$48,200", style: .largeTitle).id("value")
                HStack(spacing: theme.spacing.xs) {
                    DFIcon("arrow.up.right", size: .sm)
                    DFText("vs last month", style: .caption).id("comparison")
                }
            }
        }
    }
}

struct Deployment {
    enum Status { case success, failed }

    let message: LocalizedStringKey
    let date: LocalizedStringKey
    let status: Status

    var icon: String { status == .success ? "checkmark.seal.fill" : "xmark.seal.fill" }
    var statusLabel: LocalizedStringKey {
        switch status {
        case .success: "success"
        case .failed: "failed"
        }
    }
}

struct NestedDeploymentsCard: View {
    @Environment(\.dfTheme) private var theme
    let deployments: [Deployment]

    var body: some View {
        DFCard {
            VStack(alignment: .leading, spacing: theme.spacing.md) {
                DFText("Recent Deployments", style: .headline).id("title")
                ForEach(deployments.indices, id: \.self) { index in
                    row(deployments[index])
                }
            }
        }
        .dfCardStyle(.filled)
    }

    @ViewBuilder
    private func row(_ deployment: Deployment) -> some View {
        DFCard {
            HStack(spacing: theme.spacing.md) {
                DFIcon(deployment.icon)
                VStack(alignment: .leading, spacing: theme.spacing.xs) {
                    DFText(deployment.message, style: .subheadline)
                    DFText(deployment.date, style: .caption)
                }
                Spacer()
                DFBadge(text: deployment.statusLabel)
            }
        }
        .dfCardStyle(.elevated)
    }
}

struct CardListContainer: View {
    @Environment(\.dfTheme) private var theme
    let items: [(title: LocalizedStringKey, subtitle: LocalizedStringKey, icon: String)]

    var body: some View {
        ScrollView {
            LazyVStack(spacing: theme.spacing.sm) {
                ForEach(items.indices, id: \.self) { index in
                    DFCard {
                        DFListRow(items[index].title, subtitle: items[index].subtitle, icon: items[index].icon)
                    }
                }
            }
            .padding(theme.spacing.lg)
        }
    }
}

struct DescriptionCardGood: View {
    var body: some View {
        DFCard {
            DFText("Your subscription renews on 1 March. You can cancel at any time in Settings.", style: .body)
                .fixedSize(horizontal: false, vertical: true)
                .id("description")
        }
    }
}

/// The page's "Fragile — clips large text sizes" example.
struct DescriptionCardFragile: View {
    var body: some View {
        DFCard {
            DFText("Your subscription renews on 1 March.", style: .body)
                .frame(height: 44)
                .id("description")
        }
    }
}

#Preview("SimpleInfoCard") { SimpleInfoCard() }
#Preview("ProfileCard") { ProfileCard(name: "Jamie Rivera", role: "Senior iOS Engineer") }
#Preview("SettingsSectionCard") { SettingsSectionCard() }
#Preview("MetricRevenueCard") { MetricRevenueCard() }
#Preview("NestedDeploymentsCard") {
    NestedDeploymentsCard(deployments: [
        Deployment(message: "Fix truncation in the settings header", date: "5 min ago", status: .success),
        Deployment(message: "Bump the design tokens to 2.3", date: "2 hours ago", status: .failed),
    ])
}
#Preview("CardListContainer") {
    CardListContainer(items: [
        ("Inbox", "12 unread", "tray"), ("Archive", "Everything you kept", "archivebox"),
        ("Shared with you", "Files and links from your team", "person.2"),
    ])
}
#Preview("DescriptionCardGood") { DescriptionCardGood() }
#Preview("DescriptionCardFragile") { DescriptionCardFragile() }
