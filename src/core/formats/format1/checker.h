// The structural checks of a format 1 definition (SPEC 7.1-7.3) on parsed JSON: every
// rule, each problem with the key path of the value it is about. One Checker reads one
// file; its member functions are spread over the check_*.cpp files by what they check
// (the layout: header, cells, labels, start; the moves and the metric; goals, view and
// examples).
#pragma once

#include <initializer_list>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/def/puzzle_def.h"
#include "core/formats/definition_reader.h"
#include "core/model/sticker_pieces.h"
#include "core/problem.h"

namespace pl::format1 {

using json = nlohmann::json;
using def::Goal;
using def::Kind;
using def::PuzzleDef;

// Key paths as problems name them: `moves[3].cycles[0][2]`, `view.palette["7"]`.
[[nodiscard]] bool plainKey(std::string_view key);
[[nodiscard]] std::string member(const std::string& path, std::string_view key);
[[nodiscard]] std::string index(const std::string& path, std::size_t i);
// A text cut to 40 bytes (on a character boundary), and a value as a message quotes it.
[[nodiscard]] std::string cut(std::string text);
[[nodiscard]] std::string shown(const json& v);
[[nodiscard]] const char* kindName(Kind k);
[[nodiscard]] const char* metricName(def::Metric m);
[[nodiscard]] bool oneLine(std::string_view s);

struct Found {
    Problem problem;
    bool atKey = false;  // the position is the key's, not the value's
};

struct CellRef {
    int index = -1;
    bool integer = false;  // the id was written as a JSON integer
};

class Checker {
public:
    explicit Checker(const json& root) : root_(root) {}

    std::vector<Found> run();
    PuzzleDef& result() { return d_; }

private:
    void report(const std::string& path, std::string code, std::vector<std::string> args = {},
                bool atKey = false)
    {
        Found f;
        f.problem.code = std::move(code);
        f.problem.args = std::move(args);
        f.problem.where.path = path;
        f.atKey = atKey;
        found_.push_back(std::move(f));
    }

    // Unknown keys (other than x-...) of an object.
    void keys(const json& obj, const std::string& path,
              std::initializer_list<std::string_view> allowed)
    {
        for (auto it = obj.begin(); it != obj.end(); ++it) {
            const std::string& k = it.key();
            if (k.starts_with("x-"))
                continue;
            if (std::find(allowed.begin(), allowed.end(), std::string_view(k)) == allowed.end())
                report(member(path, k), "def.unknown-key", {cut(k)}, true);
        }
    }
    // A key this kind does not use.
    void notForKind(const json& obj, const std::string& path, std::string_view key)
    {
        if (obj.contains(key))
            report(member(path, key), "def.not-for-kind", {std::string(key), kindName(d_.kind)},
                   true);
    }
    const json* get(const json& obj, std::string_view key) const
    {
        const auto it = obj.find(key);
        return it == obj.end() ? nullptr : &*it;
    }
    const json* required(const json& obj, const std::string& path, std::string_view key)
    {
        const json* v = get(obj, key);
        if (!v)
            report(path, "def.missing-key", {std::string(key)});
        return v;
    }

    std::optional<std::string> text(const json& v, const std::string& path)
    {
        if (!v.is_string()) {
            report(path, "def.want-string", {shown(v)});
            return std::nullopt;
        }
        return v.get<std::string>();
    }
    // One line of text: no control characters; non-empty when `nonEmpty`.
    std::optional<std::string> line(const json& v, const std::string& path, bool nonEmpty)
    {
        auto s = text(v, path);
        if (!s)
            return s;
        if (nonEmpty && s->empty()) {
            report(path, "def.empty-text");
            return std::nullopt;
        }
        if (!oneLine(*s)) {
            report(path, "def.one-line");
            return std::nullopt;
        }
        return s;
    }
    std::optional<long long> integer(const json& v, const std::string& path)
    {
        if (v.is_number_unsigned())
            return static_cast<long long>(std::min<std::uint64_t>(
                v.get<std::uint64_t>(), std::numeric_limits<long long>::max()));
        if (v.is_number_integer())
            return v.get<long long>();
        report(path, "def.want-integer", {shown(v)});
        return std::nullopt;
    }
    std::optional<double> number(const json& v, const std::string& path)
    {
        if (!v.is_number() || !std::isfinite(v.get<double>())) {
            report(path, "def.want-number", {shown(v)});
            return std::nullopt;
        }
        return v.get<double>();
    }
    bool array(const json& v, const std::string& path)
    {
        if (v.is_array())
            return true;
        report(path, "def.want-array", {shown(v)});
        return false;
    }
    bool object(const json& v, const std::string& path)
    {
        if (v.is_object())
            return true;
        report(path, "def.want-object", {shown(v)});
        return false;
    }
    bool limited(const json& arr, const std::string& path, int most)
    {
        if (arr.size() <= static_cast<std::size_t>(most))
            return true;
        report(path, "def.too-many", {std::to_string(arr.size()), std::to_string(most)});
        return false;
    }

    void header();
    void cells();
    std::optional<CellRef> idOf(const json& v, const std::string& path);
    std::optional<int> cellRef(const json& v, const std::string& path);
    std::optional<std::vector<int>> cellList(const json& v, const std::string& path, bool nonEmpty);
    void kindKeys();
    void modulus();
    void labels();
    std::optional<int> entry(const json& v, const std::string& path, bool allowNull);
    std::optional<std::vector<int>> position(const json& v, const std::string& path,
                                             bool allowNull);
    bool rearrangement(const std::vector<int>& p, const std::string& path);
    void start();
    void moves();
    void dialMove(const json& m, const std::string& path, def::Move& out);
    void permutationMove(const json& m, const std::string& path, def::Move& out);
    void sliding();
    void pieces();
    void goalPieces(const Goal& g, const std::string& path);
    bool piecePosition(const std::vector<int>& values, const std::string& path,
                       const char* code = "def.piece-position");
    void options();
    std::optional<Goal> goal(const json& v, const std::string& path);
    void goalTop();
    void afterMetric();
    std::optional<int> labelKey(const std::string& key, const std::string& path);
    void view();
    void examples();

    const json& root_;
    PuzzleDef d_;
    std::vector<Found> found_;
    bool otherVersion_ = false;
    bool editableKnown_ = true;
    bool kindKnown_ = false;
    bool cellsKnown_ = false;   // the cells array is usable: its size is the position size
    bool labelsKnown_ = false;  // labels (or the modulus) are known: entries can be checked
    bool startKnown_ = false;
    bool idsComplete_ = true;  // every cell has a good id: an unknown reference is wrong
    bool movesKnown_ = false;
    bool piecesBroken_ = false;  // a cell's piece could not be read
    // Cells grouped into pieces that the moves turn (null: none, or not known).
    std::shared_ptr<const model::StickerPieces> pieces_;
    std::vector<std::string> pieceNames_;
    std::vector<std::size_t> pieceOfCell_;
    std::set<int> labelSet_;
    std::unordered_map<std::string, CellRef> ids_;  // id text -> cell
};

}  // namespace pl::format1
