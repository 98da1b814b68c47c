// The "Text and Typography" page's examples as an app would write them in SwiftUI with
// DesignFoundation, each with a preview: `overset audit Examples/GallerySwiftUI` audits the
// previews, which lay out as Examples/gallery.json and Examples/Gallery/*.swift do.
import DesignFoundation
import SwiftUI

struct ArticleView: View {
    @Environment(\.dfTheme) private var theme
    var title: LocalizedStringKey = "Designing for every text size"

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: theme.spacing.md) {
                DFText(title, style: .display).id("title")
                byline
                DFDivider()
                DFText(
                    "Dynamic Type lets people choose the text size that suits them. Layouts that hold at the default size can truncate or clip at the largest accessibility sizes, so test every screen across the whole range.",
                    style: .body
                )
                .fixedSize(horizontal: false, vertical: true)
                .id("body")
            }
            .padding(theme.spacing.lg)
        }
    }

    private var byline: some View {
        HStack {
            DFAvatar(name: "Jamie Rivera", size: 28)
            VStack(alignment: .leading, spacing: 2) {
                DFText("Jamie Rivera", style: .label).id("author")
                DFText("Published 12 June 2026", style: .caption).id("date")
            }
        }
    }
}

struct MetricCard: View {
    @Environment(\.dfTheme) private var theme

    var body: some View {
        DFCard {
            VStack(alignment: .leading, spacing: theme.spacing.xs) {
                DFText("12,480", style: .display).id("value")
                DFText("Monthly active readers", style: .label).id("label")
                DFText("+8.2% since last month", style: .caption).id("delta")
            }
        }
    }
}

struct ProfileHeader: View {
    @Environment(\.dfTheme) private var theme

    var body: some View {
        VStack(alignment: .leading, spacing: theme.spacing.sm) {
            DFAvatar(size: 64)
            DFText("Alexandra Konstantinopoulou", style: .headline).id("name")
            DFText("@alexandra.k", style: .caption).id("handle")
            DFText(
                "Product designer working on accessible type systems. Previously at a newspaper, now helping teams ship interfaces that read well at every size.",
                style: .body
            )
            .lineLimit(4)
            .fixedSize(horizontal: false, vertical: true)
            .id("bio")
        }
    }
}

struct NotificationRow: View {
    @Environment(\.dfTheme) private var theme
    var isNew = true

    var body: some View {
        HStack(alignment: .top, spacing: theme.spacing.sm) {
            DFIcon("bell.fill", size: .md)
            VStack(alignment: .leading, spacing: 2) {
                DFText("Your export is ready to download", style: .label).id("title")
                DFText("2 min ago", style: .caption).id("time")
            }
            Spacer()
            if isNew {
                DFBadge(text: "New").id("badge")
            }
        }
        .padding(.vertical, theme.spacing.xs)
    }
}

struct SettingsValueRow: View {
    @Environment(\.dfTheme) private var theme

    var body: some View {
        HStack {
            DFText("Storage used", style: .label).id("label")
            Spacer()
            DFText("48.2 GB of 128 GB", style: .label).id("value")
        }
        .padding(.vertical, theme.spacing.xs)
    }
}

struct BreadcrumbBar: View {
    @Environment(\.dfTheme) private var theme
    let segments: [LocalizedStringKey]

    var body: some View {
        HStack(spacing: theme.spacing.xs) {
            ForEach(segments.indices, id: \.self) { index in
                if index > 0 {
                    DFIcon("chevron.right", size: .sm)
                }
                DFText(segments[index], style: .caption)
            }
        }
    }
}

struct EmptyStateView: View {
    @Environment(\.dfTheme) private var theme

    var body: some View {
        VStack(spacing: theme.spacing.lg) {
            DFIcon("tray", size: .xl)
            VStack(spacing: theme.spacing.sm) {
                DFText("No messages yet", style: .headline)
                    .multilineTextAlignment(.center)
                    .id("title")
                DFText("When someone writes to you, their message shows up here.", style: .body)
                    .multilineTextAlignment(.center)
                    .fixedSize(horizontal: false, vertical: true)
                    .id("message")
            }
            DFButton("Start a conversation") {}
                .id("action")
        }
        .padding(theme.spacing.xxl)
        .frame(maxWidth: 320)
    }
}

struct MetadataBlock: View {
    @Environment(\.dfTheme) private var theme

    var body: some View {
        VStack(alignment: .leading, spacing: theme.spacing.xs) {
            DFText("In review", style: .label).id("status")
            DFText("Created 3 March 2026", style: .caption)
            DFText("Modified yesterday at 17:42", style: .caption)
            DFText("Owner: Jamie Rivera", style: .caption)
        }
    }
}

#Preview("ArticleView") { ArticleView() }
#Preview("MetricCard") { MetricCard() }
#Preview("ProfileHeader") { ProfileHeader() }
#Preview("NotificationRow") { NotificationRow() }
#Preview("SettingsValueRow") { SettingsValueRow() }
#Preview("BreadcrumbBar") { BreadcrumbBar(segments: ["Home", "Projects", "Overset", "Settings"]) }
#Preview("EmptyStateView") { EmptyStateView() }
#Preview("MetadataBlock") { MetadataBlock() }
