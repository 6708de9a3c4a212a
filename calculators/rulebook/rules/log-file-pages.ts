/** LogFilePages: 64–65535 on UNIX and Linux, 32–65535 on Windows; fixed when the queue manager is created. Its words: facts/log.json. */
import { MAX_FILE_PAGES } from '../../lib/log-limits.ts';
import { logRange } from '../lib/range.ts';

export default logRange({ id: 'log.file-pages-range', key: 'LogFilePages', min: 'minPages', max: { MAX_FILE_PAGES }, unit: 'pages of 4 KiB', why: 'LogFilePages is the size of every log file in 4 KiB pages, fixed when the queue manager is created' });
