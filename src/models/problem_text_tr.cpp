#include "models/problem_text_tr.h"

#include <QCoreApplication>

#include "core/definition_puzzle.h"

#include <string>
#include <string_view>
#include <vector>

namespace pl::i18n {

namespace {

// The translation of one of core's English templates (the template itself when no
// translator has it). The templates are NUL-terminated literals in core's table, but
// a string_view promises no terminator, so it is copied.
std::string translated(std::string_view english, const char* context = "pl::Problem")
{
    if (english.empty())
        return {};
    const std::string source(english);
    return QCoreApplication::translate(context, source.c_str()).toStdString();
}

QString fromUtf8(const std::string& text)
{
    return QString::fromStdString(text);
}

}  // namespace

QString problemText(const Problem& problem)
{
    const std::string_view english = problemWording(problem.code);
    if (english.empty())
        return fromUtf8(unwordedText(problem));
    // The parts (core/problem.h) fill the placeholders after the arguments, each in
    // this language too.
    std::vector<std::string> args = problem.args;
    for (std::size_t i = 0; i < args.size(); ++i)
        if (isByteSizeArgument(problem.code, i))
            args[i] = byteSizeText(QString::fromStdString(args[i])).toStdString();
    for (const Problem& part : problem.parts)
        args.push_back(i18n::problemText(part).toStdString());
    return fromUtf8(fillWording(translated(english), args));
}

QString byteSizeText(const QString& bytes)
{
    // The units (KiB, MiB, GiB) read the same in every language of the window, and
    // core's rounding keeps the English to the byte what the command line prints.
    bool ok = false;
    const qulonglong n = bytes.toULongLong(&ok);
    if (!ok || n < 1024)
        return QCoreApplication::translate("pl::i18n", "%1 bytes").arg(bytes);
    return QString::fromStdString(pl::byteSizeText(bytes.toStdString()));
}

QString sentence(QString text)
{
    // Only a lower-case first letter changes (Chinese has no case).
    if (!text.isEmpty() && text.front().isLower())
        text.front() = text.front().toUpper();
    return text;
}

QString whereText(const Problem::Where& where)
{
    return fromUtf8(fillWording(translated(whereWording(where)), whereArguments(where)));
}

QString problemLine(const Problem& problem)
{
    // Qualified: argument-dependent lookup also finds core's English pl::problemText.
    const QString where = i18n::whereText(problem.where);
    const QString what = i18n::problemText(problem);
    if (where.isEmpty())
        return what;
    return fromUtf8(
        fillWording(translated(problemLineWording()), {where.toStdString(), what.toStdString()}));
}

QString phaseText(Phase phase, int depth)
{
    return fromUtf8(
        fillWording(translated(phaseWording(phase), "pl::Progress"), {std::to_string(depth)}));
}

QString firstProblemLine(const Problems& problems)
{
    return problems.empty() ? QString() : i18n::problemLine(problems.front());
}

QString tableRefusalText(const Puzzle& puzzle)
{
    if (const auto* definition = dynamic_cast<const DefinitionPuzzle*>(&puzzle)) {
        const std::optional<Problem> refusal = definition->tableRefusalProblem();
        return refusal ? i18n::problemText(*refusal) : QString();
    }
    return QString::fromStdString(puzzle.tableRefusal());
}

QString engineCautionText(const Puzzle& puzzle, std::string_view engine)
{
    const auto* definition = dynamic_cast<const DefinitionPuzzle*>(&puzzle);
    const std::optional<Problem> caution =
        definition ? definition->engineCautionProblem(engine) : std::nullopt;
    return caution ? i18n::problemText(*caution) : QString();
}

QString engineRefusalText(const Puzzle& puzzle, std::string_view engine)
{
    if (const auto* definition = dynamic_cast<const DefinitionPuzzle*>(&puzzle)) {
        const std::optional<Problem> refusal = definition->engineRefusalProblem(engine);
        return refusal ? i18n::problemText(*refusal) : QString();
    }
    return QString::fromStdString(puzzle.engineRefusal(engine));
}

}  // namespace pl::i18n
