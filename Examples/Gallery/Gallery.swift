import OversetLayout

/// The example screens of the DesignFoundation reference documents, written in Overset's
/// SwiftUI-like DSL. `Examples/gallery.json` holds the same trees for the CLI and the audit.
public enum Gallery {
    /// Every screen, by name, in the order of `gallery.json`.
    public static let screens: [(name: String, body: ViewNode)] = textScreens + cardScreens

    /// The eight examples of the "Text and Typography" page.
    public static let textScreens: [(name: String, body: ViewNode)] = [
        ("ArticleView", articleView.node), ("MetricCard", metricCard.node), ("ProfileHeader", profileHeader.node),
        ("NotificationRow", notificationRow.node), ("SettingsValueRow", settingsValueRow.node), ("BreadcrumbBar", breadcrumbBar.node),
        ("EmptyStateView", emptyStateView.node), ("MetadataBlock", metadataBlock.node),
    ]

    /// The six examples of the "Layout: DFCard" page, and the page's good and fragile
    /// description cards.
    public static let cardScreens: [(name: String, body: ViewNode)] = [
        ("SimpleInfoCard", simpleInfoCard.node), ("ProfileCard", profileCard.node), ("SettingsSectionCard", settingsSectionCard.node),
        ("MetricRevenueCard", metricRevenueCard.node), ("NestedDeploymentsCard", nestedDeploymentsCard.node),
        ("CardListContainer", cardListContainer.node), ("DescriptionCardGood", descriptionCardGood.node),
        ("DescriptionCardFragile", descriptionCardFragile.node),
    ]
}
