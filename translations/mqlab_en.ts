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
        <source>%n lost replicas</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n times</source>
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
    <message numerus="yes">
        <source>%n deliveries</source>
        <extracomment>Times a message was handed to a worker before it went to the dead-letter queue.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n uncommitted entries</source>
        <extracomment>Entries of a Raft log that no majority held, thrown away by a replica.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n in-flight messages</source>
        <extracomment>Messages a worker held under a lease when the queue&apos;s leader changed.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n partitions stop being read</source>
        <extracomment>Partitions a rebalance takes from a consumer group&apos;s members: none is read until the rebalance ends.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n members</source>
        <extracomment>Members of a consumer group.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n attempts</source>
        <extracomment>Tries of a send, the first and its retries.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n critical messages</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cells stop answering</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cells pass their health checks</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n messages are not sent</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n writes waited</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cells never get</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n messages at risk</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n followers fetch</source>
        <extracomment>Followers of a partition&apos;s leader and what they do: &quot;2 followers fetch&quot;.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n zones allow</source>
        <extracomment>Zones the cluster spreads over, and what they do: &quot;3 zones allow&quot;.</extracomment>
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
        <extracomment>A length of time in days that is not a whole number; {days} is the figure (&quot;0.5&quot;, &quot;2.25&quot;).
----------
A length of time in days: {days} is a figure other than 1, perhaps with decimals (&quot;0.5 days&quot;, &quot;7 days&quot;).</extracomment>
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
        <extracomment>The load a design holds is not known (nothing grows with the load).
----------
The busiest limit of a design is not known.</extracomment>
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
        <extracomment>The durability tile&apos;s figure when no node holds messages.
----------
The outcome of a Round 1 run when no message took that path.</extracomment>
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
        <source>{first}, {next}</source>
        <extracomment>Two items of a list, in order: {first} may itself be a list (&quot;payments 73, orders 64&quot;), {next} the item after it (&quot;inventory 46&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{first}; {next}</source>
        <extracomment>Two items of a list whose items may hold commas themselves: &quot;us-east-1 5 of 7, 2 s; us-west-2 ...&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}: {limit}</source>
        <extracomment>A card and one of its limits: {card} is the card&apos;s name (&quot;Broker fleet&quot;), {limit} the limit&apos;s (&quot;worst-case storage&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card_limit} at {percent}</source>
        <extracomment>A limit past the line where its card warns: {card_limit} as above, {percent} how far it is used (&quot;83.2%&quot;).
----------
A busiest limit with its percent: {card_limit} a card and its limit, {percent} (&quot;76.4%&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{days} day</source>
        <extracomment>A length of time in days: {days} is 1 (&quot;1 day&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{minutes} min of downtime a month that {percent}% allows</source>
        <extracomment>{minutes} of downtime a month (&quot;43.8&quot;) that the availability target {percent} (&quot;99.9&quot;) allows.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not checked: the catalogue has no figure for this limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{percent}: {formula}.</source>
        <extracomment>{percent} is how far the limit is used (&quot;72.0%&quot;); {formula} the figures behind it, a sentence of its own.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{percent}: {formula}, past the limit: it saturates at this load.</source>
        <extracomment>As above, for a limit past 100%.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency, send to a waiting worker (P99)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{ms} ms with a {window} ms group-commit window, against the brief&apos;s {target} ms: {times} times inside it.</source>
        <extracomment>{ms} the P99 latency, {window} the group-commit window and {target} the brief&apos;s, all in milliseconds; {times} how many times the latency fits in the target (&quot;11.1&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{ms} ms with a {window} ms group-commit window, against the brief&apos;s {target} ms: past it by {over} ms.</source>
        <extracomment>As above; {over} is how many milliseconds the latency is past the target (&quot;2.0&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A lost zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{replicas} in {zones}: a zone holds {held} of some partition, so losing it takes that partition&apos;s majority ({quorum} of {factor}) and stops its sends until the zone returns; one such outage can spend the {budget}.</source>
        <extracomment>{replicas} a partition&apos;s replicas (&quot;3 replicas&quot;) in {zones} (&quot;2 zones&quot;); {held} the replicas one zone holds; {quorum} of {factor} the majority a send needs; {budget} the month&apos;s downtime budget, a sentence of its own.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acknowledged on {quorum} of {replicas}, it survives {lost}; the brief asks for {wanted}.</source>
        <extracomment>Round 1: acknowledged on {quorum} of {replicas} (&quot;2&quot;, &quot;3 replicas&quot;); {lost} the replicas it may lose (&quot;1 lost replica&quot;); {wanted} how many the brief wants it to survive.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One replica of every partition in each of {zones}, committed on {quorum} of {replicas}: a lost zone or broker leaves a majority and every acknowledged task, and costs only an election, {lo} to {hi} s of refused and retried sends, against the {budget}.</source>
        <extracomment>{zones} a count of zones (&quot;3 zones&quot;); {quorum} of {replicas} the majority; {lo} to {hi} seconds an election takes; {budget} the month&apos;s downtime budget, a sentence of its own.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unprocessed tasks kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{kept} on the fleet, against the brief&apos;s {target}.</source>
        <extracomment>{kept} and {target} are lengths of time in days (&quot;4 days&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{kept} on the fleet, against the brief&apos;s {target}: a backlog older than that would be dropped, and the storage check sizes less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{kept} on {queue}, against the brief&apos;s {target}.</source>
        <extracomment>{kept} and {target} are lengths of time in days; {queue} is the SQS queue&apos;s name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{kept} on {queue}, against the brief&apos;s {target}: a backlog older than that would be dropped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No worker pool reads the tasks: connect one to the fleet or the SQS queue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lease against the longest task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A {lease} s lease extended every {every} s</source>
        <extracomment>A worker pool&apos;s lease: {lease} and {every} are seconds.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A {lease} s lease with no extensions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{held} runs out before each extension comes, so a task longer than {lease} s goes to a second worker while the first still works.</source>
        <extracomment>{held} is the lease, a sentence of its own (&quot;A 30 s lease extended every 40 s&quot;); {lease} its seconds.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{held} runs out before the brief&apos;s longest task of {task} s ends, so that task goes to a second worker while the first still works.</source>
        <extracomment>{held} is the lease; {task} the brief&apos;s longest task in seconds.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{held} lasts through a {task} s task, but a crashed worker&apos;s task stays hidden up to {hidden} s; the brief wants it back within {wanted} s.</source>
        <extracomment>{held} is the lease; {task}, {hidden} and {wanted} are seconds.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{held} lasts through a {task} s task, and a crashed worker&apos;s task is visible again within {visible} s (the brief: {wanted} s).</source>
        <extracomment>{held} is the lease; {task}, {visible} and {wanted} are seconds.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A task that always fails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No dead-letter queue after {pool}: a task that always fails is handed out again every {every} s, for ever, and nobody is told.</source>
        <extracomment>{pool} is a worker pool&apos;s name; {every} its lease in seconds.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Handed out {times} before the dead-letter queue takes it ({after} s after its first receive); the brief allows {allowed}.</source>
        <extracomment>{times} how often a failing task is handed out (&quot;8 times&quot;); {after} seconds; {allowed} the brief&apos;s most.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Handed out {times}, then parked in the dead-letter queue {after} s after its first receive (the brief: at most {allowed}).</source>
        <extracomment>As above, within the brief&apos;s most.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency, send to a waiting reader (P99)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{ms} ms with a {window} ms group-commit window, against the brief&apos;s {target} ms: {spare} ms to spare.</source>
        <extracomment>{ms}, {window}, {target} and {spare} are milliseconds.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{ms} ms with a {window} ms group-commit window and fetch from the local follower, against the brief&apos;s {target} ms: {spare} ms to spare.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{ms} ms with a {window} ms group-commit window and fetch from the local follower, against the brief&apos;s {target} ms: past it by {over} ms.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{replicas} in {zones}: a zone holds two replicas of some partition, so losing it takes that partition&apos;s majority ({quorum} of {factor}) and stops its sends until the zone returns; one such outage can spend the {budget}.</source>
        <extracomment>Round 2: {replicas} (&quot;3 replicas&quot;) in {zones} (&quot;2 zones&quot;); {quorum} of {factor} the majority; {budget} the month&apos;s downtime budget, a sentence of its own.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Committed on {quorum} of {replicas}, it survives {lost}; the brief asks for {wanted}.</source>
        <extracomment>Round 2: committed on {quorum} of {replicas}; {lost} the replicas it may lose; {wanted} the brief&apos;s.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One replica of every partition in each of {zones}: a lost zone leaves {left} of {replicas}, still a majority, so commits go on; a crashed broker costs {lo} to {hi} retried sends while its {leaders} leaders are elected again, against the {budget}.</source>
        <extracomment>{zones} (&quot;3 zones&quot;); {left} of {replicas} (&quot;2&quot;, &quot;3 replicas&quot;) remain; {lo} to {hi} sends are retried while {leaders} leaders are elected again; {budget} the month&apos;s downtime budget.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{days} in the S3 tier</source>
        <extracomment>{days} in the S3 tier, a length of time (&quot;7 days&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{kept} kept ({hours} h on broker disks, {tier}), against the brief&apos;s {target}.</source>
        <extracomment>{kept} and {target} are lengths of time (&quot;7 days&quot;); {hours} on the broker disks; {tier} the S3 tier&apos;s part.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{kept} kept ({hours} h on broker disks, {tier}), against the brief&apos;s {target}: a reader going back that far would find the messages gone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live readers served from memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seconds} s of writes in a broker&apos;s {gb} GB page cache, against the brief&apos;s {target} s.</source>
        <extracomment>{seconds} of writes in a {gb} GB page cache; {target} the brief&apos;s seconds.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seconds} s of writes in a broker&apos;s {gb} GB page cache, against the brief&apos;s {target} s: live readers a little behind would read from disk beside the replays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Room to grow in every region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{region} {cells} of {needed}</source>
        <extracomment>A region&apos;s cells: {region} its name, {cells} of {needed} (&quot;5 of 7&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cells against the cells needed for the planned peak with its growth room: {regions}.</source>
        <extracomment>{regions} lists each region&apos;s cells against those needed.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cells against the cells needed for the planned peak with its growth room: {regions}: a region short of cells has no room for growth or a surge during a failover.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every region mirrored to its pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each of the {regions} regions copies its critical topics to the other region of its pair.</source>
        <extracomment>{regions} is how many regions there are (&quot;4&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not mirrored: {regions}; losing such a region loses every critical message it held.</source>
        <extracomment>{regions} lists the regions&apos; names, or says there is none.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no region</source>
        <extracomment>In a refused connection, the pair of a region paired with none.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Critical topics&apos; RPO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{mirror} trails by {lag} s with a target of {target} s</source>
        <extracomment>{mirror} is a mirror&apos;s name; {lag} and {target} seconds.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{mirrors}, against the brief&apos;s {rpo} s.</source>
        <extracomment>{mirrors} lists the mirrors that trail; {rpo} the brief&apos;s seconds.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every mirror within the brief&apos;s {rpo} s; losing {region} leaves at most {messages} messages behind.</source>
        <extracomment>{rpo} the brief&apos;s seconds; {region} a region&apos;s name; {messages} how many messages it may leave behind.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No mirror to judge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Room on the brokers if S3 stops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{tb} TB on the brokers, {percent} of their volumes: {days} days of room if uploads to S3 stop, against the brief&apos;s {target}.</source>
        <extracomment>{tb} terabytes on the brokers, {percent} of their volumes; {days} of room (&quot;0.6&quot;); {target} a length of time.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{tb} TB on the brokers, {percent} of their volumes: {days} days of room if uploads to S3 stop, against the brief&apos;s {target}: the disks would fill before S3 is back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finance&apos;s retention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{kept} kept, against the brief&apos;s {target}.</source>
        <extracomment>{kept} and {target} are lengths of time (&quot;90 days&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{kept} kept, against the brief&apos;s {target}: finance&apos;s topics would be gone before their horizon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cells keep anything, against the brief&apos;s {target}: finance&apos;s topics would be gone before their horizon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its busiest limit is {its_binding}; yours is {your_binding}. It costs {its_cost} a month; yours costs the same. It holds {its_wall}; yours holds {your_wall}.</source>
        <extracomment>{its_cost} a sum of money; yours costs the same.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its busiest limit is {its_binding}; yours is {your_binding}. It costs {its_cost} a month; yours costs {difference} less ({your_cost}). It holds {its_wall}; yours holds {your_wall}.</source>
        <extracomment>As above; yours is cheaper by {difference} and costs {your_cost} (sums of money).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its busiest limit is {its_binding}; yours is {your_binding}. It costs {its_cost} a month; yours costs {difference} more ({your_cost}). It holds {its_wall}; yours holds {your_wall}.</source>
        <extracomment>As above; yours costs {difference} more, {your_cost} in all (sums of money).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{producer} sends tasks of {mine} B, not {base} B. {reason}</source>
        <extracomment>{producer} a task producer&apos;s name; {mine} and {base} bytes (&quot;1,024&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{producer} sends messages of {mine} B, not {base} B. {reason}</source>
        <extracomment>{producer} a producer&apos;s name; {mine} and {base} bytes.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage overhead {mine}, not {base}. {reason}</source>
        <extracomment>A fleet&apos;s storage overhead: {mine} the answer&apos;s, {base} the brief&apos;s (&quot;1.2&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A partition is planned for {mine} msg/s, not {base}. {reason}</source>
        <extracomment>{mine} and {base} are messages a second.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tasks take {median} s / {tail} s / {longest} s (median, P99, longest), not {base_median} s / {base_tail} s / {base_longest} s. {reason}</source>
        <extracomment>A task&apos;s median, P99 and longest time in seconds: {median}, {tail}, {longest} the answer&apos;s; {base_*} the brief&apos;s.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each message is read {mine} times, not {base}. {reason}</source>
        <extracomment>How many times each message is read: {mine} the answer&apos;s, {base} the brief&apos;s.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{node}, {field}</source>
        <extracomment>A field that changed: {node} a card&apos;s name, {field} the field&apos;s label (&quot;Kafka cluster, Brokers&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Groups reading the cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on the canvas</source>
        <extracomment>Where a removed node was before.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not there</source>
        <extracomment>Where an added node was before.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on</source>
        <extracomment>A switch&apos;s value, on.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off</source>
        <extracomment>A switch&apos;s value, off.</extracomment>
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
        <extracomment>In a dead-letter queue&apos;s warning, the first kind that may feed it: {kind} a kind&apos;s noun (&quot;consumer group&quot;).
----------
A kind&apos;s noun ({kind}, translated as the kinds&apos; nouns are) with the article English puts before a consonant: &quot;a cluster&quot;. In a refused connection&apos;s sentence.</extracomment>
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
        <extracomment>A Round 3 drill&apos;s timeline: back to {region} after {away} away, a clock as the steps write it (&quot;3 h 00 min&quot;).</extracomment>
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
        <extracomment>How old a replayed message is: {seconds} seconds (&quot;45&quot;).
----------
A moment in a simulated run: {seconds} from its start, to the millisecond (&quot;12.345&quot;).</extracomment>
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
    <message>
        <source>The {item} line is priced with an assumed figure ({source}), so the cost is an estimate.</source>
        <extracomment>{item} is a bill line&apos;s name; {source} where the catalogue&apos;s assumed price comes from.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be {lo} to {hi} (got {value})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a whole number from {lo} to {hi} (got {value})</source>
        <extracomment>A count outside its range.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a whole number from {lo} to {hi} {unit} (got {value})</source>
        <extracomment>A count outside its range; {unit} names what is counted (&quot;brokers&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be more than {lo} and up to {hi} (got {value})</source>
        <extracomment>A figure that must be above {lo}, not equal to it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be more than {lo} and up to {hi} {unit} (got {value})</source>
        <extracomment>A figure that must be above {lo}, not equal to it; {unit} is the field&apos;s unit (&quot;days&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{lo} to {hi}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{lo} to {hi} {unit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{lo} to {hi}%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than {lo} and up to {hi}</source>
        <extracomment>The inspector&apos;s range for a figure that must be above {lo}.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than {lo} and up to {hi} {unit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than {lo} and up to {hi}%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>message {message} sent to partition {partition}</source>
        <extracomment>A Round 1 timeline line: the producer sends message {message} (its number, from 0) to partition {partition}.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>message {message} appended by the leader, broker {broker}</source>
        <extracomment>A Round 1 timeline line: the partition&apos;s leader, broker {broker}, appends the message to its log.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>message {message}: its group-commit window closes, the leader&apos;s fsync starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>message {message} on the leader&apos;s disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>message {message} on broker {broker}&apos;s disk, acknowledged to the leader</source>
        <extracomment>A Round 1 timeline line: follower broker {broker} has the message on its disk and tells the leader.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>message {message} committed on a majority: 200</source>
        <extracomment>A Round 1 timeline line: a majority holds the message, so the producer gets its answer, HTTP 200.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>message {message} answers worker {worker}&apos;s held long poll</source>
        <extracomment>A Round 1 timeline line: the message is the answer to a long poll that worker {worker} was holding open.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>message {message} in worker {worker}&apos;s hands (receive {receive})</source>
        <extracomment>A Round 1 timeline line: {receive} is how many times the message has been received (1 the first time).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>message {message} received by worker {worker} (receive {receive}, handle {handle})</source>
        <extracomment>A Round 1 timeline line: {receive} the message&apos;s receive count, {handle} the number of its receipt handle.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>message {message}: worker {worker} extends its lease</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>message {message}: lease expired, visible again</source>
        <extracomment>A Round 1 timeline line: the message&apos;s lease ran out without a delete, so other workers can receive it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>message {message} deleted by worker {worker} (handle {handle})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>message {message} refused: partition {partition} has no leader; retried after the back-off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>message {message} got no 200 in time: sent again</source>
        <extracomment>A Round 1 timeline line: the producer heard no 200 for the message before its timeout and sends it again.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>message {message} committed a second time (a retried send)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>message {message} delivered again to worker {worker}: its lease had expired</source>
        <extracomment>A Round 1 timeline line: the message reaches worker {worker} a second time because its lease ran out.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>message {message} delivered again to worker {worker}: a new leader lost its lease</source>
        <extracomment>A Round 1 timeline line: delivered a second time because a newly elected leader knew nothing of its lease.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>message {message} delivered again to worker {worker}: a retried send stored it twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>message {message} delivered again to worker {worker} with no known cause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>message {message} moved to the DLQ after {deliveries}</source>
        <extracomment>A Round 1 timeline line: {deliveries} how often the message was handed out (&quot;5 deliveries&quot;); DLQ is the dead-letter queue.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>message {message}: worker {worker}&apos;s delete with an old handle {handle} accepted (R1: the handle only locates it)</source>
        <extracomment>A Round 1 timeline line: a worker deletes with a receipt handle ({handle} its number) from an earlier receive, and Round 1&apos;s queue accepts it, since the handle only says where the message is.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>message {message}: worker {worker}&apos;s delete with an old handle {handle} rejected (its epoch has passed)</source>
        <extracomment>A Round 1 timeline line: the same delete refused, since the handle&apos;s epoch is not the message&apos;s now.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>message {message}: worker {worker}&apos;s delete cannot commit (no majority)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>worker {worker} crashed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>broker {broker} down</source>
        <extracomment>A Round 1 timeline line: broker {broker} (counted from 1) stops.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>broker {broker} back</source>
        <extracomment>A Round 1 timeline line: broker {broker}, which was down, runs again.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>broker {broker} cut off from the other brokers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>broker {broker} reconnected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>broker {broker}&apos;s fsyncs {ms} ms slower</source>
        <extracomment>A Round 1 timeline line: each fsync of broker {broker} takes {ms} milliseconds longer from now on.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>broker {broker}&apos;s fsyncs back to speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>partition {partition} lost its leader (broker {broker}): sends refused</source>
        <extracomment>A Round 1 timeline line: partition {partition}&apos;s leader, broker {broker}, is gone; sends to it are refused.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>partition {partition}: broker {broker} elected leader, term {term}</source>
        <extracomment>A Round 1 timeline line: broker {broker} wins the Raft election of partition {partition} in term {term}.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>partition {partition}: broker {broker} sees term {term} and steps down</source>
        <extracomment>A Round 1 timeline line: an old leader, broker {broker}, meets the higher Raft term {term} and gives up leading.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>partition {partition}: broker {broker} drops {entries}</source>
        <extracomment>A Round 1 timeline line: {entries} &quot;3 uncommitted entries&quot;, the log tail broker {broker} throws away.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>partition {partition}: the new leader knows no lease: {messages} visible again, counts at 0</source>
        <extracomment>A Round 1 timeline line: {messages} &quot;4 in-flight messages&quot;; their receive counts start again at 0.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>message {message} was acknowledged but is missing from the log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>message {message} retried: its producer sequence is already in the log at offset {offset}, not written again</source>
        <extracomment>A Round 2 timeline line: a retried send whose producer ID and sequence number the log already holds at offset {offset}.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>message {message} resent: its deduplication ID is in the window (offset {offset}), answered duplicate, not written</source>
        <extracomment>A Round 2 timeline line: the queue stored the same deduplication ID at offset {offset} within its window.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>message {message}: the 200 never reaches the producer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the producer restarts with producer ID {producer}</source>
        <extracomment>A Round 2 timeline line: {producer} the new producer ID (a number).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>message {message}: the high watermark reaches broker {broker}, in the reader&apos;s zone</source>
        <extracomment>A Round 2 timeline line: the high watermark covering the message reaches follower broker {broker}, in the same zone as the reader.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>message {message} answers the reader&apos;s held fetch on broker {broker}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>message {message} in the reader&apos;s hands (offset {offset})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the reader&apos;s group commits offset {offset} of partition {partition}</source>
        <extracomment>A Round 2 timeline line: {offset} the next offset the group will read of partition {partition}.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>message {message} waits: worker {worker} is free but its group has a message in flight</source>
        <extracomment>A Round 2 timeline line: an ordered queue holds the message back while its group has another in flight.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>member {member} of the group stops</source>
        <extracomment>A Round 2 timeline line: member {member} (counted from 1) of a consumer group stops.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>member {member} of the group is back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rebalance: {revoked}</source>
        <extracomment>A Round 2 timeline line: a rebalance starts; {revoked} &quot;6 partitions stop being read&quot;, taken from the group&apos;s members.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rebalance done: {partitions} read again</source>
        <extracomment>A Round 2 timeline line: the rebalance ends; {partitions} &quot;6 partitions&quot; are read by the group again.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a reader replays last week from the S3 tier (cold path)</source>
        <extracomment>A Round 2 timeline line: a reader starts reading last week&apos;s messages again, from S3 (the slow, cold path).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a reader replays last week from the local volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seek of partition {partition} refused: the group has {members} still reading</source>
        <extracomment>A Round 2 timeline line: a seek of partition {partition} refused; {members} &quot;2 members&quot; of the group still read.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>partition {partition}&apos;s time index: the newest entry at or before the time is offset {indexed}; reading on, offset {first} is the first at or after it (segment from offset {segment}, now only on the S3 tier)</source>
        <extracomment>A Round 2 timeline line: a seek by time. The time index names offset {indexed}; reading on from there, {first} is the first offset at or after the time, in a segment that starts at offset {segment}, kept only in S3.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>partition {partition}&apos;s time index: the newest entry at or before the time is offset {indexed}; reading on, offset {first} is the first at or after it (segment from offset {segment}, on the local volume)</source>
        <extracomment>The same, with the segment still on the brokers&apos; local volume.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>offset {offset}, {age} old: fetched from {path}</source>
        <extracomment>A Round 2 timeline line: the replay&apos;s first fetch from a place. {age} how old offset {offset} is (&quot;2.5 h&quot;), {path} where it is read (&quot;the page cache (written minutes ago)&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>offset {offset}, {age} old: fetched from {path} ({bytes} read before it)</source>
        <extracomment>The same, with {bytes} (&quot;1.5 GB&quot;) the replay read from other places before it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read up to offset {offset}, {age} old: {bytes} from {path} so far</source>
        <extracomment>A Round 2 timeline line: the replay&apos;s progress. {bytes} (&quot;120.5 MB&quot;) read from {path} (&quot;the S3 tier&quot;) so far.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>caught up at the high watermark, offset {offset}, after {bytes}: its fetch now waits at the head, served from the page cache like a live reader&apos;s</source>
        <extracomment>A Round 2 timeline line: the replay reaches the newest offset {offset} after reading {bytes} (&quot;3.20 GB&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>team {team} fetches {rate} MB/s from now on</source>
        <extracomment>A Round 2 timeline line: consumer team {team} (counted from 1) reads {rate} MB/s from now on.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>team {team}&apos;s fetch {fetch} is over its quota: 429, Retry-After {ms} ms</source>
        <extracomment>A Round 2 timeline line: team {team}&apos;s fetch number {fetch} is over its byte quota: HTTP 429, try again in {ms} milliseconds.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>message {message}: worker {worker} fails on it and does not delete it; it shows again when its lease ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hour {hour}: the S3 tier refuses the sealed segment; the disks keep it ({stored} on the disks)</source>
        <extracomment>A Round 2 timeline line: {hour} the hour of the run (&quot;25&quot;, &quot;1.5&quot;); {stored} what the brokers&apos; disks hold (&quot;12.5 TB&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hour {hour}: the oldest segment is past the local hours and the tier has it: it leaves the disks ({stored} on the disks)</source>
        <extracomment>A Round 2 timeline line: a segment older than the hours kept locally is in S3, so the brokers&apos; disks drop it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hour {hour}: the oldest segment is past the local hours but only the disks hold it: kept ({stored} on the disks)</source>
        <extracomment>A Round 2 timeline line: the same segment never reached S3, so the disks must keep it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hour {hour}: the disks are full ({stored}): sends refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the S3 tier</source>
        <extracomment>Where a replay&apos;s fetch is served: Amazon S3, the tiered storage.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the local volume</source>
        <extracomment>Where a replay&apos;s fetch is served: a broker&apos;s own disk.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the page cache</source>
        <extracomment>Where a replay&apos;s fetch is served: the operating system&apos;s memory copy of recent disk writes.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the S3 tier (the cold path: neither the volume nor the page cache)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the local volume (a broker disk read, past the page cache)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the page cache (written minutes ago)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{hours} h</source>
        <extracomment>How old a replayed message is: {hours} hours (&quot;2.5&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{minutes} min</source>
        <extracomment>How old a replayed message is: {minutes} minutes (&quot;12.5&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{gb} GB</source>
        <extracomment>An amount of data: {gb} gigabytes (&quot;3.20&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{mb} MB</source>
        <extracomment>An amount of data: {mb} megabytes (&quot;120.5&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{tb} TB</source>
        <extracomment>An amount of data on the brokers&apos; disks: {tb} terabytes (&quot;12.5&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sends {sends}, answered 200: {acked}, refused {refused}, retried {retried} ({attempts}), timed out {timed_out}, stored twice {stored_twice}, lost {lost}</source>
        <extracomment>The outcome of a Round 1 run: {sends} sends, {acked} of them answered with HTTP 200, {refused} refused, {retried} sends retried in {attempts} (&quot;12 attempts&quot;), {timed_out} with no answer in time, {stored_twice} stored twice, {lost} acknowledged but lost.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send to 200: {times}</source>
        <extracomment>The outcome of a Round 1 run: the time from a send to its 200; {times} &quot;p50 1.23 ms, ...&quot; or &quot;none&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send to a waiting worker: {times}</source>
        <extracomment>The outcome of a Round 1 run: the time from a send to a worker whose long poll was waiting for it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p50 {median} ms, p99 {tail} ms, max {max} ms ({count})</source>
        <extracomment>The median ({median}), 99th percentile ({tail}) and longest ({max}) of some times in milliseconds; {count} how many there were.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deliveries {deliveries}, duplicates {duplicates} (lease expired {lease_expired}, leader changed {leader_changed}, send retried {send_retried}, unexplained {unexplained})</source>
        <extracomment>The outcome of a Round 1 run: deliveries to workers, and the duplicates among them by their cause.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleted {deleted}, DLQ {dlq}, extensions {extensions}, expiries {expiries}, leases lost {leases_lost}, stale deletes accepted {stale_accepted} / rejected {stale_rejected}, empty receives {empty_receives}</source>
        <extracomment>The outcome of a Round 1 run: what became of the leases. DLQ is the dead-letter queue; a stale delete uses the receipt handle of an earlier receive; an empty receive is a long poll answered with nothing.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terms by partition: {terms}; uncommitted entries dropped {dropped}</source>
        <extracomment>The outcome of a Round 1 run: {terms} each partition&apos;s Raft term at the end (&quot;3, 2, no leader&quot;), and the uncommitted log entries replicas threw away.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no leader</source>
        <extracomment>A partition&apos;s term at the end of a Round 1 run when it has no leader.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{s} s</source>
        <extracomment>A clock in a Round 3 drill: {s} seconds (&quot;3.1&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{min} min {s} s</source>
        <extracomment>A clock in a Round 3 drill: {min} minutes and {s} seconds, two digits (&quot;5 min 20 s&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{h} h {min} min</source>
        <extracomment>A clock in a Round 3 drill: {h} hours and {min} minutes, two digits (&quot;2 h 05 min&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{d} d {h} h {min} min</source>
        <extracomment>A clock in a Round 3 drill: {d} days, {h} hours and {min} minutes (&quot;37 d 00 h 02 min&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>critical topic groups ({groups})</source>
        <extracomment>A Round 3 drill&apos;s assumed figure: the critical topic groups, {groups} their names (&quot;payments, orders&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waves (cells: {cells}, then the rest)</source>
        <extracomment>A Round 3 drill&apos;s assumed figure: the rollout&apos;s waves, {cells} the cells in each (&quot;1, 1&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LOST</source>
        <extracomment>A Round 3 drill step&apos;s state: a region is lost.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DETECTED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CONFIRMED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LAGS NOTED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FLIPPED</source>
        <extracomment>A Round 3 drill step&apos;s state: a topic group&apos;s routing control is flipped to the other region.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RESUMED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PAIR AT PEAK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TAIL WAITS</source>
        <extracomment>A Round 3 drill step&apos;s state: the unmirrored tail of a lost region&apos;s log waits for it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BACK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TAIL TO RECONCILIATION</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>REVERSE MIRROR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UNDER TARGET</source>
        <extracomment>A Round 3 drill step&apos;s state: a mirror&apos;s lag is under its target again.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LAG NEAR ZERO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SWITCHED BACK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MIRROR RESTORED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ALL CELLS</source>
        <extracomment>A Round 3 drill step&apos;s state: a change is pushed to every cell of a region at once.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CANARY</source>
        <extracomment>A Round 3 drill step&apos;s state: a change is pushed to the first cell, the canary.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WAVE {wave}</source>
        <extracomment>A Round 3 drill step&apos;s state: a change is pushed to the cells of wave {wave} (2 and up).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BROKEN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HALTED</source>
        <extracomment>A Round 3 drill step&apos;s state: a rollout is stopped.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ROLLED BACK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PENDING</source>
        <extracomment>A deletion request&apos;s status, as the API answers it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ON_HOLD</source>
        <extracomment>A deletion request&apos;s status, as the API answers it: a legal hold stops it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KEY_DELETED</source>
        <extracomment>A deletion request&apos;s status, as the API answers it: the customer&apos;s key row is deleted.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>COMPLETE</source>
        <extracomment>A deletion request&apos;s status, as the API answers it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>REQUESTED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>APPROVED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PENDING_DELETION</source>
        <extracomment>A KMS key&apos;s state, as AWS names it: deletion scheduled, still cancellable.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DELETED</source>
        <extracomment>A KMS key&apos;s state: deleted.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SLOW</source>
        <extracomment>A Round 3 drill step&apos;s state: the mirror copies slower than the traffic arrives.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PAST TARGET</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ALARM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FIXED</source>
        <extracomment>A Round 3 drill step&apos;s state: what went wrong is repaired.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CAUGHT UP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FIRST WRITES</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FORWARDED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CREATED</source>
        <extracomment>A Round 3 drill step&apos;s state: a customer&apos;s key is created.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CONDITION FAILED</source>
        <extracomment>A Round 3 drill step&apos;s state: a conditional put finds the row it must not find.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>READ EXISTING</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>REPLICATED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OVERWRITTEN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DISCARDED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SETTLED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LOOK</source>
        <extracomment>A Round 3 drill step&apos;s state: an engineer looks at the failures before touching anything.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FIX</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TEST ONE</source>
        <extracomment>A Round 3 drill step&apos;s state: one message is tried by hand before the rest.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TEST PASSED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>REDRIVE</source>
        <extracomment>A Round 3 drill step&apos;s state: a dead-letter queue&apos;s messages are moved back to their queue.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WATCH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MOVED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CLOSED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TEST FAILED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UPLOADS FAIL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GROWING</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FULL</source>
        <extracomment>A Round 3 drill step&apos;s state: the brokers&apos; disks are full.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DRAINED</source>
        <extracomment>A Round 3 drill step&apos;s state: the backlog is uploaded and gone from the brokers.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{region} is lost. Its mirror to {pair} had landed the log up to {lag} s before the loss: {left} ({rate} msg/s x {lag} s) are only in {region}. Nothing switches by itself.</source>
        <extracomment>A Round 3 drill step: {region} is lost (&quot;us-east-1&quot;), its pair {pair}; {lag} seconds; {left} &quot;183 critical messages&quot;; {rate} messages a second.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alarms: {region}&apos;s {cells} the cross-region probes. Critical producers retry; their writes wait.</source>
        <extracomment>A Round 3 drill step: {region}&apos;s {cells} (&quot;5 cells stop answering&quot;, with its verb) the probes.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An engineer confirms the outage: several cells, AWS Health and the cross-region probes agree. The failover is a decision, not a timeout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each critical topic group&apos;s lag at the loss, written down: {lags}.</source>
        <extracomment>A Round 3 drill step: {lags} each topic group&apos;s lag, &quot;payments 3 s, 72,917 messages; orders ...&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{group} {lag} s, {messages}</source>
        <extracomment>One topic group&apos;s lag in a list: {group} its name (&quot;payments&quot;), {lag} seconds, {messages} &quot;72,917 messages&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{group} first: its routing control flipped from an ARC cluster endpoint in a healthy region; home is {pair} now and its {rate} msg/s write there ({waited} for the flip).</source>
        <extracomment>A Round 3 drill step: the first topic group {group} (&quot;payments&quot;) moved to {pair}; {rate} messages a second; {waited} &quot;1,234 writes waited&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{group}: its routing control flipped from an ARC cluster endpoint in a healthy region; home is {pair} now and its {rate} msg/s write there ({waited} for the flip).</source>
        <extracomment>A Round 3 drill step: a later topic group {group} moved to {pair}; {waited} &quot;1,234 writes waited&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {group} consumers resume in {pair} from the checkpoint topic, {before} s before the mirrored edge: they reread {reread} they had read (idempotent consumers drop them).</source>
        <extracomment>A Round 3 drill step: {group}&apos;s consumers in {pair}; {before} seconds; {reread} &quot;1,234 messages&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{pair} carries {own} msg/s of its own + {moved} moved = {load} msg/s, its planned peak of {planned}, on {cells} ({busy}%): the moved traffic replaces the mirror stream of the same size. Its rollout waves are paused.</source>
        <extracomment>A Round 3 drill step: {pair}&apos;s load in messages a second; {cells} &quot;4 cells&quot;; {busy} a percent.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last {lag} s of {region}&apos;s critical topics ({messages}: {groups}) stay there until it returns. Its other {rate} msg/s, not mirrored, wait for the region.</source>
        <extracomment>A Round 3 drill step: {lag} seconds of {region}&apos;s log; {messages} &quot;183 messages&quot;; {groups} &quot;payments 73, orders 64&quot;; {rate} messages a second.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{group} {count}</source>
        <extracomment>One topic group&apos;s count in a list: {group} its name, {count} messages (&quot;payments 73&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{region} is back and its {cells}. Its log still holds {tail} written before the loss that never reached {pair}.</source>
        <extracomment>A Round 3 drill step: {region} returns; {cells} &quot;5 cells pass their health checks&quot; (with its verb); {tail} &quot;183 critical messages&quot;; {pair} its pair.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unmirrored tail, {messages} ({groups}), goes to reconciliation topics tagged with its origin, {region}. Nothing is written into the live topics behind the owners&apos; backs.</source>
        <extracomment>A Round 3 drill step: {messages} &quot;183 messages&quot;; {groups} &quot;payments 73, orders 64&quot;; {region} where they were written.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mirror runs in reverse, {pair} to {region}: {messages} written in {pair} since the flips (a lag of {lag} s), copied at up to {factor} x the critical rate.</source>
        <extracomment>A Round 3 drill step: {messages} &quot;1,234 messages&quot;; {lag} seconds; {factor} a multiple (&quot;4&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The reverse lag is {lag} s, under the {target} s target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The reverse lag is within one batch ({batch} s, {messages}): the homes can switch back without leaving anything behind.</source>
        <extracomment>A Round 3 drill step: {batch} seconds; {messages} &quot;12,345 messages&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{group}: writes pause while its last batch lands, then its routing control is flipped back; home is {region} again. Its consumers move by checkpoint and reread {reread}.</source>
        <extracomment>A Round 3 drill step: the topic group {group} returns home to {region}; {reread} &quot;1,234 messages&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mirror runs {region} to {pair} again; {pair} is back to {planned} msg/s planned, its own {own} and the mirror in. Write the correction of errors (COE).</source>
        <extracomment>A Round 3 drill step: {planned} and {own} messages a second. COE: a correction of errors, an incident&apos;s write-up.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cell {cell}</source>
        <extracomment>Cells of a rollout wave: cell {cell} (&quot;cell 3&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cells {from} to {to}</source>
        <extracomment>Cells of a rollout wave: cells {from} to {to} (&quot;cells 2 to 5&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The control plane pushes the change to {region}&apos;s {cells} ({rate} msg/s).</source>
        <extracomment>A Round 3 drill step: a change reaches {region}&apos;s {cells} (&quot;cell 1&quot;, &quot;cells 2 to 5&quot;), {rate} messages a second.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The control plane pushes the change to {region}&apos;s {cells} (every cell at once).</source>
        <extracomment>A Round 3 drill step: a change reaches {region}&apos;s {cells} (&quot;cells 1 to 5&quot;), all of them.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bad change breaks {cells}: its tenants&apos; {rate} msg/s are refused.</source>
        <extracomment>A Round 3 drill step: one cell ({cells}: &quot;cell 1&quot;) broken; {rate} messages a second.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bad change breaks {cells}: their tenants&apos; {rate} msg/s are refused.</source>
        <extracomment>A Round 3 drill step: several cells ({cells}: &quot;cells 1 to 5&quot;) broken; {rate} messages a second.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A health check finds the broken cell; the rollout stops.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A health check finds the broken cells; the rollout stops.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A health check finds the broken cell; the rollout stops before the next wave: {untouched} the change.</source>
        <extracomment>A Round 3 drill step: {untouched} &quot;3 cells never get&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A health check finds the broken cells; the rollout stops before the next wave: {untouched} the change.</source>
        <extracomment>A Round 3 drill step: {untouched} &quot;3 cells never get&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The old config is back on {changed}. Hurt: {hurt} of {cells} ({share}% of {region}&apos;s tenants) for {seconds} s, the whole region: {down} s against its {budget} s a month.</source>
        <extracomment>A Round 3 drill step: {changed} &quot;2 cells&quot;; {hurt} a number of {cells} (&quot;5 cells&quot;); {share} a percent; {seconds} how long; {down} the seconds every cell was hurt, {budget} the region&apos;s seconds of downtime a month.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The old config is back on {changed}. Hurt: {hurt} of {cells} ({share}% of {region}&apos;s tenants) for {seconds} s; the region stayed up.</source>
        <extracomment>A Round 3 drill step: {changed} &quot;2 cells&quot;; {hurt} a number of {cells} (&quot;5 cells&quot;); {share} a percent.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>POST /v1/deletion-requests answers 202 {response}; the request is in the audit trail.</source>
        <extracomment>A Round 3 drill step: {response} the API&apos;s answer as code (&quot;{requestId, status: PENDING, statusUrl}&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A legal hold covers the customer&apos;s data: retention and deletion skip it, its S3 objects keep their Object Lock legal hold and its key cannot be destroyed. Legal decides; the system only enforces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legal releases the hold (audited); the request proceeds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No legal hold covers the customer&apos;s data; the request proceeds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An explicit DeleteItem removes the customer&apos;s key row in its home region (never a TTL) and the global table carries it to the pair: their encrypted fields on brokers, in S3, in Glacier and in the mirror are unreadable now, and no segment was rewritten.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last backup of the key table that held the key has aged out ({days} days): COMPLETE.</source>
        <extracomment>A Round 3 drill step: {days} the backups&apos; retention. COMPLETE is the request&apos;s status, as the API answers it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tenant asks to leave: every message it sent is to become unreadable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The offboarding is approved, and no legal hold covers the tenant.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deletion of the tenant&apos;s multi-Region key is scheduled on the replica and the primary with the longest waiting period, {days} days. Until it ends, the deletion can be cancelled.</source>
        <extracomment>A Round 3 drill step: {days} KMS&apos;s waiting period.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last day on which the deletion can be cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The waiting period ends and KMS deletes the key in both regions: the tenant&apos;s data keys, and so every copy of its messages, can no longer be decrypted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mirror to {pair} copies {percent}% of the critical rate from here (lag {lag} s, {risk}).</source>
        <extracomment>A Round 3 drill step: the mirror to {pair} copies {percent}% of the rate; {lag} seconds; {risk} &quot;182,292 messages at risk&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lag passes the {target} s target: {risk}.</source>
        <extracomment>A Round 3 drill step: {target} seconds; {risk} &quot;303,819 messages at risk&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lag alarm fires after {period} s past the target: lag {lag} s, {risk}.</source>
        <extracomment>A Round 3 drill step: {period} and {lag} seconds; {risk} &quot;303,819 messages at risk&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lag {lag} s, {risk}, still growing.</source>
        <extracomment>A Round 3 drill step, a minute later: {lag} seconds; {risk} &quot;303,819 messages at risk&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More mirror workers copy at {factor} x the critical rate: lag {lag} s, {risk}, the most of the drill.</source>
        <extracomment>A Round 3 drill step: {factor} a multiple (&quot;2&quot;); {lag} seconds; {risk} &quot;303,819 messages at risk&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lag is back under the target: {lag} s, {risk}. The alarm clears.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mirror has caught up: lag {lag} s again, {risk}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new customer&apos;s first writes reach {home} and {pair} at the same instant; neither table has a key row for them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{pair} creates nothing itself: it sends the request to the customer&apos;s home region, {home}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The conditional put (attribute_not_exists) in {table}&apos;s table finds no row and writes {region}&apos;s new key: {region} encrypts the customer&apos;s fields under it.</source>
        <extracomment>A Round 3 drill step: the key table of the region {table}; {region} the region whose key it writes.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{region}&apos;s put reaches {table}&apos;s table after the first: the row exists, so the condition fails and nothing is written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{region} reads the key that won instead and has it {ms} ms after its first write arrived: one key, in both regions.</source>
        <extracomment>A Round 3 drill step: {ms} milliseconds.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key row reaches {region}&apos;s replica through the global table: its requests read the key locally now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{from}&apos;s row reaches {to} and wins (last writer wins): {to}&apos;s key is gone. The {orphaned} {to} encrypted under it in the last {seconds} s are unreadable for good.</source>
        <extracomment>A Round 3 drill step: {from}&apos;s row wins in {to}; {orphaned} &quot;100 messages&quot;; {seconds} how long.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{from}&apos;s row reaches {to} and loses to the row there: {from} will read {to}&apos;s key from now on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys created: {keys}. Messages orphaned: {orphaned}.</source>
        <extracomment>A Round 3 drill step: {keys} and {orphaned} are numbers.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys created: {keys}. Messages orphaned: {orphaned}, and nothing reported an error: a two-region create fails silently.</source>
        <extracomment>A Round 3 drill step: {keys} and {orphaned} are numbers, {orphaned} more than 0.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The DLQ&apos;s depth alarm fires: {messages}. Nothing is moved yet: a sample is read and the failures grouped by error.</source>
        <extracomment>A Round 3 drill step: {messages} &quot;100,000 messages&quot; in the dead-letter queue.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One cause explains the failures; the consumers&apos; fix is written, reviewed and deployed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One message is moved back to the task queue by hand and followed through the fixed consumer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is processed and deleted: the fix holds for this one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>start-message-move-task --max-number-of-messages-per-second {rate} moves the other {rest} slowly, so the consumers and what they call are not flooded: done in {duration}.</source>
        <extracomment>A Round 3 drill step: a command line (keep it as it is) with {rate} messages a second; {rest} a number of messages; {duration} how long (&quot;9 h 15 min&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moved {moved} of {rest}; {failed} failed again and are back in the DLQ; the consumers&apos; errors are flat; {left} to go.</source>
        <extracomment>A Round 3 drill step: {moved}, {rest} and {failed} numbers of messages; {left} how long (&quot;8 h 05 min&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The move task has moved all {rest}; {failed} failed again ({percent}%) and wait in the DLQ.</source>
        <extracomment>A Round 3 drill step: {rest} and {failed} numbers of messages; {percent} a percent.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {failed} left are ticketed for their owners, the alarm is reset and the incident written up.</source>
        <extracomment>A Round 3 drill step: {failed} a number of messages.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It fails again and goes back to the DLQ: the fix is wrong. The redrive does not start: {messages}, {duration} of them, into a consumer that would fail them all again.</source>
        <extracomment>A Round 3 drill step: {messages} &quot;99,999 messages are not sent&quot; (with its verb); {duration} how long they would take (&quot;9 h 15 min&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the failures, with one more data point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S3 refuses the brokers&apos; segment uploads. The broker tier holds {held} TB of {capacity} TB ({percent}%). Time left before the disks are full: {left}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last segments uploaded before the failure have aged out after {hours} h; nothing leaves now and the tier grows {growth} TB a day. Room: {room} TB, {days} days. Time left: {left}.</source>
        <extracomment>A Round 3 drill step: {hours} the brokers keep; {growth} and {room} TB; {days} a number of days.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The broker tier passes its {alarm}% fill alarm: {fill} TB. Time left: {left}.</source>
        <extracomment>A Round 3 drill step: {alarm} a percent; {fill} TB.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The disks are full: the brokers refuse writes. Time left: none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uploads work again with the tier at {fill} TB ({percent}%), {left} before the disks would have been full. The backlog uploads at {factor} x the intake.</source>
        <extracomment>A Round 3 drill step: {fill} TB; {percent} a percent; {left} a time left; {factor} a multiple (&quot;3&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uploads work again with the tier at {fill} TB ({percent}%), {late} after they filled. The backlog uploads at {factor} x the intake.</source>
        <extracomment>A Round 3 drill step: {fill} TB; {percent} a percent; {late} how long after the disks filled; {factor} a multiple (&quot;3&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The backlog is in S3 and has left the brokers: the tier is back to {held} TB ({percent}%).</source>
        <extracomment>A Round 3 drill step: {held} TB; {percent} a percent.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The disks are full {hours} h after the failure: the brokers refuse writes.</source>
        <extracomment>A Round 3 drill step: {hours} after the failure.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a consumer group reads one cluster, and this one already has one</source>
        <extracomment>A connection refused: the consumer group already reads a cluster.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a consumer group sends failed messages to one dead-letter queue, and this one already has one</source>
        <extracomment>A connection refused: the consumer group already sends its failed messages to a dead-letter queue.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a cell node takes its changes from one control plane, and this one already has one</source>
        <extracomment>A connection refused: the cell node already takes its changes from a control plane.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a region takes its keys from one key store, and this one already has one</source>
        <extracomment>A connection refused: the region already takes its keys from a key store.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a load balancer fronts one broker fleet, and this one already has one</source>
        <extracomment>A connection refused: the load balancer already fronts a broker fleet.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a metadata store serves one broker fleet, and this one already has one</source>
        <extracomment>A connection refused: the metadata store already serves a broker fleet.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a broker fleet has one metadata store, and this one already has one</source>
        <extracomment>A connection refused: the broker fleet already has its metadata store.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a metadata store serves one platform fleet, and this one already has one</source>
        <extracomment>A connection refused: the metadata store already serves a platform fleet.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a platform fleet has one set of controllers, and this one already has one</source>
        <extracomment>A connection refused: the platform fleet already has its controllers (a metadata store).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a mirror link copies to one region, and this one already has its target</source>
        <extracomment>A connection refused: the mirror link already copies to a region.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a mirror copies a region to the other region of its pair, not to itself</source>
        <extracomment>A connection refused: a mirror link would copy a region to itself.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RESIDENCY_VIOLATION: {region} has residency &quot;eu&quot;, so its topics, mirrors and keys stay in EU regions; a mirror joins two regions of one residency (the regions&apos; residency field)</source>
        <extracomment>A connection refused by the EU residency rule; RESIDENCY_VIOLATION is a code, kept as it is. {region}: the EU region&apos;s name on its card.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a mirror joins the two regions of one pair only: {source} is paired with {pair}, not &quot;{target}&quot; (the regions&apos; pair field)</source>
        <extracomment>A connection refused: a mirror joins the two regions of one pair. {source}: a region&apos;s name on its card; {pair}: the region it is paired with (&quot;&quot;eu-west-1&quot;&quot; or &quot;no region&quot;); {target}: a region&apos;s id.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;{id}&quot;</source>
        <extracomment>In a refused connection, the region a region is paired with: {id} is its id.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a worker pool reads one broker fleet or SQS queue, and this one already has one</source>
        <extracomment>A connection refused: the worker pool already reads from one broker fleet or SQS queue.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a topic lives on one platform fleet, and this one already has one</source>
        <extracomment>A connection refused: the topic (stream or queue) already lives on a platform fleet.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a consumer team reads through one platform fleet, and this one already has one</source>
        <extracomment>A connection refused: the consumer team already reads through a platform fleet.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a producer writes to one cluster, and this one already has one</source>
        <extracomment>A connection refused: the producer already writes to a cluster.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a cell node belongs to one region, and this one already has one</source>
        <extracomment>A connection refused: the cell node already belongs to a region.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a region mirrors to its pair through one mirror link, and this one already has one</source>
        <extracomment>A connection refused: the region already mirrors to its pair through a mirror link.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a mirror link copies one region, and this one already has its source</source>
        <extracomment>A connection refused: the mirror link already copies a region.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a region keeps its S3 Standard objects in one S3 tier, and this one already has one</source>
        <extracomment>A connection refused: the region already keeps its objects in an S3 tier.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an S3 tier holds one region&apos;s objects, and this one already has its region</source>
        <extracomment>A connection refused: the S3 tier already holds a region&apos;s objects.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a region archives to one Glacier tier, and this one already has one</source>
        <extracomment>A connection refused: the region already archives to a Glacier tier.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Glacier tier holds one region&apos;s archive, and this one already has its region</source>
        <extracomment>A connection refused: the Glacier tier already holds a region&apos;s archive.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RESIDENCY_VIOLATION: {node} has residency &quot;eu&quot;, so it serves EU regions only, and {region} is a US region (the {kind}&apos;s residency field)</source>
        <extracomment>A connection refused by the EU residency rule. {node}: an EU node&apos;s name on its card; {region}: a US region&apos;s name; {kind}: the node&apos;s kind (translated as the kinds&apos; nouns are: &quot;key store&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RESIDENCY_VIOLATION: {region} has residency &quot;eu&quot;, so its topics, mirrors and keys stay in EU regions, and {node} is a US {kind} (the {kind}&apos;s residency field)</source>
        <extracomment>A connection refused by the EU residency rule. {region}: an EU region&apos;s name on its card; {node}: a US node&apos;s name; {kind}: the node&apos;s kind (translated as the kinds&apos; nouns are: &quot;S3 tier&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a {kind} serves the two regions of one pair: {node} serves {other}, paired with {pair}, not &quot;{region}&quot; (the regions&apos; pair field)</source>
        <extracomment>A connection refused: a key store or routing control ({kind}) serves the two regions of one pair. {node}: its name on its card; {other}: the name of the region it serves; {pair}: the region that one is paired with (&quot;&quot;eu-west-1&quot;&quot; or &quot;no region&quot;); {region}: the id of the region refused.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an {kind}</source>
        <extracomment>A kind&apos;s noun ({kind}) with the article English puts before a vowel: &quot;an S3 tier&quot;, &quot;an SQS queue&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{first} or {next}</source>
        <extracomment>The last choice of a list: &quot;a cluster, a region or a consumer group&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{from} connects only to {to}</source>
        <extracomment>A connection refused: {from} is a kind with its article (&quot;a cluster&quot;), {to} the kinds it may connect to (&quot;a consumer group&quot;, &quot;a cluster or a region&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing connects out of {from}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a task producer sends to one topic or platform fleet, and this one already has one</source>
        <extracomment>A connection refused: the task producer already sends to a topic or a platform fleet (one of the two).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a task producer sends through one load balancer, and this one already has one</source>
        <extracomment>A connection refused: the task producer already sends through a load balancer.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a task producer sends to one SQS queue, and this one already has one</source>
        <extracomment>A connection refused: the task producer already sends to an SQS queue.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a task producer sends to one platform fleet, and this one already has one</source>
        <extracomment>A connection refused: the task producer already sends to a platform fleet.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a worker pool sends failed tasks to one dead-letter queue, and this one already has one</source>
        <extracomment>A connection refused: the worker pool already sends its failed tasks to a dead-letter queue.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{label} ({unit})</source>
        <extracomment>A field that changed, named with its unit: {label} the field&apos;s label as the inspector shows it (translated as the inspector&apos;s labels are), {unit} its unit (&quot;Mean event size (bytes)&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag to {to}</source>
        <extracomment>A connection refused: {from} is a kind with its article (&quot;a dead-letter queue&quot;), which sends to nothing. A card&apos;s right port, as its tooltip: {to} the kinds it connects to (&quot;a cluster&quot;, &quot;a worker pool or a region&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a producer and a cluster to follow an event through them.</source>
        <extracomment>The event stepper when the design has no producer or no cluster.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The producer holds the event up to {ms} ms (linger.ms) so one request carries a fuller batch for its partition.</source>
        <extracomment>{ms} is the producer&apos;s linger.ms setting (keep &quot;linger.ms&quot;: it is Kafka&apos;s name for it).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>linger.ms is 0: the producer sends at once, in smaller batches and more requests.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The leader appends the batch to its page cache; {followers} it, one a zone where {zones}.</source>
        <extracomment>{followers} is a count with its verb (&quot;2 followers fetch&quot;), {zones} a count with its verb (&quot;3 zones allow&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With one copy there is no follower: the leader&apos;s page cache is the only place it lives.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>acks=0: the producer does not wait for any answer, so a lost request is lost without a word.</source>
        <extracomment>Keep &quot;acks=0&quot;, &quot;acks=1&quot; and &quot;acks=all&quot;: they are Kafka&apos;s settings.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>acks=1: the leader answers once it has the batch, so an acked write may exist in one zone only until the followers catch up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Readers see the event once every in-sync copy holds it: the high watermark moves past its offset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each group commits its offset after processing; a restarted task resumes from the last commit and may process a few events again, so sinks write keyed on the producer&apos;s event id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closed segments go to the tier as one copy; broker disks drop them after {hours} hours and the tier after {days} days.</source>
        <extracomment>{hours} on the brokers&apos; disks, {days} in the tier: figures.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The segment holding the event is deleted {days} days after it closes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no file was named</source>
        <extracomment>A file that was to be read but was not named.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be read: {reason}</source>
        <extracomment>A file that cannot be read: {reason} is the system&apos;s (&quot;No such file or directory&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is {kind}, not a regular file; name a JSON file</source>
        <extracomment>A named path that is not a file: {kind} says what it is (&quot;a folder&quot;, &quot;a device&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a folder</source>
        <extracomment>What a path that is not a file is, in &quot;is {kind}, not a regular file&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a fifo (named pipe)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a socket</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is {bytes} bytes, more than the {limit}-byte limit for this file</source>
        <extracomment>A file over its size limit: {bytes} its size, {limit} the limit, both in bytes.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is more than the {limit}-byte limit for this file</source>
        <extracomment>A file that grew past its size limit while it was read: {limit} in bytes.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write: no file was named</source>
        <extracomment>Saving or exporting with no file name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write {path}: it names a folder, not a file</source>
        <extracomment>Saving to a path that ends in a folder: {path} as the user named it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write {path}: {reason}</source>
        <extracomment>A save or export that failed: {path} as the user named it, {reason} the system&apos;s (&quot;No space left on device&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The latency is a floor, not an estimate: {card} is saturated on the produce path ({limit}). Past that point requests pile up faster than they drain, so the real wait is longer by an amount no queueing model can put a number on. Move the wall and the figure means something again.</source>
        <extracomment>The latency tile&apos;s note when a cluster is past its wall: {card} is the cluster&apos;s name, {limit} the limit that is full (&quot;network&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{waiting} events/s wait in the producers: the brokers carry {carried} of {offered}.</source>
        <extracomment>Events the producers hold back because the brokers cannot take them: {waiting} of {offered} events/s, the brokers carry {carried}.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before it is sent, an event may sit up to {ms} ms (linger.ms) while its batch fills; the latency tile leaves that wait out.</source>
        <extracomment>{ms} is the producers&apos; linger.ms (keep &quot;linger.ms&quot;: it is Kafka&apos;s name).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} million</source>
        <extracomment>A figure in a lesson&apos;s text: {n} is a number (&quot;50&quot;, &quot;1.5&quot;), here of millions (&quot;50 million tasks a day&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} billion</source>
        <extracomment>A figure in a lesson&apos;s text: {n} billions (&quot;1.5 billion messages a month&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} min</source>
        <extracomment>A figure in a lesson&apos;s text: {n} minutes, abbreviated.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} h</source>
        <extracomment>A figure in a lesson&apos;s text: {n} hours, abbreviated.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} day</source>
        <extracomment>A figure in a lesson&apos;s text: one day ({n} is 1).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} days</source>
        <extracomment>A figure in a lesson&apos;s text: {n} days, perhaps with decimals (&quot;2.5 days&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} a second</source>
        <extracomment>A figure in a lesson&apos;s text: {n} times a second (&quot;1,000 a second&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not entered yet</source>
        <extracomment>A lesson figure the design has not been given yet (the team&apos;s monthly cost).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be more than {lo} and at most {hi} (got {value})</source>
        <extracomment>A setting outside its range: it must be above {lo} (not equal to it) and at most {hi}.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be more than {lo} and at most {hi} {unit} (got {value})</source>
        <extracomment>A setting outside its range: above {lo} and at most {hi}; {unit} is its unit (&quot;s&quot;, &quot;ms&quot;, &quot;MB/s&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be more than {lo} and at most {hi} s ({hours} h) (got {value})</source>
        <extracomment>A lease&apos;s length outside its range, in seconds; {hours} is {hi} in hours.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be {lo} (never) to {hi} s (got {value})</source>
        <extracomment>The seconds between a worker&apos;s lease extensions outside its range; {lo} (0) means it never extends.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be {lo} &lt;= P50 &lt;= P99 &lt;= max &lt;= {hi} s (got {value})</source>
        <extracomment>A worker&apos;s processing times out of order or range: the median (P50), the 99th percentile (P99) and the longest (max), each at least {lo} and at most {hi} seconds; {value} is the median given.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an odd number from {lo} to {hi} (got {value})</source>
        <extracomment>The brokers of a Round 1 run: an odd count (a Raft majority), {lo} to {hi}.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be {lo} &lt;= P50 &lt;= P99 &lt;= {hi} ms (got {value})</source>
        <extracomment>A duration&apos;s median (P50) and 99th percentile (P99) out of order or range, in milliseconds; {value} is the P99 given.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be more than {lo} s, min &lt;= max &lt;= {hi} s (got {value})</source>
        <extracomment>A leader election&apos;s shortest (min) and longest (max) time, in seconds; {value} is the longest given.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a broker or worker of the run, counted from {lo} (got {value})</source>
        <extracomment>A drill&apos;s failure names a broker or worker the run does not have; they are numbered from {lo}.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a start at or after {lo} s and before its end (got {value})</source>
        <extracomment>A drill&apos;s failure must start at {lo} s or later and before it ends; {value} is its start, in seconds.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be more than {lo} {unit} (got {value})</source>
        <extracomment>A setting that must be above {lo} (not equal to it); {unit} is its unit (&quot;MB/s&quot;, &quot;msg/s&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be more than {lo} and less than {hi} (got {value})</source>
        <extracomment>A Round 3 setting that must be above {lo} and below {hi}, equal to neither.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be {lo} {unit} or more (got {value})</source>
        <extracomment>A Round 3 setting that must be at least {lo}; {unit} is its unit (&quot;s&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be at least the critical rate (got {value})</source>
        <extracomment>A region&apos;s peak (msg/s) below the rate its critical topics mirror.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be at least the pair&apos;s own peak (got {value})</source>
        <extracomment>The pair region&apos;s planned peak (msg/s) below its own peak.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be {lo} to {hi} topic groups (got {value})</source>
        <extracomment>The count of critical topic groups outside its range.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be {total} in all (got {value})</source>
        <extracomment>The topic groups&apos; shares must add up to {total}; {value} is their sum.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be from the last flip to {hi} days (got {value})</source>
        <extracomment>How long a region is away: no shorter than the failover&apos;s last routing flip, at most {hi} days; {value} in seconds.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be {least} or more (got {value})</source>
        <extracomment>A rollout wave&apos;s cells: {least} is a count with its noun (&quot;1 cell&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be more than {lo} s and at most {hi} days (got {value})</source>
        <extracomment>How long a wave bakes: above {lo} seconds and at most {hi} days; {value} in seconds.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be {lo} to {hi} msg/s (StartMessageMoveTask&apos;s MaxNumberOfMessagesPerSecond) (got {value})</source>
        <extracomment>The DLQ redrive&apos;s rate in messages a second; StartMessageMoveTask and MaxNumberOfMessagesPerSecond are names of the AWS API, left as they are.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be {lo} to {hi} s ({days} days) (got {value})</source>
        <extracomment>A step of the DLQ redrive runbook, in seconds, at most a week; {days} is {hi} in days.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be more than the broker tier&apos;s {tier} GB and at most {hi} GB (got {value})</source>
        <extracomment>Every broker&apos;s volume together: more than what the broker tier holds ({tier}) and at most {hi}, in GB.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be more than the tier&apos;s fill before the failure ({fill}%) and less than {hi}% (got {value})</source>
        <extracomment>The broker tier&apos;s fill alarm, a percent: above the fill before S3 uploads fail ({fill}%) and below {hi}%.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a region of the design ({regions})</source>
        <extracomment>The region to lose is not one of the design&apos;s; {regions} lists theirs (their ids, joined as a list).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a region of the design (none)</source>
        <extracomment>The region to lose is not one of the design&apos;s, which has no region.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;{region}&quot; has no pair in the design</source>
        <extracomment>{region} is the name of a region of the design.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;{region}&quot; has no mirror link to its pair</source>
        <extracomment>{region} is the name of a region of the design; a mirror link copies its critical topics to its pair.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the simulation takes {lo} to {hi} replicas (got {value})</source>
        <extracomment>A cluster&apos;s replication factor beyond what the simulation models.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a consumer group of the scenario, {lo} to {hi} (got {value})</source>
        <extracomment>A task crash names a consumer group the design does not have; they are numbered {lo} to {hi}.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a task from {lo} to {hi} (got {value})</source>
        <extracomment>A task crash names a task its group does not have; they are numbered {lo} to {hi}.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be at least {lo} s and before the task is back (got {value})</source>
        <extracomment>A task&apos;s crash must start at {lo} s or later and before the task starts again; {value} is its start, in seconds.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a cluster of the scenario, {lo} to {count} - 1 (got {value})</source>
        <extracomment>A failure names a cluster the design does not have; they are numbered from {lo} to {count} minus 1.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is a broker cut off, not a slow disk: give one or the other</source>
        <extracomment>A failure gives both a network cut and a slow disk for one broker.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>applies to Standard brokers only: Express brokers have no disk of yours</source>
        <extracomment>A slow disk asked of an Express cluster, whose brokers&apos; storage the user does not manage.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a zone from {lo} to {hi} (got {value})</source>
        <extracomment>A failure names a zone the cluster does not have; they are numbered {lo} to {hi}.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a broker from {lo} to {hi} (got {value})</source>
        <extracomment>A failure names a broker the cluster does not have; they are numbered {lo} to {hi}.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be at least {lo} s and before the broker is back (got {value})</source>
        <extracomment>A broker&apos;s failure must start at {lo} s or later and before the broker is back; {value} is its start, in seconds.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be {count} (one replica of each partition a zone) (got {value})</source>
        <extracomment>The availability zones of a Round 2 fleet: exactly {count}, as each partition keeps one replica a zone.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be {lo} to {hi}, a multiple of the zones (got {value})</source>
        <extracomment>The brokers of a Round 2 fleet: {lo} to {hi}, the same number in every zone.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be more than {lo} and at most the peak rate (got {value})</source>
        <extracomment>The average rate over a day (msg/s): above {lo} and no more than the peak rate.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be at least a segment and at most {hi} h (got {value})</source>
        <extracomment>The hours of data kept on the brokers&apos; disks: at least one segment&apos;s worth and at most {hi} hours.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be at least the local hours and at most {hi} days (got {value})</source>
        <extracomment>The days kept in the S3 tier: at least the hours kept on the disks and at most {hi} days.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be more than {lo} h and at most the retention (got {value})</source>
        <extracomment>How many hours back the replay seeks: above {lo} hours and no further back than the retention.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be more than {lo} s and at most the slow task&apos;s, at most {hi} s (got {value})</source>
        <extracomment>A task&apos;s processing in seconds: above {lo}, no longer than the slow task&apos;s, and at most {hi} seconds.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be at least the members and at most {hi} (got {value})</source>
        <extracomment>The partitions a consumer group reads: at least one for each member and at most {hi}.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a zone or broker of the fleet, from {lo} (got {value})</source>
        <extracomment>A fleet drill&apos;s failure names a zone or broker the fleet does not have; they are numbered from {lo}.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a time within the run (got {value})</source>
        <extracomment>A fleet drill&apos;s failure starts after the run ends; {value} is its start, in seconds.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be more than the broker&apos;s planned traffic at the peak (got {value})</source>
        <extracomment>A broker&apos;s network (MB/s) too small for what it carries at the peak, leaving nothing for the fetches.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be more than the local hours of data the disks hold ({per_broker} GB a broker) (got {value})</source>
        <extracomment>A broker&apos;s volume (GB) too small for the hours of data kept on the disks; {per_broker} is what each broker holds of them, in GB.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>acks=all: the answer waits for every in-sync copy, and writes are refused when fewer than {min_isr} are in sync, so an acked write is in at least {zones}. The answer does not wait for the disk: the copies are what keep the write.</source>
        <extracomment>{min_isr} is min.insync.replicas (a figure), {zones} a count of zones (&quot;2 zones&quot;).</extracomment>
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
    <message>
        <source>B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>messages a send</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MB</source>
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
    <name>NewCardName</name>
    <message>
        <source>Producer</source>
        <extracomment>A new producer card&apos;s name (a name the person may change).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order service</source>
        <extracomment>A new task producer card&apos;s name (a name the person may change).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kafka cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consumer group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dead-letter queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Internal NLB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broker fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Metadata store</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fulfilment workers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SQS queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Platform fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analytics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mirror</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Routing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Control plane</source>
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
    <name>NodeModel</name>
    <message>
        <source>unknown</source>
        <extracomment>A limit bar&apos;s figure when its use cannot be known (no capacity to hold it to).</extracomment>
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
    <name>Stage</name>
    <message>
        <source>Batched</source>
        <extracomment>Lesson text (lifecycle: steps[0].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Appended</source>
        <extracomment>Lesson text (lifecycle: steps[1].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acknowledged</source>
        <extracomment>Lesson text (lifecycle: steps[2].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Visible</source>
        <extracomment>Lesson text (lifecycle: steps[3].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Committed</source>
        <extracomment>Lesson text (lifecycle: steps[4].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleted</source>
        <extracomment>Lesson text (lifecycle: steps[5].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The producer does not send events one at a time. It gathers them into a batch for each partition and holds the batch for up to linger.ms in the hope of filling it, so a single request carries many events.</source>
        <extracomment>Lesson text (lifecycle: steps[0].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The partition&apos;s leader adds the batch to the end of its log, which at first means the operating system&apos;s page cache rather than the disk. The followers in the other zones then fetch the new batch from the leader.</source>
        <extracomment>Lesson text (lifecycle: steps[1].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With acks=all, the leader answers only once every replica in the in-sync set (the ISR, the replicas caught up with the leader) holds the batch, and it refuses the write when fewer replicas than min.insync.replicas are in sync. The acknowledgement promises copies in several zones, not a flush to disk. The price is time: no write is acknowledged before a replica in some other zone has fetched it. With idempotence on, a retried batch the broker already has is quietly dropped.</source>
        <extracomment>Lesson text (lifecycle: steps[2].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consumers can read as far as the high watermark and no further: it marks the newest offset held by every in-sync replica, an offset being an event&apos;s position in its partition. As long as unclean leader election stays off, nothing a consumer has seen can vanish when leadership moves.</source>
        <extracomment>Lesson text (lifecycle: steps[3].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After a consumer group has processed the event, it records its offset. A task that restarts resumes from the last recorded offset rather than from where it stopped, so some events are handled twice, and every sink writes keyed on the producer&apos;s event id.</source>
        <extracomment>Lesson text (lifecycle: steps[4].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the retention period has passed, the whole segment file holding the event is removed. With tiered storage, a closed segment is first uploaded to the tier, and the broker disks drop it after the shorter local retention.</source>
        <extracomment>Lesson text (lifecycle: steps[5].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the answer must not use Kafka: build the log</source>
        <extracomment>Lesson text (pages/build-it: title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some interviewers take the managed service away: no Kafka, no MSK, build it. The arithmetic on the canvas does not change; what changes is that every mechanism Kafka supplies now needs a sentence of design from you.</source>
        <extracomment>Lesson text (pages/build-it: paragraphs[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage. Each partition is an append-only file set on disk, cut into segments of bounded size. Beside each segment sits a sparse index from offset to byte position, so a read at any offset jumps to the nearest indexed entry and scans forward. Retention, {{kafka.retention_days}} days here, deletes whole segments once they age out, which costs almost nothing.</source>
        <extracomment>Lesson text (pages/build-it: paragraphs[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replication. The leader appends each batch to its active segment; followers pull from the leader by offset, exactly as consumers do, and their fetches tell the leader how far each has got. The leader keeps the in-sync set, the followers that are caught up, and moves the high watermark to the last offset every member of that set holds. Consumers read only up to it.</source>
        <extracomment>Lesson text (pages/build-it: paragraphs[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acknowledgement. A producer asking for every in-sync copy gets its ack once the high watermark passes its batch. A floor of {{kafka.min_insync}} in-sync copies refuses writes when too few are caught up, so an acked write is always in more than one zone.</source>
        <extracomment>Lesson text (pages/build-it: paragraphs[3]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leadership. A controller, chosen by a consensus protocol such as Raft over a small quorum of nodes, owns the metadata: which broker leads each partition and who is in sync. When a leader dies it promotes a member of the in-sync set, never a copy that fell behind, and raises the leader epoch so the old leader&apos;s late writes are refused.</source>
        <extracomment>Lesson text (pages/build-it: paragraphs[4]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consumer groups. Committed offsets are stored in the log itself, in an internal topic that keeps only the latest offset for each group and partition, and a coordinator hands partitions to a group&apos;s members and reassigns them when one leaves.</source>
        <extracomment>Lesson text (pages/build-it: paragraphs[5]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sizing stays: {{kafka.rf}} copies of {{stream.mbps}} must still be written and stored, and every group that reads adds a copy to what the leaders send.</source>
        <extracomment>Lesson text (pages/build-it: paragraphs[6]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Building the log gives full control over the file format and the replication protocol. In exchange, the team owns every failure that Kafka&apos;s years of fixes already handle, from fencing a stale leader to recovering a log after a crash.</source>
        <extracomment>Lesson text (pages/build-it: tradeoff). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Segments with a sparse offset index, followers that pull from the leader with an in-sync set and a high watermark, and a Raft-elected controller that promotes only an in-sync copy.</source>
        <extracomment>Lesson text (pages/build-it: say_it). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the log you built, a leader dies just after acking a write. Why is the write still there?</source>
        <extracomment>Lesson text (pages/build-it: check_in.question). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ack waited until every in-sync copy held the write, and the write was only accepted while at least {{kafka.min_insync}} copies were in sync. The controller promotes only a member of that set, so the new leader already has the write, and the raised epoch stops the old leader from taking anything further.</source>
        <extracomment>Lesson text (pages/build-it: check_in.answer). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build or buy: the fleet&apos;s bill beside SQS&apos;s</source>
        <extracomment>Lesson text (pages/build-or-buy: title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both bills below are for the same month of Round 1&apos;s tasks, {{fleet.messages_month}} of them, priced line by line by the engine from the design on the canvas.</source>
        <extracomment>Lesson text (pages/build-or-buy: paragraphs[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The self-run fleet. Brokers: {{fleet.cost.fleet_brokers}} ({{fleet.brokers}} instances around the clock). Metadata store: {{meta.cost.metadata_store}}. gp3 volumes: {{fleet.cost.gp3_storage}}. IOPS above the free baseline: {{fleet.cost.gp3_iops}}. Load balancer hours: {{nlb.cost.nlb_hours}}. Load balancer capacity: {{nlb.cost.nlb_capacity}}.</source>
        <extracomment>Lesson text (pages/build-or-buy: paragraphs[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Traffic between zones, paid on the fleet&apos;s side. Copies to the followers: {{fleet.cost.cross_zone_replication}}. Sends that reach a leader in another zone: {{fleet.cost.cross_zone_sends}}. Receives from a leader in another zone: {{fleet.cost.cross_zone_reads}}. The fleet&apos;s month: {{cost.total}}.</source>
        <extracomment>Lesson text (pages/build-or-buy: paragraphs[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amazon SQS. Each task needs a send, a receive and a delete. Sent one at a time, received and deleted in batches of {{workers.max_messages}}, that is {{sqs.requests}} requests at {{price.sqs_million}} a million: {{sqs.requests_cost}}. The {{workers.workers}} workers&apos; long polls that come back empty add {{sqs.idle_polls}} requests, {{sqs.idle_polls_cost}}. SQS&apos;s month: {{sqs.total}}.</source>
        <extracomment>Lesson text (pages/build-or-buy: paragraphs[3]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The upper bound: with no batching at all, three requests a task, SQS would cost {{sqs.unbatched}}. Batching is the lever on this bill, as fsync grouping is on the fleet&apos;s.</source>
        <extracomment>Lesson text (pages/build-or-buy: paragraphs[4]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What neither bill shows: the fleet needs engineers to patch it, resize its disks, debug its elections and answer its pages at night. One engineer&apos;s month costs far more than the difference between the two bills, and SQS brings the same leases, visibility timeouts, long polls and dead-letter queue.</source>
        <extracomment>Lesson text (pages/build-or-buy: paragraphs[5]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Building gives control over every mechanism and a bill of {{cost.total}}; buying SQS gives the same behaviours for about {{sqs.total}} with no brokers, disks or on-call.</source>
        <extracomment>Lesson text (pages/build-or-buy: tradeoff). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bills are close, {{cost.total}} against {{sqs.total}}, so the people decide it: at this size I would buy SQS and spend the effort on the workers and the alarms.</source>
        <extracomment>Lesson text (pages/build-or-buy: say_it). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why is the SQS bill not three requests for every task?</source>
        <extracomment>Lesson text (pages/build-or-buy: check_in.question). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Because only the send goes one task at a time here. A receive hands out up to {{workers.max_messages}} tasks and a delete removes up to {{workers.max_messages}}, so each of those requests serves a whole batch. That is why the batched bill is {{sqs.requests_cost}} and the unbatched one {{sqs.unbatched}}.</source>
        <extracomment>Lesson text (pages/build-or-buy: check_in.answer). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compaction, broker CPU and the cross-zone bill</source>
        <extracomment>Lesson text (pages/compaction-cpu-zones: title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The canvas never draws three further topics: compaction, broker CPU, and traffic between zones.</source>
        <extracomment>Lesson text (pages/compaction-cpu-zones: paragraphs[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compaction. A compacted topic retains just the latest value per key; its disk need is therefore key count times value size, rather than rate times retention. Because MSK&apos;s tier cannot hold compacted topics, such a topic lives on broker disks. Our topic uses the delete policy with {{kafka.retention_days}} days.</source>
        <extracomment>Lesson text (pages/compaction-cpu-zones: paragraphs[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broker CPU. Nothing in Equation 1 accounts for the processor, and AWS advises keeping CPU User plus System under 60%. MSK encrypts client traffic with TLS by default, and TLS disables Kafka&apos;s zero-copy send, the shortcut that passes file bytes straight to the network card.</source>
        <extracomment>Lesson text (pages/compaction-cpu-zones: paragraphs[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>So CPU follows the bytes the brokers serve. The groups alone pull {{kafka.group_reads}} from this cluster. On Standard brokers the leaders also send every follower its copy; on Express, AWS keeps replication outside the published throttles, which count client traffic only. Either way, only a load test at the peak shows how much CPU is left.</source>
        <extracomment>Lesson text (pages/compaction-cpu-zones: paragraphs[3]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cross-zone data. MSK does not charge for replication between its brokers, but clients pay standard inter-zone transfer in each direction, so a GB that crosses a zone boundary is billed twice. With partitions spread evenly over the zones, most of a client&apos;s partition leaders sit in zones other than its own.</source>
        <extracomment>Lesson text (pages/compaction-cpu-zones: paragraphs[4]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consumers: {{kafka.groups}} groups each read a month of the stream, {{stream.gib_month}}, and the part that crosses zones costs {{zones.consumers}} a month. Producers sending to leaders in other zones add {{zones.producers}}. Together that is {{zones.total}} a month, which the cost tiles leave out: {{zones.total / stage2:cost.msk}} times the {{stage2:cost.msk}} that Stage 2 pays for all of MSK, and beside this canvas&apos;s own {{cost.msk}} for MSK.</source>
        <extracomment>Lesson text (pages/compaction-cpu-zones: paragraphs[5]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follower fetching, with each zone configured as a rack, lets every consumer read the replica in its own zone. With that, the consumer share of the zone bill goes away; the producers&apos; share stays.</source>
        <extracomment>Lesson text (pages/compaction-cpu-zones: paragraphs[6]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On an Express canvas like this one, the storage line, {{kafka.cost.storage}} today, grows in step with the days kept.</source>
        <extracomment>Lesson text (pages/compaction-cpu-zones: paragraphs[8]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longer retention. On Standard brokers with a tier, as at Stage 2, doubling the retention doubles only the tier: {{kafka.tier_double_gib}} at {{price.tier_gib_month}} a GiB-month is {{kafka.tier_double}}, while the local disks keep the same {{kafka.local_hours}} hours.</source>
        <extracomment>Lesson text (pages/compaction-cpu-zones: paragraphs[7].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fetching from a follower in the consumer&apos;s own zone removes most of the zone bill. In exchange, a consumer may see new events slightly later than it would from the leader.</source>
        <extracomment>Lesson text (pages/compaction-cpu-zones: tradeoff). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consumers fetch in their own zone; otherwise {{kafka.groups}} groups pay {{zones.consumers}} a month just to cross zones.</source>
        <extracomment>Lesson text (pages/compaction-cpu-zones: say_it). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follower fetching shrinks the zone bill. Why does it not lighten what the brokers send?</source>
        <extracomment>Lesson text (pages/compaction-cpu-zones: check_in.question). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follower fetching changes which copy serves each consumer, so the reads stop crossing zones and the {{zones.consumers}} consumer line goes. Every group still receives the whole stream from some broker, so the brokers serve the groups just as many bytes as before, {{kafka.group_reads}}. The zone bill counts where bytes travel; a broker&apos;s send limit, the network term on Standard or data out on Express, counts how many leave.</source>
        <extracomment>Lesson text (pages/compaction-cpu-zones: check_in.answer). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rebalancing, exactly once, and offsets</source>
        <extracomment>Lesson text (pages/consumer-questions: title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three consumer questions tend to follow the stages. None of them changes the canvas, so we reason about them by hand.</source>
        <extracomment>Lesson text (pages/consumer-questions: paragraphs[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If a consumer crashes, nobody reads its partitions until the session timeout expires, 45 s unless changed. A rebalance then gives them to other tasks, and under the older eager protocol the entire group halts while it runs.</source>
        <extracomment>Lesson text (pages/consumer-questions: paragraphs[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With cooperative rebalancing (KIP-429, since Kafka 2.4), only partitions that get a new owner pause. The newer consumer protocol of KIP-848, part of Kafka 4.0, moves assignment onto the broker (KIP stands for Kafka Improvement Proposal). Static membership gives each task a fixed identity, so a rolling restart need not trigger a rebalance at all.</source>
        <extracomment>Lesson text (pages/consumer-questions: paragraphs[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exactly once, first on the producer side. Idempotence, on by default with acks=all, lets the broker discard a retried batch it already holds, but only within one producer session and one partition. If access is governed by IAM, AWS&apos;s permission system, the producer must be granted kafka-cluster:WriteDataIdempotently as well.</source>
        <extracomment>Lesson text (pages/consumer-questions: paragraphs[3]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A restarted producer, or an application that gives up at its delivery timeout and sends again, produces the same event a second time, at a new offset. So every sink writes keyed on an event id set by the producer, built from the order id and that order&apos;s event sequence number, which makes a replay or a resend harmless. Keying a sink on the offset would not work, since a resend has a different offset.</source>
        <extracomment>Lesson text (pages/consumer-questions: paragraphs[4]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kafka transactions, combined with consumers using read_committed isolation, deliver exactly once when both ends are Kafka topics. A sink elsewhere, a DynamoDB table or an S3 bucket for instance, only gets at-least-once delivery, and the event-id key is what makes that safe. On MSK, avoid read_committed for reads served from the tier unless the client actually uses transactions.</source>
        <extracomment>Lesson text (pages/consumer-questions: paragraphs[5]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offsets. Each of the {{kafka.groups}} groups commits its position to an internal Kafka topic, __consumer_offsets, in batches rather than once per event. Auto-commit runs on the auto.commit.interval.ms timer (default 5 s) but only takes effect inside a poll; a manual commit happens wherever the code calls it.</source>
        <extracomment>Lesson text (pages/consumer-questions: paragraphs[6]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How often a group commits decides how much a restarted task reads twice: everything processed since its last commit.</source>
        <extracomment>Lesson text (pages/consumer-questions: paragraphs[7]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaders matter here too. On a cluster without tiered storage, MSK sets unclean leader election to true, which lets an out-of-sync replica take over as leader. Set it to false, so that losing the in-sync replicas means a pause rather than lost acknowledged writes.</source>
        <extracomment>Lesson text (pages/consumer-questions: paragraphs[8]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Committing automatically every 5 s keeps offset bookkeeping cheap. The cost: after a restart, events since that commit are processed again, so each sink has to tolerate duplicates.</source>
        <extracomment>Lesson text (pages/consumer-questions: tradeoff). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sinks get at-least-once delivery and deduplicate on the producer&apos;s event id; true exactly once exists only between Kafka topics.</source>
        <extracomment>Lesson text (pages/consumer-questions: say_it). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Is this pipeline exactly once?</source>
        <extracomment>Lesson text (pages/consumer-questions: check_in.question). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not end to end. Idempotence removes retried batches within a producer session and partition, and transactions could make Kafka-to-Kafka steps exactly once, but a restarted producer or a replaying consumer still delivers some events twice to sinks outside Kafka. Those sinks write keyed on the producer&apos;s event id, so a duplicate changes nothing: the delivery is at least once and the effect is once.</source>
        <extracomment>Lesson text (pages/consumer-questions: check_in.answer). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A broker&apos;s three limits: Equation 1</source>
        <extracomment>Lesson text (pages/equation-1: title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage 2&apos;s disks have plenty of room, yet the busiest card reads {{busiest.percent}}. That number measures bytes in motion, not bytes stored. AWS sizes a Standard broker against three throughput limits, which its sizing post calls Equation 1.</source>
        <extracomment>Lesson text (pages/equation-1: paragraphs[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The storage volume is the disk itself, an EBS network volume, and it accepts {{kafka.volume.capacity}} by default.</source>
        <extracomment>Lesson text (pages/equation-1: paragraphs[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The EBS link is the path between the instance and that volume. A {{kafka.size}} gets {{kafka.ebs_link.capacity}} through it.</source>
        <extracomment>Lesson text (pages/equation-1: paragraphs[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The network is the instance&apos;s own traffic allowance, given in AWS&apos;s sizing post as {{kafka.network.capacity}} for a {{kafka.size}}.</source>
        <extracomment>Lesson text (pages/equation-1: paragraphs[3]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writes first. With {{kafka.rf}} replicas on {{kafka.brokers}} brokers, every broker stores every partition, so each writes the whole {{kafka.volume.used_short}}. The volume reads {{kafka.volume.percent}} and the link {{kafka.ebs_link.percent}}.</source>
        <extracomment>Lesson text (pages/equation-1: paragraphs[4]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Then sends. A leader passes each byte once to every consumer group and once to every follower. With a group count of {{kafka.groups}} and {{kafka.rf}} replicas, that is {{kafka.copies}} sends, {{kafka.network.used_short}} out of each broker: {{kafka.network.percent}} of the network.</source>
        <extracomment>Lesson text (pages/equation-1: paragraphs[5]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The link binds first, at {{kafka.ebs_link.percent}}, and that is the figure on the card. AWS sizes a broker to {{line.sizing}} of its lowest limit, and the card warns once any limit crosses that line.</source>
        <extracomment>Lesson text (pages/equation-1: paragraphs[6]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Growth meets the walls in order: the EBS link gives out at {{kafka.ebs_link.wall}} events a second, the network at {{kafka.network.wall}}, and the volume only at {{kafka.volume.wall}}. While a single group reads, the link is the one to watch. Past the wall, the latency tile shows a floor marked ≥, and the bill stays at the wall&apos;s level rather than following the load.</source>
        <extracomment>Lesson text (pages/equation-1: paragraphs[7]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equation 1 has no CPU term. Encryption and request handling cost processor time, so the peak still needs a load test.</source>
        <extracomment>Lesson text (pages/equation-1: paragraphs[8]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sizing by bytes written and bytes sent keeps a broker&apos;s limits easy to reason about. Equation 1 is silent on CPU, so the peak still needs a test.</source>
        <extracomment>Lesson text (pages/equation-1: tradeoff). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three limits a broker: volume, EBS link and network. With RF equal to the broker count each broker writes the whole stream, so the link binds first at {{kafka.ebs_link.percent}}.</source>
        <extracomment>Lesson text (pages/equation-1: say_it). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double the load on Stage 2. Which limit gives out first, and what makes it that one?</source>
        <extracomment>Lesson text (pages/equation-1: check_in.question). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The EBS link, because it is the narrowest pipe for what a broker writes: every broker writes the full stream, and the link gives out at {{kafka.ebs_link.wall}} events a second. The network handles {{kafka.copies}} sends of each byte but is wider, so it lasts until {{kafka.network.wall}}. Add consumer groups, though, and the network&apos;s share grows until it overtakes the link, which is Stage 3.</source>
        <extracomment>Lesson text (pages/equation-1: check_in.answer). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow-up: exactly-once pipelines</source>
        <extracomment>Lesson text (pages/exactly-once-pipelines: title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The question usually arrives as: can the platform give exactly-once? The honest answer splits it in two. Inside the log, a pipeline that reads from one topic and writes to another can be made exactly-once. Anything with an effect outside the log cannot get it from the log alone.</source>
        <extracomment>Lesson text (pages/exactly-once-pipelines: paragraphs[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inside the log it takes three pieces. The idempotent producer, so a retried write is not stored twice. A transaction that covers both the output messages and the input offsets the pipeline commits, so either both become visible or neither does. And readers downstream that ask to see only committed transactions, so they never read output of a transaction that was aborted.</source>
        <extracomment>Lesson text (pages/exactly-once-pipelines: paragraphs[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A crash in the middle then rolls back cleanly: the transaction aborts, its output is never shown to committed readers, the offsets go back to where they were, and the restarted pipeline does the same work again with the same result.</source>
        <extracomment>Lesson text (pages/exactly-once-pipelines: paragraphs[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outside the log, for a payment charged or an email sent, the effect and the note that it happened must be written together. Either the consumer keeps an idempotency key, such as the message ID, in the same database transaction as the effect and skips a key it has seen, or the service writes the effect and an outbox row in one transaction and a relay publishes the outbox afterwards.</source>
        <extracomment>Lesson text (pages/exactly-once-pipelines: paragraphs[3]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round 2 already stops duplicates at the door, with sequences and a {{payments.dedup_minutes}} window of deduplication IDs, about {{platform.dedup.ids}} of them. That is exactly-once storage, not exactly-once processing; the idempotency key is what closes the gap.</source>
        <extracomment>Lesson text (pages/exactly-once-pipelines: paragraphs[4]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transactions give exactly-once inside the log at the cost of more latency and a coordinator; outside it, idempotency keys or an outbox do the job and cost a table and a relay.</source>
        <extracomment>Lesson text (pages/exactly-once-pipelines: tradeoff). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exactly-once inside the log: idempotent producer, a transaction over outputs and offsets, committed-only readers. Outside it: an idempotency key in the same transaction as the effect.</source>
        <extracomment>Lesson text (pages/exactly-once-pipelines: say_it). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why is a transaction over output messages alone not enough for a read-process-write pipeline?</source>
        <extracomment>Lesson text (pages/exactly-once-pipelines: check_in.question). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Because the input offsets would be committed separately. A crash between writing the output and committing the offsets makes the restarted pipeline read the same input again and write its output a second time. Putting the offsets in the same transaction as the output makes both visible together or not at all.</source>
        <extracomment>Lesson text (pages/exactly-once-pipelines: check_in.answer). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More brokers, or bigger ones?</source>
        <extracomment>Lesson text (pages/more-or-bigger: title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage 3&apos;s wall can move in two directions: more brokers of the same size, or larger brokers. Choose by what a single failure costs, not only by where the sizing line falls.</source>
        <extracomment>Lesson text (pages/more-or-bigger: paragraphs[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kafka does not re-create a lost broker&apos;s replicas on its own. Partitions that kept a replica there run one replica short until the broker is replaced, and their leaders have one follower fewer to feed, so they send one copy fewer than their usual {{kafka.copies}}.</source>
        <extracomment>Lesson text (pages/more-or-bigger: paragraphs[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On Stage 3&apos;s {{kafka.brokers}} brokers, losing one leaves the survivors at {{kafka.lost_broker}} of their network.</source>
        <extracomment>Lesson text (pages/more-or-bigger: paragraphs[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hole. When a broker goes, its slice of the cluster&apos;s network goes too; on {{kafka.brokers}} brokers that slice is large, and with more brokers each slice, and so each hole, shrinks.</source>
        <extracomment>Lesson text (pages/more-or-bigger: paragraphs[3]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Patching: a rolling update restarts brokers one at a time, so that same hole opens on every patch, not only when hardware fails.</source>
        <extracomment>Lesson text (pages/more-or-bigger: paragraphs[4]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rebuilding: a broker usually returns with its disk intact and fetches only what it missed. The worst case is a lost volume; on this cluster it means fetching about {{kafka.refetch}} again.</source>
        <extracomment>Lesson text (pages/more-or-bigger: paragraphs[5]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AWS&apos;s own sizing guidance cautions that a handful of very large brokers lets each failure reach further.</source>
        <extracomment>Lesson text (pages/more-or-bigger: paragraphs[6]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Larger brokers are the better pick if the team prefers fewer machines: a rolling update then has fewer restarts to get through and ends sooner. A larger instance raises the EBS link and the network per broker, but not the storage quota.</source>
        <extracomment>Lesson text (pages/more-or-bigger: paragraphs[7]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both are defensible designs, as long as the choice is argued from failures.</source>
        <extracomment>Lesson text (pages/more-or-bigger: paragraphs[8]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More brokers shrink every hole and every worst-case rebuild, but they mean a larger fleet to operate and slower rolling updates.</source>
        <extracomment>Lesson text (pages/more-or-bigger: tradeoff). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With many small brokers a failure leaves a small gap; with a few big ones there are fewer machines and rolling updates finish faster.</source>
        <extracomment>Lesson text (pages/more-or-bigger: say_it). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A broker&apos;s hole can appear with no hardware fault at all. How?</source>
        <extracomment>Lesson text (pages/more-or-bigger: check_in.question). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Because patching restarts brokers one by one, and while a broker is down its share of the network is missing exactly as if it had failed. On {{kafka.brokers}} brokers the survivors then run at {{kafka.lost_broker}} of their network, so the cluster must be sized to live through every patch.</source>
        <extracomment>Lesson text (pages/more-or-bigger: check_in.answer). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One broker gone</source>
        <extracomment>Lesson text (pages/more-or-bigger: what_if.heading). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lose a broker</source>
        <extracomment>Lesson text (pages/more-or-bigger: what_if.button). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The broker&apos;s leaders move to the brokers left, and every partition it held runs one replica short: its leader feeds one follower fewer, so the stream crosses the network one time fewer than the usual {{kafka.copies}}.</source>
        <extracomment>Lesson text (pages/more-or-bigger: what_if.paragraphs[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spread over one broker fewer, that comes to {{kafka.lost_broker}} of each survivor&apos;s network, against {{kafka.network.percent}} with all of them up.</source>
        <extracomment>Lesson text (pages/more-or-bigger: what_if.paragraphs[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the broker comes back with an empty volume, it has to fetch its share of the local log again: about {{kafka.refetch}}, on the same network that is already short.</source>
        <extracomment>Lesson text (pages/more-or-bigger: what_if.paragraphs[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network of each broker still running ({{kafka.brokers}} brokers, then one fewer)</source>
        <extracomment>Lesson text (pages/more-or-bigger: what_if.bars[0].label). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The number chain on one screen</source>
        <extracomment>Lesson text (pages/number-chain: title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skip this on a first pass and return to it before the interview. Every figure in the stages follows from the ones before it. Each paragraph below is filled from its own stage&apos;s design, so the chain reads the same from whichever canvas opens it. Units: broker rates are decimal MB/s, sizes are binary GiB, and a GiB is billed at AWS&apos;s price for a GB.</source>
        <extracomment>Lesson text (pages/number-chain: paragraphs[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A reminder about the earlier bills: when a stage is past its wall, as Stages 3 and 5 are, the card bills storage only for the bytes the brokers actually carry, so a lower bill there is never a saving.</source>
        <extracomment>Lesson text (pages/number-chain: paragraphs[8]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The entry. {{load.events_per_s}} events a second at {{event.kib}} each is {{stream.bytes_per_s}} bytes a second: {{stream.mbps}}, or {{stream.mibps}}. One copy of a day is {{stream.gib_day}}; a billing month of thirty days is {{stream.gib_month}}.</source>
        <extracomment>Lesson text (pages/number-chain: paragraphs[1].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage 1, the disks. {{kafka.retention_days}} days at {{kafka.rf}} copies is {{kafka.storage.all_local}}, while {{kafka.brokers}} brokers at {{kafka.storage.quota}} each hold {{kafka.storage.held}}: {{kafka.storage.all_local_percent}}. The month: brokers {{kafka.cost.brokers}}, full disks {{kafka.cost.local}}, consumers {{cost.consumers}}, {{cost.total}} in all.</source>
        <extracomment>Lesson text (pages/number-chain: paragraphs[2].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage 2, the tier. Broker disks keep {{kafka.local_hours}} hours at {{kafka.rf}} copies, {{kafka.storage.local}}, {{kafka.storage.percent}} of what they hold; the tier keeps one copy of all {{kafka.retention_days}} days, {{kafka.storage.tier}}. Equation 1 on {{kafka.brokers}} brokers: the volume at {{kafka.volume.percent}}, the EBS link at {{kafka.ebs_link.percent}}, the network with one group at {{kafka.network.percent}}. MSK is {{cost.msk}}, and {{cost.total}} with the consumers.</source>
        <extracomment>Lesson text (pages/number-chain: paragraphs[3].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage 3, the readers. With {{kafka.groups}} groups and {{kafka.rf}} copies a leader sends each byte {{kafka.copies}} times: {{kafka.leaders_send}}, or {{kafka.network.used_short}} from each of {{kafka.brokers}} brokers against {{kafka.network.capacity}}, which is {{kafka.network.percent}}. A task takes {{fulfilment.task_rate}} events a second, a group {{fulfilment.consumers.capacity}}, so a group runs at {{fulfilment.offered_percent}} of the offered load. Billed on the {{carried.whole_events_per_s}} whole events a second the brokers carry, MSK is {{carried.cost.msk}} and the month {{carried.cost.total}}.</source>
        <extracomment>Lesson text (pages/number-chain: paragraphs[4].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage 4, Express. Each broker sends the groups {{kafka.data_out.used_short}}: {{kafka.data_out.percent}} of its {{kafka.data_out.capacity}} maximum and {{kafka.data_out.sustained_percent}} of its {{kafka.data_out.sustained}} sustained line. Data in is {{kafka.data_in.used_short}} a broker, {{kafka.data_in.percent}}. MSK is {{cost.msk}}, and {{cost.total}} with the consumers.</source>
        <extracomment>Lesson text (pages/number-chain: paragraphs[5].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage 5, one hot key. By order id a partition carries {{kafka.partition_even}}. By merchant, the largest merchant&apos;s {{kafka.hot_share}} plus an even slice of the rest is {{kafka.partition_share}} of the stream: {{kafka.partition.used_short}} against {{kafka.partition.capacity}}, {{kafka.partition.percent}}. The month bills what that partition lets in, {{cost.total}}.</source>
        <extracomment>Lesson text (pages/number-chain: paragraphs[6].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage 6, the split. Over {{kafka.sub_keys}} sub-keys on partitions of their own, the hottest partition carries {{kafka.partition_exact}}, {{kafka.partition_exact_percent}} of the throttle, and the groups read it at {{kafka.partition_read}}. Each sub-key keeps a ledger thread {{ledger.sub_key_thread}} busy. The machines are Stage 4&apos;s, and so is the month, {{cost.total}}.</source>
        <extracomment>Lesson text (pages/number-chain: paragraphs[7].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One chain from a single entry rate makes every figure checkable. The price is that one wrong input, such as the event size, moves every number after it.</source>
        <extracomment>Lesson text (pages/number-chain: tradeoff). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everything follows from {{stream.mbps}}: times the replicas for what the disks hold, times the groups for what the brokers send.</source>
        <extracomment>Lesson text (pages/number-chain: say_it). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the page and rebuild Stage 3&apos;s {{kafka.network.percent}} from the entry.</source>
        <extracomment>Lesson text (pages/number-chain: check_in.question). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{{load.events_per_s}} events a second at {{event.kib}} is {{stream.mbps}}. With {{kafka.groups}} groups and {{kafka.rf}} copies, a leader sends each byte once to every group and once to every follower, {{kafka.copies}} times, so the leaders put out {{kafka.leaders_send}}. Shared by {{kafka.brokers}} brokers that is {{kafka.network.used_short}} each, against {{kafka.network.capacity}} of network: {{kafka.network.percent}}.</source>
        <extracomment>Lesson text (pages/number-chain: check_in.answer). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow-up: adding partitions to an ordered topic</source>
        <extracomment>Lesson text (pages/ordered-partitions: title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An ordered topic places each group key by hashing it and taking the remainder by the partition count. Change the count and the remainder changes for most keys, so most accounts move to a different partition.</source>
        <extracomment>Lesson text (pages/ordered-partitions: paragraphs[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moving is the problem, not the new partitions. Messages of an account already waiting in its old partition and new ones arriving in its new partition can be read in either order by different consumers, and order per key is exactly what the topic promised.</source>
        <extracomment>Lesson text (pages/ordered-partitions: paragraphs[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A safe cutover runs in steps. Create the new layout. Pause the producers of the keys that move. Let the consumers drain those keys from the old partitions. Then resume the producers on the new layout. The pause is short for each key, but the process needs tooling and care.</source>
        <extracomment>Lesson text (pages/ordered-partitions: paragraphs[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The better answer is to avoid it: size ordered topics for years of growth at the start. Partitions are cheap while the count stays well inside what the brokers can host: this platform runs {{platform.partitions}} partitions, {{platform.replicas_per_broker}} replicas a broker, {{platform.replicas_share}} of the replica count MSK recommends for its broker size.</source>
        <extracomment>Lesson text (pages/ordered-partitions: paragraphs[3]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consistent hashing moves fewer keys than the remainder does, but still moves some, and each moved key needs the same drain before it may resume. It shrinks the cutover; it does not remove it.</source>
        <extracomment>Lesson text (pages/ordered-partitions: paragraphs[4]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generous partition counts up front avoid a cutover later, at the price of more replicas a broker today; a cutover keeps order but pauses the moved keys while they drain.</source>
        <extracomment>Lesson text (pages/ordered-partitions: tradeoff). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I size ordered topics for years up front, because adding partitions moves most keys; if I must, I pause the moved keys, drain them and resume on the new layout.</source>
        <extracomment>Lesson text (pages/ordered-partitions: say_it). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why does adding one partition to an ordered topic move most keys rather than a few?</source>
        <extracomment>Lesson text (pages/ordered-partitions: check_in.question). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Because a key&apos;s partition is its hash modulo the partition count, and changing the divisor changes the remainder for nearly every hash value. Only the keys whose remainders happen to agree under both counts stay put. Each key that moves must be drained from its old partition before new messages are read, or its order breaks.</source>
        <extracomment>Lesson text (pages/ordered-partitions: check_in.answer). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build or buy: the platform&apos;s bill beside MSK&apos;s</source>
        <extracomment>Lesson text (pages/r2-build-or-buy: title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both bills are for the same month of Round 2&apos;s traffic, {{platform.gb_month}} of messages for one copy, priced line by line by the engine from the design on the canvas.</source>
        <extracomment>Lesson text (pages/r2-build-or-buy: paragraphs[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The self-run platform. Brokers: {{platform.cost.platform_brokers}} ({{platform.brokers}} instances around the clock). Controllers: {{controllers.cost.metadata_store}}. gp3 volumes: {{platform.cost.gp3_storage}}. gp3 throughput above the free baseline: {{platform.cost.gp3_throughput}}. The S3 tier: {{platform.cost.s3_tier}}. The bootstrap load balancer: {{platform.cost.nlb_hours}}.</source>
        <extracomment>Lesson text (pages/r2-build-or-buy: paragraphs[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Traffic between zones, paid on both sides of the zone line. Copies to the followers: {{platform.cross_az.replication}}. Sends that reach a leader in another zone: {{platform.cross_az.producers}}. Readers fetch from the follower in their own zone, so reads add nothing here. The platform&apos;s month: {{cost.total}}.</source>
        <extracomment>Lesson text (pages/r2-build-or-buy: paragraphs[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amazon MSK for the same platform: {{platform.brokers}} brokers of the same size, {{msk.brokers}}; broker storage for the same provisioned volumes, {{msk.storage}}; its tiered storage for the week, {{msk.tier}}; sends to leaders in other zones, still paid, {{msk.producers}}. Replication between the brokers&apos; zones is not billed by MSK. MSK&apos;s month: {{msk.total}}.</source>
        <extracomment>Lesson text (pages/r2-build-or-buy: paragraphs[3]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The two bills land close together: the broker hours cost more on MSK, and the replication line, the biggest on the self-run side, disappears. Neither bill shows the engineers who patch brokers, replace disks, tune elections and answer pages at night, and on the self-run side those people cost more than the gap.</source>
        <extracomment>Lesson text (pages/r2-build-or-buy: paragraphs[4]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>So the usual answer is to buy: MSK for stream topics, SQS for task queues. Building earns its keep only for something neither offers, such as the queue topics&apos; order per group key on the same log as the streams, and then the argument is the feature, not the bill.</source>
        <extracomment>Lesson text (pages/r2-build-or-buy: paragraphs[5]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Building gives control of every mechanism for {{cost.total}} a month; buying MSK costs {{msk.total}} with no brokers to run, and the people decide it.</source>
        <extracomment>Lesson text (pages/r2-build-or-buy: tradeoff). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bills are close, {{cost.total}} against {{msk.total}}, so I would buy MSK for the streams and SQS for the queues, and build only what neither offers.</source>
        <extracomment>Lesson text (pages/r2-build-or-buy: say_it). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why does the MSK bill have no replication line, when replication is the largest line of the self-run one?</source>
        <extracomment>Lesson text (pages/r2-build-or-buy: check_in.question). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Because MSK does not bill the data its brokers copy to each other across zones; that traffic is part of the broker price. On the self-run fleet every follower copy crosses a zone line and is paid on both sides, {{platform.cross_az.replication}} a month. Sends from producers to a leader in another zone are paid in both cases, {{msk.producers}}.</source>
        <extracomment>Lesson text (pages/r2-build-or-buy: check_in.answer). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow-up: why not let both regions of a pair take writes?</source>
        <extracomment>Lesson text (pages/r3-active-active: title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The interviewer asks why every topic has one home region at a time, when both regions of a pair could simply accept writes for everything.</source>
        <extracomment>Lesson text (pages/r3-active-active: paragraphs[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For unordered topics with idempotent consumers, they can. Each region takes its own producers&apos; messages and mirrors them to the other, consumers read both streams, and every message carries its origin, so the mirror never sends it back where it came from.</source>
        <extracomment>Lesson text (pages/r3-active-active: paragraphs[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ordered topics are different. If us-east-1 and us-west-2 both accepted writes for the same account, the two regions would have to agree on the order of those writes, and that needs a round trip between them on every send, far beyond the in-region latency promise.</source>
        <extracomment>Lesson text (pages/r3-active-active: paragraphs[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>So the policy decides: ordered topics have a single home and move only by a deliberate flip; unordered topics may be multi-writer. The mirror for us-east-1&apos;s critical topics already runs at {{mirror-use1.rate}} at peak, so a multi-writer topic changes who writes, not how much crosses between the regions.</source>
        <extracomment>Lesson text (pages/r3-active-active: paragraphs[3]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multi-writer topics remove the failover step for unordered data at the price of duplicates across regions and no order; ordered topics keep one home and a manual flip.</source>
        <extracomment>Lesson text (pages/r3-active-active: tradeoff). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active-active is fine for unordered topics with origin tags and idempotent consumers; ordered topics keep one home region, because two writers cannot agree on order without a cross-region round trip each time.</source>
        <extracomment>Lesson text (pages/r3-active-active: say_it). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What stops a message written in us-east-1 from bouncing back and forth between the two regions in an active-active pair?</source>
        <extracomment>Lesson text (pages/r3-active-active: check_in.question). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every message is tagged with the region it was first written in, and a mirror never copies a message into the region named by its tag. Each region mirrors only its own writes to the other, so each message crosses once.</source>
        <extracomment>Lesson text (pages/r3-active-active: check_in.answer). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build or buy for the four regions: the cells&apos; bill beside MSK&apos;s</source>
        <extracomment>Lesson text (pages/r3-build-or-buy: title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both bills price the same month of Round 3&apos;s traffic, {{global.into_cells_tb_month}} written into the cells after compression, on the same {{global.brokers}} brokers in {{global.cells}} cells, line by line from the design on the canvas. Prices are us-east-1&apos;s everywhere, so both are a floor.</source>
        <extracomment>Lesson text (pages/r3-build-or-buy: paragraphs[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built. Brokers: {{cells-use1.cost.brokers}}. Controllers: {{cells-use1.cost.controllers}}. gp3 volumes: {{cells-use1.cost.gp3_storage}}, and their throughput above the free baseline: {{cells-use1.cost.gp3_throughput}}. S3 Standard for the week: {{cells-use1.cost.s3_standard}}. Glacier Instant Retrieval for finance: {{cells-use1.cost.glacier_instant_retrieval}}.</source>
        <extracomment>Lesson text (pages/r3-build-or-buy: paragraphs[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built, traffic. Copies to followers in other zones: {{cells-use1.cost.cross_zone_replication}}. Producers and mirror writers reaching a leader in another zone: {{cells-use1.cost.cross_zone_sends}}. Mirroring between the regions of each pair: {{cells-use1.cost.mirroring_between_regions}}. The built month: {{global.build}}.</source>
        <extracomment>Lesson text (pages/r3-build-or-buy: paragraphs[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bought, on Amazon MSK. {{global.brokers}} brokers of the same size: {{msk.brokers}}. Broker storage for the same volumes: {{msk.storage}}. Tiered storage for the week: {{msk.tier}}. The archive and the mirror cost the same bought or built: {{msk.archive}} and {{msk.mirroring}}. Sends to leaders in other zones are still paid: {{msk.producers}}. Replication between zones is not billed. MSK&apos;s month: {{msk.total}}.</source>
        <extracomment>Lesson text (pages/r3-build-or-buy: paragraphs[3]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>So at this size building saves {{global.saves}} a month: MSK&apos;s broker hours cost far more than the instances, and its free replication between zones wins only part of that back. Express brokers might need fewer brokers for the same traffic; they are named here, not priced.</source>
        <extracomment>Lesson text (pages/r3-build-or-buy: paragraphs[4]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neither bill counts the people. Running {{global.cells}} cells across {{global.regions}} regions means on-call rotations, upgrades, disk replacements, failover drills and the control plane itself. The seed gives no figure for that team, so this page never makes one up: enter it as the team cost on the cells. Team: {{global.team}}. Saving once the team is paid: {{global.saves_with_team}}.</source>
        <extracomment>Lesson text (pages/r3-build-or-buy: paragraphs[5]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read both sides. If the team costs less than {{global.saves}} a month, building pays for itself and buys control over every mechanism. If it costs more, buy MSK for the streams and SQS for the task queues, and keep the engineers on the policies around them: residency, holds, deletion and routing.</source>
        <extracomment>Lesson text (pages/r3-build-or-buy: paragraphs[6]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Building saves {{global.saves}} a month on infrastructure ({{global.build}} against {{global.msk}}); buying saves the team that would run {{global.cells}} cells, and that team&apos;s cost, which you supply, decides it.</source>
        <extracomment>Lesson text (pages/r3-build-or-buy: tradeoff). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At {{global.brokers}} brokers building saves {{global.saves}} a month against MSK, so the answer turns on what the team costs: more than that, and I buy.</source>
        <extracomment>Lesson text (pages/r3-build-or-buy: say_it). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why does building come out cheaper here when in Round 2 the two bills were close?</source>
        <extracomment>Lesson text (pages/r3-build-or-buy: check_in.question). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The saving grows with the fleet: MSK&apos;s broker hour is a multiple of the instance&apos;s, and over {{global.brokers}} brokers that gap is {{msk.brokers}} against {{cells-use1.cost.brokers}}. MSK&apos;s free replication between zones wins back {{cells-use1.cost.cross_zone_replication}}, not enough to close it, so building saves {{global.saves}}. The team that runs it is the line that can still reverse the answer.</source>
        <extracomment>Lesson text (pages/r3-build-or-buy: check_in.answer). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow-up: a deletion request meets a legal hold</source>
        <extracomment>Lesson text (pages/r3-deletion-under-hold: title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The interviewer asks what the platform does when someone asks to be deleted and legal is holding their data.</source>
        <extracomment>Lesson text (pages/r3-deletion-under-hold: paragraphs[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system does not pick a winner. The request is recorded and set to ON_HOLD, the customer&apos;s key cannot be deleted while a hold covers data it protects, and the privacy team can see both requests side by side.</source>
        <extracomment>Lesson text (pages/r3-deletion-under-hold: paragraphs[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When legal releases the hold, the request returns to PENDING and goes on: DeleteItem on the key row, KEY_DELETED, and COMPLETE once the last backup holding the key has expired.</source>
        <extracomment>Lesson text (pages/r3-deletion-under-hold: paragraphs[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every step, from the hold to the final status, lands in an audit log. The same rule applies to a tenant leaving: its KMS key is scheduled for deletion, with a wait of {{kms.wait_max_days}}, only after a legal-hold check.</source>
        <extracomment>Lesson text (pages/r3-deletion-under-hold: paragraphs[3]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holds always win until legal lifts them, so a deletion may wait indefinitely; in exchange nothing held is ever destroyed by accident, and both decisions stay visible.</source>
        <extracomment>Lesson text (pages/r3-deletion-under-hold: tradeoff). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A deletion that meets a hold becomes ON_HOLD; the key stays, legal decides, and the request resumes when the hold is released, with every step audited.</source>
        <extracomment>Lesson text (pages/r3-deletion-under-hold: say_it). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why is the deletion request not simply refused when a legal hold is active?</source>
        <extracomment>Lesson text (pages/r3-deletion-under-hold: check_in.question). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Because the customer&apos;s right to deletion still stands; it is only paused. Recording it as ON_HOLD keeps the request, shows the conflict to the people who decide it, and lets it continue automatically the moment legal releases the hold.</source>
        <extracomment>Lesson text (pages/r3-deletion-under-hold: check_in.answer). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow-up: topics written straight to S3</source>
        <extracomment>Lesson text (pages/r3-diskless-topics: title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The interviewer mentions Kafka-compatible systems that write directly to S3 and keep no replicas on broker disks, and asks whether they would fit here.</source>
        <extracomment>Lesson text (pages/r3-diskless-topics: paragraphs[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For some topics, yes. S3 already stores every object across several zones, so brokers would no longer copy data to followers in other zones. That copying is the largest traffic line of the built bill, {{cells-use1.cost.cross_zone_replication}} a month.</source>
        <extracomment>Lesson text (pages/r3-diskless-topics: paragraphs[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The price is latency. Each write would wait for an upload to S3, tens of milliseconds or more, so the in-region promise Round 2 made for payments could not be kept.</source>
        <extracomment>Lesson text (pages/r3-diskless-topics: paragraphs[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>So they suit analytics and logging topics, where a second of delay is harmless, and not payments. A platform could offer them as a third kind of topic, beside stream and queue topics, with its own price and its own latency promise.</source>
        <extracomment>Lesson text (pages/r3-diskless-topics: paragraphs[3]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing to S3 directly removes the replication line ({{cells-use1.cost.cross_zone_replication}}) for the topics that use it, at the price of every write waiting on S3.</source>
        <extracomment>Lesson text (pages/r3-diskless-topics: tradeoff). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S3-direct topics drop the cross-zone replication line but put an S3 upload inside every write, so I would offer them as a third topic kind for analytics and logs, not for payments.</source>
        <extracomment>Lesson text (pages/r3-diskless-topics: say_it). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which line of the bill would S3-direct topics remove, and why not move every topic to them?</source>
        <extracomment>Lesson text (pages/r3-diskless-topics: check_in.question). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They remove copying to followers in other zones, {{cells-use1.cost.cross_zone_replication}} a month across the fleet, because S3 keeps its own copies. Not every topic can take it: a write waits for S3, tens of milliseconds or more, which breaks the latency that payments and other interactive topics rely on.</source>
        <extracomment>Lesson text (pages/r3-diskless-topics: check_in.answer). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage 1: answers that sound right and leave the disks full</source>
        <extracomment>Lesson text (pages/stage-1-wrong-answers: title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage 1 hits a wall of disk space: {{kafka.retention_days}} days at {{kafka.rf}} copies come to {{kafka.storage.all_local}}, while the {{kafka.brokers}} brokers own {{kafka.storage.held}}, so the week asks for {{kafka.storage.all_local_percent}} of it. Three replies come up here again and again. Each sounds like engineering, none of them makes the week fit, and the interviewer has a short question for each that shows the gap.</source>
        <extracomment>Lesson text (pages/stage-1-wrong-answers: paragraphs[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;Move to a larger broker.&quot; A larger instance brings a wider EBS link and more network, and this wall needs neither. MSK gives a Standard broker {{kafka.storage.quota}} of storage whatever its size, so {{kafka.brokers}} larger brokers still own {{kafka.storage.held}} and the card still reads {{kafka.storage.all_local_percent}}, on a higher hourly bill. The follow-up: &quot;How much more disk does the larger size come with?&quot; Once the candidate recalls the quota, the answer is none, and the idea is gone.</source>
        <extracomment>Lesson text (pages/stage-1-wrong-answers: paragraphs[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;Add partitions to spread the data.&quot; Partitions decide where the bytes go, not how many there are. One copy of a day is {{stream.gib_day}} whether the topic has {{kafka.partitions}} partitions or ten times that, and with {{kafka.rf}} replicas on {{kafka.brokers}} brokers each broker already keeps a replica of every partition. The follow-up: &quot;After the change, how many GiB sit on each broker?&quot; Exactly as many as before. The change even costs something: every broker looks after more replicas, {{kafka.partition_copies}} today, where AWS&apos;s guidance stops at {{kafka.partition_copies_max}}.</source>
        <extracomment>Lesson text (pages/stage-1-wrong-answers: paragraphs[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;Keep {{kafka.rf_minus_one}} copies instead of {{kafka.rf}}.&quot; This one does cut the bytes, though not far enough, and it gives away the durability the zones were bought for. A week at {{kafka.rf_minus_one}} copies is {{kafka.storage.rf_minus_one}}, still {{kafka.storage.rf_minus_one_percent}} of the disks. With {{kafka.rf_minus_one}} copies the settings force a choice: leave min.insync.replicas at {{kafka.min_insync}}, and writes to every partition that had a copy on a lost broker stop; lower it so that a single copy is enough, and an acknowledged event may exist in one zone only and disappear with it. The follow-up: &quot;Which setting do you lower to keep writing through a lost zone, and what can an acknowledged event lose then?&quot;</source>
        <extracomment>Lesson text (pages/stage-1-wrong-answers: paragraphs[3]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shortening the retention is not an answer either: it fits the disks by dropping what the business asked for. Kept for {{kafka.retention_days}} days, the stream fits these disks only up to {{kafka.storage.wall}} events a second, well short of the peak.</source>
        <extracomment>Lesson text (pages/stage-1-wrong-answers: paragraphs[6]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What does move the wall is changing where the week is kept. Stage 2 leaves {{kafka.local_hours}} hours of {{kafka.rf}} replicas on the brokers, {{kafka.storage.local}}, which is {{kafka.storage.percent}} of what they own, and puts a single copy of all {{kafka.retention_days}} days in the tier, {{kafka.storage.tier}}. MSK then costs {{cost.msk}} a month.</source>
        <extracomment>Lesson text (pages/stage-1-wrong-answers: paragraphs[4].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More brokers of the same size also make room, because the quota counts per broker, but every GiB of the week then sits on broker disks {{kafka.rf}} times at the local price: {{kafka.storage.all_local_cost}} a month for the disks alone, more than all of Stage 2&apos;s MSK at {{cost.msk}}.</source>
        <extracomment>Lesson text (pages/stage-1-wrong-answers: paragraphs[5].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every one of these replies spends something real, a pricier instance, more replicas per broker to manage or a copy of durability, and none of them brings the week under the {{kafka.storage.held}} the brokers own.</source>
        <extracomment>Lesson text (pages/stage-1-wrong-answers: tradeoff). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The quota is {{kafka.storage.quota}} a broker at every size, so neither a larger box nor more partitions helps; I take the old bytes off the brokers instead.</source>
        <extracomment>Lesson text (pages/stage-1-wrong-answers: say_it). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The interviewer suggests {{kafka.rf_minus_one}} replicas to save disk. Give two reasons to turn it down.</source>
        <extracomment>Lesson text (pages/stage-1-wrong-answers: check_in.question). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First, it still does not fit: a week at {{kafka.rf_minus_one}} copies is {{kafka.storage.rf_minus_one}}, {{kafka.storage.rf_minus_one_percent}} of the {{kafka.storage.held}} the brokers own. Second, it weakens the zone promise: with min.insync.replicas at {{kafka.min_insync}} a lost broker stops writes to its partitions, and with a single copy allowed an acknowledged event can vanish with its zone. A tier solves the disk problem without giving up a replica.</source>
        <extracomment>Lesson text (pages/stage-1-wrong-answers: check_in.answer). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage 2: wrong guesses about the limit that binds</source>
        <extracomment>Lesson text (pages/stage-2-wrong-answers: title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage 2&apos;s disks have room, so the interviewer turns to the card&apos;s {{busiest.percent}}: what does it measure, and what gives out first as orders grow? The tallest bar is the EBS link, the pipe from each broker to its volume, at {{kafka.ebs_link.percent}}. Three replies are tempting and wrong.</source>
        <extracomment>Lesson text (pages/stage-2-wrong-answers: paragraphs[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;The network binds first.&quot; It is the natural guess, since the network handles more copies than the disk. With one group and {{kafka.rf}} replicas a leader sends each byte {{kafka.copies}} times, and the {{kafka.leaders_send}} this makes is shared by {{kafka.brokers}} brokers: {{kafka.network.used_short}} each, against a network of {{kafka.network.capacity}}, {{kafka.network.percent}}. Each broker also writes {{kafka.ebs_link.used_short}} to its volume, but through a link of only {{kafka.ebs_link.capacity}}, so that bar is at {{kafka.ebs_link.percent}}. The follow-up: &quot;The load doubles. Which bar is the first past 100%?&quot; The link: it is full at {{kafka.ebs_link.wall}} events a second, while the network lasts until {{kafka.network.wall}}, so twice the peak passes the first and not the second. The network only becomes the wall once more groups read, in Stage 3.</source>
        <extracomment>Lesson text (pages/stage-2-wrong-answers: paragraphs[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;Add partitions to take load off the EBS link.&quot; Partitions change how the stream is cut, not how much of it each broker writes. With {{kafka.rf}} replicas on {{kafka.brokers}} brokers every broker keeps a replica of every partition, so each writes the whole {{kafka.ebs_link.used_short}} however many partitions the topic has. The follow-up: &quot;With twice the partitions, how many MB/s does one broker write?&quot; Still {{kafka.ebs_link.used_short}}.</source>
        <extracomment>Lesson text (pages/stage-2-wrong-answers: paragraphs[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;Tier everything and keep no local hours.&quot; Moving more to the tier shrinks what the disks hold, and they were only at {{kafka.storage.percent}}. The link measures a rate, not space: the tier takes a segment only after it closes, so every byte is first written by each of the {{kafka.rf}} replicas as it arrives, and the link stays at {{kafka.ebs_link.percent}} whatever the local hours. Meanwhile any consumer that falls behind reads from the tier, with slower first bytes and {{price.tier_read_gb}} for every GB. The follow-up: &quot;With no local hours, what does each broker write per second?&quot; The same {{kafka.ebs_link.used_short}}.</source>
        <extracomment>Lesson text (pages/stage-2-wrong-answers: paragraphs[3]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What does move the link&apos;s wall is fewer bytes written per broker or a wider link: more brokers of the same size, so each keeps only part of the replicas, or a larger size with a wider link. Quote the wall, {{kafka.ebs_link.wall}} events a second, and size against the {{line.sizing}} line rather than against full.</source>
        <extracomment>Lesson text (pages/stage-2-wrong-answers: paragraphs[4]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working out each bar costs a minute of arithmetic; guessing the network saves that minute and sizes the wrong part, since the link is full at {{kafka.ebs_link.wall}} events a second and the network not until {{kafka.network.wall}}.</source>
        <extracomment>Lesson text (pages/stage-2-wrong-answers: tradeoff). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every broker writes the whole {{kafka.ebs_link.used_short}} through a {{kafka.ebs_link.capacity}} link, {{kafka.ebs_link.percent}}, so the link breaks first, and neither partitions nor local hours change what a broker writes.</source>
        <extracomment>Lesson text (pages/stage-2-wrong-answers: say_it). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A colleague wants local retention cut to zero to relieve the bar at {{kafka.ebs_link.percent}}. What do you tell them?</source>
        <extracomment>Lesson text (pages/stage-2-wrong-answers: check_in.question). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That {{kafka.ebs_link.percent}} is a write rate, not space: each broker still writes {{kafka.ebs_link.used_short}} to its volume as events arrive, whatever happens to them later. The disks hold only {{kafka.storage.percent}} of what they can, so emptying them gains nothing, while every lagging consumer would read from the tier at {{price.tier_read_gb}} a GB. To move the link, add brokers or choose a size with a wider link.</source>
        <extracomment>Lesson text (pages/stage-2-wrong-answers: check_in.answer). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why Express, and when Standard brokers win</source>
        <extracomment>Lesson text (pages/why-express: title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Express rents the storage, and it charges for the service. Expect to be asked what the premium pays for, and in which cases Standard brokers beat it.</source>
        <extracomment>Lesson text (pages/why-express: paragraphs[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody plans disk capacity and no retention wall exists: storage expands with the bytes, under AWS&apos;s management. Here that is {{kafka.cost.storage}} a month for one copy of {{kafka.retention_days}} days.</source>
        <extracomment>Lesson text (pages/why-express: paragraphs[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AWS publishes hard throttles for each broker and each partition, such as {{kafka.partition.capacity}} for a partition, so every ceiling is a documented number instead of a sizing estimate.</source>
        <extracomment>Lesson text (pages/why-express: paragraphs[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Express also takes over moving partitions. Since 20 November 2025, new Express clusters start with intelligent rebalancing switched on. It shifts partitions as brokers join or leave, MSK refuses manual reassignment tools while it is active, and clusters older than that date begin with it paused.</source>
        <extracomment>Lesson text (pages/why-express: paragraphs[3]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why the {{kafka.size}}: each broker sends {{kafka.data_out.used_short}} to the consumer groups, {{kafka.data_out.sustained_percent}} of this size&apos;s sustained {{kafka.data_out.sustained}}. The next size down, {{kafka.smaller.size}}, sustains only {{kafka.smaller.data_out_sustained}} out, so its card would warn.</source>
        <extracomment>Lesson text (pages/why-express: paragraphs[4]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard brokers cost less for a steady load, and they let the team choose the replication factor and the disks. On Express, the brokers alone cost {{kafka.cost.brokers}} a month, and the fee on every GB written comes to {{kafka.cost.data_in}}.</source>
        <extracomment>Lesson text (pages/why-express: paragraphs[5]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Express is the right call for a team unwilling to plan disks or shuffle partitions. A steady, predictable load like this one can go back to Standard brokers as soon as the team agrees to size them.</source>
        <extracomment>Lesson text (pages/why-express: paragraphs[6]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Express lifts disk sizing and partition moves from the team&apos;s shoulders. The catch: a steady load costs more than on Standard brokers sized to fit it.</source>
        <extracomment>Lesson text (pages/why-express: tradeoff). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With Express, AWS rents me the storage and tells me the throttles; for a load this steady, I would size Standard brokers.</source>
        <extracomment>Lesson text (pages/why-express: say_it). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the cluster grows, does Express make partition moves go away?</source>
        <extracomment>Lesson text (pages/why-express: check_in.question). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No, it automates them and makes them lighter. Intelligent rebalancing, on by default for new Express clusters, moves partitions when brokers join or leave, and MSK blocks manual reassignment while it is on. Because Express keeps the data apart from the brokers, a move does not copy a partition&apos;s whole history from disk to disk as it does on Standard brokers. Partitions still move; the team just stops planning the moves.</source>
        <extracomment>Lesson text (pages/why-express: check_in.answer). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow-up: why a log like Kafka is fast</source>
        <extracomment>Lesson text (pages/why-kafka-fast: title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A log-based broker does less work per message than it seems. It writes by appending to the end of files, and reads mostly in order, so disks and the operating system see long sequential runs instead of random seeks.</source>
        <extracomment>Lesson text (pages/why-kafka-fast: paragraphs[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It leaves caching to the operating system. Recent writes stay in the page cache, so live readers a few seconds behind read from memory: on this platform {{platform.page_cache_gb}} a broker holds {{platform.page_cache_s}} of writes. The broker&apos;s own heap stays small.</source>
        <extracomment>Lesson text (pages/why-kafka-fast: paragraphs[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It batches everywhere. Producers send up to {{payments.batch}} messages in one request, a batch is compressed as a whole and stored as it arrived, and one fsync of the journal covers everything written in a {{platform.group_commit_ms}} window, at most {{platform.journal.fsyncs}}.</source>
        <extracomment>Lesson text (pages/why-kafka-fast: paragraphs[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It can send file bytes to the network without copying them through the application, with the sendfile system call. Encryption breaks that: with TLS the bytes must pass through user space to be encrypted, unless the kernel does the TLS itself. That is one reason TLS costs a log more CPU than it costs a typical service.</source>
        <extracomment>Lesson text (pages/why-kafka-fast: paragraphs[3]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None of that changes the bill&apos;s biggest lines. The fleet still carries {{platform.fleet_in}} in and {{platform.fleet_out}} out, and the copies between zones still cost {{platform.cross_az.replication}} a month.</source>
        <extracomment>Lesson text (pages/why-kafka-fast: paragraphs[4]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequential I/O, the page cache, batching and zero-copy make each message cheap; the price is that TLS, tiny batches or readers far behind take those savings away.</source>
        <extracomment>Lesson text (pages/why-kafka-fast: tradeoff). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why does TLS cost a log-based broker more than it costs a typical web service?</source>
        <extracomment>Lesson text (pages/why-kafka-fast: check_in.question). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Because the broker&apos;s fast path sends file bytes straight from the page cache to the socket without copying them through the process. Encryption has to touch every byte in user space, so that path is lost unless the kernel does the encryption. A web service that builds every response in memory never had that shortcut to lose.</source>
        <extracomment>Lesson text (pages/why-kafka-fast: check_in.answer). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log, queue or Kinesis: choosing the tool</source>
        <extracomment>Lesson text (pages/why-log: title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two challenges usually come together: why a log instead of a queue, and why Kafka instead of Kinesis. Each alternative has a real case, and the strong answer names it.</source>
        <extracomment>Lesson text (pages/why-log: paragraphs[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A log does not forget an event once someone has read it. Any number of consumer groups move through it independently, each at its own speed, and any of them can rewind and read history again.</source>
        <extracomment>Lesson text (pages/why-log: paragraphs[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SQS, the queue service AWS runs, is the better fit for work items that one worker handles once. Every message is acknowledged and retried on its own, messages that keep failing are set aside in a dead-letter queue, and nobody plans partitions.</source>
        <extracomment>Lesson text (pages/why-log: paragraphs[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kinesis Data Streams is AWS&apos;s own log. Capacity comes in shards, each with a fixed allowance of bytes and records coming in and a larger allowance going out. Readers either share a shard&apos;s outbound allowance or each take a private one through enhanced fan-out, which is billed per reader per shard-hour and per GB delivered.</source>
        <extracomment>Lesson text (pages/why-log: paragraphs[3]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kinesis wins when nobody wants to run brokers or size disks, when on-demand mode should reshard by itself, and when Lambda, AWS&apos;s functions service, must trigger straight from the stream.</source>
        <extracomment>Lesson text (pages/why-log: paragraphs[8]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kafka comes out ahead when the same bytes feed many groups, since another reader uses broker network rather than incurring a per-GB charge. It also keeps long replay cheap in a storage tier, which Stage 2 adds, and its transactions give exactly-once processing from Kafka to Kafka.</source>
        <extracomment>Lesson text (pages/why-log: paragraphs[9]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size it for the design Stage 3 reaches, where {{kafka.groups}} teams read every event. A shard takes in {{kinesis.shard_in}} or {{kinesis.shard_records}} records a second, and gives out {{kinesis.shard_out}}. By bytes, {{stream.mibps}} needs at least {{kinesis.min_shards}} shards; by records, only {{kinesis.record_shards}}, so bytes set the count. Filling each shard only to {{kinesis.sizing}}, the headroom we leave brokers, gives {{kinesis.shards}} shards.</source>
        <extracomment>Lesson text (pages/why-log: paragraphs[4].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{{kinesis.readers}} readers cannot share one shard&apos;s outbound allowance, so each takes its own through enhanced fan-out. At the example prices on AWS&apos;s Kinesis pricing page (read 2026-10-18), a month costs shard-hours {{kinesis.shard_hours}}, extended retention {{kinesis.retention}}, PUT payload units {{kinesis.put_units}}, fan-out hours {{kinesis.fan_out_hours}} and fan-out data {{kinesis.fan_out_data}}: {{kinesis.total}} in all, whichever stage you opened this page from.</source>
        <extracomment>Lesson text (pages/why-log: paragraphs[5].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fan-out data line is a month of the stream, {{stream.gib_month}}, charged once for every reader, and it is most of the bill: each group added brings another month of per-GB fees and another set of fan-out hours.</source>
        <extracomment>Lesson text (pages/why-log: paragraphs[6].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set that beside MSK carrying the same {{kafka.groups}} groups in full. On Stage 4&apos;s Express brokers nobody sizes a disk either, and MSK bills {{cost.msk}} a month for brokers, storage and data in; another reader adds broker throughput, not a charge on every GB it reads.</source>
        <extracomment>Lesson text (pages/why-log: paragraphs[7].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kafka makes us size brokers, disks and partitions ourselves. In exchange, one more reader costs network on machines we already pay for, not a fee on every GB it reads.</source>
        <extracomment>Lesson text (pages/why-log: tradeoff). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A log, because every team reads every event and may replay it; Kafka rather than Kinesis, because an extra reader uses broker network we already pay for instead of adding a per-GB charge.</source>
        <extracomment>Lesson text (pages/why-log: say_it). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why does a stream that several teams all read in full tilt the choice toward Kafka?</source>
        <extracomment>Lesson text (pages/why-log: check_in.question). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On Kinesis each reader needs enhanced fan-out, billed per shard-hour and per GB, so the fan-out data line, {{kinesis.fan_out_data}} here, is repeated for every reader on top of the fixed lines. On Kafka an extra group adds sends from the leaders, which show up as broker network, not as a new fee. The more readers share the stream, the further the two bills move apart.</source>
        <extracomment>Lesson text (pages/why-log: check_in.answer). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why one group per team, and how a group keeps order</source>
        <extracomment>Lesson text (pages/why-six-groups: title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An interviewer may question whether every team needs its own group, and how a single group works through {{kafka.partitions}} partitions without breaking order.</source>
        <extracomment>Lesson text (pages/why-six-groups: paragraphs[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Separate groups suit separate owners who each need the entire stream at their own pace; here there are {{kafka.groups}}. If a group only needs part of the stream, split the topic instead. If several sinks share one owner and one pace, a single fan-out service, one group writing to many sinks, does the job.</source>
        <extracomment>Lesson text (pages/why-six-groups: paragraphs[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inside a group, the tasks divide the partitions, and each partition belongs to exactly one task at a time. Parallelism therefore stops at the partition count: {{kafka.partitions}} active tasks at most.</source>
        <extracomment>Lesson text (pages/why-six-groups: paragraphs[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each task is one vCPU, a virtual processor, running {{fulfilment.threads}} threads. Each thread finishes an event every {{fulfilment.ms_per_event}}, our estimate, so one task handles {{fulfilment.task_rate}} events a second, and the fulfilment group as a whole {{fulfilment.consumers.capacity}}. Against the {{load.events_per_s}} events a second the producers offer, that is {{fulfilment.offered_percent}}. On a canvas past its wall the card shows less, {{fulfilment.consumers.percent}}, because it counts only the {{fulfilment.consumers.used_short}} the brokers let through.</source>
        <extracomment>Lesson text (pages/why-six-groups: paragraphs[3]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ordering is promised per key, not per partition, and walking a partition one event after another would be too slow anyway: {{fulfilment.partition_events}} events reach it each second, and one thread taking them in turn would be busy {{fulfilment.partition_thread}} of the time, more than it has.</source>
        <extracomment>Lesson text (pages/why-six-groups: paragraphs[4]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A key-ordered consumer solves it: inside each task, one key&apos;s events stay in sequence while many keys run at once.</source>
        <extracomment>Lesson text (pages/why-six-groups: paragraphs[5]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why {{kafka.partitions}} partitions: a group can then grow to that many consumers. Kafka can add partitions later but never remove them, and adding them moves keys to new partitions. AWS also recommends at most {{kafka.partition_copies_max}} partition copies on a {{kafka.size}} broker; each broker here holds {{kafka.partition_copies}}, well within it.</source>
        <extracomment>Lesson text (pages/why-six-groups: paragraphs[6]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why not a single partition and one global order? Even with a single reading group, one leader&apos;s share of the network carries only {{kafka.one_partition_events}} events a second, so the peak would need {{kafka.one_partition_percent}} of it. Besides, no consumer needs a global order across all orders.</source>
        <extracomment>Lesson text (pages/why-six-groups: paragraphs[7]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ordering per key lets a group scale out to one task per partition. The cost is that any single key moves at the speed of one thread.</source>
        <extracomment>Lesson text (pages/why-six-groups: tradeoff). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each group pays for the full stream; ordering is only per key, which lets a group work its keys in parallel over {{kafka.partitions}} partitions.</source>
        <extracomment>Lesson text (pages/why-six-groups: say_it). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A group runs more tasks than the topic has partitions. What do the extra tasks do?</source>
        <extracomment>Lesson text (pages/why-six-groups: check_in.question). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing useful: with {{kafka.partitions}} partitions, at most {{kafka.partitions}} tasks own a partition, and the rest sit idle as standbys until a rebalance hands them work. To go faster, add partitions, knowing that this moves keys, or make each task faster.</source>
        <extracomment>Lesson text (pages/why-six-groups: check_in.answer). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why split one key, and when the order id is enough</source>
        <extracomment>Lesson text (pages/why-split: title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The split keeps merchant order only within each sub-key. Expect two follow-ups: the price the overdraft check pays, and the cases where a split is a mistake.</source>
        <extracomment>Lesson text (pages/why-split: paragraphs[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A sub-balance can turn down a debit that the merchant&apos;s total would have covered. The ledger fixes that by moving funds between sub-balances. A payout becomes {{kafka.sub_keys}} debits, one on each sub-key, each checked in that sub-key&apos;s own order.</source>
        <extracomment>Lesson text (pages/why-split: paragraphs[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adding up the {{kafka.sub_keys}} sub-balances at one instant does not give a consistent balance, because each sub-balance has reached a different offset in its own partition.</source>
        <extracomment>Lesson text (pages/why-split: paragraphs[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is the bucketed counter pattern familiar from stock levels: one hot counter is cut into buckets, and each bucket is checked on its own.</source>
        <extracomment>Lesson text (pages/why-split: paragraphs[3]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The order id is enough when no consumer needs merchant order. A merchant dashboard that sums events is one example: a sum comes out the same in any order.</source>
        <extracomment>Lesson text (pages/why-split: paragraphs[4]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The split earns its keep once a consumer depends on merchant order; the overdraft check is that consumer.</source>
        <extracomment>Lesson text (pages/why-split: paragraphs[5]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A third route gives the ledger a topic of its own, keyed by merchant. The split is still required there, because the hot merchant&apos;s {{kafka.hot_share}} of {{stream.mbps}} would sit on one partition, above the {{kafka.partition.capacity}} throttle.</source>
        <extracomment>Lesson text (pages/why-split: paragraphs[6]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two shortcuts tempt and both fail. Spreading events round-robin, or with no key, balances the bytes perfectly and throws away the merchant order the overdraft check exists for. Splitting every merchant the same way keeps order per sub-key but hands every small merchant a set of balances to reconcile, a cost that buys nothing where there was no hot spot.</source>
        <extracomment>Lesson text (pages/why-split: paragraphs[7]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule of thumb: split just the hot key, and no further than its consumer can stitch the parts back together.</source>
        <extracomment>Lesson text (pages/why-split: paragraphs[8]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sub-balances keep every overdraft check ordered. The price: the ledger may refuse a debit that the merchant&apos;s total could cover, and each payout needs {{kafka.sub_keys}} debits.</source>
        <extracomment>Lesson text (pages/why-split: tradeoff). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A key lives on one partition with one leader, so only the hot merchant gets split, {{kafka.sub_keys}} ways, into as many sub-balances.</source>
        <extracomment>Lesson text (pages/why-split: say_it). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why isn&apos;t the sum of the sub-balances a safe balance to show?</source>
        <extracomment>Lesson text (pages/why-split: check_in.question). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each of the {{kafka.sub_keys}} sub-balances is read at its own offset in its own partition, so at any instant some have applied events that others have not. Their sum can mix moments and show money that is mid-transfer twice or not at all. A safe figure needs every sub-balance read as of the same point, for example after a payout&apos;s debits have all landed.</source>
        <extracomment>Lesson text (pages/why-split: check_in.answer). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiered storage, and the cases for local disks</source>
        <extracomment>Lesson text (pages/why-tier: title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage 1 ran out of disk, so an interviewer may ask why we did not simply buy larger disks, or keep the whole retention locally on more brokers.</source>
        <extracomment>Lesson text (pages/why-tier: paragraphs[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Larger disks are not for sale: a Standard broker&apos;s storage quota is {{kafka.storage.quota}} at every instance size.</source>
        <extracomment>Lesson text (pages/why-tier: paragraphs[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More brokers could hold the retention, but every GiB of it would still sit on broker disks {{kafka.rf}} times, at the local price. The disk alone for {{kafka.retention_days}} days would be {{kafka.storage.all_local}}, costing {{kafka.storage.all_local_cost}} a month, while the whole of MSK in Stage 2 costs {{cost.msk}}.</source>
        <extracomment>Lesson text (pages/why-tier: paragraphs[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tier stores one copy, at a lower price per GiB than broker disks. Here it holds {{kafka.storage.tier}} for {{kafka.cost.tier}} a month, while the {{kafka.storage.local}} left on the brokers costs {{kafka.cost.local}}.</source>
        <extracomment>Lesson text (pages/why-tier: paragraphs[3]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local disks are the better choice when consumers often replay further back than {{kafka.local_hours}} hours. The first bytes of a tier read arrive more slowly, and every GB read from the tier is billed, {{price.tier_read_gb}} a GB.</source>
        <extracomment>Lesson text (pages/why-tier: paragraphs[4]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compacted topics, those that retain just the latest value per key, are another case for local disks: MSK&apos;s tier does not accept them.</source>
        <extracomment>Lesson text (pages/why-tier: paragraphs[5]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tier brings operating rules. The cluster must run MSK 3.6.0 or newer, or 2.8.2.tiered. Once a topic exists there, its cleanup policy cannot change, and a topic can leave the tier but never rejoin it.</source>
        <extracomment>Lesson text (pages/why-tier: paragraphs[6]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why {{kafka.size}}: it belongs to the family AWS&apos;s sizing post uses, and the large size is the cheapest in it. A kafka.m5.large has a slightly higher EBS link, a noticeably lower network limit, and a slightly higher hourly price.</source>
        <extracomment>Lesson text (pages/why-tier: paragraphs[7]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tier takes old bytes off the brokers and stores them once. In exchange, a replay older than {{kafka.local_hours}} hours reads more slowly, and a compacted topic must stay on local disks.</source>
        <extracomment>Lesson text (pages/why-tier: tradeoff). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retention is a question of bytes: one copy of the retention in the tier, and {{kafka.local_hours}} hours of {{kafka.rf}} replicas on the brokers.</source>
        <extracomment>Lesson text (pages/why-tier: say_it). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A team rereads the last three days every morning. Should it still rely on the tier?</source>
        <extracomment>Lesson text (pages/why-tier: check_in.question). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Probably not for that team. Everything older than {{kafka.local_hours}} hours would be read from the tier each morning, with slower first bytes and a fee for every GB read. Either keep more hours on the brokers, sized against the {{kafka.storage.held}} they can hold, or give that replay a path of its own.</source>
        <extracomment>Lesson text (pages/why-tier: check_in.answer). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round 1 in 35 minutes, segment by segment</source>
        <extracomment>Lesson text (rehearsal-round-1: title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scope: order, duplicates and the size</source>
        <extracomment>Lesson text (rehearsal-round-1: segments[0].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The API: send, receive, delete</source>
        <extracomment>Lesson text (rehearsal-round-1: segments[1].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evolution: log, leases, Raft, partitions, long polls, DLQ</source>
        <extracomment>Lesson text (rehearsal-round-1: segments[2].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Numbers, and build or buy</source>
        <extracomment>Lesson text (rehearsal-round-1: segments[3].title and one more place). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow-ups: Postgres, long tasks, a cut-off leader</source>
        <extracomment>Lesson text (rehearsal-round-1: segments[4].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask first whether order matters and whether a worker may safely see a task twice.</source>
        <extracomment>Lesson text (rehearsal-round-1: segments[0].points[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Promise at-least-once delivery to idempotent workers, and say why exactly-once cannot live inside the queue.</source>
        <extracomment>Lesson text (rehearsal-round-1: segments[0].points[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List what is out of scope for now: order, a second reading team, replay, other regions, delay, de-duplication.</source>
        <extracomment>Lesson text (rehearsal-round-1: segments[0].points[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn tasks a day into an average and a peak rate, then into bytes a day and the worst case on disk.</source>
        <extracomment>Lesson text (rehearsal-round-1: segments[0].points[3]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send answers only once a majority of replicas hold the task.</source>
        <extracomment>Lesson text (rehearsal-round-1: segments[1].points[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Receive takes a batch, may wait for a task to arrive, and hides what it hands out for a visibility timeout.</source>
        <extracomment>Lesson text (rehearsal-round-1: segments[1].points[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete takes the receipt handle and appends an ack; reading never removes anything.</source>
        <extracomment>Lesson text (rehearsal-round-1: segments[1].points[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the states: visible, in flight, deleted, dead-lettered.</source>
        <extracomment>Lesson text (rehearsal-round-1: segments[1].points[3]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break the in-memory server, then fix it with an append-only log, CRC on every record and fsync before the answer.</source>
        <extracomment>Lesson text (rehearsal-round-1: segments[2].points[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group commit: one fsync a log per window, and what that caps.</source>
        <extracomment>Lesson text (rehearsal-round-1: segments[2].points[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leases with a visibility timeout and extensions; what the leader&apos;s in-memory lease table loses on failover.</source>
        <extracomment>Lesson text (rehearsal-round-1: segments[2].points[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raft per partition: commit on a majority, elections in a higher term, and the contrast with Kafka&apos;s in-sync replicas.</source>
        <extracomment>Lesson text (rehearsal-round-1: segments[2].points[3]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partitions planned below a ceiling for growth; workers pull with long polls.</source>
        <extracomment>Lesson text (rehearsal-round-1: segments[2].points[4]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A receive count and a dead-letter queue with an alarm for the task that always fails.</source>
        <extracomment>Lesson text (rehearsal-round-1: segments[2].points[5]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say the peak, the worst-case storage, the fsync ceilings, the latency budget and the downtime budget in one pass.</source>
        <extracomment>Lesson text (rehearsal-round-1: segments[3].points[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the fleet&apos;s bill line by line and put SQS&apos;s beside it.</source>
        <extracomment>Lesson text (rehearsal-round-1: segments[3].points[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say that SQS is the right buy at this size, and why the people, not the bills, decide it.</source>
        <extracomment>Lesson text (rehearsal-round-1: segments[3].points[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Postgres with SKIP LOCKED: when it is fine, and what every task costs it.</source>
        <extracomment>Lesson text (rehearsal-round-1: segments[4].points[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A task with a long tail: a short visibility timeout with extensions, not a timeout longer than the longest task.</source>
        <extracomment>Lesson text (rehearsal-round-1: segments[4].points[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A leader cut off from its followers appends but never commits, then steps down and drops its uncommitted tail.</source>
        <extracomment>Lesson text (rehearsal-round-1: segments[4].points[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round 2 in 40 minutes, segment by segment</source>
        <extracomment>Lesson text (rehearsal-round-2: title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recap: Round 1 in one breath</source>
        <extracomment>Lesson text (rehearsal-round-2: segments[0].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scope: the platform and its new promises</source>
        <extracomment>Lesson text (rehearsal-round-2: segments[1].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What breaks in Round 1&apos;s design</source>
        <extracomment>Lesson text (rehearsal-round-2: segments[2].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The API: keys, dedup IDs, groups, offsets, seek</source>
        <extracomment>Lesson text (rehearsal-round-2: segments[3].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evolution: order, dedup, streams, tier, epochs, rebalancing, quotas</source>
        <extracomment>Lesson text (rehearsal-round-2: segments[4].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow-ups: exactly-once, why logs are fast, more partitions</source>
        <extracomment>Lesson text (rehearsal-round-2: segments[6].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say in two sentences what Round 1 built: a leased task queue on Raft partitions, at-least-once to idempotent workers.</source>
        <extracomment>Lesson text (rehearsal-round-2: segments[0].points[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restate the raise: every team publishes and subscribes, order for each payment account, no duplicates from retries, three readers, a week of replay, delays, a lost zone, four nines.</source>
        <extracomment>Lesson text (rehearsal-round-2: segments[1].points[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask again whether order matters and for what key, and whether a consumer may process twice.</source>
        <extracomment>Lesson text (rehearsal-round-2: segments[1].points[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn the day into an average and a peak, then into bytes in, a day and a month.</source>
        <extracomment>Lesson text (rehearsal-round-2: segments[1].points[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A queue deletes on read, so three teams and a replay cannot share it.</source>
        <extracomment>Lesson text (rehearsal-round-2: segments[2].points[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any worker may take any task, so no order for a key.</source>
        <extracomment>Lesson text (rehearsal-round-2: segments[2].points[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A retried send is stored twice; a stale worker&apos;s delete goes through; a failover forgets every lease.</source>
        <extracomment>Lesson text (rehearsal-round-2: segments[2].points[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix first anything that could lose an acknowledged message.</source>
        <extracomment>Lesson text (rehearsal-round-2: segments[2].points[3]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send takes a group key, a deduplication ID, an optional delay on unordered queue topics, and batches.</source>
        <extracomment>Lesson text (rehearsal-round-2: segments[3].points[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stream reads are fetches from an offset up to the high watermark, and commits of the next offset to read.</source>
        <extracomment>Lesson text (rehearsal-round-2: segments[3].points[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seek by time or offset while the group has no active members.</source>
        <extracomment>Lesson text (rehearsal-round-2: segments[3].points[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quotas answer 429 with Retry-After; handles carry a lease epoch.</source>
        <extracomment>Lesson text (rehearsal-round-2: segments[3].points[3]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order per key by hashing to a partition; one message of a group in flight at a time; head-of-line blocking as the cost.</source>
        <extracomment>Lesson text (rehearsal-round-2: segments[4].points[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Producer sequences and a deduplication window; processing still at least once.</source>
        <extracomment>Lesson text (rehearsal-round-2: segments[4].points[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stream topics and consumer groups with their own offsets; retention as the cost.</source>
        <extracomment>Lesson text (rehearsal-round-2: segments[4].points[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiered storage and a cold path so replays leave the page cache to live readers.</source>
        <extracomment>Lesson text (rehearsal-round-2: segments[4].points[3]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lease epochs in receipt handles and lease records in the log.</source>
        <extracomment>Lesson text (rehearsal-round-2: segments[4].points[4]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cooperative rebalancing and static membership; the fleet sized for a lost zone.</source>
        <extracomment>Lesson text (rehearsal-round-2: segments[4].points[5]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Byte quotas for each team with 429 and Retry-After.</source>
        <extracomment>Lesson text (rehearsal-round-2: segments[4].points[6]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak, bytes in, a broker&apos;s traffic after a zone loss, replicas and leaders a broker, page-cache seconds.</source>
        <extracomment>Lesson text (rehearsal-round-2: segments[5].points[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local storage and what the tier cuts; the latency budget against its target; the downtime budget.</source>
        <extracomment>Lesson text (rehearsal-round-2: segments[5].points[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bill line by line, replication across zones as its largest line, and MSK beside it.</source>
        <extracomment>Lesson text (rehearsal-round-2: segments[5].points[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommend MSK for streams and SQS for queues, and say what would justify building.</source>
        <extracomment>Lesson text (rehearsal-round-2: segments[5].points[3]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exactly-once inside the log with transactions; outside it with idempotency keys or an outbox.</source>
        <extracomment>Lesson text (rehearsal-round-2: segments[6].points[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequential I/O, the page cache, batching and zero-copy, and what TLS does to it.</source>
        <extracomment>Lesson text (rehearsal-round-2: segments[6].points[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adding partitions to an ordered topic moves most keys: size for years, or cut over key by key.</source>
        <extracomment>Lesson text (rehearsal-round-2: segments[6].points[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which of Round 1&apos;s behaviours would lose or corrupt data at Round 2&apos;s scope, and which only hurt speed?</source>
        <extracomment>Lesson text (rehearsal-round-2: segments[2].check_ins[0].question). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stale worker&apos;s delete can remove a message another worker still holds, and a failover that forgets leases hands everything in flight out again, so those come first. Deleting on read and the lack of order break promises, not data. Duplicates from retries are a correctness issue for payments, stopped at the door with sequences and a window of {{payments.dedup_minutes}}.</source>
        <extracomment>Lesson text (rehearsal-round-2: segments[2].check_ins[0].answer). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round 3 in 45 minutes, segment by segment</source>
        <extracomment>Lesson text (rehearsal-round-3: title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recap: Round 2 in one breath</source>
        <extracomment>Lesson text (rehearsal-round-3: segments[0].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scope: four regions and the new promises</source>
        <extracomment>Lesson text (rehearsal-round-3: segments[1].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What breaks in Round 2&apos;s design</source>
        <extracomment>Lesson text (rehearsal-round-3: segments[2].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Topic policy and the control APIs</source>
        <extracomment>Lesson text (rehearsal-round-3: segments[3].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evolution: cells, mirrors, failover, residency, shredding, tiers</source>
        <extracomment>Lesson text (rehearsal-round-3: segments[4].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Numbers, and should we run it</source>
        <extracomment>Lesson text (rehearsal-round-3: segments[5].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow-ups: active-active, deletion under a hold, S3-direct topics</source>
        <extracomment>Lesson text (rehearsal-round-3: segments[6].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say in two sentences what Round 2 built: one region&apos;s platform of stream and queue topics on Raft partitions across three zones, order per key, dedup, a tier in S3, and the costs it left open.</source>
        <extracomment>Lesson text (rehearsal-round-3: segments[0].points[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restate the raise: four regions, survive losing one, a few seconds of loss for critical topics, EU data in the EU, finance kept for months, holds, deletion, and a bill for the board.</source>
        <extracomment>Lesson text (rehearsal-round-3: segments[1].points[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask again whether order matters and whether a consumer may see a message twice.</source>
        <extracomment>Lesson text (rehearsal-round-3: segments[1].points[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn the day into an average and a peak over all regions, then into a planning split by region.</source>
        <extracomment>Lesson text (rehearsal-round-3: segments[1].points[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One region is one blast radius: fix first what could lose an acknowledged message.</source>
        <extracomment>Lesson text (rehearsal-round-3: segments[2].points[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offsets, order and dedup stop at the region&apos;s edge.</source>
        <extracomment>Lesson text (rehearsal-round-3: segments[2].points[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Months of retention on broker disks cost a fortune; an append-only log cannot forget one customer.</source>
        <extracomment>Lesson text (rehearsal-round-3: segments[2].points[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A topic policy: home region, residency, mirror targets and target lag, retention tiers, tenant key and per-customer keys, ordered or not.</source>
        <extracomment>Lesson text (rehearsal-round-3: segments[3].points[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A mirror outside the EU for an EU topic: 400 RESIDENCY_VIOLATION.</source>
        <extracomment>Lesson text (rehearsal-round-3: segments[3].points[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>POST /v1/legal-holds with scope, reason and ticket; POST /v1/deletion-requests answered 202 PENDING with a status URL.</source>
        <extracomment>Lesson text (rehearsal-round-3: segments[3].points[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two pairs of regions, each a set of share-nothing cells; changes in waves from a canary cell.</source>
        <extracomment>Lesson text (rehearsal-round-3: segments[4].points[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asynchronous mirroring of critical topics, with the RPO said as a count of messages.</source>
        <extracomment>Lesson text (rehearsal-round-3: segments[4].points[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A manual, fenced flip per topic group; checkpoints and rereads; failback with a reconciliation tail.</source>
        <extracomment>Lesson text (rehearsal-round-3: segments[4].points[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Residency by placement; KMS multi-Region tenant keys; per-customer keys created only at home.</source>
        <extracomment>Lesson text (rehearsal-round-3: segments[4].points[3]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legal holds that win; deletion by shredding the customer&apos;s key, COMPLETE when backups age out.</source>
        <extracomment>Lesson text (rehearsal-round-3: segments[4].points[4]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiers and compression for the archive.</source>
        <extracomment>Lesson text (rehearsal-round-3: segments[4].points[5]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak over four regions, planned peaks, cells, brokers and controllers.</source>
        <extracomment>Lesson text (rehearsal-round-3: segments[5].points[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Messages at risk at the usual lag and at the target; the downtime budget a region.</source>
        <extracomment>Lesson text (rehearsal-round-3: segments[5].points[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage by tier against everything on brokers; the month line by line; MSK beside it.</source>
        <extracomment>Lesson text (rehearsal-round-3: segments[5].points[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weigh the saving against the team, and be ready to recommend buying.</source>
        <extracomment>Lesson text (rehearsal-round-3: segments[5].points[3]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multi-writer for unordered topics with origin tags; one home for ordered ones.</source>
        <extracomment>Lesson text (rehearsal-round-3: segments[6].points[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A deletion under a hold waits as ON_HOLD; legal decides; every step audited.</source>
        <extracomment>Lesson text (rehearsal-round-3: segments[6].points[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Topics written straight to S3 drop replication but not the S3 wait: a third topic kind for analytics.</source>
        <extracomment>Lesson text (rehearsal-round-3: segments[6].points[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which of Round 2&apos;s open costs could lose acknowledged messages, and which only cost money or compliance?</source>
        <extracomment>Lesson text (rehearsal-round-3: segments[2].check_ins[0].question). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running in one region is the one that loses data: a regional outage takes every copy with it, so mirroring critical topics to a pair comes first, with {{mirror-use1.at_target}} messages at risk at the target lag. Long retention is a cost problem and deletion a legal one; both are solved later with tiers and per-customer keys.</source>
        <extracomment>Lesson text (rehearsal-round-3: segments[2].check_ins[0].answer). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A 45-minute answer, segment by segment</source>
        <extracomment>Lesson text (rehearsal: title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requirements and the entry rate</source>
        <extracomment>Lesson text (rehearsal: segments[0].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage 1: the log, and one event&apos;s life</source>
        <extracomment>Lesson text (rehearsal: segments[1].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage 2: the tier, and Equation 1</source>
        <extracomment>Lesson text (rehearsal: segments[2].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage 3: six groups hit the network</source>
        <extracomment>Lesson text (rehearsal: segments[3].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage 4: Express, and when Standard is better</source>
        <extracomment>Lesson text (rehearsal: segments[4].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stages 5 and 6: the hot merchant</source>
        <extracomment>Lesson text (rehearsal: segments[5].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failures, the consumer questions and the close</source>
        <extracomment>Lesson text (rehearsal: segments[6].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say the assumptions: one Region, us-east-1, and producers that are our own services on our own network, so nothing crosses the internet.</source>
        <extracomment>Lesson text (rehearsal: segments[0].points[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sketch the API in a minute: producers publish an order event once; consumers read, process and commit how far they got.</source>
        <extracomment>Lesson text (rehearsal: segments[0].points[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agree the promises: order per order, not across all orders; at least once delivery with sinks that ignore duplicates; a produce latency target the interviewer accepts.</source>
        <extracomment>Lesson text (rehearsal: segments[0].points[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pin down the peak in events a second and the mean event size, then turn them into bytes a second.</source>
        <extracomment>Lesson text (rehearsal: segments[0].points[3]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask how much history must be kept and confirm that the design has to ride out the loss of a zone.</source>
        <extracomment>Lesson text (rehearsal: segments[0].points[4]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agree on units before any box: broker rates in decimal MB/s, sizes on disk in binary GiB.</source>
        <extracomment>Lesson text (rehearsal: segments[0].points[5]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sketch a replicated log: one topic in partitions, keyed so one order stays in order, three copies in three zones.</source>
        <extracomment>Lesson text (rehearsal: segments[1].points[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add up the bytes the retention holds against what the broker disks can hold, and name the disk wall.</source>
        <extracomment>Lesson text (rehearsal: segments[1].points[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow one event from batch to append, ack, visibility, commit and deletion, saying what each promise means.</source>
        <extracomment>Lesson text (rehearsal: segments[1].points[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep a day of three copies on the brokers and the full week as one copy in the tier; compare the bill.</source>
        <extracomment>Lesson text (rehearsal: segments[2].points[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Walk the three per-broker limits: the volume, the EBS link and the network, and which one binds today.</source>
        <extracomment>Lesson text (rehearsal: segments[2].points[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say what breaks first if the load doubles, and why that limit and not another.</source>
        <extracomment>Lesson text (rehearsal: segments[2].points[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count the copies a leader sends once six groups read every event, and show the network wall.</source>
        <extracomment>Lesson text (rehearsal: segments[3].points[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the wall two ways, more brokers of one size or larger ones, and argue the choice from what one lost broker costs.</source>
        <extracomment>Lesson text (rehearsal: segments[3].points[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point out that the producers never changed: the readers moved the wall.</source>
        <extracomment>Lesson text (rehearsal: segments[3].points[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move to Express brokers: no disks to size, published throttles, and the price of that.</source>
        <extracomment>Lesson text (rehearsal: segments[4].points[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare the data-out figure with the sustained and the maximum throttle.</source>
        <extracomment>Lesson text (rehearsal: segments[4].points[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say when a steady load belongs back on Standard brokers that the team sizes itself.</source>
        <extracomment>Lesson text (rehearsal: segments[4].points[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key by merchant for the ledger&apos;s overdraft check, and show one partition over its throttle at any cluster size.</source>
        <extracomment>Lesson text (rehearsal: segments[5].points[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split only the hot merchant into sub-keys on distinct partitions, with a custom partitioner.</source>
        <extracomment>Lesson text (rehearsal: segments[5].points[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explain what the ledger gives up: one balance becomes many sub-balances, each checked in its own order.</source>
        <extracomment>Lesson text (rehearsal: segments[5].points[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the failures in a breath each: a broker, then a zone, a full disk, a dead consumer, a resent event, a hot key. For each, say who notices and what it costs.</source>
        <extracomment>Lesson text (rehearsal: segments[6].points[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rebalancing: a dead task&apos;s partitions wait out its session timeout and then move; cooperative rebalancing moves only those partitions, and static membership lets a rolling restart skip the shuffle.</source>
        <extracomment>Lesson text (rehearsal: segments[6].points[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exactly once holds only from Kafka to Kafka, with transactions; the sinks receive at least once and stay right because they write on the producer&apos;s event id.</source>
        <extracomment>Lesson text (rehearsal: segments[6].points[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The zone bill sits outside the tiles: consumers reading leaders in other zones pay transfer both ways, and fetching from a follower in their own zone removes that line.</source>
        <extracomment>Lesson text (rehearsal: segments[6].points[3]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close with the design in one line: an MSK log with three copies over three zones, acks=all with two copies in sync, and every group paying for the whole stream.</source>
        <extracomment>Lesson text (rehearsal: segments[6].points[4]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Then the sizing rule in one line: size the log by what it keeps and by how many groups read it, never by the producers&apos; rate alone.</source>
        <extracomment>Lesson text (rehearsal: segments[6].points[5]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End on the trade-off: copies are paid for in disk and network, each reading group in network, and the split key in the ledger&apos;s single balance.</source>
        <extracomment>Lesson text (rehearsal: segments[6].points[6]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With the page closed, turn the peak into a byte rate, in MB/s and in MiB/s.</source>
        <extracomment>Lesson text (rehearsal: segments[0].check_ins[0].question). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A producer restarts and sends an order event a second time. What keeps the payments ledger from booking it twice?</source>
        <extracomment>Lesson text (rehearsal: segments[1].check_ins[1].question). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A consumer task dies in the middle of the stream. What happens to its partitions, and what does the sink see?</source>
        <extracomment>Lesson text (rehearsal: segments[6].check_ins[0].question). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {{kafka.groups}} groups read from leaders in other zones. What does that cost, and how do you remove most of it?</source>
        <extracomment>Lesson text (rehearsal: segments[6].check_ins[2].question). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{{load.events_per_s}} events a second at {{event.kib}} each is {{stream.bytes_per_s}} bytes a second: {{stream.mbps}} in the decimal units AWS quotes broker rates in, or {{stream.mibps}} in binary units.</source>
        <extracomment>Lesson text (rehearsal: segments[0].check_ins[0].answer). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idempotence does not cover it: the broker drops retries only within one producer session, so the restarted producer&apos;s copy lands as a new record with an offset of its own. The ledger writes keyed on the event id the producer stamps on it, built from the order id and that order&apos;s sequence number, so the second copy finds its row already there and changes nothing. Keying on the offset would not help, because the resend has a new one.</source>
        <extracomment>Lesson text (rehearsal: segments[1].check_ins[1].answer). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its partitions sit idle until the group gives up on it, when its session timeout runs out (45 s by default); a rebalance then hands them to the other tasks; with cooperative rebalancing, nothing else moves. The new owner starts from the last committed offset, so it replays whatever the dead task had processed but not committed. The sink writes on the producer&apos;s event id, so the replay changes nothing.</source>
        <extracomment>Lesson text (rehearsal: segments[6].check_ins[0].answer). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clients pay transfer in each direction when a byte crosses zones, and most leaders sit in another zone than their reader. For this stream the consumers&apos; part is about {{zones.consumers}} a month and the producers&apos; about {{zones.producers}}, {{zones.total}} together, none of it on the cost tiles. With each zone set as a rack, consumers fetch from the copy in their own zone and the consumer line goes; producers still write to leaders elsewhere.</source>
        <extracomment>Lesson text (rehearsal: segments[6].check_ins[2].answer). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask about order and duplicates before drawing anything</source>
        <extracomment>Lesson text (round-1-1: lesson.title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One team&apos;s order service hands work to fulfilment workers: {{orders.msgs_per_day}} tasks a day, about {{orders.message_kb}} each, in one region with {{fleet.zones}} availability zones. Design the queue between them.</source>
        <extracomment>Lesson text (round-1-1: lesson.asks). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is where Round 1 starts: the scope, the promise the queue makes and the sizing, before the first box.</source>
        <extracomment>Lesson text (round-1-1: lesson.change). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open with two questions, because their answers pick the whole design. Does the order of tasks matter? And may a worker see the same task twice, if doing it twice has no extra effect? Here the answers are no and yes: fulfilment does not care which order ships first, and the workers can check whether an order already went out.</source>
        <extracomment>Lesson text (round-1-1: lesson.beats[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Those answers buy the cheapest honest promise: at-least-once delivery to workers whose effect is idempotent. The queue itself cannot do better. If it hands a task out and then records the hand-out, a crash between the two hands it out again; if it records first and crashes before handing out, the task is gone. Only the worker, checking its own effect, closes that gap.</source>
        <extracomment>Lesson text (round-1-1: lesson.beats[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say what is not in scope yet, so nobody expects it later in the round: no ordering, no second team reading the same task, no replay of old tasks, no other regions, no delay, no de-duplication inside the queue. Each of those comes back as a harder promise in the later rounds.</source>
        <extracomment>Lesson text (round-1-1: lesson.beats[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Then the promises that are in scope. The order service must never wait on the queue. A task the queue has accepted must outlive the loss of any one machine, its disk included. A worker that is waiting sees a new task within a fraction of a second. More brokers must mean more throughput.</source>
        <extracomment>Lesson text (round-1-1: lesson.beats[3]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now turn the day into a rate. {{orders.msgs_per_day}} tasks spread over a day is {{orders.average}} a second on average; the busy hour runs {{orders.peak_ratio}} times that, so plan for {{fleet.peak}} tasks a second at peak. At {{orders.message_kb}} a task that is {{fleet.ingress}} coming in, {{fleet.gb_day}} a day and {{fleet.gb_month}} a month, {{fleet.messages_month}} tasks.</source>
        <extracomment>Lesson text (round-1-1: lesson.beats[4]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count what the disks must hold at worst. If the workers stop for the whole {{fleet.retention_days}} days a task may wait, the queue keeps {{fleet.gb_day}} a day for that long, on {{fleet.rf}} replicas, plus room for headers, acks and indexes (a factor of {{fleet.overhead}}): {{fleet.storage.worst}}. Spread over {{fleet.brokers}} brokers that is {{fleet.storage.broker}} each, {{fleet.volume_fill.percent}} of a {{fleet.volume_gb}} volume.</source>
        <extracomment>Lesson text (round-1-1: lesson.beats[5]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The API has three calls. Send answers only once the task is safe on a majority of its replicas. Receive takes up to {{workers.max_messages}} tasks, may wait up to {{workers.wait}} for one to arrive, and hides what it hands out for a visibility timeout. Delete, given the handle that receive returned, removes the task for good. Nothing is removed by reading it.</source>
        <extracomment>Lesson text (round-1-1: lesson.beats[6]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At-least-once with idempotent workers is cheap for the queue and honest about failures; the price is that every worker must be written to tolerate a second delivery of the same task.</source>
        <extracomment>Lesson text (round-1-1: lesson.tradeoff). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before any boxes: does order matter, and can a worker safely see a task twice? With no and yes, I promise at-least-once delivery to idempotent workers, and plan for {{fleet.peak}} tasks a second.</source>
        <extracomment>Lesson text (round-1-1: lesson.say_it). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why can&apos;t the queue promise that each task is processed exactly once?</source>
        <extracomment>Lesson text (round-1-1: lesson.check_in.question). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Because handing a task out and recording that it was handed out are two steps, and a crash can fall between them. Record after handing out and a crash repeats the task; record before and a crash loses it. The queue can only promise at-least-once, and the worker makes the effect happen once by checking, say, whether this order already shipped before shipping it.</source>
        <extracomment>Lesson text (round-1-1: lesson.check_in.answer). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From a day&apos;s tasks to the disks</source>
        <extracomment>Lesson text (round-1-1: lesson.figures[0].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The day</source>
        <extracomment>Lesson text (round-1-1: lesson.figures[0].steps[0].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The peak</source>
        <extracomment>Lesson text (round-1-1: lesson.figures[0].steps[1].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The worst case on disk</source>
        <extracomment>Lesson text (round-1-1: lesson.figures[0].steps[2].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Twice the tasks</source>
        <extracomment>Lesson text (round-1-1: lesson.figures[0].steps[3].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{{orders.msgs_per_day}} tasks a day at about {{orders.message_kb}} each is {{fleet.gb_day}} a day.</source>
        <extracomment>Lesson text (round-1-1: lesson.figures[0].steps[0].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spread evenly that is {{orders.average}} a second; the busy hour runs {{orders.peak_ratio}} times higher: {{fleet.peak}} a second, {{fleet.ingress}} in.</source>
        <extracomment>Lesson text (round-1-1: lesson.figures[0].steps[1].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workers stopped for {{fleet.retention_days}} days: {{fleet.storage.worst}} across {{fleet.rf}} replicas, {{fleet.storage.broker}} a broker ({{fleet.volume_fill.percent}} of its volume).</source>
        <extracomment>Lesson text (round-1-1: lesson.figures[0].steps[2].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With twice the tasks a day the worst case grows with them: {{fleet.storage.worst}} in all, {{fleet.volume_fill.percent}} of each broker&apos;s volume. Retention sizes these disks, not speed.</source>
        <extracomment>Lesson text (round-1-1: lesson.figures[0].steps[3].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A log on disk, then copies in other zones</source>
        <extracomment>Lesson text (round-1-2: lesson.title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your first sketch keeps the tasks in one server&apos;s memory. What happens when that server restarts, and how do you stop it?</source>
        <extracomment>Lesson text (round-1-2: lesson.asks). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The single in-memory queue becomes an append-only log on each broker&apos;s disk, copied to a replica in each of {{fleet.zones}} zones.</source>
        <extracomment>Lesson text (round-1-2: lesson.change). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start with the simplest thing and break it on purpose: one server holding the tasks in a list in memory. It is fast, and a restart forgets every task it accepted, which breaks the promise made to the order service the moment the server goes down.</source>
        <extracomment>Lesson text (round-1-2: lesson.beats[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix one: write every task to an append-only log before answering. The log is a directory of segment files, each named by the offset of its first record, and every record carries its length, a CRC checksum, its kind (a task, or an ack that names the task it removes), its offset and a timestamp. A sparse index beside each segment maps offsets to byte positions, so finding a task reads a little, not the whole file.</source>
        <extracomment>Lesson text (round-1-2: lesson.beats[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After a crash the broker reads the newest segment from the start and checks each record&apos;s CRC. The first record that fails is the torn tail of a write that never finished: it was never acknowledged, so cutting the log there loses nothing that was promised.</source>
        <extracomment>Lesson text (round-1-2: lesson.beats[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing to the page cache is not enough: the answer waits for fsync, the call that forces the bytes onto the disk. One fsync per task would be slow and costly, so the broker groups them. Every task arriving in the same {{fleet.group_commit_ms}} window shares one fsync, which caps a log at {{fleet.fsync.log_cap}} fsyncs a second however busy it gets.</source>
        <extracomment>Lesson text (round-1-2: lesson.beats[3]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix two: one disk is still one machine. Each partition&apos;s log lives on {{fleet.rf}} brokers, one in each zone, so losing a whole machine, disk and all, leaves copies elsewhere. How the copies agree is the next part.</source>
        <extracomment>Lesson text (round-1-2: lesson.beats[4]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A log on disk with fsync before the answer makes an accepted task survive a restart; the price is a disk write on every send, bounded by group commit to {{fleet.fsync.log_cap}} fsyncs a second a log.</source>
        <extracomment>Lesson text (round-1-2: lesson.tradeoff). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing is acknowledged until it is fsynced in an append-only log; a CRC on every record lets a broker cut a torn tail after a crash, and group commit keeps fsyncs to {{fleet.fsync.log_cap}} a second a log.</source>
        <extracomment>Lesson text (round-1-2: lesson.say_it). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After a crash, how does a broker find where its log really ends?</source>
        <extracomment>Lesson text (round-1-2: lesson.check_in.question). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It scans the newest segment from its first record, checking each record&apos;s length and CRC. The first record whose checksum fails is a write that was cut off mid-way, and the log ends just before it. That record was never fsynced and acknowledged, so dropping it breaks no promise.</source>
        <extracomment>Lesson text (round-1-2: lesson.check_in.answer). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What group commit does to fsyncs</source>
        <extracomment>Lesson text (round-1-2: lesson.figures[0].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The window</source>
        <extracomment>Lesson text (round-1-2: lesson.figures[0].steps[0].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The broker</source>
        <extracomment>Lesson text (round-1-2: lesson.figures[0].steps[1].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the real rate</source>
        <extracomment>Lesson text (round-1-2: lesson.figures[0].steps[2].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A longer window</source>
        <extracomment>Lesson text (round-1-2: lesson.figures[0].steps[3].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One fsync a log every {{fleet.group_commit_ms}} at most: {{fleet.fsync.log_cap}} a second a log, whatever the rate.</source>
        <extracomment>Lesson text (round-1-2: lesson.figures[0].steps[0].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A broker holds a replica of every partition, so its ceiling is {{fleet.fsync.broker_cap}} fsyncs a second; with about as many data writes that asks {{fleet.iops_at_cap}} IOPS, and the volumes are provisioned at {{fleet.iops}}.</source>
        <extracomment>Lesson text (round-1-2: lesson.figures[0].steps[1].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At {{fleet.per_partition}} tasks a second into a log, arriving at random, a window is empty part of the time: a log makes about {{fleet.fsync.real_log}} fsyncs a second, and the card shows {{fleet.fsync_iops.percent}} of the IOPS in use.</source>
        <extracomment>Lesson text (round-1-2: lesson.figures[0].steps[2].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Widen the window and the ceiling falls: {{fleet.fsync.log_cap}} fsyncs a second a log, {{fleet.fsync.broker_cap}} a broker, at the price of a longer wait before each answer.</source>
        <extracomment>Lesson text (round-1-2: lesson.figures[0].steps[3].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Receive hides a task; only delete removes it</source>
        <extracomment>Lesson text (round-1-3: lesson.title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A worker takes a task and dies halfway through. Where is the task now, and who finishes it?</source>
        <extracomment>Lesson text (round-1-3: lesson.asks). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Receive no longer removes a task: it leases it out for a visibility timeout of {{workers.visibility}}, and a delete after the work is what removes it.</source>
        <extracomment>Lesson text (round-1-3: lesson.change). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If receive removed the task, a worker that crashed after receiving would take the task down with it. So receive only hides it: the broker records a deadline, now plus the visibility timeout, counts one more delivery and hands the worker a receipt handle that names this delivery.</source>
        <extracomment>Lesson text (round-1-3: lesson.beats[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A task is always in one of a few states. Visible, waiting for a worker. In flight, hidden until its deadline. Deleted, gone for good once the worker sends delete with its handle. Or, after too many deliveries, in the dead-letter queue. The only way out of in flight, apart from a delete, is back to visible.</source>
        <extracomment>Lesson text (round-1-3: lesson.beats[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow a crash. A worker receives a task with a {{workers.visibility}} lease and dies a few seconds in. Nothing happens until the deadline; then the task is visible again, and the next receive, from any worker, gets it with its delivery count one higher and a new handle. If the first worker had already shipped the order, the idempotent check makes the second attempt a no-op.</source>
        <extracomment>Lesson text (round-1-3: lesson.beats[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick the timeout from the work, not from habit. Too short, and a slow but healthy worker loses its task to a second worker mid-way, which means duplicate work. Too long, and a crashed worker&apos;s task sits hidden for the whole timeout. A worker that is still busy can extend its lease every {{workers.extend_every}}, so the timeout can stay short.</source>
        <extracomment>Lesson text (round-1-3: lesson.beats[3]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In this round the lease table lives in the partition leader&apos;s memory. That is simple and fast, and it has a cost to say out loud: when the leader changes, every lease and delivery count of that partition is lost, so tasks in flight reappear at once and a task that keeps failing can slip past its count. Round 2 replicates the leases to fix it.</source>
        <extracomment>Lesson text (round-1-3: lesson.beats[4]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leases let a dead worker&apos;s task come back on its own, at the price of duplicates: a slow worker whose lease ran out and a second worker can both do the same task, which is why the workers must be idempotent.</source>
        <extracomment>Lesson text (round-1-3: lesson.tradeoff). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Receive leases, it does not delete: a task is hidden for {{workers.visibility}}, and if no delete arrives by then, it is visible again for another worker.</source>
        <extracomment>Lesson text (round-1-3: lesson.say_it). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why does receive not delete the task, and what brings back a dead worker&apos;s task?</source>
        <extracomment>Lesson text (round-1-3: lesson.check_in.question). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleting on receive would lose any task whose worker crashes before finishing. Instead receive hides the task until a deadline, the visibility timeout, and only a delete removes it. If the worker dies, no delete comes, the deadline passes and the task is visible again for the next receive, with its delivery count one higher.</source>
        <extracomment>Lesson text (round-1-3: lesson.check_in.answer). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One task&apos;s lease</source>
        <extracomment>Lesson text (round-1-3: lesson.figures[0].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Received</source>
        <extracomment>Lesson text (round-1-3: lesson.figures[0].steps[0].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Still working</source>
        <extracomment>Lesson text (round-1-3: lesson.figures[0].steps[1].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The worker dies</source>
        <extracomment>Lesson text (round-1-3: lesson.figures[0].steps[2].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A longer timeout</source>
        <extracomment>Lesson text (round-1-3: lesson.figures[0].steps[3].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A worker receives the task: it is hidden for {{workers.visibility}} and this is delivery one.</source>
        <extracomment>Lesson text (round-1-3: lesson.figures[0].steps[0].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A healthy worker extends the lease every {{workers.extend_every}}, each time to {{workers.visibility}} from now, so a long task keeps it.</source>
        <extracomment>Lesson text (round-1-3: lesson.figures[0].steps[1].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No delete and no extension come. The task stays hidden until the deadline, at most {{workers.visibility}} after the last extension, then any worker may receive it again.</source>
        <extracomment>Lesson text (round-1-3: lesson.figures[0].steps[2].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With the timeout raised to {{workers.visibility}}, a crash waits that long to be noticed; extensions let a short timeout cover long tasks instead.</source>
        <extracomment>Lesson text (round-1-3: lesson.figures[0].steps[3].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer when a majority has it: Raft in every partition</source>
        <extracomment>Lesson text (round-1-4: lesson.title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A send arrives at the leader of a partition. When is it safe to say 200, and what if one replica is slow or gone?</source>
        <extracomment>Lesson text (round-1-4: lesson.asks). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every partition becomes a Raft group of {{fleet.rf}} replicas, one a zone, and a send is acknowledged once {{fleet.quorum}} of them have it on disk.</source>
        <extracomment>Lesson text (round-1-4: lesson.change). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the protocol, since the interviewer will ask. Each partition is its own Raft group: one leader takes the sends and the followers copy its log. An entry is committed once a majority holds it, here {{fleet.quorum}} of {{fleet.rf}}, and only then does the producer get its 200.</source>
        <extracomment>Lesson text (round-1-4: lesson.beats[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The leader&apos;s own fsync and the copy to the followers run side by side, so a send waits for the slower of two things: the leader&apos;s fsync, and the round trip to the faster follower plus that follower&apos;s fsync. The third replica does not count, so a slow or dead one leaves the answer&apos;s speed as it was.</source>
        <extracomment>Lesson text (round-1-4: lesson.beats[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add it up for a waiting worker: the trip to the leader, the commit window, the commit itself, the held long poll waking and the hop to the worker. The budget comes to {{fleet.latency_ms}} at the 99th percentile against a target of {{fleet.latency_target_ms}}, about {{fleet.latency_headroom}} times inside it.</source>
        <extracomment>Lesson text (round-1-4: lesson.beats[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failures, one at a time. Lose a follower: the other one still makes a majority, and sends go on. Lose the leader: the followers stop hearing from it, time out and elect a new leader in a higher term; that partition refuses sends for a moment and the producers&apos; client library retries. Lose {{fleet.quorum}} of {{fleet.rf}}: nothing can commit, so no send is acknowledged, and nothing acknowledged is lost.</source>
        <extracomment>Lesson text (round-1-4: lesson.beats[3]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contrast it with Kafka, because someone will. Kafka&apos;s leader waits for every replica still in its in-sync set and drops a follower that falls behind; it uses Raft only for its own metadata. Raft in every log gives one simple safety rule and one election rule, as Redpanda does. The durability tile reads {{tile.durability}}.</source>
        <extracomment>Lesson text (round-1-4: lesson.beats[4]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A metadata store, itself a small Raft group, keeps the queues, their settings and who leads each partition. It stays off the path a task takes: if it goes down, brokers and clients keep the addresses they already have.</source>
        <extracomment>Lesson text (round-1-4: lesson.beats[5]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Majority commit survives any one lost replica without waiting for the slowest one; the price is a cross-zone round trip in every send and a brief refusal of sends whenever a partition&apos;s leader changes.</source>
        <extracomment>Lesson text (round-1-4: lesson.tradeoff). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each partition is a Raft group of {{fleet.rf}}, one a zone; I answer 200 only when {{fleet.quorum}} have it fsynced, so it {{tile.durability}}, and a slow third replica costs nothing.</source>
        <extracomment>Lesson text (round-1-4: lesson.say_it). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When is it safe to answer 200, and why doesn&apos;t a slow third replica matter?</source>
        <extracomment>Lesson text (round-1-4: lesson.check_in.question). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only once a majority of the partition&apos;s replicas, {{fleet.quorum}} of {{fleet.rf}}, have the entry on disk: then any future leader must hold it, because an election needs a majority too and the two majorities overlap. The leader waits for its own fsync and for the first follower&apos;s, not the second&apos;s, so a slow or dead third replica changes neither the answer nor its latency.</source>
        <extracomment>Lesson text (round-1-4: lesson.check_in.answer). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two of three</source>
        <extracomment>Lesson text (round-1-4: lesson.figures[0].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All up</source>
        <extracomment>Lesson text (round-1-4: lesson.figures[0].steps[0].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The budget</source>
        <extracomment>Lesson text (round-1-4: lesson.figures[0].steps[1].caption and one more place). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tighter target</source>
        <extracomment>Lesson text (round-1-4: lesson.figures[0].steps[2].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The leader and the faster follower both fsync; {{fleet.quorum}} of {{fleet.rf}} hold the entry and the producer gets its 200. The design {{tile.durability}}.</source>
        <extracomment>Lesson text (round-1-4: lesson.figures[0].steps[0].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send to a waiting worker in {{fleet.latency_ms}} at the 99th percentile, against {{fleet.latency_target_ms}}: {{fleet.latency_headroom}} times inside.</source>
        <extracomment>Lesson text (round-1-4: lesson.figures[0].steps[1].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hold the same path to a target of {{fleet.latency_target_ms}} and the headroom shrinks to {{fleet.latency_headroom}} times: the commit round trip is most of it.</source>
        <extracomment>Lesson text (round-1-4: lesson.figures[0].steps[2].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partitions for growth, long polls for idle workers</source>
        <extracomment>Lesson text (round-1-5: lesson.title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why split one queue into {{fleet.partitions}} partitions when a couple would carry the load, and what do idle workers cost while they wait?</source>
        <extracomment>Lesson text (round-1-5: lesson.asks). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The queue is cut into {{fleet.partitions}} partitions, each planned to carry at most {{fleet.partition_ceiling}} tasks a second, and workers hold long polls on every broker.</source>
        <extracomment>Lesson text (round-1-5: lesson.change). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partitions are the unit of growth: a partition&apos;s log, its fsyncs and its leases all live on its leader, so more partitions spread that work over more brokers. Plan each for at most {{fleet.partition_ceiling}} tasks a second: the load needs a few, and doubling that for headroom gives {{fleet.partitions}}. Each broker leads {{fleet.leaders_per_broker}} and follows the rest, holding {{fleet.replicas_per_broker}} replicas.</source>
        <extracomment>Lesson text (round-1-5: lesson.beats[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A low ceiling keeps each log&apos;s fsyncs and lease bookkeeping small. At peak a partition takes {{fleet.per_partition}} tasks a second, {{fleet.partition_rate.percent}} of its ceiling, so a new broker can take over whole partitions when the load grows, without splitting anything.</source>
        <extracomment>Lesson text (round-1-5: lesson.beats[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workers pull; the queue never pushes. A worker asks for tasks when it has room, so a slow worker is never buried. It keeps one connection to every broker, finds their addresses in the metadata store, and skips the load balancer, which is there for the producers.</source>
        <extracomment>Lesson text (round-1-5: lesson.beats[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Long polling: a receive with nothing to hand out is held open for up to {{workers.wait}} and answered the moment a task arrives. Without it, idle workers would ask again and again and get empty answers, paying for each request and adding up to a poll interval of delay. With it, {{workers.workers}} idle workers make {{sqs.idle_polls}} empty receives a month, which on SQS costs {{sqs.idle_polls_cost}}.</source>
        <extracomment>Lesson text (round-1-5: lesson.beats[3]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch the walls as the load grows with {{fleet.partitions}} partitions: the disks fill first, at {{wall.exact}} tasks a second ({{wall.msgs_per_day}} tasks a day), before any partition reaches its planned ceiling at {{fleet.partition_rate.wall}}. Retention, not speed, sets this design&apos;s limit.</source>
        <extracomment>Lesson text (round-1-5: lesson.beats[4]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More partitions than the load needs leave room to grow and keep each leader&apos;s work small; the price is more Raft groups, more logs and more fsyncs to run, and a receive must look across partitions to find a task.</source>
        <extracomment>Lesson text (round-1-5: lesson.tradeoff). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I plan each partition for at most {{fleet.partition_ceiling}} tasks a second and double the count for headroom, {{fleet.partitions}} in all; the disks fill first, at {{wall.exact}} tasks a second.</source>
        <extracomment>Lesson text (round-1-5: lesson.say_it). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why {{fleet.partitions}} partitions when fewer would carry the load, and what does holding a receive open save?</source>
        <extracomment>Lesson text (round-1-5: lesson.check_in.question). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fewer partitions would carry today&apos;s peak, but each partition is the unit a broker leads, so extra ones let the fleet grow by moving whole partitions to new brokers, and keep each log&apos;s fsyncs and leases small. Holding an empty receive open for up to the long-poll wait saves the stream of empty requests idle workers would otherwise send, which cost money on SQS, and a task reaches a waiting worker as soon as it commits instead of at its next poll.</source>
        <extracomment>Lesson text (round-1-5: lesson.check_in.answer). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partitions against their ceiling</source>
        <extracomment>Lesson text (round-1-5: lesson.figures[0].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Six partitions</source>
        <extracomment>Lesson text (round-1-5: lesson.figures[0].steps[0].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only what the load needs</source>
        <extracomment>Lesson text (round-1-5: lesson.figures[0].steps[1].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first wall</source>
        <extracomment>Lesson text (round-1-5: lesson.figures[0].steps[2].caption and one more place). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{{fleet.per_partition}} tasks a second a partition: {{fleet.partition_rate.percent}} of the {{fleet.partition_ceiling}} planned.</source>
        <extracomment>Lesson text (round-1-5: lesson.figures[0].steps[0].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With {{fleet.partitions}} partitions each carries {{fleet.per_partition}} a second, {{fleet.partition_rate.percent}} of its ceiling: no room left for growth.</source>
        <extracomment>Lesson text (round-1-5: lesson.figures[0].steps[1].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As the load grows, the worst-case storage is the first wall, at {{wall.exact}} tasks a second; the partitions would reach their ceiling only at {{fleet.partition_rate.wall}}.</source>
        <extracomment>Lesson text (round-1-5: lesson.figures[0].steps[2].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A task that always fails, and what the fleet costs</source>
        <extracomment>Lesson text (round-1-6: lesson.title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One malformed order crashes every worker that touches it. What stops it going round for ever? Then: what does this fleet cost, and would you build it?</source>
        <extracomment>Lesson text (round-1-6: lesson.asks). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A receive count and a dead-letter queue catch the task that keeps failing; then the numbers, and the honest comparison with buying Amazon SQS.</source>
        <extracomment>Lesson text (round-1-6: lesson.change). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A poison task never gets a delete, so its lease keeps running out and it keeps coming back, taking a worker down each time. The receive count stops it: a task may be delivered at most {{workers.max_receive}} times, and the receive that would be the next one moves it to the dead-letter queue instead.</source>
        <extracomment>Lesson text (round-1-6: lesson.beats[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With a {{workers.visibility}} timeout that is {{workers.deliveries}} deliveries, and the task reaches the dead-letter queue {{workers.dlq_after}} after its first receive. An alarm on the dead-letter queue&apos;s depth tells a person, who looks at the task, fixes the cause and sends it back.</source>
        <extracomment>Lesson text (round-1-6: lesson.beats[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now the numbers for the interviewer, in one breath: {{fleet.peak}} tasks a second at peak; {{fleet.storage.worst}} at worst on disk, {{fleet.storage.broker}} a broker; {{fleet.partitions}} partitions; fsyncs capped at {{fleet.fsync.log_cap}} a second a log and {{fleet.fsync.broker_cap}} a broker on volumes of {{fleet.iops}} IOPS; {{fleet.latency_ms}} from send to a waiting worker against {{fleet.latency_target_ms}}; and at {{fleet.availability}} availability, {{availability.downtime}} of downtime a month to spend.</source>
        <extracomment>Lesson text (round-1-6: lesson.beats[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fleet&apos;s month, line by line: brokers {{fleet.cost.fleet_brokers}}, the metadata store {{meta.cost.metadata_store}}, gp3 volumes {{fleet.cost.gp3_storage}} and their extra IOPS {{fleet.cost.gp3_iops}}, the load balancer {{nlb.cost.nlb_hours}} in hours and {{nlb.cost.nlb_capacity}} in capacity, and traffic between zones: {{fleet.cost.cross_zone_replication}} to copy to followers, {{fleet.cost.cross_zone_sends}} for sends and {{fleet.cost.cross_zone_reads}} for receives. In all, {{cost.total}}.</source>
        <extracomment>Lesson text (round-1-6: lesson.beats[3]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amazon SQS for the same month: sends one at a time and receives and deletes in batches of {{workers.max_messages}} make {{sqs.requests}} requests, {{sqs.requests_cost}}, and the idle long polls add {{sqs.idle_polls_cost}}: {{sqs.total}}. Even with nothing batched the bill would stop at {{sqs.unbatched}}.</source>
        <extracomment>Lesson text (round-1-6: lesson.beats[4]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>So the two bills are close, and the bills are not the real cost. The fleet needs people: patching, disks to watch, elections to debug, someone on call at night. SQS gives the same leases, visibility timeout, long polls and dead-letter queue with none of that.</source>
        <extracomment>Lesson text (round-1-6: lesson.beats[5]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Building teaches the mechanics and gives full control; at this size it costs about what SQS costs in AWS bills and far more in the people who must run it.</source>
        <extracomment>Lesson text (round-1-6: lesson.tradeoff). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At this size the fleet costs {{cost.total}} a month and SQS about {{sqs.total}}; SQS needs no brokers, disks or on-call, so buying SQS is the right call here.</source>
        <extracomment>Lesson text (round-1-6: lesson.say_it). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What stops one bad task from crashing workers for ever, and who finds out?</source>
        <extracomment>Lesson text (round-1-6: lesson.check_in.question). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every delivery counts, and once a task has been received the maximum number of times, the next receive moves it to a dead-letter queue instead of handing it out. Here that is {{workers.deliveries}} deliveries, and the move comes {{workers.dlq_after}} after its first receive. An alarm on the dead-letter queue&apos;s depth pages a person, who fixes the cause and redrives the task.</source>
        <extracomment>Lesson text (round-1-6: lesson.check_in.answer). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The poison task</source>
        <extracomment>Lesson text (round-1-6: lesson.figures[0].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build or buy</source>
        <extracomment>Lesson text (round-1-6: lesson.figures[1].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It fails</source>
        <extracomment>Lesson text (round-1-6: lesson.figures[0].steps[0].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To the dead-letter queue</source>
        <extracomment>Lesson text (round-1-6: lesson.figures[0].steps[1].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A longer lease</source>
        <extracomment>Lesson text (round-1-6: lesson.figures[0].steps[2].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fleet</source>
        <extracomment>Lesson text (round-1-6: lesson.figures[1].steps[0].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SQS</source>
        <extracomment>Lesson text (round-1-6: lesson.figures[1].steps[1].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every delivery crashes its worker; each lease of {{workers.visibility}} runs out with no delete.</source>
        <extracomment>Lesson text (round-1-6: lesson.figures[0].steps[0].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After {{workers.deliveries}} deliveries it moves aside, {{workers.dlq_after}} after the first receive, and the alarm fires.</source>
        <extracomment>Lesson text (round-1-6: lesson.figures[0].steps[1].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With a longer timeout the same task takes longer to set aside: {{workers.deliveries}} deliveries, {{workers.dlq_after}}.</source>
        <extracomment>Lesson text (round-1-6: lesson.figures[0].steps[2].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{{cost.total}} a month, the largest line the volumes at {{fleet.cost.gp3_storage}}.</source>
        <extracomment>Lesson text (round-1-6: lesson.figures[1].steps[0].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{{sqs.total}} a month: {{sqs.requests_cost}} in requests and {{sqs.idle_polls_cost}} of idle long polls; {{sqs.unbatched}} if nothing were batched.</source>
        <extracomment>Lesson text (round-1-6: lesson.figures[1].steps[1].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow-ups: Postgres, long tasks and a leader cut off</source>
        <extracomment>Lesson text (round-1-7: lesson.title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three follow-ups to close Round 1. Could the team just use Postgres? What visibility timeout suits a task whose P99 is {{workers.processing_p99}} but that sometimes takes {{workers.processing_max}}? And what happens to a leader cut off from the others for a minute?</source>
        <extracomment>Lesson text (round-1-7: lesson.asks). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No change to the design: three questions that test whether the mechanics are understood, answered with the design&apos;s own figures.</source>
        <extracomment>Lesson text (round-1-7: lesson.change). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Postgres as the queue, with SELECT ... FOR UPDATE SKIP LOCKED so workers skip rows others hold: for a team that already runs Postgres, at this rate, it works. Be precise about the cost. Each task is an insert, an update when it is taken and a delete when it is done, {{fleet.postgres_rows}} row writes a second at peak. Deleted rows leave dead tuples for vacuum to clean, the queue shares a database with everything else, and one primary is one machine.</source>
        <extracomment>Lesson text (round-1-7: lesson.beats[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The long task. A timeout longer than the longest task, above {{workers.processing_max}}, would make every crash wait that long to be noticed. Instead keep the timeout at {{workers.visibility}} and have the worker extend its lease every {{workers.extend_every}} while it works. A task of {{workers.processing_p99}} never needs an extension; one of {{workers.processing_max}} keeps its lease by extending; and a worker that dies is noticed at most {{workers.visibility}} after its last extension.</source>
        <extracomment>Lesson text (round-1-7: lesson.beats[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cut-off leader. A leader that can no longer reach its followers can still append sends to its own log, but it can never gather a majority, so none of them commits and no producer gets a 200; the producers time out and retry. The followers, still a majority, stop hearing from it, elect a new leader in a higher term and carry on.</source>
        <extracomment>Lesson text (round-1-7: lesson.beats[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the old leader&apos;s network comes back, it sees the higher term, steps down and becomes a follower. The entries it appended alone were never committed, so it discards them and copies the new leader&apos;s log. Nothing that was acknowledged is lost, which is the whole point of answering only on a majority.</source>
        <extracomment>Lesson text (round-1-7: lesson.beats[3]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same rule covers the harder case: with {{fleet.quorum}} of {{fleet.rf}} replicas gone, nothing commits at all. The partition is unavailable, but it never acknowledges a send it could lose.</source>
        <extracomment>Lesson text (round-1-7: lesson.beats[4]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each follow-up trades one kind of risk for another: Postgres trades a new system for load on a shared database; a short timeout with extensions trades extension traffic for fast crash detection; majority commit trades availability during a split for never losing an acknowledged task.</source>
        <extracomment>Lesson text (round-1-7: lesson.tradeoff). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A cut-off leader can append but never commit, so it never says 200; the majority elects a higher term, and the old leader steps down and throws away its uncommitted tail.</source>
        <extracomment>Lesson text (round-1-7: lesson.say_it). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A task usually takes {{workers.processing_p99}} at the 99th percentile and at most {{workers.processing_max}}. What visibility timeout do you set?</source>
        <extracomment>Lesson text (round-1-7: lesson.check_in.question). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not one longer than the longest task, or every crash would take that long to notice. Keep a timeout of {{workers.visibility}} and have the worker extend its lease every {{workers.extend_every}} while it is still working. Normal tasks finish well inside one lease, long ones keep theirs by extending, and a dead worker&apos;s task is visible again within {{workers.visibility}} of its last extension.</source>
        <extracomment>Lesson text (round-1-7: lesson.check_in.answer). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A task that runs long</source>
        <extracomment>Lesson text (round-1-7: lesson.figures[0].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lease</source>
        <extracomment>Lesson text (round-1-7: lesson.figures[0].steps[0].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extending</source>
        <extracomment>Lesson text (round-1-7: lesson.figures[0].steps[1].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A crash mid-way</source>
        <extracomment>Lesson text (round-1-7: lesson.figures[0].steps[2].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without extensions</source>
        <extracomment>Lesson text (round-1-7: lesson.figures[0].steps[3].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The worker receives the task with a lease of {{workers.visibility}}.</source>
        <extracomment>Lesson text (round-1-7: lesson.figures[0].steps[0].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every {{workers.extend_every}} it extends the deadline to {{workers.visibility}} from now, for as long as the work takes, up to {{workers.processing_max}}.</source>
        <extracomment>Lesson text (round-1-7: lesson.figures[0].steps[1].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If it dies, the extensions stop, and the task is visible again at most {{workers.visibility}} after the last one.</source>
        <extracomment>Lesson text (round-1-7: lesson.figures[0].steps[2].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With no extensions, the timeout must cover the longest task, so a crash would hide the task for {{workers.visibility}}.</source>
        <extracomment>Lesson text (round-1-7: lesson.figures[0].steps[3].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: three times the orders</source>
        <extracomment>Lesson text (round-1-7: lesson.your_turn.title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The order service grows to {{orders.msgs_per_day}} tasks a day, three times the round&apos;s figure: {{fleet.peak}} msg/s at the peak. On the round&apos;s fleet each broker would have to keep {{fleet.storage.broker}} of backlog on a {{fleet.volume_gb}} volume, and each partition would carry {{fleet.per_partition}} msg/s against the {{fleet.partition_ceiling}} it is planned for. Change the design on the canvas so it carries this load, then check it. What stays: unprocessed tasks kept {{fleet.retention_days}} days; an acknowledged task outlives a lost zone, inside the {{availability.downtime}} a month that {{fleet.availability}} allows; at most {{fleet.latency_target_ms}} from a send to a waiting worker; a task of up to {{workers.processing_max}} keeps its lease, yet a crashed worker&apos;s task is back within {{workers.visibility}}; and a task that always fails is parked after {{workers.max_receive}} deliveries. Growing the fleet and buying SQS are both fair answers.</source>
        <extracomment>Lesson text (round-1-7: lesson.your_turn.brief). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bigger volumes, more partitions</source>
        <extracomment>Lesson text (round-1-7: lesson.your_turn.answers[0].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Six brokers, two in each zone</source>
        <extracomment>Lesson text (round-1-7: lesson.your_turn.answers[1].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A wider group-commit window</source>
        <extracomment>Lesson text (round-1-7: lesson.your_turn.answers[2].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy SQS Standard instead</source>
        <extracomment>Lesson text (round-1-7: lesson.your_turn.answers[3].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three brokers with {{fleet.volume_gb}} volumes keep {{fleet.storage.broker}} each ({{fleet.volume_fill.percent}}). {{fleet.partitions}} partitions bring each down to {{fleet.per_partition}} msg/s, but every broker now fsyncs {{fleet.partitions}} logs, so the volumes need {{fleet.iops}} IOPS ({{fleet.fsync_iops.percent}} used).</source>
        <extracomment>Lesson text (round-1-7: lesson.your_turn.answers[0].summary). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{{fleet.brokers}} brokers share {{fleet.partitions}} partitions: each holds {{fleet.replicas_per_broker}} replicas, {{fleet.storage.broker}} on its {{fleet.volume_gb}} volume ({{fleet.volume_fill.percent}}), and fsyncs {{fleet.replicas_per_broker}} logs, {{fleet.fsync_iops.percent}} of the {{fleet.iops}} IOPS it already has. The bill grows by the brokers instead of the disks.</source>
        <extracomment>Lesson text (round-1-7: lesson.your_turn.answers[1].summary). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With a {{fleet.group_commit_ms}} window a log fsyncs at most {{fleet.fsync.log_cap}} times a second, so {{fleet.partitions}} logs on a broker fit the {{fleet.iops}} IOPS already bought ({{fleet.fsync_iops.percent}}); the price is latency: {{fleet.latency_ms}} from a send to a waiting worker, still far inside {{fleet.latency_target_ms}}.</source>
        <extracomment>Lesson text (round-1-7: lesson.your_turn.answers[2].summary). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fleet, its load balancer and its metadata store go; an SQS Standard queue takes the {{tile.load}}, with nothing to size for storage or fsyncs. It costs {{sqs.requests}} requests a month, {{sqs.total}} with the idle long polls, and holds {{queue.in_flight.used_short}} in flight of the {{sqs.in_flight_max}} a queue allows ({{queue.in_flight.percent}}). FIFO would not do: its request limit is the new wall.</source>
        <extracomment>Lesson text (round-1-7: lesson.your_turn.answers[3].summary). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More workers</source>
        <extracomment>Lesson text (round-1-7: lesson.your_turn.wrong_moves[0].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A bigger instance</source>
        <extracomment>Lesson text (round-1-7: lesson.your_turn.wrong_moves[1].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bigger receive batches</source>
        <extracomment>Lesson text (round-1-7: lesson.your_turn.wrong_moves[2].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workers drain the queue faster, but the backlog the brokers must be able to keep is sized by the retention, not by how fast it usually drains. With this change alone a broker still needs {{fleet.storage.broker}} on a {{fleet.volume_gb}} volume, and each partition still carries {{fleet.per_partition}} msg/s.</source>
        <extracomment>Lesson text (round-1-7: lesson.your_turn.wrong_moves[0].reason). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A bigger instance buys network and EBS bandwidth, and those were never close to their limits. The volume and the partitions stay as they were, so with this change alone a broker still needs {{fleet.storage.broker}} on {{fleet.volume_gb}} ({{fleet.volume_fill.percent}}) and each partition carries {{fleet.per_partition}} msg/s.</source>
        <extracomment>Lesson text (round-1-7: lesson.your_turn.wrong_moves[1].reason). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A receive that takes more tasks saves requests, not disk. With this change alone the brokers still need {{fleet.storage.broker}} each on {{fleet.volume_gb}} volumes.</source>
        <extracomment>Lesson text (round-1-7: lesson.your_turn.wrong_moves[2].reason). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The brief is tasks of {{orders.message_kb}}; a smaller task answers a different question.</source>
        <extracomment>Lesson text (round-1-7: lesson.your_turn.rules[0].reason). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The worst-case overhead of {{fleet.overhead}} covers headers, ack and lease records, indexes and free space; lowering it makes the disks look bigger than they are.</source>
        <extracomment>Lesson text (round-1-7: lesson.your_turn.rules[1].reason). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A partition is planned for {{fleet.partition_ceiling}} msg/s to keep its fsyncs and its lease bookkeeping small; raising the plan hides the wall instead of moving it.</source>
        <extracomment>Lesson text (round-1-7: lesson.your_turn.rules[2].reason). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tasks take what they take; shorter task times on the canvas change the workers, not the tasks.</source>
        <extracomment>Lesson text (round-1-7: lesson.your_turn.rules[3].reason). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round 1: a leased task queue on a Raft fleet</source>
        <extracomment>Lesson text (round-1: name). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order per key: one partition for each payment account</source>
        <extracomment>Lesson text (round-2-1: lesson.title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The queue from Round 1 now serves every team: {{platform.average}} on average, {{platform.peak}} in the busy hour. Payments adds a rule the old queue never made: the messages of one account must be handled in the order they were sent. How do you keep that order without giving up the spread over {{platform.brokers}} brokers?</source>
        <extracomment>Lesson text (round-2-1: lesson.asks). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round 2 opens: scope raised to a whole platform, and the first new promise is order for each group key.</source>
        <extracomment>Lesson text (round-2-1: lesson.change). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start by naming what breaks when the scope jumps. Round 1&apos;s queue hands tasks to any free worker in any order, keeps nothing once a task is deleted, and has one reader. Payments needs order for each account, three teams want the same events, analytics wants last week back, and the whole thing must ride through the loss of a zone at {{platform.availability}}.</source>
        <extracomment>Lesson text (round-2-1: lesson.beats[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn the day into rates first. {{platform.average}} on average and {{platform.peak}} at peak, at {{payments.message_kb}} a message, is {{platform.ingress}} arriving, {{platform.gb_day}} a day and {{platform.gb_month}} a month for one copy.</source>
        <extracomment>Lesson text (round-2-1: lesson.beats[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order costs something only if it is global, so never promise that. Promise it for each group key: the producer sends the account number as the key, the broker hashes it and takes the remainder by the partition count, and every message of that account lands in the same partition, one behind the other.</source>
        <extracomment>Lesson text (round-2-1: lesson.beats[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inside a partition the log already keeps the order of appends. A queue topic must also keep it when it hands messages out: while one message of a group is leased, the next message of the same group waits. Other groups in the partition move on freely, so one slow account does not stall its neighbours.</source>
        <extracomment>Lesson text (round-2-1: lesson.beats[3]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform has {{platform.partitions}} partitions over {{platform.brokers}} brokers, each a Raft group of {{platform.rf}} with one replica a zone: {{platform.replicas_per_broker}} replicas a broker, about {{platform.leaders_per_broker}} of them leaders. That is {{platform.replicas_share}} of the replica count MSK recommends for this broker size, so the count leaves room to grow.</source>
        <extracomment>Lesson text (round-2-1: lesson.beats[4]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three costs come with the key. A slow or poisoned message blocks the rest of its own group until it is done or parked. A very busy account is a hot key that one partition must carry alone. And the mapping from key to partition depends on the partition count, so adding partitions later moves most keys and breaks their order unless it is done as a planned cutover.</source>
        <extracomment>Lesson text (round-2-1: lesson.beats[5]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order per key is cheap because it only asks one partition to keep its append order; the price is head-of-line blocking inside a group, hot keys that cannot be split, and a partition count that is hard to change later.</source>
        <extracomment>Lesson text (round-2-1: lesson.tradeoff). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I never promise global order: payments gets order per account by hashing the account to one of {{platform.partitions}} partitions, and a queue topic leases a group&apos;s messages strictly one after another.</source>
        <extracomment>Lesson text (round-2-1: lesson.say_it). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why does a queue topic lease the messages of a group strictly one after another, and what does that cost?</source>
        <extracomment>Lesson text (round-2-1: lesson.check_in.question). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Because two workers holding two messages of the same account could finish them in either order, which is exactly what the promise forbids. Holding the next message of the group back until the one in flight is deleted keeps the order. The cost is head-of-line blocking: one slow or failing message stops its whole group, while other groups in the same partition carry on.</source>
        <extracomment>Lesson text (round-2-1: lesson.check_in.answer). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From a day of messages to partitions</source>
        <extracomment>Lesson text (round-2-1: lesson.figures[0].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rate</source>
        <extracomment>Lesson text (round-2-1: lesson.figures[0].steps[0].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payments alone</source>
        <extracomment>Lesson text (round-2-1: lesson.figures[0].steps[1].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spread over the fleet</source>
        <extracomment>Lesson text (round-2-1: lesson.figures[0].steps[2].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Twice the partitions</source>
        <extracomment>Lesson text (round-2-1: lesson.figures[0].steps[3].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{{platform.average}} on average, {{platform.peak}} at peak: {{platform.ingress}} arriving, {{platform.gb_day}} a day.</source>
        <extracomment>Lesson text (round-2-1: lesson.figures[0].steps[0].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The payment accounts send {{payments.msgs_per_day}} a day, {{payments.peak}} at peak, each account hashed to one partition.</source>
        <extracomment>Lesson text (round-2-1: lesson.figures[0].steps[1].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{{platform.partitions}} partitions x {{platform.rf}} replicas over {{platform.brokers}} brokers: {{platform.replicas_per_broker}} replicas and about {{platform.leaders_per_broker}} leaders a broker.</source>
        <extracomment>Lesson text (round-2-1: lesson.figures[0].steps[2].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planning {{platform.partitions}} partitions instead puts {{platform.replicas_per_broker}} replicas on each broker, {{platform.replicas_share}} of MSK&apos;s figure. Partitions are cheap now and painful to add later.</source>
        <extracomment>Lesson text (round-2-1: lesson.figures[0].steps[3].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No duplicates from a producer&apos;s retry</source>
        <extracomment>Lesson text (round-2-2: lesson.title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A payment producer sent a batch, the answer was lost on the way back, and the retry stored the same payment twice. How does the platform stop that, and what does it still not promise?</source>
        <extracomment>Lesson text (round-2-2: lesson.asks). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Producers get an ID and a sequence for each partition, and sends may carry a deduplication ID checked over a window.</source>
        <extracomment>Lesson text (round-2-2: lesson.change). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A producer cannot tell a lost request from a lost answer, so it must retry, and a retry of a send that did land is a duplicate. The fix belongs at the door, where the broker can still compare what arrives with what it already holds.</source>
        <extracomment>Lesson text (round-2-2: lesson.beats[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The idempotent producer: each producer gets an ID, and numbers its batches for each partition. The leader remembers the last sequence it stored from that producer; a batch it has already stored is answered as a success and not written again. That catches retries of the same connection and even a retry after a leader change, because the sequence travels with the records.</source>
        <extracomment>Lesson text (round-2-2: lesson.beats[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A producer that restarts gets a new ID, and then sequences cannot help. For that, a send may carry a deduplication ID chosen by the application, such as the payment&apos;s own reference. The leader keeps the IDs it has seen for {{payments.dedup_minutes}}; a repeat inside the window is not stored, and the answer points at the original message and says it is a duplicate.</source>
        <extracomment>Lesson text (round-2-2: lesson.beats[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The window has a size you can count. At {{platform.peak}} a window of {{payments.dedup_window}} holds about {{platform.dedup.ids}} IDs across the platform, {{platform.dedup.per_partition}} for each of the {{platform.partitions}} partitions. That fits in memory with room to spare, and is replicated with the log so a new leader knows them too.</source>
        <extracomment>Lesson text (round-2-2: lesson.beats[3]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The send itself stays fast because the journal does the heavy lifting: one journal a broker for all its replicas, fsynced once a {{platform.group_commit_ms}} window, at most {{platform.journal.fsyncs}} with about {{platform.journal.kb_per_fsync}} each. Fsyncing every replica&apos;s log on its own would take {{platform.fsync.per_partition}} on each broker.</source>
        <extracomment>Lesson text (round-2-2: lesson.beats[4]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This stops duplicates from being stored. It does not stop a consumer from processing a message twice: a consumer that does its work and crashes before committing its offset will read the message again. That side still needs idempotent effects, for example a processed-messages table written in the same transaction as the effect.</source>
        <extracomment>Lesson text (round-2-2: lesson.beats[5]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequences and a deduplication window make storing exactly once cheap, a few million IDs in memory; processing is still at least once, so the consumer&apos;s effects must still be idempotent.</source>
        <extracomment>Lesson text (round-2-2: lesson.tradeoff). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retries are stopped at the door: producer IDs with sequences catch resends, and a {{payments.dedup_minutes}} deduplication window catches a restarted producer. Processing stays at least once, so consumers stay idempotent.</source>
        <extracomment>Lesson text (round-2-2: lesson.say_it). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A producer restarts and resends a payment it had already sent. Which mechanism catches it, and why not the other?</source>
        <extracomment>Lesson text (round-2-2: lesson.check_in.question). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deduplication ID catches it. The restarted producer has a new producer ID, so its sequence numbers start again and the leader has nothing to compare them with. The application&apos;s own ID for the payment is the same on both sends, and the leader keeps every such ID for {{payments.dedup_minutes}}, so the second send is answered with the first message&apos;s ID and is not stored again.</source>
        <extracomment>Lesson text (round-2-2: lesson.check_in.answer). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The size of the deduplication window</source>
        <extracomment>Lesson text (round-2-2: lesson.figures[0].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The send path against its target</source>
        <extracomment>Lesson text (round-2-2: lesson.figures[1].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the window holds</source>
        <extracomment>Lesson text (round-2-2: lesson.figures[0].steps[0].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A longer window for payments</source>
        <extracomment>Lesson text (round-2-2: lesson.figures[0].steps[1].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The journal behind it</source>
        <extracomment>Lesson text (round-2-2: lesson.figures[0].steps[2].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A wider window</source>
        <extracomment>Lesson text (round-2-2: lesson.figures[1].steps[1].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{{platform.peak}} for {{payments.dedup_window}}: about {{platform.dedup.ids}} IDs, {{platform.dedup.per_partition}} a partition.</source>
        <extracomment>Lesson text (round-2-2: lesson.figures[0].steps[0].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With payments keeping IDs for {{payments.dedup_minutes}}, the platform holds about {{platform.dedup.ids}} IDs, {{platform.dedup.per_partition}} a partition: a longer window is memory, not disk.</source>
        <extracomment>Lesson text (round-2-2: lesson.figures[0].steps[1].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One journal a broker: {{platform.journal.fsyncs}}, about {{platform.journal.kb_per_fsync}} each. A log a replica would need {{platform.fsync.per_partition}}.</source>
        <extracomment>Lesson text (round-2-2: lesson.figures[0].steps[2].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From a send to a waiting reader: {{platform.latency_ms}} at the 99th percentile, leaving {{platform.latency_headroom_ms}} of the {{platform.latency_target_ms}} target.</source>
        <extracomment>Lesson text (round-2-2: lesson.figures[1].steps[0].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A {{platform.group_commit_ms}} group-commit window makes the path {{platform.latency_ms}}, {{platform.latency_headroom_ms}} to spare: the window is the lever on both fsyncs and latency.</source>
        <extracomment>Lesson text (round-2-2: lesson.figures[1].steps[1].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three teams read the same events, and analytics replays last week</source>
        <extracomment>Lesson text (round-2-3: lesson.title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fulfilment, billing and analytics all want every order event, each at its own pace, and analytics wants to go back a week when its job has a bug. A queue deletes what it hands out. What changes?</source>
        <extracomment>Lesson text (round-2-3: lesson.asks). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stream topics beside the queue topics: messages are kept for the retention whether read or not, and every team that reads gets a consumer group that tracks its own offsets.</source>
        <extracomment>Lesson text (round-2-3: lesson.change). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A queue cannot serve three teams: the first team to delete a message takes it from the other two, and copying each message into three queues triples the writes. The log we already have is the better answer, if reading stops removing anything.</source>
        <extracomment>Lesson text (round-2-3: lesson.beats[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A stream topic keeps every message for its retention, read or not. Each team is a consumer group, and a group keeps one committed offset for each partition: the next offset it will read. Fetching asks for messages from an offset, up to the high watermark, the last offset a majority holds; a reader never sees past it.</source>
        <extracomment>Lesson text (round-2-3: lesson.beats[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay is moving a group&apos;s offsets. Seek by time uses the partition&apos;s time index to find the first message at or after the moment asked for; seek by offset goes to an exact place. The group must have no active members while it seeks, so nobody commits over the new position.</source>
        <extracomment>Lesson text (round-2-3: lesson.beats[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading is now a multiplier on the traffic. With {{platform.read_factor}} groups reading each message on average, the fleet takes in {{platform.fleet_in}} (producers plus copies to {{platform.rf}} replicas) and sends out {{platform.fleet_out}} (readers plus copies to followers): {{platform.broker_in}} in and {{platform.broker_out}} out for each of the {{platform.brokers}} brokers.</source>
        <extracomment>Lesson text (round-2-3: lesson.beats[3]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is {{platform.network.normal_percent}} of a broker&apos;s {{platform.network_mbps}} network with every zone up. The fleet is sized for one zone down, though: with the same totals over {{platform.brokers_after_loss}} brokers each carries {{platform.loss.broker_in}} in and {{platform.loss.broker_out}} out, {{platform.loss.network_percent}} of its network.</source>
        <extracomment>Lesson text (round-2-3: lesson.beats[4]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retention is the new cost. A week of one copy is {{platform.tier.gb}}, and three replicas with room for indexes on broker disks would be far more; the next part shows where the week actually lives.</source>
        <extracomment>Lesson text (round-2-3: lesson.beats[5]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stream topics give every team its own position and a week of replay for one stored copy; the price is storage for the whole retention and traffic that grows with every reading group.</source>
        <extracomment>Lesson text (round-2-3: lesson.tradeoff). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queue topics for work that is done once, stream topics for events many teams read: each team is a consumer group with its own offsets, and replay is a seek by time.</source>
        <extracomment>Lesson text (round-2-3: lesson.say_it). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What is a committed offset, and why must a group have no active consumers while it seeks?</source>
        <extracomment>Lesson text (round-2-3: lesson.check_in.question). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A committed offset is the next offset the group will read in a partition, stored by the platform so a restarted consumer picks up where the group left off. Seeking rewrites those offsets. If a member were still running it could commit its own older position a moment later and undo the seek, so the group is stopped first and resumes from the new offsets.</source>
        <extracomment>Lesson text (round-2-3: lesson.check_in.answer). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What each reading group adds</source>
        <extracomment>Lesson text (round-2-3: lesson.figures[0].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two groups a message</source>
        <extracomment>Lesson text (round-2-3: lesson.figures[0].steps[0].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A zone lost</source>
        <extracomment>Lesson text (round-2-3: lesson.figures[0].steps[1].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four groups a message</source>
        <extracomment>Lesson text (round-2-3: lesson.figures[0].steps[2].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{{platform.read_factor}} reads a message: {{platform.fleet_in}} in and {{platform.fleet_out}} out across the fleet, {{platform.network.normal_percent}} of a broker&apos;s network.</source>
        <extracomment>Lesson text (round-2-3: lesson.figures[0].steps[0].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same totals over {{platform.brokers_after_loss}} brokers: {{platform.loss.broker_in}} in, {{platform.loss.broker_out}} out, {{platform.loss.network_percent}} of the network.</source>
        <extracomment>Lesson text (round-2-3: lesson.figures[0].steps[1].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With {{platform.read_factor}} reads a message the fleet sends out {{platform.fleet_out}}; after a zone loss a broker runs at {{platform.loss.network_percent}} of its network.</source>
        <extracomment>Lesson text (round-2-3: lesson.figures[0].steps[2].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A replay slowed everyone: tiered storage and a cold path</source>
        <extracomment>Lesson text (round-2-4: lesson.title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analytics seeked back six days and the live readers&apos; latency jumped while it caught up. Why, and how do you keep replays from hurting live traffic?</source>
        <extracomment>Lesson text (round-2-4: lesson.asks). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sealed segments go to an S3 tier; brokers keep a day locally, and reads of older data take a separate cold path that never touches the page cache.</source>
        <extracomment>Lesson text (round-2-4: lesson.change). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live readers are seconds behind the producers, so they read from memory: each broker keeps about {{platform.page_cache_gb}} of page cache, which holds {{platform.page_cache_s}} of the {{platform.broker_in}} it writes. A replay reads days-old data from disk, pulls it through the same cache and pushes out exactly the pages the live readers were about to read. Their reads turn into disk reads, and their latency follows.</source>
        <extracomment>Lesson text (round-2-4: lesson.beats[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fix is to give old data a different home and a different road. Sealed segments are copied to S3 every hour. Brokers keep {{platform.local_hours}} on their volumes and the tier keeps {{platform.tier_days}}. A fetch for an offset older than the local window is served from S3 on a separate cold path that does not touch the page cache, so the live readers keep their memory.</source>
        <extracomment>Lesson text (round-2-4: lesson.beats[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The disks shrink with it. Keeping a day locally is {{platform.storage.local}} with {{platform.rf}} replicas and overhead, {{platform.storage.fill}} of the {{platform.storage.provisioned}} of gp3 the fleet has. Keeping the whole week on broker disks would be {{platform.tier.without_gb}} stored, {{platform.tier.without_provisioned_gb}} of gp3 at the same fill; the tier holds one copy, {{platform.tier.gb}}, and cuts the disks by {{platform.tier.disk_cut}}.</source>
        <extracomment>Lesson text (round-2-4: lesson.beats[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In money that is {{platform.tier.saving}} a month saved after paying for S3, and the tier&apos;s own line is {{platform.cost.s3_tier}}. If the uploads to S3 stop, the local disks have room for {{platform.storage.days_of_room}} more before they fill: long enough to notice and fix it, as long as an alarm says so.</source>
        <extracomment>Lesson text (round-2-4: lesson.beats[3]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Readers come in three speeds: live readers from the page cache, readers a few hours behind from local disk, and replays from S3. The replay is slower to start, since S3 answers in tens of milliseconds, which is the cost of keeping it off everyone else&apos;s path.</source>
        <extracomment>Lesson text (round-2-4: lesson.beats[4]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tier moves the week to cheap object storage and replays to their own path, cutting the disks by {{platform.tier.disk_cut}}; the price is slower first reads for replays and a new dependency whose outage must be watched.</source>
        <extracomment>Lesson text (round-2-4: lesson.tradeoff). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live readers keep the page cache; anything older than {{platform.local_hours}} comes from S3 on a cold path, and the tier saves {{platform.tier.saving}} a month of disks.</source>
        <extracomment>Lesson text (round-2-4: lesson.say_it). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long can the platform go on if S3 uploads fail, and what sets that?</source>
        <extracomment>Lesson text (round-2-4: lesson.check_in.question). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About {{platform.storage.days_of_room}}. The local disks hold {{platform.storage.local}} of the {{platform.storage.provisioned}} provisioned, and a day adds the same amount again, so the free part lasts a little over one more day. That is why the volumes are kept about half full, and why a failed upload must page someone.</source>
        <extracomment>Lesson text (round-2-4: lesson.check_in.answer). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the tier offloads</source>
        <extracomment>Lesson text (round-2-4: lesson.figures[0].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory for live readers</source>
        <extracomment>Lesson text (round-2-4: lesson.figures[1].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A day on the brokers</source>
        <extracomment>Lesson text (round-2-4: lesson.figures[0].steps[0].caption and one more place). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A week without the tier</source>
        <extracomment>Lesson text (round-2-4: lesson.figures[0].steps[1].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A week with the tier</source>
        <extracomment>Lesson text (round-2-4: lesson.figures[0].steps[2].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two days locally</source>
        <extracomment>Lesson text (round-2-4: lesson.figures[0].steps[3].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The page cache</source>
        <extracomment>Lesson text (round-2-4: lesson.figures[1].steps[0].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A smaller cache</source>
        <extracomment>Lesson text (round-2-4: lesson.figures[1].steps[1].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{{platform.local_hours}} locally: {{platform.storage.local}} with replicas and overhead, {{platform.storage.fill}} of {{platform.storage.provisioned}}.</source>
        <extracomment>Lesson text (round-2-4: lesson.figures[0].steps[0].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every day on broker disks: {{platform.tier.without_gb}} stored, {{platform.tier.without_provisioned_gb}} of gp3 at the same fill.</source>
        <extracomment>Lesson text (round-2-4: lesson.figures[0].steps[1].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One copy in S3: {{platform.tier.gb}}. The disks shrink by {{platform.tier.disk_cut}}, and the month costs {{platform.tier.saving}} less.</source>
        <extracomment>Lesson text (round-2-4: lesson.figures[0].steps[2].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keeping {{platform.local_hours}} on the brokers fills {{platform.storage.fill}} of the volumes: replays get faster and an S3 outage leaves almost no room.</source>
        <extracomment>Lesson text (round-2-4: lesson.figures[0].steps[3].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{{platform.page_cache_gb}} a broker holds {{platform.page_cache_s}} of writes at {{platform.broker_in}}.</source>
        <extracomment>Lesson text (round-2-4: lesson.figures[1].steps[0].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With {{platform.page_cache_gb}} it holds {{platform.page_cache_s}}: still far more than live readers lag.</source>
        <extracomment>Lesson text (round-2-4: lesson.figures[1].steps[1].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A stale worker deleted a message someone else holds</source>
        <extracomment>Lesson text (round-2-5: lesson.title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A worker paused for a long garbage collection, its lease ran out, a second worker took the message, and then the first worker woke up and deleted it. In Round 1 that delete went through. What stops it now?</source>
        <extracomment>Lesson text (round-2-5: lesson.asks). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Receipt handles carry a lease epoch, and lease records are replicated in the log so they survive a leader change.</source>
        <extracomment>Lesson text (round-2-5: lesson.change). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In Round 1 a receipt handle named only the message, so any holder of an old handle could delete it. After the lease ran out and the message was handed to someone else, the first worker&apos;s late delete removed a message the second was still working on, and if the second then failed, the message was gone.</source>
        <extracomment>Lesson text (round-2-5: lesson.beats[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fix is the same idea as a fencing token. Every hand-out of a message raises its lease epoch, and the handle carries the epoch it was issued with. A delete or an extension with an older epoch is refused, so only the current holder can finish the message.</source>
        <extracomment>Lesson text (round-2-5: lesson.beats[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For that to work across failures, the lease is not kept only in the leader&apos;s memory. Hand-outs, extensions and deletes are records in the partition&apos;s log, committed on {{platform.quorum}} of {{platform.rf}} replicas like messages. A new leader replays them and knows every lease, epoch and receive count; in Round 1 a failover forgot them all and redelivered everything in flight.</source>
        <extracomment>Lesson text (round-2-5: lesson.beats[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cost is more records in the log, a few for every message handed out, and a little more to replay when a broker restarts. Those small records ride the same journal fsyncs as the messages, so they add bytes, not fsyncs.</source>
        <extracomment>Lesson text (round-2-5: lesson.beats[3]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The failure that tests it is a broker crash. Its {{platform.leaders_per_broker}} leaders move to other brokers in one to two seconds; sends to them are refused and retried meanwhile, between {{platform.crash.retried_low}} and {{platform.crash.retried_high}} of them. Leases survive, so no worker loses the message it holds.</source>
        <extracomment>Lesson text (round-2-5: lesson.beats[4]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Epochs in the handle make a late delete harmless and replicated lease records keep leases across failovers; the price is extra records in every partition&apos;s log.</source>
        <extracomment>Lesson text (round-2-5: lesson.tradeoff). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A handle carries its lease epoch, so a worker whose lease ran out cannot delete a message somebody else now holds, and leases are log records, so a new leader keeps them.</source>
        <extracomment>Lesson text (round-2-5: lesson.say_it). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A worker with an expired lease sends a delete. What does the platform answer, and why is that safe?</source>
        <extracomment>Lesson text (round-2-5: lesson.check_in.question). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It refuses the delete, because the handle&apos;s epoch is older than the message&apos;s current epoch: the message was handed out again after this worker&apos;s lease ran out. The current holder keeps its lease and deletes with the new epoch when it is done. Nothing is lost, and the stale worker&apos;s work was at most done twice, which the idempotent consumer already tolerates.</source>
        <extracomment>Lesson text (round-2-5: lesson.check_in.answer). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A broker crash with leases kept</source>
        <extracomment>Lesson text (round-2-5: lesson.figures[0].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The leaders it held</source>
        <extracomment>Lesson text (round-2-5: lesson.figures[0].steps[0].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The retries</source>
        <extracomment>Lesson text (round-2-5: lesson.figures[0].steps[1].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Twice the brokers</source>
        <extracomment>Lesson text (round-2-5: lesson.figures[0].steps[2].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About {{platform.leaders_per_broker}} leaders a broker, each elected again on another broker.</source>
        <extracomment>Lesson text (round-2-5: lesson.figures[0].steps[0].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At {{platform.peak}} over {{platform.brokers}} brokers, one to two seconds of refused sends is {{platform.crash.retried_low}} to {{platform.crash.retried_high}} retries, and no lease is lost.</source>
        <extracomment>Lesson text (round-2-5: lesson.figures[0].steps[1].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With {{platform.brokers}} brokers each holds about {{platform.leaders_per_broker}} leaders, and a crash costs {{platform.crash.retried_low}} to {{platform.crash.retried_high}} retries.</source>
        <extracomment>Lesson text (round-2-5: lesson.figures[0].steps[2].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Groups freeze when a consumer restarts; sizing for a lost zone</source>
        <extracomment>Lesson text (round-2-6: lesson.title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each deploy of the billing consumers stops the whole group for several seconds, and a lost zone would restart a third of every group at once. How do you keep groups moving, and does the fleet survive the zone?</source>
        <extracomment>Lesson text (round-2-6: lesson.asks). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cooperative rebalancing with static membership for the groups; limits checked in the after-zone-loss state the fleet is sized for.</source>
        <extracomment>Lesson text (round-2-6: lesson.change). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An eager rebalance takes every partition away from every member, then hands them out again, so a single restart pauses the whole group. Cooperative rebalancing moves only the partitions that must change owner; the rest keep being read through the rebalance.</source>
        <extracomment>Lesson text (round-2-6: lesson.beats[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Static membership goes further for restarts: a member that comes back with the same identity inside its session timeout gets its own partitions back with no rebalance at all. The cost is that a member that has really died is noticed only when that timeout runs out, so its partitions wait a little longer.</source>
        <extracomment>Lesson text (round-2-6: lesson.beats[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The zone is the bigger test. Each partition has one replica in each of the {{platform.zones}} zones and commits on {{platform.quorum}} of {{platform.rf}}, so losing a zone leaves a majority everywhere and commits go on. What changes is the load: the {{platform.brokers_after_loss}} brokers left carry everything.</source>
        <extracomment>Lesson text (round-2-6: lesson.beats[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan for it with the fleet&apos;s totals spread over the survivors: {{platform.loss.broker_in}} in and {{platform.loss.broker_out}} out a broker, {{platform.loss.network_percent}} of the network and {{platform.loss.volume_percent}} of the volume&apos;s throughput. The card shows these figures, because this is the state the promise is made for; with every zone up the network sits at {{platform.network.normal_percent}}.</source>
        <extracomment>Lesson text (round-2-6: lesson.beats[3]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The exact figure is a little lower. With a zone gone each message has two copies, not three, so a survivor carries {{platform.loss.exact_in}} in and {{platform.loss.exact_out}} out, {{platform.loss.exact_network_percent}} of its network; the simulation measures that one. Plan on the higher figure and keep the lower for the argument.</source>
        <extracomment>Lesson text (round-2-6: lesson.beats[4]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The budget all this protects: {{platform.availability}} allows {{platform.downtime_minutes}} of downtime a month. One badly handled rebalance storm or a zone loss the fleet cannot carry would spend it in a single afternoon.</source>
        <extracomment>Lesson text (round-2-6: lesson.beats[5]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cooperative rebalancing and static membership keep groups reading through restarts, at the price of noticing a dead member later; sizing for a lost zone keeps about a third of the fleet idle in normal times.</source>
        <extracomment>Lesson text (round-2-6: lesson.tradeoff). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I size for a lost zone: {{platform.loss.network_percent}} of a broker&apos;s network on the {{platform.brokers_after_loss}} brokers left, and cooperative rebalancing so restarts do not freeze the groups.</source>
        <extracomment>Lesson text (round-2-6: lesson.say_it). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why does the card show {{platform.loss.network_percent}} when the simulation of a lost zone measures {{platform.loss.exact_network_percent}}?</source>
        <extracomment>Lesson text (round-2-6: lesson.check_in.question). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card spreads the normal fleet&apos;s totals over the brokers that are left, which is the safe planning figure. In a real zone loss each message has one replica fewer, so there is less replication traffic and a survivor carries only {{platform.loss.exact_network_percent}}. Planning on the higher number keeps headroom for the rebalancing and catch-up traffic that comes with the loss.</source>
        <extracomment>Lesson text (round-2-6: lesson.check_in.answer). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same fleet, two states</source>
        <extracomment>Lesson text (round-2-6: lesson.figures[0].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every zone up</source>
        <extracomment>Lesson text (round-2-6: lesson.figures[0].steps[0].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A zone lost, as planned</source>
        <extracomment>Lesson text (round-2-6: lesson.figures[0].steps[1].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A zone lost, exactly</source>
        <extracomment>Lesson text (round-2-6: lesson.figures[0].steps[2].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two zones only</source>
        <extracomment>Lesson text (round-2-6: lesson.figures[0].steps[3].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{{platform.broker_in}} in, {{platform.broker_out}} out a broker: {{platform.network.normal_percent}} of the network, {{platform.volume.normal_percent}} of the volume.</source>
        <extracomment>Lesson text (round-2-6: lesson.figures[0].steps[0].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{{platform.brokers_after_loss}} brokers left: {{platform.loss.broker_in}} in, {{platform.loss.broker_out}} out, {{platform.loss.network_percent}} of the network.</source>
        <extracomment>Lesson text (round-2-6: lesson.figures[0].steps[1].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two copies of each message: {{platform.loss.exact_in}} in, {{platform.loss.exact_out}} out, {{platform.loss.exact_network_percent}} of the network.</source>
        <extracomment>Lesson text (round-2-6: lesson.figures[0].steps[2].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In {{platform.zones}} zones a lost zone leaves {{platform.brokers_after_loss}} brokers, and some partitions keep two of their three replicas in the lost one.</source>
        <extracomment>Lesson text (round-2-6: lesson.figures[0].steps[3].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One tenant&apos;s hot key starves the rest; the numbers end to end</source>
        <extracomment>Lesson text (round-2-7: lesson.title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One team&apos;s batch job floods its topic, the brokers holding its partitions run hot, and every other team on those brokers slows down. How do you protect a shared platform from one tenant, and what does the whole platform come to?</source>
        <extracomment>Lesson text (round-2-7: lesson.asks). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Byte quotas for each team on produce and fetch; over the quota the platform answers 429 with a Retry-After.</source>
        <extracomment>Lesson text (round-2-7: lesson.change). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On a shared platform the brokers are a common pool: a team that sends far above its usual rate takes network and disk from every partition that shares its brokers. Nothing in the design so far says no to it.</source>
        <extracomment>Lesson text (round-2-7: lesson.beats[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give every team a byte quota for producing and for fetching, {{platform.team_quota}} of produce by default, enforced by the brokers and stored with the controllers off the data path. A send over the quota is answered 429 Too Many Requests with a Retry-After header, and a well-behaved client backs off for that long. The flooding team slows down; everyone else does not notice.</source>
        <extracomment>Lesson text (round-2-7: lesson.beats[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quotas count bytes, not messages, because bytes are what fill networks and disks. The cost is that a throttled team must handle the 429 and wait, and that quotas must be raised deliberately when a team really grows.</source>
        <extracomment>Lesson text (round-2-7: lesson.beats[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now the numbers end to end. {{platform.peak}} at peak is {{platform.ingress}} in; after a zone loss a broker runs at {{platform.loss.network_percent}} of its network. The send path is {{platform.latency_ms}} at the 99th percentile against {{platform.latency_target_ms}}, and {{platform.availability}} leaves {{platform.downtime_minutes}} a month.</source>
        <extracomment>Lesson text (round-2-7: lesson.beats[3]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first wall is disk, not network: the local volumes fill at {{platform.wall.local_fill}}, about twice today&apos;s peak. The network after a zone loss would come next, at {{platform.network.wall}} msg/s.</source>
        <extracomment>Lesson text (round-2-7: lesson.beats[4]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The month is {{cost.total}}. The biggest line is copying to followers in other zones, {{platform.cross_az.replication}}, more than the brokers themselves at {{platform.cost.platform_brokers}}; sends to leaders in other zones add {{platform.cross_az.producers}}. Reading from the follower in one&apos;s own zone already saves {{platform.follower_fetch_saving}}. MSK would cost {{msk.total}} for the same platform.</source>
        <extracomment>Lesson text (round-2-7: lesson.beats[5]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quotas keep one tenant from taking the shared brokers, at the price of throttled teams that must back off; the platform holds about twice today&apos;s peak before its disks are the wall.</source>
        <extracomment>Lesson text (round-2-7: lesson.tradeoff). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every team gets a byte quota and a 429 with Retry-After past it. The platform costs {{cost.total}} a month, replication across zones is its largest line, and MSK would be {{msk.total}}.</source>
        <extracomment>Lesson text (round-2-7: lesson.say_it). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which line of the bill is the largest, and what already keeps the readers&apos; share of it down?</source>
        <extracomment>Lesson text (round-2-7: lesson.check_in.question). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copying each message to followers in the two other zones, {{platform.cross_az.replication}} a month, more than the brokers&apos; {{platform.cost.platform_brokers}}. Readers would add a similar line, since each message is read {{platform.read_factor}} times and most readers sit in another zone than the leader; fetching from the follower in the reader&apos;s own zone avoids that, {{platform.follower_fetch_saving}} a month.</source>
        <extracomment>Lesson text (round-2-7: lesson.check_in.answer). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the month goes</source>
        <extracomment>Lesson text (round-2-7: lesson.figures[0].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brokers and disks</source>
        <extracomment>Lesson text (round-2-7: lesson.figures[0].steps[0].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crossing zones</source>
        <extracomment>Lesson text (round-2-7: lesson.figures[0].steps[1].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Readers across zones</source>
        <extracomment>Lesson text (round-2-7: lesson.figures[0].steps[2].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Today</source>
        <extracomment>Lesson text (round-2-7: lesson.figures[1].steps[0].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Twelve hours locally</source>
        <extracomment>Lesson text (round-2-7: lesson.figures[1].steps[1].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brokers {{platform.cost.platform_brokers}}, controllers {{controllers.cost.metadata_store}}, gp3 {{platform.cost.gp3_storage}} plus {{platform.cost.gp3_throughput}} of throughput, the S3 tier {{platform.cost.s3_tier}}.</source>
        <extracomment>Lesson text (round-2-7: lesson.figures[0].steps[0].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replication {{platform.cross_az.replication}} and sends to leaders in other zones {{platform.cross_az.producers}}: {{cost.total}} in all.</source>
        <extracomment>Lesson text (round-2-7: lesson.figures[0].steps[1].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without fetching from the local follower, reads across zones add {{platform.cost.cross_zone_reads}} and the month becomes {{cost.total}}.</source>
        <extracomment>Lesson text (round-2-7: lesson.figures[0].steps[2].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{{platform.peak}} fills {{platform.storage.fill}} of the local volumes; they are full at {{platform.wall.local_fill}}.</source>
        <extracomment>Lesson text (round-2-7: lesson.figures[1].steps[0].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keeping {{platform.local_hours}} on the brokers moves the volumes&apos; wall to {{platform.wall.local_fill}}, past the network&apos;s {{platform.network.wall}} msg/s after a zone loss, which becomes the first wall; replays older than that come from S3.</source>
        <extracomment>Lesson text (round-2-7: lesson.figures[1].steps[1].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: two and a half times the traffic</source>
        <extracomment>Lesson text (round-2-7: lesson.your_turn.title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform grows to {{platform.peak}} at peak, {{platform.ingress}} arriving. On the round&apos;s fleet the local volumes would have to hold {{platform.storage.local}} against {{platform.storage.provisioned}} ({{platform.local_volume_fill.percent}}), while a broker left after a zone loss runs at {{platform.network.percent}} of its network. Change the design so it carries this load, then check it. Every limit is checked with a zone already lost. What stays: a message acknowledged on {{platform.quorum}} of {{platform.rf}} outlives a lost zone, inside the {{platform.downtime_minutes}} a month that {{platform.availability}} allows; at most {{platform.latency_target_ms}} from a send to a waiting reader; {{platform.tier_days}} of replay; and live readers served from the page cache.</source>
        <extracomment>Lesson text (round-2-7: lesson.your_turn.brief). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep twelve hours on the brokers</source>
        <extracomment>Lesson text (round-2-7: lesson.your_turn.answers[0].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bigger volumes</source>
        <extracomment>Lesson text (round-2-7: lesson.your_turn.answers[1].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Twice the brokers, eight in each zone</source>
        <extracomment>Lesson text (round-2-7: lesson.your_turn.answers[2].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With {{platform.local_hours}} locally the volumes hold {{platform.storage.local}} of {{platform.storage.provisioned}} ({{platform.storage.fill}}); the tier still keeps {{platform.tier_days}}, so replays of older data come from S3. After a zone loss a broker runs at {{platform.network.percent}} of its network. The bill is {{cost.total}}.</source>
        <extracomment>Lesson text (round-2-7: lesson.your_turn.answers[0].summary). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{{platform.volume_gb}} volumes give {{platform.storage.provisioned}}, so a day locally ({{platform.storage.local}}) fills {{platform.storage.fill}}. The network after a zone loss stays at {{platform.network.percent}}. The bill is {{cost.total}}.</source>
        <extracomment>Lesson text (round-2-7: lesson.your_turn.answers[1].summary). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{{platform.brokers}} brokers provision {{platform.storage.provisioned}} ({{platform.storage.fill}} full) and, after a zone loss, run at {{platform.network.percent}} of their network. Each holds {{platform.replicas_per_broker}} replicas. The bill is {{cost.total}}.</source>
        <extracomment>Lesson text (round-2-7: lesson.your_turn.answers[2].summary). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More partitions</source>
        <extracomment>Lesson text (round-2-7: lesson.your_turn.wrong_moves[0].title and 3 more places). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Faster volumes</source>
        <extracomment>Lesson text (round-2-7: lesson.your_turn.wrong_moves[1].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A shorter tier</source>
        <extracomment>Lesson text (round-2-7: lesson.your_turn.wrong_moves[2].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partitions spread the same bytes over more logs; the volumes still hold {{platform.storage.local}} against {{platform.storage.provisioned}} ({{platform.local_volume_fill.percent}}), and each broker only gains replicas ({{platform.replicas_per_broker}}).</source>
        <extracomment>Lesson text (round-2-7: lesson.your_turn.wrong_moves[0].reason). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput was never the wall: the volumes run at {{platform.volume_throughput.percent}} of it after a zone loss. Their size is, at {{platform.local_volume_fill.percent}}.</source>
        <extracomment>Lesson text (round-2-7: lesson.your_turn.wrong_moves[1].reason). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tier is in S3, not on the brokers&apos; volumes, so shortening it leaves the local {{platform.storage.local}} as it was, {{platform.local_volume_fill.percent}}; and it gives up the week of replay.</source>
        <extracomment>Lesson text (round-2-7: lesson.your_turn.wrong_moves[2].reason). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The brief is messages of {{payments.message_kb}}; smaller messages answer a different question.</source>
        <extracomment>Lesson text (round-2-7: lesson.your_turn.rules[0].reason). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each message is read by {{platform.read_factor}} groups on average; fewer readers would hide traffic the platform must carry.</source>
        <extracomment>Lesson text (round-2-7: lesson.your_turn.rules[1].reason). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The overhead of {{platform.overhead}} covers indexes, the journal and free space; lowering it makes the disks look bigger than they are.</source>
        <extracomment>Lesson text (round-2-7: lesson.your_turn.rules[2].reason). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round 2: stream and queue topics on a 12-broker platform</source>
        <extracomment>Lesson text (round-2: name). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four regions in two pairs, each built from cells</source>
        <extracomment>Lesson text (round-3-1: lesson.title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform from Round 2 now has to run in four regions and keep going when any one of them disappears. Traffic has grown to {{global.msgs_per_day}} messages a day. Where does each message live, and how many brokers does that take?</source>
        <extracomment>Lesson text (round-3-1: lesson.asks). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round 3 opens: the single-region platform becomes four regions in two pairs, and each region is a set of share-nothing cells, every cell a whole copy of Round 2&apos;s platform.</source>
        <extracomment>Lesson text (round-3-1: lesson.change). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Begin with what the new scope breaks. Round 2&apos;s platform sits in one region, so a regional outage stops everything. Offsets, ordering and the dedup window only mean something inside that one region. Keeping finance&apos;s topics for months on broker disks would be ruinous, and an append-only log has no way to forget one customer. Fix first whatever could lose an acknowledged message: the single region.</source>
        <extracomment>Lesson text (round-3-1: lesson.beats[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn the day into rates. {{global.msgs_per_day}} messages a day is {{global.average}} on average and {{global.peak}} in the busy hour, counted over all {{global.regions}} regions together.</source>
        <extracomment>Lesson text (round-3-1: lesson.beats[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pair the regions so each has a partner nearby and inside the same legal area: us-east-1 with us-west-2, eu-west-1 with eu-central-1. Give the bigger region of each pair {{us-east-1.share}} of the traffic and the smaller one {{us-west-2.share}}.</source>
        <extracomment>Lesson text (round-3-1: lesson.beats[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each region also receives a copy of its partner&apos;s critical topics, so plan it for both. us-east-1 takes {{us-east-1.own_peak}} of its own plus {{us-east-1.mirror_in}} mirrored in, {{us-east-1.planned_peak}} in all; us-west-2 takes {{us-west-2.own_peak}} plus {{us-west-2.mirror_in}}, {{us-west-2.planned_peak}}.</source>
        <extracomment>Lesson text (round-3-1: lesson.beats[3]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not grow one giant cluster per region. Build cells instead: each cell is Round 2&apos;s platform on its own, {{cells-use1.brokers_per_cell}} {{cells-use1.instance}} brokers and {{cells-use1.controllers_per_cell}} controllers, good for {{cells-use1.capacity}} with a zone already lost. Cells share nothing, and every tenant is mapped to one of them.</source>
        <extracomment>Lesson text (round-3-1: lesson.beats[4]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size with room to grow: the planned peak times {{cells-use1.headroom}} over a cell&apos;s capacity, rounded up. us-east-1 needs {{us-east-1.cells_needed}} cells and us-west-2 {{us-west-2.cells_needed}}; across the four regions that is {{global.cells}} cells, {{global.brokers}} brokers and {{global.controllers}} controllers.</source>
        <extracomment>Lesson text (round-3-1: lesson.beats[5]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cells are about blast radius. At {{us-east-1.availability}} a region may be down {{us-east-1.downtime}} a month. A leader election touches one broker&apos;s partitions for a second or two and the client retries hide it; only something region-wide can spend the budget. So the control plane rolls policies and the cell map out in waves that start with one canary cell, and a bad change hurts only that cell&apos;s tenants.</source>
        <extracomment>Lesson text (round-3-1: lesson.beats[6]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cells turn one big failure domain into {{global.cells}} small ones and give the platform a unit to grow by; the price is many fleets to patch, a control plane that maps tenants to cells and rolls every change in waves, and regions sized for their partner&apos;s critical traffic as well as their own.</source>
        <extracomment>Lesson text (round-3-1: lesson.tradeoff). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four regions in two pairs, each a set of share-nothing cells of the Round 2 platform: {{global.cells}} cells, {{global.brokers}} brokers, and every change rolled out in waves from a canary cell.</source>
        <extracomment>Lesson text (round-3-1: lesson.say_it). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When us-east-1 is lost, why does us-west-2 need no extra cells to take over its critical topics?</source>
        <extracomment>Lesson text (round-3-1: lesson.check_in.question). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Because it already carries that stream: the mirror copies {{us-west-2.mirror_in}} of us-east-1&apos;s critical messages into it at peak, and its planned peak of {{us-west-2.planned_peak}} counts them. On failover those producers write to us-west-2 directly at the same rate, replacing the mirror, so the load does not change. us-east-1&apos;s other topics wait for their region instead of moving.</source>
        <extracomment>Lesson text (round-3-1: lesson.check_in.answer). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sizing one region</source>
        <extracomment>Lesson text (round-3-1: lesson.figures[0].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Own and mirrored</source>
        <extracomment>Lesson text (round-3-1: lesson.figures[0].steps[0].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cells with growth room</source>
        <extracomment>Lesson text (round-3-1: lesson.figures[0].steps[1].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No growth room</source>
        <extracomment>Lesson text (round-3-1: lesson.figures[0].steps[2].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The whole fleet</source>
        <extracomment>Lesson text (round-3-1: lesson.figures[0].steps[3].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>us-east-1: {{us-east-1.own_peak}} of its own and {{us-east-1.mirror_in}} copied from us-west-2, {{us-east-1.planned_peak}} planned.</source>
        <extracomment>Lesson text (round-3-1: lesson.figures[0].steps[0].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{{us-east-1.planned_peak}} x {{cells-use1.headroom}} over {{cells-use1.capacity}} a cell: {{us-east-1.cells_needed}} cells, run at {{cells-use1.region_cells.percent}} of their capacity.</source>
        <extracomment>Lesson text (round-3-1: lesson.figures[0].steps[1].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planning with a headroom of {{cells-use1.headroom}} would need only {{us-east-1.cells_needed}} cells, with nothing left for growth or a consumer surge.</source>
        <extracomment>Lesson text (round-3-1: lesson.figures[0].steps[2].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{{global.cells}} cells in {{global.regions}} regions: {{global.brokers}} brokers and {{global.controllers}} controllers.</source>
        <extracomment>Lesson text (round-3-1: lesson.figures[0].steps[3].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mirroring and RPO: counting the messages a lost region keeps</source>
        <extracomment>Lesson text (round-3-2: lesson.title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Critical topics may lose at most a few seconds of messages when a region goes. How do you get them into a second region, and what does a few seconds mean as a number?</source>
        <extracomment>Lesson text (round-3-2: lesson.asks). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mirror workers copy each critical topic one way, from its home region to the other region of the pair, asynchronously, with a checkpoint topic that translates offsets.</source>
        <extracomment>Lesson text (round-3-2: lesson.change). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copying every send to another region before acknowledging it would put a cross-region round trip inside every produce request, and the in-region latency promise from Round 2 would be gone. So the copy is asynchronous: the home region acknowledges as before, and a mirror trails behind it.</source>
        <extracomment>Lesson text (round-3-2: lesson.beats[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mirror workers read the committed messages of critical topics in the home region and produce them into the pair. Critical topics are {{mirror-use1.critical_share}} of the traffic. The copy usually trails by {{mirror-use1.lag}}, and the business chose a target of {{mirror-use1.target_lag}}.</source>
        <extracomment>Lesson text (round-3-2: lesson.beats[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say the RPO as a count, not only as seconds. us-east-1&apos;s critical topics run at {{mirror-use1.rate}} at peak. If the region vanishes, everything not yet copied stays behind: rate times lag, {{mirror-use1.at_risk}} messages at the usual lag and {{mirror-use1.at_target}} at the target.</source>
        <extracomment>Lesson text (round-3-2: lesson.beats[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offsets in the copy are not the offsets in the source, so the mirror also writes a checkpoint topic that maps one to the other. A consumer group that moves to the pair looks up where it was and carries on from there. Each copied message is tagged with its origin, so no mirror ever copies it back.</source>
        <extracomment>Lesson text (round-3-2: lesson.beats[3]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mirrors move {{global.mirror_mbps}} after compression, {{global.mirror_tb_day}} a day between the regions of each pair. At {{price.cross_region_gb}} a GB that is {{global.mirroring}} a month, small beside the rest of the bill.</source>
        <extracomment>Lesson text (round-3-2: lesson.beats[4]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lag is the number to watch. An alarm fires when a mirror passes its target, because every extra second adds another second of critical traffic to what a regional loss would cost.</source>
        <extracomment>Lesson text (round-3-2: lesson.beats[5]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asynchronous mirroring keeps sends inside one region and fast, at the price of a known loss when a region dies: {{mirror-use1.at_target}} messages at the target lag, and nothing at all for topics that are not mirrored.</source>
        <extracomment>Lesson text (round-3-2: lesson.tradeoff). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Critical topics mirror asynchronously to the pair with a {{mirror-use1.target_lag}} target; losing us-east-1 at peak leaves up to {{mirror-use1.at_target}} messages behind, about {{mirror-use1.at_risk}} at the usual lag.</source>
        <extracomment>Lesson text (round-3-2: lesson.say_it). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lag alarm for us-east-1&apos;s mirror reads the target instead of the usual value. What does that mean in messages, and why not mirror synchronously to make it zero?</source>
        <extracomment>Lesson text (round-3-2: lesson.check_in.question). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Messages left behind are the critical rate times the lag: {{mirror-use1.rate}} at peak, so {{mirror-use1.at_target}} at the target against {{mirror-use1.at_risk}} normally. A synchronous copy would make that zero but would add a round trip to another region to every send, which breaks the latency promise for all topics. The few seconds are a number the business accepts in exchange.</source>
        <extracomment>Lesson text (round-3-2: lesson.check_in.answer). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Messages at risk when us-east-1 is lost</source>
        <extracomment>Lesson text (round-3-2: lesson.figures[0].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the mirror costs</source>
        <extracomment>Lesson text (round-3-2: lesson.figures[1].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The usual lag</source>
        <extracomment>Lesson text (round-3-2: lesson.figures[0].steps[0].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the target</source>
        <extracomment>Lesson text (round-3-2: lesson.figures[0].steps[1].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Past the target</source>
        <extracomment>Lesson text (round-3-2: lesson.figures[0].steps[2].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A quarter of the traffic</source>
        <extracomment>Lesson text (round-3-2: lesson.figures[1].steps[0].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Half the traffic</source>
        <extracomment>Lesson text (round-3-2: lesson.figures[1].steps[1].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{{mirror-use1.rate}} of critical messages x {{mirror-use1.lag}}: {{mirror-use1.at_risk}} messages only in us-east-1.</source>
        <extracomment>Lesson text (round-3-2: lesson.figures[0].steps[0].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lag at {{mirror-use1.lag}}: {{mirror-use1.rate}} x {{mirror-use1.lag}} = {{mirror-use1.at_risk}} messages, the most the business agreed to lose.</source>
        <extracomment>Lesson text (round-3-2: lesson.figures[0].steps[1].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A mirror falling behind to {{mirror-use1.lag}} would leave {{mirror-use1.at_risk}} messages behind, against the {{mirror-use1.at_target}} agreed: the alarm has fired long before.</source>
        <extracomment>Lesson text (round-3-2: lesson.figures[0].steps[2].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mirroring {{mirror-use1.critical_share}} moves {{global.mirror_tb_day}} a day for {{global.mirroring}} a month, and us-west-2 plans {{us-west-2.planned_peak}} on {{us-west-2.cells_needed}} cells.</source>
        <extracomment>Lesson text (round-3-2: lesson.figures[1].steps[0].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calling {{mirror-use1.critical_share}} critical moves {{global.mirror_tb_day}} a day for {{global.mirroring}} a month, and us-west-2 must plan {{us-west-2.planned_peak}}, {{us-west-2.cells_needed}} cells.</source>
        <extracomment>Lesson text (round-3-2: lesson.figures[1].steps[1].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failover and failback: a deliberate flip for each topic group</source>
        <extracomment>Lesson text (round-3-3: lesson.title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>us-east-1 has gone dark. Walk through what happens next: who decides, what moves, what is lost, and how the platform returns once the region is back. Afterwards some consumers saw messages twice and out of order; why?</source>
        <extracomment>Lesson text (round-3-3: lesson.asks). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Route 53 ARC routing controls pick the home region of every topic group. An engineer flips them by hand after confirming the outage, payments first, and failback reverses the mirror and sends the unmirrored tail to reconciliation.</source>
        <extracomment>Lesson text (round-3-3: lesson.change). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing fails over on its own. A health check cannot tell a dead region from a broken path between regions, and if both regions of a pair believed they were home, an ordered topic would have two writers and no single order. So a person confirms it: several of the region&apos;s {{us-east-1.cells}} cells unhealthy at once, and AWS Health and our own cross-region probes agree. One sick cell is a cell incident, not a region one.</source>
        <extracomment>Lesson text (round-3-3: lesson.beats[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before flipping, write down each critical topic&apos;s last mirror lag: that is what stays behind. At {{mirror-use1.lag}} it is about {{mirror-use1.at_risk}} messages for us-east-1&apos;s critical topics.</source>
        <extracomment>Lesson text (round-3-3: lesson.beats[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flip one routing control per topic group, payments first, using ARC&apos;s cluster endpoints in the regions that are still up. Producers of that group now write to {{mirror-use1.to}}, {{mirror-use1.rate}} at peak, which replaces the mirror stream of the same size.</source>
        <extracomment>Lesson text (round-3-3: lesson.beats[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consumers move with the checkpoint topic: it tells each group the offset in the copy that matches where it was. The checkpoint trails slightly, so they reread a few seconds. That is where the duplicates come from, and why consumers must stay idempotent.</source>
        <extracomment>Lesson text (round-3-3: lesson.beats[3]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offsets, order and dedup stop at the edge of a region, so each is designed back in: offset translation for positions, one home region at a time for order, and idempotent consumers for the rereads. Order holds within the copy, but the messages left behind arrive later from reconciliation, out of their original place.</source>
        <extracomment>Lesson text (round-3-3: lesson.beats[4]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Protect the pair while it carries the load: confirm us-west-2 stays under its planned {{us-west-2.planned_peak}} on {{us-west-2.cells}} cells, and pause any wave rolling out there.</source>
        <extracomment>Lesson text (round-3-3: lesson.beats[5]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failback reverses everything. When us-east-1 is healthy, its unmirrored tail goes to reconciliation topics for people to review, the mirror runs from us-west-2 back to us-east-1 until its lag is near zero, the routing control flips home again, and consumers follow their checkpoints. They reread a few seconds once more. Then write the correction-of-error report.</source>
        <extracomment>Lesson text (round-3-3: lesson.beats[6]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A manual, fenced flip costs minutes of human judgement during an outage but never leaves a topic with two homes; an automatic switch would be faster and would split the pair the first time the network between regions failed.</source>
        <extracomment>Lesson text (round-3-3: lesson.tradeoff). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failover is a deliberate flip of each topic group&apos;s home with ARC, payments first; consumers reread a few seconds from checkpoints, about {{mirror-use1.at_risk}} messages stay behind, and failback sends that tail to reconciliation.</source>
        <extracomment>Lesson text (round-3-3: lesson.say_it). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After failing over payments, some accounts&apos; events arrived twice and a few out of order. Why, and what in the design makes that acceptable?</source>
        <extracomment>Lesson text (round-3-3: lesson.check_in.question). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consumers resume from a checkpoint that trails the copy a little, so they reread a few seconds of messages they had already handled; idempotent consumers absorb those duplicates. The messages that were still only in us-east-1, about {{mirror-use1.at_risk}} of them, come back later through reconciliation, after newer ones. Order is kept inside one home region, and moving home is a deliberate act that everyone can see.</source>
        <extracomment>Lesson text (round-3-3: lesson.check_in.answer). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evacuating us-east-1</source>
        <extracomment>Lesson text (round-3-3: lesson.figures[0].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why the pair is sized for it</source>
        <extracomment>Lesson text (round-3-3: lesson.figures[1].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm and count</source>
        <extracomment>Lesson text (round-3-3: lesson.figures[0].steps[0].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flip payments first</source>
        <extracomment>Lesson text (round-3-3: lesson.figures[0].steps[1].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Protect the pair</source>
        <extracomment>Lesson text (round-3-3: lesson.figures[0].steps[2].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fail back</source>
        <extracomment>Lesson text (round-3-3: lesson.figures[0].steps[3].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As planned</source>
        <extracomment>Lesson text (round-3-3: lesson.figures[1].steps[0].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One cell short</source>
        <extracomment>Lesson text (round-3-3: lesson.figures[1].steps[1].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Several of us-east-1&apos;s {{us-east-1.cells}} cells fail together and the probes agree. The mirror lag reads {{mirror-use1.lag}}: {{mirror-use1.at_risk}} messages stay behind.</source>
        <extracomment>Lesson text (round-3-3: lesson.figures[0].steps[0].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its routing control sends payments to {{mirror-use1.to}}; then each other critical group. {{mirror-use1.rate}} of sends replace a mirror stream of the same size.</source>
        <extracomment>Lesson text (round-3-3: lesson.figures[0].steps[1].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>us-west-2 stays at {{us-west-2.planned_peak}} on {{us-west-2.cells}} cells, {{cells-usw2.region_cells.percent}} of their capacity; its waves pause.</source>
        <extracomment>Lesson text (round-3-3: lesson.figures[0].steps[2].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tail goes to reconciliation, the mirror runs from {{mirror-usw2.from}} to {{mirror-usw2.to}} until it has caught up, and the home flips back.</source>
        <extracomment>Lesson text (round-3-3: lesson.figures[0].steps[3].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>us-west-2 has {{us-west-2.cells}} cells for {{us-west-2.planned_peak}}: {{cells-usw2.region_cells.percent}} of their capacity.</source>
        <extracomment>Lesson text (round-3-3: lesson.figures[1].steps[0].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With {{us-west-2.cells}} cells the same {{us-west-2.planned_peak}} runs at {{cells-usw2.region_cells.percent}} of what they hold, with no room for a surge during the failover.</source>
        <extracomment>Lesson text (round-3-3: lesson.figures[1].steps[1].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Residency and keys: EU data never leaves the EU</source>
        <extracomment>Lesson text (round-3-4: lesson.title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EU tenants&apos; messages must stay in the EU, including every copy and every key. How do you enforce that, and how do you encrypt data so the partner region can still read it after a failover?</source>
        <extracomment>Lesson text (round-3-4: lesson.asks). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every topic carries a policy with its home region and residency, and the control plane refuses any placement outside it (400 RESIDENCY_VIOLATION). Each tenant has a KMS multi-Region key with a replica in the pair; per-customer keys live in a DynamoDB global table across the EU pair and are created only in their home region.</source>
        <extracomment>Lesson text (round-3-4: lesson.change). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Residency is enforced by where things are placed, not by a promise. A topic&apos;s policy names its home region, its residency, where it mirrors, its retention tiers and its keys. The control plane refuses any policy that would put an EU topic&apos;s log, mirror, archived objects or keys outside the EU with 400 RESIDENCY_VIOLATION; on the canvas a mirror from an EU region to a US one is refused the same way.</source>
        <extracomment>Lesson text (round-3-4: lesson.beats[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>So the EU pair stands on its own. eu-west-1 plans {{eu-west-1.planned_peak}} on {{eu-west-1.cells}} cells and eu-central-1 {{eu-central-1.planned_peak}} on {{eu-central-1.cells}}. Losing eu-west-1 leaves about {{mirror-euw1.at_risk}} messages behind, and its topics fail over to eu-central-1 only, never to a US region.</source>
        <extracomment>Lesson text (round-3-4: lesson.beats[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each tenant gets its own KMS key, a multi-Region key with a replica in the pair, so data mirrored there can be decrypted after a failover. Producers encrypt bodies with data keys that KMS generates and wraps under the tenant&apos;s key.</source>
        <extracomment>Lesson text (round-3-4: lesson.beats[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Topics carrying personal data go one level deeper: each customer&apos;s fields are encrypted with a per-customer key. Those keys sit in a DynamoDB global table spanning the EU pair, so the partner region can read them after a failover.</source>
        <extracomment>Lesson text (round-3-4: lesson.beats[3]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A customer&apos;s key is created only in its home region, with a conditional put on attribute_not_exists. A global table checks that condition against its local copy only and settles clashes by last writer wins; if both regions created a key for the same customer at once, one would silently overwrite the other and whatever was encrypted under the loser would be unreadable for good.</source>
        <extracomment>Lesson text (round-3-4: lesson.beats[4]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DynamoDB&apos;s multi-Region strong consistency would check the condition across regions, but it needs three regions, so a third EU region as a witness, and it has no TTL. Creating keys only at home avoids both.</source>
        <extracomment>Lesson text (round-3-4: lesson.beats[5]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Placement makes residency something the control plane can check and an auditor can see; the price is an EU pair that can only fail over inside the EU, and key creation tied to one home region.</source>
        <extracomment>Lesson text (round-3-4: lesson.tradeoff). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Residency is placement: the control plane refuses any EU log, mirror, object or key outside the EU pair with RESIDENCY_VIOLATION, and each customer&apos;s key is created only in its home region with a conditional put.</source>
        <extracomment>Lesson text (round-3-4: lesson.say_it). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key table is a global table, so why not let either region of the EU pair create a customer&apos;s key?</source>
        <extracomment>Lesson text (round-3-4: lesson.check_in.question). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A global table checks a conditional write only against the local copy and settles conflicts by last writer wins. Two regions creating a key for the same customer at the same moment would both succeed, one key would replace the other, and data encrypted under the lost key could never be read again. Creating keys only in the home region makes the conditional put mean what it says.</source>
        <extracomment>Lesson text (round-3-4: lesson.check_in.answer). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The EU pair on its own</source>
        <extracomment>Lesson text (round-3-4: lesson.figures[0].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planned</source>
        <extracomment>Lesson text (round-3-4: lesson.figures[0].steps[0].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Losing eu-west-1</source>
        <extracomment>Lesson text (round-3-4: lesson.figures[0].steps[1].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More EU tenants</source>
        <extracomment>Lesson text (round-3-4: lesson.figures[0].steps[2].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>eu-west-1: {{eu-west-1.own_peak}} of its own plus {{eu-west-1.mirror_in}} mirrored in, {{eu-west-1.planned_peak}} on {{eu-west-1.cells}} cells.</source>
        <extracomment>Lesson text (round-3-4: lesson.figures[0].steps[0].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{{mirror-euw1.rate}} of critical sends move to {{mirror-euw1.to}}; {{mirror-euw1.at_risk}} messages stay behind at {{mirror-euw1.lag}}.</source>
        <extracomment>Lesson text (round-3-4: lesson.figures[0].steps[1].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If eu-west-1 took {{eu-west-1.share}} of the traffic, it would plan {{eu-west-1.planned_peak}} and need {{eu-west-1.cells_needed}} cells against its {{eu-west-1.cells}}: the EU pair grows inside the EU.</source>
        <extracomment>Lesson text (round-3-4: lesson.figures[0].steps[2].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legal holds, and deleting a customer by shredding their key</source>
        <extracomment>Lesson text (round-3-5: lesson.title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A customer demands that their data be deleted. Legal sometimes puts a tenant&apos;s data on hold. The log is append-only and its copies sit on brokers, in S3, in Glacier and in the partner region. How do you delete one customer, and what wins when the two requests collide?</source>
        <extracomment>Lesson text (round-3-5: lesson.asks). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two control APIs: POST /v1/legal-holds and POST /v1/deletion-requests, which answers 202 with PENDING and a status URL. Deleting the customer&apos;s key row makes their fields unreadable in every copy; a hold makes the request wait as ON_HOLD.</source>
        <extracomment>Lesson text (round-3-5: lesson.change). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rewriting segments is not an option. One customer&apos;s messages are spread over {{global.brokers}} brokers, {{global.s3_tb}} in S3 Standard, {{global.glacier_stored_tb}} in Glacier and the mirror copies. Finding and rewriting every segment that holds them would be slow, risky and never quite finished.</source>
        <extracomment>Lesson text (round-3-5: lesson.beats[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>So encrypt to delete. Each customer&apos;s personal fields are encrypted under that customer&apos;s own key. Delete the key row and those fields become unreadable everywhere at once: on brokers, in S3, in Glacier and in the mirror. No segment is touched.</source>
        <extracomment>Lesson text (round-3-5: lesson.beats[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The request is a POST to /v1/deletion-requests. It answers 202 Accepted with status PENDING and a status URL, because the steps finish at different times and the caller needs to follow them.</source>
        <extracomment>Lesson text (round-3-5: lesson.beats[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A legal hold is a POST to /v1/legal-holds naming the tenant or topics, a reason and a ticket. While it stands, retention and deletion skip the held data, archived objects get an S3 Object Lock legal hold, and no key protecting held data can be destroyed. A deletion that touches held data is recorded as ON_HOLD and waits.</source>
        <extracomment>Lesson text (round-3-5: lesson.beats[3]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key is removed with an explicit DeleteItem that goes into the request&apos;s audit trail, never with TTL: DynamoDB&apos;s TTL removes items eventually, usually within days, so it cannot say when a key stopped working. The request is then KEY_DELETED.</source>
        <extracomment>Lesson text (round-3-5: lesson.beats[4]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backups still hold the key, so the request turns COMPLETE only when the last table backup taken before the deletion has expired. Keep that backup retention short and written down.</source>
        <extracomment>Lesson text (round-3-5: lesson.beats[5]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A whole tenant leaving is the same idea one level up: schedule its KMS key for deletion with the longest waiting period, {{kms.wait_max_days}}, on the primary and the replica, only after approval and a legal-hold check. The deletion can be cancelled during the wait.</source>
        <extracomment>Lesson text (round-3-5: lesson.beats[6]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crypto-shredding deletes a customer with one audited write and no rewritten segment; the price is a key lookup for every personal field, a request that completes only when backups age out, and a hold that may keep it waiting for as long as legal needs.</source>
        <extracomment>Lesson text (round-3-5: lesson.tradeoff). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>We never rewrite the log: deleting a customer&apos;s key row makes their fields unreadable in every copy, and a legal hold puts the request ON_HOLD until legal releases it.</source>
        <extracomment>Lesson text (round-3-5: lesson.say_it). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A deletion request arrives for a customer whose data is under a legal hold. What does the system do?</source>
        <extracomment>Lesson text (round-3-5: lesson.check_in.question). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It does not choose between them. The request is kept and marked ON_HOLD, nothing may delete that customer&apos;s key while the hold covers their data, and both requests are visible to the privacy team. Once legal lifts the hold, the deletion carries on to KEY_DELETED and COMPLETE, and every step is in the audit log.</source>
        <extracomment>Lesson text (round-3-5: lesson.check_in.answer). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One customer&apos;s deletion</source>
        <extracomment>Lesson text (round-3-5: lesson.figures[0].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>202 PENDING</source>
        <extracomment>Lesson text (round-3-5: lesson.figures[0].steps[0].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hold check</source>
        <extracomment>Lesson text (round-3-5: lesson.figures[0].steps[1].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KEY_DELETED</source>
        <extracomment>Lesson text (round-3-5: lesson.figures[0].steps[2].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>COMPLETE</source>
        <extracomment>Lesson text (round-3-5: lesson.figures[0].steps[3].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The request is accepted with a status URL; nothing is deleted yet.</source>
        <extracomment>Lesson text (round-3-5: lesson.figures[0].steps[0].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If a legal hold covers the customer&apos;s data, the request becomes ON_HOLD and waits for legal; otherwise it goes on.</source>
        <extracomment>Lesson text (round-3-5: lesson.figures[0].steps[1].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DeleteItem removes the customer&apos;s key row, and their fields go dark on {{global.brokers}} brokers, in {{global.s3_tb}} of S3 Standard, {{global.glacier_stored_tb}} of Glacier and the mirror.</source>
        <extracomment>Lesson text (round-3-5: lesson.figures[0].steps[2].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last table backup that still held the key expires, and the request completes.</source>
        <extracomment>Lesson text (round-3-5: lesson.figures[0].steps[3].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ninety days at a price, and should we run this at all?</source>
        <extracomment>Lesson text (round-3-6: lesson.title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finance must keep some topics for {{cells-use1.archive_days}}, and the platform&apos;s bill is now discussed by the board. What does retention cost, what does the whole platform cost, and should the company run it or buy it?</source>
        <extracomment>Lesson text (round-3-6: lesson.asks). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage in tiers, with messages compressed before they are stored: {{cells-use1.local_hours}} on broker disks, {{cells-use1.s3_days}} in S3 Standard, and Glacier Instant Retrieval up to {{cells-use1.archive_days}} for finance. Then the built bill beside MSK&apos;s, with the team as the deciding line.</source>
        <extracomment>Lesson text (round-3-6: lesson.change). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The naive plan keeps every day of the archive horizon on broker disks, uncompressed, with three copies and overhead: {{global.raw_tb}}, {{global.raw_cost}} a month in gp3 alone.</source>
        <extracomment>Lesson text (round-3-6: lesson.beats[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compress first, {{cells-use1.compression}} to one, then put each age where it is cheapest. A day brings {{global.own_tb_day}} of own messages and {{global.mirrored_tb_day}} mirrored in, of which {{global.finance_tb_day}} is finance. Brokers keep one day, {{global.broker_tb}} with copies, {{global.broker_fill}} of their volumes, which leaves {{global.days_of_room}} of room if uploads to S3 stop.</source>
        <extracomment>Lesson text (round-3-6: lesson.beats[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S3 Standard holds a week, {{global.s3_tb}}. Only finance goes on to Glacier Instant Retrieval, {{global.glacier_stored_tb}} stored but {{global.glacier_billed_tb}} billed, because every object is charged for at least {{price.glacier_min_days}}. In all {{global.stored_tb}} stored, and the storage bill is {{global.storage}} a month.</source>
        <extracomment>Lesson text (round-3-6: lesson.beats[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The whole month: brokers {{cells-use1.cost.brokers}}, controllers {{cells-use1.cost.controllers}}, cross-zone traffic {{global.cross_zone}} of which {{global.replication_share}} is replication, mirroring {{global.mirroring}}, storage {{global.storage}}: {{global.build}}.</source>
        <extracomment>Lesson text (round-3-6: lesson.beats[3]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same shape on MSK costs {{global.msk}}. Its broker hours are dearer, but it does not bill replication between zones, which wins most of that back. Building saves {{global.saves}} a month. MSK&apos;s Express brokers might need fewer brokers for the same throughput; price that option too before deciding.</source>
        <extracomment>Lesson text (round-3-6: lesson.beats[4]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That saving is the input to the real question. Running {{global.cells}} cells in {{global.regions}} regions takes a team on call, and no figure for it is given here: enter your own as the cells&apos; team cost. Today it reads {{global.team}}, leaving {{global.saves_with_team}}. If the people cost more than the saving, buy; build only for something no service offers.</source>
        <extracomment>Lesson text (round-3-6: lesson.beats[5]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiers and compression turn a bill in the millions into {{global.storage}} for storage, and building at this scale saves {{global.saves}} a month against MSK; whether that is worth it depends on the team, which only you can price.</source>
        <extracomment>Lesson text (round-3-6: lesson.tradeoff). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiered and compressed, {{global.stored_tb}} costs {{global.storage}} a month; the platform is {{global.build}} built against {{global.msk}} on MSK, so building saves {{global.saves}} before the team that runs it.</source>
        <extracomment>Lesson text (round-3-6: lesson.say_it). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why does Glacier Instant Retrieval bill more data than it holds, and why is it still worth using?</source>
        <extracomment>Lesson text (round-3-6: lesson.check_in.question). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finance data moves there after the week in S3 and leaves at the archive horizon, so each object stays fewer days than the minimum Glacier IR charges for; it is billed {{global.glacier_billed_tb}} for the {{global.glacier_stored_tb}} it holds. Even so its price per GB is far below S3 Standard&apos;s and broker disks&apos;, and the whole storage bill stays at {{global.storage}}.</source>
        <extracomment>Lesson text (round-3-6: lesson.check_in.answer). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage by tier</source>
        <extracomment>Lesson text (round-3-6: lesson.figures[0].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build or buy at this size</source>
        <extracomment>Lesson text (round-3-6: lesson.figures[1].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All on brokers</source>
        <extracomment>Lesson text (round-3-6: lesson.figures[0].steps[0].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiered and compressed</source>
        <extracomment>Lesson text (round-3-6: lesson.figures[0].steps[1].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finance for a year</source>
        <extracomment>Lesson text (round-3-6: lesson.figures[0].steps[2].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built</source>
        <extracomment>Lesson text (round-3-6: lesson.figures[1].steps[0].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bought</source>
        <extracomment>Lesson text (round-3-6: lesson.figures[1].steps[1].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The team</source>
        <extracomment>Lesson text (round-3-6: lesson.figures[1].steps[2].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every archive day on broker disks, uncompressed: {{global.raw_tb}}, {{global.raw_cost}} a month.</source>
        <extracomment>Lesson text (round-3-6: lesson.figures[0].steps[0].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{{global.broker_tb}} on brokers, {{global.s3_tb}} in S3 Standard, {{global.glacier_stored_tb}} in Glacier IR: {{global.stored_tb}} for {{global.storage}} a month.</source>
        <extracomment>Lesson text (round-3-6: lesson.figures[0].steps[1].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keeping finance {{cells-use1.archive_days}} puts {{global.glacier_stored_tb}} in Glacier IR; the storage bill becomes {{global.storage}}.</source>
        <extracomment>Lesson text (round-3-6: lesson.figures[0].steps[2].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{{global.brokers}} brokers and everything around them: {{global.build}} a month.</source>
        <extracomment>Lesson text (round-3-6: lesson.figures[1].steps[0].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same cells on MSK: {{global.msk}}. Building saves {{global.saves}}.</source>
        <extracomment>Lesson text (round-3-6: lesson.figures[1].steps[1].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The people who run it: {{global.team}}. What is left of the saving: {{global.saves_with_team}}.</source>
        <extracomment>Lesson text (round-3-6: lesson.figures[1].steps[2].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: half as much traffic again</source>
        <extracomment>Lesson text (round-3-6: lesson.your_turn.title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Traffic grows to {{global.msgs_per_day}} messages a day, {{global.peak}} at peak. us-east-1 now plans {{us-east-1.planned_peak}} on {{us-east-1.cells}} cells, {{cells-use1.region_cells.percent}} of what they hold, and the broker disks would last {{global.days_of_room}} if uploads to S3 stopped. Change the design so every region carries its planned peak with its growth room, then check it. What stays: each region mirrors its critical topics to its pair within a {{mirror-use1.target_lag}} target, the brokers keep at least a day of room if S3 stops, finance keeps {{cells-use1.archive_days}}, and EU data stays in the EU pair.</source>
        <extracomment>Lesson text (round-3-6: lesson.your_turn.brief). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add cells in every region</source>
        <extracomment>Lesson text (round-3-6: lesson.your_turn.answers[0].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>us-east-1 gets {{us-east-1.cells}} cells for {{us-east-1.planned_peak}} ({{cells-use1.region_cells.percent}} of their capacity) and us-west-2 {{us-west-2.cells}} for {{us-west-2.planned_peak}}; the EU pair alike. That is {{global.cells}} cells and {{global.brokers}} brokers, whose disks are {{global.broker_fill}} full with {{global.days_of_room}} of room if S3 stops. The month is {{global.build}}, against {{global.msk}} on MSK.</source>
        <extracomment>Lesson text (round-3-6: lesson.your_turn.answers[0].summary). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Less growth room</source>
        <extracomment>Lesson text (round-3-6: lesson.your_turn.wrong_moves[0].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bigger broker volumes</source>
        <extracomment>Lesson text (round-3-6: lesson.your_turn.wrong_moves[1].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mirror fewer topics</source>
        <extracomment>Lesson text (round-3-6: lesson.your_turn.wrong_moves[2].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The headroom only changes how many cells the plan asks for ({{us-east-1.cells_needed}} in us-east-1); the {{us-east-1.cells}} cells there still carry {{us-east-1.planned_peak}}, {{cells-use1.region_cells.percent}} of their capacity.</source>
        <extracomment>Lesson text (round-3-6: lesson.your_turn.wrong_moves[0].reason). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bigger volumes give the disks {{global.days_of_room}} of room if S3 stops, but the cells in us-east-1 still run at {{cells-use1.region_cells.percent}} of their capacity.</source>
        <extracomment>Lesson text (round-3-6: lesson.your_turn.wrong_moves[1].reason). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mirroring less trims the planned peaks (us-east-1 plans {{us-east-1.planned_peak}}) but leaves the topics no longer mirrored with nothing in the pair when a region goes; which topics are critical is the business&apos;s choice, not a sizing knob.</source>
        <extracomment>Lesson text (round-3-6: lesson.your_turn.wrong_moves[2].reason). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The brief is messages of {{traffic.message_kb}} as sent; smaller messages answer a different question.</source>
        <extracomment>Lesson text (round-3-6: lesson.your_turn.rules[0].reason). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round 3: four regions, mirroring and residency</source>
        <extracomment>Lesson text (round-3: name). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage 1: one topic, three brokers, a week on broker disks</source>
        <extracomment>Lesson text (stage-1: name). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A replicated log that runs out of disk</source>
        <extracomment>Lesson text (stage-1: lesson.title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Design a distributed message queue for order events. The peak is {{load.events_per_s}} events a second, about {{event.kib}} each, and the business wants {{kafka.retention_days}} days of history.</source>
        <extracomment>Lesson text (stage-1: lesson.asks). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is the opening design: one topic on {{kafka.brokers}} Standard brokers, with every copy of the retention kept on broker disks.</source>
        <extracomment>Lesson text (stage-1: lesson.change). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State the assumptions first: a single AWS Region, us-east-1, and producers that are our own order services on our own network, so no event travels over the internet. Then convert the rate into bytes before drawing a single box, since every broker limit is stated in bytes. {{load.events_per_s}} events a second at {{event.kib}} apiece comes to {{stream.bytes_per_s}} bytes each second: {{stream.mbps}} in the decimal units AWS uses for broker rates, or {{stream.mibps}} in binary units. That one rate feeds every stage; what later stages vary is the number of times brokers write it and pass it on.</source>
        <extracomment>Lesson text (stage-1: lesson.beats[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first answer is a log rather than a queue. Producers append order events to a topic, a named log, on Amazon MSK, the Kafka service AWS manages, and each reader walks the log at its own speed. The topic is cut into {{kafka.partitions}} partitions and keyed by order id, so all events of one order land on one partition and keep their sequence.</source>
        <extracomment>Lesson text (stage-1: lesson.beats[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cluster runs {{kafka.brokers}} {{kafka.size}} brokers, a broker being one Kafka server, each in its own availability zone: a separate data centre inside the Region. Every partition exists as {{kafka.rf}} replicas, one per zone: a leader that accepts writes, and followers that pull from it. A lost zone then costs no acknowledged event, but only under three settings: producers wait for acks=all, a write needs at least {{kafka.min_insync}} copies in sync (min.insync.replicas), and unclean leader election is off, so a copy that fell behind never takes over.</source>
        <extracomment>Lesson text (stage-1: lesson.beats[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now count what the disks must hold. A single copy of one day of traffic is {{stream.gib_day}}. Keeping {{kafka.retention_days}} days at {{kafka.rf}} copies adds up to {{kafka.storage.all_local}}, while the brokers&apos; disks top out at {{kafka.storage.held}} between them: {{kafka.storage.all_local_percent}} of what exists.</source>
        <extracomment>Lesson text (stage-1: lesson.beats[3]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MSK caps a Standard broker&apos;s storage at {{kafka.storage.quota}}, the same quota at every instance size, so a larger broker holds no more. A card turns red from {{line.red}} of a limit and stops at full once it passes it; the card for {{wall.card}} has stopped, and its warning carries the real figure. If every event must stay for the whole retention, the disks can absorb only {{kafka.storage.wall}} events a second.</source>
        <extracomment>Lesson text (stage-1: lesson.beats[4]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A full Kafka disk does not degrade gently. The broker refuses writes and drops out; leadership passes to the in-sync followers, the copies that have kept up with the leader (the ISR), which have been filling at exactly the same pace, and no replica moves to an emptier machine. The lesson of this stage: size a log by what it keeps first, and by what it moves second.</source>
        <extracomment>Lesson text (stage-1: lesson.beats[5]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The four tiles show {{tile.load}} for load, {{tile.latency}} for latency, {{tile.cost}} for cost, and {{tile.first}} as the first part to saturate. The latency tile is the fixed {{latency.fixed_ms}} the card adds to each produce; the producer&apos;s own batching wait, up to {{latency.linger_ms}}, is left out of it.</source>
        <extracomment>Lesson text (stage-1: lesson.beats[6]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bill: {{kafka.brokers}} brokers at {{kafka.price_hour}} an hour cost {{kafka.cost.brokers}} a month; the disks cost {{kafka.cost.local}}, because a full cluster pays for every GiB it owns, at {{price.local_gib_month}} a GiB-month; and the consumer group&apos;s {{cost.tasks}} tasks on Fargate, AWS&apos;s serverless containers, at {{price.task_hour}} a task-hour, cost {{cost.consumers}}. Together that is {{cost.total}} a month.</source>
        <extracomment>Lesson text (stage-1: lesson.beats[7]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the canvas, each line leaving the cluster is one consumer group, and the cluster card does the multiplying for copies and groups, so a line never carries a factor of its own. This stage has no load buttons, because the peak is already past the wall. Before moving on, follow one event through its life, from its batch to its deletion.</source>
        <extracomment>Lesson text (stage-1: lesson.beats[8]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replicas in separate zones let the log ride out a zone outage. The price is disk: {{kafka.retention_days}} days of those replicas ask for {{kafka.storage.all_local_percent}} of what the brokers can store, and no larger instance lifts the ceiling.</source>
        <extracomment>Lesson text (stage-1: lesson.tradeoff). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I size a log by what it keeps before what it moves: {{kafka.retention_days}} days at RF {{kafka.rf}} is {{kafka.storage.all_local}}, and {{kafka.brokers}} Standard brokers hold only {{kafka.storage.held}}.</source>
        <extracomment>Lesson text (stage-1: lesson.say_it). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why can&apos;t a bigger broker instance rescue Stage 1?</source>
        <extracomment>Lesson text (stage-1: lesson.check_in.question). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wall is MSK&apos;s storage quota for a Standard broker, and that quota is identical at every instance size. The retention needs {{kafka.storage.all_local}} of replicas against {{kafka.storage.held}} across {{kafka.brokers}} brokers, which is {{kafka.storage.all_local_percent}}. Only holding fewer bytes per broker helps: more brokers, a shorter retention, or moving old segments off the brokers, which is what Stage 2 does.</source>
        <extracomment>Lesson text (stage-1: lesson.check_in.answer). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The retention&apos;s copies against the disks</source>
        <extracomment>Lesson text (stage-1: lesson.figures[0].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One copy of one day</source>
        <extracomment>Lesson text (stage-1: lesson.figures[0].steps[0].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every day, every replica</source>
        <extracomment>Lesson text (stage-1: lesson.figures[0].steps[1].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against the quota</source>
        <extracomment>Lesson text (stage-1: lesson.figures[0].steps[2].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the disks sustain</source>
        <extracomment>Lesson text (stage-1: lesson.figures[0].steps[3].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At {{stream.mbps}}, a single copy of one day of events takes {{stream.gib_day}}.</source>
        <extracomment>Lesson text (stage-1: lesson.figures[0].steps[0].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep it for {{kafka.retention_days}} days at {{kafka.rf}} replicas and the brokers must store {{kafka.storage.all_local}}.</source>
        <extracomment>Lesson text (stage-1: lesson.figures[0].steps[1].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{{kafka.brokers}} Standard brokers hold at most {{kafka.storage.held}} in total, whatever their size, so the retention asks for {{kafka.storage.all_local_percent}} of it.</source>
        <extracomment>Lesson text (stage-1: lesson.figures[0].steps[2].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower the rate until the replicas fit: the disks carry the full retention only up to {{kafka.storage.wall}} events a second, against {{load.events_per_s}} offered.</source>
        <extracomment>Lesson text (stage-1: lesson.figures[0].steps[3].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage 2: tiered storage, a day on broker disks</source>
        <extracomment>Lesson text (stage-2: name). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep a day on the brokers and the rest in a tier</source>
        <extracomment>Lesson text (stage-2: lesson.title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep {{kafka.retention_days}} days of order history, and never lose an event that was acknowledged.</source>
        <extracomment>Lesson text (stage-2: lesson.asks). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiered storage is switched on: broker disks keep {{kafka.local_hours}} hours of segments, and the full retention lives in a lower-cost tier.</source>
        <extracomment>Lesson text (stage-2: lesson.change). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage 1 failed on disk, so this stage shifts older bytes away from the brokers. A partition&apos;s log is a chain of files called segments; once a segment is closed, tiered storage uploads it, as a single copy, to a cheaper storage tier.</source>
        <extracomment>Lesson text (stage-2: lesson.beats[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tier holds the whole {{kafka.retention_days}} days in one copy, {{kafka.storage.tier}}. Broker disks now keep only {{kafka.local_hours}} hours at {{kafka.rf}} replicas, {{kafka.storage.local}}, which is {{kafka.storage.percent}} of the {{kafka.storage.held}} they can hold. Turning the tier on also flips the default for unclean leader election to false.</source>
        <extracomment>Lesson text (stage-2: lesson.beats[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With room on the disks, the result reads “{{tile.first}}”, and the last tile names the busiest card: {{busiest.name}} at {{busiest.percent}}. That figure is not the disk. It comes from a broker&apos;s limits on the bytes it moves, which the next beat names.</source>
        <extracomment>Lesson text (stage-2: lesson.beats[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AWS sizes a Standard broker on three such limits, its Equation 1: the storage volume ({{kafka.volume.capacity}}), the EBS link between the instance and that volume ({{kafka.ebs_link.capacity}} on a {{kafka.size}}), and the network ({{kafka.network.capacity}}). Here the EBS link is the tallest bar at {{kafka.ebs_link.percent}}; the volume reads {{kafka.volume.percent}} and the network {{kafka.network.percent}}.</source>
        <extracomment>Lesson text (stage-2: lesson.beats[3]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why the link? With {{kafka.rf}} replicas on {{kafka.brokers}} brokers, every broker stores every partition and writes the full {{kafka.ebs_link.used_short}}. The network handles each byte {{kafka.copies}} times across the cluster, {{kafka.network.used_short}} a broker, but its pipe is wider than the link.</source>
        <extracomment>Lesson text (stage-2: lesson.beats[4]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency reads {{tile.latency}} and cost {{tile.cost}}. MSK is brokers {{kafka.cost.brokers}}, local disks {{kafka.cost.local}} at {{price.local_gib_month}} a GiB-month, and the tier {{kafka.cost.tier}} at {{price.tier_gib_month}}, {{cost.msk}} together; the consumers add {{cost.consumers}}, for {{cost.total}}. The full retention now fits, and for less money than Stage 1.</source>
        <extracomment>Lesson text (stage-2: lesson.beats[5]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try the load buttons. At the higher one, the EBS link goes past full first: it gives out at {{kafka.ebs_link.wall}} events a second, while the network lasts until {{kafka.network.wall}}. Latency turns into a floor marked ≥, because produce requests queue, and the bill stops at the link&apos;s wall instead of doubling with the load.</source>
        <extracomment>Lesson text (stage-2: lesson.beats[6]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two figures follow: the first compares the two storage layouts, and the second shows a broker&apos;s three limits at both loads.</source>
        <extracomment>Lesson text (stage-2: lesson.beats[7]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One copy in the tier replaces most of the broker replicas, and it is cheaper per GiB. In return, anything older than {{kafka.local_hours}} hours comes back from the tier, slower to start and billed for every GB read.</source>
        <extracomment>Lesson text (stage-2: lesson.tradeoff). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retention is a bytes problem: {{kafka.local_hours}} hours of {{kafka.rf}} replicas on the brokers, one copy of all {{kafka.retention_days}} days in the tier, and the EBS link, at {{kafka.ebs_link.percent}}, becomes the limit to watch.</source>
        <extracomment>Lesson text (stage-2: lesson.say_it). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tier holds the retention and the brokers hold a day. Why does that shrink the bill as well as the disks?</source>
        <extracomment>Lesson text (stage-2: lesson.check_in.question). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broker disks store every byte {{kafka.rf}} times at the local price, while the tier stores it once at a lower price. Only {{kafka.storage.local}} stays on the brokers, {{kafka.cost.local}} a month, and the tier&apos;s {{kafka.storage.tier}} costs {{kafka.cost.tier}}. Keeping every replica on broker disks would cost {{kafka.storage.all_local_cost}} for the disk alone.</source>
        <extracomment>Lesson text (stage-2: lesson.check_in.answer). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All replicas on broker disks, or a day plus a tier</source>
        <extracomment>Lesson text (stage-2: lesson.figures[0].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One broker&apos;s three limits</source>
        <extracomment>Lesson text (stage-2: lesson.figures[1].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everything on the brokers</source>
        <extracomment>Lesson text (stage-2: lesson.figures[0].steps[0].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The retention in the tier</source>
        <extracomment>Lesson text (stage-2: lesson.figures[0].steps[2].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the stage&apos;s load</source>
        <extracomment>Lesson text (stage-2: lesson.figures[1].steps[0].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the higher button</source>
        <extracomment>Lesson text (stage-2: lesson.figures[1].steps[1].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without a tier, {{kafka.retention_days}} days at {{kafka.rf}} replicas need {{kafka.storage.used}} against {{kafka.storage.held}}: {{kafka.storage.percent_whole}}.</source>
        <extracomment>Lesson text (stage-2: lesson.figures[0].steps[0].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With the tier, broker disks keep {{kafka.local_hours}} hours at {{kafka.rf}} replicas, {{kafka.storage.local}}, or {{kafka.storage.percent}} of what they can hold.</source>
        <extracomment>Lesson text (stage-2: lesson.figures[0].steps[1].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tier keeps all {{kafka.retention_days}} days as one copy, {{kafka.storage.tier}}, billed {{kafka.cost.tier}} a month beside {{kafka.cost.local}} for the local disks.</source>
        <extracomment>Lesson text (stage-2: lesson.figures[0].steps[2].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At {{load.events_per_s}} events a second: volume {{kafka.volume.percent}}, EBS link {{kafka.ebs_link.percent}}, network {{kafka.network.percent}}. The link is the tallest bar, and it is still under AWS&apos;s sizing line.</source>
        <extracomment>Lesson text (stage-2: lesson.figures[1].steps[0].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At {{load.events_per_s}} events a second: volume {{kafka.volume.percent}}, EBS link {{kafka.ebs_link.percent}}, network {{kafka.network.percent}}. Two bars cross the sizing line and the link runs past full, so the result names {{tile.first}}. The bill reads {{tile.cost}}: it stops at the link&apos;s wall instead of doubling.</source>
        <extracomment>Lesson text (stage-2: lesson.figures[1].steps[1].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage 3: six consumer groups read every event</source>
        <extracomment>Lesson text (stage-3: name). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every team reads the whole topic</source>
        <extracomment>Lesson text (stage-3: lesson.title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five other teams now ask for every order event too. What does that do to the cluster?</source>
        <extracomment>Lesson text (stage-3: lesson.asks). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The producers stay exactly as they were; more consumer groups connect, {{kafka.groups}} in all, and each reads the full stream.</source>
        <extracomment>Lesson text (stage-3: lesson.change). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fulfilment is now joined by fraud, notifications, the payments ledger, the search indexer and the warehouse loader; by our estimate, each of them needs every event. Fraud scores every change of state, such as an address edit, a payment retry or a cancellation. The loader copies everything into the data warehouse, and since outside systems cannot read Kafka&apos;s tier, it has to be a group as well.</source>
        <extracomment>Lesson text (stage-3: lesson.beats[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every group keeps its own offsets, so the brokers serve the stream to each group separately. A leader now sends each byte once per group and once per follower. Write c for the groups and r for the copies of each partition: that is c + r − 1 sends, {{kafka.copies}} here.</source>
        <extracomment>Lesson text (stage-3: lesson.beats[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That puts {{kafka.leaders_send}} on the way out of the leaders, shared by {{kafka.brokers}} brokers: {{kafka.network.used_short}} each against a network term of {{kafka.network.capacity}}, or {{kafka.network.percent}}. The result names {{tile.first}} on its network, while the EBS link still reads {{kafka.ebs_link.percent}}.</source>
        <extracomment>Lesson text (stage-3: lesson.beats[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing on the producer side changed; the readers moved the wall. Kafka does no filtering on the broker, so every group pays for the entire stream. A team that wants only one kind of event is better served by a topic of that kind, but here all of them need everything. One lever shrinks every one of those copies at once: compression. The producer compresses its batches, and the brokers store and send them compressed, by a ratio that depends on the data, so measure it before counting on it.</source>
        <extracomment>Lesson text (stage-3: lesson.beats[3]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follower fetching lets a consumer read the replica in its own zone. That trims cross-zone transfer, but the same number of copies still has to leave some broker, so the network term stays where it is.</source>
        <extracomment>Lesson text (stage-3: lesson.beats[4]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The latency tile shows {{tile.latency}}. The ≥ marks a floor: produce requests are queueing at the brokers, so the true wait is longer by an amount the model cannot know.</source>
        <extracomment>Lesson text (stage-3: lesson.beats[5]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cost tile reads {{tile.cost}}. The groups run {{cost.tasks}} tasks for {{cost.consumers}}. MSK comes in below Stage 2 only because storage is billed on what the brokers carry. Counted in whole events, {{carried.whole_events_per_s}} a second, with the lines added before rounding, MSK is {{carried.cost.msk}} and the month {{carried.cost.total}}. The card bills the exact rate, fraction of an event included, and rounds each line to the cent, so it prints {{cost.msk}} and {{cost.total}}: the same bill, a few cents apart. The other {{waiting.events_per_s}} events a second wait in the producers, so none of it is a saving.</source>
        <extracomment>Lesson text (stage-3: lesson.beats[6]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The canvas offers no load buttons, since the peak already sits beyond this stage&apos;s wall. The figure counts the copies one at a time.</source>
        <extracomment>Lesson text (stage-3: lesson.beats[7]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Many teams read one stream with no extra work for the producers. Each group, however, adds a full copy of the stream to what the leaders must send.</source>
        <extracomment>Lesson text (stage-3: lesson.tradeoff). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every group pays for the whole stream: each byte leaves a leader {{kafka.copies}} times, {{kafka.network.percent}} of a broker&apos;s network, and the producers never changed.</source>
        <extracomment>Lesson text (stage-3: lesson.say_it). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage 2 and Stage 3 have identical producers. What pushes Stage 3 over its wall?</source>
        <extracomment>Lesson text (stage-3: lesson.check_in.question). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The network term counts sends, and sends grow with readers. With {{kafka.groups}} groups and {{kafka.rf}} replicas, a leader sends each byte {{kafka.copies}} times, {{kafka.leaders_send}} across the cluster or {{kafka.network.used_short}} a broker against {{kafka.network.capacity}}. That is {{kafka.network.percent}}, so the readers, not the writers, set the wall.</source>
        <extracomment>Lesson text (stage-3: lesson.check_in.answer). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every group adds a copy of the stream</source>
        <extracomment>Lesson text (stage-3: lesson.figures[0].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One group, as before</source>
        <extracomment>Lesson text (stage-3: lesson.figures[0].steps[0].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count the sends</source>
        <extracomment>Lesson text (stage-3: lesson.figures[0].steps[1].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multiply by the stream</source>
        <extracomment>Lesson text (stage-3: lesson.figures[0].steps[2].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share it over the brokers</source>
        <extracomment>Lesson text (stage-3: lesson.figures[0].steps[3].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With one group, as at Stage 2, a leader sends each byte {{kafka.rf}} times: once to the group and once to each follower. That used {{kafka.network.one_group_percent}} of a broker&apos;s network.</source>
        <extracomment>Lesson text (stage-3: lesson.figures[0].steps[0].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A leader sends each byte once to each of the {{kafka.groups}} groups, and once to every follower among its {{kafka.rf}} replicas: {{kafka.copies}} sends.</source>
        <extracomment>Lesson text (stage-3: lesson.figures[0].steps[1].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{{stream.mbps}} arriving, sent {{kafka.copies}} times over, is {{kafka.leaders_send}} leaving the leaders.</source>
        <extracomment>Lesson text (stage-3: lesson.figures[0].steps[2].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Across {{kafka.brokers}} brokers that is {{kafka.network.used_short}} each, against {{kafka.network.capacity}}: {{kafka.network.percent}}.</source>
        <extracomment>Lesson text (stage-3: lesson.figures[0].steps[3].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage 4: Express brokers</source>
        <extracomment>Lesson text (stage-4: name). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rent the brokers: MSK Express</source>
        <extracomment>Lesson text (stage-4: lesson.title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The team no longer wants to size broker disks. What would you change?</source>
        <extracomment>Lesson text (stage-4: lesson.asks). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cluster becomes {{kafka.brokers}} {{kafka.size}} Express brokers, one in each zone; the key is still the order id.</source>
        <extracomment>Lesson text (stage-4: lesson.change). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Express is a family of MSK brokers in which AWS runs the storage. The storage has no fixed size, so there are no disks to plan and no retention wall. Replication is fixed at {{kafka.rf}}, and the in-sync minimum is fixed as well.</source>
        <extracomment>Lesson text (stage-4: lesson.beats[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In place of Equation 1, every Express size comes with published throttles: data in and data out per broker, each with a sustained and a maximum figure, and {{kafka.partition.capacity}} for one partition. These quotas count client traffic only; copies between brokers are not part of them.</source>
        <extracomment>Lesson text (stage-4: lesson.beats[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data out: {{kafka.groups}} groups each read {{stream.mbps}}, shared by {{kafka.brokers}} brokers, so each broker sends {{kafka.data_out.used_short}}. That is {{kafka.data_out.sustained_percent}} of the sustained {{kafka.data_out.sustained}} and {{kafka.data_out.percent}} of the {{kafka.data_out.capacity}} maximum.</source>
        <extracomment>Lesson text (stage-4: lesson.beats[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card warns once data out crosses the sustained figure and saturates once it crosses the maximum. Below both, it shows {{kafka.percent}} and no warning.</source>
        <extracomment>Lesson text (stage-4: lesson.beats[3]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data in is {{kafka.data_in.used_short}} a broker, {{kafka.data_in.percent}} of its {{kafka.data_in.capacity}} maximum. With the order id as key, the hottest partition carries {{kafka.partition.used_short}}, {{kafka.partition.percent}} of its throttle.</source>
        <extracomment>Lesson text (stage-4: lesson.beats[4]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The result reads “{{tile.first}}”, the busiest card is {{busiest.name}} at {{busiest.percent}}, and latency is back to {{tile.latency}}.</source>
        <extracomment>Lesson text (stage-4: lesson.beats[5]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cost tile reads {{tile.cost}}. Brokers are {{kafka.cost.brokers}}; storage, one copy of {{kafka.retention_days}} days, is {{kafka.cost.storage}}; and the fee on every GB written in comes to {{kafka.cost.data_in}}. That makes MSK {{cost.msk}}, and with {{cost.consumers}} for the groups, {{cost.total}}.</source>
        <extracomment>Lesson text (stage-4: lesson.beats[6]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No load buttons here: the subject of this stage is disks, and with Express they are gone at any load.</source>
        <extracomment>Lesson text (stage-4: lesson.beats[7]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Express takes disk sizing off the team&apos;s plate. It charges for that: {{kafka.cost.brokers}} a month in brokers alone, plus a fee for every GB that comes in.</source>
        <extracomment>Lesson text (stage-4: lesson.tradeoff). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Express rents the storage and publishes the throttles: each broker sends {{kafka.data_out.used_short}}, {{kafka.data_out.sustained_percent}} of its sustained line. For a steady load I would still price Standard brokers against it.</source>
        <extracomment>Lesson text (stage-4: lesson.say_it). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The groups pull {{kafka.data_out.used_short}} out of every Express broker, yet its card shows no warning. What keeps it quiet?</source>
        <extracomment>Lesson text (stage-4: lesson.check_in.question). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card warns only past the sustained data-out figure and saturates only past the maximum. {{kafka.data_out.used_short}} is {{kafka.data_out.sustained_percent}} of the sustained figure and {{kafka.data_out.percent}} of the maximum, so it sits below both. Replication between brokers does not count, because the quota covers client traffic only.</source>
        <extracomment>Lesson text (stage-4: lesson.check_in.answer). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What Express changes</source>
        <extracomment>Lesson text (stage-4: lesson.figures[0].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same groups on Standard brokers</source>
        <extracomment>Lesson text (stage-4: lesson.figures[0].steps[0].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data out</source>
        <extracomment>Lesson text (stage-4: lesson.figures[0].steps[1].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data in and one partition</source>
        <extracomment>Lesson text (stage-4: lesson.figures[0].steps[2].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage with no wall</source>
        <extracomment>Lesson text (stage-4: lesson.figures[0].steps[3].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On {{kafka.size}} Standard brokers with a tier, these groups drive the network term to {{kafka.network.percent}}, and someone still has to size the disks.</source>
        <extracomment>Lesson text (stage-4: lesson.figures[0].steps[0].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On Express, each broker sends {{kafka.data_out.used_short}} to the groups: {{kafka.data_out.sustained_percent}} of the sustained figure and {{kafka.data_out.percent}} of the maximum.</source>
        <extracomment>Lesson text (stage-4: lesson.figures[0].steps[1].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each broker takes in {{kafka.data_in.used_short}}, {{kafka.data_in.percent}} of its maximum, and the hottest partition carries {{kafka.partition.used_short}}, {{kafka.partition.percent}} of its throttle.</source>
        <extracomment>Lesson text (stage-4: lesson.figures[0].steps[2].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage has no ceiling to reach: one copy of {{kafka.retention_days}} days bills {{kafka.cost.storage}} a month, and the bytes written in add {{kafka.cost.data_in}}.</source>
        <extracomment>Lesson text (stage-4: lesson.figures[0].steps[3].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: size the brokers again</source>
        <extracomment>Lesson text (stage-4: lesson.your_turn.title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Express carries all {{kafka.groups}} groups and nobody sizes a disk, but MSK bills {{cost.msk}} a month, {{cost.total}} with the consumers. The load is steady and the team now agrees to size its own brokers. Change the design so every group still gets the whole stream with no saturated limit, and MSK costs less than {{cost.msk}} a month. Keep {{kafka.rf}} copies across zones, acks=all and {{kafka.retention_days}} days of history.</source>
        <extracomment>Lesson text (stage-4: lesson.your_turn.brief). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Six Standard brokers with a tier</source>
        <extracomment>Lesson text (stage-4: lesson.your_turn.answers[0].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three bigger Standard brokers with a tier</source>
        <extracomment>Lesson text (stage-4: lesson.your_turn.answers[1].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{{kafka.brokers}} {{kafka.size}} brokers share the leaders&apos; {{kafka.leaders_send}}: {{kafka.network.used_short}} each, {{kafka.network.percent}} of the network, with the disks at {{kafka.storage.percent}} thanks to the tier. MSK comes to {{cost.msk}}, {{cost.total}} with the consumers.</source>
        <extracomment>Lesson text (stage-4: lesson.your_turn.answers[0].summary). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{{kafka.brokers}} {{kafka.size}} brokers each send {{kafka.network.used_short}} against a network of {{kafka.network.capacity}}: {{kafka.network.percent}}. MSK comes to {{cost.msk}}, {{cost.total}} with the consumers; the broker price here is derived, not sourced.</source>
        <extracomment>Lesson text (stage-4: lesson.your_turn.answers[1].summary). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More consumer tasks</source>
        <extracomment>Lesson text (stage-4: lesson.your_turn.wrong_moves[1].title and one more place). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fewer consumer tasks</source>
        <extracomment>Lesson text (stage-4: lesson.your_turn.wrong_moves[2].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A shorter retention</source>
        <extracomment>Lesson text (stage-4: lesson.your_turn.wrong_moves[3].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partitions spread leaders around; they do not change the bytes the groups read or a line of the bill. With this change alone MSK is still {{cost.msk}} a month.</source>
        <extracomment>Lesson text (stage-4: lesson.your_turn.wrong_moves[0].reason). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tasks speed up a group&apos;s processing and add to the consumer line; the brokers still serve the same {{kafka.group_reads}}. With this change alone the month costs {{cost.total}}.</source>
        <extracomment>Lesson text (stage-4: lesson.your_turn.wrong_moves[1].reason). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fewer tasks shrink the consumer line, not the brokers&apos; bill: with this change alone MSK still costs {{cost.msk}}, and the groups have less headroom for the same stream.</source>
        <extracomment>Lesson text (stage-4: lesson.your_turn.wrong_moves[2].reason). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keeping fewer days does trim the storage line, to {{kafka.cost.storage}} with this change alone, but replays need the history the brief keeps.</source>
        <extracomment>Lesson text (stage-4: lesson.your_turn.wrong_moves[3].reason). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each of the {{kafka.groups}} teams reads every event, so each stays a group on the cluster; removing a reader hides the load instead of carrying it.</source>
        <extracomment>Lesson text (stage-4: lesson.your_turn.rules[0].reason and 2 more places). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The brief is {{stream.mbps}} of order events; a smaller event or a thinner stream answers another question.</source>
        <extracomment>Lesson text (stage-4: lesson.your_turn.rules[1].reason and 2 more places). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{{kafka.rf}} copies, one a zone, are what let a zone fail without losing an acked write.</source>
        <extracomment>Lesson text (stage-4: lesson.your_turn.rules[2].reason and 2 more places). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With at least {{kafka.min_insync}} copies in sync, an acked write sits in more than one zone; a lower minimum gives that up.</source>
        <extracomment>Lesson text (stage-4: lesson.your_turn.rules[3].reason and 2 more places). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The design must ride out a lost zone, so the brokers stay spread over as many zones as the stage uses.</source>
        <extracomment>Lesson text (stage-4: lesson.your_turn.rules[4].reason and 2 more places). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replays need {{kafka.retention_days}} days of history; a shorter retention trims the bill by dropping part of it.</source>
        <extracomment>Lesson text (stage-4: lesson.your_turn.rules[5].reason and 2 more places). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Producers wait for every in-sync copy (acks=all); without it the copies promise nothing.</source>
        <extracomment>Lesson text (stage-4: lesson.your_turn.rules[6].reason and 2 more places). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The point of sizing brokers again is a smaller bill for the same steady load: MSK has to cost less than {{cost.msk}} a month; trimming consumers does not count.</source>
        <extracomment>Lesson text (stage-4: lesson.your_turn.rules[7].reason and one more place). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage 5: keyed by merchant</source>
        <extracomment>Lesson text (stage-5: name). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key by merchant</source>
        <extracomment>Lesson text (stage-5: lesson.title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ledger now keeps a running balance for each merchant and refuses overdrafts. What does that do to the key?</source>
        <extracomment>Lesson text (stage-5: lesson.asks). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the key changes: producers key events by merchant instead of by order id.</source>
        <extracomment>Lesson text (stage-5: lesson.change). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before posting a debit, an overdraft check looks up the current balance, so the ledger has to receive each merchant&apos;s events in sequence. That means keying the topic by merchant. We estimate that the largest merchant sends {{kafka.hot_share}} of all events.</source>
        <extracomment>Lesson text (stage-5: lesson.beats[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A key maps to one partition, and a partition has exactly one leader. Whether the cluster has {{kafka.brokers}} brokers or many times that, the big merchant&apos;s traffic arrives at the same single leader.</source>
        <extracomment>Lesson text (stage-5: lesson.beats[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hottest partition takes the big merchant&apos;s share plus its even slice of everyone else across {{kafka.partitions}} partitions: {{kafka.partition_share}} of the stream, or {{kafka.partition.used_short}} against Express&apos;s {{kafka.partition.capacity}} for a partition. That is {{kafka.partition.percent}}.</source>
        <extracomment>Lesson text (stage-5: lesson.beats[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The result names {{tile.first}}. Its card stops at full, and the warning prints {{kafka.partition.percent_whole}}. The brokers themselves have room to spare: data out sits at {{kafka.data_out.percent}} of the maximum and data in at {{kafka.data_in.percent}}. One partition is full, and nothing else is.</source>
        <extracomment>Lesson text (stage-5: lesson.beats[3]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard brokers fare no better. There a partition&apos;s leader can spend only its slice of the broker&apos;s network, the network divided by the copies it sends, and adding brokers leaves that slice as it was; the last step of the figure puts the merchant&apos;s partition against it.</source>
        <extracomment>Lesson text (stage-5: lesson.beats[4]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ledger falls behind too. The hot merchant alone brings {{ledger.hot_key_events}} events a second to one key, and handling them in order needs {{ledger.hot_key_seconds}} of one thread&apos;s time every second. Because a consumer card divides its group&apos;s load evenly among the tasks, the ledger card hides this.</source>
        <extracomment>Lesson text (stage-5: lesson.beats[5]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency shows {{tile.latency}}, a floor, since one leader is queueing produce requests. The cost tile shows {{tile.cost}}, below Stage 4, because the card bills only the {{kafka.carried}} events a second the partition admits; the other {{waiting.events_per_s}} queue in the producers. MSK at {{cost.msk}} plus consumers at {{cost.consumers}} is {{cost.total}}, and none of the difference is a saving.</source>
        <extracomment>Lesson text (stage-5: lesson.beats[6]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>We read Express&apos;s partition throttle as a limit on data in. AWS does not say which direction it counts; if reads count as well, the {{kafka.groups}} groups pull {{kafka.partition_read}} from that partition, {{kafka.partition_read_percent}} of the throttle.</source>
        <extracomment>Lesson text (stage-5: lesson.beats[7]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No load buttons, since the peak is past the wall already. The figure traces the hot key step by step.</source>
        <extracomment>Lesson text (stage-5: lesson.beats[8]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keying by merchant gives the ledger each merchant&apos;s events in order. The largest merchant then rides on one partition and one leader, however large the cluster grows.</source>
        <extracomment>Lesson text (stage-5: lesson.tradeoff). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One key means one partition and one leader: the largest merchant puts {{kafka.partition.used_short}} on a partition throttled at {{kafka.partition.capacity}}, and adding brokers changes nothing.</source>
        <extracomment>Lesson text (stage-5: lesson.say_it). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The team keeps adding Express brokers until the cluster is many times its size. What happens to the hottest partition?</source>
        <extracomment>Lesson text (stage-5: lesson.check_in.question). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing changes for it. The merchant&apos;s key still maps to one partition with one leader, so that partition still carries {{kafka.partition.used_short}} against {{kafka.partition.capacity}}, {{kafka.partition.percent}}. Extra brokers only spread the other partitions more thinly; the fix has to change the key.</source>
        <extracomment>Lesson text (stage-5: lesson.check_in.answer). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One hot key, one partition</source>
        <extracomment>Lesson text (stage-5: lesson.figures[0].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyed by order id</source>
        <extracomment>Lesson text (stage-5: lesson.figures[0].steps[0].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyed by merchant</source>
        <extracomment>Lesson text (stage-5: lesson.figures[0].steps[1].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hot merchant split</source>
        <extracomment>Lesson text (stage-5: lesson.figures[0].steps[2].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On Standard brokers</source>
        <extracomment>Lesson text (stage-5: lesson.figures[0].steps[3].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With the order id as key, each of {{kafka.partitions}} partitions carries about {{kafka.partition_even}}: {{kafka.partition.percent}} of {{kafka.partition.capacity}}.</source>
        <extracomment>Lesson text (stage-5: lesson.figures[0].steps[0].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With the merchant as key, the largest merchant&apos;s {{kafka.hot_share}} joins one partition&apos;s slice of the rest: {{kafka.partition_exact}} on a single leader, {{kafka.partition_exact_percent}}.</source>
        <extracomment>Lesson text (stage-5: lesson.figures[0].steps[1].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spread the hot merchant over {{kafka.sub_keys}} sub-keys and the hottest partition carries {{kafka.partition_exact}}, {{kafka.partition_exact_percent}}, read by all the groups at {{kafka.partition_read}}. The card shows {{kafka.partition.percent}}, an upper bound, since it spreads the rest evenly.</source>
        <extracomment>Lesson text (stage-5: lesson.figures[0].steps[2].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the same design to {{kafka.size}} Standard brokers. With {{kafka.groups}} groups a leader sends each byte {{kafka.copies}} times, so one partition&apos;s share of a broker&apos;s network is {{kafka.network.leader_share}} at any broker count. The merchant&apos;s partition needs {{kafka.partition.used_short}}: {{kafka.partition.percent}} there too.</source>
        <extracomment>Lesson text (stage-5: lesson.figures[0].steps[3].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: free the hot partition, keep merchant order</source>
        <extracomment>Lesson text (stage-5: lesson.your_turn.title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyed by merchant, the largest merchant puts {{kafka.partition.used_short}} on one partition throttled at {{kafka.partition.capacity}}: {{kafka.partition.percent}}. Change the design so nothing saturates at {{load.events_per_s}} events a second while the ledger still receives each merchant&apos;s events in order, so the topic stays keyed by merchant. Keep every group, the whole stream, {{kafka.rf}} copies and {{kafka.retention_days}} days.</source>
        <extracomment>Lesson text (stage-5: lesson.your_turn.brief). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split the hot merchant 24 ways</source>
        <extracomment>Lesson text (stage-5: lesson.your_turn.answers[0].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split it over every partition</source>
        <extracomment>Lesson text (stage-5: lesson.your_turn.answers[1].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With {{kafka.sub_keys}} sub-keys on their own partitions, the hottest partition takes {{kafka.partition_exact}}, {{kafka.partition_exact_percent}} of the throttle, and the groups read it at {{kafka.partition_read}}, {{kafka.partition_read_percent}}. Each sub-key keeps a ledger thread {{ledger.sub_key_thread}} busy.</source>
        <extracomment>Lesson text (stage-5: lesson.your_turn.answers[0].summary). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With {{kafka.sub_keys}} sub-keys, one a partition, the hottest takes {{kafka.partition_exact}} ({{kafka.partition_exact_percent}}), read at {{kafka.partition_read}} ({{kafka.partition_read_percent}}). A sub-key needs {{ledger.sub_key_thread}} of a thread, but the ledger keeps twice as many sub-balances.</source>
        <extracomment>Lesson text (stage-5: lesson.your_turn.answers[1].summary). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More brokers</source>
        <extracomment>Lesson text (stage-5: lesson.your_turn.wrong_moves[0].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A bigger broker size</source>
        <extracomment>Lesson text (stage-5: lesson.your_turn.wrong_moves[2].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More ledger tasks or threads</source>
        <extracomment>Lesson text (stage-5: lesson.your_turn.wrong_moves[3].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra brokers give the other partitions more room, yet the merchant&apos;s traffic still arrives at a single leader on a single broker. With this change alone, on {{kafka.brokers}} brokers, its partition still carries {{kafka.partition.used_short}}: {{kafka.partition.percent}}.</source>
        <extracomment>Lesson text (stage-5: lesson.your_turn.wrong_moves[0].reason). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More partitions thin out the other merchants&apos; slice, but the hot key stays whole on one of them. With this change alone, at {{kafka.partitions}} partitions, the hottest still carries {{kafka.partition.used_short}}, {{kafka.partition.percent}}.</source>
        <extracomment>Lesson text (stage-5: lesson.your_turn.wrong_moves[1].reason). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Express throttles a partition at {{kafka.partition.capacity}} at every size, and on Standard brokers a leader&apos;s share of the network does not grow with the broker count either. The hot key&apos;s partition stays at {{kafka.partition.percent}}.</source>
        <extracomment>Lesson text (stage-5: lesson.your_turn.wrong_moves[2].reason). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merchant order means one key runs on one thread at a time, so the hot merchant still needs {{ledger.hot_key_seconds}} of one thread each second, and the partition is still at {{kafka.partition.percent}} with this change alone.</source>
        <extracomment>Lesson text (stage-5: lesson.your_turn.wrong_moves[3].reason). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The overdraft check needs each merchant&apos;s events in order, which only a merchant key gives; keying by order id frees the partition by dropping that need.</source>
        <extracomment>Lesson text (stage-5: lesson.your_turn.rules[7].reason). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage 6: the hot merchant split over 24 sub-keys</source>
        <extracomment>Lesson text (stage-6: name). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split only the hot merchant</source>
        <extracomment>Lesson text (stage-6: lesson.title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ledger needs merchant order, yet the largest merchant overflows its partition. How do you fix that and keep the overdraft check?</source>
        <extracomment>Lesson text (stage-6: lesson.asks). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For the largest merchant only, the key picks up a sub-key derived from the order id, {{kafka.sub_keys}} values in all, placed by a custom partitioner; every other merchant keeps a plain key.</source>
        <extracomment>Lesson text (stage-6: lesson.change). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the hot merchant changes. Its key becomes the merchant plus a sub-key computed from the order id, so one order&apos;s events still share a sub-key, a partition and a sequence. Every other merchant is keyed exactly as before.</source>
        <extracomment>Lesson text (stage-6: lesson.beats[0]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ledger now keeps {{kafka.sub_keys}} sub-balances for that merchant. Each one runs its own overdraft check over its own ordered run of events.</source>
        <extracomment>Lesson text (stage-6: lesson.beats[1]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The merchant&apos;s {{kafka.hot_share}} is now spread over {{kafka.sub_keys}} partitions. The hottest partition holds one slice of it plus its even share of the other merchants: {{kafka.partition_exact}}, or {{kafka.partition_exact_percent}} of the {{kafka.partition.capacity}} throttle.</source>
        <extracomment>Lesson text (stage-6: lesson.beats[2]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counted as reads, the {{kafka.groups}} groups pull {{kafka.partition_read}} from it, {{kafka.partition_read_percent}}. Whichever direction the throttle measures, the partition is clear.</source>
        <extracomment>Lesson text (stage-6: lesson.beats[3]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card spreads everything outside the hot key evenly and reports {{kafka.partition.used_short}}, {{kafka.partition.percent}}. That is an upper bound, and even so it is comfortably clear.</source>
        <extracomment>Lesson text (stage-6: lesson.beats[4]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sub-keys have to land on different partitions, and Kafka&apos;s default hash does not promise that: {{kafka.sub_keys}} keys hashed into {{kafka.partitions}} partitions reach only about {{kafka.distinct_by_hash}} distinct ones. Hence a custom partitioner on the producer side, meaning the code that picks a partition for each key, or sub-key values chosen so that they hash apart.</source>
        <extracomment>Lesson text (stage-6: lesson.beats[5]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ledger catches up: each sub-key brings {{ledger.sub_key_events}} events a second and keeps one thread {{ledger.sub_key_thread}} busy. This rests on a premise, our estimate, that every other merchant stays at a few percent of traffic or less.</source>
        <extracomment>Lesson text (stage-6: lesson.beats[6]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The result reads “{{tile.first}}”; {{busiest.name}} is busiest at {{busiest.percent}}, and latency is {{tile.latency}}. The cost tile shows {{tile.cost}}, {{cost.total}} exactly as in Stage 4, because the split changes keys, not machines.</source>
        <extracomment>Lesson text (stage-6: lesson.beats[7]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No load buttons: this stage concerns the key, while the brokers already run at {{kafka.data_out.sustained_percent}} of their sustained data-out line.</source>
        <extracomment>Lesson text (stage-6: lesson.beats[8]). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Splitting a single key frees both the partition and the ledger. The merchant now has {{kafka.sub_keys}} balances to reconcile, and the producers have a custom partitioner to maintain.</source>
        <extracomment>Lesson text (stage-6: lesson.tradeoff). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the merchant that is hot gets divided, into {{kafka.sub_keys}} sub-keys on partitions of their own: its busiest partition falls to {{kafka.partition_exact_percent}} of the throttle, and the ledger pays with {{kafka.sub_keys}} balances to keep.</source>
        <extracomment>Lesson text (stage-6: lesson.say_it). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why do the hot merchant&apos;s sub-keys need a custom partitioner?</source>
        <extracomment>Lesson text (stage-6: lesson.check_in.question). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The split only works if every sub-key gets a partition to itself. Kafka&apos;s default hash scatters {{kafka.sub_keys}} keys over only about {{kafka.distinct_by_hash}} of the {{kafka.partitions}} partitions, so some partitions would carry two or more slices of the hot merchant. A custom partitioner, or sub-key values chosen to hash apart, keeps each slice on its own partition.</source>
        <extracomment>Lesson text (stage-6: lesson.check_in.answer). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why this many sub-keys</source>
        <extracomment>Lesson text (stage-6: lesson.figures[0].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fewer sub-keys</source>
        <extracomment>Lesson text (stage-6: lesson.figures[0].steps[0].caption and one more place). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chosen split</source>
        <extracomment>Lesson text (stage-6: lesson.figures[0].steps[1].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left to the default hash</source>
        <extracomment>Lesson text (stage-6: lesson.figures[0].steps[2].caption). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With {{kafka.sub_keys}} sub-keys, the hottest partition takes {{kafka.partition_exact}} of writes, {{kafka.partition_exact_percent}} of the throttle, but the groups read it at {{kafka.partition_read}}, {{kafka.partition_read_percent}}. It is clear only if the throttle counts writes alone.</source>
        <extracomment>Lesson text (stage-6: lesson.figures[0].steps[0].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With {{kafka.sub_keys}} sub-keys, writes are {{kafka.partition_exact}} ({{kafka.partition_exact_percent}}) and reads {{kafka.partition_read}} ({{kafka.partition_read_percent}}): clear in both directions, and each sub-key keeps a ledger thread {{ledger.sub_key_thread}} busy.</source>
        <extracomment>Lesson text (stage-6: lesson.figures[0].steps[1].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave placement to Kafka&apos;s hash and the {{kafka.sub_keys}} sub-keys land on only about {{kafka.distinct_by_hash}} of {{kafka.partitions}} partitions, so they cannot each have one. Some partition almost surely ({{kafka.hash_pair_chance}}) holds two slices: {{kafka.hash_pair}}, {{kafka.hash_pair_percent}} of the throttle, read at {{kafka.hash_pair_read}}. About {{kafka.hash_triple_chance}} of the time one holds three, read at {{kafka.hash_triple_read}}: {{kafka.hash_triple_read_percent}}, past the throttle if reads count.</source>
        <extracomment>Lesson text (stage-6: lesson.figures[0].steps[2].text). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: keep the split, size the brokers</source>
        <extracomment>Lesson text (stage-6: lesson.your_turn.title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The split design holds on Express, with MSK at {{cost.msk}} a month. The load is steady, so the team will size brokers again, as after Stage 4, but the hot merchant must stay split: the topic stays keyed by merchant. Change the design so nothing saturates at {{load.events_per_s}} events a second and MSK costs less than {{cost.msk}} a month, keeping every group, {{kafka.rf}} copies across zones and {{kafka.retention_days}} days.</source>
        <extracomment>Lesson text (stage-6: lesson.your_turn.brief). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Six Standard brokers with a tier, split kept</source>
        <extracomment>Lesson text (stage-6: lesson.your_turn.answers[0].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three bigger Standard brokers with a tier, split kept</source>
        <extracomment>Lesson text (stage-6: lesson.your_turn.answers[1].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{{kafka.brokers}} {{kafka.size}} brokers send {{kafka.network.used_short}} each, {{kafka.network.percent}} of the network. A leader&apos;s share of it, {{kafka.network.leader_share}}, still dwarfs the split&apos;s hottest partition, {{kafka.partition_exact}}. The month costs {{cost.total}}.</source>
        <extracomment>Lesson text (stage-6: lesson.your_turn.answers[0].summary). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{{kafka.brokers}} {{kafka.size}} brokers send {{kafka.network.used_short}} each, {{kafka.network.percent}} of a {{kafka.network.capacity}} network, and the hottest partition is {{kafka.partition.percent}} of its leader&apos;s share. The month costs {{cost.total}}; the broker price is derived, not sourced.</source>
        <extracomment>Lesson text (stage-6: lesson.your_turn.answers[1].summary). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the default partitioner</source>
        <extracomment>Lesson text (stage-6: lesson.your_turn.wrong_moves[1].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each sub-key removed puts a bigger slice of the merchant on one partition: with this change alone, at {{kafka.sub_keys}} sub-keys, the hottest partition takes {{kafka.partition_exact}}, and the groups read it at {{kafka.partition_read}}, {{kafka.partition_read_percent}} of the throttle.</source>
        <extracomment>Lesson text (stage-6: lesson.your_turn.wrong_moves[0].reason). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kafka&apos;s hash puts the {{kafka.sub_keys}} sub-keys on only about {{kafka.distinct_by_hash}} partitions. Some partition almost surely ({{kafka.hash_pair_chance}}) gets two slices, read at {{kafka.hash_pair_read}}; about {{kafka.hash_triple_chance}} of the time one gets three, read at {{kafka.hash_triple_read}}, {{kafka.hash_triple_read_percent}} of the throttle. The card, which averages the spread, cannot show that.</source>
        <extracomment>Lesson text (stage-6: lesson.your_turn.wrong_moves[1].reason). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ledger&apos;s overdraft checks need merchant order inside each sub-key; keying by order id would drop it.</source>
        <extracomment>Lesson text (stage-6: lesson.your_turn.rules[7].reason). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: move the network wall</source>
        <extracomment>Lesson text (your-turn: title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Six groups now read every event, and the leaders cannot send {{kafka.leaders_send}}. Change the design on the canvas so the same stream reaches all {{kafka.groups}} groups without a saturated limit, then check it. Keep the brief: every group, the full stream, {{kafka.rf}} copies in separate zones and {{kafka.retention_days}} days of history.</source>
        <extracomment>Lesson text (your-turn: brief). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More brokers of the same size</source>
        <extracomment>Lesson text (your-turn: answers[0].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bigger Standard brokers</source>
        <extracomment>Lesson text (your-turn: answers[1].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Express brokers</source>
        <extracomment>Lesson text (your-turn: answers[2].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doubling to {{kafka.brokers}} brokers of {{kafka.size}} spreads the same {{kafka.leaders_send}} thinner: {{kafka.network.used_short}} leaves each broker, {{kafka.network.percent}} of its network.</source>
        <extracomment>Lesson text (your-turn: answers[0].summary). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keeping {{kafka.brokers}} brokers but moving to {{kafka.size}} raises the network term to {{kafka.network.capacity}}, so the {{kafka.network.used_short}} each broker sends is {{kafka.network.percent}} of it.</source>
        <extracomment>Lesson text (your-turn: answers[1].summary). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{{kafka.brokers}} {{kafka.size}} brokers count client traffic only: {{kafka.data_out.used_short}} to the groups from each, {{kafka.data_out.percent}} of the maximum, with no disks to size.</source>
        <extracomment>Lesson text (your-turn: answers[2].summary). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More threads in each task</source>
        <extracomment>Lesson text (your-turn: wrong_moves[1].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bigger producer batches</source>
        <extracomment>Lesson text (your-turn: wrong_moves[3].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Different disk retention</source>
        <extracomment>Lesson text (your-turn: wrong_moves[4].title). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tasks divide a group&apos;s partitions among more workers; they do not change how many times a leader sends each byte. That is still {{kafka.copies}}, one send per group and per follower, so with this change alone the network stays at {{kafka.network.percent}}. Tasks beyond the partition count would sit idle.</source>
        <extracomment>Lesson text (your-turn: wrong_moves[0].reason). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Threads make a group process faster once the bytes have arrived; the brokers still send the group its full copy of the stream. With this change alone the leaders send {{kafka.leaders_send}} and the network stays at {{kafka.network.percent}}.</source>
        <extracomment>Lesson text (your-turn: wrong_moves[1].reason). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partitions change where the leaders sit, not how much they send: the brokers together still put out {{kafka.leaders_send}}, shared by the same {{kafka.brokers}} brokers. With this change alone the network stays at {{kafka.network.percent}}, and more partitions cannot be taken back later.</source>
        <extracomment>Lesson text (your-turn: wrong_moves[2].reason). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A longer linger packs more events into each request, which saves requests. It saves bytes only when the producer compresses, since a fuller batch compresses better; then the lever is compression itself, and its gain depends on the data, so measure it before counting on it. This model sends each event at its stated size, so with this change alone the network stays at {{kafka.network.percent}}, and each event may wait longer in the producer.</source>
        <extracomment>Lesson text (your-turn: wrong_moves[3].reason). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hours kept on broker disks decide how much the disks hold; the wall here is bytes sent over the network. With this change alone the network stays at {{kafka.network.percent}} while the disks show {{kafka.storage.percent}}.</source>
        <extracomment>Lesson text (your-turn: wrong_moves[4].reason). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All {{kafka.groups}} teams need every event, so each must stay a group reading the cluster; dropping a reader hides the wall instead of moving it.</source>
        <extracomment>Lesson text (your-turn: rules[0].reason). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The brief is {{stream.mbps}} of events; a smaller event or a thinner stream answers a different question.</source>
        <extracomment>Lesson text (your-turn: rules[1].reason). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fewer than {{kafka.rf}} copies trims the network but gives up the copy that lets a zone fail without losing acked writes.</source>
        <extracomment>Lesson text (your-turn: rules[2].reason). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A lower in-sync minimum lets an acked write live in fewer zones than the brief promises.</source>
        <extracomment>Lesson text (your-turn: rules[3].reason). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The design has to survive a lost zone, so the brokers stay spread over as many zones as the stage uses.</source>
        <extracomment>Lesson text (your-turn: rules[4].reason). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The brief keeps {{kafka.retention_days}} days of history for replays; a shorter retention drops part of it.</source>
        <extracomment>Lesson text (your-turn: rules[5].reason). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writes acked by every in-sync copy are what make the copies count; acks=all stays.</source>
        <extracomment>Lesson text (your-turn: rules[6].reason). Keep each {{placeholder}} exactly as written: the app fills it after translating.</extracomment>
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
    <message>
        <source>This lesson speaks of the stage&apos;s design; on this canvas it cannot: %1</source>
        <extracomment>The lesson panel when the design on the canvas lacks what the lesson&apos;s text names; %1 is why.</extracomment>
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
    <message>
        <source>Seconds must be more than 0 and at most %1 (got &quot;%2&quot;)</source>
        <extracomment>%1 is the longest run the simulation takes, in seconds (&quot;3,600&quot;); %2 is what was typed.</extracomment>
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
