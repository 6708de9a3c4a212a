/**
 * ping's summaries, read from real published output (tests/fixtures/real-measure/SOURCES.md), with
 * the expected readings written by hand from the lines, and the links they open: the HA and DR
 * latency calculators at the measured round trip.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { calculatorLinks, readMeasurements } from '../../calculators/check/measure/index.ts';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/real-measure/${name}`, import.meta.url), 'utf8');

describe('ping', () => {
  it('reads the Cumulus documentation sample: 1.432 ms mean, 3.900 ms peak, 0% loss, the prompts left unread', () => {
    const m = readMeasurements(fixture('ping-cumulus-lnv-docs.txt'));
    expect(m.recognised).toEqual(['ping (1 summary)']);
    const rtt = m.readings.filter((r) => r.name === 'networkRoundTrip');
    expect(rtt).toHaveLength(1);
    expect(rtt[0]!.value).toBeCloseTo(0.001432, 12);
    expect(rtt[0]!.peak).toBeCloseTo(0.0039, 12);
    expect(rtt[0]!.origin).toBe('ping 10.10.10.2 (line 9)');
    expect(rtt[0]!.lines).toEqual([9]);
    expect(m.readings.find((r) => r.name === 'networkPacketLoss')).toMatchObject({ value: 0, unit: 'percent', lines: [8] });
    // Lines 1 and 10 are the shell prompts: not ping's, so listed as not read.
    expect(m.unread.map((u) => u.line)).toEqual([1, 10]);
  });

  it('reads both runs of the Ubuntu Forums post, each by its host, and links HA and DR latency at the first', () => {
    const m = readMeasurements(fixture('ping-ubuntu-forums-2023.txt'));
    expect(m.recognised).toEqual(['ping (2 summaries)']);
    const rtt = m.readings.filter((r) => r.name === 'networkRoundTrip');
    expect(rtt.map((r) => r.origin)).toEqual(['ping 192.168.1.1 (line 10)', 'ping 8.8.8.8 (line 20)']);
    expect(rtt[0]!.value).toBeCloseTo(0.000455, 12);
    expect(rtt[0]!.peak).toBeCloseTo(0.000755, 12);
    expect(rtt[1]!.value).toBeCloseTo(0.025234, 12);
    expect(rtt[1]!.peak).toBeCloseTo(0.030434, 12);
    // Line 1 is the shell's "$ ping -c 4 …" and line 11 the next prompt with its command: not read.
    expect(m.unread.map((u) => u.line)).toEqual([1, 11]);
    const links = calculatorLinks(m.readings, m.facts);
    expect(links.find((l) => l.calculator === 'ha-latency')?.href).toBe('/calculators/ha-latency/?rttMs=0.455');
    expect(links.find((l) => l.calculator === 'dr-latency')?.href).toBe('/calculators/dr-latency/?rttMs=0.455');
  });

  it('takes an RDQM set-up from dspmq with the measured round trip, and drops a round trip beyond the calculator’s range', () => {
    const rdqm = readMeasurements(`QMNAME(QM1) STATUS(Running) HA(Replicated)\n--- node2 ping statistics ---\n10 packets transmitted, 10 received, 0% packet loss, time 9011ms\nrtt min/avg/max/mdev = 0.612/0.803/1.104/0.141 ms`);
    expect(calculatorLinks(rdqm.readings, rdqm.facts).find((l) => l.calculator === 'ha-latency')?.href).toBe('/calculators/ha-latency/?source=mq93-rdqm&rttMs=0.803');
    // 3.4 ms is past MQ 9.3 RDQM's last measured 2 ms: the link opens the appliance measurements and says so.
    const beyond = readMeasurements(`QMNAME(QM1) STATUS(Running) HA(Replicated)\nrtt min/avg/max/mdev = 3.102/3.400/3.951/0.201 ms`);
    const fallback = calculatorLinks(beyond.readings, beyond.facts).find((l) => l.calculator === 'ha-latency')!;
    expect(fallback.href).toBe('/calculators/ha-latency/?rttMs=3.4');
    expect(fallback.label).toBe('HA latency at your measured round trip, on the M2002A HA pair measurements: MQ 9.3 with RDQM (your set-up, from dspmq) was measured only up to 2 ms');
    const far = readMeasurements('rtt min/avg/max/mdev = 80.1/85.2/91.0/2.2 ms');
    const links = calculatorLinks(far.readings, far.facts);
    // 85.2 ms is past HA's 50 ms (no HA link) and within DR's 200 ms.
    expect(links.map((l) => l.calculator)).toEqual(['dr-latency']);
    expect(links[0]!.href).toBe('/calculators/dr-latency/?rttMs=85.2');
  });

  it('reads BSD and macOS summaries in any unit, and lists Windows’ whole milliseconds as too coarse', () => {
    const bsd = readMeasurements('round-trip min/avg/max/stddev = 45.000/61.000/89.000/12.000 us');
    expect(bsd.readings[0]).toMatchObject({ name: 'networkRoundTrip', value: 0.000061, peak: 0.000089 });
    const windows = readMeasurements('Ping statistics for 10.0.0.2:\n    Packets: Sent = 4, Received = 4, Lost = 0 (0% loss),\nApproximate round trip times in milli-seconds:\n    Minimum = 0ms, Maximum = 1ms, Average = 0ms');
    expect(windows.readings).toEqual([]);
    expect(windows.unread.find((u) => u.line === 4)?.why).toMatch(/whole milliseconds/);
  });

  it('refuses a summary whose numbers cannot be, naming why, and reads nothing from it', () => {
    for (const bad of ['rtt min/avg/max/mdev = 0.5/0.4/0.9/0.1 ms', 'rtt min/avg/max/mdev = banana/0.4/0.9/0.1 ms', 'rtt min/avg/max/mdev = -1/0.4/0.9/0.1 ms']) {
      const m = readMeasurements(bad);
      expect(m.readings, bad).toEqual([]);
      expect(m.unread[0]?.why, bad).toMatch(/min ≤ avg ≤ max/);
    }
    // A truncated paste: per-packet lines without their summary are not claimed.
    const cut = readMeasurements('PING 10.0.0.2 (10.0.0.2) 56(84) bytes of data.\n64 bytes from 10.0.0.2: icmp_seq=1 ttl=64 time=0.412 ms');
    expect(cut.readings).toEqual([]);
    expect(cut.unread.map((u) => u.line)).toEqual([1, 2]);
  });
});
