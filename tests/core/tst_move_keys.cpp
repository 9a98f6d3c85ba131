// The keyboard keys of moves (issue 13): a name's first character where no other
// move's name starts with it (letters without case), else the digits 1..9, 0 in move
// order, and no key once the ten digits are used up. The expected keys are written out
// from that rule for each case, not taken from the function.
#include <QTest>

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "core/registry.h"
#include "core/rules/move_keys.h"

using namespace pl;

Q_DECLARE_METATYPE(std::vector<std::string>)

namespace {

using Keys = std::vector<std::optional<char>>;

QByteArray shown(const Keys& k)
{
    QByteArray out;
    for (const auto& c : k)
        out += c ? *c : '-';
    return out;
}

std::shared_ptr<const PuzzleEntry> bundledEntry(const char* key)
{
    static const Registry registry = Registry::bundled();
    return registry.find(key);
}

}  // namespace

class TestMoveKeys : public QObject {
    Q_OBJECT
private slots:
    void byRule_data()
    {
        QTest::addColumn<std::vector<std::string>>("names");
        QTest::addColumn<QByteArray>("expected");
        using V = std::vector<std::string>;
        QTest::newRow("unique letters") << V{"A", "B", "C"} << QByteArray("ABC");
        QTest::newRow("lower case shown upper") << V{"up", "down"} << QByteArray("UD");
        // a and A start alike: both take digits; x keeps its own letter.
        QTest::newRow("case does not make it unique") << V{"a", "A", "x"} << QByteArray("12X");
        QTest::newRow("shared first letter") << V{"L", "L'", "R", "R'"} << QByteArray("1234");
        QTest::newRow("mixed") << V{"F", "R", "R'", "U"} << QByteArray("F12U");
        // A unique digit keeps its digit; the fallback skips it.
        QTest::newRow("fallback skips a taken digit")
            << V{"x1", "1", "x2", "x3"} << QByteArray("2134");
        QTest::newRow("digit names") << V{"1", "2", "3"} << QByteArray("123");
        // Punctuation and non-ASCII first characters are no keys: digits instead.
        QTest::newRow("no letter first") << V{"+", "-", "\xce\xb1", "Z"} << QByteArray("123Z");
        // Eleven moves sharing a first letter: 1..9, 0, then none.
        QTest::newRow("more than ten")
            << V{"m1", "m2", "m3", "m4", "m5", "m6", "m7", "m8", "m9", "m10", "m11", "Q"}
            << QByteArray("1234567890-Q");
        // A name's own digit taken by a unique first character leaves nine for the rest.
        QTest::newRow("ten digits, one taken")
            << V{"0", "a1", "a2", "a3", "a4", "a5", "a6", "a7", "a8", "a9", "a10"}
            << QByteArray("0123456789-");
        QTest::newRow("none") << V{} << QByteArray("");
    }
    void byRule()
    {
        QFETCH(std::vector<std::string>, names);
        QFETCH(QByteArray, expected);
        QCOMPARE(shown(moveKeys(names)), expected);
    }

    // No two moves share a key, and every key is a letter or digit (never Space,
    // Enter, Escape).
    void keysAreDistinct()
    {
        static const Registry registry = Registry::bundled();
        for (const auto& e : registry.entries()) {
            const Keys k = moveKeys(*e->rules);
            QCOMPARE(k.size(), std::size_t(e->rules->moveCount()));
            std::vector<char> seen;
            for (const auto& c : k) {
                if (!c)
                    continue;
                QVERIFY2((*c >= 'A' && *c <= 'Z') || (*c >= '0' && *c <= '9'), e->key().c_str());
                QVERIFY2(std::find(seen.begin(), seen.end(), *c) == seen.end(), e->key().c_str());
                seen.push_back(*c);
            }
            // Ten keys at least when there are ten moves or more.
            QVERIFY(seen.size() >= std::min<std::size_t>(10, k.size()));
        }
    }

    // The bundled puzzles the issue names: what the rule gives for their moves.
    void bundledPuzzles_data()
    {
        QTest::addColumn<QByteArray>("key");
        QTest::addColumn<QByteArray>("expected");
        // a1 b1 c1 a2 ...: three of each first letter, so all digits.
        QTest::newRow("lights-out-3") << QByteArray("lights-out-3") << QByteArray("123456789");
        // Sliding: D L R U in the default move order, each its own letter.
        QTest::newRow("eight-puzzle") << QByteArray("eight-puzzle") << QByteArray("DLRU");
        // Inverse metric: L L' R R', two of each first letter.
        QTest::newRow("hungarian-rings") << QByteArray("hungarian-rings") << QByteArray("1234");
        // Moves named 1 to 9: each its own first character.
        QTest::newRow("clocks") << QByteArray("clocks") << QByteArray("123456789");
        // 25 moves a1..e5: ten digits, then none.
        QTest::newRow("lights-out-5")
            << QByteArray("lights-out-5") << QByteArray("1234567890---------------");
    }
    void bundledPuzzles()
    {
        QFETCH(QByteArray, key);
        QFETCH(QByteArray, expected);
        const auto entry = bundledEntry(key.constData());
        QVERIFY(entry);
        QCOMPARE(shown(moveKeys(*entry->rules)), expected);
    }
};

QTEST_APPLESS_MAIN(TestMoveKeys)
#include "tst_move_keys.moc"
