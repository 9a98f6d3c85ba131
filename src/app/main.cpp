#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <random>

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QPixmap>
#include <QRegularExpression>
#include <QTimer>

#include "core/puzzle.h"
#include "core/registry.h"
#include "models/move_list_model.h"
#include "models/problem_text_tr.h"
#include "models/puzzle_document.h"
#include "models/puzzle_library.h"
#include "models/solve_service.h"
#include "models/table_service.h"
#include "models/watch_session.h"
#include "ui/library_panel.h"
#include "ui/mainwindow.h"
#include "ui/play_tools.h"
#include "ui/playback_controller.h"
#include "ui/registries.h"
#include "ui/screenshot_scene.h"
#include "ui/table_cache_dialog.h"
#include "ui/translations.h"
#include "ui/watch_dialog.h"

namespace {

// The offscreen platform must be chosen before QApplication exists, so the option is
// looked for in the raw arguments.
bool wantsScreenshot(int argc, char* argv[])
{
    for (int i = 1; i < argc; ++i)
        if (std::strcmp(argv[i], "--screenshot") == 0 ||
            std::strncmp(argv[i], "--screenshot=", 13) == 0)
            return true;
    return false;
}

// --solve-all prints and quits: like --screenshot it needs no display.
bool wantsSolveAll(int argc, char* argv[])
{
    for (int i = 1; i < argc; ++i)
        if (std::strcmp(argv[i], "--solve-all") == 0)
            return true;
    return false;
}

// --help and --version only print; they must work on a machine without a display.
bool onlyPrints(int argc, char* argv[])
{
    for (int i = 1; i < argc; ++i)
        for (const char* option : {"-h", "-?", "--help", "--help-all", "-v", "--version"})
            if (std::strcmp(argv[i], option) == 0)
                return true;
    return false;
}

bool choosesPlatform(int argc, char* argv[])
{
    for (int i = 1; i < argc; ++i)
        if (std::strcmp(argv[i], "-platform") == 0 || std::strcmp(argv[i], "--platform") == 0)
            return true;
    // Qt reads an empty QT_QPA_PLATFORM as unset.
    return !qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM");
}

// Without a display Qt cannot open its platform and aborts (exit 134), advising a
// reinstall. Where nothing names a platform, this says what is wrong and how to run
// headless instead, and exits with 1.
void noDisplay(const char* where)
{
    std::fprintf(stderr,
                 "puzzlelab: no display found (%s), so the window cannot open; to run without "
                 "one, use e.g. `QT_QPA_PLATFORM=offscreen puzzlelab --screenshot FILE` or "
                 "`xvfb-run puzzlelab`.\n",
                 where);
    std::fflush(stderr);
}

bool namesDisplay()
{
    return !qEnvironmentVariableIsEmpty("DISPLAY") ||
           !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY") ||
           !qEnvironmentVariableIsEmpty("WAYLAND_SOCKET");
}

// Installed while QApplication opens the platform: a display that is named but does not
// answer (a stale DISPLAY after ssh) ends in Qt's fatal "no Qt platform plugin could be
// initialized". Qt has already said which display it tried.
QtMessageHandler qtHandler = nullptr;

void platformFailure(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    if (type == QtFatalMsg && message.contains(QLatin1String("platform plugin"))) {
        noDisplay("the one DISPLAY or WAYLAND_DISPLAY names does not answer");
        std::_Exit(1);
    }
    qtHandler(type, context, message);
}

// --lang must be known before the parser exists: its help texts are translated.
QString rawLanguage(int argc, char* argv[])
{
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--lang") == 0 && i + 1 < argc)
            return QString::fromLocal8Bit(argv[i + 1]);
        if (std::strncmp(argv[i], "--lang=", 7) == 0)
            return QString::fromLocal8Bit(argv[i] + 7);
    }
    return {};
}

int fail(const QString& message)
{
    qCritical("puzzlelab: %s", qUtf8Printable(message));
    return 2;
}

// The position --solve-all gives every engine of `puzzle`: one of the puzzle's hardest
// (27 clock moves, 22 magic square moves, 13 rotation moves; the classic rotation IDA*
// needs about a second for it), the same on every run.
// Drawn from the tables on their worker, as the window does (a table build on the GUI
// thread would stall it).
std::optional<pl::Position> demandingPosition(const std::shared_ptr<const pl::Puzzle>& puzzle)
{
    pl::TableService tables;
    std::optional<pl::Position> found;
    QEventLoop loop;
    QObject::connect(&tables, &pl::TableService::finished, &loop,
                     [&](int, const pl::TableAnswer& answer) {
                         found = answer.found;
                         loop.quit();
                     });
    tables.hardest(puzzle, 1994);
    loop.exec();
    return found;
}

// --solve-all: every engine of every puzzle (or of `only`) through the window, as a
// person would (position, engine, Solve), one line each on standard output. A memory
// and smoke check of the whole app (tests/ui/tst_app_memory.cpp). 0 when every solve
// gave an answer that reaches the goal and the window shows it, else 1.
int solveAll(pl::MainWindow& window, const QString& only)
{
    bool allSolved = true;
    for (const auto& shared : window.puzzles()) {
        const pl::Puzzle* p = shared.get();
        const QString key = QString::fromStdString(p->key());
        if (!only.isEmpty() && only != key)
            continue;
        // A puzzle whose tables cannot be asked has no hardest position to draw.
        if (!p->tableRefusal().empty())
            continue;
        window.selectPuzzle(key);
        const std::optional<pl::Position> hardest = demandingPosition(shared);
        if (!hardest) {
            qCritical("puzzlelab: no hardest position of %s", p->key().c_str());
            return 1;
        }
        const pl::Position start = *hardest;
        for (const QString& engine : pl::SolveService::engineNames(*p)) {
            if (!p->engineRefusal(engine.toStdString()).empty())
                continue;
            // An engine that may run out of memory on a far position (bfs on the
            // Rotation Game's 9,465,511,770 positions) is named, not run: it would take
            // the whole memory limit to say so.
            if (const QString caution = pl::i18n::engineCautionText(*p, engine.toStdString());
                !caution.isEmpty()) {
                std::printf("%-8s %-9s skipped: %s\n", p->key().c_str(), qUtf8Printable(engine),
                            qUtf8Printable(caution));
                std::fflush(stdout);
                continue;
            }
            if (const QString problem =
                    window.setPositionText(QString::fromStdString(p->formatPosition(start)));
                !problem.isEmpty() || !window.setEngine(engine)) {
                qCritical("puzzlelab: cannot set up %s %s: %s", p->key().c_str(),
                          qUtf8Printable(engine), qUtf8Printable(problem));
                return 1;
            }
            pl::SolveService* service = window.solveService(key);
            std::optional<pl::SolveResult> result;
            QEventLoop loop;
            // Connected after the window's own handler, so this runs once the window
            // has taken the answer in.
            QObject::connect(service, &pl::SolveService::finished, &loop,
                             [&](int id, const pl::SolveResult& r) {
                                 if (id != service->currentId())
                                     return;
                                 result = r;
                                 loop.quit();
                             });
            QElapsedTimer clock;
            clock.start();
            window.solve();
            // A deadline, so a solve that never ends fails this run instead of
            // hanging it (the slowest, rotation ida on a hardest board, takes ~1.5 s).
            QTimer deadline;
            deadline.setSingleShot(true);
            QObject::connect(&deadline, &QTimer::timeout, &loop, [&] {
                service->cancel();
                loop.quit();
            });
            deadline.start(std::chrono::minutes(2));
            if (!result && window.isSolving(key))
                loop.exec();
            const double ms = static_cast<double>(clock.nsecsElapsed()) / 1e6;

            bool ok = result && result->solved() && result->position == start &&
                      !window.isSolving(key) &&
                      window.moveModel(key)->moveCount() == int(result->moves.size());
            if (ok) {
                pl::Position at = start;
                for (const int move : result->moves)
                    at = p->apply(at, move);
                ok = p->isGoal(at);
            }
            allSolved = allSolved && ok;
            const char* outcome = !result               ? "no answer"
                                  : ok                  ? "solved"
                                  : result->cancelled() ? "cancelled"
                                  : result->failed()    ? "failed"
                                                        : "wrong";
            std::printf("%-8s %-9s %-9s %3d moves %10.1f ms\n", p->key().c_str(),
                        qUtf8Printable(engine), outcome, result ? int(result->moves.size()) : 0,
                        ms);
            std::fflush(stdout);
            if (result && result->failed())
                qCritical("puzzlelab: %s %s: %s", p->key().c_str(), qUtf8Printable(engine),
                          qUtf8Printable(result->error()));
        }
    }
    return allSolved ? 0 : 1;
}

}  // namespace

int main(int argc, char* argv[])
{
    const bool screenshot = wantsScreenshot(argc, argv);
    if ((screenshot || wantsSolveAll(argc, argv) || onlyPrints(argc, argv)) &&
        !choosesPlatform(argc, argv))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    // Nothing chose a platform: Qt picks the desktop's, which needs a display.
    const bool needsDisplay = !choosesPlatform(argc, argv);
#if defined(Q_OS_UNIX) && !defined(Q_OS_DARWIN)
    if (needsDisplay && !namesDisplay()) {
        noDisplay("neither DISPLAY nor WAYLAND_DISPLAY is set");
        return 1;
    }
#endif
    if (needsDisplay)
        qtHandler = qInstallMessageHandler(platformFailure);
    QApplication app(argc, argv);
    if (needsDisplay)
        qInstallMessageHandler(qtHandler);
    QApplication::setApplicationName(QStringLiteral("PuzzleLab"));
    QApplication::setOrganizationName(QStringLiteral("PuzzleLab"));
    QApplication::setApplicationVersion(QStringLiteral(PUZZLELAB_VERSION));
    pl::registerUiParts();
    // Tables of 256 KiB or more are kept on disk, unless the person turned it off.
    pl::applyTableCachePreference();

    const QString language = rawLanguage(argc, argv);
    bool languageKnown = true;
    const QLocale locale =
        language.isEmpty() ? QLocale::system() : pl::localeFromName(language, &languageKnown);
    if (languageKnown) {
        QLocale::setDefault(locale);
        pl::installTranslations(app, locale);
    }

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("main",
                                    "Shortest-move puzzles: any puzzle defined in a file, The "
                                    "Clocks, Magic Squares and The Rotation Game among them."));
    const QCommandLineOption helpOption = parser.addHelpOption();
    const QCommandLineOption versionOption = parser.addVersionOption();
    parser.addPositionalArgument(
        QStringLiteral("file"),
        QCoreApplication::translate("main",
                                    "A solution file (as written by Export) or a puzzle definition "
                                    "(*.puzzle.json, or another solver's: *.tws, *.ksolve, "
                                    "*.kpuzzle.json) to open."),
        QStringLiteral("[file]"));
    const QCommandLineOption langOption(
        QStringLiteral("lang"),
        QCoreApplication::translate(
            "main", "Use the language LANG (en, zh_CN, zh_TW) instead of the system's."),
        QStringLiteral("LANG"));
    const QCommandLineOption puzzleOption(
        QStringLiteral("puzzle"),
        QCoreApplication::translate(
            "main", "Open the puzzle NAME: a key of the library, such as clocks or lights-out-3."),
        QStringLiteral("NAME"));
    const QCommandLineOption positionOption(
        QStringLiteral("position"),
        QCoreApplication::translate(
            "main",
            "Start from POSITION, written as in a solution file, e.g. \"9 9 12 6 6 6 6 3 6\"; "
            "for a puzzle whose goal you set, \"POSITION / GOAL\"."),
        QStringLiteral("POSITION"));
    const QCommandLineOption engineOption(
        QStringLiteral("engine"),
        QCoreApplication::translate("main", "Solve with the engine NAME."), QStringLiteral("NAME"));
    const QCommandLineOption solveOption(
        QStringLiteral("solve"),
        QCoreApplication::translate("main", "Solve the position at once."));
    const QCommandLineOption stepOption(
        QStringLiteral("step"),
        QCoreApplication::translate("main", "Show the solution after K moves (with --solve)."),
        QStringLiteral("K"));
    const QCommandLineOption screenshotOption(
        QStringLiteral("screenshot"),
        QCoreApplication::translate(
            "main", "Save a picture of the window to FILE (PNG) and quit; needs no display."),
        QStringLiteral("FILE"));
    const QCommandLineOption sizeOption(
        QStringLiteral("size"),
        QCoreApplication::translate(
            "main",
            "Window size for --screenshot (default 1280x800); with --watch, the "
            "size of the Watch the Search view (default 1060x680)."),
        QStringLiteral("WxH"), QStringLiteral("1280x800"));
    const QCommandLineOption playOption(
        QStringLiteral("play"), QCoreApplication::translate("main", "Start in play-by-hand mode."));
    const QCommandLineOption hintOption(
        QStringLiteral("hint"),
        QCoreApplication::translate("main", "Play by hand and show a hint (with --screenshot)."));
    const QCommandLineOption dialogOption(
        QStringLiteral("dialog"),
        QCoreApplication::translate(
            "main",
            "Picture the dialog NAME instead (compare, state-space, type, custom-puzzle, "
            "table-cache; with --screenshot)."),
        QStringLiteral("NAME"));
    const QCommandLineOption solveAllOption(
        QStringLiteral("solve-all"),
        QCoreApplication::translate(
            "main",
            "Solve a hard position with every engine of every puzzle (or of --puzzle), "
            "print one line per solve and quit; needs no display."));
    const QCommandLineOption watchOption(
        QStringLiteral("watch"),
        QCoreApplication::translate(
            "main", "Open Tools > Watch the Search with the engine NAME on the position."),
        QStringLiteral("NAME"));
    const QCommandLineOption watchStepsOption(
        QStringLiteral("watch-steps"),
        QCoreApplication::translate(
            "main",
            "With --watch and --screenshot: the picture after N events (default: the "
            "search run to its end)."),
        QStringLiteral("N"));
    const QCommandLineOption watchBesideOption(
        QStringLiteral("watch-beside"),
        QCoreApplication::translate(
            "main",
            "With --watch: a second engine side by side on the same position "
            "(ida-manhattan: IDA* with the Manhattan distance alone)."),
        QStringLiteral("NAME"));
    parser.addOptions({puzzleOption, positionOption, engineOption, solveOption, stepOption,
                       screenshotOption, sizeOption, langOption, playOption, hintOption,
                       dialogOption, solveAllOption, watchOption, watchStepsOption,
                       watchBesideOption});
    // parse() rather than process(): a bad command line exits with 2, not 1.
    if (!parser.parse(QCoreApplication::arguments()))
        return fail(QCoreApplication::translate("main", "%1\nTry 'puzzlelab --help'.")
                        .arg(parser.errorText()));
    if (parser.isSet(helpOption) || parser.isSet(QStringLiteral("help-all")))
        parser.showHelp(0);
    if (parser.isSet(versionOption))
        parser.showVersion();
    if (!languageKnown)
        return fail(QCoreApplication::translate(
                        "main", "unknown language '%1': use e.g. en, zh_CN or zh_TW.")
                        .arg(language));
    const QStringList files = parser.positionalArguments();
    if (files.size() > 1)
        return fail(QCoreApplication::translate("main", "give at most one solution file, not %1.")
                        .arg(files.size()));

    const bool solveAllWanted = parser.isSet(solveAllOption);
    if (solveAllWanted) {
        // It chooses positions and engines itself; anything else would be ignored.
        for (const QCommandLineOption* other :
             {&positionOption, &engineOption, &solveOption, &stepOption, &screenshotOption,
              &playOption, &hintOption, &dialogOption, &watchOption, &watchStepsOption,
              &watchBesideOption}) {
            if (parser.isSet(*other))
                return fail(
                    QCoreApplication::translate("main", "--solve-all cannot be combined with --%1.")
                        .arg(other->names().constFirst()));
        }
        if (!files.isEmpty())
            return fail(QCoreApplication::translate(
                "main", "--solve-all cannot be combined with a solution file."));
    }

    // The library: the bundled puzzles and the person's own folder (watched). A
    // screenshot shows the bundled ones only, the same on every machine; --solve-all,
    // a memory and smoke check of the app, the contest puzzles unless --puzzle names
    // another.
    pl::PuzzleLibrary library(screenshot || solveAllWanted
                                  ? QString()
                                  : QString::fromStdString(pl::userPuzzleFolder().string()));
    pl::MainWindow window;
    if (!solveAllWanted || parser.isSet(puzzleOption))
        window.setLibrary(&library);
    // A screenshot or --solve-all uses the defaults, whatever this user last had open.
    if (!screenshot && !solveAllWanted)
        window.restoreSettings();
    if (!files.isEmpty() && window.library() &&
        pl::PuzzleLibrary::isDefinitionFileName(files.first())) {
        // A puzzle definition: shown like File > Open Puzzle Definition, whose dialog
        // says what is wrong with a bad one.
        const QString problem = window.openDefinitionFrom(files.first());
        if (!problem.isEmpty()) {
            if (screenshot)
                return fail(problem);
            qCritical("puzzlelab: %s", qUtf8Printable(problem));
        }
    } else if (!files.isEmpty()) {
        // A bad file does not end the program unseen (a desktop launch has no terminal):
        // the window opens and shows the error as File > Open does. A screenshot has
        // no one to show it to.
        const QString problem = screenshot ? window.openSolutionFrom(files.first())
                                           : window.openStartupFile(files.first());
        if (!problem.isEmpty()) {
            if (screenshot)
                return fail(problem);
            qCritical("puzzlelab: %s", qUtf8Printable(problem));
        }
    }
    if (parser.isSet(puzzleOption) && !window.selectPuzzle(parser.value(puzzleOption))) {
        QStringList keys;
        for (const auto& p : window.puzzles())
            keys << QString::fromStdString(p->key());
        return fail(QCoreApplication::translate("main", "unknown puzzle '%1': use one of %2.")
                        .arg(parser.value(puzzleOption), keys.join(QStringLiteral(", "))));
    }
    const QString key = window.currentKey();

    if (solveAllWanted) {
        window.show();
        QCoreApplication::processEvents();
        return solveAll(window, parser.isSet(puzzleOption) ? key : QString());
    }

    if (parser.isSet(positionOption)) {
        const QString problem = window.setPositionText(parser.value(positionOption));
        if (!problem.isEmpty())
            return fail(QCoreApplication::translate("main", "bad --position \"%1\": %2")
                            .arg(parser.value(positionOption), problem));
    }
    if (parser.isSet(engineOption) && !window.setEngine(parser.value(engineOption)))
        return fail(QCoreApplication::translate("main", "puzzle %1 has no engine '%2'; it has: %3.")
                        .arg(key, parser.value(engineOption),
                             pl::SolveService::engineNames(window.currentPuzzle())
                                 .join(QStringLiteral(", "))));
    int step = -1;
    if (parser.isSet(stepOption)) {
        bool ok = false;
        step = parser.value(stepOption).toInt(&ok);
        if (!ok || step < 0)
            return fail(QCoreApplication::translate(
                            "main", "bad --step \"%1\": give a number of moves, 0 or more.")
                            .arg(parser.value(stepOption)));
    }
    const QString watch = parser.value(watchOption);
    if (parser.isSet(watchOption) &&
        !pl::SolveService::engineNames(window.currentPuzzle()).contains(watch))
        return fail(QCoreApplication::translate("main", "puzzle %1 has no engine '%2'; it has: %3.")
                        .arg(key, watch,
                             pl::SolveService::engineNames(window.currentPuzzle())
                                 .join(QStringLiteral(", "))));
    int watchSteps = -1;
    if (parser.isSet(watchStepsOption)) {
        bool ok = false;
        watchSteps = parser.value(watchStepsOption).toInt(&ok);
        if (!ok || watchSteps < 0)
            return fail(QCoreApplication::translate(
                            "main", "bad --watch-steps \"%1\": give a number of events, 0 or more.")
                            .arg(parser.value(watchStepsOption)));
        if (!parser.isSet(watchOption))
            return fail(QCoreApplication::translate("main", "--watch-steps needs --watch ENGINE."));
    }
    const QString beside = parser.value(watchBesideOption);
    if (parser.isSet(watchBesideOption)) {
        if (!parser.isSet(watchOption))
            return fail(
                QCoreApplication::translate("main", "--watch-beside needs --watch ENGINE."));
        const bool manhattan = beside == QLatin1String(pl::WatchSession::kManhattan) &&
                               pl::WatchSession::hasManhattan(window.currentPuzzle());
        if (!manhattan && !pl::SolveService::engineNames(window.currentPuzzle()).contains(beside))
            return fail(
                QCoreApplication::translate("main", "puzzle %1 has no engine '%2'; it has: %3.")
                    .arg(key, beside,
                         pl::SolveService::engineNames(window.currentPuzzle())
                             .join(QStringLiteral(", "))));
    }
    const bool solve = parser.isSet(solveOption);
    if (solve) {
        const QString problem = window.document(key)->validationText();
        if (!problem.isEmpty())
            return fail(QCoreApplication::translate("main", "the position cannot be solved: %1")
                            .arg(problem));
    }

    if (!screenshot) {
        window.show();
        if (parser.isSet(playOption) || parser.isSet(hintOption))
            window.setPlayMode(true);
        if (solve) {
            if (step >= 0)
                QObject::connect(
                    &window, &pl::MainWindow::solveFinished, &window,
                    [&window, key, step] { window.playback(key)->jumpTo(step); },
                    Qt::SingleShotConnection);
            QTimer::singleShot(0, &window, &pl::MainWindow::solve);
        }
        if (parser.isSet(watchOption))
            QTimer::singleShot(0, &window, [&window, watch, beside] {
                if (pl::WatchDialog* d = window.tools().openWatch()) {
                    d->setEngine(watch);
                    if (!beside.isEmpty())
                        d->setBesideEngine(beside);
                }
            });
        return QApplication::exec();
    }

    static const QRegularExpression sizePattern(QStringLiteral("^(\\d{3,4})x(\\d{3,4})$"));
    const auto size = sizePattern.match(parser.value(sizeOption));
    if (!size.hasMatch())
        return fail(QCoreApplication::translate(
                        "main", "bad --size \"%1\": write it as WIDTHxHEIGHT, e.g. 1280x800.")
                        .arg(parser.value(sizeOption)));
    window.resize(size.captured(1).toInt(), size.captured(2).toInt());
    window.show();
    QCoreApplication::processEvents();

    if (solve) {
        pl::Outcome outcome = pl::Outcome::Failed;
        QEventLoop loop;
        QObject::connect(&window, &pl::MainWindow::solveFinished, &loop,
                         [&](const QString&, pl::Outcome o) {
                             outcome = o;
                             loop.quit();
                         });
        window.solve();
        if (window.isSolving(key))
            loop.exec();
        // Unsolvable is an answer of its own (SPEC 7.3): the board shows it like a solution.
        if (outcome != pl::Outcome::Solved && outcome != pl::Outcome::Unsolvable)
            return fail(QCoreApplication::translate("main", "the solve did not succeed: %1")
                            .arg(window.solveStatus()));
        if (step >= 0 && outcome == pl::Outcome::Solved)
            window.playback(key)->jumpTo(step);
    }
    pl::ScreenshotScene scene;
    scene.play = parser.isSet(playOption);
    scene.hint = parser.isSet(hintOption);
    scene.dialog = parser.value(dialogOption);
    scene.watch = watch;
    scene.watchSteps = watchSteps;
    scene.watchBeside = beside;
    if (parser.isSet(sizeOption))
        scene.watchSize = QSize(size.captured(1).toInt(), size.captured(2).toInt());
    if (const QString problem = scene.problem(); !problem.isEmpty())
        return fail(problem);
    window.libraryPanel()->drawPendingThumbnails();
    QWidget* subject = scene.prepare(window);
    // Let layouts and pending repaints settle before the picture is taken.
    QCoreApplication::processEvents();
    const QString file = parser.value(screenshotOption);
    if (!subject->grab().save(file, "PNG")) {
        qCritical("puzzlelab: could not write the screenshot to %s", qUtf8Printable(file));
        return 1;
    }
    return 0;
}
