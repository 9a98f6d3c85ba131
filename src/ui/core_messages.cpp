#include "ui/core_messages.h"

#include <QRegularExpression>

namespace pl {

namespace {

// A whole-string pattern: \A(?:...)\z, so '$' cannot stop before a final line end
// and '.' takes any character.
QRegularExpression whole(const QString& pattern)
{
    return QRegularExpression(QRegularExpression::anchoredPattern(pattern),
                              QRegularExpression::DotMatchesEverythingOption);
}

// The pieces the core composes its sentences from, as patterns:
// a quoted token ('abc', '\xef\xbb\xbf9', '1234...'; a solution file's quote may hold
// spaces and quotes of its own, so greedy up to the fixed text after it), ...
#define PL_QUOTED "('.*')"
// ... a whole number, possibly negative, ...
#define PL_INT "(-?\\d+)"
// ... a shown value: a number, or a huge one cut short ("12345678901234567890...").
#define PL_SHOWN "(\\S+)"

bool matches(const QRegularExpression& pattern, const QString& text, QRegularExpressionMatch* match)
{
    *match = pattern.match(text);
    return match->hasMatch();
}

}  // namespace

QString CoreMessages::translate(const std::string& message)
{
    return translate(QString::fromStdString(message));
}

QString CoreMessages::translate(const QString& message)
{
    const QString translated = known(message);
    return translated.isNull() ? message : translated;
}

QString CoreMessages::shortenQuotes(const QString& message, int maxChars)
{
    static const QRegularExpression quote(QStringLiteral("'([^'\\n]*)'"));
    QString out;
    qsizetype done = 0;
    for (auto it = quote.globalMatch(message); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        QString inner = m.captured(1);
        if (inner.size() <= maxChars)
            continue;
        // The core marks a quote it cut with "..."; one ellipsis is enough.
        if (inner.endsWith(QLatin1String("...")))
            inner.chop(3);
        qsizetype keep = maxChars;
        if (inner.at(keep - 1).isHighSurrogate())
            --keep;
        out += QStringView(message).mid(done, m.capturedStart() - done);
        out += QLatin1Char('\'') + inner.left(keep) + QChar(0x2026) + QLatin1Char('\'');
        done = m.capturedEnd();
    }
    if (done == 0)
        return message;
    out += QStringView(message).mid(done);
    return out;
}

QString CoreMessages::known(const QString& message)
{
    if (message.isEmpty())
        return {};
    if (QString s = sentence(message); !s.isNull())
        return s;

    QRegularExpressionMatch m;
    // --- prefixes: where the fault is --------------------------------------------
    // Each layer is translated only when what follows it is recognised too.
    static const QRegularExpression casePrefix = whole(QStringLiteral("case (\\d+): (.+)"));
    if (matches(casePrefix, message, &m)) {
        const QString inner = known(m.captured(2));
        return inner.isNull() ? QString() : tr("case %1: %2").arg(m.captured(1), inner);
    }
    static const QRegularExpression linePrefix = whole(QStringLiteral("line (\\d+): (.+)"));
    if (matches(linePrefix, message, &m)) {
        const QString inner = known(m.captured(2));
        return inner.isNull() ? QString() : tr("line %1: %2").arg(m.captured(1), inner);
    }
    static const QRegularExpression cellPrefix = whole(QStringLiteral("cell (\\d+): (.+)"));
    if (matches(cellPrefix, message, &m)) {
        const QString inner = known(m.captured(2));
        return inner.isNull() ? QString() : tr("cell %1: %2").arg(m.captured(1), inner);
    }
    static const QRegularExpression positionPrefix = whole(QStringLiteral("bad position: (.+)"));
    if (matches(positionPrefix, message, &m)) {
        const QString inner = known(m.captured(1));
        return inner.isNull() ? QString() : tr("bad position: %1").arg(inner);
    }
    static const QRegularExpression movesPrefix = whole(QStringLiteral("bad moves: (.+)"));
    if (matches(movesPrefix, message, &m)) {
        const QString inner = known(m.captured(1));
        return inner.isNull() ? QString() : tr("bad moves: %1").arg(inner);
    }
    // The halves of a Magic Squares position.
    static const QRegularExpression boardPrefix = whole(QStringLiteral("board: (.+)"));
    if (matches(boardPrefix, message, &m)) {
        const QString inner = known(m.captured(1));
        return inner.isNull() ? QString() : tr("board: %1").arg(inner);
    }
    static const QRegularExpression targetPrefix = whole(QStringLiteral("target: (.+)"));
    if (matches(targetPrefix, message, &m)) {
        const QString inner = known(m.captured(1));
        return inner.isNull() ? QString() : tr("target: %1").arg(inner);
    }

    // --- suffixes: hints after a sentence -------------------------------------------
    static const QRegularExpression emptyHint =
        whole(QStringLiteral("(.+) \\(the input is empty\\)"));
    if (matches(emptyHint, message, &m)) {
        const QString inner = known(m.captured(1));
        return inner.isNull() ? QString() : tr("%1 (the input is empty)").arg(inner);
    }
    static const QRegularExpression utf16Hint =
        whole(QStringLiteral("(.+) \\(the text looks like UTF-16; save it as UTF-8 or ASCII\\)"));
    if (matches(utf16Hint, message, &m)) {
        const QString inner = known(m.captured(1));
        return inner.isNull()
                   ? QString()
                   : tr("%1 (the text looks like UTF-16; save it as UTF-8 or ASCII)").arg(inner);
    }
    static const QRegularExpression bomHint =
        whole(QStringLiteral("(.+) \\(a byte order mark is allowed only at the very start\\)"));
    if (matches(bomHint, message, &m)) {
        const QString inner = known(m.captured(1));
        return inner.isNull()
                   ? QString()
                   : tr("%1 (a byte order mark is allowed only at the very start)").arg(inner);
    }
    static const QRegularExpression noBreakHint =
        whole(QStringLiteral("(.+) \\(a no-break space is no separator; use a plain space\\)"));
    if (matches(noBreakHint, message, &m)) {
        const QString inner = known(m.captured(1));
        return inner.isNull()
                   ? QString()
                   : tr("%1 (a no-break space is no separator; use a plain space)").arg(inner);
    }
    static const QRegularExpression fullWidthHint = whole(
        QStringLiteral("(.+) \\(full-width digits and spaces are not read; use ASCII ones\\)"));
    if (matches(fullWidthHint, message, &m)) {
        const QString inner = known(m.captured(1));
        return inner.isNull() ? QString()
                              : tr("%1 (full-width digits and spaces are not read; use ASCII ones)")
                                    .arg(inner);
    }
    static const QRegularExpression eachEightHint =
        whole(QStringLiteral("(.+) \\(each must appear 8 times\\)"));
    if (matches(eachEightHint, message, &m)) {
        const QString inner = labelCounts(m.captured(1));
        return inner.isNull() ? QString() : tr("%1 (each must appear 8 times)").arg(inner);
    }
    return {};
}

// "label 1 appears 9 times, label 2 appears once, label 3 appears 7 times".
QString CoreMessages::labelCounts(const QString& message)
{
    static const QRegularExpression item(
        QStringLiteral("label (\\d+) appears (?:once|(\\d+) times)"));
    QString english;
    QString out;
    for (const QRegularExpressionMatch& m : item.globalMatch(message)) {
        if (!english.isEmpty())
            english += QStringLiteral(", ");
        english += m.captured(0);
        const QString one = m.captured(2).isNull()
                                ? tr("label %1 appears once").arg(m.captured(1))
                                : tr("label %1 appears %2 times").arg(m.captured(1), m.captured(2));
        //: Joins the labels that do not appear eight times: "label 1 ..., label 3 ..."
        out = out.isNull() ? one : tr("%1, %2").arg(out, one);
    }
    // Only a list of such items and nothing else.
    return english == message ? out : QString();
}

// A whole sentence of the core, without prefix or hint.
QString CoreMessages::sentence(const QString& message)
{
    QRegularExpressionMatch m;

    // --- counts ---------------------------------------------------------------------
    static const QRegularExpression expected =
        whole(QStringLiteral("expected (\\d+) numbers, found (\\d+)"));
    if (matches(expected, message, &m))
        return tr("expected %1 numbers, found %2").arg(m.captured(1), m.captured(2));
    static const QRegularExpression expectedTarget =
        whole(QStringLiteral("expected (\\d+) numbers \\(the target\\), found (\\d+)"));
    if (matches(expectedTarget, message, &m))
        return tr("expected %1 numbers (the target), found %2").arg(m.captured(1), m.captured(2));
    static const QRegularExpression expectedBoardOrBoth = whole(QStringLiteral(
        "expected (\\d+) numbers \\(the board\\) or (\\d+) \\(board / target\\), found (\\d+)"));
    if (matches(expectedBoardOrBoth, message, &m))
        return tr("expected %1 numbers (the board) or %2 (board / target), found %3")
            .arg(m.captured(1), m.captured(2), m.captured(3));
    static const QRegularExpression slashes =
        whole(QStringLiteral("expected one '/' between board and target, found (\\d+)"));
    if (matches(slashes, message, &m))
        return tr("expected one '/' between board and target, found %1").arg(m.captured(1));
    static const QRegularExpression expectedCells =
        whole(QStringLiteral("expected (\\d+) cells, found (\\d+)"));
    if (matches(expectedCells, message, &m))
        return tr("expected %1 cells, found %2").arg(m.captured(1), m.captured(2));

    // --- numbers and tokens -----------------------------------------------------------
    static const QRegularExpression notNumber = whole(QStringLiteral(PL_QUOTED " is not a number"));
    if (matches(notNumber, message, &m))
        return tr("%1 is not a number").arg(m.captured(1));
    static const QRegularExpression clockShows =
        whole(QStringLiteral("clock ([A-I]) shows " PL_SHOWN "; a clock shows 3, 6, 9 or 12"));
    if (matches(clockShows, message, &m))
        return tr("clock %1 shows %2; a clock shows 3, 6, 9 or 12")
            .arg(m.captured(1), m.captured(2));
    static const QRegularExpression tileRange =
        whole(QStringLiteral("tile value " PL_SHOWN " is out of range " PL_INT "\\.\\." PL_INT));
    if (matches(tileRange, message, &m))
        return tr("tile value %1 is out of range %2..%3")
            .arg(m.captured(1), m.captured(2), m.captured(3));
    static const QRegularExpression boardRepeats =
        whole(QStringLiteral("board repeats tile " PL_INT));
    if (matches(boardRepeats, message, &m))
        return tr("board repeats tile %1").arg(m.captured(1));
    static const QRegularExpression targetRepeats =
        whole(QStringLiteral("target repeats tile " PL_INT));
    if (matches(targetRepeats, message, &m))
        return tr("target repeats tile %1").arg(m.captured(1));
    static const QRegularExpression boardHas =
        whole(QStringLiteral("board has tile " PL_INT "; tiles are 1 to 8"));
    if (matches(boardHas, message, &m))
        return tr("board has tile %1; tiles are 1 to 8").arg(m.captured(1));
    static const QRegularExpression targetHas =
        whole(QStringLiteral("target has tile " PL_INT "; tiles are 1 to 8"));
    if (matches(targetHas, message, &m))
        return tr("target has tile %1; tiles are 1 to 8").arg(m.captured(1));
    static const QRegularExpression notLabel =
        whole(QStringLiteral(PL_QUOTED " is not a label \\(1, 2 or 3\\)"));
    if (matches(notLabel, message, &m))
        return tr("%1 is not a label (1, 2 or 3)").arg(m.captured(1));
    static const QRegularExpression noFinalZero =
        whole(QStringLiteral("input ends without the final 0"));
    if (matches(noFinalZero, message, &m))
        return tr("input ends without the final 0");
    static const QRegularExpression afterFinalZero =
        whole(QStringLiteral("unexpected " PL_QUOTED " after the final 0"));
    if (matches(afterFinalZero, message, &m))
        return tr("unexpected %1 after the final 0").arg(m.captured(1));

    // --- move lists -------------------------------------------------------------------
    static const QRegularExpression clockMoves =
        whole(QStringLiteral(PL_QUOTED " is not a list of moves; moves are 1 to 9"));
    if (matches(clockMoves, message, &m))
        return tr("%1 is not a list of moves; moves are 1 to 9").arg(m.captured(1));
    static const QRegularExpression squareMoves =
        whole(QStringLiteral(PL_QUOTED " is not a list of moves; moves are A, B and C"));
    if (matches(squareMoves, message, &m))
        return tr("%1 is not a list of moves; moves are A, B and C").arg(m.captured(1));
    static const QRegularExpression rotationMove =
        whole(QStringLiteral(PL_QUOTED " is not a move \\(moves are A to H\\)"));
    if (matches(rotationMove, message, &m))
        return tr("%1 is not a move (moves are A to H)").arg(m.captured(1));
    static const QRegularExpression moveRange = whole(QStringLiteral("a move is out of range"));
    if (matches(moveRange, message, &m))
        return tr("a move is out of range");

    // --- solution files ---------------------------------------------------------------
    static const QRegularExpression tooLong = whole(QStringLiteral(
        "the file is (\\d+) bytes long; a solution file is at most 1 MiB, so this is not one"));
    if (matches(tooLong, message, &m))
        return tr("the file is %1 bytes long; a solution file is at most 1 MiB, so this is not one")
            .arg(m.captured(1));
    static const QRegularExpression utf16File = whole(
        QStringLiteral("the file is UTF-16 text; a solution file is UTF-8 \\(save it as UTF-8\\)"));
    if (matches(utf16File, message, &m))
        return tr("the file is UTF-16 text; a solution file is UTF-8 (save it as UTF-8)");
    static const QRegularExpression noHeader =
        whole(QStringLiteral("the file is empty or does not start with the header " PL_QUOTED));
    if (matches(noHeader, message, &m))
        return tr("the file is empty or does not start with the header %1").arg(m.captured(1));
    // The same sentences about pasted text (SolutionIo::parse words them so).
    static const QRegularExpression pastedNoHeader = whole(
        QStringLiteral("the pasted text is empty or does not start with the header " PL_QUOTED));
    if (matches(pastedNoHeader, message, &m))
        return tr("the pasted text is empty or does not start with the header %1")
            .arg(m.captured(1));
    static const QRegularExpression pastedNul =
        whole(QStringLiteral("the pasted text contains a NUL byte; it is not plain text"));
    if (matches(pastedNul, message, &m))
        return tr("the pasted text contains a NUL byte; it is not plain text");
    static const QRegularExpression pastedKeyCase = whole(QStringLiteral(
        "the key " PL_QUOTED " should be ('[^']*') \\(the pasted text has no ('[^']*') line\\)"));
    if (matches(pastedKeyCase, message, &m))
        return tr("the key %1 should be %2 (the pasted text has no %3 line)")
            .arg(m.captured(1), m.captured(2), m.captured(3));
    static const QRegularExpression pastedMissingKey =
        whole(QStringLiteral("the pasted text has no ('[^']*') line"));
    if (matches(pastedMissingKey, message, &m))
        return tr("the pasted text has no %1 line").arg(m.captured(1));
    static const QRegularExpression notHeader = whole(QStringLiteral(
        PL_QUOTED " is not the header of a PuzzleLab solution file \\(('[^']*')\\)"));
    if (matches(notHeader, message, &m))
        return tr("%1 is not the header of a PuzzleLab solution file (%2)")
            .arg(m.captured(1), m.captured(2));
    static const QRegularExpression noVersion =
        whole(QStringLiteral("the header has no version number"));
    if (matches(noVersion, message, &m))
        return tr("the header has no version number");
    static const QRegularExpression version = whole(QStringLiteral(
        "solution file version " PL_QUOTED " is not supported; this program reads version (\\d+)"));
    if (matches(version, message, &m))
        return tr("solution file version %1 is not supported; this program reads version %2")
            .arg(m.captured(1), m.captured(2));
    static const QRegularExpression nul =
        whole(QStringLiteral("contains a NUL byte; this is not a text file"));
    if (matches(nul, message, &m))
        return tr("contains a NUL byte; this is not a text file");
    static const QRegularExpression notKeyValue =
        whole(QStringLiteral(PL_QUOTED " is not a 'key: value' line"));
    if (matches(notKeyValue, message, &m))
        return tr("%1 is not a 'key: value' line").arg(m.captured(1));
    static const QRegularExpression noKey =
        whole(QStringLiteral("a line starts with ':' but has no key"));
    if (matches(noKey, message, &m))
        return tr("a line starts with ':' but has no key");
    static const QRegularExpression secondKey =
        whole(QStringLiteral("a second ('[^']*') line; the first is line (\\d+)"));
    if (matches(secondKey, message, &m))
        return tr("a second %1 line; the first is line %2").arg(m.captured(1), m.captured(2));
    static const QRegularExpression keyCase = whole(QStringLiteral(
        "the key " PL_QUOTED " should be ('[^']*') \\(the file has no ('[^']*') line\\)"));
    if (matches(keyCase, message, &m))
        return tr("the key %1 should be %2 (the file has no %3 line)")
            .arg(m.captured(1), m.captured(2), m.captured(3));
    static const QRegularExpression missingKey =
        whole(QStringLiteral("the file has no ('[^']*') line"));
    if (matches(missingKey, message, &m))
        return tr("the file has no %1 line").arg(m.captured(1));
    static const QRegularExpression noPuzzle =
        whole(QStringLiteral("no puzzle is named \\(expected one of ([a-z]+(?:, [a-z]+)*)\\)"));
    if (matches(noPuzzle, message, &m))
        return tr("no puzzle is named (expected one of %1)").arg(m.captured(1));
    static const QRegularExpression unknownPuzzle = whole(
        QStringLiteral("unknown puzzle " PL_QUOTED " \\(expected one of ([a-z]+(?:, [a-z]+)*)\\)"));
    if (matches(unknownPuzzle, message, &m))
        return tr("unknown puzzle %1 (expected one of %2)").arg(m.captured(1), m.captured(2));
    static const QRegularExpression lengthNotNumber =
        whole(QStringLiteral("the length " PL_QUOTED " is not a whole number"));
    if (matches(lengthNotNumber, message, &m))
        return tr("the length %1 is not a whole number").arg(m.captured(1));
    static const QRegularExpression lengthMismatch =
        whole(QStringLiteral("the length (\\d+) does not match the (\\d+) moves on line (\\d+)"));
    if (matches(lengthMismatch, message, &m))
        return tr("the length %1 does not match the %2 moves on line %3")
            .arg(m.captured(1), m.captured(2), m.captured(3));
    static const QRegularExpression notSolving =
        whole(QStringLiteral("the moves do not solve the position on line (\\d+)"));
    if (matches(notSolving, message, &m))
        return tr("the moves do not solve the position on line %1").arg(m.captured(1));
    static const QRegularExpression resultNotLabel =
        whole(QStringLiteral("the result " PL_QUOTED " is not a centre label \\(1, 2 or 3\\)"));
    if (matches(resultNotLabel, message, &m))
        return tr("the result %1 is not a centre label (1, 2 or 3)").arg(m.captured(1));
    static const QRegularExpression resultWrongLabel =
        whole(QStringLiteral("the result says centre label " PL_INT
                             ", but the moves leave label " PL_INT " in the centre"));
    if (matches(resultWrongLabel, message, &m))
        return tr("the result says centre label %1, but the moves leave label %2 in the centre")
            .arg(m.captured(1), m.captured(2));
    static const QRegularExpression resultNotSolved =
        whole(QStringLiteral("the result " PL_QUOTED " should be 'solved'"));
    if (matches(resultNotSolved, message, &m))
        return tr("the result %1 should be 'solved'").arg(m.captured(1));
    static const QRegularExpression nodes =
        whole(QStringLiteral("the node count " PL_QUOTED " is not a whole number"));
    if (matches(nodes, message, &m))
        return tr("the node count %1 is not a whole number").arg(m.captured(1));
    static const QRegularExpression time =
        whole(QStringLiteral("the time " PL_QUOTED " is not a number of milliseconds"));
    if (matches(time, message, &m))
        return tr("the time %1 is not a number of milliseconds").arg(m.captured(1));

    // --- positions that cannot be solved (Puzzle::validate) ----------------------------
    static const QRegularExpression clockCount =
        whole(QStringLiteral("a clocks position has 9 clocks, not (\\d+)"));
    if (matches(clockCount, message, &m))
        return tr("a clocks position has 9 clocks, not %1").arg(m.captured(1));
    static const QRegularExpression clockTurns =
        whole(QStringLiteral("clock ([A-I]) is (\\d+) quarter turns past 12, more than 3"));
    if (matches(clockTurns, message, &m))
        return tr("clock %1 is %2 quarter turns past 12, more than 3")
            .arg(m.captured(1), m.captured(2));
    static const QRegularExpression squareCount = whole(
        QStringLiteral("a Magic Squares position has 16 cells \\(board and target\\), not (\\d+)"));
    if (matches(squareCount, message, &m))
        return tr("a Magic Squares position has 16 cells (board and target), not %1")
            .arg(m.captured(1));

    // --- engines that find nothing (on a position that cannot be solved) ----------------
    static const QRegularExpression noCombination =
        whole(QStringLiteral("no combination of moves solves this position"));
    if (matches(noCombination, message, &m))
        return tr("no combination of moves solves this position");
    static const QRegularExpression unreachable =
        whole(QStringLiteral("the target cannot be reached from this board"));
    if (matches(unreachable, message, &m))
        return tr("the target cannot be reached from this board");
    static const QRegularExpression noSolution =
        whole(QStringLiteral("no solution within (\\d+) moves"));
    if (matches(noSolution, message, &m))
        return tr("no solution within %1 moves").arg(m.captured(1));
    return {};
}

#undef PL_QUOTED
#undef PL_INT
#undef PL_SHOWN

}  // namespace pl
