// What the canvas builds: the nodes and connections that lie in the part of the world on screen,
// plus a margin. A design of 10,000 nodes then costs the GUI thread the few dozen cards and curves
// one can see, not a card and a curve for every node (issue 11: 40 s and gigabytes before).
#pragma once

#include <QHash>
#include <QPointer>
#include <QRectF>
#include <QSortFilterProxyModel>
#include <QVariantMap>
#include <QtQml/qqml.h> // QML_FOREIGN
#include <QtQml/qqmlregistration.h>

#include "nodemodel.h"

namespace mqlab::app {

// Qt 6.4 describes no QSortFilterProxyModel to QML tools: named here (anonymous, so QML cannot make
// one), the module's type file carries it and qmllint sees the filters below as the models they are.
// For the same reason they name their base in full (mqlab::app::ViewportFilter): the type file knows
// a class by its full name only.
struct SortFilterProxyModelForeign {
    Q_GADGET
    QML_FOREIGN(QSortFilterProxyModel)
    QML_ANONYMOUS
};

// Every node's card, built or not, in world units (CanvasNodes::worldBounds): for "fit to view".
struct WorldBounds {
    Q_GADGET
    QML_ANONYMOUS
    Q_PROPERTY(bool empty MEMBER empty CONSTANT) // no node at all: nothing to fit
    Q_PROPERTY(QRectF rect MEMBER rect CONSTANT)
    Q_PROPERTY(bool estimated MEMBER estimated CONSTANT) // some card was never built: its height is the estimate
  public:
    bool empty = true;
    QRectF rect;
    bool estimated = false;
};

// A row passes when its rectangle in world units meets the view grown by a margin. Until a view is
// set every row passes, as the model underneath would show them; the canvas sets one as it is
// created, so a design opened before the window is laid out does not build every card.
class ViewportFilter : public QSortFilterProxyModel {
    Q_OBJECT
    QML_ANONYMOUS
    Q_PROPERTY(QRectF view READ view NOTIFY viewChanged)                           // world units; empty: every row
    Q_PROPERTY(double zoom READ zoom NOTIFY viewChanged)                           // screen pixels per world unit, > 0
    Q_PROPERTY(double marginPx READ marginPx WRITE setMarginPx NOTIFY viewChanged) // >= 0, on screen
    Q_PROPERTY(double cardWidth READ cardWidth WRITE setCardWidth NOTIFY geometryChanged) // Theme.cardWidth
    Q_PROPERTY(double portY READ portY WRITE setPortY NOTIFY geometryChanged)             // Theme.portY
  public:
    explicit ViewportFilter(QObject* parent = nullptr);

    QRectF view() const { return view_; }
    double zoom() const { return zoom_; }
    double marginPx() const { return marginPx_; }
    void setMarginPx(double px);
    double cardWidth() const { return cardWidth_; }
    void setCardWidth(double w);
    double portY() const { return portY_; }
    void setPortY(double y);

    // The canvas's visible rectangle in world units and its zoom; rows coming into reach are
    // inserted and rows leaving it removed, the rest (and their delegates) left alone.
    Q_INVOKABLE void setViewport(double x, double y, double width, double height, double zoom);
    // The view grown by the margin (the margin is on screen, so it is wider in the world when zoomed out).
    QRectF reach() const;
    // Whether the view now shows another set of rows than the proxy holds.
    bool reachChangesRows() const;

  signals:
    void viewChanged();
    void geometryChanged();

  protected:
    virtual QRectF rowBounds(int sourceRow) const = 0; // in world units; empty: never shown
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

  private:
    QRectF view_;
    bool viewSet_ = false; // false: every row passes
    double zoom_ = 1;
    double marginPx_ = 160;
    double cardWidth_ = 240;
    double portY_ = 26;
};

// The node model's rows whose cards meet the view. A card's height depends on its limits and
// warnings, so each card built reports it (noteHeight, kept by the node model, where a new card's
// place is found too); a card never built counts as estimatedCardHeight tall.
class CanvasNodes : public mqlab::app::ViewportFilter {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(mqlab::app::NodeModel* nodes READ nodes WRITE setNodes NOTIFY nodesChanged)
    Q_PROPERTY(double estimatedCardHeight READ estimatedCardHeight WRITE setEstimatedCardHeight NOTIFY
                   geometryChanged) // > 0, world units
  public:
    explicit CanvasNodes(QObject* parent = nullptr);

    NodeModel* nodes() const { return nodes_; }
    void setNodes(NodeModel* nodes);
    double estimatedCardHeight() const { return estimatedHeight_; }
    void setEstimatedCardHeight(double h);

    Q_INVOKABLE void noteHeight(const QString& id, double height);
    // Every node's card, built or not. For "fit to view".
    Q_INVOKABLE mqlab::app::WorldBounds worldBounds() const;
    // One node's card in world units (an empty rectangle: no such node), to bring it into view.
    Q_INVOKABLE QRectF cardRect(const QString& id) const;

  signals:
    void nodesChanged();

  protected:
    QRectF rowBounds(int sourceRow) const override;

  private:
    QRectF card(const NodeModel::Row& row, bool* estimated = nullptr) const;
    QPointer<NodeModel> nodes_;
    double estimatedHeight_ = 320;
};

// The connections whose curves (with their bend and arrowhead) meet the view: a curve that only
// crosses the screen is drawn though both its ends are out of view.
class CanvasConnections : public mqlab::app::ViewportFilter {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(mqlab::app::ConnectionModel* connections READ connections WRITE setConnections NOTIFY connectionsChanged)
  public:
    using ViewportFilter::ViewportFilter;

    ConnectionModel* connections() const { return connections_; }
    void setConnections(ConnectionModel* connections);

  signals:
    void connectionsChanged();

  protected:
    QRectF rowBounds(int sourceRow) const override;

  private:
    QPointer<ConnectionModel> connections_;
};

} // namespace mqlab::app
