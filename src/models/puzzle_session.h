// The mid-end of one open puzzle (ARCHITECTURE: "the mid-end in models"): the
// document (position and goal with their undo history), the solution in hand with its
// move list, the solve request and its status. The window only shows a session and
// forwards input to it; it never decides a rule itself, and it words what the session
// reports (why a search stopped, how it ended) in the user's language.
//
// Any puzzle: the session works on a pl::Puzzle (a DefinitionPuzzle of any definition,
// a contest puzzle's being its bundled one); a session made from a registry entry wraps
// the entry's puzzle.
//
// The solution in hand: an answer (or an opened file) is held by the move list with
// its start; the document keeps that start, and the move list's step only changes what
// the board shows. applySolution() (or commitShownStep() at the end) puts the moves on
// the undo stack as ONE step. The solution stays while the document is at its start or
// its end (undo and redo between them keep it, anchor() says which), and is dropped by
// any other position, any goal change, or new input (dropSolution()).
//
// A search belongs to the position and goal it was asked for: a change of either stops
// it (stopReason() says which), and an answer that comes back for another position, or
// for a request that is no longer the latest, never becomes the solution.
//
// The session also keeps the headline's state (how the last search or Open went, for
// the window to word), game play by hand (a PlaySession) and the requests it makes of
// the exact tables (hints and new games), and reads and writes its position as the
// text that settings, the command line and the clipboard hold.
#pragma once

#include <memory>
#include <optional>
#include <vector>

#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QUndoStack>

#include "core/definition_solution.h"
#include "core/puzzle.h"
#include "core/registry.h"
#include "models/solve_service.h"

namespace pl {

class MoveListModel;
class PlaySession;
class PuzzleDocument;
class TableService;
struct TableAnswer;

class PuzzleSession : public QObject {
    Q_OBJECT
public:
    // What is known about the CURRENT position (and goal): Solved, Unsolvable, Stopped
    // and Failed only while the document is at the position the last answer was for.
    enum class Status { Idle, Solving, Solved, Unsolvable, Stopped, Failed };
    Q_ENUM(Status)
    // Why a search was stopped, for the window to say.
    enum class StopReason { None, Asked, PositionChanged, GoalChanged };
    Q_ENUM(StopReason)

    // The search asked for (the running one, or the last).
    struct Request {
        int id = 0;                            // the service's request id; 0 before the first
        std::shared_ptr<const Puzzle> puzzle;  // with the goal it was asked for
        Position position;
        Position goal;  // an editableGoal puzzle's goal; no cells otherwise
        QString engine;
    };
    // The latest progress of the running search.
    struct SearchProgress {
        Phase phase = Phase::Searching;
        int depth = 0;
        quint64 nodes = 0;
        double elapsedMs = 0;
    };
    // The statistics of the last search (partial when it gave no solution) or of the
    // solution file opened.
    struct Statistics {
        QString engine;
        SolveStats stats;
        bool partial = false;
    };
    // The headline over the solution panel, as state: what the window words while it
    // still describes the board (outcomeForgotten() clears it).
    struct Headline {
        enum class Kind { None, Solving, Stopping, Stopped, Unsolvable, Failed, Solved, Opened };
        Kind kind = Kind::None;
        QString engine;                        // Solving: the engine searching
        StopReason reason = StopReason::None;  // Stopped: why
        int moves = 0;                         // Solved: the solution's length
        QString error;                         // Failed: the engine's sentence
        QString name;                          // Opened: the file's name
    };
    // The answer to a hint asked for (requestHint).
    struct Hint {
        Problems problems;  // the position cannot be solved yet: nothing else is filled
        QString error;      // the tables could not answer
        int distance = -1;  // moves from the goal; -1 unknown
        int move = -1;      // an optimal next move; -1 none (solved, or unknown)
    };
    // The answer to a new game asked for (requestNewGame).
    struct NewGame {
        int distance = -1;                 // the distance asked for
        std::optional<Position> position;  // none when no position lies that far
        QString error;                     // the tables could not answer
    };

    // `service` may be shared by several sessions (stopping one stops only its own
    // search); without one the session makes its own (a child of the session).
    // `puzzle` must not be null.
    explicit PuzzleSession(std::shared_ptr<const Puzzle> puzzle, SolveService* service = nullptr,
                           QObject* parent = nullptr);
    // The puzzle of a registry entry (a DefinitionPuzzle). `entry` must not be null.
    explicit PuzzleSession(std::shared_ptr<const PuzzleEntry> entry,
                           SolveService* service = nullptr, QObject* parent = nullptr);
    ~PuzzleSession() override;

    [[nodiscard]] PuzzleDocument* document() const { return document_; }
    [[nodiscard]] MoveListModel* moveList() const { return moves_; }
    // Null once the service is gone (the window deletes services first when it closes).
    [[nodiscard]] SolveService* service() const { return service_; }

    // The puzzle with the document's goal (PuzzleDocument::puzzle), and the one the
    // session was made with.
    [[nodiscard]] const Puzzle& puzzle() const;
    [[nodiscard]] const std::shared_ptr<const Puzzle>& sharedPuzzle() const;
    [[nodiscard]] const std::shared_ptr<const Puzzle>& basePuzzle() const { return base_; }
    // The registry entry of the puzzle with the session's goal; null for a puzzle the
    // registry does not know.
    [[nodiscard]] std::shared_ptr<const PuzzleEntry> sharedEntry() const;
    // Its rules (the entry must exist).
    [[nodiscard]] const Rules& rules() const;
    [[nodiscard]] const Position& position() const;
    // An editableGoal puzzle's goal (a full pattern); no cells otherwise.
    [[nodiscard]] const Position& goal() const;
    [[nodiscard]] QUndoStack* undoStack() const;

    // --- changes (each one undo step; false and nothing changes when refused) ------
    // An edit. Refused for a position of the wrong size; an invalid one is allowed
    // (the person may be halfway through setting it up: problems() says why Solve is
    // unavailable). Equal to the current position: nothing happens.
    bool setPosition(const Position& position, const QString& text);
    // A new goal (editableGoal puzzles only; the wrong size is refused, a pattern that
    // is not valid yet is kept and named by problems()).
    bool setGoal(const Position& goal, const QString& text);
    // Position and goal at once, ONE step (a pasted "position / goal"); a goal of no
    // cells keeps the goal.
    bool setPositionAndGoal(const Position& position, const Position& goal, const QString& text);
    // Back to the definition's start, and its goal where the person sets the goal: ONE
    // step named `text`.
    bool reset(const QString& text);
    // Position (and goal) with no history (the command line, restored settings), as
    // PuzzleDocument::resetTo.
    bool resetTo(const Position& position, const Position& goal = {});
    // A position as --position and pasting read it ("position", or "position / goal"
    // where the person sets the goal), with no history. `requireValid` refuses a
    // position the puzzle's rules do not accept (a restored setting must be one; the
    // command line may set up a board still being edited). Empty when it was set, else
    // why not; nothing changes then.
    Problems resetToText(const std::string& text, bool requireValid);
    // `shown` (the document's position, or a step of the solution) and the goal where
    // the person sets it, in the form resetToText() reads.
    [[nodiscard]] std::string positionText(const Position& shown) const;
    // A move by index: refused when it is not a move, or not legal here (sliding).
    bool playMove(int move);
    // The solution in hand, from its start, as ONE step; refused when there is none
    // (or it is already applied, or has no moves).
    bool applySolution();
    // The moves of the step just done or redone (empty for an edit).
    [[nodiscard]] std::vector<int> lastStepMoves() const;

    // --- state ----------------------------------------------------------------------
    // Empty when the position (and goal) can be solved.
    [[nodiscard]] Problems problems() const;
    [[nodiscard]] bool canSolve() const { return problems().empty(); }
    // Which goal the position reaches (definitions only; nullopt when none, or the
    // position is not valid).
    [[nodiscard]] std::optional<GoalReached> reached() const;

    // --- solving --------------------------------------------------------------------
    [[nodiscard]] QStringList engineNames() const;
    // The engine of the next solve (at first the puzzle's default); an unknown name is
    // refused.
    [[nodiscard]] const QString& engine() const { return engine_; }
    bool setEngine(const QString& engine);
    // Starts solving the current position with `engine` (empty: engine()); drops the
    // solution in hand. False (nothing changes) when the position cannot be solved or
    // the engine is not one of the puzzle's. An engine refused for the puzzle fails
    // with its reason (SolveService).
    bool solve(const QString& engine = QString());
    // Stops the running search; its answer comes back as Stopped with `reason`.
    void stop(StopReason reason = StopReason::Asked);
    // How the last search (or Open) went, while it describes the board.
    [[nodiscard]] const Headline& headline() const { return headline_; }
    // A search is running: its answer has not come back yet.
    [[nodiscard]] bool isSolving() const { return solving_; }
    [[nodiscard]] const Request& request() const { return request_; }
    // Why the running (or the last) search was stopped; None when it was not.
    [[nodiscard]] StopReason stopReason() const { return stopReason_; }
    // The running search's latest report (kept, no longer updated, once it is being
    // stopped); none before its first report.
    [[nodiscard]] const std::optional<SearchProgress>& progress() const { return progress_; }
    [[nodiscard]] Status status() const;
    // The last answer kept (a search an edit stopped is not kept); it says which
    // position it was for.
    [[nodiscard]] const std::optional<SolveResult>& result() const { return result_; }
    // The last answer was Solved, but for a position (or goal) the document no longer
    // holds: it did not become the solution.
    [[nodiscard]] bool lastAnswerStale() const { return lastAnswerStale_; }
    // The solution of the current position, when the last answer is one.
    [[nodiscard]] const std::vector<int>* solution() const;
    [[nodiscard]] const std::optional<Statistics>& statistics() const { return statistics_; }

    // --- the solution in hand --------------------------------------------------------
    [[nodiscard]] bool hasSolution() const;
    // 0 while the document holds the solution's start, moveCount() once it holds its
    // end (applied).
    [[nodiscard]] int anchor() const { return anchor_; }
    // Which goal the solution in hand reaches (the label of a uniform goal, the
    // alternative of an anyOf one; goalShown() says how the window tells it).
    [[nodiscard]] const GoalReached& reachedGoal() const { return reachedGoal_; }
    // Makes the step the move list shows the document's position: from the start as
    // one step of those moves, from the end as an edit back to that step.
    void commitShownStep();
    // Forgets the solution in hand (new input is coming).
    void dropSolution();
    // A solution read from a file (or pasted): position and goal as ONE undo step named
    // `text`, `moves` as the solution in hand, `statistics` as recorded. A running
    // search is abandoned: its answer would only replace what is opened.
    // `name` is the file's, for the headline (Headline::Opened).
    void openSolution(const Position& start, const Position& goal, const std::vector<int>& moves,
                      const QString& text, const Statistics& statistics,
                      const GoalReached& reached = {}, const QString& name = {});
    // The search is abandoned without an answer (the window is closing).
    void abandonSearch();

    // --- the file the solution in hand came from or went to ---------------------------
    // Remembers `path` (absolute) as the file holding the solution in hand, as it is
    // now; false (nothing changes) without a solution.
    bool rememberFile(const QString& path);
    void forgetFile();
    // Empty when the solution came from no file.
    [[nodiscard]] const QString& filePath() const { return filePath_; }
    // What the window shows is no longer what the file holds: another solution, or none.
    [[nodiscard]] bool fileModified() const;

    // --- the solution file of a definition (SPEC 7.6) ---------------------------------
    // The file text of the current solution (empty when there is none).
    [[nodiscard]] std::string solutionFileText() const;
    // Opens a solution file of THIS puzzle: sets position (and goal) as one undo step
    // and makes its moves the solution in hand. Refused with problems otherwise.
    Checked<ReadSolution> openSolution(std::string_view text);

    // --- play by hand, hints and new games (the exact tables, on their workers) ----
    // Where hints out of play mode and new games are asked, shared by the window's
    // sessions; without one, requestHint() answers only in play and requestNewGame()
    // refuses. Play by hand (play()) is made here when the puzzle's tables can be asked.
    void setTableService(TableService* tables);
    // The game by hand on this session's document; null until setTableService(), and
    // for a puzzle whose tables cannot be asked (Puzzle::tableRefusal).
    [[nodiscard]] PlaySession* play() const { return play_; }
    // A hint about the current position: answered at once when it is known (returned),
    // else later by hintAnswered() (nullopt). A newer request replaces an older one.
    std::optional<Hint> requestHint();
    // A position `distance` moves from the goal (seeded by `seed`), drawn on the tables'
    // worker: newGameDrawn() answers; false (nothing asked) without tables.
    bool requestNewGame(int distance, quint64 seed);

signals:
    // After the session has followed the document (the solution in hand kept or
    // dropped, a search stopped).
    void positionChanged();
    void goalChanged();
    // A search started or came back (status(), isSolving()).
    void statusChanged();
    void progressChanged();
    // A search came back and the session holds its outcome (after statusChanged()).
    void solveFinished(const pl::SolveResult& result);
    // The solution in hand was set or dropped.
    void solutionChanged();
    // What the last outcome said no longer describes the board: the position moved
    // away with no solution in hand, the goal changed, or the solution was dropped.
    void outcomeForgotten();
    // headline() changed.
    void headlineChanged();
    // The hint asked for; its position was the current one when it was asked and still
    // is (a hint about a position that is gone is answered with no move).
    void hintAnswered(const pl::PuzzleSession::Hint& hint);
    // The position of a new game was drawn (or why there is none).
    void newGameDrawn(const pl::PuzzleSession::NewGame& game);

private:
    void onDocumentPositionChanged();
    void onDocumentGoalChanged();
    void onProgress(int id, Phase phase, int depth, quint64 nodes, double elapsedMs);
    void onFinished(int id, const SolveResult& result);
    void setSolution(const Position& start, const std::vector<int>& moves, bool optimal = false);
    void forgetOutcome();
    void setHeadline(Headline headline);
    [[nodiscard]] bool resultIsForCurrent() const;
    void onTableAnswer(int id, const TableAnswer& answer);
    void onPlayChanged();

    std::shared_ptr<const Puzzle> base_;
    PuzzleDocument* document_ = nullptr;
    MoveListModel* moves_ = nullptr;
    QPointer<SolveService> service_;
    QString engine_;

    bool solving_ = false;
    Request request_;
    StopReason stopReason_ = StopReason::None;
    std::optional<SearchProgress> progress_;
    std::optional<SolveResult> result_;
    bool lastAnswerStale_ = false;
    std::optional<Statistics> statistics_;
    // An outcome (or an opened solution) the window still shows.
    bool haveOutcome_ = false;
    Headline headline_;

    TableService* tables_ = nullptr;
    PlaySession* play_ = nullptr;
    int hintRequest_ = 0;  // the hint being looked up (its request id) ...
    Position hintPosition_;
    Position hintGoal_;        // ... for this position and goal
    bool hintWanted_ = false;  // play mode: a hint asked for while the game measured
    int newGameRequest_ = 0;

    int anchor_ = 0;
    GoalReached reachedGoal_;

    QString filePath_;
    Position fileStart_;
    std::vector<int> fileMoves_;
};

}  // namespace pl

Q_DECLARE_METATYPE(pl::PuzzleSession::Hint)
Q_DECLARE_METATYPE(pl::PuzzleSession::NewGame)
