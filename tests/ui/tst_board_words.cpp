// What the boards say (issue 23, point 8): Lights Out cells show their light, not the
// word "on" or "off" on every cell (three colours keep their names); a dial puzzle
// whose moves are all cells is not told to click move buttons it does not have.
#include <QFontDatabase>
#include <QTest>

#include "core/definition_puzzle.h"
#include "core/registry.h"
#include "ui/board_skins.h"
#include "ui/definition_board.h"

using namespace pl;

namespace {

std::shared_ptr<const PuzzleEntry> bundled(const std::string& key)
{
    static const Registry registry = Registry::bundled();
    return registry.find(key);
}

// The bundled definition of `key` with its value names replaced by `names`.
std::shared_ptr<const PuzzleEntry> renamed(const std::string& key, const std::string& from,
                                           const std::string& to)
{
    std::string text = bundled(key)->text;
    const auto at = text.find(from);
    if (at == std::string::npos)
        qFatal("no %s in %s", from.c_str(), key.c_str());
    text.replace(at, from.size(), to);
    Checked<PuzzleEntry> e = loadDefinition(text, key + ".puzzle.json");
    if (!e)
        qFatal("refused: %s", problemLine(e.problems.front()).c_str());
    return std::make_shared<const PuzzleEntry>(std::move(*e.value));
}

QImage drawn(const std::shared_ptr<const PuzzleEntry>& entry)
{
    DefinitionBoard board(entry->rules);
    board.setAnimationDuration(0);
    board.setPuzzlePosition(entry->rules->start());
    board.resize(420, 420);
    board.show();
    if (!QTest::qWaitForWindowExposed(&board))
        qFatal("the board was not shown");
    return board.grab().toImage();
}

QString hintOf(const std::shared_ptr<const PuzzleEntry>& entry)
{
    const DefinitionPuzzle puzzle(entry);
    return DefaultBoardSkin::moveHint(puzzle);
}

}  // namespace

class TestBoardWords : public QObject {
    Q_OBJECT
private slots:
    void twoStateLightsShowNoWords()
    {
        for (const char* key : {"lights-out-3", "lights-out-5", "merlin"}) {
            const QImage plain = drawn(bundled(key));
            const QImage other = drawn(renamed(key, "\"valueNames\": [\"off\", \"on\"]",
                                               "\"valueNames\": [\"WWWWW\", \"MMMMM\"]"));
            QVERIFY2(plain == other, key);  // the names are not drawn
        }
    }

    void threeColoursKeepTheirNames()
    {
        if (QFontDatabase::families().isEmpty())
            QSKIP("no font to draw a name with");
        const char* key = "lights-out-3-colours";
        const QImage plain = drawn(bundled(key));
        const QImage other = drawn(
            renamed(key, "[\"off\", \"red\", \"green\"]", "[\"WWWWW\", \"MMMMM\", \"QQQQQ\"]"));
        QVERIFY(plain != other);
    }

    void dialHintsNameWhatTheBoardHas()
    {
        // Every move on a cell: no buttons to speak of.
        for (const char* key : {"lights-out-3", "hex-clocks", "merlin", "lights-out-3-colours"}) {
            const QString hint = hintOf(bundled(key));
            QVERIFY2(!hint.contains(QStringLiteral("button")), qPrintable(hint));
            QVERIFY2(hint.contains(QStringLiteral("Click a cell")), qPrintable(hint));
        }
        // No move on a cell: the buttons, not the cells.
        const auto buttons = renamed("lights-out-3", ", \"cell\": \"a1\"}", "}");
        const QString some = hintOf(buttons);  // one move without a cell: both
        QVERIFY2(some.contains(QStringLiteral("cell")) && some.contains(QStringLiteral("button")),
                 qPrintable(some));
        std::string text = bundled("lights-out-3")->text;
        for (std::size_t at; (at = text.find(", \"cell\": \"")) != std::string::npos;)
            text.erase(at, text.find('}', at) - at);
        Checked<PuzzleEntry> none = loadDefinition(text, "none.puzzle.json");
        QVERIFY(none);
        const QString noCells = hintOf(std::make_shared<const PuzzleEntry>(*none.value));
        QVERIFY2(noCells.contains(QStringLiteral("button")) &&
                     !noCells.contains(QStringLiteral("Click a cell")),
                 qPrintable(noCells));
    }
};

QTEST_MAIN(TestBoardWords)
#include "tst_board_words.moc"
