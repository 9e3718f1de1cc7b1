import { initI18n, setLanguage } from '@irrigo/i18n';
import { useSessionStore } from '@irrigo/session';
import { useToastStore } from '@irrigo/ui';
import '../app/i18n.js';

/** A clean page: no stored session, no toasts, the given language. */
export async function freshPage(language: 'en' | 'es' = 'en'): Promise<void> {
  window.localStorage.clear();
  useSessionStore.setState({ user: null, technician: null, selectedLocationId: null, connectivity: 'checking' });
  useToastStore.setState({ toasts: [] });
  initI18n();
  await setLanguage(language);
}
