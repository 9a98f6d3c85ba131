// The core's sentences about bad input, in the user's language. src/core stays free of
// Qt and writes English ("case 2: clock A shows -3; a clock shows 3, 6, 9 or 12"); the
// app shows those sentences inside translated ones, so it recognises each template
// the core composes and says it again through tr(), carrying the variable parts
// (numbers, quoted tokens, labels) over as arguments.
#pragma once

#include <QCoreApplication>
#include <QString>

#include <string>

namespace pl {

class CoreMessages {
    Q_DECLARE_TR_FUNCTIONS(pl::CoreMessages)
public:
    // `message` (UTF-8, as the core wrote it) translated; in English exactly the
    // message. A sentence no rule recognises comes back unchanged, never half done.
    [[nodiscard]] static QString translate(const std::string& message);
    [[nodiscard]] static QString translate(const QString& message);
    // `message` with every quoted piece ('...') longer than `maxChars` cut to that
    // and ended with an ellipsis, so a message about a long line (or a file of one
    // long line) stays a sentence a message box can wrap.
    [[nodiscard]] static QString shortenQuotes(const QString& message, int maxChars = 40);

private:
    // The translation of `message`, or a null string when no rule recognises it.
    static QString known(const QString& message);
    static QString sentence(const QString& message);
    static QString labelCounts(const QString& message);
};

}  // namespace pl
