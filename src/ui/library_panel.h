// The library to browse (issue 13): a filter box over a list of every registered
// puzzle, grouped, each drawn with a small picture of its start position, its name and
// its one-line description.
#pragma once

#include <QHash>
#include <QPixmap>
#include <QSize>
#include <QString>
#include <QWidget>
#include <deque>
#include <functional>
#include <memory>
#include <vector>

#include "core/registry.h"

class QLineEdit;
class QListView;
class QTimer;

namespace pl {

class BoardWidget;
class LibraryModel;
class LibraryFilterModel;

// The panel keeps a current key: the puzzle the person chose (by click, arrow keys,
// Enter on the only match of the filter, or selectKey()). It changes only by those, and
// each change is announced once with currentKeyChanged(). Typing in the filter never
// chooses another puzzle: when the filter hides the current one the list shows no
// selection, the current key stays, and it is selected again when the filter shows it.
//
// Keys: Down (or Page Down) in the filter box moves into the list (to the current
// puzzle, else the first one shown, which then becomes current); Enter there chooses the
// only match; Escape clears the filter.
//
// The heading of each group is drawn above the group's first row (of the filtered
// list) by the delegate: it is not a row, takes no selection, and a click on it does
// nothing.
class LibraryPanel : public QWidget {
    Q_OBJECT
public:
    // Draws a puzzle's start position into a pixmap of (about) the given size in device
    // pixels. A null pixmap means "use the default drawing".
    using ThumbnailProvider = std::function<QPixmap(const PuzzleEntry&, QSize)>;

    explicit LibraryPanel(QWidget* parent = nullptr);
    ~LibraryPanel() override;

    // The puzzles listed (the registry's entries, in registry order; the model groups
    // them). The current key stays current when it is still listed; otherwise there is
    // no current key and currentKeyChanged(QString()) is emitted.
    void setEntries(std::vector<std::shared_ptr<const PuzzleEntry>> entries);

    // Makes `key` current (clearing the filter if it hides it) and emits
    // currentKeyChanged() when that changes it. False (nothing changes) for an unknown key.
    bool selectKey(const QString& key);
    [[nodiscard]] QString currentKey() const { return currentKey_; }

    // Replaces the default drawing (a DefinitionBoard rendered offscreen) for every
    // thumbnail; an empty function restores the default. Drawn thumbnails are dropped.
    void setThumbnailProvider(ThumbnailProvider provider);
    // The thumbnail of `key` at exactly `size` pixels, drawn once per entry and size and
    // then cached (a null pixmap for an unknown key or an empty size).
    [[nodiscard]] QPixmap thumbnail(const QString& key, QSize size) const;
    // The list draws its thumbnails one at a time from the event loop (each takes a few
    // milliseconds; all at once would stall the first showing of the list): a row whose
    // thumbnail is not drawn yet shows an empty card until it is.
    [[nodiscard]] int pendingThumbnails() const { return int(pending_.size()); }
    // Draws the waiting ones now (before a screenshot, say).
    void drawPendingThumbnails();
    // The default drawing: the puzzle's board at its start position, exactly `size`.
    [[nodiscard]] static QPixmap definitionThumbnail(const PuzzleEntry& entry, QSize size);
    // Any board (a contest puzzle's own skin, say) drawn the same way: rendered offscreen
    // at 400x400, cut to its cells 0..cellCount-1 (without the move handles and buttons
    // around them) and fitted into exactly `size`. Resizes `board`; use a board of its own.
    [[nodiscard]] static QPixmap boardThumbnail(BoardWidget& board, int cellCount, QSize size);

    // The side of the square thumbnails in the list, in logical pixels (default 72).
    void setThumbnailSide(int side);
    [[nodiscard]] int thumbnailSide() const { return thumbnailSide_; }

    // The text the list shows instead of rows ("No puzzle matches"), empty when it
    // shows rows.
    [[nodiscard]] QString placeholderText() const;

    // About 300 pixels wide: a thumbnail and two or three words a line beside it.
    QSize sizeHint() const override { return {300, 600}; }

    [[nodiscard]] QLineEdit* filterEdit() const { return filter_; }
    [[nodiscard]] QListView* listView() const;
    [[nodiscard]] LibraryModel* model() const { return model_; }
    [[nodiscard]] LibraryFilterModel* filterModel() const { return proxy_; }

signals:
    void currentKeyChanged(const QString& key);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void applyFilter(const QString& text);
    void showCurrent();  // selects currentKey_ in the view (or nothing), without signals
    void setCurrent(const QString& key);
    void selectionChanged();
    void enterList();
    void retranslate();
    void updatePlaceholder();
    // The cached thumbnail, or null after asking for it to be drawn soon.
    [[nodiscard]] QPixmap thumbnailForPaint(const QString& key, QSize size) const;
    void drawNextThumbnail();
    [[nodiscard]] static QString cacheKey(const PuzzleEntry& entry, QSize size);

    class ListView;
    class Delegate;

    LibraryModel* model_ = nullptr;
    LibraryFilterModel* proxy_ = nullptr;
    QLineEdit* filter_ = nullptr;
    ListView* list_ = nullptr;
    QString currentKey_;
    bool syncing_ = false;  // the view's current index is being set by the panel itself
    ThumbnailProvider provider_;
    int thumbnailSide_ = 72;
    mutable QHash<QString, QPixmap> thumbnails_;
    mutable std::deque<std::pair<QString, QSize>> pending_;  // keys and sizes to draw
    QTimer* drawTimer_ = nullptr;
};

}  // namespace pl
