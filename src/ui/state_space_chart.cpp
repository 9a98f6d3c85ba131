#include "state_space_chart.h"

#include <algorithm>
#include <cmath>
#include <numeric>

#include <QHelpEvent>
#include <QKeyEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QStringList>
#include <QToolTip>

namespace pl {

namespace {

// Fixed hues: the chart must read the same in light and dark palettes, and the
// accent must stand apart from the selection colour of any style.
const QColor kBarColour(0x3b, 0x7d, 0xd8);
const QColor kBarHoverColour(0x5f, 0x9c, 0xf0);
const QColor kHardestColour(0xe0, 0x6c, 0x2a);
const QColor kHardestHoverColour(0xf0, 0x8c, 0x50);

constexpr int kMargin = 10;
constexpr int kMinBarHeight = 3;

// The step of a linear axis: 1, 2, 2.5 or 5 times a power of ten, giving 4 to 8
// intervals, with as little empty room above the tallest bar as possible.
double niceStep(double largest)
{
    double best = 0;
    double bestTop = 0;
    const double base = std::pow(10.0, std::floor(std::log10(largest)) - 1);
    for (const double power : {base, base * 10})
        for (const double m : {1.0, 2.0, 2.5, 5.0}) {
            const double step = m * power;
            const double intervals = std::ceil(largest / step);
            if (intervals < 4 || intervals > 8)
                continue;
            const double top = intervals * step;
            if (best == 0 || top < bestTop || (top == bestTop && step > best)) {
                best = step;
                bestTop = top;
            }
        }
    return best > 0 ? best : largest / 4;
}

}  // namespace

StateSpaceChart::StateSpaceChart(QWidget* parent) : QWidget(parent), noun_(tr("positions"))
{
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setAccessibleName(tr("Positions per distance"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void StateSpaceChart::setHistogram(std::vector<quint64> counts)
{
    counts_ = std::move(counts);
    total_ = std::accumulate(counts_.begin(), counts_.end(), quint64{0});
    hovered_ = -1;
    if (current_ >= int(counts_.size()))
        current_ = -1;
    update();
}

void StateSpaceChart::setLogScale(bool on)
{
    if (logScale_ == on)
        return;
    logScale_ = on;
    update();
}

void StateSpaceChart::setCountNoun(const QString& noun)
{
    noun_ = noun;
    update();
}

QSize StateSpaceChart::sizeHint() const
{
    return {680, 340};
}
QSize StateSpaceChart::minimumSizeHint() const
{
    return {360, 200};
}

void StateSpaceChart::setAxis(const QString& title, const QString& barName, int firstLabel)
{
    axisTitle_ = title;
    barName_ = title.isEmpty() ? QString() : barName;
    firstLabel_ = title.isEmpty() ? 0 : firstLabel;
    update();
}

int StateSpaceChart::hardestDepth() const
{
    for (int d = int(counts_.size()) - 1; d >= 0; --d)
        if (counts_[std::size_t(d)] > 0)
            return d;
    return -1;
}

StateSpaceChart::Axis StateSpaceChart::axis() const
{
    Axis a;
    const quint64 largest = counts_.empty() ? 1 : *std::max_element(counts_.begin(), counts_.end());
    if (logScale_) {
        // Whole decades from 1 up to the first power of ten above the tallest bar.
        a.top = std::max(1.0, std::ceil(std::log10(double(std::max<quint64>(largest, 2)))));
        const int every = a.top > 6 ? 2 : 1;  // keep the labels apart on tall ranges
        for (int e = 0; e <= int(a.top); e += every)
            a.ticks.push_back(e);
    } else {
        const double step = niceStep(double(std::max<quint64>(largest, 4)));
        a.top = std::ceil(double(std::max<quint64>(largest, 1)) / step) * step;
        for (double v = 0; v <= a.top + step / 2; v += step)
            a.ticks.push_back(v);
    }
    return a;
}

double StateSpaceChart::fraction(quint64 count, const Axis& a) const
{
    if (count == 0)
        return 0;
    if (logScale_)
        return std::log10(double(count)) / a.top;
    return double(count) / a.top;
}

QString StateSpaceChart::tickLabel(double tick) const
{
    const double value = logScale_ ? std::pow(10.0, tick) : tick;
    // Short forms keep the axis narrow; translators pick their own units (e.g. 万, 亿).
    if (value >= 1e9)
        return tr("%1G").arg(QLocale().toString(value / 1e9, 'g', 3));
    if (value >= 1e6)
        return tr("%1M").arg(QLocale().toString(value / 1e6, 'g', 3));
    if (value >= 1e3)
        return tr("%1k").arg(QLocale().toString(value / 1e3, 'g', 3));
    return QLocale().toString(qlonglong(std::llround(value)));
}

QRect StateSpaceChart::plotRect() const
{
    const QFontMetrics fm(font());
    int labelWidth = fm.horizontalAdvance(QStringLiteral("0"));
    const Axis a = axis();
    for (const double t : a.ticks)
        labelWidth = std::max(labelWidth, fm.horizontalAdvance(tickLabel(t)));
    const int left = kMargin + fm.height() + 6 + labelWidth + 6;  // y title, labels, gap
    const int top = kMargin + fm.height() + 4;                    // room for the marker
    const int bottom = kMargin + 2 * fm.height() + 10;            // x labels and title
    return QRect(QPoint(left, top), QPoint(width() - kMargin - 1, height() - bottom - 1));
}

double StateSpaceChart::columnWidth() const
{
    return counts_.empty() ? 0.0 : double(plotRect().width()) / double(counts_.size());
}

QRect StateSpaceChart::barRect(int depth) const
{
    if (depth < 0 || depth >= int(counts_.size()) || counts_[std::size_t(depth)] == 0)
        return {};
    const QRect plot = plotRect();
    const double column = columnWidth();
    const double gap = std::clamp(column * 0.18, 1.0, 10.0);
    const int x0 = plot.left() + int(std::lround(depth * column + gap / 2));
    const int x1 = plot.left() + int(std::lround((depth + 1) * column - gap / 2));
    const int h =
        std::max(kMinBarHeight,
                 int(std::lround(fraction(counts_[std::size_t(depth)], axis()) * plot.height())));
    return QRect(QPoint(x0, plot.bottom() - h + 1), QPoint(std::max(x0, x1 - 1), plot.bottom()));
}

int StateSpaceChart::depthAt(const QPoint& point) const
{
    const QRect plot = plotRect();
    // The whole column down to the distance labels is the target: a bar of one
    // position is only a few pixels tall.
    const QRect area(plot.topLeft(),
                     QPoint(plot.right(), plot.bottom() + fontMetrics().height() + 6));
    if (counts_.empty() || !area.contains(point))
        return -1;
    const int depth = int((point.x() - plot.left()) / columnWidth());
    return depth >= 0 && depth < int(counts_.size()) ? depth : -1;
}

QString StateSpaceChart::describe(int depth, bool rich) const
{
    const quint64 count = counts_[std::size_t(depth)];
    const QLocale locale;
    // Shares below 0.1 % get more digits so that a handful of positions is not "0.0 %".
    const bool tiny = count > 0 && count * 1000 < total_;
    const QString share =
        locale.toString(total_ ? 100.0 * double(count) / double(total_) : 0.0, 'f', tiny ? 5 : 1);
    const QString head = !barName_.isEmpty() ? barName_.arg(depth + firstLabel_)
                         : depth == 1        ? tr("1 move from solved")
                                             : tr("%1 moves from solved").arg(depth);
    QStringList lines;
    lines << (rich ? QStringLiteral("<b>%1</b>").arg(head) : head);
    lines << tr("%1 %2 (%3 %)").arg(locale.toString(count), noun_, share);
    if (!barName_.isEmpty())
        return lines.join(rich ? QStringLiteral("<br>") : QStringLiteral("\n"));
    if (depth == hardestDepth())
        lines << tr("The hardest distance.");
    if (count > 0)
        lines << (rich ? QStringLiteral("<i>%1</i>") : QStringLiteral("%1"))
                     .arg(tr("Click to load one of them."));
    return lines.join(rich ? QStringLiteral("<br>") : QStringLiteral("\n"));
}

void StateSpaceChart::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing, false);
    const QPalette pal = palette();
    painter.fillRect(rect(), pal.color(QPalette::Base));

    const QFontMetrics fm(font());
    if (counts_.empty()) {
        painter.setPen(pal.color(QPalette::PlaceholderText));
        painter.drawText(rect(), Qt::AlignCenter, tr("No data"));
        return;
    }

    const QRect plot = plotRect();
    const Axis a = axis();
    QColor grid = pal.color(QPalette::Text);
    grid.setAlphaF(0.12f);
    QColor axisText = pal.color(QPalette::Text);
    axisText.setAlphaF(0.7f);

    // Grid lines and value labels.
    for (const double t : a.ticks) {
        const double f = logScale_ ? t / a.top : t / a.top;
        const int y = plot.bottom() - int(std::lround(f * plot.height()));
        painter.setPen(grid);
        painter.drawLine(plot.left(), y, plot.right(), y);
        painter.setPen(axisText);
        painter.drawText(QRect(plot.left() - 200 - 6, y - fm.height() / 2, 200, fm.height()),
                         Qt::AlignRight | Qt::AlignVCenter, tickLabel(t));
    }

    // Bars.
    const int hardest = barName_.isEmpty() ? hardestDepth() : -1;
    const double column = columnWidth();
    // Label every distance when there is room, else every second, fifth or tenth.
    const int widest = fm.horizontalAdvance(QString::number(counts_.size() - 1)) + 6;
    int labelEvery = 10;
    for (const int every : {1, 2, 5})
        if (every * column >= widest) {
            labelEvery = every;
            break;
        }
    for (int d = 0; d < int(counts_.size()); ++d) {
        const QRect bar = barRect(d);
        if (!bar.isEmpty()) {
            const bool isHardest = d == hardest;
            const bool hot = d == hovered_;
            QColor fill = isHardest ? (hot ? kHardestHoverColour : kHardestColour)
                                    : (hot ? kBarHoverColour : kBarColour);
            QLinearGradient shade(bar.topLeft(), bar.topRight());
            shade.setColorAt(0, fill.lighter(108));
            shade.setColorAt(1, fill.darker(108));
            painter.fillRect(bar, shade);
            if (hasFocus() && d == current_) {
                QPen focus(pal.color(QPalette::Highlight), 2, Qt::DotLine);
                painter.setPen(focus);
                painter.drawRect(bar.adjusted(-2, -2, 1, 1));
            }
        }
        if (d % labelEvery == 0 || d == hardest) {
            const int cx = plot.left() + int(std::lround((d + 0.5) * column));
            painter.setPen(d == hardest ? kHardestColour.darker(110) : axisText);
            painter.drawText(QRect(cx - 30, plot.bottom() + 4, 60, fm.height()),
                             Qt::AlignHCenter | Qt::AlignTop, QString::number(d + firstLabel_));
        }
    }

    // Base line.
    painter.setPen(pal.color(QPalette::Text));
    painter.drawLine(plot.left(), plot.bottom() + 1, plot.right(), plot.bottom() + 1);

    // The hardest distance: a small flag above its bar, pushed inside the widget.
    if (hardest >= 0) {
        const QRect bar = barRect(hardest);
        const QString label = tr("hardest: %1").arg(hardest);
        QFont bold = font();
        bold.setBold(true);
        painter.setFont(bold);
        const QFontMetrics bfm(bold);
        const int w = bfm.horizontalAdvance(label) + 10;
        int x = bar.center().x() - w / 2;
        x = std::clamp(x, plot.left(), width() - kMargin - w);
        // Above every bar the flag spans, not just the hardest one, with a leader
        // line down to its bar (often only a few pixels tall).
        int top = bar.top();
        for (int d = 0; d < int(counts_.size()); ++d) {
            const QRect other = barRect(d);
            if (!other.isEmpty() && other.right() >= x && other.left() <= x + w)
                top = std::min(top, other.top());
        }
        const QRect flag(x, std::max(0, top - bfm.height() - 8), w, bfm.height() + 2);
        painter.setPen(QPen(kHardestColour, 1.5));
        painter.drawLine(bar.center().x(), flag.bottom(), bar.center().x(), bar.top());
        painter.setRenderHint(QPainter::Antialiasing, true);
        QPainterPath path;
        path.addRoundedRect(flag, 4, 4);
        painter.fillPath(path, kHardestColour);
        painter.setPen(Qt::white);
        painter.drawText(flag, Qt::AlignCenter, label);
        painter.setFont(font());
        painter.setRenderHint(QPainter::Antialiasing, false);
    }

    // Hovered bar: its count right above it (the tooltip has the details).
    if (hovered_ >= 0 && hovered_ != hardest && !barRect(hovered_).isEmpty()) {
        const QRect bar = barRect(hovered_);
        const QString text = QLocale().toString(counts_[std::size_t(hovered_)]);
        const int w = fm.horizontalAdvance(text) + 8;
        int x = std::clamp(bar.center().x() - w / 2, plot.left(), width() - kMargin - w);
        const QRect box(x, std::max(0, bar.top() - fm.height() - 4), w, fm.height() + 2);
        painter.fillRect(box, pal.color(QPalette::ToolTipBase));
        painter.setPen(pal.color(QPalette::ToolTipText));
        painter.drawText(box, Qt::AlignCenter, text);
    }

    // Axis titles.
    painter.setPen(axisText);
    painter.drawText(
        QRect(plot.left(), height() - kMargin - fm.height(), plot.width(), fm.height()),
        Qt::AlignHCenter, axisTitle_.isEmpty() ? tr("Moves from solved") : axisTitle_);
    painter.save();
    painter.translate(kMargin, plot.center().y());
    painter.rotate(-90);
    const QString yTitle = logScale_ ? tr("%1 (log scale)").arg(noun_) : noun_;
    painter.drawText(QRect(-plot.height() / 2, 0, plot.height(), fm.height()), Qt::AlignHCenter,
                     yTitle.left(1).toUpper() + yTitle.mid(1));
    painter.restore();
}

bool StateSpaceChart::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const int depth = depthAt(help->pos());
        if (depth >= 0)
            QToolTip::showText(help->globalPos(), describe(depth, true), this, barRect(depth));
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

void StateSpaceChart::setHovered(int depth)
{
    if (depth == hovered_)
        return;
    hovered_ = depth;
    const bool clickable = depth >= 0 && counts_[std::size_t(depth)] > 0;
    setCursor(clickable ? Qt::PointingHandCursor : Qt::ArrowCursor);
    update();
}

void StateSpaceChart::setCurrent(int depth)
{
    current_ = depth;
    update();
}

void StateSpaceChart::mouseMoveEvent(QMouseEvent* event)
{
    setHovered(depthAt(event->position().toPoint()));
}

void StateSpaceChart::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton)
        return QWidget::mouseReleaseEvent(event);
    const int depth = depthAt(event->position().toPoint());
    if (depth >= 0 && counts_[std::size_t(depth)] > 0) {
        setCurrent(depth);
        emit barClicked(depth);
    }
}

void StateSpaceChart::leaveEvent(QEvent* event)
{
    setHovered(-1);
    QWidget::leaveEvent(event);
}

void StateSpaceChart::keyPressEvent(QKeyEvent* event)
{
    const int n = int(counts_.size());
    if (n == 0)
        return QWidget::keyPressEvent(event);
    switch (event->key()) {
    case Qt::Key_Left:
        setCurrent(current_ < 0 ? 0 : std::max(0, current_ - 1));
        break;
    case Qt::Key_Right:
        setCurrent(current_ < 0 ? 0 : std::min(n - 1, current_ + 1));
        break;
    case Qt::Key_Home:
        setCurrent(0);
        break;
    case Qt::Key_End:
        setCurrent(n - 1);
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        if (current_ >= 0 && counts_[std::size_t(current_)] > 0)
            emit barClicked(current_);
        break;
    default:
        return QWidget::keyPressEvent(event);
    }
    if (current_ >= 0)
        setAccessibleDescription(describe(current_, false));
}

}  // namespace pl
