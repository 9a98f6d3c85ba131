#pragma once

#include <array>
#include <memory>
#include <string>
#include <vector>

#include <QByteArray>
#include <QDialog>
#include <QElapsedTimer>
#include <QString>
#include <QStringList>

#include "core/puzzle.h"

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
class BatchDialog : public QDialog {
    Q_OBJECT
public:
    explicit BatchDialog(PuzzleKind kind, QWidget* parent = nullptr);
    // Opens `inputPath` at once (a read error is shown in the dialog).
    BatchDialog(PuzzleKind kind, const QString& inputPath, QWidget* parent = nullptr);
    ~BatchDialog() override;

    [[nodiscard]] PuzzleKind kind() const { return kind_; }
    // Reads the loaded input again as the other puzzle; stops a running batch.
    void setKind(PuzzleKind kind);
    [[nodiscard]] QString engine() const;
    // False for a name the puzzle does not have.
    bool setEngine(const QString& engine);
    // The engine to choose whenever the dialog shows `kind` (the main window passes
    // the engine it solves that puzzle with); until then, the puzzle's default.
    void setPreferredEngine(PuzzleKind kind, const QString& engine);

    // False when the file cannot be read (the reason is shown in the dialog).
    bool loadFile(const QString& path);
    // The input itself; `sourceName` is what the dialog calls it (a file name).
    void loadText(const QByteArray& text, const QString& sourceName = QString());

    // The well-formed cases (those before the first bad one).
    [[nodiscard]] int caseCount() const { return int(cases_.size()); }
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

public slots:
    void reject() override;

private:
    void parse();
    void reset();
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
    PuzzleKind kind_;
    std::array<QString, 3> preferred_;  // per puzzle: the engine to choose, or empty
    QByteArray input_;
    QString sourceName_;
    QString sourcePath_;
    std::vector<Position> cases_;
    QString parseError_;

    SolveService* service_ = nullptr;
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
