#include "library_panel.h"

#include <QApplication>
#include <QEvent>
#include <QItemSelectionModel>
#include <QKeyEvent>
#include <QLineEdit>
#include <QListView>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QResizeEvent>
#include <QStyledItemDelegate>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

#include "models/library_model.h"
#include "ui/definition_board.h"

namespace pl {

namespace {

constexpr int kPad = 6;         // around an item's content and between its parts
constexpr int kGap = 2;         // between the name and the description
constexpr int kHeadingTop = 8;  // space above a heading (except the first)

QFont nameFont(QFont f)
{
    f.setBold(true);
    return f;
}

QFont headingFont(QFont f)
{
    f.setBold(true);
    f.setCapitalization(QFont::AllUppercase);
    f.setLetterSpacing(QFont::PercentageSpacing, 105);
    if (f.pointSizeF() > 0)
        f.setPointSizeF(f.pointSizeF() * 0.85);
    else if (f.pixelSize() > 0)
        f.setPixelSize(std::max(8, f.pixelSize() * 85 / 100));
    return f;
}

// The board is drawn at this size, then cut and scaled down.
constexpr QSize kBoardCanvas(400, 400);

}  // namespace

// ------------------------------------------------------------------ delegate

class LibraryPanel::Delegate : public QStyledItemDelegate {
public:
    explicit Delegate(LibraryPanel* panel) : QStyledItemDelegate(panel), panel_(panel) {}

    // True when the row starts a group in the (filtered) list the view shows.
    static bool startsGroup(const QModelIndex& index)
    {
        if (index.row() == 0)
            return true;
        const QModelIndex above = index.sibling(index.row() - 1, 0);
        return above.data(LibraryModel::GroupRole) != index.data(LibraryModel::GroupRole);
    }

    static int headingHeight(const QStyleOptionViewItem& option, const QModelIndex& index)
    {
        if (!startsGroup(index))
            return 0;
        const int top = index.row() == 0 ? 2 : kHeadingTop;
        return top + QFontMetrics(headingFont(option.font)).height() + 4;
    }

    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override
    {
        const int width = textWidth(option);
        const int text = nameRect(option, index, width).height() + kGap +
                         descriptionRect(option, index, width).height();
        const int body = std::max(panel_->thumbnailSide(), text) + 2 * kPad;
        return {width + panel_->thumbnailSide() + 3 * kPad, headingHeight(option, index) + body};
    }

    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override
    {
        const QWidget* widget = option.widget;
        QStyle* style = widget ? widget->style() : QApplication::style();
        const QPalette::ColorGroup cg =
            option.state.testFlag(QStyle::State_Active) ? QPalette::Active : QPalette::Inactive;
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setRenderHint(QPainter::TextAntialiasing);

        // The heading: the group's name over a thin rule, outside the item's background.
        QRect item = option.rect;
        if (const int h = headingHeight(option, index); h > 0) {
            const QRect heading(item.left() + kPad, item.top(), item.width() - 2 * kPad, h - 3);
            painter->setFont(headingFont(option.font));
            QColor ink = option.palette.color(cg, QPalette::WindowText);
            ink.setAlphaF(0.7f);
            painter->setPen(ink);
            painter->drawText(heading, Qt::AlignLeft | Qt::AlignBottom,
                              index.data(LibraryModel::GroupNameRole).toString());
            QColor rule = ink;
            rule.setAlphaF(0.25f);
            painter->setPen(QPen(rule, 1));
            painter->drawLine(QPointF(heading.left(), item.top() + h - 1.5),
                              QPointF(heading.right(), item.top() + h - 1.5));
            item.setTop(item.top() + h);
        }

        QStyleOptionViewItem plain = option;
        initStyleOption(&plain, index);
        plain.rect = item;
        plain.text.clear();
        plain.icon = QIcon();
        plain.state &= ~QStyle::State_HasFocus;
        style->drawPrimitive(QStyle::PE_PanelItemViewItem, &plain, painter, widget);

        const bool selected = option.state.testFlag(QStyle::State_Selected);
        const QColor text =
            option.palette.color(cg, selected ? QPalette::HighlightedText : QPalette::Text);
        QColor dim = text;
        dim.setAlphaF(selected ? 0.85f : 0.65f);

        // The drawing, on a card of the base colour so it reads on the selection too.
        const int side = panel_->thumbnailSide();
        const QRect thumb(item.left() + kPad, item.top() + kPad, side, side);
        const qreal dpr = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
        const QSize pixels(int(std::ceil(side * dpr)), int(std::ceil(side * dpr)));
        QPixmap picture =
            panel_->thumbnailForPaint(index.data(LibraryModel::KeyRole).toString(), pixels);
        QPainterPath card;
        card.addRoundedRect(QRectF(thumb).adjusted(0.5, 0.5, -0.5, -0.5), 4, 4);
        painter->fillPath(card, option.palette.color(cg, QPalette::Base));
        if (!picture.isNull()) {
            picture.setDevicePixelRatio(dpr);
            painter->drawPixmap(thumb, picture);
        }
        QColor edge = option.palette.color(cg, QPalette::WindowText);
        edge.setAlphaF(0.2f);
        painter->setPen(QPen(edge, 1));
        painter->drawPath(card);

        // The name and the description, wrapped to the width sizeHint() used.
        const int width = textWidth(option);
        const int left = thumb.right() + 1 + 2 * kPad;
        const QRect named = nameRect(option, index, width);
        const QRect described = descriptionRect(option, index, width);
        const int nameH = named.height();
        const int textH = nameH + kGap + described.height();
        const int top = item.top() + kPad + std::max(0, (side - textH) / 2);
        painter->setFont(nameFont(option.font));
        painter->setPen(text);
        painter->drawText(named.translated(left, top), Qt::TextWordWrap, index.data().toString());
        painter->setFont(option.font);
        painter->setPen(dim);
        painter->drawText(described.translated(left, top + nameH + kGap), Qt::TextWordWrap,
                          index.data(LibraryModel::DescriptionRole).toString());

        // The keyboard focus: a dashed ring inside the item, visible on the selection too.
        if (option.state.testFlag(QStyle::State_HasFocus)) {
            painter->setPen(QPen(selected ? text : option.palette.color(cg, QPalette::Highlight),
                                 1.5, Qt::DashLine));
            painter->setBrush(Qt::NoBrush);
            painter->drawRoundedRect(QRectF(item).adjusted(2.5, 2.5, -2.5, -2.5), 3, 3);
        }
        painter->restore();
    }

private:
    // The width left for the text: the viewport less the thumbnail and the paddings.
    int textWidth(const QStyleOptionViewItem& option) const
    {
        const auto* view = qobject_cast<const QListView*>(option.widget);
        const int available =
            view ? view->viewport()->width() - 2 * view->spacing() : option.rect.width();
        return std::max(60, available - panel_->thumbnailSide() - 3 * kPad);
    }
    static QRect nameRect(const QStyleOptionViewItem& option, const QModelIndex& index, int width)
    {
        const QFontMetrics metrics(nameFont(option.font));
        const QRect r = metrics.boundingRect(QRect(0, 0, width, 100000), Qt::TextWordWrap,
                                             index.data().toString());
        return {0, 0, width, std::max(r.height(), metrics.height())};
    }
    static QRect descriptionRect(const QStyleOptionViewItem& option, const QModelIndex& index,
                                 int width)
    {
        const QString text = index.data(LibraryModel::DescriptionRole).toString();
        if (text.isEmpty())
            return {};
        const QRect r = QFontMetrics(option.font)
                            .boundingRect(QRect(0, 0, width, 100000), Qt::TextWordWrap, text);
        return {0, 0, width, r.height()};
    }

    LibraryPanel* panel_;
};

// ------------------------------------------------------------------ list view

class LibraryPanel::ListView : public QListView {
public:
    using QListView::QListView;

    void setPlaceholder(const QString& text)
    {
        if (text == placeholder_)
            return;
        placeholder_ = text;
        viewport()->update();
    }
    [[nodiscard]] const QString& placeholder() const { return placeholder_; }

protected:
    // The rows wrap their text to the viewport's width, which also changes when the
    // scroll bar comes or goes (the view itself keeps its size, so Adjust misses it).
    bool viewportEvent(QEvent* event) override
    {
        if (event->type() == QEvent::Resize) {
            const auto* resize = static_cast<QResizeEvent*>(event);
            if (resize->size().width() != resize->oldSize().width())
                scheduleDelayedItemsLayout();
        }
        return QListView::viewportEvent(event);
    }
    void paintEvent(QPaintEvent* event) override
    {
        QListView::paintEvent(event);
        if (placeholder_.isEmpty())
            return;
        QPainter p(viewport());
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(viewport()->rect().adjusted(12, 24, -12, -12),
                   Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, placeholder_);
    }
    // A press on a group's heading chooses nothing (the heading is no part of the row).
    void mousePressEvent(QMouseEvent* event) override
    {
        if (onHeading(event->position().toPoint())) {
            event->accept();
            return;
        }
        QListView::mousePressEvent(event);
    }
    void mouseDoubleClickEvent(QMouseEvent* event) override
    {
        if (onHeading(event->position().toPoint())) {
            event->accept();
            return;
        }
        QListView::mouseDoubleClickEvent(event);
    }
    void mouseMoveEvent(QMouseEvent* event) override
    {
        // Dragging with the button down would select rows as it passes them.
        if (event->buttons() != Qt::NoButton && onHeading(event->position().toPoint())) {
            event->accept();
            return;
        }
        QListView::mouseMoveEvent(event);
    }

private:
    bool onHeading(QPoint pos) const
    {
        const QModelIndex index = indexAt(pos);
        if (!index.isValid())
            return false;
        QStyleOptionViewItem option;
        initViewItemOption(&option);
        return pos.y() < visualRect(index).top() + Delegate::headingHeight(option, index);
    }

    QString placeholder_;
};

// ------------------------------------------------------------------ panel

LibraryPanel::LibraryPanel(QWidget* parent) : QWidget(parent)
{
    setMinimumWidth(200);
    setMaximumWidth(340);
    model_ = new LibraryModel(this);
    proxy_ = new LibraryFilterModel(this);
    proxy_->setSourceModel(model_);

    filter_ = new QLineEdit(this);
    filter_->setObjectName(QStringLiteral("libraryFilter"));
    filter_->setClearButtonEnabled(true);
    filter_->installEventFilter(this);

    list_ = new ListView(this);
    list_->setObjectName(QStringLiteral("libraryList"));
    list_->setModel(proxy_);
    list_->setItemDelegate(new Delegate(this));
    list_->setSelectionMode(QAbstractItemView::SingleSelection);
    list_->setResizeMode(QListView::Adjust);
    list_->setUniformItemSizes(false);
    list_->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    list_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    list_->setTextElideMode(Qt::ElideRight);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    layout->addWidget(filter_);
    layout->addWidget(list_, 1);
    setFocusProxy(list_);

    drawTimer_ = new QTimer(this);
    drawTimer_->setInterval(0);
    connect(drawTimer_, &QTimer::timeout, this, &LibraryPanel::drawNextThumbnail);

    connect(filter_, &QLineEdit::textChanged, this, &LibraryPanel::applyFilter);
    connect(filter_, &QLineEdit::returnPressed, this, [this] {
        if (proxy_->rowCount() == 1)
            setCurrent(proxy_->index(0, 0).data(LibraryModel::KeyRole).toString());
    });
    // The selected row is the choice (a click, an arrow key, Space): not the current
    // index alone, which Qt also sets without selecting when the list takes the focus.
    connect(list_->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            [this] { selectionChanged(); });
    // Rows that come and go under the view (the filter, new entries) move Qt's current
    // index by themselves: put it back where the panel's current key is.
    for (auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved})
        connect(proxy_, signal, this, [this] {
            if (!syncing_)
                showCurrent();
            updatePlaceholder();
        });
    connect(proxy_, &QAbstractItemModel::modelReset, this, [this] {
        showCurrent();
        updatePlaceholder();
    });
    retranslate();
}

LibraryPanel::~LibraryPanel() = default;

QListView* LibraryPanel::listView() const
{
    return list_;
}

void LibraryPanel::retranslate()
{
    filter_->setPlaceholderText(tr("Filter puzzles"));
    filter_->setAccessibleName(tr("Filter puzzles"));
    filter_->setToolTip(tr("Shows the puzzles whose name, description or key contains the text"));
    list_->setAccessibleName(tr("Puzzles"));
    updatePlaceholder();
    // The headings are the model's translated words: laid out and drawn again.
    list_->doItemsLayout();
    list_->viewport()->update();
}

void LibraryPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void LibraryPanel::setEntries(std::vector<std::shared_ptr<const PuzzleEntry>> entries)
{
    syncing_ = true;
    model_->setEntries(std::move(entries));
    syncing_ = false;
    // Thumbnails of entries that went (or were replaced) are no longer wanted.
    QHash<QString, QPixmap> kept;
    for (const auto& e : model_->entries()) {
        const QString prefix = QString::fromStdString(e->key() + '|' + e->sha256 + '|');
        for (auto it = thumbnails_.cbegin(); it != thumbnails_.cend(); ++it)
            if (it.key().startsWith(prefix))
                kept.insert(it.key(), it.value());
    }
    thumbnails_ = std::move(kept);
    if (!currentKey_.isEmpty() && model_->rowOfKey(currentKey_) < 0) {
        currentKey_.clear();
        showCurrent();
        emit currentKeyChanged(currentKey_);
    } else {
        showCurrent();
    }
    updatePlaceholder();
    list_->viewport()->update();
}

bool LibraryPanel::selectKey(const QString& key)
{
    if (model_->rowOfKey(key) < 0)
        return false;
    if (!proxy_->mapFromSource(model_->index(model_->rowOfKey(key))).isValid())
        filter_->clear();
    setCurrent(key);
    return true;
}

void LibraryPanel::setCurrent(const QString& key)
{
    const bool changed = key != currentKey_;
    currentKey_ = key;
    showCurrent();
    if (changed)
        emit currentKeyChanged(currentKey_);
}

void LibraryPanel::showCurrent()
{
    const int row = currentKey_.isEmpty() ? -1 : model_->rowOfKey(currentKey_);
    const QModelIndex index = row < 0 ? QModelIndex() : proxy_->mapFromSource(model_->index(row));
    QItemSelectionModel* selection = list_->selectionModel();
    const bool was = syncing_;
    syncing_ = true;
    if (index.isValid()) {
        selection->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect);
        list_->scrollTo(index);
    } else {
        selection->clear();
    }
    syncing_ = was;
}

void LibraryPanel::selectionChanged()
{
    if (syncing_)
        return;
    const QModelIndexList selected = list_->selectionModel()->selectedIndexes();
    if (selected.size() == 1)
        setCurrent(selected.front().data(LibraryModel::KeyRole).toString());
}

void LibraryPanel::applyFilter(const QString& text)
{
    syncing_ = true;
    proxy_->setFilterText(text);
    syncing_ = false;
    showCurrent();
    updatePlaceholder();
    list_->doItemsLayout();  // headings depend on the rows above
}

void LibraryPanel::enterList()
{
    if (proxy_->rowCount() == 0)
        return;
    if (list_->selectionModel()->selectedIndexes().isEmpty())
        setCurrent(proxy_->index(0, 0).data(LibraryModel::KeyRole).toString());
    list_->setFocus(Qt::TabFocusReason);
}

bool LibraryPanel::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == filter_ && event->type() == QEvent::KeyPress) {
        const auto* key = static_cast<QKeyEvent*>(event);
        if (key->modifiers() == Qt::NoModifier || key->modifiers() == Qt::KeypadModifier) {
            if (key->key() == Qt::Key_Down || key->key() == Qt::Key_PageDown) {
                enterList();
                return true;
            }
            if (key->key() == Qt::Key_Escape && !filter_->text().isEmpty()) {
                filter_->clear();
                return true;
            }
        }
    }
    return QWidget::eventFilter(watched, event);
}

void LibraryPanel::updatePlaceholder()
{
    list_->setPlaceholder(proxy_->rowCount() == 0 && model_->rowCount() > 0
                              ? tr("No puzzle matches \"%1\"").arg(proxy_->filterText())
                              : QString());
}

QString LibraryPanel::placeholderText() const
{
    return list_->placeholder();
}

// ------------------------------------------------------------------ thumbnails

void LibraryPanel::setThumbnailProvider(ThumbnailProvider provider)
{
    provider_ = std::move(provider);
    thumbnails_.clear();
    list_->viewport()->update();
}

void LibraryPanel::setThumbnailSide(int side)
{
    side = std::clamp(side, 16, 512);
    if (side == thumbnailSide_)
        return;
    thumbnailSide_ = side;
    list_->doItemsLayout();
    list_->viewport()->update();
}

QPixmap LibraryPanel::thumbnail(const QString& key, QSize size) const
{
    const auto entry = model_->entryAt(model_->rowOfKey(key));
    if (!entry || size.isEmpty())
        return {};
    const QString cached = cacheKey(*entry, size);
    if (const auto it = thumbnails_.constFind(cached); it != thumbnails_.cend())
        return *it;
    QPixmap drawn = provider_ ? provider_(*entry, size) : QPixmap();
    if (drawn.isNull())
        drawn = definitionThumbnail(*entry, size);
    if (drawn.size() != size) {
        // Whatever the provider gave, fitted into exactly the size asked for.
        QPixmap fitted(size);
        fitted.fill(Qt::transparent);
        const QPixmap scaled = drawn.scaled(size, Qt::KeepAspectRatio, Qt::SmoothTransformation);
        QPainter p(&fitted);
        p.drawPixmap((size.width() - scaled.width()) / 2, (size.height() - scaled.height()) / 2,
                     scaled);
        p.end();
        drawn = fitted;
    }
    thumbnails_.insert(cached, drawn);
    return drawn;
}

QString LibraryPanel::cacheKey(const PuzzleEntry& entry, QSize size)
{
    return QString::fromStdString(entry.key() + '|' + entry.sha256 + '|') +
           QString::number(size.width()) + QLatin1Char('x') + QString::number(size.height());
}

QPixmap LibraryPanel::thumbnailForPaint(const QString& key, QSize size) const
{
    const auto entry = model_->entryAt(model_->rowOfKey(key));
    if (!entry || size.isEmpty())
        return {};
    if (const auto it = thumbnails_.constFind(cacheKey(*entry, size)); it != thumbnails_.cend())
        return *it;
    const auto request = std::make_pair(key, size);
    if (std::find(pending_.begin(), pending_.end(), request) == pending_.end())
        pending_.push_back(request);
    drawTimer_->start();
    return {};
}

void LibraryPanel::drawNextThumbnail()
{
    if (pending_.empty()) {
        drawTimer_->stop();
        return;
    }
    const auto [key, size] = pending_.front();
    pending_.pop_front();
    (void)thumbnail(key, size);
    list_->viewport()->update();
    if (pending_.empty())
        drawTimer_->stop();
}

void LibraryPanel::drawPendingThumbnails()
{
    while (!pending_.empty())
        drawNextThumbnail();
}

QPixmap LibraryPanel::definitionThumbnail(const PuzzleEntry& entry, QSize size)
{
    if (size.isEmpty() || !entry.rules)
        return {};
    DefinitionBoard board(entry.rules);
    board.setAnimationDuration(0);
    return boardThumbnail(board, entry.rules->cellCount(), size);
}

QPixmap LibraryPanel::boardThumbnail(BoardWidget& board, int cellCount, QSize size)
{
    if (size.isEmpty())
        return {};
    // Drawn large (pen widths and margins are made for a board of that size), then cut
    // to the cells: move handles, the button row and the goal beside would leave the
    // puzzle itself too small to read in a thumbnail.
    board.setAttribute(Qt::WA_DontShowOnScreen);
    board.resize(kBoardCanvas);
    QPixmap full(kBoardCanvas);
    full.fill(Qt::transparent);
    board.render(&full, QPoint(), QRegion(), QWidget::DrawChildren);
    QRect cells;
    for (int c = 0; c < cellCount; ++c)
        cells |= board.cellRect(c);
    if (cells.isEmpty())
        cells = full.rect();
    const int margin = std::max(3, std::max(cells.width(), cells.height()) / 25);
    cells = cells.adjusted(-margin, -margin, margin, margin) & full.rect();
    // The cut fitted into exactly `size`, centred.
    const QPixmap scaled =
        full.copy(cells).scaled(size, Qt::KeepAspectRatio, Qt::SmoothTransformation);
    QPixmap out(size);
    out.fill(Qt::transparent);
    QPainter p(&out);
    p.drawPixmap((size.width() - scaled.width()) / 2, (size.height() - scaled.height()) / 2,
                 scaled);
    p.end();
    return out;
}

}  // namespace pl
