import OversetLayout

/// The "Layout: DFCard" page's examples, with sample data in place of their models.
extension Gallery {
    static var simpleInfoCard: some View {
        DFCard {
            VStack(alignment: .leading, spacing: .sm) {
                DFText("What is SwiftUI?", style: "headline").id("title")
                DFText("SwiftUI is Apple's declarative UI framework for building apps across all Apple platforms.", style: "body").id("body")
            }
        }
    }

    static var profileCard: some View {
        DFCard {
            HStack(spacing: .md) {
                DFAvatar(size: 48)
                VStack(alignment: .leading, spacing: .xs) {
                    DFText("Jamie Rivera", style: "headline").id("name")
                    DFText("Senior iOS Engineer", style: "caption").id("role")
                }
                Spacer()
                DFIcon("chevron.right")
            }
        }
        .accessibilityLabel("Jamie Rivera, Senior iOS Engineer")
    }

    static var settingsSectionCard: some View {
        DFCard {
            VStack(alignment: .leading, spacing: 0) {
                DFText("Notifications", style: "subheadline").padding(.bottom, .sm).id("header")
                DFToggle("Push notifications")
                DFDivider()
                DFToggle("Email digest")
                DFDivider()
                DFToggle("In-app sounds")
            }
        }
        .dfCardStyle(.outlined)
    }

    static var metricRevenueCard: some View {
        DFCard {
            VStack(alignment: .leading, spacing: .sm) {
                HStack(alignment: .top) {
                    DFText("Monthly Revenue", style: "caption").id("label")
                    Spacer()
                    DFBadge(text: "+12%").id("badge")
                }
                DFText("$48,200", style: "largeTitle").id("value")
                HStack(spacing: .xs) {
                    DFIcon("arrow.up.right", size: .sm)
                    DFText("vs last month", style: "caption").id("comparison")
                }
            }
        }
    }

    static var nestedDeploymentsCard: some View {
        let deployments = [
            ("Fix truncation in the settings header", "5 min ago", "success"),
            ("Bump the design tokens to 2.3", "2 hours ago", "failed"),
        ]
        return DFCard {
            VStack(alignment: .leading, spacing: .md) {
                DFText("Recent Deployments", style: "headline").id("title")
                ForEach(deployments, id: \.0) { message, date, status in
                    DFCard {
                        HStack(spacing: .md) {
                            DFIcon(status == "success" ? "checkmark.seal.fill" : "xmark.seal.fill")
                            VStack(alignment: .leading, spacing: .xs) {
                                DFText(message, style: "subheadline")
                                DFText(date, style: "caption")
                            }
                            Spacer()
                            DFBadge(text: status)
                        }
                    }
                    .dfCardStyle(.elevated)
                }
            }
        }
        .dfCardStyle(.filled)
    }

    static var cardListContainer: some View {
        let items = [
            ("Inbox", "12 unread", "tray"), ("Archive", "Everything you kept", "archivebox"),
            ("Shared with you", "Files and links from your team", "person.2"),
        ]
        return ScrollView {
            LazyVStack(spacing: .sm) {
                ForEach(items, id: \.0) { title, subtitle, icon in
                    DFCard { DFListRow(title, subtitle: subtitle, icon: icon) }
                }
            }
            .padding(.lg)
        }
    }

    static var descriptionCardGood: some View {
        DFCard {
            DFText("Your subscription renews on 1 March. You can cancel at any time in Settings.", style: "body")
                .fixedSize(horizontal: false, vertical: true).id("description")
        }
    }

    /// The page's "Fragile — clips large text sizes" example.
    static var descriptionCardFragile: some View {
        DFCard {
            DFText("Your subscription renews on 1 March.", style: "body")
                .frame(height: 44).id("description")
        }
    }
}
