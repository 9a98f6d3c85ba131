#include "models/judge_file_reader.h"

#include <algorithm>
#include <chrono>
#include <exception>
#include <new>
#include <string_view>
#include <utility>

#include <QFile>
#include <QStringDecoder>

#include "core/checked_readers.h"
#include "core/contest/add_on.h"
#include "core/definition_puzzle.h"
#include "core/judge_reader.h"
#include "models/problem_text_tr.h"

namespace pl {

// --- CaseList -------------------------------------------------------------------------

void CaseList::appendCells(const std::uint8_t* cells)
{
    const auto blockBytes = kBlockCases * std::size_t(cells_);
    if (blocks_.empty() || blocks_.back().size() == blockBytes) {
        blocks_.emplace_back();
        blocks_.back().reserve(blockBytes);
    }
    blocks_.back().insert(blocks_.back().end(), cells, cells + cells_);
    ++size_;
}

void CaseList::append(const Position& position)
{
    if (cells_ == 0)
        cells_ = int(position.cells.size());
    appendCells(position.cells.data());
}

void CaseList::append(const CaseList& more)
{
    if (cells_ == 0)
        cells_ = more.cells_;
    for (const auto& block : more.blocks_)
        for (std::size_t at = 0; at < block.size(); at += std::size_t(cells_))
            appendCells(block.data() + at);
}

Position CaseList::at(std::size_t index) const
{
    const auto& block = blocks_[index / kBlockCases];
    const auto begin = block.begin() + std::ptrdiff_t((index % kBlockCases) * std::size_t(cells_));
    return Position{std::vector<std::uint8_t>(begin, begin + cells_)};
}

std::size_t CaseList::bytes() const
{
    std::size_t total = 0;
    for (const auto& block : blocks_)
        total += block.capacity();
    return total;
}

// --- reading --------------------------------------------------------------------------

namespace {

using ReadProblem = JudgeReadResult::Problem;

// Hands the input to `take` a chunk at a time (false from `take`: stop), checking on
// the way that it is text and not too large. None when read to the end (or stopped by
// `take`), else why it could not be read (*detail: the system's words).
ReadProblem stream(const QString& path, const QByteArray& text, qint64* total, qint64* done,
                   const CancelToken& cancel, bool* cancelled, QString* detail,
                   const std::function<bool(std::string_view)>& take)
{
    QFile file;
    *done = 0;
    *cancelled = false;
    if (!path.isEmpty()) {
        file.setFileName(path);
        if (!file.open(QIODevice::ReadOnly)) {
            *detail = file.errorString();
            return ReadProblem::ReadError;
        }
        *total = file.size();  // 0 for some files (under /proc): then only counted
        if (*total > JudgeFileReader::kMaxInputBytes)
            return ReadProblem::TooLarge;
    } else {
        *total = text.size();
    }
    QStringDecoder utf8(QStringDecoder::Utf8);
    bool utf16 = false;
    QByteArray buffer;
    for (;;) {
        if (cancel.cancelled()) {
            *cancelled = true;
            return ReadProblem::None;
        }
        std::string_view chunk;
        if (!path.isEmpty()) {
            // One byte past the limit is enough to know it is too large.
            const qint64 want =
                std::min(JudgeFileReader::kChunkBytes, JudgeFileReader::kMaxInputBytes + 1 - *done);
            buffer = file.read(std::max<qint64>(want, 1));
            if (file.error() != QFileDevice::NoError) {
                *detail = file.errorString();
                return ReadProblem::ReadError;
            }
            chunk = std::string_view(buffer.constData(), std::size_t(buffer.size()));
        } else {
            const qint64 n = std::min(JudgeFileReader::kChunkBytes, text.size() - *done);
            chunk = std::string_view(text.constData() + *done, std::size_t(n));
        }
        if (chunk.empty())
            return ReadProblem::None;
        if (*done == 0)
            utf16 = chunk.starts_with("\xff\xfe") || chunk.starts_with("\xfe\xff");
        *done += qint64(chunk.size());
        if (!path.isEmpty() && *done > JudgeFileReader::kMaxInputBytes)
            return ReadProblem::TooLarge;
        // UTF-16 (with its byte order mark) is text, and the core names it as such.
        if (!utf16) {
            if (chunk.find('\0') != std::string_view::npos)
                return ReadProblem::NotText;
            // The decoder decodes only when its result becomes a QString.
            const QString decoded = utf8(QByteArrayView(chunk.data(), qsizetype(chunk.size())));
            if (utf8.hasError())
                return ReadProblem::NotText;
        }
        if (!take(chunk))
            return ReadProblem::None;
    }
}

// The contest judge format `puzzle` reads: its add-on's, for the bundled definition of
// a contest key; null for any other puzzle.
const JudgeFormat* judgeFormatOf(const Puzzle& puzzle)
{
    if (const auto entry = puzzle.entry())
        if (const ContestAddOn* addOn = addOnOf(*entry))
            return &addOn->judge();
    return nullptr;
}

// The cases of an input as they come. Core's JudgeReader cuts the contest puzzles'
// judge formats in chunks; it knows only those, so any other puzzle's input (the case
// format of a definition, SPEC 7.5) is kept whole and read by its parseJudge at the
// end: at most kMaxInputBytes, and only for an input that is not a contest one.
class CaseSource {
public:
    explicit CaseSource(const Puzzle& puzzle) : puzzle_(puzzle)
    {
        if (const JudgeFormat* judge = judgeFormatOf(puzzle))
            reader_.emplace(*judge);
    }
    void feed(std::string_view chunk)
    {
        if (reader_)
            reader_->feed(chunk);
        else
            text_.append(chunk);
    }
    void finish()
    {
        if (reader_)
            return reader_->finish();
        CheckedJudge input = parseJudgeChecked(puzzle_, text_);
        text_ = std::string();
        cases_ = std::move(input.cases);
        caseCount_ = cases_.size();
        problems_ = std::move(input.problems);
        error_ = firstProblemLine(problems_);
    }
    [[nodiscard]] std::vector<Position> takeCases()
    {
        if (!reader_)
            return std::exchange(cases_, {});
        // A case's goal (Magic Squares' target) follows its board in the same row of
        // cells, so a case list stays one row of cells a case (BatchDialog splits them
        // again).
        std::vector<Position> cases;
        for (JudgeCase& c : reader_->takeCases()) {
            if (c.goal)
                c.position.cells.insert(c.position.cells.end(), c.goal->cells.begin(),
                                        c.goal->cells.end());
            cases.push_back(std::move(c.position));
        }
        return cases;
    }
    [[nodiscard]] std::string error() const { return reader_ ? reader_->error() : error_; }
    // error() in the user's language.
    [[nodiscard]] QString errorText() const
    {
        return i18n::firstProblemLine(reader_ ? judgeProblems(*reader_) : problems_);
    }
    [[nodiscard]] bool stopped() const { return reader_ && reader_->stopped(); }
    [[nodiscard]] std::size_t caseCount() const
    {
        return reader_ ? reader_->caseCount() : caseCount_;
    }

private:
    const Puzzle& puzzle_;
    std::optional<JudgeReader> reader_;
    std::string text_;
    std::vector<Position> cases_;
    std::size_t caseCount_ = 0;
    Problems problems_;
    std::string error_;
};

}  // namespace

JudgeReadResult JudgeFileReader::read(std::shared_ptr<const Puzzle> puzzle, const QString& path,
                                      const QByteArray& text, const CasesFn& onCases,
                                      const CancelToken& cancel)
{
    JudgeReadResult result;
    result.puzzle = std::move(puzzle);
    const Puzzle& p = *result.puzzle;
    CaseSource reader(p);
    CaseList batch;  // its cells per case from the first case
    auto lastReport = std::chrono::steady_clock::now();
    qint64 total = 0;
    qint64 done = 0;
    const auto collect = [&] {
        for (const Position& c : reader.takeCases())
            batch.append(c);
    };
    result.problem = stream(path, text, &total, &done, cancel, &result.cancelled, &result.detail,
                            [&](std::string_view chunk) {
                                reader.feed(chunk);
                                collect();
                                const auto now = std::chrono::steady_clock::now();
                                if (now - lastReport >= std::chrono::milliseconds(50)) {
                                    lastReport = now;
                                    onCases(batch, done, total);
                                    batch = CaseList();
                                }
                                // Nothing after the first bad case changes the outcome.
                                return !reader.stopped();
                            });
    result.bytes = done;
    if (result.cancelled || result.problem != ReadProblem::None)
        return result;
    reader.finish();
    collect();
    onCases(batch, done, total);
    result.error = reader.error();
    result.errorText = reader.errorText();
    result.caseCount = reader.caseCount();

    // A wrong puzzle choice is the likeliest cause when even the first case is bad.
    if (result.caseCount == 0 && !result.error.empty()) {
        for (const auto& other : heldContestPuzzles()) {
            if (other.get() == &p || other->key() == p.key())
                continue;
            CaseSource guess(*other);
            qint64 ignoredTotal = 0;
            qint64 ignoredDone = 0;
            bool cancelled = false;
            QString ignoredDetail;
            const ReadProblem problem =
                stream(path, text, &ignoredTotal, &ignoredDone, cancel, &cancelled, &ignoredDetail,
                       [&](std::string_view chunk) {
                           guess.feed(chunk);
                           (void)guess.takeCases();
                           return !guess.stopped();
                       });
            if (cancelled) {
                result.cancelled = true;
                return result;
            }
            if (problem != ReadProblem::None)
                continue;
            guess.finish();
            if (guess.error().empty() && guess.caseCount() > 0) {
                result.readsAsPuzzle = other;
                break;
            }
        }
    }
    return result;
}

// --- the worker and the service -------------------------------------------------------

namespace {

struct ReadJob {
    int id = 0;
    std::shared_ptr<const Puzzle> puzzle;
    QString path;
    QByteArray text;
    std::shared_ptr<const CancelToken> cancel;
};

}  // namespace

class JudgeReadWorker : public QObject {
    Q_OBJECT
public:
    void run(const ReadJob& job)
    {
        const auto blank = [&] {
            JudgeReadResult r;
            r.puzzle = job.puzzle;
            return r;
        };
        JudgeReadResult result = blank();
        if (job.cancel->cancelled()) {
            result.cancelled = true;
            emit finished(job.id, result);
            return;
        }
        try {
            result = JudgeFileReader::read(
                job.puzzle, job.path, job.text,
                [&](const CaseList& cases, qint64 done, qint64 total) {
                    emit casesRead(job.id, cases, done, total);
                },
                *job.cancel);
        } catch (const std::bad_alloc&) {
            result = blank();
            result.problem = ReadProblem::OutOfMemory;
        } catch (const std::exception& e) {
            result = blank();
            result.problem = ReadProblem::ReadError;
            result.detail = QString::fromLocal8Bit(e.what());
        }
        emit finished(job.id, result);
    }

signals:
    void casesRead(int id, const pl::CaseList& cases, qint64 bytesDone, qint64 bytesTotal);
    void finished(int id, const pl::JudgeReadResult& result);
};

JudgeFileReader::JudgeFileReader(QObject* parent)
    : QObject(parent),
      thread_(QStringLiteral("PuzzleLab judge reader"),
              WorkerThread<JudgeReadWorker>::Supersede::Yes)
{
    qRegisterMetaType<pl::CaseList>();
    qRegisterMetaType<pl::JudgeReadResult>();
    thread_.deliver(&JudgeReadWorker::casesRead, this,
                    [this](int id, const CaseList& cases, qint64 done, qint64 total) {
                        if (thread_.current(id))
                            emit casesRead(id, cases, done, total);
                    });
    thread_.deliver(&JudgeReadWorker::finished, this,
                    [this](int id, const JudgeReadResult& result) {
                        thread_.end();
                        emit finished(id, result);
                    });
}

JudgeFileReader::~JudgeFileReader() = default;

int JudgeFileReader::submit(std::shared_ptr<const Puzzle> puzzle, const QString& path,
                            const QByteArray& text)
{
    const auto ticket = thread_.begin();
    ReadJob job;
    job.id = ticket.id;
    job.puzzle = std::move(puzzle);
    job.path = path;
    job.text = text;
    job.cancel = ticket.cancel;
    thread_.post([job](JudgeReadWorker& worker) { worker.run(job); });
    return job.id;
}

int JudgeFileReader::readFile(std::shared_ptr<const Puzzle> puzzle, const QString& path)
{
    return submit(std::move(puzzle), path, {});
}

int JudgeFileReader::readBytes(std::shared_ptr<const Puzzle> puzzle, const QByteArray& text)
{
    return submit(std::move(puzzle), {}, text);
}

void JudgeFileReader::cancel()
{
    thread_.cancelLatest();
}

}  // namespace pl

#include "judge_file_reader.moc"
