// Every node kind, once, in the order the add entries offer them: the engine's enum mqlab::Kind and
// its list kAllKinds (fields.h) and the app's QML enum NodeKind (app/nodekind.h) are all made from
// this list, so a new kind is one line here. Append: a kind's value is its place. Plain macros (no
// Qt, no includes) so that moc expands them for the QML enum as well.
#pragma once

// X(name): one kind. The first seed's kinds, then Round 1's (scenario version 2, isRoundKind()).
#define MQLAB_KINDS(X)                                                                                                 \
    X(Producer)                                                                                                        \
    X(StandardCluster)                                                                                                 \
    X(ExpressCluster)                                                                                                  \
    X(Group)                                                                                                           \
    X(DeadLetterQueue)                                                                                                 \
    X(TaskProducer)                                                                                                    \
    X(LoadBalancer)                                                                                                    \
    X(BrokerFleet)                                                                                                     \
    X(MetadataStore)                                                                                                   \
    X(WorkerPool)                                                                                                      \
    X(SqsQueue)                                                                                                        \
    X(PlatformFleet)                                                                                                   \
    X(StreamTopic)                                                                                                     \
    X(QueueTopic)                                                                                                      \
    X(ConsumerTeam)                                                                                                    \
    X(Region)                                                                                                          \
    X(Cell)                                                                                                            \
    X(MirrorLink)                                                                                                      \
    X(S3Tier)                                                                                                          \
    X(GlacierTier)                                                                                                     \
    X(KeyStore)                                                                                                        \
    X(RoutingControl)                                                                                                  \
    X(ControlPlane)
