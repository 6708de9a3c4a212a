// A gather of many queue managers on one host, as mq-gather.sh (public/mq-gather.sh) lays it out, for
// the checker's scale benchmark (issue 33: 50 queue managers of 2,000 objects, about 10 MB). Synthetic
// and deterministic, and labelled so: each queue manager's sections are the script's headers around
// a real DISPLAY QMSTATUS reply (the must-gather sample in tests/fixtures/real-measure/), a qm.ini
// Log stanza and an MQSC script of 2,000 DEFINEs in the shapes dmpmqcfg and IBM's samples write
// (queues with MAXDEPTH, DEFPSIST and DESCR; SVRCONN and sender channels). Not a measurement.
import { readFileSync } from 'node:fs';

const header = (host, qm, what) => `===== mq-gather 1 | host ${host} | ${qm ? `queue manager ${qm} | ` : ''}${what} =====`;

/**
 * @param {string} root the project root @param {number} queueManagers @param {number} objects per queue manager
 * @param {{ amqsrua?: boolean, nativeHa?: boolean }} [opts] amqsrua: each queue manager also gets the gather's `--amqsrua` DISK/Log
 * section, holding the real amqsrua output IBM's 2017 Linux report prints (tests/fixtures/real-measure/
 * amqsrua-linux-persistent-2.3.txt, as the gather script's stand-in prints it), so each has a capacity to work out.
 * nativeHa: every other queue manager also gets the gather's DISPLAY QMSTATUS TYPE(NATIVEHA) section (the
 * real reply in tests/fixtures/gather/transcripts/haqueuemgr-display-qmstatus-nativeha.txt, renamed), so it is
 * a Native HA queue manager: the set-up the capacity model is offered for, a ceiling and what-ifs to draw.
 */
export function gatherFleet(root, queueManagers = 50, objects = 2000, host = 'mqhost01', opts = {}) {
  const sample = readFileSync(`${root}/tests/fixtures/real-measure/mq-status-script-qm1.txt`, 'utf8');
  const amqsrua = opts.amqsrua ? readFileSync(`${root}/tests/fixtures/real-measure/amqsrua-linux-persistent-2.3.txt`, 'utf8').replace(/\n$/, '') : undefined;
  const status = sample.slice(sample.indexOf('5724-H72'));
  const nativeHa = opts.nativeHa ? readFileSync(`${root}/tests/fixtures/gather/transcripts/haqueuemgr-display-qmstatus-nativeha.txt`, 'utf8').replace(/\n$/, '') : undefined;
  const out = [header(host, undefined, `started 2026-11-27T08:00:00Z, mq-gather.sh 1.0`), header(host, undefined, 'sysctl kernel.shmmni kernel.shmall kernel.shmmax kernel.sem fs.file-max kernel.pid_max kernel.threads-max'), 'kernel.shmmni = 4096', 'kernel.shmall = 18446744073692774399', 'kernel.shmmax = 18446744073692774399', 'kernel.sem = 32000\t1024000000\t500\t32000', 'fs.file-max = 524288', 'kernel.pid_max = 4194304', 'kernel.threads-max = 255366'];
  let sections = 1;
  for (let q = 1; q <= queueManagers; q++) {
    const qm = `QM${String(q).padStart(2, '0')}`;
    out.push(header(host, qm, `runmqsc ${qm}: DISPLAY QMSTATUS ALL`), status.replaceAll('QM1', qm));
    out.push(header(host, qm, `cat /var/mqm/qmgrs/${qm}/qm.ini`), 'Log:', '   LogPrimaryFiles=3', '   LogSecondaryFiles=2', '   LogFilePages=4096', '   LogType=CIRCULAR', '   LogBufferPages=0', `   LogPath=/var/mqm/log/${qm}/`, '   LogWriteIntegrity=TripleWrite');
    out.push(header(host, qm, `cat /var/mqm/qmgrs/${qm}/config.mqsc`), `ALTER QMGR TREELIFE(1800) MAXUMSGS(10000) DESCR('Queue manager ${qm}')`);
    for (let i = 1; i < objects; i++) {
      const n = String(i).padStart(4, '0');
      if (i % 20 === 0) out.push(`DEFINE CHANNEL(APP.SVRCONN.${n}) CHLTYPE(SVRCONN) TRPTYPE(TCP) SHARECNV(10) +`, `       MAXINST(100) REPLACE`);
      else if (i % 50 === 1) out.push(`DEFINE CHANNEL(${qm}.TO.HUB.${n}) CHLTYPE(SDR) CONNAME('hub.example.com(1414)') +`, `       XMITQ(HUB.XMITQ) BATCHSZ(50) NPMSPEED(FAST) REPLACE`);
      else out.push(`DEFINE QLOCAL('APP.${qm}.Q.${n}') MAXDEPTH(50000) DEFPSIST(YES) DESCR('Application queue ${n}') REPLACE`);
    }
    sections += 3;
    if (nativeHa && q % 2 === 0) {
      out.push(header(host, qm, `echo 'DISPLAY QMSTATUS TYPE(NATIVEHA) ALL' | runmqsc ${qm}`), nativeHa.replaceAll('haqueuemgr', qm));
      sections += 1;
    }
    if (amqsrua) {
      out.push(header(host, qm, `amqsrua -m ${qm} -c DISK -t Log -n 6`), amqsrua);
      sections += 1;
    }
  }
  out.push(header(host, undefined, `end: ${sections} sections, 0 notes`));
  return `${out.join('\n')}\n`;
}
