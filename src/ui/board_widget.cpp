#include "board_widget.h"

#include <QFocusEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QLinearGradient>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>
#include <QPixmapCache>
#include <QToolTip>
#include <QVariantAnimation>
#include <QtMath>
#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

namespace pl {

BoardWidget::BoardWidget(const Puzzle& puzzle, QWidget* parent)
    : QWidget(parent),
      puzzle_(&puzzle),
      cellCount_(puzzle_->cellCount()),
      moveCount_(int(puzzle_->moveNames().size())),
      apply_(
          [p = puzzle_](const Position& position, int move) { return p->apply(position, move); }),
      position_(puzzle_->initial())
{
    init();
}

BoardWidget::BoardWidget(int cellCount, int moveCount, Position initial, ApplyFn apply,
                         QWidget* parent)
    : QWidget(parent),
      cellCount_(cellCount),
      moveCount_(moveCount),
      apply_(std::move(apply)),
      position_(std::move(initial))
{
    init();
}

void BoardWidget::init()
{
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    // A right click is an edit here, never a request for a context menu.
    setContextMenuPolicy(Qt::PreventContextMenu);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);

    animation_ = new QVariantAnimation(this);
    animation_->setStartValue(0.0);
    animation_->setEndValue(1.0);
    connect(animation_, &QVariantAnimation::valueChanged, this, [this] { update(); });
    connect(animation_, &QVariantAnimation::finished, this, &BoardWidget::finishAnimation);
}

BoardWidget::~BoardWidget() = default;

void BoardWidget::setPuzzlePosition(const Position& position)
{
    if (std::cmp_not_equal(position.cells.size(), cellCount_)) {
        qWarning("BoardWidget: ignoring a position of %d cells", int(position.cells.size()));
        return;
    }
    finishAnimation();
    showPosition(position);
}

void BoardWidget::setPuzzleGoal(const Position& goal)
{
    if (!goal.cells.empty() && std::cmp_not_equal(goal.cells.size(), cellCount_)) {
        qWarning("BoardWidget: ignoring a goal of %d cells", int(goal.cells.size()));
        return;
    }
    if (goal == goal_)
        return;
    goal_ = goal;
    goalChanged();
    updateAccessibleDescription();
    update();
}

void BoardWidget::commitGoalEdit(const Position& goal)
{
    if (!interactive_) {
        emit editRefused();
        return;
    }
    if (std::cmp_not_equal(goal.cells.size(), cellCount_))
        return;
    goal_ = goal;
    goalChanged();
    updateAccessibleDescription();
    update();
    emit goalEdited(goal);
}

void BoardWidget::showPosition(const Position& position)
{
    position_ = position;
    positionChanged();
    updateAccessibleDescription();
    update();
}

void BoardWidget::animateMove(const Position& before, int move, const Position& after,
                              int durationMs)
{
    finishAnimation();
    const auto n = static_cast<std::size_t>(cellCount_);
    if (after.cells.size() != n) {
        emit animationFinished();
        return;
    }
    const bool known = before.cells.size() == n && move >= 0 && move < moveCount_;
    bool backwards = false;
    bool oneMoveApart = false;
    if (known && durationMs > 0) {
        if (apply_(before, move) == after) {
            oneMoveApart = true;
        } else if (apply_(after, move) == before) {
            oneMoveApart = true;
            backwards = true;
        }
    }
    if (!oneMoveApart) {
        showPosition(after);
        emit animationFinished();
        return;
    }
    animFrom_ = backwards ? after : before;
    animTo_ = backwards ? before : after;
    animMove_ = move;
    animBackwards_ = backwards;
    animating_ = true;
    animation_->setDuration(durationMs);
    animation_->setEasingCurve(animationEasing());
    showPosition(after);
    animation_->start();
}

void BoardWidget::finishAnimation()
{
    if (!animating_)
        return;
    animating_ = false;
    animMove_ = -1;
    animation_->stop();
    update();
    emit animationFinished();
}

double BoardWidget::animProgress() const
{
    if (!animating_)
        return 1.0;
    const double t = std::clamp(animation_->currentValue().toDouble(), -0.5, 1.5);
    return animBackwards_ ? 1.0 - t : t;
}

QEasingCurve BoardWidget::animationEasing() const
{
    return QEasingCurve(QEasingCurve::InOutCubic);
}

void BoardWidget::setHighlightedMove(int move)
{
    if (move < 0 || move >= moveCount_)
        move = -1;
    if (move == highlightedMove_)
        return;
    highlightedMove_ = move;
    update();
}

void BoardWidget::setInteractive(bool interactive)
{
    if (interactive == interactive_)
        return;
    interactive_ = interactive;
    if (!interactive)
        cancelPendingEdit();
    update();
}

void BoardWidget::setMovesEnabled(bool enabled)
{
    if (enabled == movesEnabled_)
        return;
    movesEnabled_ = enabled;
    update();
}

void BoardWidget::commitEdit(const Position& position)
{
    if (!interactive_) {
        emit editRefused();
        return;
    }
    finishAnimation();
    showPosition(position);
    emit positionEdited(position);
}

void BoardWidget::previewEdit(const Position& position)
{
    finishAnimation();
    showPosition(position);
}

// ---------------------------------------------------------------- layout and items

void BoardWidget::relayout()
{
    layoutDirty_ = true;
    update();
}

void BoardWidget::ensureLayout() const
{
    if (!layoutDirty_ && laidOutFor_ == size())
        return;
    layoutDirty_ = false;
    laidOutFor_ = size();
    items_.clear();
    const qreal margin = std::max(4.0, std::min(width(), height()) * 0.03);
    const QRectF area = QRectF(rect()).adjusted(margin, margin, -margin, -margin);
    // Geometry is a cache of the size: computing it lazily from const accessors (the
    // tests ask for cellRect before the widget is ever shown) is still "const".
    const_cast<BoardWidget*>(this)->layoutBoard(area, items_);
}

const QList<BoardWidget::Item>& BoardWidget::items() const
{
    ensureLayout();
    return items_;
}

QRectF BoardWidget::itemRect(const ItemRef& item) const
{
    for (const Item& it : items())
        if (it.ref == item)
            return it.rect;
    return {};
}

// Rounded inwards, so items that do not overlap as real rectangles do not overlap as
// integer ones either.
static QRect innerRect(const QRectF& r)
{
    if (r.isEmpty())
        return {};
    const int left = int(std::ceil(r.left()));
    const int top = int(std::ceil(r.top()));
    const int right = int(std::floor(r.right()));
    const int bottom = int(std::floor(r.bottom()));
    return QRect(QPoint(left, top), QPoint(right - 1, bottom - 1));
}

QRect BoardWidget::cellRect(int cell) const
{
    return innerRect(itemRect({ItemKind::Cell, cell}));
}

QRect BoardWidget::moveButtonRect(int move) const
{
    return innerRect(itemRect({ItemKind::Move, move}));
}

BoardWidget::ItemRef BoardWidget::itemAt(const QPointF& pos) const
{
    const auto& list = items();
    for (auto it = list.rbegin(); it != list.rend(); ++it) {
        if (it->round) {
            const QPointF d = pos - it->rect.center();
            const qreal r = std::min(it->rect.width(), it->rect.height()) / 2;
            if (d.x() * d.x() + d.y() * d.y() <= r * r)
                return it->ref;
        } else if (it->rect.contains(pos)) {
            return it->ref;
        }
    }
    return {};
}

bool BoardWidget::hasMoveButtons() const
{
    return std::any_of(items().begin(), items().end(),
                       [](const Item& it) { return it.ref.kind == ItemKind::Move; });
}

bool BoardWidget::itemEnabled(const ItemRef& item) const
{
    switch (item.kind) {
    case ItemKind::Cell:
        return interactive_ || (movesEnabled_ && cellPlaysMove(item.index));
    case ItemKind::Tool:
        return interactive_;
    case ItemKind::Move:
        return movesEnabled_;
    case ItemKind::None:
        break;
    }
    return false;
}

bool BoardWidget::isPressed(const ItemRef& item) const
{
    return pressed_.valid() && pressed_ == item && hovered_ == item;
}

bool BoardWidget::hasFocusRing(const ItemRef& item) const
{
    return focusVisible_ && hasFocus() && focus_ == item;
}

int BoardWidget::previewMove() const
{
    if (hovered_.kind == ItemKind::Move && movesEnabled_)
        return hovered_.index;
    if (focus_.kind == ItemKind::Move && hasFocusRing(focus_) && movesEnabled_)
        return focus_.index;
    return highlightedMove_;
}

void BoardWidget::activate(const ItemRef& item, bool alternate)
{
    finishAnimation();
    if (item.valid() && !itemEnabled(item) && item.kind != ItemKind::Move) {
        emit editRefused();
        return;
    }
    if (!item.valid() || !itemEnabled(item))
        return;
    switch (item.kind) {
    case ItemKind::Cell:
        clickCell(item.index, alternate);
        break;
    case ItemKind::Move:
        if (!alternate)
            emit moveRequested(item.index);
        break;
    case ItemKind::Tool:
        clickTool(item.index, alternate);
        break;
    case ItemKind::None:
        break;
    }
    updateAccessibleDescription();
}

// ---------------------------------------------------------------- keyboard focus

int BoardWidget::focusedCell() const
{
    return focus_.kind == ItemKind::Cell ? focus_.index : -1;
}

void BoardWidget::setFocusedCell(int cell)
{
    if (!itemRect({ItemKind::Cell, cell}).isNull())
        setFocusItem({ItemKind::Cell, cell});
}

QString BoardWidget::focusedItemDescription() const
{
    return focus_.valid() ? itemToolTip(focus_) : QString();
}

void BoardWidget::setFocusItem(const ItemRef& item)
{
    if (item == focus_)
        return;
    focus_ = item;
    updateAccessibleDescription();
    update();
}

void BoardWidget::updateAccessibleDescription()
{
    setAccessibleDescription(focusedItemDescription());
}

// Spatial navigation: the nearest item in the arrow's direction, preferring items in
// line with the current one, as on a remote control.
void BoardWidget::moveFocus(int dx, int dy)
{
    const auto& list = items();
    if (list.isEmpty())
        return;
    const QRectF current = itemRect(focus_);
    if (current.isNull()) {
        setFocusItem(list.front().ref);
        return;
    }
    const QPointF from = current.center();
    const qreal minStep = std::min(current.width(), current.height()) * 0.3;
    const Item* best = nullptr;
    qreal bestScore = std::numeric_limits<qreal>::max();
    for (const Item& it : list) {
        if (it.ref == focus_)
            continue;
        const QPointF d = it.rect.center() - from;
        const qreal along = d.x() * dx + d.y() * dy;
        if (along < minStep)
            continue;
        const qreal across = std::abs(d.x() * dy) + std::abs(d.y() * dx);
        const qreal score = along + 2.5 * across;
        if (score < bestScore) {
            bestScore = score;
            best = &it;
        }
    }
    if (best)
        setFocusItem(best->ref);
}

// ---------------------------------------------------------------- events

bool BoardWidget::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const ItemRef item = itemAt(help->pos());
        if (item.valid())
            QToolTip::showText(help->globalPos(), itemToolTip(item), this,
                               itemRect(item).toAlignedRect());
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

void BoardWidget::paintEvent(QPaintEvent*)
{
    ensureLayout();
    QPainter painter(this);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing |
                           QPainter::SmoothPixmapTransform);
    paintBoard(painter);
}

void BoardWidget::resizeEvent(QResizeEvent* event)
{
    layoutDirty_ = true;
    QWidget::resizeEvent(event);
}

void BoardWidget::changeEvent(QEvent* event)
{
    switch (event->type()) {
    case QEvent::PaletteChange:
    case QEvent::FontChange:
    case QEvent::StyleChange:
    case QEvent::LanguageChange:
        relayout();
        break;
    default:
        break;
    }
    QWidget::changeEvent(event);
}

void BoardWidget::mousePressEvent(QMouseEvent* event)
{
    // Any new input lands a running animation first.
    finishAnimation();
    if (event->button() != Qt::LeftButton && event->button() != Qt::RightButton) {
        QWidget::mousePressEvent(event);
        return;
    }
    pressed_ = itemAt(event->position());
    hovered_ = pressed_;
    focusVisible_ = false;
    if (pressed_.valid())
        setFocusItem(pressed_);
    if (pressed_.kind == ItemKind::Cell && itemEnabled(pressed_) && dragCell_ < 0 &&
        beginCellDrag(pressed_.index, event->button() == Qt::RightButton))
        dragCell_ = pressed_.index;
    update();
    event->accept();
}

void BoardWidget::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton && event->button() != Qt::RightButton) {
        QWidget::mouseReleaseEvent(event);
        return;
    }
    const ItemRef released = itemAt(event->position());
    const ItemRef pressed = pressed_;
    pressed_ = {};
    if (dragCell_ >= 0) {
        // The drag already painted what it crossed (the pressed cell too).
        dragCell_ = -1;
        endCellDrag();
        updateAccessibleDescription();
        update();
        event->accept();
        return;
    }
    if (released.valid() && released == pressed)
        activate(released, event->button() == Qt::RightButton);
    update();
    event->accept();
}

void BoardWidget::mouseDoubleClickEvent(QMouseEvent* event)
{
    // Two quick clicks are two clicks (turn a clock twice), not a double-click.
    mousePressEvent(event);
}

void BoardWidget::mouseMoveEvent(QMouseEvent* event)
{
    const ItemRef over = itemAt(event->position());
    if (dragCell_ >= 0 && over.kind == ItemKind::Cell && over.index != dragCell_ &&
        itemEnabled(over)) {
        dragCell_ = over.index;
        dragOverCell(over.index);
    }
    setHovered(over);
    QWidget::mouseMoveEvent(event);
}

void BoardWidget::leaveEvent(QEvent* event)
{
    setHovered({});
    QWidget::leaveEvent(event);
}

void BoardWidget::setHovered(const ItemRef& item)
{
    if (item == hovered_)
        return;
    hovered_ = item;
    if (item.valid() && itemEnabled(item))
        setCursor(Qt::PointingHandCursor);
    else
        unsetCursor();
    update();
}

void BoardWidget::keyPressEvent(QKeyEvent* event)
{
    finishAnimation();
    switch (event->key()) {
    case Qt::Key_Left:
        moveFocus(-1, 0);
        break;
    case Qt::Key_Right:
        moveFocus(1, 0);
        break;
    case Qt::Key_Up:
        moveFocus(0, -1);
        break;
    case Qt::Key_Down:
        moveFocus(0, 1);
        break;
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Select:
        if (!focus_.valid() && !items().isEmpty())
            setFocusItem(items().front().ref);
        activate(focus_, event->modifiers().testFlag(Qt::ShiftModifier));
        break;
    case Qt::Key_Escape:
        if (cancelPendingEdit()) {
            update();
            break;
        }
        QWidget::keyPressEvent(event);
        return;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    focusVisible_ = true;
    update();
    event->accept();
}

void BoardWidget::focusInEvent(QFocusEvent* event)
{
    if (event->reason() == Qt::TabFocusReason || event->reason() == Qt::BacktabFocusReason)
        focusVisible_ = true;
    if (!focus_.valid() && !items().isEmpty())
        setFocusItem(items().front().ref);
    update();
    QWidget::focusInEvent(event);
}

void BoardWidget::focusOutEvent(QFocusEvent* event)
{
    update();
    QWidget::focusOutEvent(event);
}

QSize BoardWidget::minimumSizeHint() const
{
    return boardMinimumSize();
}

// ---------------------------------------------------------------- colours and drawing

QColor BoardWidget::role(QPalette::ColorRole colorRole) const
{
    return palette().color(QPalette::Active, colorRole);
}

bool BoardWidget::darkTheme() const
{
    return role(QPalette::Window).lightnessF() < 0.5;
}

QColor BoardWidget::accent() const
{
    return role(QPalette::Highlight);
}

QColor BoardWidget::goodColor() const
{
    return darkTheme() ? QColor(0x5c, 0xd6, 0x8a) : QColor(0x1e, 0x8e, 0x4a);
}

QColor BoardWidget::warningColor() const
{
    return darkTheme() ? QColor(0xff, 0x8f, 0x80) : QColor(0xb4, 0x32, 0x1e);
}

QColor BoardWidget::panelColor(qreal depth) const
{
    return mix(role(QPalette::Window), role(QPalette::WindowText),
               (darkTheme() ? 0.07 : 0.045) * depth);
}

QColor BoardWidget::mix(const QColor& a, const QColor& b, qreal t)
{
    const QColor x = a.toRgb();
    const QColor y = b.toRgb();
    return QColor::fromRgbF(float(x.redF() + (y.redF() - x.redF()) * t),
                            float(x.greenF() + (y.greenF() - x.greenF()) * t),
                            float(x.blueF() + (y.blueF() - x.blueF()) * t),
                            float(x.alphaF() + (y.alphaF() - x.alphaF()) * t));
}

QColor BoardWidget::readableTextOn(const QColor& background)
{
    const auto linear = [](double c) {
        return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
    };
    const QColor c = background.toRgb();
    const double luminance =
        0.2126 * linear(c.redF()) + 0.7152 * linear(c.greenF()) + 0.0722 * linear(c.blueF());
    return luminance > 0.36 ? QColor(0x1d, 0x20, 0x26) : QColor(Qt::white);
}

QFont BoardWidget::pixelFont(const QFont& base, qreal pixelSize, bool bold)
{
    QFont font(base);
    font.setPixelSize(std::max(1, qRound(pixelSize)));
    font.setWeight(bold ? QFont::DemiBold : QFont::Normal);
    return font;
}

void BoardWidget::paintSoftShadow(QPainter& painter, const QRectF& rect, qreal radius,
                                  qreal lift) const
{
    if (lift <= 0)
        return;
    const int strength = darkTheme() ? 60 : 26;
    // A few widening translucent layers read as a soft blur without a pixmap effect.
    const auto layers = [&](QPainter& p) {
        p.setPen(Qt::NoPen);
        for (int i = 3; i >= 1; --i) {
            const qreal grow = lift * 0.5 * i;
            p.setBrush(QColor(0, 0, 0, strength / (i + 1)));
            p.drawRoundedRect(rect.translated(0, lift).adjusted(-grow, -grow * 0.5, grow, grow),
                              radius + grow, radius + grow);
        }
    };
    const QTransform world = painter.worldTransform();
    if (world.type() > QTransform::TxTranslate) {
        painter.save();
        layers(painter);
        painter.restore();
        return;
    }
    // Three antialiased translucent shapes per tile are most of a board's paint: each
    // shadow is drawn once into a cached picture, keyed by its size and its offset within
    // a pixel, and copied after that (the boards of a puzzle share a few sizes).
    const QRectF shadow =
        rect.translated(0, lift).adjusted(-1.5 * lift, -0.75 * lift, 1.5 * lift, 1.5 * lift);
    const QRectF onDevice = world.mapRect(shadow);
    const QPointF origin(std::floor(onDevice.left()), std::floor(onDevice.top()));
    const QPointF fraction = onDevice.topLeft() - origin;
    const qreal dpr = painter.device() ? painter.device()->devicePixelRatioF() : 1.0;
    const auto quarter = [](qreal v) { return qRound(v * 4); };
    const QString key = QStringLiteral("pl-shadow/%1/%2/%3/%4/%5/%6/%7/%8")
                            .arg(quarter(rect.width()))
                            .arg(quarter(rect.height()))
                            .arg(quarter(radius))
                            .arg(quarter(lift))
                            .arg(quarter(fraction.x()))
                            .arg(quarter(fraction.y()))
                            .arg(strength)
                            .arg(dpr);
    QPixmap picture;
    if (!QPixmapCache::find(key, &picture)) {
        const QSizeF logical(std::ceil(onDevice.width() + fraction.x()) + 1,
                             std::ceil(onDevice.height() + fraction.y()) + 1);
        QImage image((logical * dpr).toSize(), QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(dpr);
        image.fill(Qt::transparent);
        {
            QPainter p(&image);
            p.setRenderHint(QPainter::Antialiasing);
            p.translate(fraction - shadow.topLeft());
            layers(p);
        }
        picture = QPixmap::fromImage(image);
        QPixmapCache::insert(key, picture);
    }
    painter.save();
    painter.setWorldTransform(QTransform());
    painter.drawPixmap(origin, picture);
    painter.restore();
}

void BoardWidget::paintFocusRing(QPainter& painter, const QRectF& rect, bool round,
                                 qreal radius) const
{
    painter.save();
    const qreal w = std::max(2.0, std::min(rect.width(), rect.height()) * 0.045);
    QPen pen(accent(), w);
    painter.setPen(pen);
    painter.setBrush(Qt::NoBrush);
    const QRectF r = rect.adjusted(-w * 1.6, -w * 1.6, w * 1.6, w * 1.6);
    if (round) {
        painter.drawEllipse(r);
    } else {
        const qreal rr = radius >= 0 ? radius + w * 1.6 : std::min(r.width(), r.height()) * 0.2;
        painter.drawRoundedRect(r, rr, rr);
    }
    painter.restore();
}

void BoardWidget::paintButton(QPainter& painter, const ItemRef& item, const QRectF& rect,
                              const ButtonLook& look) const
{
    const bool enabled = itemEnabled(item);
    const bool hover = enabled && isHovered(item);
    const bool down = enabled && isPressed(item);
    const bool strong = look.highlighted;
    const qreal radius = std::min(std::min(rect.width(), rect.height()) * 0.22, 10.0);

    QColor bg = role(QPalette::Button);
    QColor border = mix(bg, role(QPalette::ButtonText), darkTheme() ? 0.22 : 0.26);
    QColor fg = role(QPalette::ButtonText);
    qreal borderWidth = std::max(1.0, rect.height() * 0.018);
    if (look.checked && !strong) {
        // Chosen, not "active": the content (a colour swatch) must stay readable.
        bg = mix(bg, accent(), down ? 0.3 : (hover ? 0.22 : 0.16));
        border = accent();
        borderWidth = std::max(2.0, rect.height() * 0.045);
    } else if (strong) {
        bg = accent();
        border = accent().darker(118);
        fg = role(QPalette::HighlightedText);
        if (hover)
            bg = bg.lighter(108);
    } else if (down) {
        bg = mix(bg, accent(), 0.32);
        border = accent();
    } else if (hover) {
        bg = mix(bg, accent(), 0.13);
        border = mix(border, accent(), 0.7);
    }

    painter.save();
    if (!enabled)
        painter.setOpacity(0.45);
    if (enabled && !down)
        paintSoftShadow(painter, rect, radius, std::max(1.0, rect.height() * 0.035));
    QLinearGradient fill(rect.topLeft(), rect.bottomLeft());
    fill.setColorAt(0, bg.lighter(darkTheme() ? 112 : 103));
    fill.setColorAt(1, bg.darker(darkTheme() ? 102 : 104));
    painter.setBrush(fill);
    painter.setPen(QPen(border, borderWidth));
    const QRectF body = rect.translated(0, down ? rect.height() * 0.02 : 0);
    const qreal inset = borderWidth / 2;
    painter.drawRoundedRect(body.adjusted(inset, inset, -inset, -inset), radius, radius);

    if (look.content) {
        look.content(painter, body, fg);
    } else if (!look.title.isEmpty()) {
        painter.setPen(fg);
        const qreal h = body.height();
        const qreal w = body.width();
        const QFont titleFont = pixelFont(font(), std::min(h * 0.46, w * 0.5), true);
        const QFont sideTitleFont = pixelFont(font(), h * 0.46, true);
        QFont subFont = pixelFont(font(), std::clamp(h * 0.24, 8.0, 28.0));
        qreal subW = QFontMetricsF(subFont).horizontalAdvance(look.subtitle);
        const qreal sideTitleW = QFontMetricsF(sideTitleFont).horizontalAdvance(look.title);
        const qreal spacing = h * 0.3;
        const qreal groupW = sideTitleW + spacing + subW;
        const bool beside = !look.subtitle.isEmpty() && w >= h * 2.2 && groupW <= w - h * 0.5;
        bool below = false;
        if (!beside && !look.subtitle.isEmpty() && h >= 34) {
            // Under the title, shrunk a little if that is what it takes to fit.
            if (subW > w * 0.88) {
                const int px = int(subFont.pixelSize() * w * 0.88 / subW);
                subFont.setPixelSize(px);
                subW = QFontMetricsF(subFont).horizontalAdvance(look.subtitle);
            }
            below = subFont.pixelSize() >= 8 && subW <= w * 0.9;
        }
        // Too narrow for the whole caption beside the title and too low for it below:
        // the caption cut short with an ellipsis ("Rotate mi…"), when enough of it is left
        // to read, rather than a button without one while its neighbours have theirs.
        QString shortened;
        if (!beside && !below && !look.subtitle.isEmpty() && w >= h * 2.2) {
            const qreal room = w - h * 0.5 - sideTitleW - spacing;
            shortened = QFontMetricsF(subFont).elidedText(look.subtitle, Qt::ElideRight, room);
            if (shortened.size() < 5 || shortened == look.subtitle)
                shortened.clear();
        }
        if (!shortened.isEmpty()) {
            const qreal shortW = QFontMetricsF(subFont).horizontalAdvance(shortened);
            const qreal x = body.center().x() - (sideTitleW + spacing + shortW) / 2;
            painter.setFont(sideTitleFont);
            painter.drawText(QRectF(x, body.top(), sideTitleW, h), Qt::AlignCenter, look.title);
            painter.setFont(subFont);
            painter.drawText(QRectF(x + sideTitleW + spacing, body.top(), shortW + 2, h),
                             Qt::AlignVCenter | Qt::AlignLeft, shortened);
        } else if (beside) {
            // Title and subtitle centred together as one group.
            const qreal x = body.center().x() - groupW / 2;
            painter.setFont(sideTitleFont);
            painter.drawText(QRectF(x, body.top(), sideTitleW, h), Qt::AlignCenter, look.title);
            painter.setFont(subFont);
            painter.drawText(QRectF(x + sideTitleW + spacing, body.top(), subW + 2, h),
                             Qt::AlignVCenter | Qt::AlignLeft, look.subtitle);
        } else if (below) {
            painter.setFont(pixelFont(font(), h * 0.38, true));
            painter.drawText(QRectF(body.left(), body.top() + h * 0.06, w, h * 0.52),
                             Qt::AlignHCenter | Qt::AlignBottom, look.title);
            painter.setFont(subFont);
            QColor sub = fg;
            sub.setAlphaF(0.78f);
            painter.setPen(sub);
            painter.drawText(QRectF(body.left(), body.top() + h * 0.58, w, h * 0.36),
                             Qt::AlignHCenter | Qt::AlignTop, look.subtitle);
        } else {
            QFont f = titleFont;
            // Long titles ("Cycle") shrink to fit instead of being clipped.
            const qreal advance = QFontMetricsF(f).horizontalAdvance(look.title);
            if (advance > w * 0.82)
                f.setPixelSize(std::max(1, int(f.pixelSize() * w * 0.82 / advance)));
            painter.setFont(f);
            painter.drawText(body, Qt::AlignCenter, look.title);
        }
    }
    painter.restore();
    if (hasFocusRing(item))
        paintFocusRing(painter, rect, false, radius);
}

}  // namespace pl
