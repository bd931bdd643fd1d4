#include "stepper.h"

#include <algorithm>

namespace mqlab::app {

Stepper::Stepper(QObject* parent) : QObject(parent)
{
    timer_.setInterval(2500);
    connect(&timer_, &QTimer::timeout, this, [this] {
        if (atEnd())
            pause();
        else
            next();
        if (atEnd())
            pause();
    });
}

void Stepper::setCount(int n)
{
    n = std::max(0, n);
    if (n == count_)
        return;
    count_ = n;
    emit countChanged();
    setIndex(index_);
    emit endsChanged();
    if (count_ == 0)
        pause();
}

void Stepper::setIndex(int i)
{
    i = count_ == 0 ? 0 : std::clamp(i, 0, count_ - 1);
    if (i == index_)
        return;
    index_ = i;
    emit indexChanged();
    emit endsChanged();
}

void Stepper::setInterval(int ms)
{
    ms = std::max(200, ms);
    if (ms == timer_.interval())
        return;
    timer_.setInterval(ms);
    emit intervalChanged();
}

void Stepper::next() { setIndex(index_ + 1); }
void Stepper::previous()
{
    // Going back is the presenter taking over: playing on would step forward past what they want.
    if (playing())
        pause();
    setIndex(index_ - 1);
}

void Stepper::play()
{
    if (count_ < 2)
        return;
    if (atEnd())
        setIndex(0);
    timer_.start();
    emit playingChanged();
}

void Stepper::pause()
{
    if (!timer_.isActive())
        return;
    timer_.stop();
    emit playingChanged();
}

}  // namespace mqlab::app
