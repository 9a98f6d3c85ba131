// Shared by the dialog tests (compare, state space, batch): the command line as a
// reference, file helpers, and optional screenshots.
#pragma once

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTest>
#include <QWidget>

namespace dialog_test {

struct RunResult {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

inline QString solveBin()
{
    return QStringLiteral(PL_BUILD_DIR "/src/cli/puzzlelab-solve");
}

// The UI test targets do not depend on the CLI target; a full build makes it.
inline bool haveSolveBin()
{
    return QFileInfo(solveBin()).isExecutable();
}

inline RunResult runSolve(const QStringList& args, const QByteArray& input = {})
{
    QProcess p;
    p.start(solveBin(), args);
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

inline QByteArray readFile(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", qUtf8Printable(path));
    return f.readAll();
}

// With PL_DIALOG_SHOTS=DIR set, saves a PNG of `w` as DIR/name.png so a person can
// look at the dialogs without a display.
inline void shot(QWidget& w, const char* name)
{
    const QByteArray dir = qgetenv("PL_DIALOG_SHOTS");
    if (dir.isEmpty())
        return;
    QDir().mkpath(QString::fromLocal8Bit(dir));
    QCoreApplication::processEvents();
    w.grab().save(QString::fromLocal8Bit(dir) + QLatin1Char('/') + QLatin1String(name) +
                  QLatin1String(".png"));
}

// Stop must come back fast; sanitizers slow the engines' poll loops several times.
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
inline constexpr int kPromptMs = 600;
#else
inline constexpr int kPromptMs = 150;
#endif

}  // namespace dialog_test
