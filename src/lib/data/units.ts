/**
 * Every unit a numeric column may declare. A column whose unit is not listed here fails
 * validation, so a typo cannot silently become a new unit. `label` is how the unit is shown
 * next to a value; `symbol` is the short form used in table headers.
 */
export const UNITS = {
  count: { label: '', symbol: 'count' },
  bytes: { label: 'bytes', symbol: 'B' },
  KiB: { label: 'KiB', symbol: 'KiB' },
  MiB: { label: 'MiB', symbol: 'MiB' },
  GiB: { label: 'GiB', symbol: 'GiB' },
  KB: { label: 'KB', symbol: 'KB' },
  MB: { label: 'MB', symbol: 'MB' },
  GB: { label: 'GB', symbol: 'GB' },
  TB: { label: 'TB', symbol: 'TB' },
  pages: { label: 'pages', symbol: 'pages' },
  percent: { label: '%', symbol: '%' },
  ratio: { label: '×', symbol: '×' },
  ms: { label: 'ms', symbol: 'ms' },
  us: { label: 'µs', symbol: 'µs' },
  seconds: { label: 's', symbol: 's' },
  minutes: { label: 'min', symbol: 'min' },
  km: { label: 'km', symbol: 'km' },
  m: { label: 'm', symbol: 'm' },
  'round-trips/s': { label: 'round trips/s', symbol: 'round trips/s' },
  'messages/s': { label: 'messages/s', symbol: 'msgs/s' },
  /** Rates IBM prints in millions ("1.35 million" messages per second, MQ for z/OS on z16). */
  'million messages/s': { label: 'million messages/s', symbol: 'M msgs/s' },
  /** Channel starts per second (TLS channel start tests). */
  'channels/s': { label: 'channels/s', symbol: 'channels/s' },
  'transactions/s': { label: 'transactions/s', symbol: 'tx/s' },
  'requests/s': { label: 'requests/s', symbol: 'req/s' },
  'connections/s': { label: 'connections/s', symbol: 'conn/s' },
  'round-trips/h': { label: 'round trips/h', symbol: 'round trips/h' },
  'writes/s': { label: 'writes/s', symbol: 'writes/s' },
  'IO/s': { label: 'IO/s', symbol: 'IO/s' },
  /** Data-set formatting rates (CSQJUFMT), per elapsed and per CPU second. */
  'records/s': { label: 'records/s', symbol: 'records/s' },
  'records/CPU s': { label: 'records per CPU second', symbol: 'records/CPU s' },
  'KB/s': { label: 'KB/s', symbol: 'KB/s' },
  'MB/s': { label: 'MB/s', symbol: 'MB/s' },
  'Gb/s': { label: 'Gb/s', symbol: 'Gb/s' },
  'GB/s': { label: 'GB/s', symbol: 'GB/s' },
  'bytes/s': { label: 'bytes/s', symbol: 'B/s' },
  ns: { label: 'ns', symbol: 'ns' },
  /** Distance per time, e.g. light in a fibre (metres per microsecond). */
  'm/us': { label: 'm/µs', symbol: 'm/µs' },
  'CPU ms/message': { label: 'CPU ms/message', symbol: 'CPU ms/msg' },
  'CPU us/message': { label: 'CPU µs/message', symbol: 'CPU µs/msg' },
  /** CPU per MB logged, and per channel started (MQ for z/OS). */
  'CPU us/MB': { label: 'CPU µs/MB', symbol: 'CPU µs/MB' },
  'CPU ms/channel': { label: 'CPU ms/channel', symbol: 'CPU ms/channel' },
  cores: { label: 'cores', symbol: 'cores' },
  GHz: { label: 'GHz', symbol: 'GHz' },
  /** A line number in the report's text file (../shared/<sourceDir>/<id>.txt). */
  line: { label: '', symbol: 'line' },
  /** Rows hold different quantities (e.g. kernel parameters); a string column `unit` names each row's unit. */
  'per-row': { label: '', symbol: '' },
} as const satisfies Record<string, { label: string; symbol: string }>;

export type UnitId = keyof typeof UNITS;

export function isUnit(value: string): value is UnitId {
  return Object.hasOwn(UNITS, value);
}

export const UNIT_IDS = Object.keys(UNITS) as UnitId[];
