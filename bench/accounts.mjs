// The accounts the bench signs in with, created through the gateway's public API the way e2e/support/fixtures.ts
// does it: the owner sets the business up, syncs the demo crew from the fake Housecall Pro and gives one
// technician a password; the technician signs in at POST /api/auth/technician/login.

export const OWNER = { fullName: 'Bench Owner', email: 'bench@irrigo.test', organizationName: 'Bench Irrigation', password: 'Load-Test-Meadow-2026!' };

/** The demo technician of tools/fake-hcp; `dailyPassword` replaces the one the owner chose (see signInTechnician). */
export const TECHNICIAN = {
  email: 'carlos.mendoza@irrigo-demo.test',
  firstName: 'Carlos',
  password: 'Valve-Box-Blue-42',
  dailyPassword: 'Bench-Field-Meadow-2026!',
};

/** Cookies an answer sets, as `{ name, value }` pairs (what Playwright's addCookies and a Cookie header need). */
function cookiesOf(response) {
  return response.headers.getSetCookie().map((line) => {
    const pair = line.split(';')[0];
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1) };
  });
}

export function cookieHeader(cookies) {
  return cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

/** One API call as the browser makes it: JSON, the session's cookies and the page's Origin (the gateway requires it on writes). */
async function call(gateway, method, path, { cookies = [], body } = {}) {
  const response = await fetch(`${gateway}${path}`, {
    method,
    headers: { origin: gateway, ...(body ? { 'content-type': 'application/json' } : {}), ...(cookies.length > 0 ? { cookie: cookieHeader(cookies) } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`${method} ${path} failed: ${response.status} ${await response.text()}`);
  return response;
}

/** Signs the owner in, setting the business up first when nobody has; returns the session cookies. */
export async function signInOwner(gateway) {
  const { exists } = await (await call(gateway, 'GET', '/api/admin/exists')).json();
  const response = exists
    ? await call(gateway, 'POST', '/api/admin/login', { body: { email: OWNER.email, password: OWNER.password } })
    : await call(gateway, 'POST', '/api/admin/setup', { body: OWNER });
  return cookiesOf(response);
}

/**
 * Signs the demo technician in and returns the session cookies. The technician then changes the password the
 * owner chose, as the dashboard asks every new technician to: otherwise the dashboard opens its password prompt
 * 2 s after every load, and what Lighthouse audits would depend on whether its trace ended before that.
 */
export async function signInTechnician(gateway, ownerCookies) {
  await call(gateway, 'POST', '/api/technicians/sync', { cookies: ownerCookies });
  const { technicians } = await (await call(gateway, 'GET', '/api/technicians', { cookies: ownerCookies })).json();
  const technician = technicians.find((candidate) => candidate.email === TECHNICIAN.email);
  if (!technician) throw new Error(`${TECHNICIAN.email} is not on the synced roster`);
  await call(gateway, 'POST', '/api/email-auth/technician/set-password', {
    cookies: ownerCookies,
    body: { technicianId: technician.id, newPassword: TECHNICIAN.password, confirmPassword: TECHNICIAN.password },
  });
  const cookies = cookiesOf(await call(gateway, 'POST', '/api/auth/technician/login', { body: { email: TECHNICIAN.email, password: TECHNICIAN.password } }));
  await call(gateway, 'POST', '/api/auth/technician/change-password', {
    cookies,
    body: { newPassword: TECHNICIAN.dailyPassword, confirmPassword: TECHNICIAN.dailyPassword },
  });
  return cookies;
}

/**
 * What the browser keeps for a technician who has seen the one-time password prompt (the key of
 * libs/session's STORAGE_KEYS.passwordChangeShown), so the dashboard measured is the everyday one.
 */
export const TECHNICIAN_LOCAL_STORAGE = { passwordChangeShown: 'true' };
