// A list of the engine's words as one Message: "payments 73, orders 64, inventory 46", "a cluster or a
// region". Each item stays a part, and each joint is a template, so that a language joins its lists its
// own way and every item is translated as it would be alone.
#pragma once

#include <vector>

#include "mqlab/report/message.h"

namespace mqlab {

namespace messages {
// "{first}, {next}", "{first}; {next}" (items that hold commas), "{first} or {next}" (a last choice).
extern const MessageTemplate listComma, listSemicolon, listOr;
} // namespace messages

// The items nested from the left, each joint `joint` and the last one `last` when given
// ("((a, b), c) or d"); empty words when there are no items, the item alone when there is one.
Message joinedMessages(std::vector<Message> items, const MessageTemplate& joint, const MessageTemplate* last = nullptr);

} // namespace mqlab
