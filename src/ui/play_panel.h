#pragma once

#include <array>

#include <QFrame>
#include <QPointer>
#include <QString>
#include <QWidget>
#include <map>
#include <string>

class QLabel;
class QSpinBox;
class QToolButton;
class QAction;
class QVariantAnimation;
class QTimer;

namespace pl {

class PlaySession;

// A short-lived banner over the board that celebrates a solve. It never takes the
// mouse or the focus, so the person can go on at once; it fades in, waits, fades out.
class CelebrationBanner : public QWidget {
    Q_OBJECT
public:
    explicit CelebrationBanner(QWidget* board);

    void celebrate(const QString& headline, const QString& detail, bool optimal);
    [[nodiscard]] QString headline() const { return headline_; }
    [[nodiscard]] QString detail() const { return detail_; }
    [[nodiscard]] bool showing() const { return isVisible(); }
    // Hides it at once (a new game, a new move).
    void dismiss();

protected:
    void paintEvent(QPaintEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void place();

    QString headline_;
    QString detail_;
    bool optimal_ = false;
    qreal phase_ = 0;  // 0 → 1 over the banner's life
    QVariantAnimation* life_ = nullptr;
};

// The strip under the board while playing by hand: the distance to solved in large
// figures, what the last move did, moves used against the optimum, Hint, and New
// Game with the distance from solved it starts at (the difficulty).
class PlayPanel : public QFrame {
    Q_OBJECT
public:
    explicit PlayPanel(QWidget* parent = nullptr);

    // The session shown; the panel follows its changes.
    void setSession(PlaySession* session);
    [[nodiscard]] PlaySession* session() const;
    void setActions(QAction* hint, QAction* newGame);

    [[nodiscard]] QLabel* distanceLabel() const { return distance_; }
    [[nodiscard]] QLabel* headlineLabel() const { return headline_; }
    [[nodiscard]] QLabel* detailLabel() const { return detail_; }
    [[nodiscard]] QSpinBox* difficultyBox() const { return difficulty_; }

    // Moves from solved a new game starts at; 0 for a random position. Each puzzle
    // keeps its own, from 0 to its largest distance.
    [[nodiscard]] int difficulty() const;
    void setDifficulty(int distance);

    // Says `text` in place of the headline until the game changes (why a click on the
    // board did nothing, say).
    void showNotice(const QString& text);

    // What the panel says, as text (tests, accessibility).
    [[nodiscard]] QString distanceText() const;
    [[nodiscard]] QString headlineText() const;
    [[nodiscard]] QString detailText() const;

    // The friendly line for a verdict; `seed` varies the wording.
    [[nodiscard]] static QString verdictLine(int verdict, int distance, int seed);
    [[nodiscard]] static QString celebrationHeadline(int moves, int optimum);

    void refresh();

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void applyColours();

    QPointer<PlaySession> session_;
    QMetaObject::Connection connection_;
    QLabel* distance_ = nullptr;
    QLabel* caption_ = nullptr;
    QLabel* headline_ = nullptr;
    QLabel* detail_ = nullptr;
    QToolButton* hintButton_ = nullptr;
    QToolButton* newGameButton_ = nullptr;
    QLabel* difficultyLabel_ = nullptr;
    QSpinBox* difficulty_ = nullptr;
    std::map<std::string, int> difficultyOf_;  // per puzzle key
    int tone_ = 0;                             // 0 neutral, 1 good, 2 warning
    QTimer* clock_ = nullptr;                  // the time shown, once a second
    QTimer* waitTimer_ = nullptr;              // how long a distance may take unseen
    bool waitShown_ = false;                   // the panel says it is waiting
};

}  // namespace pl
