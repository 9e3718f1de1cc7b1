// Test-only: the state every shell test starts from (English, nothing stored, fresh session store).
import { initI18n, setLanguage } from '@irrigo/i18n';
import { readPersistedSession, useSessionStore } from '@irrigo/session';
import { registerShellTranslations } from '../i18n.js';

export async function resetShellState(): Promise<void> {
  window.localStorage.clear();
  useSessionStore.setState({ ...readPersistedSession(), connectivity: 'checking' });
  initI18n();
  registerShellTranslations();
  await setLanguage('en');
}
