#include "models/natural_order.h"

#include <cstddef>

namespace pl {

namespace {

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

char folded(char c)
{
    return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c;
}

// <0, 0, >0 as a is before, equal to or after b, ignoring case and reading numbers.
int compareNatural(std::string_view a, std::string_view b)
{
    std::size_t i = 0;
    std::size_t j = 0;
    while (i < a.size() && j < b.size()) {
        if (isDigit(a[i]) && isDigit(b[j])) {
            while (i < a.size() && a[i] == '0' && i + 1 < a.size() && isDigit(a[i + 1]))
                ++i;
            while (j < b.size() && b[j] == '0' && j + 1 < b.size() && isDigit(b[j + 1]))
                ++j;
            std::size_t ei = i;
            std::size_t ej = j;
            while (ei < a.size() && isDigit(a[ei]))
                ++ei;
            while (ej < b.size() && isDigit(b[ej]))
                ++ej;
            // Without leading zeros the longer run is the larger number.
            if (ei - i != ej - j)
                return ei - i < ej - j ? -1 : 1;
            if (const int c = a.substr(i, ei - i).compare(b.substr(j, ej - j)); c != 0)
                return c;
            i = ei;
            j = ej;
            continue;
        }
        const auto x = static_cast<unsigned char>(folded(a[i]));
        const auto y = static_cast<unsigned char>(folded(b[j]));
        if (x != y)
            return x < y ? -1 : 1;
        ++i;
        ++j;
    }
    if (i < a.size())
        return 1;
    if (j < b.size())
        return -1;
    return 0;
}

}  // namespace

std::string_view sortingTitle(std::string_view title)
{
    for (const std::string_view article : {"The ", "A ", "An "})
        if (title.size() > article.size() && title.substr(0, article.size()) == article)
            return title.substr(article.size());
    return title;
}

bool naturalLess(std::string_view a, std::string_view b)
{
    if (const int c = compareNatural(a, b); c != 0)
        return c < 0;
    return a < b;
}

}  // namespace pl
