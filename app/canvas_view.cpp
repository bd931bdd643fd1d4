#include "canvas_view.h"

#include <algorithm>
#include <cmath>

namespace mqlab::app {

ViewportFilter::ViewportFilter(QObject* parent) : QSortFilterProxyModel(parent)
{
    // A moved node (its x and y roles) is filtered again at once: dragged into view, its card is built.
    setDynamicSortFilter(true);
}

void ViewportFilter::setMarginPx(double px)
{
    if (!(px >= 0) || px == marginPx_)
        return;
    marginPx_ = px;
    invalidateFilter();
    emit viewChanged();
}

void ViewportFilter::setCardWidth(double w)
{
    if (!(w > 0) || w == cardWidth_)
        return;
    cardWidth_ = w;
    invalidateFilter();
    emit geometryChanged();
}

void ViewportFilter::setPortY(double y)
{
    if (!std::isfinite(y) || y == portY_)
        return;
    portY_ = y;
    invalidateFilter();
    emit geometryChanged();
}

void ViewportFilter::setViewport(double x, double y, double width, double height, double zoom)
{
    // A canvas not yet laid out (no size) or a broken figure leaves the filter as it was.
    if (!std::isfinite(x) || !std::isfinite(y) || !std::isfinite(width) || !std::isfinite(height) || !(zoom > 0) ||
        !std::isfinite(zoom))
        return;
    const QRectF view(x, y, std::max(0.0, width), std::max(0.0, height));
    if (viewSet_ && view == view_ && zoom == zoom_)
        return;
    viewSet_ = true;
    view_ = view;
    zoom_ = zoom;
    // Refiltered only when a row comes into reach or leaves it: the canvas moves its view dozens of
    // times while it is laid out and fitted, and each refilter was a twenty-fifth of the first frame.
    if (reachChangesRows())
        invalidateFilter();
    emit viewChanged();
}

bool ViewportFilter::reachChangesRows() const
{
    const QAbstractItemModel* source = sourceModel();
    if (!source)
        return false;
    for (int row = 0, n = source->rowCount(); row < n; ++row)
        if (mapFromSource(source->index(row, 0)).isValid() != filterAcceptsRow(row, {}))
            return true;
    return false;
}

QRectF ViewportFilter::reach() const
{
    const double m = marginPx_ / zoom_;
    return view_.adjusted(-m, -m, m, m);
}

bool ViewportFilter::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    if (sourceParent.isValid())
        return false;
    if (!viewSet_)
        return true;
    const QRectF r = rowBounds(sourceRow);
    // Touching edges count: a card flush with the margin is built rather than popping in a pixel late.
    const QRectF a = reach();
    return !r.isNull() && r.right() >= a.left() && r.left() <= a.right() && r.bottom() >= a.top() &&
           r.top() <= a.bottom();
}

CanvasNodes::CanvasNodes(QObject* parent) : ViewportFilter(parent) {}

void CanvasNodes::setNodes(NodeModel* nodes)
{
    if (nodes == nodes_)
        return;
    if (nodes_)
        nodes_->disconnect(this);
    nodes_ = nodes;
    setSourceModel(nodes);
    emit nodesChanged();
}

void CanvasNodes::setEstimatedCardHeight(double h)
{
    if (!(h > 0) || !std::isfinite(h) || h == estimatedHeight_)
        return;
    estimatedHeight_ = h;
    invalidateFilter();
    emit geometryChanged();
}

void CanvasNodes::noteHeight(const QString& id, double height)
{
    if (nodes_)
        nodes_->noteCardHeight(id, height);
}

QRectF CanvasNodes::card(const NodeModel::Row& row, bool* estimated) const
{
    const QHash<QString, double>& heights = nodes_->cardHeights();
    const auto known = heights.constFind(row.id);
    const bool guess = known == heights.cend();
    if (guess && estimated)
        *estimated = true;
    return QRectF(row.x, row.y, cardWidth(), guess ? estimatedHeight_ : *known);
}

QRectF CanvasNodes::rowBounds(int sourceRow) const
{
    if (!nodes_ || sourceRow < 0 || sourceRow >= nodes_->count())
        return {};
    return card(nodes_->rows()[static_cast<size_t>(sourceRow)]);
}

WorldBounds CanvasNodes::worldBounds() const
{
    WorldBounds b;
    if (!nodes_ || nodes_->count() == 0)
        return b;
    b.empty = false;
    for (const NodeModel::Row& row : nodes_->rows())
        b.rect = b.rect.united(card(row, &b.estimated));
    return b;
}

QRectF CanvasNodes::cardRect(const QString& id) const
{
    const int i = nodes_ ? nodes_->indexOf(id) : -1;
    return i < 0 ? QRectF() : card(nodes_->rows()[static_cast<size_t>(i)]);
}

void CanvasConnections::setConnections(ConnectionModel* connections)
{
    if (connections == connections_)
        return;
    connections_ = connections;
    setSourceModel(connections);
    emit connectionsChanged();
}

QRectF CanvasConnections::rowBounds(int sourceRow) const
{
    if (!connections_ || sourceRow < 0 || sourceRow >= static_cast<int>(connections_->rows().size()))
        return {};
    const ConnectionModel::Row& c = connections_->rows()[static_cast<size_t>(sourceRow)];
    // ConnectionCurve's points at a zoom of 1: out of the sender's right port, into the receiver's
    // left port 8 units early (the arrowhead's room), bent by half the gap and at least 40; the curve
    // lies in the hull of its control points, padded by 10 for the stroke and the arrowhead.
    const double x1 = c.fromX + cardWidth(), y1 = c.fromY + portY();
    const double x2 = c.toX - 8, y2 = c.toY + portY();
    const double bend = std::max(40.0, std::abs(x2 - x1) / 2), pad = 10;
    const double left = std::min({x1, x2, x2 - bend}) - pad, right = std::max({x1, x2 + 8, x1 + bend}) + pad;
    const double top = std::min(y1, y2) - pad, bottom = std::max(y1, y2) + pad;
    return QRectF(QPointF(left, top), QPointF(right, bottom));
}

} // namespace mqlab::app
