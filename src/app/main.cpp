#include <QApplication>
#include <QCommandLineParser>

#include "ui/mainwindow.h"

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("PuzzleLab"));
    QApplication::setOrganizationName(QStringLiteral("PuzzleLab"));
    QApplication::setApplicationVersion(QStringLiteral(PUZZLELAB_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate(
        "main", "Shortest-move puzzles: The Clocks, Magic Squares, The Rotation Game."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption puzzleOption(
        QStringLiteral("puzzle"),
        QApplication::translate("main", "Open the puzzle NAME (clocks, msquare, rotation)."),
        QStringLiteral("NAME"));
    parser.addOption(puzzleOption);
    parser.process(app);

    pl::MainWindow window;
    if (parser.isSet(puzzleOption) && !window.selectPuzzle(parser.value(puzzleOption))) {
        qCritical("Unknown puzzle '%s': use clocks, msquare or rotation.",
                  qUtf8Printable(parser.value(puzzleOption)));
        return 2;
    }
    window.show();
    return QApplication::exec();
}
