<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>AddEntry</name>
    <message>
        <source>+ Producer</source>
        <extracomment>The palette&apos;s buttons (&quot;+ Express&quot;) and the menus&apos; entries (&quot;Add an &amp;Express cluster&quot;: keep one &apos;&amp;&apos; before the letter that picks it in the Edit menu).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a &amp;producer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ Standard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a Standard &amp;cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ Express</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add an &amp;Express cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ Group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a consumer &amp;group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ Dead-letter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a dead-letter &amp;queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ Tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a &amp;task producer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ NLB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a &amp;load balancer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ Fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a &amp;broker fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ Metadata</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a &amp;metadata store</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ Workers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a &amp;worker pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ SQS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add an &amp;SQS queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ Platform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a platform &amp;fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ Stream</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a stream t&amp;opic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ Queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a queue top&amp;ic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ Team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a co&amp;nsumer team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ Region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a re&amp;gion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ Cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ Mirror</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a m&amp;irror link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ S3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add an S&amp;3 tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ Glacier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a Gl&amp;acier tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a &amp;key store</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ Routing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a ro&amp;uting control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ Control plane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a control pla&amp;ne</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AddNodeMenu</name>
    <message>
        <source>Fit to view</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AppDialogs</name>
    <message>
        <source>closing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leaving it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenarios (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save this stage&apos;s design under a new name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mqlab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the changes to %1 before %2?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recover unsaved work?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mqlab closed without saving your last changes. Recover them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About mqlab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mqlab %1: build a distributed message queue on Amazon MSK and watch it hit its walls.
Every figure comes from the engine; prices and limits from assets/catalog.json with their sources.
Help ▸ Keyboard shortcuts (F1) lists every key.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AppHeader</name>
    <message>
        <source>Lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show or hide the lesson panel (Ctrl+L)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rehearse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A timed %1 run through the whole answer (Ctrl+Shift+R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classroom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Large type for a projector; F11 also goes full screen. PageDown or Space steps, B blanks the screen</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AppMenuBar</name>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export stage…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Duplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>De&amp;lete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select &amp;all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fit to view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Theme: &amp;system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Theme: &amp;light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Theme: &amp;dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Theme: &amp;high contrast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text size 100%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text size 125%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text size 150%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Lesson panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classroo&amp;m mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sandbox: an empty canvas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset this design to how it ships</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About mqlab %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Numbers as my locale writes them (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BillItem</name>
    <message>
        <source>fleet brokers</source>
        <extracomment>A line of the month&apos;s bill: what it pays for.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gp3 storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gp3 IOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cross-zone replication</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cross-zone sends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cross-zone reads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>brokers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>controllers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gp3 throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S3 Standard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Glacier Instant Retrieval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mirroring between regions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>broker storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tiered storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Express storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Express data in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>consumer tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dead-letter queues</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NLB hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NLB capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>metadata store</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>platform brokers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S3 tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SQS idle long polls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SQS requests</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BillPopup</name>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChartPanel</name>
    <message>
        <source>Charts (close to see the design)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Limits and wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load to the wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulate</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConnectionCurve</name>
    <message>
        <source>Click to pause and follow a traced batch on this connection, step by step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to remove this connection</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConnectionMenu</name>
    <message>
        <source>Remove connection</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DesignCanvas</name>
    <message>
        <source>An empty canvas. Add a producer, a cluster and a consumer group from the palette below or with a right-click, then drag from a port to connect them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DrillFigure</name>
    <message>
        <source>batches sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>answered 200</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>send to 200, p50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>send to 200, p99</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>send to a waiting reader, p50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>send to a waiting reader, p99</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in a broker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out a broker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>network a broker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leaders a broker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>acknowledged and lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the mirror ships a batch of the log every</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a group&apos;s offsets reach the checkpoint topic every</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the outage seen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the outage confirmed by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each lag written down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a routing control flipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a group&apos;s consumers resumed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the region away</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the reverse mirror&apos;s most, times the critical rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a bad change breaks a cell after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>health checked every</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a wave bakes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a rollback takes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the legal-hold check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the hold legal keeps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key row&apos;s DeleteItem after PENDING</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key table&apos;s backups kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tenant&apos;s offboarding approved after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the slowed mirror copies, times the critical rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the lag past the target before the alarm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from the alarm to more mirror workers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>then the mirror copies, times the critical rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a key row reaches the other region after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a new customer writes in each region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one way between the pair&apos;s regions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a conditional put or a read of the key table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>messages in the DLQ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the failures read and grouped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the fix deployed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one message tested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the redrive watched every</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>redriven messages that fail again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the runbook closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the broker tier&apos;s fill alarm at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from the alarm to uploads working</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>then uploads run, times the intake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>messages left behind at the lag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the critical rate x the lag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the mirror&apos;s lag at the loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one mirror batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>messages left behind at the target lag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the critical rate x the target lag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the last group flipped after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>critical writes that waited for their flip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>messages reread from checkpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>critical traffic moved to the pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pair&apos;s load after the failover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pair&apos;s planned peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pair&apos;s cells busy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the unmirrored tail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>messages sent to reconciliation topics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the reverse mirror&apos;s backlog at the return</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reverse lag under the target after the return</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reverse lag near zero after the return</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every home switched back after the return</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>messages reread on the way back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cells hurt, in waves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of the region&apos;s tenants, in waves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>traffic refused while it lasts, in waves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>messages refused, in waves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the whole region down, in waves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cells hurt, all at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of the region&apos;s tenants, all at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>traffic refused while it lasts, all at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>messages refused, all at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the whole region down, all at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the bad change found after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the region&apos;s downtime budget a month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>under a hold, key deleted after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>under a hold, complete after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>without a hold, key deleted after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>without a hold, complete after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tenant&apos;s key deleted after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the lag passes the target after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the alarm fires after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>messages at risk at the target lag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the longest lag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the most messages at risk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>back under the target after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>caught up after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keys created, in the home region only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>messages orphaned, in the home region only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pair region has the key after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the row reaches the pair&apos;s replica after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keys created, each region its own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>messages orphaned, each region its own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the customer&apos;s write rate x the replication delay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the losing key was used for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the redrive&apos;s rate (the seed&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the move task runs for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the move task starts after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>redriven messages that failed again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the runbook closed after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>messages a failed test keeps in the DLQ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a failed test saves a redrive of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the broker tier holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every broker&apos;s volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full when uploads fail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>then it grows a day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>level while uploaded segments age out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>room: (capacity - held) / growth a day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the disks full, if nobody fixes it, after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the fill alarm after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time left at the alarm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>uploads fixed after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full at the fix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time left at the fix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>back to a day&apos;s data after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a journal fsync, median</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a round trip between zones, median</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a client&apos;s hop to a broker, median</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the high watermark reaching the reader&apos;s zone, median</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an S3 GET, median</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an S3 GET, p99</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fetches a replaying reader keeps in flight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a member&apos;s restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one rebalance round (join and sync)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a partition of the group takes in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>teams fetching from the broker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>what a team fetches as a rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>what the hot team asks for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>messages sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>copies written to the log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retries stopped at the sequence check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resends stopped at the deduplication check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read in the order sent (1 yes, 0 no)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the reader&apos;s committed offset (next to read)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>send to the reader&apos;s hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the same deduplication ID stored again after the window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seconds between the two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round 1: stale deletes accepted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round 1: the stale delete removes the message at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round 2: stale deletes rejected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round 2: the stale delete rejected at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round 2: the holder&apos;s handle epoch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round 2: the holder deletes at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round 2: messages deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>brokers down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>batches committed after the loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leaders re-elected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slowest election</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leaders a broker before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leaders a surviving broker after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leaders a broker, after over before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>producer bytes into a broker, after over before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in a broker before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out a broker before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in a surviving broker after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out a surviving broker after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>network a broker before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>network a surviving broker after (two copies)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>acknowledged messages lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>send to reader p99, the whole run (retried sends included)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>send to reader p99, the sends not retried</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leaders lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fastest election</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>messages retried</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attempts refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>acknowledged batches that were retried</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>live reader p99, no replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>live reader p99, replay from the S3 tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>live reader p99, replay from the local volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p99 moved by the tier replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p99 moved by the local replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>longest journal wait behind replay reads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replay speed from the tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replay speed from the local volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>live messages timed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seeks refused while a member read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the time index&apos;s offset (first at or after the time)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its age when found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read from the S3 tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S3 tier: first fetch to last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S3 tier: replay speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S3 tier: fetches (GETs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read from the local volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>local volume: first fetch to last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>local volume: replay speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the page cache holds the newest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read from the page cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>caught up with the high watermark at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the high watermark then</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the slow message (A1) takes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ordered: A2 handed out at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ordered: group A done at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ordered: group B done at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ordered: worker-seconds idle while messages waited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no group key: A2 handed out at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no group key: group B done at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no group key: worker-seconds idle while messages waited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a team&apos;s fetch quota</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a team may run ahead of its quota by (its quota over the quota windows)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the broker&apos;s network left for these fetches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>team 1 (hot) served</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>team 1&apos;s fetches answered 429</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the first Retry-After</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the longest Retry-After</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>team 1&apos;s lag at the end (asked for, not yet read)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the other teams&apos; fetches answered 429</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the other teams&apos; fetch p99, team 1 not hot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the other teams&apos; fetch p99, team 1 hot and throttled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>moved by the hot team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the other teams&apos; fetch p99, team 1 hot and no quotas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no quotas: team 1 served</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on the disks when the tier stops (a day, 3 copies, the overhead)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the disks of the fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full then</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the disks stay level until (the last handed-over segment leaves)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>then they grow a day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>room beyond that: (capacity - on the disks) / growth a day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the same in hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the disks are full, after the tier stops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>segments kept past the local hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the poison message (A1) delivered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>moved to the DLQ at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ordered: group A&apos;s other messages done at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ordered: group A processed while A1 sits in the DLQ (order broken)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no group key: group A&apos;s other messages done at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no group key: A1 to the DLQ at</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DrillInfo</name>
    <message>
        <source>a worker takes a message and dies 5 s later; the lease brings it back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every worker fails on one message until the DLQ takes it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a 60 s task keeps its 30 s lease by extending every 10 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a worker extends, then dies at 45 s; the message is back at 70 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a stalled worker deletes with an old handle while another holds the message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>broker 1 goes down at 3 s: its partitions refuse sends until a new leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>broker 1 is cut off from the others for a minute: it appends, never commits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>brokers 2 and 3 go down at 3 s: no majority, no 200</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>broker 3&apos;s fsyncs take 100 ms longer; it only follows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Region lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a region is lost at its mirror&apos;s lag: what stays behind, and the failover by hand, one topic group at a time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failback</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the region returns: mirror in reverse until the lag is near zero, switch the homes back, and send its unmirrored tail to reconciliation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bad change, canary cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a bad change rolls out in waves from a canary cell: one cell&apos;s tenants hurt, not the region; all at once beside it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One customer&apos;s deletion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a deletion request from 202 PENDING to COMPLETE, under a legal hold and without one; a tenant&apos;s key deleted after its waiting period</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mirror lag alarm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the mirror slows: its lag passes the target, the alarm fires, the messages at risk grow until it is fixed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split-brain key creation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a new customer writes in both EU regions at once: one key by a conditional put at home, or two and data lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DLQ redrive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a task queue&apos;s DLQ fills: look, fix, test one, redrive slowly, watch, close; and a test that fails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S3 uploads fail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the brokers cannot upload to S3: the broker tier fills, the alarm fires, the fix lands before the disks are full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ordered, deduplicated send</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three messages of one key, in order; the retry and the restarted producer are stopped at the door</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stale worker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a stalled worker deletes with an old handle: Round 1 accepts it, the lease epoch rejects it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round 1&apos;s rules: no epoch check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zone lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>zone 1&apos;s brokers go down at 3 s: commits continue on 2 of 3, the rest carry its leaders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broker crash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>broker 1 crashes at 3 s: the partitions it led elect new leaders; producers retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replaying reader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a reader seeks to a week ago and replays it beside a live one: S3 tier, local volume, page cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Head-of-line blocking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one slow message of a group holds the rest of its group; the other group flows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>without a group key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rebalancing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a group member restarts: eager, cooperative, and cooperative with static membership</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>eager rebalancing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hot tenant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one team fetches far past its byte quota: 429 with Retry-After; the other teams&apos; p99 stays put</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S3 outage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tier takes no segment from 0 h: the disks stay level for a day, then fill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Poison on an ordered queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one message of a group fails every time: its group waits until the DLQ takes it; the other group flows</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EngineCount</name>
    <message numerus="yes">
        <source>%n brokers</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n partitions</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n groups</source>
        <extracomment>Consumer groups reading a cluster.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n days</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n replicas</source>
        <extracomment>Copies of a partition (Raft or Kafka replicas).</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cells</source>
        <extracomment>Cells of a region, each a whole platform of its own.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tasks</source>
        <extracomment>Consumer tasks of a group.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n threads</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n copies</source>
        <extracomment>Copies of every byte a cluster&apos;s leader sends out (to consumer groups and followers).</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n followers</source>
        <extracomment>Replicas that follow a partition&apos;s leader.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n messages</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n logs</source>
        <extracomment>Partition logs on a broker&apos;s disk, each fsynced on its own.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n survivors</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n groups read</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n zones</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>all %n checks pass</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n queues</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n follower copies</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n events</source>
        <extracomment>Events of a message queue&apos;s run (a batch holds some).</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EngineMessage</name>
    <message>
        <source>must be {lo} to {hi} {unit} (got {value})</source>
        <extracomment>A load outside its range: {lo} and {hi} are figures, {unit} &quot;events/s&quot;, {value} what was typed.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be {lo} to {hi}{unit} (got {value})</source>
        <extracomment>A figure outside its field&apos;s range; {unit} is empty or a space and a unit (&quot; MB/s&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a whole number from {lo} to {hi}{unit} (got {value})</source>
        <extracomment>A count outside its range; {unit} is empty or a space and a unit (&quot; brokers&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be more than {lo} and up to {hi}{unit} (got {value})</source>
        <extracomment>A figure that must be above {lo}, not equal to it; {unit} is empty or a space and a unit.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no node is called &quot;{id}&quot;</source>
        <extracomment>{id} is the name of a node on the canvas.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>these two are already connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No trusted figure for {instance}&apos;s {limit} is in the catalogue, so this limit is not checked.</source>
        <extracomment>A card warning. {instance}: an instance size (&quot;kafka.m7g.large&quot;); {limit}: a limit&apos;s name, translated as the limits&apos; names are (&quot;network&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{limit} at {percent}: {formula}.</source>
        <extracomment>A card warning. {limit}: a limit&apos;s name, translated as the limits&apos; names are (&quot;network&quot;); {percent}: &quot;114%&quot;; {formula}: the limit&apos;s arithmetic.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Belongs to no region: drag from its region to this tier.</source>
        <extracomment>A storage tier card (S3 or Glacier).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No producer sends to this topic: drag from a task producer to it.</source>
        <extracomment>A topic card (stream or queue).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not hosted: drag from this topic to the platform fleet that keeps it.</source>
        <extracomment>A topic card (stream or queue).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No producer sends to this fleet: connect a load balancer to it.</source>
        <extracomment>A broker fleet card.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Belongs to no region: drag from a region to these cells.</source>
        <extracomment>A cells card.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} cells, but {planned} msg/s x {headroom} needs {needed}.</source>
        <extracomment>A cells card. {count}, {needed}: numbers of cells; {planned}: the region&apos;s planned peak; {headroom}: the growth factor.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No trusted maximum for {instance}&apos;s {limit} is in the catalogue: it warns past the sustained {sustained} (now {used}) but cannot saturate.</source>
        <extracomment>A cluster card. {instance}: an instance size; {limit}: a limit&apos;s name, translated as the limits&apos; names are; {sustained}, {used}: rates with their unit.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: Storage at {percent}: {formula}. A broker whose disk fills stops taking writes. At this retention the cluster keeps up with at most {wall} events/s.</source>
        <extracomment>A cluster card. {name}: the cluster&apos;s name; {percent}: &quot;176%&quot;; {formula}: the storage arithmetic; {wall}: events a second (&quot;14,203&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: Storage at {percent}: {formula}. Past the sizing line.</source>
        <extracomment>A cluster card. {name}: the cluster&apos;s name; {percent}: &quot;85%&quot;; {formula}: the storage arithmetic.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: Storage volume at {percent}: each broker writes {formula} MB/s. Produce requests queue at the brokers.</source>
        <extracomment>A cluster card. {name}: the cluster&apos;s name; {percent}: &quot;104%&quot;; {formula}: the arithmetic, ending in a figure the sentence&apos;s MB/s follows.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: Storage volume at {percent}: each broker writes {formula} MB/s, past the sizing line.</source>
        <extracomment>A cluster card. {name}: the cluster&apos;s name; {percent}: &quot;85%&quot;; {formula}: the arithmetic, ending in a figure the sentence&apos;s MB/s follows.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: EBS link at {percent}: each broker writes {formula} MB/s. Produce requests queue at the brokers.</source>
        <extracomment>A cluster card. {name}: the cluster&apos;s name; {percent}: &quot;104%&quot;; {formula}: the arithmetic, ending in a figure the sentence&apos;s MB/s follows.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: EBS link at {percent}: each broker writes {formula} MB/s, past the sizing line.</source>
        <extracomment>A cluster card. {name}: the cluster&apos;s name; {percent}: &quot;85%&quot;; {formula}: the arithmetic, ending in a figure the sentence&apos;s MB/s follows.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: Hottest partition at {percent}: it takes {used} ({partitions} partitions) against {capacity} MB/s, one leader&apos;s share of its network. A partition has one leader, so more brokers do not lift this ceiling.</source>
        <extracomment>A cluster card. {name}: the cluster&apos;s name; {percent}: &quot;120%&quot;; {used}: a rate with its unit; {partitions}: a whole number; {capacity}: a figure.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: Hottest partition at {percent}: it takes {used} ({partitions} partitions, hot key {hot}) against {capacity} MB/s, one leader&apos;s share of its network. A partition has one leader, so more brokers do not lift this ceiling.</source>
        <extracomment>A cluster card. {name}: the cluster&apos;s name; {percent}: &quot;120%&quot;; {used}: a rate with its unit; {partitions}: a whole number; {hot}: the hot key&apos;s share; {capacity}: a figure.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: Hottest partition at {percent}: it takes {used} ({partitions} partitions, hot key {hot} split {ways} ways) against {capacity} MB/s, one leader&apos;s share of its network. A partition has one leader, so more brokers do not lift this ceiling.</source>
        <extracomment>A cluster card. {name}: the cluster&apos;s name; {percent}: &quot;120%&quot;; {used}: a rate with its unit; {partitions}, {ways}: whole numbers; {hot}: the hot key&apos;s share; {capacity}: a figure.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: Hottest partition at {percent}: it takes {used} ({partitions} partitions) against {capacity} MB/s, Express&apos;s throttle a partition. A partition has one leader, so more brokers do not lift this ceiling.</source>
        <extracomment>An Express cluster card. {name}: the cluster&apos;s name; {percent}: &quot;120%&quot;; {used}: a rate with its unit; {partitions}: a whole number; {capacity}: a figure.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: Hottest partition at {percent}: it takes {used} ({partitions} partitions, hot key {hot}) against {capacity} MB/s, Express&apos;s throttle a partition. A partition has one leader, so more brokers do not lift this ceiling.</source>
        <extracomment>An Express cluster card. {name}: the cluster&apos;s name; {percent}: &quot;120%&quot;; {used}: a rate with its unit; {partitions}: a whole number; {hot}: the hot key&apos;s share; {capacity}: a figure.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: Hottest partition at {percent}: it takes {used} ({partitions} partitions, hot key {hot} split {ways} ways) against {capacity} MB/s, Express&apos;s throttle a partition. A partition has one leader, so more brokers do not lift this ceiling.</source>
        <extracomment>An Express cluster card. {name}: the cluster&apos;s name; {percent}: &quot;120%&quot;; {used}: a rate with its unit; {partitions}, {ways}: whole numbers; {hot}: the hot key&apos;s share; {capacity}: a figure.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: Data in at {percent} of the maximum: each broker takes {used} against {capacity} ({sustained} sustained).</source>
        <extracomment>An Express cluster card. {name}: the cluster&apos;s name; {percent}: &quot;90%&quot;; {used}, {capacity}, {sustained}: rates with their unit.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: Data out at {percent} of the maximum: each broker sends {used} to consumers against {capacity}; {sustained} is the sustained figure ({sustained_percent}).</source>
        <extracomment>An Express cluster card. {name}: the cluster&apos;s name; {percent}, {sustained_percent}: percents; {used}, {capacity}, {sustained}: rates with their unit.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{copies} partition copies a broker, above the {recommended} AWS recommends for {instance}.</source>
        <extracomment>A cluster card. {copies}, {recommended}: numbers; {instance}: an instance size.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unclean leader election is on: a copy that is behind can become leader and drop acked writes.</source>
        <extracomment>A cluster card.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The price of {instance} is derived, not sourced: {note}.</source>
        <extracomment>A cluster card. {instance}: an instance size; {note}: the catalogue&apos;s note on how the price was worked out, in English.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No price for {instance} is in the catalogue; its brokers bill $0.</source>
        <extracomment>A cluster card. {instance}: an instance size.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No producer writes to this cluster.</source>
        <extracomment>A cluster card.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected: drag from a cluster to this group.</source>
        <extracomment>A consumer group card.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Processing at {percent}: the group needs {needed} events/s and its tasks handle {handled}. It falls behind and its lag grows.</source>
        <extracomment>A consumer group card. {percent}: &quot;120%&quot;; {needed}, {handled}: events a second.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Processing at {percent}, past the {sizing} line: {formula}.</source>
        <extracomment>A consumer group card. {percent}: &quot;85%&quot;; {sizing}: the sizing line (&quot;80%&quot;); {formula}: the arithmetic.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{idle} of {tasks} tasks sit idle: each partition goes to one task, and the topic has {partitions}.</source>
        <extracomment>A consumer group card. {idle}, {tasks}, {partitions}: whole numbers.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reads nothing yet: drag from a platform fleet to this team.</source>
        <extracomment>A consumer team card.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{team} reads {fetch} MB/s at the peak (fetch_mbps), past its fetch quota of {quota} MB/s (fetch_quota_mbps): its fetches are answered 429 with Retry-After and it falls behind by {behind} MB/s. Raise the quota or read less.</source>
        <extracomment>A consumer team card. {team}: the team&apos;s name; {fetch}, {quota}, {behind}: numbers the sentence&apos;s MB/s follows. fetch_mbps and fetch_quota_mbps are field names: keep them.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replays by time, but {fleet} has no S3 tier (tier_days 0): the replay would read the brokers&apos; disks beside the live readers, and reach back only {hours} h.</source>
        <extracomment>A consumer team card. {fleet}: a platform fleet&apos;s name; {hours}: a number of hours. tier_days is a field name: keep it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolls out to no cells: drag from it to the cells.</source>
        <extracomment>A control plane card.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The canary is every cell: a bad change reaches all {total}.</source>
        <extracomment>A control plane card. {total}: a number of cells.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The canary and {waves} waves of {wave_cells} reach {reached} of {total} cells; {missed} get no change.</source>
        <extracomment>A control plane card. {waves}, {wave_cells}, {reached}, {total}, {missed}: whole numbers ({wave_cells} is cells a wave).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected: drag from {sources} to this queue.</source>
        <extracomment>A dead-letter queue card. {sources}: the kinds that may feed it (&quot;a consumer group or a worker pool&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing reaches it: the archive ends when S3 Standard does.</source>
        <extracomment>A Glacier tier card.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing reaches it: its region has no cells, no producer or no finance share.</source>
        <extracomment>A Glacier tier card.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serves {served} of its pair&apos;s 2 regions: the replica keys decrypt the mirror&apos;s copy in the other.</source>
        <extracomment>A key store card. {served}: 0 or 1, the regions it serves.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected: drag from this load balancer to a broker fleet.</source>
        <extracomment>A load balancer card.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No producer sends through this load balancer.</source>
        <extracomment>A load balancer card.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect it from a region to the other region of its pair.</source>
        <extracomment>A mirror link card.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lag is past its {target} s target: the mirror alarm fires.</source>
        <extracomment>A mirror link card. {target}: seconds.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No producer sends to this platform: connect a producer to it.</source>
        <extracomment>A platform fleet card.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The page cache holds {held} s of writes, under {floor} s: live readers a little behind would read from disk.</source>
        <extracomment>A platform fleet card. {held}, {floor}: seconds.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected: drag from this producer to a cluster.</source>
        <extracomment>A producer card.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{waiting} events/s wait in this producer: the cluster takes {carried} of the {offered} it sends.</source>
        <extracomment>A producer card. {waiting}, {carried}, {offered}: events a second (&quot;10,797&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>acks={acks}: an acked write may live on the leader alone, in one zone; losing that broker loses it.</source>
        <extracomment>A producer card. {acks}: 1 or 0, the producer&apos;s acks setting (acks= is the setting&apos;s name: keep it).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The default hash spreads {subkeys} sub-keys over about {spread} of {partitions} partitions, so some share one; a custom partitioner gives each its own.</source>
        <extracomment>A producer card. {subkeys}, {partitions}: whole numbers; {spread}: a number of partitions.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No producer sends to this region: connect a task producer to it.</source>
        <extracomment>A region card.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cells: connect this region to a cell node.</source>
        <extracomment>A region card.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect it to both regions of its pair: a flip moves the home to the other.</source>
        <extracomment>A routing control card.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No home region: set home to the region that takes the group&apos;s writes.</source>
        <extracomment>A routing control card.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing reaches it: its region has no cells or no producer.</source>
        <extracomment>An S3 tier card.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No producer sends to this queue.</source>
        <extracomment>An SQS queue card.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept {kept}, but {fleet} keeps messages only {keeps} ({hours} h on its disks, {tier} in S3): raise its tier_days or shorten the retention.</source>
        <extracomment>A stream topic card. {kept}, {keeps}, {tier}: numbers of days with their noun (&quot;7 days&quot;); {fleet}: a platform fleet&apos;s name; {hours}: a number of hours. tier_days is a field name: keep it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected: drag from this producer to a load balancer or an SQS queue.</source>
        <extracomment>A task producer card (Round 1 or 2).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected: drag from this producer to a stream or queue topic.</source>
        <extracomment>A task producer card (Round 1 or 2).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected: drag from a broker fleet or an SQS queue to this pool.</source>
        <extracomment>A worker pool card.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No dead-letter queue: a task that always fails is handed out again every {visibility} s, for ever.</source>
        <extracomment>A worker pool card. {visibility}: seconds.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pool moves a task after {pool} deliveries but {queue} says {queue_count}; the pool&apos;s count is the one used.</source>
        <extracomment>A worker pool card. {pool}, {queue_count}: numbers of deliveries; {queue}: a dead-letter queue&apos;s name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The longest task ({longest} s) outlives its {visibility} s lease and nothing extends it: another worker gets the task while the first still works.</source>
        <extracomment>A worker pool card. {longest}, {visibility}: seconds.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Short polls (wait 0 s): an empty receive answers at once, so idle workers poll without pause.</source>
        <extracomment>A worker pool card.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EU</source>
        <extracomment>A card of a place kept in the EU (region, key store, tier), a line of its face.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>US</source>
        <extracomment>A card of a place kept in the US (region, key store, tier), a line of its face.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no region yet</source>
        <extracomment>A storage tier card with no region, a line of its face.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{stored} TB stored, {billed} billed</source>
        <extracomment>A storage tier card (S3 or Glacier), a line of its face. {stored}, {billed}: figures as the engine writes them.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{brokers} × {instance} · {partitions} partitions</source>
        <extracomment>A broker fleet or platform fleet card, a line of its face. {instance}: an instance size (&quot;m7g.large&quot;); {brokers}, {partitions}: figures as the engine writes them.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raft {quorum} of {replicas} · {volume} GB gp3 at {iops} IOPS</source>
        <extracomment>A broker fleet card, a line of its face. {quorum}, {replicas}, {volume}, {iops}: figures as the engine writes them.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} cells · {brokers} brokers</source>
        <extracomment>A cells card, a line of its face. {count}, {brokers}: figures as the engine writes them.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{brokers} × {instance} + {controllers} controllers a cell</source>
        <extracomment>A cells card, a line of its face. {instance}: an instance size (&quot;m7g.large&quot;); {brokers}, {controllers}: figures as the engine writes them.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{brokers} × {size}</source>
        <extracomment>A cluster card, a line of its face. {size}: a broker size (&quot;kafka.m7g.large&quot;); {brokers}: a figure as the engine writes it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RF {replicas} · {partitions} partitions · {days} d</source>
        <extracomment>A cluster card, a line of its face. {replicas}, {partitions}, {days}: figures as the engine writes them.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RF {replicas} · {partitions} partitions · {days} d · tiered</source>
        <extracomment>A cluster card, a line of its face. {replicas}, {partitions}, {days}: figures as the engine writes them.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{tasks} tasks × {threads} threads</source>
        <extracomment>A consumer group card, a line of its face. {tasks}, {threads}: figures as the engine writes them.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{ms} ms an event</source>
        <extracomment>A consumer group card, a line of its face. {ms}: a figure as the engine writes it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>live, from committed offsets</source>
        <extracomment>A consumer team card, a line of its face.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replays by time, from S3</source>
        <extracomment>A consumer team card, a line of its face.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fetch quota {quota} MB/s · then 429</source>
        <extracomment>A consumer team card, a line of its face. {quota}: a figure as the engine writes it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>canary: {canary} cell</source>
        <extracomment>A control plane card, a line of its face. {canary}: a figure as the engine writes it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>canary: {canary} cells</source>
        <extracomment>A control plane card, a line of its face. {canary}: a figure as the engine writes it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>canary: {canary} cell of {cells}</source>
        <extracomment>A control plane card, a line of its face. {cells}: a cells card&apos;s name; {canary}: a figure as the engine writes it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>canary: {canary} cells of {cells}</source>
        <extracomment>A control plane card, a line of its face. {cells}: a cells card&apos;s name; {canary}: a figure as the engine writes it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>then {waves} wave of up to {wave_cells} · {count} cells</source>
        <extracomment>A control plane card, a line of its face. {waves}, {wave_cells}, {count}: figures as the engine writes them.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>then {waves} waves of up to {wave_cells} · {count} cells</source>
        <extracomment>A control plane card, a line of its face. {waves}, {wave_cells}, {count}: figures as the engine writes them.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>moved after {count} receive</source>
        <extracomment>A dead-letter queue card, a line of its face. {count}: a figure as the engine writes it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>moved after {count} receives</source>
        <extracomment>A dead-letter queue card, a line of its face. {count}: a figure as the engine writes it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kept {days} d · not priced yet</source>
        <extracomment>A dead-letter queue card, a line of its face. {days}: a figure as the engine writes it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finance kept {days} days</source>
        <extracomment>A Glacier tier card, a line of its face. {days}: a figure as the engine writes it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{month} a month · {days} days, billed {billed_days}</source>
        <extracomment>A Glacier tier card, a line of its face. {month}: a price (&quot;$1,127.00&quot;); {days}, {billed_days}: figures as the engine writes them.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{keys} KMS keys · {customers} customer key</source>
        <extracomment>A key store card, a line of its face. {keys}, {customers}: figures as the engine writes them.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{keys} KMS keys · {customers} customer keys</source>
        <extracomment>A key store card, a line of its face. {keys}, {customers}: figures as the engine writes them.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EU · {regions}</source>
        <extracomment>A key store card, a line of its face. {regions}: region names joined by a sign.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>US · {regions}</source>
        <extracomment>A key store card, a line of its face. {regions}: region names joined by a sign.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EU · no regions yet</source>
        <extracomment>A key store card, a line of its face.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>US · no regions yet</source>
        <extracomment>A key store card, a line of its face.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NLB · layer 4</source>
        <extracomment>A load balancer card, a line of its face.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rate} msg/s passed to the brokers</source>
        <extracomment>A load balancer card, a line of its face. {rate}: a figure as the engine writes it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{nodes} × {instance}</source>
        <extracomment>A metadata store card, a line of its face. {instance}: an instance size (&quot;m7g.large&quot;); {nodes}: a figure as the engine writes it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off the data path · loses {lost} of {nodes} and still decides</source>
        <extracomment>A metadata store card, a line of its face. {lost}, {nodes}: figures as the engine writes them.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{critical}% critical · {lag} s lag</source>
        <extracomment>A mirror link card, a line of its face. {critical}, {lag}: figures as the engine writes them.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>target {target} s</source>
        <extracomment>A mirror link card, a line of its face. {target}: a figure as the engine writes it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{hours} h gp3</source>
        <extracomment>A platform fleet card, a line of its face. {hours}: a figure as the engine writes it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{hours} h gp3 + {days} d S3</source>
        <extracomment>A platform fleet card, a line of its face. {hours}, {days}: figures as the engine writes them.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{hours} h gp3 · a log each</source>
        <extracomment>A platform fleet card, a line of its face. {hours}: a figure as the engine writes it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{hours} h gp3 + {days} d S3 · a log each</source>
        <extracomment>A platform fleet card, a line of its face. {hours}, {days}: figures as the engine writes them.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{hours} h gp3 · follower fetch</source>
        <extracomment>A platform fleet card, a line of its face. {hours}: a figure as the engine writes it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{hours} h gp3 + {days} d S3 · follower fetch</source>
        <extracomment>A platform fleet card, a line of its face. {hours}, {days}: figures as the engine writes them.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{hours} h gp3 · a log each · follower fetch</source>
        <extracomment>A platform fleet card, a line of its face. {hours}: a figure as the engine writes it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{hours} h gp3 + {days} d S3 · a log each · follower fetch</source>
        <extracomment>A platform fleet card, a line of its face. {hours}, {days}: figures as the engine writes them.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rate} events/s</source>
        <extracomment>A producer card, a line of its face. {rate}: a figure as the engine writes it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{mbps} MB/s · by merchant</source>
        <extracomment>A producer card, a line of its face. {mbps}: a figure as the engine writes it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{mbps} MB/s · by order id</source>
        <extracomment>A producer card, a line of its face. {mbps}: a figure as the engine writes it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{mbps} MB/s · by merchant · {subkeys} sub-keys</source>
        <extracomment>A producer card, a line of its face. {mbps}, {subkeys}: figures as the engine writes them.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{mbps} MB/s · by order id · {subkeys} sub-keys</source>
        <extracomment>A producer card, a line of its face. {mbps}, {subkeys}: figures as the engine writes them.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rate} msg/s · in order a group key</source>
        <extracomment>A queue topic card, a line of its face. {rate}: a figure as the engine writes it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rate} msg/s · delayed {delay} s</source>
        <extracomment>A queue topic card, a line of its face. {rate}, {delay}: figures as the engine writes them.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rate} msg/s · no order</source>
        <extracomment>A queue topic card, a line of its face. {rate}: a figure as the engine writes it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lease {lease} s · DLQ after {count}</source>
        <extracomment>A queue topic card, a line of its face. {lease}, {count}: figures as the engine writes them.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{planned} msg/s planned · no cells</source>
        <extracomment>A region card, a line of its face. {planned}: a figure as the engine writes it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{planned} msg/s vs {cells} × {capacity}</source>
        <extracomment>A region card, a line of its face. {planned}, {cells}, {capacity}: figures as the engine writes them.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{mirrored} mirrored in · {needed} cells needed</source>
        <extracomment>A region card, a line of its face. {mirrored}, {needed}: figures as the engine writes them.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{share}% of the traffic · EU</source>
        <extracomment>A region card, a line of its face. {share}: a figure as the engine writes it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{share}% of the traffic · US</source>
        <extracomment>A region card, a line of its face. {share}: a figure as the engine writes it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>paired with {pair}</source>
        <extracomment>A region card, a line of its face. {pair}: a region&apos;s name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>paired with no region yet</source>
        <extracomment>A region card, a line of its face.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{group}: home {home}</source>
        <extracomment>A routing control card, a line of its face. {group}: a topic group&apos;s name; {home}: a region&apos;s name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{group}: home not set</source>
        <extracomment>A routing control card, a line of its face. {group}: a topic group&apos;s name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{regions} · by hand</source>
        <extracomment>A routing control card, a line of its face. {regions}: region names joined by a sign.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no regions yet · by hand</source>
        <extracomment>A routing control card, a line of its face.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FIFO queue · {rate} msg/s</source>
        <extracomment>An SQS queue card, a line of its face. {rate}: a figure as the engine writes it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard queue · {rate} msg/s</source>
        <extracomment>An SQS queue card, a line of its face. {rate}: a figure as the engine writes it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kept {days} d · {batch} a send</source>
        <extracomment>An SQS queue card, a line of its face. {days}, {batch}: figures as the engine writes them.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rate} msg/s · kept {days} d</source>
        <extracomment>A stream topic card, a line of its face. {rate}, {days}: figures as the engine writes them.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a group a team · seek by time or offset</source>
        <extracomment>A stream topic card, a line of its face.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rate} msg/s at peak</source>
        <extracomment>A task producer card, a line of its face. {rate}: a figure as the engine writes it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} billion a day · {bytes} B · peak {ratio}×</source>
        <extracomment>A task producer card, a line of its face. {count}, {bytes}, {ratio}: figures as the engine writes them.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} million a day · {bytes} B · peak {ratio}×</source>
        <extracomment>A task producer card, a line of its face. {count}, {bytes}, {ratio}: figures as the engine writes them.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} a day · {bytes} B · peak {ratio}×</source>
        <extracomment>A task producer card, a line of its face. {count}, {bytes}, {ratio}: figures as the engine writes them.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{workers} workers · {lease} s lease · {wait} s long poll</source>
        <extracomment>A worker pool card, a line of its face. {workers}, {lease}, {wait}: figures as the engine writes them.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a failing task: {count} delivery, in the DLQ {after} s after its first receive</source>
        <extracomment>A worker pool card, a line of its face. {count}, {after}: figures as the engine writes them.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a failing task: {count} deliveries, in the DLQ {after} s after its first receive</source>
        <extracomment>A worker pool card, a line of its face. {count}, {after}: figures as the engine writes them.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{days} days in S3 Standard</source>
        <extracomment>An S3 tier card, a line of its face. {days}: a figure as the engine writes it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{month} a month · {days} days</source>
        <extracomment>An S3 tier card, a line of its face. {month}: a price (&quot;$1,127.00&quot;); {days}: a figure as the engine writes it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 x {logs} x {fsyncs} fsyncs/s = {used} IOPS against {capacity} (group commit caps a log at {log_cap} fsyncs/s, a broker at {broker_cap}: {iops_at_cap} IOPS)</source>
        <extracomment>A Raft broker fleet&apos;s disk IOPS: two writes for each partition log on a broker ({logs}, &quot;6 logs&quot;) x each log&apos;s fsyncs a second ({fsyncs}) = IOPS ({used}) against {capacity}; group commit caps a log at {log_cap} fsyncs/s and a broker at {broker_cap}, which is {iops_at_cap} IOPS.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{peak} msg/s / {partitions} = {used} msg/s against {capacity}</source>
        <extracomment>A Raft broker fleet&apos;s messages a partition: the fleet&apos;s peak msg/s ({peak}) over {partitions} (&quot;6 partitions&quot;) = each partition&apos;s rate ({used}) against {capacity}.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{ingress} MB/s x {replicas} / {brokers} = {used} against {capacity}</source>
        <extracomment>A Raft broker fleet&apos;s EBS link: MB/s in ({ingress}) x {replicas} (&quot;3 replicas&quot;) over {brokers} = each broker&apos;s writes ({used}) against {capacity}.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{ingress} MB/s x (1 reader + {followers}) / {brokers} = {used} against {capacity}</source>
        <extracomment>A Raft broker fleet&apos;s network: MB/s in ({ingress}) goes out to one reader and to {followers} (&quot;2 followers&quot;), over {brokers}: each broker&apos;s MB/s out ({used}) against {capacity}.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{planned} msg/s planned against {cells} x {each} = {capacity} msg/s (x {headroom} headroom needs {needed})</source>
        <extracomment>A region&apos;s cells: the msg/s planned ({planned}) against the cells ({cells}, &quot;5 cells&quot;) x each cell&apos;s msg/s ({each}) = {capacity}; with the growth headroom ({headroom}, a factor) the plan needs {needed} (&quot;6 cells&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{in} x RF {rf} / {brokers} = {used} against {capacity}</source>
        <extracomment>A cluster&apos;s storage volume or EBS link: the MB/s in ({in}) times the replication factor ({rf}) over the brokers gives each broker&apos;s writes ({used}), against its {capacity}.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{in} x {copies} / {brokers} = {used} against {capacity}</source>
        <extracomment>A cluster&apos;s network: every byte in ({in}) leaves a leader {copies} times (a number), over the brokers: each broker&apos;s MB/s out ({used}) against its {capacity}.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{days} x RF {rf} x {daily} GiB a day = {used} against {brokers} x {each} = {capacity}</source>
        <extracomment>A cluster&apos;s disks: retention ({days}, &quot;7 days&quot;) x replication factor ({rf}) x GiB written a day ({daily}) = GiB kept ({used}), against the brokers ({brokers}) x each broker&apos;s disk ({each}) = {capacity}.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{hours} h x RF {rf} x {daily} GiB a day = {used} against {brokers} x {each} = {capacity}</source>
        <extracomment>A cluster&apos;s disks with tiered storage: {hours} kept on the brokers x replication factor ({rf}) x GiB written a day ({daily}) = GiB kept ({used}), against the brokers ({brokers}) x each broker&apos;s disk ({each}) = {capacity}.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{share} x {in} = {used} against {capacity} (network / {copies})</source>
        <extracomment>A cluster&apos;s hottest partition: its share of the traffic ({share}, a percent) x the MB/s in ({in}), against a leader&apos;s network divided by the copies it sends ({copies}, &quot;8 copies&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{in} / {brokers} = {used} against {capacity}</source>
        <extracomment>A cluster&apos;s data in: the MB/s in ({in}) over the brokers, each broker&apos;s share ({used}) against its {capacity}.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{groups} x {in} / {brokers} = {used} against {capacity}</source>
        <extracomment>A cluster&apos;s data out: each consumer group ({groups}, &quot;6 groups&quot;) reads the MB/s in ({in}), over the brokers: each broker&apos;s share ({used}) against its {capacity}.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{share} x {in} = {used} against {capacity}</source>
        <extracomment>An Express cluster&apos;s hottest partition: its share of the traffic ({share}, a percent) x the MB/s in ({in}), against Express&apos;s throttle a partition ({capacity}).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{used} events/s against {tasks} x {threads} x {second} / {ms} ms = {capacity} events/s</source>
        <extracomment>A consumer group&apos;s processing: events/s in ({used}) against the tasks at work ({tasks}, &quot;12 tasks&quot;) x {threads} (&quot;10 threads&quot;) x the milliseconds in a second ({second}, &quot;1,000&quot;) / the milliseconds an event takes ({ms}) = the events/s they handle ({capacity}).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rate} critical msg/s x {lag} s lag = {at_risk} against {at_target} at the {target} s target</source>
        <extracomment>A mirror between regions: the critical msg/s it copies ({rate}) x its lag in seconds ({lag}) = the messages a region&apos;s loss leaves behind ({at_risk}, &quot;182,292 messages&quot;), against {at_target} at the target lag ({target} seconds).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an unknown capacity</source>
        <extracomment>In a limit&apos;s formula, where the capacity stands when the catalogue has no trusted figure for it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{days} days</source>
        <extracomment>A length of time in days that is not a whole number; {days} is the figure (&quot;0.5&quot;, &quot;2.25&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>({in} in + {out} out) / {brokers} = {used} against {capacity} (all zones up)</source>
        <extracomment>A platform fleet&apos;s network with all zones up: MB/s in ({in}) and out ({out}) over {brokers} = each broker&apos;s MB/s ({used}) against {capacity}.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>({in} in + {out} out) / {brokers} left = {used} against {capacity} (after losing a zone)</source>
        <extracomment>A platform fleet&apos;s network after a zone is lost: MB/s in ({in}) and out ({out}) over the brokers left ({brokers}) = each broker&apos;s MB/s ({used}) against {capacity}.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{in} written / {brokers} = {used} against {capacity} provisioned (all zones up)</source>
        <extracomment>A platform fleet&apos;s volume throughput with all zones up: MB/s written ({in}) over {brokers} = each broker&apos;s MB/s ({used}) against what its volume is provisioned for ({capacity}).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{in} written / {brokers} left = {used} against {capacity} provisioned (after losing a zone)</source>
        <extracomment>A platform fleet&apos;s volume throughput after a zone is lost: MB/s written ({in}) over the brokers left ({brokers}) = each broker&apos;s MB/s ({used}) against what its volume is provisioned for ({capacity}).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{in} written / {brokers} = {used} against {capacity} (all zones up)</source>
        <extracomment>A platform fleet&apos;s EBS link with all zones up: MB/s written ({in}) over {brokers} = each broker&apos;s MB/s ({used}) against {capacity}.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{in} written / {brokers} left = {used} against {capacity} (after losing a zone)</source>
        <extracomment>A platform fleet&apos;s EBS link after a zone is lost: MB/s written ({in}) over the brokers left ({brokers}) = each broker&apos;s MB/s ({used}) against {capacity}.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{partitions} x {replicas} / {brokers} = {used} against {capacity} (MSK&apos;s recommendation a broker)</source>
        <extracomment>A platform fleet&apos;s partition replicas: {partitions} x {replicas} over {brokers} = each broker&apos;s replicas ({used}) against the number MSK recommends a broker hold ({capacity}).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rate} msg/s x {held} s held (median processing) = {used} in flight against {capacity}</source>
        <extracomment>An SQS queue&apos;s messages in flight: msg/s in ({rate}) x the seconds each is held ({held}) = the messages in flight ({used}) against the queue&apos;s ceiling ({capacity}).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{used} msg/s against {capacity} (FIFO: {batch} a send)</source>
        <extracomment>A FIFO queue&apos;s throughput: msg/s sent ({used}) against its ceiling ({capacity}), which counts sends of {batch} (&quot;10 messages&quot;) each.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{load} {unit} ({card}: {limit})</source>
        <extracomment>A design&apos;s first wall: {load} and {unit} (&quot;43,923&quot;, &quot;events/s&quot;), then the card and its limit.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <extracomment>The load a design holds is not known (nothing grows with the load).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no cluster</source>
        <extracomment>What one lost broker does, when the design has no Kafka cluster.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the only broker: the cluster stops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{percent} of the network on {survivors}</source>
        <extracomment>One broker lost: {percent} of a survivor&apos;s network is used (&quot;59.8%&quot;); {survivors} is &quot;5 survivors&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{percent} of the maximum data out on {survivors}</source>
        <extracomment>One broker lost (Express brokers): {percent} of a survivor&apos;s maximum data out; {survivors} &quot;2 survivors&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown: the catalogue has no figure for {size}</source>
        <extracomment>{size} is a broker size with no catalogue figure (&quot;kafka.m7g.large&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your design is this answer, so its figures are yours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It holds {its_wall}; yours holds {your_wall}. It costs {its_cost} a month; yours costs the same. With one broker lost it runs at {its_lost}; yours at {your_lost}.</source>
        <extracomment>A known answer beside the learner&apos;s design. {its_wall} and {your_wall} are the loads each holds, with the limit that stops it; {its_cost} a sum of money; {its_lost} and {your_lost} what one lost broker does.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It holds {its_wall}; yours holds {your_wall}. It costs {its_cost} a month; yours costs {difference} less ({your_cost}). With one broker lost it runs at {its_lost}; yours at {your_lost}.</source>
        <extracomment>As above; yours is cheaper by {difference} and costs {your_cost} (sums of money).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It holds {its_wall}; yours holds {your_wall}. It costs {its_cost} a month; yours costs {difference} more ({your_cost}). With one broker lost it runs at {its_lost}; yours at {your_lost}.</source>
        <extracomment>As above; yours costs {difference} more, {your_cost} in all (sums of money).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no cluster on the canvas to check. Put the stage&apos;s design back, or add a cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not yet: at {load} events/s, {card} is still past a wall ({binding} at {percent}).</source>
        <extracomment>{load} is the brief&apos;s load in events a second (&quot;25,000&quot;); {card} the first card past a limit; {binding} a card and its limit (&quot;Kafka cluster: network&quot;); {percent} how far it is used (&quot;113.8%&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing saturates at {load} events/s, but the answer gives up part of the brief.</source>
        <extracomment>{load} is the brief&apos;s load in events a second (&quot;25,000&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It holds: nothing saturates at {load} events/s. The busiest limit is {binding} at {percent}.</source>
        <extracomment>{load} the brief&apos;s load (&quot;25,000&quot;); {binding} the busiest card and its limit (&quot;Kafka cluster: network&quot;); {percent} how far it is used (&quot;56.9%&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Past the line where the card warns: {limits}. It carries the load, with less headroom than AWS sizes for.</source>
        <extracomment>{limits} lists each limit past its warning line with its percent (&quot;Kafka cluster: network at 83.2%&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One lost broker, or one broker restarted for a patch, saturates the survivors: {lost}.</source>
        <extracomment>{lost} is what one lost broker does (&quot;112.1% of the network on 2 survivors&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not checked: the catalogue has no figure for the {limit}.</source>
        <extracomment>{limit} is a limit and a broker size with no catalogue figure (&quot;network of kafka.m7g.large&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A broker price is derived from a sourced size, not sourced itself, so the cost is an estimate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While a limit is saturated the bill counts only what the brokers carry; the rest waits in the producers, so a lower cost here is no saving.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The canvas offers {offered} events/s; the answer is checked at the brief&apos;s {load} events/s.</source>
        <extracomment>{offered} is the load the canvas offers and {load} the brief&apos;s, both in events a second.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{groups} the cluster, not {base}. {reason}</source>
        <extracomment>{groups} is a count of consumer groups with its verb (&quot;5 groups read&quot;); {base} the brief&apos;s count.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cluster takes {mine} MB/s, not {base} MB/s. {reason}</source>
        <extracomment>{mine} and {base} are megabytes a second (&quot;51.2&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replication factor {mine}, not {base}. {reason}</source>
        <extracomment>Kafka&apos;s replication factor: {mine} the answer&apos;s, {base} the brief&apos;s.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Min in-sync replicas {mine}, not {base}. {reason}</source>
        <extracomment>Kafka&apos;s min.insync.replicas: {mine} the answer&apos;s, {base} the brief&apos;s.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{zones}, not {base}. {reason}</source>
        <extracomment>{zones} is a count of availability zones (&quot;2 zones&quot;); {base} the brief&apos;s count.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retention {mine} days, not {base}. {reason}</source>
        <extracomment>{mine} and {base} are days with one decimal (&quot;3.0&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A producer no longer waits for every in-sync copy (acks is not all). {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{producer} keys by merchant, not by order id. {reason}</source>
        <extracomment>{producer} is a producer&apos;s name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{producer} keys by order id, not by merchant. {reason}</source>
        <extracomment>{producer} is a producer&apos;s name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MSK costs {mine} a month, not less than the stage&apos;s {base}. {reason}</source>
        <extracomment>{mine} and {base} are sums of money a month.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no broker fleet or SQS queue on the canvas to hold the tasks. Put the round&apos;s design back, or add one.</source>
        <extracomment>A round&apos;s design with nothing to hold the tasks (Round 1).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no platform fleet on the canvas to hold the topics. Put the round&apos;s design back, or add one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There are no cells on the canvas to hold the topics. Put the round&apos;s design back, or add them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not yet: at {load} {unit}, {check} is past its limit. {detail}</source>
        <extracomment>{check} names a card and its limit (&quot;Broker fleet: worst-case storage&quot;); {detail} is that check&apos;s line.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing saturates at {load} {unit}, but the design misses the brief on: {missed}.</source>
        <extracomment>{missed} lists the brief&apos;s targets not met, separated by semicolons.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every check passes at {load} {unit}, but the answer gives up part of the brief.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It holds: {checks} at {load} {unit}. The busiest limit is {binding} at {percent}.</source>
        <extracomment>{checks} is the count of checks with its verb (&quot;all 14 checks pass&quot;); {binding} a card and its limit.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It holds: {checks} at {load} {unit}, a zone already lost. The busiest limit is {binding} at {percent}.</source>
        <extracomment>As above, on Round 2, whose design is judged with one zone lost.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Past the line where the card warns: {limits}. It carries the load, with less headroom than the round sizes for.</source>
        <extracomment>{limits} lists each limit past its warning line with its percent.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Past the line where the card warns, after a zone loss: {limits}. It carries the load, with less headroom than the round sizes for.</source>
        <extracomment>As above, on Round 2: the limits with one zone lost.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {item} line is priced with a assumed figure ({source}), so the cost is an estimate.</source>
        <extracomment>{item} is a bill line&apos;s name; {source} where the catalogue&apos;s assumed price comes from.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {item} line is priced with a rebuilt figure ({source}), so the cost is an estimate.</source>
        <extracomment>{item} is a bill line&apos;s name; {source} what the catalogue rebuilt the price from.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The canvas offers {offered} {unit}; the answer is checked at the brief&apos;s {load} {unit}.</source>
        <extracomment>{offered} is the load the canvas offers and {load} the brief&apos;s, both in {unit}.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{left} of {replicas} of its partitions are left, a majority, so sends go on</source>
        <extracomment>One broker lost from a Round 1 fleet: {left} of {replicas} (&quot;2 of 3 replicas&quot;) remain.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its partitions lose their majority and stop taking sends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no brokers of yours: AWS runs the servers behind SQS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a majority of every partition is left, so sends go on after an election</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>some partitions lose their majority and stop taking sends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each cell is a Round 2 platform: a lost zone leaves a majority of every partition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{ms}ms</source>
        <extracomment>The latency tile&apos;s figure; {ms} is a whole number of milliseconds.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>≥ {ms}ms</source>
        <extracomment>The latency tile&apos;s figure when the true latency is higher still: at least {ms} milliseconds.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a floor: the true figure is higher</source>
        <extracomment>Under the latency tile when a limit is saturated and messages wait without end.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p99 send to a waiting worker, target {ms} ms</source>
        <extracomment>Under the latency tile on Round 1: the 99th percentile from a send to a worker waiting for tasks; {ms} the brief&apos;s target in milliseconds.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p99 send to a waiting reader, target {ms} ms</source>
        <extracomment>Under the latency tile on Rounds 2 and 3: as for a worker, to a reader of a topic; {ms} the target.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no producer: nothing is sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>produce, acks differ by producer</source>
        <extracomment>Under the latency tile: the producers wait for different acknowledgements (Kafka&apos;s acks setting).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>produce, acks={acks}</source>
        <extracomment>Under the latency tile: the figure is a produce&apos;s; {acks} is Kafka&apos;s setting as written (&quot;all&quot;, &quot;1&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{money}/mo</source>
        <extracomment>The cost tile&apos;s figure: {money} a month (&quot;$5,782&quot;, &quot;$10k&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{survives} of {replicas}</source>
        <extracomment>The durability tile&apos;s figure: {survives} replicas of {replicas} may be lost (&quot;1 of 3 replicas&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>survives {survives} of {replicas}</source>
        <extracomment>The durability line: {survives} replicas of {replicas} may be lost (&quot;survives 1 of 3 replicas&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>The durability tile&apos;s figure when no node holds messages.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing holds messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{minutes} min/month down at {percent}%</source>
        <extracomment>{minutes} of downtime a month that the availability target {percent} (99.9) allows.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{total}/mo ({requests} requests + {polls} idle long polls; nothing batched: {unbatched})</source>
        <extracomment>What SQS would cost a month: {total} in all, {requests} for requests, {polls} for empty long polls; {unbatched} if no message were batched. Each is a sum of money.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MSK instead: {money}/mo</source>
        <extracomment>Under the cost tile: Amazon MSK&apos;s bill for the same platform, {money} a month.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SQS instead: {money}/mo</source>
        <extracomment>Under the cost tile: SQS&apos;s bill for the same tasks, {money} a month.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing at this load</source>
        <extracomment>The &quot;first to saturate&quot; tile when no limit reaches 100%.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{iops} IOPS above the free {free} a volume x {price} a month</source>
        <extracomment>A bill line: gp3 IOPS bought above what each volume includes free.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{gb} GB billed (at least {days} an object) x {price} a GB-month</source>
        <extracomment>A bill line: Glacier Instant Retrieval bills every object for a minimum number of days.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{tb} TB a day x {days} days = {gb} GB to the paired regions x {price}</source>
        <extracomment>A bill line: bytes mirrored to the paired regions in a month. {days}: days in the month (&quot;30&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{gb} GB x {away}/{zones} sent to a leader in another zone (producers and mirror writers) x {price}</source>
        <extracomment>A bill line: the share of sent bytes that reaches a leader in another zone, producers&apos; and mirror writers&apos; alike. {away}/{zones}: &quot;2/3&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} x {instance} x {hours} h x {price} (derived price)</source>
        <extracomment>A bill line: brokers whose hourly price the catalogue derives rather than quotes.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{gib} GiB x {price} a GiB-month</source>
        <extracomment>A bill line of MSK storage billed by the GiB-month.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{gib} GiB in a month x {price} a GB</source>
        <extracomment>A bill line: MSK Express bills each GB written in.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{tasks} x {hours} h x {price}</source>
        <extracomment>A bill line: every consumer task of every group, billed for the month&apos;s hours.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{queues} x {price}: not priced yet (the queue&apos;s requests and storage come with the SQS kind)</source>
        <extracomment>A bill line: dead-letter queues carry no price of their own yet.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} x {hours} h x {price}</source>
        <extracomment>A bill line: load balancers billed by the hour. {count}: how many.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{nlcu} NLCU ({gb} GB a day / 24 h) x {hours} h x {price}</source>
        <extracomment>A bill line: load balancer capacity units (NLCU), one for each GB an hour.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} x {instance} x {hours} h x {price}</source>
        <extracomment>A bill line: instances of one size running all month. {count}: how many; {instance}: a size (&quot;m7g.large&quot;); {hours}: hours billed a month (&quot;730&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{gb} GB x {price} a GB-month</source>
        <extracomment>A bill line of storage billed by the gigabyte-month.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{mbps} MB/s above the free {free} a volume x {price} a month</source>
        <extracomment>A bill line: gp3 throughput bought above what each volume includes free.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{followers} x {gb} GB x {price} (paid on both sides of the zone line)</source>
        <extracomment>A bill line: bytes copied to followers in other zones. {followers}: &quot;2 follower copies&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{gb} GB x {away}/{zones} sent to a leader in another zone x {price}</source>
        <extracomment>A bill line: the share of sent bytes that reaches a leader in another zone. {away}/{zones}: &quot;2/3&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{gb} GB x {away}/{zones} read from a leader in another zone x {price}</source>
        <extracomment>A bill line: the share of read bytes that comes from a leader in another zone. {away}/{zones}: &quot;2/3&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{gb} GB (one copy of {days} days) x {price} a GB-month</source>
        <extracomment>A bill line: the S3 tier keeps one copy of the days it holds. {days}: a figure (&quot;30&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{gb} GB x {reads} reads x {away}/{zones} read from a leader in another zone x {price}</source>
        <extracomment>A bill line: bytes read from a leader in another zone, each read {reads} times. {away}/{zones}: &quot;2/3&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{requests} requests x {price} a million</source>
        <extracomment>A bill line: SQS requests, priced by the million.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{polls} empty long polls of idle workers x {price} a million</source>
        <extracomment>A bill line: the empty long polls idle workers make, priced by the million.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{lo} to {hi}{unit}</source>
        <extracomment>The inspector&apos;s range for a figure. {unit} is empty, &quot;%&quot; or a space and a unit.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than {lo} and up to {hi}{unit}</source>
        <extracomment>The inspector&apos;s range for a figure that must be above {lo}. {unit} is empty, &quot;%&quot; or a space and a unit.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{daily} GB a day x {days} x {replicas} x {overhead} = {total} GB; a broker holds {held} of {all}: {used} GB against {capacity}</source>
        <extracomment>A Raft broker fleet&apos;s disks at the worst case: GB written a day ({daily}) x the backlog kept ({days}, &quot;4 days&quot;) x {replicas} x the overhead ({overhead}) = the fleet&apos;s GB ({total}); a broker holds {held} of all the replicas ({all}, &quot;18 replicas&quot;): its GB ({used}) against its volume ({capacity}, &quot;1,000 GB&quot;, or the words for an unknown capacity).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: Network at {percent}: every byte in leaves a leader {copies} times ({groups} + RF {rf} - 1), so {brokers} send {sent} from {in} in: {used} a broker against {capacity} on {instance}. Size to {sizing}.</source>
        <extracomment>A cluster card. {name}: the cluster&apos;s name; {percent}: &quot;114%&quot;; {copies}, {rf}: whole numbers; {groups}, {brokers}: counts with their noun (&quot;6 groups&quot;, &quot;6 brokers&quot;); {sent}, {in}, {used}: rates with their unit (&quot;409.6 MB/s&quot;); {capacity}: a figure without unit (&quot;119.94&quot;); {instance}: an instance size; {sizing}: a percent (&quot;80%&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a {kind}</source>
        <extracomment>In a dead-letter queue&apos;s warning, the first kind that may feed it: {kind} a kind&apos;s noun (&quot;consumer group&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{sources} or a {kind}</source>
        <extracomment>In a dead-letter queue&apos;s warning, one more kind that may feed it: {sources} the kinds named before it (&quot;a consumer group&quot;), {kind} a kind&apos;s noun (&quot;worker pool&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{daily} GB a day x {hours} h / 24 x {replicas} x {overhead} = {used} GB against {capacity} ({brokers} x {volume} GB)</source>
        <extracomment>A platform fleet&apos;s local disks: GB written a day ({daily}) x hours kept on them ({hours}) / 24 x {replicas} (&quot;3 replicas&quot;) x the overhead ({overhead}) = each broker&apos;s GB ({used}) against its volume ({capacity}, &quot;1,000 GB&quot;, or the words for an unknown capacity); the brokers ({brokers}, a number) x each volume&apos;s GB ({volume}).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evacuating {region} to {pair}, by hand</source>
        <extracomment>A Round 3 drill&apos;s timeline: the region {region} evacuated to its pair {pair} (&quot;eu-west-1&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failing back to {region} after {away} away</source>
        <extracomment>A Round 3 drill&apos;s timeline: back to {region} after {away} (&quot;3:00:00&quot;, hours:minutes:seconds) away.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In waves from a canary cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every cell at once (no waves)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One customer&apos;s deletion under a legal hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One customer&apos;s deletion, no hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tenant&apos;s offboarding: its KMS key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mirror from {region} slows</source>
        <extracomment>A Round 3 drill&apos;s timeline: the mirror out of the region {region} slows down.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created in {home} only, with a conditional put</source>
        <extracomment>A Round 3 drill&apos;s timeline: a customer&apos;s key created in its home region {home} alone.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each region creates its own key (not the design)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redriving the DLQ at {rate} msg/s</source>
        <extracomment>A Round 3 drill&apos;s timeline: the DLQ&apos;s messages moved back at {rate} messages a second.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The one message tested fails again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uploads fixed {hours} h after the alarm</source>
        <extracomment>A Round 3 drill&apos;s timeline: the S3 uploads work again {hours} hours after the alarm.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody fixes the uploads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{ms} ms</source>
        <extracomment>A duration in a simulated run: {ms} milliseconds as a figure (&quot;10.42&quot;, &quot;1,234.5&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <extracomment>A moment in a simulated run: {seconds} from its start, to the millisecond (&quot;12.345&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{at}  {event}</source>
        <extracomment>A line of a simulated run&apos;s event log: {at} when (&quot;12.345 s&quot;), {event} what happened.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>broker {broker} of {cluster} down</source>
        <extracomment>An event log entry: a broker stops ({broker} its number, {cluster} the cluster&apos;s name).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>broker {broker} of {cluster} back</source>
        <extracomment>An event log entry: a broker that was down runs again.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>broker {broker} of {cluster} disk slow</source>
        <extracomment>An event log entry: a broker&apos;s disk becomes slow.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>broker {broker} of {cluster} disk back to speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>broker {broker} of {cluster} cut off from the other brokers and the controller</source>
        <extracomment>An event log entry: a broker can no longer reach the other brokers or the controller.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>broker {broker} of {cluster} fenced by the controller: its partitions have new leaders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>broker {broker} of {cluster} reachable again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>partition {partition} of {cluster} has a new leader, broker {broker}</source>
        <extracomment>An event log entry: {partition} a partition&apos;s number (0 up) of the cluster {cluster}; {broker} the new leader.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>partition {partition} of {cluster} has a new leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>partition {partition} of {cluster} offline: no in-sync replica left to lead it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>task {task} of {group} crashed: its partitions wait for its session to time out</source>
        <extracomment>An event log entry: a consumer task stops ({task} its number, {group} the consumer group&apos;s name).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>task {task} of {group} started again and rejoined its group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>partition {partition} of {cluster} now read by task {task} of {group}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{events} of partition {partition} processed again (not committed before the crash) by task {task} of {group}: delivered twice</source>
        <extracomment>An event log entry: {events} (&quot;12 events&quot;) of a partition read a second time after a task&apos;s crash.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>batch {batch} ({events}, partition {partition}) sent to the leader</source>
        <extracomment>An event log entry of a batch: {batch} its number, {events} &quot;12 events&quot;, {partition} a partition&apos;s number.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>batch {batch} ({events}, partition {partition}) written by the leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>batch {batch} ({events}, partition {partition}) written by a follower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>batch {batch} ({events}, partition {partition}) acknowledged to the producer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>batch {batch} ({events}, partition {partition}) committed: every in-sync replica holds it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>batch {batch} ({events}, partition {partition}) processed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>batch {batch} ({events}, partition {partition}) refused (too few in-sync replicas or no leader), retried after the back-off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>batch {batch} ({events}, partition {partition}) sent again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>batch {batch} ({events}, partition {partition}) LOST: acknowledged, but the new leader never had it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>batch {batch} ({events}, partition {partition}) stored twice: the producer never heard back and sent it again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{entry} by {group}</source>
        <extracomment>An event log entry of a batch ({entry}, the sentence before) and the consumer group&apos;s name ({group}) that did it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{entry}, broker {broker}</source>
        <extracomment>An event log entry of a batch ({entry}, the sentence before) and the broker&apos;s number ({broker}) where it was.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broker {broker} down</source>
        <extracomment>A failure planned in a simulated run, a card&apos;s mark: a broker stops ({broker} its number).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task {task} crashed</source>
        <extracomment>A failure&apos;s mark on a card: a consumer task stops ({task} its number).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broker {broker} cut off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broker {broker} disk {factor}× slower</source>
        <extracomment>A failure&apos;s mark on a card: a broker&apos;s disk {factor} (&quot;4&quot;) times slower.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zone {zone} down</source>
        <extracomment>A failure&apos;s mark on a card: every broker of a zone ({zone} its number) stops.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broker {broker} of {of} down</source>
        <extracomment>A planned failure in a list: {of} the cluster&apos;s name on the canvas.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task {task} of {of} crashed</source>
        <extracomment>A planned failure in a list: {of} the consumer group&apos;s name on the canvas.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broker {broker} of {of} cut off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broker {broker} of {of} disk {factor}× slower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zone {zone} of {of} down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{failure} from {from} s to the end</source>
        <extracomment>A planned failure ({failure}, &quot;Broker 2 of Kafka down&quot;) from {from} seconds into the run to its end.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{failure} from {from} s to {until} s</source>
        <extracomment>A planned failure ({failure}) from {from} seconds into the run until {until} seconds.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EventLifeSetting</name>
    <message>
        <source>On</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a number, %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EventLifeStepper</name>
    <message>
        <source>One event&apos;s life</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On this canvas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try a setting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No setting on the canvas changes this step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This step&apos;s settings cannot be changed on this canvas: it has no node that carries them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left and Right step back and forward</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What to export:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FieldChoice</name>
    <message>
        <source>Order id (uniform)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merchant (one hot key)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default hash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom (one partition a sub-key)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard (own disks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Express (AWS manages storage)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FIFO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After losing a zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All zones up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live, from its committed offsets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A replay, sought by time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>US</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EU (data stays in EU regions)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EU (only in an EU region)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EU (only in EU regions)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FieldHelp</name>
    <message>
        <source>the node&apos;s short name in files and lesson texts, unique</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the name on the card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>events this producer sends a second; all producers together are the load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the mean size of one event as the producer sends it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>what the partition key is: many keys spread evenly, or one key far busier than the rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the busiest key&apos;s share of all events; read when the key is a merchant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>how many sub-keys the hot key is split into; 1 leaves it whole</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kafka&apos;s hash of the key, or a partitioner that puts each sub-key on its own partition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>how long the producer waits to fill a batch before it sends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>how many copies must hold a write before the producer hears it is done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the broker drops a batch sent twice; Kafka allows it only with acks = all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard brokers with disks you size, or Express brokers whose storage AWS runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a broker size of the cluster&apos;s kind from the catalogue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>brokers in the cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>availability zones the brokers are spread over, the same number in each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>copies of every partition, each on its own broker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>copies that must hold a write before acks = all is answered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>partitions of the topic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>how long events are kept before they are deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>older data moves off the broker disks to cheaper storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with tiered storage, how long data stays on the broker disks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a copy that fell behind may become leader, at the cost of acked writes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>consumer tasks in the group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>threads each task runs, each working on one event at a time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the time one thread works on one event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>how many times a message is handed out before it moves here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>how long a moved message waits here before it is deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>messages this service sends in a day; the peak follows from the ratio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the mean size of one message; SQS takes at most 1 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>how much busier the peak is than the day&apos;s average rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a deduplication ID seen again within this is not stored twice; 0 sends none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a producer ID and a sequence a partition let the broker drop a retried batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one request, one TLS record and one commit wait carry the whole batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an EC2 size from the catalogue&apos;s rounds section</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>brokers in the fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>zones the brokers are spread over; each partition keeps one replica a zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>partitions of the queue; each is a Raft group of its own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replicas of every partition, one a zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replicas that must hold an entry before the send is answered (a majority of 3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a log fsyncs at most once a window, for every message that arrived in it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each broker&apos;s gp3 volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IOPS a volume; the first 3,000 come with the volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>how long an unprocessed message is kept at worst</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>headers, ack and lease records, indexes and free space over the payload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>what one partition is planned to carry, kept low so each log&apos;s fsyncs stay small</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the share of a month the queue must take sends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P99 from a send to a waiting worker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nodes of its own Raft group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>workers, each holding one long poll open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>how long a received task stays hidden from other workers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a worker still working pushes its lease on this often; 0 never extends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a task handed out this many times goes to the dead-letter queue instead of once more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>how long an empty receive waits for a task before it answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the most tasks one receive hands out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the median time a task takes; taken as the mean hold in Little&apos;s law</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>99 tasks in 100 finish within this</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the longest a task may take</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>standard (nearly unlimited rate, best-effort order) or FIFO (ordered, rate-capped)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>messages a producer&apos;s send carries; 1 sends one at a time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>how long SQS keeps a message nobody deleted (SQS allows 60 s to 14 days)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>partitions of every team&apos;s topics together; each is a Raft group of three</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the journal fsyncs at most once a window, for every message that arrived in it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every replica on a broker appends to one journal, so a broker fsyncs once a window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>throughput provisioned a volume; the first 125 MB/s come with it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>how long sealed segments stay on the brokers before only S3 has them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the stream topics&apos; retention in the S3 tier; 0: no tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>indexes, the journal and free space over the payload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>consumer groups that read each message, on average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>readers fetch from the replica in their own zone, so reads do not cross zones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory a broker leaves to the page cache for live readers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bytes a second a team may send; past it the broker answers 429 with Retry-After</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NLBs clients first connect through; data then goes to the leaders directly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the share of a month the platform must take sends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P99 from a send to a waiting reader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the state the card&apos;s limits describe: the fleet is sized for the loss of a zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every message is kept this long, read or not; a group may seek back within it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each message names a key; a key&apos;s messages share one partition and go out one at a time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a message stays invisible this long after it is stored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>how long a received message stays hidden from other workers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a message handed out this many times goes to the dead-letter queue instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>live readers read the page cache; a replay seeks back and reads the S3 tier&apos;s cold path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bytes a second the team may fetch; past it the broker answers 429 with Retry-After</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bytes a second the team fetches at the peak; past its fetch quota it is throttled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the region&apos;s name on the card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the id of the other region of its pair; a mirror joins only the two regions of a pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>where the region&apos;s data may be kept: an EU region&apos;s topics, mirrors and keys stay in the EU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the part of the producers&apos; messages this region is home for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the share of a month the region must take sends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cells in the region, each a whole platform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>brokers in each cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>controllers in each cell, off the data path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the peak one cell is sized for (Round 2&apos;s platform)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the planned peak times this must fit in the region&apos;s cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>how long segments stay on the brokers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>days every message stays in S3 Standard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finance topics are kept this long; after s3_days they move to Glacier Instant Retrieval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the part of the region&apos;s own messages kept to the archive horizon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a message&apos;s bytes as sent over its bytes stored and mirrored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>what the people who run these cells cost a month: your figure, the seed gives none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the part of the source region&apos;s messages on critical topics, the ones mirrored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>how far the copy trails its source; what a lost region leaves behind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the most the critical topics may lose; an alarm past it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>where the tier&apos;s objects may be kept: an EU tier belongs to an EU region only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>days every message of the region stays in S3 Standard (the cells&apos; s3_days when there is no tier)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finance topics are kept this long from the send, in Glacier IR after S3 Standard (the cells&apos; archive_days when there is no tier)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>where the keys may be kept: an EU key store serves the EU pair only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one KMS multi-Region key a tenant, with a replica in the pair: your figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per-customer keys in the DynamoDB global table: your figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KMS waits this long before it deletes an offboarded tenant&apos;s key, primary and replica; it can be cancelled meanwhile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the topics whose home this control moves together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the id of the region of its pair that takes the group&apos;s writes; flipped by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cells that take a change first, before any wave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waves after the canary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the most cells one wave changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the card&apos;s place on the canvas</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FieldLabel</name>
    <message>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events a second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean event size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest key&apos;s share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sub-keys for that key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partitioner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>linger.ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>acks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idempotence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broker kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broker size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brokers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Availability zones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replication factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>min.insync.replicas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiered storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local retention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unclean leader election</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Threads a task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Work an event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Receives before the move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Messages a day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak over average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deduplication window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idempotent sends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Messages a send</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EC2 size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quorum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group-commit window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gp3 volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provisioned IOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backlog kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planned rate a partition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Availability target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Visibility timeout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extend the lease every</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deliveries before the DLQ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Long-poll wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tasks a receive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Processing, median</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Processing, P99</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Processing, longest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queue type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One journal a broker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gp3 throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept on broker disks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept in S3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reads a message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fetch from follower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page cache a broker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Produce quota a team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bootstrap NLBs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Limits shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order per group key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lease</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fetch quota</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reads at the peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paired with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Residency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of the traffic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brokers a cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Controllers a cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broker EC2 size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Controller EC2 size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A cell&apos;s peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Growth headroom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept in S3 Standard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finance archive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finance share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team running them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Critical share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target lag (RPO)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tenants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Customers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key deletion wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Topic group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Home region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Canary cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cells a wave</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FieldNote</name>
    <message>
        <source>and a multiple of zones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>and at most brokers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>and at most replication_factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>and, with tiered storage, at most retention_days x 24</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>and odd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>and, when not 0, less than visibility_s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>and 0 when group_key is on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>and a multiple of 3 zones</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FieldUnit</name>
    <message>
        <source>characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>events/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as a share of events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sub-keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>brokers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>availability zones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>copies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>partitions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>threads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>receives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>messages a day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>times the average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replicas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>times the payload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>msg/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>workers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deliveries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>load balancers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as a share of the producers&apos; messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>controllers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>times the planned peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as a share of the region&apos;s messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>times smaller</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>USD a month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as a share of the source&apos;s messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tenants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>customers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>px</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FigureStepper</name>
    <message>
        <source>This stage&apos;s figure cannot be worked out on the canvas as it is now. The Lesson tab says why and can put the stage&apos;s design back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figures come with the six stages. Open a stage to step through its figure, or follow one event&apos;s life in the Event tab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figure %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left and Right step back and forward</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Inspector</name>
    <message>
        <source>Inspector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inspector: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a node to change its figures. Drag from a port to connect; Shift+click or Shift+drag to select several.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 nodes selected; showing the last.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InspectorField</name>
    <message>
        <source>must be a number, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 decides this figure; change it there.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KindNoun</name>
    <message>
        <source>broker fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>consumer group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>consumer team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>control plane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dead-letter queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Glacier tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>key store</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>load balancer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>metadata store</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mirror link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>platform fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>producer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queue topic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>routing control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S3 tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SQS queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stream topic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>task producer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>worker pool</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LessonBanner</name>
    <message>
        <source>The canvas has changed from this stage&apos;s design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every figure below is worked out from your canvas as it is now. Undo, or use the button, to get the stage&apos;s numbers back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the stage&apos;s design</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LessonCheckIn</name>
    <message>
        <source>Check in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide the answer (R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the answer (R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer it out loud first, then check.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <source>Lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: change the design and check it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LessonStepControls</name>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LessonWalkthrough</name>
    <message>
        <source>No lesson on this canvas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lessons come with the six stages and with each round&apos;s parts: pick one from the Stage menu or the stage picker. On any canvas, the Sandbox included, you can follow a single event from the producer to its deletion.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow an event&apos;s life</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The interviewer asks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The walkthrough</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The trade-off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say it out loud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beat</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LimitName</name>
    <message>
        <source>storage volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EBS link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hottest partition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>data in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>data out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>processing</source>
        <extracomment>A consumer group&apos;s limit: the events a second its tasks can process.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>worst-case storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fsyncs and writes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rate a partition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>messages in flight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FIFO throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>local volume fill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replicas a broker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>planned peak on the cells</source>
        <extracomment>A region&apos;s limit: the load on its cells against the peak they were planned for.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>messages at risk</source>
        <extracomment>A mirror link&apos;s limit: the messages a region&apos;s loss would lose at the mirror&apos;s lag.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gp3 throughput</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LimitShortName</name>
    <message>
        <source>volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EBS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>partition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in flight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FIFO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replicas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RPO</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LimitsChart</name>
    <message>
        <source>percent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each limit&apos;s percent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>100%: the limit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LoadControl</name>
    <message>
        <source>Load not changed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; the red mark is the wall. Arrows: fine steps; Page Up/Down: coarse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. Arrows: fine steps; Page Up/Down: coarse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a load and press Enter: 25000, 25,000, 30k or 1.5M (1 to 10,000,000). Escape puts it back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to the wall: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No wall: nothing in this design reaches 100% as the load grows</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LoadUnit</name>
    <message>
        <source>events/s</source>
        <extracomment>The load&apos;s unit on the first seed&apos;s stages: events a second.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>msg/s</source>
        <extracomment>The load&apos;s unit on the rounds: messages a second.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>mqlab — %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NodeCard</name>
    <message>
        <source>%1. %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NodeMenu</name>
    <message>
        <source>Inspect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NodePalette</name>
    <message>
        <source>Add to the middle of the view (or right-click the canvas)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The kinds that do not fit in this row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom out (Ctrl+wheel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom in (Ctrl+wheel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit to view (Ctrl+0)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OpeningBanner</name>
    <message>
        <source>Opening %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PageList</name>
    <message>
        <source>Side pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Questions an interviewer may follow up with, worked out on this canvas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No side pages go with this canvas. The stages that have them list them here.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PageView</name>
    <message>
        <source>All pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The trade-off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say it out loud</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>... and %1 more entries (mqlab drill --json has them all)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 after the first receive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (sends refused for %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of the run. %1. %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A design of its own: no stage lesson, so no figure or check-in on this page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mqlab handout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: the PDF could not be started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mqlab handout · page %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: the PDF could not be finished</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RehearsalCheckInCard</name>
    <message>
        <source>Show the answer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RehearsalHistory</name>
    <message>
        <source>Minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2 — %3 of %4 · segments over plan: %5 · skipped: %6 · check-ins: %7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rehearsal minutes, one bar a run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run %1: %2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RehearsalLessonCover</name>
    <message>
        <source>Rehearsal under way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The walkthrough, the figures and the answers are hidden until the run ends, so you give each answer before you see it. The rehearsal panel lists what to cover and this segment&apos;s check-ins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RehearsalPanel</name>
    <message>
        <source>Rehearse the answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paused · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>‹ Previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next segment ›</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the whole answer out loud against a %1-segment plan. The canvas follows each segment; move on when you are done, and watch the clock turn amber, then red, if a segment runs long.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the rehearsal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the run went</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rehearse again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No finished runs yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Past runs, total minutes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RehearsalSegmentList</name>
    <message>
        <source>%1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skip ahead to this segment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to this segment; its clock carries on</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RehearsalSummary</name>
    <message>
        <source>skipped (plan %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2  %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check-ins: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RehearseMenu</name>
    <message>
        <source>&amp;Rehearse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rehearsal &amp;panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start a %1 rehearsal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;ause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Previous segment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next segment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo the segment change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Finish the run</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReplaceFileDialog</name>
    <message>
        <source>Replace the file?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already exists. Replace it?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoundOnePanel</name>
    <message>
        <source>Run the design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drills ▾</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not run yet: Run simulates the design on the canvas, event by event.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The design has changed since this run: run it again to update its figures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One message&apos;s life</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worker crash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raft 2 of 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send to 200, p50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send to 200, p99</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send to 200, max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To a waiting worker, p50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To a waiting worker, p99</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delivered again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the DLQ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acknowledged and lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sends refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Processed: deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fails: the lease expires</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kill a follower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kill the leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cut the leader off</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoundOneStepView</name>
    <message>
        <source>← Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next →</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running the drill…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoundThreePanel</name>
    <message>
        <source>Lose a region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drills ▾</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not run yet: lose a region at its mirror&apos;s lag, or pick a drill.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Region evacuation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failback</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bad change, canary cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One customer&apos;s deletion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assumed (the spec gives no figure): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Under a legal hold</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoundThreeStepView</name>
    <message>
        <source>← Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next →</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running the drill…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoundTwoPanel</name>
    <message>
        <source>Run the design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drills ▾</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not run yet: Run simulates the platform at its peak, event by event; the drills break it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ordered, deduplicated send</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stale worker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay by timestamp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the tier offloads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assumed (the spec gives no figure): %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoundTwoStepView</name>
    <message>
        <source>← Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next →</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running the drill…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts — mqlab %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Editing the design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate the selection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the selection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select the next or previous card; past the last, the next panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the selected cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the selected card in the inspector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected card&apos;s menu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect the selected card: pick the target, connect (Escape cancels)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the selection; close a popup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The load (slider focused)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A fine step down or up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A coarse step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit the design to the view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom in, out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom at the pointer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show or hide the lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classroom mode, full screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stages and lessons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Stage 1 to 6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next or previous lesson step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step a figure or the event&apos;s life</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show or hide the answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In class: next step; blank the screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rehearsal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rehearsal panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause or resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next segment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+O</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z, Ctrl+Y</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+D</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrows (Shift: fine)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shift+F10, Menu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C, then arrows and Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Escape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left, Right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page Down, Page Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl++, Ctrl+-</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+wheel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F11</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+F</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+1 … Ctrl+6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space, B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SimulateFigures</name>
    <message>
        <source>Produce latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p90</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p99, simulated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency tile (formula)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mean, simulated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p99.9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acknowledged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stored twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sends retried</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SimulateHistogram</name>
    <message>
        <source>Produce latency, events by ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p50 %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p99 %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Median (p50) %1, p90 %2, p99 %3, p99.9 %4, slowest %5.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SimulateLagChart</name>
    <message>
        <source>Lag by group, events over simulated s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One line a group: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SimulateLog</name>
    <message>
        <source>Up to the scrubber</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The slowest batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The picked batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◀ Earlier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Later ▶</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SimulatePanel</name>
    <message>
        <source>Run again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not run yet: Run simulates the design on the canvas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failures:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove %1 and run again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The design has changed since this run: its figures are the earlier design&apos;s. Run again to update them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the design to see its produce latency percentiles, a histogram of every event&apos;s latency, and each consumer group&apos;s lag over the simulated seconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency histogram</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lag by group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event log</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SimulateScrubber</name>
    <message>
        <source>Step back one simulated second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step forward one simulated second</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SimulationRun</name>
    <message>
        <source>no events yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 events/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 slower produces not drawn, up to %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SnapshotCanvas</name>
    <message>
        <source>This design has no nodes yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SnapshotWarnings</name>
    <message>
        <source>Warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None at this load.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>and %n more in the JSON export</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <source>within its limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>past its sizing line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>near its limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>saturated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 percent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 unknown: the catalogue lacks the figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, nothing to spare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, past a limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (%1 figure)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StageBar</name>
    <message>
        <source>Sandbox: an empty canvas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edited: kept while you visit other stages; Stage ▸ Reset to undo all</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StageSnapshot</name>
    <message>
        <source>mqlab · figures from the engine</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Tile</name>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WhatIfPanel</name>
    <message>
        <source>Now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>YourTurnAnswerCard</name>
    <message>
        <source>%1 (your design)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (nearest to yours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holds %1 · %2 · one broker lost: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>YourTurnChecks</name>
    <message>
        <source>Check by check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fails</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>YourTurnView</name>
    <message>
        <source>The brief</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check my answer again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check my answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The canvas changed after this check; check again to judge the new design.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bends the brief</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does not pass yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holds %1 · %2 · one broker lost: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parts of the brief given up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves that cannot shift this wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worth a word</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What you changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Known answers beside yours</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mqlab::app::DesignDocument</name>
    <message>
        <source>%1: only a file on this computer can be opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: only a file on this computer can be saved to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recover</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mqlab::app::DrillRun</name>
    <message>
        <source>%1×</source>
        <extracomment>A drill&apos;s figure: a multiple of something (&quot;1.5×&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 days</source>
        <extracomment>A drill&apos;s figure: a number of days (may be &quot;1 days&quot;: the engine&apos;s unit is written as it is).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 times</source>
        <extracomment>A drill&apos;s figure: how many times (the poison message delivered &quot;5 times&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 msg/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 TB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>An assumed figure of a drill: its label and its value (&quot;a journal fsync, median 2 ms&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <extracomment>Between two assumed figures of a drill.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mqlab::app::Exporter</name>
    <message>
        <source>Picture (PNG), %1: the canvas, the four tiles and the warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Picture (PNG) at double size, %1, for slides and print</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data (JSON): this design and the engine&apos;s full report of it</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>PDF handout of all %n stages as they ship: a page each, with its figure and check-in</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Data (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pictures (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to export: no design is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a file to export to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a file on this computer to export to (got &quot;%1&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The export failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mqlab::app::InspectorModel</name>
    <message>
        <source> (derived price)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mqlab::app::KeyConnect</name>
    <message>
        <source>Connect %1 to %2 (%3 of %4): arrow keys pick another, Enter connects, Escape cancels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a card first: the connection starts from it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot send to any card on this canvas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No connection is being made.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mqlab::app::Lesson</name>
    <message>
        <source>Round %1, part %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mqlab::app::LimitChartModel</name>
    <message>
        <source>No node with limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Limits: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sizing line: %1 of the %2 limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No card on the canvas has limits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 not known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, as a share of each limit: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A dashed %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A solid line at 100%, the limit.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mqlab::app::Rehearsal</name>
    <message>
        <source>%1 left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1, part %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1-minute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>timed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One segment, %1 minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 segments, %2 minutes in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo: back to “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minutes %1 to %2 of the plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Part %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1–%2 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 revealed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exactly the plan&apos;s %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 over the plan&apos;s %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 under the plan&apos;s %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in all, %2; %3 of %4 check-ins revealed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For this segment, on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the page “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s check-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rehearsal history could not be read (%1). It was moved to %2, and a new history starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rehearsal history could not be saved to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mqlab::app::ReportPresenter</name>
    <message>
        <source>rebuilt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>assumed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set the load to %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Halve the load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double the load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No wall: nothing grows with the load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wall at %1 %2: %3, %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ms from a send to a waiting worker, added up step by step along the path, against a p99 target of %2 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ms fixed a produce</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> + %1 ms queueing on the %2 (M/M/1, one batch a request)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>. Batching (linger.ms) can add up to %1 ms before the send; that wait is shown beside the tile, not in it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rests on %1 figures: the step times of the path from a send to a waiting worker (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>click for the bill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 prices: %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rests on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Survives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of every partition (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing holds messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The replicas of a partition that may be lost with no acknowledged message lost and sends still taken, on the node with the fewest to spare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First to saturate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Busiest: %1 at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a producer and a cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> a month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bill for a month of %1 hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consumers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A price the catalogue has %1, from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>busiest consumer group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wall %1 %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>now %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each limit&apos;s percent as the load grows from 0 to %1 %2, one line a limit: %3. The %4 mark. The %5 mark.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>The load tile&apos;s figure: a rate (25,000) and its unit (events/s), the unit already translated.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A line of the bill: who pays (a card&apos;s name) and what for (&quot;broker storage&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mqlab::app::RoundOneRun</name>
    <message>
        <source>From the design: %1 msg/s at the peak; %2 workers, a %3 s lease extended every %4 s, %5 receives before the DLQ, %6 s long polls, batches of %7, processing %8 s median and %9 s at P99; %10 brokers, %11 partitions, a %12 ms group-commit window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The design, %1 s simulated, seed %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No drill &quot;%1&quot;: the drills are %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drill %1, %2 s simulated, seed %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 sent, %2 answered 200</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (lease expired %2, leader changed %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 refused, %2 timed out</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mqlab::app::RoundOneSteps</name>
    <message>
        <source>One message&apos;s life: processed and deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One message&apos;s life: every attempt fails, on to the DLQ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The worker-crash clock: a worker dies holding a message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raft 2 of 3: a follower goes down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raft 2 of 3: the leader goes down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raft 2 of 3: the leader is cut off</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mqlab::app::RoundThreeRun</name>
    <message>
        <source>No drill &quot;%1&quot;: the drills are %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drill %1, seed %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. From the design: %2 lost, its %3 msg/s of critical topics mirrored to %4 at a %5 s lag (target %6 s); %4 plans for %7 msg/s on %8 cells.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. From the design: the EU key store serves %2, the customers&apos; home, and %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. The seed&apos;s redrive rate for task queues already on SQS: %2 msg/s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. From the design: the broker tier holds %2 TB on %3 TB of broker volumes, kept %4 h on the brokers.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mqlab::app::RoundTwoRun</name>
    <message>
        <source>The same drill, %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the design: %1 msg/s at the peak, %2 B a message, in batches of %3; %4 brokers in %5 zones, %6 partitions, a %7 ms group-commit window, each message read by %8 groups.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The design, %1 s simulated, seed %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No drill &quot;%1&quot;: the drills are %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drill %1, seed %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message 0 of account-42 (partition %1): %2 ms to the reader; its retry and the restarted producer&apos;s resend never written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A seek to %1 h ago finds offset %2; %3 GB from the S3 tier at %4 MB/s, %5 GB from the local volume at %6 MB/s, caught up at %7 s. The live reader&apos;s p99: %8 ms without the replay, %9 ms beside it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round 2 rejects the handle %1 delete at %2 s; Round 1 accepted the same delete at %3 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on broker disks and %2 in S3, against %3 without the tier: %4 less disk, %5 a month saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This design keeps no S3 tier</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mqlab::app::SimulationRun</name>
    <message>
        <source>As fast as possible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>൱ (real time)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>휐</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>焀</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>က</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running: %1 of %2 s simulated at %3, seed %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled at %1 of %2 s; the figures cover those %1 s (%3, seed %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s simulated at %2, seed %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed must be a whole number from 0 to %1 (got &quot;%2&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds must be %1 (got &quot;%2&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>simulated p99 %1 (seed %2, %3 s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At %1 s: %2 events sent and not yet acknowledged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At %1 s: lag up to %2 events (%3); %4 sent and not yet acknowledged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No log entries were kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of the %2 kept log entries up to here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; %2 more after the log was full were counted only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The slowest batch, %1: %2 from its first send to its acknowledgement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zone %1 (broker %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zone %1 (brokers %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broker %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take a broker down at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take a zone down at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make a broker&apos;s disk %1× slower at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cut a broker off at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crash a task at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cluster or consumer group %1 in the design that can have this failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A failure must start from 0 s and before the run&apos;s end, %1 s (got %2 s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No run to pick an event from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run has no connection from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No batch traced on this connection yet: the run keeps the whole life of one batch in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch %1 on %2 → %3, %4 to %5: the traced batch nearest %6 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A run&apos;s load: a rate (25,000) and its unit (events/s, msg/s), the unit already translated.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mqlab::app::Workbench</name>
    <message>
        <source>Stage %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1, part %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your earlier edits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No wall: nothing in this design reaches 100% as the load grows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wall is past 10,000,000 events/s, the top of the load&apos;s range.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a producer first: the load is what producers send.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the stage&apos;s design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No node is called %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disconnect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mqlab::app::YourTurnCheck</name>
    <message>
        <source> a month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
