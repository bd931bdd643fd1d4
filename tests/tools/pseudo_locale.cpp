// Makes the pseudo-locale from the app's .ts: every text's translation is the English with each letter
// accented, in brackets, and padded to 40% more characters, so that a window test can tell at a glance
// what went through the translator (accented) from what did not (plain English), and so that a layout
// meets text as long as German or Finnish makes it. Placeholders (%1, %L2, %n, %%, the engine's
// templates' {name} and the lessons' {{key}}), HTML tags and entities are kept as they are, so .arg(),
// rich text and the lessons' filling still work.
//   pseudo_locale IN.ts OUT.ts
#include <QFile>
#include <QRegularExpression>
#include <QXmlStreamReader>
#include <QXmlStreamWriter>
#include <cmath>
#include <cstdio>

namespace {

QString accented(QChar c)
{
    static const QString lower = QStringLiteral("áƀçđéƒĝĥíĵķļɱñöþǫŕšţüṽŵẋýž");
    static const QString upper = QStringLiteral("ÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÜṼŴẊÝŽ");
    if (c >= QLatin1Char('a') && c <= QLatin1Char('z'))
        return lower.at(c.unicode() - 'a');
    if (c >= QLatin1Char('A') && c <= QLatin1Char('Z'))
        return upper.at(c.unicode() - 'A');
    return c;
}

QString pseudo(const QString& source)
{
    if (source.isEmpty())
        return source;
    // Kept whole: placeholders, tags and entities.
    static const QRegularExpression kept(
        QStringLiteral(R"(%L?\d+|%n|%%|<[^>]*>|&[A-Za-z0-9#]+;|\{\{[^{}]*\}\}|\{[a-z_]+\})"));
    QString out;
    qsizetype visible = 0, at = 0;
    auto plain = [&](QStringView part) {
        for (QChar c : part)
            out += accented(c);
        visible += part.size();
    };
    for (auto it = kept.globalMatch(source); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        plain(QStringView(source).mid(at, m.capturedStart() - at));
        out += m.captured();
        if (!m.captured().startsWith(QLatin1Char('<')))
            visible += 2; // a figure or an entity is at least this wide on screen
        at = m.capturedEnd();
    }
    plain(QStringView(source).mid(at));
    // 40% more characters in all, brackets included; the padding is a word of its own so it may wrap.
    const qsizetype target = static_cast<qsizetype>(std::ceil(visible * 1.4));
    QString pad;
    static const QString fill = QStringLiteral("ļöñĝ");
    for (qsizetype i = 0; visible + 3 + i < target; ++i)
        pad += fill.at(i % fill.size());
    return QLatin1Char('[') + out + (pad.isEmpty() ? QString() : QLatin1Char(' ') + pad) + QLatin1Char(']');
}

} // namespace

int main(int argc, char** argv)
{
    if (argc != 3) {
        std::fprintf(stderr, "usage: pseudo_locale IN.ts OUT.ts\n");
        return 2;
    }
    QFile in(QString::fromLocal8Bit(argv[1])), out(QString::fromLocal8Bit(argv[2]));
    if (!in.open(QIODevice::ReadOnly) || !out.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        std::fprintf(stderr, "pseudo_locale: cannot read %s or write %s\n", argv[1], argv[2]);
        return 2;
    }
    QXmlStreamReader r(&in);
    QXmlStreamWriter w(&out);
    w.setAutoFormatting(true);
    QString source;
    bool numerus = false;
    int messages = 0;
    while (!r.atEnd()) {
        r.readNext();
        if (r.isStartElement() && r.name() == QLatin1String("TS")) {
            w.writeStartElement(QStringLiteral("TS"));
            w.writeAttribute(QStringLiteral("version"), r.attributes().value(QLatin1String("version")).toString());
            w.writeAttribute(QStringLiteral("language"), QStringLiteral("en_XA"));
            w.writeAttribute(QStringLiteral("sourcelanguage"), QStringLiteral("en"));
            continue;
        }
        if (r.isStartElement() && r.name() == QLatin1String("message"))
            numerus = r.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
        if (r.isStartElement() && r.name() == QLatin1String("source")) {
            w.writeCurrentToken(r);
            source = r.readElementText();
            w.writeCharacters(source);
            w.writeEndElement();
            continue;
        }
        if (r.isStartElement() && r.name() == QLatin1String("translation")) {
            r.skipCurrentElement();
            w.writeStartElement(QStringLiteral("translation"));
            if (numerus) { // English has two forms: one, and more
                w.writeTextElement(QStringLiteral("numerusform"), pseudo(source));
                w.writeTextElement(QStringLiteral("numerusform"), pseudo(source));
            } else {
                w.writeCharacters(pseudo(source));
            }
            w.writeEndElement();
            ++messages;
            continue;
        }
        if (r.isCharacters() && r.isWhitespace())
            continue; // auto-formatting lays the file out again
        w.writeCurrentToken(r);
    }
    if (r.hasError()) {
        std::fprintf(stderr, "pseudo_locale: %s:%lld: %s\n", argv[1], static_cast<long long>(r.lineNumber()),
                     qPrintable(r.errorString()));
        return 2;
    }
    std::printf("pseudo_locale: %d texts\n", messages);
    return messages > 0 ? 0 : 2;
}
