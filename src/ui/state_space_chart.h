#pragma once

#include <vector>

#include <QRect>
#include <QString>
#include <QWidget>
#include <QtGlobal>

namespace pl {

// A bar chart of how many positions lie at each distance from solved, drawn with
// QPainter. Counts span 1 .. ~3e9, so a logarithmic scale is available; the largest
// distance with any positions (the hardest) is drawn in an accent colour. Hovering a
// bar shows its count, clicking it (or Enter on the keyboard-selected bar) emits
// barClicked().
class StateSpaceChart : public QWidget {
    Q_OBJECT
public:
    explicit StateSpaceChart(QWidget* parent = nullptr);

    // Index = distance.
    void setHistogram(std::vector<quint64> counts);
    [[nodiscard]] const std::vector<quint64>& histogram() const { return counts_; }

    void setLogScale(bool on);
    [[nodiscard]] bool logScale() const { return logScale_; }

    // What the bars count, plural, for the axis and tooltips ("positions", "boards").
    void setCountNoun(const QString& noun);
    // Another chart than distances from solved (Watch the Search): the x axis's title,
    // and a bar's name with %1 for its index ("Bound %1"); the hardest is then not
    // marked and a bar loads nothing. An empty title goes back to distances.
    void setAxis(const QString& title, const QString& barName, int firstLabel = 0);

    // The drawn bar of `depth` (at least a few pixels tall when it holds anything);
    // empty for a distance without positions or out of range.
    [[nodiscard]] QRect barRect(int depth) const;
    // The distance whose column contains `point` in the plot, else -1.
    [[nodiscard]] int depthAt(const QPoint& point) const;
    // The largest distance holding positions, -1 for an empty chart.
    [[nodiscard]] int hardestDepth() const;
    // The bar the keyboard has selected, -1 for none.
    [[nodiscard]] int currentDepth() const { return current_; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void barClicked(int depth);

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    QString axisTitle_;
    QString barName_;
    int firstLabel_ = 0;  // the label of bar 0 (setAxis)
    struct Axis {
        double top = 1;             // value at the top of the plot (log: exponent)
        std::vector<double> ticks;  // values (log: exponents) with a grid line
    };
    [[nodiscard]] QRect plotRect() const;
    [[nodiscard]] Axis axis() const;
    [[nodiscard]] double fraction(quint64 count, const Axis& axis) const;
    [[nodiscard]] double columnWidth() const;
    [[nodiscard]] QString tickLabel(double tick) const;
    [[nodiscard]] QString describe(int depth, bool rich) const;
    void setHovered(int depth);
    void setCurrent(int depth);

    std::vector<quint64> counts_;
    quint64 total_ = 0;
    bool logScale_ = false;
    QString noun_;
    int hovered_ = -1;
    int current_ = -1;
};

}  // namespace pl
