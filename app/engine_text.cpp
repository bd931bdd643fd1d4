#include "engine_text.h"

#include <QCoreApplication>

#include <limits>

namespace mqlab::app {
namespace {

struct Entry {
    const char* id;
    const char* english;
};

// One row for each template of mqlab::messageTemplates(), in the same words (engine_text_tests holds
// them to it). {name} marks an argument; the translation may move it but must keep its name.
const Entry kEntries[] = {
    //: A load outside its range: {lo} and {hi} are figures, {unit} "events/s", {value} what was typed.
    {"load.range", QT_TRANSLATE_NOOP("EngineMessage", "must be {lo} to {hi} {unit} (got {value})")},
    //: A figure outside its field's range; {unit} is empty or a space and a unit (" MB/s").
    {"field.range", QT_TRANSLATE_NOOP("EngineMessage", "must be {lo} to {hi}{unit} (got {value})")},
    //: A count outside its range; {unit} is empty or a space and a unit (" brokers").
    {"field.range.whole",
     QT_TRANSLATE_NOOP("EngineMessage", "must be a whole number from {lo} to {hi}{unit} (got {value})")},
    //: A figure that must be above {lo}, not equal to it; {unit} is empty or a space and a unit.
    {"field.range.open",
     QT_TRANSLATE_NOOP("EngineMessage", "must be more than {lo} and up to {hi}{unit} (got {value})")},
    //: {id} is the name of a node on the canvas.
    {"node.missing", QT_TRANSLATE_NOOP("EngineMessage", "no node is called \"{id}\"")},
    {"connection.twice", QT_TRANSLATE_NOOP("EngineMessage", "these two are already connected")},
    // The cards' warnings (engine/src/kinds/*.cpp), each kind's in card order after the ones several share.
    //: A card warning. {instance}: an instance size ("kafka.m7g.large"); {limit}: a limit's name in English
    //: ("Network").
    {"card.limit.unchecked",
     QT_TRANSLATE_NOOP(
         "EngineMessage",
         "No trusted figure for {instance}'s {limit} is in the catalogue, so this limit is not checked.")},
    //: A card warning. {limit}: a limit's name in English; {percent}: "114%"; {formula}: the limit's arithmetic.
    {"card.limit.past", QT_TRANSLATE_NOOP("EngineMessage", "{limit} at {percent}: {formula}.")},
    //: A storage tier card (S3 or Glacier).
    {"tier.no_region", QT_TRANSLATE_NOOP("EngineMessage", "Belongs to no region: drag from its region to this tier.")},
    //: A topic card (stream or queue).
    {"topic.unfed",
     QT_TRANSLATE_NOOP("EngineMessage", "No producer sends to this topic: drag from a task producer to it.")},
    //: A topic card (stream or queue).
    {"topic.unhosted",
     QT_TRANSLATE_NOOP("EngineMessage", "Not hosted: drag from this topic to the platform fleet that keeps it.")},
    //: A broker fleet card.
    {"broker_fleet.unfed",
     QT_TRANSLATE_NOOP("EngineMessage", "No producer sends to this fleet: connect a load balancer to it.")},
    //: A cells card.
    {"cell.no_region", QT_TRANSLATE_NOOP("EngineMessage", "Belongs to no region: drag from a region to these cells.")},
    //: A cells card. {count}, {needed}: numbers of cells; {planned}: the region's planned peak; {headroom}: the growth
    //: factor.
    {"cell.too_few",
     QT_TRANSLATE_NOOP("EngineMessage", "{count} cells, but {planned} msg/s x {headroom} needs {needed}.")},
    //: A cluster card. {instance}: an instance size; {limit}: a limit's name in English; {sustained}, {used}: rates
    //: with their unit.
    {"cluster.limit.no_maximum",
     QT_TRANSLATE_NOOP("EngineMessage", "No trusted maximum for {instance}'s {limit} is in the catalogue: it warns "
                                        "past the sustained {sustained} (now {used}) but cannot saturate.")},
    //: A cluster card. {name}: the cluster's name; {percent}: "176%"; {formula}: the storage arithmetic; {wall}: events
    //: a second ("14,203").
    {"cluster.storage.saturated",
     QT_TRANSLATE_NOOP("EngineMessage",
                       "{name}: Storage at {percent}: {formula}. A broker whose disk fills stops taking writes. At "
                       "this retention the cluster keeps up with at most {wall} events/s.")},
    //: A cluster card. {name}: the cluster's name; {percent}: "85%"; {formula}: the storage arithmetic.
    {"cluster.storage.over_sizing",
     QT_TRANSLATE_NOOP("EngineMessage", "{name}: Storage at {percent}: {formula}. Past the sizing line.")},
    //: A cluster card. {name}: the cluster's name; {percent}: "114%"; {copies}, {rf}, {brokers}: whole numbers;
    //: {groups}: a count with its English noun ("6 groups"); {sent}, {in}, {used}: rates with their unit ("409.6
    //: MB/s"); {capacity}: a figure without unit ("119.94"); {instance}: an instance size; {sizing}: a percent ("80%").
    {"cluster.network.over_sizing",
     QT_TRANSLATE_NOOP("EngineMessage", "{name}: Network at {percent}: every byte in leaves a leader {copies} times "
                                        "({groups} + RF {rf} - 1), so {brokers} brokers send {sent} from {in} in: "
                                        "{used} a broker against {capacity} on {instance}. Size to {sizing}.")},
    //: A cluster card. {name}: the cluster's name; {percent}: "104%"; {formula}: the arithmetic, ending in a figure the
    //: sentence's MB/s follows.
    {"cluster.volume.saturated",
     QT_TRANSLATE_NOOP("EngineMessage", "{name}: Storage volume at {percent}: each broker writes {formula} MB/s. "
                                        "Produce requests queue at the brokers.")},
    //: A cluster card. {name}: the cluster's name; {percent}: "85%"; {formula}: the arithmetic, ending in a figure the
    //: sentence's MB/s follows.
    {"cluster.volume.over_sizing",
     QT_TRANSLATE_NOOP(
         "EngineMessage",
         "{name}: Storage volume at {percent}: each broker writes {formula} MB/s, past the sizing line.")},
    //: A cluster card. {name}: the cluster's name; {percent}: "104%"; {formula}: the arithmetic, ending in a figure the
    //: sentence's MB/s follows.
    {"cluster.ebs_link.saturated",
     QT_TRANSLATE_NOOP(
         "EngineMessage",
         "{name}: EBS link at {percent}: each broker writes {formula} MB/s. Produce requests queue at the brokers.")},
    //: A cluster card. {name}: the cluster's name; {percent}: "85%"; {formula}: the arithmetic, ending in a figure the
    //: sentence's MB/s follows.
    {"cluster.ebs_link.over_sizing",
     QT_TRANSLATE_NOOP("EngineMessage",
                       "{name}: EBS link at {percent}: each broker writes {formula} MB/s, past the sizing line.")},
    //: A cluster card. {name}: the cluster's name; {percent}: "120%"; {used}: a rate with its unit; {partitions}: a
    //: whole number; {capacity}: a figure.
    {"cluster.partition",
     QT_TRANSLATE_NOOP(
         "EngineMessage",
         "{name}: Hottest partition at {percent}: it takes {used} ({partitions} partitions) against {capacity} MB/s, "
         "one leader's share of its network. A partition has one leader, so more brokers do not lift this ceiling.")},
    //: A cluster card. {name}: the cluster's name; {percent}: "120%"; {used}: a rate with its unit; {partitions}: a
    //: whole number; {hot}: the hot key's share; {capacity}: a figure.
    {"cluster.partition.hot_key",
     QT_TRANSLATE_NOOP("EngineMessage",
                       "{name}: Hottest partition at {percent}: it takes {used} ({partitions} partitions, hot key "
                       "{hot}) against {capacity} MB/s, one leader's share of its network. A partition has one leader, "
                       "so more brokers do not lift this ceiling.")},
    //: A cluster card. {name}: the cluster's name; {percent}: "120%"; {used}: a rate with its unit; {partitions},
    //: {ways}: whole numbers; {hot}: the hot key's share; {capacity}: a figure.
    {"cluster.partition.hot_key_split",
     QT_TRANSLATE_NOOP("EngineMessage",
                       "{name}: Hottest partition at {percent}: it takes {used} ({partitions} partitions, hot key "
                       "{hot} split {ways} ways) against {capacity} MB/s, one leader's share of its network. A "
                       "partition has one leader, so more brokers do not lift this ceiling.")},
    //: An Express cluster card. {name}: the cluster's name; {percent}: "120%"; {used}: a rate with its unit;
    //: {partitions}: a whole number; {capacity}: a figure.
    {"cluster.express_partition",
     QT_TRANSLATE_NOOP(
         "EngineMessage",
         "{name}: Hottest partition at {percent}: it takes {used} ({partitions} partitions) against {capacity} MB/s, "
         "Express's throttle a partition. A partition has one leader, so more brokers do not lift this ceiling.")},
    //: An Express cluster card. {name}: the cluster's name; {percent}: "120%"; {used}: a rate with its unit;
    //: {partitions}: a whole number; {hot}: the hot key's share; {capacity}: a figure.
    {"cluster.express_partition.hot_key",
     QT_TRANSLATE_NOOP("EngineMessage",
                       "{name}: Hottest partition at {percent}: it takes {used} ({partitions} partitions, hot key "
                       "{hot}) against {capacity} MB/s, Express's throttle a partition. A partition has one leader, so "
                       "more brokers do not lift this ceiling.")},
    //: An Express cluster card. {name}: the cluster's name; {percent}: "120%"; {used}: a rate with its unit;
    //: {partitions}, {ways}: whole numbers; {hot}: the hot key's share; {capacity}: a figure.
    {"cluster.express_partition.hot_key_split",
     QT_TRANSLATE_NOOP("EngineMessage",
                       "{name}: Hottest partition at {percent}: it takes {used} ({partitions} partitions, hot key "
                       "{hot} split {ways} ways) against {capacity} MB/s, Express's throttle a partition. A partition "
                       "has one leader, so more brokers do not lift this ceiling.")},
    //: An Express cluster card. {name}: the cluster's name; {percent}: "90%"; {used}, {capacity}, {sustained}: rates
    //: with their unit.
    {"cluster.data_in.over_sizing",
     QT_TRANSLATE_NOOP("EngineMessage", "{name}: Data in at {percent} of the maximum: each broker takes {used} against "
                                        "{capacity} ({sustained} sustained).")},
    //: An Express cluster card. {name}: the cluster's name; {percent}, {sustained_percent}: percents; {used},
    //: {capacity}, {sustained}: rates with their unit.
    {"cluster.data_out.over_sizing",
     QT_TRANSLATE_NOOP("EngineMessage",
                       "{name}: Data out at {percent} of the maximum: each broker sends {used} to consumers against "
                       "{capacity}; {sustained} is the sustained figure ({sustained_percent}).")},
    //: A cluster card. {copies}, {recommended}: numbers; {instance}: an instance size.
    {"cluster.partition_copies",
     QT_TRANSLATE_NOOP("EngineMessage",
                       "{copies} partition copies a broker, above the {recommended} AWS recommends for {instance}.")},
    //: A cluster card.
    {"cluster.unclean_election",
     QT_TRANSLATE_NOOP(
         "EngineMessage",
         "Unclean leader election is on: a copy that is behind can become leader and drop acked writes.")},
    //: A cluster card. {instance}: an instance size; {note}: the catalogue's note on how the price was worked out, in
    //: English.
    {"cluster.price.derived",
     QT_TRANSLATE_NOOP("EngineMessage", "The price of {instance} is derived, not sourced: {note}.")},
    //: A cluster card. {instance}: an instance size.
    {"cluster.price.missing",
     QT_TRANSLATE_NOOP("EngineMessage", "No price for {instance} is in the catalogue; its brokers bill $0.")},
    //: A cluster card.
    {"cluster.unfed", QT_TRANSLATE_NOOP("EngineMessage", "No producer writes to this cluster.")},
    //: A consumer group card.
    {"group.unconnected", QT_TRANSLATE_NOOP("EngineMessage", "Not connected: drag from a cluster to this group.")},
    //: A consumer group card. {percent}: "120%"; {needed}, {handled}: events a second.
    {"group.processing.saturated",
     QT_TRANSLATE_NOOP("EngineMessage", "Processing at {percent}: the group needs {needed} events/s and its tasks "
                                        "handle {handled}. It falls behind and its lag grows.")},
    //: A consumer group card. {percent}: "85%"; {sizing}: the sizing line ("80%"); {formula}: the arithmetic.
    {"group.processing.over_sizing",
     QT_TRANSLATE_NOOP("EngineMessage", "Processing at {percent}, past the {sizing} line: {formula}.")},
    //: A consumer group card. {idle}, {tasks}, {partitions}: whole numbers.
    {"group.idle_tasks",
     QT_TRANSLATE_NOOP(
         "EngineMessage",
         "{idle} of {tasks} tasks sit idle: each partition goes to one task, and the topic has {partitions}.")},
    //: A consumer team card.
    {"consumer_team.unhosted",
     QT_TRANSLATE_NOOP("EngineMessage", "Reads nothing yet: drag from a platform fleet to this team.")},
    //: A consumer team card. {team}: the team's name; {fetch}, {quota}, {behind}: numbers the sentence's MB/s follows.
    //: fetch_mbps and fetch_quota_mbps are field names: keep them.
    {"consumer_team.over_quota",
     QT_TRANSLATE_NOOP("EngineMessage",
                       "{team} reads {fetch} MB/s at the peak (fetch_mbps), past its fetch quota of {quota} MB/s "
                       "(fetch_quota_mbps): its fetches are answered 429 with Retry-After and it falls behind by "
                       "{behind} MB/s. Raise the quota or read less.")},
    //: A consumer team card. {fleet}: a platform fleet's name; {hours}: a number of hours. tier_days is a field name:
    //: keep it.
    {"consumer_team.replay_without_tier",
     QT_TRANSLATE_NOOP("EngineMessage",
                       "Replays by time, but {fleet} has no S3 tier (tier_days 0): the replay would read the brokers' "
                       "disks beside the live readers, and reach back only {hours} h.")},
    //: A control plane card.
    {"control_plane.no_cells", QT_TRANSLATE_NOOP("EngineMessage", "Rolls out to no cells: drag from it to the cells.")},
    //: A control plane card. {total}: a number of cells.
    {"control_plane.canary_is_all",
     QT_TRANSLATE_NOOP("EngineMessage", "The canary is every cell: a bad change reaches all {total}.")},
    //: A control plane card. {waves}, {wave_cells}, {reached}, {total}, {missed}: whole numbers ({wave_cells} is cells
    //: a wave).
    {"control_plane.cells_missed",
     QT_TRANSLATE_NOOP(
         "EngineMessage",
         "The canary and {waves} waves of {wave_cells} reach {reached} of {total} cells; {missed} get no change.")},
    //: A dead-letter queue card. {sources}: the kinds that may feed it, in English ("a consumer group or a worker
    //: pool").
    {"dead_letter_queue.unconnected",
     QT_TRANSLATE_NOOP("EngineMessage", "Not connected: drag from {sources} to this queue.")},
    //: A Glacier tier card.
    {"glacier_tier.no_archive",
     QT_TRANSLATE_NOOP("EngineMessage", "Nothing reaches it: the archive ends when S3 Standard does.")},
    //: A Glacier tier card.
    {"glacier_tier.empty",
     QT_TRANSLATE_NOOP("EngineMessage",
                       "Nothing reaches it: its region has no cells, no producer or no finance share.")},
    //: A key store card. {served}: 0 or 1, the regions it serves.
    {"key_store.half_pair",
     QT_TRANSLATE_NOOP(
         "EngineMessage",
         "Serves {served} of its pair's 2 regions: the replica keys decrypt the mirror's copy in the other.")},
    //: A load balancer card.
    {"load_balancer.unconnected",
     QT_TRANSLATE_NOOP("EngineMessage", "Not connected: drag from this load balancer to a broker fleet.")},
    //: A load balancer card.
    {"load_balancer.unfed", QT_TRANSLATE_NOOP("EngineMessage", "No producer sends through this load balancer.")},
    //: A mirror link card.
    {"mirror_link.unconnected",
     QT_TRANSLATE_NOOP("EngineMessage", "Connect it from a region to the other region of its pair.")},
    //: A mirror link card. {target}: seconds.
    {"mirror_link.lag_past_target",
     QT_TRANSLATE_NOOP("EngineMessage", "The lag is past its {target} s target: the mirror alarm fires.")},
    //: A platform fleet card.
    {"platform_fleet.unfed",
     QT_TRANSLATE_NOOP("EngineMessage", "No producer sends to this platform: connect a producer to it.")},
    //: A platform fleet card. {held}, {floor}: seconds.
    {"platform_fleet.page_cache_short",
     QT_TRANSLATE_NOOP("EngineMessage", "The page cache holds {held} s of writes, under {floor} s: live readers a "
                                        "little behind would read from disk.")},
    //: A producer card.
    {"producer.unconnected",
     QT_TRANSLATE_NOOP("EngineMessage", "Not connected: drag from this producer to a cluster.")},
    //: A producer card. {waiting}, {carried}, {offered}: events a second ("10,797").
    {"producer.waiting",
     QT_TRANSLATE_NOOP(
         "EngineMessage",
         "{waiting} events/s wait in this producer: the cluster takes {carried} of the {offered} it sends.")},
    //: A producer card. {acks}: 1 or 0, the producer's acks setting (acks= is the setting's name: keep it).
    {"producer.weak_acks",
     QT_TRANSLATE_NOOP(
         "EngineMessage",
         "acks={acks}: an acked write may live on the leader alone, in one zone; losing that broker loses it.")},
    //: A producer card. {subkeys}, {partitions}: whole numbers; {spread}: a number of partitions.
    {"producer.hash_collisions",
     QT_TRANSLATE_NOOP("EngineMessage",
                       "The default hash spreads {subkeys} sub-keys over about {spread} of {partitions} partitions, so "
                       "some share one; a custom partitioner gives each its own.")},
    //: A region card.
    {"region.unfed",
     QT_TRANSLATE_NOOP("EngineMessage", "No producer sends to this region: connect a task producer to it.")},
    //: A region card.
    {"region.no_cells", QT_TRANSLATE_NOOP("EngineMessage", "No cells: connect this region to a cell node.")},
    //: A routing control card.
    {"routing_control.unpaired",
     QT_TRANSLATE_NOOP("EngineMessage", "Connect it to both regions of its pair: a flip moves the home to the other.")},
    //: A routing control card.
    {"routing_control.no_home",
     QT_TRANSLATE_NOOP("EngineMessage", "No home region: set home to the region that takes the group's writes.")},
    //: An S3 tier card.
    {"s3_tier.empty",
     QT_TRANSLATE_NOOP("EngineMessage", "Nothing reaches it: its region has no cells or no producer.")},
    //: An SQS queue card.
    {"sqs_queue.unfed", QT_TRANSLATE_NOOP("EngineMessage", "No producer sends to this queue.")},
    //: A stream topic card. {kept}, {keeps}, {tier}: durations with their English unit ("7 days"); {fleet}: a platform
    //: fleet's name; {hours}: a number of hours. tier_days is a field name: keep it.
    {"stream_topic.retention_past_fleet",
     QT_TRANSLATE_NOOP("EngineMessage", "Kept {kept}, but {fleet} keeps messages only {keeps} ({hours} h on its disks, "
                                        "{tier} in S3): raise its tier_days or shorten the retention.")},
    //: A task producer card (Round 1 or 2).
    {"task_producer.unconnected.round1",
     QT_TRANSLATE_NOOP("EngineMessage", "Not connected: drag from this producer to a load balancer or an SQS queue.")},
    //: A task producer card (Round 1 or 2).
    {"task_producer.unconnected.round2",
     QT_TRANSLATE_NOOP("EngineMessage", "Not connected: drag from this producer to a stream or queue topic.")},
    //: A worker pool card.
    {"worker_pool.unconnected",
     QT_TRANSLATE_NOOP("EngineMessage", "Not connected: drag from a broker fleet or an SQS queue to this pool.")},
    //: A worker pool card. {visibility}: seconds.
    {"worker_pool.no_dlq",
     QT_TRANSLATE_NOOP(
         "EngineMessage",
         "No dead-letter queue: a task that always fails is handed out again every {visibility} s, for ever.")},
    //: A worker pool card. {pool}, {queue_count}: numbers of deliveries; {queue}: a dead-letter queue's name.
    {"worker_pool.max_receive_mismatch",
     QT_TRANSLATE_NOOP("EngineMessage", "The pool moves a task after {pool} deliveries but {queue} says {queue_count}; "
                                        "the pool's count is the one used.")},
    //: A worker pool card. {longest}, {visibility}: seconds.
    {"worker_pool.lease_too_short",
     QT_TRANSLATE_NOOP("EngineMessage", "The longest task ({longest} s) outlives its {visibility} s lease and nothing "
                                        "extends it: another worker gets the task while the first still works.")},
    //: A worker pool card.
    {"worker_pool.short_polls",
     QT_TRANSLATE_NOOP(
         "EngineMessage",
         "Short polls (wait 0 s): an empty receive answers at once, so idle workers poll without pause.")},
    // The cards' face lines (engine/src/kinds/*.cpp): each a whole line, the shared ones first.
    //: A card of a place kept in the EU (region, key store, tier), a line of its face.
    {"face.eu", QT_TRANSLATE_NOOP("EngineMessage", "EU")},
    //: A card of a place kept in the US (region, key store, tier), a line of its face.
    {"face.us", QT_TRANSLATE_NOOP("EngineMessage", "US")},
    //: A storage tier card with no region, a line of its face.
    {"face.no_region", QT_TRANSLATE_NOOP("EngineMessage", "no region yet")},
    //: A storage tier card (S3 or Glacier), a line of its face. {stored}, {billed}: figures as the engine writes
    //: them.
    {"face.tier.stored", QT_TRANSLATE_NOOP("EngineMessage", "{stored} TB stored, {billed} billed")},
    //: A broker fleet or platform fleet card, a line of its face. {instance}: an instance size ("m7g.large");
    //: {brokers}, {partitions}: figures as the engine writes them.
    {"face.fleet.size",
     QT_TRANSLATE_NOOP("EngineMessage", "{brokers} \u00d7 {instance} \u00b7 {partitions} partitions")},
    //: A broker fleet card, a line of its face. {quorum}, {replicas}, {volume}, {iops}: figures as the engine writes
    //: them.
    {"face.broker_fleet.raft",
     QT_TRANSLATE_NOOP("EngineMessage", "Raft {quorum} of {replicas} \u00b7 {volume} GB gp3 at {iops} IOPS")},
    //: A cells card, a line of its face. {count}, {brokers}: figures as the engine writes them.
    {"face.cell.count", QT_TRANSLATE_NOOP("EngineMessage", "{count} cells \u00b7 {brokers} brokers")},
    //: A cells card, a line of its face. {instance}: an instance size ("m7g.large"); {brokers}, {controllers}:
    //: figures as the engine writes them.
    {"face.cell.each",
     QT_TRANSLATE_NOOP("EngineMessage", "{brokers} \u00d7 {instance} + {controllers} controllers a cell")},
    //: A cluster card, a line of its face. {size}: a broker size ("kafka.m7g.large"); {brokers}: a figure as the
    //: engine writes it.
    {"face.cluster.brokers", QT_TRANSLATE_NOOP("EngineMessage", "{brokers} \u00d7 {size}")},
    //: A cluster card, a line of its face. {replicas}, {partitions}, {days}: figures as the engine writes them.
    {"face.cluster.kept",
     QT_TRANSLATE_NOOP("EngineMessage", "RF {replicas} \u00b7 {partitions} partitions \u00b7 {days} d")},
    //: A cluster card, a line of its face. {replicas}, {partitions}, {days}: figures as the engine writes them.
    {"face.cluster.kept_tiered",
     QT_TRANSLATE_NOOP("EngineMessage", "RF {replicas} \u00b7 {partitions} partitions \u00b7 {days} d \u00b7 tiered")},
    //: A consumer group card, a line of its face. {tasks}, {threads}: figures as the engine writes them.
    {"face.group.tasks", QT_TRANSLATE_NOOP("EngineMessage", "{tasks} tasks \u00d7 {threads} threads")},
    //: A consumer group card, a line of its face. {ms}: a figure as the engine writes it.
    {"face.group.event", QT_TRANSLATE_NOOP("EngineMessage", "{ms} ms an event")},
    //: A consumer team card, a line of its face.
    {"face.consumer_team.live", QT_TRANSLATE_NOOP("EngineMessage", "live, from committed offsets")},
    //: A consumer team card, a line of its face.
    {"face.consumer_team.replay", QT_TRANSLATE_NOOP("EngineMessage", "replays by time, from S3")},
    //: A consumer team card, a line of its face. {quota}: a figure as the engine writes it.
    {"face.consumer_team.quota", QT_TRANSLATE_NOOP("EngineMessage", "fetch quota {quota} MB/s \u00b7 then 429")},
    //: A control plane card, a line of its face. {canary}: a figure as the engine writes it.
    {"face.control_plane.canary_one", QT_TRANSLATE_NOOP("EngineMessage", "canary: {canary} cell")},
    //: A control plane card, a line of its face. {canary}: a figure as the engine writes it.
    {"face.control_plane.canary", QT_TRANSLATE_NOOP("EngineMessage", "canary: {canary} cells")},
    //: A control plane card, a line of its face. {cells}: a cells card's name; {canary}: a figure as the engine
    //: writes it.
    {"face.control_plane.canary_one_of", QT_TRANSLATE_NOOP("EngineMessage", "canary: {canary} cell of {cells}")},
    //: A control plane card, a line of its face. {cells}: a cells card's name; {canary}: a figure as the engine
    //: writes it.
    {"face.control_plane.canary_of", QT_TRANSLATE_NOOP("EngineMessage", "canary: {canary} cells of {cells}")},
    //: A control plane card, a line of its face. {waves}, {wave_cells}, {count}: figures as the engine writes them.
    {"face.control_plane.wave",
     QT_TRANSLATE_NOOP("EngineMessage", "then {waves} wave of up to {wave_cells} \u00b7 {count} cells")},
    //: A control plane card, a line of its face. {waves}, {wave_cells}, {count}: figures as the engine writes them.
    {"face.control_plane.waves",
     QT_TRANSLATE_NOOP("EngineMessage", "then {waves} waves of up to {wave_cells} \u00b7 {count} cells")},
    //: A dead-letter queue card, a line of its face. {count}: a figure as the engine writes it.
    {"face.dead_letter_queue.moved_one", QT_TRANSLATE_NOOP("EngineMessage", "moved after {count} receive")},
    //: A dead-letter queue card, a line of its face. {count}: a figure as the engine writes it.
    {"face.dead_letter_queue.moved", QT_TRANSLATE_NOOP("EngineMessage", "moved after {count} receives")},
    //: A dead-letter queue card, a line of its face. {days}: a figure as the engine writes it.
    {"face.dead_letter_queue.kept", QT_TRANSLATE_NOOP("EngineMessage", "kept {days} d \u00b7 not priced yet")},
    //: A Glacier tier card, a line of its face. {days}: a figure as the engine writes it.
    {"face.glacier_tier.kept", QT_TRANSLATE_NOOP("EngineMessage", "finance kept {days} days")},
    //: A Glacier tier card, a line of its face. {month}: a price ("$1,127.00"); {days}, {billed_days}: figures as the
    //: engine writes them.
    {"face.glacier_tier.month",
     QT_TRANSLATE_NOOP("EngineMessage", "{month} a month \u00b7 {days} days, billed {billed_days}")},
    //: A key store card, a line of its face. {keys}, {customers}: figures as the engine writes them.
    {"face.key_store.keys_one_customer",
     QT_TRANSLATE_NOOP("EngineMessage", "{keys} KMS keys \u00b7 {customers} customer key")},
    //: A key store card, a line of its face. {keys}, {customers}: figures as the engine writes them.
    {"face.key_store.keys", QT_TRANSLATE_NOOP("EngineMessage", "{keys} KMS keys \u00b7 {customers} customer keys")},
    //: A key store card, a line of its face. {regions}: region names joined by a sign.
    {"face.key_store.eu_regions", QT_TRANSLATE_NOOP("EngineMessage", "EU \u00b7 {regions}")},
    //: A key store card, a line of its face. {regions}: region names joined by a sign.
    {"face.key_store.us_regions", QT_TRANSLATE_NOOP("EngineMessage", "US \u00b7 {regions}")},
    //: A key store card, a line of its face.
    {"face.key_store.eu_no_regions", QT_TRANSLATE_NOOP("EngineMessage", "EU \u00b7 no regions yet")},
    //: A key store card, a line of its face.
    {"face.key_store.us_no_regions", QT_TRANSLATE_NOOP("EngineMessage", "US \u00b7 no regions yet")},
    //: A load balancer card, a line of its face.
    {"face.load_balancer.layer", QT_TRANSLATE_NOOP("EngineMessage", "NLB \u00b7 layer 4")},
    //: A load balancer card, a line of its face. {rate}: a figure as the engine writes it.
    {"face.load_balancer.passed", QT_TRANSLATE_NOOP("EngineMessage", "{rate} msg/s passed to the brokers")},
    //: A metadata store card, a line of its face. {instance}: an instance size ("m7g.large"); {nodes}: a figure as
    //: the engine writes it.
    {"face.metadata_store.nodes", QT_TRANSLATE_NOOP("EngineMessage", "{nodes} \u00d7 {instance}")},
    //: A metadata store card, a line of its face. {lost}, {nodes}: figures as the engine writes them.
    {"face.metadata_store.quorum",
     QT_TRANSLATE_NOOP("EngineMessage", "off the data path \u00b7 loses {lost} of {nodes} and still decides")},
    //: A mirror link card, a line of its face. {critical}, {lag}: figures as the engine writes them.
    {"face.mirror_link.lag", QT_TRANSLATE_NOOP("EngineMessage", "{critical}% critical \u00b7 {lag} s lag")},
    //: A mirror link card, a line of its face. {target}: a figure as the engine writes it.
    {"face.mirror_link.target", QT_TRANSLATE_NOOP("EngineMessage", "target {target} s")},
    //: A platform fleet card, a line of its face. {hours}: a figure as the engine writes it.
    {"face.platform_fleet.disk", QT_TRANSLATE_NOOP("EngineMessage", "{hours} h gp3")},
    //: A platform fleet card, a line of its face. {hours}, {days}: figures as the engine writes them.
    {"face.platform_fleet.disk_tier", QT_TRANSLATE_NOOP("EngineMessage", "{hours} h gp3 + {days} d S3")},
    //: A platform fleet card, a line of its face. {hours}: a figure as the engine writes it.
    {"face.platform_fleet.disk_log", QT_TRANSLATE_NOOP("EngineMessage", "{hours} h gp3 \u00b7 a log each")},
    //: A platform fleet card, a line of its face. {hours}, {days}: figures as the engine writes them.
    {"face.platform_fleet.disk_tier_log",
     QT_TRANSLATE_NOOP("EngineMessage", "{hours} h gp3 + {days} d S3 \u00b7 a log each")},
    //: A platform fleet card, a line of its face. {hours}: a figure as the engine writes it.
    {"face.platform_fleet.disk_follower", QT_TRANSLATE_NOOP("EngineMessage", "{hours} h gp3 \u00b7 follower fetch")},
    //: A platform fleet card, a line of its face. {hours}, {days}: figures as the engine writes them.
    {"face.platform_fleet.disk_tier_follower",
     QT_TRANSLATE_NOOP("EngineMessage", "{hours} h gp3 + {days} d S3 \u00b7 follower fetch")},
    //: A platform fleet card, a line of its face. {hours}: a figure as the engine writes it.
    {"face.platform_fleet.disk_log_follower",
     QT_TRANSLATE_NOOP("EngineMessage", "{hours} h gp3 \u00b7 a log each \u00b7 follower fetch")},
    //: A platform fleet card, a line of its face. {hours}, {days}: figures as the engine writes them.
    {"face.platform_fleet.disk_tier_log_follower",
     QT_TRANSLATE_NOOP("EngineMessage", "{hours} h gp3 + {days} d S3 \u00b7 a log each \u00b7 follower fetch")},
    //: A producer card, a line of its face. {rate}: a figure as the engine writes it.
    {"face.producer.rate", QT_TRANSLATE_NOOP("EngineMessage", "{rate} events/s")},
    //: A producer card, a line of its face. {mbps}: a figure as the engine writes it.
    {"face.producer.by_merchant", QT_TRANSLATE_NOOP("EngineMessage", "{mbps} MB/s \u00b7 by merchant")},
    //: A producer card, a line of its face. {mbps}: a figure as the engine writes it.
    {"face.producer.by_order", QT_TRANSLATE_NOOP("EngineMessage", "{mbps} MB/s \u00b7 by order id")},
    //: A producer card, a line of its face. {mbps}, {subkeys}: figures as the engine writes them.
    {"face.producer.by_merchant_split",
     QT_TRANSLATE_NOOP("EngineMessage", "{mbps} MB/s \u00b7 by merchant \u00b7 {subkeys} sub-keys")},
    //: A producer card, a line of its face. {mbps}, {subkeys}: figures as the engine writes them.
    {"face.producer.by_order_split",
     QT_TRANSLATE_NOOP("EngineMessage", "{mbps} MB/s \u00b7 by order id \u00b7 {subkeys} sub-keys")},
    //: A queue topic card, a line of its face. {rate}: a figure as the engine writes it.
    {"face.queue_topic.in_order", QT_TRANSLATE_NOOP("EngineMessage", "{rate} msg/s \u00b7 in order a group key")},
    //: A queue topic card, a line of its face. {rate}, {delay}: figures as the engine writes them.
    {"face.queue_topic.delayed", QT_TRANSLATE_NOOP("EngineMessage", "{rate} msg/s \u00b7 delayed {delay} s")},
    //: A queue topic card, a line of its face. {rate}: a figure as the engine writes it.
    {"face.queue_topic.no_order", QT_TRANSLATE_NOOP("EngineMessage", "{rate} msg/s \u00b7 no order")},
    //: A queue topic card, a line of its face. {lease}, {count}: figures as the engine writes them.
    {"face.queue_topic.lease", QT_TRANSLATE_NOOP("EngineMessage", "lease {lease} s \u00b7 DLQ after {count}")},
    //: A region card, a line of its face. {planned}: a figure as the engine writes it.
    {"face.region.planned", QT_TRANSLATE_NOOP("EngineMessage", "{planned} msg/s planned \u00b7 no cells")},
    //: A region card, a line of its face. {planned}, {cells}, {capacity}: figures as the engine writes them.
    {"face.region.versus", QT_TRANSLATE_NOOP("EngineMessage", "{planned} msg/s vs {cells} \u00d7 {capacity}")},
    //: A region card, a line of its face. {mirrored}, {needed}: figures as the engine writes them.
    {"face.region.needed", QT_TRANSLATE_NOOP("EngineMessage", "{mirrored} mirrored in \u00b7 {needed} cells needed")},
    //: A region card, a line of its face. {share}: a figure as the engine writes it.
    {"face.region.share_eu", QT_TRANSLATE_NOOP("EngineMessage", "{share}% of the traffic \u00b7 EU")},
    //: A region card, a line of its face. {share}: a figure as the engine writes it.
    {"face.region.share_us", QT_TRANSLATE_NOOP("EngineMessage", "{share}% of the traffic \u00b7 US")},
    //: A region card, a line of its face. {pair}: a region's name.
    {"face.region.paired", QT_TRANSLATE_NOOP("EngineMessage", "paired with {pair}")},
    //: A region card, a line of its face.
    {"face.region.unpaired", QT_TRANSLATE_NOOP("EngineMessage", "paired with no region yet")},
    //: A routing control card, a line of its face. {group}: a topic group's name; {home}: a region's name.
    {"face.routing_control.home", QT_TRANSLATE_NOOP("EngineMessage", "{group}: home {home}")},
    //: A routing control card, a line of its face. {group}: a topic group's name.
    {"face.routing_control.no_home", QT_TRANSLATE_NOOP("EngineMessage", "{group}: home not set")},
    //: A routing control card, a line of its face. {regions}: region names joined by a sign.
    {"face.routing_control.by_hand", QT_TRANSLATE_NOOP("EngineMessage", "{regions} \u00b7 by hand")},
    //: A routing control card, a line of its face.
    {"face.routing_control.no_regions", QT_TRANSLATE_NOOP("EngineMessage", "no regions yet \u00b7 by hand")},
    //: An S3 tier card, a line of its face. {days}: a figure as the engine writes it.
    {"face.s3_tier.days", QT_TRANSLATE_NOOP("EngineMessage", "{days} days in S3 Standard")},
    //: An S3 tier card, a line of its face. {month}: a price ("$1,127.00"); {days}: a figure as the engine writes it.
    {"face.s3_tier.month", QT_TRANSLATE_NOOP("EngineMessage", "{month} a month \u00b7 {days} days")},
    //: An SQS queue card, a line of its face. {rate}: a figure as the engine writes it.
    {"face.sqs_queue.fifo", QT_TRANSLATE_NOOP("EngineMessage", "FIFO queue \u00b7 {rate} msg/s")},
    //: An SQS queue card, a line of its face. {rate}: a figure as the engine writes it.
    {"face.sqs_queue.standard", QT_TRANSLATE_NOOP("EngineMessage", "Standard queue \u00b7 {rate} msg/s")},
    //: An SQS queue card, a line of its face. {days}, {batch}: figures as the engine writes them.
    {"face.sqs_queue.kept", QT_TRANSLATE_NOOP("EngineMessage", "kept {days} d \u00b7 {batch} a send")},
    //: A stream topic card, a line of its face. {rate}, {days}: figures as the engine writes them.
    {"face.stream_topic.kept", QT_TRANSLATE_NOOP("EngineMessage", "{rate} msg/s \u00b7 kept {days} d")},
    //: A stream topic card, a line of its face.
    {"face.stream_topic.seek", QT_TRANSLATE_NOOP("EngineMessage", "a group a team \u00b7 seek by time or offset")},
    //: A task producer card, a line of its face. {rate}: a figure as the engine writes it.
    {"face.task_producer.peak", QT_TRANSLATE_NOOP("EngineMessage", "{rate} msg/s at peak")},
    //: A task producer card, a line of its face. {count}, {bytes}, {ratio}: figures as the engine writes them.
    {"face.task_producer.day_billions",
     QT_TRANSLATE_NOOP("EngineMessage", "{count} billion a day \u00b7 {bytes} B \u00b7 peak {ratio}\u00d7")},
    //: A task producer card, a line of its face. {count}, {bytes}, {ratio}: figures as the engine writes them.
    {"face.task_producer.day_millions",
     QT_TRANSLATE_NOOP("EngineMessage", "{count} million a day \u00b7 {bytes} B \u00b7 peak {ratio}\u00d7")},
    //: A task producer card, a line of its face. {count}, {bytes}, {ratio}: figures as the engine writes them.
    {"face.task_producer.day",
     QT_TRANSLATE_NOOP("EngineMessage", "{count} a day \u00b7 {bytes} B \u00b7 peak {ratio}\u00d7")},
    //: A worker pool card, a line of its face. {workers}, {lease}, {wait}: figures as the engine writes them.
    {"face.worker_pool.workers",
     QT_TRANSLATE_NOOP("EngineMessage", "{workers} workers \u00b7 {lease} s lease \u00b7 {wait} s long poll")},
    //: A worker pool card, a line of its face. {count}, {after}: figures as the engine writes them.
    {"face.worker_pool.failing_one",
     QT_TRANSLATE_NOOP("EngineMessage",
                       "a failing task: {count} delivery, in the DLQ {after} s after its first receive")},
    //: A worker pool card, a line of its face. {count}, {after}: figures as the engine writes them.
    {"face.worker_pool.failing",
     QT_TRANSLATE_NOOP("EngineMessage",
                       "a failing task: {count} deliveries, in the DLQ {after} s after its first receive")},

};

} // namespace

const char* engineTemplate(const std::string& id)
{
    for (const Entry& e : kEntries)
        if (id == e.id)
            return e.english;
    return nullptr;
}

QStringList engineTemplateIds()
{
    QStringList out;
    for (const Entry& e : kEntries)
        out << QString::fromLatin1(e.id);
    return out;
}

QString countText(const CountArg& c)
{
    // Qt puts the count in for %n whether or not a translation was found; when none was, the
    // engine's English (which knows "1 broker" from "2 brokers") is the better text.
    // Qt's plural forms take an int: a count past it (messages at risk on a busy mirror) stays English.
    if (c.n < 0 || c.n > std::numeric_limits<int>::max())
        return QString::fromStdString(mqlab::countText(c.n, c.words));
    const std::string many(c.words.many);
    const int n = static_cast<int>(c.n);
    const QString translated = QCoreApplication::translate(kCountContext, many.c_str(), nullptr, n);
    const QString untranslated = QString::fromStdString(many).replace(QLatin1String("%n"), QString::number(n));
    return translated == untranslated ? QString::fromStdString(mqlab::countText(c.n, c.words)) : translated;
}

QString engineText(const Message& m)
{
    if (m.id.empty())
        return QString::fromStdString(m.text());
    // The template is looked up by its English, which lupdate read where the engine marks it.
    const QString pattern = QCoreApplication::translate(kEngineContext, m.english.c_str());
    std::vector<std::pair<std::string, std::string>> args = m.args;
    for (const CountArg& c : m.counts)
        args.emplace_back(c.name, countText(c).toStdString());
    // A part (a warning's formula) is a sentence of its own: translated the same way before it goes in.
    for (const auto& [name, part] : m.parts)
        args.emplace_back(name, engineText(part).toStdString());
    return QString::fromStdString(fillTemplate(pattern.toStdString(), args));
}

QString problemText(const InputError& e)
{
    if (const auto* withMessage = dynamic_cast<const MessageError*>(&e))
        return engineText(withMessage->message());
    return QString::fromStdString(e.problem());
}

} // namespace mqlab::app
