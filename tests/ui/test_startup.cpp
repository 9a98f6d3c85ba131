// The ui tests start as the program does: main() fills the ui's registries (board skins,
// the contest puzzles' words) once QApplication exists, and so does every ui test, before
// its first test function runs.
#include <QCoreApplication>

#include "ui/registries.h"

namespace {

void startUi()
{
    pl::registerUiParts();
}

}  // namespace

Q_COREAPP_STARTUP_FUNCTION(startUi)
