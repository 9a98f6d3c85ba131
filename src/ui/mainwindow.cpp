#include "mainwindow.h"

#include <QKeySequence>
#include <QMessageBox>

#include "models/puzzle_list_model.h"
#include "ui_mainwindow.h"

namespace pl {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent), ui_(std::make_unique<Ui::MainWindow>()), puzzles_(new PuzzleListModel(this))
{
    ui_->setupUi(this);
    setWindowIcon(QIcon(QStringLiteral(":/icons/puzzlelab.svg")));
    ui_->puzzleList->setModel(puzzles_);
    ui_->mainSplitter->setStretchFactor(0, 0);
    ui_->mainSplitter->setStretchFactor(1, 1);

    ui_->actionQuit->setShortcut(QKeySequence::Quit);
    connect(ui_->actionQuit, &QAction::triggered, this, &QWidget::close);
    connect(ui_->actionAbout, &QAction::triggered, this, &MainWindow::showAbout);

    connect(ui_->puzzleList->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex& current) {
                if (current.isValid())
                    statusBar()->showMessage(current.data(PuzzleListModel::SummaryRole).toString());
            });
    ui_->puzzleList->setCurrentIndex(puzzles_->index(0));
}

MainWindow::~MainWindow() = default;

bool MainWindow::selectPuzzle(const QString& key)
{
    const int row = puzzles_->rowOfKey(key);
    if (row < 0)
        return false;
    ui_->puzzleList->setCurrentIndex(puzzles_->index(row));
    return true;
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About PuzzleLab"),
                       tr("PuzzleLab %1\nShortest-move puzzles, solved optimally.")
                           .arg(QStringLiteral(PUZZLELAB_VERSION)));
}

}  // namespace pl
