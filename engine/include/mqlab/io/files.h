// Files a person names: read only when they are regular files within a size limit, and written
// only whole (a temporary file beside the target, every write, the flush to disk and the rename
// checked), so a full disk or a failed write never leaves a file half-written or loses the old one.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "mqlab/report/message.h"

namespace mqlab {

// The bytes of the file at `path` (a path in the system's own encoding). Refuses, with an InputError
// naming `shown` (the name to print) and the reason: a missing or unreadable file, anything that is not
// a regular file (a folder, a fifo, a device such as /dev/urandom) and a file over `maxBytes`.
// Never blocks on a fifo. The refusal is a MessageError (file.*), so the window translates it.
std::string readRegularFile(const std::string& path, std::size_t maxBytes, const std::string& shown);

// Writes `bytes` to `path` as a whole: into a new temporary file in the same folder, each write
// checked, fsync'd and closed, then renamed over `path`. If `path` is a symbolic link the link itself
// is replaced by the new file (the file it pointed to is left as it was). An existing file keeps its
// permissions. Returns empty words when done, else why not, e.g. "cannot write out/a.pdf: No space left
// on device" (a template, file.write.*, with the path as its {path}); then the old file is
// byte-identical and no temporary file is left behind.
Message writeFileAtomically(const std::string& path, std::string_view bytes);

// Every file.* template, for messageTemplates().
std::vector<MessageTemplate> fileTemplates();

} // namespace mqlab
