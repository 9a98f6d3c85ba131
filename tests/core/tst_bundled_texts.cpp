// The bundled definitions' texts in Chinese (issue 23, point 6): for every bundled
// definition and both languages every text a person reads (name, description, rules,
// source, the board's words) has a translation, in the right script, keeping every
// number of the English; a new or changed bundled text without one fails here. The
// tables hold nothing stale, and a text is found only under its own definition's key.
#include <QRegularExpression>
#include <QSet>
#include <QTest>

#include <nlohmann/json.hpp>

#include "core/def/bundled.h"
#include "core/def/bundled_texts.h"
#include "core/registry.h"

using namespace pl;

namespace {

QString qs(const std::string& s)
{
    return QString::fromStdString(s);
}

bool hasChinese(const QString& s)
{
    for (const QChar c : s)
        if (c.unicode() >= 0x4e00 && c.unicode() <= 0x9fff)
            return true;
    return false;
}

QStringList numbers(const QString& s)
{
    static const QRegularExpression number(QStringLiteral("\\d+"));
    QStringList out;
    for (const auto& m : number.globalMatch(s))
        out << m.captured();
    return out;
}

// Characters written differently in the two scripts, as they occur in puzzle texts:
// the Simplified form of each pair, then the Traditional one at the same place.
const QString kSimplified = QStringLiteral(
    "个这们时钟灯转动数盘块开关绿红题为从顺针对换将圆环顶边区键钮颗蓝黄归属没两盏让达读标记编号头样"
    "无紧处点击网训练赛阵图码难缩变态论较据后里发");
const QString kTraditional = QStringLiteral(
    "個這們時鐘燈轉動數盤塊開關綠紅題為從順針對換將圓環頂邊區鍵鈕顆藍黃歸屬沒兩盞讓達讀標記編號頭樣"
    "無緊處點擊網訓練賽陣圖碼難縮變態論較據後裡發");

}  // namespace

class TestBundledTexts : public QObject {
    Q_OBJECT
private slots:
    void languages()
    {
        QCOMPARE(def::bundledTextLanguages(), (std::vector<std::string>{"zh_CN", "zh_TW"}));
        QCOMPARE(kSimplified.size(), kTraditional.size());
        for (qsizetype i = 0; i < kSimplified.size(); ++i)
            QVERIFY2(kSimplified[i] != kTraditional[i], qPrintable(QString(kSimplified[i])));
    }

    void everyTextTranslated_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
        QTest::newRow("zh_TW") << QStringLiteral("zh_TW");
    }
    void everyTextTranslated()
    {
        QFETCH(QString, language);
        const QString wrongScript = language == QLatin1String("zh_CN") ? kTraditional : kSimplified;
        const Registry registry = Registry::bundled();
        int checked = 0;
        for (const auto& entry : registry.entries()) {
            const std::vector<std::string> texts = def::translatableTexts(entry->def());
            QVERIFY(texts.size() >= 3);  // every bundled puzzle has a name, description, rules
            for (const std::string& english : texts) {
                const auto translated =
                    def::bundledText(language.toStdString(), entry->key(), english);
                const QString where = qs(entry->key()) + QStringLiteral(": ") + qs(english);
                QVERIFY2(translated, qPrintable(QStringLiteral("no translation: ") + where));
                const QString t = qs(*translated);
                QVERIFY2(t != qs(english) && hasChinese(t), qPrintable(where + " -> " + t));
                for (const QString& n : numbers(qs(english)))
                    QVERIFY2(numbers(t).contains(n),
                             qPrintable(QStringLiteral("lost %1: ").arg(n) + where + " -> " + t));
                for (const QChar c : t)
                    QVERIFY2(!wrongScript.contains(c),
                             qPrintable(QStringLiteral("the other script's %1: ").arg(c) + t));
                ++checked;
            }
            // The board's words are among them: Lights Out says on and off in Chinese.
            for (const std::string& v : entry->def().view.valueNames)
                if (v == "on" || v == "off" || v == "red")
                    QVERIFY(def::bundledText(language.toStdString(), entry->key(), v));
        }
        QVERIFY2(checked >= 16 * 4, qPrintable(QString::number(checked)));
    }

    // Nothing stale: every text a table holds is a text of the definition of its key, so
    // a changed English text cannot keep showing its old translation unnoticed.
    void nothingStale()
    {
        const Registry registry = Registry::bundled();
        QCOMPARE(def::bundledTextTables().size(), std::size_t{2});
        for (const def::BundledFile& f : def::bundledTextTables()) {
            const nlohmann::json j = nlohmann::json::parse(f.text, nullptr, false);
            QVERIFY2(j.is_object() && j.contains("puzzles"), f.fileName.data());
            QCOMPARE(qs(j["language"].get<std::string>()) + QStringLiteral(".json"),
                     qs(std::string(f.fileName)));
            int keys = 0;
            for (const auto& [key, texts] : j["puzzles"].items()) {
                const auto entry = registry.find(key);
                QVERIFY2(entry, key.c_str());
                const auto wanted = def::translatableTexts(entry->def());
                for (const auto& [english, translation] : texts.items()) {
                    QVERIFY2(std::find(wanted.begin(), wanted.end(), english) != wanted.end(),
                             qPrintable(qs(key) + QStringLiteral(": stale ") + qs(english)));
                    QVERIFY(translation.is_string());
                }
                ++keys;
            }
            QCOMPARE(std::size_t(keys), registry.entries().size());
        }
    }

    // Looked up by key and text: other words under a bundled key, or a bundled text
    // under another key, are not translated (a person's own file shows as written).
    void lookedUpByKeyAndText()
    {
        QCOMPARE(def::bundledText("zh_CN", "lights-out-3", "Lights Out 3x3").value_or(""),
                 std::string("熄灯 3x3"));
        QCOMPARE(def::bundledText("zh_TW", "lights-out-3", "on").value_or(""), std::string("亮"));
        QVERIFY(!def::bundledText("zh_CN", "lights-out-3", "My Lights Out"));
        QVERIFY(!def::bundledText("zh_CN", "my-lights", "Lights Out 3x3"));
        QVERIFY(!def::bundledText("de", "lights-out-3", "Lights Out 3x3"));
        QVERIFY(!def::bundledText("", "lights-out-3", "Lights Out 3x3"));
        // Numbers only are no words: a clock's "12" is not asked for.
        const Registry registry = Registry::bundled();
        const auto texts = def::translatableTexts(registry.find("clocks")->def());
        QVERIFY(std::find(texts.begin(), texts.end(), "12") == texts.end());
        QCOMPARE(texts.size(), std::size_t{4});
    }
};

QTEST_APPLESS_MAIN(TestBundledTexts)
#include "tst_bundled_texts.moc"
