import OversetLayout

/// The "Text and Typography" page's examples, with sample data in place of their models.
extension Gallery {
    static var articleView: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: .md) {
                DFText("Designing for every text size", style: "display").id("title")
                HStack {
                    DFAvatar(name: "Jamie Rivera", size: 28)
                    VStack(alignment: .leading, spacing: 2) {
                        DFText("Jamie Rivera", style: "label").id("author")
                        DFText("Published 12 June 2026", style: "caption").id("date")
                    }
                }
                DFDivider()
                DFText(
                    "Dynamic Type lets people choose the text size that suits them. Layouts that hold at the default size can truncate or clip at the largest accessibility sizes, so test every screen across the whole range.",
                    style: "body"
                )
                .fixedSize(horizontal: false, vertical: true).id("body")
            }
            .padding(.lg)
        }
    }

    static var metricCard: some View {
        DFCard {
            VStack(alignment: .leading, spacing: .xs) {
                DFText("12,480", style: "display").id("value")
                DFText("Monthly active readers", style: "label").id("label")
                DFText("+8.2% since last month", style: "caption").id("delta")
            }
        }
    }

    static var profileHeader: some View {
        VStack(alignment: .leading, spacing: .sm) {
            DFAvatar(size: 64)
            DFText("Alexandra Konstantinopoulou", style: "headline").id("name")
            DFText("@alexandra.k", style: "caption").id("handle")
            DFText(
                "Product designer working on accessible type systems. Previously at a newspaper, now helping teams ship interfaces that read well at every size.",
                style: "body"
            )
            .lineLimit(4).fixedSize(horizontal: false, vertical: true).id("bio")
        }
    }

    static var notificationRow: some View {
        HStack(alignment: .top, spacing: .sm) {
            DFIcon("bell.fill", size: .md)
            VStack(alignment: .leading, spacing: 2) {
                DFText("Your export is ready to download", style: "label").id("title")
                DFText("2 min ago", style: "caption").id("time")
            }
            Spacer()
            DFBadge(text: "New").id("badge")
        }
        .padding(.vertical, .xs)
    }

    static var settingsValueRow: some View {
        HStack {
            DFText("Storage used", style: "label").id("label")
            Spacer()
            DFText("48.2 GB of 128 GB", style: "label").id("value")
        }
        .padding(.vertical, .xs)
    }

    static var breadcrumbBar: some View {
        let segments = ["Home", "Projects", "Overset", "Settings"]
        return HStack(spacing: .xs) {
            ForEach(Array(segments.enumerated()), id: \.offset) { index, segment in
                if index > 0 { DFIcon("chevron.right", size: .sm) }
                DFText(segment, style: "caption")
            }
        }
    }

    static var emptyStateView: some View {
        VStack(spacing: .lg) {
            DFIcon("tray", size: .xl)
            VStack(spacing: .sm) {
                DFText("No messages yet", style: "headline").multilineTextAlignment(.center).id("title")
                DFText("When someone writes to you, their message shows up here.", style: "body")
                    .multilineTextAlignment(.center).fixedSize(horizontal: false, vertical: true).id("message")
            }
            DFButton("Start a conversation").id("action")
        }
        .padding(.xxl)
        .frame(maxWidth: 320)
    }

    static var metadataBlock: some View {
        VStack(alignment: .leading, spacing: .xs) {
            DFText("In review", style: "label").id("status")
            DFText("Created 3 March 2026", style: "caption")
            DFText("Modified yesterday at 17:42", style: "caption")
            DFText("Owner: Jamie Rivera", style: "caption")
        }
    }
}
