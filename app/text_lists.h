// The string lists the drill panels read as Q_PROPERTYs (figure keys, labels, step times...): one
// text a row of an engine result, in its order.
#pragma once

#include <QStringList>

namespace mqlab::app {

template <class Rows, class Text> QStringList textsOf(const Rows& rows, Text text)
{
    QStringList out;
    out.reserve(static_cast<qsizetype>(rows.size()));
    for (const auto& row : rows)
        out << text(row);
    return out;
}

} // namespace mqlab::app
