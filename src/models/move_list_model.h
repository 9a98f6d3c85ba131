#pragma once

#include <memory>
#include <vector>

#include <QAbstractListModel>

#include "core/puzzle.h"
#include "models/shared_puzzle.h"

namespace pl {

// The moves of a solution, one row per move ("1. A", "2. C", ...), and the playback
// step: step k means the first k moves have been played, so 0 is the start and
// moveCount() the end. The row of the move played last (row k-1) is the current row,
// shown bold and highlighted; at step 0 no row is current. Clicking row r means
// "show the position after this move", i.e. step stepAfterRow(r) = r + 1.
//
// Positions along the way come from replaying the moves with Puzzle::apply once, on
// setSolution(), so stepping back and forth is a lookup.
class MoveListModel : public QAbstractListModel {
    Q_OBJECT
    Q_PROPERTY(int currentStep READ currentStep WRITE setCurrentStep NOTIFY currentStepChanged)
public:
    enum Role {
        MoveIndexRole = Qt::UserRole + 1,  // int: index into Puzzle::moveNames()
        MoveNameRole,                      // QString: "A", "4"
        StepRole,                          // int: the step this row leads to (row + 1)
        IsCurrentRole,                     // bool: the move played last
        IsPlayedRole,                      // bool: played already (row < currentStep)
        // int: moves still to go after this row's move, -1 unknown. Known for an optimal
        // answer (an engine's): every position along a shortest solution is exactly as
        // far from the goal as the moves left, so it drops by one a move (SPEC 9).
        ToGoRole,
    };

    explicit MoveListModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Replaces the solution and goes to step 0. Moves outside the puzzle's move range,
    // or not legal where they are played (Puzzle::isLegal), are refused (returns false,
    // nothing changes); `start` must have the puzzle's size, `puzzle` must not be null.
    // `optimal`: the moves are a shortest solution (an engine's answer), so the moves
    // still to go after each are known (ToGoRole).
    bool setSolution(std::shared_ptr<const Puzzle> puzzle, const Position& start,
                     const std::vector<int>& moves, bool optimal = false);
    // Moves still to go after `step` moves: -1 unknown (no optimal solution in hand).
    [[nodiscard]] int toGoAt(int step) const;
    void clear();

    [[nodiscard]] bool hasSolution() const { return hasSolution_; }
    // The puzzle of the solution; null before the first setSolution().
    [[nodiscard]] const std::shared_ptr<const Puzzle>& puzzle() const { return puzzle_; }
    [[nodiscard]] const std::vector<int>& moves() const { return moves_; }
    [[nodiscard]] int moveCount() const { return static_cast<int>(moves_.size()); }
    [[nodiscard]] const Position& startPosition() const { return positions_.front(); }
    [[nodiscard]] const Position& endPosition() const { return positions_.back(); }

    [[nodiscard]] int currentStep() const { return step_; }
    // Clamped to 0..moveCount().
    void setCurrentStep(int step);
    // The position after `step` moves (clamped to 0..moveCount()).
    [[nodiscard]] const Position& positionAt(int step) const;
    [[nodiscard]] const Position& currentPosition() const { return positionAt(step_); }

    [[nodiscard]] static int stepAfterRow(int row) { return row + 1; }
    [[nodiscard]] static int rowOfStep(int step) { return step - 1; }  // -1 at the start

signals:
    void currentStepChanged(int step);
    void solutionChanged();

private:
    [[nodiscard]] QString moveName(int row) const;

    bool hasSolution_ = false;
    bool optimal_ = false;
    std::shared_ptr<const Puzzle> puzzle_;
    std::vector<int> moves_;
    std::vector<Position> positions_{Position{}};  // moveCount() + 1 entries, never empty
    int step_ = 0;
};

}  // namespace pl
