// The window's language: the translation embedded for the user's locale, or the one MQLAB_LOCALE names.
#pragma once

#include <QString>

class QTranslator;

namespace mqlab::app {

// The environment variable that overrides the system's locale for the window's language: a locale
// name (`de`, `fr_FR`) or the path of a compiled translation (`.qm`), such as the tests' pseudo-locale.
inline constexpr const char* kLocaleVariable = "MQLAB_LOCALE";

struct TranslationChoice {
    QString loaded; // the file the translator read, empty when the texts stay in English
    QString error;  // a line for stderr when MQLAB_LOCALE names something that cannot be read
};

// Loads the translation for `requested` (a locale name, a .qm path, or empty for the system's
// locale) into `translator`. English, the source language, needs no file: `loaded` stays empty.
TranslationChoice loadTranslation(QTranslator& translator, const QString& requested);

// True once loadTranslation() has read a translation in this process: until then every text is the
// source English, and whoever translates a lot at once (the lesson files' prose) may skip the work.
bool translationLoaded();

// Reads MQLAB_LOCALE, loads the translation and installs it on the application (which must exist);
// a value that cannot be read is named on stderr and the window stays in English.
void installTranslation();

} // namespace mqlab::app
