/** Bad pastes: a clear message naming what could not be read, nothing invented. */
import { describe, expect, it } from 'vitest';
import { checkConfiguration, MAX_PASTE_CHARS } from '../../calculators/check/index.ts';

const check = (text: string) => checkConfiguration(text, { platform: 'unix' });

describe('bad input', () => {
  it('empty, garbage and binary get a message, not findings', () => {
    for (const text of ['', '   \n', 'hello world\nthis is not a config', '\u0000\u0001PNG']) {
      const r = check(text);
      expect(r.ok, JSON.stringify(text)).toBe(false);
      if (!r.ok) expect(r.message.length).toBeGreaterThan(20);
    }
    const r = check('hello world\nthis is not a config');
    expect(!r.ok && r.message).toContain('The first line not read (line 1): “hello world”');
  });

  it('LogBufferPages=0 1 (a footnote mark copied with IBM’s figure) is not a whole number, not “out of range”', () => {
    const r = check('Log:\n   LogBufferPages=0 1\n');
    if (!r.ok) throw new Error(r.message);
    const f = r.findings.find((x) => x.rule === 'log.buffer-pages')!;
    expect(f.title).toBe('LogBufferPages=0 1 is not a whole number');
    expect(f.title).not.toContain('range');
  });

  it('a footnote mark after a stanza name is a stanza only for a qm.ini stanza IBM documents', () => {
    const r = check('Channels: 2\n   MaxChannels=20\nVersion: 9\n   Level=1\n');
    if (!r.ok) throw new Error(r.message);
    expect(r.values.find((v) => v.name === 'MaxChannels')!.setting).toBe('20');
    expect(r.values.some((v) => v.name === 'Level')).toBe(false);
    expect(r.unread.map((u) => u.text.trim())).toEqual(['Version: 9', 'Level=1']);
  });

  it('the message for a paste nothing could read names every family the checker reads', () => {
    const r = check('hello world\nthis is not a config');
    if (r.ok) throw new Error('read');
    for (const family of ['qm.ini', 'mqconfig', 'sysctl', 'MQSC commands', 'runmqsc replies', 'mq-gather.sh', 'amqsrua', 'mqldt', 'fio', 'DISPLAY QMSTATUS', 'dspmq', 'ping', 'Prometheus scrape', 'Prometheus query answer', 'Grafana CSV']) expect(r.message).toContain(family);
  });

  it('another tool’s output (df -h) is named as not read, nothing invented', () => {
    const df = 'Filesystem      Size  Used Avail Use% Mounted on\n/dev/sda1        50G   21G   27G  44% /\ntmpfs           3.9G     0  3.9G   0% /dev/shm\n';
    const r = check(df);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(/None of the 3 non-blank lines is .*mqconfig/);
  });

  it('a truncated mqconfig reads the complete lines and lists the cut one as not read', () => {
    const text = '  file-max            1024 of 94452 files        (1%)    IBM>=524288       FAIL\n  threads-max         125 of 7594 thr';
    const r = check(text);
    if (!r.ok) throw new Error(r.message);
    expect(r.values.map((v) => `${v.name}=${v.setting}`)).toEqual(['file-max=94452']);
    expect(r.unread).toEqual([{ line: 2, text: '  threads-max         125 of 7594 thr' }]);
  });

  it('Windows line ends and tabs read the same as Unix ones', () => {
    const unix = check('kernel.sem = 250\t32000\t32\t128\nfs.file-max = 94452\nLog:\n   LogBufferPages=0\n');
    const windows = check('kernel.sem = 250\t32000\t32\t128\r\nfs.file-max = 94452\r\nLog:\r\n\tLogBufferPages=0\r\n');
    if (!unix.ok || !windows.ok) throw new Error('not read');
    expect(windows.values.map((v) => [v.name, v.setting])).toEqual(unix.values.map((v) => [v.name, v.setting]));
    expect(windows.findings.map((f) => f.title)).toEqual(unix.findings.map((f) => f.title));
  });

  it('a sysctl value that is not a number is listed as not read, with why', () => {
    const r = check('fs.file-max = lots\nkernel.sem = 250 banana\nkernel.pid_max = 4194304\n');
    if (!r.ok) throw new Error(r.message);
    expect(r.unread.map((u) => u.why)).toEqual(['fs.file-max should be a whole number', 'kernel.sem should be 4 whole numbers']);
    expect(r.values.map((v) => v.name)).toEqual(['pid_max']);
  });

  it('1 MB of text is refused with the limit named', () => {
    const big = 'fs.file-max = 524288\n'.repeat(Math.ceil(1_048_576 / 21));
    const r = check(big);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toContain(MAX_PASTE_CHARS.toLocaleString('en-US'));
  });

  it('a whole sysctl -a sized paste (400 KB) is read, its one known setting found', () => {
    const lines = Array.from({ length: 12000 }, (_, i) => `net.ipv4.conf.eth${i}.rp_filter = 1`);
    lines.push('kernel.pid_max = 4194304');
    const r = check(lines.join('\n'));
    expect(r.ok && r.values.map((v) => v.setting)).toEqual(['4194304']);
  });

  it('reads limits.conf lines, "-" as both soft and hard, and says whose they are', () => {
    const r = check('mqm  soft  nofile  10240\n@mqm - nproc 4096\n*  hard  nofile  infinity\n');
    if (!r.ok) throw new Error(r.message);
    expect(r.values.map((v) => `${v.name}=${v.setting}:${v.user}`)).toEqual(['nofile=10240:mqm', 'nproc=4096:@mqm', 'nproc-hard=4096:@mqm']);
    expect(r.unread.map((u) => u.why)).toEqual(['limits.conf nofile “infinity” is not a whole number or unlimited']);
    expect(r.findings.find((f) => f.rule === 'os.nproc')!.why).toContain('This line is for “@mqm”');
  });
});
