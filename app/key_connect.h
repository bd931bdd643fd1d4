// Connecting two cards without a mouse: a key starts from the selected card, the arrows pick
// among the cards the engine lets it send to (ordered left to right, then top to bottom, so Right
// and Down move on across the canvas), Enter connects and Escape cancels.
#pragma once

#include <QObject>
#include <QPointer>
#include <QtQml/qqmlregistration.h>
#include <vector>

#include "connect_targets.h"
#include "workbench.h"

namespace mqlab::app {

class KeyConnect : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(mqlab::app::Workbench* workbench MEMBER workbench_ NOTIFY workbenchChanged REQUIRED)
    Q_PROPERTY(bool active READ active NOTIFY changed)
    Q_PROPERTY(QString fromId READ fromId NOTIFY changed)
    Q_PROPERTY(QString targetId READ targetId NOTIFY changed) // "" when not active
    Q_PROPERTY(QString prompt READ prompt NOTIFY changed)     // what the keys do now, in words

  public:
    using QObject::QObject;

    bool active() const { return !targets_.empty(); }
    QString fromId() const { return from_; }
    QString targetId() const;
    QString prompt() const;

    // Starts from `from`: "" and active when it may send somewhere, else why not (and not active).
    Q_INVOKABLE QString start(const QString& from);
    // Moves the pick by `delta` (wrapping): +1 for Right or Down, -1 for Left or Up.
    Q_INVOKABLE void step(int delta);
    // Connects to the picked card and ends: "" when connected, else the engine's reason.
    Q_INVOKABLE QString finish();
    Q_INVOKABLE void cancel();

  signals:
    void workbenchChanged();
    void changed();

  private:
    QPointer<Workbench> workbench_;
    QString from_, fromName_;
    std::vector<ConnectTarget> targets_;
    int index_ = 0;
};

} // namespace mqlab::app
