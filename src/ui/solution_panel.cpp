#include "solution_panel.h"

#include <QAction>
#include <QComboBox>
#include <QEvent>
#include <QFont>
#include <QFontMetrics>
#include <QLocale>
#include <QPainter>
#include <QSignalBlocker>
#include <QStandardItemModel>
#include <QStyledItemDelegate>
#include <QToolButton>

#include "models/move_list_model.h"
#include "models/problem_text_tr.h"
#include "models/solve_service.h"
#include "ui/playback_controller.h"
#include "ui/wrap_row.h"
#include "ui_solutionpanel.h"

namespace pl {

namespace {

// A move is one letter or digit: shown as a row of chips (the move large, its number
// small in the corner) it reads like the solution text, and even a 22-move answer fits
// in a few lines. The current move is filled with the accent, played ones are tinted.
class MoveChipDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex&) const override
    {
        const QFontMetrics big(moveFont(option.font));
        const QFontMetrics small(numberFont(option.font));
        const int h = big.height() + small.height() + 4;
        // Room for the step (top left) and the moves to go (top right) of two digits.
        const int w = std::max(big.horizontalAdvance(QStringLiteral("WW")) + 12,
                               small.horizontalAdvance(QStringLiteral("00  00")) + 10);
        return {std::max(h, w), h};
    }

    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override
    {
        const bool current = index.data(MoveListModel::IsCurrentRole).toBool();
        const bool played = index.data(MoveListModel::IsPlayedRole).toBool();
        const bool hovered = option.state.testFlag(QStyle::State_MouseOver);
        const bool focused = option.state.testFlag(QStyle::State_HasFocus) && option.widget &&
                             option.widget->hasFocus();
        const QPalette& pal = option.palette;
        const QColor accent = pal.color(QPalette::Highlight);
        const QColor base = pal.color(QPalette::Base);
        const auto mix = [](const QColor& a, const QColor& b, qreal t) {
            return QColor::fromRgbF(a.redF() + (b.redF() - a.redF()) * t,
                                    a.greenF() + (b.greenF() - a.greenF()) * t,
                                    a.blueF() + (b.blueF() - a.blueF()) * t);
        };

        QColor fill =
            current ? accent : (played ? mix(base, accent, 0.14) : pal.color(QPalette::Button));
        QColor border = current ? accent.darker(120) : mix(pal.color(QPalette::Mid), base, 0.3);
        if (hovered && !current)
            border = accent;
        const QColor text =
            current ? pal.color(QPalette::HighlightedText) : pal.color(QPalette::Text);
        const QColor dim = current ? text : mix(pal.color(QPalette::Text), base, 0.45);

        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        const QRectF chip = QRectF(option.rect).adjusted(1.5, 1.5, -1.5, -1.5);
        painter->setPen(QPen(border, focused ? 2.0 : 1.0));
        painter->setBrush(fill);
        painter->drawRoundedRect(chip, 5, 5);

        const QFont small = numberFont(option.font);
        painter->setFont(small);
        painter->setPen(dim);
        const QRectF numberRect = chip.adjusted(4, 1, -3, 0);
        painter->drawText(numberRect, Qt::AlignLeft | Qt::AlignTop,
                          QString::number(index.data(MoveListModel::StepRole).toInt()));
        // An optimal answer: the moves still to go after this one, in the other corner,
        // in the goal's green (it drops by one a move and reaches 0 at the goal).
        if (const int toGo = index.data(MoveListModel::ToGoRole).toInt(); toGo >= 0) {
            painter->setPen(current ? text : mix(QColor(0x2e, 0x8b, 0x3e), base, 0.1));
            painter->drawText(numberRect, Qt::AlignRight | Qt::AlignTop, QString::number(toGo));
        }

        painter->setFont(moveFont(option.font));
        painter->setPen(text);
        const QRectF nameRect = chip.adjusted(0, QFontMetricsF(small).height() * 0.55, 0, 0);
        painter->drawText(nameRect, Qt::AlignCenter,
                          index.data(MoveListModel::MoveNameRole).toString());
        painter->restore();
    }

private:
    static QFont moveFont(QFont f)
    {
        f.setPointSizeF(f.pointSizeF() * 1.25);
        f.setBold(true);
        return f;
    }
    static QFont numberFont(QFont f)
    {
        f.setPointSizeF(f.pointSizeF() * 0.75);
        return f;
    }
};

}  // namespace

QSize MoveListView::sizeHint() const
{
    QStyleOptionViewItem option;
    initViewItemOption(&option);
    const QSize chip = itemDelegate()->sizeHint(option, QModelIndex());
    const int frame = 2 * frameWidth();
    return {QListView::sizeHint().width(), 2 * (chip.height() + 2 * spacing()) + frame};
}

void MoveListView::paintEvent(QPaintEvent* event)
{
    QListView::paintEvent(event);
    const bool empty = !model() || model()->rowCount() == 0;
    const bool ring = hasFocus() && !currentIndex().isValid();
    if (!empty && !ring)
        return;
    QPainter painter(viewport());
    const QRect area = viewport()->rect();
    if (empty) {
        painter.setPen(palette().color(QPalette::PlaceholderText));
        painter.drawText(area.adjusted(6, 4, -6, -4), Qt::AlignCenter | Qt::TextWordWrap,
                         tr("The moves of a solution appear here."));
    }
    if (ring) {
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(QPen(palette().color(QPalette::Highlight), 1.5, Qt::DashLine));
        painter.drawRoundedRect(QRectF(area).adjusted(2.5, 2.5, -2.5, -2.5), 4, 4);
    }
}

SolutionPanel::SolutionPanel(QWidget* parent)
    : QWidget(parent), ui_(std::make_unique<Ui::SolutionPanel>())
{
    ui_->setupUi(this);

    QFont headline = font();
    headline.setPointSizeF(headline.pointSizeF() * 1.3);
    headline.setBold(true);
    ui_->summaryLabel->setFont(headline);
    QFont strong = font();
    strong.setBold(true);
    ui_->problemLabel->setFont(strong);

    // Apply Solution and Export Solution… one under the other where the panel is too
    // narrow for both side by side.
    applyWrap_ = new WrapRow(ui_->applyRow, this);

    ui_->moveList->setItemDelegate(new MoveChipDelegate(ui_->moveList));
    ui_->moveList->setMouseTracking(true);

    ui_->speedSlider->setRange(0, static_cast<int>(PlaybackController::speedSteps().size()) - 1);
    ui_->speedSlider->setValue(
        PlaybackController::speedForDuration(PlaybackController::kDefaultMoveDurationMs));
    connect(ui_->speedSlider, &QSlider::valueChanged, this, [this](int value) {
        updateSpeedText();
        emit moveDurationChanged(PlaybackController::durationForSpeed(value));
    });
    updateSpeedText();

    connect(ui_->engineCombo, &QComboBox::currentIndexChanged, this, [this](int index) {
        ui_->engineCombo->setToolTip(ui_->engineCombo->itemData(index, Qt::ToolTipRole).toString());
        if (!filling_ && index >= 0)
            emit engineChosen(ui_->engineCombo->itemData(index).toString());
    });

    connect(ui_->detailsButton, &QToolButton::toggled, this, [this](bool shown) {
        ui_->detailsButton->setArrowType(shown ? Qt::DownArrow : Qt::RightArrow);
        ui_->statsGroup->setVisible(shown);
        emit detailsShownChanged(shown);
    });
    ui_->statsGroup->setVisible(false);

    setProblem({});
    setSolving(false);
    setSummary(tr("No solution yet"), tr("Set up a position and press Solve."), Tone::Neutral);
    setStep(0, 0, false);
    clearStatistics();
}

SolutionPanel::~SolutionPanel() = default;

void SolutionPanel::setActions(const Actions& actions)
{
    ui_->solveButton->setDefaultAction(actions.solve);
    ui_->stopButton->setDefaultAction(actions.stop);
    ui_->firstButton->setDefaultAction(actions.first);
    ui_->backButton->setDefaultAction(actions.back);
    ui_->playButton->setDefaultAction(actions.play);
    ui_->forwardButton->setDefaultAction(actions.forward);
    ui_->lastButton->setDefaultAction(actions.last);
    ui_->applyButton->setDefaultAction(actions.apply);
    ui_->exportButton->setDefaultAction(actions.exportFile);
    for (QToolButton* b :
         {ui_->firstButton, ui_->backButton, ui_->playButton, ui_->forwardButton, ui_->lastButton})
        b->setIconSize(QSize(20, 20));
}

QComboBox* SolutionPanel::engineCombo() const
{
    return ui_->engineCombo;
}
QListView* SolutionPanel::moveList() const
{
    return ui_->moveList;
}
QSlider* SolutionPanel::speedSlider() const
{
    return ui_->speedSlider;
}
QProgressBar* SolutionPanel::progressBar() const
{
    return ui_->progressBar;
}
QLabel* SolutionPanel::problemLabel() const
{
    return ui_->problemLabel;
}
QLabel* SolutionPanel::headlineLabel() const
{
    return ui_->summaryLabel;
}
QLabel* SolutionPanel::detailLabel() const
{
    return ui_->detailLabel;
}

void SolutionPanel::setEngines(const Puzzle& puzzle, const QString& current)
{
    const Puzzle& kind = puzzle;
    filling_ = true;
    QComboBox* box = ui_->engineCombo;
    box->clear();
    const QStringList names = SolveService::engineNames(kind);
    auto* items = qobject_cast<QStandardItemModel*>(box->model());
    for (int i = 0; i < names.size(); ++i) {
        box->addItem(SolveService::engineItemText(kind, names[i]), names[i]);
        const QString refusal = i18n::engineRefusalText(puzzle, names[i].toStdString());
        if (!refusal.isEmpty()) {
            box->setItemData(i, refusal, Qt::ToolTipRole);
            if (QStandardItem* item = items ? items->item(i) : nullptr)
                item->setEnabled(false);
            continue;
        }
        box->setItemData(i, SolveService::engineItemToolTip(kind, names[i]), Qt::ToolTipRole);
    }
    int index = box->findData(current);
    // A refused engine is not offered as the one chosen: the first that runs is.
    for (int i = 0; i < names.size() &&
                    (index < 0 || !puzzle.engineRefusal(names[index].toStdString()).empty());
         ++i)
        if (puzzle.engineRefusal(names[i].toStdString()).empty())
            index = i;
    index = std::max(0, index);
    box->setCurrentIndex(index);
    box->setToolTip(box->itemData(index, Qt::ToolTipRole).toString());
    filling_ = false;
}

QString SolutionPanel::currentEngine() const
{
    return ui_->engineCombo->currentData().toString();
}

void SolutionPanel::setProblem(const QString& problem)
{
    ui_->problemLabel->setText(problem);
    ui_->problemLabel->setVisible(!problem.isEmpty());
    applyTone(ui_->problemLabel, Tone::Warning);
}

void SolutionPanel::setSolving(bool solving)
{
    ui_->progressBar->setVisible(solving);
}

QString SolutionPanel::phaseText(Phase phase, int depth)
{
    return i18n::phaseText(phase, depth);
}

QString SolutionPanel::progressText(Phase phase, int depth, quint64 nodes, double elapsedMs)
{
    QString headline = phaseText(phase, depth);
    headline[0] = headline[0].toUpper();
    // A bound is already in its phase ("searching bound 12"); a census counts percent.
    if (depth > 0 && phase != Phase::SearchingBound && phase != Phase::Census)
        headline = tr("%1, depth %2").arg(headline).arg(depth);
    return tr("%1\n%2 nodes in %3")
        .arg(headline, formatCount(nodes), formatMilliseconds(elapsedMs));
}

void SolutionPanel::setSummary(const QString& headline, const QString& detail, Tone tone)
{
    ui_->summaryLabel->setText(headline);
    headlineTone_ = tone;
    applyTone(ui_->summaryLabel, tone);
    ui_->detailLabel->setText(detail);
    ui_->detailLabel->setVisible(!detail.isEmpty());
}

void SolutionPanel::setStep(int step, int moveCount, bool hasSolution)
{
    if (!hasSolution || moveCount == 0)
        ui_->stepLabel->clear();
    else if (step == 0)
        ui_->stepLabel->setText(tr("Start"));
    else
        ui_->stepLabel->setText(tr("Move %1/%2").arg(step).arg(moveCount));
}

void SolutionPanel::setStatistics(const QString& engine, const SolveStats& stats, bool partial)
{
    if (engine.isEmpty()) {
        clearStatistics();
        return;
    }
    ui_->statEngine->setText(engine);
    ui_->statNodes->setText(partial ? tr("%1 (stopped)").arg(formatCount(stats.nodes))
                                    : formatCount(stats.nodes));
    QString time = formatMilliseconds(stats.wallMs);
    if (stats.buildMs > 0 && stats.tablesRead > 0 && stats.tablesSaved == 0)
        time = tr("%1 (tables read from the cache in %2)")
                   .arg(time, formatMilliseconds(stats.buildMs));
    else if (stats.buildMs > 0)
        time = tr("%1 (table built in %2)").arg(time, formatMilliseconds(stats.buildMs));
    ui_->statTime->setText(time);
    ui_->statMemory->setText(stats.tableBytes > 0 ? formatBytes(stats.tableBytes) : tr("none"));
}

void SolutionPanel::clearStatistics()
{
    const QString dash = QStringLiteral("\u2014");
    for (QLabel* label : {ui_->statEngine, ui_->statNodes, ui_->statTime, ui_->statMemory})
        label->setText(dash);
    setProof({});
}

void SolutionPanel::setProof(const QString& text)
{
    ui_->statProof->setText(text);
    ui_->statProof->setVisible(!text.isEmpty());
    ui_->statProofTitle->setVisible(!text.isEmpty());
}

QString SolutionPanel::proofText() const
{
    return ui_->statProof->text();
}

void SolutionPanel::setDetailsShown(bool shown)
{
    ui_->detailsButton->setChecked(shown);
}

bool SolutionPanel::detailsShown() const
{
    return ui_->detailsButton->isChecked();
}

QToolButton* SolutionPanel::detailsButton() const
{
    return ui_->detailsButton;
}

void SolutionPanel::setMoveDurationMs(int ms)
{
    const QSignalBlocker block(ui_->speedSlider);
    ui_->speedSlider->setValue(PlaybackController::speedForDuration(ms));
    updateSpeedText();
}

void SolutionPanel::updateSpeedText()
{
    const int ms = PlaybackController::durationForSpeed(ui_->speedSlider->value());
    const QString text = ms == 0 ? tr("Instant") : tr("%1\u00a0ms").arg(ms);
    ui_->speedValue->setText(text);
    ui_->speedSlider->setToolTip(ms == 0 ? tr("Moves appear without animation")
                                         : tr("Each move takes %1 ms").arg(ms));
}

void SolutionPanel::applyTone(QLabel* label, Tone tone)
{
    const bool dark = palette().color(QPalette::Window).lightness() < 128;
    QColor color;
    switch (tone) {
    case Tone::Neutral:
    case Tone::Busy:
        color = palette().color(QPalette::WindowText);
        break;
    case Tone::Good:
        color = dark ? QColor(0x7c, 0xd6, 0x92) : QColor(0x1e, 0x7a, 0x3c);
        break;
    case Tone::Warning:
        color = dark ? QColor(0xf2, 0xc0, 0x6b) : QColor(0x9a, 0x58, 0x00);
        break;
    case Tone::Error:
        color = dark ? QColor(0xff, 0x8a, 0x80) : QColor(0xb3, 0x26, 0x1e);
        break;
    }
    QPalette p = label->palette();
    p.setColor(QPalette::WindowText, color);
    label->setPalette(p);
}

void SolutionPanel::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        applyTone(ui_->summaryLabel, headlineTone_);
        applyTone(ui_->problemLabel, Tone::Warning);
    }
}

QString SolutionPanel::formatCount(quint64 n)
{
    return QLocale().toString(n);
}

QString SolutionPanel::formatMilliseconds(double ms)
{
    const QLocale locale;
    if (ms < 1)
        return tr("%1\u00a0ms").arg(locale.toString(ms, 'f', 3));
    if (ms < 100)
        return tr("%1\u00a0ms").arg(locale.toString(ms, 'f', 1));
    if (ms < 10000)
        return tr("%1\u00a0s").arg(locale.toString(ms / 1000, 'f', 2));
    return tr("%1\u00a0s").arg(locale.toString(ms / 1000, 'f', 1));
}

QString SolutionPanel::formatBytes(quint64 bytes)
{
    // Binary units with binary names (KiB, MiB), as everywhere in the program.
    return QLocale().formattedDataSize(static_cast<qint64>(bytes), 1, QLocale::DataSizeIecFormat);
}

}  // namespace pl
