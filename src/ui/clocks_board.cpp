#include "clocks_board.h"

#include "core/definition_puzzle.h"
#include "models/puzzle_names.h"
#include "ui/board_skins.h"

#include <QPainter>
#include <QPainterPath>
#include <QRadialGradient>
#include <QStringList>
#include <QtMath>
#include <algorithm>
#include <cmath>

namespace pl {

namespace {
// Layout in units of the clock pitch: three rows of a face and its letter, a gap,
// then the row of move buttons, which is a little wider than the grid of faces.
constexpr qreal kFace = 0.80;
constexpr qreal kRow = 1.06;
constexpr qreal kGap = 0.20;
constexpr qreal kButtonHeight = 0.64;
constexpr qreal kWidth = 3.3;
constexpr qreal kHeight = 3 * kRow + kGap + kButtonHeight;
}  // namespace

// The puzzle a session of The Clocks holds (its bundled definition), for the program's
// length.
ClocksBoard::ClocksBoard(QWidget* parent) : BoardWidget(*heldContestPuzzle("clocks"), parent)
{
    setAccessibleName(tr("Clocks board"));
    const int moves = int(puzzle().moveNames().size());
    for (int m = 0; m < moves; ++m)
        moveClocks_.push_back(moveCells(puzzle(), m));
    buttons_.resize(std::size_t(moves));
}

QSize ClocksBoard::sizeHint() const
{
    return {520, 620};
}

QString ClocksBoard::clockLetter(int clock)
{
    return QString(QChar(u'A' + clock));
}

int ClocksBoard::hourOf(int quarterTurns)
{
    const int q = ((quarterTurns % 4) + 4) % 4;
    return q == 0 ? 12 : q * 3;
}

void ClocksBoard::layoutBoard(const QRectF& area, QList<Item>& items)
{
    const qreal s = std::min(area.width() / kWidth, area.height() / kHeight);
    pitch_ = s;
    const QPointF origin(area.center().x() - kWidth * s / 2, area.center().y() - kHeight * s / 2);
    const qreal gridLeft = origin.x() + (kWidth - 3) * s / 2;
    for (int i = 0; i < kClocks; ++i) {
        const int row = i / 3;
        const int col = i % 3;
        const QPointF centre(gridLeft + (col + 0.5) * s, origin.y() + row * kRow * s + 0.44 * s);
        faces_[std::size_t(i)] =
            QRectF(centre.x() - kFace * s / 2, centre.y() - kFace * s / 2, kFace * s, kFace * s);
        letters_[std::size_t(i)] =
            QRectF(centre.x() - s / 2, centre.y() + kFace * s / 2 + 0.02 * s, s, 0.2 * s);
        items.append({{ItemKind::Cell, i}, faces_[std::size_t(i)], true});
    }
    const int moves = int(buttons_.size());
    const qreal gap = 0.07 * s;
    const qreal bw = (kWidth * s - (moves - 1) * gap) / moves;
    const qreal top = origin.y() + 3 * kRow * s + kGap * s;
    for (int m = 0; m < moves; ++m) {
        buttons_[std::size_t(m)] = QRectF(origin.x() + m * (bw + gap), top, bw, kButtonHeight * s);
        items.append({{ItemKind::Move, m}, buttons_[std::size_t(m)], false});
    }
}

qreal ClocksBoard::handDegrees(int clock) const
{
    const auto c = std::size_t(clock);
    const int move = animMove();
    if (move >= 0) {
        const auto& turned = moveClocks_[std::size_t(move)];
        if (std::find(turned.begin(), turned.end(), clock) != turned.end()) {
            const int from = animFrom().cells[c];
            const int steps = ((animTo().cells[c] - from) % 4 + 4) % 4;
            return (from + steps * animProgress()) * 90.0;
        }
    }
    return puzzlePosition().cells[c] * 90.0;
}

void ClocksBoard::paintBoard(QPainter& painter)
{
    // While a move plays, its clocks are marked like a preview (without the ghosts).
    const int preview = animMove() >= 0 ? animMove() : previewMove();
    for (int i = 0; i < kClocks; ++i) {
        bool inPreview = false;
        if (preview >= 0) {
            const auto& turned = moveClocks_[std::size_t(preview)];
            inPreview = std::find(turned.begin(), turned.end(), i) != turned.end();
        }
        paintClock(painter, i, inPreview);
    }
    for (int m = 0; m < int(buttons_.size()); ++m)
        paintMoveButton(painter, m);
}

void ClocksBoard::paintHand(QPainter& painter, const QPointF& centre, qreal radius, qreal degrees,
                            const QColor& color, qreal scale) const
{
    const qreal length = 0.72 * radius * scale;
    const qreal base = 0.095 * radius;
    const qreal tip = 0.024 * radius;
    const qreal tail = 0.2 * radius;
    QPainterPath hand;
    hand.moveTo(-base, 0);
    hand.lineTo(-tip, -length + tip);
    hand.quadTo(0, -length - tip, tip, -length + tip);
    hand.lineTo(base, 0);
    hand.lineTo(base * 0.6, tail);
    hand.quadTo(0, tail + base * 0.6, -base * 0.6, tail);
    hand.closeSubpath();

    painter.save();
    painter.translate(centre);
    painter.rotate(degrees);
    painter.setPen(Qt::NoPen);
    painter.setBrush(color);
    painter.drawPath(hand);
    painter.restore();
}

void ClocksBoard::paintClock(QPainter& painter, int clock, bool inPreview) const
{
    const QRectF face = faces_[std::size_t(clock)];
    const QPointF c = face.center();
    const qreal r = face.width() / 2;
    const bool dark = darkTheme();
    const QColor text = role(QPalette::Text);
    const QColor base = role(QPalette::Base);
    const qreal degrees = handDegrees(clock);
    const bool atTwelve = animMove() < 0 && puzzlePosition().cells[std::size_t(clock)] == 0;

    paintSoftShadow(painter, face, r, r * 0.06);

    // Bezel: a ring that catches light at the top, like a real case.
    QLinearGradient bezel(face.topLeft(), face.bottomLeft());
    const QColor ring = inPreview ? accent() : mix(base, text, dark ? 0.32 : 0.22);
    bezel.setColorAt(0, ring.lighter(dark ? 125 : 112));
    bezel.setColorAt(1, ring.darker(dark ? 110 : 118));
    painter.setPen(Qt::NoPen);
    painter.setBrush(bezel);
    painter.drawEllipse(face);

    const qreal rim = r * 0.085;
    const QRectF dial = face.adjusted(rim, rim, -rim, -rim);
    QColor dialColor = base;
    if (inPreview)
        dialColor = mix(base, accent(), dark ? 0.18 : 0.10);
    else if (atTwelve)
        dialColor = mix(base, goodColor(), dark ? 0.10 : 0.07);
    QRadialGradient dialFill(c - QPointF(0, r * 0.3), r * 1.1);
    dialFill.setColorAt(0, dialColor.lighter(dark ? 112 : 101));
    dialFill.setColorAt(1, dialColor.darker(dark ? 104 : 103));
    painter.setBrush(dialFill);
    painter.drawEllipse(dial);

    // Hour ticks, the quarters long and bold because only they can be shown.
    const qreal dr = dial.width() / 2;
    for (int h = 0; h < 12; ++h) {
        const bool quarter = h % 3 == 0;
        const qreal a = qDegreesToRadians(h * 30.0);
        const QPointF dir(std::sin(a), -std::cos(a));
        const qreal outer = dr * 0.90;
        const qreal inner = quarter ? dr * 0.70 : dr * 0.81;
        QPen pen(quarter ? mix(base, text, 0.85) : mix(base, text, 0.40),
                 quarter ? std::max(1.5, dr * 0.07) : std::max(1.0, dr * 0.028));
        pen.setCapStyle(Qt::RoundCap);
        painter.setPen(pen);
        painter.drawLine(c + dir * inner, c + dir * outer);
    }

    // Where the hand will be after the previewed move.
    if (inPreview && animMove() < 0)
        paintHand(
            painter, c, dr, degrees + 90.0,
            [&] {
                QColor ghost = accent();
                ghost.setAlphaF(0.6f);
                return ghost;
            }(),
            1.0);

    const QColor handColor = atTwelve ? goodColor() : mix(base, text, 0.92);
    paintHand(painter, c, dr, degrees, handColor, 1.0);
    painter.setPen(Qt::NoPen);
    painter.setBrush(handColor);
    painter.drawEllipse(c, dr * 0.11, dr * 0.11);
    painter.setBrush(dialColor);
    painter.drawEllipse(c, dr * 0.04, dr * 0.04);

    painter.setFont(pixelFont(font(), pitch_ * 0.15, true));
    painter.setPen(inPreview ? accent()
                             : mix(role(QPalette::Window), role(QPalette::WindowText), 0.8));
    painter.drawText(letters_[std::size_t(clock)], Qt::AlignCenter, clockLetter(clock));

    if (hasFocusRing({ItemKind::Cell, clock}))
        paintFocusRing(painter, face, true);
}

void ClocksBoard::paintMoveButton(QPainter& painter, int move) const
{
    const QRectF rect = buttons_[std::size_t(move)];
    const auto& turned = moveClocks_[std::size_t(move)];
    ButtonLook look;
    look.title = QString::fromStdString(puzzle().moveNames()[std::size_t(move)]);
    look.highlighted = highlightedMove() == move || animMove() == move;
    look.content = [&](QPainter& p, const QRectF& body, const QColor& fg) {
        // The digit, and under it a 3x3 map of the clocks the move turns.
        const bool roomForMap = body.height() >= 30 && body.width() >= 18;
        const QRectF digitRect = roomForMap ? QRectF(body.left(), body.top() + body.height() * 0.05,
                                                     body.width(), body.height() * 0.45)
                                            : body;
        p.setPen(fg);
        p.setFont(
            pixelFont(font(), std::min(digitRect.height() * 0.78, body.width() * 0.62), true));
        p.drawText(digitRect, Qt::AlignCenter, look.title);
        if (!roomForMap)
            return;
        const qreal side = std::min(body.width() * 0.66, body.height() * 0.40);
        const qreal step = side / 3;
        const QPointF topLeft(body.center().x() - side / 2, body.top() + body.height() * 0.52);
        for (int i = 0; i < kClocks; ++i) {
            const bool on = std::find(turned.begin(), turned.end(), i) != turned.end();
            const QPointF ctr = topLeft + QPointF((i % 3 + 0.5) * step, (i / 3 + 0.5) * step);
            const qreal dot = step * (on ? 0.36 : 0.22);
            QColor col = fg;
            col.setAlphaF(on ? 1.0f : 0.28f);
            p.setPen(Qt::NoPen);
            p.setBrush(col);
            p.drawEllipse(ctr, dot, dot);
        }
    };
    paintButton(painter, {ItemKind::Move, move}, rect, look);
}

void ClocksBoard::clickCell(int cell, bool alternate)
{
    Position next = puzzlePosition();
    auto& v = next.cells[std::size_t(cell)];
    v = std::uint8_t((v + (alternate ? 3 : 1)) % 4);
    commitEdit(next);
}

QString ClocksBoard::itemToolTip(const ItemRef& item) const
{
    if (item.kind == ItemKind::Cell) {
        const int hour = hourOf(puzzlePosition().cells[std::size_t(item.index)]);
        return tr("Clock %1 shows %2 o'clock. Click to turn it clockwise, right-click to "
                  "turn it back.")
            .arg(clockLetter(item.index))
            .arg(hour);
    }
    if (item.kind == ItemKind::Move) {
        QStringList letters;
        for (int c : moveClocks_[std::size_t(item.index)])
            letters << clockLetter(c);
        return tr("Move %1 turns %2")
            .arg(QString::fromStdString(puzzle().moveNames()[std::size_t(item.index)]),
                 letters.join(QStringLiteral(", ")));
    }
    return {};
}

QEasingCurve ClocksBoard::animationEasing() const
{
    // A small overshoot reads as a mechanical tick.
    QEasingCurve curve(QEasingCurve::OutBack);
    curve.setOvershoot(1.1);
    return curve;
}

// ------------------------------------------------------------------ the skin

namespace {

// The texts stay in the window's words (and translations) they always had.
QString windowText(const char* text)
{
    return QCoreApplication::translate("pl::MainWindow", text);
}

class ClocksSkin : public BoardSkin {
public:
    BoardWidget* makeBoard(const std::shared_ptr<const Puzzle>&, QWidget* parent) const override
    {
        return new ClocksBoard(parent);
    }
    QString history(const Puzzle&) const override
    {
        return QCoreApplication::translate(
            "pl::AboutDialog",
            "A task of the International Olympiad in Informatics, IOI 1994 in Sweden: nine clocks, "
            "nine ways to turn them, every hand to 12.");
    }
    QString hint(const Puzzle&) const override
    {
        return windowText(
            QT_TRANSLATE_NOOP("pl::MainWindow",
                              "Click a clock to turn it a quarter clockwise, right-click to turn "
                              "it back. The buttons 1–9 turn their clocks together."));
    }
    QString playHint(const Puzzle&) const override
    {
        return windowText(
            QT_TRANSLATE_NOOP("pl::MainWindow",
                              "Playing by hand: the buttons 1–9 turn their clocks. The clocks "
                              "are locked until you leave Play by Hand."));
    }
    QString stateSpaceText(const Puzzle&) const override
    {
        return QCoreApplication::translate(
            "pl::StateSpaceDialog",
            "Each of the 4\u2079 = 262,144 settings of the nine clocks has exactly one shortest "
            "solution. The bars count the settings by the number of moves it takes. Click a "
            "bar to set up a random position at that distance.");
    }
    QString editText(const Puzzle&, const Position& before, const Position& after) const override
    {
        const std::vector<int> changed = changedCells(before, after);
        if (changed.size() != 1)
            return windowText(QT_TRANSLATE_NOOP("pl::MainWindow", "Edit position"));
        const int c = changed[0];
        const QChar letter(char16_t(u'A' + c));
        const int from = before.cells[std::size_t(c)];
        const int to = after.cells[std::size_t(c)];
        return (from + 1) % 4 == to
                   ? windowText(QT_TRANSLATE_NOOP("pl::MainWindow", "Turn clock %1")).arg(letter)
                   : windowText(QT_TRANSLATE_NOOP("pl::MainWindow", "Turn clock %1 back"))
                         .arg(letter);
    }
};

}  // namespace

void registerClocksSkin()
{
    registerBoardSkin("clocks", std::make_shared<ClocksSkin>());
    // The name and one-line summary the window shows in place of the definition's.
    PuzzleNames::registerWords(
        "clocks", QT_TRANSLATE_NOOP("pl::PuzzleNames", "The Clocks"),
        QT_TRANSLATE_NOOP("pl::PuzzleNames",
                          "Nine clocks, nine moves: turn every hand to 12 o'clock (IOI 1994)."));
}

}  // namespace pl
