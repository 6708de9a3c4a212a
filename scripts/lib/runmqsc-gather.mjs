// runmqsc DISPLAY output in runmqsc's own layout (banner, echoed command, AMQ replies with their
// attributes two to a line in 40-character columns, summary), for the runmqsc reply reader's
// benchmark and its round-trip property test. Synthetic and deterministic: a small linear
// congruential generator picks the values, so every run reads the same text. Not a capture of a
// real queue manager: nothing here is shown on the site.

/**
 * One reply: the message line and its attributes, two to a line as runmqsc prints them. A value of
 * null is a bare keyword (SYNCPT, CURRENT); '' prints as runmqsc's empty value, "( )".
 * @param {string} message e.g. "AMQ8409I: Display Queue details."
 * @param {[string, string | null][]} attributes
 * @returns {string[]}
 */
export function formatReply(message, attributes) {
  const cells = attributes.map(([name, value]) => (value === null ? name : `${name}(${value === '' ? ' ' : value})`));
  const lines = [message];
  for (let i = 0; i < cells.length; i += 2) {
    const first = cells[i];
    const second = cells[i + 1];
    // runmqsc starts the second column at 43; a cell that reaches it pushes the next one further right.
    lines.push(second === undefined ? `   ${first}` : `   ${first.padEnd(39)} ${second}`);
  }
  return lines;
}

/** One runmqsc run: banner, "Starting MQSC", the echoed command, the replies, the summary. */
export function formatRun(queueManager, command, replies) {
  return [
    '5724-H72 (C) Copyright IBM Corp. 1994, 2025.',
    `Starting MQSC for queue manager ${queueManager}.`,
    '',
    '',
    `     1 : ${command}`,
    ...replies.flat(),
    'One MQSC command read.',
    'No commands have a syntax error.',
    'All valid MQSC commands were processed.',
  ];
}

/**
 * A gather of many queue managers: per queue manager, DISPLAY QLOCAL(*) with four attributes a
 * queue and DISPLAY CHANNEL(*) with three a channel (four queues to each channel), then DISPLAY
 * CHSTATUS(*) for a tenth of the channels. About 155 bytes an object in runmqsc's 40-column layout: 50 × 2,000 is 15.5 MB.
 * @returns {{ text: string, objects: number, statuses: number }}
 */
export function runmqscGather(queueManagers, objectsPerQueueManager) {
  let seed = 20250523;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const out = [];
  let objects = 0;
  let statuses = 0;
  for (let q = 0; q < queueManagers; q++) {
    const qm = `QM${String(q + 1).padStart(3, '0')}`;
    const channels = Math.floor(objectsPerQueueManager / 5);
    const queues = objectsPerQueueManager - channels;
    const queueReplies = [];
    for (let i = 0; i < queues; i++) {
      queueReplies.push(
        formatReply('AMQ8409I: Display Queue details.', [
          ['QUEUE', `APP.${qm}.QUEUE.${String(i).padStart(5, '0')}`],
          ['TYPE', 'QLOCAL'],
          ['DEFPSIST', next() < 0.5 ? 'YES' : 'NO'],
          ['MAXDEPTH', String(Math.floor(next() * 999999999))],
        ]),
      );
    }
    const channelReplies = [];
    const statusReplies = [];
    for (let i = 0; i < channels; i++) {
      const name = `APP.${qm}.SVRCONN.${String(i).padStart(4, '0')}`;
      channelReplies.push(formatReply('AMQ8414I: Display Channel details.', [['CHANNEL', name], ['CHLTYPE', 'SVRCONN'], ['SHARECNV', String(Math.floor(next() * 10))], ['DESCR', '']]));
      if (i % 10 === 0) statusReplies.push(formatReply('AMQ8417I: Display Channel Status details.', [['CHANNEL', name], ['CHLTYPE', 'SVRCONN'], ['CONNAME', `10.0.${q % 256}.${i % 256}(1414)`], ['CURRENT', null], ['STATUS', 'RUNNING']]));
    }
    objects += queues + channels;
    statuses += statusReplies.length;
    out.push(...formatRun(qm, 'DISPLAY QLOCAL(*) DEFPSIST MAXDEPTH', queueReplies), '', ...formatRun(qm, 'DISPLAY CHANNEL(*) CHLTYPE SHARECNV DESCR', channelReplies), '', ...formatRun(qm, 'DISPLAY CHSTATUS(*) CONNAME STATUS', statusReplies), '');
  }
  return { text: out.join('\n'), objects, statuses };
}
