#include "snapshot.h"

#include <QBuffer>
#include <QPainter>
#include <QPdfWriter>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTextDocument>
#include <QAbstractTextDocumentLayout>
#include <stdexcept>

#include <nlohmann/json.hpp>

#include "gui.h"
#include "lesson.h"
#include "mqlab/error.h"
#include "mqlab/model/report.h"
#include "mqlab/report/format.h"
#include "mqlab/report/report_json.h"
#include "resources.h"
#include "user_files.h"
#include "workbench.h"

namespace mqlab::app {
namespace {

constexpr const char* kSnapshotQml = "qrc:/qt/qml/Mqlab/StageSnapshot.qml";

QString q(const std::string& s) { return QString::fromStdString(s); }

QString heading(const SnapshotDesign& d)
{
    if (d.stage > 0 && d.baseName == lessonBaseName(d.stage, true) && roundOf(d.stage) > 0)
        return q(d.scenario.name); // --stage round-1: the round's design, whichever part opened it
    if (d.stage > 0 && roundOf(d.stage) > 0)
        return QStringLiteral("Round %1, part %2: %3")
            .arg(roundOf(d.stage))
            .arg(partOf(d.stage))
            .arg(q(loadStage(d.stage).lesson.title));
    if (d.stage > 0)
        return QStringLiteral("Stage %1: %2").arg(d.stage).arg(q(loadStage(d.stage).lesson.title));
    return q(d.scenario.name);
}

// The handout's text under the picture: the stage's figures step by step, then its check-in.
QString lessonHtml(const Lesson& lesson, const SnapshotDesign& d)
{
    QString html;
    if (d.stage == 0)
        return QStringLiteral("<p><i>%1</i></p>")
            .arg(QObject::tr("A design of its own: no stage lesson, so no figure or check-in on this page."));
    if (!lesson.problem().isEmpty())
        html += QStringLiteral("<p><i>%1</i></p>").arg(lesson.problem().toHtmlEscaped());
    for (const LessonFigure& fig : lesson.figures()) {
        html += QStringLiteral("<h3>%1</h3>").arg(fig.title.toHtmlEscaped());
        int n = 0;
        for (const FigureStep& step : fig.steps)
            html += QStringLiteral("<p><b>%1. %2</b><br/>%3</p>")
                        .arg(++n)
                        .arg(step.caption.toHtmlEscaped(), step.text.toHtmlEscaped());
    }
    if (!lesson.question().isEmpty())
        html += QStringLiteral("<h3>%1</h3><p>%2</p>")
                    .arg(QObject::tr("Check in").toHtmlEscaped(), lesson.question().toHtmlEscaped());
    return html;
}

}  // namespace

nlohmann::json snapshotJson(const Scenario& scenario)
{
    const Report r = evaluate(scenario, catalog());
    return {{"scenario", toJson(scenario)}, {"report", reportToJson(scenario, catalog(), r)}};
}

void checkPictureSize(const SnapshotDesign& design)
{
    size_t nodes = 0;
    forEachArray(design.scenario, [&](NodeKind, const auto& array) { nodes += array.size(); });
    if (nodes > kMaxPictureNodes)
        throw InputError(design.baseName.toStdString(), "",
                         "a picture shows at most " + grouped(double(kMaxPictureNodes)) +
                             " nodes of every kind together and this design has " + grouped(double(nodes)) +
                             "; its data export (JSON, --format json) has no such limit");
}

QByteArray pngBytes(const QImage& image)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (!image.save(&buffer, "PNG"))
        throw std::runtime_error("the picture could not be encoded as PNG");
    return bytes;
}

SnapshotRenderer::SnapshotRenderer()
{
    registerQmlModule();
    workbench_ = new Workbench;
    workbench_->document()->makeScratch();
    lesson_ = new Lesson;
    lesson_->setWorkbench(workbench_);
    engine_ = std::make_unique<QQmlEngine>();
    engine_->addImportPath(QStringLiteral("qrc:/qt/qml"));  // Qt 6.4 does not add the module prefix itself
    QQmlEngine::setObjectOwnership(workbench_, QQmlEngine::CppOwnership);

    QQmlComponent component(engine_.get(), QUrl(QString::fromLatin1(kSnapshotQml)));
    QObject* root = component.createWithInitialProperties(
        {{"workbench", QVariant::fromValue(workbench_)}, {"heading", QString()}});
    item_ = qobject_cast<QQuickItem*>(root);
    if (!item_) {
        delete root;
        throw std::runtime_error("the snapshot composition could not be loaded: " +
                                 component.errorString().toStdString());
    }
    window_ = std::make_unique<QQuickWindow>();
    window_->setColor(Qt::white);
    item_->setTransformOrigin(QQuickItem::TopLeft);
    item_->setParentItem(window_->contentItem());
}

SnapshotRenderer::~SnapshotRenderer()
{
    delete item_;
    window_.reset();
    engine_.reset();
    delete lesson_;
    delete workbench_;
}

void SnapshotRenderer::show(const SnapshotDesign& design)
{
    if (design.stage > 0) {
        const QString err = workbench_->openStage(design.stage);
        if (!err.isEmpty())
            throw std::runtime_error(err.toStdString());
    } else {
        workbench_->newSandbox();
    }
    workbench_->applyScenario(design.scenario);  // the design as given: a load or the user's edits
    item_->setProperty("heading", heading(design));
}

QImage SnapshotRenderer::render(const SnapshotDesign& design, int scale)
{
    checkPictureSize(design);  // before any card is built
    show(design);
    item_->setScale(scale);
    window_->resize(kSnapshotWidth * scale, kSnapshotHeight * scale);
    // A hidden window renders one frame offscreen on request; the grab lays the cards out first,
    // and the canvas's fit is a binding on their sizes, so one frame is the finished picture.
    QImage image = window_->grabWindow();
    if (image.isNull())
        throw std::runtime_error("the snapshot could not be drawn");
    image.setDevicePixelRatio(1);  // the file's pixels are the stated size times the scale
    if (image.size() != QSize(kSnapshotWidth * scale, kSnapshotHeight * scale))
        image = image.scaled(kSnapshotWidth * scale, kSnapshotHeight * scale, Qt::IgnoreAspectRatio,
                             Qt::SmoothTransformation);
    return image.convertToFormat(QImage::Format_RGB32);
}

QString SnapshotRenderer::writeHandout(const QString& path, const std::vector<SnapshotDesign>& designs)
{
    // The PDF is made in memory and written by the one atomic writer: a full disk can never leave a
    // half handout, and the old file stays as it was.
    QByteArray bytes;
    QBuffer file(&bytes);
    file.open(QIODevice::WriteOnly);
    QPdfWriter pdf(&file);
    pdf.setPageSize(QPageSize(QPageSize::A4));
    pdf.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
    pdf.setResolution(200);
    pdf.setTitle(QObject::tr("mqlab handout"));
    pdf.setCreator(QStringLiteral("mqlab"));
    QPainter painter;
    if (!painter.begin(&pdf))
        return QObject::tr("cannot write %1: the PDF could not be started").arg(path);
    const int width = pdf.width(), height = pdf.height();
    for (size_t i = 0; i < designs.size(); ++i) {
        if (i > 0)
            pdf.newPage();
        const QImage image = render(designs[i], 2);
        const int imageHeight = width * image.height() / image.width();
        painter.drawImage(QRect(0, 0, width, imageHeight), image);

        lesson_->refreshNow();
        QTextDocument doc;
        doc.documentLayout()->setPaintDevice(&pdf);
        doc.setTextWidth(width);
        doc.setHtml(lessonHtml(*lesson_, designs[i]));
        // A long figure shrinks its type until the page holds it (not below 7 pt).
        const int gap = height / 40, footer = height / 30;
        const int room = height - imageHeight - gap - footer;
        for (double pt = 10; doc.size().height() > room && pt > 7; pt -= 0.5) {
            QFont f = doc.defaultFont();
            f.setPointSizeF(pt - 0.5);
            doc.setDefaultFont(f);
        }
        painter.save();
        painter.translate(0, imageHeight + gap);
        doc.drawContents(&painter, QRectF(0, 0, width, room));
        painter.restore();

        QFont small = painter.font();
        small.setPointSizeF(8);
        painter.setFont(small);
        painter.setPen(QColor(0x5b, 0x62, 0x70));
        painter.drawText(QRect(0, height - footer, width, footer), Qt::AlignRight | Qt::AlignBottom,
                         QObject::tr("mqlab handout \u00b7 page %1 of %2").arg(i + 1).arg(designs.size()));
    }
    if (!painter.end())
        return QObject::tr("cannot write %1: the PDF could not be finished").arg(path);
    file.close();
    return writeUserFile(path, bytes);
}

}  // namespace mqlab::app
