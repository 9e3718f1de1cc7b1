/** How long a session lives: it ends after `idleMs` without use, and after `absoluteMs` in any case. */
export interface SessionLifetime {
  idleMs: number;
  absoluteMs: number;
}

/** Sliding the idle limit costs a write; once a minute is precise enough and spares the database. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

export function sessionLifetime(idleMinutes: number, absoluteHours: number): SessionLifetime {
  return { idleMs: idleMinutes * 60_000, absoluteMs: absoluteHours * 3_600_000 };
}

export interface SessionTimes {
  lastSeenAt: Date;
  idleExpiresAt: Date;
  absoluteExpiresAt: Date;
  revokedAt: Date | null;
}

export function newSessionTimes(now: Date, lifetime: SessionLifetime): Omit<SessionTimes, 'revokedAt'> & { createdAt: Date } {
  const absoluteExpiresAt = new Date(now.getTime() + lifetime.absoluteMs);
  return { createdAt: now, lastSeenAt: now, idleExpiresAt: earlier(new Date(now.getTime() + lifetime.idleMs), absoluteExpiresAt), absoluteExpiresAt };
}

export function isSessionLive(session: SessionTimes, now: Date): boolean {
  return session.revokedAt === null && now < session.idleExpiresAt && now < session.absoluteExpiresAt;
}

/** The new last-seen and idle limit after a use at `now`, or null when the last write is recent enough. */
export function slideSession(session: SessionTimes, now: Date, lifetime: SessionLifetime): Pick<SessionTimes, 'lastSeenAt' | 'idleExpiresAt'> | null {
  if (now.getTime() - session.lastSeenAt.getTime() < SESSION_TOUCH_INTERVAL_MS) return null;
  return { lastSeenAt: now, idleExpiresAt: earlier(new Date(now.getTime() + lifetime.idleMs), session.absoluteExpiresAt) };
}

const earlier = (a: Date, b: Date): Date => (a < b ? a : b);
