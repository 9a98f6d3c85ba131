#pragma once

#include <array>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <QByteArray>
#include <QDialog>
#include <QElapsedTimer>
#include <QString>
#include <QStringList>

#include "core/judge_case.h"
#include "core/puzzle.h"
#include "models/judge_file_reader.h"

class QTimer;

namespace Ui {
class BatchDialog;
}

namespace pl {

class SolveService;
struct SolveResult;

// Solves every case of a judge-format input file and saves the answers in the judge
// format, byte for byte what `puzzlelab-solve PUZZLE` writes (SPEC 3, 4b). A bad
// case is reported as "case N: ..." and the good cases before it are still solved,
// as the command line does. Cases run one after another through one SolveService.
//
// An input larger than kReadHereBytes is read on a worker (JudgeFileReader), streamed
// in chunks and never held whole; the dialog shows the progress and keeps the input it
// had until the new one has been read. inputRead() says when a read has ended.
class BatchDialog : public QDialog {
    Q_OBJECT
public:
    using PuzzleList = std::vector<std::shared_ptr<const Puzzle>>;

    // A batch of `puzzle`, which the puzzle box offers with the others of `puzzles`
    // (none: the three contest puzzles).
    explicit BatchDialog(std::shared_ptr<const Puzzle> puzzle, QWidget* parent = nullptr);
    BatchDialog(const PuzzleList& puzzles, std::shared_ptr<const Puzzle> puzzle,
                QWidget* parent = nullptr);
    // Opens `inputPath` at once (a read error is shown in the dialog).
    BatchDialog(std::shared_ptr<const Puzzle> puzzle, const QString& inputPath,
                QWidget* parent = nullptr);
    BatchDialog(const PuzzleList& puzzles, std::shared_ptr<const Puzzle> puzzle,
                const QString& inputPath, QWidget* parent = nullptr);
    ~BatchDialog() override;

    [[nodiscard]] const Puzzle& puzzle() const { return *puzzle_; }
    // Reads the loaded input again as the other puzzle (one of the box's; another is
    // added to it); stops a running batch.
    void setPuzzle(std::shared_ptr<const Puzzle> puzzle);
    [[nodiscard]] QString engine() const;
    // False for a name the puzzle does not have.
    bool setEngine(const QString& engine);
    // The engine to choose whenever the dialog shows `puzzle` (the main window passes
    // the engine it solves that puzzle with); until then, the puzzle's default.
    void setPreferredEngine(const Puzzle& puzzle, const QString& engine);

    // Inputs up to this size are read at once; larger ones on the worker.
    static constexpr qint64 kReadHereBytes = 64 * 1024;

    // False when the file cannot be read (the reason is shown in the dialog); for a
    // large file read on the worker that can also come later, with inputRead(false).
    bool loadFile(const QString& path);
    // The input itself; `sourceName` is what the dialog calls it (a file name).
    void loadText(const QByteArray& text, const QString& sourceName = QString());

    // The well-formed cases (those before the first bad one).
    [[nodiscard]] int caseCount() const { return int(cases_.size()); }
    // An input is being read on the worker.
    [[nodiscard]] bool reading() const { return reading_; }
    // Bytes of the cases held (for tests of the memory a large input takes).
    [[nodiscard]] std::size_t caseBytes() const { return cases_.bytes(); }
    // "case N: ..." for the first bad case, empty when every case is good.
    [[nodiscard]] QString parseError() const { return parseError_; }

    void start();
    void stop();
    [[nodiscard]] bool running() const { return running_; }
    [[nodiscard]] int answeredCount() const { return int(answered_); }

    // The answers so far, in the judge format.
    [[nodiscard]] QByteArray answers() const;
    // Writes answers() atomically; false with a sentence in *error on failure.
    bool saveAnswers(const QString& path, QString* error = nullptr) const;
    [[nodiscard]] QString statusText() const;

signals:
    // A batch has ended: every case answered, stopped, or an engine failed. (Not
    // "finished": that would hide QDialog::finished(int), emitted when it closes.)
    void batchFinished();
    // A read has ended: `ok` when the input was read (bad cases included), false when
    // it could not be (the status says why).
    void inputRead(bool ok);

public slots:
    void reject() override;

private:
    // Reads the source (`path` when not empty, else `text`) as kind_; `keep`: the
    // input shown stays until the new one has been read. False on a problem found at once.
    bool read(const QString& name, const QString& path, const QByteArray& text, bool keep);
    void onCasesRead(int id, const CaseList& cases, qint64 done, qint64 total);
    bool finishReading(const JudgeReadResult& result);
    void showInput();
    void reset();
    // Case `index` as the puzzle's position, with its goal where the case has one.
    [[nodiscard]] JudgeCase caseAt(std::size_t index) const;
    void solveNext();
    void onSolved(int id, const SolveResult& result);
    void endBatch(const QString& status, bool problem);
    void flushAnswers();
    void fillEngines();
    void updateControls();
    void setStatus(const QString& text, bool problem = false);
    void setProgress(int done);
    void openWithDialog();
    void saveWithDialog();
    [[nodiscard]] QString casesText(int n) const;

    std::unique_ptr<Ui::BatchDialog> ui_;
    PuzzleList puzzles_;  // what the puzzle box offers
    std::shared_ptr<const Puzzle> puzzle_;
    std::map<std::string, QString> preferred_;  // per puzzle key: the engine to choose
    QByteArray input_;  // the input when given as text (a file is read from its path)
    QString sourceName_;
    QString sourcePath_;
    CaseList cases_;
    QString parseError_;
    std::shared_ptr<const Puzzle> readsAs_;  // no good case: the puzzle it reads as

    // The read in progress (on the worker): what it reads and what it found so far.
    JudgeFileReader* reader_ = nullptr;
    int readId_ = 0;
    bool reading_ = false;
    QString readName_;
    QString readPath_;
    QByteArray readInput_;
    CaseList incoming_;

    SolveService* service_ = nullptr;
    // The puzzle with the goal of the cases being solved (Magic Squares' target).
    std::shared_ptr<const Puzzle> goalPuzzle_;
    Position goalOfPuzzle_;
    int requestId_ = 0;
    bool running_ = false;
    std::size_t answered_ = 0;
    std::string answers_;         // judge bytes of the cases answered so far
    QStringList results_;         // per answered case: the moves as the list shows them
    std::vector<int> lengths_;    // per answered case: the number of moves
    std::size_t shownBytes_ = 0;  // how much of answers_ the text view holds
    std::size_t shownCases_ = 0;  // how many cases the case list holds
    QTimer* flushTimer_ = nullptr;
    QElapsedTimer clock_;
};

}  // namespace pl
