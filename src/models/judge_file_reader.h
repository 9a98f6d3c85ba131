// Reading a judge-format input (SPEC 3) for the batch dialog without holding it: the
// file goes through core's JudgeReader in chunks on a worker thread, the cases come
// back in batches with the progress, packed a few bytes each. A 64 MB input is
// millions of cases; parsed whole on the GUI thread it took 2 s and 900 MB.
//
// Any puzzle: core's JudgeReader knows the contest puzzles' judge formats only, so the
// input of any other puzzle (a definition's case format, SPEC 7.5) is gathered whole
// (at most kMaxInputBytes) and read by its Puzzle::parseJudge at the end.
//
// The contract is SolveService's: each read has an id and ends in exactly one
// finished(); a new read cancels the one before (its finished() says cancelled); the
// destructor cancels and waits.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <QByteArray>
#include <QMetaType>
#include <QObject>
#include <QString>

#include "core/puzzle.h"
#include "models/shared_puzzle.h"
#include "models/worker_thread.h"

namespace pl {

// Positions of one puzzle stored as their cells, one byte each, end to end, in blocks
// of kBlockCases: millions of cases take a few bytes each, and growing never copies
// (or faults in) one large buffer at once.
class CaseList {
public:
    static constexpr std::size_t kBlockCases = 1 << 16;

    explicit CaseList(int cellsPerCase = 0) : cells_(cellsPerCase) {}
    void append(const Position& position);
    void append(const CaseList& more);
    [[nodiscard]] std::size_t size() const { return size_; }
    [[nodiscard]] bool empty() const { return size_ == 0; }
    [[nodiscard]] Position at(std::size_t index) const;
    [[nodiscard]] Position operator[](std::size_t index) const { return at(index); }
    [[nodiscard]] int cellsPerCase() const { return cells_; }
    // Bytes held (for tests of the memory it takes).
    [[nodiscard]] std::size_t bytes() const;

private:
    void appendCells(const std::uint8_t* cells);

    int cells_ = 0;
    std::size_t size_ = 0;
    std::vector<std::vector<std::uint8_t>> blocks_;
};

struct JudgeReadResult {
    std::shared_ptr<const Puzzle> puzzle;  // the puzzle the input was read as
    bool cancelled = false;
    // The input could not be read at all; no cases are kept then. The caller words it
    // (`detail`: the system's sentence for a read error).
    enum class Problem { None, ReadError, TooLarge, NotText, OutOfMemory };
    Problem problem = Problem::None;
    QString detail;
    // "case N: ..." for the first bad case (core's words), empty when all are good.
    std::string error;
    // The same in the user's language (worded from core's structured problem).
    QString errorText;
    std::size_t caseCount = 0;  // good cases read
    // No good case and an error: another contest puzzle (heldContestPuzzles(), the ones
    // with a judge format) the input reads as without one; null when none.
    std::shared_ptr<const Puzzle> readsAsPuzzle;
    qint64 bytes = 0;  // bytes read
};

class JudgeReadWorker;

class JudgeFileReader : public QObject {
    Q_OBJECT
public:
    // A judge input is a few kilobytes; anything larger than this is the wrong file.
    static constexpr qint64 kMaxInputBytes = 64 * 1024 * 1024;
    // The bytes read at a time.
    static constexpr qint64 kChunkBytes = 1024 * 1024;

    explicit JudgeFileReader(QObject* parent = nullptr);
    ~JudgeFileReader() override;

    // Starts reading and returns the read's id (1, 2, ...); cancels the read before.
    // The file is opened on the worker; the caller checks first that it can be.
    // The read holds on to `puzzle` (not null).
    int readFile(std::shared_ptr<const Puzzle> puzzle, const QString& path);
    // The same for bytes in memory (shared, not copied).
    int readBytes(std::shared_ptr<const Puzzle> puzzle, const QByteArray& text);
    void cancel();

    [[nodiscard]] bool busy() const { return thread_.busy(); }
    [[nodiscard]] int currentId() const { return thread_.latestId(); }

    // What the worker does, callable on any thread: reads `path` (or `text` when
    // `path` is empty) as `puzzle`, handing each batch of cases to `onCases` with the
    // bytes read so far and the total (0 when unknown), at most every ~50 ms.
    using CasesFn = std::function<void(const CaseList&, qint64 done, qint64 total)>;
    static JudgeReadResult read(std::shared_ptr<const Puzzle> puzzle, const QString& path,
                                const QByteArray& text, const CasesFn& onCases,
                                const CancelToken& cancel);

signals:
    // Cases of the latest read, in input order, with its progress.
    void casesRead(int id, const pl::CaseList& cases, qint64 bytesDone, qint64 bytesTotal);
    // Exactly once per read, after its last casesRead().
    void finished(int id, const pl::JudgeReadResult& result);

private:
    int submit(std::shared_ptr<const Puzzle> puzzle, const QString& path, const QByteArray& text);

    // Last: it goes first, cancelling and waiting for the read under way.
    WorkerThread<JudgeReadWorker> thread_;
};

}  // namespace pl

Q_DECLARE_METATYPE(pl::CaseList)
Q_DECLARE_METATYPE(pl::JudgeReadResult)
