import { createInterface } from 'node:readline';

const LEVELS = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
const COLOURS = ['\x1b[36m', '\x1b[35m', '\x1b[33m', '\x1b[32m', '\x1b[34m', '\x1b[96m', '\x1b[95m', '\x1b[93m', '\x1b[92m', '\x1b[94m'];
const RESET = '\x1b[0m';
/** Nest's start-up inventory: one line per module and route, useful only when debugging wiring (raw mode). */
const BOOT_DETAIL_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer']);
const RED = '\x1b[31m';

/**
 * Writes every line of a child process with its name in front (`auth        │ …`), so interleaved
 * output stays readable with or without colours. Structured (pino) lines are shortened to level,
 * message and, for requests, method, path, status and time; `raw` keeps them as they came.
 * @param {{ width: number, raw: boolean, colour: boolean, write: (line: string) => void }} options
 */
export function createLinePrinter(options) {
  const colours = new Map();
  const prefixOf = (name) => {
    if (!colours.has(name)) colours.set(name, COLOURS[colours.size % COLOURS.length]);
    const label = `${name.padEnd(options.width)} │`;
    return options.colour ? `${colours.get(name)}${label}${RESET}` : label;
  };

  return {
    /** @param {string} name @param {string} text @param {boolean} [isError] */
    line(name, text, isError = false) {
      const shown = options.raw ? text : shorten(text);
      if (shown === null) return;
      const body = isError && options.colour ? `${RED}${shown}${RESET}` : shown;
      options.write(`${prefixOf(name)} ${body}`);
    },
    /** Follows a child's output stream line by line. @param {string} name @param {import('node:stream').Readable} stream */
    follow(name, stream, isError = false) {
      createInterface({ input: stream, crlfDelay: Infinity }).on('line', (text) => this.line(name, text, isError));
    },
  };
}

/** @param {string} text @returns {string | null} */
function shorten(text) {
  if (!text.startsWith('{')) return text;
  let entry;
  try {
    entry = JSON.parse(text);
  } catch {
    return text;
  }
  if (typeof entry !== 'object' || entry === null || typeof entry.level !== 'number') return text;
  if (entry.level <= 30 && BOOT_DETAIL_CONTEXTS.has(entry.context)) return null;
  const level = (LEVELS[entry.level] ?? String(entry.level)).padEnd(5);
  const context = entry.context ? `[${entry.context}] ` : '';
  if (entry.req && entry.res) {
    const time = typeof entry.responseTime === 'number' ? ` ${entry.responseTime} ms` : '';
    return `${level} ${entry.req.method} ${entry.req.url} → ${entry.res.statusCode}${time}`;
  }
  const error = entry.err?.message && entry.err.message !== entry.msg ? ` (${entry.err.message})` : '';
  return `${level} ${context}${entry.msg ?? ''}${error}`;
}
