#pragma once

#include <QMainWindow>
#include <memory>

namespace Ui {
class MainWindow;
}

namespace pl {

class PuzzleListModel;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    [[nodiscard]] PuzzleListModel* puzzleModel() const { return puzzles_; }
    // Select a puzzle by its core key ("clocks", "msquare", "rotation"); false if unknown.
    bool selectPuzzle(const QString& key);

private:
    void showAbout();

    std::unique_ptr<Ui::MainWindow> ui_;
    PuzzleListModel* puzzles_ = nullptr;
};

}  // namespace pl
