// A row of widgets that stacks them one under another while it is narrower than their
// natural widths side by side, so a narrow window (800x600, issue 23 point 15) shows
// whole words instead of "Export…ution".
#pragma once

#include <functional>

#include <QBoxLayout>
#include <QObject>
#include <QPointer>

class QEvent;

namespace pl {

class WrapRow : public QObject {
public:
    // `row` must belong to a layout of `host` (or of one of its children); the row
    // follows host's size from now on. `stackedChanged`, when given, is told each time
    // the row stacks or unstacks (to turn a layout inside it the other way, say).
    WrapRow(QBoxLayout* row, QWidget* host, std::function<void(bool)> stackedChanged = {});

    // The widths the row's items want side by side, spacing included (items whose
    // widgets are hidden left out); `wanted`, when set, says it instead.
    [[nodiscard]] int wantedWidth() const;
    void setWantedWidth(std::function<int()> wanted) { wanted_ = std::move(wanted); }
    [[nodiscard]] bool stacked() const { return row_->direction() == QBoxLayout::TopToBottom; }
    // Stacks or unstacks the row for the width it has now.
    void update();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QBoxLayout* row_;
    QPointer<QWidget> host_;
    std::function<void(bool)> stackedChanged_;
    std::function<int()> wanted_;
};

}  // namespace pl
