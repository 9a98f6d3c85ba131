#include "ui/watch_details.h"

#include <set>

#include <QFrame>
#include <QGridLayout>
#include <QLabel>
#include <QLocale>
#include <QStringList>

#include "ui/board_skins.h"
#include "ui/board_widget.h"

namespace pl {

namespace {

using search::WatchTrace;

QString count(std::uint64_t n)
{
    return QLocale().toString(static_cast<qulonglong>(n));
}

}  // namespace

WatchDetails::WatchDetails(std::shared_ptr<const Puzzle> puzzle, Position position, QObject* parent)
    : QObject(parent), puzzle_(std::move(puzzle)), position_(std::move(position))
{
}

Position WatchDetails::positionAfter(const std::vector<int>& path) const
{
    Position p = position_;
    for (const int m : path) {
        if (!puzzle_->isLegal(p, m))
            break;
        p = puzzle_->apply(p, m);
    }
    return p;
}

QString WatchDetails::movesText(const std::vector<int>& moves) const
{
    if (moves.empty())
        return tr("(none: the start)");
    QString text = QString::fromStdString(puzzle_->formatMoves(moves));
    // Letters run together ("LLUURD..."): in groups of ten, so a long path wraps.
    if (text.size() > 20 && !text.contains(QLatin1Char(' '))) {
        QString grouped;
        for (qsizetype i = 0; i < text.size(); i += 10)
            grouped += (i ? QStringLiteral(" ") : QString()) + text.mid(i, 10);
        text = grouped;
    }
    return text;
}

QString WatchDetails::rankText(const Position& p, std::uint64_t rank) const
{
    // A permutation of distinct values: its Cantor (Lehmer) code, digit by digit.
    const std::size_t n = p.cells.size();
    std::set<int> values(p.cells.begin(), p.cells.end());
    if (n < 2 || n > 12 || values.size() != n)
        return tr("Rank %1").arg(count(rank));
    std::uint64_t factorial = 1;
    for (std::size_t i = 2; i < n; ++i)
        factorial *= i;
    std::uint64_t sum = 0;
    QStringList terms;
    for (std::size_t i = 0; i + 1 < n; ++i) {
        int smaller = 0;
        for (std::size_t j = i + 1; j < n; ++j)
            smaller += p.cells[j] < p.cells[i] ? 1 : 0;
        sum += static_cast<std::uint64_t>(smaller) * factorial;
        terms << QStringLiteral("%1\u00b7%2!").arg(smaller).arg(n - 1 - i);
        if (n - 1 - i > 1)
            factorial /= (n - 1 - i);
    }
    if (sum != rank)
        return tr("Rank %1").arg(count(rank));
    return tr("Cantor code %1 = %2 (each digit: how many later cells hold a smaller value)")
        .arg(count(rank), terms.join(QStringLiteral(" + ")));
}

QString WatchDetails::details(const WatchTrace::Snapshot& s) const
{
    QStringList lines;
    if (s.hasNode && !s.position.empty()) {
        lines << tr("Expanded at distance %1 from the goal of the table being built: a table "
                    "is built backwards from its goal, a layer at a time.")
                     .arg(s.level);
        lines << rankText(Position{s.position}, s.rank).toHtmlEscaped();
    } else if (s.hasNode) {
        const int g = static_cast<int>(s.path.size());
        lines << tr("Path: %1").arg(movesText(s.path).toHtmlEscaped());
        if (s.fate == search::NodeFate::Dequeued) {
            lines << tr("Taken from the queue at depth %1.").arg(g);
            lines << rankText(positionAfter(s.path), s.rank).toHtmlEscaped();
        } else if (s.h >= 0) {
            lines << tr("g = %1 (moves made), h = %2 (at least this many to go), f = g + h = %3")
                         .arg(g)
                         .arg(s.h)
                         .arg(g + s.h);
            if (s.fate == search::NodeFate::CutByBound)
                lines
                    << tr("<b>Cut off</b>: f = %1 is over the bound %2.").arg(g + s.h).arg(s.bound);
            else if (s.fate == search::NodeFate::Goal)
                lines << tr("<b>The goal</b>, within the bound: the answer.");
        }
    }
    if (s.nodes > 0) {
        lines << tr("Nodes: %1").arg(count(s.nodes));
        if (s.cutByBound + s.skippedBound > 0)
            lines << tr("Cut off by the bound: %1").arg(count(s.cutByBound + s.skippedBound));
        if (s.skippedRule > 0)
            lines << tr("Left out by the move rules (never undo the last move, a fixed order "
                        "for moves that commute): %1")
                         .arg(count(s.skippedRule));
        if (s.skippedUnreachable > 0)
            lines << tr("Left out as unreachable (the tables say no way on): %1")
                         .arg(count(s.skippedUnreachable));
    }
    if (!s.iterations.empty()) {
        const auto& it = s.iterations.back();
        lines << tr("Last iteration: bound %1, %2 nodes; next bound %3")
                     .arg(it.bound)
                     .arg(count(it.nodes))
                     .arg(it.next >= search::kNoBound ? tr("none") : QString::number(it.next));
    }
    if (!s.layers.empty()) {
        std::uint64_t stored = 0;
        for (const auto& l : s.layers)
            stored += l.count;
        lines << tr("Positions stored: %1 in %2 complete layers")
                     .arg(count(stored))
                     .arg(s.layers.size());
        if (s.memoryBytes > 0)
            lines << tr("Memory: %1")
                         .arg(QLocale().formattedDataSize(static_cast<qint64>(s.memoryBytes)));
    }
    if (s.hasLinear)
        lines << linearText(s);
    if (s.enumerationTotal > 0) {
        QStringList digits;
        for (const int c : s.counts)
            digits << QString::number(c);
        lines << tr("Trying counts (%1): %2 moves%3")
                     .arg(digits.join(QLatin1Char(' ')))
                     .arg(s.length)
                     .arg(s.solves ? tr(", solves it") : QString());
        lines << tr("%1 of %2 tried").arg(count(s.enumerated), count(s.enumerationTotal));
        if (s.bestLength >= 0) {
            QStringList best;
            for (const int c : s.bestCounts)
                best << QString::number(c);
            lines << tr("Best so far (%1): %2 moves \u2014 the fewest moves of any vector that "
                        "solves it, and among as few the smallest sequence")
                         .arg(best.join(QLatin1Char(' ')))
                         .arg(s.bestLength);
        }
    }
    if (s.answer)
        lines << tr("Answer: %1").arg(movesText(*s.answer).toHtmlEscaped());
    lines << tr("Search time: %1 ms (pauses left out)").arg(s.searchMs, 0, 'f', 1);
    return lines.join(QStringLiteral("<br>"));
}

QString WatchDetails::matrixTable(const WatchTrace::Snapshot& s) const
{
    using K = search::LinearStep::Kind;
    const std::size_t rows = s.matrix.size();
    const std::size_t columns = rows ? s.matrix.front().size() : 0;
    if (s.linearKind != K::Candidate && rows > 0 && rows <= 30 && columns <= 30) {
        QString table = QStringLiteral("<table cellspacing=0 cellpadding=2>");
        for (std::size_t i = 0; i < rows; ++i) {
            table += QStringLiteral("<tr>");
            for (std::size_t j = 0; j < columns; ++j) {
                const bool pivot =
                    static_cast<int>(i) == s.pivotRow && static_cast<int>(j) == s.pivotColumn;
                const bool zero = s.matrix[i][j] == 0;
                table += QStringLiteral("<td align=right%1>%2</td>")
                             .arg(pivot  ? QStringLiteral(" bgcolor=#f0c040")
                                  : zero ? QStringLiteral(" style=\"color:#a0a0a0\"")
                                         : QString(),
                                  pivot ? QStringLiteral("<b>%1</b>").arg(s.matrix[i][j])
                                        : QString::number(s.matrix[i][j]));
            }
            table += QStringLiteral("</tr>");
        }
        table += QStringLiteral("</table>");
        return table;
    }
    return {};
}

QString WatchDetails::linearText(const WatchTrace::Snapshot& s) const
{
    QStringList lines;
    using K = search::LinearStep::Kind;
    switch (s.linearKind) {
    case K::Matrix:
        lines << tr("The system modulo %1: a row per cell the goal sets, a column per move; "
                    "each entry is how far that move turns that cell.")
                     .arg(s.modulus);
        break;
    case K::Pivot:
        lines << tr("Pivot %1: the smallest entry left, swapped to row %2, column %3.")
                     .arg(s.matrix[static_cast<std::size_t>(s.pivotRow)]
                                  [static_cast<std::size_t>(s.pivotColumn)])
                     .arg(s.pivotRow + 1)
                     .arg(s.pivotColumn + 1);
        break;
    case K::Reduced:
        lines << tr("Row %1 and column %2 cleared modulo %3 by subtracting multiples of the "
                    "pivot (a remainder left over becomes the next, smaller pivot).")
                     .arg(s.pivotRow + 1)
                     .arg(s.pivotColumn + 1)
                     .arg(s.modulus);
        break;
    case K::Diagonal:
    case K::Candidate:
        lines << tr("Diagonal: rank %1 after %2 pivots. Each solvable position has %3 "
                    "solutions modulo %4 (the kernel).")
                     .arg(s.matrixRank)
                     .arg(s.pivots)
                     .arg(count(s.kernel))
                     .arg(s.modulus);
        break;
    }
    if (s.candidates > 0) {
        const auto join = [](const std::vector<int>& v) {
            QStringList parts;
            for (const int x : v)
                parts << QString::number(x);
            return parts.join(QLatin1Char(' '));
        };
        lines << tr("Solution %1 of the kernel tried: counts (%2), %3 moves")
                     .arg(count(s.candidates), join(s.candidate))
                     .arg(s.candidateCost);
        if (s.bestCost >= 0)
            lines << tr("Best so far (%1): %2 moves \u2014 the fewest moves, and among as few "
                        "the smallest sequence")
                         .arg(join(s.bestCandidate))
                         .arg(s.bestCost);
    }
    return lines.join(QStringLiteral("<br>"));
}

WatchQueueStrip::WatchQueueStrip(const std::shared_ptr<const Puzzle>& puzzle,
                                 const WatchDetails& details, QWidget* parent)
    : QWidget(parent), details_(details)
{
    setObjectName(QStringLiteral("watchQueue"));
    auto* layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(3);
    caption_ = new QLabel(this);
    caption_->setWordWrap(true);
    layout->addWidget(caption_, 0, 0, 1, 4);
    for (int i = 0; i < 8; ++i) {
        auto* thumb = new QLabel(this);
        thumb->setObjectName(QStringLiteral("watchQueueBoard"));
        thumb->setFrameShape(QFrame::StyledPanel);
        thumb->setAlignment(Qt::AlignCenter);
        thumb->setFixedSize(84, 64);
        layout->addWidget(thumb, 1 + i / 4, i % 4);
        thumbs_.push_back(thumb);
    }
    board_ = boardSkin(*puzzle).makeBoard(puzzle, this);
    board_->setAttribute(Qt::WA_DontShowOnScreen);
    board_->setInteractive(false);
    board_->setMovesEnabled(false);
    board_->resize(420, 320);
    board_->hide();
    hide();
}

void WatchQueueStrip::sync(const WatchTrace::Snapshot& s)
{
    // A breadth-first search's queue as paths from the start; a table build's as the
    // positions themselves. Past the paths the trace keeps, only the count is known: no
    // boards then.
    const bool positions = !s.queuePositions.empty();
    const bool any = s.queueLength > 0 && (positions || !s.queueFront.empty());
    setVisible(any);
    if (!any) {
        shown_.clear();
        shownPositions_.clear();
        return;
    }
    caption_->setText(
        tr("The queue: %1 positions waiting; the first of them:").arg(count(s.queueLength)));
    if (positions ? s.queuePositions == shownPositions_ && shown_.empty()
                  : s.queueFront == shown_ && shownPositions_.empty())
        return;
    shown_ = positions ? std::vector<std::vector<int>>{} : s.queueFront;
    shownPositions_ = positions ? s.queuePositions : std::vector<std::vector<std::uint8_t>>{};
    const std::size_t drawn = positions ? shownPositions_.size() : shown_.size();
    for (std::size_t i = 0; i < thumbs_.size(); ++i) {
        QLabel* thumb = thumbs_[i];
        if (i >= drawn) {
            thumb->clear();
            thumb->setToolTip({});
            continue;
        }
        board_->setPuzzlePosition(positions ? Position{shownPositions_[i]}
                                            : details_.positionAfter(shown_[i]));
        // Only the position's cells (not a target beside them, nor the move buttons).
        QRect cells;
        for (int c = 0; c < board_->boardCellCount(); ++c)
            cells |= board_->cellRect(c);
        const QPixmap picture =
            board_->grab(cells.isEmpty() ? QRect() : cells.adjusted(-3, -3, 3, 3));
        thumb->setPixmap(picture.scaled(thumb->size() - QSize(4, 4), Qt::KeepAspectRatio,
                                        Qt::SmoothTransformation));
        thumb->setToolTip(positions ? QString()
                                    : tr("Path: %1").arg(details_.movesText(shown_[i])));
    }
}

}  // namespace pl
