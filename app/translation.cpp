#include "translation.h"

#include "engine_text.h"
#include "mqlab/report/explain.h"
#include "number_format.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QLocale>
#include <QTranslator>
#include <atomic>
#include <iostream>

namespace mqlab::app {
namespace {

// The dialogs' standard buttons (ExportDialog, ShortcutsDialog, the unsaved-changes question) are
// labelled by Qt, which looks their words up in the context QPlatformTheme: listed here, they are in
// mqlab's own .ts, so one translation covers them with no Qt translation files installed.
[[maybe_unused]] constexpr const char* kStandardButtonWords[] = {
    QT_TRANSLATE_NOOP("QPlatformTheme", "OK"), QT_TRANSLATE_NOOP("QPlatformTheme", "Cancel"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Close"), QT_TRANSLATE_NOOP("QPlatformTheme", "Save"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Discard")};

std::atomic<bool> anyLoaded{false};

// A lesson figure with a word ("50 million") in the language just loaded.
std::string figureInLanguage(const FigureText& f)
{
    return engineText(f.words).toStdString();
}

void loaded()
{
    anyLoaded = true;
    setFigureWriter(figureInLanguage);
}

} // namespace

bool translationLoaded()
{
    return anyLoaded;
}

TranslationChoice loadTranslation(QTranslator& translator, const QString& requested)
{
    TranslationChoice choice;
    if (requested.endsWith(QLatin1String(".qm"), Qt::CaseInsensitive)) {
        if (translator.load(requested)) {
            choice.loaded = requested;
            loaded();
        } else
            choice.error = QStringLiteral("%1=%2: cannot read that translation file; the window stays in English")
                               .arg(QLatin1String(kLocaleVariable), requested);
        return choice;
    }
    const QLocale locale = requested.isEmpty() ? QLocale::system() : QLocale(requested);
    if (!requested.isEmpty() && locale == QLocale::c() && requested != QLatin1String("C")) {
        choice.error = QStringLiteral("%1=%2: not a locale name (such as de or fr_FR) nor a .qm file; "
                                      "the window stays in English")
                           .arg(QLatin1String(kLocaleVariable), requested);
        return choice;
    }
    // Tries mqlab_de_DE.qm, then mqlab_de.qm, for each of the locale's UI languages in turn.
    if (translator.load(locale, QStringLiteral("mqlab"), QStringLiteral("_"), QStringLiteral(":/i18n"))) {
        choice.loaded = translator.filePath();
        loaded();
    }
    return choice;
}

void installTranslation()
{
    static QTranslator translator; // lives as long as the application
    const QString requested = qEnvironmentVariable(kLocaleVariable);
    const TranslationChoice choice = loadTranslation(translator, requested);
    // The View menu's "numbers as my locale writes them" follows the same locale.
    const QLocale named(requested);
    const bool isName = !requested.isEmpty() && !requested.endsWith(QLatin1String(".qm"), Qt::CaseInsensitive) &&
                        choice.error.isEmpty();
    NumberFormat::instance()->setLocale(isName ? named : QLocale::system());
    if (!choice.error.isEmpty())
        std::cerr << "mqlab: " << choice.error.toStdString() << "\n";
    if (!choice.loaded.isEmpty())
        QCoreApplication::installTranslator(&translator);
}

} // namespace mqlab::app
