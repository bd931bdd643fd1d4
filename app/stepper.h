// A stepper's state: which step is shown, forward and back, a scrubber, and play. Shared by the
// stage figures and the event's life; no step waits for an animation to end.
#pragma once

#include <QObject>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

namespace mqlab::app {

class Stepper : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(int count READ count WRITE setCount NOTIFY countChanged)       // steps, >= 0
    Q_PROPERTY(int index READ index WRITE setIndex NOTIFY indexChanged)       // 0 .. count - 1
    Q_PROPERTY(bool playing READ playing NOTIFY playingChanged)
    Q_PROPERTY(int interval READ interval WRITE setInterval NOTIFY intervalChanged)  // ms a step while playing
    // Both move with the count too: a stepper filled after its buttons were bound (the walkthrough's
    // beats, filled after the first frame) kept Next disabled at "Beat 1 of 8".
    Q_PROPERTY(bool atStart READ atStart NOTIFY endsChanged)
    Q_PROPERTY(bool atEnd READ atEnd NOTIFY endsChanged)

public:
    explicit Stepper(QObject* parent = nullptr);
    int count() const { return count_; }
    void setCount(int n);
    int index() const { return index_; }
    void setIndex(int i);  // clamped into range
    bool playing() const { return timer_.isActive(); }
    int interval() const { return timer_.interval(); }
    void setInterval(int ms);
    bool atStart() const { return index_ <= 0; }
    bool atEnd() const { return index_ >= count_ - 1; }

    Q_INVOKABLE void next();
    Q_INVOKABLE void previous();
    Q_INVOKABLE void play();   // from the start when at the end; stops by itself at the last step
    Q_INVOKABLE void pause();
    Q_INVOKABLE void toggle() { playing() ? pause() : play(); }

signals:
    void countChanged();
    void indexChanged();
    void endsChanged();  // atStart or atEnd may have changed
    void playingChanged();
    void intervalChanged();

private:
    int count_ = 0, index_ = 0;
    QTimer timer_;
};

}  // namespace mqlab::app
