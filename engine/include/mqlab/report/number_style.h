// How figures are written: the thousands separator, the decimal mark, and where the dollar sign
// goes. The default is the English that the command line prints and every test reads ("12,643.72",
// "$5,782.40"); the window sets another when the user picks their locale's numbers (View menu).
// One style for the whole process: evaluations on other threads read it safely.
#pragma once

#include <string>
#include <string_view>

namespace mqlab {

struct NumberStyle {
    std::string group = ",";       // between thousands
    std::string decimal = ".";     // before the decimals
    std::string moneyBefore = "$"; // "$5,782.40"
    std::string moneyAfter;        // "5.782,40 $" puts " $" here and nothing before
    bool operator==(const NumberStyle&) const = default;
};

void setNumberStyle(const NumberStyle& style);
NumberStyle numberStyle();
// A sum of dollars in the style ("$5,782.40" by default), `decimals` places; `scale` follows the
// figure, before a sign written after it ("$10k", "10k $").
std::string dollars(double usd, int decimals, std::string_view scale = {});

} // namespace mqlab
