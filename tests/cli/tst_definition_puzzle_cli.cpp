// DefinitionPuzzle's judge format is the command line's (SPEC 7.5): for library
// puzzles, the bytes `puzzlelab-solve --puzzle KEY` prints for an input equal the
// answers formatJudgeAnswer() gives for the cases parseJudge() reads from the same
// input, solved with the same (default) engine; a bad case stops both at the same case
// with the same sentence.
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

#include <random>
#include <string>

#include "core/definition_puzzle.h"
#include "core/registry.h"

namespace {

struct RunResult {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

RunResult runSolve(const QStringList& args, const QByteArray& input, const QString& dataHome)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_DATA_HOME"), dataHome);
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(PL_BUILD_DIR "/src/cli/puzzlelab-solve"), args);
    if (!p.waitForStarted(10000))
        return {};
    p.write(input);
    p.closeWriteChannel();
    if (!p.waitForFinished(600000))
        p.kill();
    RunResult r;
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

}  // namespace

class TestDefinitionPuzzleCli : public QObject {
    Q_OBJECT
private:
    QTemporaryDir home_;
    QString dataHome() const { return home_.path() + QStringLiteral("/data"); }

private slots:
    void sameBytesAsTheCommandLine_data()
    {
        QTest::addColumn<QString>("key");
        for (const char* k :
             {"lights-out-3", "lights-out-4", "lights-out-5", "lights-out-3-colours", "merlin",
              "hex-clocks", "eight-puzzle", "five-puzzle", "loopover-3", "hungarian-rings"})
            QTest::newRow(k) << QString::fromLatin1(k);
    }
    void sameBytesAsTheCommandLine()
    {
        QFETCH(QString, key);
        const pl::Registry registry = pl::Registry::bundled();
        const auto entry = registry.find(key.toStdString());
        QVERIFY(entry);
        const pl::DefinitionPuzzle p(entry);
        std::mt19937_64 rng(21);
        std::string input;
        for (int i = 0; i < 12; ++i) {
            input += p.formatPosition(i == 0 ? p.initial() : p.random(rng));
            input += i == 4 ? "\r\n\n" : "\n";
        }
        const pl::JudgeInput in = p.parseJudge(input);
        QCOMPARE(in.error, std::string());
        QCOMPARE(in.cases.size(), std::size_t{12});
        const auto engine = p.makeEngine(pl::defaultEngine(*entry));
        QVERIFY(engine);
        const pl::CancelToken never;
        std::string expected;
        for (const pl::Position& pos : in.cases)
            expected += p.formatJudgeAnswer(pos, engine->solve(pos, {}, never));
        const RunResult r = runSolve({QStringLiteral("--puzzle"), key},
                                     QByteArray::fromStdString(input), dataHome());
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(r.out, QByteArray::fromStdString(expected));
        QVERIFY(r.err.isEmpty());

        // A bad third case: the same answers before it, the same sentence.
        const std::string bad = p.formatPosition(in.cases[0]) + "\n" +
                                p.formatPosition(in.cases[1]) + "\n" + "7 7 7\n" +
                                p.formatPosition(in.cases[2]) + "\n";
        const pl::JudgeInput badIn = p.parseJudge(bad);
        QCOMPARE(badIn.cases.size(), std::size_t{2});
        QVERIFY(!badIn.error.empty());
        std::string badExpected;
        for (const pl::Position& pos : badIn.cases)
            badExpected += p.formatJudgeAnswer(pos, engine->solve(pos, {}, never));
        const RunResult rb =
            runSolve({QStringLiteral("--puzzle"), key}, QByteArray::fromStdString(bad), dataHome());
        QCOMPARE(rb.exitCode, 2);
        QCOMPARE(rb.out, QByteArray::fromStdString(badExpected));
        QCOMPARE(rb.err, QByteArray::fromStdString(badIn.error + "\n"));
    }
};

QTEST_APPLESS_MAIN(TestDefinitionPuzzleCli)
#include "tst_definition_puzzle_cli.moc"
