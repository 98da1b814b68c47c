import OversetLayout

/// Three screens of the DesignFoundation gallery, as an app would keep them next to its
/// SwiftUI views (the view code pastes with few edits).
public enum Screens {
    /// "Text and Typography", example 3.
    public static func profileHeader(name: String, handle: String, bio: String) -> ViewNode {
        VStack(alignment: .leading, spacing: .sm) {
            DFAvatar(size: 64)
            DFText(name, style: "headline").id("name")
            DFText("@\(handle)", style: "caption").id("handle")
            if !bio.isEmpty {
                DFText(bio, style: "body").lineLimit(4).fixedSize(horizontal: false, vertical: true).id("bio")
            }
        }.node
    }

    /// "Text and Typography", example 5.
    public static func settingsValueRow(label: String, value: String) -> ViewNode {
        HStack {
            DFText(label, style: "label").id("label")
            Spacer()
            DFText(value, style: "label").id("value")
        }
        .padding(.vertical, .xs)
    }

    /// A settings row whose texts come from the app's String Catalog by key, as
    /// `Text("settings.notifications")` does in SwiftUI.
    public static func notificationsRow(unread: Int) -> ViewNode {
        HStack {
            Image(systemName: "bell.badge")
            Text(key: "settings.notifications", defaultValue: "Notifications").lineLimit(2).id("title")
            Spacer()
            Text(key: "%lld unread", arguments: ["\(unread)"]).fixedSize().id("count")
        }
        .padding(.horizontal, 16)
        .id("row")
    }

    /// "Layout: DFCard", example 1.
    public static func infoCard(title: String, body: String) -> ViewNode {
        DFCard {
            VStack(alignment: .leading, spacing: .sm) {
                DFText(title, style: "headline").id("title")
                DFText(body, style: "body").id("body")
            }
        }
    }
}
