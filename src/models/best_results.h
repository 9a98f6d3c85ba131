// The best game played by hand of each puzzle (issue 23, point 14): fewest moves, and
// of those the quickest. Kept in the settings ("best/<key>/moves", "best/<key>/ms"), so
// they outlive the session.
#pragma once

#include <optional>

#include <QString>
#include <QtGlobal>

namespace pl {

struct BestResult {
    int moves = 0;
    qint64 ms = 0;
    friend bool operator==(const BestResult&, const BestResult&) = default;
};

namespace best_results {

// The best game of the puzzle `key`; nothing before the first.
[[nodiscard]] std::optional<BestResult> of(const QString& key);
// Keeps `result` when it beats the best of `key` (fewer moves; as many in less time):
// true when it does (the first game always does).
bool offer(const QString& key, const BestResult& result);
// "0:41", "12:03", "1:02:03".
[[nodiscard]] QString timeText(qint64 ms);

}  // namespace best_results

}  // namespace pl
