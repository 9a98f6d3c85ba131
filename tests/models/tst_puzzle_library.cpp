// The window's library (models/puzzle_library): the bundled puzzles, the user folder
// watched while the program runs, definitions opened from elsewhere, and copying one
// into the folder (issue 13, "Your own puzzles"). Every folder is a temporary one and
// XDG_DATA_HOME points into a temporary folder too: the real home is never touched.
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <algorithm>
#include <functional>
#include <memory>
#include <string>

#include "../core/def_samples.h"
#include "../ui/stall_meter.h"
#include "core/registry.h"
#include "models/puzzle_library.h"

using pl::PuzzleLibrary;

namespace {

// The watcher's events reach the library on a busy machine late: wait generously.
constexpr int kWaitMs = 10000;
// A request's answer: the read the call once did before it returned, on a worker that
// may get little of a busy machine. Only a hang is a failure here, not slowness.
constexpr int kAnswerWaitMs = 240000;

// The sample Lights Out (SPEC 7) under a key of its own (its own key is bundled) and
// with `name` as its name.
QByteArray lightsOut(const std::string& key = "my-lights", const std::string& name = "Mine")
{
    std::string text = samples::kLightsOut;
    const auto replace = [&](const std::string& from, const std::string& to) {
        const auto at = text.find(from);
        if (at == std::string::npos)
            qFatal("'%s' is not in the sample", from.c_str());
        text.replace(at, from.size(), to);
    };
    replace("\"key\": \"lights-out-3\"", "\"key\": \"" + key + "\"");
    replace("\"name\": \"Lights Out 3x3\"", "\"name\": \"" + name + "\"");
    return QByteArray::fromStdString(text);
}

// Two mistakes: a key misspelt ("modulos"), so "modulus" is missing too.
QByteArray twoMistakes()
{
    QByteArray text = lightsOut("bad-lights");
    text.replace("\"modulus\": 2", "\"modulos\": 2");
    return text;
}

// A definition as large as the reader allows in cells and moves (4096 of each, every
// move a cycle of 64 cells): it takes a noticeable time to read.
QByteArray largeDefinition(const std::string& name)
{
    constexpr int kCells = 4096;
    std::string t = "{\"puzzlelab\": 1, \"key\": \"large\", \"name\": \"";
    t += name;
    t += "\", \"kind\": \"permutation\", \"cells\": [";
    for (int i = 0; i < kCells; ++i) {
        t += i ? ",{\"id\":" : "{\"id\":";
        t += std::to_string(i);
        t += ",\"x\":";
        t += std::to_string(i % 64);
        t += ",\"y\":";
        t += std::to_string(i / 64);
        t += "}";
    }
    t += "], \"labels\": [1, 2], \"start\": [2";
    for (int i = 1; i < kCells; ++i)
        t += ",1";
    t += "], \"moves\": [";
    for (int m = 0; m < kCells; ++m) {
        t += m ? ",{\"name\":\"m" : "{\"name\":\"m";
        t += std::to_string(m);
        t += "\",\"cycles\":[[";
        for (int k = 0; k < 64; ++k) {
            if (k)
                t += ",";
            t += std::to_string((m + k * 61) % kCells);
        }
        t += "]]}";
    }
    t += "], \"goal\": {\"values\": [2";
    for (int i = 1; i < kCells; ++i)
        t += ",1";
    t += "]}}";
    return QByteArray::fromStdString(t);
}

void write(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

QString q(const std::string& s)
{
    return QString::fromStdString(s);
}

QStringList keys(const PuzzleLibrary& library)
{
    QStringList list;
    for (const auto& e : library.entries())
        list << q(e->key());
    return list;
}

// The library's requests read on its worker and answer later (PuzzleLibrary::answered):
// these wait for the answer and give it in the shape the requests once returned.
pl::LibraryAnswer answerOf(PuzzleLibrary& library, int id)
{
    pl::LibraryAnswer got;
    bool answered = false;
    const auto connection =
        QObject::connect(&library, &PuzzleLibrary::answered, [&](const pl::LibraryAnswer& a) {
            if (a.id == id) {
                got = a;
                answered = true;
            }
        });
    if (!QTest::qWaitFor([&] { return answered; }, kAnswerWaitMs))
        qFatal("request %d of the library was never answered", id);
    QObject::disconnect(connection);
    return got;
}

pl::Checked<std::shared_ptr<const pl::PuzzleEntry>> open(PuzzleLibrary& library,
                                                         const QString& path)
{
    const pl::LibraryAnswer a = answerOf(library, library.open(path));
    if (!a.ok())
        return {std::nullopt, a.problems};
    return {a.entry, {}};
}

pl::Checked<QString> copyToUserFolder(
    PuzzleLibrary& library, const QString& key,
    PuzzleLibrary::Overwrite overwrite = PuzzleLibrary::Overwrite::No)
{
    const pl::LibraryAnswer a = answerOf(library, library.copyToUserFolder(key, overwrite));
    if (!a.ok())
        return {std::nullopt, a.problems};
    return {a.path, {}};
}

void reload(PuzzleLibrary& library)
{
    (void)answerOf(library, library.reload());
}

// This thread's CPU time in `work`, in ms.
double cpuMsOf(const std::function<void()>& work)
{
    const qint64 before = stall_test::StallMeter::threadCpuNs();
    work();
    return double(stall_test::StallMeter::threadCpuNs() - before) / 1e6;
}

// The worst stall of this thread (its own CPU time in one gap of its event loop, see
// stall_meter.h) from making a request of the library until its answer; the answer in
// `*answer`.
double worstStallMs(PuzzleLibrary& library, const std::function<int()>& request,
                    pl::LibraryAnswer* answer)
{
    bool answered = false;
    int id = -1;
    const auto connection =
        QObject::connect(&library, &PuzzleLibrary::answered, [&](const pl::LibraryAnswer& a) {
            if (a.id == id) {
                *answer = a;
                answered = true;
            }
        });
    stall_test::StallMeter meter;
    meter.start();
    id = request();
    const bool done = stall_test::waitUntil([&] { return answered; }, kAnswerWaitMs);
    meter.stop();
    QObject::disconnect(connection);
    if (!done)
        qFatal("request %d of the library was never answered", id);
    qInfo("worst stall %.2f ms of CPU time (%.2f ms of wall time), longest gap %.2f ms",
          meter.stallMs(), meter.wallOfStallMs(), meter.longestMs());
    return meter.stallMs();
}

bool hasProblemAt(const pl::Problems& problems, const std::string& code, int line, int column)
{
    return std::any_of(problems.begin(), problems.end(), [&](const pl::Problem& p) {
        return p.code == code && p.where.line == line && p.where.column == column;
    });
}

}  // namespace

class TestPuzzleLibrary : public QObject {
    Q_OBJECT
    QTemporaryDir home_;  // XDG_DATA_HOME for the whole run
    std::unique_ptr<QTemporaryDir> tmp_;
    QString folder_;  // the user folder of each test (exists, empty)
    QString elsewhere_;

private slots:
    void initTestCase()
    {
        QVERIFY(home_.isValid());
        qputenv("XDG_DATA_HOME", home_.path().toUtf8());
    }

    void init()
    {
        tmp_ = std::make_unique<QTemporaryDir>();
        QVERIFY(tmp_->isValid());
        folder_ = tmp_->filePath(QStringLiteral("puzzles"));
        elsewhere_ = tmp_->filePath(QStringLiteral("downloads"));
        QVERIFY(QDir().mkpath(folder_));
        QVERIFY(QDir().mkpath(elsewhere_));
    }

    void cleanup() { tmp_.reset(); }

    void defaultFolderIsTheXdgOne()
    {
        PuzzleLibrary library;
        QCOMPARE(library.userFolder(), home_.filePath(QStringLiteral("PuzzleLab/puzzles")));
        // Reading it creates nothing.
        QVERIFY(!QFileInfo::exists(home_.filePath(QStringLiteral("PuzzleLab"))));
    }

    void definitionFileNames()
    {
        QVERIFY(PuzzleLibrary::isDefinitionFileName(QStringLiteral("/a/b/mine.puzzle.json")));
        QVERIFY(PuzzleLibrary::isDefinitionFileName(QStringLiteral("x.puzzle.json")));
        QVERIFY(!PuzzleLibrary::isDefinitionFileName(QStringLiteral(".puzzle.json")));
        QVERIFY(!PuzzleLibrary::isDefinitionFileName(QStringLiteral("/a/.mine.puzzle.json")));
        QVERIFY(!PuzzleLibrary::isDefinitionFileName(QStringLiteral("mine.json")));
        QVERIFY(!PuzzleLibrary::isDefinitionFileName(QStringLiteral("mine.puzzle.json~")));
        // Other solvers' files (SPEC 8.3), their endings in any case.
        QVERIFY(PuzzleLibrary::isDefinitionFileName(QStringLiteral("/a/3x3x3.tws")));
        QVERIFY(PuzzleLibrary::isDefinitionFileName(QStringLiteral("2x2x2.KSOLVE")));
        QVERIFY(PuzzleLibrary::isDefinitionFileName(QStringLiteral("skewb.kpuzzle.json")));
        QVERIFY(!PuzzleLibrary::isDefinitionFileName(QStringLiteral(".tws")));
        QVERIFY(!PuzzleLibrary::isDefinitionFileName(QStringLiteral("a.tws.bak")));
    }

    // A twsearch file and a KPuzzle file in the folder are puzzles of the library, keyed
    // by their file names and named as the files name them.
    void otherSolversFilesInTheFolder()
    {
        QFile tws(QStringLiteral(PL_TEST_DATA_DIR "/imported/cube2-fixed.tws"));
        QFile kp(QStringLiteral(PL_TEST_DATA_DIR "/imported/pyraminx-no-tips.kpuzzle.json"));
        QVERIFY(tws.open(QIODevice::ReadOnly) && kp.open(QIODevice::ReadOnly));
        write(folder_ + QStringLiteral("/cube2.tws"), tws.readAll());
        write(folder_ + QStringLiteral("/pyra.kpuzzle.json"), kp.readAll());
        PuzzleLibrary library(folder_);
        const QStringList k = keys(library);
        QCOMPARE(k.mid(22), (QStringList{QStringLiteral("cube2"), QStringLiteral("pyra")}));
        QCOMPARE(library.find(std::string_view("cube2"))->def().name, std::string("Cube2Fixed"));
        QCOMPARE(library.find(std::string_view("pyra"))->rules->moveCount(), 8);
        QVERIFY(library.problems().empty());
    }

    void bundledListedFirst()
    {
        PuzzleLibrary library(folder_);
        const auto entries = library.entries();
        QCOMPARE(entries.size(), std::size_t(22));
        for (const auto& e : entries) {
            QVERIFY(e->bundled);
            QCOMPARE(library.origin(e->key()), PuzzleLibrary::Origin::Bundled);
        }
        for (const char* key : {"clocks", "msquare", "rotation", "fifteen-puzzle"})
            QVERIFY2(library.find(QString::fromLatin1(key)), key);
        QVERIFY(!library.find(QStringLiteral("my-lights")));
        QVERIFY(library.problems().empty());
    }

    void folderFilesAtStartInNameOrder()
    {
        write(folder_ + QStringLiteral("/b.puzzle.json"), lightsOut("bee", "B"));
        write(folder_ + QStringLiteral("/a.puzzle.json"), lightsOut("ay", "A"));
        write(folder_ + QStringLiteral("/notes.json"), lightsOut("not-read"));
        PuzzleLibrary library(folder_);
        const QStringList k = keys(library);
        QCOMPARE(k.size(), 24);
        QCOMPARE(k.mid(22), (QStringList{QStringLiteral("ay"), QStringLiteral("bee")}));
        QCOMPARE(library.origin("ay"), PuzzleLibrary::Origin::UserFolder);
        QCOMPARE(library.filePath("bee"), folder_ + QStringLiteral("/b.puzzle.json"));
        QVERIFY(!library.find(std::string_view("bee"))->bundled);
    }

    // A rescan after the watcher's events reads on a worker: the library's thread (the
    // window's) keeps running while a large definition is read. Judged in this thread's
    // own CPU time (stall_meter.h): other processes on the machine do not count.
    void rescanOfALargeFileDoesNotStallThisThread()
    {
        PuzzleLibrary library(folder_);
        const QString path = folder_ + QStringLiteral("/large.puzzle.json");
        write(path, largeDefinition("Large"));
        // How long reading it takes here, on this thread.
        const double readMs =
            cpuMsOf([&] { QVERIFY(pl::loadDefinitionFile(path.toStdString()).value); });
        reload(library);
        QVERIFY(library.find(QStringLiteral("large")));
        QCOMPARE(library.find(QStringLiteral("large"))->def().name, std::string("Large"));

        // Changed on disk: the watcher's rescan, with this thread's worst stall meanwhile.
        QSignalSpy replaced(&library, &PuzzleLibrary::entryReplaced);
        stall_test::StallMeter meter;
        write(path, largeDefinition("Large, edited"));
        meter.start();
        QVERIFY(stall_test::waitUntil([&] { return replaced.count() == 1; }, kAnswerWaitMs));
        meter.stop();
        QCOMPARE(library.find(QStringLiteral("large"))->def().name, std::string("Large, edited"));
        qInfo(
            "reading the file here took %.1f ms of CPU time; the worst stall during the "
            "rescan %.2f ms",
            readMs, meter.stallMs());
        // The file must take long enough to read for the comparison to mean something.
        QVERIFY2(readMs >= 150, qPrintable(QString::number(readMs)));
        QVERIFY2(meter.stallMs() < readMs / 2, qPrintable(QString::number(meter.stallMs())));
    }

    // Opening a definition (from anywhere, or one of the folder's), copying it into the
    // folder and reload() read on the worker too: File > Open Puzzle Definition of a
    // large file leaves the window running.
    void requestsOfALargeFileDoNotStallThisThread()
    {
        const QString downloaded = elsewhere_ + QStringLiteral("/large.puzzle.json");
        write(downloaded, largeDefinition("Large"));
        const double readMs =
            cpuMsOf([&] { QVERIFY(pl::loadDefinitionFile(downloaded.toStdString()).value); });
        qInfo("reading the file here took %.1f ms of CPU time", readMs);
        QVERIFY2(readMs >= 150, qPrintable(QString::number(readMs)));
        const auto judge = [&](double stallMs) {
            QVERIFY2(stallMs < readMs / 2, qPrintable(QString::number(stallMs)));
        };

        PuzzleLibrary library(folder_);
        pl::LibraryAnswer answer;
        judge(worstStallMs(
            library, [&] { return library.open(downloaded); }, &answer));
        QVERIFY(answer.ok());
        QCOMPARE(answer.entry->def().name, std::string("Large"));
        QCOMPARE(library.origin("large"), PuzzleLibrary::Origin::Opened);

        judge(worstStallMs(
            library, [&] { return library.copyToUserFolder(QStringLiteral("large")); }, &answer));
        QVERIFY(answer.ok());
        const QString kept = folder_ + QStringLiteral("/large.puzzle.json");
        QCOMPARE(answer.path, kept);
        QCOMPARE(library.origin("large"), PuzzleLibrary::Origin::UserFolder);

        write(kept, largeDefinition("Large, edited"));
        judge(worstStallMs(
            library, [&] { return library.reload(); }, &answer));
        QCOMPARE(library.find(QStringLiteral("large"))->def().name, std::string("Large, edited"));

        write(kept, largeDefinition("Large, again"));
        judge(worstStallMs(
            library, [&] { return library.open(kept); }, &answer));
        QVERIFY(answer.ok());
        QCOMPARE(answer.entry->def().name, std::string("Large, again"));
        QCOMPARE(library.find(QStringLiteral("large")), answer.entry);
    }

    void writtenFileAppears()
    {
        PuzzleLibrary library(folder_);
        QSignalSpy changed(&library, &PuzzleLibrary::entriesChanged);
        const QString path = folder_ + QStringLiteral("/mine.puzzle.json");
        write(path, lightsOut());
        QTRY_VERIFY_WITH_TIMEOUT(library.find(QStringLiteral("my-lights")) != nullptr, kWaitMs);
        QVERIFY(changed.count() >= 1);
        const auto entry = library.find(QStringLiteral("my-lights"));
        QCOMPARE(entry->def().name, std::string("Mine"));
        QCOMPARE(QByteArray::fromStdString(entry->text), lightsOut());
        QCOMPARE(library.origin("my-lights"), PuzzleLibrary::Origin::UserFolder);
        QCOMPARE(keys(library).last(), QStringLiteral("my-lights"));
    }

    void editedFileReplacesItsEntry()
    {
        const QString path = folder_ + QStringLiteral("/mine.puzzle.json");
        write(path, lightsOut());
        PuzzleLibrary library(folder_);
        const auto old = library.find(QStringLiteral("my-lights"));
        QVERIFY(old);
        QSignalSpy replaced(&library, &PuzzleLibrary::entryReplaced);
        QSignalSpy removed(&library, &PuzzleLibrary::entryRemoved);
        write(path, lightsOut("my-lights", "Mine, edited"));
        QTRY_COMPARE_WITH_TIMEOUT(replaced.count(), 1, kWaitMs);
        QCOMPARE(replaced.at(0).at(0).toString(), QStringLiteral("my-lights"));
        const auto now = library.find(QStringLiteral("my-lights"));
        QVERIFY(now && now != old);
        QCOMPARE(now->def().name, std::string("Mine, edited"));
        // A session holding the old entry keeps a whole, unchanged definition.
        QCOMPARE(old->def().name, std::string("Mine"));
        QCOMPARE(old->rules->moveCount(), 9);
        QCOMPARE(removed.count(), 0);
        QCOMPARE(keys(library).count(QStringLiteral("my-lights")), 1);

        // Saved again with the same bytes: the same entry, no signal.
        write(path, lightsOut("my-lights", "Mine, edited"));
        reload(library);
        QCOMPARE(library.find(QStringLiteral("my-lights")), now);
        QCOMPARE(replaced.count(), 1);
    }

    void editorSaveByRenameIsSeen()
    {
        // Editors often write a new file and rename it over the old one: the watch on
        // the old file ends with it, and later saves must still be seen.
        const QString path = folder_ + QStringLiteral("/mine.puzzle.json");
        write(path, lightsOut());
        PuzzleLibrary library(folder_);
        QSignalSpy replaced(&library, &PuzzleLibrary::entryReplaced);
        for (const char* name : {"Second", "Third"}) {
            const QString temp = folder_ + QStringLiteral("/.mine.puzzle.json.swp");
            write(temp, lightsOut("my-lights", name));
            QVERIFY(QFile::remove(path));
            QVERIFY(QFile::rename(temp, path));
            QTRY_COMPARE_WITH_TIMEOUT(library.find(QStringLiteral("my-lights"))->def().name,
                                      std::string(name), kWaitMs);
        }
        QCOMPARE(replaced.count(), 2);
        // An editor saving in place, after the renames: seen too.
        write(path, lightsOut("my-lights", "Fourth"));
        QTRY_COMPARE_WITH_TIMEOUT(library.find(QStringLiteral("my-lights"))->def().name,
                                  std::string("Fourth"), kWaitMs);
    }

    void deletedFileDisappears()
    {
        const QString path = folder_ + QStringLiteral("/mine.puzzle.json");
        write(path, lightsOut());
        PuzzleLibrary library(folder_);
        QVERIFY(library.find(QStringLiteral("my-lights")));
        QSignalSpy removed(&library, &PuzzleLibrary::entryRemoved);
        QSignalSpy changed(&library, &PuzzleLibrary::entriesChanged);
        QVERIFY(QFile::remove(path));
        QTRY_COMPARE_WITH_TIMEOUT(removed.count(), 1, kWaitMs);
        QCOMPARE(removed.at(0).at(0).toString(), QStringLiteral("my-lights"));
        QVERIFY(!library.find(QStringLiteral("my-lights")));
        QCOMPARE(library.entries().size(), std::size_t(22));
        QVERIFY(changed.count() >= 1);
    }

    void badFileReportedOnceAndAddsNothing()
    {
        PuzzleLibrary library(folder_);
        QSignalSpy found(&library, &PuzzleLibrary::problemsFound);
        QSignalSpy changed(&library, &PuzzleLibrary::entriesChanged);
        const QString bad = folder_ + QStringLiteral("/bad.puzzle.json");
        write(bad, twoMistakes());
        QTRY_COMPARE_WITH_TIMEOUT(found.count(), 1, kWaitMs);
        const auto reported = found.at(0).at(0).value<std::vector<pl::FileProblems>>();
        QCOMPARE(reported.size(), std::size_t(1));
        QCOMPARE(q(reported[0].file), bad);
        // Both mistakes, each with its line and column (the sample's line 7 is "modulus").
        QCOMPARE(reported[0].problems.size(), std::size_t(2));
        QVERIFY(hasProblemAt(reported[0].problems, "def.missing-key", 1, 1));
        QVERIFY(hasProblemAt(reported[0].problems, "def.unknown-key", 7, 3));
        QCOMPARE(library.problems().size(), std::size_t(1));
        QCOMPARE(library.problems()[0].problems, reported[0].problems);
        QCOMPARE(library.entries().size(), std::size_t(22));
        QVERIFY(!library.find(QStringLiteral("bad-lights")));
        QCOMPARE(changed.count(), 0);

        // Another file comes: the unchanged bad one is not reported again.
        write(folder_ + QStringLiteral("/good.puzzle.json"), lightsOut());
        QTRY_VERIFY_WITH_TIMEOUT(library.find(QStringLiteral("my-lights")) != nullptr, kWaitMs);
        reload(library);
        QCOMPARE(found.count(), 1);
        QCOMPARE(library.problems().size(), std::size_t(1));

        // Mended: its puzzle comes and its problems go.
        write(bad, lightsOut("bad-lights"));
        QTRY_VERIFY_WITH_TIMEOUT(library.find(QStringLiteral("bad-lights")) != nullptr, kWaitMs);
        QVERIFY(library.problems().empty());
        QCOMPARE(found.count(), 1);
    }

    // Issue 23, point 9: saving a broken version of your own puzzle keeps the last good
    // one (and so the session on it) until the file reads again; the problems are
    // reported all the same, with where they are, and say that the puzzle stays.
    void fileThatBecomesBadKeepsItsLastGoodVersion()
    {
        const QString path = folder_ + QStringLiteral("/mine.puzzle.json");
        write(path, lightsOut());
        PuzzleLibrary library(folder_);
        const auto good = library.find(QStringLiteral("my-lights"));
        QVERIFY(good);
        QSignalSpy removed(&library, &PuzzleLibrary::entryRemoved);
        QSignalSpy replaced(&library, &PuzzleLibrary::entryReplaced);
        QSignalSpy found(&library, &PuzzleLibrary::problemsFound);
        QByteArray broken = lightsOut();
        broken.replace("\"modulus\": 2", "\"modulus\": 99");
        write(path, broken);
        QTRY_COMPARE_WITH_TIMEOUT(found.count(), 1, kWaitMs);
        QCOMPARE(removed.count(), 0);
        QCOMPARE(replaced.count(), 0);
        QCOMPARE(library.find(QStringLiteral("my-lights")), good);
        const auto problems = library.problems();
        QCOMPARE(problems.size(), std::size_t(1));
        QVERIFY(problems[0].problems.at(0).where.line == 7);
        QVERIFY(problems[0].problems.at(0).where.column > 0);
        QCOMPARE(problems[0].problems.back().code, std::string("registry.last-good-kept"));
        QCOMPARE(problems[0].problems.back().args, std::vector<std::string>{"my-lights"});
        const auto reported = found.first().at(0).value<std::vector<pl::FileProblems>>();
        QCOMPARE(reported.size(), std::size_t(1));
        QCOMPARE(reported[0].problems, problems[0].problems);

        // Mended (with other bytes): the new version replaces the kept one.
        write(path, lightsOut("my-lights", "Mended"));
        QTRY_COMPARE_WITH_TIMEOUT(replaced.count(), 1, kWaitMs);
        QCOMPARE(library.find(QStringLiteral("my-lights"))->def().name, std::string("Mended"));
        QVERIFY(library.problems().empty());
        QCOMPARE(removed.count(), 0);
    }

    void duplicateKeysInTheFolder()
    {
        write(folder_ + QStringLiteral("/a.puzzle.json"), lightsOut("my-lights", "First"));
        write(folder_ + QStringLiteral("/b.puzzle.json"), lightsOut("my-lights", "Second"));
        // A bundled key in the folder: the bundled puzzle stays.
        write(folder_ + QStringLiteral("/c.puzzle.json"), lightsOut("clocks", "Not clocks"));
        // A bundled file copied into the folder unchanged: no mistake, nothing twice.
        write(folder_ + QStringLiteral("/rotation.puzzle.json"),
              QByteArray::fromStdString(pl::Registry::bundled().find("rotation")->text));
        PuzzleLibrary library(folder_);
        QCOMPARE(library.entries().size(), std::size_t(23));
        QCOMPARE(keys(library).count(QStringLiteral("rotation")), 1);
        QVERIFY(library.find(QStringLiteral("rotation"))->bundled);
        QCOMPARE(library.find(QStringLiteral("my-lights"))->def().name, std::string("First"));
        QCOMPARE(library.find(QStringLiteral("clocks"))->def().name, std::string("The Clocks"));
        const auto problems = library.problems();
        QCOMPARE(problems.size(), std::size_t(2));
        QCOMPARE(q(problems[0].file), folder_ + QStringLiteral("/b.puzzle.json"));
        QCOMPARE(problems[0].problems.at(0).code, std::string("registry.duplicate-key"));
        QCOMPARE(q(problems[0].problems.at(0).args.at(1)),
                 folder_ + QStringLiteral("/a.puzzle.json"));
        QCOMPARE(problems[1].problems.at(0).code, std::string("registry.bundled-key"));
        QCOMPARE(problems[1].problems.at(0).args,
                 (std::vector<std::string>{"clocks", "The Clocks"}));

        // The first one goes: the second one, unchanged, is shown now.
        QSignalSpy replaced(&library, &PuzzleLibrary::entryReplaced);
        QVERIFY(QFile::remove(folder_ + QStringLiteral("/a.puzzle.json")));
        reload(library);
        QCOMPARE(library.find(QStringLiteral("my-lights"))->def().name, std::string("Second"));
        QCOMPARE(replaced.count(), 1);
        QCOMPARE(library.problems().size(), std::size_t(1));
    }

    void folderThatAppearsLater()
    {
        const QString later = tmp_->filePath(QStringLiteral("not/yet/puzzles"));
        PuzzleLibrary library(later);
        QCOMPARE(library.entries().size(), std::size_t(22));
        QVERIFY(!QFileInfo::exists(tmp_->filePath(QStringLiteral("not"))));  // nothing made
        QVERIFY(QDir().mkpath(later));
        write(later + QStringLiteral("/mine.puzzle.json"), lightsOut());
        QTRY_VERIFY_WITH_TIMEOUT(library.find(QStringLiteral("my-lights")) != nullptr, kWaitMs);
        // And when it is removed as a whole, its puzzles go.
        QVERIFY(QDir(tmp_->filePath(QStringLiteral("not"))).removeRecursively());
        QTRY_VERIFY_WITH_TIMEOUT(library.find(QStringLiteral("my-lights")) == nullptr, kWaitMs);
    }

    void openFromElsewhere()
    {
        PuzzleLibrary library(folder_);
        QSignalSpy changed(&library, &PuzzleLibrary::entriesChanged);
        const QString path = elsewhere_ + QStringLiteral("/mine.puzzle.json");
        write(path, lightsOut());
        const auto opened = open(library, path);
        QVERIFY(opened);
        QCOMPARE((*opened.value)->def().name, std::string("Mine"));
        QCOMPARE(library.find(QStringLiteral("my-lights")), *opened.value);
        QCOMPARE(library.origin("my-lights"), PuzzleLibrary::Origin::Opened);
        QCOMPARE(library.filePath("my-lights"), path);
        QCOMPARE(keys(library).last(), QStringLiteral("my-lights"));
        QCOMPARE(changed.count(), 1);
        // Nothing was written into the folder.
        QVERIFY(QDir(folder_).entryList(QDir::Files | QDir::Hidden).isEmpty());

        // The same file again: the same entry, nothing changes.
        const auto again = open(library, path);
        QVERIFY(again);
        QCOMPARE(*again.value, *opened.value);
        QCOMPARE(changed.count(), 1);

        // Changed on disk and opened again: a reload, in the same place.
        QSignalSpy replaced(&library, &PuzzleLibrary::entryReplaced);
        write(path, lightsOut("my-lights", "Mine, edited"));
        const auto reloaded = open(library, path);
        QVERIFY(reloaded);
        QVERIFY(*reloaded.value != *opened.value);
        QCOMPARE(replaced.count(), 1);
        QCOMPARE(library.entries().size(), std::size_t(23));
        QCOMPARE(library.find(QStringLiteral("my-lights"))->def().name,
                 std::string("Mine, edited"));
    }

    void badOpenChangesNothing()
    {
        PuzzleLibrary library(folder_);
        const QString ok = elsewhere_ + QStringLiteral("/mine.puzzle.json");
        write(ok, lightsOut());
        QVERIFY(open(library, ok));
        const auto before = library.entries();
        QSignalSpy changed(&library, &PuzzleLibrary::entriesChanged);
        QSignalSpy replaced(&library, &PuzzleLibrary::entryReplaced);
        QSignalSpy removed(&library, &PuzzleLibrary::entryRemoved);

        const QString bad = elsewhere_ + QStringLiteral("/bad.puzzle.json");
        write(bad, twoMistakes());
        const auto result = open(library, bad);
        QVERIFY(!result);
        QCOMPARE(result.problems.size(), std::size_t(2));
        QVERIFY(hasProblemAt(result.problems, "def.unknown-key", 7, 3));

        // The opened file itself goes bad: its entry stays as it was.
        QByteArray broken = lightsOut();
        broken.replace("\"modulus\": 2", "\"modulus\": 99");
        write(ok, broken);
        QVERIFY(!open(library, ok));
        const auto missing = open(library, elsewhere_ + QStringLiteral("/none.puzzle.json"));
        QVERIFY(!missing);
        QCOMPARE(missing.problems.at(0).code, std::string("file.cannot-open"));
        QVERIFY(!open(library, elsewhere_));  // a folder
        QCOMPARE(library.entries(), before);
        QCOMPARE(changed.count() + replaced.count() + removed.count(), 0);
    }

    void openingABadFolderFileReportsItOnce()
    {
        PuzzleLibrary library(folder_);
        QSignalSpy found(&library, &PuzzleLibrary::problemsFound);
        const QString bad = folder_ + QStringLiteral("/bad.puzzle.json");
        write(bad, twoMistakes());
        const auto result = open(library, bad);
        QVERIFY(!result);
        QCOMPARE(result.problems.size(), std::size_t(2));
        QVERIFY(hasProblemAt(result.problems, "def.unknown-key", 7, 3));
        // The caller shows them; the folder's signal does not say them again, not even
        // when the watcher looks at the folder later.
        QTest::qWait(3 * library.rescanDelay());
        reload(library);
        QCOMPARE(found.count(), 0);
        QCOMPARE(library.problems().size(), std::size_t(1));
        QCOMPARE(library.entries().size(), std::size_t(22));
    }

    void bundledKeyRefused()
    {
        PuzzleLibrary library(folder_);
        const auto before = library.entries();
        // The sample Lights Out keeps the bundled key "lights-out-3" with other bytes.
        const QString path = elsewhere_ + QStringLiteral("/lights.puzzle.json");
        write(path, QByteArray(samples::kLightsOut));
        const auto result = open(library, path);
        QVERIFY(!result);
        QCOMPARE(result.problems.size(), std::size_t(1));
        QCOMPARE(result.problems[0].code, std::string("registry.bundled-key"));
        QCOMPARE(result.problems[0].args.at(0), std::string("lights-out-3"));
        QCOMPARE(library.entries(), before);
        QVERIFY(library.find(QStringLiteral("lights-out-3"))->bundled);

        // A bundled definition's own bytes, opened from a file: the bundled entry.
        const auto bundled = library.find(QStringLiteral("rotation"));
        write(elsewhere_ + QStringLiteral("/r.puzzle.json"),
              QByteArray::fromStdString(bundled->text));
        const auto same = open(library, elsewhere_ + QStringLiteral("/r.puzzle.json"));
        QVERIFY(same);
        QCOMPARE(*same.value, bundled);
        QCOMPARE(library.entries(), before);

        const auto copy = copyToUserFolder(library, QStringLiteral("rotation"));
        QVERIFY(!copy);
        QCOMPARE(copy.problems.at(0).code, std::string("registry.copy-bundled"));
        QVERIFY(!copyToUserFolder(library, QStringLiteral("no-such-key")));
        QVERIFY(QDir(folder_).entryList(QDir::Files | QDir::Hidden).isEmpty());
    }

    void copyToUserFolderWritesTheSameBytes()
    {
        // The folder does not exist yet: copying makes it.
        const QString folder = tmp_->filePath(QStringLiteral("data/puzzles"));
        PuzzleLibrary library(folder);
        // Spacing and a key the reader ignores: the copy must be these bytes, not a rewrite.
        QByteArray text = lightsOut();
        text.replace("\"kind\": \"dial\",", "\"kind\":   \"dial\", \"x-note\": \"\xE2\x9C\x93\",");
        const QString path = elsewhere_ + QStringLiteral("/mine.puzzle.json");
        write(path, text);
        const auto opened = open(library, path);
        QVERIFY(opened);

        QSignalSpy replaced(&library, &PuzzleLibrary::entryReplaced);
        const auto copied = copyToUserFolder(library, QStringLiteral("my-lights"));
        QVERIFY2(copied, copied.problems.empty() ? "" : copied.problems[0].code.c_str());
        QCOMPARE(*copied.value, folder + QStringLiteral("/mine.puzzle.json"));
        QCOMPARE(readAll(*copied.value), text);
        // Now a folder entry, the same one (a session showing it has nothing to reload).
        QCOMPARE(library.origin("my-lights"), PuzzleLibrary::Origin::UserFolder);
        QCOMPARE(library.find(QStringLiteral("my-lights")), *opened.value);
        QCOMPARE(library.entries().size(), std::size_t(23));
        QCOMPARE(replaced.count(), 0);
        // The watcher's own look later finds nothing new.
        QTest::qWait(3 * library.rescanDelay());
        QCOMPARE(library.find(QStringLiteral("my-lights")), *opened.value);
        QCOMPARE(replaced.count(), 0);
        // Copying a folder entry: it is there already.
        QCOMPARE(*copyToUserFolder(library, QStringLiteral("my-lights")).value,
                 folder + QStringLiteral("/mine.puzzle.json"));
    }

    void copyRefusesToOverwriteADifferentFile()
    {
        // In the folder a file of that name with another puzzle.
        const QString target = folder_ + QStringLiteral("/mine.puzzle.json");
        write(target, lightsOut("other-key", "Other"));
        PuzzleLibrary library(folder_);
        const QString path = elsewhere_ + QStringLiteral("/mine.puzzle.json");
        write(path, lightsOut());
        QVERIFY(open(library, path));

        const auto refused = copyToUserFolder(library, QStringLiteral("my-lights"));
        QVERIFY(!refused);
        QCOMPARE(refused.problems.at(0).code, std::string("registry.file-exists"));
        QCOMPARE(q(refused.problems.at(0).args.at(0)), target);
        QCOMPARE(readAll(target), lightsOut("other-key", "Other"));
        QCOMPARE(library.origin("my-lights"), PuzzleLibrary::Origin::Opened);

        const auto forced =
            copyToUserFolder(library, QStringLiteral("my-lights"), PuzzleLibrary::Overwrite::Yes);
        QVERIFY(forced);
        QCOMPARE(readAll(target), lightsOut());
        QCOMPARE(library.origin("my-lights"), PuzzleLibrary::Origin::UserFolder);
        QVERIFY(!library.find(QStringLiteral("other-key")));
    }

    void openedAndFolderFileOfOneKey()
    {
        // The last one read is shown: the opened file over the folder's, until the
        // folder's file changes.
        const QString inFolder = folder_ + QStringLiteral("/mine.puzzle.json");
        write(inFolder, lightsOut("my-lights", "Folder"));
        PuzzleLibrary library(folder_);
        const QString path = elsewhere_ + QStringLiteral("/mine.puzzle.json");
        write(path, lightsOut("my-lights", "Opened"));
        QSignalSpy replaced(&library, &PuzzleLibrary::entryReplaced);
        QVERIFY(open(library, path));
        QCOMPARE(replaced.count(), 1);
        QCOMPARE(library.find(QStringLiteral("my-lights"))->def().name, std::string("Opened"));
        QCOMPARE(library.entries().size(), std::size_t(23));
        QVERIFY(library.problems().empty());

        write(inFolder, lightsOut("my-lights", "Folder, edited"));
        QTRY_COMPARE_WITH_TIMEOUT(library.find(QStringLiteral("my-lights"))->def().name,
                                  std::string("Folder, edited"), kWaitMs);
        QCOMPARE(library.origin("my-lights"), PuzzleLibrary::Origin::UserFolder);
        QCOMPARE(library.entries().size(), std::size_t(23));

        // Opening the folder's file by its path shows it (it is read with the folder).
        QVERIFY(open(library, path));
        QCOMPARE(library.origin("my-lights"), PuzzleLibrary::Origin::Opened);
        const auto own = open(library, inFolder);
        QVERIFY(own);
        QCOMPARE(library.origin("my-lights"), PuzzleLibrary::Origin::UserFolder);
        QCOMPARE((*own.value)->def().name, std::string("Folder, edited"));
    }
};

QTEST_GUILESS_MAIN(TestPuzzleLibrary)
#include "tst_puzzle_library.moc"
