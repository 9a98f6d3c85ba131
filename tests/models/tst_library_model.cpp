// LibraryModel and LibraryFilterModel: the library list of issue 13, filled from the
// registry. The expected groups and filter matches come from the bundled definitions'
// texts (their kinds, names, descriptions and keys), not from the model.
#include <QAbstractItemModelTester>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>
#include <algorithm>
#include <map>
#include <set>

#include "core/registry.h"
#include "models/library_model.h"
#include "models/natural_order.h"

using namespace pl;

namespace {

using Entries = std::vector<std::shared_ptr<const PuzzleEntry>>;

const Entries& bundled()
{
    static const Registry registry = Registry::bundled();
    return registry.entries();
}

// A person's own puzzle: two lights, one button; `extra` goes in at the top level.
std::shared_ptr<const PuzzleEntry> userEntry(const std::string& key, const std::string& extra = {})
{
    const std::string text = R"js({"puzzlelab": 1, "key": ")js" + key + R"js(", "name": "Mine )js" +
                             key + R"js(", "description": "Two lamps (and a button)", )js" + extra +
                             R"js("kind": "dial", "modulus": 2,
        "cells": [{"id": "a", "x": 0, "y": 0}, {"id": "b", "x": 1, "y": 0}],
        "moves": [{"name": "p", "add": ["a", "b"], "cell": "a"}]})js";
    Checked<PuzzleEntry> e = loadDefinition(text, "/home/someone/" + key + ".puzzle.json");
    if (!e)
        qFatal("the test's own definition was refused: %s", e.problems.front().code.c_str());
    return std::make_shared<const PuzzleEntry>(std::move(*e.value));
}

QStringList keys(const QAbstractItemModel& m)
{
    QStringList out;
    for (int r = 0; r < m.rowCount(); ++r)
        out << m.index(r, 0).data(LibraryModel::KeyRole).toString();
    return out;
}

QStringList filtered(const QString& text)
{
    LibraryModel model;
    model.setEntries(bundled());
    LibraryFilterModel filter;
    filter.setSourceModel(&model);
    filter.setFilterText(text);
    QStringList out = keys(filter);
    out.sort();
    return out;
}

QStringList sorted(QStringList l)
{
    l.sort();
    return l;
}

}  // namespace

class TestLibraryModel : public QObject {
    Q_OBJECT
private slots:
    void passesModelTester()
    {
        LibraryModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setEntries(bundled());
        Entries more = bundled();
        more.erase(more.begin() + 4);
        more.push_back(userEntry("mine-a"));
        model.setEntries(more);
        model.setEntries({});
        model.setEntries(bundled());
        LibraryFilterModel filter;
        filter.setSourceModel(&model);
        QAbstractItemModelTester filterTester(
            &filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
        filter.setFilterText(QStringLiteral("lights"));
        filter.setFilterText(QString());
    }

    void everyBundledEntryOnce()
    {
        LibraryModel model;
        model.setEntries(bundled());
        QCOMPARE(model.rowCount(), int(bundled().size()));
        QCOMPARE(model.rowCount(), 22);
        const QStringList listed = keys(model);
        QCOMPARE(QSet<QString>(listed.begin(), listed.end()).size(), listed.size());
        for (const auto& e : bundled()) {
            const int row = model.rowOfKey(QString::fromStdString(e->key()));
            QVERIFY2(row >= 0, e->key().c_str());
            const QModelIndex i = model.index(row);
            QCOMPARE(i.data().toString(), QString::fromStdString(e->def().name));
            QCOMPARE(i.data(LibraryModel::DescriptionRole).toString(),
                     QString::fromStdString(e->def().description));
            QCOMPARE(i.data(LibraryModel::BundledRole).toBool(), true);
            QCOMPARE(model.entryAt(row), e);
        }
        QCOMPARE(model.rowOfKey(QStringLiteral("sudoku")), -1);
        QVERIFY(!model.entryAt(-1));
        QVERIFY(!model.entryAt(model.rowCount()));
        // The same entry twice, or a null one, is listed once / not at all.
        Entries twice = bundled();
        twice.push_back(bundled().front());
        twice.push_back(nullptr);
        model.setEntries(twice);
        QCOMPARE(model.rowCount(), 22);
    }

    void groupsOfBundledPuzzles()
    {
        LibraryModel model;
        model.setEntries(bundled());
        const std::map<QString, LibraryGroup> want = {
            {QStringLiteral("clocks"), LibraryGroup::Contest},
            {QStringLiteral("msquare"), LibraryGroup::Contest},
            {QStringLiteral("rotation"), LibraryGroup::Contest},
            {QStringLiteral("lights-out-3"), LibraryGroup::DialsAndLights},
            {QStringLiteral("hex-clocks"), LibraryGroup::DialsAndLights},
            {QStringLiteral("eight-puzzle"), LibraryGroup::Sliding},
            {QStringLiteral("fifteen-puzzle"), LibraryGroup::Sliding},
            {QStringLiteral("topspin"), LibraryGroup::Permutation},
            {QStringLiteral("loopover-4"), LibraryGroup::Permutation},
        };
        for (const auto& [key, group] : want) {
            const QModelIndex i = model.index(model.rowOfKey(key));
            QVERIFY2(i.isValid(), qPrintable(key));
            QCOMPARE(i.data(LibraryModel::GroupRole).toInt(), int(group));
            QCOMPARE(i.data(LibraryModel::GroupNameRole).toString(),
                     LibraryModel::groupName(group));
        }
        // Every bundled puzzle other than the three contest ones by its kind.
        for (const auto& e : bundled()) {
            const QString key = QString::fromStdString(e->key());
            if (want.contains(key) && want.at(key) == LibraryGroup::Contest)
                continue;
            // Stickers with pieces (SPEC 8.2) are twisty puzzles.
            const LibraryGroup byKind =
                e->def().kind == def::Kind::Dial      ? LibraryGroup::DialsAndLights
                : e->def().kind == def::Kind::Sliding ? LibraryGroup::Sliding
                : !e->def().pieces.empty()            ? LibraryGroup::Twisty
                                                      : LibraryGroup::Permutation;
            QCOMPARE(libraryGroupOf(*e), byKind);
        }
        // Six different headings, none empty.
        QSet<QString> names;
        for (const LibraryGroup g :
             {LibraryGroup::Contest, LibraryGroup::DialsAndLights, LibraryGroup::Permutation,
              LibraryGroup::Sliding, LibraryGroup::Twisty, LibraryGroup::MyPuzzles})
            names << LibraryModel::groupName(g);
        QCOMPARE(names.size(), 6);
        QVERIFY(!names.contains(QString()));
    }

    void ownPuzzlesGoToMyPuzzles()
    {
        const auto mine = userEntry("mine-a");
        QVERIFY(!mine->bundled);
        QCOMPARE(libraryGroupOf(*mine), LibraryGroup::MyPuzzles);
        // A non-string or other x-group does not move it; "contest" does (SPEC 7.1 x- key).
        QCOMPARE(libraryGroupOf(*userEntry("mine-b", R"("x-group": "sliding", )")),
                 LibraryGroup::MyPuzzles);
        QCOMPARE(libraryGroupOf(*userEntry("mine-c", R"("x-group": 1, )")),
                 LibraryGroup::MyPuzzles);
        QCOMPARE(libraryGroupOf(*userEntry("mine-d", R"("x-group": "contest", )")),
                 LibraryGroup::Contest);

        // Given first, still listed last: the groups decide the order.
        Entries entries{mine};
        entries.insert(entries.end(), bundled().begin(), bundled().end());
        LibraryModel model;
        model.setEntries(entries);
        QCOMPARE(model.rowCount(), 23);
        QCOMPARE(model.rowOfKey(QStringLiteral("mine-a")), 22);
        const QModelIndex i = model.index(22);
        QCOMPARE(i.data(LibraryModel::BundledRole).toBool(), false);
        QCOMPARE(i.data(LibraryModel::GroupRole).toInt(), int(LibraryGroup::MyPuzzles));
        QCOMPARE(i.data().toString(), QStringLiteral("Mine mine-a"));
    }

    void groupOrderThenNaturalNameOrder()
    {
        Entries entries = bundled();
        entries.push_back(userEntry("mine-z"));
        entries.push_back(userEntry("mine-a"));
        LibraryModel model;
        model.setEntries(entries);
        // Groups in the issue's order: contest, dials and lights, permutation, sliding,
        // twisty (issue 21), mine.
        QCOMPARE(int(LibraryGroup::Contest), 0);
        QCOMPARE(int(LibraryGroup::DialsAndLights), 1);
        QCOMPARE(int(LibraryGroup::Permutation), 2);
        QCOMPARE(int(LibraryGroup::Sliding), 3);
        QCOMPARE(int(LibraryGroup::Twisty), 4);
        QCOMPARE(int(LibraryGroup::MyPuzzles), 5);
        std::set<int> seen;
        for (int r = 1; r < model.rowCount(); ++r)
            QVERIFY(model.index(r - 1).data(LibraryModel::GroupRole).toInt() <=
                    model.index(r).data(LibraryModel::GroupRole).toInt());
        for (int r = 0; r < model.rowCount(); ++r)
            seen.insert(model.index(r).data(LibraryModel::GroupRole).toInt());
        QCOMPARE(seen.size(), std::size_t{6});
        QCOMPARE(keys(model).mid(0, 3),
                 (QStringList{QStringLiteral("clocks"), QStringLiteral("msquare"),
                              QStringLiteral("rotation")}));
        // By size, not by file name (issue 23, point 8): 5-, 8-, 15-puzzle; then the
        // twisty puzzles, then mine.
        QCOMPARE(keys(model).mid(13),
                 (QStringList{QStringLiteral("five-puzzle"), QStringLiteral("eight-puzzle"),
                              QStringLiteral("fifteen-puzzle"), QStringLiteral("cube-2"),
                              QStringLiteral("cube-3"), QStringLiteral("ivy-cube"),
                              QStringLiteral("megaminx"), QStringLiteral("pyraminx"),
                              QStringLiteral("skewb"), QStringLiteral("mine-a"),
                              QStringLiteral("mine-z")}));
        QCOMPARE(
            keys(model).mid(3, 6),
            (QStringList{QStringLiteral("hex-clocks"), QStringLiteral("lights-out-3"),
                         QStringLiteral("lights-out-3-colours"), QStringLiteral("lights-out-4"),
                         QStringLiteral("lights-out-5"), QStringLiteral("merlin")}));
        // Inside each group by name, numbers read as numbers: each listed name comes
        // before the next when the numbers in them are compared as numbers.
        const auto numbersFirst = [](const QString& name) {
            static const QRegularExpression number(QStringLiteral("\\d+"));
            QString out = name.toLower();
            if (out.startsWith(QStringLiteral("the ")))  // "The Clocks" under C
                out.remove(0, 4);
            // Digits as fixed-width numbers, so that plain comparison reads them as values.
            QRegularExpressionMatch m;
            for (qsizetype at = 0; (m = number.match(out, at)).hasMatch();) {
                const QString padded = m.captured().rightJustified(12, QLatin1Char('0'));
                out.replace(m.capturedStart(), m.capturedLength(), padded);
                at = m.capturedStart() + padded.size();
            }
            return out;
        };
        for (int g = 0; g < 5; ++g) {
            QStringList names;
            for (int r = 0; r < model.rowCount(); ++r)
                if (model.index(r).data(LibraryModel::GroupRole).toInt() == g)
                    names << numbersFirst(QString::fromStdString(model.entryAt(r)->def().name));
            QStringList sortedNames = names;
            sortedNames.sort();
            QCOMPARE(names, sortedNames);
        }
        // Leading zeros and case do not count; the order stays total.
        QVERIFY(naturalLess("8-puzzle", "15-puzzle"));
        QVERIFY(!naturalLess("15-puzzle", "8-puzzle"));
        QVERIFY(naturalLess("Lights Out 3x3", "lights out 10x10"));
        QVERIFY(naturalLess("a007", "a8"));
        QVERIFY(naturalLess("A1", "a1") != naturalLess("a1", "A1"));
        QVERIFY(!naturalLess("same", "same"));
        QCOMPARE(sortingTitle("The Clocks"), std::string_view("Clocks"));
        QCOMPARE(sortingTitle("Theory"), std::string_view("Theory"));
    }

    // New entries (a file added to the user folder, one removed, one reloaded) keep a
    // view's current row where it was: no reset.
    void setEntriesKeepsPersistentRows()
    {
        LibraryModel model;
        Entries entries = bundled();
        entries.push_back(userEntry("mine-a"));
        model.setEntries(entries);
        QPersistentModelIndex topspin(model.index(model.rowOfKey(QStringLiteral("topspin"))));
        QPersistentModelIndex mine(model.index(model.rowOfKey(QStringLiteral("mine-a"))));
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);

        Entries next;
        for (const auto& e : bundled())
            if (e->key() != "clocks" && e->key() != "hex-clocks")
                next.push_back(e);
        next.push_back(userEntry("mine-b"));
        next.push_back(userEntry("mine-a"));  // reloaded: another entry, the same key
        model.setEntries(next);
        QCOMPARE(resets.size(), 0);
        QCOMPARE(model.rowCount(), 22);
        QVERIFY(topspin.isValid());
        QCOMPARE(topspin.data(LibraryModel::KeyRole).toString(), QStringLiteral("topspin"));
        QVERIFY(mine.isValid());
        QCOMPARE(mine.data(LibraryModel::KeyRole).toString(), QStringLiteral("mine-a"));
        QCOMPARE(model.entryAt(mine.row()), next.back());
        QCOMPARE(changed.size(), 1);
        QCOMPARE(keys(model).mid(20),
                 (QStringList{QStringLiteral("mine-a"), QStringLiteral("mine-b")}));
        QCOMPARE(model.rowOfKey(QStringLiteral("clocks")), -1);

        // A key that changes group cannot keep its place: the model starts afresh.
        Entries moved = next;
        moved.back() = userEntry("mine-a", R"("x-group": "contest", )");
        model.setEntries(moved);
        QCOMPARE(resets.size(), 1);
        // Among the contest puzzles by name: Magic Squares, Mine mine-a, (The) Rotation Game.
        QCOMPARE(model.rowOfKey(QStringLiteral("mine-a")), 1);
    }

    void filterOnNameDescriptionKey()
    {
        QCOMPARE(filtered(QString()).size(), 22);
        QCOMPARE(filtered(QStringLiteral("   ")).size(), 22);
        // Names ("Lights Out ..."); the keys spell it with a dash.
        const QStringList lightsOut{QStringLiteral("lights-out-3"),
                                    QStringLiteral("lights-out-3-colours"),
                                    QStringLiteral("lights-out-4"), QStringLiteral("lights-out-5")};
        QCOMPARE(filtered(QStringLiteral("lights out")), sorted(lightsOut));
        // Case does not matter.
        QCOMPARE(filtered(QStringLiteral("LIGHTS OUT")), sorted(lightsOut));
        QCOMPARE(filtered(QStringLiteral("tOpSpIn")), QStringList{QStringLiteral("topspin")});
        // Descriptions only.
        QCOMPARE(filtered(QStringLiteral("turnstile")), QStringList{QStringLiteral("topspin")});
        QCOMPARE(filtered(QStringLiteral("WRAP AROUND")),
                 (QStringList{QStringLiteral("loopover-3"), QStringLiteral("loopover-4")}));
        // Keys only: the names say "8-puzzle" and "Loopover 3x3".
        QCOMPARE(filtered(QStringLiteral("eight-puzzle")),
                 QStringList{QStringLiteral("eight-puzzle")});
        QCOMPARE(filtered(QStringLiteral("loopover-")),
                 (QStringList{QStringLiteral("loopover-3"), QStringLiteral("loopover-4")}));
        QCOMPARE(filtered(QStringLiteral("no such puzzle")), QStringList{});
    }

    void filterTakesTextLiterally()
    {
        // "(one" is no regular expression at all; as text it is in six descriptions.
        QCOMPARE(filtered(QStringLiteral("(one")),
                 sorted({QStringLiteral("five-puzzle"), QStringLiteral("hex-clocks"),
                         QStringLiteral("lights-out-3"), QStringLiteral("lights-out-3-colours"),
                         QStringLiteral("lights-out-5"), QStringLiteral("merlin")}));
        // As a pattern "10+10" would want "1010" or "10010"; as text it is one name.
        QCOMPARE(filtered(QStringLiteral("10+10")), QStringList{QStringLiteral("hungarian-rings")});
        QCOMPARE(filtered(QStringLiteral("'#'")), QStringList{QStringLiteral("rotation")});
        QCOMPARE(filtered(QStringLiteral("16!")),
                 (QStringList{QStringLiteral("fifteen-puzzle"), QStringLiteral("loopover-4")}));
        QCOMPARE(filtered(QStringLiteral(".*")), QStringList{});
        QCOMPARE(filtered(QStringLiteral("*")), QStringList{});
    }

    void filterFollowsNewEntries()
    {
        LibraryModel model;
        model.setEntries(bundled());
        LibraryFilterModel filter;
        filter.setSourceModel(&model);
        filter.setFilterText(QStringLiteral("lamps (and"));
        QCOMPARE(filter.rowCount(), 0);
        Entries entries = bundled();
        entries.push_back(userEntry("mine-a"));
        model.setEntries(entries);
        QCOMPARE(keys(filter), QStringList{QStringLiteral("mine-a")});
        QCOMPARE(filter.filterText(), QStringLiteral("lamps (and"));
    }
};

QTEST_GUILESS_MAIN(TestLibraryModel)
#include "tst_library_model.moc"
