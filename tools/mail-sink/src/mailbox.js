import { EventEmitter } from 'node:events';

/**
 * @typedef {object} CaughtMessage
 * @property {string} id              increasing: "1", "2", …
 * @property {string | null} messageId
 * @property {string | null} from     the From address
 * @property {string[]} to            the To addresses
 * @property {string[]} cc
 * @property {string[]} replyTo       the Reply-To addresses (where the recipient's answer goes), [] when none
 * @property {string[]} recipients    who the SMTP envelope delivered it to (Bcc included)
 * @property {string} subject
 * @property {string} text
 * @property {string | null} html
 * @property {CaughtAttachment[]} attachments  the files sent with it (a report's PDF), in order
 * @property {string} date            ISO 8601: the Date header, else when it arrived
 */

/**
 * @typedef {object} CaughtAttachment
 * @property {string | null} filename
 * @property {string} contentType
 * @property {number} size       bytes
 * @property {string} content    the bytes, base64
 */

export const DEFAULT_CAPACITY = 200;

/**
 * The caught messages, newest first, keeping only the last `capacity`.
 */
export class Mailbox {
  /** @type {CaughtMessage[]} newest first */
  #messages = [];
  #nextId = 1;
  #arrivals = new EventEmitter();

  constructor(capacity = DEFAULT_CAPACITY) {
    this.capacity = capacity;
    // Every long-polling HTTP request listens for arrivals.
    this.#arrivals.setMaxListeners(0);
  }

  /**
   * @param {Omit<CaughtMessage, 'id'>} message
   * @returns {CaughtMessage}
   */
  add(message) {
    const caught = { id: String(this.#nextId++), ...message };
    this.#messages.unshift(caught);
    this.#messages.length = Math.min(this.#messages.length, this.capacity);
    this.#arrivals.emit('message', caught);
    return caught;
  }

  /** @param {string} [to]  only messages addressed or delivered to this address */
  list(to) {
    return to === undefined ? [...this.#messages] : this.#messages.filter((message) => isFor(message, to));
  }

  /** @param {string} id */
  find(id) {
    return this.#messages.find((message) => message.id === id);
  }

  /** @param {string} [to] */
  latest(to) {
    return to === undefined ? this.#messages[0] : this.#messages.find((message) => isFor(message, to));
  }

  clear() {
    this.#messages = [];
  }

  /**
   * The next message for `to` (any message when undefined) to arrive within `timeoutMs`.
   * @param {string | undefined} to
   * @param {{ timeoutMs: number, signal?: AbortSignal }} options
   * @returns {Promise<CaughtMessage | undefined>}
   */
  nextArrival(to, { timeoutMs, signal }) {
    return new Promise((resolve) => {
      /** @param {CaughtMessage | undefined} message */
      const finish = (message) => {
        clearTimeout(timer);
        this.#arrivals.off('message', onMessage);
        signal?.removeEventListener('abort', onAbort);
        resolve(message);
      };
      /** @param {CaughtMessage} message */
      const onMessage = (message) => {
        if (to === undefined || isFor(message, to)) finish(message);
      };
      const onAbort = () => finish(undefined);
      const timer = setTimeout(() => finish(undefined), timeoutMs);
      this.#arrivals.on('message', onMessage);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  /** @param {(message: CaughtMessage) => void} listener */
  onArrival(listener) {
    this.#arrivals.on('message', listener);
  }
}

/**
 * Addresses compare case-insensitively: mail systems treat them so in practice.
 * @param {CaughtMessage} message
 * @param {string} address
 */
function isFor(message, address) {
  const wanted = address.trim().toLowerCase();
  return [...message.to, ...message.cc, ...message.recipients].some((candidate) => candidate.toLowerCase() === wanted);
}
