// The mid-end of one open puzzle of the library (ARCHITECTURE: "the mid-end in
// models"): the position and goal with their undo history, the solve request and its
// status, the solution and its file. The window only shows a session and forwards
// input to it; it never decides a rule itself.
//
// Every change is one undo step that stores the position (and goal) before and after,
// and the moves it played: none for an edit, one for a move, all of them for an
// applied solution (ONE step). The view animates from the step's moves; nobody has to
// guess which move turned one position into the next.
#pragma once

#include <memory>
#include <optional>
#include <vector>

#include <QObject>
#include <QString>
#include <QUndoStack>

#include "core/definition_solution.h"
#include "core/registry.h"
#include "models/engine_service.h"

namespace pl {

class PuzzleSession : public QObject {
    Q_OBJECT
public:
    enum class Status { Idle, Solving, Solved, Unsolvable, Stopped, Failed };
    Q_ENUM(Status)

    // `service` may be shared by several sessions (it must outlive them); without one
    // the session makes its own.
    explicit PuzzleSession(std::shared_ptr<const PuzzleEntry> entry,
                           EngineService* service = nullptr, QObject* parent = nullptr);
    ~PuzzleSession() override;

    [[nodiscard]] const PuzzleEntry& entry() const { return *entry_; }
    [[nodiscard]] std::shared_ptr<const PuzzleEntry> sharedEntry() const { return entry_; }
    [[nodiscard]] const Rules& rules() const { return *entry_->rules; }
    [[nodiscard]] const Position& position() const { return position_; }
    [[nodiscard]] const def::Goal& goal() const { return goal_; }
    [[nodiscard]] QUndoStack* undoStack() { return &undoStack_; }

    // --- changes (each one undo step; false and nothing changes when refused) ------
    // An edit. Refused for a position of the wrong size; an invalid one is allowed
    // (the person may be halfway through setting it up: problems() says why Solve is
    // unavailable). Equal to the current position: nothing happens.
    bool setPosition(const Position& position, const QString& text);
    // A new goal (editableGoal puzzles only; it must be a valid full values goal).
    bool setGoal(const def::Goal& goal, const QString& text);
    // A move by index: refused when it is not a move, or not legal here (sliding).
    bool playMove(int move);
    // The current solution as one step; refused when there is none for this position.
    bool applySolution();
    // The moves of the step just done or redone (empty for an edit).
    [[nodiscard]] std::vector<int> lastStepMoves() const;

    // --- state ----------------------------------------------------------------------
    // Empty when the position (and goal) can be solved.
    [[nodiscard]] Problems problems() const;
    [[nodiscard]] bool canSolve() const { return problems().empty(); }
    [[nodiscard]] std::optional<GoalReached> reached() const;

    // --- solving --------------------------------------------------------------------
    [[nodiscard]] QStringList engineNames() const;
    // Starts solving the current position with `engine` (empty: the default);
    // returns false (status stays) when the position cannot be solved.
    bool solve(const QString& engine = QString());
    void stop();
    [[nodiscard]] Status status() const { return status_; }
    // The last result (Solved, Unsolvable, Stopped or Failed); its request says which
    // position it was for.
    [[nodiscard]] const std::optional<EngineResult>& result() const { return result_; }
    // The solution of the current position, when the last result is one.
    [[nodiscard]] const std::vector<int>* solution() const;

    // --- the solution file ------------------------------------------------------------
    // The file text of the current solution (empty when there is none).
    [[nodiscard]] std::string solutionFileText() const;
    // Opens a solution file of THIS puzzle: sets position (and goal) as one undo step
    // and makes its moves the current solution. Refused with problems otherwise.
    Checked<ReadSolution> openSolution(std::string_view text);

signals:
    void positionChanged();
    void goalChanged();
    void statusChanged();
    void progress(const pl::Progress& report);

private:
    friend class SessionStep;
    void assign(const Position& position, const def::Goal& goal);
    void setStatus(Status status);
    [[nodiscard]] Status settledStatus() const;
    void onFinished(int id, const EngineResult& result);

    std::shared_ptr<const PuzzleEntry> entry_;
    EngineService* service_;
    std::unique_ptr<EngineService> ownService_;
    Position position_;
    def::Goal goal_;
    QUndoStack undoStack_;
    Status status_ = Status::Idle;
    std::optional<EngineResult> result_;
    int requestId_ = 0;
};

}  // namespace pl
