@testable import OversetText

/// Deterministically generated strings, each drawable by one font file, with their attributes.
enum Corpus {
    struct Sample: CustomStringConvertible, Sendable {
        var text: String
        var fontPath: String
        /// The `wght` value for variable fonts, nil for static ones.
        var weight: Int?
        var size: Double
        var tracking: Double

        var attributes: TextAttributes {
            TextAttributes(font: .file(fontPath), weight: FontWeight(weight ?? 400), size: size, tracking: tracking)
        }

        var description: String { "\(text) [\(fontPath.split(separator: "/").last!) \(weight ?? 0) \(size)pt tracking \(tracking)]" }
    }

    static let latinWords = [
        "office", "affluent", "AVATAR", "Type", "Wave", "To", "Yes", "first", "flight", "fjord",
        "co-operate", "e-mail", "1,234.56", "café", "naïve", "Zürich", "résumé", "—", "“quoted”", "(parens)",
        "Account", "settings", "Continue", "Notifications", "Privacy", "shipped", "Thursday,", "October", "12.", "you're",
        "Kontoeinstellungen", "Datenschutz", "señor", "Łódź", "ÆØÅ", "straße", "Øresund", "Ærø", "İstanbul", "ğüş",
        "https://example.com/path", "a/b/c", "x²", "½", "№7", "9:41", "#hashtag", "@mention", "50%", "$9.99",
        "Wi-Fi", "iPhone", "VAT", "LTA", "fi", "ffi", "Tj", "gy", "Q&A", "AT&T",
    ]
    static let arabicWords = ["مرحبا", "بالعالم", "حسابك", "الإعدادات", "الخصوصية", "متابعة", "طلبك", "شكرا", "السلام", "عليكم"]
    static let hebrewWords = ["שלום", "עולם", "הגדרות", "חשבון", "פרטיות", "המשך", "תודה"]
    static let thaiPhrases = ["สวัสดีครับ", "ภาษาไทย", "การตั้งค่า", "บัญชีของคุณ", "ขอบคุณมาก", "ความเป็นส่วนตัว"]
    static let devanagariWords = ["नमस्ते", "दुनिया", "सेटिंग्स", "खाता", "गोपनीयता", "धन्यवाद", "हिन्दी"]
    static let greekAndCyrillicWords = ["Καλημέρα", "κόσμε", "Ρυθμίσεις", "Привет", "мир", "Настройки", "аккаунт", "Київ"]
    static let cjkPhrases = ["你好世界", "设置", "帐户隐私", "今日は良い天気", "ありがとう", "東京タワー", "。"]
    static let hangulWords = ["안녕하세요", "계정", "설정", "개인정보", "감사합니다", "한국어"]

    /// `count` samples: mostly Latin in Inter at random weights, sizes and tracking, and the other
    /// scripts in their bundled fonts.
    static func samples(count: Int, seed: UInt64 = 7) -> [Sample] {
        var random = SeededGenerator(seed: seed)
        let sizes: [Double] = [11, 12, 13, 15, 17, 20, 22, 28, 34]
        let trackings: [Double] = [0, 0, 0, 0.5, -0.3, 1.2]
        return (0..<count).map { index in
            let size = sizes.randomElement(using: &random)!
            let tracking = trackings.randomElement(using: &random)!
            func words(_ list: [String], _ separator: String = " ") -> String {
                (0..<Int.random(in: 1...10, using: &random)).map { _ in list.randomElement(using: &random)! }.joined(separator: separator)
            }
            switch index % 10 {
            case 0: return Sample(text: words(arabicWords), fontPath: TestFonts.notoArabic, size: size, tracking: 0)
            case 1: return Sample(text: words(thaiPhrases, ""), fontPath: TestFonts.notoThai, size: size, tracking: 0)
            case 2: return Sample(text: words(devanagariWords), fontPath: TestFonts.notoDevanagari, size: size, tracking: 0)
            case 3: return Sample(text: words(cjkPhrases, ""), fontPath: TestFonts.droid, size: size, tracking: tracking)
            case 4: return Sample(text: words(hebrewWords), fontPath: TestFonts.notoHebrew, size: size, tracking: 0)
            case 5:
                // Greek and Cyrillic apart from Latin: kerning is looked up per script, so a
                // single whole-string buffer is only a fair reference for one script.
                let list = index % 20 == 5 ? latinWords : greekAndCyrillicWords
                return Sample(text: words(list), fontPath: TestFonts.notoSans, size: size, tracking: tracking)
            case 7 where index % 20 == 7:
                return Sample(text: words(hangulWords), fontPath: TestFonts.nanum, size: size, tracking: tracking)
            default:
                let weight = 100 * Int.random(in: 1...9, using: &random)
                let font = size >= 20 ? TestFonts.interDisplay : TestFonts.inter
                return Sample(text: words(latinWords), fontPath: font, weight: weight, size: size, tracking: tracking)
            }
        }
    }
}
