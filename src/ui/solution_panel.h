#pragma once

#include <memory>

#include <QListView>
#include <QString>
#include <QWidget>

#include "core/puzzle.h"

class QAction;
class QComboBox;
class QLabel;
class QProgressBar;
class QSlider;
class QToolButton;

namespace Ui {
class SolutionPanel;
}

namespace pl {

class WrapRow;

// The move list: asks for only a couple of rows of room, so the panel fits short
// windows; the layout gives it whatever height is left over.
class MoveListView : public QListView {
    Q_OBJECT
public:
    using QListView::QListView;
    QSize sizeHint() const override;

protected:
    // Empty, the list says what it is for; focused with no current move (empty, or
    // at the start of a solution), it draws a focus ring, so the focus is never
    // invisible.
    void paintEvent(QPaintEvent* event) override;
};

// The right-hand side of the main window (forms/solutionpanel.ui): engine choice,
// Solve / Stop and why the position cannot be solved; then the outcome (or the live
// progress of the search) over the move list with the playback controls and speed;
// then, folded behind a Details button unless asked for, the statistics of the search.
//
// A passive view: the main window tells it what to show; it owns no puzzle state.
// Its buttons are bound to the window's actions, so enabling and shortcuts live in
// one place.
class SolutionPanel : public QWidget {
    Q_OBJECT
public:
    explicit SolutionPanel(QWidget* parent = nullptr);
    ~SolutionPanel() override;

    enum class Tone { Neutral, Busy, Good, Warning, Error };

    struct Actions {
        QAction* solve = nullptr;
        QAction* stop = nullptr;
        QAction* first = nullptr;
        QAction* back = nullptr;
        QAction* play = nullptr;
        QAction* forward = nullptr;
        QAction* last = nullptr;
        QAction* apply = nullptr;
        QAction* exportFile = nullptr;
    };
    void setActions(const Actions& actions);

    [[nodiscard]] QComboBox* engineCombo() const;
    [[nodiscard]] QListView* moveList() const;
    [[nodiscard]] QSlider* speedSlider() const;
    [[nodiscard]] QProgressBar* progressBar() const;
    [[nodiscard]] QLabel* problemLabel() const;
    [[nodiscard]] QLabel* headlineLabel() const;
    [[nodiscard]] QLabel* detailLabel() const;

    // Fills the engine box with the puzzle's engines (the default one marked so)
    // and selects `current`; does not emit engineChosen. An engine the puzzle refuses
    // (Puzzle::engineRefusal: it would need too much memory, say) is listed disabled,
    // with the reason as its tooltip.
    void setEngines(const Puzzle& puzzle, const QString& current);
    [[nodiscard]] QString currentEngine() const;

    // Why Solve is disabled; empty hides the line.
    void setProblem(const QString& problem);
    // Shows the busy bar while solving.
    void setSolving(bool solving);
    // The headline over the move list ("Solved in 7 moves", "Stopped") and the lines
    // under it (the moves, the error, the progress).
    void setSummary(const QString& headline, const QString& detail, Tone tone);
    // A search phase reported by an engine ("searching bound 12": the bound is `depth`),
    // translated.
    [[nodiscard]] static QString phaseText(Phase phase, int depth);
    [[nodiscard]] static QString progressText(Phase phase, int depth, quint64 nodes,
                                              double elapsedMs);
    void setStep(int step, int moveCount, bool hasSolution);

    // Statistics of the last search; `engine` empty clears them.
    void setStatistics(const QString& engine, const SolveStats& stats, bool partial);
    void clearStatistics();
    // How the answer shown was proved optimal (HeadlineWords::proof); empty hides the row.
    void setProof(const QString& text);
    [[nodiscard]] QString proofText() const;

    void setMoveDurationMs(int ms);

    // The statistics are folded away behind the Details button unless asked for.
    void setDetailsShown(bool shown);
    [[nodiscard]] bool detailsShown() const;
    [[nodiscard]] QToolButton* detailsButton() const;

    [[nodiscard]] static QString formatCount(quint64 n);
    [[nodiscard]] static QString formatMilliseconds(double ms);
    [[nodiscard]] static QString formatBytes(quint64 bytes);

signals:
    void engineChosen(const QString& engine);
    void moveDurationChanged(int ms);
    void detailsShownChanged(bool shown);

protected:
    void changeEvent(QEvent* event) override;

private:
    void applyTone(QLabel* label, Tone tone);
    void updateSpeedText();

    std::unique_ptr<Ui::SolutionPanel> ui_;
    WrapRow* applyWrap_ = nullptr;
    Tone headlineTone_ = Tone::Neutral;
    bool filling_ = false;
};

}  // namespace pl
