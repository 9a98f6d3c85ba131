#pragma once

#include <QDialog>

#include <memory>

#include "core/engine.h"
#include "core/registry.h"

class QTextBrowser;

namespace pl {

// Help > Rules (issue 13): the selected puzzle's name, description, rules and source as
// its definition writes them, then the facts the program works out from the definition
// (PuzzleFacts). Non-modal and resizable: it stays open beside the window and follows
// the puzzle it is given. The text can be selected and copied; it links nowhere.
class RulesDialog : public QDialog {
    Q_OBJECT
public:
    explicit RulesDialog(QWidget* parent = nullptr);
    ~RulesDialog() override;

    // Shows `entry` (nullptr: says that no puzzle is chosen). The engines are those that
    // fit `options` (the window's memory limit).
    void setEntry(std::shared_ptr<const PuzzleEntry> entry, const EngineOptions& options = {});
    [[nodiscard]] const std::shared_ptr<const PuzzleEntry>& entry() const { return entry_; }

    // What the dialog shows, as plain text (for tests and for copying all of it).
    [[nodiscard]] QString plainText() const;

    QSize sizeHint() const override { return {600, 680}; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void refresh();

    QTextBrowser* text_ = nullptr;
    std::shared_ptr<const PuzzleEntry> entry_;
    EngineOptions options_;
};

}  // namespace pl
