// Help > Rules facts (issue 13), computed from the definition: checked against figures
// worked out here independently (2^9 Lights Out boards, 9! and 16! tile arrangements,
// 24! / (8!)^3 Rotation Game boards), against the definition's own data (cell ids of
// the goal, move names), and on definitions written by the test (huge counts, partial
// goals, a memory limit that refuses the table).
#include <QTest>

#include <cmath>
#include <string>

#include "core/puzzle_engines.h"
#include "core/registry.h"
#include "models/puzzle_facts.h"

using namespace pl;
using namespace Qt::Literals::StringLiterals;

namespace {

const QLocale kEnglish(QLocale::English, QLocale::UnitedStates);

std::shared_ptr<const PuzzleEntry> bundled(const char* key)
{
    static const Registry registry = Registry::bundled();
    return registry.find(key);
}

QString factOf(const QList<PuzzleFact>& facts, const QString& label)
{
    for (const auto& [l, v] : facts)
        if (l == label)
            return v;
    return {};
}

QStringList labelsOf(const QList<PuzzleFact>& facts)
{
    QStringList labels;
    for (const auto& f : facts)
        labels << f.first;
    return labels;
}

// n! in decimal, by schoolbook multiplication on a digit string.
std::string factorial(int n)
{
    std::string digits = "1";  // little-endian
    for (int f = 2; f <= n; ++f) {
        int carry = 0;
        for (char& d : digits) {
            const int v = (d - '0') * f + carry;
            d = char('0' + v % 10);
            carry = v / 10;
        }
        for (; carry; carry /= 10)
            digits += char('0' + carry % 10);
    }
    return {digits.rbegin(), digits.rend()};
}

// "1234567" -> "1,234,567".
QString grouped(const std::string& digits)
{
    QString out;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i && (digits.size() - i) % 3 == 0)
            out += QLatin1Char(',');
        out += QLatin1Char(digits[i]);
    }
    return out;
}

// A dial puzzle of `cells` cells in a row, one move per cell.
std::shared_ptr<const PuzzleEntry> dialRow(int cells, int modulus)
{
    std::string cellText, moveText;
    for (int i = 0; i < cells; ++i) {
        const std::string id = std::string(1, 'c').append(std::to_string(i));
        const std::string sep = i ? ", " : "";
        cellText += sep + "{\"id\": \"" + id + "\", \"x\": " + std::to_string(i) + ", \"y\": 0}";
        moveText += sep + "{\"name\": \"m" + std::to_string(i) + "\", \"add\": [\"" + id + "\"]}";
    }
    const std::string text =
        "{\"puzzlelab\": 1, \"key\": \"row\", \"name\": \"Row\", "
        "\"kind\": \"dial\", \"modulus\": " +
        std::to_string(modulus) + ", \"cells\": [" + cellText + "], \"moves\": [" + moveText + "]}";
    auto read = loadDefinition(text, "row.puzzle.json");
    if (!read)
        qFatal("the test's definition does not read: %s",
               problemLine(read.problems.front()).c_str());
    return std::make_shared<const PuzzleEntry>(std::move(*read.value));
}

}  // namespace

class TestPuzzleFacts : public QObject {
    Q_OBJECT
private slots:
    void labelsInOrder()
    {
        const auto dial = PuzzleFacts::of(*bundled("lights-out-3"), {}, kEnglish);
        QCOMPARE(labelsOf(dial), (QStringList{u"Kind"_s, u"Cells"_s, u"Moves"_s, u"Metric"_s,
                                              u"Goal"_s, u"Positions"_s, u"Engines"_s}));
        const auto sliding = PuzzleFacts::of(*bundled("eight-puzzle"), {}, kEnglish);
        QCOMPARE(labelsOf(sliding),
                 (QStringList{u"Kind"_s, u"Cells"_s, u"Pieces"_s, u"Moves"_s, u"Metric"_s,
                              u"Move order"_s, u"Goal"_s, u"Positions"_s, u"Engines"_s}));
        for (const auto& [label, value] : sliding)
            QVERIFY2(!value.isEmpty(), qPrintable(label));
    }

    void lightsOut3()
    {
        const auto entry = bundled("lights-out-3");
        QVERIFY(entry);
        const auto facts = PuzzleFacts::of(*entry, {}, kEnglish);
        QVERIFY(factOf(facts, u"Kind"_s).contains(u"2 values"_s));
        QVERIFY(factOf(facts, u"Kind"_s).contains(u"off, on"_s));  // valueNames as written
        QCOMPARE(factOf(facts, u"Cells"_s), QStringLiteral("9"));
        QCOMPARE(factOf(facts, u"Moves"_s),
                 QStringLiteral("9: a1, b1, c1, a2, b2, c2, a3, b3, c3"));
        QCOMPARE(factOf(facts, u"Metric"_s), QStringLiteral("each move counts 1"));
        QCOMPARE(factOf(facts, u"Goal"_s), QStringLiteral("every cell at 0 (off)"));
        // 9 lights, each on or off: 2^9.
        QVERIFY(factOf(facts, u"Positions"_s).startsWith(QString::number(1 << 9) + u"\n"_s));
        // Every generic engine fits a 512-board puzzle: linear first, as the default.
        const QStringList engines = factOf(facts, u"Engines"_s).split(u'\n');
        QCOMPARE(engines.size(), 4);
        QVERIFY(engines[0].startsWith(u"linear (default): "_s));
        QVERIFY(engines[1].startsWith(u"table: tables of "_s));
        QVERIFY(engines[2].startsWith(u"ida: "_s));
        QVERIFY(engines[3].startsWith(u"bfs: "_s));
        QVERIFY(!factOf(facts, u"Engines"_s).contains(u"does not fit"_s));
    }

    void eightPuzzle()
    {
        const auto facts = PuzzleFacts::of(*bundled("eight-puzzle"), {}, kEnglish);
        QVERIFY(factOf(facts, u"Kind"_s).startsWith(u"sliding"_s));
        QCOMPARE(factOf(facts, u"Pieces"_s),
                 QStringLiteral("8 different tiles: 1, 2, 3, 4, 5, 6, 7, 8\n"
                                "and the empty square (label 0)"));
        QCOMPARE(factOf(facts, u"Moves"_s),
                 QStringLiteral("4: D (down), L (left), R (right), U (up)"));
        QVERIFY(factOf(facts, u"Move order"_s).startsWith(u"D, L, R, U: "_s));
        QCOMPARE(factOf(facts, u"Goal"_s), QStringLiteral("the position 1 2 3 4 5 6 7 8 0"));
        // validPositionCount counts every arrangement, the unsolvable half too: 9!, not
        // the 181,440 solvable ones; the fact says so.
        QCOMPARE(factorial(9), std::string("362880"));
        QCOMPARE(factOf(facts, u"Positions"_s),
                 grouped(factorial(9)) + u"\nevery rearrangement of the start, solvable or not"_s);
    }

    // 16! arrangements; a table of them does not fit 2 GiB, and the reason is given.
    void fifteenPuzzle()
    {
        const auto entry = bundled("fifteen-puzzle");
        const auto facts = PuzzleFacts::of(*entry, {}, kEnglish);
        QVERIFY(factOf(facts, u"Positions"_s).startsWith(grouped(factorial(16)) + u"\n"_s));
        QCOMPARE(grouped(factorial(16)), QStringLiteral("20,922,789,888,000"));
        const QStringList engines = factOf(facts, u"Engines"_s).split(u'\n');
        QVERIFY(engines.size() >= 2);
        QVERIFY2(engines[0].startsWith(u"table: does not fit: it would need "_s),
                 qPrintable(engines[0]));
        QVERIFY2(engines[0].endsWith(u"more than the limit of 2.0\u00a0GiB"_s),
                 qPrintable(engines[0]));
        // The default is the first engine that fits, not the refused table.
        const QString byDefault = QString::fromStdString(defaultEngine(*entry));
        QVERIFY(byDefault != u"table"_s);
        QVERIFY(factOf(facts, u"Engines"_s).contains(byDefault + u" (default)"_s));
    }

    // A lower memory limit refuses the table of a puzzle that fits the default one.
    void memoryLimitRefusesTheTable()
    {
        EngineOptions small;
        small.maxMemoryBytes = 1024;
        const auto facts = PuzzleFacts::of(*bundled("lights-out-5"), small, kEnglish);
        const QString engines = factOf(facts, u"Engines"_s);
        QVERIFY2(engines.contains(u"table: does not fit: it would need "_s), qPrintable(engines));
        QVERIFY(engines.contains(u"more than the limit of 1.0\u00a0KiB"_s));
        // 25 moves a1..e5 in row order.
        QVERIFY(factOf(facts, u"Moves"_s).startsWith(u"25: a1, b1, c1, d1, e1, a2, "_s));
        QVERIFY(factOf(facts, u"Positions"_s).startsWith(grouped(std::to_string(1 << 25))));
    }

    // The Rotation Game: 24 cells holding eight each of 1, 2, 3; the goal names the
    // definition's centre cells (plain indices, shown counted from 1).
    void rotation()
    {
        const auto entry = bundled("rotation");
        const auto facts = PuzzleFacts::of(*entry, {}, kEnglish);
        QCOMPARE(factOf(facts, u"Pieces"_s), QStringLiteral("24 pieces: 8 each of labels 1, 2, 3"));
        QStringList centre;
        for (int c : entry->def().goal.uniformCells)
            centre << QString::number(c + 1);
        QCOMPARE(centre.size(), 8);
        QCOMPARE(factOf(facts, u"Goal"_s),
                 u"cells "_s + centre.join(u", "_s) + u" all hold one label, any label"_s);
        // 24! / (8! 8! 8!) = 9,465,511,770.
        QCOMPARE(factOf(facts, u"Positions"_s).section(u'\n', 0, 0),
                 QStringLiteral("9,465,511,770"));
        // Its hand-tuned engines come first.
        QVERIFY(factOf(facts, u"Engines"_s).startsWith(u"rotation-"_s));
    }

    void anyOfGoal()
    {
        const auto entry = bundled("topspin");
        QVERIFY(entry);
        const auto facts = PuzzleFacts::of(*entry, {}, kEnglish);
        const QString goal = factOf(facts, u"Goal"_s);
        const int n = int(entry->def().goal.anyOf.size());
        QVERIFY(n > 1);
        QVERIFY(goal.startsWith(QStringLiteral("one of %1 goals:\n").arg(n)));
        QCOMPARE(goal.count(u"\n• the position "_s), std::min(n, 12));
        QCOMPARE(factOf(facts, u"Metric"_s),
                 QStringLiteral("each move of the definition and its inverse (') count 1 each"));
    }

    void inverseMetricMoves()
    {
        const auto facts = PuzzleFacts::of(*bundled("hungarian-rings"), {}, kEnglish);
        QCOMPARE(factOf(facts, u"Moves"_s), QStringLiteral("4: L, L', R, R'"));
        // 18 balls: 8 red (1), 8 blue (2), 2 yellow (3).
        QCOMPARE(factOf(facts, u"Pieces"_s),
                 QStringLiteral("18 pieces: 8 of label 1, 8 of label 2, 2 of label 3"));
    }

    void editableGoal()
    {
        const auto facts = PuzzleFacts::of(*bundled("msquare"), {}, kEnglish);
        QVERIFY(factOf(facts, u"Goal"_s).endsWith(u"\nThe goal can be edited."_s));
        const auto fixed = PuzzleFacts::of(*bundled("rotation"), {}, kEnglish);
        QVERIFY(!factOf(fixed, u"Goal"_s).contains(u"edited"_s));
    }

    void partialGoal()
    {
        const char* text = R"({"puzzlelab": 1, "key": "part", "name": "Part",
          "kind": "permutation", "labels": [1, 2],
          "cells": [{"id": "a", "x": 0, "y": 0}, {"id": "b", "x": 1, "y": 0},
                    {"id": "c", "x": 2, "y": 0}],
          "start": [1, 2, 2], "moves": [{"name": "s", "cycles": [["a", "b", "c"]]}],
          "goal": {"values": [2, null, 1]}})";
        const auto read = loadDefinition(text, "part.puzzle.json");
        QVERIFY2(read, read ? "" : problemLine(read.problems.front()).c_str());
        QCOMPARE(PuzzleFacts::goalText(*read.value->rules, read.value->rules->goal()),
                 QStringLiteral("2 of the 3 cells as given, the others any (·): 2 · 1"));
        const auto facts = PuzzleFacts::of(*read.value, {}, kEnglish);
        QCOMPARE(factOf(facts, u"Pieces"_s),
                 QStringLiteral("3 pieces: 1 of label 1, 2 of label 2"));
        // 3! / 2! = 3 arrangements.
        QVERIFY(factOf(facts, u"Positions"_s).startsWith(u"3\n"_s));
    }

    // Counts beyond 18 digits in powers of ten: 2^64 and 10^20, computed here.
    void hugeCounts()
    {
        const auto big = dialRow(64, 2);
        QCOMPARE(validPositionCount(*big->rules), std::string("18446744073709551616"));
        QCOMPARE(factOf(PuzzleFacts::of(*big, {}, kEnglish), u"Positions"_s).section(u'\n', 0, 0),
                 QStringLiteral("more than 1.84 × 10¹⁹"));
        const auto exact = dialRow(20, 10);
        QCOMPARE(factOf(PuzzleFacts::of(*exact, {}, kEnglish), u"Positions"_s).section(u'\n', 0, 0),
                 QStringLiteral("1.00 × 10²⁰"));
        // 18 digits still in full: 10^17 is 100,000,000,000,000,000.
        QCOMPARE(PuzzleFacts::countText("100000000000000000", kEnglish),
                 QStringLiteral("100,000,000,000,000,000"));
        QCOMPARE(PuzzleFacts::countText("999999999999999999", kEnglish),
                 QStringLiteral("999,999,999,999,999,999"));
        QCOMPARE(PuzzleFacts::countText("1000000000000000001", kEnglish),
                 QStringLiteral("more than 1.00 × 10¹⁸"));
        // The locale's grouping and decimal point.
        const QLocale german(QLocale::German, QLocale::Germany);
        QCOMPARE(PuzzleFacts::countText("362880", german), QStringLiteral("362.880"));
        QCOMPARE(PuzzleFacts::countText("18446744073709551616", german),
                 QStringLiteral("more than 1,84 × 10¹⁹"));
    }

    // Every bundled puzzle gets every fact, none empty.
    void everyBundledPuzzle()
    {
        static const Registry registry = Registry::bundled();
        for (const auto& e : registry.entries()) {
            const auto facts = PuzzleFacts::of(*e, {}, kEnglish);
            QVERIFY(facts.size() >= 7);
            for (const auto& [label, value] : facts)
                QVERIFY2(!value.trimmed().isEmpty(),
                         qPrintable(QString::fromStdString(e->key()) + u": "_s + label));
            QVERIFY(factOf(facts, u"Engines"_s).contains(u" (default)"_s));
        }
    }
};

QTEST_GUILESS_MAIN(TestPuzzleFacts)
#include "tst_puzzle_facts.moc"
