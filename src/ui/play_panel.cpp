#include "play_panel.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>

#include <QAction>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPainterPath>
#include <QSpinBox>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>
#include <QVariantAnimation>

#include "models/best_results.h"
#include "models/play_session.h"
#include "ui/wrap_row.h"

namespace pl {

namespace {

constexpr int kBannerLifeMs = 4200;

QColor goodColour(const QPalette& palette)
{
    return palette.color(QPalette::Window).lightnessF() < 0.5 ? QColor(0x5f, 0xc7, 0x7f)
                                                              : QColor(0x1f, 0x8a, 0x4c);
}

QColor warningColour(const QPalette& palette)
{
    return palette.color(QPalette::Window).lightnessF() < 0.5 ? QColor(0xf0, 0xb4, 0x5a)
                                                              : QColor(0xa6, 0x5b, 0x00);
}

QString movesText(int n)
{
    return n == 1 ? PlayPanel::tr("1 move") : PlayPanel::tr("%1 moves").arg(n);
}

}  // namespace

// ------------------------------------------------------------------ banner

CelebrationBanner::CelebrationBanner(QWidget* board) : QWidget(board)
{
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_NoSystemBackground);
    setFocusPolicy(Qt::NoFocus);
    hide();
    board->installEventFilter(this);
    life_ = new QVariantAnimation(this);
    life_->setStartValue(0.0);
    life_->setEndValue(1.0);
    life_->setDuration(kBannerLifeMs);
    connect(life_, &QVariantAnimation::valueChanged, this, [this](const QVariant& v) {
        phase_ = v.toReal();
        update();
    });
    connect(life_, &QVariantAnimation::finished, this, &QWidget::hide);
}

void CelebrationBanner::celebrate(const QString& headline, const QString& detail, bool optimal)
{
    headline_ = headline;
    detail_ = detail;
    optimal_ = optimal;
    setAccessibleName(headline);
    setAccessibleDescription(detail);
    place();
    raise();
    show();
    life_->stop();
    phase_ = 0;
    life_->start();
}

void CelebrationBanner::dismiss()
{
    life_->stop();
    hide();
}

bool CelebrationBanner::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == parent() && event->type() == QEvent::Resize)
        place();
    return QWidget::eventFilter(watched, event);
}

void CelebrationBanner::place()
{
    if (auto* p = parentWidget())
        setGeometry(p->rect());
}

void CelebrationBanner::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    // Quick in, long stay, gentle out; the card also rises a little as it appears.
    const qreal in = std::min(1.0, phase_ / 0.07);
    const qreal out = phase_ > 0.82 ? std::max(0.0, 1.0 - (phase_ - 0.82) / 0.18) : 1.0;
    const qreal opacity = in * out;
    painter.setOpacity(opacity);

    const QColor good = goodColour(palette());
    const QColor gold(0xf2, 0xb7, 0x05);
    const QColor face = optimal_ ? good : QColor(0x2f, 0x6f, 0xb3);

    // Confetti: fixed pseudo-random streams, so repaints do not flicker.
    static constexpr std::array<QRgb, 5> kConfetti{0xffe4572e, 0xfff2b705, 0xff29a35a, 0xff2f80ed,
                                                   0xff9b51e0};
    const qreal w = width();
    const qreal h = height();
    for (int i = 0; i < 46; ++i) {
        const qreal seedX = std::fmod(i * 0.6180339887, 1.0);
        const qreal speed = 0.55 + std::fmod(i * 0.3819660113, 0.6);
        const qreal t = phase_ * speed * 1.6 + std::fmod(i * 0.137, 0.35);
        const qreal y = -20 + t * (h + 40);
        if (y > h + 10)
            continue;
        const qreal x = seedX * w + std::sin(t * 9 + i) * 14;
        painter.save();
        painter.translate(x, y);
        painter.rotate(t * 540 + i * 37);
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor::fromRgba(kConfetti[std::size_t(i) % kConfetti.size()]));
        painter.drawRoundedRect(QRectF(-4, -2, 8, 4 + (i % 3)), 1, 1);
        painter.restore();
    }

    QFont big = font();
    big.setPointSizeF(big.pointSizeF() * 1.6);
    big.setBold(true);
    QFont small = font();
    const QFontMetricsF bigMetrics(big);
    const QFontMetricsF smallMetrics(small);
    const qreal cardW =
        std::min(w - 24, std::max({bigMetrics.horizontalAdvance(headline_),
                                   smallMetrics.horizontalAdvance(detail_), 220.0}) +
                             96);
    const qreal cardH = bigMetrics.height() + smallMetrics.height() + 36;
    const qreal rise = (1.0 - in) * 14;
    // High on the board, where the boards leave room, so little of the position is hidden.
    const QRectF card((w - cardW) / 2, std::max(8.0, h * 0.16 - cardH / 2) + rise, cardW, cardH);

    for (int i = 3; i >= 1; --i) {
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(0, 0, 0, 18));
        painter.drawRoundedRect(card.adjusted(-i, -i + 3, i, i + 3), 14 + i, 14 + i);
    }
    painter.setBrush(face);
    painter.setPen(QPen(gold, 2));
    painter.drawRoundedRect(card, 14, 14);

    // A star on the left: the puzzle is done.
    const QPointF c(card.left() + 34, card.center().y());
    QPainterPath star;
    for (int k = 0; k < 10; ++k) {
        const qreal r = k % 2 == 0 ? 17 : 7.5;
        const qreal a = -std::numbers::pi / 2 + k * std::numbers::pi / 5 + phase_ * 1.2;
        const QPointF pt(c.x() + r * std::cos(a), c.y() + r * std::sin(a));
        k == 0 ? star.moveTo(pt) : star.lineTo(pt);
    }
    star.closeSubpath();
    painter.setPen(Qt::NoPen);
    painter.setBrush(gold);
    painter.drawPath(star);

    const QRectF text = card.adjusted(64, 12, -18, -12);
    painter.setPen(Qt::white);
    painter.setFont(big);
    painter.drawText(QRectF(text.left(), text.top(), text.width(), bigMetrics.height()),
                     Qt::AlignLeft | Qt::AlignVCenter,
                     bigMetrics.elidedText(headline_, Qt::ElideRight, text.width()));
    painter.setFont(small);
    painter.drawText(QRectF(text.left(), text.bottom() - smallMetrics.height() - 2, text.width(),
                            smallMetrics.height()),
                     Qt::AlignLeft | Qt::AlignVCenter,
                     smallMetrics.elidedText(detail_, Qt::ElideRight, text.width()));
}

// ------------------------------------------------------------------ panel

PlayPanel::PlayPanel(QWidget* parent) : QFrame(parent)
{
    setObjectName(QStringLiteral("playPanel"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    setAccessibleName(tr("Play by hand"));

    distance_ = new QLabel(this);
    distance_->setObjectName(QStringLiteral("playDistance"));
    distance_->setAlignment(Qt::AlignCenter);
    distance_->setMinimumWidth(64);
    QFont big = distance_->font();
    big.setPointSizeF(big.pointSizeF() * 2.6);
    big.setBold(true);
    distance_->setFont(big);
    caption_ = new QLabel(this);
    caption_->setAlignment(Qt::AlignCenter);
    QFont smallFont = caption_->font();
    smallFont.setPointSizeF(smallFont.pointSizeF() * 0.85);
    caption_->setFont(smallFont);

    headline_ = new QLabel(this);
    headline_->setObjectName(QStringLiteral("playHeadline"));
    headline_->setWordWrap(true);
    headline_->setTextFormat(Qt::PlainText);
    QFont bold = headline_->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.1);
    headline_->setFont(bold);
    detail_ = new QLabel(this);
    detail_->setObjectName(QStringLiteral("playDetail"));
    detail_->setWordWrap(true);
    detail_->setTextFormat(Qt::PlainText);

    hintButton_ = new QToolButton(this);
    hintButton_->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    newGameButton_ = new QToolButton(this);
    newGameButton_->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    waitTimer_ = new QTimer(this);
    waitTimer_->setSingleShot(true);
    waitTimer_->setInterval(150);
    connect(waitTimer_, &QTimer::timeout, this, [this] {
        waitShown_ = true;
        refresh();
    });
    clock_ = new QTimer(this);
    clock_->setInterval(1000);
    connect(clock_, &QTimer::timeout, this, [this] {
        if (session_ && session_->active() && !session_->measuring())
            refresh();
        else
            clock_->stop();
    });
    difficulty_ = new QSpinBox(this);
    difficulty_->setObjectName(QStringLiteral("playDifficulty"));
    difficulty_->setSpecialValueText(tr("random"));
    difficulty_->setToolTip(
        tr("How many moves from solved a new game starts; "
           "\u201crandom\u201d scrambles"));
    difficulty_->setAccessibleName(tr("Moves from solved for a new game"));
    difficultyLabel_ = new QLabel(tr("&Start at:"), this);
    difficultyLabel_->setBuddy(difficulty_);
    connect(difficulty_, &QSpinBox::valueChanged, this, [this](int value) {
        if (session_)
            difficultyOf_[session_->puzzle().key()] = value;
        difficulty_->setSuffix(value == 1 ? tr(" move") : tr(" moves"));
    });
    difficulty_->setSuffix(tr(" moves"));
    difficulty_->setMinimumWidth(difficulty_->sizeHint().width());

    auto* number = new QVBoxLayout;
    number->setSpacing(0);
    number->addWidget(distance_);
    number->addWidget(caption_);
    auto* texts = new QVBoxLayout;
    texts->setSpacing(2);
    texts->addWidget(headline_);
    texts->addWidget(detail_);
    auto* buttons = new QGridLayout;
    buttons->setSpacing(4);
    auto* startAt = new QHBoxLayout;
    startAt->setSpacing(4);
    startAt->addWidget(difficultyLabel_);
    startAt->addWidget(difficulty_);
    // Side by side with the words: Hint, New Game and Start at in a column. Under them
    // (a narrow panel): Hint and New Game in a row, Start at below.
    const auto placeButtons = [this, buttons, startAt](bool stacked) {
        buttons->removeWidget(hintButton_);
        buttons->removeWidget(newGameButton_);
        buttons->removeItem(startAt);
        buttons->addWidget(hintButton_, 0, 0);
        buttons->addWidget(newGameButton_, stacked ? 0 : 1, stacked ? 1 : 0);
        buttons->addLayout(startAt, stacked ? 1 : 2, 0, 1, stacked ? 2 : 1);
    };
    placeButtons(false);
    auto* numberAndTexts = new QHBoxLayout;
    numberAndTexts->setSpacing(14);
    numberAndTexts->addLayout(number);
    numberAndTexts->addLayout(texts, 1);
    auto* row = new QBoxLayout(QBoxLayout::LeftToRight, this);
    row->setContentsMargins(10, 6, 10, 6);
    row->setSpacing(14);
    row->addLayout(numberAndTexts, 1);
    row->addLayout(buttons);
    // Where the panel is narrow (a window of 800x600), the buttons go in a row under
    // the distance and its words, instead of squeezing the words to a column a word
    // wide and the box to "ındom".
    auto* wrap = new WrapRow(row, this, placeButtons);
    // The width of the side-by-side form: the buttons' column is as wide as its widest
    // line, whichever way the buttons stand now.
    wrap->setWantedWidth([this, number, startAt] {
        constexpr int kReadableText = 240;
        const int column =
            std::max({hintButton_->sizeHint().width(), newGameButton_->sizeHint().width(),
                      startAt->sizeHint().width()});
        return number->sizeHint().width() + kReadableText + column + 2 * 14 + 20;
    });
    refresh();
}

PlaySession* PlayPanel::session() const
{
    return session_.data();
}

void PlayPanel::setActions(QAction* hint, QAction* newGame)
{
    hintButton_->setDefaultAction(hint);
    newGameButton_->setDefaultAction(newGame);
}

void PlayPanel::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (session_ && session_->largestDistance() < 0)
        session_->learnLargestDistance();
}

void PlayPanel::setSession(PlaySession* session)
{
    if (session_ == session)
        return;
    disconnect(connection_);
    session_ = session;
    if (session_) {
        connection_ = connect(session_, &PlaySession::changed, this, &PlayPanel::refresh);
        const std::string kind = session_->puzzle().key();
        const int wanted = difficultyOf_[kind];
        // The largest distance comes from the tables, on a worker; until it is known
        // the box keeps a range that loses nothing (refresh() narrows it). Only asked
        // while the panel is shown: a puzzle merely looked at builds no table.
        const int largest = session_->largestDistance();
        if (largest < 0 && isVisible())
            session_->learnLargestDistance();
        difficulty_->setRange(0, largest >= 0 ? largest : std::max(wanted, difficulty_->maximum()));
        difficulty_->setValue(wanted);
        difficultyOf_[kind] = difficulty_->value();
    }
    // What the panel shows is another game's: nothing of it may stay while waiting.
    waitShown_ = true;
    refresh();
}

int PlayPanel::difficulty() const
{
    return difficulty_->value();
}

void PlayPanel::setDifficulty(int distance)
{
    difficulty_->setValue(distance);
}

void PlayPanel::showNotice(const QString& text)
{
    headline_->setText(text);
    tone_ = 2;
    applyColours();
}

QString PlayPanel::verdictLine(int verdict, int distance, int seed)
{
    switch (PlaySession::Verdict(verdict)) {
    case PlaySession::Verdict::None:
        return distance == 0 ? tr("Already solved. Scramble for a new game.")
                             : tr("Your move. Every move shows how close you are.");
    case PlaySession::Verdict::Closer: {
        if (distance == 0)
            return tr("Solved!");
        const std::array<QString, 3> lines{tr("Nice, one step closer."),
                                           tr("Good move: closer to solved."),
                                           tr("That helped. Keep going!")};
        return lines[std::size_t(seed) % lines.size()];
    }
    case PlaySession::Verdict::Same:
        return tr("No closer, no farther: a sideways step.");
    case PlaySession::Verdict::Farther: {
        const std::array<QString, 3> lines{tr("Oops, that one leads away. Undo takes it back."),
                                           tr("A step farther from solved."),
                                           tr("Farther away. A hint can help.")};
        return lines[std::size_t(seed) % lines.size()];
    }
    case PlaySession::Verdict::TakenBack:
        return tr("Move taken back.");
    }
    return {};
}

QString PlayPanel::celebrationHeadline(int moves, int optimum)
{
    return tr("Solved in %1").arg(movesText(moves)) +
           (optimum >= 0 ? tr(" \u2014 optimal was %1").arg(optimum) : QString());
}

void PlayPanel::refresh()
{
    const PlaySession* s = session_;
    if (s && s->largestDistance() >= 0 && difficulty_->maximum() != s->largestDistance()) {
        const int wanted = difficultyOf_[s->puzzle().key()];
        difficulty_->setRange(0, s->largestDistance());
        difficulty_->setValue(wanted);
    }
    if (s && s->active() && s->measuring()) {
        // The answer usually comes within a millisecond: the panel keeps what it shows
        // unless the wait is long enough to notice (a table being built), or there is
        // nothing to keep.
        if (!waitShown_ && s->distance() >= 0 && s->problem().isEmpty()) {
            if (!waitTimer_->isActive())
                waitTimer_->start();
            return;
        }
        distance_->setText(QStringLiteral("\u2026"));
        caption_->setText(tr("moves to go"));
        headline_->setText(s->searched() ? tr("Searching for the distance\u2026")
                                         : tr("Looking up the distance\u2026"));
        tone_ = 0;
        applyColours();
        return;
    }
    waitTimer_->stop();
    waitShown_ = false;
    int tone = 0;
    if (!s || !s->active()) {
        distance_->setText(QStringLiteral("\u2013"));
        caption_->setText(tr("moves to go"));
        headline_->setText(tr("Play by hand"));
        detail_->clear();
    } else if (!s->problem().isEmpty()) {
        distance_->setText(QStringLiteral("?"));
        caption_->setText(tr("not playable"));
        headline_->setText(tr("Fix the board first"));
        detail_->setText(
            tr("%1\nLeave Play by Hand to fix it, or start a new game.").arg(s->problem()));
        tone = 2;
    } else {
        const int d = s->distance();
        distance_->setText(QString::number(d));
        caption_->setText(d == 1 ? tr("move to go") : tr("moves to go"));
        if (s->solvedByHand()) {
            headline_->setText(celebrationHeadline(s->movesUsed(), s->optimum()));
            tone = 1;
        } else {
            headline_->setText(verdictLine(int(s->verdict()), d, s->movesUsed()));
            if (s->verdict() == PlaySession::Verdict::Farther)
                tone = 2;
            else if (s->verdict() == PlaySession::Verdict::Closer || d == 0)
                tone = 1;
        }
        QString detail = s->optimum() >= 0 ? tr("Moves used: %1 \u00b7 optimal from the start: %2")
                                                 .arg(s->movesUsed())
                                                 .arg(s->optimum())
                                           : tr("Moves used: %1").arg(s->movesUsed());
        if (s->hintsUsed() > 0)
            detail += s->hintsUsed() == 1 ? tr(" \u00b7 1 hint")
                                          : tr(" \u00b7 %1 hints").arg(s->hintsUsed());
        // The time played, and the best game of this puzzle (issue 23, point 14).
        detail += tr(" \u00b7 time %1").arg(best_results::timeText(s->elapsedMs()));
        const QString key = QString::fromStdString(s->puzzle().key());
        if (const auto best = best_results::of(key))
            detail += QLatin1Char('\n') +
                      tr("Best: %1 in %2")
                          .arg(best->moves == 1 ? tr("1 move") : tr("%1 moves").arg(best->moves),
                               best_results::timeText(best->ms));
        detail_->setText(detail);
        // The time goes on while the game does.
        if (!s->solvedByHand() && !clock_->isActive())
            clock_->start();
        else if (s->solvedByHand())
            clock_->stop();
    }
    tone_ = tone;
    applyColours();
    setAccessibleDescription(
        tr("%1 %2. %3 %4")
            .arg(distance_->text(), caption_->text(), headline_->text(), detail_->text()));
}

void PlayPanel::applyColours()
{
    QPalette p = palette();
    const QPalette base = parentWidget() ? parentWidget()->palette() : QPalette();
    QColor text = base.color(QPalette::WindowText);
    if (tone_ == 1)
        text = goodColour(base);
    else if (tone_ == 2)
        text = warningColour(base);
    p.setColor(QPalette::WindowText, text);
    distance_->setPalette(p);
    headline_->setPalette(p);
}

void PlayPanel::changeEvent(QEvent* event)
{
    // Only the labels' palettes are set here, so this cannot recurse.
    if (event->type() == QEvent::PaletteChange)
        applyColours();
    QFrame::changeEvent(event);
}

QString PlayPanel::distanceText() const
{
    return distance_->text();
}

QString PlayPanel::headlineText() const
{
    return headline_->text();
}

QString PlayPanel::detailText() const
{
    return detail_->text();
}

}  // namespace pl
