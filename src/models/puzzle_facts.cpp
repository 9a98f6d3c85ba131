#include "models/puzzle_facts.h"

#include <QStringList>

#include <algorithm>
#include <limits>
#include <map>

#include "core/model/orbit_model.h"
#include "core/puzzle_engines.h"
#include "models/definition_texts.h"
#include "models/problem_text_tr.h"

namespace pl {

namespace {

QString fromStd(const std::string& s)
{
    return QString::fromStdString(s);
}

// 19 -> "¹⁹".
QString superscript(int n)
{
    static const char16_t kDigits[] = u"⁰¹²³⁴⁵⁶⁷⁸⁹";
    QString out;
    for (const QChar c : QString::number(n))
        out += QChar(kDigits[c.unicode() - u'0']);
    return out;
}

// The name of a dial value: "0 (off)" with the definition's valueNames, else "0".
QString valueText(const def::PuzzleDef& d, int v)
{
    if (v >= 0 && std::size_t(v) < d.view.valueNames.size())
        return QStringLiteral("%1 (%2)").arg(QString::number(v),
                                             definitionText(d, d.view.valueNames[std::size_t(v)]));
    return QString::number(v);
}

// A label as the board draws it: its labelText when the definition gives one.
QString labelText(const def::PuzzleDef& d, int label)
{
    const auto it = d.view.labelText.find(label);
    if (it != d.view.labelText.end() && it->second != std::to_string(label))
        return QStringLiteral("%1 (%2)").arg(QString::number(label), definitionText(d, it->second));
    return QString::number(label);
}

QStringList moveNames(const Rules& rules)
{
    QStringList names;
    for (const std::string& n : rules.moveNames())
        names << fromStd(n);
    return names;
}

QString kindText(const Rules& rules)
{
    const def::PuzzleDef& d = rules.def();
    const model::OrbitModel& model = rules.model();
    if (model.piecesStayPut()) {
        QString text = PuzzleFacts::tr("dials: each cell shows one of %n values", nullptr,
                                       model.orbit(0).twists);
        if (!d.view.valueNames.empty()) {
            QStringList names;
            for (const std::string& n : d.view.valueNames)
                names << definitionText(d, n);
            text += QStringLiteral(" (%1)").arg(names.join(QStringLiteral(", ")));
        }
        return text;
    }
    if (model.slides())
        return PuzzleFacts::tr("sliding: a tile next to the empty square slides into it");
    return PuzzleFacts::tr("permutation: each move carries the pieces along cycles of cells");
}

QString piecesText(const Rules& rules, const QLocale& locale)
{
    const def::PuzzleDef& d = rules.def();
    const bool sliding = rules.model().slides();
    std::map<int, int> counts;
    for (int label : d.start)
        ++counts[label];
    if (sliding)
        counts.erase(rules.model().blank());
    const bool distinct =
        std::all_of(counts.begin(), counts.end(), [](const auto& c) { return c.second == 1; });
    QString text;
    if (distinct) {
        QStringList labels;
        for (const auto& [label, count] : counts)
            labels << labelText(d, label);
        text = sliding ? PuzzleFacts::tr("%n different tiles: %1", nullptr, int(counts.size()))
                       : PuzzleFacts::tr("%n different pieces: %1", nullptr, int(counts.size()));
        text = text.arg(labels.join(QStringLiteral(", ")));
    } else {
        const int pieces = int(d.start.size()) - (sliding ? 1 : 0);
        const int first = counts.begin()->second;
        QStringList labels;
        QStringList groups;
        for (const auto& [label, count] : counts) {
            labels << labelText(d, label);
            groups << PuzzleFacts::tr("%1 of label %2")
                          .arg(locale.toString(count), labelText(d, label));
        }
        if (std::all_of(counts.begin(), counts.end(),
                        [&](const auto& c) { return c.second == first; }))
            text = PuzzleFacts::tr("%n pieces: %1 each of labels %2", nullptr, pieces)
                       .arg(locale.toString(first), labels.join(QStringLiteral(", ")));
        else
            text = PuzzleFacts::tr("%n pieces: %1", nullptr, pieces)
                       .arg(groups.join(QStringLiteral(", ")));
    }
    if (sliding)
        text += QLatin1Char('\n') +
                PuzzleFacts::tr("and the empty square (label %1)").arg(rules.model().blank());
    return text;
}

QString metricText(const def::PuzzleDef& d)
{
    switch (d.metric) {
    case def::Metric::Move:
        return PuzzleFacts::tr("each move counts 1");
    case def::Metric::Inverse:
        return PuzzleFacts::tr("each move of the definition and its inverse (') count 1 each");
    case def::Metric::Power:
        return PuzzleFacts::tr(
            "each move of the definition and each of its powers (X2, X') "
            "count 1 each");
    }
    return {};
}

QString directionText(char direction)
{
    switch (direction) {
    case 'U':
        return PuzzleFacts::tr("up");
    case 'D':
        return PuzzleFacts::tr("down");
    case 'L':
        return PuzzleFacts::tr("left");
    case 'R':
        return PuzzleFacts::tr("right");
    default:
        return {};
    }
}

QString engineLine(const PuzzleEntry& entry, const EngineChoice& c, bool isDefault,
                   const EngineOptions& options, const QLocale& locale)
{
    const QString name =
        isDefault ? PuzzleFacts::tr("%1 (default)").arg(fromStd(c.name)) : fromStd(c.name);
    // "2.0 GiB", kept on one line.
    const auto size = [&](std::uint64_t bytes) {
        const auto most = std::uint64_t(std::numeric_limits<qint64>::max());
        return locale
            .formattedDataSize(qint64(std::min(bytes, most)), 1, QLocale::DataSizeIecFormat)
            .replace(QLatin1Char(' '), QChar(0x00a0));
    };
    QString what;
    if (c.refusal && c.refusal->code == "engine.table-memory")
        what = PuzzleFacts::tr("does not fit: it would need %1, more than the limit of %2")
                   .arg(size(c.tableBytes), size(options.maxMemoryBytes));
    else if (c.refusal)
        what = PuzzleFacts::tr("does not fit: %1").arg(i18n::problemText(*c.refusal));
    else if (c.tableBytes > 0)
        what = PuzzleFacts::tr("tables of %1").arg(size(c.tableBytes));
    else if (c.name == "bfs" && c.caution)
        what = PuzzleFacts::tr("a breadth-first search per position; %1")
                   .arg(i18n::problemText(*c.caution));
    else if (c.name == "bfs")
        what = PuzzleFacts::tr(
            "a breadth-first search per position; memory grows with the "
            "answer's length");
    else if (c.name == "linear")
        what = PuzzleFacts::tr("solves the move-count equations; no tables");
    else if (c.name == "ida")
        what = PuzzleFacts::tr("IDA* with pattern databases within the memory limit");
    else if (c.name == "table")
        what = PuzzleFacts::tr("a table of every position");
    else if (entry.bundled)
        what = PuzzleFacts::tr("made for this puzzle");
    return what.isEmpty() ? name : PuzzleFacts::tr("%1: %2").arg(name, what);
}

}  // namespace

QString PuzzleFacts::cellName(const Rules& rules, int cell)
{
    const std::string& id = rules.def().cells[std::size_t(cell)].id;
    if (id == std::to_string(cell))
        return QString::number(cell + 1);
    return fromStd(id);
}

QString PuzzleFacts::countText(const std::string& decimal, const QLocale& locale)
{
    std::string digits = decimal;
    digits.erase(0, std::min(digits.find_first_not_of('0'), digits.size() - 1));
    if (digits.empty())
        return {};
    if (digits.size() <= 18)
        return locale.toString(qulonglong(std::stoull(digits)));
    // Three significant digits, cut (not rounded), so "more than" is true.
    const double mantissa = std::stod(digits.substr(0, 3)) / 100.0;
    const int exponent = int(digits.size()) - 1;
    const bool exact = digits.find_first_not_of('0', 3) == std::string::npos;
    const QString m = locale.toString(mantissa, 'f', 2);
    return exact ? tr("%1 × 10%2").arg(m, superscript(exponent))
                 : tr("more than %1 × 10%2").arg(m, superscript(exponent));
}

QString PuzzleFacts::goalText(const Rules& rules, const def::Goal& goal)
{
    const def::PuzzleDef& d = rules.def();
    switch (goal.type) {
    case def::Goal::Type::Values: {
        const auto& v = goal.values;
        const int given = int(std::count_if(v.begin(), v.end(), [](int x) { return x >= 0; }));
        if (given == int(v.size())) {
            if (rules.model().piecesStayPut() && !v.empty() &&
                std::all_of(v.begin(), v.end(), [&](int x) { return x == v.front(); }))
                return tr("every cell at %1").arg(valueText(d, v.front()));
            QStringList numbers;
            for (int x : v)
                numbers << QString::number(x);
            return tr("the position %1").arg(numbers.join(QLatin1Char(' ')));
        }
        QStringList numbers;
        for (int x : v)
            numbers << (x >= 0 ? QString::number(x) : QStringLiteral("·"));
        return tr("%1 of the %2 cells as given, the others any (·): %3")
            .arg(QString::number(given), QString::number(v.size()), numbers.join(QLatin1Char(' ')));
    }
    case def::Goal::Type::Uniform: {
        QStringList cells;
        for (int c : goal.uniformCells)
            cells << cellName(rules, c);
        return tr("cells %1 all hold one label, any label").arg(cells.join(QStringLiteral(", ")));
    }
    case def::Goal::Type::AnyOf: {
        constexpr int kShown = 12;
        const int n = int(goal.anyOf.size());
        QString text = tr("one of %n goals:", nullptr, n);
        for (int i = 0; i < std::min(n, kShown); ++i)
            text += QStringLiteral("\n• ") + goalText(rules, goal.anyOf[std::size_t(i)]);
        if (n > kShown)
            text += QStringLiteral("\n") + tr("… and %n more", nullptr, n - kShown);
        return text;
    }
    }
    return {};
}

QList<PuzzleFact> PuzzleFacts::of(const PuzzleEntry& entry, const EngineOptions& options,
                                  const QLocale& locale)
{
    const Rules& rules = *entry.rules;
    const def::PuzzleDef& d = rules.def();
    QList<PuzzleFact> facts;
    const bool dials = rules.model().piecesStayPut();
    const bool sliding = rules.model().slides();
    facts.append({tr("Kind"), kindText(rules)});
    facts.append({tr("Cells"), locale.toString(rules.cellCount())});
    if (!dials)
        facts.append({tr("Pieces"), piecesText(rules, locale)});
    QStringList names = moveNames(rules);
    if (sliding)
        for (int m = 0; m < rules.moveCount(); ++m)
            names[m] = tr("%1 (%2)").arg(names[m], directionText(rules.move(m).direction));
    facts.append({tr("Moves"),
                  tr("%n: %1", nullptr, rules.moveCount()).arg(names.join(QStringLiteral(", ")))});
    if (sliding)
        facts.append({tr("Metric"), tr("each move counts 1; a move is named after the way the "
                                       "empty square travels")});
    else
        facts.append({tr("Metric"), metricText(d)});
    if (sliding)
        facts.append({tr("Move order"),
                      tr("%1: among equally short answers, the first in this order is given")
                          .arg(moveNames(rules).join(QStringLiteral(", ")))});
    QString goal = goalText(rules, rules.goal());
    if (d.editableGoal)
        goal += QLatin1Char('\n') + tr("The goal can be edited.");
    facts.append({tr("Goal"), goal});
    facts.append(
        {tr("Positions"), countText(validPositionCount(rules), locale) + QLatin1Char('\n') +
                              (dials ? tr("every setting of the cells, solvable or not")
                                     : tr("every rearrangement of the start, solvable or not"))});
    QStringList engines;
    const std::string byDefault = defaultEngine(entry, options);
    for (const EngineChoice& c : engineChoices(entry, options))
        engines << engineLine(entry, c, c.name == byDefault, options, locale);
    facts.append({tr("Engines"), engines.join(QLatin1Char('\n'))});
    return facts;
}

}  // namespace pl
