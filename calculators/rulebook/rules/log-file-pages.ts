/** LogFilePages: 64–65535 on UNIX and Linux, 32–65535 on Windows; fixed when the queue manager is created. */
import { MAX_FILE_PAGES } from '../../lib/log-limits.ts';
import { logRange } from '../lib/range.ts';
import { IBM } from '../sources.ts';

export default logRange({
  id: 'log.file-pages-range',
  key: 'LogFilePages',
  what: 'Log file size',
  statement: 'LogFilePages must be from 64 to 65,535 pages of 4 KiB on UNIX and Linux, 32 to 65,535 on Windows, and is fixed when the queue manager is created.',
  releases: 'IBM MQ 7.5 to 9.4',
  sources: [IBM.logStanza],
  min: 'minPages',
  max: { MAX_FILE_PAGES },
  unit: 'pages of 4 KiB',
  why: 'LogFilePages is the size of every log file in 4 KiB pages, fixed when the queue manager is created',
});
